"""Cards: a component's face, the state on it (turned, essences on it, points, usable powers, the
buttons under it), a face-down pile, and cards flowed in rows.

A card on the table shows what a player reads at a glance, large enough to read at both layouts:
its name, cost (or kind), points, what it collects, its powers as icons (cost, arrow, effects),
and the essences on it. Its whole text is in the card zoom (``zoom_only``: a panel under the
card, shown only when the page draws the card large); its tooltip says what it is.

A face does not depend on the state: it is serialised once per card and size (``face``). A card
with its state is cached on everything it shows (``card_fragment``): most cards stay the same
from one position to the next, so a board is mostly spliced text (kit/doc.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act, ring
from ...kit.doc import F, f1, ser, tip, zoom, zoom_only
from ...kit.layout import flow
from ...kit.palette import GOLD
from ...kit.text import wrap
from .. import data, texts
from ..data import CARDS
from .icons import LABEL, STEP, bold_width, cost_icons, effect_icons, pie_icon, sym, symbol, txt, vec_icons
from .moves import card_buttons, usable

KIND_FILL = {"artifact": "#8a5a2b", "mage": "#5b3f8c", "item": "#17787a", "monument": "#9c7408",
             "pop": "#2d5f40"}
KIND_BG = {"artifact": "#fbf4e6", "mage": "#f3eefa", "item": "#eaf6f5", "monument": "#fbf5e0",
           "pop": "#ecf4ee"}
NAME = 12.5  # a card's name (bold), down to LABEL when long, else on two lines
NOTE = 14.0  # the line height of a card's notes
ZOOM_TEXT = 9.0  # the card's whole text in the zoom (drawn at least twice as large there)
FOOT = 26.0  # the room at a card's foot: the essences on it, its points, the turned mark
TILT = 3.0  # a turned card lies askew (degrees; inside the gap between cards), greyed


class Size(NamedTuple):
    """How cards are drawn in a layout: their width, the height of a power's box (a clickable
    part), of a button under a card, and the gap between cards."""

    w: float
    row: float
    btn: float
    gap: float = 6.0


WIDE = Size(164, 30, 28)
NARROW = Size(164, 44, 44)
MIN_H = 124.0  # a card is never shorter (cards in a row share the height of the fullest)


# ---------------------------------------------------------------------------------------------
# the face


@lru_cache(maxsize=512)
def face(card_id: str, w: float, h: float, row: float = WIDE.row) -> tuple[str, tuple]:
    """The static face of a card at the origin; (fragment, ((y, h) of each power box))."""
    c = CARDS[card_id]
    g, boxes, _ = _content(card_id, w, row)
    g.elements.insert(0, F.rect((0, 0), (w, h), rx=8, fill=KIND_BG[c.kind], stroke=KIND_FILL[c.kind],
                                stroke_width=1.6))
    return ser(g), boxes


@lru_cache(maxsize=1024)
def card_height(card_id: str, sz: Size) -> float:
    """The room ``card_id``'s face takes (with the foot under its content)."""
    return max(MIN_H, _content(card_id, sz.w, sz.row)[2] + FOOT)


def _content(card_id: str, w: float, row: float):
    """The face without its frame: (group, power boxes, the y its content ends at)."""
    c = CARDS[card_id]
    g = F.g(class_="face")
    y = _banner(g, c, w)
    y = _cost_line(g, c, w, y)
    y = _collect_row(g, card_id, w, y)
    for line in texts.board_notes(card_id):
        for part in wrap(line, w - 10, LABEL):
            g.add(F.text(part, insert=(5, f1(y + 11)), class_="nt"))
            y += NOTE
    boxes = []
    y += 3
    for pw in c.powers:
        _power(g, pw, w, y, row, KIND_FILL[c.kind])
        boxes.append((y, row))
        y += row + 3
    return g, tuple(boxes), y


def _has_vp(c) -> bool:
    return bool(c.vp or c.vp_per is not None or c.special == "bestiary")


def _banner(g, c, w: float) -> float:
    """The card's name on a band of its kind's colour, its points in a gold badge; the band's foot."""
    room = w - 12 - (26 if _has_vp(c) else 0)
    size = max(LABEL, min(NAME, NAME * room / bold_width(c.name, NAME)))
    lines = [c.name] if bold_width(c.name, size) <= room else wrap(c.name, room, LABEL, bold=True)[:2]
    size = size if len(lines) == 1 else LABEL
    bh = 26 if len(lines) == 1 else 40
    g.add(F.path(d=f"M0,8 a8,8 0 0 1 8,-8 h{f1(w - 16)} a8,8 0 0 1 8,8 v{bh - 8} h{f1(-w)} z",
                 fill=KIND_FILL[c.kind]))
    for k, line in enumerate(lines):
        g.add(F.text(line, insert=(6, 17.5 + 14 * k - (3 if len(lines) > 1 else 0)), class_="nm",
                     style=f"font-size:{size:.1f}px"))
    if _has_vp(c):
        g.add(F.circle((w - 14, 13), 10.5, fill=GOLD, stroke="#6b4e00", stroke_width=1))
        if c.special == "bestiary":
            label = "*"
        elif c.vp_per is None:
            label = str(c.vp)
        else:
            label = f"{c.vp}+" if c.vp else "+"
        g.add(F.text(label, insert=(w - 14, 17.5), class_="vp"))
    return bh


def _cost_line(g, c, w: float, y: float) -> float:
    """The cost (components one may buy) or the kind, and the tags on the right; returns y."""
    mid = y + 14
    x = 5
    if c.kind in ("artifact", "monument", "pop"):
        if not any(c.cost) and not c.cost_any:
            x += txt(g, x, mid, "free", "lb mute")
        else:
            x += vec_icons(g, x, mid, c.cost)
            if c.cost_any:
                x += pie_icon(g, x, mid, data.ALL, c.cost_any)
    else:
        x += txt(g, x, mid, texts.KIND[c.kind], "lb mute")
    tags = " · ".join(sorted(t.title() for t in c.tags)) or {"monument": "Monument"}.get(c.kind, "")
    if c.kind == "pop":
        tags = "Place of Power" if x + 6 + bold_width("Place of Power", LABEL) <= w - 5 else ""
    if tags and x + 6 + bold_width(tags, LABEL) <= w - 5:
        g.add(F.text(tags, insert=(w - 5, f1(mid + 4.1)), class_="lb r mute"))
    return y + 28


def _collect_row(g, card_id: str, w: float, y: float) -> float:
    """What the card collects each round, as icons on a light band; returns y after it."""
    c = CARDS[card_id]
    if not c.collect:
        return y
    mid = y + 12
    row = F.g()
    row.add(F.rect((3, f1(mid - 11)), (w - 6, 22), rx=5, fill="#fff", fill_opacity=0.75, stroke="#c8bfa8",
                   stroke_width=0.6))
    x = 6 + txt(row, 5, mid, "Collect", "lb mute")
    for entry in c.collect:
        if entry[0] == "fixed":
            x += vec_icons(row, x, mid, entry[1])
        else:
            x += pie_icon(row, x, mid, entry[2], entry[1])
    tip(row, " ".join(texts.collect_text(card_id)[:len(c.collect)]))
    g.add(row)
    return y + 27


def _power(g, pw, w: float, y: float, row: float, stroke: str) -> None:
    """One power's box from ``y``, ``row`` tall: its icons (cost, arrow, effects), made smaller in
    the rare power too long for the card."""
    g.add(F.rect((2.5, f1(y)), (w - 5, row), rx=5, fill="#fff", fill_opacity=0.45, stroke=stroke,
                 stroke_opacity=0.45, stroke_width=0.8))
    icons = F.g()
    x = cost_icons(icons, 0, 0, pw)
    x += sym(icons, x, 0, "arrow")
    x += effect_icons(icons, x, 0, pw)
    k = min(1.0, (w - 12) / max(x, 1.0))
    icons["transform"] = f"translate(6,{f1(y + row / 2)})" + (f" scale({k:.3f})" if k < 1 else "")
    g.add(icons)


@lru_cache(maxsize=512)
def full_text(card_id: str, w: float, y: float) -> str:
    """The card's whole text on a panel from ``y`` (under the card), shown only in the card zoom;
    serialised."""
    c = CARDS[card_id]
    lines = []
    for line in [texts.card_lines(card_id)[0].split(": ", 1)[-1], *texts.card_lines(card_id)[1:]]:
        lines += wrap(line, w - 12, ZOOM_TEXT)
    h = 10 + 12 * len(lines)
    panel = [F.rect((0, f1(y)), (w, f1(h)), rx=6, fill="#fffdf7", stroke=KIND_FILL[c.kind],
                    stroke_width=1.2)]
    for k, line in enumerate(lines):
        panel.append(F.text(line, insert=(6, f1(y + 17 + 12 * k)), class_="zt"))
    return ser(zoom_only(*panel))


# ---------------------------------------------------------------------------------------------
# a card with what the state adds


class Look(NamedTuple):
    """What the state adds to a card's face; with the face, all a card fragment depends on."""

    turned: bool = False
    held: tuple = data.ZERO  # the essences on it
    uses: tuple = ()  # (power number, move text, tooltip) of each usable power
    extra_vp: int | None = None  # a Place of Power's points now
    buttons: tuple = ()  # (label, move text, tooltip) of each button under it


@lru_cache(maxsize=512)
def card_title(card_id: str, turned: bool = False) -> str:
    return texts.card_tip(card_id) + (" (turned: its powers rest until straightened)" if turned else "")


@lru_cache(maxsize=4096)
def card_fragment(card_id: str, sz: Size, look: Look, h: float) -> str:
    """One card at the origin, ``h`` tall, with its state and buttons, serialised (cached: most
    cards stay the same from one position to the next)."""
    w = sz.w
    outer = F.g()
    inner = F.g(class_="card turned" if look.turned else "card", tabindex="0")
    inner["data-card"] = card_id
    zoom(tip(inner, card_title(card_id, look.turned)))
    # a turned card lies askew and greyed: its powers rest (a reaction may still be ringed)
    body = F.g(class_="rot", transform=f"rotate({TILT},{f1(w / 2)},{f1(h / 2)})") if look.turned else F.g()
    frag, boxes = face(card_id, w, h, sz.row)
    body.add(F.g(id="ra-face"))
    if look.turned:
        body.add(F.rect((0, 0), (w, h), rx=8, fill="#3a3a3a", fill_opacity=0.18, class_="board-only"))
    _foot(body, look, w, h)
    # the usable powers last: on top of the turned card's veil and the badges, so a click lands on them
    for n, text, tip_text in look.uses:
        top, bh = boxes[n - 1]
        el = F.g()
        el.add(ring(3.5, top + 1.5, w - 7, bh - 3, rx=4))  # the power's box, 0.5 outside it
        body.add(act(el, text, tip_text))
    inner.add(body)
    inner.add(F.g(id="ra-text"))
    outer.add(inner)
    buttons(outer, 0, h + 4, w, look.buttons, sz.btn)
    text = ser(outer).replace('<g id="ra-face" />', frag, 1)
    return text.replace('<g id="ra-text" />', full_text(card_id, w, h + 4), 1)


def _foot(body, look: Look, w: float, h: float) -> None:
    """At the card's foot: the turned mark and a Place of Power's points on the left, the essences
    on it on the right."""
    x = 5.0
    if look.turned:
        mark = F.g()
        mark.add(F.circle((x + 11, h - 13), 11, fill="#fff", stroke="#555", stroke_width=1))
        symbol(mark, "ra-s-turn", x + 11, h - 13, 1.5)
        body.add(tip(mark, "Turned"))
        x += 26
    if look.extra_vp is not None:
        pill = F.g()
        label = f"{look.extra_vp} VP"
        pw = bold_width(label, LABEL) + 12
        pill.add(F.rect((f1(x), h - 24), (f1(pw), 22), rx=11, fill="#fff", stroke=GOLD, stroke_width=1.6))
        pill.add(F.text(label, insert=(f1(x + pw / 2), f1(h - 9)), class_="lb c"))
        body.add(tip(pill, f"{look.extra_vp} points now"))
    if any(look.held):
        _held(body, look.held, w, h)


def _held(body, held: tuple, w: float, h: float) -> None:
    """The essences on a card, on a white bar at its foot."""
    bw = 6 + STEP * sum(1 for v in held if v)
    bar = F.g()
    bar.add(F.rect((f1(w - bw - 4), h - 24), (f1(bw), 22), rx=11, fill="#fff", stroke="#7a6a4a",
                   stroke_width=0.8))
    vec_icons(bar, w - bw - 1, h - 13, held)
    body.add(tip(bar, "On it: " + texts.essences(held)))


def buttons(parent, x: float, y: float, w: float, items, bh: float) -> float:
    """Buttons (label, move text, tooltip) side by side under a card, from (x, y), ``w`` wide,
    ``bh`` tall; the height they take."""
    if not items:
        return 0.0
    bw = (w - 4 * (len(items) - 1)) / len(items)
    for k, (label, text, tip_text) in enumerate(items):
        bx = x + k * (bw + 4)
        el = F.g()
        el.add(F.rect((f1(bx), f1(y)), (f1(bw), bh), rx=6, class_="btn"))
        el.add(F.text(label, insert=(f1(bx + bw / 2), f1(y + bh / 2 + 4.3)), class_="lb c"))
        parent.add(act(el, text, tip_text))
    return bh + 4


def back(x: float, y: float, w: float, h: float, label: str, count: int, tip_text: str):
    """A face-down pile at (x, y), ``w`` x ``h``: its name and how many cards it holds."""
    g = F.g(transform=f"translate({f1(x)},{f1(y)})")
    g.add(F.rect((0, 0), (w, h), rx=8, fill="#3d2f52", stroke="#1f1630", stroke_width=1.6))
    g.add(F.rect((7, 7), (w - 14, h - 14), rx=5, fill="none", stroke=GOLD, stroke_width=1,
                 stroke_dasharray="4 3"))
    g.add(F.text(label, insert=(w / 2, h / 2 - 6), class_="cap c w"))
    g.add(F.text(str(count), insert=(w / 2, h / 2 + 20), class_="big c w"))
    return tip(g, tip_text)


# ---------------------------------------------------------------------------------------------
# cards in rows


class Row(NamedTuple):
    """One card to flow: its id, whether it is turned, a Place of Power's points (or None)."""

    card: str
    turned: bool = False
    extra_vp: int | None = None


def extent(sz: Size, n_buttons: int, h: float) -> tuple[float, float]:
    """The room a card ``h`` tall takes on the table with ``n_buttons`` buttons under it."""
    return sz.w, h + (sz.btn + 4 if n_buttons else 0)


def row_heights(heights: list[float], width: float, sz: Size) -> list[float]:
    """The height each card is drawn at: the fullest's of its row (cards are all as wide, so the
    rows are known before they are flowed)."""
    per_row = max(1, int((width + sz.gap + 0.01) // (sz.w + sz.gap)))
    out = []
    for k in range(0, len(heights), per_row):
        chunk = heights[k:k + per_row]
        out += [max(chunk)] * len(chunk)
    return out


def flow_cards(t, parent, x0: float, y0: float, width: float, sz: Size, cards: list[Row],
               tail: int | None = None):
    """Draw ``cards`` left to right from (x0, y0), wrapping at ``width``; ``t`` is the table
    (render/__init__.py: the doc, the view, the moves). ``tail``: one more card-sized box after
    the cards, with that many buttons under it (drawn by the caller). Returns (height used, the
    tail's spot: where it goes and its height without the buttons)."""
    looks = [_look(t, r) for r in cards]
    heights = row_heights([card_height(r.card, sz) for r in cards] + ([MIN_H] if tail is not None else []),
                          width, sz)
    n_buttons = [len(lk.buttons) for lk in looks] + ([tail] if tail is not None else [])
    sizes = [extent(sz, n, h) for n, h in zip(n_buttons, heights)]
    spots, used = flow(sizes, width, x0=x0, y0=y0, gap=sz.gap, row_gap=10)
    frags = []
    for r, lk, sp, h in zip(cards, looks, spots, heights):
        frag = card_fragment(r.card, sz, lk, h)
        if r.card in t.marked:  # its mark is drawn last, on top (render/__init__.py)
            t.boxes.setdefault(r.card, []).append((sp.x, sp.y, sz.w, h))
        frags.append(f'<g transform="translate({f1(sp.x)},{f1(sp.y)})">{frag}</g>')  # numbers only
    if frags:
        t.doc.raw(parent, "".join(frags))  # one fragment for the row: fewer elements to build
    return used, (spots[-1]._replace(h=heights[-1]) if tail is not None else None)


def _look(t, r: Row) -> Look:
    held = t.v.on(r.card) if r.card in CARDS else data.ZERO
    return Look(r.turned, held, usable(t.v, t.cl, r.card), r.extra_vp, card_buttons(t.v, t.cl, r.card))
