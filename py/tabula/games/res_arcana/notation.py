"""Res Arcana notation: one canonical text for every decision.

A move is ``<player>: <command>``; the player is ``p1``..``p4`` (a mage's
name is accepted too). Card names are their ids (``fire_dragon``); essences
are written count-then-letter in the order Elan, Life, Calm, Death, Gold
(``2E1G``; ``0`` for none). Commands:

    mage seer            item divination          pass research
    place fire_dragon    claim obelisk | claim top | claim coral_castle
    discard hawk         use athanor 2 (power number, omitted for one-power cards)
    pay 2E1G             gain 3L                  take vault | leave vault
    turn cursed_forge    destroy prism            straighten hawk
    target sacred_grove  rival p2                 look deck | look monuments
    order hawk prism vault (top first)            decline
    lose                 ignore                   react temple
    done                 (ends "pay X of one type" after the essences picked so far)

Essences to pay or gain are picked one at a time (``pay 1E``, ``gain 1C``), in the order
Elan, Life, Calm, Death, Gold; see ``rules/choices.py``. Prism's conversion names the whole amount
(``gain 3L``).

``parse`` is lenient about case and spacing; ``format`` writes the canonical form.
"""

from __future__ import annotations

import re

from ...core import actor
from ...core.errors import NotationError
from . import data
from .data import CARDS

CARD_VERBS = ("mage", "item", "pass", "place", "claim", "discard", "take", "leave", "turn", "destroy",
              "straighten", "target", "react")
VEC_VERBS = ("pay", "gain")
BARE = ("decline", "lose", "ignore", "done")


def power_count(card: str) -> int:
    return len(CARDS[card].powers)


def format_command(s, a: tuple) -> str:
    verb, args = a[1], a[2:]
    if verb in CARD_VERBS:
        return f"{verb} {args[0]}"
    if verb == "use":
        card, k = args
        return f"use {card}" if power_count(card) == 1 and k == 1 else f"use {card} {k}"
    if verb in VEC_VERBS:
        return f"{verb} {data.vec_text(args[0])}"
    if verb == "rival":
        return f"rival {s.label(args[0])}"
    if verb == "look":
        return f"look {args[0]}"
    if verb == "order":
        return "order " + " ".join(args[0])
    if verb in BARE:
        return verb
    raise NotationError(f"cannot write action {a!r}")


def format_action(s, a: tuple) -> str:
    return f"{s.label(a[0])}: {format_command(s, a)}"


def seat_of(s, name: str) -> int | None:
    name = name.lower()
    m = re.fullmatch(r"p(\d)", name)
    if m and 1 <= int(m.group(1)) <= s.nplayers:
        return int(m.group(1)) - 1
    for i, p in enumerate(s.players):
        if p.mage == name:
            return i
    return None


def split_actor(s, text: str) -> tuple[int | None, str]:
    return actor.split_actor(text, lambda name: seat_of(s, name))


def _card(name: str) -> str:
    n = name.lower().replace("-", "_").replace("'", "")
    if n not in CARDS:
        raise NotationError(f"'{name}' is not a Res Arcana card")
    return n


def _vec(text: str) -> tuple:
    t = text.replace(" ", "").upper()
    if t in ("0", "NOTHING", ""):
        return data.ZERO
    if not re.fullmatch(r"(\d*[ELCDG])+", t):
        raise NotationError(f"'{text}' is not an essence count like 2E1G")
    return data.vec(t)


def parse_command(s, seat: int, cmd: str) -> tuple:
    c = " ".join(cmd.strip().split())
    words = c.split(" ")
    verb = words[0].lower()
    rest = words[1:]
    if verb in CARD_VERBS and len(rest) == 1:
        if verb == "claim" and rest[0].lower() == "top":
            return (seat, "claim", "top")
        return (seat, verb, _card(rest[0]))
    if verb == "use" and 1 <= len(rest) <= 2:
        card = _card(rest[0])
        if len(rest) == 2 and not (rest[1].isascii() and rest[1].isdigit()):
            raise NotationError("a power is named by its number: use athanor 2")
        return (seat, "use", card, int(rest[1]) if len(rest) == 2 else 1)
    if verb in VEC_VERBS:
        return (seat, verb, _vec("".join(rest)))
    if verb == "rival" and len(rest) == 1:
        r = seat_of(s, rest[0])
        if r is None:
            raise NotationError(f"'{rest[0]}' is not a player in this game")
        return (seat, "rival", r)
    if verb == "look" and len(rest) == 1 and rest[0].lower() in ("deck", "monuments"):
        return (seat, "look", rest[0].lower())
    if verb == "order" and rest:
        return (seat, "order", tuple(_card(x) for x in rest))
    if verb in BARE and not rest:
        return (seat, verb)
    raise NotationError(f"cannot read '{cmd}' as a Res Arcana move")
