"""Bonfire's decision frames and their registry on the shared step engine (core/steps.py).

``state.stack`` holds what the game still has to do, its top last. While a player chooses the
turn's action the top is ``Turn(seat)``; the action's follow-ups go on top of a ``Settle`` step,
which, once they are done, notes the council tasks met, ends the turn if nothing is left to do
and hands the next decision out. The rules of each frame are in ``rules/`` (its docstring says
which topic is where).

The engine settles forced decisions (``forced=True``): a follow-up with one option is taken
without asking, one with none is dropped, and each is noted for the log (notes.py). The turn's
action is always asked (``ask=True``). Every main action is checked (``rules.turns``)
before anything changes; the checks include that each cost can still be paid, and each payment
option is offered only if the rest of the cost stays payable, so an action once begun always
finishes.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.steps import Steps

# -- decisions ---------------------------------------------------------------------------------


class Turn(NamedTuple):
    """The turn's action (or, once it is taken, a councillor, a discard or the end of the turn)."""
    seat: int


class Swap(NamedTuple):
    """Setup: swap the eighth fate tile with the stack's middle one, or keep it."""
    seat: int


class PayMarkers(NamedTuple):
    """Pay ``units`` markers of the sort ``marker`` (an index of data.MARKERS), one step at a
    time; substitutions allowed (a wild, or any two)."""
    seat: int
    marker: int
    units: int


class PayGoods(NamedTuple):
    """Pay goods, the first of ``needs`` first (names of data.RESOURCES, or "any")."""
    seat: int
    needs: tuple


class PickPath(NamedTuple):
    """Take a path tile: ``mode`` "build" (the turn's action, paid) or "council" (any tile, a
    council bonus); ``refreshed``: the display was already refreshed this time."""
    seat: int
    mode: str
    refreshed: bool


class IslandAction(NamedTuple):
    """After sailing: the island's action (a task, a guardian), paid as usual, or done."""
    seat: int


class Bowl(NamedTuple):
    """Which face-up offering bowl to give for ``task``."""
    seat: int
    task: str


class Space(NamedTuple):
    """The free bonfire space for the new ``task``."""
    seat: int
    task: str


class Procession(NamedTuple):
    """Move (or keep) each guardian up to ``steps`` steps, the front one first; ``moved``: the
    guardians done; ``gain``: whether path fields give their good."""
    seat: int
    steps: int
    moved: tuple
    gain: bool


class GreatRewards(NamedTuple):
    """The rewards of Great Bonfire ``field``: ``taken`` so far, at most ``limit``."""
    seat: int
    field: int
    taken: tuple
    limit: int


class Council(NamedTuple):
    """The council field for a novice: ``who`` -1 for the seat's own (a lit bonfire), else the
    index of the council task whose novice goes."""
    seat: int
    who: int


class Bonus(NamedTuple):
    """Council ``field``'s bonus, or 1 point."""
    seat: int
    field: int


class Gain(NamedTuple):
    """Choose a good ``n`` times (``gold_ok``: gold may be chosen)."""
    seat: int
    n: int
    gold_ok: bool


class Place(NamedTuple):
    """Where to lay fate ``tile``."""
    seat: int
    tile: int


# -- automatic steps ----------------------------------------------------------------------------


class Begin(NamedTuple):
    """Setup done: the first turn."""


class Settle(NamedTuple):
    """A turn's action and its follow-ups are done: council tasks met, then the turn goes on or
    ends."""


class Sail(NamedTuple):
    """The ship arrives at ``island`` (paid)."""
    seat: int
    island: str


class Fetch(NamedTuple):
    """The guardian of ``colour`` joins the seat (paid)."""
    seat: int
    colour: str


class GreatMove(NamedTuple):
    """The Great Bonfire's gnome moves to ``field`` (paid)."""
    seat: int
    field: int


class Recruit(NamedTuple):
    """``gnome`` joins the seat (paid)."""
    seat: int
    gnome: str


class GiveBowl(NamedTuple):
    """The top bowl of ``stack`` (0 or 1) goes to the ship's island for ``task``."""
    seat: int
    task: str
    stack: int


PAYMENTS = (PayMarkers, PayGoods)

# The engine takes a follow-up with one option without asking and drops one with none; what it
# tells of each (``on_forced``: the log's notes, notes.py, which reads these frames) is wired in
# rules/__init__.py.
STEPS = Steps("Bonfire", forced=True)


def pending(s):
    """The follow-up decision on top (None while the turn's action is chosen, or at the end)."""
    f = s.stack[-1] if s.stack else None
    return None if type(f) is Turn else f
