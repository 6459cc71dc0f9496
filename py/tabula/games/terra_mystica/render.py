"""SVG of a Terra Mystica table, drawn with svgwrite from the state and the deciding seat's moves.

``render(state, viewer, legal_texts)`` returns one self-contained SVG: the hex map (group
``#tm-map``), the cult board, the power actions, the round scoring, bonus / favor / town tiles,
one panel per player, and a strip with the moves that have no place of their own. Every element
that plays a move carries ``class="act"`` and ``data-action="<faction>: <command>"``.

Speed: svgwrite costs ~10 us per element, so whatever does not depend on the state (defs, the
terrain of each hex, tile faces) is serialised once and cached as text; the cached pieces are
svgwrite output too (escaped) and are spliced in for placeholders after serialisation. No text
from the state is ever put into markup except through svgwrite.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

import svgwrite
from svgwrite.container import Defs, Style

from ...core.errors import TabulaError
from ..svgdoc import RawDoc, f1
from ..svgdoc import act as _act
from ..svgdoc import splice as _splice
from . import data, notation, rules, texts
from .board import board

# ---------------------------------------------------------------------------------------------
# colours, geometry

TERRAIN_FILL = {"yellow": "#ecc94b", "brown": "#a0703f", "black": "#4a4540", "blue": "#3b7dd8",
                "green": "#3f8f45", "gray": "#a5a5a5", "red": "#c4432f"}
TERRAIN_INK = {"yellow": "#a8861a", "brown": "#6b4522", "black": "#8f8a80", "blue": "#bcd8ff",
               "green": "#1f5a25", "gray": "#5e5e5e", "red": "#7a1f12"}
LIGHT = {"yellow", "gray"}  # terrains with dark text / outlines on top
RIVER_FILL = "#cde7f4"
CULT_FILL = {"FIRE": "#d9452b", "WATER": "#2f6fc4", "EARTH": "#8a5a2b", "AIR": "#b9b9b9"}
CULT_TINT = {"FIRE": "#fbe1dc", "WATER": "#dde9fa", "EARTH": "#efe3d6", "AIR": "#f2f2f2"}
POWER_FILL = "#8e5fc0"
GOLD = "#f2b705"

R = 26.0  # hex radius (centre to corner); pointy-top hexes
HW = R * math.sqrt(3) / 2  # half width
PAD = 6.0
HEX_PTS = [(0, -R), (HW, -R / 2), (HW, R / 2), (0, R), (-HW, R / 2), (-HW, -R / 2)]

FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif'
STYLE = f"""
.tm text{{font-family:{FONT}}}
.tm .lbl{{font-size:8px;text-anchor:middle;fill:#1d1d1d}}
.tm .lbl.lt{{fill:#f4f4f4}}
.tm .cap{{font-size:11px;font-weight:700;fill:#555}}
.tm .s{{font-size:9px}}
.tm .mk{{font-size:6.5px;font-weight:700;text-anchor:middle;pointer-events:none}}
.tm .m{{font-size:11px}}
.tm .b{{font-weight:700}}
.tm .c{{text-anchor:middle}}
.tm .r{{text-anchor:end}}
.tm .dim{{opacity:.35}}
.tm .card{{fill:#fffdf6;stroke:#8a7a5a;stroke-width:1}}
.tm .act{{cursor:pointer}}
.tm .hit{{fill:#fff;fill-opacity:.22;stroke:{GOLD};stroke-width:2.5;stroke-dasharray:5 2}}
.tm .act:hover .hit,.tm .act:hover .ring{{fill-opacity:.5}}
.tm .ring{{fill:{GOLD};fill-opacity:.15;stroke:{GOLD};stroke-width:2.5;stroke-dasharray:4 2}}
.tm .btn{{fill:#fff3c4;stroke:#c99700;stroke-width:1.2}}
.tm .act:hover .btn{{fill:#ffe27a}}
.tm use.act:hover{{opacity:.75}}
"""


def pts(points) -> str:
    return " ".join(f"{f1(x)},{f1(y)}" for x, y in points)


def _text_w(s: str, size: float) -> float:
    return len(s) * size * 0.58 + 2


# ---------------------------------------------------------------------------------------------
# the element factory for cached fragments (see ..svgdoc)


_FACTORY = svgwrite.Drawing(debug=False)


def _ser(el) -> str:
    return el.tostring()


# ---------------------------------------------------------------------------------------------
# defs: terrain tiles, buildings, icons


def _glyph(terrain: str, x: float, y: float) -> str:
    """Path data of one terrain mark centred at (x, y)."""
    X = f1(x)
    if terrain == "yellow":  # desert: dots
        return ""
    if terrain == "brown":  # plains: furrows
        return " ".join(f"M{f1(x - 5)},{f1(y + dy)} h10" for dy in (-3, 0, 3))
    if terrain == "black":  # swamp: reeds
        return (f"M{f1(x - 3)},{f1(y + 4)} v-7 M{X},{f1(y + 4)} v-9 M{f1(x + 3)},{f1(y + 4)} v-6 "
                f"M{f1(x - 6)},{f1(y + 4)} h12")
    if terrain == "blue":  # lakes: waves
        return " ".join(f"M{f1(x - 6)},{f1(y + dy)} q1.5,-2.5 3,0 t3,0 t3,0 t3,0" for dy in (-2, 2.5))
    if terrain == "green":  # forest: a tree
        return f"M{X},{f1(y - 6)} l-4.5,8 h9 z M{X},{f1(y + 2)} v3"
    if terrain == "gray":  # mountains: peaks
        return f"M{f1(x - 7)},{f1(y + 4)} l4.5,-8 l3,5 l2,-3 l4.5,6"
    if terrain == "red":  # wasteland: cracks
        return f"M{f1(x - 6)},{f1(y - 3)} l3,3 l-1,3 l4,1 M{f1(x + 1)},{f1(y - 4)} l2,3 l3,-1 l1,4"
    return ""


MARK_SPOTS = ((-15.5, 5), (15.5, 5), (0, 18), (-9, -12), (9, -12))


@cache
def _defs() -> str:
    d = _FACTORY
    defs = Defs(debug=False)
    defs.add(Style(STYLE, debug=False))
    defs.add(d.polygon(HEX_PTS, id="tm-hex"))
    for t in data.TERRAINS:
        g = d.g(id=f"tm-t-{t}")
        g.add(d.polygon(HEX_PTS, fill=TERRAIN_FILL[t], stroke="#2b2b2b", stroke_width=1))
        ink = TERRAIN_INK[t]
        if t == "yellow":
            for x, y in MARK_SPOTS[:3]:
                for dx, dy in ((-3, -2), (2.5, -3), (0, 2), (4, 2.5), (-4, 3)):
                    g.add(d.circle((f1(x + dx), f1(y + dy)), 1.2, fill=ink))
        else:
            path = " ".join(_glyph(t, x, y) for x, y in MARK_SPOTS[:3])
            g.add(d.path(d=path, fill=ink if t == "green" else "none", stroke=ink, stroke_width=1.4,
                         stroke_linecap="round", stroke_linejoin="round"))
        defs.add(g)
    rv = d.g(id="tm-t-river")
    rv.add(d.polygon(HEX_PTS, fill=RIVER_FILL, stroke="#a9d0e6", stroke_width=0.8))
    defs.add(rv)
    # buildings, centred, drawn without paint (the <use> gives fill and stroke)
    shapes = {
        "D": "M-7,8 V-1 L0,-8 L7,-1 V8 Z",
        "TP": "M-10,9 V-1 L-4,-7 L2,-1 V1 H10 V9 Z",
        "SH": "M-11,10 V-7 H-7 V-3 H-2 V-7 H2 V-3 H7 V-7 H11 V10 Z",
    }
    halo = {"fill": "none", "stroke": "#000", "stroke_width": 4, "stroke_opacity": 0.55,
            "stroke_linejoin": "round"}
    for k, dd in shapes.items():
        b = d.g(id=f"tm-b-{k}")
        b.add(d.path(d=dd, **halo))
        b.add(d.path(d=dd))
        defs.add(b)
    te = d.g(id="tm-b-TE")
    te.add(d.circle((0, 1), 8, **halo))
    te.add(d.circle((0, 1), 8))
    defs.add(te)
    sa = d.g(id="tm-b-SA")
    sa.add(d.circle((0, 1), 11.5, **halo))
    sa.add(d.circle((0, 1), 11.5))
    sa.add(d.circle((0, 1), 5.5, fill="none"))
    defs.add(sa)
    # icons
    coin = d.g(id="tm-i-C")
    coin.add(d.circle((0, 0), 5.5, fill="#f5c542", stroke="#9a7300", stroke_width=1))
    defs.add(coin)
    defs.add(d.rect((-5, -5), (10, 10), rx=1.5, id="tm-i-W", fill="#e9e2d0", stroke="#6b5d3f",
                    stroke_width=1))
    defs.add(d.path(d="M0,-6.5 a2.6,2.6 0 1 1 0.01,0 M-4.5,6 L-2,-1.5 H2 L4.5,6 Z", id="tm-i-P",
                    fill="#b07ad6", stroke="#5e3582", stroke_width=1))
    defs.add(d.circle((0, 0), 4.5, id="tm-i-PW", fill=POWER_FILL, stroke="#4b2c6e", stroke_width=1))
    defs.add(d.path(d="M-5,0 a2.6,2.6 0 1 0 5.2,0 a2.6,2.6 0 1 0 -5.2,0 M0.2,0 h6 v2.5 M4,0 v2",
                    id="tm-i-key", fill="none", stroke="#7a5a00", stroke_width=1.5))
    return _ser(defs)


# ---------------------------------------------------------------------------------------------
# the map


class _Geom:
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
        self.rivers = "".join(
            _ser(_FACTORY.use("#tm-t-river", x=f1(x), y=f1(y)))
            for n, (x, y) in ((n, self.centre[n]) for n in b.river))


@cache
def _geom(map_id: str) -> _Geom:
    return _Geom(map_id)


@lru_cache(maxsize=4096)
def _hex_frag(map_id: str, hex_: str, terrain: str) -> str:
    x, y = _geom(map_id).centre[hex_]
    d = _FACTORY
    g = d.g(transform=f"translate({f1(x)},{f1(y)})")
    g.add(d.use(f"#tm-t-{terrain}"))
    t = d.text(hex_, insert=(0, -13), class_="lbl lt" if terrain not in LIGHT else "lbl")
    g.add(t)
    return _ser(g)


def _building(d, x, y, seat_colour: str, kind: str, tip: str):
    u = d.use(f"#tm-b-{kind}", x=f1(x), y=f1(y + 2), fill=TERRAIN_FILL[seat_colour],
              stroke="#111" if seat_colour in LIGHT else "#fff", stroke_width=1.8)
    u.set_desc(title=tip)
    return u


def _map_section(doc: RawDoc, s, clicks) -> tuple:
    d = doc.d
    geo = _geom(s.map_id)
    b = geo.board
    g = d.g(id="tm-map")
    g.add(d.rect((0, 0), (f1(geo.w), f1(geo.h)), rx=6, fill="#e8f3f8"))
    doc.raw(g, geo.rivers + "".join(_hex_frag(s.map_id, h, s.terrain[h]) for h in b.land))
    for h in s.town_hexes:
        x, y = geo.centre[h]
        g.add(d.polygon([(f1(x + px * 0.86), f1(y + py * 0.86)) for px, py in HEX_PTS], fill="none",
                        stroke=GOLD, stroke_width=3))
    marks = faction_marks([p.faction for p in s.players])
    for a, bb, seat in s.bridges:
        home = s.players[seat].home
        g.add(_bridge(d, geo, a, bb, TERRAIN_FILL[home], f"bridge of the {s.players[seat].faction}",
                      mark=marks[seat], ink="#111" if home in LIGHT else "#fff"))
    for h, (seat, kind) in s.building.items():
        x, y = geo.centre[h]
        p = s.players[seat]
        g.add(_building(d, x, y, p.home, kind, f"{p.faction}: {data.BUILDING_NAMES[kind]} on {h}"))
    for h in s.town_hexes:
        x, y = geo.centre[h]
        g.add(d.use("#tm-i-key", x=f1(x + 11), y=f1(y + 14)))
    for a, bb, text in clicks.bridges:
        el = _bridge(d, geo, a, bb, "#fff", None, dashed=True)
        g.add(_act(el, text))
    for h, moves in clicks.hexes.items():
        x, y = geo.centre[h]
        moves.sort(key=lambda m: m[0])
        u = d.use("#tm-hex", x=f1(x), y=f1(y), class_="hit")
        el = d.g()
        el.add(u)
        more = "  (more choices below the map)" if len(moves) > 1 else ""
        g.add(_act(el, moves[0][1], moves[0][1] + more))
    return g, geo.w, geo.h


def _bridge(d, geo, a, b, colour, tip, dashed=False, mark="", ink="#fff"):
    (x1, y1), (x2, y2) = geo.centre[a], geo.centre[b]
    ax, ay = x1 + (x2 - x1) * 0.22, y1 + (y2 - y1) * 0.22
    bx, by = x1 + (x2 - x1) * 0.78, y1 + (y2 - y1) * 0.78
    g = d.g()
    if dashed:
        g.add(d.line((f1(ax), f1(ay)), (f1(bx), f1(by)), stroke=GOLD, stroke_width=9, stroke_opacity=0.55,
                     stroke_linecap="round"))
        g.add(d.line((f1(ax), f1(ay)), (f1(bx), f1(by)), stroke="#fff", stroke_width=3,
                     stroke_dasharray="5 3"))
        return g
    g.add(d.line((f1(ax), f1(ay)), (f1(bx), f1(by)), stroke="#222", stroke_width=9, stroke_linecap="round"))
    g.add(d.line((f1(ax), f1(ay)), (f1(bx), f1(by)), stroke=colour, stroke_width=6, stroke_linecap="round"))
    if mark:  # whose bridge, not by colour alone: the faction's letter in the middle
        mx, my = (x1 + x2) / 2, (y1 + y2) / 2
        g.add(d.circle((f1(mx), f1(my)), 5.5, fill=colour, stroke="#222", stroke_width=1.2))
        g.add(d.text(mark, insert=(f1(mx), f1(my + 2.3)), class_="mk", fill=ink))
    if tip:
        g.set_desc(title=tip)
    return g


# ---------------------------------------------------------------------------------------------
# which legal move goes where


class _Clicks:
    def __init__(self):
        self.hexes: dict[str, list[tuple[int, str, tuple]]] = {}
        self.bridges: list[tuple[str, str, str]] = []
        self.send: dict[tuple[str, int], str] = {}
        self.cult: dict[str, str] = {}
        self.power: dict[str, str] = {}
        self.special: dict[int, list[tuple[str, str]]] = {}
        self.pass_bon: dict[str, str] = {}
        self.favor: dict[str, str] = {}
        self.town: dict[str, str] = {}
        self.buttons: list[tuple[str, str]] = []

    def all_texts(self):
        for ms in self.hexes.values():
            yield from (m[1] for m in ms)
        yield from (t for _, _, t in self.bridges)
        for dct in (self.send, self.cult, self.power, self.pass_bon, self.favor, self.town):
            yield from dct.values()
        for lst in self.special.values():
            yield from (t for _, t in lst)
        yield from (t for _, t in self.buttons)


def _classify(s, moves: list[str], viewer) -> _Clicks:
    cl = _Clicks()
    for text in moves:
        try:
            seat, cmd = notation.split_actor(s, text)
            a = notation.parse_command(s, seat if seat is not None else viewer, cmd)
        except (TabulaError, ValueError, TypeError):
            cl.buttons.append((text, text))
            continue
        verb = a[1]
        label = cmd if seat == viewer else text
        if verb == "build":
            cl.hexes.setdefault(a[2], []).append((0, text, a))
        elif verb == "upgrade":
            cl.hexes.setdefault(a[2], []).append((1 if a[3] != "SH" else 2, text, a))
        elif verb == "transform" and a[2] in s.terrain:
            home = s.players[a[0]].home
            cl.hexes.setdefault(a[2], []).append((3 if a[3] == home else 4, text, a))
        elif verb == "bridge":
            cl.bridges.append((a[2], a[3], text))
        elif verb == "send" and a[3] in (2, 3):
            cl.send[(a[2], a[3])] = text
        elif verb == "send":
            cl.send[(a[2], 1)] = text
        elif verb == "cult":
            cl.cult[a[2]] = text
        elif verb == "action" and a[2] in data.POWER_ACTIONS:
            cl.power[a[2]] = text
        elif verb == "action":
            cl.special.setdefault(a[0], []).append((a[2], text))
        elif verb == "pass" and a[2]:
            cl.pass_bon[a[2]] = text
        elif verb == "favor":
            cl.favor[a[2]] = text
        elif verb == "town":
            cl.town[a[2]] = text
        else:
            cl.buttons.append((label, text))
    return cl


# ---------------------------------------------------------------------------------------------
# moves strip: alternatives on a hex, then the moves without a place


def _strip_section(doc: RawDoc, s, cl: _Clicks, width: float):
    d = doc.d
    groups = []  # lists of (width, item) kept on one row
    for h, moves in cl.hexes.items():
        if len(moves) < 2:
            continue
        moves.sort(key=lambda m: m[0])
        grp = [(_text_w(h, 11) + 4, ("label", h))]
        for _, text, a in moves[1:]:
            if a[1] == "transform":
                grp.append((25, ("swatch", text, a[3])))
            else:
                lab = notation.format_command(s, a)
                grp.append((_text_w(lab, 11) + 12, ("button", lab, text)))
        grp.append((10, None))
        groups.append(grp)
    for lab, text in cl.buttons:
        groups.append([(_text_w(lab, 11) + 12, ("button", lab, text))])
    if not groups:
        return None
    g = d.g()
    x, y, rowh = 8, 20, 24
    g.add(d.text("Moves", insert=(8, 13), class_="cap"))
    items = []
    for grp in groups:
        gw = sum(w for w, _ in grp)
        if x + gw > width - 6 and x > 8:
            x, y = 8, y + rowh
        for w, it in grp:
            if x + w > width - 6 and x > 8:
                x, y = 8, y + rowh
            items.append((x, y, w, it))
            x += w
    for x, y, w, it in items:
        if it is None:
            continue
        if it[0] == "label":
            g.add(d.text(it[1], insert=(f1(x), y + 15), class_="m b"))
        elif it[0] == "swatch":
            el = d.use(f"#tm-t-{it[2]}", transform=f"translate({f1(x + 11)},{y + 11}) scale(0.46)")
            g.add(_act(el, it[1]))
        else:
            el = d.g()
            el.add(d.rect((f1(x), y), (f1(w - 4), 21), rx=5, class_="btn"))
            el.add(d.text(it[1], insert=(f1(x + (w - 4) / 2), y + 15), class_="m c"))
            g.add(_act(el, it[2]))
    h = y + rowh + 4
    g.elements.insert(0, d.rect((0, 0), (f1(width), h), rx=6, fill="#fffaf0", stroke="#e0c97a"))
    return g, width, h


# ---------------------------------------------------------------------------------------------
# cult board

CULT_COL = 54
CULT_LEFT = 20
CULT_ROW = 21


def _cult_section(doc: RawDoc, s, cl: _Clicks, height: float):
    d = doc.d
    g = d.g()
    w = CULT_LEFT + 4 * CULT_COL + 6
    doc.raw(g, _cult_static())
    top = 24
    marks = faction_marks([p.faction for p in s.players])
    for ti, track in enumerate(data.CULTS):
        x0 = CULT_LEFT + ti * CULT_COL
        if track in cl.cult:
            el = d.g()
            el.add(d.rect((x0 + 2, 2), (CULT_COL - 4, 19), rx=4, class_="ring"))
            g.add(_act(el, cl.cult[track]))
        by_level: dict[int, list[int]] = {}
        for seat, p in enumerate(s.players):
            by_level.setdefault(p.cult[ti], []).append(seat)
        for lvl, seats in by_level.items():
            cy = top + (10 - lvl) * CULT_ROW + CULT_ROW / 2
            n = len(seats)
            step = min(10.5, (CULT_COL - 10) / max(1, n - 1)) if n > 1 else 0
            for k, seat in enumerate(seats):
                p = s.players[seat]
                cx = x0 + CULT_COL / 2 + (k - (n - 1) / 2) * step
                c = d.g()
                c.add(d.circle((f1(cx), f1(cy)), 5.5, fill=TERRAIN_FILL[p.home],
                               stroke="#111" if p.home in LIGHT else "#fff", stroke_width=1.5))
                c.add(d.text(marks[seat], insert=(f1(cx), f1(cy + 2.3)), class_="mk",
                             fill="#111" if p.home in LIGHT else "#fff"))
                c.set_desc(title=f"{p.faction}: {lvl} on {texts.CULT_WORDS[track]}")
                g.add(c)
        # priest spots
        sy = top + 11 * CULT_ROW + 8
        spots = s.cult_spots[ti]
        free2 = next((i for i in (1, 2, 3) if spots[i] is None), None)
        for i, (sx, syy) in enumerate(_SPOT_POS):
            cx, cy = x0 + CULT_COL / 2 + sx, sy + syy
            who = spots[i]
            if who is not None:
                p = s.players[who]
                c = d.g()
                c.add(d.circle((f1(cx), f1(cy)), 9, fill=TERRAIN_FILL[p.home],
                               stroke="#111" if p.home in LIGHT else "#fff", stroke_width=1.5))
                c.add(d.text(marks[who], insert=(f1(cx), f1(cy + 3.2)), class_="s b c",
                             fill="#111" if p.home in LIGHT else "#fff"))
                c.set_desc(title=f"priest of the {p.faction} ({data.PRIEST_SPOTS[i]} steps)")
                g.add(c)
            val = data.PRIEST_SPOTS[i]
            key = (track, val)
            if key in cl.send and (i == 0 or i == free2):
                el = d.g()
                el.add(d.circle((f1(cx), f1(cy)), 10, class_="ring"))
                g.add(_act(el, cl.send[key]))
        if (track, 1) in cl.send:
            el = d.g()
            el.add(d.rect((x0 + 9, sy + 44), (CULT_COL - 18, 15), rx=4, class_="btn"))
            el.add(d.text("+1 step", insert=(x0 + CULT_COL / 2, sy + 55), class_="s c"))
            g.add(_act(el, cl.send[(track, 1)]))
        owner = s.cult_top[ti]
        if owner is not None:
            p = s.players[owner]
            k = d.use("#tm-i-key", x=x0 + 8, y=top + CULT_ROW / 2)
            k.set_desc(title=f"the {p.faction} hold the top of {texts.CULT_WORDS[track]}")
            g.add(k)
    return g, w, max(height, top + 11 * CULT_ROW + 80)


_SPOT_POS = ((-12, 10), (12, 10), (-12, 32), (12, 32))


@cache
def _cult_static() -> str:
    d = _FACTORY
    g = d.g()
    top = 24
    for ti, track in enumerate(data.CULTS):
        x0 = CULT_LEFT + ti * CULT_COL
        g.add(d.rect((x0 + 1, 2), (CULT_COL - 2, 19), rx=4, fill=CULT_FILL[track]))
        g.add(d.text(texts.CULT_WORDS[track], insert=(x0 + CULT_COL / 2, 16),
                     class_="m b c", fill="#fff" if track != "AIR" else "#222"))
        g.add(d.rect((x0 + 1, top), (CULT_COL - 2, 11 * CULT_ROW), fill=CULT_TINT[track],
                     stroke=CULT_FILL[track], stroke_width=1))
        for lvl in range(11):
            y = top + (10 - lvl) * CULT_ROW
            if lvl < 10:
                g.add(d.line((x0 + 1, y + CULT_ROW), (x0 + CULT_COL - 1, y + CULT_ROW), stroke="#fff",
                             stroke_width=1))
        sy = top + 11 * CULT_ROW + 8
        for i, (sx, syy) in enumerate(_SPOT_POS):
            cx, cy = x0 + CULT_COL / 2 + sx, sy + syy
            g.add(d.circle((cx, cy), 9, fill="#fff", stroke=CULT_FILL[track], stroke_width=1.5))
            g.add(d.text(str(data.PRIEST_SPOTS[i]), insert=(cx, cy + 4), class_="m b c",
                         fill=CULT_FILL[track] if track != "AIR" else "#555"))
    for lvl in range(11):
        y = top + (10 - lvl) * CULT_ROW + CULT_ROW / 2 + 4
        g.add(d.text(str(lvl), insert=(CULT_LEFT - 3, y), class_="s r"))
        if lvl in data.CULT_POWER:
            x = CULT_LEFT + 4 * CULT_COL + 1
            g.add(d.circle((x + 2, y - 3.5), 4.2, fill=POWER_FILL))
            t = d.text(str(data.CULT_POWER[lvl]), insert=(x + 2, y - 0.5), class_="s c", fill="#fff")
            t.set_desc(title=f"reaching {lvl} gives {data.CULT_POWER[lvl]} power")
            g.add(t)
    for ti in range(4):
        k = d.use("#tm-i-key", x=CULT_LEFT + ti * CULT_COL + CULT_COL / 2 - 1, y=top + CULT_ROW / 2,
                  opacity=0.35)
        g.add(k)
    g.add(d.text("priest spots (3 / 2 steps)", insert=(CULT_LEFT + 2 * CULT_COL, top + 11 * CULT_ROW + 76),
                 class_="s c"))
    return _ser(g)


# ---------------------------------------------------------------------------------------------
# tiles: power actions, round scoring, bonus, favors, towns

PA_W, PA_H = 60, 60


@cache
def _power_tile(name: str) -> str:
    d = _FACTORY
    g = d.g()
    c = 12
    oct_ = [(c, 0), (PA_W - c, 0), (PA_W, c), (PA_W, PA_H - c), (PA_W - c, PA_H), (c, PA_H), (0, PA_H - c),
            (0, c)]
    g.add(d.polygon(oct_, fill="#efe6f8", stroke=POWER_FILL, stroke_width=1.5))
    g.add(d.circle((PA_W / 2, 15), 9, fill=POWER_FILL))
    g.add(d.text(str(data.POWER_ACTIONS[name]), insert=(PA_W / 2, 19), class_="m b c", fill="#fff"))
    g.add(d.text(texts.POWER_ACTION_LABEL[name], insert=(PA_W / 2, 38), class_="s b c"))
    g.add(d.text(name, insert=(PA_W / 2, 51), class_="s c", fill="#777"))
    g.set_desc(title=texts.POWER_ACTION_TEXT[name])
    return _ser(g)


def _power_section(doc: RawDoc, s, cl: _Clicks, per_row: int = 6):
    key = (tuple(n in s.used_actions for n in data.POWER_ACTIONS),
           tuple(cl.power.get(n) for n in data.POWER_ACTIONS), per_row)
    frag, w, h = _power_frag(key)
    g = doc.d.g()
    doc.raw(g, frag)
    return g, w, h


@lru_cache(maxsize=256)
def _power_frag(key):
    used, clicks, per_row = key
    d = _FACTORY
    g = d.g()
    g.add(d.text("Power actions", insert=(2, 11), class_="cap"))
    for i, name in enumerate(data.POWER_ACTIONS):
        x, y = 2 + (i % per_row) * (PA_W + 4), 16 + (i // per_row) * (PA_H + 4)
        t = d.g(transform=f"translate({x},{y})")
        t.add(d.g(id=f"tm-sub-{i}"))
        if used[i]:
            t.add(d.path(d=f"M8,8 L{PA_W - 8},{PA_H - 8} M{PA_W - 8},8 L8,{PA_H - 8}", stroke="#333",
                         stroke_width=3, stroke_opacity=0.7))
            t.add(d.rect((0, 0), (PA_W, PA_H), fill="#fff", fill_opacity=0.45))
        if clicks[i]:
            el = d.g()
            el.add(d.rect((-1, -1), (PA_W + 2, PA_H + 2), rx=12, class_="ring"))
            t.add(_act(el, clicks[i], f"{clicks[i]}: {texts.POWER_ACTION_TEXT[name]}"))
        g.add(t)
    rows = (len(data.POWER_ACTIONS) + per_row - 1) // per_row
    return (_splice(_ser(g), [_power_tile(n) for n in data.POWER_ACTIONS], "tm-sub"),
            2 + per_row * (PA_W + 4), 16 + rows * (PA_H + 4))


SC_W, SC_H = 64, 62


@cache
def _score_tile(name: str, rnd: int) -> str:
    d = _FACTORY
    t = data.SCORING[name]
    g = d.g()
    g.add(d.rect((0, 0), (SC_W, SC_H), rx=5, class_="card"))
    g.add(d.text(f"round {rnd}", insert=(SC_W / 2, 11), class_="s c", fill="#777"))
    trig = "/".join(t["vp"])
    trig = {"SPADE": "spade", "TW": "town"}.get(trig, trig)
    vp = next(iter(t["vp"].values()))
    g.add(d.text(trig.replace("SA/SH", "SH/SA"), insert=(SC_W / 2, 24), class_="m b c"))
    g.add(d.text(f"+{vp} VP each", insert=(SC_W / 2, 35), class_="s c"))
    track, per, reward = t["cult"]
    (rk, rv), = reward.items()
    col = CULT_FILL.get(track, "#555")
    g.add(d.rect((4, 40), (SC_W - 8, 18), rx=3, fill=CULT_TINT.get(track, "#eee"), stroke=col))
    lab = f"{per}{track[0]}" if track != "PRIESTS" else "1P sent"
    g.add(d.text(f"{lab}: {rv}{'sp' if rk == 'SPADE' else rk}", insert=(SC_W / 2, 53), class_="s b c",
                 fill=col if track != "AIR" else "#333"))
    g.set_desc(title=texts.scoring_text(name))
    return _ser(g)


def _scoring_section(doc: RawDoc, s):
    frag, w, h = _scoring_frag(tuple(s.score_tiles), s.round, s.phase == "over")
    g = doc.d.g()
    doc.raw(g, frag)
    return g, w, h


@lru_cache(maxsize=64)
def _scoring_frag(tiles: tuple, rnd: int, over: bool):
    d = _FACTORY
    g = d.g()
    g.add(d.text("Round scoring", insert=(2, 11), class_="cap"))
    for i in range(len(tiles)):
        x = 2 + i * (SC_W + 4)
        t = d.g(transform=f"translate({x},16)")
        t.add(d.g(id=f"tm-sub-{i}"))
        if rnd == i + 1 and not over:
            t.add(d.rect((-1.5, -1.5), (SC_W + 3, SC_H + 3), rx=6, fill="none", stroke="#d0342c",
                         stroke_width=3))
        elif rnd > i + 1 or over:
            t.add(d.rect((0, 0), (SC_W, SC_H), rx=5, fill="#fff", fill_opacity=0.55))
        g.add(t)
    return (_splice(_ser(g), [_score_tile(n, i + 1) for i, n in enumerate(tiles)], "tm-sub"),
            2 + 6 * (SC_W + 4), 16 + SC_H + 2)


BON_W, BON_H = 56, 62
BON_EXTRA = {"BON1": "spade act", "BON2": "cult act", "BON4": "+1 ship", "BON6": "pass SH 4",
             "BON7": "pass TP 2", "BON9": "pass D 1", "BON10": "pass ship 3"}


@cache
def _bonus_tile(name: str) -> str:
    d = _FACTORY
    t = data.BONUS[name]
    g = d.g()
    g.add(d.rect((0, 0), (BON_W, BON_H), rx=5, fill="#f3eedc", stroke="#8a7a5a"))
    g.add(d.text(name, insert=(BON_W / 2, 12), class_="s c", fill="#777"))
    g.add(d.text(texts.res_short(t["income"]), insert=(BON_W / 2, 30), class_="m b c"))
    if name in BON_EXTRA:
        g.add(d.text(BON_EXTRA[name], insert=(BON_W / 2, 45), class_="s c"))
    g.set_desc(title=texts.bonus_text(name))
    return _ser(g)


def _tile_row(doc, s, title, tiles, tile_w, tile_h, body, badge, clicks, per_row=99, tip=None):
    key = (title, tuple(tiles), tile_w, tile_h, body, tuple(badge(n) for n in tiles),
           tuple(clicks.get(n) for n in tiles), per_row, tip)
    frag, w, h = _tile_row_frag(key)
    g = doc.d.g()
    doc.raw(g, frag)
    return g, w, h


@lru_cache(maxsize=512)
def _tile_row_frag(key):
    title, tiles, tile_w, tile_h, body, badges, clicks, per_row, tip = key
    d = _FACTORY
    g = d.g()
    g.add(d.text(title, insert=(2, 11), class_="cap"))
    ncol = min(per_row, max(1, len(tiles)))
    for i, name in enumerate(tiles):
        x = 2 + (i % ncol) * (tile_w + 4)
        y = 16 + (i // ncol) * (tile_h + 4)
        t = d.g(transform=f"translate({x},{y})")
        t.add(d.g(id=f"tm-sub-{i}"))
        b = badges[i]
        if b is not None:
            kind, val = b
            if kind == "gone":
                t.add(d.rect((0, 0), (tile_w, tile_h), rx=5, fill="#fff", fill_opacity=0.6))
            elif val:
                t.add(d.circle((tile_w - 8, tile_h - 8), 7.5, fill="#f5c542" if kind == "coin" else "#555",
                               stroke="#fff", stroke_width=1))
                t.add(d.text(f"{val}" if kind == "coin" else f"×{val}", insert=(tile_w - 8, tile_h - 4.5),
                             class_="s b c", fill="#222" if kind == "coin" else "#fff"))
        if clicks[i]:
            el = d.g()
            el.add(d.rect((-1, -1), (tile_w + 2, tile_h + 2), rx=6, class_="ring"))
            t.add(_act(el, clicks[i], f"{clicks[i]}: {tip(name)}" if tip else None))
        g.add(t)
    rows = max(1, (len(tiles) + ncol - 1) // ncol)
    frag = _splice(_ser(g), [body(n) for n in tiles], "tm-sub")
    return frag, 2 + ncol * (tile_w + 4), 16 + rows * (tile_h + 4)


def _bonus_section(doc, s, cl):
    return _tile_row(doc, s, "Bonus tiles", list(s.bonus_pool), BON_W, BON_H, _bonus_tile,
                     lambda n: ("coin", s.bonus_pool[n]), cl.pass_bon, tip=texts.bonus_text)


FAV_W, FAV_H = 66, 42
FAV_EXTRA = {"FAV5": "town 6", "FAV6": "cult act", "FAV7": "1W 1PW", "FAV8": "+4PW", "FAV9": "+3C",
             "FAV10": "TP +3VP", "FAV11": "D +2VP", "FAV12": "pass TP"}


@cache
def _favor_tile(name: str) -> str:
    d = _FACTORY
    t = data.FAVORS[name]
    (track, n), = t["cult"].items()
    g = d.g()
    g.add(d.rect((0, 0), (FAV_W, FAV_H), rx=5, fill="#fbf3e0", stroke="#8a7a5a"))
    g.add(d.rect((0, 0), (FAV_W, 15), rx=5, fill=CULT_FILL[track]))
    g.add(d.text(f"+{n} {texts.CULT_WORDS[track]}", insert=(FAV_W / 2, 11), class_="s b c",
                 fill="#fff" if track != "AIR" else "#222"))
    g.add(d.text(FAV_EXTRA.get(name, ""), insert=(4, 29), class_="s b"))
    g.add(d.text(name, insert=(4, 39), class_="s", fill="#888"))
    g.set_desc(title=texts.favor_text(name))
    return _ser(g)


def _favor_section(doc, s, cl, per_row):
    return _tile_row(doc, s, "Favor tiles", list(s.fav_pool), FAV_W, FAV_H, _favor_tile,
                     lambda n: ("gone", 0) if s.fav_pool[n] == 0 else ("count", s.fav_pool[n]),
                     cl.favor, per_row=per_row, tip=texts.favor_text)


TW_W, TW_H = 54, 42


@cache
def _town_tile(name: str) -> str:
    d = _FACTORY
    gain = dict(data.TOWNS[name]["gain"])
    g = d.g()
    g.add(d.rect((0, 0), (TW_W, TW_H), rx=5, fill="#fff4cc", stroke="#b8860b"))
    g.add(d.text(f"{gain.pop('VP')} VP", insert=(TW_W / 2, 14), class_="m b c"))
    keys = gain.pop("KEY", 1)
    g.add(d.text(texts.res_short(gain) if name not in ("TW5", "TW6") else f"+{gain['FIRE']} cults",
                 insert=(TW_W / 2, 27), class_="s c"))
    g.add(d.text(name + (" 2 keys" if keys > 1 else ""), insert=(4, 38), class_="s", fill="#888"))
    g.set_desc(title=texts.town_text(name))
    return _ser(g)


def _town_section(doc, s, cl):
    return _tile_row(doc, s, "Town tiles", list(s.town_pool), TW_W, TW_H, _town_tile,
                     lambda n: ("gone", 0) if s.town_pool[n] == 0 else ("count", s.town_pool[n]),
                     cl.town, tip=texts.town_text)


# ---------------------------------------------------------------------------------------------
# player panels

PANEL_W, PANEL_H = 172, 168
SPECIAL_SHORT = {"BON1": "spade", "BON2": "cult step", "FAV6": "cult step", "ACTA": "2 cult steps",
                 "ACTC": "2 actions", "ACTE": "bridge", "ACTG": "2 spades", "ACTN": "sandstorm",
                 "ACTS": "free TP", "ACTW": "free dwelling"}
GAP = 8
STOCK = {"D": 8, "TP": 4, "TE": 3, "SH": 1, "SA": 1}


def income_of(p) -> dict[str, int]:
    """Next round's income of a player."""
    return rules.income_of(p)


def faction_marks(factions: list[str]) -> list[str]:
    """The letters on each player's markers (the cult tracks, priest spots): the first letter of
    the faction's name, or its first two where two factions of the game share the first."""
    names = [texts.faction_name(f) if f else "?" for f in factions]
    firsts = [n[:1].upper() for n in names]
    return [n[:1].upper() + (n[1:2] if firsts.count(n[:1].upper()) > 1 else "") for n in names]


def _panel(doc: RawDoc, s, seat: int, deciding: bool, cl: _Clicks):
    p = s.players[seat]
    key = (p.faction, p.vp, p.c, p.w, p.p, tuple(p.pw), tuple(p.built[b] for b in data.BUILDINGS), p.ship,
           p.dig, p.bonus, tuple(p.favors), tuple(p.towns), p.keys, p.bridges, p.passed, p.dropped,
           deciding, tuple(cl.special.get(seat, ())))
    frag, h = _panel_frag(key)
    g = doc.d.g()
    doc.raw(g, frag)
    return g, PANEL_W, h


@lru_cache(maxsize=256)
def _panel_frag(key: tuple) -> tuple[str, float]:
    """One player's panel, serialised; cached on everything it shows."""
    (faction, vp, c, w, pr, pw, built, ship, dig, bonus, favors, towns, keys, bridges, passed, dropped,
     deciding, special) = key
    d = _FACTORY
    info = data.FACTIONS[faction]
    home = info["home"]
    col = TERRAIN_FILL[home]
    ink = "#111" if home in LIGHT else "#fff"
    name = texts.faction_name(faction)
    g = d.g()
    bg = d.rect((0, 0), (PANEL_W, PANEL_H), rx=7, fill="#fffdf7",
                stroke=GOLD if deciding else "#b9ae96", stroke_width=4 if deciding else 1)
    g.add(bg)
    head = d.g()
    head.add(d.rect((2, 2), (PANEL_W - 4, 22), rx=5, fill=col))
    # the home terrain's pattern, as on the map: whose buildings are whose without colour
    head.add(d.use(f"#tm-t-{home}", transform="translate(14,13) scale(0.34)"))
    head.add(d.text(name, insert=(26, 17), class_="m b", fill=ink))
    head.add(d.text(f"{vp} VP", insert=(PANEL_W - 8, 17), class_="m b r", fill=ink))
    head.set_desc(title=f"{name} ({data.TERRAIN_NAMES[home]}): " + texts.FACTION_TEXT.get(faction, ""))
    g.add(head)
    tag = "dropped out" if dropped else "passed" if passed else "to move" if deciding else None
    if tag:
        tw = _text_w(tag, 9) + 8
        g.add(d.rect((f1(PANEL_W - 6 - tw), 33), (f1(tw), 14), rx=7,
                     fill=GOLD if tag == "to move" else "#777"))
        g.add(d.text(tag, insert=(f1(PANEL_W - 6 - tw / 2), 43.5), class_="s b c",
                     fill="#111" if tag == "to move" else "#fff"))
    # resources
    y = 44
    for i, (res, val, tip) in enumerate((("C", c, "coins"), ("W", w, "workers"), ("P", pr, "priests"))):
        x = 14 + i * 40
        g.add(d.use(f"#tm-i-{res}", x=x, y=y - 4))
        t = d.text(str(val), insert=(x + 9, y), class_="m b")
        t.set_desc(title=tip)
        g.add(t)
    # bowls
    y = 62
    for i, n in enumerate(pw):
        x = 10 + i * 54
        g.add(d.rect((x, y - 10), (48, 16), rx=8, fill="#efe6f8", stroke=POWER_FILL))
        t = d.text(f"{'I' * (i + 1)}: {n}", insert=(x + 24, y + 2), class_="m b c", fill="#4b2c6e")
        t.set_desc(title=f"power in bowl {'I' * (i + 1)}")
        g.add(t)
    # structures left
    y = 86
    for i, b in enumerate(data.BUILDINGS):
        x = 16 + i * 32
        left = STOCK[b] - built[i]
        u = d.use(f"#tm-b-{b}", x=x, y=y, fill=col, stroke="#111" if home in LIGHT else "#333",
                  stroke_width=1, transform=f"translate({x},{y}) scale(0.6) translate({-x},{-y})")
        if left == 0:
            u["opacity"] = 0.3
        g.add(u)
        t = d.text(str(left), insert=(x + 9, y + 6), class_="s b")
        t.set_desc(title=f"{data.BUILDING_NAMES[b]}s left to build")
        g.add(t)
    # levels and income
    inc = rules.income_for(faction, dict(zip(data.BUILDINGS, built)), bonus, favors)
    ship_t = "—" if info["ship"] is None else str(ship)
    dig_t = "—" if info["dig"] is None else str(dig)
    g.add(d.text(f"ship {ship_t} · dig {dig_t} · bridges {3 - bridges} · keys {keys}", insert=(8, 110),
                 class_="s"))
    g.add(d.text(f"income +{inc['C']}C +{inc['W']}W +{inc['P']}P +{inc['PW']}PW", insert=(8, 123),
                 class_="s"))
    # tiles held, then the special actions that can be taken now
    x, y = 6, 132
    held = ([("BON", bonus, texts.bonus_text(bonus))] if bonus else []) + \
        [("FAV", f, texts.favor_text(f)) for f in favors] + [("TW", t, texts.town_text(t)) for t in towns]
    for kind, label, tip in held:
        tw = _text_w(label, 9) + 6
        if x + tw > PANEL_W - 4:
            x, y = 6, y + 16
        el = d.g()
        el.add(d.rect((f1(x), y), (f1(tw), 13), rx=3,
                      fill={"BON": "#f3eedc", "FAV": "#fbe8c8", "TW": "#fff4cc"}[kind], stroke="#8a7a5a"))
        el.add(d.text(label, insert=(f1(x + tw / 2), y + 10), class_="s c"))
        el.set_desc(title=tip)
        g.add(el)
        x += tw + 3
    for act_name, text in special:
        label = f"{act_name}: {SPECIAL_SHORT.get(act_name, 'use')}"
        tw = _text_w(label, 9) + 12
        if x + tw > PANEL_W - 4:
            x, y = 6, y + 16
        el = d.g()
        el.add(d.rect((f1(x), y - 1), (f1(tw), 15), rx=4, class_="btn"))
        el.add(d.text(label, insert=(f1(x + tw / 2), y + 10), class_="s b c"))
        g.add(_act(el, text, f"{text}: {texts.SPECIAL_TEXT.get(act_name, '')}"))
        x += tw + 3
    h = max(PANEL_H, y + 20)
    bg["height"] = f1(h)
    return _ser(g), h


# ---------------------------------------------------------------------------------------------
# the whole table


def _status(s, movers) -> str:
    if s.phase == "over":
        return "Game over"
    who = ", ".join(texts.faction_name(s.players[i].faction) if i < len(s.players) else f"player {i + 1}"
                    for i in movers)
    if s.phase == "factions":
        return f"Setup: choose a faction · {who}"
    if s.phase == "initial":
        return f"Setup: place dwellings · {who}"
    if s.phase == "bonus":
        return f"Setup: pick a bonus tile · {who}"
    return f"Round {s.round} of 6 · to move: {who}"


def _legal_texts(s, viewer) -> list[str]:
    from . import legal

    if viewer is None:
        return []
    return [notation.format_action(s, a) for a in legal.legal(s, viewer)]


def render(state, viewer: int | None, legal_texts=None, layout: str = "wide") -> str:
    """The table as one SVG string; ``legal_texts`` is a list of full move texts (or a dict whose
    values are move texts); None: the legal moves of ``viewer``."""
    from . import GAME

    s = state
    if legal_texts is None:
        moves = _legal_texts(s, viewer)
    elif isinstance(legal_texts, dict):
        moves = list(legal_texts.values())
    else:
        moves = list(legal_texts)
    movers = GAME.to_move(s)
    cl = _classify(s, moves, viewer)
    geo = _geom(s.map_id)
    narrow = layout == "narrow"
    width = geo.w + (0 if narrow else 262)
    width = max(width, 2 + 6 * (SC_W + 4)) if narrow else max(width, 5 * PANEL_W + 4 * GAP)

    # build sections, then flow them left to right
    doc = RawDoc("tm")
    d = doc.d
    sections = [("title", None, width, 24), ("map", _map_section(doc, s, cl)[0], geo.w, geo.h)]
    cult = ("cult", *_cult_section(doc, s, cl, 0 if narrow else geo.h))
    strip = _strip_section(doc, s, cl, width)
    strip = [("strip", *strip)] if strip else []
    sections += (strip + [cult]) if narrow else ([cult] + strip)
    for sec in (_power_section(doc, s, cl, 3 if narrow else 6), _scoring_section(doc, s),
                _bonus_section(doc, s, cl), _town_section(doc, s, cl),
                _favor_section(doc, s, cl, 6 if narrow else 12)):
        sections.append(("tiles", *sec))
    for seat in range(len(s.players)):
        sections.append(("panel", *_panel(doc, s, seat, seat in movers, cl)))

    root = d.g(class_="tm")
    x = y = 0.0
    rowh = 0.0
    gap = GAP
    for kind, grp, w, h in sections:
        if x > 0 and (x + w > width + 0.5 or kind in ("strip", "title")):
            x, y, rowh = 0.0, y + rowh + gap, 0.0
        if kind == "title":
            root.add(d.text(_status(s, movers), insert=(4, y + 17), class_="m b"))
            x, y, rowh = 0.0, y + h, 0.0
            continue
        grp["transform"] = f"translate({f1(x)},{f1(y)})"
        root.add(grp)
        x += w + gap
        rowh = max(rowh, h)
    total_h = y + rowh + 4
    return doc.finish(root, width, total_h, _defs())


# ---------------------------------------------------------------------------------------------
# emblem for the home screen


@cache
def emblem() -> str:
    doc = RawDoc.emblem("tm", "-70 -70 140 140", _defs())
    d = doc.d
    ring = ("yellow", "brown", "black", "blue", "green", "gray")
    g = d.g(transform="scale(0.98)")
    g.add(d.use("#tm-t-red", x=0, y=0))
    for i, t in enumerate(ring):
        ang = math.radians(60 * i)
        g.add(d.use(f"#tm-t-{t}", x=f1(2 * HW * math.cos(ang)), y=f1(2 * HW * math.sin(ang))))
    d.add(g)
    return doc.tostring()
