"""Helpers for Fate of Venterra tests: a cleared board for scenarios, state dumps, random play."""

from __future__ import annotations

import random

from tabula.core.errors import RuleError
from tabula.games.fate_of_venterra import GAME
from tabula.games.fate_of_venterra.board import prebuilt_placements
from tabula.games.fate_of_venterra.rules.common import add_unit, fseat, units_at
from tabula.games.fate_of_venterra.state import Battle, Ctx, Player, State
from tabula.games.fate_of_venterra.steps import STEPS, Declare

BIG_MAP = [[t, side, list(slot), r] for t, side, slot, r in prebuilt_placements(5)]


def new(factions, seed=1, **opts) -> State:
    """A game set up on the 5-player pre-built map, played to the first declaration, then cleared:
    no units, buildings or explore tokens on the map and nothing waiting on the stack."""
    options = {"players": len(factions), "factions": list(factions), "placements": BIG_MAP} | opts
    s = GAME.setup(options, seed)
    while s.stack and not isinstance(s.stack[-1], Declare):
        seat = GAME.to_move(s)[0]
        s, _ = GAME.apply(s, GAME.legal(s, seat)[0])
    s.units, s.bld, s.tok = {}, {}, {}
    s.stack = []
    return s


def seat_of(s: State, faction: str) -> int:
    return fseat(s, faction)


def t(s: State, name: str) -> int:
    return s.board.index[name]


def name(s: State, t_: int) -> str:
    return s.board.names[t_]


def put(s: State, faction: str, where: int, *units: str) -> None:
    for u in units:
        add_unit(s, where, seat_of(s, faction), u)


def units(s: State, faction: str, where: int) -> list[str]:
    return sorted(units_at(s, where, seat_of(s, faction)))


def act(s: State, faction: str, text: str) -> State:
    """Apply '<verb> <args>' for the faction (through parse, as a record would)."""
    a = GAME.parse(s, f"{faction}: {text}")
    s2, _ = GAME.apply(s, a)
    return s2


def start(s: State, frame: tuple) -> State:
    """A copy of s with only ``frame`` (a frame of steps.py) to do, run up to its first decision."""
    s = s.copy()
    s.stack = [frame]
    STEPS.run(s)
    return s


def find(s: State, pred) -> int:
    for x in range(s.board.n):
        if pred(x):
            return x
    raise AssertionError("no territory fits")


def dump(x):
    """A comparable picture of a state (or any value) built from plain data."""
    if isinstance(x, (State, Player, Ctx, Battle)):
        return {k: dump(getattr(x, k)) for k in type(x).__slots__}
    if isinstance(x, dict):
        return {repr(k): dump(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [dump(v) for v in x]
    return x


def random_game(players: int, seed: int, check=None, **opts):
    rng = random.Random(seed)
    o = GAME.default_options(players) | opts
    s = GAME.setup(o, seed)
    n = 0
    while True:
        m = GAME.to_move(s)
        if not m:
            return s, n
        seat = m[rng.randrange(len(m))]
        legal = GAME.legal(s, seat)
        assert legal, f"no legal decision for {seat} at {s.stack[-1]}"
        a = rng.choice(legal)
        if check:
            check(s, seat, legal, a)
        s, _ = GAME.apply(s, a)
        n += 1
        assert n < 20000


def refused(s: State, action: tuple) -> str:
    before = dump(s)
    try:
        GAME.apply(s, action)
    except RuleError as e:
        assert dump(s) == before, "a refused action changed the state"
        return str(e)
    raise AssertionError(f"{action} was accepted")
