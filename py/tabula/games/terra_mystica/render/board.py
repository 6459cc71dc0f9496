"""The map: the hexes (terrain symbols from svg/terra_mystica.svg, cached per hex and terrain),
the river, towns, bridges and buildings, and the hexes and bridges that play a move.

Geometry: pointy-top hexes of radius ``R``; a map's hex centres are computed once per map.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, tip, use
from ...kit.palette import GOLD
from .. import data, texts
from ..data import board
from .layout import Lay
from .moves import tip_of
from .style import LIGHT, TERRAIN_FILL, edge, on

R = 26.0  # hex radius (centre to corner)
HW = R * math.sqrt(3) / 2  # half width
PAD = 6.0
HEX_PTS = [(0, -R), (HW, -R / 2), (HW, R / 2), (0, R), (-HW, R / 2), (-HW, -R / 2)]
MORE = " (more choices for this hex: in the moves under the map)"


class Geom:
    """One map's hex centres and size."""

    def __init__(self, map_id: str):
        b = board(map_id)
        self.board = b
        self.centre: dict[str, tuple[float, float]] = {}
        for name, (r, c) in b.pos.items():
            x = PAD + HW + c * 2 * HW + (HW if r & 1 else 0)
            y = PAD + R + r * 1.5 * R
            self.centre[name] = (round(x, 1), round(y, 1))
        self.w = max(x for x, _ in self.centre.values()) + HW + PAD
        self.h = max(y for _, y in self.centre.values()) + R + PAD


@cache
def geom(map_id: str) -> Geom:
    return Geom(map_id)


@lru_cache(maxsize=4096)
def _hex(map_id: str, hex_: str, terrain: str, labelled: bool) -> str:
    """A land hex: its terrain, its name (in the hex when ``labelled``, else in its tooltip)."""
    x, y = geom(map_id).centre[hex_]
    g = F.g(transform=f"translate({f1(x)},{f1(y)})")
    g.add(use(f"tm-t-{terrain}"))
    if labelled:
        g.add(F.text(hex_, insert=(0, -9), class_="lbl" if terrain in LIGHT else "lbl lt"))
    return ser(tip(g, f"{hex_}: {data.TERRAIN_NAMES[terrain]}"))


@cache
def _rivers(map_id: str) -> str:
    """The river hexes, each saying what it is."""
    geo = geom(map_id)
    g = F.g()
    for n in geo.board.river:
        g.add(tip(use("tm-t-river", *geo.centre[n]), "River: boats cross it (shipping), bridges span it"))
    return ser(g)


def map_section(doc: Doc, s, cl, who: tuple[str, ...], marked: frozenset, lay: Lay):
    """The map as a group at (0, 0), drawn at the layout's scale (a narrow map names its rows at
    its left), the hexes and bridges in ``marked`` marked as where another seat acted; returns
    (group, width, height)."""
    geo = geom(s.map_id)
    k = lay.map_scale
    g = F.g(id="tm-map")
    if lay.map_left:
        _row_letters(g, geo, k)
    inner = F.g(transform=f"translate({f1(lay.map_left)},0) scale({k:g})")
    inner.add(F.rect((0, 0), (f1(geo.w), f1(geo.h)), rx=6, fill="#e8f3f8"))
    doc.raw(inner, _rivers(s.map_id) + "".join(_hex(s.map_id, h, s.terrain[h], lay.labels)
                                                for h in geo.board.land))
    doc.raw(inner, _built(s.map_id, tuple(s.building.items()), tuple(s.bridges), tuple(s.town_hexes),
                          tuple(p.faction for p in s.players), who, lay.labels))
    _clickable(inner, geo, cl, s)
    _marks(inner, geo, marked)
    g.add(inner)
    return g, lay.map_left + geo.w * k, geo.h * k


def _row_letters(g, geo: Geom, k: float) -> None:
    """The rows' letters beside a map too small for its hexes' names."""
    rows: dict[str, float] = {}
    for name, (_x, y) in geo.centre.items():
        rows.setdefault(name[0], y)
    for letter, y in rows.items():
        g.add(F.text(letter, insert=(1, f1(y * k + 4.5)), class_="s b mute"))


def _marks(g, geo: Geom, marked: frozenset) -> None:
    """Where another seat acted since the viewer's last decision: its hexes and bridges."""
    for key in sorted(marked):
        if key[0] == "hex" and key[1] in geo.centre:
            g.add(use("tm-hex", *geo.centre[key[1]], class_="mark"))
        elif key[0] == "bridge" and key[1] in geo.centre and key[2] in geo.centre:
            (x1, y1), (x2, y2) = geo.centre[key[1]], geo.centre[key[2]]
            g.add(F.line((f1(x1 + (x2 - x1) * 0.2), f1(y1 + (y2 - y1) * 0.2)),
                         (f1(x1 + (x2 - x1) * 0.8), f1(y1 + (y2 - y1) * 0.8)), class_="mark",
                         stroke_width=13, stroke_opacity=0.6, stroke_linecap="round"))


@lru_cache(maxsize=256)
def _built(map_id: str, building: tuple, bridges: tuple, towns: tuple, factions: tuple, who: tuple,
           lettered: bool = True) -> str:
    """What the players put on the map: towns, bridges, buildings (with whose they are)."""
    geo = geom(map_id)
    homes = [data.FACTIONS[f]["home"] for f in factions]
    g = F.g()
    for h in towns:
        x, y = geo.centre[h]
        g.add(F.polygon([(f1(x + px * 0.86), f1(y + py * 0.86)) for px, py in HEX_PTS], fill="none",
                        stroke=GOLD, stroke_width=3, class_="deco"))
    marks = faction_marks(list(factions)) if lettered else [""] * len(factions)
    for a, b, seat in bridges:
        home = homes[seat]
        g.add(tip(_bridge(geo, a, b, TERRAIN_FILL[home], mark=marks[seat], home=home),
                  f"A bridge of {who[seat]} between {a} and {b}"))
    for h, (seat, kind) in building:
        x, y = geo.centre[h]
        home = homes[seat]
        g.add(tip(use(f"tm-b-{kind}", x, y + 5, fill=TERRAIN_FILL[home], stroke=edge(home), stroke_width=1.8),
                  f"{h}: a {data.BUILDING_NAMES[kind]} of {who[seat]}"))
    for h in towns:
        x, y = geo.centre[h]
        g.add(tip(use("tm-i-key", x + 12, y + 15), f"{h} is part of a town"))
    return ser(g)


def _clickable(g, geo: Geom, cl, s) -> None:
    """The bridges and hexes the decider may play: a hex plays its first move; the others are in
    the strip, under the hex's name (moves.strip_sections)."""
    for key, moves in cl.at.items():
        if key[0] == "bridge":
            el = _bridge(geo, key[1], key[2], "#fff", dashed=True)
            (x1, y1), (x2, y2) = geo.centre[key[1]], geo.centre[key[2]]
            el.add(F.circle((f1((x1 + x2) / 2), f1((y1 + y2) / 2)), 13, class_="hit-b"))
            g.add(act(el, moves[0].text, tip_of(s, moves[0])))
    for key, moves in cl.at.items():
        if key[0] == "hex":
            x, y = geo.centre[key[1]]
            el = F.g()
            el.add(use("tm-hex", x, y, class_="hit"))
            g.add(act(el, moves[0].text, tip_of(s, moves[0]) + (MORE if len(moves) > 1 else "")))


def _bridge(geo: Geom, a: str, b: str, colour: str, *, dashed: bool = False, mark: str = "",
            home: str = ""):
    """A bridge between hexes ``a`` and ``b``: the owner's colour and letter, or a dashed place."""
    (x1, y1), (x2, y2) = geo.centre[a], geo.centre[b]
    p, q = (f1(x1 + (x2 - x1) * 0.22), f1(y1 + (y2 - y1) * 0.22)), \
        (f1(x1 + (x2 - x1) * 0.78), f1(y1 + (y2 - y1) * 0.78))
    g = F.g()
    if dashed:
        g.add(F.line(p, q, stroke=GOLD, stroke_width=9, stroke_opacity=0.55, stroke_linecap="round"))
        g.add(F.line(p, q, stroke="#fff", stroke_width=3, stroke_dasharray="5 3"))
        return g
    g.add(F.line(p, q, stroke="#222", stroke_width=9, stroke_linecap="round"))
    g.add(F.line(p, q, stroke=colour, stroke_width=6, stroke_linecap="round"))
    if mark:  # whose bridge, not by colour alone: the faction's letter in the middle
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        g.add(F.circle((f1(mx), f1(my)), 9, fill=colour, stroke="#222", stroke_width=1.2))
        g.add(F.text(mark, insert=(f1(mx), f1(my + 4.3)), class_=f"mk mk-map {on(home)}"))
    return g


def faction_marks(factions: list[str]) -> list[str]:
    """The letters on each player's markers (bridges, cult tracks, priest spots): the first letter
    of the faction's name, or its first two where two factions of the game share the first."""
    names = [texts.faction_name(f) if f else "?" for f in factions]
    firsts = [n[:1].upper() for n in names]
    return [n[:1].upper() + (n[1:2] if firsts.count(n[:1].upper()) > 1 else "") for n in names]
