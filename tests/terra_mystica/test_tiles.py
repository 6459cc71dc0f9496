"""Power actions, bonus cards, favor tiles, town tiles and round scoring tiles (DATA.md 5.1-5.5)."""

import pytest
from conftest import ALL_BONUS, P, place, play, refused, res, setres, solo

WITCH = ["F4", "A10"]  # F4: next to E6 E7 F3 G2; A10: next to A9 A11 B5


def witches(**kw):
    """Witches (seat 1) alone in round 1; the Nomads (seat 0) have passed."""
    kw.setdefault("opponent", "nomads")
    return solo("witches", WITCH, **kw)


# ---------------------------------------------------------------------------
# power actions


def test_act1_bridge_for_3_power():
    s = witches()
    setres(s, "witches", pw=(0, 0, 12))
    s = play(s, "witches: action ACT1")
    assert P(s, "witches").pw == [3, 0, 9]
    refused(s, "witches: done", match="bridge")
    refused(s, "witches: bridge F4:E9", match="cannot join")
    s = play(s, "witches: bridge F4:G3", "witches: done")
    assert s.bridges == [("F4", "G3", s.seat_of("witches"))]
    assert P(s, "witches").bridges == 1


@pytest.mark.parametrize("act,cost,gain", [
    ("ACT2", 3, {"p": 1}), ("ACT3", 4, {"w": 2}), ("ACT4", 4, {"c": 7}),
])
def test_resource_power_actions(act, cost, gain):
    s = witches()
    setres(s, "witches", c=5, w=5, p=0, pw=(0, 2, 10))
    s = play(s, f"witches: action {act}", "witches: done")
    pl = P(s, "witches")
    assert pl.pw == [cost, 2, 10 - cost]
    assert (pl.c, pl.w, pl.p) == (5 + gain.get("c", 0), 5 + gain.get("w", 0), gain.get("p", 0))
    refused(s, f"witches: action {act}", match="taken this round")


def test_power_action_needs_power_in_bowl_three_burn_first():
    s = witches()
    setres(s, "witches", pw=(0, 8, 2))
    refused(s, "witches: action ACT2", match="burn")
    s = play(s, "witches: burn 1")
    assert P(s, "witches").pw == [0, 6, 3]
    s = play(s, "witches: action ACT2")
    assert P(s, "witches").pw == [3, 6, 0]


def test_act5_one_spade_and_a_dwelling():
    s = witches()
    setres(s, "witches", c=10, w=5, pw=(0, 0, 12), vp=20)
    s = play(s, "witches: action ACT5", "witches: build E7")  # gray -> green: 1 spade
    assert s.building["E7"][1] == "D" and s.terrain["E7"] == "green"
    assert res(s, "witches")[:5] == (20, 8, 4, 0, (4, 0, 8))


def test_act5_extra_spades_bought_with_dig():
    s = witches()
    setres(s, "witches", c=10, w=5, pw=(0, 0, 12))
    s = play(s, "witches: action ACT5", "witches: dig 1", "witches: build G2")  # red -> green: 2 spades
    assert s.terrain["G2"] == "green"
    assert res(s, "witches")[1:3] == (8, 5 - 3 - 1)


def test_act6_two_spades_on_two_hexes_one_dwelling():
    s = witches()
    setres(s, "witches", c=10, w=5, pw=(0, 0, 12))
    s = play(s, "witches: action ACT6", "witches: transform E7 to green", "witches: transform A11 to green")
    assert s.terrain["E7"] == s.terrain["A11"] == "green"
    assert P(s, "witches").pw == [6, 0, 6]
    s = play(s, "witches: build A11")
    refused(s, "witches: build E7")
    s = play(s, "witches: done")
    assert "E7" not in s.building and s.building["A11"][1] == "D"


def test_act6_two_spades_on_one_hex():
    s = witches()
    setres(s, "witches", c=10, w=5, pw=(0, 0, 12))
    s = play(s, "witches: action ACT6", "witches: build G2", "witches: done")  # red -> green: 2 spades
    assert s.building["G2"][1] == "D"


# ---------------------------------------------------------------------------
# bonus cards


def test_bon1_spade_action_once_per_round():
    s = witches(bonus="BON1", keep_bonus=ALL_BONUS)
    setres(s, "witches", c=10, w=5)
    s = play(s, "witches: action BON1", "witches: build E7", "witches: done")
    assert s.building["E7"][1] == "D"
    assert res(s, "witches")[1:3] == (8, 4)
    refused(s, "witches: action BON1", match="used")
    refused(s, "witches: action BON2", match="BON2")


def test_bon2_cult_step_action():
    s = witches(bonus="BON2", keep_bonus=ALL_BONUS)
    setres(s, "witches", cult=(2, 0, 0, 2), pw=(5, 7, 0))
    s = play(s, "witches: action BON2")
    refused(s, "witches: done", match="choose")
    s = play(s, "witches: +FIRE", "witches: done")
    assert P(s, "witches").cult == [3, 0, 0, 2]
    assert P(s, "witches").pw == [4, 8, 0]


INCOME = {  # card -> (C, W, P, PW)
    "BON1": (2, 0, 0, 0), "BON2": (4, 0, 0, 0), "BON3": (6, 0, 0, 0), "BON4": (0, 0, 0, 3),
    "BON5": (0, 1, 0, 3), "BON6": (0, 2, 0, 0), "BON7": (0, 1, 0, 0), "BON8": (0, 0, 1, 0),
    "BON9": (2, 0, 0, 0), "BON10": (0, 0, 0, 3),
}


@pytest.mark.parametrize("card", sorted(INCOME))
def test_bonus_card_income(card):
    opts = ["strict-leech", "shipping-bonus"]
    keep = ALL_BONUS + ["BON10"]
    others = [b for b in ["BON3", "BON6", "BON7", "BON8", "BON9"] if b != card]
    s = witches(opp_bonus=others[0], bonus=others[1], spare=others[2], keep_bonus=keep, options=opts)
    setres(s, "witches", c=0, w=0, p=0, pw=(12, 0, 0), cult=(0, 0, 0, 0))
    assert s.bonus_pool[card] == 1  # one coin laid on each unclaimed card at round 1 start
    s = play(s, f"witches: pass {card}")
    assert s.round == 2
    c, w, p, pw = INCOME[card]
    pl = P(s, "witches")
    # 1 coin taken from the card + card income; 2 dwellings give 3 W
    assert (pl.c, pl.w, pl.p, pl.pw) == (1 + c, 3 + w, p, [12 - pw, pw, 0])


def test_unclaimed_bonus_cards_gain_a_coin_each_round():
    keep = ["BON3", "BON8", "BON9", "BON5", "BON6"]
    s = witches(bonus="BON3", opp_bonus="BON8", spare="BON9", keep_bonus=keep)
    assert s.bonus_pool == {"BON5": 1, "BON6": 1, "BON8": 0}  # BON8 was returned by the nomads
    s = play(s, "witches: pass BON6")
    assert s.round == 2
    assert s.bonus_pool == {"BON5": 2, "BON8": 1, "BON3": 1}
    assert P(s, "witches").bonus == "BON6"


def test_bon4_gives_one_more_shipping_range():
    s = witches(bonus="BON4", keep_bonus=ALL_BONUS)
    setres(s, "witches", c=10, w=5)
    assert P(s, "witches").ship == 0
    s = play(s, "witches: build G3")  # river distance 1 from F4
    assert s.building["G3"][1] == "D"


def test_without_bon4_no_shipping():
    s = witches(bonus="BON3", keep_bonus=ALL_BONUS)
    setres(s, "witches", c=10, w=5)
    refused(s, "witches: build G3", match="reach")


def test_bon4_gives_no_range_to_dwarves():
    s = solo("dwarves", ["E7", "I3"], bonus="BON4", opponent="nomads", keep_bonus=ALL_BONUS)
    setres(s, "dwarves", c=10, w=5)
    # G3 is at river distance 1 from E7 (BON4 would make it reachable for a shipping faction)
    # and at hex distance 2: the Dwarves still pay their tunnel
    setres(s, "dwarves", vp=20)
    s.terrain["G3"] = "gray"
    s = play(s, "dwarves: build G3")
    assert res(s, "dwarves")[:3] == (24, 8, 5 - 3)


@pytest.mark.parametrize("card,setup_,vp", [
    ("BON6", {"SH": "F4", "SA": "A10"}, 8),
    ("BON6", {"SH": "F4"}, 4),
    ("BON7", {"TP": "F4", "TP2": "A10"}, 4),
    ("BON9", {"D": "E7"}, 3),
])
def test_bonus_card_pass_vp(card, setup_, vp):
    s = witches(bonus=card, spare="BON5", keep_bonus=ALL_BONUS)
    for kind, hex_ in setup_.items():
        place(s, "witches", hex_, kind[:2])
    setres(s, "witches", vp=20)
    s = play(s, "witches: pass BON3")
    assert P(s, "witches").vp_by.get("bonus cards", 0) == vp


def test_bon10_pass_vp_per_shipping_level():
    s = witches(bonus="BON10", keep_bonus=ALL_BONUS + ["BON10"], options=["strict-leech", "shipping-bonus"])
    P(s, "witches").ship = 2
    s = play(s, "witches: pass BON3")
    assert P(s, "witches").vp_by.get("bonus cards", 0) == 6


def test_pass_vp_comes_from_the_returned_card_not_the_new_one():
    s = witches(bonus="BON3", spare="BON5", keep_bonus=ALL_BONUS)
    place(s, "witches", "E7", "D")
    s = play(s, "witches: pass BON9")
    assert P(s, "witches").vp_by.get("bonus cards", 0) == 0


# ---------------------------------------------------------------------------
# favor tiles


@pytest.mark.parametrize("fav,cult", [
    ("FAV1", [3, 0, 0, 0]), ("FAV2", [0, 3, 0, 0]), ("FAV3", [0, 0, 3, 0]), ("FAV4", [0, 0, 0, 3]),
    ("FAV5", [2, 0, 0, 0]), ("FAV6", [0, 2, 0, 0]), ("FAV7", [0, 0, 2, 0]), ("FAV8", [0, 0, 0, 2]),
    ("FAV9", [1, 0, 0, 0]), ("FAV10", [0, 1, 0, 0]), ("FAV11", [0, 0, 1, 0]), ("FAV12", [0, 0, 0, 1]),
])
def test_favor_tile_cult_steps_from_a_temple(fav, cult):
    s = witches()
    place(s, "witches", "F4", "TP")
    setres(s, "witches", c=10, w=5, pw=(5, 7, 0), cult=(0, 0, 0, 0))
    s = play(s, "witches: upgrade F4 to TE")
    assert res(s, "witches")[1:3] == (5, 3)
    assert [e.kind for e in s.pending] == ["favor"]
    refused(s, "witches: done", match="favor")
    s = play(s, f"witches: +{fav}", "witches: done")
    pl = P(s, "witches")
    assert pl.cult == cult and pl.favors == [fav]
    assert pl.pw == ([4, 8, 0] if 3 in cult else [5, 7, 0])
    assert s.fav_pool[fav] == (0 if fav in ("FAV1", "FAV2", "FAV3", "FAV4") else 2)


def test_single_copy_favor_tile_gone():
    s = witches()
    s.fav_pool["FAV1"] = 0
    place(s, "witches", "F4", "TP")
    setres(s, "witches", c=10, w=5)
    s = play(s, "witches: upgrade F4 to TE")
    refused(s, "witches: +FAV1", match="FAV1")


@pytest.mark.parametrize("fav,inc", [("FAV7", (0, 1, 1)), ("FAV8", (0, 0, 4)), ("FAV9", (3, 0, 0))])
def test_favor_tile_income(fav, inc):
    s = witches(keep_bonus=ALL_BONUS)
    P(s, "witches").favors.append(fav)
    setres(s, "witches", c=0, w=0, p=0, pw=(12, 0, 0), cult=(0, 0, 0, 0))
    s = play(s, "witches: pass BON6")  # BON6: 2 W income, 1 coin on the card
    pl = P(s, "witches")
    c, w, pw = inc
    assert (pl.c, pl.w, pl.pw) == (1 + c, 3 + 2 + w, [12 - pw, pw, 0])


def test_fav5_town_needs_only_6_power_and_rechecks_at_once():
    s = witches(score_tiles=["SCORE4", "SCORE2", "SCORE3", "SCORE5", "SCORE6", "SCORE7"])
    place(s, "witches", "F4", "TP")
    place(s, "witches", "E6", "TP")
    place(s, "witches", "E7", "D")
    place(s, "witches", "F3", "D")  # 6 power, 4 buildings: no town yet
    place(s, "witches", "A10", "TP")
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: upgrade A10 to TE")
    assert [e.kind for e in s.pending] == ["favor"]
    s = play(s, "witches: +FAV5")
    assert [e.kind for e in s.pending] == ["town"]
    s = play(s, "witches: +TW3")
    assert P(s, "witches").vp == 20 + 9 + 5


def test_without_fav5_six_power_is_no_town():
    s = witches()
    place(s, "witches", "F4", "TP")
    place(s, "witches", "E6", "TP")
    place(s, "witches", "E7", "D")
    s.terrain["F3"] = "green"
    setres(s, "witches", c=10, w=5)
    s = play(s, "witches: build F3")
    assert not s.pending and not s.town_hexes


def test_fav6_cult_step_action():
    s = witches()
    P(s, "witches").favors.append("FAV6")
    setres(s, "witches", cult=(0, 0, 0, 0))
    s = play(s, "witches: action FAV6", "witches: +AIR", "witches: done")
    assert P(s, "witches").cult == [0, 0, 0, 1]
    refused(s, "witches: action FAV6", match="used")


def test_fav6_action_needs_the_tile():
    s = witches()
    refused(s, "witches: action FAV6", match="FAV6")


def test_fav10_three_vp_per_trading_house():
    s = witches()
    P(s, "witches").favors.append("FAV10")
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: upgrade F4 to TP")
    assert res(s, "witches")[:3] == (23, 10 - 6, 3)  # no neighbour: 2 W + 6 C


def test_fav11_two_vp_per_dwelling():
    s = witches()
    P(s, "witches").favors.append("FAV11")
    s.terrain["E7"] = "green"
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: build E7")
    assert P(s, "witches").vp == 22


@pytest.mark.parametrize("tps,vp", [(0, 0), (1, 2), (2, 3), (3, 3), (4, 4)])
def test_fav12_pass_vp_by_trading_houses(tps, vp):
    s = witches()
    P(s, "witches").favors.append("FAV12")
    for h in ["F4", "A10", "E7", "E6"][:tps]:
        place(s, "witches", h, "TP")
    s = play(s, "witches: pass BON7")
    assert P(s, "witches").vp_by.get("favor tiles", 0) == vp


# ---------------------------------------------------------------------------
# town tiles


def _town_ready(opts=None):
    kw = {"score_tiles": ["SCORE4", "SCORE2", "SCORE3", "SCORE5", "SCORE6", "SCORE7"]}
    if opts is not None:
        kw["options"] = opts
    s = witches(**kw)
    place(s, "witches", "F4", "TP")
    place(s, "witches", "E6", "TP")
    place(s, "witches", "E7", "TE")
    s.terrain["F3"] = "green"
    setres(s, "witches", c=10, w=5, p=0, pw=(5, 7, 0), vp=20, cult=(0, 0, 0, 0))
    return play(s, "witches: build F3")  # 7 power, 4 buildings


# tile -> (VP incl. the witches' 5, C, W, P, PW bowls, cults, keys, ship)
TOWNS = {
    "TW1": (10, 14, 4, 0, [5, 7, 0], [0, 0, 0, 0], 1, 0),
    "TW2": (12, 8, 6, 0, [5, 7, 0], [0, 0, 0, 0], 1, 0),
    "TW3": (14, 8, 4, 1, [5, 7, 0], [0, 0, 0, 0], 1, 0),
    "TW4": (11, 8, 4, 0, [0, 9, 3], [0, 0, 0, 0], 1, 0),
    "TW5": (13, 8, 4, 0, [5, 7, 0], [1, 1, 1, 1], 1, 0),
    "TW6": (7, 8, 4, 0, [5, 7, 0], [2, 2, 2, 2], 2, 0),
    "TW7": (11, 8, 4, 0, [5, 7, 0], [0, 0, 0, 0], 1, 1),  # 4 VP + shipping 1 (+2 VP) + 5
    "TW8": (16, 8, 4, 0, [5, 7, 0], [0, 0, 0, 0], 1, 0),
}


@pytest.mark.parametrize("tile", sorted(TOWNS))
def test_town_tile_gains(tile):
    opts = ["strict-leech", "mini-expansion-1"]
    s = _town_ready(opts)
    assert [e.kind for e in s.pending] == ["town"]
    refused(s, "witches: done", match="town")
    s = play(s, f"witches: +{tile}")
    vp, c, w, p, pw, cult, keys, ship = TOWNS[tile]
    pl = P(s, "witches")
    got = (pl.vp - 20, pl.c, pl.w, pl.p, pl.pw, pl.cult, pl.keys, pl.ship)
    assert got == (vp, c, w, p, pw, cult, keys, ship)
    assert pl.towns == [tile]


def test_mini_expansion_towns_need_the_option():
    s = _town_ready(["strict-leech"])
    refused(s, "witches: +TW8", match="TW8")


def test_town_tile_supply_runs_out():
    s = witches()
    for t in s.town_pool:
        s.town_pool[t] = 0
    place(s, "witches", "F4", "TP")
    place(s, "witches", "E6", "TP")
    place(s, "witches", "E7", "TE")
    s.terrain["F3"] = "green"
    setres(s, "witches", c=10, w=5)
    s = play(s, "witches: build F3")
    assert not s.pending


def test_town_tile_copies_are_limited():
    s = _town_ready()
    s.town_pool["TW1"] = 0
    refused(s, "witches: +TW1", match="TW1")


# ---------------------------------------------------------------------------
# round scoring tiles: in-round VP


def _tiles(first):
    rest = [t for t in ["SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6", "SCORE7", "SCORE8"] if t != first]
    return [first] + rest[:5]


@pytest.mark.parametrize("tile,vp", [("SCORE3", 2), ("SCORE5", 2), ("SCORE2", 0), ("SCORE6", 0)])
def test_score_tile_dwelling_vp(tile, vp):
    s = witches(score_tiles=_tiles(tile))
    s.terrain["E7"] = "green"
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: build E7")
    assert P(s, "witches").vp == 20 + vp


@pytest.mark.parametrize("tile,vp", [("SCORE6", 3), ("SCORE8", 3), ("SCORE3", 0)])
def test_score_tile_trading_house_vp(tile, vp):
    s = witches(score_tiles=_tiles(tile))
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: upgrade F4 to TP")
    assert P(s, "witches").vp == 20 + vp


@pytest.mark.parametrize("tile,vp", [("SCORE4", 5), ("SCORE7", 5), ("SCORE6", 0)])
def test_score_tile_stronghold_and_sanctuary_vp(tile, vp):
    s = witches(score_tiles=_tiles(tile))
    place(s, "witches", "F4", "TP")
    place(s, "witches", "A10", "TE")
    setres(s, "witches", c=20, w=10, vp=20)
    s = play(s, "witches: upgrade F4 to SH", "witches: done", "witches: upgrade A10 to SA", "witches: +FAV9")
    assert P(s, "witches").vp == 20 + 2 * vp


def test_score9_temple_vp():
    opts = ["strict-leech", "temple-scoring-tile"]
    s = witches(score_tiles=["SCORE9", "SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6"], options=opts)
    place(s, "witches", "F4", "TP")
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: upgrade F4 to TE")
    assert P(s, "witches").vp == 24


def test_score9_needs_its_option():
    from conftest import OptionsError, new_game
    with pytest.raises(OptionsError):
        new_game(["witches", "nomads"], score_tiles=["SCORE9", "SCORE2", "SCORE3", "SCORE4", "SCORE5",
                                                     "SCORE6"])


def test_score1_two_vp_per_spade():
    s = witches(score_tiles=_tiles("SCORE1"))
    setres(s, "witches", c=10, w=9, vp=20)
    s = play(s, "witches: dig 2", "witches: build G2")
    assert P(s, "witches").vp == 24


def test_score2_five_vp_per_town():
    s = witches(score_tiles=_tiles("SCORE2"))
    place(s, "witches", "F4", "TP")
    place(s, "witches", "E6", "TP")
    place(s, "witches", "E7", "TE")
    s.terrain["F3"] = "green"
    setres(s, "witches", c=10, w=5, vp=20)
    s = play(s, "witches: build F3", "witches: +TW1")
    assert P(s, "witches").vp == 20 + 5 + 5 + 5


# ---------------------------------------------------------------------------
# round scoring tiles: end-of-round cult rewards (paid before the next income)


def _round_end(tile, cult, placed=0, options=None):
    kw = {"score_tiles": _tiles(tile) if tile != "SCORE9" else
          ["SCORE9", "SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6"]}
    if options:
        kw["options"] = options
    s = witches(keep_bonus=ALL_BONUS, **kw)
    setres(s, "witches", c=0, w=0, p=0, pw=(12, 0, 0), cult=cult)
    P(s, "witches").placed_priests = placed
    return play(s, "witches: pass BON2")  # income afterwards: 3 W (dwellings) + 4 C + 1 C on BON2


@pytest.mark.parametrize("tile,cult,gain", [
    ("SCORE1", (0, 0, 3, 0), {"c": 3}),
    ("SCORE3", (0, 9, 0, 0), {"p": 2}),
    ("SCORE4", (5, 0, 0, 0), {"w": 2}),
    ("SCORE5", (8, 0, 0, 0), {"pw": 8}),
    ("SCORE7", (0, 0, 0, 7), {"w": 3}),
    ("SCORE3", (0, 3, 0, 0), {}),
])
def test_end_of_round_cult_rewards(tile, cult, gain):
    s = _round_end(tile, cult)
    assert s.round == 2 and s.phase == "actions"
    pl = P(s, "witches")
    assert (pl.c, pl.w, pl.p) == (5 + gain.get("c", 0), 3 + gain.get("w", 0), gain.get("p", 0))
    assert pl.pw == [12 - gain.get("pw", 0), gain.get("pw", 0), 0]


def test_score9_reward_per_placed_priest():
    s = _round_end("SCORE9", (0, 0, 0, 0), placed=2, options=["strict-leech", "temple-scoring-tile"])
    assert P(s, "witches").c == 5 + 4


@pytest.mark.parametrize("tile,cult", [
    ("SCORE2", (0, 0, 4, 0)), ("SCORE6", (0, 4, 0, 0)), ("SCORE8", (0, 0, 0, 4)),
])
def test_end_of_round_spade_reward_used_before_next_round(tile, cult):
    s = _round_end(tile, cult)
    assert s.phase == "spades" and s.round == 1
    assert s.turn.seat == s.seat_of("witches") and s.turn.spades == 1
    refused(s, "witches: build E7", match="transform")
    refused(s, "witches: transform A3 to gray", match="reach")  # no tunnelling or shipping range
    s = play(s, "witches: transform E7 to green")
    assert s.terrain["E7"] == "green" and "E7" not in s.building
    assert s.round == 2 and s.phase == "actions"
    assert P(s, "witches").c == 5  # income followed


def test_end_of_round_spade_reward_can_be_discarded():
    s = _round_end("SCORE8", (0, 0, 0, 8))
    assert s.turn.spades == 2
    s = play(s, "witches: transform E7 to green")
    assert s.turn is not None and s.turn.spades == 1 and s.round == 1
    s = play(s, "witches: -spade")
    assert s.round == 2 and s.phase == "actions"


def test_no_cult_reward_after_round_six():
    s = witches(score_tiles=_tiles("SCORE4"))
    s.round = 6
    assert s.score_tiles[5] == "SCORE7"  # 1 W per 2 AIR
    setres(s, "witches", c=0, w=0, p=0, pw=(12, 0, 0), cult=(0, 0, 0, 9))
    s = play(s, "witches: pass")
    assert s.phase == "over"
    assert P(s, "witches").vp_by.get("final: resources", 0) == 0


def test_power_action_taken_once_per_round_by_anyone_and_free_again_next_round():
    from conftest import start
    s = start(["witches", "nomads"], {"witches": WITCH, "nomads": ["I7", "H1", "G7"]},
              {"witches": "BON3", "nomads": "BON8"})
    setres(s, "witches", pw=(0, 0, 12))
    setres(s, "nomads", pw=(0, 0, 12))
    s = play(s, "witches: action ACT4", "witches: done")
    refused(s, "nomads: action ACT4", match="taken")
    s = play(s, "nomads: pass BON1", "witches: pass BON2")
    assert s.round == 2 and s.used_actions == []
    s = play(s, "nomads: action ACT4")
    assert "ACT4" in s.used_actions


def test_town_key_comes_before_town_cult_steps():
    s = _town_ready(["strict-leech"])
    P(s, "witches").cult = [0, 0, 0, 9]
    s = play(s, "witches: +TW5")
    pl = P(s, "witches")
    assert pl.cult == [1, 1, 1, 10] and pl.keys == 0 and s.cult_top[3] == s.seat_of("witches")


def test_steps_blocked_at_nine_released_by_a_key_in_the_same_action():
    s = witches(score_tiles=["SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6", "SCORE7"])
    place(s, "witches", "F4", "TE")
    place(s, "witches", "E6", "TP")
    place(s, "witches", "E7", "D")
    place(s, "witches", "F3", "D")  # 6 power: the sanctuary makes 7
    setres(s, "witches", c=20, w=10, cult=(0, 0, 0, 8))
    s = play(s, "witches: upgrade F4 to SA")
    assert [e.kind for e in s.pending] == ["favor", "town"]
    s = play(s, "witches: +FAV4")
    assert P(s, "witches").cult[3] == 9  # no key yet
    s = play(s, "witches: +TW1")
    assert P(s, "witches").cult[3] == 10 and P(s, "witches").keys == 0
