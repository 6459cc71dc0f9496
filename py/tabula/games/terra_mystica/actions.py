"""Every Terra Mystica decision: checking it and carrying it out.

``do(state, action)`` mutates ``state`` (a copy made by the caller). It checks the action's
shape (``check_shape``: a known verb, its number of arguments and their types) and then the
rules, before it changes anything where it can; where a check needs the effect of an
earlier step, the caller's copy is simply thrown away on RuleError.
"""

from __future__ import annotations

from functools import cache

from ...core.errors import RuleError
from . import data, scoring
from .board import board
from .notation import GIVEBACKS
from .rules import (
    BUILD_KINDS,
    SPADE_KINDS,
    _answer_offer,
    _next_spade_reward,
    add_vp,
    auto_target,
    begin_action,
    capacity,
    carry_spades,
    check_towns,
    choose_faction,
    cult_step,
    end_turn,
    gain,
    gain_power,
    gain_priests,
    gain_spades,
    make_offers,
    maybe_end_round,
    pay,
    reach,
    round_vp,
    ship_up,
    start_round,
    taint_offers,
    take_favor,
    take_key,
    take_town,
    tf_cost,
)
from .state import CULT_INDEX, Player, State

UPGRADES = {"TP": "D", "TE": "TP", "SH": "TP", "SA": "TE"}
CONVERSIONS = {  # (from, to) -> how many of `from` make one `to`
    ("P", "W"): 1, ("P", "C"): 1, ("W", "C"): 1, ("PW", "C"): 1, ("PW", "W"): 3, ("PW", "P"): 5,
    ("C", "VP"): 3,
}
SPECIALS = {"ACTA": "auren", "ACTC": "chaosmagicians", "ACTG": "giants", "ACTN": "nomads",
            "ACTS": "swarmlings", "ACTW": "witches"}

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
CHOICE_VERBS = ("favor", "town", "cult", "key")
MAX_NUMBER = 999  # no count in an action is larger (notation reads at most 3 digits)
MAX_NAME = 40  # nor any name (hex, tile, faction, ...) longer


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
    """Carry out ``a`` on ``s`` (a copy: see the module's docstring). The action may come from
    outside (a record, a parser, a bot), so its shape is checked first."""
    check_shape(s, a)
    carry_out(s, a)


def carry_out(s: State, a: tuple) -> None:
    """``do`` without the shape check, for actions the engine made itself: ``legal`` tries each
    of its candidates on a copy, dozens per move."""
    seat, verb = a[0], a[1]
    if s.phase == "over":
        raise RuleError("the game is over")
    if s.phase == "factions":
        if verb != "faction":
            raise RuleError("every player chooses a faction first")
        return choose_faction(s, seat, a[2])
    p = s.players[seat]
    if verb == "resign":
        return _resign(s, seat)
    if p.dropped:
        raise RuleError(f"{p.faction} has left the game")
    if verb in ("leech", "decline"):
        return _leech(s, seat, a[2], verb == "leech", a[3] if len(a) > 3 else None)
    if verb == "giveback":
        return _giveback(s, seat, a[2])
    waits = _waiting_kinds(s)
    mine = [e for e in s.pending if e[1] == seat and (e[0] not in waits or verb == "cult")]
    if mine and verb not in ("convert", "burn"):
        return _choice(s, seat, mine[0], a)
    if s.phase == "initial":
        return _initial_build(s, seat, a)
    if s.phase == "bonus":
        return _initial_bonus(s, seat, a)
    t = s.turn
    if t is None or t.seat != seat:
        if s.turn is None:
            raise RuleError("it is nobody's turn until the open decisions are made")
        raise RuleError(f"it is {s.players[s.turn.seat].faction}'s turn, not {p.faction}'s")
    blocking = [e for e in s.pending if e[0] not in waits or (e[0] == "cult" and e[1] != seat)]
    if blocking and verb not in ("convert", "burn"):
        raise RuleError(f"{s.players[blocking[0][1]].faction} must choose first")
    handler = HANDLERS.get(verb)
    if verb in CHOICE_VERBS:
        what = {"cult": "cult step", "key": "town key"}.get(verb, verb + " tile")
        raise RuleError(f"you have no {what} to take now")
    if handler is None:
        raise RuleError(f"'{verb}' is not a Terra Mystica action")
    if t.cult_income and verb not in ("transform", "discard", "done"):
        raise RuleError("cult-reward spades can only transform terrain (or be discarded)")
    if t.darkling_conv and verb != "convert":
        t.darkling_conv = 0
    handler(s, seat, *a[2:])


# ---------------------------------------------------------------------------
# setup phase


def _initial_build(s: State, seat: int, a: tuple) -> None:
    if s.setup_queue[0] != seat:
        raise RuleError(f"{s.players[s.setup_queue[0]].faction} places the next starting dwelling")
    if a[1] != "build":
        raise RuleError("place a starting dwelling first")
    hex_ = a[2]
    p = s.players[seat]
    b = board(s.map_id)
    if not b.is_land(hex_):
        raise RuleError(f"{hex_} is not a land hex of this map")
    if hex_ in s.building:
        raise RuleError(f"{hex_} already holds a building")
    if s.terrain[hex_] != p.home:
        raise RuleError(f"a starting dwelling goes on your home terrain ({p.home}); "
                        f"{hex_} is {s.terrain[hex_]}")
    s.building[hex_] = (seat, "D")
    p.built["D"] += 1
    s.setup_queue.pop(0)
    if not s.setup_queue:
        s.phase = "bonus"
        s.setup_queue = [i for i in range(len(s.players))][::-1]


def _initial_bonus(s: State, seat: int, a: tuple) -> None:
    if s.setup_queue[0] != seat:
        raise RuleError(f"{s.players[s.setup_queue[0]].faction} picks the next bonus card")
    if a[1] != "pass" or a[2] is None:
        raise RuleError("pick a bonus card ('pass BONn')")
    tile = a[2]
    if tile not in s.bonus_pool:
        raise RuleError(f"{tile} is not among the available bonus cards")
    p = s.players[seat]
    p.c += s.bonus_pool.pop(tile)
    p.bonus = tile
    s.setup_queue.pop(0)
    if not s.setup_queue:
        start_round(s)


# ---------------------------------------------------------------------------
# decisions that are not turns


def _waiting_kinds(s: State) -> tuple[str, ...]:
    """Pending choices that need not come first: the Cultists' reward step always; in a game read
    from the site's log also a cult step of choice (BON2, FAV6, ACTA), which the site lets the
    faction choose after its next commands (the turn still waits for it)."""
    return ("cultist", "cult") if "site-log" in s.options else ("cultist",)


def _leech(s: State, seat: int, frm, accept: bool, amount: int | None) -> None:
    """``leech``/``decline`` [N] [from F]: answer one open offer (``offer_answered``); a bare
    ``decline`` declines them all."""
    if frm is None and amount is None and not accept:
        offers = [o for o in s.offers if o[0] == seat]
        if not offers:
            raise RuleError("you have no power offer")
    else:
        offers = [offer_answered(s, seat, frm, accept, amount)]
    if s.pending and s.pending[0][1] == seat and s.pending[0][0] != "cultist":
        raise RuleError("finish your choice first")
    for o in offers:
        _answer_offer(s, o, accept)
    maybe_end_round(s)


def offer_answered(s: State, seat: int, frm: int | None, accept: bool, amount: int | None = None) -> tuple:
    """The open offer to ``seat`` that ``leech``/``decline`` [amount] [from frm] answers, as the
    site picks it: the first (from ``frm``, if named) whose amount is the one written, or for
    ``leech`` the power it would bring (``leech 5`` with room for 3 takes an offer of 3); the site
    writes the amount offered, not what fits. Without an amount, the first one. ``leech`` takes
    the first such offer not tainted by converting (strict-leech); RuleError if there is none."""
    if frm is not None and not 0 <= frm < s.seats:
        raise RuleError("no such player makes power offers")
    who = f" from {s.players[frm].faction}" if frm is not None else ""
    offers = [o for o in s.offers if o[0] == seat and (frm is None or o[1] == frm)]
    if not offers:
        raise RuleError(f"you have no power offer{who}")
    if amount is not None:
        p = s.players[seat]
        fits = min(amount, p.vp + 1, capacity(p)) if accept else amount
        offers = [o for o in offers if o[2] in (amount, fits)]
        if not offers:
            raise RuleError(f"you have no power offer of {amount}{who}")
    if not accept:
        return offers[0]
    fresh = [o for o in offers if not o[4]]
    if not fresh:
        raise RuleError("you converted since this power was offered: it can only be declined")
    return fresh[0]


def _choice(s: State, seat: int, entry: tuple, a: tuple) -> None:
    kind = entry[0]
    verb = a[1]
    if kind == "favor":
        if verb != "favor":
            raise RuleError("take your favor tile first")
        s.pending.remove(entry)
        take_favor(s, seat, a[2])
    elif kind == "town":
        if verb != "town":
            raise RuleError("take your town tile first")
        s.pending.remove(entry)
        take_town(s, seat, a[2])
    elif kind == "key":
        if verb != "key":
            raise RuleError("choose the cult track that takes your town key to 10 first")
        take_key(s, seat, entry, a[2])
    elif kind in ("cult", "cultist"):
        if verb != "cult":
            raise RuleError("choose the cult track for your step first")
        track, n = a[2], a[3]
        if track not in CULT_INDEX:
            raise RuleError(f"'{track}' is not a cult track")
        want = entry[2] if kind == "cult" else 1
        if n != want:
            raise RuleError(f"this choice moves {want} step{'s' * (want > 1)} on one track")
        s.pending.remove(entry)
        cult_step(s, seat, CULT_INDEX[track], n)
    else:  # pragma: no cover
        raise RuleError("unknown decision")
    maybe_end_round(s)


def _resign(s: State, seat: int) -> None:
    p = s.players[seat]
    if p.dropped:
        raise RuleError(f"{p.faction} has already left the game")
    p.dropped = True
    p.passed = True
    if p.bonus:
        s.bonus_pool[p.bonus] = 0
        p.bonus = None
    for o in [o for o in s.offers if o[0] == seat]:
        s.offers.remove(o)
    s.pending = [e for e in s.pending if e[1] != seat]
    if s.phase in ("initial", "bonus"):
        s.setup_queue = [q for q in s.setup_queue if q != seat]
    if s.turn is not None and s.turn.seat == seat:
        if s.phase == "spades":
            _next_spade_reward(s)
        else:
            end_turn(s)
    else:
        maybe_end_round(s)


# ---------------------------------------------------------------------------
# free actions


def _convert(s: State, seat: int, n1: int, r1: str, n2: int, r2: str) -> None:
    p = s.players[seat]
    t = s.turn
    if n1 <= 0 or n2 <= 0:
        raise RuleError("convert at least one")
    if (r1, r2) == ("W", "P") and p.faction == "darklings":
        if n2 > t.darkling_conv or n1 != n2:
            raise RuleError("the Darklings' stronghold turns up to 3 workers into priests, once, "
                            "right after it is built")
        if p.w < n1:
            raise RuleError("not enough workers")
        t.darkling_conv -= n1
        p.w -= n1
        gain_priests(p, n2)
        if "strict-leech" in s.options:
            taint_offers(s, seat)
        return
    rate = CONVERSIONS.get((r1, r2))
    if p.faction == "alchemists" and (r1, r2) in (("C", "VP"), ("VP", "C")):
        rate = 2 if r1 == "C" else 1
    if rate is None:
        raise RuleError(f"{r1} cannot be converted into {r2}")
    if n1 != n2 * rate:
        raise RuleError(f"{r1} converts into {r2} at {rate} to 1")
    have = {"P": p.p, "W": p.w, "C": p.c, "PW": p.pw[2], "VP": p.vp}[r1]
    if have < n1:
        what = "power in bowl III" if r1 == "PW" else r1
        raise RuleError(f"not enough {what} to convert ({have})")
    if r1 == "P":
        p.p -= n1
    elif r1 == "W":
        p.w -= n1
    elif r1 == "C":
        p.c -= n1
    elif r1 == "PW":
        p.pw[2] -= n1
        p.pw[0] += n1
    elif r1 == "VP":
        add_vp(p, -n1, "conversions")
    gain(s, seat, {r2: n2}, "conversions")
    if "strict-leech" in s.options:
        taint_offers(s, seat)


def _burn(s: State, seat: int, n: int) -> None:
    """Burning is allowed with offers open (it is not converting); what an offer then gives is
    capped by the capacity when it is accepted."""
    p = s.players[seat]
    if n <= 0 or p.pw[1] < 2 * n:
        raise RuleError(f"burning {n} power needs {2 * n} tokens in bowl II; you have {p.pw[1]}")
    p.pw[1] -= 2 * n
    p.pw[2] += n


# ---------------------------------------------------------------------------
# building and terraforming


def _check_land(s: State, hex_: str) -> None:
    if not board(s.map_id).is_land(hex_):
        raise RuleError(f"{hex_} is not a land hex of this map")
    if hex_ in s.building:
        raise RuleError(f"{hex_} already holds a building")


def _transform(s: State, seat: int, hex_: str, color: str | None) -> None:
    p = s.players[seat]
    t = s.turn
    _check_land(s, hex_)
    src = s.terrain[hex_]
    if t.kind == "ACTN" and not t.transformed and not t.spades:
        if color not in (None, "yellow"):
            raise RuleError("the sandstorm turns a hex into desert")
        if not any(s.building.get(n, (None,))[0] == seat for n in board(s.map_id).land_neighbours[hex_]):
            raise RuleError("the sandstorm reaches only hexes directly next to your buildings "
                            "(not over bridges)")
        if src == "yellow":
            raise RuleError(f"{hex_} is desert already")
        s.terrain[hex_] = "yellow"
        t.transformed.append(hex_)
        t.can_build = True
        return
    if t.spades <= 0:
        raise RuleError("you hold no spades: dig, or take an action that gives spades")
    if not t.acted:  # spades carried into this turn (site logs): the transform is its action
        begin_action(s, seat, "transform")
    if t.built:
        raise RuleError("this action has already built its dwelling")
    if color is None:
        color = auto_target(p, src, t.spades)
    if color not in data.TERRAINS:
        raise RuleError(f"'{color}' is not a terrain colour")
    if color == src:
        raise RuleError(f"{hex_} is {src} already")
    if p.faction == "giants" and color != p.home:
        raise RuleError("the Giants always terraform to wasteland")
    cost = tf_cost(p, src, color, t.spades)
    if cost > t.spades:
        raise RuleError(f"turning {src} into {color} takes {cost} spades; you hold {t.spades}")
    if color != p.home:
        if t.dug and cost != t.spades:
            raise RuleError("spades you dig cannot be thrown away: to a terrain not your own, "
                            "all the spades you hold go into this hex")
        if t.nonhome and hex_ not in t.transformed and not t.cult_income:
            raise RuleError("after turning a hex into a terrain not your own, this action can only "
                            "turn a second hex into your home terrain")
    if hex_ not in t.transformed:
        if t.cult_income:
            _reach_plain(s, seat, hex_)
        else:
            reach(s, seat, hex_, charge=True)
    left = t.spades - cost
    if left and min(t.dug, left) and not _spades_usable(s, seat, left, skip=hex_):
        raise RuleError("the spades you dug would be left with nowhere to go")
    t.spades = left
    t.dug = min(t.dug, t.spades)
    s.terrain[hex_] = color
    t.nonhome = t.nonhome or color != p.home
    if hex_ not in t.transformed:
        t.transformed.append(hex_)
    t.can_build = not t.cult_income and t.kind in BUILD_KINDS


def _reach_plain(s: State, seat: int, hex_: str) -> None:
    t = s.turn
    saved = t.tunnel_hex
    t.tunnel_hex = hex_  # cult-reward spades never tunnel: treat the carpet/tunnel as unavailable
    try:
        reach(s, seat, hex_, charge=False)
    finally:
        t.tunnel_hex = saved
    p = s.players[seat]
    if p.faction in ("dwarves", "fakirs") and not scoring_adjacent(s, seat, hex_):
        raise RuleError(f"{hex_} is out of reach for cult-reward spades")


def scoring_adjacent(s: State, seat: int, hex_: str) -> bool:
    return any(s.building.get(n, (None,))[0] == seat for n in scoring.direct_neighbours(s, hex_))


def _build(s: State, seat: int, hex_: str) -> None:
    p = s.players[seat]
    t = s.turn
    _check_land(s, hex_)
    if p.built["D"] >= 8:
        raise RuleError("all 8 of your dwellings are on the map")
    free = False
    if t.kind == "ACTN" and t.can_build and not t.transformed and s.terrain[hex_] != p.home:
        _transform(s, seat, hex_, None)
    if t.kind == "ACTW" and not t.built and t.actions >= 0 and t.can_build:
        if s.terrain[hex_] != "green":
            raise RuleError("the witches' ride lands only on a forest hex")
        free = True
    elif t.kind in BUILD_KINDS and t.can_build and not t.built:
        if t.transformed and hex_ not in t.transformed and s.terrain[hex_] == p.home and not t.spades:
            raise RuleError("build on the hex you transformed in this action")
    elif t.kind in SPADE_KINDS and t.spades and not t.built:
        pass  # `dig 2. build E6`: transform with the spades held, then build
    else:
        begin_action(s, seat, "build")
    if not free:
        if s.terrain[hex_] != p.home:
            if not t.spades:
                raise RuleError(f"{hex_} is {s.terrain[hex_]}, not your home terrain ({p.home}): "
                                "transform it first")
            _transform(s, seat, hex_, p.home)
            if s.terrain[hex_] != p.home:
                raise RuleError("not enough spades to make it your home terrain")
        if t.spades:
            raise RuleError(f"you still hold {t.spades} spade(s): use them before building")
        if hex_ not in t.transformed:
            reach(s, seat, hex_, charge=True)
        pay(p, p.info["cost"]["D"], "A dwelling")
    s.building[hex_] = (seat, "D")
    p.built["D"] += 1
    t.built = True
    t.can_build = False
    round_vp(s, seat, "D")
    if "FAV11" in p.favors:
        add_vp(p, 2, "favor tiles")
    make_offers(s, seat, hex_)
    check_towns(s, seat)


def _upgrade(s: State, seat: int, hex_: str, to: str) -> None:
    p = s.players[seat]
    t = s.turn
    frm = UPGRADES.get(to)
    if frm is None:
        raise RuleError(f"'{to}' is not a building you upgrade to (TP, TE, SH or SA)")
    own = s.building.get(hex_)
    if own is None or own[0] != seat:
        raise RuleError(f"you have no building on {hex_}")
    if own[1] != frm:
        names = data.BUILDING_NAMES
        raise RuleError(f"a {names[to]} replaces a {names[frm]}; {hex_} holds a {names[own[1]]}")
    limit = {"TP": 4, "TE": 3, "SH": 1, "SA": 1}[to]
    if p.built[to] >= limit:
        raise RuleError(f"all your {data.BUILDING_NAMES[to]}s are on the map")
    free = t.kind == "ACTS" and to == "TP" and not t.built and t.can_build
    if not free:
        begin_action(s, seat, "upgrade")
        cost = dict(p.info["cost"][to])
        near = scoring.direct_neighbours(s, hex_)
        if to == "TP" and not any(s.building.get(n, (seat,))[0] != seat for n in near):
            cost["C"] = cost.get("C", 0) * 2
        pay(p, cost, f"A {data.BUILDING_NAMES[to]}")
    t.built = True
    t.can_build = False
    s.building[hex_] = (seat, to)
    p.built[frm] -= 1
    p.built[to] += 1
    trigger = "SH" if to in ("SH", "SA") else to
    round_vp(s, seat, trigger)
    if to == "TP" and "FAV10" in p.favors:
        add_vp(p, 3, "favor tiles")
    favors = 0
    if to in ("TE", "SA"):
        favors = 2 if p.faction == "chaosmagicians" else 1
    if to == "SH":
        f = p.faction
        if f == "alchemists":
            gain_power(p, 12)
        elif f == "auren":
            favors = 1
        elif f == "cultists":
            add_vp(p, 7, "faction")
        elif f == "darklings":
            t.darkling_conv = 3
        elif f == "fakirs":
            p.carpet += 1
        elif f == "mermaids":
            ship_up(p)
        elif f == "halflings":
            t.kind = "halflings"
            t.transformed = []
            t.built = False
            gain_spades(s, seat, 3)
    for _ in range(min(favors, sum(1 for k, v in s.fav_pool.items() if v > 0 and k not in p.favors))):
        s.pending.append(("favor", seat))
    make_offers(s, seat, hex_)
    check_towns(s, seat)


def _dig(s: State, seat: int, n: int) -> None:
    p = s.players[seat]
    t = s.turn
    if n <= 0:
        raise RuleError("dig at least one spade")
    if p.faction == "darklings":
        cost = {"P": n}
    elif p.info["dig"] is None:
        raise RuleError(f"the {p.faction} cannot dig")
    else:
        cost = {"W": p.info["dig"]["spade_W"][p.dig] * n}
    if not _spades_usable(s, seat, t.spades + n):
        raise RuleError(f"there is no hex within reach that {t.spades + n} spade(s) would transform exactly; "
                        "spades you dig cannot be thrown away")
    if not dig_joins_action(t):
        begin_action(s, seat, "dig")
    pay(p, cost, f"{n} spade{'s' * (n > 1)}")
    if p.faction == "darklings":
        add_vp(p, 2 * n, "faction")
    gain_spades(s, seat, n)
    t.dug += n
    t.can_build = True


def dig_joins_action(t) -> bool:
    """``dig`` adds spades to the action in progress only before its first transform (ACT5, ACT6,
    BON1, ACTG or an earlier dig); otherwise it begins a new action."""
    return (t.kind in SPADE_KINDS and t.kind != "halflings" and not t.built and not t.transformed
            and t.actions >= 0)


def _spades_usable(s: State, seat: int, total: int, skip: str | None = None) -> bool:
    """Is there an empty hex in reach that exactly ``total`` spades transform?"""
    sources = _exact_sources(s.players[seat].faction, total)
    terrain, building = s.terrain, s.building
    for h in board(s.map_id).land:
        if terrain[h] not in sources or h in building or h == skip:
            continue
        try:
            reach(s, seat, h, charge=False)
        except RuleError:
            continue
        return True
    return False


@cache
def _exact_sources(faction: str, total: int) -> frozenset[str]:
    """The terrains that exactly ``total`` spades turn into another terrain (for the Giants:
    into their home terrain), for ``faction`` (a digging check asks this for every hex)."""
    p = Player(faction)
    targets = (p.home,) if faction == "giants" else data.TERRAINS
    return frozenset(src for src in data.TERRAINS
                     if any(c != src and tf_cost(p, src, c, total) == total for c in targets))


def _discard(s: State, seat: int) -> None:
    t = s.turn
    if t.spades <= 0:
        raise RuleError("you hold no spade to discard")
    if t.spades <= t.dug:
        raise RuleError("spades you dig cannot be thrown away")
    if t.dug and not _spades_usable(s, seat, t.spades - 1):
        raise RuleError("the spades you dug would be left with nowhere to go")
    t.spades -= 1
    t.dug = min(t.dug, t.spades)
    if t.cult_income and t.spades == 0:
        _finish_spade_reward(s)


def _send(s: State, seat: int, track: str, spot: int | None) -> None:
    p = s.players[seat]
    if track not in CULT_INDEX:
        raise RuleError(f"'{track}' is not a cult track")
    if p.p <= 0:
        raise RuleError("you have no priest to send")
    ti = CULT_INDEX[track]
    spots = s.cult_spots[ti]
    free = [i for i, o in enumerate(spots) if o is None]
    if spot is None:
        spot = 3 if 0 in free else (2 if free else 1)
    if spot == 3 and 0 not in free:
        raise RuleError(f"the 3-step space on {track} is taken")
    if spot == 2 and not [i for i in free if i > 0]:
        raise RuleError(f"no 2-step space is free on {track}")
    if spot not in (1, 2, 3):
        raise RuleError("a priest moves 3, 2 or 1 steps")
    begin_action(s, seat, "send")
    p.p -= 1
    if spot > 1:
        i = 0 if spot == 3 else [i for i in free if i > 0][0]
        spots[i] = seat
        p.placed_priests += 1
    cult_step(s, seat, ti, spot)


def _advance(s: State, seat: int, what: str) -> None:
    p = s.players[seat]
    if what == "ship":
        info = p.info["ship"]
        if info is None:
            raise RuleError(f"the {p.faction} cannot improve shipping")
        if p.ship >= info["max"]:
            raise RuleError("your shipping is at its highest level")
        begin_action(s, seat, "advance")
        pay(p, info["cost"], "Shipping")
        ship_up(p)
    elif what == "dig":
        info = p.info["dig"]
        if info is None:
            raise RuleError(f"the {p.faction} have no digging track")
        if p.dig >= info["max"]:
            raise RuleError("your digging is at its highest level")
        begin_action(s, seat, "advance")
        pay(p, info["cost"], "Digging")
        add_vp(p, info["vp"][p.dig], "digging")
        p.dig += 1
    else:
        raise RuleError("advance 'ship' or 'dig'")


def _action(s: State, seat: int, name: str) -> None:
    p = s.players[seat]
    if name in data.POWER_ACTIONS:
        if name in s.used_actions:
            raise RuleError(f"power action {name} has been taken this round")
        cost = data.POWER_ACTIONS[name]
        if p.pw[2] < cost:
            raise RuleError(f"{name} costs {cost} power from bowl III; you have {p.pw[2]} (burn first?)")
        t = begin_action(s, seat, name)
        p.pw[2] -= cost
        p.pw[0] += cost
        s.used_actions.append(name)
        if name == "ACT1":
            _need_bridge(s, seat)
            t.bridge = True
        elif name == "ACT2":
            gain_priests(p, 1)
        elif name == "ACT3":
            p.w += 2
        elif name == "ACT4":
            p.c += 7
        else:
            gain_spades(s, seat, 1 if name == "ACT5" else 2)
            t.can_build = True
        return
    if name == "ACTE":
        if p.faction != "engineers":
            raise RuleError("only the Engineers build bridges for workers")
        _need_bridge(s, seat)
        t = begin_action(s, seat, name)
        pay(p, {"W": 2}, "An Engineers' bridge")
        t.bridge = True
        return
    if name in SPECIALS:
        if p.faction != SPECIALS[name]:
            raise RuleError(f"{name} belongs to the {SPECIALS[name]}")
        if not p.built["SH"]:
            raise RuleError(f"{name} needs your stronghold")
    elif name in ("BON1", "BON2"):
        if p.bonus != name:
            raise RuleError(f"you do not hold bonus card {name}")
    elif name == "FAV6":
        if "FAV6" not in p.favors:
            raise RuleError("you do not hold favor tile FAV6")
    else:
        raise RuleError(f"unknown action '{name}'")
    if name in p.used:
        raise RuleError(f"{name} has been used this round")
    t = begin_action(s, seat, name)
    p.used.append(name)
    if name in ("BON2", "FAV6"):
        s.pending.append(("cult", seat, 1))
    elif name == "ACTA":
        s.pending.append(("cult", seat, 2))
    elif name == "ACTC":
        t.actions += 2
    elif name == "BON1":
        gain_spades(s, seat, 1)
        t.can_build = True
    elif name == "ACTG":
        gain_spades(s, seat, 2)
        t.can_build = True
    elif name in ("ACTN", "ACTW", "ACTS"):
        t.can_build = True


def _need_bridge(s: State, seat: int) -> None:
    if s.players[seat].bridges >= 3:
        raise RuleError("you have built all 3 of your bridges")
    built = {frozenset((a, b)) for a, b, _ in s.bridges}
    if not any(pair not in built and any(s.building.get(h, (None,))[0] == seat for h in pair)
               for pair in board(s.map_id).bridge_pairs):
        raise RuleError("there is no place for a bridge next to your buildings")


def _bridge(s: State, seat: int, a: str, b: str) -> None:
    p = s.players[seat]
    t = s.turn
    if not t.bridge:
        raise RuleError("take a bridge action first (power action ACT1)")
    if frozenset((a, b)) not in board(s.map_id).bridge_pairs:
        raise RuleError(f"a bridge cannot join {a} and {b} on this map")
    if any({a, b} == {x, y} for x, y, _ in s.bridges):
        raise RuleError(f"there is a bridge between {a} and {b} already")
    if s.building.get(a, (None,))[0] != seat and s.building.get(b, (None,))[0] != seat:
        raise RuleError("one end of your bridge must hold one of your buildings")
    s.bridges.append((a, b, seat))
    p.bridges += 1
    t.bridge = False
    check_towns(s, seat)


def _connect(s: State, seat: int, *hexes: str) -> None:
    p = s.players[seat]
    if p.faction != "mermaids":
        raise RuleError("only the Mermaids found towns across a river")
    b = board(s.map_id)
    if len(hexes) == 1:
        river = hexes[0]
        if river not in b.neighbours or b.is_land(river):
            raise RuleError(f"{river} is not a river hex")
        ends = [h for h in b.neighbours[river] if s.building.get(h, (None,))[0] == seat]
    else:
        ends = list(hexes)
        for h in ends:
            if s.building.get(h, (None,))[0] != seat:
                raise RuleError(f"{h} does not hold one of your buildings")
        common = set.intersection(*(set(b.neighbours[h]) for h in ends)) - b.land_set
        if not common:
            raise RuleError("those hexes do not share a river hex")
    if len(ends) < 2:
        raise RuleError("a connection needs your buildings on both sides of the river")
    for i in range(len(ends)):
        for j in range(i + 1, len(ends)):
            s.connects.append((seat, ends[i], ends[j]))
    check_towns(s, seat)


def _pass(s: State, seat: int, tile: str | None) -> None:
    p = s.players[seat]
    if s.round == 6 and tile is not None:
        raise RuleError("in the last round you pass without taking a bonus card")
    if s.round < 6 and tile is None:
        raise RuleError("name the bonus card you take when passing")
    if tile is not None and tile not in s.bonus_pool:
        raise RuleError(f"{tile} is not among the available bonus cards")
    _turn_waits_for_choice(s, seat)
    begin_action(s, seat, "pass")
    if p.bonus:
        pv = data.BONUS[p.bonus].get("pass_vp", {})
        vp = 0
        for b, table in pv.items():
            if b == "ship":
                vp += table[p.ship] if p.faction not in ("dwarves", "fakirs") else 0
            else:
                vp += table[p.built[b]]
        add_vp(p, vp, "bonus cards")
    if "FAV12" in p.favors:
        add_vp(p, data.FAVORS["FAV12"]["pass_vp"]["TP"][p.built["TP"]], "favor tiles")
    if p.faction == "engineers" and p.built["SH"]:
        n = sum(1 for a, b, o in s.bridges if o == seat
                and s.building.get(a, (None,))[0] == seat and s.building.get(b, (None,))[0] == seat)
        add_vp(p, 3 * n, "faction")
    if p.bonus:
        s.bonus_pool[p.bonus] = 0
        p.bonus = None
    if tile is not None:
        p.c += s.bonus_pool.pop(tile)
        p.bonus = tile
    p.passed = True
    s.passed_order.append(seat)
    end_turn(s)


def _done(s: State, seat: int) -> None:
    t = s.turn
    if t.cult_income:
        if t.spades:
            raise RuleError("use or discard your cult-reward spades")
        return _finish_spade_reward(s)
    if not t.acted:
        raise RuleError("take an action (or pass) before ending your turn")
    held = t.spades
    if held and not carry_spades(s, seat):
        raise RuleError(f"you still hold {t.spades} spade(s): use them or discard them")
    if t.bridge:
        raise RuleError("place your bridge first")
    _turn_waits_for_choice(s, seat)
    end_turn(s)
    if held:  # the last faction's next turn (site logs): the spades go with it
        s.turn.spades = held


def _turn_waits_for_choice(s: State, seat: int) -> None:
    """An open cult step of choice (chosen late, as the site allows) keeps the turn: it may not go
    to another faction, so only the last faction in the round goes on (a new turn, or its pass:
    the round then waits for the choice)."""
    if (any(e[0] == "cult" and e[1] == seat for e in s.pending)
            and any(not q.passed for i, q in enumerate(s.players) if i != seat)):
        raise RuleError("choose the cult track for your step first")


def _giveback(s: State, seat: int, name: str) -> None:
    """The site's ``-<NAME>``, one at a time: give back a resource, a cult step (its work-around
    to steer TW5's key: only from 7 to 9) or the free part of a special action (the
    action stays spent). Read from the site's logs only; live play has decisions instead."""
    if "site-log" not in s.options:
        raise RuleError("giving back is read only from the online site's logs")
    if name not in GIVEBACKS:
        raise RuleError(f"'{name[:MAX_NAME]}' cannot be given back")
    p = s.players[seat]
    if name in CULT_INDEX:
        ti = CULT_INDEX[name]
        if not 7 <= p.cult[ti] <= 9:
            raise RuleError(f"a step on {name} is given back only from 7, 8 or 9 (never from 10 or below 7)")
        p.cult[ti] -= 1
        return
    if name.startswith("FREE_"):
        return _decline_free(s, seat, name)
    have = {"C": p.c, "W": p.w, "P": p.p, "PW": p.pw[2], "VP": p.vp}[name]
    if have < 1:
        raise RuleError(f"you have no {'power in bowl III' if name == 'PW' else name} to give back")
    if name == "C":
        p.c -= 1
    elif name == "W":
        p.w -= 1
    elif name == "P":
        p.p -= 1
    elif name == "PW":
        p.pw[2] -= 1
        p.pw[0] += 1
    else:
        add_vp(p, -1, "given back")


def _decline_free(s: State, seat: int, name: str) -> None:
    """``-FREE_D`` / ``-FREE_TF`` / ``-FREE_TP``: decline the free dwelling of ACTW, the free
    transform of ACTN or the free trading house of ACTS; the action is spent all the same."""
    kind = {"FREE_D": "ACTW", "FREE_TF": "ACTN", "FREE_TP": "ACTS"}[name]
    t = s.turn
    if t is None or t.seat != seat or t.kind != kind or not t.can_build or t.built or t.transformed:
        raise RuleError(f"you have no free part of {kind} to decline")
    t.can_build = False
    t.kind = "spent"


def _finish_spade_reward(s: State) -> None:
    s.turn = None
    _next_spade_reward(s)


def _transform_then_maybe_finish(s: State, seat: int, hex_: str, color: str | None = None) -> None:
    _transform(s, seat, hex_, color)
    t = s.turn
    if t.cult_income and t.spades == 0:
        _finish_spade_reward(s)


HANDLERS = {
    "convert": _convert,
    "burn": _burn,
    "build": _build,
    "upgrade": _upgrade,
    "transform": _transform_then_maybe_finish,
    "dig": _dig,
    "discard": _discard,
    "send": _send,
    "advance": _advance,
    "action": _action,
    "bridge": _bridge,
    "connect": _connect,
    "pass": _pass,
    "done": _done,
}
