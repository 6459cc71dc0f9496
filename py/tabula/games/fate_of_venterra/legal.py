"""Legal decisions: ``legal(s, seat)`` lists exactly the options of the decision on top of the stack
(the rules of ``rules/`` and ``setup.py``, registered on ``STEPS``, which also refuses anything
else when an action is applied); ``check_action`` is the shape every action has."""

from __future__ import annotations

from ...core.errors import RuleError
from . import rules, setup  # noqa: F401 - imported so that their rules register
from .state import State
from .steps import STEPS


def check_action(a) -> None:
    """``(seat, verb, *args)``: a tuple of whole numbers and names only (True is not 1, 1.0 is
    not 1); RuleError otherwise."""
    if not isinstance(a, tuple) or len(a) < 2 or not isinstance(a[0], int):
        raise RuleError("not a Fate of Venterra action")
    if type(a) is not tuple:
        raise RuleError("not a Fate of Venterra action")
    for x in a:
        if type(x) is not int and type(x) is not str:
            raise RuleError("not a Fate of Venterra action: its parts are whole numbers and names")


def legal(s: State, seat: int) -> list[tuple]:
    """Exactly the actions ``seat`` may take now."""
    return STEPS.legal(s, seat)


def movers(s: State) -> list[int]:
    """The seats whose decision the game waits for (several for a secret choice)."""
    return STEPS.movers(s)
