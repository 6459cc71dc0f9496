"""Steps the engine takes on its own, for the log: events of kind "auto".

A decision with a single answer is resolved without asking (``steps.STEPS`` is ``forced``; it
calls ``forced`` here for each, through ``rules/__init__.py``), one with none is skipped, and
some steps have no choice at all (a Dragon's Life loss that takes every essence left,
``rules/attacks.py``). ``apply`` collects a short text for each such step while it runs an
action (``collecting``); everywhere else (legal moves, bots, playouts) nothing is collected and
nothing is built.

A text that names something only one player may see (a card looked at, a hand) goes in
``Event.data`` as ``{"private": seat, "public": <text for everyone else>}``.
"""

from __future__ import annotations

from ...core.notes import active, collecting, note  # noqa: F401 - the game's notes API
from .data import CARDS, NAMES
from .rules.choices import complete, vector_key
from .rules.essences import outcomes
from .steps import (
    VECTOR,
    DestroyCost,
    DiscardCost,
    Divination,
    Forge,
    Item,
    LookSource,
    LosePay,
    Order,
    Pay,
    PlaceFrom,
    Rival,
    Same,
    Straighten,
    Target,
    TurnCost,
)


def label(s, seat: int) -> str:
    """What the game calls a player: the mage with the seat once mages are chosen (player_label)."""
    p = s.players[seat]
    if p.mage and p.mage in CARDS and s.phase != "mage":
        return f"{CARDS[p.mage].name} (p{seat + 1})"
    return f"p{seat + 1}"


def amount(v) -> str:
    """Essences in words: ``2 Elan and 1 Life``; ``nothing`` for none."""
    parts = [f"{n} {NAMES[t]}" for t, n in enumerate(v) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def name(card: str) -> str:
    return CARDS[card].name if card in CARDS else card


FORCED = {  # frame class -> text of its only answer, after "<player> "; {c}: the card answered
    DiscardCost: "discards {c}: the only card in hand",
    Divination: "discards {c}: the only card left in hand",
    DestroyCost: "destroys {c}: the only artifact that can be destroyed",
    TurnCost: "turns {c}: the only one that can be turned",
    Straighten: "straightens {c}: the only component that can be straightened",
    Target: "puts the paid essences on {c}: the only place for them",
    Item: "takes {c}: the only magic item left",
    Forge: "turns the Cursed Forge: no Death to pay its curse",
}


def real_choice(f) -> bool:
    """Whether an essence choice asks a question at all (a fixed cost or a gain of one kind does not)."""
    kind = type(f)
    if kind is Pay:
        return len(outcomes(tuple(f.fixed), f.any_n, tuple(f.any_types), f.cut)) > 1
    return kind in (Same, LosePay)


def forced(s, f, a: tuple | None) -> None:
    """Log a decision the engine took because ``a`` is its only answer, or skipped (``a`` None)
    because it has none (the attack's own note is in ``rules/attacks.py``, which knows what is
    lost). Only while ``apply`` collects notes."""
    if not active():
        return
    if a is None:
        _nothing(s, f)
        return
    kind = type(f)
    seat = f.seat
    who = label(s, seat)
    if kind is Straighten and f.which == "self":
        return  # "straighten this": nothing to choose
    if kind in VECTOR:
        _forced_essences(s, f, who)
    elif kind in FORCED:
        note(seat, f"{who} " + FORCED[kind].format(c=name(a[-1])))
    elif kind is Rival:
        note(seat, f"{who} picks {label(s, a[2])}: the only rival")
    elif kind is LookSource:
        deck = "their artifact deck" if a[2] == "deck" else "the monument deck"
        note(seat, f"{who} looks at {deck}: the only deck with cards")
    elif kind is Order:
        note(seat, f"{who} puts back the one card looked at: nothing to order",
             private=f"{who} puts back {name(a[2][0])}: the only card looked at")
    elif kind is PlaceFrom:
        where = {"hand": "in hand", "own_discard": "in their discards"}.get(f.source, "in any discards")
        what = "Dragon" if f.which == "dragon" else "card"
        text = f"{who} places nothing: no {what} {where} that can be placed"
        if f.source == "hand":
            note(seat, f"{who} places nothing", private=text)
        else:
            note(seat, text)


def _forced_essences(s, f, who: str) -> None:
    answers = complete(vector_key(s, f))
    if any(f.acc) or len(answers) != 1 or not real_choice(f):
        return  # a chain begun by the player, one with choices ahead, or no question at all
    (v,) = answers
    kind = type(f)
    if kind is Pay:
        note(f.seat, f"{who} pays {amount(v)}: no other way to pay")
    elif kind is Same:
        note(f.seat, f"{who} pays X = 0: no essences to pay with")
    else:
        note(f.seat, f"{who} loses {amount(v)} for the missing Life: no other answer")


def _nothing(s, f) -> None:
    """Log an effect skipped because it has no possible target."""
    kind = type(f)
    if kind is Straighten and f.which != "self":
        note(f.seat, f"{label(s, f.seat)} has nothing to straighten")
    elif kind is LookSource:
        note(f.seat, f"{label(s, f.seat)} has no cards to look at")
