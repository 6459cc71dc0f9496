"""The players' areas: the viewer's own cards (hand, the mages to choose from, the cards being
looked at), then one panel per player: name and points on a band of the seat's colour, essence
pool, first player token and other marks, hand, deck and discard sizes, the discards by name,
then the components in front of them (mage, magic item, artifacts, monuments, Places of Power;
turned cards lie turned, the essences on each at its foot)."""

from __future__ import annotations

from functools import lru_cache

from ...kit.doc import F, f1, ser, use
from ...kit.palette import GOLD
from ...kit.text import fit, text_width, wrap
from .. import data, texts
from ..data import CARDS, LETTERS
from ..hidden import HIDDEN
from ..score import place_vp, vp_breakdown
from ..steps import Order
from .cards import Row, flow_cards
from .icons import BOLD_ROOM, bold_width
from .moves import panel_name

SEAT_FILL = ("#b03a2e", "#1f618d", "#1e7b45", "#7d3c98")


def own_cards(t, y: float) -> float:
    """The viewer's private area from ``y``: the mages to choose from and the hand, then the
    cards being looked at (Hawk, Seer, Oracle); returns y after it."""
    v, me, pad = t.v, t.v.players[t.viewer], t.pad
    private = [Row(c) for c in me.mage_opts if c != HIDDEN and v.phase == "mage"]
    private += [Row(c) for c in me.hand]
    if v.phase == "mage" and me.mage is None:
        head = "Your mages: choose one"
    else:
        head = f"Your hand ({len(me.hand)} card{'s' if len(me.hand) != 1 else ''})"
    t.root.add(F.text(head, insert=(pad, y + 10), class_="cap"))
    y += 16
    if private:
        y += flow_cards(t, t.root, pad, y, t.width, t.sz, private)[0] + 10
    else:
        t.root.add(F.text("no cards", insert=(pad + 4, y + 10), class_="t8 mute"))
        y += 20
    own = v.collect_stacks[t.viewer] if t.viewer < len(v.collect_stacks) else []
    look = next((f for f in [*v.stack, *own] if type(f) is Order and f.seat == t.viewer), None)
    if look is not None:
        src = "your deck" if look.pile == "deck" else "the monument deck"
        t.root.add(F.text(f"Looking at the top of {src} (top first)", insert=(pad, y + 10), class_="cap"))
        y += 16
        y += flow_cards(t, t.root, pad, y, t.width, t.sz, [Row(c) for c in look.cards])[0] + 10
    return y


def panel(t, seat: int, y0: float, deciding: bool) -> float:
    """Player ``seat``'s panel from ``y0`` (a gold frame while they decide); its height."""
    v, x0, width = t.v, t.pad, t.width
    p = v.players[seat]
    bg = F.rect((x0, y0), (f1(width), 10), rx=8, fill="#fffdf7", stroke=GOLD if deciding else "#b9ae96",
                stroke_width=3 if deciding else 1)
    t.root.add(bg)
    tags = []
    if v.first == seat:
        tags.append(("first player" + (" (taken)" if v.token_taken else ""), GOLD, ""))
    if p.passed:
        tags.append(("passed", "#777", " w"))
    if deciding and v.phase != "over":
        tags.append(("to decide", "#2b2b2b", " w"))
    info = f"hand {len(p.hand)} · deck {len(p.deck)} · discards {len(p.discard)}"
    bd = tuple(vp_breakdown(v, seat).items())
    frag, dy = _head(seat, panel_name(v, seat, t.names, t.viewer), bd, tuple(p.pool), tuple(tags),
                     info, tuple(p.discard), width)
    t.doc.raw(t.root, f'<g transform="translate({f1(x0)},{f1(y0)})">{frag}</g>')
    cards = [Row(c, c in v.turned) for c in (p.mage, p.item) if c in CARDS]
    cards += [Row(c, c in v.turned) for c in p.play + p.monuments]
    cards += [Row(c, c in v.turned, place_vp(v, seat, c)) for c in p.places]
    h = flow_cards(t, t.root, x0 + 8, y0 + dy, width - 16, t.sz, cards)[0] if cards else 0
    total = dy + h + 8
    bg["height"] = f1(total)
    return total


@lru_cache(maxsize=256)
def _head(seat: int, name: str, bd: tuple, pool: tuple, tags: tuple, info: str, discard: tuple,
          width: float) -> tuple[str, float]:
    """A player's panel without its cards, at the origin, serialised; (fragment, where the cards
    start)."""
    g = F.g()
    head = F.g()
    head.add(F.rect((2, 2), (f1(width - 4), 22), rx=6, fill=SEAT_FILL[seat % 4]))
    points = f"{sum(n for _, n in bd)} VP"
    room = (width - 30 - bold_width(points, 12)) / BOLD_ROOM
    shown = fit(name, room, 12, bold=True)
    label = F.text(shown, insert=(10, 17.5), class_="t11 b w")
    if shown != name:
        label.set_desc(title=name)  # cut short to leave room for the points: whole in the tooltip
    head.add(label)
    total = F.text(points, insert=(width - 10, 17.5), class_="t11 b r w")
    total.set_desc(title=", ".join(f"{k}: {n}" for k, n in bd if n) or "no points yet")
    head.add(total)
    g.add(head)
    y, x = 38, 10 + _pool(g, 10, 38, pool)
    for label, fill, ink in tags:
        w = bold_width(label, 8.5) + 10
        if x + w > width - 6:
            x, y = 10, y + 18
        g.add(F.rect((f1(x), f1(y - 7)), (f1(w), 14), rx=7, fill=fill))
        g.add(F.text(label, insert=(f1(x + w / 2), f1(y + 3)), class_="t8 b c" + ink))
        x += w + 5
    if x + text_width(info, 8.5) > width - 10:
        y += 16
    g.add(F.text(info, insert=(width - 10, f1(y + 3)), class_="t8 r mute"))
    y += 12
    if discard:
        names = ", ".join(CARDS[c].name for c in discard)
        for line in wrap("Discards: " + names, width - 20, 7.2)[:3]:
            g.add(F.text(line, insert=(10, f1(y + 7)), class_="t7 mute"))
            y += 9
    return ser(g), y + 6


def _pool(g, x: float, y: float, pool: tuple) -> float:
    """The essence pool: a large disc per type with its letter, the count after it; the width."""
    row = F.g()
    for t in data.TYPES:
        row.add(use(f"ra-e-{LETTERS[t]}", transform=f"translate({f1(x + 7)},{f1(y)}) scale(1.45)"))
        ink = "" if t == data.G else " w"  # dark on Gold
        row.add(F.text(LETTERS[t], insert=(f1(x + 7), f1(y + 3.2)), class_="t8 b c" + ink))
        row.add(F.text(str(pool[t]), insert=(f1(x + 17), f1(y + 4.5)), class_="t11 b"))
        x += 38
    row.set_desc(title="essences: " + texts.essences(pool))
    g.add(row)
    return 38 * len(data.TYPES)
