"""One scenario per rule, from the rulebook's text."""

from fv_helpers import act, find, new, put, seat_of, start, units

from tabula.games.fate_of_venterra import GAME, data
from tabula.games.fate_of_venterra.rules.battle import attack_total, battle_values, defence_total
from tabula.games.fate_of_venterra.rules.common import add_bld, controllers, peaceful
from tabula.games.fate_of_venterra.rules.gains import move_track
from tabula.games.fate_of_venterra.score import score_sheet, track_ip, winners
from tabula.games.fate_of_venterra.steps import BidPhase, Command, Court, HexBuilding, Leader, Retreat


def land(s, x):
    return not s.board.is_water[x] and not s.board.is_landmark[x]


def empty_hands(s):
    for p in s.players:
        p.supply += [c for c in p.hand]
        p.hand = []


# -- bidding


def test_bidding_highest_first_ties_decided_by_the_current_first_player_bids_spent():
    s = new(["order", "legion", "bear"])
    o, lg, b = (seat_of(s, f) for f in ("order", "legion", "bear"))
    s.init = [b, o, lg]
    for p in s.players:
        p.wealth = 5
    s = start(s, BidPhase())
    s = act(s, "order", "bid 3")
    s = act(s, "legion", "bid 3")
    assert GAME.view(s, b).players[o].secret == "?"
    s = act(s, "bear", "bid 1")
    assert GAME.to_move(s) == [b]  # the player first on the track orders the tie
    assert {a[2] for a in GAME.legal(s, b)} == {"order", "legion"}
    s = act(s, "bear", "first legion")
    assert s.init == [lg, o, b]
    assert [s.players[x].wealth for x in (o, lg, b)] == [2, 2, 4]
    # the reward draft in the new order; only the 2 Wealth may be taken twice
    s = act(s, "legion", "reward potg")
    s.stack[-1:] = s.stack[-1:]  # a Power of the Gods card: choose from the row or the pile
    while s.stack[-1].seat == lg:
        s = act(s, "legion", "draw deck")
    assert ("reward", "potg") not in {a[1:] for a in GAME.legal(s, o)}
    s = act(s, "order", "reward wealth2")
    assert (b, "reward", "wealth2") in GAME.legal(s, b)


# -- battles


def two_fronts():
    s = new(["legion", "pack"])
    bd = s.board
    a = find(
        s,
        lambda x: (
            land(s, x)
            and bd.terrain[x] != "mountain"
            and len([n for n in bd.adj[x] if land(s, n) and bd.terrain[n] != "mountain"]) >= 3
        ),
    )
    t1, t2, t3 = [n for n in sorted(bd.adj[a]) if land(s, n) and bd.terrain[n] != "mountain"][:3]
    put(s, "legion", a, "knight", "knight", "soldier")
    put(s, "pack", t1, "soldier")
    put(s, "pack", t2, "soldier")
    empty_hands(s)
    return s, a, t1, t2, t3


def test_later_battles_in_one_action_are_at_minus_two_and_press_the_attack_minus_one():
    s, a, t1, t2, _ = two_fronts()
    lg = seat_of(s, "legion")
    N = s.board.names
    s.players[lg].abilities.append("press_the_attack")  # Charge may go into more than one territory
    s = start(s, Command(lg, "charge", 1, ()))
    for cmd in ("charge", f"move knight {N[a]} {N[t1]}", f"move knight {N[a]} {N[t2]}", "done", "done"):
        s = act(s, "legion", cmd)
    s = act(s, "legion", f"fight {N[t1]}")
    assert s.battle.penalty == 0
    s = act(s, "legion", "none")
    s = act(s, "pack", "none")
    # attacker won (2 > 1): the Pack's soldier is lost; its territory now Legion's
    while s.battle is not None and not isinstance(s.stack[-1], Leader):
        s = act(
            s,
            s.players[s.stack[-1].seat].faction,
            GAME.format(s, GAME.legal(s, s.stack[-1].seat)[0]).split(": ")[1],
        )
    assert s.battle.t == t2 and s.battle.penalty == data.FACTS["press_attack_penalty"]


def test_attacker_wins_defender_loses_one_and_retreats_not_into_the_attackers_origin():
    s, a, t1, _t2, t3 = two_fronts()
    lg, pk = seat_of(s, "legion"), seat_of(s, "pack")
    N = s.board.names
    put(s, "pack", t1, "soldier")  # two defenders
    add_bld(s, t1, pk, "outpost")
    s = start(s, Command(lg, "charge", 1, ()))
    for cmd in ("charge", f"move knight {N[a]} {N[t1]}", f"move knight {N[a]} {N[t1]}", "done", "done"):
        s = act(s, "legion", cmd)
    s = act(s, "legion", "none")
    s = act(s, "pack", "none")
    assert isinstance(s.stack[-1], Retreat) and s.stack[-1].seat == pk
    assert units(s, "pack", t1) == ["soldier"]
    targets = {x[3] for x in GAME.legal(s, pk) if x[1] == "retreat"}
    assert N[a] not in targets and targets
    s = act(s, "pack", f"retreat soldier {sorted(targets)[0]}")
    # the attacker decides: convert (it has outposts on its board) or destroy
    assert {x[1] for x in GAME.legal(s, lg)} == {"convert", "destroy"}
    before = s.players[pk].outposts
    s = act(s, "legion", "convert")
    assert s.bld[t1] == ((lg, "outpost", None),) and s.players[pk].outposts == before + 1
    assert battle_values is not None


def test_no_retreat_means_every_unit_is_lost():
    s, a, t1, _t2, _t3 = two_fronts()
    lg, pk = seat_of(s, "legion"), seat_of(s, "pack")
    N = s.board.names
    put(s, "pack", t1, "soldier")
    for n in s.board.adj[t1]:  # surround the defender with Legion's other troops / water
        if n != a and not s.board.is_water[n]:
            put(s, "legion", n, "soldier")
    s = start(s, Command(lg, "charge", 1, ()))
    for cmd in ("charge", f"move knight {N[a]} {N[t1]}", f"move knight {N[a]} {N[t1]}", "done", "done"):
        s = act(s, "legion", cmd)
    s = act(s, "legion", "none")
    s = act(s, "pack", "none")
    assert GAME.legal(s, pk) == [(pk, "stay")]
    s = act(s, "pack", "stay")
    assert units(s, "pack", t1) == []


def test_mountains_add_one_defence_per_piece_and_the_siege_two_against_buildings():
    s = new(["bear", "order"])
    m = find(s, lambda x: land(s, x) and s.board.terrain[x] == "mountain")
    put(s, "order", m, "soldier", "soldier")
    o = seat_of(s, "order")
    assert defence_total(s, m, o) == 2 + 2
    b = seat_of(s, "bear")
    put(s, "bear", m, "siege")
    assert attack_total(s, m, b) == 0
    add_bld(s, m, o, "shrine")
    assert attack_total(s, m, b) == 2


# -- building, tracks, scoring


def test_build_needs_a_unit_no_other_building_not_water_or_desert_and_moves_the_development_track():
    s = new(["order", "legion"])
    o = seat_of(s, "order")
    bd = s.board
    x = find(s, lambda x: land(s, x) and bd.terrain[x] in ("land", "forest"))
    d = find(s, lambda x: land(s, x) and bd.terrain[x] == "desert")
    put(s, "order", x, "soldier")
    put(s, "order", d, "soldier")
    s.players[o].wealth = 10
    s = start(s, Command(o, "reinforce", 1, ()))
    builds = {a[3] for a in GAME.legal(s, o) if a[1] == "build"}
    assert bd.names[x] in builds and bd.names[d] not in builds  # Venterra: no buildings on deserts
    dev = s.players[o].dev
    s = act(s, "order", f"build outpost {bd.names[x]}")
    assert s.players[o].wealth == 7 and s.players[o].dev == dev + 1
    assert not any(a[1] in ("build", "recruit", "upgrade") for a in GAME.legal(s, o))  # action 3 was the last


def test_track_rewards_doubling_and_over_thirty():
    s = new(["order", "legion"])
    o = seat_of(s, "order")
    p = s.players[o]
    w = p.wealth
    move_track(s, o, "battle", 1)  # space 2: 1 Wealth
    assert p.wealth == w + 1
    assert track_ip(16) == 15 and track_ip(17) == 17 and track_ip(30) == 43
    p.dev = 29
    move_track(s, o, "dev", 3)
    assert p.dev == 30 and p.wealth == w + 3
    move_track(s, o, "battle", -1)
    move_track(s, o, "battle", 1)  # back onto space 2 from below: the reward again
    assert p.wealth == w + 4


def test_tie_break_is_most_units_on_the_map():
    s = new(["order", "legion"])
    s.final = [10, 10]
    x = find(s, lambda x: land(s, x))
    put(s, "legion", x, "soldier")
    assert winners(s) == [seat_of(s, "legion")]


def test_fortress_covers_its_territory_and_is_occupied_not_destroyed():
    s = new(["order", "legion"])
    o, lg = seat_of(s, "order"), seat_of(s, "legion")
    x = find(s, lambda x: land(s, x) and s.board.terrain[x] == "mountain")
    add_bld(s, x, o, "hex")
    sheet = score_sheet(s, o)
    assert sheet["territories"] == 0 and sheet["boards"] == data.BUILDINGS["fortress"]["ip"]
    put(s, "legion", x, "soldier")
    assert controllers(s, x) == {lg}
    assert score_sheet(s, lg)["boards"] >= data.BUILDINGS["fortress"]["ip"]


# -- setup


def test_hex_buildings_on_the_edge_three_apart_not_on_the_landmark():
    s = GAME.setup({"players": 3, "map": "prebuilt", "factions": ["bear", "pack", "order"]}, 2)
    first = GAME.to_move(s)[0]
    spots = [s.board.index[a[2]] for a in GAME.legal(s, first)]
    assert spots and all(s.board.edge[t] and not s.board.is_landmark[t] for t in spots)
    assert not any(s.board.is_water[t] for t in spots)  # Ka'jer may not stand on water
    s, _ = GAME.apply(s, GAME.legal(s, first)[0])
    h = spots[0]
    while not isinstance(s.stack[-1], HexBuilding):
        s, _ = GAME.apply(s, GAME.legal(s, GAME.to_move(s)[0])[0])
    nxt = GAME.to_move(s)[0]
    for a in GAME.legal(s, nxt):
        assert s.board.distance(h, s.board.index[a[2]]) >= 3


def test_tiles_touch_the_landmark_while_they_can():
    s = GAME.setup({"players": 4}, 5)
    for _ in range(6):
        seat = GAME.to_move(s)[0]
        for _step in range(3):
            s, _ = GAME.apply(s, GAME.legal(s, seat)[0])
    from tabula.games.fate_of_venterra.board import LATTICE

    assert sorted(p[2] for p in s.placements) == sorted(LATTICE)


# -- the Corrupted Court


def test_court_centre_battle_after_phase_five():
    s = new(["order", "legion", "bear"], landmark="court")
    c = s.board.index["K.0"]
    put(s, "order", c, "soldier")
    put(s, "legion", c, "knight", "soldier")
    b0 = [p.battle for p in s.players]
    s = start(s, Court())
    o, lg = seat_of(s, "order"), seat_of(s, "legion")
    assert s.players[o].battle == b0[o] + 1 and s.players[lg].battle == b0[lg] + 1
    assert units(s, "order", c) == [] and units(s, "legion", c) == ["knight", "soldier"]
    assert peaceful(s, c) and peaceful(s, s.board.index["K.o"])


def test_cured_kajer_marches_into_battle_and_is_worth_a_battle_point():
    s = new(["bear", "pack"])
    bd = s.board
    a = find(
        s,
        lambda x: (
            land(s, x)
            and bd.terrain[x] != "mountain"
            and any(land(s, n) and bd.terrain[n] != "mountain" for n in bd.adj[x])
        ),
    )
    t1 = next(n for n in sorted(bd.adj[a]) if land(s, n) and bd.terrain[n] != "mountain")
    b = seat_of(s, "bear")
    p = s.players[b]
    p.potg = ["wrath", "curse", "bounty", "valor"]
    add_bld(s, a, b, "hex")
    put(s, "bear", a, "knight")
    put(s, "pack", t1, "soldier")
    empty_hands(s)
    s = start(s, Command(b, "charge", 1, ()))
    s = act(s, "bear", "cure")
    assert s.players[b].cured and s.players[b].potg == []
    N = bd.names
    b0 = s.players[b].battle
    for cmd in ("charge", f"move knight {N[a]} {N[t1]}", f"move hex {N[a]} {N[t1]}", "done", "done"):
        s = act(s, "bear", cmd)
    assert s.battle is not None
    s = act(s, "bear", "none")
    s = act(s, "pack", "none")
    assert s.players[b].battle >= b0 + 2  # the battle track bonus and cured Ka'jer's point
