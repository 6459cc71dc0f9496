"""The rulebook's worked examples, played through the engine."""

from fv_helpers import act, find, new, put, seat_of, start, t, units

from tabula.games.fate_of_venterra import GAME, data
from tabula.games.fate_of_venterra.rules.battle import attack_total, battle_values
from tabula.games.fate_of_venterra.rules.common import add_bld, unit_cost, ustat
from tabula.games.fate_of_venterra.rules.explore import token_defence
from tabula.games.fate_of_venterra.rules.round_end import tax_due
from tabula.games.fate_of_venterra.steps import Command, ExploreLeader, Siphon, TaxCheck


def land(s, x):
    return not s.board.is_water[x] and not s.board.is_landmark[x]


# -- Large Army: "gold has 5 soldiers on a territory: the tax is 2 Wealth"


def tax_state():
    s = new(["bear", "order"])
    x = find(s, lambda x: land(s, x))
    put(s, "bear", x, *["soldier"] * 5)
    s.players[seat_of(s, "bear")].wealth = 4
    return s, x


def test_large_army_tax_is_one_wealth_per_supply_over_three():
    s, x = tax_state()
    bear = seat_of(s, "bear")
    assert tax_due(s, bear, x) == 2
    s = start(s, TaxCheck(bear, x))
    s = act(s, "bear", f"pay {s.board.names[x]}")
    assert s.players[bear].wealth == 2
    assert units(s, "bear", x) == ["soldier"] * 5


def test_large_army_pay_one_and_remove_one_unit():
    s, x = tax_state()
    bear = seat_of(s, "bear")
    s = start(s, TaxCheck(bear, x))
    s = act(s, "bear", f"drop soldier {s.board.names[x]}")
    assert GAME.legal(s, bear)[0][1] == "pay"  # still 4 supply: 1 Wealth due
    s = act(s, "bear", f"pay {s.board.names[x]}")
    assert s.players[bear].wealth == 3
    assert units(s, "bear", x) == ["soldier"] * 4


def test_large_army_without_wealth_must_drop():
    s, x = tax_state()
    bear = seat_of(s, "bear")
    s.players[bear].wealth = 0
    s = start(s, TaxCheck(bear, x))
    assert all(a[1] == "drop" for a in GAME.legal(s, bear))
    s = act(s, "bear", f"drop soldier {s.board.names[x]}")
    s = act(s, "bear", f"drop soldier {s.board.names[x]}")
    assert not s.stack and units(s, "bear", x) == ["soldier"] * 3


def test_large_army_tax_surplus_supply_and_the_court():
    s, x = tax_state()
    legion = new(["legion", "order"])
    y = find(legion, lambda y: land(legion, y))
    put(legion, "legion", y, *["soldier"] * 6)
    lg = seat_of(legion, "legion")
    assert tax_due(legion, lg, y) == 3
    legion.players[lg].abilities.append("surplus_supply")
    assert tax_due(legion, lg, y) == 1
    court = new(["bear", "order"], landmark="court")
    o = t(court, "K.o")
    put(court, "bear", o, *["soldier"] * 6)
    assert tax_due(court, seat_of(court, "bear"), o) == 0


# -- Explore example: the Order's knight and scout beat a mountain token, the soldier needs the Enforcer


def explore_state():
    s = new(["order", "legion"])
    b = s.board
    a = find(
        s,
        lambda x: (
            land(s, x)
            and b.terrain[x] not in ("mountain", "forest")
            and any(b.terrain[n] == "mountain" and not b.pop[n] for n in b.adj[x])
            and any(b.terrain[n] == "forest" and not b.pop[n] for n in b.adj[x])
        ),
    )
    m = next(n for n in sorted(b.adj[a]) if b.terrain[n] == "mountain" and not b.pop[n])
    f = next(n for n in sorted(b.adj[a]) if b.terrain[n] == "forest" and not b.pop[n])
    put(s, "order", a, "knight", "scout", "soldier")
    s.tok[m] = (1, "wealth")
    s.tok[f] = (1, "dev")
    order = seat_of(s, "order")
    p = s.players[order]
    for c in list(p.hand):
        p.hand.remove(c)
        p.supply.append(c)
    p.supply.remove("enforcer")
    p.hand.append("enforcer")
    return s, a, m, f


def test_explore_example():
    s, a, m, f = explore_state()
    order = seat_of(s, "order")
    N = s.board.names
    assert token_defence(s, m, s.tok[m]) == 2  # the mountain adds 1 defence to the token
    assert attack_total(s, a, order) == 4
    w0, d0 = s.players[order].wealth, s.players[order].dev
    s = start(s, Command(order, "maneuver", 1, ()))
    s = act(s, "order", "maneuver")
    s = act(s, "order", f"move knight {N[a]} {N[m]}")
    s = act(s, "order", f"move scout {N[a]} {N[m]}")
    s = act(s, "order", f"move soldier {N[a]} {N[f]}")
    s = act(s, "order", "done")
    s = act(s, "order", "done")  # no support march
    # explorations in territory order; the player plays the Enforcer only for the forest
    first = s.stack[-1].t
    if first == m:
        s = act(s, "order", "done")
        s = act(s, "order", "leader enforcer")
    else:
        s = act(s, "order", "leader enforcer")
    assert m not in s.tok and f not in s.tok
    assert units(s, "order", m) == ["knight", "scout"] and units(s, "order", f) == ["soldier"]
    assert "enforcer" in s.players[order].supply and "enforcer" not in s.players[order].hand
    assert s.players[order].wealth == w0 + 1 and s.players[order].dev == d0 + 1
    assert (1, "wealth") in s.token_seen and (1, "dev") in s.token_seen


def test_explore_tie_loses_a_unit_and_keeps_the_token():
    s, a, m, f = explore_state()
    order = seat_of(s, "order")
    N = s.board.names
    s = start(s, Command(order, "maneuver", 1, ()))
    for cmd in ("maneuver", f"move soldier {N[a]} {N[f]}", "done", "done", "done"):
        s = act(s, "order", cmd)
    assert f in s.tok
    assert units(s, "order", f) == [] and units(s, "order", a) == ["knight", "scout"]


# -- Example 2: the Legion recruits a ship (cost 0) onto a 0-defence token and explores it


def test_ship_recruit_example():
    s = new(["legion", "order"])
    b = s.board
    lg = seat_of(s, "legion")
    x = find(s, lambda x: land(s, x) and b.terrain[x] != "desert" and any(b.is_water[n] for n in b.adj[x]))
    w = next(n for n in sorted(b.adj[x]) if b.is_water[n])
    add_bld(s, x, lg, "outpost")
    s.tok[w] = (0, "wealth")
    s.players[lg].wealth = 0
    assert unit_cost(s, lg, "ship") == 0 and ustat(s, lg, "ship", "attack") == 1
    s = start(s, Command(lg, "reinforce", 1, ()))
    s = act(s, "legion", f"recruit ship {b.names[w]}")
    # a Leader card may be played for the exploration: not needed
    assert isinstance(s.stack[-1], ExploreLeader)
    s = act(s, "legion", "done")
    assert units(s, "legion", w) == ["ship"] and w not in s.tok
    assert s.players[lg].wealth == 1  # the token's reward, gained after the action
    # Imperial Conscripts: action 1 again
    assert any(a[1] == "recruit" for a in GAME.legal(s, lg))


# -- Battle example: Blue charges Gold; ships support on both sides; Watcher against Terrif: a tie


def battle_state():
    s = new(["watch", "bear"])
    b = s.board

    def ok(g):
        if not land(s, g) or b.terrain[g] == "mountain":
            return False
        waters = [n for n in b.adj[g] if b.is_water[n]]
        lands = [n for n in b.adj[g] if land(s, n) and b.terrain[n] != "mountain"]
        return len(waters) >= 2 and len(lands) >= 2

    g = find(s, ok)
    w1, w2 = [n for n in sorted(b.adj[g]) if b.is_water[n]][:2]
    a = next(n for n in sorted(b.adj[g]) if land(s, n) and b.terrain[n] != "mountain")
    put(s, "watch", a, "soldier", "soldier", "scout")
    put(s, "watch", w1, "ship")
    put(s, "bear", g, "soldier", "soldier", "scout")
    put(s, "bear", w2, "ship")
    for f, card in (("watch", "watcher"), ("bear", "terrif")):
        p = s.players[seat_of(s, f)]
        if card not in p.hand:
            p.supply.remove(card)
            p.hand.append(card)
        p.wealth = 5
    return s, a, g, w1, w2


def test_battle_example_ends_in_a_tie():
    s, a, g, w1, w2 = battle_state()
    N = s.board.names
    blue, gold = seat_of(s, "watch"), seat_of(s, "bear")
    b0 = s.players[blue].battle
    s = start(s, Command(blue, "charge", 1, ()))
    for cmd in (
        "charge",
        f"move soldier {N[a]} {N[g]}",
        f"move soldier {N[a]} {N[g]}",
        f"move scout {N[a]} {N[g]}",
        "done",
        "done",
    ):
        s = act(s, "watch", cmd)
    s = act(s, "watch", f"ship {N[w1]}")  # Blue pays 1 Wealth: +1 attack
    s = act(s, "bear", f"ship {N[w2]}")  # Gold pays 1 Wealth: +1 defence
    assert battle_values(s) == (4, 3)
    assert set(GAME.to_move(s)) == {blue, gold}  # the secret cards are chosen together
    s = act(s, "watch", "card watcher")
    assert GAME.view(s, gold).players[blue].secret == "?"
    assert GAME.is_barrier(s, GAME.parse(s, "bear: card terrif"))
    s = act(s, "bear", "card terrif")
    assert battle_values(s) == (5, 5)
    if isinstance(s.stack[-1], Siphon):  # the Watch's Siphon Magic: Gold played a Leader card
        s = act(s, "watch", "done")
    s = act(s, "watch", f"lose scout {N[g]}")
    s = act(s, "bear", f"lose scout {N[g]}")
    # Blue retreats: one soldier back, one forward to another territory
    other = next(x[3] for x in GAME.legal(s, blue) if x[1] == "retreat" and x[3] != N[a])
    s = act(s, "watch", f"retreat soldier {N[a]}")
    s = act(s, "watch", f"retreat soldier {other}")
    assert units(s, "watch", g) == [] and units(s, "bear", g) == ["soldier", "soldier"]
    assert units(s, "watch", a) == ["soldier"]
    assert s.players[blue].battle == b0 + 1  # the battle track bonus after the action
    # each paid 1 for its ship; both reach space 2 of the battle track (+1 Wealth): Blue for the battle,
    # Gold by its faction power (a battle point for each unit it kills)
    assert s.players[blue].wealth == 5 and s.players[gold].wealth == 5
    assert s.players[gold].battle == 2
    assert "watcher" in s.players[blue].supply and "terrif" in s.players[gold].supply


def test_named_leader_cards_keep_the_rulebook_values():
    assert data.LEADERS["order"]["enforcer"]["attack"] == 1
    assert data.LEADERS["watch"]["watcher"]["attack"] == 1
    assert data.LEADERS["bear"]["terrif"]["defence"] == 2
    assert "LEADERS" and "leaders.order.enforcer.attack" in data.RULEBOOK_PATHS
