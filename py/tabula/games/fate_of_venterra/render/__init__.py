"""SVG of a Fate of Venterra table, drawn from what one player may see.

``render(state, viewer, moves, layout, names, marks)`` returns one SVG (``<svg class="tb fv">``): the
action strip (the status line and the moves that have no place of their own), the map tiles to
choose from while the map is built, the hex map (``board.py``), the battle being fought
(``battle.py``), the mastery board (``supply.py``: rounds, initiative, both tracks, the quest row,
the Power of the Gods row; cards drawn by ``cards.py``) and one board per player (``players.py``).
The moves are sorted by their actions into the places that offer them (``moves.py``); every
element that plays a move carries ``class="act"`` and ``data-action="<faction>: <command>"``.
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
from ...kit.doc import Doc, F, f1, ser, use
from ...kit.layout import flow
from ...kit.palette import STRIP_FILL, STRIP_LINE
from ...kit.strip import Section, strip
from .. import hidden, legal, notation
from ..board import DIRS, slots_next_to
from ..steps import STEPS, TileSlot
from . import cards
from . import moves as sorting
from .battle import battle
from .board import geom, map_section
from .palette import FACTION_FILL, xy
from .players import WIDTH as PANEL_W
from .players import panel
from .supply import WIDTH as MASTERY_W
from .supply import mastery

GAP = 8.0
NARROW = 460.0


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
    width = NARROW if narrow else max(geo.w + 2 * GAP + MASTERY_W, 5 * PANEL_W + 4 * GAP)
    doc = Doc("fv")
    root = F.g()
    sections = sorting.sections(v, cl, sorting.status(v, movers, names))
    frag, y = _strip(tuple((sec.heading, tuple(map(tuple, sec.groups))) for sec in sections), width,
                     isinstance(viewer, int) and viewer in movers)
    doc.raw(root, frag)
    y += GAP
    y = _tile_row(doc, root, cl, width, y)
    parts = (battle(v, width if narrow else geo.w, names), map_section(doc, v, cl, geo, viewer, marked),
             mastery(doc, v, cl, width if narrow else MASTERY_W, marked))
    y = (_narrow if narrow else _wide)(root, geo, parts, width, y)
    y = _panels(doc, root, v, (viewer, movers, cl, names, marked), width,
                (width - GAP) / 2 if narrow else PANEL_W, y)
    return doc.finish(root, width, y + 4)


@lru_cache(maxsize=64)
def _strip(sections: tuple, width: float, deciding: bool) -> tuple[str, float]:
    """The action strip (kit.strip) as cached text, and its height."""
    g, h = strip([Section(head, list(map(list, groups))) for head, groups in sections], width,
                 deciding=deciding)
    return ser(g), h


def _at(el, x: float, y: float):
    el["transform"] = f"translate({f1(x)},{f1(y)})"
    return el


def _wide(root, geo, parts, width: float, y: float) -> float:
    """The battle over the map on the left, the mastery board to their right."""
    fight, mapg, (mg, mh) = parts
    top = y
    if fight:
        root.add(_at(fight[0], 0, y))
        y += fight[1] + GAP
    root.add(_at(mapg, 0, y))
    y += geo.h + GAP
    root.add(_at(mg, geo.w + 2 * GAP, top))
    return max(y, top + mh + GAP)


def _narrow(root, geo, parts, width: float, y: float) -> float:
    """One column: the map (scaled to the width), the battle, the mastery board."""
    fight, mapg, (mg, mh) = parts
    k = min(1.0, width / geo.w)
    mapg["transform"] = f"translate(0,{f1(y)}) scale({round(k, 4)})"
    root.add(mapg)
    y += geo.h * k + GAP
    if fight:
        root.add(_at(fight[0], 0, y))
        y += fight[1] + GAP
    root.add(_at(mg, 0, y))
    return y + mh + GAP


def _panels(doc, root, v, who: tuple, width: float, panel_w: float, y: float) -> float:
    """The players' boards in rows, in seat order with the viewer's first; ``who``: (viewer,
    movers, clicks, names, marked parts)."""
    viewer, movers, cl, names, marked = who
    cols = max(1, int((width + GAP) // (panel_w + GAP)))
    order = list(range(v.n))
    if isinstance(viewer, int) and 0 <= viewer < v.n:
        order = [viewer] + [i for i in order if i != viewer]
    rowh = 0.0
    for i, seat in enumerate(order):
        if i and i % cols == 0:
            y += rowh + GAP
            rowh = 0.0
        g, h = panel(doc, v, seat, viewer, movers, cl, panel_w, names, marked)
        root.add(_at(g, (i % cols) * (panel_w + GAP), y))
        rowh = max(rowh, h)
    return y + rowh


def _tile_row(doc, root, cl, width: float, y: float) -> float:
    """While the map is built: the map tiles (or the chosen tile's turns) to choose from, as
    pictures under the strip; returns the y below them."""
    tiles = sorted(sorting.of_kind(cl, "tile").items())
    if not tiles:
        return y
    spots, used = flow([(cards.TILE_W, cards.TILE_H)] * len(tiles), width - 16, x0=8, y0=6, gap=4)
    g = _at(F.g(), 0, y)
    g.add(F.rect((0, 0), (f1(width), f1(used + 12)), rx=6, fill=STRIP_FILL, stroke=STRIP_LINE))
    for ((tile, side, rot), ms), sp in zip(tiles, spots):
        el = F.g()
        el.add(F.rect((f1(sp.x), f1(sp.y)), (sp.w, sp.h), rx=5, class_="btn"))
        pic = F.g(transform=f"translate({f1(sp.x + sp.w / 2)},{f1(sp.y + sp.h / 2 - 1)})")
        doc.raw(pic, cards.tile_picture(tile, side, rot, 0.24))
        el.add(pic)
        g.add(act(el, ms[0].text, cards.tile_tip(sorting.words(ms[0].action), tile, side, rot)))
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
