"""Phase 1, income: what each seat earns (from its faction board, buildings, upgrades, fortresses,
the landmark and the terrain card), all computed from the same board, then the choices income
brings. Decisions: GoldShrine, Benefactors, EnforcerBuy; automatic: Income."""

from __future__ import annotations

from .. import data
from ..state import State
from ..steps import STEPS, Benefactors, DrawPotg, EnforcerBuy, GoldShrine, Income, Track
from .common import (
    add_unit,
    controlled,
    controllers,
    controls,
    court_leader,
    hex_kind,
    is_fortress,
    leader_cost,
    own_buildings,
    place_targets,
    pool_left,
    pop_controlled,
    pop_steps,
    tid,
    tname,
    units_at,
)
from .gains import buy_leader, move_track
from .round import clear_phase_flags


def income_of(s: State, seat: int) -> tuple[dict, int, int]:
    """Phase 1 income of seat: ({wealth/battle/dev: n}, track points to split, Power of the Gods cards)."""
    b = s.board
    p = s.players[seat]
    inc = dict(data.BOARDS[p.faction]["income"])
    extra = {"track": inc.pop("track", 0), "potg": 0}

    def add(d):
        for k, v in d.items():
            if k in extra:
                extra[k] += v
            else:
                inc[k] = inc.get(k, 0) + v

    for t, e in own_buildings(s, seat):
        if e[1] in ("outpost", "shrine"):
            add(data.BUILDINGS[e[1]]["income"])
        if e[2]:
            add(data.UPGRADES[e[2]]["income"])
        if e[1] == "hex" and not is_fortress(s, e):
            add(data.BUILDINGS[hex_kind(s, seat)]["income"])
        if s.card == "paradise" and e[2] and b.terrain[t] == "mountain":
            add({"wealth": data.TERRAIN_CARD["paradise"]["mountain_upgraded_wealth"]})
    for t, bs in s.bld.items():
        for e in bs:
            if (
                is_fortress(s, e)
                and seat in controllers(s, t)
                and (e[0] == seat or not controls(s, e[0], t))
            ):
                add(data.BUILDINGS["fortress"]["income"])
    if p.faction == "bear":
        add(data.BUILDINGS["gold_top_outpost"]["income"])
    for t in controlled(s, seat):
        k = b.kind[t]
        if k == "kingdom_mountain":
            add(data.LANDMARK_INCOME["kingdom_mountain"])
        elif k == "kingdom_forest":
            add(data.LANDMARK_INCOME["kingdom_forest"])
        elif k == "court_centre" and units_at(s, t, seat):
            add(data.LANDMARK_INCOME["court_centre"])
    if court_leader(s) == seat:
        add(data.LANDMARK_INCOME["court_outer"])
    if s.card == "power":
        w, _ip, c = pop_steps(s, pop_controlled(s, seat))
        add({"wealth": w, "potg": c})
    return inc, extra["track"], extra["potg"]


@STEPS.auto(Income)
def income(s, f: Income) -> None:
    s.phase = "income"
    clear_phase_flags(s)
    frames = []
    incomes = {seat: income_of(s, seat) for seat in s.init}  # all income is computed from the same board
    for seat in s.init:
        p = s.players[seat]
        inc, track, potg = incomes[seat]
        if p.faction == "watch":
            p.ip_bonus += data.ABILITY_RULES["watch_power_per_pop"] * pop_controlled(s, seat)
        p.wealth = max(0, p.wealth + inc.pop("wealth", 0))
        for k, v in inc.items():
            if v > 0:
                move_track(s, seat, k, v)
        frames.append(Track(seat, track) if track > 0 else None)
        frames += [DrawPotg(seat)] * potg
        if p.faction == "bear":
            frames.append(GoldShrine(seat))
        if p.has("noble_benefactors"):
            frames.append(Benefactors(seat, data.ABILITY_RULES["benefactor_picks"]))
        if p.has("enforcer_of_the_gods"):
            frames.append(EnforcerBuy(seat))
    STEPS.push(s, *frames)


@STEPS.options(GoldShrine, "goldshrine")
def gold_shrine_options(s, f: GoldShrine, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = [(seat, "done")]
    for b_ in range(3):
        d = 2 - b_
        if p.battle - 1 >= b_ and p.dev - 1 >= d:
            out.append((seat, "shrine", b_, d, "wealth"))
            if s.potg_row or s.potg_deck:
                out.append((seat, "shrine", b_, d, "potg"))
    return out


@STEPS.act(GoldShrine)
def gold_shrine(s, f: GoldShrine, a: tuple) -> None:
    if a[1] == "done":
        return
    move_track(s, a[0], "battle", -a[2])
    move_track(s, a[0], "dev", -a[3])
    if a[4] == "wealth":
        s.players[a[0]].wealth += data.BUILDINGS["gold_top_shrine"]["gain_wealth"]
    else:
        s.stack.append(DrawPotg(a[0]))


@STEPS.options(Benefactors, "benef")
def benefactors_options(s, f: Benefactors, seat: int) -> list[tuple]:
    out = [(seat, "benefit", "wealth"), (seat, "benefit", "battle"), (seat, "benefit", "dev")]
    if pool_left(s, seat, "soldier") > 0:
        out += [(seat, "benefit", "soldier", tname(s, t)) for t in place_targets(s, seat, "soldier")]
    return out


@STEPS.act(Benefactors)
def benefactors(s, f: Benefactors, a: tuple) -> None:
    seat = a[0]
    if a[2] == "wealth":
        s.players[seat].wealth += 1
    elif a[2] in ("battle", "dev"):
        move_track(s, seat, a[2], 1)
    else:
        add_unit(s, tid(s, a[3]), seat, "soldier")
    if f.picks > 1:
        s.stack.append(Benefactors(seat, f.picks - 1))


@STEPS.options(EnforcerBuy, "enfbuy")
def enforcer_buy_options(s, f: EnforcerBuy, seat: int) -> list[tuple]:
    p = s.players[seat]
    return [(seat, "buy", c) for c in p.supply if leader_cost(s, seat, c) <= p.wealth] + [(seat, "done")]


@STEPS.act(EnforcerBuy)
def enforcer_buy(s, f: EnforcerBuy, a: tuple) -> None:
    if a[1] == "buy":
        buy_leader(s, a[0], a[2])
