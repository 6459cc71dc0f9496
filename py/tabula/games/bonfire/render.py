"""SVG of a Bonfire table, drawn with svgwrite from the state and the deciding seat's moves.

``render(state, viewer, legal_texts=None, layout="wide")`` returns one self-contained SVG:
the sea with its islands, ships, tasks and offering bowls; the Great Bonfire with its seven
fields and portals; the High Council and its council tasks; the path-tile and gnome displays;
the countdown and the general supply; then one city per player (fate field, bonfire spaces,
portal notches, path, guardians, markers, resources, bowls, gnomes). Every element that plays a
move carries ``class="act"`` and ``data-action="p<seat>: <command>"``; a move with no place of
its own is a button in the "Decide" strip at the top, and payment choices are grouped there
under a "Pay ..." heading (the page has no dialogs: that strip is the dialog).

Only what ``GAME.view(state, viewer)`` shows is drawn: draw piles as counts, each bowl stack as
its face-up top and a count, the tasks left in the box as a count.

Speed: svgwrite costs ~10 us per element, so every part is serialised by a cached function
keyed on exactly what it shows (islands, fields, cities, displays); consecutive positions of a
game rebuild only the parts that changed. Cached pieces are svgwrite output (escaped) spliced in
for placeholder groups after serialisation.
"""

from __future__ import annotations

import math
import re
from functools import cache, lru_cache

import svgwrite
from svgwrite.container import Defs, Style

from ...core.errors import TabulaError
from ..svgdoc import RawDoc, act, f1
from . import data, notation, texts
from .state import BONFIRE, WAIT

# ---------------------------------------------------------------------------------------------
# colours

SEAT_FILL = ("#15867a", "#3d4fb8", "#c2185b", "#6d4c41")
MARKER_FILL = {"white": "#f7f6f0", "blue": "#3b78d8", "purple": "#8a4fbf", "red": "#d2412f",
               "orange": "#f08a24", "green": "#3c9a4a", "yellow": "#f5cc16"}
DARK_INK = {"white", "yellow", "orange"}
GUARD_FILL = {"grey": "#9b9b9b", "red": "#d2412f", "natural": "#eadbb8", "pink": "#f39cc3"}
CRYSTAL_FILL = {"blue": "#3b78d8", "red": "#d2412f", "yellow": "#e7b50c"}
TASK_TINT = {"blue": "#dfe9fb", "red": "#fbe2dd", "yellow": "#fdf2c6"}
GOLDC = "#f2b705"
SEA = "#cfe6f1"

FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif'
STYLE = f"""
.bf text{{font-family:{FONT};fill:#1d1d1d}}
.bf .cap{{font-size:12px;font-weight:700;fill:#5a4a2a}}
.bf .t{{font-size:7.5px}}
.bf .s{{font-size:9px}}
.bf .m{{font-size:11px}}
.bf .l{{font-size:14px}}
.bf .b{{font-weight:700}}
.bf .c{{text-anchor:middle}}
.bf .r{{text-anchor:end}}
.bf .w{{fill:#fff}}
.bf .g{{fill:#777}}
.bf .act{{cursor:pointer}}
.bf .ring{{fill:{GOLDC};fill-opacity:.16;stroke:{GOLDC};stroke-width:2.5;stroke-dasharray:5 2}}
.bf .act:hover>.ring{{fill-opacity:.45}}
.bf .btn{{fill:#fff3c4;stroke:#c99700;stroke-width:1.2}}
.bf .act:hover>.btn{{fill:#ffe27a}}
.bf .pay{{fill:#e3f3e1;stroke:#3c8a3c;stroke-width:1.4}}
.bf .act:hover>.pay{{fill:#bfe6ba}}
.bf .pv{{opacity:0;pointer-events:none}}
.bf .act:hover>.pv{{opacity:.9}}
.bf .arrow{{fill:{GOLDC};stroke:#8a6a00;stroke-width:.8}}
.bf .act:hover>.arrow{{fill:#ff8c00}}
"""

GAP = 8


def _tw(s: str, size: float) -> float:
    return len(s) * size * 0.56 + 2


# ---------------------------------------------------------------------------------------------
# fragments


_F = svgwrite.Drawing(debug=False)


def _ser(el) -> str:
    return el.tostring()


def _act(el, text: str, tip: str | None = None):
    return act(el, text, f"{text}: {tip}" if tip else text)


def _hit(x, y, w, h, rx=5):
    return _F.rect((f1(x - 2), f1(y - 2)), (f1(w + 4), f1(h + 4)), rx=rx, class_="ring")


# ---------------------------------------------------------------------------------------------
# defs: marker chips, resources, portal shapes, guardian pawn, bowl, ship, flame

MARKER_GLYPH = {
    "path": "M-4.5,5 L-1.8,-5 M4.5,5 L1.8,-5 M0,-4 v1.6 M0,-0.6 v1.6 M0,2.8 v1.6",
    "ship": "M-5.5,1.5 H5.5 L3.5,5 H-3.5 Z M0,1.5 V-5.5 L4,0 H0",
    "task": "M-5.5,-1 H5.5 A5.5,5.5 0 0 1 -5.5,-1 Z M-2,-3.5 q1,-2 0,-3 M2,-3.5 q1,-2 0,-3",
    "guard": "M-2.3,-3.6 a2.3,2.3 0 1 0 4.6,0 a2.3,2.3 0 1 0 -4.6,0 M-4,5.5 L-2,-0.6 H2 L4,5.5 Z",
    "fire": "M0,-6 C3,-2 5,0 3.5,3.5 C2.5,5.5 -2.5,5.5 -3.5,3.5 C-5,0 -1,-1 0,-6 Z",
    "gnome": "M0,-6.5 L4.8,4 H-4.8 Z M-6,4.5 H6",
    "wild": "M0,-6 L1.6,-1.9 L5.9,-1.9 L2.4,0.8 L3.7,5 L0,2.4 L-3.7,5 L-2.4,0.8 L-5.9,-1.9 L-1.6,-1.9 Z",
}


@cache
def _defs() -> str:
    d = _F
    defs = Defs(debug=False)
    defs.add(Style(STYLE, debug=False))
    for m in data.MARKERS:
        col = data.MARKER_COLOURS[m]
        ink = "#2a2a2a" if col in DARK_INK else "#fff"
        g = d.g(id=f"bf-m-{m}")
        g.add(d.rect((-8, -8), (16, 16), rx=3, fill=MARKER_FILL[col], stroke="#3a3a3a", stroke_width=1))
        filled = m in ("ship", "task", "guard", "fire", "gnome", "wild")
        g.add(d.path(d=MARKER_GLYPH[m], fill=ink if filled else "none", stroke=ink, stroke_width=1.1,
                     stroke_linejoin="round", stroke_linecap="round"))
        defs.add(g)
    # resources, about 14 px
    r = d.g(id="bf-r-blossom")
    for k in range(5):
        a = math.radians(72 * k - 90)
        r.add(d.circle((f1(3.6 * math.cos(a)), f1(3.6 * math.sin(a))), 3, fill="#f29ac0", stroke="#a23c6c",
                       stroke_width=0.7))
    r.add(d.circle((0, 0), 2.3, fill="#f7d23e", stroke="#a27d00", stroke_width=0.6))
    defs.add(r)
    r = d.g(id="bf-r-fruit")
    r.add(d.circle((0, 1.2), 5.6, fill="#e0463a", stroke="#7d1a12", stroke_width=0.8))
    r.add(d.path(d="M0,-4 q3,-4 5,-3 q-2,3 -5,3 z", fill="#4caf50", stroke="#2e6b31", stroke_width=0.6))
    defs.add(r)
    r = d.g(id="bf-r-herb")
    r.add(d.path(d="M-5,6 C-6,-2 0,-6 6,-7 C5,0 1,5 -5,6 Z", fill="#58b15b",
                 stroke="#22602a", stroke_width=0.8))
    r.add(d.path(d="M-5,6 L3,-3", stroke="#22602a", stroke_width=0.8))
    defs.add(r)
    r = d.g(id="bf-r-shell")
    r.add(d.path(d="M0,6 L-6.5,-1 A7,7 0 0 1 6.5,-1 Z", fill="#f1d7b4", stroke="#8c6239", stroke_width=0.8))
    r.add(d.path(d="M0,6 L-3.5,-4.5 M0,6 L0,-5.5 M0,6 L3.5,-4.5", stroke="#8c6239", stroke_width=0.7))
    defs.add(r)
    r = d.g(id="bf-r-root")
    r.add(d.path(d="M-4.5,-4 C-2,-6 3,-6 4.5,-4 L0.6,6.5 L-0.6,6.5 Z", fill="#9b6a3c", stroke="#4f3218",
                 stroke_width=0.8))
    r.add(d.path(d="M-2,-5.5 l-1.5,-2 M1.5,-5.5 l1.5,-2", stroke="#3f8d3f", stroke_width=1.2))
    defs.add(r)
    r = d.g(id="bf-r-gold")
    r.add(d.circle((0, 0), 6, fill="#f5c542", stroke="#8d6a00", stroke_width=0.9))
    r.add(d.circle((0, 0), 3.6, fill="none", stroke="#b58900", stroke_width=0.8))
    defs.add(r)
    r = d.g(id="bf-r-any")
    r.add(d.circle((0, 0), 6, fill="#fff", stroke="#555", stroke_width=0.9, stroke_dasharray="2 1.2"))
    r.add(d.text("?", insert=(0, 3.5), class_="s b c"))
    defs.add(r)
    # portal shapes (no paint: the <use> gives it), about 12 px
    shapes = {
        "circle": d.circle((0, 0), 5.5),
        "square": d.rect((-5, -5), (10, 10)),
        "triangle": d.polygon([(0, -6), (6, 5), (-6, 5)]),
        "diamond": d.polygon([(0, -6.5), (5.5, 0), (0, 6.5), (-5.5, 0)]),
        "star": d.polygon([(f1(6.2 * math.cos(math.radians(36 * k - 90)) * (1 if k % 2 == 0 else 0.45)),
                            f1(6.2 * math.sin(math.radians(36 * k - 90)) * (1 if k % 2 == 0 else 0.45)))
                           for k in range(10)]),
        "moon": d.path(d="M2,-5.8 A6,6 0 1 0 2,5.8 A4.6,4.6 0 1 1 2,-5.8 Z"),
        "hexagon": d.polygon([(f1(5.8 * math.cos(math.radians(60 * k))),
                               f1(5.8 * math.sin(math.radians(60 * k))))
                              for k in range(6)]),
    }
    for name, el in shapes.items():
        el["id"] = f"bf-p-{name}"
        defs.add(el)
    # guardian pawn, 18 px tall, painted by the <use>
    defs.add(d.path(d="M-3.6,-6 a3.6,3.6 0 1 0 7.2,0 a3.6,3.6 0 1 0 -7.2,0 M-6.5,9 C-6,2 -4,-2 0,-2.5 "
                      "C4,-2 6,2 6.5,9 Z", id="bf-pawn"))
    defs.add(d.path(d="M-6,-2 H6 A6,5 0 0 1 -6,-2 Z", id="bf-bowl"))
    defs.add(d.path(d="M-8,0 H8 L5,5 H-5 Z M-1,0 V-9 L6,-2 H-1 Z", id="bf-ship"))
    fl = d.g(id="bf-flame")
    fl.add(d.path(d="M0,-12 C6,-5 9,-1 7,5 C5,10 -5,10 -7,5 C-9,-1 -2,-3 0,-12 Z", fill="#f08a24",
                  stroke="#9c3d00", stroke_width=1))
    fl.add(d.path(d="M0,-3 C3,0 4,2 3,5 C2,7 -2,7 -3,5 C-4,2 -1,1 0,-3 Z", fill="#ffd54a"))
    defs.add(fl)
    return _ser(defs)


def _marker(m: str, x, y, scale=1.0):
    if scale == 1.0:
        return _F.use(f"#bf-m-{m}", x=f1(x), y=f1(y))
    return _F.use(f"#bf-m-{m}", transform=f"translate({f1(x)},{f1(y)}) scale({scale})")


def _res(r: str, x, y, scale=1.0):
    if scale == 1.0:
        return _F.use(f"#bf-r-{r}", x=f1(x), y=f1(y))
    return _F.use(f"#bf-r-{r}", transform=f"translate({f1(x)},{f1(y)}) scale({scale})")


def _portal(shape: str, x, y, fill="#6d5bd0", stroke="#2d2170", dashed=False, scale=1.0):
    kw = {"fill": fill, "stroke": stroke, "stroke_width": 1.2}
    if dashed:
        kw["stroke_dasharray"] = "2 1.5"
    if scale == 1.0:
        return _F.use(f"#bf-p-{shape}", x=f1(x), y=f1(y), **kw)
    return _F.use(f"#bf-p-{shape}", transform=f"translate({f1(x)},{f1(y)}) scale({scale})", **kw)


def _pawn(colour: str, fill: str, x, y, tip: str, scale=1.0):
    g = _F.g(transform=f"translate({f1(x)},{f1(y)})" + (f" scale({scale})" if scale != 1.0 else ""))
    g.add(_F.use("#bf-pawn", fill=fill, stroke="#222", stroke_width=1))
    light = colour in ("natural", "pink", "grey")
    g.add(_F.text(texts.GUARDIAN_LETTER[colour], insert=(0, 7.5), class_="t b c" + ("" if light else " w")))
    g.set_desc(title=tip)
    return g


def _novice(seat: int | None, x, y, r=6.5):
    """A novice: a seat's disc with its number, or the neutral council novice (white, 'C')."""
    g = _F.g()
    if seat is None:
        g.add(_F.circle((f1(x), f1(y)), r, fill="#fff", stroke="#444", stroke_width=1.2))
        g.add(_F.text("C", insert=(f1(x), f1(y + 3)), class_="t b c"))
        g.set_desc(title="council novice")
    else:
        g.add(_F.circle((f1(x), f1(y)), r, fill=SEAT_FILL[seat], stroke="#fff", stroke_width=1.2))
        g.add(_F.text(str(seat + 1), insert=(f1(x), f1(y + 3)), class_="t b c w"))
        g.set_desc(title=f"novice of p{seat + 1}")
    return g


# ---------------------------------------------------------------------------------------------
# which legal move goes where


class _Clicks:
    """Legal move texts sorted by the place they are clicked at; unplaced ones go to the strip."""

    def __init__(self):
        self.at: dict[tuple, list[tuple[str, tuple]]] = {}
        self.order: list[tuple[str, tuple | None]] = []
        self.used: set[str] = set()

    def add(self, key, text, a):
        self.order.append((text, a))
        if key is not None:
            self.at.setdefault(key, []).append((text, a))

    def take(self, key) -> str | None:
        lst = self.at.get(key)
        if not lst:
            return None
        t = lst[0][0]
        self.used.add(t)
        return t

    def rest(self):
        return [(t, a) for t, a in self.order if t not in self.used]


def _key(v, a: tuple, f):
    seat, verb = a[0], a[1]
    if verb == "discard":
        return ("marker", seat, a[2])
    if verb == "fate":
        return ("fate", seat, a[2])
    if verb == "path":
        return ("path", seat)
    if verb == "sail":
        return ("island", a[2])
    if verb == "task":
        return ("task", a[2])
    if verb == "fetch":
        return ("island", a[2])
    if verb == "great":
        return ("gb", a[2])
    if verb == "recruit":
        return ("gnome", a[2], a[3] if len(a) > 3 else "free")
    if verb in ("light", "space"):
        return ("fire", seat, a[2])
    if verb == "councillor":
        return ("ctask", a[2])
    if verb == "pick":
        if a[2] == "draw":
            return ("pile",)
        return ("pathd", a[2]) if a[2] in v.path_display else None
    if verb == "refresh":
        return ("refresh",)
    if verb == "bowl":
        return ("bowl", seat, a[2])
    if verb == "move":
        return ("field", seat, a[3])
    if verb == "stay":
        return ("guard", seat, a[2])
    if verb == "take" and f is not None and f[0] == "gbr":
        return ("gbtake", f[2], a[2])
    if verb == "council":
        return ("council", a[2])
    if verb == "place":
        return ("place", seat)
    return None


def _classify(v, moves: list[str], viewer) -> _Clicks:
    from . import GAME

    cl = _Clicks()
    f = v.q[-1] if v.q else None
    for text in moves:
        try:
            a = GAME.parse(v, text)
        except (TabulaError, ValueError, TypeError, IndexError, KeyError):
            cl.add(None, text, None)
            continue
        cl.add(_key(v, a, f), text, a)
    return cl


# ---------------------------------------------------------------------------------------------
# prompts and button labels


def _prompt(v, f) -> str:
    if f is None:
        return "choose an action"
    k = f[0]
    if k == "swap":
        return "swap the start tile with your stack's middle tile, or keep it"
    if k == "paym":
        m = data.MARKERS[f[2]]
        return f"pay {texts.marker_words(m, f[3])}"
    if k == "payr":
        need = " then ".join("any resource" if x == "any" else x for x in f[2])
        return f"pay resources: {need}"
    if k == "pick":
        return "take a path tile" if f[2] == "build" else "council bonus: take any path tile (or 1 point)"
    if k == "island":
        return f"island action at {v.players[f[1]].ship}, or done"
    if k == "bowl":
        return "give an offering bowl (its good is paid)"
    if k == "space":
        return f"choose a free bonfire space for task {f[2]}"
    if k == "proc":
        return f"procession: move each guardian up to {f[2]} steps, front one first"
    if k == "gbr":
        return f"Great Bonfire field {f[2] + 1}: take {f[4] - len(f[3])} more reward(s)"
    if k == "council":
        return "put a novice into the High Council"
    if k == "bonus":
        return "council bonus: " + data.COUNCIL_TEXT[data.COUNCIL_BONUSES[f[2]]]
    if k == "gain":
        return "choose a good" + (f" ({f[2]} times)" if f[2] > 1 else "")
    if k == "place":
        return "lay the fate tile (click an arrow in your fate field)"
    return k


def _label(v, a: tuple | None, text: str, f) -> str:
    if a is None:
        return text
    verb = a[1]
    if verb == "swap":
        return "swap start tile"
    if verb == "keep":
        return "keep start tile"
    if verb == "pay" and f is not None and f[0] == "paym":
        w = a[2]
        if w == "wild":
            return "1 yellow marker"
        if w == "wild*2":
            return "1 yellow marker as 2"
        if "+" in w:
            x, y = w.split("+")
            return f"2 markers: {texts.MARKER_NAME[x]} + {texts.MARKER_NAME[y]}"
        return texts.marker_words(w)
    if verb == "pay" and f is not None and f[0] == "payr":
        w = a[2]
        need = f[2][0]
        if "+" in w:
            return f"{w.replace('+', ' + ')} (for {need})"
        if w == "gold" and need not in ("gold", "any"):
            return f"gold (for {need})"
        return w
    if verb == "procession":
        n = a[2]
        return f"procession {n} step{'s' if n > 1 else ''}"
    if verb == "pass":
        from .actions import cd_value

        pts = data.COUNTDOWN_PASS_POINTS.get(cd_value(v, a[0]), 0)
        return f"pass (+{pts} points)"
    if verb == "end":
        return "end turn"
    if verb == "stop":
        return "stop the procession"
    if verb == "point":
        return "1 point instead"
    if verb == "done":
        return "done"
    if verb == "gain":
        return a[2]
    if verb == "pick":
        c, r = data.PATH_TILES[a[2]]
        return f"{a[2]}: {r}"
    if verb == "move":
        return f"{a[2]} to {notation.pos_text(a[3])}"
    return notation.format_command(v, a)


# ---------------------------------------------------------------------------------------------
# the strip: decisions without a place of their own


def _icons(a, f) -> list[tuple[str, str]]:
    """Marker or resource symbols shown on a strip button."""
    if a is None:
        return []
    if a[1] == "gain":
        return [("r", a[2])]
    if a[1] == "pay" and f is not None and f[0] in ("paym", "payr"):
        kind = "m" if f[0] == "paym" else "r"
        return [(kind, w) for w in a[2].replace("*2", "").split("+")]
    return []


def _strip(doc, v, cl: _Clicks, width: float, f):
    rest = cl.rest()
    if not rest:
        return None
    groups: dict[str, list] = {}
    for text, a in rest:
        verb = a[1] if a else None
        if verb == "pay":
            title = "Pay " + _prompt(v, f)[4:] + " — choose how"
        elif verb == "gain":
            title = "Choose a good"
        elif verb == "procession":
            title = "Procession (1 guardian marker per step)"
        elif verb == "pick":
            title = "From the draw pile (order hidden)"
        elif verb in ("move", "stay", "stop") and f is not None and f[0] == "proc":
            title = "Procession"
        elif verb in ("swap", "keep"):
            title = "Start tile"
        else:
            title = "Moves"
        groups.setdefault(title, []).append((text, a))
    d = _F
    g = d.g()
    x, y, rowh = 8.0, 6.0, 26
    items = []
    order = sorted(groups, key=lambda t: (not t.startswith("Pay"), t == "Moves"))
    for title in order:
        tw = _tw(title + ":", 11.8) + 6
        if x > 8 and x + tw + 60 > width - 6:
            x, y = 8.0, y + rowh
        items.append(("title", x, y, tw, title + ":", None, None))
        x += tw
        for text, a in groups[title]:
            lab = _label(v, a, text, f)
            icons = _icons(a, f)
            w = _tw(lab, 11) + 14 + 17 * len(icons)
            if x + w > width - 6 and x > 8:
                x, y = 8.0 + 12, y + rowh
            items.append(("btn", x, y, w, lab, text, (a, icons)))
            x += w + 4
        x += 14
    for kind, x, y, w, lab, text, a in items:
        if kind == "title":
            g.add(d.text(lab, insert=(f1(x), y + 15), class_="m b"))
            continue
        a, icons = a
        el = d.g()
        pay = a is not None and a[1] == "pay"
        el.add(d.rect((f1(x), y), (f1(w), 21), rx=5, class_="pay" if pay else "btn"))
        for j, (kind_, name) in enumerate(icons):
            el.add((_marker if kind_ == "m" else _res)(name, x + 12 + 17 * j, y + 10.5, 0.85))
        tx = x + 17 * len(icons) + (w - 17 * len(icons)) / 2
        el.add(d.text(lab, insert=(f1(tx), y + 15), class_="m c"))
        tip = None
        if a is not None and a[1] == "pick":
            tip = texts.path_tile_tip(a[2])
        g.add(_act(el, text, tip))
    h = y + rowh + 6
    g.elements.insert(0, d.rect((0, 0), (f1(width), f1(h)), rx=6, fill="#fffaf0", stroke="#e0c97a",
                                stroke_width=1.5))
    return _ser(g), h


# ---------------------------------------------------------------------------------------------
# the sea

CW, CH = 150, 110
IW, IH = 130, 92
SEA_TOP = 18
GRID = {"blossom1": (0, 0), "herb1": (1, 0), "grey": (2, 0), "fruit1": (3, 0),
        "shell1": (3, 1), "red": (3, 2),
        "blossom2": (3, 3), "herb2": (2, 3), "natural": (1, 3), "fruit2": (0, 3), "shell2": (0, 2),
        "pink": (0, 1), "root1": (1, 1), "root2": (2, 2)}
SEA_W, SEA_H = 4 * CW, SEA_TOP + 4 * CH


def _ipos(i: str) -> tuple[float, float]:
    c, r = GRID[i]
    return c * CW + (CW - IW) / 2, SEA_TOP + r * CH + (CH - IH) / 2


@cache
def _sea_static() -> str:
    d = _F
    g = d.g()
    g.add(d.rect((0, SEA_TOP - 2), (SEA_W, SEA_H - SEA_TOP + 2), rx=10, fill=SEA, stroke="#9cc7dc"))
    g.add(d.text("The sea: islands, sea routes, ships and offering bowls", insert=(2, 12), class_="cap"))
    for a, b in data.ROUTES:
        (xa, ya), (xb, yb) = _ipos(a), _ipos(b)
        g.add(d.line((f1(xa + IW / 2), f1(ya + IH / 2)), (f1(xb + IW / 2), f1(yb + IH / 2)), stroke="#5f9fbf",
                     stroke_width=3, stroke_dasharray="7 4", stroke_linecap="round"))
    return _ser(g)


TASK_W, TASK_H = 40, 46


@lru_cache(maxsize=128)
def _task_card(tid: str, w: float = TASK_W, h: float = TASK_H) -> str:
    d = _F
    colour, pts, _kind, _par = data.TASKS[tid]
    g = d.g()
    g.add(d.rect((0, 0), (w, h), rx=4, fill=TASK_TINT[colour], stroke=CRYSTAL_FILL[colour], stroke_width=1.2))
    g.add(d.rect((0, 0), (w, 14), rx=4, fill=CRYSTAL_FILL[colour]))
    g.add(d.text(f"{pts}", insert=(5, 11), class_="m b" + ("" if colour == "yellow" else " w")))
    g.add(d.text(tid, insert=(w - 3, 10.5), class_="t r" + ("" if colour == "yellow" else " w")))
    a, b = texts.task_short(tid)
    small = h < 40
    g.add(d.text(a, insert=(w / 2, 23 if small else 26), class_="t c"))
    if b:
        g.add(d.text(b, insert=(w / 2, 31 if small else 36), class_="t c"))
    if not small:
        g.add(d.text(colour, insert=(w / 2, h - 2.5), class_="t c g"))
    g.set_desc(title=texts.task_tip(tid))
    return _ser(g)


def _ship(d, x: float, y: float, seat: int):
    """A seat's ship, its seat number in a white badge at the stern (not only its colour)."""
    g = d.g()
    g.add(d.use("#bf-ship", x=x, y=y, fill=SEAT_FILL[seat], stroke="#111", stroke_width=0.8))
    g.add(d.circle((f1(x + 7), f1(y + 5)), 4.3, fill="#fff", stroke="#111", stroke_width=0.6))
    g.add(d.text(str(seat + 1), insert=(f1(x + 7), f1(y + 7.6)), class_="t b c"))
    return g


@lru_cache(maxsize=512)
def _island_frag(i: str, tasks: tuple, bowls: tuple, ships: tuple, left: int, click, task_clicks: tuple,
                 cost) -> str:
    d = _F
    guardian = data.ISLAND_KIND[i] == "guardian"
    g = d.g()
    g.add(d.rect((0, 0), (IW, IH), rx=12, fill="#efe2bb" if not guardian else "#e4e0d6", stroke="#a88c54",
                 stroke_width=1.5))
    if click:
        g.add(_hit(0, 0, IW, IH, 13))
    if guardian:
        g.add(d.text(f"{i} guardians", insert=(8, 14), class_="s b"))
        g.add(_pawn(i, GUARD_FILL[i], 28, 48, f"{i} guardian", scale=1.5))
        g.add(d.text(f"{left} left", insert=(48, 52), class_="m b"))
    else:
        name = i[:-1] + " " + i[-1]
        g.add(d.text(name, insert=(8, 13), class_="s b"))
        g.add(_res(data.ISLAND_RESOURCE[i], IW - 12, 9))
        for k, tid in enumerate(tasks):
            x = 3 + k * 42
            t = d.g(transform=f"translate({x},17)")
            t.add(d.g(id=f"bf-sub-{k}"))
            if task_clicks[k]:
                el = d.g()
                el.add(_hit(0, 0, TASK_W, TASK_H, 5))
                t.add(_act(el, task_clicks[k], texts.task_tip(tid)))
            g.add(t)
    # offering bowls (seat discs on a bowl), then ships
    x = 8
    for seat in bowls:
        b = d.g()
        b.add(d.use("#bf-bowl", x=x + 6, y=IH - 10, fill=SEAT_FILL[seat], stroke="#222", stroke_width=0.8))
        b.add(d.text(str(seat + 1), insert=(x + 6, IH - 3), class_="t b c w"))
        b.set_desc(title=f"offering bowl of p{seat + 1}")
        g.add(b)
        x += 13
    x = IW - 12
    for seat in ships:
        s_ = _ship(d, x, IH - 11, seat)
        s_.set_desc(title=f"ship of p{seat + 1}")
        g.add(s_)
        x -= 19
    tip = texts.island_tip(i)
    out = g
    if click:
        out = _act(g, click, tip + (f" Sailing here costs {cost} ship marker(s)." if cost else ""))
    else:
        g.set_desc(title=tip)
    frag = _ser(out)
    return re.sub('<g id="bf-sub-(\\d+)" />', lambda m: _task_card(tasks[int(m.group(1))]), frag)


def _sea(doc, v, cl: _Clicks):
    from .actions import ship_cost

    d = doc.d
    g = d.g()
    doc.raw(g, _sea_static())
    dock = [seat for seat, p in enumerate(v.players) if p.ship is None]
    for i in data.ISLANDS:
        x, y = _ipos(i)
        ships = tuple(seat for seat, p in enumerate(v.players) if p.ship == i)
        tasks = tuple(v.islands.get(i, ()))
        click = cl.take(("island", i))
        cost = None
        if click:
            try:
                a = next(a for t, a in cl.at[("island", i)] if t == click)
                cost = ship_cost(v, a[0], i) if a[1] == "sail" and not v.q else None
            except (StopIteration, KeyError):
                cost = None
        frag = _island_frag(i, tasks, tuple(v.bowls_on.get(i, ())), ships, v.guardian_supply.get(i, 0), click,
                            tuple(cl.take(("task", t)) for t in tasks), cost)
        doc.place(g, frag, x, y)
    # the harbour (ships not yet sailed) and the box
    hx, hy = 2 * CW + (CW - IW) / 2, SEA_TOP + CH + (CH - IH) / 2
    h = d.g(transform=f"translate({f1(hx)},{f1(hy)})")
    h.add(d.rect((0, 20), (IW, IH - 40), rx=8, fill="#e9f4f9", stroke="#7fb0c8", stroke_dasharray="4 3"))
    h.add(d.text("harbour", insert=(IW / 2, 34), class_="s b c g"))
    for k, seat in enumerate(dock):
        x = 18 + k * 30
        h.add(_ship(d, x, 58, seat))
    h.set_desc(title="Ships still in the harbour: the first trip goes anywhere for 1 ship marker.")
    g.add(h)
    bx, by = CW + (CW - IW) / 2, SEA_TOP + 2 * CH + (CH - IH) / 2
    g.add(d.text(f"{len(v.box)} tasks in the box", insert=(f1(bx + IW / 2), f1(by + IH / 2)), class_="s c g"))
    g.add(d.text("sail: 1 marker per route,", insert=(f1(bx + IW / 2), f1(by + IH / 2 + 13)), class_="t c g"))
    g.add(d.text("3 for any farther island", insert=(f1(bx + IW / 2), f1(by + IH / 2 + 23)), class_="t c g"))
    return g, SEA_W, SEA_H


# ---------------------------------------------------------------------------------------------
# the Great Bonfire

GB_W, GB_H = 300, 296
GB_BW, GB_BH = 80, 58
GB_R = 100
GB_C = (150, 160)


def _gb_pos(k: int) -> tuple[float, float]:
    a = math.radians(-90 + k * 360 / data.GB_FIELDS)
    return GB_C[0] + GB_R * math.cos(a) - GB_BW / 2, GB_C[1] + GB_R * math.sin(a) - GB_BH / 2


@lru_cache(maxsize=256)
def _gb_frag(pos, portals: tuple, clicks: tuple, takes: tuple) -> str:
    d = _F
    g = d.g()
    g.add(d.text("Great Bonfire", insert=(2, 12), class_="cap"))
    g.add(d.circle(GB_C, GB_R + 8, fill="#fbeedd", stroke="#d9a05b", stroke_width=1.5))
    if pos is not None:
        x, y = _gb_pos(pos)
        g.add(d.line(GB_C, (f1(x + GB_BW / 2), f1(y + GB_BH / 2)), stroke="#c0470c", stroke_width=5,
                     stroke_linecap="round"))
    g.add(d.use("#bf-flame", transform=f"translate({GB_C[0]},{GB_C[1]}) scale(1.6)"))
    g.add(d.text("turned to" if pos is not None else "not yet", insert=(GB_C[0], GB_C[1] + 30), class_="t c"))
    g.add(d.text(f"field {pos + 1}" if pos is not None else "turned", insert=(GB_C[0], GB_C[1] + 40),
                 class_="t b c"))
    for k in range(data.GB_FIELDS):
        x, y = _gb_pos(k)
        m, r = data.GB_REWARDS[k]
        box = d.g(transform=f"translate({f1(x)},{f1(y)})")
        here = k == pos
        box.add(d.rect((0, 0), (GB_BW, GB_BH), rx=6, fill="#fff8ea", stroke="#c0470c" if here else "#b08a55",
                       stroke_width=3 if here else 1))
        box.add(d.text(str(k + 1), insert=(5, 11), class_="s b"))
        if clicks[k]:
            box.add(_hit(0, 0, GB_BW, GB_BH, 7))
        mk = d.g()
        mk.add(_marker(m, 24, 22))
        rs = d.g()
        if r == "points":
            rs.add(d.circle((54, 22), 8.5, fill="#fff", stroke="#555"))
            rs.add(d.text("2", insert=(54, 25.5), class_="s b c"))
        else:
            rs.add(_res(r, 54, 22, 1.15))
        tk = dict(takes[k]) if takes[k] else {}
        for el, what, tip in ((mk, "marker", f"a {texts.MARKER_NAME[m]} marker"),
                              (rs, "points" if r == "points" else "resource",
                               "2 points" if r == "points" else f"1 {r}")):
            t = tk.get(what)
            if t:
                el.elements.insert(0, _hit(*((14, 12, 20, 20) if what == "marker" else (44, 12, 20, 20))))
                box.add(_act(el, t, f"take {tip}"))
            else:
                el.set_desc(title=tip)
                box.add(el)
        for j, sh in enumerate(portals[k]):
            px = 12 + j * 18
            pe = d.g()
            t = tk.get(sh)
            if t and sh not in portals[k][:j]:
                pe.add(_hit(px - 7, 38, 14, 14, 3))
                pe.add(_portal(sh, px, 45))
                box.add(_act(pe, t, f"take a {sh} portal"))
            else:
                pe.add(_portal(sh, px, 45))
                pe.set_desc(title=f"{sh} portal")
                box.add(pe)
        if clicks[k]:
            box = _act(box, clicks[k], texts.gb_field_tip(k))
        else:
            box.set_desc(title=texts.gb_field_tip(k))
        g.add(box)
    return _ser(g)


def _gb(doc, v, cl: _Clicks):
    f = v.q[-1] if v.q else None
    clicks = tuple(cl.take(("gb", k)) for k in range(data.GB_FIELDS))
    takes = []
    for k in range(data.GB_FIELDS):
        if f is not None and f[0] == "gbr" and f[2] == k:
            what = ["marker", "resource", "points", *data.PORTAL_SHAPES]
            takes.append(tuple((w, t) for w in what if (t := cl.take(("gbtake", k, w)))))
        else:
            takes.append(())
    frag = _gb_frag(v.gb_pos, tuple(tuple(p) for p in v.gb_portals), clicks, tuple(takes))
    g = doc.d.g()
    doc.raw(g, frag)
    return g, GB_W, GB_H


# ---------------------------------------------------------------------------------------------
# the High Council and the council tasks

HC_TW, HC_TH = 80, 52
CT_W, CT_H = 64, 42
HC_W = 4 * (HC_TW + 4) + 2
HC_H = 16 + 2 * (HC_TH + 4) + 20 + CT_H + 4


@lru_cache(maxsize=256)
def _council_frag(council: tuple, novices: tuple, clicks: tuple, ct_clicks: tuple, cd: tuple) -> str:
    d = _F
    g = d.g()
    g.add(d.text("High Council", insert=(2, 12), class_="cap"))
    for k in range(data.COUNCIL_FIELDS):
        x, y = 2 + (k % 4) * (HC_TW + 4), 16 + (k // 4) * (HC_TH + 4)
        t = d.g(transform=f"translate({x},{y})")
        t.add(d.rect((0, 0), (HC_TW, HC_TH), rx=5, fill="#f2ecfa", stroke="#7d5aa6"))
        if clicks[k]:
            t.add(_hit(0, 0, HC_TW, HC_TH))
        t.add(d.text(str(k + 1), insert=(4, 11), class_="s b"))
        a, b = texts.COUNCIL_SHORT[data.COUNCIL_BONUSES[k]]
        t.add(d.text(a, insert=(HC_TW / 2 + 4, 12), class_="t b c"))
        t.add(d.text(b, insert=(HC_TW / 2 + 4, 22), class_="t b c"))
        for j, who in enumerate(council[k]):
            t.add(_novice(None if who < 0 else who, 9 + (j % 5) * 15, 33 + (j // 5) * 12, 6))
        if clicks[k]:
            t = _act(t, clicks[k], texts.council_tip(k))
        else:
            t.set_desc(title=texts.council_tip(k))
        g.add(t)
    y0 = 16 + 2 * (HC_TH + 4) + 4
    g.add(d.text("Council tasks (4 points each at the end)", insert=(2, y0 + 10), class_="s b"))
    for k, ct in enumerate(data.COUNCIL_TASKS):
        x, y = 2 + k * (CT_W + 3), y0 + 16
        t = d.g(transform=f"translate({x},{y})")
        t.add(d.rect((0, 0), (CT_W, CT_H), rx=5, fill="#eeeeee", stroke="#777"))
        if ct_clicks[k]:
            t.add(_hit(0, 0, CT_W, CT_H))
        t.add(d.text(texts.COUNCIL_TASK_SHORT[ct], insert=(CT_W / 2, 13), class_="t b c"))
        if novices[k]:
            t.add(_novice(None, CT_W / 2, 28, 7))
        else:
            t.add(d.text("novice gone", insert=(CT_W / 2, 31), class_="t c g"))
        if ct_clicks[k]:
            t = _act(t, ct_clicks[k], texts.council_task_tip(ct))
        else:
            t.set_desc(title=texts.council_task_tip(ct))
        g.add(t)
    return _ser(g)


def _council(doc, v, cl):
    clicks = tuple(cl.take(("council", k)) for k in range(data.COUNCIL_FIELDS))
    ctc = tuple(cl.take(("ctask", ct)) for ct in data.COUNCIL_TASKS)
    frag = _council_frag(tuple(tuple(f) for f in v.council), tuple(v.council_novices), clicks, ctc, ())
    g = doc.d.g()
    doc.raw(g, frag)
    return g, HC_W, HC_H


# ---------------------------------------------------------------------------------------------
# displays: path tiles, gnomes; countdown and supply

PT_W, PT_H = 46, 46


@lru_cache(maxsize=64)
def _path_tile(t: str | None, w: float = PT_W, h: float = PT_H) -> str:
    d = _F
    g = d.g()
    if t is None:  # the start path
        g.add(d.rect((0, 0), (w, h), rx=4, fill="#e8dcc0", stroke="#8a7a5a"))
        g.add(d.text("start path", insert=(w / 2, 12), class_="t b c"))
        g.add(_res(data.START_PATH_RESOURCE, w / 2, h / 2 + 6))
        g.set_desc(title=f"The start path (path field 1): yields {data.START_PATH_RESOURCE}.")
        return _ser(g)
    c, r = data.PATH_TILES[t]
    g.add(d.rect((0, 0), (w, h), rx=4, fill="#f1e7cf", stroke="#8a7a5a"))
    g.add(d.polygon([(5, 2), (10, 7), (5, 15), (0, 7)], fill=CRYSTAL_FILL[c], stroke="#333", stroke_width=0.7,
                    transform="translate(3,1)"))
    g.add(d.text(t, insert=(w - 3, 11), class_="t r"))
    g.add(_res(r, w / 2, h / 2 + 2, 1.2))
    g.set_desc(title=texts.path_tile_tip(t))
    return _ser(g)


@lru_cache(maxsize=128)
def _paths_frag(display: tuple, pile: int, clicks: tuple, pile_click, refresh_click) -> str:
    d = _F
    g = d.g()
    g.add(d.text("Path tiles", insert=(2, 12), class_="cap"))
    raws = []
    for k, t in enumerate(display):
        x = 2 + k * (PT_W + 4)
        tg = d.g(transform=f"translate({x},16)")
        tg.add(d.g(id=f"bf-sub-{len(raws)}"))
        raws.append(_path_tile(t))
        if clicks[k]:
            el = d.g()
            el.add(_hit(0, 0, PT_W, PT_H))
            tg.add(_act(el, clicks[k], texts.path_tile_tip(t)))
        g.add(tg)
    x = 2 + 4 * (PT_W + 4)
    pg = d.g(transform=f"translate({x},16)")
    pg.add(d.rect((0, 0), (PT_W, PT_H), rx=4, fill="#8a7a5a", stroke="#4d4330"))
    pg.add(d.rect((3, -3), (PT_W, PT_H), rx=4, fill="#a08f6c", stroke="#4d4330"))
    pg.add(d.text("pile", insert=(PT_W / 2 + 3, 18), class_="s b c w"))
    pg.add(d.text(str(pile), insert=(PT_W / 2 + 3, 34), class_="l b c w"))
    if pile_click:
        pg.add(_hit(0, -3, PT_W + 3, PT_H + 3))
        pg = _act(pg, pile_click, "draw the top tile of the pile")
    else:
        pg.set_desc(title=f"{pile} path tiles face down")
    g.add(pg)
    if refresh_click:
        el = d.g()
        el.add(d.rect((x + PT_W + 10, 22), (58, 34), rx=5, class_="btn"))
        el.add(d.text("refresh", insert=(x + PT_W + 39, 36), class_="s b c"))
        el.add(d.text("display", insert=(x + PT_W + 39, 48), class_="s b c"))
        g.add(_act(el, refresh_click, "all four tiles share a crystal colour: put them under the pile and "
                                      "lay out four new ones"))
    frag = _ser(g)
    return re.sub('<g id="bf-sub-(\\d+)" />', lambda m: raws[int(m.group(1))], frag)


def _paths(doc, v, cl):
    clicks = tuple(cl.take(("pathd", t)) for t in v.path_display)
    frag = _paths_frag(tuple(v.path_display), len(v.path_pile), clicks, cl.take(("pile",)),
                       cl.take(("refresh",)))
    g = doc.d.g()
    doc.raw(g, frag)
    return g, 2 + 5 * (PT_W + 4) + 72, 16 + PT_H + 4


GN_W, GN_H = 102, 72


@lru_cache(maxsize=64)
def _gnome_card(gn: str, w: float = GN_W, h: float = GN_H, short: bool = False) -> str:
    d = _F
    elder = gn in data.ELDERS
    g = d.g()
    g.add(d.rect((0, 0), (w, h), rx=5, fill="#eef6e8" if not elder else "#f6efe0",
                 stroke="#4f8a3c" if not elder else "#9a7b3c"))
    g.add(d.path(d="M8,1 L13,11 H3 Z", fill="#3c9a4a" if not elder else "#9a7b3c"))
    name = texts.gnome_name(gn)
    g.add(d.text(name, insert=(16, 11), class_="s b" if _tw(name, 9.6) < w - 32 else "t b"))
    g.add(_res(data.GNOMES[gn], w - 9, 9, 0.9))
    if not short:
        words = data.GNOME_TEXT[gn].split()
        lines, cur = [], ""
        for wd in words:
            if len(cur) + len(wd) + 1 > 24:
                lines.append(cur)
                cur = wd
            else:
                cur = f"{cur} {wd}".strip()
        lines.append(cur)
        if len(lines) > 4:
            lines = lines[:4]
            lines[3] = lines[3][:21] + "…"
        for j, ln in enumerate(lines):
            g.add(d.text(ln, insert=(4, 22 + j * 8.5), class_="t"))
    g.set_desc(title=texts.gnome_tip(gn))
    return _ser(g)


@lru_cache(maxsize=128)
def _gnomes_frag(specs: tuple, elders: tuple, pile: int, clicks: tuple, per_row: int) -> str:
    d = _F
    g = d.g()
    g.add(d.text(f"Gnomes: specialists ({pile} in the pile) and elders", insert=(2, 12), class_="cap"))
    raws = []
    for k, gn in enumerate(specs + elders):
        spec_rows = (len(specs) + per_row - 1) // per_row
        row = k // per_row if k < len(specs) else spec_rows + (k - len(specs)) // per_row
        col = k % per_row if k < len(specs) else (k - len(specs)) % per_row
        x, y = 2 + col * (GN_W + 4), 16 + row * (GN_H + 4)
        t = d.g(transform=f"translate({x},{y})")
        t.add(d.g(id=f"bf-sub-{len(raws)}"))
        raws.append(_gnome_card(gn))
        mk, rs, free = clicks[k]
        res = data.GNOMES[gn]
        if free:
            el = d.g()
            el.add(_hit(0, 0, GN_W, GN_H))
            t.add(_act(el, free, "take this specialist for free"))
        bx = 4
        for text, lab, tip in ((mk, "2 mk + 1", f"pay 2 gnome markers and 1 {res}"),
                               (rs, "1 mk + 2", f"pay 1 gnome marker and 2 {res}")):
            if text:
                el = d.g()
                el.add(d.rect((bx, GN_H - 17), (45, 14), rx=4, class_="btn"))
                el.add(d.text(lab, insert=(bx + 19, GN_H - 7), class_="t b c"))
                el.add(_res(res, bx + 39, GN_H - 10, 0.6))
                t.add(_act(el, text, "recruit: " + tip))
            bx += 48
        g.add(t)
    frag = _ser(g)
    return re.sub('<g id="bf-sub-(\\d+)" />', lambda m: raws[int(m.group(1))], frag)


def _gnomes(doc, v, cl, per_row):
    names = list(v.spec_display) + list(v.elders)
    clicks = tuple((cl.take(("gnome", gn, "markers")), cl.take(("gnome", gn, "resources")),
                    cl.take(("gnome", gn, "free"))) for gn in names)
    frag = _gnomes_frag(tuple(v.spec_display), tuple(v.elders), len(v.gnome_pile), clicks, per_row)
    g = doc.d.g()
    doc.raw(g, frag)
    rows = (len(v.spec_display) + per_row - 1) // per_row + (len(v.elders) + per_row - 1) // per_row
    return g, 2 + per_row * (GN_W + 4), 16 + max(1, rows) * (GN_H + 4)


@lru_cache(maxsize=128)
def _supply_frag(supply_m: tuple, supply_r: tuple, guardians: tuple, cd: tuple, novices: int, trigger: int,
                 width: float) -> str:
    d = _F
    g = d.g()
    g.add(d.text("Supply and countdown", insert=(2, 12), class_="cap"))
    x = 10
    for m, k in zip(data.MARKERS, supply_m):
        el = d.g()
        el.add(_marker(m, x, 26))
        el.add(d.text(str(k), insert=(x + 10, 30), class_="s"))
        el.set_desc(title=f"{k} {texts.MARKER_NAME[m]} markers in the supply")
        g.add(el)
        x += 30
    x = 10
    for r, k in zip(data.RESOURCES, supply_r):
        el = d.g()
        el.add(_res(r, x, 46))
        el.add(d.text(str(k), insert=(x + 10, 50), class_="s"))
        el.set_desc(title=f"{k} {r} in the supply")
        g.add(el)
        x += 30
    stack, current = cd
    if stack is None:
        txt = f"novices in the council: {novices} of {trigger} (then the countdown starts)"
    else:
        txt = (f"countdown: tiles left {', '.join(map(str, stack)) or 'none'}"
               + (f"; showing {current}" if current is not None else ""))
    g.add(d.text(txt, insert=(4, 68), class_="s b"))
    return _ser(g)


def _supply(doc, v, width):
    frag = _supply_frag(tuple(v.supply_m), tuple(v.supply_r), (), (
        tuple(v.cd_stack) if v.cd_stack is not None else None, v.cd_current),
        sum(1 for f in v.council for _ in f), data.COUNTDOWN_TRIGGER[v.nplayers], width)
    g = doc.d.g()
    doc.raw(g, frag)
    return g, width, 74


# ---------------------------------------------------------------------------------------------
# the cities

CITY = {
    "wide": {"w": 636, "fate": (8, 30), "wait": (218, 122), "col0": 272, "colw": 51, "bw": 46,
             "fire_y": 30, "notch_y": 100, "path_y": 122, "mk": (226, 186, 7), "rs": (226, 210, 6),
             "bowls": (480, 178), "ship": (480, 214), "stack": (8, 214), "gn": (8, 236, 5), "h": 280},
    "narrow": {"w": 380, "fate": (4, 30), "wait": (4, 290), "col0": 50, "colw": 47, "bw": 44,
               "fire_y": 198, "notch_y": 268, "path_y": 290, "mk": (214, 42, 4), "rs": (214, 90, 3),
               "bowls": (214, 124), "ship": (214, 160), "stack": (6, 174), "gn": (4, 356, 3), "h": 362},
}
CELL = 24


@cache
def _fate_static(wide_grid: bool) -> str:
    """The empty fate field: grid, coordinates, printed symbols (laid tiles cover them)."""
    d = _F
    g = d.g()
    if wide_grid:
        rows, cols, cell, r0, c0 = range(-2, data.FATE_ROWS + 2), range(-2, data.FATE_COLS + 2), 17, -2, -2
    else:
        rows, cols, cell, r0, c0 = range(data.FATE_ROWS), range(data.FATE_COLS), CELL, 0, 0
    ox, oy = 14, 12

    def xy(r, c):
        return ox + (c - c0) * cell, oy + (r - r0) * cell

    for c in cols:
        x, _ = xy(0, c)
        g.add(d.text(notation.COLS[c + 2], insert=(f1(x + cell / 2), 9), class_="t c g"))
    for r in rows:
        _, y = xy(r, 0)
        g.add(d.text(str(r + 1), insert=(9, f1(y + cell / 2 + 3)), class_="t c g"))
    fx, fy = xy(0, 0)
    g.add(d.rect((f1(fx - 1), f1(fy - 1)), (data.FATE_COLS * cell + 2, data.FATE_ROWS * cell + 2),
                 fill="#e9dfc6",
                 stroke="#7a6a48", stroke_width=1.5))
    if wide_grid:
        g.add(d.rect((ox, oy), (len(cols) * cell, len(rows) * cell), fill="none", stroke="#b7a98a",
                     stroke_dasharray="3 2"))
    sc = cell / 18
    for r in range(data.FATE_ROWS):
        for c in range(data.FATE_COLS):
            x, y = xy(r, c)
            g.add(d.rect((f1(x + 0.5), f1(y + 0.5)), (f1(cell - 1), f1(cell - 1)), fill="#f6efdc",
                         stroke="#cbbd9b",
                         stroke_width=0.6))
            if (r, c) in data.FATE_RING:
                g.add(d.circle((f1(x + 3), f1(y + 3)), 1.6, fill="#9a7b3c"))
            item = data.FATE_SYMBOLS.get((r, c))
            if item:
                el = d.g(opacity=0.75)
                if item == "gold":
                    el.add(_res("gold", x + cell / 2, y + cell / 2, sc))
                elif item == "wild":
                    el.add(_marker("wild", x + cell / 2, y + cell / 2, sc * 0.9))
                else:
                    el.add(_res("any", x + cell / 2, y + cell / 2, sc))
                el.set_desc(title={"gold": "covering this square gives 1 gold",
                                   "wild": "covering this square gives 1 yellow marker",
                                   "choice": "covering this square gives 1 good of your choice"}[item])
                g.add(el)
    return _ser(g)


def _fate_geom(wide_grid: bool):
    if wide_grid:
        return 17, -2, -2
    return CELL, 0, 0


def _fate_box(fate: tuple, wide_grid: bool, places: tuple, tile: tuple | None) -> str:
    """The fate field; ``places``: (row, col, dir, text) of the deciding seat's placements."""
    d = _F
    g = d.g()
    g.add(d.g(id="bf-fate-static"))
    cell, r0, c0 = _fate_geom(wide_grid)
    ox, oy = 14, 12
    sc = cell / 18

    def xy(r, c):
        return ox + (c - c0) * cell, oy + (r - r0) * cell

    for (r, c), sym in fate:
        x, y = xy(r, c)
        u = _marker(sym, x + cell / 2, y + cell / 2, sc * 1.15)
        u.set_desc(title=f"{texts.MARKER_NAME[sym]} symbol on {notation.square(r, c)}")
        g.add(u)
    # placements: an arrow in the tile's first square pointing along it; hover shows the tile
    off = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1)}
    for r, c, dr, text in places:
        x, y = xy(r, c)
        cx, cy = x + cell / 2, y + cell / 2
        dx, dy = off[dr]
        tipx, tipy = cx + dx * cell * 0.46, cy + dy * cell * 0.46
        bx, by = cx + dx * cell * 0.12, cy + dy * cell * 0.12
        px, py = -dy * cell * 0.2, dx * cell * 0.2
        el = d.g()
        if tile is not None:
            pv = d.g(class_="pv")
            for k, sym in enumerate(tile):
                qx, qy = x + dx * k * cell, y + dy * k * cell
                pv.add(d.rect((f1(qx), f1(qy)), (cell, cell), fill="#fff", stroke="#ff8c00", stroke_width=2))
                pv.add(_marker(sym, qx + cell / 2, qy + cell / 2, sc * 1.15))
            el.add(pv)
        el.add(d.polygon([(f1(tipx), f1(tipy)), (f1(bx + px), f1(by + py)), (f1(bx - px), f1(by - py))],
                         class_="arrow"))
        syms = ", ".join(texts.MARKER_NAME[s] for s in tile) if tile else ""
        tip = f"lay the tile from {notation.square(r, c)} {dr}" + (f" ({syms})" if syms else "")
        g.add(_act(el, text, tip))
    return g


def _tile_mini(d, tile: tuple, x, y, size=12):
    g = d.g()
    for k, sym in enumerate(tile):
        g.add(_marker(sym, x + size / 2 + k * size, y + size / 2, size / 16))
    return g


@lru_cache(maxsize=256)
def _city_head(layout, seat, board, vp, passed, deciding, final, h) -> str:
    W = CITY[layout]["w"]
    d = _F
    col = SEAT_FILL[seat]
    g = d.g()
    g.add(d.rect((0, 0), (W, f1(h)), rx=8, fill="#fffdf7", stroke=GOLDC if deciding else "#b9ae96",
                  stroke_width=4 if deciding else 1))
    g.add(d.rect((2, 2), (W - 4, 22), rx=6, fill=col))
    g.add(d.text(f"p{seat + 1} · city {board}", insert=(9, 17), class_="m b w"))
    score = f"{vp} point{'s' if vp != 1 else ''}" + (f" · final {final}" if final is not None else "")
    g.add(d.text(score, insert=(W - 9, 17), class_="m b r w"))
    tag = "passed" if passed else "to move" if deciding else None
    if tag:
        tw = _tw(tag, 9) + 10
        g.add(d.rect((f1(W / 2 - tw / 2), 5), (f1(tw), 15), rx=7, fill=GOLDC if deciding else "#eee"))
        g.add(d.text(tag, insert=(W / 2, 16), class_="s b c"))
    return _ser(g)


@lru_cache(maxsize=256)
def _city_fate(layout, fate, overhang, places, tile) -> str:
    L = CITY[layout]
    # fate field
    fx, fy = L["fate"]
    fb = _fate_box(fate, overhang, places, tile)
    fb["transform"] = f"translate({fx},{fy})"
    return _ser(fb).replace('<g id="bf-fate-static" />', _fate_static(overhang), 1)


@lru_cache(maxsize=256)
def _city_stack(layout, seat, stack, held, clicks, tile) -> str:
    L = CITY[layout]
    cl = dict(clicks)
    d = _F
    g = d.g()
    # fate stack: top and bottom tiles
    sx, sy = L["stack"]
    n = len(stack)
    g.add(d.text(f"fate tiles: {n}" if held is None else "start tile:", insert=(sx, sy + 9), class_="s b"))
    x = sx + 62
    shown = []
    if held is not None:
        shown = [("held", held, "your eighth tile, laid as the start tile unless you swap it")]
        if n >= 4:
            shown.append(("middle", stack[3], "the middle tile of your stack, the one you may swap in"))
    elif n and tile is None:
        shown = [("top", stack[0], "top of your fate stack")]
        if n > 1:
            shown.append(("bottom", stack[-1], "bottom of your fate stack"))
    if tile is not None:
        el = d.g()
        el.add(d.text("laying", insert=(x, sy + 9), class_="t b", fill="#c0470c"))
        el.add(_tile_mini(d, tile, x + 30, sy, 12))
        el.set_desc(title="the fate tile being laid: " + ", ".join(texts.MARKER_NAME[q] for q in tile))
        g.add(el)
        x += 74
    for which, t, tip in shown:
        el = d.g()
        tri = data.FATE_TILES[t]
        el.add(d.text(which, insert=(x, sy + 9), class_="t g"))
        el.add(_tile_mini(d, tri, x + 26, sy, 12))
        text = cl.get(("fate", which))
        if text:
            el.elements.insert(0, _hit(x - 2, sy - 1, 66, 14, 4))
            g.add(_act(el, text, tip + ": " + ", ".join(texts.MARKER_NAME[s] for s in tri)))
        else:
            el.set_desc(title=tip + ": " + ", ".join(texts.MARKER_NAME[s] for s in tri))
            g.add(el)
        x += 70
    return _ser(g)


@lru_cache(maxsize=512)
def _city_row(layout, seat, board, path, guardians, portals, tasks, lit, met, clicks) -> str:
    L = CITY[layout]
    cl = dict(clicks)
    d = _F
    col = SEAT_FILL[seat]
    g = d.g()
    # bonfire spaces, notches, path
    c0, cw, bw = L["col0"], L["colw"], L["bw"]
    fy0, ny, py = L["fire_y"], L["notch_y"], L["path_y"]
    notches = data.CITY_NOTCHES[board]
    for k in range(7):
        x = c0 + k * cw
        sp = d.g()
        sp.add(d.rect((x, fy0), (bw, 66), rx=5, fill="#fdf4e4" if not lit[k] else "#ffe1b3",
                      stroke="#c0470c" if lit[k] else "#b08a55", stroke_width=2 if lit[k] else 1))
        sp.add(d.text(f"{k + 1}", insert=(x + 4, fy0 + 10), class_="t b"))
        sp.add(d.text(f"+{data.GUARDIAN_POINTS[k]}", insert=(x + bw - 3, fy0 + 10), class_="t r g"))
        t = tasks[k]
        if t is not None:
            sp.add(d.g(id=f"bf-task-{k}"))
            if lit[k]:
                sp.add(d.use("#bf-flame", transform=f"translate({f1(x + bw - 10)},{fy0 + 57}) scale(0.6)"))
                sp.add(d.text("lit", insert=(x + bw / 2 + 2, fy0 + 62), class_="t b c", fill="#9c3d00"))
            elif met[k]:
                sp.add(d.text("ready", insert=(x + bw / 2, fy0 + 61), class_="t b c", fill="#2e7d32"))
        else:
            sp.add(d.text("free", insert=(x + bw / 2, fy0 + 38), class_="t c g"))
        if not lit[k]:
            sp.add(_novice(seat, x + bw / 2, fy0 + 7, 4.5))
        text = cl.get(("fire", k))
        tip = texts.bonfire_space_tip(k, notches[k])
        if t is not None:
            tip += " " + texts.task_tip(t) + (" It is lit." if lit[k] else "")
        if text:
            sp.add(_hit(x, fy0, bw, 66))
            g.add(_act(sp, text, tip))
        else:
            sp.set_desc(title=tip)
            g.add(sp)
        # notch and portal
        nx = x + bw / 2
        if portals[k] is not None:
            pe = _portal(portals[k], nx, ny + 9, scale=1.25)
            pe.set_desc(title=f"{portals[k]} portal: guardians may step from path field {k + 1} "
                              f"to bonfire {k + 1}")
        else:
            pe = _portal(notches[k], nx, ny + 9, fill="#fff", stroke="#9a8a6a", dashed=True, scale=1.25)
            pe.set_desc(title=f"empty notch for a {notches[k]} portal")
        g.add(pe)
        # path field
        pf = d.g()
        if k == 0:
            pf.add(d.g(id="bf-path-0"))
        elif k <= len(path):
            pf.add(d.g(id=f"bf-path-{k}"))
        else:
            pf.add(d.rect((x, py), (bw, 46), rx=4, fill="none", stroke="#b9ae96", stroke_dasharray="4 3"))
            if k == len(path) + 1:
                cost = 1 if len(path) < 3 else 2
                pf.add(d.text("next path", insert=(x + bw / 2, py + 20), class_="t c g"))
                pf.add(d.text(f"{cost} path mk", insert=(x + bw / 2, py + 30), class_="t c g"))
        text = cl.get(("field", k)) or (cl.get(("path",)) if k == len(path) + 1 else None)
        if text:
            pf.add(_hit(x, py, bw, 46))
            g.add(_act(pf, text, "build the next path tile" if text == cl.get(("path",)) else None))
        else:
            g.add(pf)
        # a guardian may move to bonfire k: the space's portal is the click
        text = cl.get(("field", BONFIRE + k))
        if text:
            el = d.g()
            el.add(_hit(x + 6, ny - 1, bw - 12, 20, 4))
            g.add(_act(el, text, f"move to bonfire {k + 1} through the portal"))
    # waiting area of the start field
    wx, wy = L["wait"]
    ww = c0 - wx - 6
    g.add(d.rect((wx, wy), (ww, 46), rx=4, fill="#efe9da", stroke="#9a8a6a"))
    g.add(d.text("waiting", insert=(wx + ww / 2, wy + 10), class_="t b c"))
    # guardians
    where: dict[int, list[str]] = {}
    for gcol, pos in guardians:
        where.setdefault(pos, []).append(gcol)
    for pos, gs in where.items():
        for j, gcol in enumerate(gs):
            if pos == WAIT:
                x, y = wx + 12 + (j % 3) * 12, wy + 26 + (j // 3) * 12
            elif pos >= BONFIRE:
                x, y = c0 + (pos - BONFIRE) * cw + 10, fy0 + 57
            else:
                x, y = c0 + pos * cw + bw - 10 - j * 9, py + 33
            fill = col if gcol == "own" else GUARD_FILL[gcol]
            where_t = "waiting on the start field" if pos == WAIT else notation.pos_text(pos)
            pw = _pawn(gcol, fill, x, y, f"{texts.GUARDIAN_NAME[gcol]} guardian, {where_t}", 0.85)
            text = cl.get(("guard", gcol))
            if text:
                el = d.g()
                el.add(d.circle((f1(x), f1(y)), 10, class_="ring"))
                el.add(pw)
                g.add(_act(el, text, f"the {gcol} guardian stays where it is"))
            else:
                g.add(pw)
    frag = _ser(g)
    frag = re.sub('<g id="bf-task-(\\d+)" />',
                  lambda m: f'<g transform="translate({f1(c0 + int(m.group(1)) * cw + 3)},{fy0 + 14})">'
                  + _task_card(tasks[int(m.group(1))], bw - 6, 34) + "</g>", frag)
    return re.sub('<g id="bf-path-(\\d+)" />',
                  lambda m: f'<g transform="translate({f1(c0 + int(m.group(1)) * cw)},{py})">'
                  + _path_tile(path[int(m.group(1)) - 1] if int(m.group(1)) else None, bw, 46) + "</g>", frag)


@lru_cache(maxsize=512)
def _city_supplies(layout, seat, markers, res, bowls, ship, clicks) -> str:
    L = CITY[layout]
    cl = dict(clicks)
    d = _F
    col = SEAT_FILL[seat]
    g = d.g()
    # markers and resources
    mx, my, per = L["mk"]
    for j, (m, k) in enumerate(zip(data.MARKERS, markers)):
        x, y = mx + (j % per) * 34, my + (j // per) * 22
        el = d.g(opacity=1 if k else 0.35)
        el.add(_marker(m, x, y))
        el.add(d.text(str(k), insert=(x + 11, y + 4), class_="m b"))
        text = cl.get(("marker", m))
        tip = f"{k} {texts.MARKER_NAME[m]} marker(s): {texts.MARKER_USE[m]}"
        if text:
            el.elements.insert(0, _hit(x - 8, y - 8, 30, 16, 4))
            why = "discard one unused (surplus markers go back at any time, e.g. to lay a fate tile); "
            g.add(_act(el, text, why + tip))
        else:
            el.set_desc(title=tip)
            g.add(el)
    rx_, ry_, per = L["rs"]
    for j, (r, k) in enumerate(zip(data.RESOURCES, res)):
        x, y = rx_ + (j % per) * 34, ry_ + (j // per) * 22
        el = d.g(opacity=1 if k else 0.35)
        el.add(_res(r, x, y))
        el.add(d.text(str(k), insert=(x + 10, y + 4), class_="m b"))
        el.set_desc(title=f"{k} {r}")
        g.add(el)
    # offering bowls: two stacks, the top face up
    bx, by = L["bowls"]
    g.add(d.text("bowls", insert=(bx, by + 12), class_="s b"))
    for j, (cnt, top) in enumerate(bowls):
        x = bx + 40 + j * 46
        el = d.g()
        el.add(d.use("#bf-bowl", transform=f"translate({x + 8},{by + 10}) scale(1.5)", fill=col,
                     stroke="#222",
                     stroke_width=0.6))
        if top is not None:
            el.add(_res(top, x + 8, by + 2, 0.8))
        el.add(d.text(f"×{cnt}", insert=(x + 20, by + 14), class_="s b"))
        text = cl.get(("bowl", j + 1))
        tip = (f"bowl stack {j + 1}: {cnt} bowl(s)" + (f", the top one asks for {top}" if top else ", empty"))
        if text:
            el.elements.insert(0, _hit(x - 2, by - 6, 40, 24, 4))
            g.add(_act(el, text, "give this bowl: " + tip))
        else:
            el.set_desc(title=tip)
            g.add(el)
    sx2, sy2 = L["ship"]
    g.add(d.use("#bf-ship", x=sx2 + 8, y=sy2 - 2, fill=col, stroke="#111", stroke_width=0.8))
    g.add(d.text(f"ship: {ship or 'in the harbour'}", insert=(sx2 + 20, sy2 + 2), class_="s"))
    return _ser(g)


@lru_cache(maxsize=256)
def _city_gnomes(layout, gnomes) -> str:
    L = CITY[layout]
    d = _F
    g = d.g()
    # gnomes
    gx, gy, per = L["gn"]
    gw = 112 if layout == "wide" else 122
    g.add(d.text(f"gnomes {len(gnomes)}/6" if gnomes else "no gnomes yet", insert=(gx, gy - 3), class_="t g"))
    raws = []
    for j, gn in enumerate(gnomes):
        x, y = gx + (j % per) * (gw + 4), gy + (j // per) * 22
        t = d.g(transform=f"translate({x},{y})")
        t.add(d.g(id=f"bf-gn-{len(raws)}"))
        raws.append(_gnome_card(gn, gw, 18, True))
        g.add(t)
    frag = _ser(g)
    return re.sub('<g id="bf-gn-(\\d+)" />', lambda m: raws[int(m.group(1))], frag)


def _city_height(layout, n_gnomes: int) -> float:
    L = CITY[layout]
    gx, gy, per = L["gn"]
    return max(L["h"], gy + ((n_gnomes + per - 1) // per) * 22 + 6)


def _city(doc, v, seat: int, deciding: bool, cl: _Clicks, layout: str):
    from .rules import task_met

    p = v.players[seat]
    keys = [("fate", "top"), ("fate", "bottom"), ("path",)]
    keys += [("fire", k) for k in range(7)] + [("field", k) for k in range(7)]
    keys += [("field", BONFIRE + k) for k in range(7)] + [("bowl", 1), ("bowl", 2)]
    keys += [("guard", gc) for gc in p.guardians] + [("marker", m) for m in data.MARKERS]
    clicks = []
    for k in keys:
        t = cl.take((k[0], seat, *k[1:]))
        if t:
            clicks.append((k, t))
    places = ()
    tile = None
    f = v.q[-1] if v.q else None
    if ("place", seat) in cl.at:
        places = tuple((a[2], a[3], a[4], t) for t, a in cl.at[("place", seat)])
        for t, _a in cl.at[("place", seat)]:
            cl.used.add(t)
        if f is not None and f[0] == "place":
            tile = data.FATE_TILES[f[2]]
    met = tuple(t is not None and not p.lit[k] and task_met(v, seat, t) for k, t in enumerate(p.tasks))
    overhang = p.has("overhang") or any(not (0 <= r < data.FATE_ROWS and 0 <= c < data.FATE_COLS)
                                        for r, c in p.fate)
    h = _city_height(layout, len(p.gnomes))
    cd = dict(clicks)

    def sub(*ks):
        return tuple((k, cd[k]) for k in ks if k in cd)

    frag = "".join((
        _city_head(layout, seat, p.board, p.vp, p.passed, deciding,
                   v.final[seat] if v.final is not None else None, h),
        _city_fate(layout, tuple(sorted(p.fate.items())), overhang, places, tile),
        _city_stack(layout, seat, tuple(p.fate_supply), p.fate_held, sub(("fate", "top"), ("fate", "bottom")),
                    tile),
        _city_row(layout, seat, p.board, tuple(p.path), tuple(sorted(p.guardians.items())), tuple(p.portals),
                  tuple(p.tasks), tuple(p.lit), met,
                  tuple((k, t) for k, t in clicks if k[0] in ("fire", "field", "path", "guard"))),
        _city_supplies(layout, seat, tuple(p.markers), tuple(p.res),
                       tuple((len(st), st[-1] if st else None) for st in p.bowls), p.ship,
                       tuple((k, t) for k, t in clicks if k[0] in ("marker", "bowl"))),
        _city_gnomes(layout, tuple(p.gnomes)),
    ))
    g = doc.d.g()
    doc.raw(g, "<g>" + frag + "</g>")
    return g, CITY[layout]["w"], h


# ---------------------------------------------------------------------------------------------
# the whole table


def _status(v, movers) -> str:
    from . import GAME

    if v.phase == "over":
        best = max(v.final) if v.final else 0
        who = ", ".join(f"p{i + 1}" for i in (v.winners or []))
        return f"Game over · {who} win{'s' if len(v.winners or []) == 1 else ''} with {best} points"
    if not movers:
        return ""
    seat = movers[0]
    f = v.q[-1] if v.q else None
    lab = GAME.round_label(v)
    what = _prompt(v, f)
    if f is None and v.main_done:
        what = "send a council novice (bonus action) or end the turn"
    return f"{lab[0].upper()}{lab[1:]} · p{seat + 1} (city {v.players[seat].board}): {what}"


def render(state, viewer: int | None, legal_texts=None, layout: str = "wide") -> str:
    """The table as one SVG string; ``legal_texts``: the full move texts to make clickable (a list,
    or a dict whose values are move texts); None: the legal moves of ``viewer``."""
    from . import GAME

    s = state
    movers = GAME.to_move(s)
    if legal_texts is None:
        moves = ([GAME.format(s, a) for a in GAME.legal(s, viewer)] if viewer is not None else [])
    elif isinstance(legal_texts, dict):
        moves = list(legal_texts.values())
    else:
        moves = list(legal_texts)
    v = GAME.view(s, viewer if viewer is not None else -1)
    f = v.q[-1] if v.q else None
    cl = _classify(v, moves, viewer)
    narrow = layout == "narrow"
    width = 390 if narrow else 1290

    doc = RawDoc("bf")
    d = doc.d
    root = d.g(class_="bf")
    parts = []  # (group, x, y)
    y = 0.0
    # sections, built before the strip so that the strip gets what has no place
    sea = _sea(doc, v, cl)
    gb = _gb(doc, v, cl)
    council = _council(doc, v, cl)
    paths = _paths(doc, v, cl)
    gnomes = _gnomes(doc, v, cl, 3)
    cities = [_city(doc, v, seat, seat in movers, cl, layout) for seat in range(v.nplayers)]
    supply = _supply(doc, v, 320 if not narrow else width - 8)
    strip = _strip(doc, v, cl, width, f)

    status = _status(v, movers)
    y = 4.0
    if narrow:
        words, line = status.split(), ""
        lines = []
        for w_ in words:
            if len(line) + len(w_) + 1 > 52:
                lines.append(line)
                line = w_
            else:
                line = f"{line} {w_}".strip()
        lines.append(line)
    else:
        lines = [status]
    for ln in lines:
        root.add(d.text(ln, insert=(4, f1(y + 14)), class_="l b" if not narrow else "m b"))
        y += 18 if not narrow else 15
    y += 4
    if strip:
        sg = d.g()
        doc.raw(sg, strip[0])
        parts.append((sg, 0, y))
        y += strip[1] + GAP
    if narrow:
        sc = (width - 4) / SEA_W
        sea[0]["transform"] = f"translate(2,{f1(y)}) scale({sc:.4f})"
        root.add(sea[0])
        y += SEA_H * sc + GAP
        for grp, w, h in (gb, council, paths, gnomes, supply):
            parts.append((grp, 2 + max(0, (width - 4 - w) / 2) if grp is gb[0] else 2, y))
            y += h + GAP
        for grp, _w, h in cities:
            parts.append((grp, 4, y))
            y += h + GAP
    else:
        top = y
        parts.append((sea[0], 0, y))
        x2 = SEA_W + GAP
        parts.append((gb[0], x2 + (HC_W - GB_W) / 2, y))
        parts.append((council[0], x2, y + GB_H + 4))
        x3 = x2 + HC_W + GAP
        yy = y
        for grp, _w, h in (paths, gnomes, supply):
            parts.append((grp, x3, yy))
            yy += h + GAP
        y = max(top + SEA_H, top + GB_H + 4 + HC_H, yy) + GAP
        x = 0.0
        rowh = 0.0
        for grp, w, h in cities:
            if x > 0 and x + w > width + 1:
                x, y, rowh = 0.0, y + rowh + GAP, 0.0
            parts.append((grp, x, y))
            x += w + GAP + 2
            rowh = max(rowh, h)
        y += rowh + GAP
    for grp, x, yy in parts:
        grp["transform"] = f"translate({f1(x)},{f1(yy)})"
        root.add(grp)
    total_h = y + 2
    return doc.finish(root, width, total_h, _defs())


# ---------------------------------------------------------------------------------------------
# emblem for the home screen


@cache
def emblem() -> str:
    doc = RawDoc.emblem("bf", "-60 -60 120 120", _defs())
    d = doc.d
    g = d.g()
    g.add(d.circle((0, 0), 56, fill="#cfe6f1"))
    g.add(d.circle((0, 0), 44, fill="#fbeedd", stroke="#d9a05b", stroke_width=2))
    for k in range(7):
        a = math.radians(-90 + k * 360 / 7)
        x, y = 34 * math.cos(a), 34 * math.sin(a)
        g.add(_portal(data.PORTAL_SHAPES[k], x, y, scale=1.1))
    g.add(d.use("#bf-flame", transform="scale(1.9)"))
    d.add(g)
    return doc.tostring()
