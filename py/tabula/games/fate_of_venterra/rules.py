"""Rules that read the state: control, unit stats, battle totals, where pieces may go, income, scoring."""

from __future__ import annotations

from . import data
from .state import State

MOBILE = ("kajer", "eldapriest")


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
        if is_fortress(s, e) and with_units and e[0] not in with_units:
            continue
        out.add(e[0])
    return out


def controls(s: State, seat: int, t: int) -> bool:
    return seat in controllers(s, t)


def controlled(s: State, seat: int) -> list[int]:
    ts = {t for t, us in s.units.items() if any(o == seat for o, _u in us)}
    ts.update(t for t, bs in s.bld.items() if any(e[0] == seat for e in bs))
    return sorted(t for t in ts if controls(s, seat, t))


def own_buildings(s: State, seat: int) -> list[tuple]:
    """[(territory, entry)] of the seat's buildings on the map."""
    return [(t, e) for t, bs in s.bld.items() for e in bs if e[0] == seat]


def has_upgrade(s: State, seat: int, upg: str) -> bool:
    return any(e[2] == upg for _t, e in own_buildings(s, seat))


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


# -- unit stats ------------------------------------------------------------------------------------


def forge(s: State, seat: int) -> bool:
    return has_upgrade(s, seat, "forge")


def ustat(s: State, seat: int, u: str, key: str) -> int:
    return data.UNITS[s.players[seat].faction][forge(s, seat)][u][key]


def unit_cost(s: State, seat: int, u: str) -> int:
    c = ustat(s, seat, u, "cost")
    if s.players[seat].faction in ("watch", "legion", "pack") and has_upgrade(s, seat, "academy"):
        c -= data.UPGRADES["academy"]["unit_discount"]
    return max(0, c)


def leader_cost(s: State, seat: int, card: str) -> int:
    p = s.players[seat]
    c = data.LEADERS[p.faction][card]["cost"]
    if p.faction == "order" and has_upgrade(s, seat, "academy"):
        c -= 1
    return max(0, c)


def pool_left(s: State, seat: int, u: str) -> int:
    on_map = sum(1 for us in s.units.values() for (o, x) in us if o == seat and x == u)
    return data.UNIT_POOL[u] - on_map


def march_of(s: State, seat: int, piece: str) -> int:
    if piece in data.UNIT_TYPES:
        return ustat(s, seat, piece, "march")
    if piece == "hex":
        return data.BUILDINGS[hex_kind(s, seat)]["march"]
    return data.BUILDINGS["gold_outpost"]["march"]


def supply(s: State, t: int, seat: int) -> int:
    return sum(ustat(s, seat, u, "supply") for u in units_at(s, t, seat))


def is_support(s: State, seat: int, piece: str) -> bool:
    return piece == "ship" or (piece == "hex" and data.BOARDS[s.players[seat].faction]["hex"] in MOBILE)


# -- battle values ---------------------------------------------------------------------------------


def building_defence(s: State, t: int, entry: tuple) -> int:
    seat, piece, upg = entry
    p = s.players[seat]
    if piece == "hex":
        d = data.BUILDINGS[hex_kind(s, seat)]["defence"]
    elif piece == "outpost":
        d = 0 if p.faction == "bear" else data.BUILDINGS["outpost"]["defence"]
        if p.faction == "pack":
            near = sum(1 for n in s.board.adj[t] if any(e[0] == seat for e in s.bld.get(n, ())))
            d += min(2, near)
        if upg == "academy" and p.faction == "order":
            d -= 1
    else:
        d = data.BUILDINGS["shrine"]["defence"]
    if upg:
        d += data.UPGRADES[upg]["defence"]
    return max(0, d)


def attack_total(s: State, t: int, seat: int) -> int:
    """The attack of seat's pieces on t (before support, leaders and penalties)."""
    us = units_at(s, t, seat)
    a = sum(ustat(s, seat, u, "attack") for u in us)
    if any(o != seat for (o, _p, _g) in s.bld.get(t, ())):
        a += data.UNIT_RULES["siege_vs_building"] * us.count("siege")
    if s.players[seat].faction == "bear" and has_upgrade(s, seat, "academy"):
        a += us.count("soldier")
    for e in s.bld.get(t, ()):
        if e[0] == seat and e[1] == "hex" and is_mobile(s, e):
            a += data.BUILDINGS[hex_kind(s, seat)]["attack"]
    return a


def defence_total(s: State, t: int, seat: int) -> int:
    us = units_at(s, t, seat)
    p = s.players[seat]
    d = sum(ustat(s, seat, u, "defence") for u in us)
    blds = [e for e in s.bld.get(t, ()) if e[0] == seat or (is_fortress(s, e) and controls(s, seat, t))]
    d += sum(building_defence(s, t, e) for e in blds)
    pieces = len(us) + len(blds)
    if s.board.terrain[t] == "mountain":
        d += data.TERRAIN_CARD[s.card]["mountain_defence"] * pieces
    if p.has("warders_of_the_king"):
        d += len(us)
    if p.has("hidden_support") and not s.board.is_water[t]:
        d += sum(1 for n in s.board.adj[t] if not s.board.is_water[n] and units_at(s, n, seat))
    if p.has("might_of_the_watch"):
        d += us.count(data.ABILITY_RULES["might_unit"])
    if forge(s, seat):
        d += min(us.count("knight"), us.count("scout"))  # paladins guard rangers
    return d


def token_defence(s: State, t: int, tok: int) -> int:
    d = tok[0]
    if s.board.terrain[t] == "mountain":
        d += data.TERRAIN_CARD[s.card]["mountain_defence"]
    return d


# -- where pieces may go ---------------------------------------------------------------------------


def blocked_by_treaty(s: State, seat: int, t: int) -> bool:
    for a, b in s.treaties:
        other = b if a == seat else a if b == seat else None
        if other is not None and controls(s, other, t):
            return True
    return False


def destinations(
    s: State, seat: int, piece: str, src: int, nobattle: bool = False, steps: int | None = None
) -> list[int]:
    """Territories the piece on src may march to. Ships go to any water territory."""
    b = s.board
    if piece == "ship":
        out = []
        for w in b.water:
            if w == src or blocked_by_treaty(s, seat, w):
                continue
            if nobattle and hostile(s, seat, w):
                continue
            out.append(w)
        return out
    building = piece not in data.UNIT_TYPES and not (piece == "hex" and s.players[seat].cured)
    m = steps if steps is not None else march_of(s, seat, piece)
    best = {src: 0}
    frontier = [src]
    out = set()
    # 0-1 breadth-first search: own ships bridge water at no cost
    while frontier:
        frontier.sort(key=lambda x: best[x])
        t = frontier.pop(0)
        cost = best[t]
        if t != src and (s.tok.get(t) is not None or hostile(s, seat, t)):
            continue  # marching stops on explore tokens and enemy territory
        for n in b.adj[t]:
            if b.is_water[n]:
                if "ship" in units_at(s, n, seat) and not building:
                    c = cost
                else:
                    continue
            else:
                c = cost + 1
            if c > m or best.get(n, 99) <= c:
                continue
            best[n] = c
            frontier.append(n)
    for t, _c in best.items():
        if t == src or b.is_water[t] or blocked_by_treaty(s, seat, t):
            continue
        if hostile(s, seat, t):
            if nobattle or building:
                continue
        if piece not in data.UNIT_TYPES and s.tok.get(t) is not None:  # buildings never explore
            continue
        if building and piece == "hex" and b.kind[t] == "court_centre":
            continue
        out.add(t)
    return sorted(out)


# -- influence -------------------------------------------------------------------------------------


def track_ip(pos: int) -> int:
    d = data.FACTS["track_doubling_from"]
    if pos <= d:
        return pos - 1
    return d - 1 + 2 * (pos - d)


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


def counts_for_quests(s: State, seat: int) -> dict:
    p = s.players[seat]
    blds = own_buildings(s, seat)
    outs = sum(1 for _t, e in blds if e[1] == "outpost") + (1 if p.faction == "bear" else 0)
    shr = sum(1 for _t, e in blds if e[1] == "shrine") + (1 if p.faction == "bear" else 0)
    return {
        "outposts": outs,
        "shrines": shr,
        "buildings": len(blds) + (2 if p.faction == "bear" else 0),
        "upgrades": sum(1 for _t, e in blds if e[2]),
    }


def quest_ok(s: State, seat: int, q: int) -> bool:
    p = s.players[seat]
    req = data.QUESTS[q]["req"]
    kind = data.QUESTS[q]["kind"]
    k, *args = req
    if kind == "pay":
        n = args[0]
        return {"wealth": p.wealth, "potg": len(p.potg), "battle": p.battle - 1, "dev": p.dev - 1}[k] >= n
    cq = counts_for_quests(s, seat)
    if k in cq:
        return cq[k] >= args[0]
    ts = controlled(s, seat)
    b = s.board
    if k == "terrain":
        return sum(1 for t in ts if b.terrain[t] == args[0]) >= args[1]
    if k == "pop":
        return pop_controlled(s, seat) >= args[0]
    if k == "territories":
        return len(ts) >= args[0]
    if k == "units":
        return sum(len(units_at(s, t, seat)) for t in list(s.units)) >= args[0]
    if k == "unit":
        return sum(units_at(s, t, seat).count(args[0]) for t in list(s.units)) >= args[1]
    if k == "battle":
        return p.battle >= args[0]
    if k == "dev":
        return p.dev >= args[0]
    if k == "abilities":
        return len(p.abilities) - 1 >= args[0]
    return False


def legion_power(n: int) -> int:
    table = {**data.ABILITY_RULES["legion_power"], **data.ABILITY_RULES["legion_power_odd"]}
    best = 0
    for k, v in table.items():
        if n >= k:
            best = max(best, v)
    return best


def score(s: State, seat: int) -> dict:
    p = s.players[seat]
    b = s.board
    tc = data.TERRAIN_CARD[s.card]
    terr = 0
    ts = controlled(s, seat)
    for t in ts:
        if b.kind[t] == "court_outer" and court_leader(s) != seat:
            continue
        covered = any(is_fortress(s, e) for e in s.bld.get(t, ()))
        if not covered and b.terrain[t]:
            terr += tc["ip"][b.terrain[t]]
        if b.pop[t]:
            terr += tc["ip"]["pop"]
    if s.card == "power":
        terr += pop_steps(s, pop_controlled(s, seat))[1]
    if s.card == "paradise":
        terr += sum(
            tc["desert_upgraded_ip"] for t, e in own_buildings(s, seat) if e[2] and b.terrain[t] == "desert"
        )
    if court_leader(s) == seat:
        terr += data.LANDMARK_INCOME["court_outer_ip"]
    boards = p.ip_bonus
    for t, e in s.bld.items():
        for entry in e:
            if (
                entry[1] == "hex"
                and seat in controllers(s, t)
                and (entry[0] == seat or is_fortress(s, entry))
            ):
                boards += data.BUILDINGS[hex_kind(s, entry[0])]["ip"]
    for _t, e in own_buildings(s, seat):
        if e[1] != "hex":
            boards += data.BUILDINGS[e[1]]["ip"]
        if e[2]:
            boards += data.UPGRADES[e[2]]["ip"]
    if p.faction == "bear":
        boards += data.BUILDINGS["gold_top_outpost"]["ip"] + data.BUILDINGS["gold_top_shrine"]["ip"]
    boards += data.ABILITY_RULES["purchased_ability_ip"] * (len(p.abilities) - 1)
    if p.faction == "legion":
        own_fort = {t for t, e in own_buildings(s, seat) if e[1] == "hex"}
        boards += legion_power(len([t for t in ts if t not in own_fort]))
    if p.faction == "pack":
        boards += data.ABILITY_RULES["pack_power_per_pop"] * pop_controlled(s, seat)
    quests = sum(data.QUESTS[q]["ip"] for q in p.completed)
    tracks = track_ip(p.battle) + track_ip(p.dev)
    wealth = p.wealth // data.FACTS["wealth_per_ip"]
    return {"territories": terr, "boards": boards, "quests": quests, "tracks": tracks, "wealth": wealth}


def units_on_map(s: State, seat: int) -> int:
    return sum(1 for us in s.units.values() for (o, _u) in us if o == seat)
