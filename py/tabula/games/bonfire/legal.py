"""Enumerate the legal decisions of a seat.

A pending decision lists its own answers (``actions.options``; ``apply`` accepts
exactly those). Main actions are candidates filtered by the check ``apply``
itself runs first (``actions.check_main``): once it passes, the action cannot get
stuck, because every cost is checked to stay payable. With ``TRIAL`` on, each
survivor is also applied to a copy (the tests turn it on to prove both agree).
"""

from __future__ import annotations

from ...core.errors import RuleError
from .actions import check_main, do, main_candidates, options
from .state import State

TRIAL = False


def allowed(s: State, a: tuple) -> bool:
    """Whether the rules accept the main action ``a`` now (its cost and conditions)."""
    try:
        check_main(s, a)
        if TRIAL:
            do(s.copy(), a)
    except RuleError:
        return False
    return True


def legal(s: State, seat: int) -> list[tuple]:
    if s.phase == "over" or not 0 <= seat < s.nplayers:
        return []
    if s.q:
        f = s.q[-1]
        return options(s, f) if f[1] == seat else []
    if seat != s.current:
        return []
    return [a for a in main_candidates(s, seat) if allowed(s, a)]


def to_move(s: State) -> list[int]:
    if s.phase == "over":
        return []
    if s.q:
        return [s.q[-1][1]]
    return [s.current]
