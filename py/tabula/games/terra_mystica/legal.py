"""The legal decisions of a seat, and the shape every action must have.

``do(state, action)`` is how an action from outside (a record, a parser, a bot) is applied: its
shape first (``check_shape``: a known verb, its number of arguments and their types), then the
rules (``flow.carry_out``). Candidates are generated cheaply from the state; each is kept only if
the rules accept it (``flow.carry_out`` on a copy), so ``legal`` and ``apply`` can never
disagree.
"""

from __future__ import annotations

from ...core.errors import RuleError
from . import data
from .data import board
from .flow import carry_out, waiting_kinds
from .notation import GIVEBACKS, MAX_NAME, MAX_NUMBER
from .rules.actions import SPECIALS
from .rules.conversions import CONVERSIONS
from .rules.offers import offer_answered
from .rules.terraform import SPADE_KINDS
from .rules.towns import UPGRADES
from .rules.turns import carry_spades
from .state import State

# The shape of every action: verb -> (fewest arguments, the types each argument may have) after
# (seat, verb). ``do`` checks it first, so a malformed tuple (from a parser, a bot or a crafted
# record) is refused with a RuleError before any rule reads it. Exact types: True is not 1.
_S, _I, _NONE = (str,), (int,), type(None)
SHAPES: dict[str, tuple[int, tuple[tuple[type, ...], ...]]] = {
    "faction": (1, (_S,)), "resign": (0, ()),
    "leech": (1, ((int, _NONE), _I)), "decline": (1, ((int, _NONE), _I)),  # from (seat), amount
    "build": (1, (_S,)), "upgrade": (2, (_S, _S)), "transform": (2, (_S, (str, _NONE))), "dig": (1, (_I,)),
    "burn": (1, (_I,)), "send": (2, (_S, (int, _NONE))), "convert": (4, (_I, _S, _I, _S)),
    "action": (1, (_S,)), "advance": (1, (_S,)), "bridge": (2, (_S, _S)), "connect": (1, (_S,) * 6),
    "pass": (1, ((str, _NONE),)), "favor": (1, (_S,)), "town": (1, (_S,)), "cult": (2, (_S, _I)),
    "key": (1, (_S,)), "discard": (0, ()), "giveback": (1, (_S,)), "done": (0, ()),
}


def check_shape(s: State, a) -> None:
    """RuleError unless ``a`` is (seat, verb, *args) with a seat of this game, a known verb and
    arguments of the verb's number and types. Cheap: bots call this millions of times."""
    if type(a) is not tuple or len(a) < 2:
        raise RuleError("not a Terra Mystica action")
    seat, verb = a[0], a[1]
    if type(seat) is not int or not 0 <= seat < s.seats:
        raise RuleError("no such player")
    shape = SHAPES.get(verb) if type(verb) is str else None
    if shape is None:
        name = f"'{verb[:MAX_NAME]}'" if type(verb) is str else f"a {type(verb).__name__}"
        raise RuleError(f"{name} is not a Terra Mystica action")
    fewest, kinds = shape
    if not fewest <= len(a) - 2 <= len(kinds):
        raise RuleError(f"a '{verb}' action does not have {len(a) - 2} parts")
    for x, kind in zip(a[2:], kinds):
        t = type(x)
        if t not in kind:
            raise RuleError(f"a part of a '{verb}' action has the wrong kind")
        if t is int and not -MAX_NUMBER <= x <= MAX_NUMBER:
            raise RuleError(f"a number in a '{verb}' action is out of range")
        if t is str and len(x) > MAX_NAME:
            raise RuleError(f"a name in a '{verb}' action is too long")


def do(s: State, a: tuple) -> None:
    """Carry out ``a`` on ``s`` in place (the caller's copy, thrown away on RuleError). The action
    may come from outside (a record, a parser, a bot), so its shape is checked first."""
    check_shape(s, a)
    carry_out(s, a)


def _ok(s: State, a: tuple) -> bool:
    try:
        carry_out(s.copy(), a)  # a candidate made here is well formed: only the rules are tried
    except RuleError:
        return False
    return True


def legal(s: State, seat: int) -> list[tuple]:
    return [a for a in candidates(s, seat) if _ok(s, a)]


def candidates(s: State, seat: int) -> list[tuple]:
    """What ``seat`` might do now, cheaply generated: ``legal`` keeps those the rules accept."""
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
    waits = waiting_kinds(s)
    mine = [e for e in s.pending if e.seat == seat]
    choice = next((e for e in mine if e.kind not in waits), mine[0] if mine else None)
    if choice is not None:
        out += _choices(s, seat, choice)
    if s.phase == "initial":
        if s.setup_queue and s.setup_queue[0] == seat:
            b = board(s.map_id)
            out += [(seat, "build", h) for h in b.land if s.terrain[h] == p.home and h not in s.building]
        return out
    if s.phase == "bonus":
        if s.setup_queue and s.setup_queue[0] == seat:
            out += [(seat, "pass", t) for t in s.bonus_pool]
        return out
    t = s.turn
    if t is None or t.seat != seat:
        return out
    blocked = any(e.kind not in waits or (e.kind == "cult" and e.seat != seat) for e in s.pending)
    return out + _turn_candidates(s, seat, blocked)


def _turn_candidates(s: State, seat: int, blocked: bool) -> list[tuple]:
    """The candidates of the player on turn: conversions, then (unless a choice blocks the turn)
    the steps of the action in progress, new actions, and ``done``."""
    p = s.players[seat]
    t = s.turn
    b = board(s.map_id)
    empty = [h for h in b.land if h not in s.building]
    if t.cult_income:
        out = [(seat, "transform", h, c) for h in empty for c in data.TERRAINS if c != s.terrain[h]]
        out.append((seat, "discard"))
        return out
    out = _free_actions(s, seat)
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
        out += _new_actions(s, seat)
    if p.faction == "mermaids":
        out += _connects(s, seat)
    if t.acted and (not in_action or not t.bridge and (not t.spades or carry_spades(s, seat))):
        out.append((seat, "done"))
    return out


def _free_actions(s: State, seat: int) -> list[tuple]:
    """One-unit conversions and every amount of burning."""
    p = s.players[seat]
    out = []
    for (r1, r2), rate in CONVERSIONS.items():
        if r2 == "VP" and p.faction == "alchemists":
            rate = 2
        out.append((seat, "convert", rate, r1, 1, r2))
    if p.faction == "alchemists":
        out.append((seat, "convert", 1, "VP", 1, "C"))
    if s.turn.darkling_conv:
        out.append((seat, "convert", 1, "W", 1, "P"))
    out += [(seat, "burn", n) for n in range(1, p.pw[1] // 2 + 1)]
    return out


def _new_actions(s: State, seat: int) -> list[tuple]:
    """The main actions a turn may begin (those that begin with building are listed above)."""
    out = [(seat, "upgrade", h, to) for h, (o, k) in s.building.items() if o == seat
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
    return out


def _answers(s: State, seat: int) -> list[tuple]:
    """Answers to power offers, per offering faction: ``leech``/``decline from F`` (the first
    offer; one tainted by converting can only be declined) and, where several offers from F are
    open, ``leech``/``decline N from F`` for each other offer it reaches; in a game read from a
    site log also its give-backs, any time. An answer with an amount that picks the same offer
    as the plain one is accepted too, as the same decision, and not listed again."""
    out: list[tuple] = []
    mine = [o for o in s.offers if o.seat == seat]
    for frm in dict.fromkeys(o.by for o in mine):
        amounts = list(dict.fromkeys(o.amount for o in mine if o.by == frm))
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


def _choices(s: State, seat: int, choice) -> list[tuple]:
    """The answers to ``choice``, a choice ``seat`` owes (``state.Choice`` and its kin)."""
    kind = choice.kind
    p = s.players[seat]
    if kind == "favor":
        return [(seat, "favor", t) for t, n in s.fav_pool.items() if n > 0 and t not in p.favors]
    if kind == "town":
        return [(seat, "town", t) for t, n in s.town_pool.items() if n > 0]
    if kind == "key":
        return [(seat, "key", track) for track, _n in choice.racing]
    n = choice.steps if kind == "cult" else 1
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
