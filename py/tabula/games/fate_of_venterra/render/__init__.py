"""SVG of a Fate of Venterra table, drawn from what one player may see.

``render(state, viewer, moves, layout, names, marks)`` returns one SVG (``<svg class="tb fv">``): the
action strip (the status line and the moves that have no place of their own), the map tiles to
choose from while the map is built, the hex map (``board.py``), the battle being fought
(``battle.py``), the mastery board (``supply.py``: rounds, initiative, both tracks, the quest row,
the Power of the Gods row; cards drawn by ``cards.py``) and one board per player (``players.py``).

Layouts: the board is as wide as the page's board column ("wide" 800 units, "narrow" 352, palette.py)
and its text is 11.5 to 16 units, so it reads at 11 px or more on a desktop and on a phone. The map
is scaled to the board's width (in "wide" no taller than ``MAP_H``), the mastery board beside it
where there is room, else below it; the players' boards in two or three columns, or one (narrow).

The moves are sorted by their actions into the places that offer them (``moves.py``); every
element that plays a move carries ``class="act"``, ``data-action="<faction>: <command>"`` and a
tooltip saying in words what a click does (``moves.say``: the game's ``describe``).
What the other seats did since the viewer's last decision (``marks``, their actions) is marked on
the parts those actions touched (``moves.marked``, from the same mapping as the moves), each part
once, by a ``kit.clicks.mark`` drawn over the part's section, outside the cached fragments.

The board refers to its symbols (terrains, buildings, the Place of Power star, the march arrow's
head) and styles by name: they are svg/fate_of_venterra.svg and svg/fate_of_venterra.css, in the
page once. The board defines nothing of its own.

Hidden information: the drawing is made from ``hidden.view(state, viewer)`` only (a spectator,
viewer None, sees what nobody's hand shows), so rivals' hands, secret choices and token rewards
cannot reach the SVG.

Speed: svgwrite costs ~10 us per element, so what does not change during a game (the map's
terrain, cards, panels between changes) is serialised once, cached as text and spliced in.
"""

from __future__ import annotations

from functools import cache, lru_cache

from ....core.protocol import Move
from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, use, zoom
from ...kit.layout import flow
from ...kit.palette import STRIP_FILL, STRIP_LINE
from ...kit.strip import FINGER, Section, strip
from .. import hidden, legal, notation
from ..board import DIRS, slots_next_to
from ..steps import STEPS, TileSlot, TileTurn
from . import cards
from . import moves as sorting
from .battle import battle
from .board import geom, map_section, map_style
from .palette import FACTION_FILL, GAP, NARROW, WIDE, xy
from .players import panel
from .supply import mastery

MAP_H = 640  # the tallest map of the wide layout (about 700 px at 1280x800)
MAX_K = (1.7, 1.25)  # the largest scale of the map (wide, narrow): a map still being built
SIDE_MIN = 330  # the narrowest mastery board beside the map (else it goes below)


def render(state, viewer: int | None, moves: list[Move] | None = None, layout: str = "wide",
           names: list[str] | None = None, marks: list[tuple] | None = None) -> str:
    """The table as one SVG string, as ``viewer`` may see it; ``moves``: the (action, text) pairs
    to make clickable (None: the viewer's legal moves); ``names``: the players' names by seat
    (None: the board names the factions only); ``marks``: the other seats' actions since the
    viewer's last decision, whose places the board marks."""
    if moves is None:
        moves = [] if viewer is None else [Move(a, notation.format_action(state, a))
                                           for a in legal.legal(state, viewer)]
    v = hidden.view(state, viewer if isinstance(viewer, int) else -1)
    movers = legal.movers(state)
    placed = [p[2] for p in v.placements]
    slots = tuple(slots_next_to(placed)) if isinstance(STEPS.top(v), TileSlot) else ()
    geo = geom(v.landmark, tuple(v.placements), slots)
    cl = sorting.sort_moves(v, list(moves))
    marked = sorting.marked(v, marks)
    narrow = layout == "narrow"
    width = NARROW if narrow else WIDE
    doc = Doc("fv")
    root = F.g()
    sections = sorting.sections(v, cl, sorting.status(v, movers, names), width)
    frag, y = _strip(tuple((sec.heading, tuple(map(tuple, sec.groups))) for sec in sections), width,
                     isinstance(viewer, int) and viewer in movers, FINGER if narrow else 26)
    doc.raw(root, frag)
    y += GAP
    y = _tile_row(doc, root, v, cl, width, y)
    fight = battle(v, width, names)
    if fight:
        root.add(_at(fight[0], 0, y))
        y += fight[1] + GAP
    k = map_scale(geo, width, narrow)
    mapg = map_section(doc, v, cl, geo, viewer, marked, map_style(k))
    y = _map_and_mastery(doc, root, (mapg, geo.w * k, geo.h * k, k), (v, cl, marked), width, y)
    y = _panels(doc, root, v, (viewer, movers, cl, names, marked), width, narrow, y + GAP)
    return doc.finish(root, width, y + 4)


def map_scale(geo, width: float, narrow: bool) -> float:
    """The map's scale on the board: as wide as the board (not taller than ``MAP_H`` when wide)."""
    k = width / geo.w if narrow else min(width / geo.w, MAP_H / geo.h)
    return min(k, MAX_K[narrow])


@lru_cache(maxsize=64)
def _strip(sections: tuple, width: float, deciding: bool, row: float) -> tuple[str, float]:
    """The action strip (kit.strip) as cached text, and its height; buttons ``row`` tall."""
    g, h = strip([Section(head, list(map(list, groups))) for head, groups in sections], width,
                 deciding=deciding, row=row)
    return ser(g), h


def _at(el, x: float, y: float):
    el["transform"] = f"translate({f1(x)},{f1(y)})"
    return el


def _map_and_mastery(doc, root, drawn: tuple, state: tuple, width: float, y: float) -> float:
    """The map (scaled), and the mastery board beside it where there is room for it, else below it
    at the board's width, the map centred; returns the y below both."""
    mapg, mw, mh, k = drawn
    v, cl, marked = state
    side = width - mw - GAP
    beside = side >= SIDE_MIN and width > NARROW
    x = 0 if beside else max(0.0, (width - mw) / 2)
    mapg["transform"] = f"translate({f1(x)},{f1(y)}) scale({k})"
    root.add(mapg)
    mg, h = mastery(doc, v, cl, side if beside else width, marked, lambda a: sorting.say(v, a))
    if beside:
        root.add(_at(mg, mw + GAP, y))
        return y + max(mh, h)
    root.add(_at(mg, 0, y + mh + GAP))
    return y + mh + GAP + h


def _panels(doc, root, v, who: tuple, width: float, narrow: bool, y: float) -> float:
    """The players' boards in rows (one column when narrow, else two or three), in seat order with
    the viewer's first; ``who``: (viewer, movers, clicks, names, marked parts)."""
    viewer, movers, cl, names, marked = who
    cols = 1 if narrow else 2 if v.n in (2, 4) else 3
    panel_w = (width - (cols - 1) * GAP) / cols
    order = list(range(v.n))
    if isinstance(viewer, int) and 0 <= viewer < v.n:
        order = [viewer] + [i for i in order if i != viewer]
    rowh = 0.0
    for i, seat in enumerate(order):
        if i and i % cols == 0:
            y += rowh + GAP
            rowh = 0.0
        g, h = panel(doc, v, seat, viewer, movers, cl, panel_w, names, marked, tall=narrow)
        root.add(_at(g, (i % cols) * (panel_w + GAP), y))
        rowh = max(rowh, h)
    return y + rowh


def _tile_row(doc, root, v, cl, width: float, y: float) -> float:
    """While the map is built: the map tiles (or the chosen tile's turns) to choose from, as
    pictures under the strip; returns the y below them."""
    tiles = sorted(sorting.of_kind(cl, "tile").items())
    if not tiles:
        return y
    k = 0.42 if width <= NARROW else 0.5  # four tiles a row on a phone
    tw, th = 6 + 156 * k, 21 + 150 * k  # a tile's picture (its seven hexes), its name under it
    spots, used = flow([(tw, th)] * len(tiles), width - 16, x0=8, y0=6, gap=6)
    g = _at(F.g(), 0, y)
    g.add(F.rect((0, 0), (f1(width), f1(used + 12)), rx=6, fill=STRIP_FILL, stroke=STRIP_LINE))
    for ((tile, side, rot), ms), sp in zip(tiles, spots):
        el = F.g()
        el.add(F.rect((f1(sp.x), f1(sp.y)), (sp.w, sp.h), rx=5, class_="btn"))
        pic = F.g(transform=f"translate({f1(sp.x + sp.w / 2)},{f1(sp.y + 3 + 75 * k)})")
        doc.raw(pic, cards.tile_picture(tile, side, rot, k))
        el.add(pic)
        name = f"turn {rot}" if isinstance(STEPS.top(v), TileTurn) else f"tile {tile} {'AB'[side]}"
        el.add(F.text(name, insert=(f1(sp.x + sp.w / 2), f1(sp.y + sp.h - 5)), class_="xs b c"))
        g.add(zoom(act(el, ms[0].text, sorting.say(v, ms[0].action))))
    root.add(g)
    return y + used + 12 + GAP


@cache
def emblem() -> str:
    """The game's card on the home screen: a tile of seven terrains, a Place of Power, a fortress."""
    doc = Doc.emblem("fv", "-80 -80 160 160")
    g = F.g(transform="scale(0.95)")
    terr = ("mountain", "forest", "water", "land", "desert", "forest")
    g.add(use("fv-t-land"))
    for i, dqr in enumerate(DIRS):
        g.add(use(f"fv-t-{terr[i]}", *xy(dqr)))
    g.add(use("fv-pop", transform="scale(2.2)"))
    g.add(use("fv-b-fortress", *xy(DIRS[1]), fill=FACTION_FILL["legion"], stroke="#fff", stroke_width=1.3))
    doc.d.add(g)
    return doc.tostring()
