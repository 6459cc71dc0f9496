"""SVG of a Res Arcana table, drawn with svgwrite from what one player may see.

``render(state, viewer, legal_texts)`` returns one self-contained SVG. It draws only
``GAME.view(state, viewer)``: rivals' hands and decks, face-down monuments and the box never
reach it, not even as tooltips. Parts, top to bottom:

- the status line, then the decision strip (``#ra-strip``): the current decision's choices
  grouped with a heading (pay / gain one essence at a time, pass taking a magic item, answer a
  life loss, ...), or whom the table waits for;
- the supply: Places of Power, the monuments on display, the monument deck (face down), the
  magic items;
- the viewer's hand (their own cards only), then one panel per player: essence pool, first
  player token, VP, mage, magic item, artifacts, monuments and Places of Power (turned cards drawn
  turned, the essences each holds at its foot), hand and deck sizes, discards.

Every card is a ``<g class="card" data-card="<id>" tabindex="0">`` (focus zooms it, see STYLE)
with its cost, VP, type, collect and powers as icons plus a short text, and its full text in a
``<title>``. Every element that plays a move has ``class="act"`` and
``data-action="<full move text>"``: a usable power is highlighted on its card; moves aimed at a
card (place, discard, claim, destroy, turn, ...) are buttons under it; the rest are in the strip.

Speed: card faces and the icon defs do not depend on the state; they are serialised once
(svgwrite) and spliced in as text. No text from the state reaches the markup except through
svgwrite, which escapes it.
"""

from __future__ import annotations

from functools import cache, lru_cache

import svgwrite
from svgwrite.container import Defs, Style

from ...core.errors import TabulaError
from ..svgdoc import RawDoc, f1
from ..svgdoc import act as _act
from . import data, engine, hidden, notation, texts
from .data import CARDS, LETTERS, NAMES
from .rules import place_vp, vp_breakdown

# ---------------------------------------------------------------------------------------------
# look

ESS_FILL = ("#e0542b", "#3c9a42", "#2f79c0", "#33302e", "#e8b620")
ESS_INK = ("#fff", "#fff", "#fff", "#fff", "#3b2a00")
KIND_FILL = {"artifact": "#8a5a2b", "mage": "#5b3f8c", "item": "#17787a", "monument": "#9c7408",
             "pop": "#2d5f40"}
KIND_BG = {"artifact": "#fbf4e6", "mage": "#f3eefa", "item": "#eaf6f5", "monument": "#fbf5e0",
           "pop": "#ecf4ee"}
SEAT_FILL = ("#b03a2e", "#1f618d", "#1e7b45", "#7d3c98")
GOLD = "#f2b705"
FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif'
STYLE = f"""
.ra text{{font-family:{FONT};fill:#1d1d1d}}
.ra .t5{{font-size:5.6px}}
.ra .t6{{font-size:6.3px}}
.ra .t7{{font-size:7.2px}}
.ra .t8{{font-size:8.5px}}
.ra .t9{{font-size:10px}}
.ra .t11{{font-size:12px}}
.ra .b{{font-weight:700}}
.ra .c{{text-anchor:middle}}
.ra .r{{text-anchor:end}}
.ra .w{{fill:#fff}}
.ra .mute{{fill:#6b6b6b}}
.ra .cap{{font-size:12px;font-weight:700;fill:#555}}
.ra .n{{font-size:6.5px;font-weight:700;text-anchor:middle;fill:#fff}}
.ra .n.k{{fill:#3b2a00}}
.ra .act{{cursor:pointer}}
.ra .hit{{fill:{GOLD};fill-opacity:.16;stroke:{GOLD};stroke-width:1.6;stroke-dasharray:3 1.5}}
.ra .act:hover .hit{{fill-opacity:.45}}
.ra .btn{{fill:#fff3c4;stroke:#c99700;stroke-width:1}}
.ra .act:hover .btn{{fill:#ffe27a}}
.ra .card{{transform-box:fill-box;transition:transform .12s;outline:none}}
.ra .card:focus{{transform:scale(2.3)}}
.ra .card:focus .face{{filter:drop-shadow(0 2px 5px rgba(0,0,0,.45))}}
.ra .card.turned:focus>.rot{{transform:none}}
"""


def tw(s: str, size: float) -> float:
    """Rough text width."""
    return len(s) * size * 0.56 + 1


def wrap(text: str, chars: int) -> list[str]:
    out, line = [], ""
    for word in text.split():
        if line and len(line) + 1 + len(word) > chars:
            out.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    if line:
        out.append(line)
    return out


_F = svgwrite.Drawing(debug=False)  # element factory


def _ser(el) -> str:
    return el.tostring()


# ---------------------------------------------------------------------------------------------
# icons (defs): essences, "any of these" pies, and a few symbols

PIES = {"ALL": data.ALL, "NG": data.NON_GOLD}


def _pie_id(types: tuple) -> str:
    return "ra-p-" + "".join(LETTERS[t] for t in types)


def _pie(types: tuple):
    d = _F
    g = d.g(id=_pie_id(types))
    n = len(types)
    import math

    for k, t in enumerate(types):
        a0 = -math.pi / 2 + 2 * math.pi * k / n
        a1 = -math.pi / 2 + 2 * math.pi * (k + 1) / n
        x0, y0 = 5 * math.cos(a0), 5 * math.sin(a0)
        x1, y1 = 5 * math.cos(a1), 5 * math.sin(a1)
        large = 1 if a1 - a0 > math.pi else 0
        g.add(d.path(d=f"M0,0 L{f1(x0)},{f1(y0)} A5,5 0 {large} 1 {f1(x1)},{f1(y1)} Z", fill=ESS_FILL[t]))
    g.add(d.circle((0, 0), 5, fill="none", stroke="#222", stroke_width=0.7))
    g.add(d.circle((0, 0), 3.1, fill="#fff", stroke="#222", stroke_width=0.4))
    return g


PIE_TYPES = (data.ALL, data.NON_GOLD, data.types_of("ELC"), data.types_of("ECD"), data.types_of("LC"),
             data.types_of("LD"), data.types_of("EC"), data.types_of("LCG"), data.types_of("ELCD"))

SYMBOLS = {
    # turn: a quarter-turn arrow
    "turn": ("M-4,3 A5,5 0 0 1 3,-3.6", "M1,-6 L4,-3.4 L0.6,-1.6"),
    # straighten: the reverse
    "straighten": ("M4,3 A5,5 0 0 0 -3,-3.6", "M-1,-6 L-4,-3.4 L-0.6,-1.6"),
    "destroy": ("M-4,-4 L4,4 M4,-4 L-4,4",),
    "discard": ("M-3,-5 h6 v8 h-6 z", "M0,1 v6 M-2,5 l2,2 l2,-2"),
    "draw": ("M-3,-5 h6 v8 h-6 z", "M0,-3 v4 M-2,-1 h4"),
    "place": ("M-3,-3 h6 v8 h-6 z", "M0,-7 v5 M-2,-4 l2,2 l2,-2"),
    "eye": ("M-5,0 Q0,-5 5,0 Q0,5 -5,0 Z", "M0,-1.6 a1.6,1.6 0 1 1 -0.01,0"),
    "shield": ("M0,-5 L4.5,-3 Q4.5,3 0,5.5 Q-4.5,3 -4.5,-3 Z",),
    "rivals": ("M-3,-1 a1.8,1.8 0 1 1 0.01,0 M-6,4 q3,-4 6,0", "M3,-1 a1.8,1.8 0 1 1 0.01,0 M0,4 q3,-4 6,0"),
    "bolt": ("M1,-5.5 L-3,0.5 H0 L-1,5.5 L3,-0.5 H0 Z",),
    "slot": ("M-4,-5 h8 v10 h-8 z",),
    "crown": ("M-5,3 L-5,-3 L-2.5,0 L0,-4 L2.5,0 L5,-3 L5,3 Z",),
    "arrow": ("M-4,0 H3 M1,-2.5 L4,0 L1,2.5",),
}
FILLED = {"bolt": "#f2b705", "shield": "#cfe0f5", "crown": "#f2b705", "slot": "#fff"}


@cache
def _defs() -> str:
    d = _F
    defs = Defs(debug=False)
    defs.add(Style(STYLE, debug=False))
    for t in data.TYPES:
        g = d.g(id=f"ra-e-{LETTERS[t]}")
        g.add(d.circle((0, 0), 5, fill=ESS_FILL[t], stroke="#222" if t != 3 else "#888", stroke_width=0.7))
        defs.add(g)
    for types in PIE_TYPES:
        defs.add(_pie(types))
    for name, paths in SYMBOLS.items():
        g = d.g(id=f"ra-s-{name}")
        for i, p in enumerate(paths):
            filled = name in FILLED and i == 0
            g.add(d.path(d=p, fill=FILLED[name] if filled else "none", stroke="#222", stroke_width=1,
                         stroke_linecap="round", stroke_linejoin="round"))
        defs.add(g)
    return _ser(defs)


def _ess(g, x: float, y: float, t: int, n: int | str | None = None) -> float:
    """One essence icon (type ``t``) centred at (x, y), with a count inside when n > 1; width."""
    d = _F
    g.add(d.use(f"#ra-e-{LETTERS[t]}", x=f1(x), y=f1(y)))
    label = LETTERS[t] if n in (None, 1) else str(n)
    g.add(d.text(label, insert=(f1(x), f1(y + 2.3)), class_="n k" if t == 4 else "n"))
    return 11.5


def _vec_icons(g, x: float, y: float, v) -> float:
    """Icons for an essence vector; returns the width used."""
    x0 = x
    for t, n in enumerate(v):
        if n:
            x += _ess(g, x + 5, y, t, n)
    return x - x0


def _pie_icon(g, x, y, types, n) -> float:
    d = _F
    types = tuple(types)
    if len(types) == 1:
        return _ess(g, x + 5, y, types[0], n)
    if types not in PIE_TYPES:
        types = data.ALL
    g.add(d.use(f"#{_pie_id(types)}", x=f1(x + 5), y=f1(y)))
    g.add(d.text(str(n), insert=(f1(x + 5), f1(y + 2.1)), class_="t5 b c", style="font-size:6px"))
    return 11.5


def _sym(g, x, y, name, label: str | None = None) -> float:
    d = _F
    g.add(d.use(f"#ra-s-{name}", x=f1(x + 5), y=f1(y)))
    w = 11
    if label:
        g.add(d.text(label, insert=(f1(x + 11), f1(y + 2.2)), class_="t6 b"))
        w += tw(label, 6.3) + 2
    return w


def _txt(g, x, y, s: str, cls="t6 b") -> float:
    g.add(_F.text(s, insert=(f1(x), f1(y + 2.2)), class_=cls))
    return tw(s, 6.3) + 1


# ---------------------------------------------------------------------------------------------
# a power as icons: cost -> effects


def _cost_icons(g, x, y, pw) -> float:
    x0 = x
    if pw.react:
        x += _sym(g, x, y, "bolt")
    if pw.when_turned:
        x += _txt(g, x, y, "if turned:", "t5 b")
    if pw.turn:
        x += _sym(g, x, y, "turn")
    if pw.remove_self is not None:
        x += _sym(g, x, y, "slot")
        x += _txt(g, x, y, "−")
        x += _vec_icons(g, x, y, pw.remove_self)
    if any(pw.pay):
        x += _vec_icons(g, x, y, pw.pay)
    if pw.any_n:
        x += _pie_icon(g, x, y, pw.any_types, pw.any_n)
    if pw.same:
        x += _pie_icon(g, x, y, data.ALL, "X")
    if pw.discard:
        x += _sym(g, x, y, "discard")
    if pw.destroy is not None:
        x += _sym(g, x, y, "destroy")
    if pw.turn_other is not None:
        x += _sym(g, x, y, "turn", pw.turn_other[:3] + ".")
    return x - x0


def _effect_icons(g, x, y, pw) -> float:
    x0 = x
    for e in pw.effects:
        k = e[0]
        if k == "gain":
            x += _vec_icons(g, x, y, e[1])
        elif k == "gain_choice":
            x += _pie_icon(g, x, y, e[2], e[1])
        elif k == "store":
            x += _sym(g, x, y, "slot") + _vec_icons(g, x + 11, y, e[1])
        elif k == "store_choice":
            x += _sym(g, x, y, "slot") + _pie_icon(g, x + 11, y, e[2], e[1])
        elif k in ("store_paid", "put_paid"):
            x += _sym(g, x, y, "slot", "paid")
        elif k == "rivals_gain":
            x += _sym(g, x, y, "rivals", "+") + _vec_icons(g, x + 17, y, e[1])
        elif k == "lifeloss":
            x += _sym(g, x, y, "rivals", f"−{e[1]}")
            x += _ess(g, x + 5, y, data.L)
        elif k == "draw":
            x += _sym(g, x, y, "draw", str(e[1]) if e[1] > 1 else None)
        elif k == "straighten":
            x += _sym(g, x, y, "straighten", {"creature": "creat.", "self": "this"}.get(e[1]))
        elif k == "look3":
            x += _sym(g, x, y, "eye", "3")
        elif k == "divination":
            x += _sym(g, x, y, "draw", "3")
            x += _sym(g, x, y, "discard", "3")
        elif k == "check_victory":
            x += _sym(g, x, y, "crown", "10?")
        elif k == "place":
            label = "free" if e[3] is None else (f"−{e[3]}" if e[3] else "")
            x += _sym(g, x, y, "place", (label + (" dragon" if e[2] == "dragon" else "")).strip() or None)
        elif k == "gain_per_rival":
            x += _sym(g, x, y, "rivals")
            x += _ess(g, x + 5, y, e[1])
            x += _txt(g, x, y, "→")
            x += _ess(g, x + 5, y, e[2])
        elif k in ("gain_destroyed", "gain_discarded"):
            x += _pie_icon(g, x, y, e[2], "$")
            x += _txt(g, x, y, f"cost{'+' + str(e[1]) if e[1] else ''}")
        elif k == "gain_x":
            x += _ess(g, x + 5, y, e[1], "X")
        elif k == "convert_x":
            x += _pie_icon(g, x, y, data.NON_GOLD, "X")
        elif k == "ignore":
            x += _sym(g, x, y, "shield")
        elif k == "statue":
            x += _txt(g, x, y, "+3 VP")
    return x - x0


# ---------------------------------------------------------------------------------------------
# a card face (cached): returns the fragment and where its powers are


class Size:
    def __init__(self, w: float, h: float):
        self.w, self.h = w, h


WIDE = Size(108, 140)
NARROW = Size(120, 132)
ITEM_H = 0.58  # magic items in the supply are drawn shorter (they have one power at most)


@lru_cache(maxsize=512)
def _face(card_id: str, w: float, h: float) -> tuple[str, tuple]:
    """The static face of a card at the origin; (fragment, ((y, h) of each power box))."""
    d = _F
    c = CARDS[card_id]
    kc, bg = KIND_FILL[c.kind], KIND_BG[c.kind]
    g = d.g(class_="face")
    g.add(d.rect((0, 0), (w, h), rx=6, fill=bg, stroke=kc, stroke_width=1.4))
    g.add(d.path(d=f"M0,6 a6,6 0 0 1 6,-6 h{f1(w - 12)} a6,6 0 0 1 6,6 v12 h{f1(-w)} z", fill=kc))
    name = c.name
    room = w - 10 - (18 if (c.vp or c.vp_per is not None or c.special == "bestiary") else 0)
    size = min(8.5, room / (len(name) * 0.62))
    g.add(d.text(name, insert=(4, 12.5), class_="b w", style=f"font-size:{size:.1f}px"))
    # VP badge
    if c.vp or c.vp_per is not None or c.special == "bestiary":
        g.add(d.circle((w - 9, 9), 7.5, fill=GOLD, stroke="#6b4e00", stroke_width=0.8))
        label = str(c.vp) if c.vp_per is None and c.special != "bestiary" else (
            "*" if c.special == "bestiary" else (f"{c.vp}+" if c.vp else "+"))
        g.add(d.text(label, insert=(w - 9, 12), class_="t8 b c"))
    y = 26
    # cost and type line
    x = 4
    if c.kind in ("artifact", "monument", "pop"):
        if not any(c.cost) and not c.cost_any:
            x += _txt(g, x, y, "free", "t6 b mute")
        else:
            x += _vec_icons(g, x, y, c.cost)
            if c.cost_any:
                x += _pie_icon(g, x, y, data.ALL, c.cost_any)
    else:
        x += _txt(g, x, y, texts.KIND[c.kind], "t6 b mute")
    tags = " · ".join(sorted(t.title() for t in c.tags))
    if c.kind == "pop":
        tags = f"Place of Power {c.pop_card}{c.pop_side}"
        if x + tw(tags, 5.6) > w - 4:
            tags = f"{c.pop_card}{c.pop_side}"
    elif c.kind == "monument":
        tags = "Monument"
    if tags and x + tw(tags, 5.6) <= w - 2:
        g.add(d.text(tags, insert=(w - 4, y + 2.2), class_="t5 b r mute"))
    y += 9
    chars = int((w - 10) / (6.3 * 0.56))
    lines: list[str] = []
    if c.discount:
        what = "Dragons" if c.discount[0] == "dragon" else "artifacts"
        lines.append(f"Your {what} cost {c.discount[1]} less (never Gold).")
    collect = texts.collect_text(card_id)
    lines += collect[len(c.collect):]  # the special ones; the plain collects are icons only
    if c.vp_per is not None:
        lines.append(f"+1 point per {NAMES[c.vp_per]} on it.")
    # collect icons
    if c.collect:
        y += 2
        row = d.g()
        row.add(d.rect((3, y - 5.5), (w - 6, 11), rx=3, fill="#fff", fill_opacity=0.7, stroke="#c8bfa8",
                       stroke_width=0.5))
        x = 5 + _txt(row, 5, y, "collect", "t5 b mute")
        for entry in c.collect:
            if entry[0] == "fixed":
                x += _vec_icons(row, x, y, entry[1])
            else:
                x += _pie_icon(row, x, y, entry[2], entry[1])
        row.set_desc(title=" ".join(collect[:len(c.collect)]))
        g.add(row)
        y += 8
    for ln in lines:
        for part in wrap(ln, chars):
            g.add(d.text(part, insert=(4, f1(y + 4)), class_="t6"))
            y += 7
    boxes = []
    y += 2
    for pw in c.powers:
        top = y
        y += 7
        x = 5
        x += _cost_icons(g, x, y, pw)
        x += _sym(g, x, y, "arrow")
        _effect_icons(g, x, y, pw)
        y += 6
        for part in wrap(pw.text, chars)[:5]:
            g.add(d.text(part, insert=(5, f1(y + 5)), class_="t6"))
            y += 6.6
        y += 3
        boxes.append((top, y - top))
        g.add(d.rect((2.5, f1(top)), (w - 5, f1(y - top)), rx=3, fill="none", stroke=kc, stroke_opacity=0.35,
                     stroke_width=0.6))
        y += 1.5
    return _ser(g), tuple(boxes)


@lru_cache(maxsize=512)
def _card_title(card_id: str) -> str:
    return " \n".join(texts.card_lines(card_id))


def _card(doc: RawDoc, card_id: str, x: float, y: float, sz: Size, *, turned=False, held=(0, 0, 0, 0, 0),
          uses: dict | None = None, origin: str = "50% 50%", extra_vp: int | None = None, buttons=()):
    """A card at (x, y) with what the state adds (and the buttons under it), as a group."""
    g = doc.d.g()
    frag = _card_frag(card_id, sz.w, sz.h, turned, tuple(held), tuple(sorted((uses or {}).items())), origin,
                      extra_vp, tuple(buttons))
    doc.raw(g, f'<g transform="translate({f1(x)},{f1(y)})">{frag}</g>')  # numbers only: no escaping needed
    return g


@lru_cache(maxsize=4096)
def _card_frag(card_id, w, h, turned, held, uses, origin, extra_vp, buttons) -> str:
    """One card at the origin, serialised; cached on everything it shows (most cards stay the same
    from one position to the next)."""
    d = _F
    outer = d.g()
    inner = d.g(class_="card turned" if turned else "card", tabindex="0", style=f"transform-origin:{origin}")
    inner["data-card"] = card_id
    inner.set_desc(title=_card_title(card_id) + (" \n(turned)" if turned else ""))
    # a turned card lies on its side, scaled to keep the width of its slot (focus shows it upright)
    k = w / h
    rot = f"translate({f1(w)},0) rotate(90) scale({k:.4f})"
    body = d.g(class_="rot", transform=rot) if turned else d.g()
    face, boxes = _face(card_id, w, h)
    body.add(d.g(id="ra-face"))
    if turned:
        body.add(d.rect((0, 0), (w, h), rx=6, fill="#555", fill_opacity=0.12))
    if any(held):
        n = sum(1 for v in held if v)
        bw = 8 + 11.5 * n
        bar = d.g()
        bar.add(d.rect((f1(w - bw - 3), h - 15), (f1(bw), 12), rx=6, fill="#fff", stroke="#7a6a4a",
                       stroke_width=0.8))
        _vec_icons(bar, w - bw + 1, h - 9, held)
        bar.set_desc(title="on it: " + texts.essences(held))
        body.add(bar)
    if extra_vp is not None:
        body.add(d.circle((w - 9, 27), 6.5, fill="#fff", stroke=GOLD, stroke_width=1.5))
        body.add(d.text(str(extra_vp), insert=(w - 9, 29.7), class_="t7 b c"))
    # the usable powers last: on top of the turned card's veil and the badges, so a click lands on them
    for n, text in uses:
        top, bh = boxes[n - 1]
        el = d.g()
        el.add(d.rect((1.5, f1(top - 0.5)), (w - 3, f1(bh + 1)), rx=3, class_="hit"))
        _act(el, text, f"{text}: {CARDS[card_id].powers[n - 1].text}")
        body.add(el)
    inner.add(body)
    outer.add(inner)
    yy = (w * w / h if turned else h) + 3
    for label, text in buttons:
        el = d.g()
        el.add(d.rect((2, f1(yy)), (f1(w - 4), 14), rx=4, class_="btn"))
        el.add(d.text(label, insert=(f1(w / 2), f1(yy + 10)), class_="t7 b c"))
        outer.add(_act(el, text))
        yy += 16
    return _ser(outer).replace('<g id="ra-face" />', face, 1)


def _back(doc: RawDoc, x, y, sz: Size, label: str, count: int, tip: str):
    d = doc.d
    g = d.g(transform=f"translate({f1(x)},{f1(y)})")
    g.add(d.rect((0, 0), (sz.w, sz.h), rx=6, fill="#3d2f52", stroke="#1f1630", stroke_width=1.4))
    g.add(d.rect((6, 6), (sz.w - 12, sz.h - 12), rx=4, fill="none", stroke=GOLD, stroke_width=0.8,
                 stroke_dasharray="3 2"))
    g.add(d.text(label, insert=(sz.w / 2, sz.h / 2 - 4), class_="t8 b c w"))
    g.add(d.text(str(count), insert=(sz.w / 2, sz.h / 2 + 14), class_="t11 b c w"))
    g.set_desc(title=tip)
    return g


# ---------------------------------------------------------------------------------------------
# which legal move goes where

CARD_VERBS = {"place": "Place", "discard": "Discard", "claim": "Claim", "destroy": "Destroy",
              "turn": "Turn", "straighten": "Straighten", "target": "Put here", "item": "Take",
              "mage": "Choose", "take": "Take", "leave": "Leave"}


class _Clicks:
    def __init__(self):
        self.uses: dict[str, dict[int, str]] = {}  # card -> power -> move
        self.on_card: dict[str, list[tuple[str, str]]] = {}  # card -> [(label, move)]
        self.passes: list[tuple[str, str]] = []  # (item, move)
        self.strip: list[tuple[str, str, tuple | None]] = []  # (label, move, action)


def _parse(s, text, viewer):
    seat, cmd = notation.split_actor(s, text)
    return notation.parse_command(s, seat if seat is not None else viewer, cmd)


def _classify(s, v, moves: list[str], viewer, shown: set[str]) -> _Clicks:
    cl = _Clicks()
    frame = _frame(s, viewer)
    for text in moves:
        try:
            a = _parse(s, text, viewer)
        except (TabulaError, ValueError, TypeError):
            cl.strip.append((text, text, None))
            continue
        verb = a[1]
        if verb == "use" and a[2] in shown:
            cl.uses.setdefault(a[2], {})[a[3]] = text
        elif verb == "pass":
            cl.passes.append((a[2], text))
        elif verb == "claim" and a[2] == "top":
            cl.on_card.setdefault("#mon_deck", []).append(("Claim top (4G)", text))
        elif (verb in CARD_VERBS and len(a) == 3 and isinstance(a[2], str) and a[2] in shown
              and not (frame is not None and frame[0] in ("attack", "statue", "place_from"))):
            label = CARD_VERBS[verb]
            if verb == "discard" and frame is None:
                label = "Discard +1G/2"
            cl.on_card.setdefault(a[2], []).append((label, text))
        else:
            cl.strip.append((_label(s, a, frame), text, a))
    return cl


def _frame(s, viewer):
    if viewer is None:
        return None
    if s.phase == "collect":
        q = s.cq[viewer] if 0 <= viewer < len(s.cq) else []
        return q[-1] if q else None
    if s.q and s.q[-1][1] == viewer:
        return s.q[-1]
    return None


def _label(s, a, frame) -> str:
    verb = a[1]
    if verb in ("pay", "gain"):
        return data.vec_text(a[2])
    if verb == "done":
        return "Done"
    if verb == "rival":
        r = a[2]
        src = frame[2] if frame and frame[0] == "rival" else None
        n = s.players[r].pool[src] if src is not None else 0
        return f"{_who(s, r)}: {n} {NAMES[src]}" if src is not None else _who(s, r)
    if verb == "look":
        return "your deck" if a[2] == "deck" else "the monument deck"
    if verb == "order":
        return " › ".join(CARDS[c].name for c in a[2])
    if verb == "lose":
        return "Lose the Life"
    if verb == "ignore":
        ign = frame[5] if frame and frame[0] == "attack" else None
        return f"Pay {texts.essences(ign[1])} instead" if ign else "Ignore"
    if verb == "react":
        return f"Use {CARDS[a[2]].name}"
    if verb == "decline":
        return "No" if frame and frame[0] == "statue" else "Place nothing"
    if verb in CARD_VERBS and isinstance(a[2], str) and a[2] in CARDS:
        extra = ""
        if frame is not None and frame[0] == "attack":
            extra = " instead"
        return f"{CARD_VERBS[verb]} {CARDS[a[2]].name}{extra}"
    return notation.format_command(s, a)


def _who(s, seat: int) -> str:
    p = s.players[seat]
    if p.mage and p.mage in CARDS:
        return f"p{seat + 1} {CARDS[p.mage].name}"
    return f"p{seat + 1}"


# ---------------------------------------------------------------------------------------------
# the decision strip


def _heading(s, frame, viewer) -> str:
    """What the deciding player is choosing, in words."""
    if frame is None:
        if s.phase == "mage":
            return "Choose your mage"
        return "Your turn: use a highlighted power, or a button under a card"
    kind = frame[0]
    if kind in engine.VECTOR:
        acc, _ = engine.progress(frame)
        so_far = f" — so far {texts.essences(acc)}" if any(acc) else ""
        if kind == "pay":
            fixed, any_n, _types, cut = frame[2:6]
            what = _pay_target(s, viewer)
            cost = texts.essences(fixed) if any(fixed) else ""
            if any_n:
                cost = (cost + " + " if cost else "") + f"{any_n} of any kind"
            if cut:
                cost += f", {cut} less"
            return f"Pay {cost}{' for ' + what if what else ''}: pick one essence at a time{so_far}"
        if kind == "same":
            return f"Pay X essences of one type (then Done){so_far}"
        if kind == "gainc":
            where = "" if frame[4] is None else f" onto {CARDS[frame[4]].name}"
            src = f" ({CARDS[frame[5]].name})" if frame[5] in CARDS else ""
            return f"Gain {frame[2]} essences{where}{src}, one at a time{so_far}"
        if kind == "dgain":
            return f"Discarded: gain 1 Gold or 2 other essences{so_far}"
        return f"Missing Life: lose {frame[2]} other essences{so_far}"
    if kind == "attack":
        _, _r, attacker, n, card, _ign = frame
        return f"{_who(s, attacker)}'s {CARDS[card].name}: you lose {n} Life"
    if kind == "take":
        return f"Take the essences on {CARDS[frame[2]].name} ({texts.essences(s.on(frame[2]))}) or leave them"
    if kind == "order":
        return "Put the cards back, top first"
    if kind == "statue":
        return "Golden Statue: pay 3 Gold for 3 points at this victory check?"
    if kind == "forge":
        return "Cursed Forge: pay 1 Death, or turn it"
    if kind == "convert":
        return "Gain the same amount of one other type"
    return engine.describe(frame).capitalize()


def _pay_target(s, viewer) -> str:
    q = s.q
    if len(q) >= 2 and q[-2][0] == "to_play":
        return CARDS[q[-2][2]].name
    card = s.ctx.get("card")
    return CARDS[card].name if card in CARDS else ""


def _status(s, v, viewer) -> str:
    from . import GAME

    if s.phase == "over":
        win = GAME.winners(s) or []
        return "Game over · won by " + ", ".join(_who(s, w) for w in win)
    movers = GAME.to_move(s)
    who = ", ".join(_who(v, m) if s.phase != "mage" else f"p{m + 1}" for m in movers)
    rnd = f"Round {s.round}" if s.round else "Setup"
    phase = {"mage": "choose mages", "items": "choose magic items", "collect": "collect",
             "actions": "actions"}.get(s.phase, s.phase)
    return f"{rnd} · {phase} · to decide: {who}"


def _strip(doc: RawDoc, s, v, viewer, cl: _Clicks, width: float):
    """The decision strip: a heading, then groups of buttons. Returns (group, height)."""
    d = doc.d
    g = d.g(id="ra-strip")
    frame = _frame(s, viewer)
    from . import GAME

    movers = GAME.to_move(s)
    deciding = viewer is not None and viewer in movers
    groups: list[tuple[str, list]] = []
    if cl.strip or (deciding and (cl.uses or cl.on_card)):
        groups.append((_heading(v, frame, viewer), [(lab, text, a) for lab, text, a in cl.strip]))
    if cl.passes:
        groups.append(("Or pass: take a magic item (your old one returns), draw a card",
                       [(CARDS[i].name, text, ("pass", i)) for i, text in cl.passes]))
    if not groups:
        if s.phase == "over":
            head = "Final score"
        elif deciding:
            head = _heading(v, frame, viewer)
        else:
            waits = [m for m in movers]
            head = "Waiting for " + ", ".join(
                f"{_who(v, m) if s.phase != 'mage' else 'p' + str(m + 1)}"
                + (f" ({_wait_what(s, m)})" if _wait_what(s, m) else "") for m in waits)
        groups.append((head, []))
    x, y = 8.0, 4.0
    for head, buttons in groups:
        y += 14
        for part in wrap(head, int((width - 16) / (10 * 0.56))):
            g.add(d.text(part, insert=(8, f1(y)), class_="t9 b"))
            y += 13
        y -= 13
        x = 8.0
        y += 6
        rowh = 22
        for label, text, a in buttons:
            icons = a is not None and a[1] in ("pay", "gain") if a is not None and len(a) > 1 else False
            if icons:
                one = sum(a[2]) == 1
                word = NAMES[a[2].index(1)] if one else ""
                bw = 12 + 12 * sum(1 for n in a[2] if n) + (tw(word, 10) + 4 if one else 0)
            else:
                bw = tw(label, 10) + 14
            if x + bw > width - 8 and x > 8:
                x, y = 8.0, y + rowh + 4
            el = d.g()
            el.add(d.rect((f1(x), f1(y)), (f1(bw), rowh), rx=6, class_="btn"))
            if icons:
                xx = x + 6 + _vec_icons(el, x + 6, y + rowh / 2, a[2])
                if one:
                    el.add(d.text(word, insert=(f1(xx + 3), f1(y + 15)), class_="t9"))
                tip = f"{text}: {'pay' if a[1] == 'pay' else 'gain'} {texts.essences(a[2])}"
            else:
                el.add(d.text(label, insert=(f1(x + bw / 2), f1(y + 15)), class_="t9 c"))
                tip = text
                if a is not None and a[1] == "pass":
                    tip = f"{text}: " + " ".join(texts.card_lines(a[2])[1:])
            g.add(_act(el, text, tip))
            x += bw + 6
        y += rowh + 6 if buttons else 6
    h = y + 2
    g.elements.insert(0, d.rect((0, 0), (f1(width), f1(h)), rx=6, fill="#fffaf0",
                                stroke=GOLD if deciding else "#e0c97a", stroke_width=2 if deciding else 1))
    return g, h


def _wait_what(s, seat) -> str:
    if s.phase == "collect":
        q = s.cq[seat]
    else:
        q = s.q if s.q and s.q[-1][1] == seat else []
    return engine.describe(q[-1]) if q else ""


# ---------------------------------------------------------------------------------------------
# flowing cards in rows


def _buttons(doc: RawDoc, x, y, w, items: list[tuple[str, str]]) -> float:
    """Buttons under a card at (x, y), ``w`` wide; returns the height used."""
    d = doc.d
    yy = y + 3
    for label, text in items:
        el = d.g()
        el.add(d.rect((f1(x), f1(yy)), (f1(w), 14), rx=4, class_="btn"))
        el.add(d.text(label, insert=(f1(x + w / 2), f1(yy + 10)), class_="t7 b c"))
        doc.root.add(_act(el, text))
        yy += 16
    return yy - y


def _flow(doc: RawDoc, parent, x0, y0, width, sz: Size, cards: list[tuple], cl: _Clicks, s) -> float:
    """Draw cards (id, turned, extra) left to right, wrapping; returns the height used."""
    x, y = x0, y0
    rowh = 0.0
    gap = 6
    for card_id, turned, extra in cards:
        slot = sz.w
        btns = cl.on_card.get(card_id, [])
        need = (sz.w * sz.w / sz.h if turned else sz.h) + (16 * len(btns) + 3 if btns else 0)
        if x + slot > x0 + width + 0.5 and x > x0:
            x, y = x0, y + rowh + gap
            rowh = 0.0
        rel = (x - doc.x_min) / max(1.0, doc.width)
        ox = "0%" if rel < 0.3 else "100%" if rel > 0.7 else "50%"
        oy = "0%" if y < 260 else "100%" if y > doc.h_guess - 200 else "50%"
        held = s.on(card_id) if card_id in CARDS else (0,) * 5
        parent.add(_card(doc, card_id, x, y, sz, turned=turned, held=held, uses=cl.uses.get(card_id),
                         origin=f"{ox} {oy}", extra_vp=extra, buttons=btns))
        x += slot + gap
        rowh = max(rowh, need)
    return y + rowh - y0


# ---------------------------------------------------------------------------------------------
# the whole table


def _legal_texts(s, viewer) -> list[str]:
    from . import legal

    if viewer is None:
        return []
    return [notation.format_action(s, a) for a in legal.legal(s, viewer)]


def render(state, viewer: int | None, legal_texts=None, layout: str = "wide") -> str:
    """The table as one SVG string, as ``viewer`` may see it (None: a spectator, all hands
    hidden). ``legal_texts``: the move texts to make clickable (a list, or a dict whose values
    are move texts); None: the legal moves of ``viewer``."""
    s = state
    if legal_texts is None:
        moves = _legal_texts(s, viewer)
    elif isinstance(legal_texts, dict):
        moves = list(legal_texts.values())
    else:
        moves = list(legal_texts)
    v = hidden.view(s, viewer)  # from here on, only what the viewer may see
    narrow = layout == "narrow"
    sz = NARROW if narrow else WIDE
    width = 392.0 if narrow else 1220.0
    pad = 6.0

    me = v.players[viewer] if viewer is not None and 0 <= viewer < v.nplayers else None
    shown = set(v.places) | set(v.mon_display) | set(v.items)
    for p in v.players:
        shown.update(p.components())
    if me is not None:
        shown.update(c for c in me.hand if c != hidden.HIDDEN)
        shown.update(c for c in me.mage_opts if c != hidden.HIDDEN)
    cl = _classify(s, v, moves, viewer, shown)

    doc = RawDoc("ra")
    d = doc.d
    doc.root = root = d.g(class_="ra")
    doc.x_min, doc.width = pad, width - 2 * pad
    doc.h_guess = 1600 if not narrow else 2600
    y = 0.0
    root.add(d.text(_status(s, v, viewer), insert=(pad, 16), class_="t11 b"))
    y = 24
    strip, h = _strip(doc, s, v, viewer, cl, width - 2 * pad)
    strip["transform"] = f"translate({f1(pad)},{f1(y)})"
    root.add(strip)
    y += h + 10

    # viewer's private area: hand, mage choice, cards being looked at
    if me is not None:
        private = [(c, False, None) for c in me.mage_opts if c != hidden.HIDDEN and v.phase == "mage"]
        private += [(c, False, None) for c in me.hand]
        look = next((f for f in [*v.q, *(v.cq[viewer] if viewer < len(v.cq) else [])]
                     if f[0] == "order" and f[1] == viewer), None)
        head = "Your mages: choose one" if v.phase == "mage" and me.mage is None else "Your hand"
        n_hand = f"{len(me.hand)} card{'s' if len(me.hand) != 1 else ''}"
        root.add(d.text(f"{head} ({n_hand})" if head == "Your hand" else head,
                        insert=(pad, y + 10), class_="cap"))
        y += 16
        if private:
            y += _flow(doc, root, pad, y, width - 2 * pad, sz, private, cl, v) + 10
        else:
            root.add(d.text("no cards", insert=(pad + 4, y + 10), class_="t8 mute"))
            y += 20
        if look is not None:
            src = "your deck" if look[2] == "deck" else "the monument deck"
            root.add(d.text(f"Looking at the top of {src} (top first)", insert=(pad, y + 10), class_="cap"))
            y += 16
            seen = [(c, False, None) for c in look[3]]
            y += _flow(doc, root, pad, y, width - 2 * pad, sz, seen, cl, v) + 10

    # the supply
    root.add(d.text("Places of Power · Monuments · Magic items", insert=(pad, y + 10), class_="cap"))
    y += 16
    supply = [(c, False, None) for c in v.places] + [(c, False, None) for c in v.mon_display]
    supply_h = _flow(doc, root, pad, y, width - 2 * pad, sz, supply, cl, v)
    # the monument deck, face down, after the cards on the same row when there is room
    per_row = int((width - 2 * pad + 6) // (sz.w + 6))
    n = len(supply)
    col, row = n % per_row, n // per_row
    bx, by = pad + col * (sz.w + 6), y + row * (supply_h / max(1, (n + per_row - 1) // per_row) if n else 0)
    if n and col == 0:
        by = y + supply_h + 6
    root.add(_back(doc, bx, by, sz, "Monuments", len(v.mon_deck), f"{len(v.mon_deck)} monuments face down"))
    deck_btns = cl.on_card.get("#mon_deck", [])
    used_h = sz.h
    if deck_btns:
        used_h += _buttons(doc, bx + 2, by + sz.h, sz.w - 4, deck_btns)
    y = max(y + supply_h, by + used_h) + 10
    items = [(c, False, None) for c in v.items]
    y += _flow(doc, root, pad, y, width - 2 * pad, Size(sz.w, round(sz.h * ITEM_H)), items, cl, v) + 12

    # players, from the viewer on
    order = list(range(v.nplayers))
    if me is not None:
        order = order[viewer:] + order[:viewer]
    from . import GAME

    movers = GAME.to_move(s)
    for seat in order:
        y += _panel(doc, root, s, v, seat, pad, y, width - 2 * pad, sz, cl, seat in movers, viewer) + 10

    total_h = y + 4
    return doc.finish(root, width, total_h, _defs())


def _panel(doc: RawDoc, root, s, v, seat, x0, y0, width, sz, cl, deciding, viewer) -> float:
    d = doc.d
    p = v.players[seat]
    bg = d.rect((x0, y0), (f1(width), 10), rx=8, fill="#fffdf7", stroke=GOLD if deciding else "#b9ae96",
                stroke_width=3 if deciding else 1)
    root.add(bg)
    name = f"p{seat + 1}" + (f" · {CARDS[p.mage].name}" if p.mage in CARDS else "")
    if seat == viewer:
        name += " (you)"
    tags = []
    if v.first == seat:
        tags.append(("first player" + (" (taken)" if v.token_taken else ""), GOLD, ""))
    if p.passed:
        tags.append(("passed", "#777", " w"))
    if deciding and v.phase != "over":
        tags.append(("to decide", "#2b2b2b", " w"))
    info = f"hand {len(p.hand)} · deck {len(p.deck)} · discards {len(p.discard)}"
    bd = tuple(vp_breakdown(v, seat).items())
    frag, dy = _panel_head(seat, name, bd, tuple(p.pool), tuple(tags), info, tuple(p.discard), width)
    doc.raw(root, f'<g transform="translate({f1(x0)},{f1(y0)})">{frag}</g>')
    y = y0 + dy
    cards = []
    if p.mage in CARDS:
        cards.append((p.mage, p.mage in v.turned, None))
    if p.item:
        cards.append((p.item, p.item in v.turned, None))
    cards += [(c, c in v.turned, None) for c in p.play]
    cards += [(c, c in v.turned, None) for c in p.monuments]
    cards += [(c, c in v.turned, place_vp(v, seat, c)) for c in p.places]
    h = _flow(doc, root, x0 + 8, y, width - 16, sz, cards, cl, v) if cards else 0
    total = y + h + 8 - y0
    bg["height"] = f1(total)
    return total


@lru_cache(maxsize=256)
def _panel_head(seat, name, bd, pool, tags, info, discard, width) -> tuple[str, float]:
    """A player's panel without its cards, at the origin, serialised; (fragment, where the cards
    start)."""
    d = _F
    x0 = y0 = 0
    g = d.g()
    head = d.g()
    head.add(d.rect((x0 + 2, y0 + 2), (f1(width - 4), 22), rx=6, fill=SEAT_FILL[seat % 4]))
    head.add(d.text(name, insert=(x0 + 10, y0 + 17.5), class_="t11 b w"))
    t = d.text(f"{sum(n for _, n in bd)} VP", insert=(x0 + width - 10, y0 + 17.5), class_="t11 b r w")
    t.set_desc(title=", ".join(f"{k}: {n}" for k, n in bd if n) or "no points yet")
    head.add(t)
    g.add(head)
    y = y0 + 38
    x = x0 + 10
    pool_g = d.g()
    for t_ in data.TYPES:
        pool_g.add(d.use(f"#ra-e-{LETTERS[t_]}", transform=f"translate({f1(x + 7)},{f1(y)}) scale(1.45)"))
        pool_g.add(d.text(LETTERS[t_], insert=(f1(x + 7), f1(y + 3.2)),
                          class_="t8 b c" + (" w" if t_ != data.G else "")))
        pool_g.add(d.text(str(pool[t_]), insert=(f1(x + 17), f1(y + 4.5)), class_="t11 b"))
        x += 38
    pool_g.set_desc(title="essences: " + texts.essences(pool))
    g.add(pool_g)
    for label, fill, ink in tags:
        w_ = tw(label, 8.5) + 10
        if x + w_ > x0 + width - 6:
            x, y = x0 + 10, y + 18
        g.add(d.rect((f1(x), f1(y - 7)), (f1(w_), 14), rx=7, fill=fill))
        g.add(d.text(label, insert=(f1(x + w_ / 2), f1(y + 3)), class_="t8 b c" + ink))
        x += w_ + 5
    if x + tw(info, 8.5) > x0 + width - 10:
        y += 16
    g.add(d.text(info, insert=(x0 + width - 10, f1(y + 3)), class_="t8 r mute"))
    y += 12
    if discard:
        names = ", ".join(CARDS[c].name for c in discard)
        for ln in wrap("Discards: " + names, int((width - 20) / (7.2 * 0.56)))[:3]:
            g.add(d.text(ln, insert=(x0 + 10, f1(y + 7)), class_="t7 mute"))
            y += 9
    return _ser(g), y + 6 - y0


# ---------------------------------------------------------------------------------------------
# emblem for the home screen


@cache
def emblem() -> str:
    doc = RawDoc.emblem("ra", "0 0 96 96", _defs())
    d = doc.d
    g = d.g()
    for rot, kind in ((-14, "artifact"), (0, "mage"), (14, "pop")):
        c = d.g(transform=f"translate(48,54) rotate({rot}) translate(-20,-30)")
        c.add(d.rect((0, 0), (40, 58), rx=4, fill=KIND_BG[kind], stroke=KIND_FILL[kind], stroke_width=2))
        c.add(d.rect((0, 0), (40, 10), rx=4, fill=KIND_FILL[kind]))
        g.add(c)
    for t, (x, y) in zip(data.TYPES, ((30, 50), (48, 40), (66, 50), (39, 66), (57, 66))):
        g.add(d.use(f"#ra-e-{LETTERS[t]}", transform=f"translate({x},{y}) scale(1.6)"))
    d.add(g)
    return doc.tostring()
