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
from .economy import gain_spades, pay, round_vp
from .offers import make_offers
from .rounds import finish_spade_reward
from .towns import check_towns
from .turns import begin_action

SPADE_KINDS = ("dig", "ACT5", "ACT6", "BON1", "ACTG", "halflings")  # actions that give spades
BUILD_KINDS = SPADE_KINDS + ("ACTN", "transform")  # actions that may build on what they transform


# ---------------------------------------------------------------------------------------------
# spades and reach


def _ring(t: str) -> int:
    return data.TERRAINS.index(t)


def tf_cost(p: Player, src: str, dst: str, held: int) -> int:
    """Spades to turn ``src`` into ``dst`` for ``p`` (the shorter way round the terrain ring)."""
    if p.faction == "giants":
        return 2
    i, j, h = _ring(src), _ring(dst), _ring(p.home)
    fwd = (j - i) % 7
    d = min(fwd, 7 - fwd)
    if src != p.home and dst != p.home:
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


def reach(s: State, seat: int, hex_: str, charge: bool) -> None:
    """Raise unless the seat may build or terraform on ``hex_``; pay tunnelling/carpet if needed."""
    p = s.players[seat]
    t = s.turn
    if own_neighbour(s, seat, hex_):
        return
    b = board(s.map_id)
    ship = p.ship
    if (p.bonus == "BON4" and p.faction not in ("dwarves", "fakirs") and not t.cult_income):
        ship += 1
    own = [h for h, (o, _) in s.building.items() if o == seat]
    if ship:
        dist = b.river_distances(hex_)
        if any(dist.get(h, 99) <= ship for h in own):
            return
    if p.faction in ("dwarves", "fakirs") and not t.cult_income:
        rng = 1 if p.faction == "dwarves" else p.carpet
        if any(b.distance(hex_, h) <= rng + 1 for h in own):
            if t.tunnel_hex == hex_:
                return
            if not charge:
                return
            if p.faction == "dwarves":
                pay(p, {"W": 1 if p.built["SH"] else 2}, "Tunnelling")
                add_vp(p, 4, "faction")
            else:
                pay(p, {"P": 1}, "Carpet flight")
                add_vp(p, 4, "faction")
            t.tunnel_hex = hex_
            return
    raise RuleError(f"{hex_} is out of reach: it must be next to one of your buildings"
                    + (" or within your shipping range" if ship else ""))


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


def spades_usable(s: State, seat: int, total: int, skip: str | None = None) -> bool:
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


# ---------------------------------------------------------------------------------------------
# digging, transforming, discarding


def dig(s: State, seat: int, n: int) -> None:
    """``dig N``: buy N spades (workers by the digging level; the Darklings pay priests)."""
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
    if not spades_usable(s, seat, t.spades + n):
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


def _check_land(s: State, hex_: str) -> None:
    if not board(s.map_id).is_land(hex_):
        raise RuleError(f"{hex_} is not a land hex of this map")
    if hex_ in s.building:
        raise RuleError(f"{hex_} already holds a building")


def _sandstorm(s: State, seat: int, hex_: str, color: str | None) -> None:
    """The Nomads' ACTN: one hex next to their buildings (not over bridges) becomes desert."""
    if color not in (None, "yellow"):
        raise RuleError("the sandstorm turns a hex into desert")
    if not any(s.building.get(n, (None,))[0] == seat for n in board(s.map_id).land_neighbours[hex_]):
        raise RuleError("the sandstorm reaches only hexes directly next to your buildings "
                        "(not over bridges)")
    if s.terrain[hex_] == "yellow":
        raise RuleError(f"{hex_} is desert already")
    t = s.turn
    s.terrain[hex_] = "yellow"
    t.transformed.append(hex_)
    t.can_build = True


def transform(s: State, seat: int, hex_: str, color: str | None) -> None:
    """``transform HEX [to COLOUR]`` with the spades held (or the sandstorm)."""
    p = s.players[seat]
    t = s.turn
    _check_land(s, hex_)
    src = s.terrain[hex_]
    if t.kind == "ACTN" and not t.transformed and not t.spades:
        return _sandstorm(s, seat, hex_, color)
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
    if left and min(t.dug, left) and not spades_usable(s, seat, left, skip=hex_):
        raise RuleError("the spades you dug would be left with nowhere to go")
    t.spades = left
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


def discard(s: State, seat: int) -> None:
    """``-spade``: throw one held spade away (never one that was dug)."""
    t = s.turn
    if t.spades <= 0:
        raise RuleError("you hold no spade to discard")
    if t.spades <= t.dug:
        raise RuleError("spades you dig cannot be thrown away")
    if t.dug and not spades_usable(s, seat, t.spades - 1):
        raise RuleError("the spades you dug would be left with nowhere to go")
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
