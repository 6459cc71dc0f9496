"""The map (group ``#fv-map``): the tiles' terrains, outlines and names, Places of Power, explore
tokens, buildings and units, the battle's territory, and the moves on the map.

The map is drawn in its own units (a hex of radius 30) and scaled onto the board (``MapStyle.k``:
as wide as the layout allows); its texts are sized in ``em`` of the group's font size ``MapStyle.u``,
chosen so that they come out at 12 board units whatever the scale. Where a hex is too small on
the board for a name and a badge per kind of unit (a big map in the narrow layout) the map is
"compact": one badge per player a territory (its units counted), buildings without letters, and
territory names only on each tile's centre hex (every hex says its name in its tooltip).

What does not change during a game is drawn once and cached as text: a map's terrain (``Geom``,
per map), its names (per map and style), the pieces (per state of the pieces and style). The
moves are drawn at every render:

- a territory's first move on the territory (the others are in the strip);
- a place for the next map tile;
- marches: each unit that may march gets a focusable handle (``.fv-pick``) followed by the
  markers of its own destinations (``.fv-dests``, shown by CSS while the handle or one of them has
  the focus or the pointer; hidden ones stay in the tab order, since a hidden element cannot take
  the focus, so Tab goes from a handle to its destinations); without a focused handle every
  destination shows one marker (``.fv-merged``). All of them are moves.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, group, ser, tip, use
from ...kit.text import text_width
from .. import data, texts
from ..board import board as territories
from ..board import flower
from ..rules.common import forge, hex_kind
from .moves import marches, marks_text, of_kind, say
from .palette import COURT_FILL, FACTION_FILL, HEX_PTS, HR, HW, PAD, SEA, cls, initial, ink, xy

# the neighbour across each edge of a pointy-top hex (edge i joins corners i and i + 1)
EDGE_DIR = {0: (1, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 1), 4: (-1, 0), 5: (0, -1)}
MARCH_TIP = "  (or click a unit with a gold frame first, to choose which one marches)"
MAP_TEXT = 12.0  # the map's text size on the board (its texts are drawn at .96em: 11.5 units)
EM = 0.96
ROW_W = 2 * HW - 4  # the width a row of pieces may take in a hex


class MapStyle(NamedTuple):
    """How the map is drawn at scale ``k``: its text size ``u`` in map units, whether it is compact
    and which territories are named ("all", or "tiles": only each tile's centre hex)."""

    k: float
    u: float
    compact: bool
    labels: str


def map_style(k: float) -> MapStyle:
    u = round(MAP_TEXT / k, 2)
    return MapStyle(round(k, 4), u, u > 13.2, "all" if u <= 15.5 else "tiles")


class Geom:
    """One map's geometry and its terrain drawn once: where each territory is on the board."""

    def __init__(self, landmark: str, placements: tuple, slots: tuple):
        b = territories(landmark, placements)
        self.board = b
        cells = [h for hs in b.hexes for h in hs]
        for sl in slots:
            cells += flower(sl)
        xs = [xy(h)[0] for h in cells]
        ys = [xy(h)[1] for h in cells]
        self.ox = PAD + HW - min(xs)
        self.oy = PAD + HR - min(ys)
        self.w = max(xs) - min(xs) + 2 * HW + 2 * PAD
        self.h = max(ys) - min(ys) + 2 * HR + 2 * PAD
        self.hexes = [[self.at(h) for h in hs] for hs in b.hexes]
        # where a territory's pieces go: its hex; the Court's ring uses its left hex
        self.anchor = [ps[3] if len(ps) == 6 else ps[0] for ps in self.hexes]
        self.slots = slots
        self.key = (landmark, placements, slots)
        self.static = self._static()

    def at(self, h) -> tuple[float, float]:
        x, y = xy(h)
        return (round(x + self.ox, 1), round(y + self.oy, 1))

    def _static(self) -> str:
        b = self.board
        g = F.g()
        g.add(F.rect((0, 0), (f1(self.w), f1(self.h)), rx=6, fill=SEA))
        for t in range(b.n):
            terr = b.terrain[t] or ("court" if b.kind[t].startswith("court") else "land")
            tg = F.g()
            for x, y in self.hexes[t]:
                tg.add(use(f"fv-t-{terr}", x, y))
            g.add(tip(tg, f"{b.names[t]}: {texts.territory_text(b.terrain[t], b.pop[t], b.kind[t])}"))
        # the Court's ring: hide the inner borders between its six hexes
        for t in range(b.n):
            if len(self.hexes[t]) > 1:
                ring = self.hexes[t] + [self.hexes[t][0]]
                g.add(F.polyline(ring, fill="none", stroke=COURT_FILL, stroke_width=14,
                                 stroke_linejoin="round", opacity=0.9))
        g.add(F.path(d=self._outlines(), fill="none", stroke="#2a2418", stroke_width=2.6,
                     stroke_linecap="round"))
        return ser(g)

    def _outlines(self) -> str:
        """Path data of the tiles' outlines: the edges between different tiles (or the sea)."""
        b = self.board
        tile_of = {h: b.names[t].split(".")[0] for t in range(b.n) for h in b.hexes[t]}
        corners = [(HEX_PTS[i], HEX_PTS[(i + 1) % 6]) for i in range(6)]
        segs = []
        for h, tile in tile_of.items():
            x, y = self.at(h)
            for i, (c1, c2) in enumerate(corners):
                dq, dr = EDGE_DIR[i]
                if tile_of.get((h[0] + dq, h[1] + dr)) != tile:
                    segs.append(f"M{f1(x + c1[0])},{f1(y + c1[1])} L{f1(x + c2[0])},{f1(y + c2[1])}")
        return " ".join(segs)


@lru_cache(maxsize=64)
def geom(landmark: str, placements: tuple, slots: tuple) -> Geom:
    return Geom(landmark, placements, slots)


@lru_cache(maxsize=64)
def _names(geo_key: tuple, st: MapStyle) -> str:
    """The territories' names (all, or each tile's on its centre hex) and the Places of Power."""
    geo = geom(*geo_key)
    b = geo.board
    g = F.g()
    for t in range(b.n):
        x, y = geo.anchor[t]
        name = b.names[t]
        if st.labels == "all" or name.endswith(".0"):
            shown = name if st.labels == "all" else name.split(".")[0]
            g.add(F.text(shown, insert=(f1(x), f1(y - (14 if st.compact else 8))), class_="lbl"))
        if b.pop[t]:  # a star right of the name
            at = f"translate({f1(x + 17)},{f1(y - (6 if st.compact else 11))}) scale({round(st.u / 16, 3)})"
            g.add(tip(use("fv-pop", transform=at), f"{name} is a Place of Power"))
    return ser(g)


# -- pieces -----------------------------------------------------------------------------------------


class Item(NamedTuple):
    """A piece (or a badge of pieces) to place in a territory: ``kind`` "bld", "unit" (a badge of
    units of one kind) or "badge" (all of a player's units, compact), its
    seat, what it is, a count or an upgrade, and its size in map units."""

    kind: str
    seat: int
    what: object  # a building (outpost, shrine, hex), or the ((unit type, count), ...) of a badge
    extra: object  # the building's upgrade, the number of units
    label: str  # the text after its shape or owner's letter ("" for none)
    w: float
    h: float


def _items(seats, st: MapStyle, blds, counts) -> list[Item]:
    """The territory's items: buildings, then units (a badge per kind, or per player if compact)."""
    u = st.u
    out = []
    for seat, piece, upg in blds:
        if st.compact:
            out.append(Item("bld", seat, piece, upg, "", 1.15 * u, 1.15 * u))
            continue
        text = initial(seats[seat][0]) + ("+" + texts.UPGRADE_SHORT[upg] if upg else "")
        w = 1.5 * u + text_width(text, EM * u, bold=True) + 0.1 * u
        out.append(Item("bld", seat, piece, upg, text, w, 1.5 * u))
    if st.compact:  # a badge per player: their letter and how many units they have here
        by_seat: dict = {}
        for (seat, kind), n in counts:
            by_seat.setdefault(seat, []).append((kind, n))
        for seat, kinds in by_seat.items():
            n = sum(k for _, k in kinds)
            label = f"{initial(seats[seat][0])}{n}"
            out.append(Item("badge", seat, tuple(kinds), n, label,
                            text_width(label, EM * u, bold=True) + 0.45 * u, 1.15 * u))
        return out
    for (seat, kind), n in counts:
        label = _unit_label(kind, n)
        out.append(Item("unit", seat, ((kind, n),), n, label, _badge_w(label, u), 1.2 * u))
    return out


def _unit_label(kind: str, n: int) -> str:
    return (f"{n} " if n > 1 else "") + texts.UNIT_SHORT[kind]


def _badge_w(label: str, u: float) -> float:
    return 0.95 * u + text_width(label, EM * u, bold=True) + 0.55 * u


def _rows(items: list[Item], u: float, width: float) -> list[list[Item]]:
    rows: list[list[Item]] = [[]]
    used = 0.0
    for it in items:
        if rows[-1] and used + it.w > width:
            rows.append([])
            used = 0.0
        rows[-1].append(it)
        used += it.w + 0.2 * u
    return rows if rows[0] else []


def _layout(items: list[Item], x: float, y: float, u: float, width: float):
    """(item, cx, cy) for each item: in rows at most ``width`` wide centred on the hex, below its
    centre while they fit there (the centre stays free: a march's marker is clicked there), else
    higher up."""
    rows = _rows(items, u, width)
    rh = max((it.h for it in items), default=0) + 0.2 * u
    # below the centre (a pick's ring, 2.5 outside its piece, keeps off it), spilling a little
    # over the hex's lower edge rather than covering the centre; a crowded hex's higher up
    top = y + 5 if len(rows) * rh <= HR + 1 else y + HR + 6 - len(rows) * rh
    out = []
    for ri, row in enumerate(rows):
        cx = x - (sum(it.w for it in row) + 0.2 * u * (len(row) - 1)) / 2
        for it in row:
            out.append((it, cx + it.w / 2, top + ri * rh + rh / 2))
            cx += it.w + 0.2 * u
    return out


def _building(seats, it: Item, cx: float, cy: float, u: float):
    """A building: its shape in the owner's colours, then (unless compact) the owner's letter and
    the upgrade's."""
    fac, _forge, hexkind = seats[it.seat]
    glyph = it.what if it.what != "hex" else hexkind.replace("_cured", "")
    sx = cx - it.w / 2 + it.h / 2
    g = F.g()
    g.add(use(f"fv-b-{glyph}", transform=f"translate({f1(sx)},{f1(cy)}) scale({round(it.h / 13.5, 3)})",
              fill=FACTION_FILL[fac], stroke="#fff" if ink(fac) else "#111", stroke_width=1.3))
    if it.label:
        g.add(F.text(it.label, insert=(f1(sx + 0.85 * u), f1(cy + 0.35 * u)), class_="fl"))
    name = texts.HEX_NAMES.get(hexkind, "hex building") if it.what == "hex" else it.what
    up = f" with {texts.UPGRADE_TEXT[it.extra]}" if it.extra else ""
    return tip(g, f"{texts.FACTION_SHORT[fac]}'s {name}{up}")


def _units(seats, it: Item, cx: float, cy: float, u: float):
    """A badge of units: the owner's letter on white, then the count and kind (or the count of
    all their units here, compact)."""
    fac, forged, _hexkind = seats[it.seat]
    x0 = cx - it.w / 2
    g = F.g()
    g.add(F.rect((f1(x0), f1(cy - it.h / 2)), (f1(it.w), f1(it.h)), rx=f1(0.25 * u), fill=FACTION_FILL[fac],
                 stroke="#111", stroke_width=0.8))
    about = "; ".join(f"{n} × {texts.unit_text(fac, kind, forged)}" for kind, n in it.what)
    if it.kind == "badge":
        g.add(F.text(it.label, insert=(f1(cx), f1(cy + 0.35 * u)), class_=cls("tag c", ink(fac))))
        return tip(g, f"{texts.FACTION_SHORT[fac]}: {about}")
    g.add(F.rect((f1(x0 + 0.1 * u), f1(cy - it.h / 2 + 0.1 * u)), (f1(0.8 * u), f1(it.h - 0.2 * u)),
                 rx=f1(0.15 * u), fill="#fff"))
    g.add(F.text(initial(fac), insert=(f1(x0 + 0.5 * u), f1(cy + 0.35 * u)), class_="tag c"))
    tx = x0 + 0.9 * u + (it.w - 0.9 * u) / 2
    g.add(F.text(it.label, insert=(f1(tx), f1(cy + 0.35 * u)), class_=cls("tag c", ink(fac))))
    return tip(g, f"{texts.FACTION_SHORT[fac]}: {about}")


def _token(name: str, terrain, dfn: int, mdef: int, x: float, y: float, crowded: bool, st: MapStyle):
    """An explore token (its defence shown, its reward hidden): below the hex's name, or in a hex
    with pieces above it (left of it, compact)."""
    u = st.u
    if crowded:
        tx, ty, r = (x - 16, y - 6, 0.5 * u) if st.compact else (x, y - 21, 0.55 * u)
    else:
        tx, ty, r = x, y + 8, (0.6 if st.compact else 0.7) * u
    tg = F.g()
    tg.add(F.circle((f1(tx), f1(ty)), f1(r), fill="#3a2f25", stroke="#e8d9b0", stroke_width=1.5))
    tg.add(F.text(str(dfn), insert=(f1(tx), f1(ty + 0.35 * u)), class_="tag c w"))
    full = dfn + (mdef if terrain == "mountain" else 0)
    return tip(tg, f"{name}: {texts.token_text(dfn, full)}")


def pieces(v, geo: Geom, st: MapStyle):
    """Tokens, buildings and units (cached text), and where each (territory, seat, piece) is."""
    seats = tuple((p.faction, forge(v, i), hex_kind(v, i)) for i, p in enumerate(v.players))
    return _pieces(geo.key, st, v.card, seats, tuple(sorted(v.units.items())), tuple(sorted(v.bld.items())),
                   tuple(sorted((t, tk[0]) for t, tk in v.tok.items())))


def _unit_order(kv):
    (seat, u), _n = kv
    return (seat, data.UNIT_TYPES.index(u))


@lru_cache(maxsize=128)
def _pieces(geo_key, st: MapStyle, card, seats, units, bld, toks):
    geo = geom(*geo_key)
    units, bld, toks = dict(units), dict(bld), dict(toks)
    pos: dict = {}
    parts = []
    for t in range(geo.board.n):
        text, where = _territory(geo_key, st, card, seats, t, units.get(t, ()), bld.get(t, ()), toks.get(t))
        parts.append(text)
        for key, box in where:
            pos.setdefault(key, box)
    return group(parts), pos


@lru_cache(maxsize=1024)
def _territory(geo_key, st: MapStyle, card, seats, t: int, units: tuple, bld: tuple, tok):
    """Territory ``t``'s token, buildings and units as text (cached one by one: a move changes a
    territory or two), and where each (territory, seat, piece) is, as ((key, box), ...)."""
    geo = geom(*geo_key)
    b = geo.board
    u = st.u
    counts: dict = {}
    for seat, kind in units:
        counts[(seat, kind)] = counts.get((seat, kind), 0) + 1
    items = _items(seats, st, bld, sorted(counts.items(), key=_unit_order))
    x, y = geo.anchor[t]
    out = []
    where = []
    if tok is not None:
        mdef = data.TERRAIN_CARD[card]["mountain_defence"]
        out.append(ser(_token(b.names[t], b.terrain[t], tok, mdef, x, y, bool(items), st)))
    for it, cx, cy in _layout(items, x, y, u, ROW_W + (8 if st.compact else 0)):
        out.append(ser(_building(seats, it, cx, cy, u) if it.kind == "bld" else _units(seats, it, cx, cy, u)))
        box = (cx, cy, it.w, it.h)
        if it.kind == "bld":
            where.append(((t, it.seat, "hex" if it.what == "hex" else "outpost"), box))
        for kind, _n in (it.what if it.kind != "bld" else ()):
            where.append(((t, it.seat, kind), box))
    return "".join(out), tuple(where)


# -- the map with its moves -------------------------------------------------------------------------


def _hexes(geo: Geom, t: int, **attrs):
    """The hexes of territory ``t`` as <use>s of ``fv-hex``, in a group."""
    el = F.g()
    for x, y in geo.hexes[t]:
        el.add(use("fv-hex", x, y, **attrs))
    return el


def map_section(doc: Doc, v, cl, geo: Geom, viewer, marked, st: MapStyle):
    """The map and everything on it, with its moves, as the group ``#fv-map`` at (0, 0) in map units
    (the caller scales it by ``st.k``); ``marked``: the parts of ``moves.marked`` to mark (those on
    the map: territories, map tiles), drawn over the rest."""
    b = geo.board
    g = F.g(id="fv-map", font_size=f"{st.u:g}")
    doc.raw(g, geo.static)
    doc.raw(g, _names(geo.key, st))
    if v.battle is not None:
        el = _hexes(geo, v.battle.t, fill="none", stroke="#c23b2e", stroke_width=4)
        g.add(tip(el, f"The battle on {b.names[v.battle.t]}"))
    frag, pos = pieces(v, geo, st)
    over = marks_text([box for box in (_part_box(geo, part) for part in marked) if box], 8)
    on_map = any(key[0] in ("slot", "terr", "march") for key in cl.at)
    doc.raw(g, frag if on_map else frag + over)  # the marks over the pieces (a raw costs ~10 us)
    for (i,), ms in sorted(of_kind(cl, "slot").items()):
        if i < len(geo.slots):
            g.add(_slot(v, geo, i, ms[0]))
    for (t,), ms in of_kind(cl, "terr").items():
        more = "  (more choices in the strip above the map)" if len(ms) > 1 else ""
        g.add(act(_hexes(geo, t, class_="hit"), ms[0].text, say(v, ms[0].action) + more))
    marching = marches(cl)
    if marching:
        _marches(v, g, geo, marching, pos, viewer)
    if on_map and over:  # and over the moves on the map
        doc.raw(g, over)
    return g


def _part_box(geo: Geom, part: tuple):
    """(x, y, w, h) around the hexes of a marked territory or map tile, or None when it is not on
    the map."""
    b = geo.board
    if part[0] == "terr" and 0 <= part[1] < b.n:
        terrs = [part[1]]
    elif part[0] == "maptile":
        terrs = [t for t in range(b.n) if b.names[t].split(".")[0] == str(part[1])]
    else:
        return None
    cells = [c for t in terrs for c in geo.hexes[t]]
    if len(cells) == 1:
        return (cells[0][0] - HW, cells[0][1] - HR, 2 * HW, 2 * HR)
    if not cells:
        return None
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    return (min(xs) - HW, min(ys) - HR, max(xs) - min(xs) + 2 * HW, max(ys) - min(ys) + 2 * HR)


def _slot(v, geo: Geom, i: int, move):
    """A free place for the next map tile: its seven hexes, numbered."""
    el = F.g()
    for h in flower(geo.slots[i]):
        x, y = geo.at(h)
        el.add(use("fv-hex", x, y, class_="hit"))
    cx, cy = geo.at(geo.slots[i])
    el.add(F.text(str(i), insert=(f1(cx), f1(cy + 8)), class_="slotn"))
    return act(el, move.text, say(v, move.action) + " (its free place is numbered on the map)")


def _marches(v, g, geo: Geom, marching: dict, pos: dict, viewer) -> None:
    """One merged marker per destination, then each unit's handle followed by its destinations."""
    b = geo.board
    merged = F.g(class_="fv-merged")
    firsts: dict = {}
    for _key, dsts in sorted(marching.items()):
        for dst, ms in dsts.items():
            firsts.setdefault(dst, ms[0])
    for dst, m in sorted(firsts.items()):
        merged.add(act(_hexes(geo, dst, class_="hit"), m.text, say(v, m.action) + MARCH_TIP))
    g.add(merged)
    seat = viewer if viewer is not None else 0
    for (pc, src), dsts in sorted(marching.items()):
        cx, cy, w, h = pos.get((src, seat, pc), (*geo.anchor[src], 20, 14))
        pick = F.g(class_="fv-pick", tabindex="0")
        pick.add(F.rect((f1(cx - w / 2 - 2.5), f1(cy - h / 2 - 2.5)), (f1(w + 5), f1(h + 5)), rx=4,
                        class_="pring"))
        what = pc if pc in data.UNIT_TYPES or pc == "outpost" else "hex building"
        pick["aria-label"] = f"{what} on {b.names[src]}: show where it can march"
        g.add(tip(pick, f"Your {what} on {b.names[src]}: click to show where it can march"))
        dg = F.g(class_="fv-dests")
        for dst in sorted(dsts):
            x2, y2 = geo.anchor[dst]
            n = math.hypot(x2 - cx, y2 - cy) or 1
            k = max(0.0, (n - 12) / n)
            dg.add(F.line((f1(cx), f1(cy)), (f1(cx + (x2 - cx) * k), f1(cy + (y2 - cy) * k)), class_="arrow"))
        for dst, ms in sorted(dsts.items()):
            dg.add(act(_hexes(geo, dst, class_="hit"), ms[0].text, say(v, ms[0].action)))
        g.add(dg)
