"""Attacks and reactions: a rival answers a life loss (``Attack``): lose the Life, react with a
component (Guard Dog, Temple, ...), or ignore it at the attack's price; missing Life costs 2
other essences each (``LosePay``, an essence choice, ``rules/choices.py``).
"""

from __future__ import annotations

from .. import notes
from ..data import CARDS, L
from ..state import State
from ..steps import STEPS, Attack, LosePay
from .cards import remove_from_play
from .choices import OTHERS
from .essences import covers, store, take


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


def life_loss(pool, n: int) -> tuple[tuple, int]:
    """Losing n Life from ``pool``: (what is lost at once, how many essences are still owed).

    Each missing Life costs 2 other essences; when the others do not cover that, all of them are
    lost (no choice); otherwise the player chooses which (the ``LosePay`` frame), owed here."""
    lost = [0] * 5
    lost[L] = min(n, pool[L])
    need = 2 * (n - lost[L])
    if need and need >= sum(pool[t] for t in OTHERS):
        for t in OTHERS:
            lost[t] = pool[t]
        need = 0
    return tuple(lost), need


@STEPS.options(Attack, "answer the life loss")
def attack_options(s: State, f: Attack, seat: int) -> list[tuple]:
    r = f.seat
    p = s.players[r]
    dragon = CARDS[f.card].is_dragon
    out = [(r, "lose")]
    out += [(r, "react", c) for c in p.components() if can_react(s, r, c, dragon)]
    ignore = f.ignore
    if ignore is not None:
        if ignore[0] == "pay" and covers(p.pool, ignore[1]):
            out.append((r, "ignore"))
        elif ignore[0] == "discard":
            out += [(r, "discard", c) for c in p.hand]
        elif ignore[0] == "destroy":
            out += [(r, "destroy", a) for a in p.play]
    return out


@STEPS.act(Attack)
def answer_attack(s: State, f: Attack, a: tuple) -> None:
    r = f.seat
    p = s.players[r]
    verb = a[1]
    if verb == "lose":
        if notes.active():  # the log says why nobody was asked: there was no other answer
            only = len(attack_options(s, f, r)) == 1
        lost, need = life_loss(p.pool, f.n)
        take(p.pool, lost)
        if need:
            STEPS.push(s, LosePay(r, need))
        all_gone = any(lost[t] for t in OTHERS)
        if notes.active() and (only or all_gone):
            text = f"{notes.label(s, r)} loses {notes.amount(lost)} to the {notes.name(f.card)}"
            if need:
                text += f" and owes {need} more essences for the missing Life"
            why = "no other answer" if only else "every essence left, nothing to choose"
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
        take(p.pool, f.ignore[1])
    elif verb == "discard":
        p.hand.remove(a[2])
        p.discard.append(a[2])
    elif verb == "destroy":
        remove_from_play(s, r, a[2])
