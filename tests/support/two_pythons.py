"""Games with computer seats, played and replayed the same way by CPython and by Pyodide.

The page runs Pyodide (CPython 3.14 in WebAssembly), the tests CPython 3.11: the same seeds must
give the same computer moves and the same states in both, and a record made by one must replay
in the other to the same state. ``tests/test_two_pythons.py`` runs this module in both and
compares what it prints:

    python -m support.two_pythons             (PYTHONPATH=py:tests)
    node tools/node_python.mjs -m support.two_pythons

It plays every case of ``CASES`` and prints one line of JSON, {case name: {"record": ...,
"digest": ...}}; then reads the other side's line from stdin, replays each record and prints
{case name: digest}. Playing and replaying go through the game protocol only, as the page does.

The computers play like the page's table (``web/computer.py``): one search per decision
(``bots.levels.plan``, the seed the table uses), its planned steps applied while each is still
the seat's and listed by ``legal()``, but with no think-time cap: the levels' iteration budgets
alone decide, so the moves cannot depend on machine speed.
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
from dataclasses import dataclass

from tabula.bots.levels import plan
from tabula.core.record import Record, new_record, replay, start
from tabula.core.snapshot import fields_of
from tabula.games import get

NO_CAP = math.inf  # no think-time cap: the search stops at its iteration budget only


@dataclass(frozen=True)
class Case:
    game: str
    seats: tuple[str, ...]  # the computer level of every seat
    seed: int
    decisions: int  # the computers' decisions, after the opening (fewer if the game ends)
    opening: int = 0  # decisions made first at "random", to reach a later position fast

    @property
    def name(self) -> str:
        return f"{self.game}/{'-'.join(self.seats)}/{self.seed}"


# Every game, every level, 2 to 4 seats. The budgets are the levels' own (hard included), so
# the searches are short only because the cases are: the whole set takes about ten seconds in
# CPython and three to four times that in Pyodide. "greedy" (the easy level without its noise)
# breaks ties between equally valued moves by their order, so it shows a last-bit difference
# in an evaluation soonest: with the built-in float sum in Res Arcana's evaluation, the first
# case below chose "p1: gain 1G" in CPython 3.11 and "p1: gain 1D" in Pyodide at move 26.
CASES: tuple[Case, ...] = (
    Case("res_arcana", ("greedy", "greedy"), 104, 40),
    Case("terra_mystica", ("greedy", "greedy"), 201, 40),
    Case("fate_of_venterra", ("greedy", "greedy", "greedy"), 301, 40),
    Case("bonfire", ("greedy", "greedy"), 401, 40),
    Case("terra_mystica", ("easy", "random"), 11, 40),
    Case("terra_mystica", ("normal", "hard"), 12, 8, opening=30),
    Case("terra_mystica", ("hard", "greedy", "hard"), 13, 6, opening=40),  # hard plans (bots/beam.py)
    Case("res_arcana", ("easy", "random", "easy"), 21, 60),
    Case("res_arcana", ("normal", "hard"), 22, 12, opening=10),
    Case("fate_of_venterra", ("easy", "random", "easy", "random"), 31, 60),
    Case("fate_of_venterra", ("normal", "hard"), 32, 8, opening=20),
    Case("bonfire", ("easy", "random", "easy"), 41, 60),
    Case("bonfire", ("normal", "hard"), 42, 8, opening=20),
)


def play(case: Case):
    """The case's game, its computers deciding: (the record of the decisions made, the state)."""
    game = get(case.game)
    names = [f"{level} {i + 1}" for i, level in enumerate(case.seats)]
    record = new_record(game, game.default_options(len(case.seats)), case.seed, names)
    record.seats = list(case.seats)
    state = start(game, record)
    while len(record.moves) < case.opening + case.decisions:
        movers = game.to_move(state)
        if not movers:
            break
        seat = movers[0]
        level = "random" if len(record.moves) < case.opening else case.seats[seat]
        # the table's seed for this decision (web/session.py, Session.bot_seed)
        bot_seed = f"{record.seed}/{len(record.moves)}"
        for k, action in enumerate(plan(game, state, seat, level, bot_seed, NO_CAP)):
            if k and (game.to_move(state)[:1] != [seat] or action not in game.legal(state, seat)):
                break  # something else came first: search again, as the table does
            record.moves.append(game.format(state, action))
            state, _events = game.apply(state, action)
    return record, state


def digest(game, state, moves: list[str]) -> dict:
    """What both Pythons must agree on: the moves, the state (a hash of its canonical form),
    the score sheet and the result."""
    text = json.dumps(canonical(state), separators=(",", ":"), allow_nan=False)
    return {
        "moves": list(moves),
        "state": hashlib.sha256(text.encode()).hexdigest(),
        "score": {str(seat): sheet for seat, sheet in game.score(state).items()},
        "result": game.result(state),
    }


def canonical(x):
    """``x`` as JSON-able data that keeps everything a state's equality depends on and nothing
    that depends on the process: sets and dicts are listed sorted, as their equality ignores
    order (a set's order follows the per-process str hashes; a dict's may follow the order of
    the options in a record, which a saved record sorts); lists and tuples keep theirs; objects
    are their class name and fields (``core.snapshot.fields_of``). Floats are written by
    ``repr``, the shortest text that reads back as the same float, in both Pythons. An order
    that differs between the Pythons and matters shows up in the moves."""
    t = type(x)
    if x is None or t in (bool, int, str):
        return x
    if t is float:
        return ["float", repr(x)]
    if t is list or t is tuple:
        return [t.__name__, [canonical(v) for v in x]]
    if t is set or t is frozenset:
        return [t.__name__, _sorted([canonical(v) for v in x])]
    if t is dict:
        return ["dict", _sorted([[canonical(k), canonical(v)] for k, v in x.items()])]
    return [t.__name__, [[name, canonical(getattr(x, name))] for name in fields_of(t)]]


def _sorted(items: list) -> list:
    return sorted(items, key=lambda v: json.dumps(v, separators=(",", ":")))


def play_all() -> dict:
    out = {}
    for case in CASES:
        record, state = play(case)
        out[case.name] = {"record": record.to_dict(), "digest": digest(get(case.game), state, record.moves)}
    return out


def replay_all(played: dict) -> dict:
    """{case name: digest of its record replayed here} for the other side's ``play_all``."""
    out = {}
    for name, entry in played.items():
        record = Record.from_dict(entry["record"])
        game = get(record.game)
        out[name] = digest(game, replay(game, record), record.moves)
    return out


def main() -> int:
    print(json.dumps(play_all(), sort_keys=True), flush=True)
    other = json.loads(sys.stdin.readline())
    print(json.dumps(replay_all(other), sort_keys=True), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
