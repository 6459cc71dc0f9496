"""The legal decisions of a seat, and the shape every action must have.

``do(state, action)`` is how an action from outside (a record, a parser, a bot) is applied: its
shape first (``check_shape``: a known verb, its number of arguments and their types), then the
rules (``flow.carry_out``). Candidates are generated cheaply from the state, and ``legal`` and
``apply`` never disagree: most verbs' rules first ask a check of their own that changes nothing
and refuses all the rule refuses (``check_transform``, ``check_upgrade``, ``check_pass``, ...),
and their candidates are listed where that check lets them through (``UNTRIED``); the others
(a dwelling, a cult step, the answer to a power offer, the opening's decisions) are tried on a
copy of the state (``flow.carry_out``), which costs that copy, so those a rule is sure to refuse
are left out before they are tried (out of reach, spades that do not fit, too little to pay:
``_dwelling_may``, ``_reach_test``, ``_spades_do``). Whatever is left out, the rules refuse, and
the rest keeps its order.
"""

from __future__ import annotations

from ...core.errors import RuleError
from . import data
from .data import board
from .flow import carry_out, waiting_kinds
from .notation import GIVEBACKS, MAX_NAME, MAX_NUMBER
from .rules.actions import SPECIALS, check_action, check_advance, check_bridge
from .rules.conversions import CONVERSIONS, check_convert
from .rules.cults import check_send
from .rules.economy import affords
from .rules.offers import offer_answered
from .rules.opening import check_faction, check_initial_bonus, check_initial_build
from .rules.terraform import (
    BUILD_KINDS,
    SPADE_KINDS,
    Zone,
    check_dig,
    check_discard,
    check_transform,
    dig_cost,
    reach_zone,
    tf_cost,
)
from .rules.towns import UPGRADES, check_upgrade
from .rules.turns import check_done, check_pass
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


# Verbs whose candidates are listed without a try once the rounds have begun: their rule's own
# check (``check_*``, which changes nothing) refuses all that the rule refuses, and the
# candidates are listed only where it lets them through. They are offered only where
# ``carry_out`` hands them straight to their rule: conversions, burning and the turn's actions
# to the player on turn (no choice blocking the turn, cult-reward spades only transform or
# discard), the answers to a favor, town or key choice to the seat whose first choice it is.
# What the rule does after its check never fails. tests/terra_mystica/test_legal_listed.py
# proves both sides along seeded games.
UNTRIED = frozenset(("convert", "burn", "pass", "done", "send", "advance", "action", "upgrade", "dig",
                     "transform", "bridge", "discard", "favor", "town", "key"))
# In the opening (its phases), the factions, starting dwellings and first bonus cards are listed
# without a try too (``opening.check_*``), unless the seat owes a choice, which ``carry_out``
# would answer first (none arises in the opening; if one did, everything is tried).
OPENING = ("factions", "initial", "bonus")
OPENING_UNTRIED = frozenset(("faction", "build", "pass"))


def legal(s: State, seat: int) -> list[tuple]:
    if s.phase not in OPENING:
        untried = UNTRIED
    elif any(e.seat == seat for e in s.pending):
        untried = frozenset()
    else:
        untried = OPENING_UNTRIED
    return [a for a in candidates(s, seat) if a[1] in untried or _ok(s, a)]


def candidates(s: State, seat: int) -> list[tuple]:
    """What ``seat`` might do now, cheaply generated: ``legal`` keeps those the rules accept."""
    if s.phase == "factions":
        if s.setup_queue[0] != seat:
            return []
        return [(seat, "faction", f) for f in data.FACTIONS if _possible(check_faction, s, seat, f)]
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
            dwellings = [(seat, "build", h) for h in board(s.map_id).land]
            out += [a for a in dwellings if _possible(check_initial_build, s, seat, a)]
        return out
    if s.phase == "bonus":
        if s.setup_queue and s.setup_queue[0] == seat:
            cards = [(seat, "pass", t) for t in s.bonus_pool]
            out += [a for a in cards if _possible(check_initial_bonus, s, seat, a)]
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
    zone = reach_zone(s, seat)
    in_reach = _reach_test(s, zone)
    if t.cult_income:
        out = [(seat, "transform", h, c) for h in empty if in_reach(h)
               for c in data.TERRAINS if c != s.terrain[h] and _spades_do(s, p, h, c)
               and _possible(check_transform, s, seat, h, c, zone)]
        if _possible(check_discard, s, seat):
            out.append((seat, "discard"))
        return out
    out = _free_actions(s, seat)
    if blocked:
        return out
    if t.spades or t.kind == "ACTN":
        cols = data.TERRAINS if t.kind != "ACTN" else ("yellow",)
        out += [(seat, "transform", h, c) for h in empty if in_reach(h)
                for c in cols if c != s.terrain[h] and _spades_do(s, p, h, c)
                and _possible(check_transform, s, seat, h, c, zone)]
    if t.spades and _possible(check_discard, s, seat):
        out.append((seat, "discard"))
    if t.bridge:
        out += [(seat, "bridge", *pair) for pair in b.bridge_list if _possible(check_bridge, s, seat, *pair)]
    if (t.can_build and not t.built) or t.actions > 0 or (t.kind in SPADE_KINDS and t.spades and not t.built):
        home = p.home
        out += [(seat, "build", h) for h in empty
                if (s.terrain[h] == home or t.spades or t.kind == "ACTW")
                and (t.kind == "ACTW" or in_reach(h)) and _dwelling_may(s, p, h)]
    if t.kind == "ACTS" and t.can_build:
        out += [(seat, "upgrade", h, "TP") for h, (o, k) in s.building.items() if o == seat and k == "D"
                and _possible(check_upgrade, s, seat, h, "TP")]
    if t.kind in ("dig", "ACT5", "ACT6", "BON1", "ACTG") and not t.built and not t.transformed:
        out += _digs(s, seat, DIG_AMOUNTS, zone)  # more spades for the same action
    if t.actions > 0:
        out += _new_actions(s, seat, zone)
    if p.faction == "mermaids":
        out += _connects(s, seat)
    if _possible(check_done, s, seat):
        out.append((seat, "done"))
    return out


def _free_actions(s: State, seat: int) -> list[tuple]:
    """One-unit conversions the seat can pay for, and every amount of burning it can burn: listed
    as they are (``UNTRIED``)."""
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
    # what the seat has of what it gives first: the check's commonest refusal, asked cheaply
    have = {"P": p.p, "W": p.w, "C": p.c, "PW": p.pw[2], "VP": p.vp}
    out = [a for a in out if have[a[3]] >= a[2] and _possible(check_convert, s, seat, *a[2:])]
    out += [(seat, "burn", n) for n in range(1, p.pw[1] // 2 + 1)]
    return out


def _new_actions(s: State, seat: int, zone: Zone) -> list[tuple]:
    """The main actions a turn may begin (those that begin with building are listed above)."""
    out = [(seat, "upgrade", h, to) for h, (o, k) in s.building.items() if o == seat
           for to, frm in UPGRADES.items() if frm == k and _possible(check_upgrade, s, seat, h, to)]
    out += _digs(s, seat, DIG_AMOUNTS, zone)
    p = s.players[seat]
    if p.p > 0:  # no priest, no send (``check_send`` says so too, for each track and space)
        out += [(seat, "send", c, v) for c in data.CULTS for v in (3, 2, 1)
                if _possible(check_send, s, seat, c, v)]
    out += [(seat, "advance", w) for w in ("ship", "dig") if _possible(check_advance, s, seat, w)]
    out += [(seat, "action", a) for a in ACTIONS
            if _may_take(s, p, a) and _possible(check_action, s, seat, a)]
    tiles = [None] if s.round == 6 else list(s.bonus_pool)
    out += [(seat, "pass", b_) for b_ in tiles if _possible(check_pass, s, seat, b_)]
    return out


ACTIONS = (*data.POWER_ACTIONS, "ACTE", "BON1", "BON2", "FAV6", *SPECIALS)  # in the order listed


def _may_take(s: State, p, name: str) -> bool:
    """Might ``p`` take the action ``name`` (a power action not taken this round with the power
    for it in bowl III; the others held by the faction, bonus card or favor tile that gives
    them)? Cheap, to leave out at once most of what ``check_action``, which decides, would
    refuse."""
    cost = data.POWER_ACTIONS.get(name)
    if cost is not None:
        return name not in s.used_actions and p.pw[2] >= cost
    return (name == p.bonus or name in p.favors or SPECIALS.get(name) == p.faction
            or (name == "ACTE" and p.faction == "engineers"))


# ``dig N`` for every N one hex can take: up to 6 spades (the long way round the ring of seven
# terrains, which a player holding that many may take); ``check_dig`` keeps those a hex in reach
# takes exactly, so the list is what ``dig`` accepts
DIG_AMOUNTS = tuple(range(1, len(data.TERRAINS)))


def _digs(s: State, seat: int, amounts: tuple[int, ...], zone: Zone) -> list[tuple]:
    """``dig N`` for the amounts ``terraform.check_dig`` lets through; those the seat cannot pay
    for are left out first, as the check's search for a hex to dig for is the dearer part."""
    p = s.players[seat]
    return [(seat, "dig", n) for n in amounts
            if _possible(dig_cost, p, n) and affords(p, dig_cost(p, n))
            and _possible(check_dig, s, seat, n, zone)]


def _possible(check, *args) -> bool:
    """Does ``check`` (a rule's own test, which changes nothing) let the candidate through? The
    rule asks the same when the candidate is tried, on the same state, so what fails here would
    fail there."""
    try:
        check(*args)
    except RuleError:
        return False
    return True


def _reach_test(s: State, zone: Zone):
    """``in_reach(hex)``: may the player on turn build or terraform there (``zone``, its
    ``terraform.reach_zone``: the zone ``reach`` allows, tunnelling included, without paying).
    A transform or a dwelling needs it for every hex but those the action has transformed
    already (the sandstorm's hexes are next to the Nomads' buildings, the Witches' ride is the
    one exception and not asked), so a hex out of reach only makes candidates the rules refuse."""
    near, far = zone
    done = s.turn.transformed

    def in_reach(h: str) -> bool:
        return h in near or h in far or h in done

    return in_reach


def _dwelling_may(s: State, p, h: str) -> bool:
    """Might ``build h`` pass ``terraform.build``? Left out is only what that rule refuses for
    certain, read before it changes anything: a ninth dwelling; outside the Witches' ride, a
    dwelling the seat cannot pay for (nothing before the payment adds to what it has); one where
    spades held would be left (on a hex of its home terrain: any; elsewhere those a transform
    home takes must be all it holds; the Nomads' sandstorm turns a hex first and is not ruled on
    here); and in an action that has transformed a hex and holds no spades, any other hex."""
    t = s.turn
    if p.built["D"] >= 8:
        return False
    if t.kind == "ACTW" and not t.built and t.actions >= 0 and t.can_build:
        return True  # the ride: free, on any forest hex
    if not affords(p, p.info["cost"]["D"]):
        return False
    src = s.terrain[h]
    sandstorm = t.kind == "ACTN" and t.can_build and not t.transformed and src != p.home
    spades = 0 if src == p.home else tf_cost(p, src, p.home, t.spades)
    if not sandstorm and spades != t.spades:
        return False
    in_action = t.kind in BUILD_KINDS and t.can_build and not t.built
    return not (in_action and t.transformed and h not in t.transformed and src == p.home and not t.spades)


def _spades_do(s: State, p, h: str, color: str) -> bool:
    """Can the spades held turn hex ``h`` into ``color`` (``terraform.tf_cost``; the Giants only
    into their home)? Without spades held there is nothing to rule out (the sandstorm)."""
    t = s.turn
    if not t.spades:
        return True
    if p.faction == "giants" and color != p.home:
        return False
    return tf_cost(p, s.terrain[h], color, t.spades) <= t.spades


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
