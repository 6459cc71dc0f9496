"""The map (group ``#fv-map``): the tiles' terrains, outlines and names, Places of Power, explore
tokens, buildings and units, the battle's territory, and the moves on the map.

What does not change during a game is drawn once and cached as text: a map's terrain (``Geom``,
per map), the pieces (per state of the pieces). The moves are drawn at every render:

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

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, tip, use
from .. import data, texts
from ..board import board as territories
from ..board import flower
from ..rules.common import forge, hex_kind
from .moves import marches, marks_text, of_kind
from .palette import COURT_FILL, FACTION_FILL, HEX_PTS, HR, HW, PAD, SEA, cls, initial, ink, xy

# the neighbour across each edge of a pointy-top hex (edge i joins corners i and i + 1)
EDGE_DIR = {0: (1, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 1), 4: (-1, 0), 5: (0, -1)}
MARCH_TIP = "  (click a unit first to choose which one marches)"


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
        for t in range(b.n):
            x, y = self.anchor[t]
            dark = (b.terrain[t] or "court") in ("forest", "court")
            g.add(F.text(b.names[t], insert=(f1(x), f1(y - 19)), class_="lbl lt" if dark else "lbl"))
            if b.pop[t]:
                g.add(tip(use("fv-pop", x + 14, y - 20), f"{b.names[t]} is a Place of Power"))
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


# -- pieces -----------------------------------------------------------------------------------------


def _item_w(it) -> float:
    if it[0] == "bld":
        return 17
    return 29 if it[3] > 1 else 23


def _layout(items, x, y):
    """Positions (cx, cy) of the items, flowed in rows of at most 48 px under the label (a
    territory's pieces are centred on its hex, which the kit's flow from the left does not do)."""
    rows: list[list] = [[]]
    wsum = 0.0
    for it in items:
        w = _item_w(it) + 2
        if rows[-1] and wsum + w > 50:
            rows.append([])
            wsum = 0.0
        rows[-1].append((it, w))
        wsum += w
    out = []
    ys = (-6, 8, 21) if len(rows) <= 3 else (-8, 4, 16, 27)
    for ri, row in enumerate(rows[: len(ys)]):
        cx = x - sum(w for _, w in row) / 2
        for it, w in row:
            out.append((it, cx + w / 2, y + ys[ri]))
            cx += w
    return out


def _building(seats, it, cx, cy):
    """A building: its shape in the owner's colours, the upgrade's letter, the owner's letter."""
    _kind, seat, what, extra = it
    fac, _forge, hexkind = seats[seat]
    glyph = what if what != "hex" else hexkind.replace("_cured", "")
    g = F.g()
    g.add(use(f"fv-b-{glyph}", cx, cy, fill=FACTION_FILL[fac], stroke="#fff" if ink(fac) else "#111",
              stroke_width=1.3))
    if extra:
        g.add(F.text(texts.UPGRADE_SHORT[extra], insert=(f1(cx), f1(cy + 3)), class_=cls("xs b c", ink(fac))))
    g.add(F.text(initial(fac), insert=(f1(cx + 6.5), f1(cy - 3)), class_="fl"))
    name = texts.HEX_NAMES.get(hexkind, "hex building") if what == "hex" else what
    up = f" with {texts.UPGRADE_TEXT[extra]}" if extra else ""
    return tip(g, f"{texts.FACTION_SHORT[fac]}: {name}{up}")


def _units(seats, it, cx, cy):
    """A badge of ``n`` units of one kind: the owner's letter on white, then the count and kind."""
    _kind, seat, what, n = it
    fac, forged, _hexkind = seats[seat]
    w = _item_w(it)
    g = F.g()
    g.add(F.rect((f1(cx - w / 2), f1(cy - 6)), (f1(w), 12), rx=3, fill=FACTION_FILL[fac], stroke="#111",
                 stroke_width=0.8))
    g.add(F.rect((f1(cx - w / 2 + 1.2), f1(cy - 4.8)), (6.6, 9.6), rx=2, fill="#fff"))
    g.add(F.text(initial(fac), insert=(f1(cx - w / 2 + 4.5), f1(cy + 2.6)), class_="mk7 c"))
    lab = (f"{n} " if n > 1 else "") + texts.UNIT_SHORT[what]
    g.add(F.text(lab, insert=(f1(cx + 3.5), f1(cy + 3)), class_=cls("xs b c", ink(fac))))
    return tip(g, f"{texts.FACTION_SHORT[fac]}: {n} × {texts.unit_text(fac, what, forged)}")


def _token(name: str, terrain, dfn: int, mdef: int, x: float, y: float, crowded: bool):
    """An explore token (its defence shown, its reward hidden)."""
    tx, ty = (x - 15, y - 12) if crowded else (x, y + 6)
    tg = F.g()
    tg.add(F.circle((f1(tx), f1(ty)), 6 if crowded else 7.5, fill="#3a2f25", stroke="#e8d9b0",
                    stroke_width=1.5))
    tg.add(F.text(str(dfn), insert=(f1(tx), f1(ty + 3.5)), class_="s b c w"))
    full = dfn + (mdef if terrain == "mountain" else 0)
    return tip(tg, f"{name}: {texts.token_text(dfn, full)}")


def pieces(v, geo: Geom):
    """Tokens, buildings and units (cached text), and where each (territory, seat, piece) is."""
    seats = tuple((p.faction, forge(v, i), hex_kind(v, i)) for i, p in enumerate(v.players))
    return _pieces(geo.key, v.card, seats, tuple(sorted(v.units.items())), tuple(sorted(v.bld.items())),
                   tuple(sorted((t, tk[0]) for t, tk in v.tok.items())))


def _unit_order(kv):
    (seat, u), _n = kv
    return (seat, data.UNIT_TYPES.index(u))


@lru_cache(maxsize=128)
def _pieces(geo_key, card, seats, units, bld, toks):
    geo = geom(*geo_key)
    b = geo.board
    g = F.g()
    units, bld, toks = dict(units), dict(bld), dict(toks)
    pos: dict = {}
    mdef = data.TERRAIN_CARD[card]["mountain_defence"]
    for t in range(b.n):
        items = [("bld", seat, piece, upg) for seat, piece, upg in bld.get(t, ())]
        counts: dict = {}
        for seat, u in units.get(t, ()):
            counts[(seat, u)] = counts.get((seat, u), 0) + 1
        for (seat, u), n in sorted(counts.items(), key=_unit_order):
            items.append(("unit", seat, u, n))
        x, y = geo.anchor[t]
        if t in toks:
            g.add(_token(b.names[t], b.terrain[t], toks[t], mdef, x, y, bool(items)))
        for it, cx, cy in _layout(items, x, y):
            g.add(_building(seats, it, cx, cy) if it[0] == "bld" else _units(seats, it, cx, cy))
            piece = it[2] if it[0] == "unit" else ("hex" if it[2] == "hex" else "outpost")
            pos.setdefault((t, it[1], piece), (cx, cy, _item_w(it)))
    return ser(g), pos


# -- the map with its moves -------------------------------------------------------------------------


def _hexes(geo: Geom, t: int, **attrs):
    """The hexes of territory ``t`` as <use>s of ``fv-hex``, in a group."""
    el = F.g()
    for x, y in geo.hexes[t]:
        el.add(use("fv-hex", x, y, **attrs))
    return el


def map_section(doc: Doc, v, cl, geo: Geom, viewer, marked=()):
    """The map and everything on it, with its moves, as the group ``#fv-map`` at (0, 0);
    ``marked``: the parts of ``moves.marked`` to mark (those on the map: territories, map tiles),
    drawn over the rest."""
    b = geo.board
    g = F.g(id="fv-map")
    doc.raw(g, geo.static)
    if v.battle is not None:
        el = _hexes(geo, v.battle.t, fill="none", stroke="#c23b2e", stroke_width=4)
        g.add(tip(el, f"battle on {b.names[v.battle.t]}"))
    frag, pos = pieces(v, geo)
    over = marks_text([box for box in (_part_box(geo, part) for part in marked) if box], 8)
    on_map = any(key[0] in ("slot", "terr", "march") for key in cl.at)
    doc.raw(g, frag if on_map else frag + over)  # the marks over the pieces (a raw costs ~10 us)
    for (i,), ms in sorted(of_kind(cl, "slot").items()):
        if i < len(geo.slots):
            g.add(_slot(geo, i, ms[0].text))
    for (t,), ms in of_kind(cl, "terr").items():
        more = "  (more choices in the Moves strip)" if len(ms) > 1 else ""
        g.add(act(_hexes(geo, t, class_="hit"), ms[0].text, ms[0].text + more))
    marching = marches(cl)
    if marching:
        _marches(g, geo, marching, pos, viewer)
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


def _slot(geo: Geom, i: int, move: str):
    """A free place for the next map tile: its seven hexes, numbered."""
    el = F.g()
    for h in flower(geo.slots[i]):
        x, y = geo.at(h)
        el.add(use("fv-hex", x, y, class_="hit"))
    cx, cy = geo.at(geo.slots[i])
    el.add(F.text(f"slot {i}", insert=(f1(cx), f1(cy + 4)), class_="m b c"))
    return act(el, move, f"{move}: put the tile here")


def _marches(g, geo: Geom, marching: dict, pos: dict, viewer) -> None:
    """One merged marker per destination, then each unit's handle followed by its destinations."""
    b = geo.board
    merged = F.g(class_="fv-merged")
    firsts: dict[int, str] = {}
    for _key, dsts in sorted(marching.items()):
        for dst, ms in dsts.items():
            firsts.setdefault(dst, ms[0].text)
    for dst, text in sorted(firsts.items()):
        merged.add(act(_hexes(geo, dst, class_="hit"), text, text + MARCH_TIP))
    g.add(merged)
    seat = viewer if viewer is not None else 0
    for (pc, src), dsts in sorted(marching.items()):
        cx, cy, w = pos.get((src, seat, pc), (*geo.anchor[src], 20))
        pick = F.g(class_="fv-pick", tabindex="0")
        pick.add(F.rect((f1(cx - w / 2 - 2.5), f1(cy - 8.5)), (f1(w + 5), 17), rx=4, class_="pring"))
        pick["aria-label"] = f"{pc} on {b.names[src]}: show where it can march"
        g.add(tip(pick, f"{pc} on {b.names[src]}: click to show where it can march"))
        dg = F.g(class_="fv-dests")
        for dst in sorted(dsts):
            x2, y2 = geo.anchor[dst]
            n = math.hypot(x2 - cx, y2 - cy) or 1
            k = max(0.0, (n - 12) / n)
            dg.add(F.line((f1(cx), f1(cy)), (f1(cx + (x2 - cx) * k), f1(cy + (y2 - cy) * k)), class_="arrow"))
        for dst, ms in sorted(dsts.items()):
            dg.add(act(_hexes(geo, dst, class_="hit"), ms[0].text))
        g.add(dg)
