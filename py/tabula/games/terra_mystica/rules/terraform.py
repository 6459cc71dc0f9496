"""Terraforming and building dwellings: what a hex costs in spades (the terrain ring), which
hexes are in reach (neighbours, shipping, the Dwarves' tunnels and the Fakirs' carpets), digging
for spades, transforming (also the Nomads' sandstorm and cult-reward spades), discarding spades,
and building a dwelling (also the Witches' ride).
"""

from __future__ import annotations

from functools import cache

from ....core.errors import RuleError
from .. import data
from ..data import board
from ..score import add_vp, direct_neighbours
from ..state import Player, State
from .economy import check_pay, gain_spades, pay, round_vp
from .offers import make_offers
from .rounds import finish_spade_reward
from .towns import check_towns
from .turns import begin_action, check_begin

SPADE_KINDS = ("dig", "ACT5", "ACT6", "BON1", "ACTG", "halflings")  # actions that give spades
BUILD_KINDS = SPADE_KINDS + ("ACTN", "transform")  # actions that may build on what they transform


# ---------------------------------------------------------------------------------------------
# spades and reach


def _ring(t: str) -> int:
    return data.TERRAINS.index(t)


def tf_cost(p: Player, src: str, dst: str, held: int) -> int:
    """Spades to turn ``src`` into ``dst`` for ``p`` (the shorter way round the terrain ring)."""
    return _faction_tf_cost(p.faction, src, dst, held)


@cache
def _faction_tf_cost(faction: str, src: str, dst: str, held: int) -> int:
    """``tf_cost`` for any player of ``faction``: it depends on nothing else, and ``legal`` asks
    it for every hex and terrain, so each answer is worked out once."""
    if faction == "giants":
        return 2
    home = data.FACTIONS[faction]["home"]
    i, j, h = _ring(src), _ring(dst), _ring(home)
    fwd = (j - i) % 7
    d = min(fwd, 7 - fwd)
    if src != home and dst != home:
        step = 1 if fwd <= 3 else -1
        between = {(i + step * k) % 7 for k in range(1, d)}
        if h in between:
            return 7 - d
    elif held == 7 - d:
        return 7 - d
    return d


def auto_target(p: Player, src: str, held: int) -> str:
    """`transform X` without a colour: home if the spades reach, else as near home as they allow."""
    if p.faction == "giants":
        return p.home
    if tf_cost(p, src, p.home, held) <= held:
        return p.home
    i, h = _ring(src), _ring(p.home)
    fwd = (h - i) % 7
    step = 1 if fwd <= 3 else -1
    return data.TERRAINS[(i + step * held) % 7]


def own_neighbour(s: State, seat: int, hex_: str) -> bool:
    """Does one of ``seat``'s buildings stand next to ``hex_`` (bridges count)?"""
    return any(s.building.get(n, (None,))[0] == seat for n in direct_neighbours(s, hex_))


def shipping_range(s: State, seat: int) -> int:
    """The seat's shipping now: its level, one more with bonus card BON4 (not for the Dwarves
    and Fakirs, who do not ship, nor for cult-reward spades)."""
    p = s.players[seat]
    if p.bonus == "BON4" and p.faction not in ("dwarves", "fakirs") and not s.turn.cult_income:
        return p.ship + 1
    return p.ship


Zone = tuple[set[str], set[str]]  # (near, far): see reach_zone


def reach_zone(s: State, seat: int) -> Zone:
    """(near, far): the land hexes ``seat`` may build on or terraform without paying (next to one
    of its buildings, bridges counted, or within its shipping range of one), and those that only
    its tunnelling (Dwarves) or carpet flight (Fakirs) reach, which pays unless this turn paid
    for that hex already (not with cult-reward spades). Changes nothing; ``reach`` asks it, and
    ``legal`` once for all the hexes it lists, and hands it to the checks it asks (``zone``: the
    caller's zone of the seat, for this state). Each relation is symmetric (a hex next to, within
    shipping or tunnelling range of a building is so the other way round too: tested), so the
    zone is built outwards from the seat's buildings."""
    p = s.players[seat]
    b = board(s.map_id)
    own = [h for h, (o, _) in s.building.items() if o == seat]
    near: set[str] = set()
    for h in own:
        near.update(b.land_neighbours[h])
    mine = set(own)
    for x, y, _ in s.bridges:
        if x in mine:
            near.add(y)
        if y in mine:
            near.add(x)
    ship = shipping_range(s, seat)
    if ship:
        for h in own:
            near |= b.river_within(h, ship)
    far: set[str] = set()
    if p.faction in ("dwarves", "fakirs") and not s.turn.cult_income:
        k = (1 if p.faction == "dwarves" else p.carpet) + 1
        for h in own:
            far |= b.within(h, k)
        far -= near
    return near, far


def reach_cost(s: State, seat: int, hex_: str, zone: Zone | None = None) -> dict | None:
    """What building or terraforming on ``hex_`` costs the seat to reach it: None when it is in
    reach for free (or this turn has paid for it already), else the tunnelling (Dwarves) or
    carpet flight (Fakirs) it pays; RuleError if it is out of reach. Changes nothing."""
    near, far = zone or reach_zone(s, seat)
    if hex_ in near:
        return None
    if hex_ in far:
        if s.turn.tunnel_hex == hex_:
            return None
        p = s.players[seat]
        if p.faction == "dwarves":
            return {"W": 1 if p.built["SH"] else 2}
        return {"P": 1}
    raise RuleError(f"{hex_} is out of reach: it must be next to one of your buildings"
                    + (" or within your shipping range" if shipping_range(s, seat) else ""))


def _reach_what(p: Player) -> str:
    return "Tunnelling" if p.faction == "dwarves" else "Carpet flight"


def reach(s: State, seat: int, hex_: str, charge: bool) -> None:
    """Raise unless the seat may build or terraform on ``hex_``; pay tunnelling/carpet if needed."""
    cost = reach_cost(s, seat, hex_)
    if cost is None or not charge:
        return
    p = s.players[seat]
    pay(p, cost, _reach_what(p))
    add_vp(p, 4, "faction")
    s.turn.tunnel_hex = hex_


def _reach_plain(s: State, seat: int, hex_: str) -> None:
    """Reach for cult-reward spades: no shipping bonus, tunnel or carpet flight."""
    t = s.turn
    saved = t.tunnel_hex
    t.tunnel_hex = hex_  # cult-reward spades never tunnel: treat the carpet/tunnel as unavailable
    try:
        reach(s, seat, hex_, charge=False)
    finally:
        t.tunnel_hex = saved
    p = s.players[seat]
    if p.faction in ("dwarves", "fakirs") and not own_neighbour(s, seat, hex_):
        raise RuleError(f"{hex_} is out of reach for cult-reward spades")


def spades_usable(s: State, seat: int, total: int, skip: str | None = None, zone: Zone | None = None) -> bool:
    """Is there an empty hex in reach that exactly ``total`` spades transform? (The hexes in reach
    are land hexes, asked in any order: the answer is yes or no.)"""
    sources = _exact_sources(s.players[seat].faction, total)
    terrain, building = s.terrain, s.building
    near, far = zone or reach_zone(s, seat)
    return any(terrain[h] in sources and h not in building and h != skip for zone_part in (near, far)
               for h in zone_part)


@cache
def _exact_sources(faction: str, total: int) -> frozenset[str]:
    """The terrains that exactly ``total`` spades turn into another terrain (for the Giants:
    into their home terrain), for ``faction`` (a digging check asks this for every hex)."""
    p = Player(faction)
    targets = (p.home,) if faction == "giants" else data.TERRAINS
    return frozenset(src for src in data.TERRAINS
                     if any(c != src and tf_cost(p, src, c, total) == total for c in targets))


# ---------------------------------------------------------------------------------------------
# digging, transforming, discarding


def check_dig(s: State, seat: int, n: int, zone: Zone | None = None) -> dict:
    """What ``dig N`` costs the seat now; RuleError if it cannot dig them (``dig_cost``), no hex
    in reach takes them all, the turn may not begin an action or the seat cannot pay. Changes
    nothing: ``dig`` asks it first, ``legal`` to list digs without trying them (what ``dig``
    does after it never fails; ``zone``: see ``reach_zone``)."""
    p = s.players[seat]
    t = s.turn
    cost = dig_cost(p, n)
    if not spades_usable(s, seat, t.spades + n, zone=zone):
        raise RuleError(f"there is no hex within reach that {t.spades + n} spade(s) would transform exactly; "
                        "spades you dig cannot be thrown away")
    if not dig_joins_action(t):
        check_begin(s, "dig")
    check_pay(p, cost, _dig_what(n))
    return cost


def _dig_what(n: int) -> str:
    return f"{n} spade{'s' * (n > 1)}"


def dig(s: State, seat: int, n: int) -> None:
    """``dig N``: buy N spades (workers by the digging level; the Darklings pay priests)."""
    p = s.players[seat]
    t = s.turn
    cost = check_dig(s, seat, n)
    if not dig_joins_action(t):
        begin_action(s, seat, "dig")
    pay(p, cost, _dig_what(n))
    if p.faction == "darklings":
        add_vp(p, 2 * n, "faction")
    gain_spades(s, seat, n)
    t.dug += n
    t.can_build = True


def dig_cost(p: Player, n: int) -> dict:
    """What ``n`` spades cost ``p`` to dig (workers by the digging level; the Darklings pay
    priests); RuleError if it cannot dig. Changes nothing (``legal`` asks it too)."""
    if n <= 0:
        raise RuleError("dig at least one spade")
    if p.faction == "darklings":
        return {"P": n}
    if p.info["dig"] is None:
        raise RuleError(f"the {p.faction} cannot dig")
    return {"W": p.info["dig"]["spade_W"][p.dig] * n}


def dig_joins_action(t) -> bool:
    """``dig`` adds spades to the action in progress only before its first transform (ACT5, ACT6,
    BON1, ACTG or an earlier dig); otherwise it begins a new action."""
    return (t.kind in SPADE_KINDS and t.kind != "halflings" and not t.built and not t.transformed
            and t.actions >= 0)


def _check_land(s: State, hex_: str) -> None:
    if not board(s.map_id).is_land(hex_):
        raise RuleError(f"{hex_} is not a land hex of this map")
    if hex_ in s.building:
        raise RuleError(f"{hex_} already holds a building")


def _sandstorm_now(t) -> bool:
    """Does a ``transform`` now use the Nomads' sandstorm (ACTN taken, nothing transformed, no
    spades held)?"""
    return t.kind == "ACTN" and not t.transformed and not t.spades


def _check_sandstorm(s: State, seat: int, hex_: str, color: str | None) -> None:
    if color not in (None, "yellow"):
        raise RuleError("the sandstorm turns a hex into desert")
    if not any(s.building.get(n, (None,))[0] == seat for n in board(s.map_id).land_neighbours[hex_]):
        raise RuleError("the sandstorm reaches only hexes directly next to your buildings "
                        "(not over bridges)")
    if s.terrain[hex_] == "yellow":
        raise RuleError(f"{hex_} is desert already")


def _sandstorm(s: State, hex_: str) -> None:
    """The Nomads' ACTN: one hex next to their buildings (not over bridges) becomes desert
    (``_check_sandstorm``)."""
    t = s.turn
    s.terrain[hex_] = "yellow"
    t.transformed.append(hex_)
    t.can_build = True


def check_transform(s: State, seat: int, hex_: str, color: str | None, zone: Zone | None = None) -> None:
    """RuleError unless ``transform HEX [to COLOUR]`` may be made now, with the spades held or
    the sandstorm. Changes nothing: ``transform`` asks it first, ``legal`` to list transforms
    without trying them (what ``transform`` does after it never fails). Spades carried into a
    turn (site logs) make the transform begin the action, which starts it afresh: the check
    reads the turn as it will be then."""
    p = s.players[seat]
    t = s.turn
    _check_land(s, hex_)
    src = s.terrain[hex_]
    if _sandstorm_now(t):
        return _check_sandstorm(s, seat, hex_, color)
    if t.spades <= 0:
        raise RuleError("you hold no spades: dig, or take an action that gives spades")
    fresh = not t.acted
    if fresh:
        check_begin(s, "transform")
    built, dug, nonhome, done = (False, 0, False, ()) if fresh else (t.built, t.dug, t.nonhome, t.transformed)
    if built:
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
        if dug and cost != t.spades:
            raise RuleError("spades you dig cannot be thrown away: to a terrain not your own, "
                            "all the spades you hold go into this hex")
        if nonhome and hex_ not in done and not t.cult_income:
            raise RuleError("after turning a hex into a terrain not your own, this action can only "
                            "turn a second hex into your home terrain")
    if hex_ not in done:
        if t.cult_income:
            _reach_plain(s, seat, hex_)
        else:
            tunnel = reach_cost(s, seat, hex_, zone)
            if tunnel is not None:
                check_pay(p, tunnel, _reach_what(p))
    left = t.spades - cost
    if left and min(dug, left) and not spades_usable(s, seat, left, hex_, zone):
        raise RuleError("the spades you dug would be left with nowhere to go")


def transform(s: State, seat: int, hex_: str, color: str | None) -> None:
    """``transform HEX [to COLOUR]`` with the spades held (or the sandstorm)."""
    check_transform(s, seat, hex_, color)
    p = s.players[seat]
    t = s.turn
    if _sandstorm_now(t):
        return _sandstorm(s, hex_)
    if not t.acted:  # spades carried into this turn (site logs): the transform is its action
        begin_action(s, seat, "transform")
    src = s.terrain[hex_]
    if color is None:
        color = auto_target(p, src, t.spades)
    cost = tf_cost(p, src, color, t.spades)
    if hex_ not in t.transformed and not t.cult_income:
        reach(s, seat, hex_, charge=True)
    t.spades -= cost
    t.dug = min(t.dug, t.spades)
    s.terrain[hex_] = color
    t.nonhome = t.nonhome or color != p.home
    if hex_ not in t.transformed:
        t.transformed.append(hex_)
    t.can_build = not t.cult_income and t.kind in BUILD_KINDS


def transform_verb(s: State, seat: int, hex_: str, color: str | None = None) -> None:
    """The ``transform`` decision: a transform, and the end of cult-reward spades once used."""
    transform(s, seat, hex_, color)
    t = s.turn
    if t.cult_income and t.spades == 0:
        finish_spade_reward(s)


def check_discard(s: State, seat: int) -> None:
    """RuleError unless the player on turn may throw a held spade away. Changes nothing:
    ``discard`` asks it first, ``legal`` to list ``-spade`` without trying it."""
    t = s.turn
    if t.spades <= 0:
        raise RuleError("you hold no spade to discard")
    if t.spades <= t.dug:
        raise RuleError("spades you dig cannot be thrown away")
    if t.dug and not spades_usable(s, seat, t.spades - 1):
        raise RuleError("the spades you dug would be left with nowhere to go")


def discard(s: State, seat: int) -> None:
    """``-spade``: throw one held spade away (never one that was dug)."""
    check_discard(s, seat)
    t = s.turn
    t.spades -= 1
    t.dug = min(t.dug, t.spades)
    if t.cult_income and t.spades == 0:
        finish_spade_reward(s)


# ---------------------------------------------------------------------------------------------
# dwellings


def build(s: State, seat: int, hex_: str) -> None:
    """``build HEX``: a dwelling, as its own action or the end of one that gave spades, the
    sandstorm or the Witches' ride (free, on any forest hex)."""
    p = s.players[seat]
    t = s.turn
    _check_land(s, hex_)
    if p.built["D"] >= 8:
        raise RuleError("all 8 of your dwellings are on the map")
    free = False
    if t.kind == "ACTN" and t.can_build and not t.transformed and s.terrain[hex_] != p.home:
        transform(s, seat, hex_, None)
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
            transform(s, seat, hex_, p.home)
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
