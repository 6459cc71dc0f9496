"""The supply everyone shares: the Places of Power, the monuments on display with the monument
deck face down after them (claiming its top card is a button under it), and the magic items."""

from __future__ import annotations

from ...kit.doc import F
from .cards import Row, back, buttons, flow_cards
from .moves import click_tip


def supply(t, y: float) -> float:
    """The supply from ``y`` across the table ``t``; returns y after it."""
    v, sz = t.v, t.sz
    y = caption(t, y, "Places of Power and monuments")
    deck_moves = [("Claim the top: 4 Gold", m.text, click_tip(v, m)) for m in t.cl.all("deck")]
    cards = [Row(c) for c in v.places] + [Row(c) for c in v.mon_display]
    used, spot = flow_cards(t, t.root, t.pad, y, t.width, sz, cards, tail=len(deck_moves))
    n = len(v.mon_deck)
    t.root.add(back(spot.x, spot.y, sz.w, spot.h, "Monuments", n,
                    f"The monument deck: {n} monument{'s' if n != 1 else ''} face down"))
    if "deck" in t.marked:
        t.boxes.setdefault("deck", []).append((spot.x, spot.y, sz.w, spot.h))
    buttons(t.root, spot.x, spot.y + spot.h + 4, sz.w, deck_moves, sz.btn)
    y = caption(t, y + used + 12, "Magic items (take one when you pass)")
    used, _ = flow_cards(t, t.root, t.pad, y, t.width, sz, [Row(c) for c in v.items])
    return y + used + 14


def caption(t, y: float, text: str) -> float:
    """A caption of the table's parts at ``y``; returns y under it."""
    t.root.add(F.text(text, insert=(t.pad, y + 14), class_="cap"))
    return y + 22
