"""Enumerate the legal decisions of a seat.

A pending decision lists its own answers (``engine.options``; ``apply``
accepts exactly those). Main actions are candidates filtered by the check
``apply`` itself runs first (``actions.check_main``): once it passes, starting
the action cannot fail, because every later step is a decision whose options
exist. With ``TRIAL`` on, each survivor is also applied to a copy (the tests
turn it on to prove both filters agree; it is 4x slower, so it is off in play).
"""

from __future__ import annotations

from ...core.errors import RuleError
from . import engine
from .actions import check_main, do
from .data import CARDS
from .state import State

TRIAL = False


def _ok(s: State, a: tuple) -> bool:
    try:
        check_main(s, a)
        if TRIAL:
            do(s.copy(), a)
    except RuleError:
        return False
    return True


def main_candidates(s: State, seat: int) -> list[tuple]:
    p = s.players[seat]
    out: list[tuple] = []
    out += [(seat, "place", c) for c in p.hand]
    out += [(seat, "claim", m) for m in s.mon_display]
    if s.mon_deck:
        out.append((seat, "claim", "top"))
    out += [(seat, "claim", c) for c in s.places]
    for comp in p.components():
        for k, pw in enumerate(CARDS[comp].powers, 1):
            if pw.react is None:
                out.append((seat, "use", comp, k))
    out += [(seat, "discard", c) for c in p.hand]
    out += [(seat, "pass", i) for i in s.items]
    return out


def legal(s: State, seat: int) -> list[tuple]:
    if s.phase == "over" or not 0 <= seat < s.nplayers:
        return []
    p = s.players[seat]
    if s.phase == "mage":
        return [(seat, "mage", m) for m in p.mage_opts] if p.mage is None else []
    if s.phase == "collect":
        q = s.cq[seat]
        return engine.options(s, q[-1]) if q else []
    if s.q:
        return engine.options(s, s.q[-1]) if s.q[-1][1] == seat else []
    if s.phase != "actions" or seat != s.current:
        return []
    return [a for a in main_candidates(s, seat) if _ok(s, a)]


def to_move(s: State) -> list[int]:
    if s.phase == "over":
        return []
    if s.phase == "mage":
        return [i for i, p in enumerate(s.players) if p.mage is None]
    if s.phase == "collect":
        return [i for i, q in enumerate(s.cq) if q]
    if s.q:
        return [s.q[-1][1]]
    return [s.current]
