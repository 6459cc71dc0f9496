"""Every faction's special ability and stronghold, from the rulebook and DATA.md 4.1."""

from conftest import P, board, new_game, place, play, refused, res, setres, solo, start, to_move_factions

TILES_SCORE1 = ["SCORE1", "SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6"]
TILES_SCORE4 = ["SCORE4", "SCORE2", "SCORE3", "SCORE5", "SCORE6", "SCORE7"]


# ---------------------------------------------------------------------------
# Chaos Magicians


def test_chaos_magicians_place_single_dwelling_last_after_nomads_third():
    s = new_game(["chaosmagicians", "nomads", "witches"])
    order = []
    hexes = {"nomads": ["A5", "B1", "B4"], "witches": ["A3", "A10"], "chaosmagicians": ["D4"]}
    while s.phase == "initial":
        f = to_move_factions(s)[0]
        order.append(f)
        s = play(s, f"{f}: build {hexes[f].pop(0)}")
    assert order == ["nomads", "witches", "witches", "nomads", "nomads", "chaosmagicians"]
    assert P(s, "chaosmagicians").built["D"] == 1
    assert P(s, "nomads").built["D"] == 3
    # bonus cards in reverse seat order
    got = []
    for b in ("BON1", "BON2", "BON3"):
        f = to_move_factions(s)[0]
        got.append(f)
        s = play(s, f"{f}: pass {b}")
    assert got == ["witches", "nomads", "chaosmagicians"]
    assert s.round == 1


def test_chaos_magicians_temple_gives_two_favor_tiles():
    s = solo("chaosmagicians", ["D4"])
    place(s, "chaosmagicians", "D4", "TP")
    setres(s, "chaosmagicians", c=10, w=5, cult=(0, 0, 0, 0))
    s = play(s, "chaosmagicians: upgrade D4 to TE")
    assert res(s, "chaosmagicians")[1:3] == (5, 3)  # TE costs 2 W + 5 C
    assert [e.kind for e in s.pending] == ["favor", "favor"]
    s = play(s, "chaosmagicians: +FAV1")
    # never two copies of the same favor tile
    refused(s, "chaosmagicians: +FAV1", match="FAV1")
    s = play(s, "chaosmagicians: +FAV2", "chaosmagicians: done")
    assert P(s, "chaosmagicians").favors == ["FAV1", "FAV2"]
    assert P(s, "chaosmagicians").cult == [3, 3, 0, 0]


def test_chaos_magicians_sanctuary_gives_two_favor_tiles():
    s = solo("chaosmagicians", ["D4"])
    place(s, "chaosmagicians", "D4", "TE")
    setres(s, "chaosmagicians", c=10, w=5)
    s = play(s, "chaosmagicians: upgrade D4 to SA")
    assert res(s, "chaosmagicians")[1:3] == (2, 1)  # SA costs 4 W + 8 C
    assert [e.kind for e in s.pending] == ["favor", "favor"]


def test_chaos_magicians_stronghold_cost_and_double_action():
    s = solo("chaosmagicians", ["D4"])
    place(s, "chaosmagicians", "D4", "TP")
    setres(s, "chaosmagicians", c=10, w=5, p=2, cult=(0, 0, 0, 0))
    refused(s, "chaosmagicians: action ACTC", match="stronghold")
    s = play(s, "chaosmagicians: upgrade D4 to SH", "chaosmagicians: done")
    assert res(s, "chaosmagicians")[1:3] == (6, 1)  # SH costs 4 W + 4 C
    s = play(s, "chaosmagicians: action ACTC", "chaosmagicians: send p to FIRE",
             "chaosmagicians: send p to WATER")
    assert P(s, "chaosmagicians").cult[:2] == [3, 3]  # each track has its own 3-step spot
    assert P(s, "chaosmagicians").p == 0
    # two actions and no more
    setres(s, "chaosmagicians", p=1)
    refused(s, "chaosmagicians: send p to EARTH")
    s = play(s, "chaosmagicians: done")
    # once per round
    refused(s, "chaosmagicians: action ACTC", match="used")


# ---------------------------------------------------------------------------
# Nomads


def test_nomads_three_starting_dwellings():
    s = start(["nomads", "witches"], {"nomads": ["A5", "B1", "B4"], "witches": ["A3", "A10"]},
              {"nomads": "BON3", "witches": "BON4"})
    assert P(s, "nomads").built["D"] == 3
    assert P(s, "witches").built["D"] == 2
    # income: 3 dwellings -> 4 W, start 2 W
    assert P(s, "nomads").w == 2 + 4


def test_nomads_sandstorm_turns_adjacent_hex_to_desert_without_spades():
    # SCORE1 in round 1: the sandstorm is not a spade, so it scores nothing
    s = solo("nomads", ["D3", "A5", "B1"], score_tiles=TILES_SCORE1)
    place(s, "nomads", "D3", "SH")
    setres(s, "nomads", c=10, w=5, vp=20)
    assert s.terrain["E3"] == "red"
    s = play(s, "nomads: action ACTN", "nomads: build E3")
    assert s.terrain["E3"] == "yellow"
    assert s.building["E3"] == (s.seat_of("nomads"), "D")
    assert res(s, "nomads")[:3] == (20, 8, 4)  # normal dwelling cost 1 W + 2 C, no VP
    s = play(s, "nomads: done")
    refused(s, "nomads: action ACTN", match="used")


def test_nomads_sandstorm_not_across_a_bridge():
    s = solo("nomads", ["D3", "A5", "B1"])
    place(s, "nomads", "D3", "SH")
    s.bridges.append(("C2", "D3", s.seat_of("nomads")))
    P(s, "nomads").bridges = 1
    s = play(s, "nomads: action ACTN")
    refused(s, "nomads: build C2", match="bridge")
    refused(s, "nomads: transform C2 to yellow", match="bridge")
    # a directly adjacent hex works
    s = play(s, "nomads: transform E4 to yellow")
    assert s.terrain["E4"] == "yellow"


def test_nomads_sandstorm_needs_stronghold():
    s = solo("nomads", ["D3", "A5", "B1"])
    refused(s, "nomads: action ACTN", match="stronghold")


# ---------------------------------------------------------------------------
# Witches


def test_witches_ride_builds_free_dwelling_on_any_forest():
    s = solo("witches", ["E9", "F4"], opponent="nomads")
    place(s, "witches", "E9", "SH")
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: action ACTW", "witches: build A3")  # far away, no reach
    assert s.building["A3"] == (s.seat_of("witches"), "D")
    assert res(s, "witches")[:3] == (20, 10, 5)  # free
    s = play(s, "witches: done")
    refused(s, "witches: action ACTW", match="used")


def test_witches_ride_only_on_forest():
    s = solo("witches", ["E9", "F4"], opponent="nomads")
    place(s, "witches", "E9", "SH")
    s = play(s, "witches: action ACTW")
    refused(s, "witches: build A2", match="forest")


def test_witches_get_5_vp_per_town():
    # round 1 tile SCORE3 (dwellings +2)
    s = solo("witches", ["F4", "A10"], opponent="nomads",
             score_tiles=["SCORE3", "SCORE2", "SCORE4", "SCORE5", "SCORE6", "SCORE7"])
    place(s, "witches", "F4", "TP")
    place(s, "witches", "E6", "TP")
    place(s, "witches", "E7", "TE")
    s.terrain["F3"] = "green"
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: build F3")
    assert [e.kind for e in s.pending] == ["town"]
    s = play(s, "witches: +TW1")
    # 2 (SCORE3 dwelling) + 5 (TW1) + 5 (witches)
    assert res(s, "witches")[:3] == (32, 10 - 2 + 6, 4)
    assert P(s, "witches").keys == 1


# ---------------------------------------------------------------------------
# Fakirs


def test_fakirs_carpet_flight_costs_priest_gives_4_vp():
    s = solo("fakirs", ["F3", "A5"])
    assert board("base").distance("F3", "E7") == 2
    s.terrain["E7"] = "yellow"
    setres(s, "fakirs", c=10, w=5, p=1, vp=20)
    s = play(s, "fakirs: build E7")
    assert res(s, "fakirs")[:4] == (24, 8, 4, 0)


def test_fakirs_carpet_flight_needs_a_priest():
    s = solo("fakirs", ["F3", "A5"])
    s.terrain["E7"] = "yellow"
    setres(s, "fakirs", c=10, w=5, p=0)
    refused(s, "fakirs: build E7", match="priest")


def test_fakirs_carpet_range_grows_with_stronghold():
    s = solo("fakirs", ["F3", "I7"])
    assert board("base").distance("F3", "D3") == 3
    setres(s, "fakirs", c=30, w=10, p=2, vp=20)
    refused(s, "fakirs: build D3", match="reach")
    place(s, "fakirs", "F3", "TP")
    s = play(s, "fakirs: upgrade F3 to SH", "fakirs: done")
    assert res(s, "fakirs")[1:3] == (20, 6)  # SH costs 4 W + 10 C
    assert P(s, "fakirs").carpet == 2
    s = play(s, "fakirs: build D3")
    assert res(s, "fakirs")[:4] == (24, 18, 5, 1)


# ---------------------------------------------------------------------------
# Dwarves


def test_dwarves_tunnelling_costs_2_workers_and_gives_4_vp():
    s = solo("dwarves", ["E7", "I3"], opponent="nomads")
    assert board("base").distance("E7", "F3") == 2
    s.terrain["F3"] = "gray"
    setres(s, "dwarves", c=10, w=5, vp=20)
    s = play(s, "dwarves: build F3")
    assert res(s, "dwarves")[:3] == (24, 8, 2)  # 2 W tunnel + 1 W 2 C dwelling


def test_dwarves_tunnelling_costs_1_worker_after_stronghold():
    s = solo("dwarves", ["E7", "I3"], opponent="nomads")
    place(s, "dwarves", "E7", "TP")
    setres(s, "dwarves", c=10, w=6, vp=20)
    s = play(s, "dwarves: upgrade E7 to SH", "dwarves: done")
    assert res(s, "dwarves")[1:3] == (4, 2)
    s.terrain["F3"] = "gray"
    s = play(s, "dwarves: build F3")
    assert res(s, "dwarves")[:3] == (24, 2, 0)  # 1 W tunnel + 1 W 2 C


def test_dwarves_cannot_tunnel_three_hexes():
    s = solo("dwarves", ["E7", "I3"], opponent="nomads")
    s.terrain["B4"] = "gray"
    assert board("base").distance("E7", "B4") == 3
    refused(s, "dwarves: build B4", match="reach")


# ---------------------------------------------------------------------------
# Engineers


def test_engineers_bridge_for_two_workers_repeatable():
    s = solo("engineers", ["H6", "C2"], opponent="nomads")
    setres(s, "engineers", c=10, w=6, pw=(12, 0, 0))
    s = play(s, "engineers: action ACTE", "engineers: bridge H6:I9", "engineers: done")
    assert res(s, "engineers")[2] == 4
    assert ("H6", "I9", s.seat_of("engineers")) in s.bridges
    s = play(s, "engineers: action ACTE", "engineers: bridge C2:D3", "engineers: done")
    assert res(s, "engineers")[2] == 2
    s = play(s, "engineers: action ACTE", "engineers: bridge C2:D4", "engineers: done")
    assert P(s, "engineers").bridges == 3 and P(s, "engineers").w == 0
    setres(s, "engineers", w=2)
    refused(s, "engineers: action ACTE", match="3")


def test_engineers_stronghold_scores_3_vp_per_bridge_between_own_buildings_when_passing():
    s = solo("engineers", ["H6", "C2"], opponent="nomads")
    place(s, "engineers", "I9", "D")
    place(s, "engineers", "H6", "TP")
    eng = s.seat_of("engineers")
    s.bridges.append(("C2", "D3", eng))  # only one end holds an engineer building
    P(s, "engineers").bridges = 1
    setres(s, "engineers", c=10, w=6, vp=20)
    s = play(s, "engineers: upgrade H6 to SH", "engineers: done")
    assert res(s, "engineers")[1:3] == (4, 3)  # SH costs 3 W + 6 C
    s = play(s, "engineers: action ACTE", "engineers: bridge H6:I9", "engineers: done")
    s = play(s, "engineers: pass BON7")
    # BON3 returned (no pass VP); 1 bridge joining two own buildings
    assert P(s, "engineers").vp == 23


# ---------------------------------------------------------------------------
# Darklings


def test_darklings_dig_with_priests_for_2_vp_each():
    s = solo("darklings", ["E5", "I2"])
    setres(s, "darklings", c=10, w=5, p=2, vp=20)
    s = play(s, "darklings: dig 1", "darklings: build E6")  # brown -> black: 1 spade
    assert s.building["E6"][1] == "D" and s.terrain["E6"] == "black"
    assert res(s, "darklings")[:4] == (22, 8, 4, 1)


def test_darklings_have_no_digging_track():
    s = solo("darklings", ["E5", "I2"])
    setres(s, "darklings", c=10, w=5, p=2)
    refused(s, "darklings: advance dig")


def test_darklings_stronghold_converts_up_to_3_workers_to_priests_once():
    s = solo("darklings", ["E5", "I2"])
    place(s, "darklings", "E5", "TP")
    setres(s, "darklings", c=10, w=8, p=0)
    s = play(s, "darklings: upgrade E5 to SH")
    assert res(s, "darklings")[1:4] == (4, 4, 0)
    refused(s, "darklings: convert 4W to 4P")
    s = play(s, "darklings: convert 3W to 3P")
    assert res(s, "darklings")[2:4] == (1, 3)
    s = play(s, "darklings: done")
    setres(s, "darklings", w=3)
    refused(s, "darklings: convert 1W to 1P")


def test_darklings_stronghold_conversion_must_be_right_away():
    s = solo("darklings", ["E5", "I2"])
    place(s, "darklings", "E5", "TP")
    setres(s, "darklings", c=10, w=8, p=0)
    s = play(s, "darklings: upgrade E5 to SH", "darklings: done")
    refused(s, "darklings: convert 1W to 1P")


# ---------------------------------------------------------------------------
# Alchemists


def test_alchemists_conversions_coins_and_vp():
    s = solo("alchemists", ["E5", "I2"])
    setres(s, "alchemists", c=10, vp=20)
    s = play(s, "alchemists: convert 4C to 2VP")
    assert res(s, "alchemists")[:2] == (22, 6)
    s = play(s, "alchemists: convert 3VP to 3C")
    assert res(s, "alchemists")[:2] == (19, 9)


def test_alchemists_stronghold_gives_12_power_then_2_power_per_spade():
    s = solo("alchemists", ["E5", "I2"])
    place(s, "alchemists", "E5", "TP")
    setres(s, "alchemists", c=10, w=8, pw=(5, 7, 0))
    s = play(s, "alchemists: upgrade E5 to SH", "alchemists: done")
    assert res(s, "alchemists")[1:3] == (4, 4)
    assert P(s, "alchemists").pw == [0, 5, 7]
    setres(s, "alchemists", pw=(6, 0, 6))
    s = play(s, "alchemists: action ACT6")  # 6 from III to I, then 2 spades -> +4 power
    assert P(s, "alchemists").pw == [8, 4, 0]
    s = play(s, "alchemists: transform E4 to black", "alchemists: transform E6 to black", "alchemists: done")
    assert s.terrain["E4"] == s.terrain["E6"] == "black"


def test_alchemists_spades_before_stronghold_give_no_power():
    s = solo("alchemists", ["E5", "I2"])
    setres(s, "alchemists", c=10, w=8, pw=(0, 0, 12))
    s = play(s, "alchemists: action ACT5")
    assert P(s, "alchemists").pw == [4, 0, 8]


# ---------------------------------------------------------------------------
# Halflings


def test_halflings_spade_vp_exact():
    s = solo("halflings", ["E6", "A1"])
    setres(s, "halflings", c=10, w=9, vp=20)
    # E5 black -> brown is 1 spade
    s = play(s, "halflings: dig 1", "halflings: build E5")
    assert res(s, "halflings")[:3] == (21, 8, 5)


def test_halflings_cheap_digging_advance():
    s = solo("halflings", ["E6", "A1"])
    setres(s, "halflings", c=10, w=9, p=1, vp=20)
    s = play(s, "halflings: advance dig")
    assert res(s, "halflings")[:4] == (26, 9, 7, 0)  # 2 W + 1 C + 1 P, +6 VP
    assert P(s, "halflings").dig == 1


def test_halflings_stronghold_gives_3_spades():
    s = solo("halflings", ["E6", "A1"])
    place(s, "halflings", "E6", "TP")
    setres(s, "halflings", c=20, w=10, vp=20)
    s = play(s, "halflings: upgrade E6 to SH")
    assert res(s, "halflings")[:3] == (23, 12, 6)  # 4 W + 8 C; +3 VP for 3 spades
    assert s.turn.spades == 3
    s = play(s, "halflings: transform E5 to brown", "halflings: transform F3 to brown",
             "halflings: transform B1 to brown")
    assert (s.terrain["E5"], s.terrain["F3"], s.terrain["B1"]) == ("brown", "brown", "brown")
    assert s.turn.spades == 0
    s = play(s, "halflings: build F3", "halflings: done")
    assert s.building["F3"][1] == "D"


def test_halflings_stronghold_spades_then_one_dwelling():
    s = solo("halflings", ["E6", "A1"])
    place(s, "halflings", "E6", "TP")
    setres(s, "halflings", c=20, w=10, vp=20)
    s = play(s, "halflings: upgrade E6 to SH", "halflings: transform E5 to brown",
             "halflings: transform F3 to brown", "halflings: -spade", "halflings: build E5")
    assert s.building["E5"] == (s.seat_of("halflings"), "D")
    refused(s, "halflings: build F3")
    s = play(s, "halflings: done")
    assert "F3" not in s.building


# ---------------------------------------------------------------------------
# Giants


def test_giants_always_pay_two_spades():
    s = solo("giants", ["D4", "A12"], opponent="nomads")
    setres(s, "giants", c=10, w=9, vp=20)
    # E7 gray is 1 step from red: still 2 spades for the Giants
    s = play(s, "giants: dig 2", "giants: build E7")
    assert s.terrain["E7"] == "red"
    assert res(s, "giants")[1:3] == (8, 2)  # 6 W for 2 spades + 1 W 2 C


def test_giants_cannot_use_a_single_spade():
    s = solo("giants", ["D4", "A12"], opponent="nomads")
    setres(s, "giants", pw=(0, 0, 12))
    s = play(s, "giants: action ACT5")
    refused(s, "giants: transform E7 to red", match="2 spades")
    refused(s, "giants: done", match="spade")
    s = play(s, "giants: -spade", "giants: done")
    assert s.terrain["E7"] == "gray"


def test_giants_stronghold_action_two_free_spades():
    s = solo("giants", ["D4", "A12"], opponent="nomads")
    place(s, "giants", "D4", "SH")
    setres(s, "giants", c=10, w=5, vp=20)
    s = play(s, "giants: action ACTG", "giants: build D5")
    assert s.terrain["D5"] == "red"
    assert res(s, "giants")[1:3] == (8, 4)
    s = play(s, "giants: done")
    refused(s, "giants: action ACTG", match="used")


# ---------------------------------------------------------------------------
# Cultists


def _cultists_next_to_witches(options=None):
    kw = {} if options is None else {"options": options}
    s = start(["cultists", "witches"], {"cultists": ["E6", "A1"], "witches": ["F4", "A10"]},
              {"cultists": "BON3", "witches": "BON8"}, **kw)
    setres(s, "cultists", c=10, w=5, pw=(5, 7, 0), cult=(0, 0, 0, 0))
    return s


def test_cultists_gain_a_cult_step_when_an_opponent_takes_power():
    s = _cultists_next_to_witches()
    s.terrain["E7"] = "brown"
    s = play(s, "cultists: build E7")  # next to witches' F4
    o = s.offers[0]
    assert (o.seat, o.by, o.amount) == (s.seat_of("witches"), s.seat_of("cultists"), 1)
    s = play(s, "witches: leech from cultists")
    assert [e.kind for e in s.pending] == ["cultist"]
    s = play(s, "cultists: +EARTH")
    assert P(s, "cultists").cult == [0, 0, 1, 0]
    assert P(s, "cultists").pw == [5, 7, 0]


def test_cultists_gain_one_power_when_everyone_declines():
    s = _cultists_next_to_witches()
    s.terrain["E7"] = "brown"
    s = play(s, "cultists: build E7", "witches: decline from cultists")
    assert P(s, "cultists").pw == [4, 8, 0]
    assert P(s, "cultists").cult == [0, 0, 0, 0]
    assert not s.pending


def test_cultists_no_power_on_refusal_without_errata_option():
    s = _cultists_next_to_witches(options=["strict-leech"])
    s.terrain["E7"] = "brown"
    s = play(s, "cultists: build E7", "witches: decline from cultists")
    assert P(s, "cultists").pw == [5, 7, 0]


def test_cultists_stronghold_gives_7_vp():
    s = solo("cultists", ["E6", "A1"])
    place(s, "cultists", "E6", "TP")
    setres(s, "cultists", c=10, w=5, vp=20)
    s = play(s, "cultists: upgrade E6 to SH")
    assert res(s, "cultists")[:3] == (27, 2, 1)  # 4 W + 8 C


# ---------------------------------------------------------------------------
# Auren


def test_auren_stronghold_gives_a_favor_tile():
    s = solo("auren", ["F4", "A10"], opponent="nomads")
    place(s, "auren", "F4", "TP")
    setres(s, "auren", c=10, w=5, cult=(0, 0, 0, 0))
    s = play(s, "auren: upgrade F4 to SH")
    assert res(s, "auren")[1:3] == (4, 1)
    assert [e.kind for e in s.pending] == ["favor"]
    s = play(s, "auren: +FAV3", "auren: done")
    assert P(s, "auren").cult == [0, 0, 3, 0]


def test_auren_action_two_steps_on_one_track():
    s = solo("auren", ["F4", "A10"], opponent="nomads")
    place(s, "auren", "F4", "SH")
    setres(s, "auren", cult=(0, 1, 0, 1), pw=(5, 7, 0))
    s = play(s, "auren: action ACTA")
    refused(s, "auren: +FIRE", match="2")
    s = play(s, "auren: +2WATER", "auren: done")
    assert P(s, "auren").cult == [0, 3, 0, 1]
    assert P(s, "auren").pw == [4, 8, 0]  # reaching 3 gives 1 power
    refused(s, "auren: action ACTA", match="used")


# ---------------------------------------------------------------------------
# Swarmlings


def test_swarmlings_stronghold_action_free_trading_house():
    s = solo("swarmlings", ["E4", "A11"])
    place(s, "swarmlings", "E4", "SH")
    setres(s, "swarmlings", c=10, w=5, vp=20)
    s = play(s, "swarmlings: action ACTS", "swarmlings: upgrade A11 to TP", "swarmlings: done")
    assert s.building["A11"][1] == "TP"
    assert res(s, "swarmlings")[:3] == (20, 10, 5)
    refused(s, "swarmlings: action ACTS", match="used")


def test_swarmlings_get_3_workers_per_town():
    s = solo("swarmlings", ["E4", "A11"], score_tiles=TILES_SCORE4)
    place(s, "swarmlings", "E4", "TP")
    place(s, "swarmlings", "E5", "TP")
    place(s, "swarmlings", "D3", "TE")
    s.terrain["E3"] = "blue"
    setres(s, "swarmlings", c=10, w=5, vp=20)
    s = play(s, "swarmlings: build E3", "swarmlings: +TW1")
    assert res(s, "swarmlings")[:3] == (25, 10 - 3 + 6, 5 - 2 + 3)


# ---------------------------------------------------------------------------
# Mermaids


def test_mermaids_found_a_town_across_one_river_hex():
    s = solo("mermaids", ["D2", "A4"], score_tiles=TILES_SCORE4)
    # E4 (TP) E5 (TP) on one bank; C2 (TE) + B2 (D) + A4 (D) across river hex r14
    place(s, "mermaids", "E4", "TP")
    place(s, "mermaids", "E5", "TP")
    place(s, "mermaids", "C2", "TE")
    place(s, "mermaids", "B2", "D")
    setres(s, "mermaids", vp=20)
    b = board("base")
    assert "C2" not in b.land_neighbours["E4"] and "C2" not in b.land_neighbours["E5"]
    assert not s.pending
    s = play(s, "mermaids: connect C2:E4")
    assert [e.kind for e in s.pending] == ["town"]
    s = play(s, "mermaids: +TW2")
    assert P(s, "mermaids").vp == 27 and P(s, "mermaids").keys == 1


def test_mermaids_stronghold_advances_shipping():
    s = solo("mermaids", ["D2", "A4"])
    place(s, "mermaids", "D2", "TP")
    setres(s, "mermaids", c=10, w=5, vp=20)
    assert P(s, "mermaids").ship == 1
    s = play(s, "mermaids: upgrade D2 to SH")
    assert P(s, "mermaids").ship == 2
    assert res(s, "mermaids")[:3] == (22, 4, 1)


def test_only_mermaids_connect():
    s = solo("swarmlings", ["E4", "A11"])
    refused(s, "swarmlings: connect C2:E4", match="mermaids")


def test_special_actions_belong_to_their_faction():
    s = solo("swarmlings", ["E4", "A11"])
    place(s, "swarmlings", "E4", "SH")
    refused(s, "swarmlings: action ACTW", match="witches")
    refused(s, "swarmlings: action ACTE", match="engineers")


def test_tunnel_and_carpet_only_for_their_factions():
    s = solo("swarmlings", ["E4", "A11"])
    s.terrain["E6"] = "blue"
    assert board("base").distance("E4", "E6") == 2
    refused(s, "swarmlings: build E6", match="reach")


def test_darklings_dig_needs_priests():
    s = solo("darklings", ["E5", "I2"])
    setres(s, "darklings", c=10, w=5, p=0)
    refused(s, "darklings: dig 1", match="priest")


def test_alchemists_final_coins_at_two_to_one():
    s = solo("alchemists", ["E5", "I2"])
    s.round = 6
    for pl in s.players:
        pl.c, pl.w, pl.p, pl.pw, pl.vp = 0, 0, 0, [12, 0, 0], 20
        pl.cult = [0, 0, 0, 0]
    setres(s, "alchemists", c=7)
    setres(s, "witches", c=7)
    s = play(s, "alchemists: pass")
    assert s.phase == "over"
    alc, wit = P(s, "alchemists"), P(s, "witches")
    assert alc.vp_by["final: resources"] == 3 and wit.vp_by["final: resources"] == 2


def _cultists_three():
    s = start(["cultists", "witches", "nomads"],
              {"cultists": ["E6", "A1"], "witches": ["F4", "A10"], "nomads": ["E8", "I7", "H1"]},
              {"cultists": "BON3", "witches": "BON8", "nomads": "BON7"})
    setres(s, "cultists", c=10, w=5, pw=(5, 7, 0), cult=(0, 0, 0, 0))
    s.terrain["E7"] = "brown"
    return play(s, "cultists: build E7")  # next to the witches' F4 and the nomads' E8


def test_cultists_one_accept_is_enough_for_the_cult_step():
    s = _cultists_three()
    assert sorted(o.seat for o in s.offers) == [1, 2]
    s = play(s, "nomads: decline from cultists", "witches: leech from cultists", "cultists: +AIR")
    assert P(s, "cultists").cult == [0, 0, 0, 1] and P(s, "cultists").pw == [5, 7, 0]


def test_cultists_get_power_only_when_all_decline():
    s = _cultists_three()
    s = play(s, "nomads: decline from cultists")
    assert P(s, "cultists").pw == [5, 7, 0]  # still waiting for the witches
    s = play(s, "witches: decline from cultists")
    assert P(s, "cultists").pw == [4, 8, 0] and not s.pending
