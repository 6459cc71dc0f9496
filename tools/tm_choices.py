"""Terra Mystica: what real players chose at the start of a turn, next to what a bot level would
have chosen in the very same position (issue 19).

Replays every site log of ``--corpus`` with ``--players`` players through the project's importer,
then walks its moves again. At each start of a turn in the action phase (the seat on turn has
taken nothing yet and may decide now; rivals may still be answering a power offer, as on the
site) it notes the kind of the real turn's
main action (a dwelling built, with or without digging first, an upgrade to each building, a
priest sent, shipping or digging advanced, each power or special action, passing) and the kind
of the turn ``--level`` plans in that position (``tabula.bots.levels.plan``), and prints per kind
and round how often each happened per player, real / bot, then how often the two agreed.
Without the corpus folder it says so.

tools/tm_vp_sources.py shows where the bots' VP fall short at the end of a game; this shows which
choices along the way differ from strong players'. Run from the repo root:
``.venv/bin/python tools/tm_choices.py [--level greedy] [--players 4]`` (greedy takes about 15 s
for the ten 4-player league games; hard about 0.3 s a position).
"""

from __future__ import annotations

import argparse
import collections
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "py"))

from tabula import games  # noqa: E402
from tabula.bots.levels import plan  # noqa: E402
from tabula.games.terra_mystica.importer import import_site_log, read_site_log  # noqa: E402
from tabula.games.terra_mystica.setup import setup  # noqa: E402

CORPUS = ROOT.parent / "shared" / "reference" / "terra_mystica" / "logs"
# The verbs that make a turn's main action (everything else pays for it or follows it).
MAIN = ("build", "dig", "transform", "upgrade", "send", "advance", "action", "pass")


def kind(steps) -> str:
    """The kind of a turn from its steps: its first main action, e.g. 'dig, build', 'to TE',
    'ACT6'; '-' when it has none."""
    for a in steps:
        verb = a[1]
        if verb not in MAIN:
            continue
        if verb == "upgrade":
            return "to " + a[3]
        if verb == "action":
            return a[2]
        if verb == "dig":
            return "dig, build" if any(b[1] == "build" for b in steps) else "dig"
        return verb
    return "-"


def turns(start, actions):
    """(state, seat, the seat's steps in that turn) for every turn start of the action phase
    in the game that ``actions`` make from ``start``, where the seat may decide (a
    rival's answers to offers in between are left out of the seat's steps)."""
    game = games.get("terra_mystica")
    states = [start]
    for a in actions:
        states.append(game.apply(states[-1], a)[0])
    i = 0
    while i < len(actions):
        s, a = states[i], actions[i]
        seat, t = a[0], s.turn
        i += 1
        if (s.phase != "actions" or t is None or t.seat != seat or t.acted or a[1] in ("leech", "decline")
                or seat not in game.to_move(s)):
            continue
        steps = []
        for j in range(i - 1, len(actions)):
            b = actions[j]
            if b[0] == seat:
                steps.append(b)
                if b[1] in ("done", "pass"):
                    break
        i = j + 1  # the turn's later steps start no turn
        yield s, seat, steps


def real_games(folder: pathlib.Path, players: int):
    """(start state, actions) of each real game with ``players`` players in the folder."""
    game = games.get("terra_mystica")
    for log in sorted(folder.glob("*.log")):
        text = log.read_text(encoding="utf-8")
        if read_site_log(text).options["players"] != players:
            continue
        options, moves, _final = import_site_log(game, text)
        state = start = setup(options, 0)  # the importer's own start (tabula.games.terra_mystica.importer)
        actions = []
        for text_move in moves:
            action = game.parse(state, text_move)
            actions.append(action)
            state = game.apply(state, action)[0]
        yield start, actions


def compare(games_played, level: str):
    """{(round, kind): [real count, bot count]}, agreements, turns, players over the games."""
    game = games.get("terra_mystica")
    counts: dict[tuple[int, str], list[int]] = collections.defaultdict(lambda: [0, 0])
    agree = total = players = 0
    for start, actions in games_played:
        players += start.seats
        for s, seat, steps in turns(start, actions):
            real, bot = kind(steps), kind(plan(game, s, seat, level, seed=0))
            counts[(s.round, real)][0] += 1
            counts[(s.round, bot)][1] += 1
            agree += real == bot
            total += 1
    return counts, agree, total, players


def table(counts, players: int, level: str) -> str:
    kinds = sorted({k for _r, k in counts})
    rounds = sorted({r for r, _k in counts})
    lines = [f"per player, real / {level} in the same position",
             f"{'':12}" + "".join(f"{'round ' + str(r):>12}" for r in rounds)]
    for k in kinds:
        cells = (counts.get((r, k), [0, 0]) for r in rounds)
        lines.append(f"{k:12}" + "".join(f"{a / players:6.2f}/{b / players:<5.2f}" for a, b in cells))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/tm_choices.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--level", default="greedy", help="the bot level asked in each position")
    ap.add_argument("--players", type=int, default=4, help="games with this many players")
    ap.add_argument("--corpus", default=str(CORPUS), help="folder of real site logs")
    args = ap.parse_args(argv)
    folder = pathlib.Path(args.corpus)
    if not folder.is_dir():
        print(f"no real games to compare with: {folder} is not here")
        return 0
    counts, agree, total, players = compare(real_games(folder, args.players), args.level)
    if not total:
        print(f"no {args.players}-player games in {folder}")
        return 0
    print(table(counts, players, args.level))
    print(f"\n{args.level} chose the real player's kind of turn in {agree} of {total} turn starts "
          f"({100 * agree / total:.0f}%), {players} players of {args.players}-player games in {folder}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
