"""Share-link lengths against the issue's budgets (issue #18, "Links").

A link is counted as ``http://127.0.0.1:8000/#g=`` + the token ``core.codec.encode`` makes with
the game (its compact move form), as tools/bench_browser.py counts it. For every game: the
min / median / max over finished 4-player games (a game's most players if fewer) of seeded random
play, against 1,500 characters; for Terra Mystica also over the real 4-player games of the
online site's logs (``../shared/reference/terra_mystica/logs``, when that folder is there),
against 1,200. Each link is decoded again and must give back its moves.

Random play: a uniformly random legal decision of the first seat to move; in Terra Mystica,
whose random games otherwise end after a few actions (passing and converting are always on the
list), a main action whenever there is one, but 2% of the time (as tests/test_tm_compact.py).

Run from the repo root: ``.venv/bin/python tools/bench_links.py [--games 10]``; ``main`` returns
rows of (label, figure, within budget) for a caller such as ``make bench``.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "py"))

from tabula.core import codec  # noqa: E402
from tabula.core.record import Record  # noqa: E402
from tabula.games import PACKAGES, get  # noqa: E402

PAGE = "http://127.0.0.1:8000/#g="
BUDGET = 1500  # a finished 4-player game, every game
TM_REAL_BUDGET = 1200  # the real Terra Mystica games
TM_LOGS = ROOT.parent / "shared" / "reference" / "terra_mystica" / "logs"
TM_IDLE = ("pass", "convert", "burn")  # what random Terra Mystica play mostly leaves alone


def random_record(game, players: int, seed: int, max_moves: int = 20_000) -> Record:
    """A finished game of seeded random play (see the module's docstring)."""
    rng = random.Random(seed)
    options = game.default_options(players) | {"players": players}
    state = game.setup(options, seed)
    moves: list[str] = []
    while movers := game.to_move(state):
        if len(moves) >= max_moves:
            raise RuntimeError(f"{game.id} seed {seed}: no end after {max_moves} moves")
        legal = game.legal(state, movers[0])
        if game.id == "terra_mystica":
            main = [a for a in legal if a[1] not in TM_IDLE]
            legal = main if main and rng.random() < 0.98 else legal
        action = rng.choice(legal)
        moves.append(game.format(state, action))
        state, _events = game.apply(state, action)
    return Record(game=game.id, options=options, seed=seed, moves=moves, rules=game.rules_version,
                  players=[f"Player {i + 1}" for i in range(players)])


def link_length(game, record: Record) -> int:
    """The link's length; it must decode to the same moves."""
    token = codec.encode(record, game)
    if codec.decode(token, {game.id: game}).moves != record.moves:
        raise AssertionError(f"{game.id}: a link does not give back its moves")
    return len(PAGE + token)


def real_tm_records() -> list[tuple[str, Record]]:
    """The real 4-player games of the site's logs, as the app imports them."""
    from tabula.games.terra_mystica.importer import import_log

    game = get("terra_mystica")
    out = []
    for path in sorted(TM_LOGS.glob("*.log")):
        options, seed, moves = import_log(game, path.read_text())
        if options.get("players") == 4:
            out.append((path.stem, Record(game=game.id, options=options, seed=seed, moves=moves,
                                          rules=game.rules_version,
                                          players=[f"Player {i + 1}" for i in range(4)])))
    return out


def _row(label: str, lengths: list[int], moves: list[int], budget: int) -> tuple[str, str, bool]:
    low, mid, high = min(lengths), statistics.median(lengths), max(lengths)
    ok = high <= budget
    print(f"{label}: {low} / {mid:g} / {high} characters (min / median / max of {len(lengths)}; "
          f"{min(moves)}-{max(moves)} moves), {'within' if ok else 'OVER'} the {budget:,} budget")
    return label, f"max {high} chars", ok


def main(argv: list[str] | None = None) -> list[tuple[str, str, bool]]:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=10, help="random games per game")
    args = ap.parse_args(argv)
    rows = []
    for gid in PACKAGES:
        game = get(gid)
        players = min(4, game.max_players)
        records = [random_record(game, players, seed) for seed in range(1, args.games + 1)]
        lengths = [link_length(game, r) for r in records]
        rows.append(_row(f"share link, {game.title}, finished {players}-player random games", lengths,
                         [len(r.moves) for r in records], BUDGET))
    if TM_LOGS.is_dir():
        game = get("terra_mystica")
        real = real_tm_records()
        lengths = [link_length(game, r) for _name, r in real]
        rows.append(_row("share link, Terra Mystica, real 4-player games of the site's logs", lengths,
                         [len(r.moves) for _name, r in real], TM_REAL_BUDGET))
        worst = max(zip(lengths, (name for name, _r in real), strict=True))
        print(f"  longest: {worst[1]} ({worst[0]} characters)")
    else:
        print(f"share link, Terra Mystica's real games: skipped, the site's logs are not here ({TM_LOGS})")
    return rows


if __name__ == "__main__":
    sys.exit(0 if all(ok for _label, _figure, ok in main()) else 1)
