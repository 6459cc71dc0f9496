"""Powers: the effects of a power (``Effect``, one per effect tuple of ``data``) and the
decisions its costs and effects ask for (discard, destroy, turn, straighten, where to put paid
essences, which rival, looking at a deck and putting the cards back, placing from hand or
discards, Prism's conversion, Divination's discards).

What a power costs is pushed by the main action that uses it (``rules/actions.py``); the life
loss it inflicts is answered in ``rules/attacks.py``; the essences it gains with a choice in
``rules/choices.py``.
"""

from __future__ import annotations

from itertools import permutations

from ....core.errors import RuleError
from .. import data
from ..data import CARDS, NON_GOLD
from ..state import State
from ..steps import (
    STEPS,
    Attack,
    Convert,
    DestroyCost,
    DiscardCost,
    Divination,
    Effect,
    GainChoice,
    LookSource,
    Order,
    Pay,
    PlaceFrom,
    Rival,
    Straighten,
    Target,
    ToPlay,
    TurnCost,
    Victory,
)
from .cards import discount, draw, look_deck, remove_from_play, rivals
from .essences import add, can_pay, store


@STEPS.auto(Effect)
def effect(s: State, f: Effect) -> None:
    """One effect of a power: a branch per effect kind of ``data``."""
    seat, card, e = f.seat, f.card, f.effect
    p = s.players[seat]
    k = e[0]
    if k == "gain":
        add(p.pool, e[1])
    elif k == "gain_choice":
        STEPS.push(s, GainChoice(seat, e[1], e[2], None, card))
    elif k == "store":
        store(s, card, e[1])
    elif k == "store_choice":
        STEPS.push(s, GainChoice(seat, e[1], e[2], card, card))
    elif k == "store_paid":
        store(s, card, s.ctx.get("paid", data.ZERO))
    elif k == "put_paid":
        STEPS.push(s, Target(seat))
    elif k == "rivals_gain":
        for r in rivals(s, seat):
            add(s.players[r].pool, e[1])
    elif k == "lifeloss":
        STEPS.push(s, *[Attack(r, seat, e[1], card, e[2])
                        for r in rivals(s, seat) if not s.players[r].passed])
    elif k == "draw":
        draw(s, seat, e[1])
    elif k == "straighten":
        STEPS.push(s, Straighten(seat, e[1], card))
    elif k == "look3":
        STEPS.push(s, LookSource(seat))
    elif k == "divination":
        n = draw(s, seat, 3)
        if n:
            STEPS.push(s, Divination(seat, n))
    elif k == "check_victory":
        STEPS.push(s, Victory(True))
    elif k == "place":
        STEPS.push(s, PlaceFrom(seat, e[1], e[2], e[3]))
    elif k == "gain_per_rival":
        STEPS.push(s, Rival(seat, e[1], e[2]))
    elif k in ("gain_destroyed", "gain_discarded"):
        gone = s.ctx.get("destroyed" if k == "gain_destroyed" else "discarded")
        n = CARDS[gone].printed_cost + e[1] if gone else 0
        if n:
            STEPS.push(s, GainChoice(seat, n, e[2], None, card))
    elif k == "gain_x":
        v = [0] * 5
        v[e[1]] = s.ctx.get("x", 0)
        add(p.pool, v)
    elif k == "convert_x":
        STEPS.push(s, Convert(seat))
    else:  # pragma: no cover
        raise RuleError(f"unknown effect '{k}'")


# ---------------------------------------------------------------------------------------------
# what can be chosen


def destroy_targets(s: State, seat: int, which: str, card: str) -> list[str]:
    p = s.players[seat]
    if which == "self":
        return [card] if card in p.play else []
    if which == "other":
        return [a for a in p.play if a != card]
    if which == "dragon_or_creature":
        return [a for a in p.play if CARDS[a].is_dragon or CARDS[a].is_creature]
    return list(p.play)


def turn_targets(s: State, seat: int, which: str) -> list[str]:
    p = s.players[seat]
    tag = "dragon" if which == "dragon" else "creature"
    return [a for a in p.play if a not in s.turned and tag in CARDS[a].tags]


def turned_own(s: State, seat: int, which: str, card: str) -> list[str]:
    p = s.players[seat]
    if which == "self":
        return [card] if card in s.turned else []
    if which == "creature":
        return [a for a in p.play if a in s.turned and CARDS[a].is_creature]
    return [c for c in p.components() if c in s.turned]


def placeable(s: State, seat: int, source: str, which: str, cut) -> list[str]:
    p = s.players[seat]
    if source == "hand":
        cards = p.hand
    elif source == "own_discard":
        cards = p.discard
    else:
        cards = [c for q in s.players for c in q.discard]
    out = []
    for c in cards:
        card = CARDS[c]
        if which == "dragon" and not card.is_dragon:
            continue
        if cut is None or can_pay(p.pool, card.cost, card.cost_any, data.ALL, cut + discount(s, seat, c)):
            out.append(c)
    return out


# ---------------------------------------------------------------------------------------------
# costs


@STEPS.options(DiscardCost, "choose a card to discard")
@STEPS.options(Divination, "choose a card to discard")
def discard_options(s: State, f, seat: int) -> list[tuple]:
    return [(f.seat, "discard", c) for c in s.players[f.seat].hand]


@STEPS.act(DiscardCost)
@STEPS.act(Divination)
def discard(s: State, f, a: tuple) -> None:
    p = s.players[f.seat]
    p.hand.remove(a[2])
    p.discard.append(a[2])
    s.ctx["discarded"] = a[2]
    if type(f) is Divination and f.k > 1:
        STEPS.push(s, Divination(f.seat, f.k - 1))


@STEPS.options(DestroyCost, "choose an artifact to destroy")
def destroy_options(s: State, f: DestroyCost, seat: int) -> list[tuple]:
    return [(f.seat, "destroy", a) for a in destroy_targets(s, f.seat, f.which, f.card)]


@STEPS.act(DestroyCost)
def destroy(s: State, f: DestroyCost, a: tuple) -> None:
    remove_from_play(s, f.seat, a[2])
    s.ctx["destroyed"] = a[2]


@STEPS.options(TurnCost, "choose a component to turn")
def turn_options(s: State, f: TurnCost, seat: int) -> list[tuple]:
    return [(f.seat, "turn", a) for a in turn_targets(s, f.seat, f.which)]


@STEPS.act(TurnCost)
def turn(s: State, f: TurnCost, a: tuple) -> None:
    s.turned.add(a[2])


# ---------------------------------------------------------------------------------------------
# effects with a choice


@STEPS.options(Straighten, "choose a component to straighten")
def straighten_options(s: State, f: Straighten, seat: int) -> list[tuple]:
    return [(f.seat, "straighten", c) for c in turned_own(s, f.seat, f.which, f.card)]


@STEPS.act(Straighten)
def straighten(s: State, f: Straighten, a: tuple) -> None:
    s.turned.discard(a[2])


@STEPS.options(Target, "choose where to put the essence")
def target_options(s: State, f: Target, seat: int) -> list[tuple]:
    return [(f.seat, "target", c) for c in s.players[f.seat].components()]


@STEPS.act(Target)
def target(s: State, f: Target, a: tuple) -> None:
    store(s, a[2], s.ctx.get("paid", data.ZERO))


@STEPS.options(Rival, "choose a rival")
def rival_options(s: State, f: Rival, seat: int) -> list[tuple]:
    return [(f.seat, "rival", r) for r in rivals(s, f.seat)]


@STEPS.act(Rival)
def rival(s: State, f: Rival, a: tuple) -> None:
    v = [0] * 5
    v[f.dst] = s.players[a[2]].pool[f.src]
    add(s.players[f.seat].pool, v)


@STEPS.options(Convert, "choose the type to convert to")
def convert_options(s: State, f: Convert, seat: int) -> list[tuple]:
    x, t0 = s.ctx.get("x", 0), s.ctx.get("x_type")
    if not x:
        return []
    out = []
    for t in NON_GOLD:
        if t != t0:
            v = [0] * 5
            v[t] = x
            out.append((f.seat, "gain", tuple(v)))
    return out


@STEPS.act(Convert)
def convert(s: State, f: Convert, a: tuple) -> None:
    add(s.players[f.seat].pool, a[2])


@STEPS.options(LookSource, "choose the deck to look at")
def look_options(s: State, f: LookSource, seat: int) -> list[tuple]:
    p = s.players[f.seat]
    out = []
    if p.deck or p.discard:
        out.append((f.seat, "look", "deck"))
    if s.mon_deck:
        out.append((f.seat, "look", "monuments"))
    return out


@STEPS.act(LookSource)
def look(s: State, f: LookSource, a: tuple) -> None:
    if a[2] == "deck":
        cards = look_deck(s, f.seat)
    else:
        cards = tuple(reversed(s.mon_deck[-3:]))
    s.reveals += 1
    STEPS.push(s, Order(f.seat, a[2], cards))


@STEPS.options(Order, "put the cards back in an order")
def order_options(s: State, f: Order, seat: int) -> list[tuple]:
    return [(f.seat, "order", perm) for perm in permutations(f.cards)]


@STEPS.act(Order)
def order(s: State, f: Order, a: tuple) -> None:
    pile = s.players[f.seat].deck if f.pile == "deck" else s.mon_deck
    k = len(a[2])
    pile[len(pile) - k:] = list(reversed(a[2]))


@STEPS.options(PlaceFrom, "choose a card to place, or decline")
def place_options(s: State, f: PlaceFrom, seat: int) -> list[tuple]:
    cards = placeable(s, f.seat, f.source, f.which, f.cut)
    return [(f.seat, "place", c) for c in cards] + [(f.seat, "decline")]


@STEPS.act(PlaceFrom)
def place(s: State, f: PlaceFrom, a: tuple) -> None:
    if a[1] != "place":
        return
    c = CARDS[a[2]]
    pay = None
    if f.cut is not None:  # a free placing pays nothing
        pay = Pay(f.seat, c.cost, c.cost_any, data.ALL, f.cut + discount(s, f.seat, a[2]))
    STEPS.push(s, pay, ToPlay(f.seat, a[2]))
