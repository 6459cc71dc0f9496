"""The main actions of a turn (the ``Turn`` decision): place an artifact, claim a monument or a
Place of Power, discard a card for essences, use a power, or pass taking a magic item; and the
automatic steps they end with (put a card into play, refill the monuments on display).

Actions are tuples ``(seat, verb, *args)``:

    (seat, "place", card)        place an artifact from hand
    (seat, "claim", what)        a monument on display, "top" (of the monument deck), a Place of Power
    (seat, "discard", card)      discard for 1 Gold or 2 other essences
    (seat, "use", card, k)       use power k (1-based) of one of your components
    (seat, "pass", item)         pass, taking that magic item

The options are candidates filtered by the check ``apply`` itself runs first (``check_main``):
once it passes, starting the action cannot fail, because every later step is a decision whose
options exist. With ``TRIAL`` on, each survivor is also applied to a copy (the tests turn it on
to prove both filters agree; it is 4x slower, so it is off in play).
"""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..data import CARDS
from ..state import State
from ..steps import (
    STEPS,
    DestroyCost,
    DiscardCost,
    DiscardGain,
    Effect,
    EndTurn,
    GainChoice,
    Pay,
    Refill,
    Same,
    ToPlay,
    Turn,
    TurnCost,
)
from .cards import discount, draw
from .essences import can_pay, covers, take
from .powers import destroy_targets, turn_targets

TRIAL = False
END_TURN = EndTurn()  # a frame without fields: one is enough


def main_candidates(s: State, seat: int) -> list[tuple]:
    p = s.players[seat]
    out: list[tuple] = []
    out += [(seat, "place", c) for c in p.hand]
    out += [(seat, "claim", m) for m in s.mon_display]
    if s.mon_deck:
        out.append((seat, "claim", "top"))
    out += [(seat, "claim", c) for c in s.places]
    for comp in p.components():
        for k, pw in enumerate(CARDS[comp].powers, 1):
            if pw.react is None:
                out.append((seat, "use", comp, k))
    out += [(seat, "discard", c) for c in p.hand]
    out += [(seat, "pass", i) for i in s.items]
    return out


def _ok(s: State, a: tuple) -> bool:
    if main_error(s, a) is not None:
        return False
    if TRIAL:
        try:
            STEPS.do(s.copy(), a, a[0])
        except RuleError:
            return False
    return True


def _check_turn(s: State, f: Turn, a: tuple) -> None:
    """The engine's check of a main action (listing them all to look ``a`` up costs more)."""
    check_main(s, a)


@STEPS.options(Turn, "take an action", check=_check_turn, ask=True)
def turn_options(s: State, f: Turn, seat: int) -> list[tuple]:
    return [a for a in main_candidates(s, f.seat) if _ok(s, a)]


def check_main(s: State, a: tuple) -> None:
    """Raise RuleError unless ``a`` is a main action the player on turn may start now."""
    why = main_error(s, a)
    if why is not None:
        raise RuleError(why)


def main_error(s: State, a: tuple) -> str | None:
    """Why ``a`` is not a main action the player on turn may start now (the rule, in a sentence),
    or None when it is. (A sentence, not a RuleError: listing the legal actions rejects most
    candidates, and raising costs more than the check.)"""
    seat, verb = a[0], a[1]
    if seat != s.current:
        return f"it is player {s.current + 1}'s turn"
    p = s.players[seat]
    if p.passed:
        return "a player who has passed takes no more actions this round"
    if len(a) != (4 if verb == "use" else 3):
        return "malformed action" if verb in MAIN else f"'{str(verb)[:40]}' is not an action"
    if verb == "place":
        card = a[2]
        if card not in p.hand:
            return "you place an artifact from your hand"
        c = CARDS[card]
        if not can_pay(p.pool, c.cost, c.cost_any, data.ALL, discount(s, seat, card)):
            return f"you cannot pay the cost of {c.name}"
    elif verb == "claim":
        what = a[2]
        if what == "top":
            if not s.mon_deck:
                return "the monument deck is empty"
            cost = data.vec("4G")
        elif what in s.mon_display or what in s.places:
            cost = CARDS[what].cost
        else:
            return ("you claim a monument on display, the top of the monument deck, "
                    "or a Place of Power nobody has claimed")
        if not covers(p.pool, cost):
            return "you cannot pay its cost"
    elif verb == "discard":
        if a[2] not in p.hand:
            return "you discard a card from your hand"
    elif verb == "use":
        return use_error(s, seat, a[2], a[3])
    elif verb == "pass":
        if a[2] not in s.items:
            return "when passing you take a different magic item from the supply"
    else:
        return f"'{str(verb)[:40]}' is not an action"
    return None


def use_error(s: State, seat: int, card: str, k) -> str | None:
    """Why ``seat`` may not use power ``k`` of ``card`` now, or None."""
    p = s.players[seat]
    if not isinstance(card, str) or not p.owns(card):
        return "you use powers of your own components"
    powers = CARDS[card].powers
    if not isinstance(k, int) or not 1 <= k <= len(powers):
        return f"{CARDS[card].name} has no power {k}"
    pw = powers[k - 1]
    name = CARDS[card].name
    if pw.react is not None:
        return f"{name}'s power is a React: it is used when its condition occurs, not as an action"
    if pw.when_turned:
        if card not in s.turned:
            return f"{name} is already straight"
    elif card in s.turned:
        return f"{name} is turned: its powers cannot be used until it is straightened"
    if pw.remove_self is not None and not covers(s.on(card), pw.remove_self):
        return f"{name} does not hold the essences this power removes"
    if (any(pw.pay) or pw.any_n) and not can_pay(p.pool, pw.pay, pw.any_n, pw.any_types):
        return "you cannot pay this power's cost"
    if pw.discard and not p.hand:
        return "this power needs a card to discard from your hand"
    if pw.destroy is not None and not destroy_targets(s, seat, pw.destroy, card):
        return "this power needs one of your artifacts to destroy"
    if pw.turn_other is not None and not turn_targets(s, seat, pw.turn_other):
        return f"this power needs one of your straight {pw.turn_other}s to turn"
    return None


@STEPS.act(Turn)
def start_main(s: State, f: Turn, a: tuple) -> None:
    """Start the main action ``a``: the steps it takes (each verb's function returns them, in
    order), then the end of the turn."""
    s.ctx = {}
    s.stack.append(END_TURN)
    STEPS.push(s, *MAIN[a[1]](s, a[0], a))


def _place(s: State, seat: int, a: tuple) -> tuple:
    c = CARDS[a[2]]
    return Pay(seat, c.cost, c.cost_any, data.ALL, discount(s, seat, a[2])), ToPlay(seat, a[2])


def _claim(s: State, seat: int, a: tuple) -> tuple:
    p = s.players[seat]
    what = a[2]
    refill = None
    if what == "top":
        what = s.mon_deck.pop()
        s.reveals += 1
    elif what in s.mon_display:
        s.mon_display.remove(what)
        refill = Refill()
    else:
        s.places.remove(what)
    c = CARDS[what]
    take(p.pool, c.cost)
    (p.places if c.kind == "pop" else p.monuments).append(what)
    obelisk = GainChoice(seat, 6, data.NON_GOLD, None, what) if c.special == "obelisk" else None
    return obelisk, refill


def _discard(s: State, seat: int, a: tuple) -> tuple:
    p = s.players[seat]
    p.hand.remove(a[2])
    p.discard.append(a[2])
    return (DiscardGain(seat),)


def _use(s: State, seat: int, a: tuple) -> tuple:
    """Using a power: its costs in the printed order, then its effects."""
    card, k = a[2], a[3]
    pw = CARDS[card].powers[k - 1]
    s.ctx["card"] = card
    if pw.turn:
        s.turned.add(card)
    if pw.remove_self is not None:
        on = s.on(card)
        s.stored[card] = tuple(x - y for x, y in zip(on, pw.remove_self))
        if not any(s.stored[card]):
            del s.stored[card]
    return (Pay(seat, pw.pay, pw.any_n, pw.any_types, 0) if any(pw.pay) or pw.any_n else None,
            Same(seat) if pw.same else None,
            DiscardCost(seat) if pw.discard else None,
            DestroyCost(seat, pw.destroy, card) if pw.destroy is not None else None,
            TurnCost(seat, pw.turn_other) if pw.turn_other is not None else None,
            *[Effect(seat, card, e) for e in pw.effects])


def _pass(s: State, seat: int, a: tuple) -> tuple:
    p = s.players[seat]
    p.passed = True
    if not s.token_taken:
        s.token_taken = True
        s.first = seat
    old = p.item
    s.items.remove(a[2])
    p.item = a[2]
    if old is not None:
        s.items.append(old)
        s.items.sort()
        s.turned.discard(old)
        s.stored.pop(old, None)
    draw(s, seat, 1)
    return ()


MAIN = {"place": _place, "claim": _claim, "discard": _discard, "use": _use, "pass": _pass}


@STEPS.auto(ToPlay)
def to_play(s: State, f: ToPlay) -> None:
    p = s.players[f.seat]
    card = f.card
    if card in p.hand:
        p.hand.remove(card)
    else:
        for o in s.players:
            if card in o.discard:
                o.discard.remove(card)
                break
    p.play.append(card)
    s.turned.discard(card)


@STEPS.auto(Refill)
def refill(s: State, f: Refill) -> None:
    if len(s.mon_display) < data.DISPLAY_MONUMENTS and s.mon_deck:
        s.mon_display.append(s.mon_deck.pop())
        s.reveals += 1

