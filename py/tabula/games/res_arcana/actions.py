"""Every Res Arcana decision: checking it and starting or resolving it.

``do(state, action)`` mutates ``state`` (a copy made by the caller) and
raises RuleError naming the rule when the action is not allowed. Actions are
tuples ``(seat, verb, *args)``:

    main actions (the player on turn, nothing pending):
        (seat, "place", card)        place an artifact from hand
        (seat, "claim", what)        a monument on display, "top" (of the monument deck), a Place of Power
        (seat, "discard", card)      discard for 1 Gold or 2 other essences
        (seat, "use", card, k)       use power k (1-based) of one of your components
        (seat, "pass", item)         pass, taking that magic item
    setup:
        (seat, "mage", mage)         choose one of your two mages (all players at once)
        (seat, "item", item)         choose a magic item (in reverse seat order)
    answers to a pending decision: see ``engine.options``.
"""

from __future__ import annotations

from ...core.errors import RuleError
from . import data, engine
from .data import CARDS
from .engine import push, run_all
from .rules import can_pay, covers, discount, take
from .state import State

ATOMS = (int, str)  # exact types: True is not 1, 1.0 is not 1


def do(s: State, a: tuple) -> None:
    if type(a) is not tuple or len(a) < 2:
        raise RuleError("not a Res Arcana action")
    for x in a:  # (seat, verb, *args): whole numbers, names, and tuples of those (essences, orders)
        t = type(x)
        if t not in ATOMS and (t is not tuple or any(type(y) not in ATOMS for y in x)):
            raise RuleError("not a Res Arcana action: its parts are whole numbers, names and lists of them")
    seat = a[0]
    if type(seat) is not int or not 0 <= seat < s.nplayers:
        raise RuleError("no such player")
    if s.phase == "over":
        raise RuleError("the game is over")
    if s.phase == "mage":
        choose_mage(s, seat, a)
        return
    if s.phase == "collect":
        q = s.cq[seat]
        if not q:
            raise RuleError("this player has nothing left to collect this round")
        engine.decide(s, q, a)
        run_all(s)
        return
    if s.q:
        if s.q[-1][1] != seat:
            raise RuleError(f"player {s.q[-1][1] + 1} must decide first ({engine.describe(s.q[-1])})")
        engine.decide(s, s.q, a)
        run_all(s)
        return
    check_main(s, a)
    start_main(s, a)
    run_all(s)


# ---------------------------------------------------------------------------
# setup: mages


def choose_mage(s: State, seat: int, a: tuple) -> None:
    p = s.players[seat]
    if a[1] != "mage" or len(a) != 3:
        raise RuleError("every player first chooses one of their two mages")
    if p.mage is not None:
        raise RuleError("this player has already chosen a mage")
    if a[2] not in p.mage_opts:
        raise RuleError("a player chooses one of the two mages dealt to them")
    p.mage = a[2]
    p.mage_opts = tuple(m for m in p.mage_opts if m != a[2])  # the other one, until all have chosen
    if all(q.mage is not None for q in s.players):
        for q in s.players:
            s.box.extend(q.mage_opts)
            q.mage_opts = ()
        s.box.sort()
        s.reveals += 1  # the chosen mages are revealed together
        start_items(s)


def start_items(s: State) -> None:
    """Magic items are chosen in reverse order, from the player right of the first player."""
    n = s.nplayers
    order = [(s.first - k) % n for k in range(1, n + 1)]
    frames = [("item", seat) for seat in order if s.players[seat].item is None]
    s.phase = "items"
    push(s.q, *frames, ("begin",))
    run_all(s)


# ---------------------------------------------------------------------------
# main actions


def check_main(s: State, a: tuple) -> None:
    """Raise RuleError unless ``a`` is a main action the player on turn may start now."""
    seat, verb = a[0], a[1]
    if s.phase != "actions":
        raise RuleError("no actions are taken now")
    if seat != s.current:
        raise RuleError(f"it is player {s.current + 1}'s turn")
    p = s.players[seat]
    if p.passed:
        raise RuleError("a player who has passed takes no more actions this round")
    if verb == "place":
        _arity(a, 3)
        card = a[2]
        if card not in p.hand:
            raise RuleError("you place an artifact from your hand")
        c = CARDS[card]
        if not can_pay(p.pool, c.cost, c.cost_any, data.ALL, discount(s, seat, card)):
            raise RuleError(f"you cannot pay the cost of {c.name}")
    elif verb == "claim":
        _arity(a, 3)
        what = a[2]
        if what == "top":
            if not s.mon_deck:
                raise RuleError("the monument deck is empty")
            cost = data.vec("4G")
        elif what in s.mon_display:
            cost = CARDS[what].cost
        elif what in s.places:
            cost = CARDS[what].cost
        else:
            raise RuleError("you claim a monument on display, the top of the monument deck, "
                            "or a Place of Power nobody has claimed")
        if not covers(p.pool, cost):
            raise RuleError("you cannot pay its cost")
    elif verb == "discard":
        _arity(a, 3)
        if a[2] not in p.hand:
            raise RuleError("you discard a card from your hand")
    elif verb == "use":
        _arity(a, 4)
        check_use(s, seat, a[2], a[3])
    elif verb == "pass":
        _arity(a, 3)
        if a[2] not in s.items:
            raise RuleError("when passing you take a different magic item from the supply")
    else:
        raise RuleError(f"'{str(verb)[:40]}' is not an action")


def _arity(a: tuple, n: int) -> None:
    if len(a) != n:
        raise RuleError("malformed action")


def check_use(s: State, seat: int, card: str, k) -> None:
    p = s.players[seat]
    if not isinstance(card, str) or not p.owns(card):
        raise RuleError("you use powers of your own components")
    powers = CARDS[card].powers
    if not isinstance(k, int) or not 1 <= k <= len(powers):
        raise RuleError(f"{CARDS[card].name} has no power {k}")
    pw = powers[k - 1]
    name = CARDS[card].name
    if pw.react is not None:
        raise RuleError(f"{name}'s power is a React: it is used when its condition occurs, not as an action")
    if pw.when_turned:
        if card not in s.turned:
            raise RuleError(f"{name} is already straight")
    elif card in s.turned:
        raise RuleError(f"{name} is turned: its powers cannot be used until it is straightened")
    if pw.remove_self is not None and not covers(s.on(card), pw.remove_self):
        raise RuleError(f"{name} does not hold the essences this power removes")
    if (any(pw.pay) or pw.any_n) and not can_pay(p.pool, pw.pay, pw.any_n, pw.any_types):
        raise RuleError("you cannot pay this power's cost")
    if pw.discard and not p.hand:
        raise RuleError("this power needs a card to discard from your hand")
    if pw.destroy is not None and not engine.destroy_targets(s, seat, pw.destroy, card):
        raise RuleError("this power needs one of your artifacts to destroy")
    if pw.turn_other is not None and not engine.turn_targets(s, seat, pw.turn_other):
        raise RuleError(f"this power needs one of your straight {pw.turn_other}s to turn")


def start_main(s: State, a: tuple) -> None:
    seat, verb = a[0], a[1]
    p = s.players[seat]
    q = s.q
    s.ctx = {}
    if verb == "place":
        c = CARDS[a[2]]
        push(q, ("pay", seat, c.cost, c.cost_any, data.ALL, discount(s, seat, a[2])),
             ("to_play", seat, a[2]), ("end_turn",))
    elif verb == "claim":
        what = a[2]
        if what == "top":
            what = s.mon_deck.pop()
            s.reveals += 1
            after = []
        elif what in s.mon_display:
            s.mon_display.remove(what)
            after = [("refill",)]
        else:
            s.places.remove(what)
            after = []
        c = CARDS[what]
        take(p.pool, c.cost)
        (p.places if c.kind == "pop" else p.monuments).append(what)
        if c.special == "obelisk":
            after.insert(0, ("gainc", seat, 6, data.NON_GOLD, None, what))
        push(q, *after, ("end_turn",))
    elif verb == "discard":
        p.hand.remove(a[2])
        p.discard.append(a[2])
        push(q, ("dgain", seat), ("end_turn",))
    elif verb == "use":
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
        steps = []
        if any(pw.pay) or pw.any_n:
            steps.append(("pay", seat, pw.pay, pw.any_n, pw.any_types, 0))
        if pw.same:
            steps.append(("same", seat))
        if pw.discard:
            steps.append(("discard_cost", seat))
        if pw.destroy is not None:
            steps.append(("destroy_cost", seat, pw.destroy, card))
        if pw.turn_other is not None:
            steps.append(("turn_cost", seat, pw.turn_other))
        steps += [("eff", seat, card, e) for e in pw.effects]
        push(q, *steps, ("end_turn",))
    elif verb == "pass":
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
        push(q, ("draw", seat, 1), ("end_turn",))
