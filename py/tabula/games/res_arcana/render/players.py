"""The players' areas: the viewer's own cards (hand, the mages to choose from, the cards being
looked at), then one panel per player: name and points on a band of the seat's colour, essence
pool, first player token and other marks, hand, deck and discard sizes, the discards by name,
then the components in front of them (mage, magic item, artifacts, monuments, Places of Power;
turned cards lie turned, the essences on each at its foot)."""

from __future__ import annotations

from functools import lru_cache

from ...kit.doc import F, f1, ser, splice, tip
from ...kit.palette import GOLD
from ...kit.text import fit, text_width, wrap
from .. import data, texts
from ..data import CARDS, LETTERS
from ..hidden import HIDDEN
from ..score import place_vp, vp_breakdown
from ..steps import Order
from .cards import Row, flow_cards
from .icons import BOLD_ROOM, LABEL, bold_width, symbol
from .moves import panel_name
from .supply import caption

SEAT_FILL = ("#b03a2e", "#1f618d", "#1e7b45", "#7d3c98")
HEAD = 13.0  # the panel's name and points (class "hd")


def own_cards(t, y: float) -> float:
    """The viewer's private area from ``y``: the mages to choose from and the hand, then the
    cards being looked at (Hawk, Seer, Oracle); returns y after it."""
    v, me, pad = t.v, t.v.players[t.viewer], t.pad
    private = [Row(c) for c in me.mage_opts if c != HIDDEN and v.phase == "mage"]
    private += [Row(c) for c in me.hand if c != HIDDEN]
    # on a hot seat's shared screen (web/session.py) the viewer's own hand is face down too
    face_down = sum(1 for c in me.hand if c == HIDDEN)
    if v.phase == "mage" and me.mage is None:
        head = "Your mages: choose one"
    elif face_down:
        head = f"Your hand: {face_down} card{'s' if face_down != 1 else ''}, face down on this shared screen"
    else:
        head = f"Your hand ({len(me.hand)} card{'s' if len(me.hand) != 1 else ''})"
    y = caption(t, y, head)
    if private:
        y += flow_cards(t, t.root, pad, y, t.width, t.sz, private)[0] + 12
    else:
        t.root.add(F.text("No cards", insert=(pad + 4, y + 12), class_="lb mute"))
        y += 22
    own = v.collect_stacks[t.viewer] if t.viewer < len(v.collect_stacks) else []
    look = next((f for f in [*v.stack, *own] if type(f) is Order and f.seat == t.viewer), None)
    if look is not None and HIDDEN not in look.cards:
        src = "your deck" if look.pile == "deck" else "the monument deck"
        y = caption(t, y, f"The top of {src} (top first)")
        y += flow_cards(t, t.root, pad, y, t.width, t.sz, [Row(c) for c in look.cards])[0] + 12
    return y


def panel(t, seat: int, y0: float, deciding: bool) -> float:
    """Player ``seat``'s panel from ``y0`` (a gold frame while they decide); its height."""
    v, x0, width = t.v, t.pad, t.width
    p = v.players[seat]
    bg = F.rect((x0, y0), (f1(width), 10), rx=10, fill="#fffdf7", stroke=GOLD if deciding else "#b9ae96",
                stroke_width=3 if deciding else 1)
    t.root.add(bg)
    tags = []
    if v.first == seat:
        tags.append(("First player" + (" (passed)" if v.token_taken else ""), GOLD, "",
                     "The first player token: 1 point at the victory check"))
    if p.passed:
        tags.append(("Passed", "#777", " w", "Passed: no more actions this round"))
    if deciding and v.phase != "over":
        tags.append(("To decide", "#2b2b2b", " w", "This player is deciding"))
    info = f"Hand {len(p.hand)} · deck {len(p.deck)} · discards {len(p.discard)}"
    bd = tuple(vp_breakdown(v, seat).items())
    frag, dy = _head(seat, panel_name(v, seat, t.names, t.viewer), bd, tuple(p.pool), tuple(tags),
                     info, tuple(p.discard), width)
    t.doc.raw(t.root, f'<g transform="translate({f1(x0)},{f1(y0)})">{frag}</g>')
    cards = [Row(c, c in v.turned) for c in (p.mage, p.item) if c in CARDS]
    cards += [Row(c, c in v.turned) for c in p.play + p.monuments]
    cards += [Row(c, c in v.turned, place_vp(v, seat, c)) for c in p.places]
    inner = 5.0 if t.narrow else 8.0  # narrow: two cards a row
    h = flow_cards(t, t.root, x0 + inner, y0 + dy, width - 2 * inner, t.sz, cards)[0] if cards else 0
    total = dy + h + 10
    bg["height"] = f1(total)
    return total



@lru_cache(maxsize=256)
def _head(seat: int, name: str, bd: tuple, pool: tuple, tags: tuple, info: str, discard: tuple,
          width: float) -> tuple[str, float]:
    """A player's panel without its cards, at the origin, serialised; (fragment, where the cards
    start)."""
    g = F.g()
    head = F.g()
    head.add(F.rect((2, 2), (f1(width - 4), 28), rx=8, fill=SEAT_FILL[seat % 4]))
    points = f"{sum(n for _, n in bd)} VP"
    room = (width - 34 - bold_width(points, HEAD)) / BOLD_ROOM
    shown = fit(name, room, HEAD, bold=True)
    label = F.text(shown, insert=(10, 21), class_="hd w")
    if shown != name:
        tip(label, name)  # cut short to leave room for the points: whole in the tooltip
    head.add(label)
    total = F.text(points, insert=(width - 10, 21), class_="hd r w")
    tip(total, "Points: " + (", ".join(f"{k} {n}" for k, n in bd if n) or "none yet"))
    head.add(total)
    g.add(head)
    g.add(F.g(id="ra-pool-0"))  # the pool's row, cached on its own (it changes most often)
    x, y = _pills(g, 8 + 46 * len(data.TYPES), 50, tags, width)
    if x + text_width(info, LABEL) > width - 10:
        y += 26
    g.add(tip(F.text(info, insert=(width - 10, f1(y + 4.1)), class_="nt r mute"),
              "Cards in hand, in the deck and in the discards"))
    y += 16
    if discard:
        names = ", ".join(CARDS[c].name for c in discard)
        lines = wrap("Discards: " + names, width - 20, LABEL)
        for line in lines[:3]:
            g.add(F.text(line, insert=(10, f1(y + 12)), class_="nt mute"))
            y += 15
        if len(lines) > 3:
            g.add(tip(F.text("…", insert=(width - 12, f1(y - 3)), class_="nt r mute"), names))
    return splice(ser(g), [_pool(8, 50, pool)], "ra-pool"), y + 8


def _pills(g, x: float, y: float, tags: tuple, width: float) -> tuple[float, float]:
    """The player's marks (first player, passed, deciding) as pills from (x, y), wrapping at
    ``width``; returns where the next thing goes."""
    for label, fill, ink, what in tags:
        w = bold_width(label, LABEL) + 16
        if x + w > width - 6:
            x, y = 8, y + 28
        pill = F.g()
        pill.add(F.rect((f1(x), f1(y - 11)), (f1(w), 22), rx=11, fill=fill))
        pill.add(F.text(label, insert=(f1(x + w / 2), f1(y + 4.1)), class_="lb c" + ink))
        g.add(tip(pill, what))
        x += w + 6
    return x, y


@lru_cache(maxsize=512)
def _pool(x: float, y: float, pool: tuple) -> str:
    """The essence pool as text: a large disc per type with its letter, the count after it (46
    units a type)."""
    row = F.g()
    for t in data.TYPES:
        symbol(row, f"ra-e-{LETTERS[t]}", x + 11, y, 2.1)
        ink = " k" if t == data.G else ""  # dark on Gold
        row.add(F.text(LETTERS[t], insert=(f1(x + 11), f1(y + 4.1)), class_="n" + ink))
        row.add(F.text(str(pool[t]), insert=(f1(x + 25), f1(y + 5)), class_="hd"))
        x += 46
    tip(row, "Essences: " + texts.essences(pool))
    return ser(row)
