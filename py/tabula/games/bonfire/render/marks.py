"""The marks on the places the other seats acted since the viewer's last decision (``render``'s
``marks``: their actions, oldest first).

An action belongs to the part of the board ``moves.place_of`` gives it: the part its move is
clicked at when it is offered (one mapping for both). The part is found on the board as it is
now: a task taken lies on the taker's bonfire space, a recruited gnome in the recruiter's city, a
path tile picked on the picker's path (and a built path is its newest tile). Each part acted on
gets one magenta outline (``kit.clicks.mark``), drawn over the part's cached fragment; an action
with no part (a pass, a payment, a procession's length, the end of a turn) gets none.
"""

from __future__ import annotations

from functools import lru_cache

from ...kit.clicks import mark
from ...kit.doc import ser
from . import fate as fa
from .board import council_box, gb_box
from .moves import place_of
from .players import city_box, places
from .sea import sea_box
from .supply import gnomes_box, paths_box

# the parts of the shared table: a key's kind -> (the part, where in it)
_SHARED = {"island": ("sea", sea_box), "task": ("sea", sea_box), "gb": ("gb", gb_box),
           "gbtake": ("gb", gb_box), "council": ("council", council_box), "ctask": ("council", council_box),
           "pile": ("paths", paths_box), "refresh": ("paths", paths_box), "pathd": ("paths", paths_box),
           "gnome": ("gnomes", gnomes_box)}
_TAKEN = ("task", "pathd", "gnome")  # cards that, once taken, lie in a city


def _panel_box(v, key: tuple, cl, layout: str):
    """A fate tile laid where the placement panel offers it (while that seat lays one): its
    squares in the panel; None: no panel for that seat."""
    pl = places(v, key[1], cl) if type(key[1]) is int and 0 <= key[1] < v.nplayers else ()
    if not pl:
        return None
    from . import NARROW, WIDE

    laid = tuple(sorted(v.players[key[1]].fate.items()))
    return fa.panel_box(layout, NARROW if layout == "narrow" else WIDE, pl, laid, key[2:])


def locate(v, key: tuple, cl, layout: str):
    """(part, (x, y, w, h, rx)) of the part ``key`` in the table as drawn: the part is "sea", "gb",
    "council", "paths", "gnomes", "place" (the placement panel) or a seat's number (its city);
    None: the board has no such part."""
    if key[0] == "place" and (box := _panel_box(v, key, cl, layout)) is not None:
        return "place", box
    shared = _SHARED.get(key[0])
    if shared:
        box = shared[1](v, key, layout)
        if box is not None:
            return shared[0], box
        if key[0] not in _TAKEN:
            return None
        seats = range(v.nplayers)
    else:
        seats = [key[1]] if type(key[1]) is int and 0 <= key[1] < v.nplayers else []
    for seat in seats:
        box = city_box(v, seat, key, layout, cl)
        if box is not None:
            return seat, box
    return None


def boxes(v, marks, cl, layout: str) -> dict:
    """The marks' boxes by part, one per part acted on (however many actions touched it)."""
    out: dict = {}
    for a in marks:
        key = place_of(v, a, None)  # after the fact: the decision it answered is gone
        found = locate(v, key, cl, layout) if key is not None else None
        if found is not None:
            part, box = found
            if box not in out.setdefault(part, []):
                out[part].append(box)
    return out


@lru_cache(maxsize=1024)
def _mark(box: tuple) -> str:
    x, y, w, h, rx = box
    return ser(mark(x, y, w, h, rx + 2))


def draw(doc, parts: dict, by_part: dict) -> None:
    """The marks over the parts' groups (``parts``: part -> its group, as ``locate`` names them)."""
    for part, bs in by_part.items():
        doc.raw(parts[part], "".join(_mark(b) for b in bs))
