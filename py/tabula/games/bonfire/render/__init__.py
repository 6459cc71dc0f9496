"""SVG of a Bonfire table, drawn from the state and the deciding seat's moves on the render kit.

``render(state, viewer, moves=None, layout="wide", names=None, marks=None)`` returns one SVG: a
status line, the action strip (moves with no place of their own on the board), the placement
panel while the viewer lays a fate tile (fate.py), the sea with its islands, tasks, bowls and
ships (sea.py), the Great Bonfire and the High Council (board.py), the path-tile and gnome
displays and the supply with the countdown (supply.py), then one city per player (players.py).

The board is drawn about as wide as the page's board column (880 units "wide", 360 "narrow"), so
a unit is about a CSS pixel and every text is at least 11.5 units; "narrow" stacks the parts in
one column. Cards and tiles are marked for the table's card zoom (cards.py).

Every element that plays a move carries ``class="act"``, ``data-action="p<seat>: <command>"`` and a
tooltip in words (words.py); moves are sorted by their actions (moves.py), never by their texts.
``marks`` (the other seats' actions since the viewer's last decision) outline the parts they
acted on, by the same sorting (marks.py). The pieces every part draws are in pieces.py.

The symbols (markers, resources, portals, pieces, the printed fate field) and the styles are
svg/bonfire.svg and svg/bonfire.css, loaded into the page once; the board only refers to them.

Only what ``GAME.view(state, viewer)`` shows is drawn: draw piles as counts, each bowl stack as
its face-up top and a count, the tasks left in the box as a count.

Speed: svgwrite costs ~10 us per element, so every part is serialised by a cached function
keyed on exactly what it shows; consecutive positions of a game rebuild only what changed.
"""

from __future__ import annotations

import math
from functools import cache

from ....core.protocol import Move
from ....core.slices import finish
from ...kit.doc import Bands, Doc, F, f1
from ...kit.strip import FINGER, strip
from ...kit.text import wrap
from .. import data
from . import fate as fa
from .board import GB_H, GB_W, HC_H, HC_W, council, great_bonfire
from .marks import boxes as mark_boxes
from .marks import draw as draw_marks
from .moves import sort_moves, status, strip_sections
from .pieces import portal
from .players import city, laying, places
from .sea import sea
from .supply import gnomes, paths, supply

GAP = 8
WIDE, NARROW = 880, 360  # the board's width in each layout
STRIP_ROW = 26  # the strip's buttons on a desktop (the kit's FINGER on a phone)


def render(state, viewer: int | None, moves: list[Move] | None = None, layout: str = "wide",
           names=None, marks=None) -> str:
    """The table as one SVG string for ``viewer`` (None: a spectator); ``moves``: the moves to make
    clickable (None: the viewer's legal moves); ``names``: the players' names by seat; ``marks``: the
    actions the other seats took since the viewer's last decision (each part they acted on is
    outlined)."""
    return finish(render_steps(state, viewer, moves, layout, names, marks))


def render_steps(state, viewer: int | None, moves: list[Move] | None = None, layout: str = "wide",
                 names=None, marks=None):
    """``render`` in slices (core/slices.py): yields after the sea, the other shared parts and the
    cities, returns the SVG. A game's first board draws and keeps what does not change; the page
    draws it in these slices before the table opens (web/screens/table.py warm_steps)."""
    from .. import GAME

    movers = GAME.to_move(state)
    if moves is None:
        legal = GAME.legal(state, viewer) if viewer is not None else []
        moves = [Move(a, GAME.format(state, a)) for a in legal]
    v = GAME.view(state, viewer if viewer is not None else -1)
    names = tuple(names) if names and len(names) >= v.nplayers else None
    cl = sort_moves(v, moves)
    narrow = layout == "narrow"
    width = NARROW if narrow else WIDE
    doc = Doc("bf")
    table = {"sea": sea(doc, v, cl, names, layout)}
    yield
    table |= {
        "gb": great_bonfire(doc, v, cl),
        "council": council(doc, v, cl, names),
        "paths": paths(doc, v, cl, layout),
        "gnomes": gnomes(doc, v, cl, layout),
        "supply": supply(doc, v, width - 4 if narrow else HC_W),
    }
    yield
    table["cities"] = [city(doc, v, seat, seat in movers, cl, layout, names) for seat in range(v.nplayers)]
    yield
    panel = _panel(doc, v, cl, layout, width)
    if panel:
        table["place"] = panel
    if marks:
        parts = {k: t[0] for k, t in table.items() if k != "cities"}
        parts.update((seat, c[0]) for seat, c in enumerate(table["cities"]))
        draw_marks(doc, parts, mark_boxes(v, marks, cl, layout))
    # the head (status, strip of moves, placement panel) is one band: the page repaints only
    # the bands in view, and a band that comes and goes would redraw the others (kit/doc.py)
    head = F.g()
    y = _status(head, status(v, movers, names), width)
    if cl.strip:
        g, h = strip(strip_sections(v, cl), width, deciding=viewer is not None and viewer in movers,
                     row=FINGER if narrow else STRIP_ROW)
        g["transform"] = f"translate(0,{f1(y)})"
        head.add(g)
        y += h + GAP
    if panel:
        panel[0]["transform"] = f"translate(0,{f1(y)})"
        head.add(panel[0])
        y += panel[2] + GAP
    root = Bands()
    root.place(head, 0, 0, y - GAP / 2, "head")
    y = (_narrow if narrow else _wide)(root, table, y, width)
    return doc.finish(root, width, y + 2)


def _panel(doc, v, cl, layout: str, width: float):
    """The placement panel (group, width, height) while the viewer lays a fate tile, else None."""
    for seat in range(v.nplayers):
        pl = places(v, seat, cl)
        if pl:
            laid = tuple(sorted(v.players[seat].fate.items()))
            frag, h = fa.placement_panel(layout, width, pl, laid, laying(v, seat))
            g = F.g()
            doc.raw(g, frag)
            return g, width, h
    return None


def _at(root: Bands, g, x: float, y: float, h: float, name: str) -> None:
    root.place(g, x, y, h, name)


def _status(root, line: str, width: float) -> float:
    """The status line, wrapped; returns where what follows starts."""
    y = 2.0
    for text in wrap(line, width - 8, 15, bold=True):
        root.add(F.text(text, insert=(4, f1(y + 15)), class_="l b"))
        y += 19
    return y + 6


def _cities(root, cities: list, y: float, x0: float) -> float:
    for g, _w, h in cities:
        _at(root, g, x0, y, h, "city")
        y += h + GAP
    return y


def _wide(root, t: dict, y: float, width: float) -> float:
    """The sea across the top; the Great Bonfire, the High Council over the supply, and the path
    tiles; the gnomes across; then the cities, one a row."""
    g, _w, h = t["sea"]
    _at(root, g, 0, y, h, "sea")
    y += h + GAP
    _at(root, t["gb"][0], 0, y, t["gb"][2], "bonfire")
    x2 = GB_W + GAP
    _at(root, t["council"][0], x2, y, t["council"][2], "council")
    _at(root, t["supply"][0], x2, y + HC_H + GAP, t["supply"][2], "supply")
    x3 = x2 + HC_W + GAP
    _at(root, t["paths"][0], x3 + max(0, (width - x3 - t["paths"][1]) / 2), y, t["paths"][2], "paths")
    y += max(GB_H, HC_H + GAP + t["supply"][2], t["paths"][2]) + GAP
    g, _w, h = t["gnomes"]
    _at(root, g, 0, y, h, "gnomes")
    y += h + GAP
    return _cities(root, t["cities"], y, 0)


def _narrow(root, t: dict, y: float, width: float) -> float:
    """Everything in one column: the sea, each part, then the cities."""
    for part in ("sea", "gb", "council", "paths", "gnomes", "supply"):
        g, w, h = t[part]
        _at(root, g, max(0, (width - w) / 2), y, h, part)
        y += h + GAP
    return _cities(root, t["cities"], y, 0)


@cache
def emblem() -> str:
    """The home screen's picture: the Great Bonfire's fire ringed by the seven portal shapes."""
    doc = Doc.emblem("bf", "-60 -60 120 120")
    g = F.g()
    g.add(F.circle((0, 0), 56, fill="#cfe6f1"))
    g.add(F.circle((0, 0), 44, fill="#fbeedd", stroke="#d9a05b", stroke_width=2))
    for k in range(7):
        a = math.radians(-90 + k * 360 / 7)
        g.add(portal(data.PORTAL_SHAPES[k], 34 * math.cos(a), 34 * math.sin(a), scale=1.1))
    g.add(F.use("#bf-flame", transform="scale(1.9)"))
    doc.d.add(g)
    return doc.tostring()
