"""The score: VP by category (the score sheet), the groups of buildings that make towns and
networks, the final scoring at the end of round 6, and the result.

Pure functions over a State, except ``add_vp`` and ``final_scoring``, which write the score.
"""

from __future__ import annotations

from . import data
from .data import board
from .state import Player


def add_vp(p: Player, n: int, why: str) -> None:
    """``n`` VP (negative: lost) for ``p``, entered on the score sheet under ``why``."""
    if n:
        p.vp += n
        p.vp_by[why] = p.vp_by.get(why, 0) + n


def sheet(s) -> dict[int, dict[str, int]]:
    """Every seat's VP by category."""
    return {i: dict(p.vp_by) for i, p in enumerate(s.players)}


def result(s) -> list[int] | None:
    """The final VP of every seat, once the game is over."""
    return list(s.final) if s.final is not None else None


def direct_neighbours(s, hex_: str) -> list[str]:
    """Land hexes directly adjacent to ``hex_``, bridges included."""
    b = board(s.map_id)
    out = list(b.land_neighbours[hex_])
    for a, c, _seat in s.bridges:
        if a == hex_:
            out.append(c)
        elif c == hex_:
            out.append(a)
    return out


def own_hexes(s, seat: int) -> list[str]:
    return [h for h, (o, _t) in s.building.items() if o == seat]


def _groups(hexes: list[str], partners) -> list[list[str]]:
    """Connected components of ``hexes``: a walk from each hex to those of ``partners(hex)`` (a
    symmetric relation; hexes outside ``hexes`` are ignored). The groups come in the order of
    their first hex in ``hexes``, each starting with it."""
    left = set(hexes)
    out = []
    for start in hexes:
        if start not in left:
            continue
        left.discard(start)
        group, stack = [start], [start]
        while stack:
            cur = stack.pop()
            for n in partners(cur):
                if n in left:
                    left.discard(n)
                    group.append(n)
                    stack.append(n)
        out.append(group)
    return out


def _connects(s, seat: int) -> dict[str, list[str]]:
    """The Mermaids' connects of the seat: hex -> the hexes joined to it across the river."""
    links: dict[str, list[str]] = {}
    for o, a, b in s.connects:
        if o == seat:
            links.setdefault(a, []).append(b)
            links.setdefault(b, []).append(a)
    return links


def town_groups(s, seat: int) -> list[list[str]]:
    """Groups of the seat's buildings joined by direct adjacency (and Mermaids' connects).

    A walk from each building to its neighbours (the bots' evaluation asks for these groups
    thousands of times per move, so no comparing of every pair of buildings). The groups come
    in the order of their first hex by name: when one action completes two towns and only one
    town tile is left, the same group gets it in every run (a set's order depends on the
    interpreter's hash seed)."""
    links = _connects(s, seat)
    return _groups(sorted(own_hexes(s, seat)),
                   lambda h: (*direct_neighbours(s, h), *links.get(h, ())))


def town_size(s, group: list[str]) -> tuple[int, int]:
    """(power value, building count with a sanctuary counting 2)."""
    power = count = 0
    for h in group:
        t = s.building[h][1]
        power += data.BUILDING_POWER[t]
        count += 2 if t == "SA" else 1
    return power, count


def _network_partners(s, seat: int, hexes: list[str]):
    """hex -> the hexes a building there links to in the seat's final network: direct
    neighbours, Mermaids' connects, hexes within shipping range, and for the Dwarves and Fakirs
    the seat's buildings within tunnelling / carpet range (``hexes``)."""
    b = board(s.map_id)
    p = s.players[seat]
    links = _connects(s, seat)
    if p.faction == "dwarves":
        rng = 2
    elif p.faction == "fakirs":
        rng = p.carpet + 1
    else:
        rng = 0
    ship = p.ship

    def partners(h: str) -> list[str]:
        out = direct_neighbours(s, h)
        out += links.get(h, ())
        if ship:
            out += [x for x, d in b.river_distances(h).items() if d <= ship]
        if rng:
            out += [x for x in hexes if b.distance(h, x) <= rng]
        return out

    return partners


def network_size(s, seat: int) -> int:
    hexes = own_hexes(s, seat)
    if not hexes:
        return 0
    return max(len(g) for g in _groups(hexes, _network_partners(s, seat, hexes)))


def clusters_in_network(s, seat: int) -> int:
    """Fire & Ice 'connected clusters': direct-adjacency clusters in the largest network."""
    hexes = own_hexes(s, seat)
    if not hexes:
        return 0
    best = 0
    for g in _groups(hexes, _network_partners(s, seat, hexes)):
        best = max(best, len(_groups(g, lambda h: direct_neighbours(s, h))))
    return best


def rank_points(values: dict[int, int], prizes: list[int]) -> dict[int, int]:
    """Share prizes by rank; ties split the places they occupy (floor); 0 scores nothing."""
    order = sorted((v, seat) for seat, v in values.items() if v > 0)
    order.reverse()
    out: dict[int, int] = {}
    i = 0
    while i < len(order):
        v = order[i][0]
        tied = [seat for (vv, seat) in order if vv == v]
        share = sum(prizes[i + k] if i + k < len(prizes) else 0 for k in range(len(tied)))
        for seat in tied:
            out[seat] = share // len(tied)
        i += len(tied)
    return out


def final_scoring(s) -> None:
    """The end of round 6: extra final scorings, cult majorities, the largest networks, then
    every resource into coins and coins into VP; the game is over."""
    s.phase = "over"
    s.turn = None
    everyone = range(len(s.players))
    for extra in s.extra_scoring:
        if extra == "connected-clusters":
            vals = {i: clusters_in_network(s, i) for i in everyone}
            for i, v in rank_points(vals, [18, 12, 6]).items():
                add_vp(s.players[i], v, "final: clusters")
    for ti in range(4):
        vals = {i: s.players[i].cult[ti] for i in everyone}
        for i, v in rank_points(vals, [8, 4, 2]).items():
            add_vp(s.players[i], v, "final: cults")
    vals = {i: network_size(s, i) for i in everyone}
    for i, v in rank_points(vals, [18, 12, 6]).items():
        add_vp(s.players[i], v, "final: network")
    for p in s.players:
        k = p.pw[1] // 2
        p.pw[1] -= 2 * k
        p.pw[2] += k
        p.c += p.pw[2] + p.p + p.w
        p.pw[0] += p.pw[2]
        p.pw[2] = 0
        p.p = p.w = 0
        rate = 2 if p.faction == "alchemists" else 3
        add_vp(p, p.c // rate, "final: resources")
        p.c %= rate
    s.final = [p.vp for p in s.players]
