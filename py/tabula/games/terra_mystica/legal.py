"""Enumerate the legal decisions of a seat: candidates, then a trial on a copy.

Candidates are generated cheaply from the state; each is kept only if the
rules accept it (``actions.do`` on a copy), so ``legal`` and ``apply`` can
never disagree.
"""

from __future__ import annotations

from ...core.errors import RuleError
from . import data
from .actions import CONVERSIONS, GIVEBACKS, SPECIALS, UPGRADES, _waiting_kinds, carry_out, offer_answered
from .board import board
from .rules import SPADE_KINDS, capacity, carry_spades
from .state import State


def _ok(s: State, a: tuple) -> bool:
    try:
        carry_out(s.copy(), a)  # a candidate made here is well formed: only the rules are tried
    except RuleError:
        return False
    return True


def candidates(s: State, seat: int) -> list[tuple]:
    if s.phase == "factions":
        if s.setup_queue[0] != seat:
            return []
        taken = {p.home for p in s.players}
        return [(seat, "faction", f) for f, v in data.FACTIONS.items() if v["home"] not in taken]
    p = s.players[seat]
    if s.phase == "over" or p.dropped:
        return []
    out = _answers(s, seat)
    # a choice of this seat (favor, town, town key, cult step): the Cultists' reward step may
    # wait (in a site log a cult step of choice too), the others come before anything but
    # conversions
    waits = _waiting_kinds(s)
    mine = [e for e in s.pending if e[1] == seat]
    choice = next((e for e in mine if e[0] not in waits), mine[0] if mine else None)
    if choice is not None:
        out += _choices(s, seat, choice)
    blocked = any(e[0] not in waits or (e[0] == "cult" and e[1] != seat) for e in s.pending)
    b = board(s.map_id)
    if s.phase == "initial":
        if s.setup_queue and s.setup_queue[0] == seat:
            out += [(seat, "build", h) for h in b.land if s.terrain[h] == p.home and h not in s.building]
        return out
    if s.phase == "bonus":
        if s.setup_queue and s.setup_queue[0] == seat:
            out += [(seat, "pass", t) for t in s.bonus_pool]
        return out
    t = s.turn
    if t is None or t.seat != seat:
        return out
    empty = [h for h in b.land if h not in s.building]
    if t.cult_income:
        out += [(seat, "transform", h, c) for h in empty for c in data.TERRAINS if c != s.terrain[h]]
        out.append((seat, "discard"))
        return out
    # free actions
    for (r1, r2), rate in CONVERSIONS.items():
        if r2 == "VP" and p.faction == "alchemists":
            rate = 2
        out.append((seat, "convert", rate, r1, 1, r2))
    if p.faction == "alchemists":
        out.append((seat, "convert", 1, "VP", 1, "C"))
    if t.darkling_conv:
        out.append((seat, "convert", 1, "W", 1, "P"))
    out += [(seat, "burn", n) for n in range(1, p.pw[1] // 2 + 1)]
    if blocked:
        return out
    in_action = t.kind is not None and (t.spades or t.can_build or t.bridge)
    if t.spades or t.kind == "ACTN":
        cols = data.TERRAINS if t.kind != "ACTN" else ("yellow",)
        out += [(seat, "transform", h, c) for h in empty for c in cols if c != s.terrain[h]]
    if t.spades:
        out.append((seat, "discard"))
    if t.bridge:
        out += [(seat, "bridge", *pair) for pair in b.bridge_list]
    if (t.can_build and not t.built) or t.actions > 0 or (t.kind in SPADE_KINDS and t.spades and not t.built):
        out += [(seat, "build", h) for h in empty
                if s.terrain[h] == p.home or t.spades or t.kind == "ACTW"]
    if t.kind == "ACTS" and t.can_build:
        out += [(seat, "upgrade", h, "TP") for h, (o, k) in s.building.items() if o == seat and k == "D"]
    if t.kind in ("dig", "ACT5", "ACT6", "BON1", "ACTG") and not t.built and not t.transformed:
        out.append((seat, "dig", 1))
    if t.actions > 0:
        out += [(seat, "upgrade", h, to) for h, (o, k) in s.building.items() if o == seat
                for to, frm in UPGRADES.items() if frm == k]
        out += [(seat, "dig", n) for n in (1, 2, 3)]
        out += [(seat, "send", c, v) for c in data.CULTS for v in (3, 2, 1)]
        out += [(seat, "advance", "ship"), (seat, "advance", "dig")]
        out += [(seat, "action", a) for a in data.POWER_ACTIONS]
        out += [(seat, "action", a) for a in ("ACTE", "BON1", "BON2", "FAV6", *SPECIALS)]
        if s.round == 6:
            out.append((seat, "pass", None))
        else:
            out += [(seat, "pass", b_) for b_ in s.bonus_pool]
    if p.faction == "mermaids":
        out += _connects(s, seat)
    if t.acted and (not in_action or not t.bridge and (not t.spades or carry_spades(s, seat))):
        out.append((seat, "done"))
    return out


def _answers(s: State, seat: int) -> list[tuple]:
    """Answers to power offers, per offering faction: ``leech``/``decline from F`` (the first
    offer; one tainted by converting can only be declined) and, where several offers from F are
    open, ``leech``/``decline N from F`` for each other offer it reaches; in a game read from a
    site log also its give-backs, any time. An answer with an amount that picks the same offer
    as the plain one is accepted too, as the same decision, and not listed again."""
    out: list[tuple] = []
    mine = [o for o in s.offers if o[0] == seat]
    for frm in dict.fromkeys(o[1] for o in mine):
        amounts = list(dict.fromkeys(o[2] for o in mine if o[1] == frm))
        if len(amounts) == 1:
            amounts = []  # every amount picks the first offer, as the plain answer does
        for verb in ("leech", "decline"):
            picked: list[tuple] = []
            for a in [(seat, verb, frm), *((seat, verb, frm, n) for n in amounts)]:
                try:
                    o = offer_answered(s, seat, frm, verb == "leech", a[3] if len(a) > 3 else None)
                except RuleError:
                    continue
                if o not in picked:
                    picked.append(o)
                    out.append(a)
    if "site-log" in s.options:
        out += [(seat, "giveback", n) for n in GIVEBACKS]
    return out


def _choices(s: State, seat: int, choice: tuple) -> list[tuple]:
    kind = choice[0]
    p = s.players[seat]
    if kind == "favor":
        return [(seat, "favor", t) for t, n in s.fav_pool.items() if n > 0 and t not in p.favors]
    if kind == "town":
        return [(seat, "town", t) for t, n in s.town_pool.items() if n > 0]
    if kind == "key":
        return [(seat, "key", track) for track, _n in choice[2]]
    n = choice[2] if kind == "cult" else 1
    return [(seat, "cult", c, n) for c in data.CULTS]


def _connects(s: State, seat: int) -> list[tuple]:
    b = board(s.map_id)
    own = [h for h, (o, _) in s.building.items() if o == seat]
    out = []
    for i, h1 in enumerate(own):
        for h2 in own[i + 1:]:
            if h2 in b.neighbours[h1]:
                continue
            if set(b.neighbours[h1]) & set(b.neighbours[h2]) - b.land_set:
                if not any({h1, h2} == {x, y} for o, x, y in s.connects if o == seat):
                    out.append((seat, "connect", h1, h2))
    return out


def legal(s: State, seat: int) -> list[tuple]:
    return [a for a in candidates(s, seat) if _ok(s, a)]


__all__ = ["legal", "candidates", "capacity"]
