"""Helpers every rule module shares: names of seats and territories, the pieces on the map and who
controls what, unit stats and costs, treaties, population, the PRNG. Nothing here registers a
rule; apart from putting pieces on the map and taking them off, nothing changes the state."""

from __future__ import annotations

from ....core.errors import RuleError
from ....core.rng import Rng
from .. import data
from ..state import State

MOBILE = ("kajer", "eldapriest")


def fseat(s: State, name: str) -> int:
    for i, p in enumerate(s.players):
        if p.faction == name:
            return i
    raise RuleError(f"no player plays {name}")


def tid(s: State, name: str) -> int:
    t = s.board.index.get(name)
    if t is None:
        raise RuleError(f"there is no territory {name}")
    return t


def tname(s: State, t: int) -> str:
    return s.board.names[t]


def rng_of(s: State) -> Rng:
    return Rng(s.rng)


def track_pos(p, track: str) -> int:
    """A player's position on the battle or the development track."""
    return p.battle if track == "battle" else p.dev


def hex_kind(s: State, seat: int) -> str:
    k = data.BOARDS[s.players[seat].faction]["hex"]
    if k == "kajer" and s.players[seat].cured:
        return "kajer_cured"
    return k


# -- pieces on the map -----------------------------------------------------------------------------


def units_at(s: State, t: int, seat: int) -> list[str]:
    return [u for (o, u) in s.units.get(t, ()) if o == seat]


def seats_at(s: State, t: int) -> set:
    out = {o for (o, _u) in s.units.get(t, ())}
    out.update(o for (o, _p, _g) in s.bld.get(t, ()))
    return out


def add_unit(s: State, t: int, seat: int, u: str) -> None:
    s.units[t] = tuple(sorted((*s.units.get(t, ()), (seat, u))))


def remove_unit(s: State, t: int, seat: int, u: str) -> None:
    lst = list(s.units.get(t, ()))
    lst.remove((seat, u))
    if lst:
        s.units[t] = tuple(lst)
    else:
        s.units.pop(t, None)


def add_bld(s: State, t: int, seat: int, piece: str, upg=None) -> None:
    s.bld[t] = tuple(sorted((*s.bld.get(t, ()), (seat, piece, upg)), key=lambda x: (x[0], x[1], x[2] or "")))


def remove_bld(s: State, t: int, entry: tuple) -> None:
    lst = list(s.bld.get(t, ()))
    lst.remove(entry)
    if lst:
        s.bld[t] = tuple(lst)
    else:
        s.bld.pop(t, None)


def is_fortress(s: State, entry: tuple) -> bool:
    return entry[1] == "hex" and data.BOARDS[s.players[entry[0]].faction]["hex"] == "fortress"


def is_mobile(s: State, entry: tuple) -> bool:
    seat, piece, upg = entry
    if piece == "hex":
        return data.BOARDS[s.players[seat].faction]["hex"] in MOBILE
    return piece == "outpost" and s.players[seat].faction == "bear" and upg != "academy"


def controllers(s: State, t: int) -> set:
    """Seats controlling t. A conquered fortress belongs to whoever has units on it."""
    with_units = {o for (o, _u) in s.units.get(t, ())}
    out = set(with_units)
    for e in s.bld.get(t, ()):
        if with_units and e[0] not in with_units and is_fortress(s, e):
            continue
        out.add(e[0])
    return out


def controls(s: State, seat: int, t: int) -> bool:
    return seat in controllers(s, t)


def controlled(s: State, seat: int) -> list[int]:
    ts = {t for t, us in s.units.items() for o, _u in us if o == seat}
    ts.update(t for t, bs in s.bld.items() for e in bs if e[0] == seat)
    return sorted(t for t in ts if seat in controllers(s, t))


def own_buildings(s: State, seat: int) -> list[tuple]:
    """[(territory, entry)] of the seat's buildings on the map."""
    return [(t, e) for t, bs in s.bld.items() for e in bs if e[0] == seat]


def has_upgrade(s: State, seat: int, upg: str) -> bool:
    return any(e[2] == upg and e[0] == seat for bs in s.bld.values() for e in bs)


def peaceful(s: State, t: int) -> bool:
    """No battles here: the Corrupted Court's territories, and water under Land of Paradise."""
    b = s.board
    if b.kind[t] in ("court_outer", "court_centre"):
        return True
    return b.is_water[t] and data.TERRAIN_CARD[s.card]["water_peace"]


def hostile(s: State, seat: int, t: int) -> bool:
    """Entering t starts a battle."""
    if peaceful(s, t):
        return False
    return any(o != seat for o in controllers(s, t))


def buildable(s: State, t: int) -> bool:
    b = s.board
    if b.is_water[t] or b.kind[t] in ("court_outer", "court_centre"):
        return False
    return b.terrain[t] not in data.TERRAIN_CARD[s.card]["no_build"]


def place_targets(s: State, seat: int, u: str) -> list[int]:
    """Where a gained unit may go: anywhere you control (ships: water you control or next to it)."""
    b = s.board
    ts = controlled(s, seat)
    if u == "ship":
        out = {t for t in ts if b.is_water[t]}
        for t in ts:
            out.update(n for n in b.adj[t] if b.is_water[n] and not hostile(s, seat, n))
        return sorted(out)
    return [t for t in ts if not b.is_water[t]]


def blocked_by_treaty(s: State, seat: int, t: int) -> bool:
    for a, b in s.treaties:
        other = b if a == seat else a if b == seat else None
        if other is not None and controls(s, other, t):
            return True
    return False


# -- unit stats ------------------------------------------------------------------------------------


def forge(s: State, seat: int) -> bool:
    return has_upgrade(s, seat, "forge")


def ustat(s: State, seat: int, u: str, key: str) -> int:
    return data.UNITS[s.players[seat].faction][forge(s, seat)][u][key]


def unit_costs(s: State, seat: int) -> dict[str, int]:
    """What recruiting a unit of each type costs the seat (the upgrades on the map looked up once
    for all of them: recruiting lists every type)."""
    faction = s.players[seat].faction
    stats = data.UNITS[faction][forge(s, seat)]
    off = 0
    if faction in ("watch", "legion", "pack") and has_upgrade(s, seat, "academy"):
        off = data.UPGRADES["academy"]["unit_discount"]
    return {u: max(0, stats[u]["cost"] - off) for u in data.UNIT_TYPES}


def unit_cost(s: State, seat: int, u: str) -> int:
    return unit_costs(s, seat)[u]


def leader_cost(s: State, seat: int, card: str) -> int:
    p = s.players[seat]
    c = data.LEADERS[p.faction][card]["cost"]
    if p.faction == "order" and has_upgrade(s, seat, "academy"):
        c -= 1
    return max(0, c)


def units_on_map(s: State, seat: int) -> dict[str, int]:
    """Unit type -> how many of the seat's units of that type are on the map (none: left out)."""
    out: dict = {}
    for us in s.units.values():
        for o, u in us:
            if o == seat:
                out[u] = out.get(u, 0) + 1
    return out


def pool_left(s: State, seat: int, u: str) -> int:
    return data.UNIT_POOL[u] - units_on_map(s, seat).get(u, 0)


# -- population ------------------------------------------------------------------------------------


def pop_controlled(s: State, seat: int) -> int:
    b = s.board
    n = 0
    for t in controlled(s, seat):
        if not b.pop[t]:
            continue
        if b.kind[t] == "court_outer" and court_leader(s) != seat:
            continue
        n += 1
    return n


def court_leader(s: State):
    """The seat with the highest supply in the Court's outer territory (None on a tie or if empty)."""
    b = s.board
    if "K.o" not in b.index:
        return None
    t = b.index["K.o"]
    sup = {}
    for o, u in s.units.get(t, ()):
        sup[o] = sup.get(o, 0) + ustat(s, o, u, "supply")
    if not sup:
        return None
    top = max(sup.values())
    best = [o for o, v in sup.items() if v == top]
    return best[0] if len(best) == 1 else None


def pop_steps(s: State, n: int) -> tuple:
    steps = data.TERRAIN_CARD["power"]["pop_steps"]
    w = ip = cards = 0
    for i in range(n):
        a, b, c = steps[min(i, len(steps) - 1)]
        w, ip, cards = w + a, ip + b, cards + c
    return w, ip, cards
