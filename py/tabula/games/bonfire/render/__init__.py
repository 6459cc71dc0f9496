"""SVG of a Bonfire table, drawn from the state and the deciding seat's moves on the render kit.

``render(state, viewer, moves=None, layout="wide", names=None, marks=None)`` returns one SVG: a status line,
the action strip (moves with no place of their own on the board), the sea with its islands,
ships, tasks and offering bowls (board.py), the Great Bonfire and the High Council (board.py),
the path-tile and gnome displays and the supply with the countdown (supply.py), then one city
per player (players.py). Every element that plays a move carries ``class="act"`` and
``data-action="p<seat>: <command>"``; moves are sorted by their actions (moves.py), never by
their texts. ``marks`` (the other seats' actions since the viewer's last decision) outline the
parts they acted on, by the same sorting (marks.py). Card and tile faces are in cards.py, the
pieces every part draws in pieces.py.

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
from ...kit.doc import Doc, F, f1
from ...kit.layout import flow
from ...kit.strip import strip
from ...kit.text import wrap
from .. import data
from .board import GB_H, GB_W, HC_H, HC_W, SEA_H, SEA_W, council, great_bonfire, sea
from .marks import boxes as mark_boxes
from .marks import draw as draw_marks
from .moves import sort_moves, status, strip_sections
from .pieces import portal
from .players import city
from .supply import gnomes, paths, supply

GAP = 8
WIDE, NARROW = 1290, 390  # the board's width in each layout


def render(state, viewer: int | None, moves: list[Move] | None = None, layout: str = "wide",
           names=None, marks=None) -> str:
    """The table as one SVG string for ``viewer`` (None: a spectator); ``moves``: the moves to make
    clickable (None: the viewer's legal moves); ``names``: the players' names by seat; ``marks``: the
    actions the other seats took since the viewer's last decision (each part they acted on is
    outlined)."""
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
    table = {
        "sea": sea(doc, v, cl, names),
        "gb": great_bonfire(doc, v, cl),
        "council": council(doc, v, cl, names),
        "paths": paths(doc, v, cl),
        "gnomes": gnomes(doc, v, cl),
        "supply": supply(doc, v, width - 8 if narrow else 320),
        "cities": [city(doc, v, seat, seat in movers, cl, layout, names) for seat in range(v.nplayers)],
    }
    if marks:
        parts = {k: t[0] for k, t in table.items() if k != "cities"}
        parts.update((seat, c[0]) for seat, c in enumerate(table["cities"]))
        draw_marks(doc, parts, mark_boxes(v, marks, cl, layout))
    root = F.g()
    y = _status(root, status(v, movers, names), narrow, width)
    if cl.strip:
        g, h = strip(strip_sections(v, cl), width, deciding=viewer is not None and viewer in movers)
        _at(root, g, 0, y)
        y += h + GAP
    y = (_narrow if narrow else _wide)(root, table, y, width)
    return doc.finish(root, width, y + 2)


def _at(root, g, x: float, y: float) -> None:
    g["transform"] = f"translate({f1(x)},{f1(y)})"
    root.add(g)


def _status(root, line: str, narrow: bool, width: float) -> float:
    """The status line (wrapped in the narrow layout); returns where what follows starts."""
    y = 4.0
    size, step = (11, 15) if narrow else (14, 18)
    for text in wrap(line, width - 8, size, bold=True) if narrow else [line]:
        root.add(F.text(text, insert=(4, f1(y + 14)), class_="m b" if narrow else "l b"))
        y += step
    return y + 4


def _cities(root, cities: list, y: float, x0: float, width: float) -> float:
    spots, h = flow([(w, hh) for _g, w, hh in cities], width, x0=x0, y0=y, gap=GAP + 2, row_gap=GAP)
    for (g, _w, _h), sp in zip(cities, spots):
        _at(root, g, sp.x, sp.y)
    return y + h + GAP


def _wide(root, t: dict, y: float, width: float) -> float:
    """The sea on the left; the Great Bonfire over the High Council; the displays and the supply
    on the right; the cities below, two a row."""
    _at(root, t["sea"][0], 0, y)
    x2 = SEA_W + GAP
    _at(root, t["gb"][0], x2 + (HC_W - GB_W) / 2, y)
    _at(root, t["council"][0], x2, y + GB_H + 4)
    x3, yy = x2 + HC_W + GAP, y
    for part in ("paths", "gnomes", "supply"):
        g, _w, h = t[part]
        _at(root, g, x3, yy)
        yy += h + GAP
    y = max(y + SEA_H, y + GB_H + 4 + HC_H, yy) + GAP
    return _cities(root, t["cities"], y, 0, width)


def _narrow(root, t: dict, y: float, width: float) -> float:
    """Everything in one column: the sea scaled to the width, then each part, then the cities."""
    g = t["sea"][0]
    sc = (width - 4) / SEA_W
    g["transform"] = f"translate(2,{f1(y)}) scale({sc:.4f})"
    root.add(g)
    y += SEA_H * sc + GAP
    for part in ("gb", "council", "paths", "gnomes", "supply"):
        g, w, h = t[part]
        _at(root, g, 2 + max(0, (width - 4 - w) / 2) if part == "gb" else 2, y)
        y += h + GAP
    return _cities(root, t["cities"], y, 4, width - 8)


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
