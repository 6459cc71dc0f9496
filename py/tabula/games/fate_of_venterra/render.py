"""SVG of a Fate of Venterra table, drawn with svgwrite from what one player may see.

``render(state, viewer, legal_texts)`` returns one self-contained SVG: a status line, a strip of the
moves that have no place of their own, the hex map (group ``#fv-map``: tiles outlined, terrain
patterns, Places of Power, explore tokens, buildings and units), the battle being fought, the
mastery board (rounds, initiative, both tracks, the quest row, the Power of the Gods row) and one
board per player. Every element that plays a move carries ``class="act"`` and
``data-action="<faction>: <command>"``.

Hidden information: the drawing is made from ``hidden.view(state, viewer)`` only (a spectator,
viewer None, sees what nobody's hand shows), so rivals' hands, secret choices and token rewards
cannot reach the SVG.

Marches: each unit that may march gets a focusable handle (``.fv-pick``) followed by the markers of
its own destinations (``.fv-dests``, shown by CSS while the handle or one of them is focused or
hovered; hidden ones stay in the tab order, since a hidden element cannot take the focus, so Tab
goes from a handle to its destinations); without a focused handle every destination shows one
marker (``.fv-merged``). All of them are moves.

Speed: svgwrite costs ~10 us per element, so what does not change during a game (defs, the map's
terrain, cards, panels between changes) is serialised once, cached as text and spliced in.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

import svgwrite
from svgwrite.container import Defs, Style

from ..svgdoc import RawDoc, f1
from ..svgdoc import act as _act
from ..svgdoc import splice as _splice
from . import data, engine, hidden, texts
from . import rules as R
from .board import DIRS, board, flower, parse_tile, slots_next_to

# ---------------------------------------------------------------------------------------------
# colours, geometry

TERRAIN_FILL = {
    "land": "#c3d98a",
    "water": "#7fb2e0",
    "mountain": "#a39b90",
    "desert": "#ecd592",
    "forest": "#4f8a3c",
    "court": "#8a6aa6",
}
TERRAIN_INK = {
    "land": "#7e9a45",
    "water": "#e8f3ff",
    "mountain": "#5c554c",
    "desert": "#b8963a",
    "forest": "#1f4a18",
    "court": "#cdb8e0",
}
FACTION_FILL = {
    "order": "#f3efe4",
    "legion": "#c23b2e",
    "bear": "#e0ac1c",
    "pack": "#86582f",
    "watch": "#2f6db5",
}
FACTION_INK = {"order": "#222", "legion": "#fff", "bear": "#222", "pack": "#fff", "watch": "#fff"}
GOLD = "#f2b705"
SEA = "#dcebf2"

HR = 30.0  # hex radius, pointy-top
HW = HR * math.sqrt(3) / 2
PAD = 8.0
HEX_PTS = [(0, -HR), (HW, -HR / 2), (HW, HR / 2), (0, HR), (-HW, HR / 2), (-HW, -HR / 2)]

FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif'
STYLE = f"""
.fv text{{font-family:{FONT}}}
.fv .lbl{{font-size:7.5px;text-anchor:middle;fill:#222;opacity:.8}}
.fv .lbl.lt{{fill:#fff}}
.fv .cap{{font-size:11px;font-weight:700;fill:#555}}
.fv .xs{{font-size:7.5px}}
.fv .fl{{font-size:6.5px;font-weight:700;text-anchor:middle;fill:#111;stroke:#fff;stroke-width:2px;
  paint-order:stroke}}
.fv .mk{{font-size:5.5px;font-weight:700;text-anchor:middle}}
.fv .mk7{{font-size:7px;font-weight:700}}
.fv .s{{font-size:9px}}
.fv .m{{font-size:11px}}
.fv .l{{font-size:14px}}
.fv .b{{font-weight:700}}
.fv .c{{text-anchor:middle}}
.fv .r{{text-anchor:end}}
.fv .dim{{opacity:.38}}
.fv .card{{fill:#fffdf6;stroke:#8a7a5a;stroke-width:1}}
.fv .act{{cursor:pointer}}
.fv .hit{{fill:#fff;fill-opacity:.25;stroke:{GOLD};stroke-width:2.5;stroke-dasharray:5 2}}
.fv .act:hover .hit,.fv .act:hover .ring{{fill-opacity:.55}}
.fv .ring{{fill:{GOLD};fill-opacity:.15;stroke:{GOLD};stroke-width:2.5;stroke-dasharray:4 2}}
.fv .btn{{fill:#fff3c4;stroke:#c99700;stroke-width:1.2}}
.fv .act:hover .btn{{fill:#ffe27a}}
.fv .fv-dests{{opacity:0;pointer-events:none}}
.fv .fv-pick:focus+.fv-dests,.fv .fv-pick:hover+.fv-dests,
.fv .fv-dests:hover,.fv .fv-dests:focus-within{{opacity:1;pointer-events:auto}}
.fv:has(.fv-pick:focus,.fv-dests:focus-within) .fv-merged{{display:none}}
.fv .fv-pick{{cursor:pointer;outline:none}}
.fv .pring{{fill:{GOLD};fill-opacity:.25;stroke:{GOLD};stroke-width:2}}
.fv .fv-pick:focus .pring,.fv .fv-pick:hover .pring{{fill-opacity:.7;stroke:#b35c00}}
.fv .arrow{{stroke:#b35c00;stroke-width:2.5;stroke-dasharray:6 3;fill:none;marker-end:url(#fv-arrowhead)}}
"""


def _text_w(s: str, size: float) -> float:
    return len(s) * size * 0.56 + 2


def _wrap(text: str, n: int) -> list[str]:
    """Lines of at most about n characters, broken between words."""
    lines: list[str] = []
    cur = ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > n:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines


_F = svgwrite.Drawing(debug=False)


def _ser(el) -> str:
    return el.tostring()


def _tip(el, text: str):
    el.set_desc(title=text)
    return el


# ---------------------------------------------------------------------------------------------
# defs: terrains (colour + pattern), pieces


def _marks(terrain: str) -> str:
    """Path data of a terrain's pattern marks inside a hex centred at 0,0."""
    spots = ((-13, 4), (13, 4), (0, 19), (-9, -13), (9, -13))
    out = []
    for x, y in spots[:3]:
        X = f1(x)
        if terrain == "land":  # grass tufts
            out.append(
                f"M{f1(x - 4)},{f1(y + 3)} l1.5,-4 M{X},{f1(y + 3)} v-5 M{f1(x + 4)},{f1(y + 3)} l-1.5,-4"
            )
        elif terrain == "water":  # waves
            out.append(
                " ".join(f"M{f1(x - 6)},{f1(y + dy)} q1.5,-2.5 3,0 t3,0 t3,0 t3,0" for dy in (-2, 2.5))
            )
        elif terrain == "mountain":  # peaks
            out.append(f"M{f1(x - 7)},{f1(y + 4)} l4.5,-8 l3,5 l2,-3 l4.5,6")
        elif terrain == "forest":  # trees
            out.append(f"M{X},{f1(y - 6)} l-4.5,8 h9 z M{X},{f1(y + 2)} v3")
        elif terrain == "court":  # paving
            out.append(f"M{f1(x - 5)},{f1(y - 3)} h10 v6 h-10 z M{X},{f1(y - 3)} v6")
    return " ".join(out)


def _glyph_path(kind: str) -> str:
    return {
        "outpost": "M-5.5,-5.5 h11 v11 h-11 z",
        "shrine": "M-6,0 a6,6 0 1 0 12,0 a6,6 0 1 0 -12,0 z",
        "fortress": "M-7,6 V-3 h2.5 v-3 h2 v3 h5 v-3 h2 v3 h2.5 V6 z",
        "kajer": "M0,-7 a2.8,2.8 0 1 1 0.01,0 M-5.5,6.5 L-3,-2 H3 L5.5,6.5 Z",
        "eldapriest": "M0,-7.5 a2.5,2.5 0 1 1 0.01,0 M-5,6.5 L-1.8,-2.5 H1.8 L5,6.5 Z M-6.5,-1 h13",
    }[kind]


@cache
def _defs() -> str:
    d = _F
    defs = Defs(debug=False)
    defs.add(Style(STYLE, debug=False))
    for t, fill in TERRAIN_FILL.items():
        g = d.g(id=f"fv-t-{t}")
        g.add(d.polygon(HEX_PTS, fill=fill, stroke="#3b3b3b", stroke_width=0.8))
        ink = TERRAIN_INK[t]
        if t == "desert":
            for x, y in ((-13, 4), (13, 4), (0, 19)):
                for dx, dy in ((-3, -2), (2.5, -3), (0, 2), (4, 2.5), (-4, 3)):
                    g.add(d.circle((f1(x + dx), f1(y + dy)), 1.1, fill=ink))
        else:
            g.add(
                d.path(
                    d=_marks(t),
                    fill=ink if t == "forest" else "none",
                    stroke=ink,
                    stroke_width=1.3,
                    stroke_linecap="round",
                    stroke_linejoin="round",
                )
            )
        defs.add(g)
    defs.add(d.polygon(HEX_PTS, id="fv-hex"))
    star = []
    for i in range(10):
        rr = 6 if i % 2 == 0 else 2.6
        a = math.radians(-90 + 36 * i)
        star.append((f1(rr * math.cos(a)), f1(rr * math.sin(a))))
    defs.add(d.polygon(star, id="fv-pop", fill=GOLD, stroke="#6b4b00", stroke_width=0.8))
    for kind in ("outpost", "shrine", "fortress", "kajer", "eldapriest"):
        g = d.g(id=f"fv-b-{kind}")
        g.add(
            d.path(
                d=_glyph_path(kind),
                fill="none",
                stroke="#000",
                stroke_width=3.2,
                stroke_opacity=0.5,
                stroke_linejoin="round",
            )
        )
        g.add(d.path(d=_glyph_path(kind)))
        defs.add(g)
    m = d.marker(insert=(3, 3), size=(6, 6), orient="auto", id="fv-arrowhead")
    m.add(d.path(d="M0,0 L6,3 L0,6 z", fill="#b35c00"))
    defs.add(m)
    return _ser(defs)


# ---------------------------------------------------------------------------------------------
# map geometry (cached per map)


def _xy(h) -> tuple[float, float]:
    q, r = h
    return (HW * 2 * (q + r / 2), HR * 1.5 * r)


class _Geom:
    def __init__(self, landmark: str, placements: tuple, slots: tuple):
        b = board(landmark, placements)
        self.board = b
        cells = [h for hs in b.hexes for h in hs]
        for sl in slots:
            cells += flower(sl)
        xs = [_xy(h)[0] for h in cells]
        ys = [_xy(h)[1] for h in cells]
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
        x, y = _xy(h)
        return (round(x + self.ox, 1), round(y + self.oy, 1))

    def _static(self) -> str:
        d = _F
        b = self.board
        g = d.g()
        g.add(d.rect((0, 0), (f1(self.w), f1(self.h)), rx=6, fill=SEA))
        tile_of: dict = {}
        for t in range(b.n):
            tile = b.names[t].split(".")[0]
            for h in b.hexes[t]:
                tile_of[h] = tile
        for t in range(b.n):
            terr = b.terrain[t] or ("court" if b.kind[t].startswith("court") else "land")
            tip = f"{b.names[t]}: {texts.territory_text(b.terrain[t], b.pop[t], b.kind[t])}"
            tg = d.g()
            for x, y in self.hexes[t]:
                tg.add(d.use(f"#fv-t-{terr}", x=f1(x), y=f1(y)))
            tg.set_desc(title=tip)
            g.add(tg)
        # the Court's ring: hide the inner borders between its six hexes
        for t in range(b.n):
            if len(self.hexes[t]) > 1:
                ring = [h for h in b.hexes[t]]
                pts = [self.at(h) for h in ring]
                g.add(
                    d.polyline(
                        pts + [pts[0]],
                        fill="none",
                        stroke=TERRAIN_FILL["court"],
                        stroke_width=14,
                        stroke_linejoin="round",
                        opacity=0.9,
                    )
                )
        # tile outlines: edges between different tiles (or the sea)
        segs = []
        corners = [(HEX_PTS[i], HEX_PTS[(i + 1) % 6]) for i in range(6)]
        # neighbour direction for each edge of a pointy-top hex (edge i joins corner i and i+1)
        edge_dir = {0: (1, -1), 1: (1, 0), 2: (0, 1), 3: (-1, 1), 4: (-1, 0), 5: (0, -1)}
        for h, tile in tile_of.items():
            x, y = self.at(h)
            for i, (c1, c2) in enumerate(corners):
                dq, dr = edge_dir[i]
                if tile_of.get((h[0] + dq, h[1] + dr)) != tile:
                    segs.append(f"M{f1(x + c1[0])},{f1(y + c1[1])} L{f1(x + c2[0])},{f1(y + c2[1])}")
        g.add(
            d.path(d=" ".join(segs), fill="none", stroke="#2a2418", stroke_width=2.6, stroke_linecap="round")
        )
        for t in range(b.n):
            x, y = self.anchor[t]
            terr = b.terrain[t] or "court"
            dark = terr in ("forest", "court")
            g.add(d.text(b.names[t], insert=(f1(x), f1(y - 19)), class_="lbl lt" if dark else "lbl"))
            if b.pop[t]:
                u = d.use("#fv-pop", x=f1(x + 14), y=f1(y - 20))
                g.add(_tip(u, f"{b.names[t]} is a Place of Power"))
        return _ser(g)


@lru_cache(maxsize=64)
def _geom(landmark: str, placements: tuple, slots: tuple) -> _Geom:
    return _Geom(landmark, placements, slots)


# ---------------------------------------------------------------------------------------------
# which legal move goes where


class _Clicks:
    def __init__(self):
        self.terr: dict[int, list[str]] = {}  # territory -> moves (first one is drawn on the map)
        self.march: dict[tuple, dict[int, list[str]]] = {}  # (piece, src) -> dst -> moves
        self.slots: dict[int, str] = {}
        self.quest_row: dict = {}  # 1..3 / "deck" -> move
        self.potg_row: dict = {}
        self.panel: dict[tuple, str] = {}  # (kind, id) -> move on the viewer's board
        self.buttons: list[tuple[str, str]] = []  # (label, move)
        self.tiles: list[tuple[str, int, int, int]] = []  # (move, tile, side, rotation)


def _label(v, cmd: str) -> str:
    words = cmd.split()
    if not words:
        return cmd
    out = []
    for w in words:
        found = None
        for p in v.players:
            if w in data.LEADERS[p.faction]:
                found = data.LEADERS[p.faction][w]["name"]
                break
        if w in data.ABILITY_NAMES:
            found = data.ABILITY_NAMES[w]
        elif w in data.POTG:
            found = data.POTG[w]["name"]
        out.append(found or w)
    if words[0] == "track" and len(words) == 3:
        return f"battle +{words[1]}, development +{words[2]}"
    return " ".join(out)


def _classify(v, moves: list[str], viewer) -> _Clicks:
    cl = _Clicks()
    b = v.board
    for text in moves:
        if ":" not in text:
            cl.buttons.append((text, text))
            continue
        cmd = text.split(":", 1)[1].strip()
        w = cmd.split()
        if not w:
            cl.buttons.append((text, text))
            continue
        verb, args = w[0], w[1:]
        if verb in ("move", "support") and len(args) == 3 and args[1] in b.index and args[2] in b.index:
            key = (args[0], b.index[args[1]])
            cl.march.setdefault(key, {}).setdefault(b.index[args[2]], []).append(text)
            continue
        if verb == "slot" and args and args[0].isdigit():
            cl.slots[int(args[0])] = text
            continue
        if verb == "tile" and len(args) == 2 and args[0].isdigit():
            cl.tiles.append((text, int(args[0]), 0 if args[1] == "a" else 1, 0))
            continue
        if verb == "turn" and args and args[0].isdigit():
            f = engine.top(v)
            if f and f[0] == "tileturn":
                cl.tiles.append((text, f[2], f[3], int(args[0])))
                continue
        terr = next((b.index[a] for a in reversed(args) if a in b.index), None)
        if terr is not None:
            cl.terr.setdefault(terr, []).append(text)
        elif verb == "reserve" and args:
            cl.quest_row[int(args[0]) if args[0].isdigit() else args[0]] = text
        elif verb == "draw" and args and args[0] != "none":
            cl.potg_row[int(args[0]) if args[0].isdigit() else args[0]] = text
        elif verb == "complete" and len(args) == 2 and args[0] == "row":
            cl.quest_row[int(args[1])] = text
        elif verb == "complete" and args and args[0].isdigit():
            cl.panel[("quest", int(args[0]))] = text
        elif verb in ("buy", "take") and args:
            cl.panel[("leader", args[0])] = text
        elif verb == "ability" and args:
            cl.panel[("ability", args[0])] = text
        elif verb == "potg" and args:
            cl.panel[("potg", args[0])] = text
        elif verb == "play" and args:
            cl.panel[("cmd", args[0])] = text
        else:
            cl.buttons.append((_label(v, cmd), text))
    return cl


# ---------------------------------------------------------------------------------------------
# pieces on the map


def _item_w(it) -> float:
    if it[0] == "bld":
        return 17
    return 29 if it[3] > 1 else 23


def _initial(fac: str) -> str:
    """The faction's letter on its pieces and markers (the five factions' names start apart), so
    that whose piece it is never rests on colour alone."""
    return texts.FACTION_SHORT[fac][:1]


def _layout(items, x, y):
    """Positions (cx, cy) of the items, flowed in rows of at most 48 px under the label."""
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
        tot = sum(w for _, w in row)
        cx = x - tot / 2
        for it, w in row:
            out.append((it, cx + w / 2, y + ys[ri]))
            cx += w
    return out


def _piece_el(d, seats, it, cx, cy):
    kind, seat, what, extra = it
    fac, forge, hexkind = seats[seat]
    fill, ink = FACTION_FILL[fac], FACTION_INK[fac]
    fname = texts.FACTION_SHORT[fac]
    if kind == "bld":
        glyph = what if what != "hex" else hexkind.replace("_cured", "")
        g = d.g()
        g.add(
            d.use(
                f"#fv-b-{glyph}",
                x=f1(cx),
                y=f1(cy),
                fill=fill,
                stroke="#111" if ink == "#222" else "#fff",
                stroke_width=1.3,
            )
        )
        if extra:
            g.add(d.text(texts.UPGRADE_SHORT[extra], insert=(f1(cx), f1(cy + 3)), class_="xs b c", fill=ink))
        g.add(d.text(_initial(fac), insert=(f1(cx + 6.5), f1(cy - 3)), class_="fl"))
        name = texts.HEX_NAMES.get(hexkind, "hex building") if what == "hex" else what
        up = f" with {texts.UPGRADE_TEXT[extra]}" if extra else ""
        return _tip(g, f"{fname}: {name}{up}")
    n = extra
    w = _item_w(it)
    g = d.g()
    g.add(d.rect((f1(cx - w / 2), f1(cy - 6)), (f1(w), 12), rx=3, fill=fill, stroke="#111", stroke_width=0.8))
    # the owner's letter on white at the badge's left end, the units on the owner's colour
    g.add(d.rect((f1(cx - w / 2 + 1.2), f1(cy - 4.8)), (6.6, 9.6), rx=2, fill="#fff"))
    g.add(d.text(_initial(fac), insert=(f1(cx - w / 2 + 4.5), f1(cy + 2.6)), class_="mk7 c", fill="#111"))
    lab = (f"{n} " if n > 1 else "") + texts.UNIT_SHORT[what]
    g.add(d.text(lab, insert=(f1(cx + 3.5), f1(cy + 3)), class_="xs b c", fill=ink))
    return _tip(g, f"{fname}: {n} × {texts.unit_text(fac, what, forge)}")


def _pieces(v, geo: _Geom):
    seats = tuple((p.faction, R.forge(v, i), R.hex_kind(v, i)) for i, p in enumerate(v.players))
    key = (
        geo.key,
        v.card,
        seats,
        tuple(sorted(v.units.items())),
        tuple(sorted(v.bld.items())),
        tuple(sorted((t, tk[0]) for t, tk in v.tok.items())),
    )
    return _pieces_frag(key)


@lru_cache(maxsize=128)
def _pieces_frag(key):
    """Tokens, buildings and units, serialised; and where each (territory, seat, piece) was drawn."""
    geo_key, card, seats, units, bld, toks = key
    geo = _geom(*geo_key)
    b = geo.board
    d = _F
    g = d.g()
    units, bld, toks = dict(units), dict(bld), dict(toks)
    pos: dict = {}
    mdef = data.TERRAIN_CARD[card]["mountain_defence"]
    for t in range(b.n):
        items = []
        for seat, piece, upg in bld.get(t, ()):
            items.append(("bld", seat, piece, upg))
        counts: dict = {}
        for seat, u in units.get(t, ()):
            counts[(seat, u)] = counts.get((seat, u), 0) + 1
        for (seat, u), n in sorted(
            counts.items(), key=lambda kv: (kv[0][0], data.UNIT_TYPES.index(kv[0][1]))
        ):
            items.append(("unit", seat, u, n))
        x, y = geo.anchor[t]
        if t in toks:
            dfn = toks[t]
            tx, ty = (x, y + 6) if not items else (x - 15, y - 12)
            tg = d.g()
            tg.add(
                d.circle(
                    (f1(tx), f1(ty)),
                    7.5 if not items else 6,
                    fill="#3a2f25",
                    stroke="#e8d9b0",
                    stroke_width=1.5,
                )
            )
            tg.add(d.text(str(dfn), insert=(f1(tx), f1(ty + 3.5)), class_="s b c", fill="#fff"))
            full = dfn + (mdef if b.terrain[t] == "mountain" else 0)
            tg.set_desc(title=f"{b.names[t]}: {texts.token_text(dfn, full)}")
            g.add(tg)
        for it, cx, cy in _layout(items, x, y):
            g.add(_piece_el(d, seats, it, cx, cy))
            piece = it[2] if it[0] == "unit" else ("hex" if it[2] == "hex" else "outpost")
            pos.setdefault((t, it[1], piece), (cx, cy, _item_w(it)))
    return _ser(g), pos


def _map_section(doc: RawDoc, v, cl: _Clicks, geo: _Geom, viewer):
    d = doc.d
    b = geo.board
    g = d.g(id="fv-map")
    doc.raw(g, geo.static)
    if v.battle is not None:
        el = d.g()
        for x, y in geo.hexes[v.battle.t]:
            el.add(d.use("#fv-hex", x=f1(x), y=f1(y), fill="none", stroke="#c23b2e", stroke_width=4))
        g.add(_tip(el, f"battle on {b.names[v.battle.t]}"))
    frag, pos = _pieces(v, geo)
    doc.raw(g, frag)
    # slots for the next map tile
    for i, text in sorted(cl.slots.items()):
        if i >= len(geo.slots):
            continue
        el = d.g()
        for h in flower(geo.slots[i]):
            x, y = geo.at(h)
            el.add(d.use("#fv-hex", x=f1(x), y=f1(y), class_="hit"))
        cx, cy = geo.at(geo.slots[i])
        el.add(d.text(f"slot {i}", insert=(f1(cx), f1(cy + 4)), class_="m b c"))
        g.add(_act(el, text, f"{text}: put the tile here"))
    # territory moves: the first on the map, the others in the strip
    for t, moves in cl.terr.items():
        el = d.g()
        for x, y in geo.hexes[t]:
            el.add(d.use("#fv-hex", x=f1(x), y=f1(y), class_="hit"))
        more = "  (more choices in the Moves strip)" if len(moves) > 1 else ""
        g.add(_act(el, moves[0], moves[0] + more))
    # marches
    if cl.march:
        viewer_seat = viewer
        merged = d.g(class_="fv-merged")
        firsts: dict[int, str] = {}
        for _key, dsts in sorted(cl.march.items()):
            for dst, moves in dsts.items():
                firsts.setdefault(dst, moves[0])
        for dst, text in sorted(firsts.items()):
            el = d.g()
            for x, y in geo.hexes[dst]:
                el.add(d.use("#fv-hex", x=f1(x), y=f1(y), class_="hit"))
            merged.add(_act(el, text, text + "  (click a unit first to choose which one marches)"))
        g.add(merged)
        for (pc, src), dsts in sorted(cl.march.items()):
            seat = viewer_seat if viewer_seat is not None else 0
            cx, cy, w = pos.get((src, seat, pc), (*geo.anchor[src], 20))
            pick = d.g(class_="fv-pick", tabindex="0")
            pick.add(d.rect((f1(cx - w / 2 - 2.5), f1(cy - 8.5)), (f1(w + 5), 17), rx=4, class_="pring"))
            pick["aria-label"] = f"{pc} on {b.names[src]}: show where it can march"
            pick.set_desc(title=f"{pc} on {b.names[src]}: click to show where it can march")
            g.add(pick)
            dg = d.g(class_="fv-dests")
            for dst in sorted(dsts):
                x2, y2 = geo.anchor[dst]
                L = math.hypot(x2 - cx, y2 - cy) or 1
                k = max(0.0, (L - 12) / L)
                dg.add(
                    d.line((f1(cx), f1(cy)), (f1(cx + (x2 - cx) * k), f1(cy + (y2 - cy) * k)), class_="arrow")
                )
            for dst, moves in sorted(dsts.items()):
                el = d.g()
                for x, y in geo.hexes[dst]:
                    el.add(d.use("#fv-hex", x=f1(x), y=f1(y), class_="hit"))
                dg.add(_act(el, moves[0]))
            g.add(dg)
    return g


# ---------------------------------------------------------------------------------------------
# strip: the current decision and the moves without a place


def _tile_preview(d, tile: int, side: int, rot: int, scale: float = 0.3):
    g = d.g()
    hexes = parse_tile(data.TILES[tile][side])
    cells = flower((0, 0))
    for i, (terr, pop, _c) in enumerate(hexes):
        pos = cells[0] if i == 0 else cells[1 + (i - 1 + rot) % 6]
        x, y = _xy(pos)
        g.add(d.use(f"#fv-t-{terr}", x=f1(x), y=f1(y)))
        if pop:
            g.add(
                d.use(
                    "#fv-pop",
                    x=f1(x),
                    y=f1(y),
                    transform=f"translate({f1(x)},{f1(y)}) scale(1.8) translate({f1(-x)},{f1(-y)})",
                )
            )
    g["transform"] = f"scale({scale})"
    return g


def _strip_section(doc: RawDoc, v, cl: _Clicks, width: float, status: str):
    d = doc.d
    g = d.g()
    x, y, rowh = 8, 22, 25
    g.add(d.text(status, insert=(8, 15), class_="m b"))
    items = []
    if cl.march:
        items.append(
            (
                _text_w("Click a unit with a gold frame, then where it goes:", 10) + 6,
                ("note", "Click a unit with a gold frame, then where it goes:"),
            )
        )
    for t, moves in sorted(cl.terr.items()):
        if len(moves) < 2:
            continue
        items.append((_text_w(v.board.names[t], 11) + 6, ("note", v.board.names[t] + ":")))
        for m in moves:
            lab = _label(v, m.split(":", 1)[1].strip())
            items.append((_text_w(lab, 11) + 12, ("button", lab, m)))
    for _key, dsts in sorted(cl.march.items()):
        for _dst, moves in sorted(dsts.items()):
            for m in moves[1:]:
                lab = m.split(":", 1)[1].strip()
                items.append((_text_w(lab, 11) + 12, ("button", lab, m)))
    for lab, text in cl.buttons:
        items.append((_text_w(lab, 11) + 12, ("button", lab, text)))
    for text, tile, side, rot in cl.tiles:
        items.append((62, ("tile", text, tile, side, rot)))
    if not items:
        return None
    placed = []
    for w, it in items:
        hh = 48 if it[0] == "tile" else 24
        if x + w > width - 6 and x > 8:
            x, y = 8, y + rowh
            rowh = 25
        rowh = max(rowh, hh + 2)
        placed.append((x, y, w, it))
        x += w
    for x, y, w, it in placed:
        if it[0] == "note":
            g.add(d.text(it[1], insert=(f1(x), y + 15), class_="s b"))
        elif it[0] == "button":
            el = d.g()
            el.add(d.rect((f1(x), y), (f1(w - 4), 21), rx=5, class_="btn"))
            el.add(d.text(it[1], insert=(f1(x + (w - 4) / 2), y + 15), class_="m c"))
            g.add(_act(el, it[2]))
        else:
            _k, text, tile, side, rot = it
            el = d.g()
            el.add(d.rect((f1(x), y), (f1(w - 4), 46), rx=5, class_="btn"))
            pv = d.g(transform=f"translate({f1(x + 29)},{y + 22})")
            pv.add(_tile_preview(d, tile, side, rot, 0.24))
            el.add(pv)
            lab = text.split(":", 1)[1].strip()
            g.add(
                _act(
                    el, text, f"{lab}: map tile {tile} side {'ab'[side]}" + (f", turned {rot}" if rot else "")
                )
            )
    h = y + rowh + 2
    g.elements.insert(0, d.rect((0, 0), (f1(width), h), rx=6, fill="#fffaf0", stroke="#e0c97a"))
    return g, width, h


# ---------------------------------------------------------------------------------------------
# battle


def _battle_section(doc: RawDoc, v, width: float):
    b = v.battle
    if b is None or not v.ctx:
        return None
    d = doc.d
    g = d.g()
    try:
        av, dv = engine.battle_values(v)
    except (IndexError, KeyError, AttributeError):
        return None
    t = b.t
    name = v.board.names[t]
    A, D = v.players[b.att], v.players[b.dfn]
    g.add(d.rect((0, 0), (f1(width), 74), rx=6, fill="#fbeaea", stroke="#c23b2e", stroke_width=1.5))
    g.add(d.text(f"Battle on {name}", insert=(8, 16), class_="m b"))
    half = width / 2
    for i, (p, seat, total, bonus, cards, side) in enumerate(
        (
            (A, b.att, av, b.att_bonus, b.att_cards, "attack"),
            (D, b.dfn, dv, b.def_bonus, b.def_cards, "defence"),
        )
    ):
        x0 = 8 + i * half
        g.add(d.rect((x0, 24), (18, 18), rx=3, fill=FACTION_FILL[p.faction], stroke="#111"))
        g.add(d.text(_initial(p.faction), insert=(x0 + 9, 37), class_="m b c", fill=FACTION_INK[p.faction]))
        g.add(d.text(f"{texts.FACTION_SHORT[p.faction]} {side}", insert=(x0 + 24, 37), class_="m b"))
        tt = d.text(str(total), insert=(f1(x0 + half - 24), 42), class_="l b r")
        base = R.attack_total(v, t, seat) if side == "attack" else R.defence_total(v, t, seat)
        parts = [f"pieces {base}"]
        if bonus:
            parts.append(f"support and cards {bonus:+d}")
        if side == "attack" and b.penalty:
            parts.append(f"later battle -{b.penalty}")
        if side == "attack" and v.ctx[-1].bonus_attack:
            parts.append(f"bonus +{v.ctx[-1].bonus_attack}")
        for c in cards:
            L = data.LEADERS[p.faction][c]
            off = f"{seat}:{c}" in b.cancel
            parts.append(f"{L['name']}" + (" (cancelled)" if off else ""))
        g.add(_tip(tt, f"{side} {total}: " + ", ".join(parts)))
        g.add(d.text(", ".join(parts), insert=(x0, 58), class_="s"))
    f = engine.top(v)
    if f and f[0] == "leader":
        waiting = [texts.FACTION_SHORT[v.players[x].faction] for x in f[1] if v.players[x].secret is None]
        g.add(
            d.text(
                "Leader or bluff cards are chosen in secret; waiting for " + ", ".join(waiting),
                insert=(8, 70),
                class_="s",
                fill="#7a1f12",
            )
        )
    elif b.outcome:
        g.add(
            d.text(
                {"att": "the attacker wins", "def": "the defender wins", "tie": "a tie"}[b.outcome],
                insert=(8, 70),
                class_="s b",
            )
        )
    return g, width, 76


# ---------------------------------------------------------------------------------------------
# mastery board

MB_W = 390
QC_W, QC_H = 120, 66
PC_W, PC_H = 120, 46


@cache
def _quest_card(q) -> str:
    d = _F
    g = d.g()
    g.add(d.rect((0, 0), (QC_W, QC_H), rx=5, class_="card"))
    if q == "?":
        g.add(d.text("?", insert=(QC_W / 2, 40), class_="l b c", fill="#999"))
        return _ser(g)
    qd = data.QUESTS[q]
    g.add(d.rect((0, 0), (QC_W, 15), rx=5, fill="#e9dcc0" if qd["kind"] == "acquire" else "#d8e4ef"))
    g.add(d.text(f"Q{q} {qd['kind']}", insert=(5, 11), class_="s b"))
    g.add(d.text(f"{qd['ip']} IP", insert=(QC_W - 5, 11), class_="s b r", fill="#7a4f00"))
    for i, line in enumerate(_wrap(texts.requirement_text(q), 23)[:2]):
        g.add(d.text(line, insert=(5, 27 + i * 10), class_="s"))
    for i, line in enumerate(_wrap("→ " + texts.reward_text(qd["reward"]), 23)[:2]):
        g.add(d.text(line, insert=(5, 50 + i * 10), class_="s b"))
    g.set_desc(title=texts.quest_text(q))
    return _ser(g)


@cache
def _potg_card(c) -> str:
    d = _F
    g = d.g()
    g.add(d.rect((0, 0), (PC_W, PC_H), rx=5, fill="#efe6f8", stroke="#6b4b8e"))
    pd = data.POTG[c]
    g.add(d.text(pd["name"], insert=(5, 13), class_="s b"))
    g.add(
        d.text(
            "battle" if pd["window"] == "battle" else "your turn",
            insert=(PC_W - 5, 25),
            class_="xs r",
            fill="#6b4b8e",
        )
    )
    for i, line in enumerate(_wrap(texts.potg_short(c), 28)[:2]):
        g.add(d.text(line, insert=(5, 35 + i * 8.5), class_="xs"))
    g.set_desc(title=texts.potg_text(c))
    return _ser(g)


def _card_row(d, doc, g, x, y, frags, clicks, w, h, tips):
    for i, frag in enumerate(frags):
        cg = d.g(transform=f"translate({f1(x + i * (w + 6))},{f1(y)})")
        doc.raw(cg, frag)
        if clicks[i]:
            el = d.g()
            el.add(d.rect((-1.5, -1.5), (w + 3, h + 3), rx=6, class_="ring"))
            cg.add(_act(el, clicks[i], f"{clicks[i]}: {tips[i]}"))
        g.add(cg)


def _mastery_section(doc: RawDoc, v, cl: _Clicks, width: float):
    key = (
        width,
        v.round,
        v.phase,
        tuple(v.init),
        tuple((p.faction, p.bid, p.battle, p.dev) for p in v.players),
        tuple(v.quest_row),
        tuple(v.potg_row),
        len(v.quest_deck),
        len(v.potg_deck),
        len(v.potg_discard),
        v.card,
        v.landmark,
        tuple(sorted(cl.quest_row.items(), key=str)),
        tuple(sorted(cl.potg_row.items(), key=str)),
    )
    frag, h = _mastery_frag(key)
    g = doc.d.g()
    doc.raw(g, frag)
    return g, width, h


@lru_cache(maxsize=128)
def _mastery_frag(key) -> tuple[str, float]:
    (
        W,
        rnd,
        phase_,
        init,
        players,
        quest_row,
        potg_row,
        n_quests,
        n_potg,
        n_disc,
        card_,
        landmark,
        qclicks,
        pclicks,
    ) = key
    qclicks, pclicks = dict(qclicks), dict(pclicks)
    doc = RawDoc("fv")
    doc.d = _F
    d = _F
    g = d.g()
    g.add(d.rect((0, 0), (f1(W), 10), fill="none"))
    g.add(d.text("Mastery board", insert=(2, 11), class_="cap"))
    # rounds
    y = 18
    for r in range(1, 7):
        x = 2 + (r - 1) * 30
        cur = r == rnd and phase_ != "over"
        g.add(
            d.rect(
                (x, y),
                (26, 20),
                rx=4,
                fill=GOLD if cur else "#f3eedc" if r > rnd else "#d9d2c0",
                stroke="#8a7a5a",
                stroke_width=2 if cur else 1,
            )
        )
        g.add(d.text(str(r), insert=(x + 13, y + 14), class_="m b c"))
        if r in data.FACTS["bid_after_rounds"]:
            g.add(
                _tip(
                    d.text("bid", insert=(x + 13, y + 29), class_="xs c", fill="#7a4f00"),
                    f"bidding after round {r}",
                )
            )
    phase = engine.PHASE_NAMES.get(phase_, phase_)
    g.add(d.text(f"round {rnd} · {phase}" if rnd else phase, insert=(186, y + 14), class_="s b"))
    # initiative
    y = 56
    g.add(d.text("initiative", insert=(2, y + 10), class_="s", fill="#555"))
    x = 52
    for i, seat in enumerate(init):
        fac, bid, _b, _d = players[seat]
        lab = f"{i + 1}. {texts.FACTION_SHORT[fac]}"
        w = _text_w(lab, 9) + 8
        g.add(d.rect((f1(x), y), (f1(w), 14), rx=7, fill=FACTION_FILL[fac], stroke="#333", stroke_width=0.7))
        g.add(d.text(lab, insert=(f1(x + w / 2), y + 10.5), class_="s b c", fill=FACTION_INK[fac]))
        if bid is not None and rnd >= 2:
            g.add(
                _tip(
                    d.text(f"bid {bid}", insert=(f1(x + w / 2), y + 22), class_="xs c", fill="#555"),
                    f"{texts.FACTION_SHORT[fac]} bid {bid} last time",
                )
            )
        x += w + 4
    # tracks
    y = 84
    doc.raw(g, _tracks_static(W, y))
    cell = (W - 70) / 30
    for ti, track in enumerate(("battle", "dev")):
        ty = y + ti * 42
        by_pos: dict = {}
        for seat, pl in enumerate(players):
            by_pos.setdefault(pl[2 if track == "battle" else 3], []).append(seat)
        for pos, seats in by_pos.items():
            cx = 70 + (pos - 0.5) * cell
            for k, seat in enumerate(seats):
                fac = players[seat][0]
                cy = ty + 22 + k * 7 - (len(seats) - 1) * 3.5
                c = d.g()
                c.add(d.circle((f1(cx), f1(cy)), 4.6, fill=FACTION_FILL[fac], stroke="#111", stroke_width=1))
                c.add(d.text(_initial(fac), insert=(f1(cx), f1(cy + 2)), class_="mk", fill=FACTION_INK[fac]))
                g.add(
                    _tip(
                        c,
                        f"{texts.FACTION_SHORT[fac]}: {texts.TRACK_NAMES[track]} {pos} "
                        f"({R.track_ip(pos)} IP now)",
                    )
                )
    # quest row
    y = 176
    g.add(d.text(f"Quests (deck {n_quests})", insert=(2, y + 10), class_="s b", fill="#555"))
    frags = [_quest_card(q) for q in quest_row]
    _card_row(
        d,
        doc,
        g,
        2,
        y + 14,
        frags,
        [qclicks.get(i + 1) for i in range(len(quest_row))],
        QC_W,
        QC_H,
        [texts.quest_text(q) for q in quest_row],
    )
    if "deck" in qclicks:
        el = d.g()
        bx = 2 + 3 * (QC_W + 6)
        el.add(d.rect((f1(min(bx, W - 44)), y + 1), (40, 12), rx=3, class_="btn"))
        el.add(d.text("deck", insert=(f1(min(bx, W - 44) + 20), y + 10), class_="xs c"))
        g.add(_act(el, qclicks["deck"], f"{qclicks['deck']}: take the top quest of the deck"))
    # power of the gods row
    y = 262
    g.add(
        d.text(
            f"Power of the Gods (deck {n_potg}, discards {n_disc})",
            insert=(2, y + 10),
            class_="s b",
            fill="#555",
        )
    )
    frags = [_potg_card(c) for c in potg_row]
    _card_row(
        d,
        doc,
        g,
        2,
        y + 14,
        frags,
        [pclicks.get(i + 1) for i in range(len(potg_row))],
        PC_W,
        PC_H,
        [texts.potg_text(c) for c in potg_row],
    )
    if "deck" in pclicks:
        el = d.g()
        el.add(d.rect((f1(W - 44), y + 1), (40, 12), rx=3, class_="btn"))
        el.add(d.text("deck", insert=(f1(W - 24), y + 10), class_="xs c"))
        g.add(_act(el, pclicks["deck"], f"{pclicks['deck']}: draw the top card of the deck"))
    y = 328
    card = data.TERRAIN_CARD_NAMES[card_]
    lm = data.LANDMARK_NAMES[landmark]
    tc = data.TERRAIN_CARD[card_]
    ipt = ", ".join(f"{k} {n}" for k, n in tc["ip"].items())
    tg = d.text(f"Terrain card: {card} · landmark: {lm}", insert=(2, y + 10), class_="s")
    g.add(_tip(tg, f"{card}: influence at the end per territory: {ipt}."))
    return _splice(_ser(g), doc.raws, "fv-raw"), y + 14


@lru_cache(maxsize=8)
def _tracks_static(W: float, y0: float) -> str:
    d = _F
    g = d.g()
    cell = (W - 70) / 30
    for ti, track in enumerate(("battle", "dev")):
        ty = y0 + ti * 42
        col = "#c9584a" if track == "battle" else "#4f8a3c"
        g.add(d.text(texts.TRACK_NAMES[track], insert=(2, ty + 25), class_="s b", fill=col))
        for pos in range(1, 31):
            x = 70 + (pos - 1) * cell
            rew = data.TRACK_REWARDS[track].get(pos)
            fill = (
                "#fbe6a2" if rew else ("#efe7da" if pos >= data.FACTS["track_doubling_from"] else "#fbf8f1")
            )
            r = d.rect((f1(x), ty + 10), (f1(cell - 1), 24), fill=fill, stroke=col, stroke_width=0.6)
            tip = f"{texts.TRACK_NAMES[track]} {pos}: {R.track_ip(pos)} IP at the end"
            if rew:
                tip += f"; reaching it brings {texts.TRACK_REWARD_TEXT.get(rew[0], rew[0])}"
            g.add(_tip(r, tip))
            if pos % 5 == 0 or pos == 1 or rew:
                g.add(d.text(str(pos), insert=(f1(x + cell / 2 - 0.5), ty + 8), class_="xs c", fill="#666"))
        g.add(d.text("×2 from 16", insert=(f1(70 + 15 * cell), ty + 42), class_="xs", fill="#777"))
    return _ser(g)


# ---------------------------------------------------------------------------------------------
# player boards


def _chip(
    d, g, x, y, label, fill="#f3eedc", stroke="#8a7a5a", ink="#222", tip=None, move=None, dim=False, maxw=None
):
    w = _text_w(label, 9) + 8
    if maxw is not None and x + w > maxw:
        return x, False
    el = d.g()
    el.add(d.rect((f1(x), y), (f1(w), 14), rx=3, fill=fill, stroke=stroke, class_="btn" if move else None))
    el.add(d.text(label, insert=(f1(x + w / 2), y + 10.5), class_="s c" + (" b" if move else ""), fill=ink))
    if dim:
        el["class"] = "dim"
    if move:
        g.add(_act(el, move, f"{move}: {tip}" if tip else move))
    else:
        if tip:
            el.set_desc(title=tip)
        g.add(el)
    return x + w + 3, True


def _flow_chips(d, g, x0, y, chips, width):
    """chips: (label, kwargs); wraps rows; returns the y below."""
    x = x0
    for label, kw in chips:
        nx, ok = _chip(d, g, x, y, label, maxw=width - 4, **kw)
        if not ok:
            x, y = x0, y + 17
            nx, ok = _chip(d, g, x, y, label, **kw)
        x = nx
    return y + 17


def _panel(doc: RawDoc, v, seat: int, viewer, movers, cl: _Clicks, width: float):
    p = v.players[seat]
    own = seat == viewer
    clicks = tuple(sorted(cl.panel.items())) if own else ()
    score = R.score(v, seat)
    key = (
        width,
        seat,
        own,
        p.faction,
        p.wealth,
        p.battle,
        p.dev,
        tuple(p.hand),
        tuple(p.supply),
        tuple(p.cmds),
        tuple(p.declared),
        p.divined,
        tuple(p.potg),
        tuple(p.reserved),
        tuple(p.completed),
        tuple(p.abilities),
        p.outposts,
        p.shrines,
        tuple(p.upgrades),
        p.hex_state,
        p.cured,
        p.secret,
        clicks,
        tuple(R.pool_left(v, seat, u) for u in data.UNIT_TYPES),
        tuple(R.quest_ok(v, seat, q) for q in p.reserved),
    )
    frag, h = _panel_frag(key)
    d = doc.d
    g = d.g()
    deciding = seat in movers
    fac = p.faction
    fill, ink = FACTION_FILL[fac], FACTION_INK[fac]
    W = width
    g.add(
        d.rect(
            (0, 0),
            (f1(W), f1(h)),
            rx=7,
            fill="#fffdf7",
            stroke=GOLD if deciding else "#b9ae96",
            stroke_width=3.5 if deciding else 1,
        )
    )
    head = d.g()
    head.add(d.rect((2, 2), (f1(W - 4), 22), rx=5, fill=fill, stroke="#333" if fac == "order" else "none"))
    name = data.FACTION_NAMES[fac]
    head.add(d.text(texts.FACTION_SHORT[fac], insert=(8, 17), class_="m b", fill=ink))
    head.add(d.text(f"{sum(score.values())} IP", insert=(f1(W - 8), 17), class_="m b r", fill=ink))
    head.set_desc(
        title=f"{name}: {texts.FACTION_TEXT[fac]} Influence if the game ended now: "
        + ", ".join(f"{k} {n}" for k, n in score.items())
    )
    g.add(head)
    tag = "to move" if deciding else "has chosen" if p.secret is not None else None
    if tag:
        tw = _text_w(tag, 9) + 10
        x = W - 62 - tw
        g.add(
            d.rect((f1(x), 6), (f1(tw), 14), rx=7, fill=GOLD if tag == "to move" else "#555", stroke="#fff")
        )
        g.add(
            d.text(
                tag,
                insert=(f1(x + tw / 2), 16.5),
                class_="s b c",
                fill="#111" if tag == "to move" else "#fff",
            )
        )
    doc.raw(g, frag)
    return g, width, h


@lru_cache(maxsize=256)
def _panel_frag(key) -> tuple[str, float]:
    (
        W,
        seat,
        own,
        fac,
        wealth,
        battle,
        dev,
        hand,
        supply,
        cmds,
        declared,
        divined,
        potg,
        reserved,
        completed,
        abilities,
        outposts,
        shrines,
        upgrades,
        hex_state,
        cured,
        secret,
        clicks,
        pool,
        quest_ok,
    ) = key
    clicks = dict(clicks)
    d = _F
    g = d.g()
    y = 38
    t = d.text(f"Wealth {wealth} · Battle {battle} · Dev {dev}", insert=(8, y), class_="m b")
    g.add(_tip(t, "Wealth (3 Wealth = 1 influence at the end), battle and development track positions"))
    y += 8
    # commands
    chips = []
    for c in data.COMMANDS:
        if c in declared:
            state, fillc = "declared", "#ffe7a8"
        elif c == divined:
            state, fillc = "divination", "#e8dcff"
        elif c in cmds:
            state, fillc = "in hand", "#f3eedc"
        else:
            state, fillc = "used", "#ddd"
        chips.append(
            (
                c,
                {
                    "fill": fillc,
                    "tip": f"{texts.COMMAND_TEXT[c]} ({state})",
                    "move": clicks.get(("cmd", c)),
                    "dim": state == "used",
                },
            )
        )
    y = _flow_chips(d, g, 6, y, chips, W)
    if own and secret is not None and secret != "?":
        sec = secret if isinstance(secret, tuple) else (secret,)
        g.add(
            d.text(
                "your secret choice: " + " ".join(str(x) for x in sec),
                insert=(8, y + 9),
                class_="s",
                fill="#7a1f12",
            )
        )
        y += 14
    # buildings
    hk = data.BOARDS[fac]["hex"]
    hname = texts.HEX_NAMES["kajer_cured" if cured else hk]
    where = {"board": "on the board", "map": "on the map", "gone": "gone for good"}[hex_state]
    ups = " ".join(
        texts.UPGRADE_SHORT[u] for u in data.OUTPOST_UPGRADES + data.SHRINE_UPGRADES if u in upgrades
    )
    t = d.text(f"Outposts {outposts} · shrines {shrines} · {hname} {where}", insert=(8, y + 9), class_="s")
    g.add(
        _tip(t, "buildings still on the faction board (each building on the map earns influence and income)")
    )
    y += 13
    t = d.text(f"Upgrades left: {ups or 'none'}", insert=(8, y + 9), class_="s")
    g.add(_tip(t, "; ".join(texts.UPGRADE_TEXT[u] for u in upgrades) or "all upgrades built"))
    y += 15
    # abilities
    chips = []
    for a, cost in data.ABILITIES[fac].items():
        have = a in abilities
        lab = data.ABILITY_NAMES[a] + ("" if have or cost == 0 else f" ({cost})")
        chips.append(
            (
                lab,
                {
                    "fill": "#dcefd5" if have else "#f6f3ec",
                    "stroke": "#4f8a3c" if have else "#bbb",
                    "tip": data.ABILITY_NAMES[a]
                    + ": "
                    + texts.ABILITY_TEXT[a]
                    + ("" if have else f" Costs {cost} Wealth."),
                    "move": clicks.get(("ability", a)),
                    "dim": not have and not clicks.get(("ability", a)),
                },
            )
        )
    y = _flow_chips(d, g, 6, y, chips, W)
    # leaders
    if own:
        chips = [
            (
                data.LEADERS[fac][c]["name"],
                {"fill": "#fff4cc", "stroke": "#b8860b", "tip": texts.leader_text(fac, c)},
            )
            for c in hand
        ]
        g.add(d.text("Hand:", insert=(8, y + 10), class_="s b"))
        y = _flow_chips(d, g, 40, y, chips, W) if chips else y + 17
    else:
        t = d.text(
            f"Hand: {len(hand)} Leader card{'s' if len(hand) != 1 else ''} (hidden)",
            insert=(8, y + 10),
            class_="s b",
        )
        g.add(t)
        y += 17
    chips = []
    for c in supply:
        mv = clicks.get(("leader", c))
        chips.append(
            (data.LEADERS[fac][c]["name"], {"tip": texts.leader_text(fac, c), "move": mv, "dim": not mv})
        )
    g.add(d.text("Supply:", insert=(8, y + 10), class_="s", fill="#555"))
    y = _flow_chips(d, g, 46, y, chips, W) if chips else y + 17
    # power of the gods
    if own:
        chips = [
            (
                data.POTG[c]["name"],
                {
                    "fill": "#efe6f8",
                    "stroke": "#6b4b8e",
                    "tip": texts.potg_text(c),
                    "move": clicks.get(("potg", c)),
                },
            )
            for c in potg
        ]
        if chips:
            g.add(d.text("Power:", insert=(8, y + 10), class_="s b"))
            y = _flow_chips(d, g, 42, y, chips, W)
    elif potg:
        g.add(
            d.text(
                f"Power of the Gods: {len(potg)} card{'s' if len(potg) != 1 else ''} (hidden)",
                insert=(8, y + 10),
                class_="s b",
            )
        )
        y += 17
    # quests
    chips = []
    for q, ok in zip(reserved, quest_ok):
        mv = clicks.get(("quest", q))
        chips.append(
            (
                f"Q{q}" + (" ✓" if ok else ""),
                {
                    "fill": "#e9dcc0",
                    "tip": texts.quest_text(q) + (" Requirement met." if ok else ""),
                    "move": mv,
                },
            )
        )
    for q in completed:
        chips.append((f"Q{q} done", {"fill": "#dcefd5", "stroke": "#4f8a3c", "tip": texts.quest_text(q)}))
    if chips:
        g.add(d.text("Quests:", insert=(8, y + 10), class_="s b"))
        y = _flow_chips(d, g, 46, y, chips, W)
    pool_txt = " ".join(f"{texts.UNIT_SHORT[u]} {n}" for u, n in zip(data.UNIT_TYPES, pool))
    t = d.text(f"Units left: {pool_txt}", insert=(8, y + 9), class_="xs", fill="#555")
    g.add(_tip(t, "units not on the map yet"))
    y += 14
    return _ser(g), y


# ---------------------------------------------------------------------------------------------
# the whole table


def _status(v, movers) -> str:
    if v.phase == "over":
        best = max(v.final) if v.final else 0
        who = [
            texts.FACTION_SHORT[v.players[i].faction] for i in range(v.n) if v.final and v.final[i] == best
        ]
        return f"Game over · highest influence: {', '.join(who)} ({best} IP)"
    f = engine.top(v)
    what = engine.RULE_NAMES.get(f[0], f[0]) if f else ""
    who = ", ".join(texts.FACTION_SHORT[v.players[i].faction] for i in movers)
    rnd = "Setup" if v.round == 0 else f"Round {v.round} of 6, {engine.PHASE_NAMES.get(v.phase, v.phase)}"
    return f"{rnd} · {what} · to move: {who}"


def _legal_texts(s, viewer) -> list[str]:
    if viewer is None:
        return []
    from . import notation

    return [notation.format_action(s, a) for a in engine.options(s, viewer)]


def render(state, viewer: int | None, legal_texts=None, layout: str = "wide") -> str:
    """The table as one SVG string, as ``viewer`` may see it; ``legal_texts``: the moves to make
    clickable (a list of full move texts, or a dict whose values are move texts); None: the
    viewer's legal moves."""
    s = state
    if legal_texts is None:
        moves = _legal_texts(s, viewer)
    elif isinstance(legal_texts, dict):
        moves = list(legal_texts.values())
    else:
        moves = list(legal_texts)
    v = hidden.view(s, viewer if isinstance(viewer, int) else -1)
    movers = engine.movers(s)
    f = engine.top(v)
    slots = tuple(slots_next_to([p[2] for p in v.placements])) if f and f[0] == "tileslot" else ()
    geo = _geom(v.landmark, tuple(v.placements), slots)
    cl = _classify(v, moves, viewer)
    narrow = layout == "narrow"
    gap = 8.0
    if narrow:
        width = 460.0
        panel_w = (width - gap) / 2
        mb_w = width
    else:
        mb_w = MB_W
        panel_w = 236.0
        width = max(geo.w + 2 * gap + mb_w, 5 * panel_w + 4 * gap)
    doc = RawDoc("fv")
    d = doc.d
    root = d.g(class_="fv")
    y = 0.0
    strip = _strip_section(doc, v, cl, width, _status(v, movers))
    if strip is None:
        root.add(d.text(_status(v, movers), insert=(6, 16), class_="m b"))
        y = 24.0
    else:
        g, _w, h = strip
        root.add(g)
        y = h + gap
    battle = _battle_section(doc, v, width if narrow else geo.w)
    mapg = _map_section(doc, v, cl, geo, viewer)
    if narrow:
        k = min(1.0, width / geo.w)
        mapg["transform"] = f"translate(0,{f1(y)}) scale({round(k, 4)})"
        root.add(mapg)
        y += geo.h * k + gap
        if battle:
            battle[0]["transform"] = f"translate(0,{f1(y)})"
            root.add(battle[0])
            y += battle[2] + gap
        mg, _w, mh = _mastery_section(doc, v, cl, mb_w)
        mg["transform"] = f"translate(0,{f1(y)})"
        root.add(mg)
        y += mh + gap
        cols = 2
    else:
        top = y
        if battle:
            battle[0]["transform"] = f"translate(0,{f1(y)})"
            root.add(battle[0])
            y += battle[2] + gap
        mapg["transform"] = f"translate(0,{f1(y)})"
        root.add(mapg)
        y += geo.h + gap
        mg, _w, mh = _mastery_section(doc, v, cl, mb_w)
        mg["transform"] = f"translate({f1(geo.w + 2 * gap)},{f1(top)})"
        root.add(mg)
        y = max(y, top + mh + gap)
        cols = max(1, int((width + gap) // (panel_w + gap)))
    # player boards, in seat order, the viewer first
    order = list(range(v.n))
    if isinstance(viewer, int) and 0 <= viewer < v.n:
        order = [viewer] + [i for i in order if i != viewer]
    rowh = 0.0
    for i, seat in enumerate(order):
        if i and i % cols == 0:
            y += rowh + gap
            rowh = 0.0
        g, w, h = _panel(doc, v, seat, viewer, movers, cl, panel_w)
        g["transform"] = f"translate({f1((i % cols) * (panel_w + gap))},{f1(y)})"
        root.add(g)
        rowh = max(rowh, h)
    total_h = y + rowh + 4
    return doc.finish(root, width, total_h, _defs())


# ---------------------------------------------------------------------------------------------
# emblem for the home screen


@cache
def emblem() -> str:
    doc = RawDoc.emblem("fv", "-80 -80 160 160", _defs())
    d = doc.d
    g = d.g(transform="scale(0.95)")
    terr = ("mountain", "forest", "water", "land", "desert", "forest")
    g.add(d.use("#fv-t-land", x=0, y=0))
    for i, (dq, dr) in enumerate(DIRS):
        x, y = _xy((dq, dr))
        g.add(d.use(f"#fv-t-{terr[i]}", x=f1(x), y=f1(y)))
    g.add(d.use("#fv-pop", x=0, y=0, transform="scale(2.2)"))
    g.add(
        d.use(
            "#fv-b-fortress",
            x=f1(_xy(DIRS[1])[0]),
            y=f1(_xy(DIRS[1])[1]),
            fill=FACTION_FILL["legion"],
            stroke="#fff",
            stroke_width=1.3,
        )
    )
    d.add(g)
    return doc.tostring()
