"""The legal decisions of a seat, and ``do``: the one way an action is applied.

A pending decision lists its own answers (its rule on ``STEPS``); the turn's action lists, kind
by kind, exactly the actions the check ``apply`` itself runs first accepts
(``rules.turns.check_main``): once it passes, the action cannot get stuck, because every cost is
checked to stay payable. ``do`` checks an action's shape, then hands it to ``STEPS.do``, which
refuses anything not listed. With ``TRIAL`` on, each main action listed is also applied to a
copy (the tests turn it on to prove both agree; tests/bonfire/test_bf_listing.py holds each
kind's listing to the check).
"""

from __future__ import annotations

from ...core.errors import RuleError
from . import notes
from .rules.common import FORK
from .rules.turns import check_main
from .state import State
from .steps import STEPS, Turn

TRIAL = False


def shape(a) -> None:
    """RuleError unless ``a`` looks like a Bonfire action: (seat, verb, *args), whole numbers and
    names only (True is not 1, 1.0 is not 1)."""
    if type(a) is not tuple or len(a) < 2 or type(a[0]) is not int:
        raise RuleError("not a Bonfire action")
    for x in a:
        if type(x) is not int and type(x) is not str:
            raise RuleError("not a Bonfire action: its parts are whole numbers and names")


def do(s: State, a: tuple) -> None:
    """Apply action ``a`` to ``s`` in place (the caller works on a copy). RuleError if illegal."""
    shape(a)
    if s.phase == "over":
        raise RuleError("the game is over")
    f = s.stack[-1]
    if a[0] != f.seat:
        raise RuleError("it is not your turn to choose an action" if type(f) is Turn
                        else "it is not your decision")
    if notes.active():
        notes.answered(f)
    STEPS.do(s, a, a[0])


def do_forked(n: State, a: tuple) -> None:
    """``do`` on a fork (``State.fork``, made by ``apply``): each player is copied the first time a
    rule changes it (``rules.common.own``), so the state forked from stays as it was."""
    FORK[0], FORK[1] = n, set()
    try:
        do(n, a)
    finally:
        FORK[0] = None


def _tried(s: State, a: tuple) -> bool:
    try:
        do(s.copy(), a)
    except RuleError:
        return False
    return True


def allowed(s: State, a: tuple) -> bool:
    """Whether the rules accept the main action ``a`` now (its cost and conditions)."""
    try:
        check_main(s, a)
    except RuleError:
        return False
    return not TRIAL or _tried(s, a)


def legal(s: State, seat: int) -> list[tuple]:
    if not 0 <= seat < s.nplayers:
        return []
    opts = STEPS.legal(s, seat)
    if TRIAL and type(STEPS.top(s)) is Turn:
        return [a for a in opts if _tried(s, a)]
    return opts


def to_move(s: State) -> list[int]:
    return STEPS.movers(s)
