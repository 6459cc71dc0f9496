"""What each seat may do now, and the one way an action is applied.

The decision on top of the stack lists its own options (``steps.STEPS``; a turn's main action
lists the candidates its own check accepts, ``rules/actions.py``), so ``legal`` and ``apply``
cannot disagree. ``do`` checks an action's shape and whose decision it is, with a sentence
naming the rule, before the engine applies it (``STEPS.do`` refuses anything not listed).

Actions are tuples ``(seat, verb, *args)``: the main actions in ``rules/actions.py``; at setup
``(seat, "mage", mage)`` (all players at once) and ``(seat, "item", item)``; the answers to a
pending decision are those its rule lists (``rules/``).
"""

from __future__ import annotations

from ...core.errors import RuleError
from . import rules  # noqa: F401 - registers every frame's rule on STEPS
from .rules.rounds import check_mage
from .state import State
from .steps import STEPS, Collect, Mages, Turn

ATOMS = (int, str)  # exact types: True is not 1, 1.0 is not 1


legal = STEPS.legal  # legal(s, seat): exactly the actions ``seat`` may take now
to_move = STEPS.movers  # to_move(s): the seats the decision on top waits for ([] once over)


def do(s: State, a: tuple) -> None:
    """Apply ``a`` to ``s`` in place (callers pass a copy); RuleError, naming the rule, if it is
    not allowed now: first its shape, then whose decision it is, then the engine's check."""
    if type(a) is not tuple or len(a) < 2:
        raise RuleError("not a Res Arcana action")
    for x in a:  # (seat, verb, *args): whole numbers, names, and tuples of those (essences, orders)
        t = type(x)
        if t not in ATOMS and (t is not tuple or any(type(y) not in ATOMS for y in x)):
            raise RuleError("not a Res Arcana action: its parts are whole numbers, names and lists of them")
    seat = a[0]
    if type(seat) is not int or not 0 <= seat < s.nplayers:
        raise RuleError("no such player")
    if not s.stack:
        raise RuleError("the game is over")
    f = s.stack[-1]
    kind = type(f)
    if kind is Mages:
        check_mage(s, f, a)
    elif kind is Collect:
        if not s.collect_stacks[seat]:
            raise RuleError("this player has nothing left to collect this round")
    elif f.seat != seat:  # every other frame waiting for a decision is one seat's
        if kind is Turn:
            raise RuleError(f"it is player {s.current + 1}'s turn")
        raise RuleError(f"player {f.seat + 1} must decide first ({STEPS.name_of(f)})")
    STEPS.do(s, a, seat)
