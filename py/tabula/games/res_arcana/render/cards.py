"""Cards: a component's face, the state on it (turned, essences on it, points, usable powers, the
buttons under it), a face-down pile, and cards flowed in rows.

A face does not depend on the state: it is serialised once per card and size (``face``). A card
with its state is cached on everything it shows (``card_fragment``): most cards stay the same
from one position to the next, so a board is mostly spliced text (kit/doc.py).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act, ring
from ...kit.doc import F, f1, ser
from ...kit.layout import flow
from ...kit.palette import GOLD
from ...kit.text import wrap
from .. import data, texts
from ..data import CARDS, NAMES
from .icons import STEP, bold_width, cost_icons, effect_icons, pie_icon, sym, txt, vec_icons
from .moves import card_buttons, usable

KIND_FILL = {"artifact": "#8a5a2b", "mage": "#5b3f8c", "item": "#17787a", "monument": "#9c7408",
             "pop": "#2d5f40"}
KIND_BG = {"artifact": "#fbf4e6", "mage": "#f3eefa", "item": "#eaf6f5", "monument": "#fbf5e0",
           "pop": "#ecf4ee"}
SMALL = 6.3  # a card's text size (class t6)


class Size(NamedTuple):
    w: float
    h: float


WIDE = Size(108, 140)
NARROW = Size(120, 132)
ITEM_H = 0.58  # magic items in the supply are drawn shorter (they have one power at most)


# ---------------------------------------------------------------------------------------------
# the face


@lru_cache(maxsize=512)
def face(card_id: str, w: float, h: float) -> tuple[str, tuple]:
    """The static face of a card at the origin; (fragment, ((y, h) of each power box))."""
    c = CARDS[card_id]
    g = F.g(class_="face")
    _banner(g, c, w, h)
    y = _cost_line(g, c, w, 26) + 9
    y = _collect_row(g, card_id, w, y)
    for line in _notes(card_id):
        for part in wrap(line, w - 8, SMALL):
            g.add(F.text(part, insert=(4, f1(y + 4)), class_="t6"))
            y += 7
    boxes = []
    y += 2
    for pw in c.powers:
        top = y
        y = _power(g, pw, w, y)
        boxes.append((top, y - top))
        g.add(F.rect((2.5, f1(top)), (w - 5, f1(y - top)), rx=3, fill="none", stroke=KIND_FILL[c.kind],
                     stroke_opacity=0.35, stroke_width=0.6))
        y += 1.5
    return ser(g), tuple(boxes)


def _has_vp(c) -> bool:
    return bool(c.vp or c.vp_per is not None or c.special == "bestiary")


def _banner(g, c, w: float, h: float) -> None:
    """The card's frame, its name on a band of its kind's colour, its points in a gold badge."""
    kc = KIND_FILL[c.kind]
    g.add(F.rect((0, 0), (w, h), rx=6, fill=KIND_BG[c.kind], stroke=kc, stroke_width=1.4))
    g.add(F.path(d=f"M0,6 a6,6 0 0 1 6,-6 h{f1(w - 12)} a6,6 0 0 1 6,6 v12 h{f1(-w)} z", fill=kc))
    room = w - 10 - (18 if _has_vp(c) else 0)
    size = min(8.5, room / bold_width(c.name, 1))
    g.add(F.text(c.name, insert=(4, 12.5), class_="b w", style=f"font-size:{size:.1f}px"))
    if _has_vp(c):
        g.add(F.circle((w - 9, 9), 7.5, fill=GOLD, stroke="#6b4e00", stroke_width=0.8))
        if c.special == "bestiary":
            label = "*"
        elif c.vp_per is None:
            label = str(c.vp)
        else:
            label = f"{c.vp}+" if c.vp else "+"
        g.add(F.text(label, insert=(w - 9, 12), class_="t8 b c"))


def _cost_line(g, c, w: float, y: float) -> float:
    """The cost (components one may buy) or the kind, and the tags on the right; returns y."""
    x = 4
    if c.kind in ("artifact", "monument", "pop"):
        if not any(c.cost) and not c.cost_any:
            x += txt(g, x, y, "free", "t6 b mute")
        else:
            x += vec_icons(g, x, y, c.cost)
            if c.cost_any:
                x += pie_icon(g, x, y, data.ALL, c.cost_any)
    else:
        x += txt(g, x, y, texts.KIND[c.kind], "t6 b mute")
    tags = " · ".join(sorted(t.title() for t in c.tags))
    if c.kind == "pop":
        tags = f"Place of Power {c.pop_card}{c.pop_side}"
        if x + 3 + bold_width(tags, 5.6) > w - 4:
            tags = f"{c.pop_card}{c.pop_side}"
    elif c.kind == "monument":
        tags = "Monument"
    if tags and x + 3 + bold_width(tags, 5.6) <= w - 4:
        g.add(F.text(tags, insert=(w - 4, y + 2.2), class_="t5 b r mute"))
    return y


def _collect_row(g, card_id: str, w: float, y: float) -> float:
    """What the card collects each round, as icons on a light band; returns y after it."""
    c = CARDS[card_id]
    if not c.collect:
        return y
    y += 2
    row = F.g()
    row.add(F.rect((3, y - 5.5), (w - 6, 11), rx=3, fill="#fff", fill_opacity=0.7, stroke="#c8bfa8",
                   stroke_width=0.5))
    x = 6 + txt(row, 5, y, "collect", "t5 b mute")
    for entry in c.collect:
        if entry[0] == "fixed":
            x += vec_icons(row, x, y, entry[1])
        else:
            x += pie_icon(row, x, y, entry[2], entry[1])
    row.set_desc(title=" ".join(texts.collect_text(card_id)[:len(c.collect)]))
    g.add(row)
    return y + 8


def _notes(card_id: str) -> list[str]:
    """The card's rules that are not powers nor plain collects, in words."""
    c = CARDS[card_id]
    lines = []
    if c.discount:
        what = "Dragons" if c.discount[0] == "dragon" else "artifacts"
        lines.append(f"Your {what} cost {c.discount[1]} less (never Gold).")
    lines += texts.collect_text(card_id)[len(c.collect):]  # the plain collects are icons only
    if c.vp_per is not None:
        lines.append(f"+1 point per {NAMES[c.vp_per]} on it.")
    return lines


def _power(g, pw, w: float, y: float) -> float:
    """One power from ``y``: its icons (cost, arrow, effects), then its text; returns y after."""
    y += 7
    x = 5 + cost_icons(g, 5, y, pw)
    x += sym(g, x, y, "arrow")
    effect_icons(g, x, y, pw)
    y += 6
    for part in wrap(pw.text, w - 11, SMALL)[:5]:  # inside the power's box (2.5 .. w - 2.5)
        g.add(F.text(part, insert=(5, f1(y + 5)), class_="t6"))
        y += 6.6
    return y + 3


# ---------------------------------------------------------------------------------------------
# a card with what the state adds


class Look(NamedTuple):
    """What the state adds to a card's face; with the face, all a card fragment depends on."""

    turned: bool = False
    held: tuple = data.ZERO  # the essences on it
    uses: tuple = ()  # (power number, move text, tooltip) of each usable power
    origin: str = "50% 50%"  # where it zooms from
    extra_vp: int | None = None  # a Place of Power's points now
    buttons: tuple = ()  # (label, move text) of each button under it


@lru_cache(maxsize=512)
def card_title(card_id: str) -> str:
    return " \n".join(texts.card_lines(card_id))


def height(sz: Size, turned: bool) -> float:
    """A card's height on the table: a turned card lies on its side, as wide as its slot."""
    return sz.w * sz.w / sz.h if turned else sz.h


@lru_cache(maxsize=4096)
def card_fragment(card_id: str, sz: Size, look: Look) -> str:
    """One card at the origin with its state and buttons, serialised (cached: most cards stay the
    same from one position to the next)."""
    w, h = sz
    outer = F.g()
    inner = F.g(class_="card turned" if look.turned else "card", tabindex="0",
                style=f"transform-origin:{look.origin}")
    inner["data-card"] = card_id
    inner.set_desc(title=card_title(card_id) + (" \n(turned)" if look.turned else ""))
    # a turned card lies on its side, scaled to keep the width of its slot (focus shows it upright)
    body = F.g(class_="rot", transform=f"translate({f1(w)},0) rotate(90) scale({w / h:.4f})") \
        if look.turned else F.g()
    frag, boxes = face(card_id, w, h)
    body.add(F.g(id="ra-face"))
    if look.turned:
        body.add(F.rect((0, 0), (w, h), rx=6, fill="#555", fill_opacity=0.12))
    if any(look.held):
        _held(body, look.held, w, h)
    if look.extra_vp is not None:
        body.add(F.circle((w - 9, 27), 6.5, fill="#fff", stroke=GOLD, stroke_width=1.5))
        body.add(F.text(str(look.extra_vp), insert=(w - 9, 29.7), class_="t7 b c"))
    # the usable powers last: on top of the turned card's veil and the badges, so a click lands on them
    for n, text, tip in look.uses:
        top, bh = boxes[n - 1]
        el = F.g()
        el.add(ring(3.5, top + 1.5, w - 7, bh - 3, rx=3))  # the power's box, 0.5 outside it
        body.add(act(el, text, tip))
    inner.add(body)
    outer.add(inner)
    buttons(outer, 0, height(sz, look.turned), w, look.buttons)
    return ser(outer).replace('<g id="ra-face" />', frag, 1)


def _held(body, held: tuple, w: float, h: float) -> None:
    """The essences on a card, on a white bar at its foot."""
    bw = 8 + STEP * sum(1 for v in held if v)
    bar = F.g()
    bar.add(F.rect((f1(w - bw - 3), h - 15), (f1(bw), 12), rx=6, fill="#fff", stroke="#7a6a4a",
                   stroke_width=0.8))
    vec_icons(bar, w - bw + 1, h - 9, held)
    bar.set_desc(title="on it: " + texts.essences(held))
    body.add(bar)


def buttons(parent, x: float, y: float, w: float, items) -> float:
    """Buttons (label, move text) under a card whose foot is at (x, y), ``w`` wide; the height
    they take."""
    yy = y + 3
    for label, text in items:
        el = F.g()
        el.add(F.rect((f1(x + 2), f1(yy)), (f1(w - 4), 14), rx=4, class_="btn"))
        el.add(F.text(label, insert=(f1(x + w / 2), f1(yy + 10)), class_="t7 b c"))
        parent.add(act(el, text))
        yy += 16
    return yy - y if items else 0.0


def back(x: float, y: float, sz: Size, label: str, count: int, tip: str):
    """A face-down pile at (x, y): its name and how many cards it holds."""
    g = F.g(transform=f"translate({f1(x)},{f1(y)})")
    g.add(F.rect((0, 0), (sz.w, sz.h), rx=6, fill="#3d2f52", stroke="#1f1630", stroke_width=1.4))
    g.add(F.rect((6, 6), (sz.w - 12, sz.h - 12), rx=4, fill="none", stroke=GOLD, stroke_width=0.8,
                 stroke_dasharray="3 2"))
    g.add(F.text(label, insert=(sz.w / 2, sz.h / 2 - 4), class_="t8 b c w"))
    g.add(F.text(str(count), insert=(sz.w / 2, sz.h / 2 + 14), class_="t11 b c w"))
    g.set_desc(title=tip)
    return g


# ---------------------------------------------------------------------------------------------
# cards in rows


class Row(NamedTuple):
    """One card to flow: its id, whether it is turned, a Place of Power's points (or None)."""

    card: str
    turned: bool = False
    extra_vp: int | None = None


def extent(sz: Size, turned: bool, n_buttons: int) -> tuple[float, float]:
    """The room a card takes on the table with ``n_buttons`` buttons under it."""
    return sz.w, height(sz, turned) + (16 * n_buttons + 3 if n_buttons else 0)


def flow_cards(t, parent, x0: float, y0: float, width: float, sz: Size, cards: list[Row],
               tail: tuple[float, float] | None = None):
    """Draw ``cards`` left to right from (x0, y0), wrapping at ``width``; ``t`` is the table
    (render/__init__.py: the doc, the view, the moves, where cards zoom from). ``tail``: the size
    of one more box after the cards (drawn by the caller). Returns (height used, the tail's spot)."""
    looks = [_look(t, r, sz) for r in cards]
    sizes = [extent(sz, r.turned, len(lk.buttons)) for r, lk in zip(cards, looks)]
    spots, used = flow(sizes + ([tail] if tail else []), width, x0=x0, y0=y0, gap=6)
    frags = []
    for r, lk, sp in zip(cards, looks, spots):
        rel = (sp.x - t.pad) / max(1.0, t.width)
        ox = "0%" if rel < 0.3 else "100%" if rel > 0.7 else "50%"
        oy = "0%" if sp.y < 260 else "100%" if sp.y > t.h_guess - 200 else "50%"
        frag = card_fragment(r.card, sz, lk._replace(origin=f"{ox} {oy}"))
        if r.card in t.marked:  # its mark is drawn last, on top (render/__init__.py)
            t.boxes.setdefault(r.card, []).append((sp.x, sp.y, sz.w, height(sz, r.turned)))
        frags.append(f'<g transform="translate({f1(sp.x)},{f1(sp.y)})">{frag}</g>')  # numbers only
    if frags:
        t.doc.raw(parent, "".join(frags))  # one fragment for the row: fewer elements to build
    return used, (spots[-1] if tail else None)


def _look(t, r: Row, sz: Size) -> Look:
    held = t.v.on(r.card) if r.card in CARDS else data.ZERO
    return Look(r.turned, held, usable(t.cl, r.card), "", r.extra_vp, card_buttons(t.v, t.cl, r.card))

