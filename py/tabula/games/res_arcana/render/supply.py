"""The supply everyone shares: the Places of Power, the monuments on display with the monument
deck face down after them (claiming its top card is a button under it), and the magic items."""

from __future__ import annotations

from ...kit.doc import F
from .cards import ITEM_H, Row, Size, back, buttons, flow_cards


def supply(t, y: float) -> float:
    """The supply from ``y`` across the table ``t``; returns y after it."""
    v, sz = t.v, t.sz
    t.root.add(F.text("Places of Power · Monuments · Magic items", insert=(t.pad, y + 10), class_="cap"))
    y += 16
    deck_moves = [(label, m.text) for label, m in _deck(t)]
    tail = (sz.w, sz.h + (16 * len(deck_moves) + 3 if deck_moves else 0))
    cards = [Row(c) for c in v.places] + [Row(c) for c in v.mon_display]
    used, spot = flow_cards(t, t.root, t.pad, y, t.width, sz, cards, tail=tail)
    n = len(v.mon_deck)
    t.root.add(back(spot.x, spot.y, sz, "Monuments", n, f"{n} monuments face down"))
    if "deck" in t.marked:
        t.boxes.setdefault("deck", []).append((spot.x, spot.y, sz.w, sz.h))
    buttons(t.root, spot.x, spot.y + sz.h, sz.w, deck_moves)
    y += used + 10
    items = [Row(c) for c in v.items]
    used, _ = flow_cards(t, t.root, t.pad, y, t.width, Size(sz.w, round(sz.h * ITEM_H)), items)
    return y + used + 12


def _deck(t):
    """(label, move) of the moves on the monument deck: claiming its top card."""
    return [("Claim top (4G)", m) for m in t.cl.all("deck")]

