"""Who a move is by: every game writes a move as ``<who>: <move>`` (``p2: pass``, ``witches: build
E7``), the name before the colon optional when the game can tell the seat itself.

``split_actor(text, seat_of, noun)`` -> (seat or None, the move's own text, spaces made single).
``seat_of(name)`` gives the seat a name (in lower case) stands for, or None; a game whose names
need their own message may raise ``NotationError`` there. A move's own text may hold colons
(Terra Mystica's ``bridge E7:F6``): only a single word right at the start, followed by a colon,
names a seat.

``only_mover(movers, example)`` -> the seat of a move that names none: the one seat to decide,
or a clear message when the game is over or several seats decide now.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .errors import NotationError

ACTOR = re.compile(r"([a-z][a-z0-9_]*)\s*:\s*(.*)", re.I)


def split_actor(text: str, seat_of: Callable[[str], int | None],
                noun: str = "player") -> tuple[int | None, str]:
    if not isinstance(text, str):
        raise NotationError("a move is a text")
    text = " ".join(text.split())
    m = ACTOR.fullmatch(text)
    if not m:
        return None, text
    seat = seat_of(m.group(1).lower())
    if seat is None:
        raise NotationError(f"'{m.group(1)}' is not a {noun} in this game")
    return seat, m.group(2)


def only_mover(movers: list[int], example: str = "p1: <move>") -> int:
    """The seat a move without a name is by: the only seat in ``movers`` (``to_move``). With none
    the game is over; with several the move must name its seat, as in ``example``."""
    if not movers:
        raise NotationError("the game is over")
    if len(movers) > 1:
        raise NotationError(f"several players decide now: name the player, e.g. '{example}'")
    return movers[0]
