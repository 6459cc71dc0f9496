"""One readable game per registered game: tests/golden/<game>.txt is the opening of a game from a
fixed seed, move by move in the game's notation, with what followed each move written under it.
Replaying the moves must give exactly that text again: each move parses and is written back the
same way, and the facts under it (steps the game took on its own, the round, who is to move, the
score sheet) are what the current rules make of it. So a file is a regression test and shows how
the game reads.

A file: comment lines (#); a header of ``key: value`` lines (game, seed, options as JSON); a blank
line; then the moves, each followed by its facts, indented, each fact only when it changed:

- ``auto: <text>`` a step the game took on its own (an "auto" event of ``apply``);
- ``round: <label>`` the game's round label;
- ``to move: <labels>`` the seats to decide now (as the game calls them);
- ``score: <seat> <total> (<category> <points>, ...); ...`` each seat's total and the categories
  that are not 0;
- ``result: ...`` once the game is over.

After a deliberate rules change, rewrite the facts of the same moves (and look at the diff):
``PYTHONPATH=py:tests python tests/test_golden.py [game ...]``; ``--new`` chooses the moves
afresh (the greedy computer player, its seed the game's seed).
"""

from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path

import pytest

from tabula.core.errors import TabulaError
from tabula.games import PACKAGES, get

HERE = Path(__file__).resolve().parent / "golden"
INDENT = "    "
# game -> (options over its defaults for 2 players, seed, number of moves) of a new file
NEW = {
    "terra_mystica": ({}, 7, 30),
    "res_arcana": ({"setup": "random", "places": "random"}, 7, 34),
    "fate_of_venterra": ({"map": "prebuilt", "factions": "random"}, 7, 34),
    "bonfire": ({}, 7, 34),
}
ABOUT = {
    "terra_mystica": "a 2-player game on the base map: the dwellings, the bonus cards, round 1, round 2",
    "res_arcana": "a 2-player game: the mages, the magic items, the first five rounds",
    "fate_of_venterra": "a 2-player game on the prebuilt map: the starting units, round 1",
    "bonfire": "a 2-player game: the fate tiles swapped, the first eight turns",
}


def read(path: Path) -> tuple[list[str], dict, list[str]]:
    """(the header's lines, its values, the body's lines) of a golden file."""
    lines = path.read_text().splitlines()
    cut = lines.index("")
    head, body = lines[:cut], lines[cut + 1:]
    values = {}
    for line in head:
        if not line.startswith("#"):
            key, _, value = line.partition(": ")
            values[key] = value
    return head, values, body


def moves_of(body: list[str]) -> list[str]:
    return [line for line in body if line and not line.startswith(INDENT)]


def facts(game, s, events=()) -> dict[str, str]:
    out = {}
    autos = [e.text for e in events if e.kind == "auto"]
    if autos:
        out["auto"] = autos
    out["round"] = game.round_label(s)
    out["to move"] = ", ".join(game.player_label(s, seat) for seat in game.to_move(s)) or "nobody"
    sheet = []
    for seat, cats in sorted(game.score(s).items()):
        parts = ", ".join(f"{k} {v}" for k, v in cats.items() if v)
        sheet.append(f"{game.player_label(s, seat)} {sum(cats.values())}" + (f" ({parts})" if parts else ""))
    out["score"] = "; ".join(sheet)
    if game.result(s) is not None:
        out["result"] = " ".join(str(v) for v in game.result(s))
    return out


def changed(now: dict, before: dict) -> list[str]:
    lines = [f"{INDENT}auto: {t}" for t in now.get("auto", [])]
    for key in ("round", "to move", "score", "result"):
        if key in now and now[key] != before.get(key):
            lines.append(f"{INDENT}{key}: {now[key]}")
    return lines


def playthrough(game, options: dict, seed, moves: list[str]) -> list[str]:
    """The body of a golden file: the moves, each written back from its parsed action, and the
    facts that changed after it (the first lines: the facts before any move)."""
    s = game.setup(options, seed)
    before = facts(game, s)
    body = changed(before, {})
    for k, text in enumerate(moves, 1):
        try:
            a = game.parse(s, text)
            body.append(game.format(s, a))
            s, events = game.apply(s, a)
        except TabulaError as e:
            raise AssertionError(f"{game.id}: move {k} ({text!r}) is refused now: {e}") from e
        now = facts(game, s, events)
        body += changed(now, before)
        before = now
    return body


def header(game, options: dict, seed, note: str) -> list[str]:
    return [f"# {game.title}: {note}.",
            "# Moves as records store them; under each, indented, what changed after it (see",
            "# tests/test_golden.py): auto = a step the game took on its own.",
            f"game: {game.id}",
            f"seed: {json.dumps(seed)}",
            f"options: {json.dumps(options, sort_keys=True)}"]


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_the_golden_game_reads_as_written(game_id):
    path = HERE / f"{game_id}.txt"
    _head, values, body = read(path)
    assert values["game"] == game_id
    game = get(game_id)
    again = playthrough(game, json.loads(values["options"]), json.loads(values["seed"]), moves_of(body))
    if again != body:
        diff = "\n".join(difflib.unified_diff(body, again, "written", "played now", lineterm="", n=2))
        pytest.fail(f"{path.name} no longer reads as written:\n{diff}")
    assert len(moves_of(body)) >= 20


def write(game_id: str, new: bool = False) -> None:
    """(Re)write tests/golden/<game_id>.txt: the same moves with their facts now, or (``new``) a
    new opening played by the greedy computer player."""
    from tabula.bots.levels import choose

    game = get(game_id)
    path = HERE / f"{game_id}.txt"
    if new or not path.exists():
        extra, seed, count = NEW[game_id]
        options = game.default_options(2) | {"players": 2} | extra
        s = game.setup(options, seed)
        moves = []
        for _ in range(count):
            movers = game.to_move(s)
            if not movers:
                break
            a = choose(game, s, movers[0], "greedy", seed=seed)
            moves.append(game.format(s, a))
            s, _ = game.apply(s, a)
        head = header(game, options, seed, ABOUT[game_id])
    else:
        head, values, body = read(path)
        options, seed, moves = json.loads(values["options"]), json.loads(values["seed"]), moves_of(body)
    body = playthrough(game, options, seed, moves)
    HERE.mkdir(exist_ok=True)
    path.write_text("\n".join([*head, "", *body]) + "\n")
    print(f"{path}: {len(moves)} moves")


if __name__ == "__main__":
    args = sys.argv[1:]
    fresh = "--new" in args
    for gid in [a for a in args if a != "--new"] or list(PACKAGES):
        write(gid, fresh)
