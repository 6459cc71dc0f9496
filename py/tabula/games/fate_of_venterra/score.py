"""Scoring: a seat's score sheet (Influence by category), the track's Influence, the final totals
and the winners (most Influence, then most units on the map)."""

from __future__ import annotations

from . import data
from .rules.common import (
    controlled,
    controllers,
    court_leader,
    hex_kind,
    is_fortress,
    own_buildings,
    pop_controlled,
    pop_steps,
)
from .state import State


def track_ip(pos: int) -> int:
    """The Influence of a track position at the end (1 per step, 2 per step from the doubling on)."""
    d = data.FACTS["track_doubling_from"]
    if pos <= d:
        return pos - 1
    return d - 1 + 2 * (pos - d)


def legion_power(n: int) -> int:
    table = {**data.ABILITY_RULES["legion_power"], **data.ABILITY_RULES["legion_power_odd"]}
    best = 0
    for k, v in table.items():
        if n >= k:
            best = max(best, v)
    return best


def territory_ip(s: State, t: int) -> int:
    """The Influence of holding territory ``t``, by the terrain card: its terrain's unless a
    fortress covers it, and a Place of Population's (the rest of a territory's worth, the
    card's own extras, is counted per seat in ``score_sheet``)."""
    b = s.board
    ip = data.TERRAIN_CARD[s.card]["ip"]
    v = 0
    if b.terrain[t] and not any(is_fortress(s, e) for e in s.bld.get(t, ())):
        v += ip[b.terrain[t]]
    if b.pop[t]:
        v += ip["pop"]
    return v


def score_sheet(s: State, seat: int) -> dict:
    """The seat's Influence now, by category (territories, boards, quests, tracks, wealth)."""
    p = s.players[seat]
    b = s.board
    tc = data.TERRAIN_CARD[s.card]
    terr = 0
    ts = controlled(s, seat)
    for t in ts:
        if b.kind[t] == "court_outer" and court_leader(s) != seat:
            continue
        terr += territory_ip(s, t)
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


def final_totals(s: State) -> list[int]:
    """Every seat's total Influence (at the end of the game: the result)."""
    return [sum(score_sheet(s, i).values()) for i in range(s.n)]


def winners(s: State) -> list[int]:
    """The seats with the most Influence, ties broken by the most units on the map."""
    totals = s.final
    best = max(totals)
    tied = [i for i in range(s.n) if totals[i] == best]
    most = max(units_on_map(s, i) for i in tied)
    return [i for i in tied if units_on_map(s, i) == most]
