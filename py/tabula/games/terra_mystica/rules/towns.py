"""Upgrades and towns: upgrading a building (and what a stronghold gives each faction), the
favor tiles temples and sanctuaries bring, and founding towns (a group of buildings of enough
power) with the town tile the faction then takes.
"""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..data import CULT_INDEX
from ..score import add_vp, direct_neighbours, town_groups, town_size
from ..state import Choice, State, Turn
from .cults import town_cult_steps
from .economy import check_pay, cult_step, gain, gain_power, gain_spades, pay, round_vp, ship_up
from .offers import make_offers
from .turns import begin_action, check_begin

UPGRADES = {"TP": "D", "TE": "TP", "SH": "TP", "SA": "TE"}  # a building -> what it replaces
LIMITS = {"TP": 4, "TE": 3, "SH": 1, "SA": 1}  # of each building, per faction


def check_upgrade(s: State, seat: int, hex_: str, to: str) -> dict | None:
    """What ``upgrade HEX to X`` costs the seat (None: the Swarmlings' free trading house after
    ACTS); RuleError if it cannot make it now. Changes nothing: ``upgrade`` asks it first,
    ``legal`` to list upgrades without trying them (what ``upgrade`` does after it never fails)."""
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
    if p.built[to] >= LIMITS[to]:
        raise RuleError(f"all your {data.BUILDING_NAMES[to]}s are on the map")
    if t.kind == "ACTS" and to == "TP" and not t.built and t.can_build:
        return None
    check_begin(s, "upgrade")
    cost = dict(p.info["cost"][to])
    near = direct_neighbours(s, hex_)
    if to == "TP" and not any(s.building.get(n, (seat,))[0] != seat for n in near):
        cost["C"] = cost.get("C", 0) * 2
    check_pay(p, cost, f"A {data.BUILDING_NAMES[to]}")
    return cost


def upgrade(s: State, seat: int, hex_: str, to: str) -> None:
    """``upgrade HEX to TP|TE|SH|SA`` (the Swarmlings' ACTS: a free trading house)."""
    p = s.players[seat]
    t = s.turn
    cost = check_upgrade(s, seat, hex_, to)
    if cost is not None:
        begin_action(s, seat, "upgrade")
        pay(p, cost, f"A {data.BUILDING_NAMES[to]}")
    frm = UPGRADES[to]
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
        favors = _stronghold(s, seat, t)
    for _ in range(min(favors, sum(1 for k, v in s.fav_pool.items() if v > 0 and k not in p.favors))):
        s.pending.append(Choice("favor", seat))
    make_offers(s, seat, hex_)
    check_towns(s, seat)


def _stronghold(s: State, seat: int, t: Turn) -> int:
    """What a new stronghold gives its faction at once; returns the favor tiles it brings."""
    p = s.players[seat]
    f = p.faction
    if f == "alchemists":
        gain_power(p, 12)
    elif f == "auren":
        return 1
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
    return 0


def take_favor(s: State, seat: int, tile: str) -> None:
    """The answer ``+FAVn`` to a favor tile choice: the tile and its cult steps."""
    p = s.players[seat]
    if s.fav_pool.get(tile, 0) <= 0:
        raise RuleError(f"no {tile} favor tile is left")
    if tile in p.favors:
        raise RuleError(f"you already hold {tile}; a faction never takes the same favor tile twice")
    s.fav_pool[tile] -= 1
    p.favors.append(tile)
    for k, v in data.FAVORS[tile]["cult"].items():
        cult_step(s, seat, CULT_INDEX[k], v)
    if tile == "FAV5":
        check_towns(s, seat)


def check_towns(s: State, seat: int) -> None:
    """Found the towns the seat's buildings now make (7 power, 6 with FAV5, and 4 buildings, a
    sanctuary counting 2), each a town tile to choose while one is left; a building joining a
    town becomes part of it."""
    p = s.players[seat]
    need = 6 if "FAV5" in p.favors else 7
    waiting = sum(1 for e in s.pending if e.kind == "town")
    for g in town_groups(s, seat):
        if any(h in s.town_hexes for h in g):
            for h in g:
                s.town_hexes[h] = seat
            continue
        power, count = town_size(s, g)
        if power >= need and count >= 4 and sum(s.town_pool.values()) > waiting:
            for h in g:
                s.town_hexes[h] = seat
            s.pending.append(Choice("town", seat))
            waiting += 1


def take_town(s: State, seat: int, tile: str) -> None:
    """The answer ``+TWn`` to a town tile choice: what the tile gives, and the faction's own
    town bonus (Witches 5 VP, Swarmlings 3 workers)."""
    if s.town_pool.get(tile, 0) <= 0:
        raise RuleError(f"no {tile} town tile is left")
    p = s.players[seat]
    s.town_pool[tile] -= 1
    p.towns.append(tile)
    g = dict(data.TOWNS[tile]["gain"])
    ship = g.pop("GAIN_SHIP", 0)
    p.keys += g.pop("KEY", 0)
    steps = [(k, g.pop(k)) for k in data.CULTS if g.get(k)]
    gain(s, seat, g, "towns")
    if ship:
        if p.faction == "fakirs":
            p.carpet += 1
        else:
            ship_up(p)
    if p.faction == "witches":
        add_vp(p, 5, "faction")
    if p.faction == "swarmlings":
        p.w += 3
    round_vp(s, seat, "TW")
    town_cult_steps(s, seat, steps)
