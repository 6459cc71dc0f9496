"""The step engine: decision frames, automatic steps, effects, collect, rounds, victory.

A stack holds the rest of what the current action (or collect step, or
setup) still has to do; the next step is the LAST item. Automatic steps
(``AUTO``) are carried out at once; a decision frame (``FRAMES``) waits until
its player picks one of ``options(s, frame)``. A frame with a single option
is resolved without asking (there is nothing to decide); a frame with none is
skipped (an effect with no possible target does nothing).

Essence choices are chains of small decisions (DESIGN section 2): a frame whose answer is a
vector of essences (``VECTOR``) is answered one essence at a time, in the type order Elan, Life,
Calm, Death, Gold (``pay 1E``, ``gain 1C``; once a later type is picked, earlier ones are closed),
with ``done`` where what was picked so far is already a complete answer that could still grow
(only "pay X of one type"). The progress rides on the frame as two trailing items (the essences
picked so far, the last type picked); the chain ends by itself when no more can be picked, and
only then are the essences paid or gained. Every complete answer has exactly one path, so the
chain offers the same answers as the old single list (up to 364 options), at most 6 at a time.

Frames (tuples; the second item is the deciding seat):

    ("pay", seat, fixed, any_n, any_types, cut)   pay a cost; ``cut`` reduces it (never Gold)
    ("same", seat)                                pay X >= 0 essences of one type
    ("gainc", seat, n, types, dest, source)       gain n of ``types``; dest None = pool, else onto that card
    ("dgain", seat)                               the discard action: 1 Gold or 2 others
    ("convert", seat)                             Prism: X of one other non-Gold type
    ("discard_cost", seat)                        discard a card from hand (a cost)
    ("destroy_cost", seat, which, card)           destroy one of your artifacts (a cost)
    ("turn_cost", seat, which)                    turn one of your straight Dragons/Creatures (a cost)
    ("straighten", seat, which, card)             straighten one of your turned components
    ("target", seat)                              Mermaid: the component to put the paid essence on
    ("rival", seat, src, dst)                     Hypnotic Basin / Treant: pick a rival
    ("look_src", seat)                            Hawk / Seer / Oracle: which deck to look at
    ("order", seat, which, cards)                 put the looked-at cards back in an order (top first)
    ("div", seat, k)                              Divination: discard k more cards
    ("place_from", seat, source, which, cut)      Crypt / Dragon Egg / Dragon Teeth / Bestiary
    ("attack", rival, attacker, n, card, ignore)  a rival answers a life loss: react, ignore or lose
    ("losepay", seat, need)                       lose ``need`` non-Life essences for missing Life
    ("statue", seat)                              Golden Statue at a victory check
    ("item", seat)                                setup: choose a magic item
    ("take", seat, card)                          collect: take the essences on a component, or leave them
    ("forge", seat)                               collect: Cursed Forge's curse, pay 1 Death or turn it
"""

from __future__ import annotations

from functools import lru_cache
from itertools import permutations

from ...core.errors import RuleError
from . import data, notes
from .data import CARDS, NON_GOLD, D, G, L
from .rules import (
    add,
    can_pay,
    covers,
    discount,
    draw,
    essence_total,
    look_deck,
    multisets,
    outcomes,
    payments,
    remove_from_play,
    store,
    take,
    vp,
)
from .state import State

OTHERS = (data.E, data.C, D, G)  # what a missing Life is paid with
ONE_GOLD = data.vec("1G")
ONE_DEATH = data.vec("1D")


def push(q: list, *steps) -> None:
    """Schedule ``steps`` to run next, in the order given."""
    q.extend(reversed(steps))


def rivals(s: State, seat: int) -> list[int]:
    """The other seats, clockwise from the left of ``seat``."""
    n = s.nplayers
    return [(seat + k) % n for k in range(1, n)]


# ---------------------------------------------------------------------------
# the runner


def run(s: State, q: list) -> None:
    while q:
        step = q[-1]
        kind = step[0]
        if kind in FRAMES:
            opts = options(s, step)
            if len(opts) > 1:
                return
            q.pop()
            if opts:
                if notes.active():
                    note_forced(s, step, opts[0])
                resolve(s, q, step, opts[0], forced=True)
            elif kind == "pay":
                raise RuleError("the cost cannot be paid")
            elif notes.active():
                note_nothing(s, step)
            continue
        q.pop()
        AUTO[kind](s, q, step)


def run_all(s: State) -> None:
    """Run the global stack, then every collect stack; finish the collect phase when all are done."""
    run(s, s.q)
    if s.phase == "collect":
        for q in s.cq:
            run(s, q)
        if not any(s.cq):
            s.phase = "actions"
            s.current = s.first
            skip_passed(s)


def decide(s: State, q: list, action: tuple) -> None:
    """Resolve the decision on top of ``q`` with ``action`` (RuleError if it is not an option)."""
    frame = q[-1]
    opts = options(s, frame)
    if action not in opts:
        raise RuleError(f"that is not a possible answer now ({describe(frame)})")
    q.pop()
    resolve(s, q, frame, action)


def describe(frame: tuple) -> str:
    return {
        "pay": "choose how to pay", "same": "choose X essences of one type to pay",
        "gainc": "choose the essences to gain", "dgain": "choose 1 Gold or 2 other essences",
        "convert": "choose the type to convert to", "discard_cost": "choose a card to discard",
        "destroy_cost": "choose an artifact to destroy", "turn_cost": "choose a component to turn",
        "straighten": "choose a component to straighten", "target": "choose where to put the essence",
        "rival": "choose a rival", "look_src": "choose the deck to look at",
        "order": "put the cards back in an order", "div": "choose a card to discard",
        "place_from": "choose a card to place, or decline", "attack": "answer the life loss",
        "losepay": "choose the essences to lose for the missing Life",
        "statue": "use the Golden Statue or not",
        "item": "choose a magic item", "take": "take or leave the essences", "forge": "pay the curse or turn",
    }.get(frame[0], frame[0])


# ---------------------------------------------------------------------------
# options of each frame


def _turned_own(s: State, seat: int, which: str, card: str) -> list[str]:
    p = s.players[seat]
    if which == "self":
        return [card] if card in s.turned else []
    if which == "creature":
        return [a for a in p.play if a in s.turned and CARDS[a].is_creature]
    return [c for c in p.components() if c in s.turned]


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


def react_power(card: str):
    for pw in CARDS[card].powers:
        if pw.react in ("life", "life_dragon"):
            return pw
    return None


def can_react(s: State, seat: int, card: str, dragon: bool) -> bool:
    pw = react_power(card)
    if pw is None or (pw.react == "life_dragon" and not dragon):
        return False
    if pw.turn and card in s.turned:
        return False
    return covers(s.players[seat].pool, pw.pay)


def options(s: State, f: tuple) -> list[tuple]:
    kind, seat = f[0], f[1]
    p = s.players[seat]
    if kind in VECTOR:
        return _vector_options(s, f)
    if kind == "convert":
        x, t0 = s.ctx.get("x", 0), s.ctx.get("x_type")
        if not x:
            return []
        out = []
        for t in NON_GOLD:
            if t != t0:
                v = [0] * 5
                v[t] = x
                out.append((seat, "gain", tuple(v)))
        return out
    if kind in ("discard_cost", "div"):
        return [(seat, "discard", c) for c in p.hand]
    if kind == "destroy_cost":
        return [(seat, "destroy", a) for a in destroy_targets(s, seat, f[2], f[3])]
    if kind == "turn_cost":
        return [(seat, "turn", a) for a in turn_targets(s, seat, f[2])]
    if kind == "straighten":
        return [(seat, "straighten", c) for c in _turned_own(s, seat, f[2], f[3])]
    if kind == "target":
        return [(seat, "target", c) for c in p.components()]
    if kind == "rival":
        return [(seat, "rival", r) for r in rivals(s, seat)]
    if kind == "look_src":
        out = []
        if p.deck or p.discard:
            out.append((seat, "look", "deck"))
        if s.mon_deck:
            out.append((seat, "look", "monuments"))
        return out
    if kind == "order":
        return [(seat, "order", perm) for perm in permutations(f[3])]
    if kind == "place_from":
        return [(seat, "place", c) for c in placeable(s, seat, f[2], f[3], f[4])] + [(seat, "decline")]
    if kind == "attack":
        _, r, attacker, n, card, ignore = f
        dragon = CARDS[card].is_dragon
        out = [(r, "lose")]
        out += [(r, "react", c) for c in p.components() if can_react(s, r, c, dragon)]
        if ignore is not None:
            if ignore[0] == "pay" and covers(p.pool, ignore[1]):
                out.append((r, "ignore"))
            elif ignore[0] == "discard":
                out += [(r, "discard", c) for c in p.hand]
            elif ignore[0] == "destroy":
                out += [(r, "destroy", a) for a in p.play]
        return out
    if kind == "statue":
        return [(seat, "react", "golden_statue"), (seat, "decline")]
    if kind == "item":
        return [(seat, "item", i) for i in s.items]
    if kind == "take":
        return [(seat, "take", f[2]), (seat, "leave", f[2])]
    if kind == "forge":
        out = [(seat, "pay", ONE_DEATH)] if p.pool[D] >= 1 else []
        return out + [(seat, "turn", "cursed_forge")]
    raise RuleError(f"unknown decision '{kind}'")  # pragma: no cover


# ---------------------------------------------------------------------------
# essence choices, one essence at a time

VECTOR = frozenset({"pay", "same", "gainc", "dgain", "losepay"})
BASE = {"pay": 6, "same": 2, "gainc": 6, "dgain": 2, "losepay": 3}  # frame length before the progress
UNIT = tuple(tuple(int(i == t) for i in range(5)) for t in range(5))
DONE_VERBS = {"gainc": "gain", "dgain": "gain"}  # the others pay


def progress(f: tuple) -> tuple[tuple, int]:
    """The essences picked so far in a vector frame, and the last type picked."""
    n = BASE[f[0]]
    return (f[n], f[n + 1]) if len(f) > n else (data.ZERO, 0)


def vector_key(s: State, f: tuple) -> tuple:
    """A hashable description of the complete answers of a vector frame (``complete``)."""
    kind = f[0]
    pool = s.players[f[1]].pool
    if kind == "pay":
        fixed, any_n, any_types, cut = f[2], f[3], tuple(f[4]), f[5]
        cap = tuple(min(pool[i], fixed[i] + (any_n if i in any_types else 0)) for i in range(5))
        return ("pay", tuple(fixed), any_n, any_types, cut, cap)
    if kind == "same":
        return ("same", tuple(pool))
    if kind == "gainc":
        return ("gain", f[2], tuple(f[3]))
    if kind == "dgain":
        return ("dgain",)
    need = f[2]
    return ("losepay", need, tuple(min(pool[i], need) if i in OTHERS else 0 for i in range(5)))


@lru_cache(maxsize=4096)
def complete(key: tuple) -> frozenset:
    """Every complete answer (an essence vector) of a vector frame."""
    kind = key[0]
    if kind == "pay":
        _, fixed, any_n, any_types, cut, cap = key
        return frozenset(payments(cap, fixed, any_n, any_types, cut))
    if kind == "same":
        pool = key[1]
        return frozenset([data.ZERO] + [tuple(x if i == t else 0 for i in range(5))
                                        for t in data.TYPES for x in range(1, pool[t] + 1)])
    if kind == "gain":
        return frozenset(multisets(key[1], key[2]))
    if kind == "dgain":
        return frozenset((ONE_GOLD, *multisets(2, NON_GOLD)))
    _, need, cap = key
    return frozenset(v for v in multisets(need, OTHERS) if covers(cap, v))


@lru_cache(maxsize=65536)
def steps(key: tuple, acc: tuple, last: int) -> tuple[bool, tuple]:
    """(is ``acc`` a complete answer, the types that can be picked next) for a vector frame."""
    answers = complete(key)
    nxt = []
    for t in range(last, 5):
        for v in answers:
            if v[t] > acc[t] and v[:t] == acc[:t]:
                nxt.append(t)
                break
    return acc in answers, tuple(nxt)


def _vector_options(s: State, f: tuple) -> list[tuple]:
    seat = f[1]
    acc, last = progress(f)
    done, nxt = steps(vector_key(s, f), acc, last)
    verb = DONE_VERBS.get(f[0], "pay")
    out = [(seat, verb, UNIT[t]) for t in nxt]
    if done:
        out.append((seat, "done"))
    return out


def _vector_step(s: State, q: list, f: tuple, a: tuple) -> None:
    """One essence picked (or ``done``): go on with the chain, or carry out the whole answer."""
    acc, last = progress(f)
    if a[1] != "done":
        t = a[2].index(1)
        acc = tuple(n + (i == t) for i, n in enumerate(acc))
        done, nxt = steps(vector_key(s, f), acc, t)
        if nxt:
            push(q, (*f[:BASE[f[0]]], acc, t))
            return
        assert done
    _vector_done(s, f, acc)


def _vector_done(s: State, f: tuple, v: tuple) -> None:
    kind, seat = f[0], f[1]
    p = s.players[seat]
    if kind == "pay":
        take(p.pool, v)
        s.ctx["paid"] = v
    elif kind == "same":
        take(p.pool, v)
        s.ctx["x"] = sum(v)
        s.ctx["x_type"] = next((t for t in data.TYPES if v[t]), None)
    elif kind == "losepay":
        take(p.pool, v)
    elif kind == "gainc" and f[4] is not None:
        store(s, f[4], v)
    else:
        add(p.pool, v)


# ---------------------------------------------------------------------------
# resolving a decision


def resolve(s: State, q: list, f: tuple, a: tuple, forced: bool = False) -> None:
    """Carry out answer ``a`` to frame ``f`` (``forced``: the engine chose it, the only answer)."""
    kind, seat = f[0], f[1]
    p = s.players[seat]
    if kind in VECTOR:
        _vector_step(s, q, f, a)
    elif kind == "convert":
        add(p.pool, a[2])
    elif kind in ("discard_cost", "div"):
        p.hand.remove(a[2])
        p.discard.append(a[2])
        s.ctx["discarded"] = a[2]
        if kind == "div" and f[2] > 1:
            push(q, ("div", seat, f[2] - 1))
    elif kind == "destroy_cost":
        remove_from_play(s, seat, a[2])
        s.ctx["destroyed"] = a[2]
    elif kind == "turn_cost":
        s.turned.add(a[2])
    elif kind == "straighten":
        s.turned.discard(a[2])
    elif kind == "target":
        store(s, a[2], s.ctx.get("paid", data.ZERO))
    elif kind == "rival":
        v = [0] * 5
        v[f[3]] = s.players[a[2]].pool[f[2]]
        add(p.pool, v)
    elif kind == "look_src":
        if a[2] == "deck":
            cards = look_deck(s, seat)
        else:
            cards = tuple(reversed(s.mon_deck[-3:]))
        s.reveals += 1
        push(q, ("order", seat, a[2], cards))
    elif kind == "order":
        pile = p.deck if f[2] == "deck" else s.mon_deck
        k = len(a[2])
        pile[len(pile) - k:] = list(reversed(a[2]))
    elif kind == "place_from":
        if a[1] == "place":
            c = CARDS[a[2]]
            steps = []
            if f[4] is not None:
                steps.append(("pay", seat, c.cost, c.cost_any, data.ALL, f[4] + discount(s, seat, a[2])))
            push(q, *steps, ("to_play", seat, a[2]))
    elif kind == "attack":
        _answer_attack(s, q, f, a, forced)
    elif kind == "statue":
        if a[1] == "react":
            s.turned.add("golden_statue")
            take(p.pool, data.vec("3G"))
            s.temp_vp[seat] = s.temp_vp.get(seat, 0) + 3
    elif kind == "item":
        s.items.remove(a[2])
        p.item = a[2]
    elif kind == "take":
        _take_or_leave(s, q, seat, a[1] == "take", a[2])
    elif kind == "forge":
        if a[1] == "pay":
            take(p.pool, ONE_DEATH)
        else:
            s.turned.add("cursed_forge")


def life_loss(pool, n: int) -> tuple[tuple, int]:
    """Losing n Life from ``pool``: (what is lost at once, how many essences are still owed).

    Each missing Life costs 2 other essences; when the others do not cover that, all of them are
    lost (no choice); otherwise the player chooses which (the ``losepay`` frame), owed here."""
    lost = [0] * 5
    lost[L] = min(n, pool[L])
    need = 2 * (n - lost[L])
    if need and need >= sum(pool[t] for t in OTHERS):
        for t in OTHERS:
            lost[t] = pool[t]
        need = 0
    return tuple(lost), need


def _answer_attack(s: State, q: list, f: tuple, a: tuple, forced: bool = False) -> None:
    _, r, _attacker, n, card, ignore = f
    p = s.players[r]
    verb = a[1]
    if verb == "lose":
        lost, need = life_loss(p.pool, n)
        take(p.pool, lost)
        if need:
            push(q, ("losepay", r, need))
        all_gone = any(lost[t] for t in OTHERS)
        if notes.active() and (forced or all_gone):
            text = f"{notes.label(s, r)} loses {notes.amount(lost)} to the {notes.name(card)}"
            if need:
                text += f" and owes {need} more essences for the missing Life"
            why = "no other answer" if forced else "every essence left, nothing to choose"
            notes.note(r, f"{text}: {why}")
    elif verb == "react":
        c = a[2]
        pw = react_power(c)
        if pw.turn:
            s.turned.add(c)
        take(p.pool, pw.pay)
        for e in pw.effects:
            if e[0] == "store":
                store(s, c, e[1])
    elif verb == "ignore":
        take(p.pool, ignore[1])
    elif verb == "discard":
        p.hand.remove(a[2])
        p.discard.append(a[2])
    elif verb == "destroy":
        remove_from_play(s, r, a[2])


def _take_or_leave(s: State, q: list, seat: int, taking: bool, card: str) -> None:
    on = s.on(card)
    if taking:
        add(s.players[seat].pool, on)
        s.stored.pop(card, None)
        return
    special = CARDS[card].special
    if special == "vault" and on[G] >= 1:
        push(q, ("gainc", seat, 2, NON_GOLD, None, card))
    elif special == "windup":
        store(s, card, tuple(2 if n else 0 for n in on))


# ---------------------------------------------------------------------------
# the log: what the engine decided on its own (notes.py; only while apply collects)

FORCED = {  # frame kind -> text of its only answer, after "<player> "; {c}: the card answered
    "discard_cost": "discards {c}: the only card in hand",
    "div": "discards {c}: the only card left in hand",
    "destroy_cost": "destroys {c}: the only artifact that can be destroyed",
    "turn_cost": "turns {c}: the only one that can be turned",
    "straighten": "straightens {c}: the only component that can be straightened",
    "target": "puts the paid essences on {c}: the only place for them",
    "item": "takes {c}: the only magic item left",
    "forge": "turns the Cursed Forge: no Death to pay its curse",
}


def real_choice(f: tuple) -> bool:
    """Whether a vector frame asks a question at all (a fixed cost or a gain of one kind does not)."""
    kind = f[0]
    if kind == "pay":
        return len(outcomes(tuple(f[2]), f[3], tuple(f[4]), f[5])) > 1
    return kind in ("same", "losepay")


def note_forced(s: State, f: tuple, a: tuple) -> None:
    """Log a decision the engine takes because ``a`` is its only answer (the attack's in
    ``_answer_attack``, which knows what is lost)."""
    kind, seat = f[0], f[1]
    who = notes.label(s, seat)
    if kind == "straighten" and f[2] == "self":
        return  # "straighten this": nothing to choose
    if kind in VECTOR:
        answers = complete(vector_key(s, f))
        if len(f) > BASE[kind] or len(answers) != 1 or not real_choice(f):
            return  # a chain begun by the player, one with choices ahead, or no question at all
        (v,) = answers
        if kind == "pay":
            notes.note(seat, f"{who} pays {notes.amount(v)}: no other way to pay")
        elif kind == "same":
            notes.note(seat, f"{who} pays X = 0: no essences to pay with")
        else:
            notes.note(seat, f"{who} loses {notes.amount(v)} for the missing Life: no other answer")
    elif kind in FORCED:
        notes.note(seat, f"{who} " + FORCED[kind].format(c=notes.name(a[-1])))
    elif kind == "rival":
        notes.note(seat, f"{who} picks {notes.label(s, a[2])}: the only rival")
    elif kind == "look_src":
        deck = "their artifact deck" if a[2] == "deck" else "the monument deck"
        notes.note(seat, f"{who} looks at {deck}: the only deck with cards")
    elif kind == "order":
        notes.note(seat, f"{who} puts back the one card looked at: nothing to order",
                   private=f"{who} puts back {notes.name(a[2][0])}: the only card looked at")
    elif kind == "place_from":
        where = {"hand": "in hand", "own_discard": "in their discards"}.get(f[2], "in any discards")
        what = "Dragon" if f[3] == "dragon" else "card"
        text = f"{who} places nothing: no {what} {where} that can be placed"
        if f[2] == "hand":
            notes.note(seat, f"{who} places nothing", private=text)
        else:
            notes.note(seat, text)


def note_nothing(s: State, f: tuple) -> None:
    """Log an effect skipped because it has no possible target."""
    who = notes.label(s, f[1])
    if f[0] == "straighten" and f[2] != "self":
        notes.note(f[1], f"{who} has nothing to straighten")
    elif f[0] == "look_src":
        notes.note(f[1], f"{who} has no cards to look at")


# ---------------------------------------------------------------------------
# automatic steps


def _eff(s: State, q: list, step: tuple) -> None:
    _, seat, card, e = step
    p = s.players[seat]
    k = e[0]
    if k == "gain":
        add(p.pool, e[1])
    elif k == "gain_choice":
        push(q, ("gainc", seat, e[1], e[2], None, card))
    elif k == "store":
        store(s, card, e[1])
    elif k == "store_choice":
        push(q, ("gainc", seat, e[1], e[2], card, card))
    elif k == "store_paid":
        store(s, card, s.ctx.get("paid", data.ZERO))
    elif k == "put_paid":
        push(q, ("target", seat))
    elif k == "rivals_gain":
        for r in rivals(s, seat):
            add(s.players[r].pool, e[1])
    elif k == "lifeloss":
        push(q, *[("attack", r, seat, e[1], card, e[2]) for r in rivals(s, seat) if not s.players[r].passed])
    elif k == "draw":
        draw(s, seat, e[1])
    elif k == "straighten":
        push(q, ("straighten", seat, e[1], card))
    elif k == "look3":
        push(q, ("look_src", seat))
    elif k == "divination":
        n = draw(s, seat, 3)
        if n:
            push(q, ("div", seat, n))
    elif k == "check_victory":
        push(q, ("victory", True))
    elif k == "place":
        push(q, ("place_from", seat, e[1], e[2], e[3]))
    elif k == "gain_per_rival":
        push(q, ("rival", seat, e[1], e[2]))
    elif k in ("gain_destroyed", "gain_discarded"):
        gone = s.ctx.get("destroyed" if k == "gain_destroyed" else "discarded")
        n = CARDS[gone].printed_cost + e[1] if gone else 0
        if n:
            push(q, ("gainc", seat, n, e[2], None, card))
    elif k == "gain_x":
        v = [0] * 5
        v[e[1]] = s.ctx.get("x", 0)
        add(p.pool, v)
    elif k == "convert_x":
        push(q, ("convert", seat))
    else:  # pragma: no cover
        raise RuleError(f"unknown effect '{k}'")


def _to_play(s: State, q: list, step: tuple) -> None:
    _, seat, card = step
    p = s.players[seat]
    if card in p.hand:
        p.hand.remove(card)
    else:
        for o in s.players:
            if card in o.discard:
                o.discard.remove(card)
                break
    p.play.append(card)
    s.turned.discard(card)


def _draw(s: State, q: list, step: tuple) -> None:
    draw(s, step[1], step[2])


def _refill(s: State, q: list, step: tuple) -> None:
    if len(s.mon_display) < data.DISPLAY_MONUMENTS and s.mon_deck:
        s.mon_display.append(s.mon_deck.pop())
        s.reveals += 1


def skip_passed(s: State) -> None:
    """Make sure the player on turn has not passed (the first player may have, at round start: never)."""
    n = s.nplayers
    for k in range(n):
        seat = (s.current + k) % n
        if not s.players[seat].passed:
            s.current = seat
            return


def _end_turn(s: State, q: list, step: tuple) -> None:
    s.ctx = {}
    n = s.nplayers
    for k in range(1, n + 1):
        seat = (s.current + k) % n
        if not s.players[seat].passed:
            s.current = seat
            return
    push(q, ("victory", False))


def _victory(s: State, q: list, step: tuple) -> None:
    n = s.nplayers
    order = [(s.first + k) % n for k in range(n)]
    frames = []
    for seat in order:
        p = s.players[seat]
        if "golden_statue" in p.monuments and "golden_statue" not in s.turned and p.pool[G] >= 3:
            frames.append(("statue", seat))
    push(q, *frames, ("eval", step[1]))


def _eval(s: State, q: list, step: tuple) -> None:
    pts = [vp(s, i) for i in range(s.nplayers)]
    best = max(pts)
    if best >= data.WIN_VP:
        s.final = tuple(pts)
        tied = [i for i, v in enumerate(pts) if v == best]
        ess = {i: essence_total(s.players[i].pool) for i in tied}
        top = max(ess.values())
        s.winners = tuple(i for i in tied if ess[i] == top)
        s.phase = "over"
        q.clear()
        for c in s.cq:
            c.clear()
        return
    s.temp_vp = {}
    if not step[1]:
        new_round(s)


def _begin(s: State, q: list, step: tuple) -> None:
    s.round = 1
    start_collect(s)


AUTO = {
    "eff": _eff, "to_play": _to_play, "draw": _draw, "refill": _refill, "end_turn": _end_turn,
    "victory": _victory, "eval": _eval, "begin": _begin,
}
FRAMES = frozenset({
    "pay", "same", "gainc", "dgain", "convert", "discard_cost", "destroy_cost", "turn_cost", "straighten",
    "target", "rival", "look_src", "order", "div", "place_from", "attack", "losepay", "statue", "item",
    "take", "forge",
})


# ---------------------------------------------------------------------------
# rounds and the collect phase


def new_round(s: State) -> None:
    s.turned.clear()
    s.token_taken = False
    for p in s.players:
        p.passed = False
    s.round += 1
    start_collect(s)


def start_collect(s: State) -> None:
    s.phase = "collect"
    s.current = s.first
    s.cq = [[] for _ in s.players]
    for seat, p in enumerate(s.players):
        gains, takes = [], []
        for comp in p.components():
            for entry in CARDS[comp].collect:
                if entry[0] == "fixed":
                    add(p.pool, entry[1])
                else:
                    gains.append(("gainc", seat, entry[1], entry[2], None, comp))
            if any(s.on(comp)):
                takes.append(("take", seat, comp))
        forge = [("forge", seat)] if "cursed_forge" in p.places else []
        push(s.cq[seat], *gains, *takes, *forge)
