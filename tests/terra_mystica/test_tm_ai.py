"""What the computer players know about Terra Mystica (games/terra_mystica/ai.py): terms of
the evaluation and the turns they lead to."""

from __future__ import annotations

import pytest
from conftest import GAME, place, setres, solo

from tabula.bots import greedy, levels
from tabula.bots.common import with_hooks
from tabula.games.terra_mystica import ai, evaluation, score

WITCH = ["F4", "A10"]


def witches():
    """Round 1, the Witches (seat 1) to move with every other seat passed."""
    return solo("witches", WITCH, opponent="nomads")


def _me(s):
    return s.seat_of("witches")


def test_a_group_of_buildings_counts_more_as_it_nears_a_town():
    s = witches()
    me = _me(s)
    for h in ("E6", "E7"):
        place(s, "witches", h)  # F4, E6, E7: three dwellings side by side
    three = s.copy()
    place(s, "witches", "F3")
    four = s.copy()
    place(s, "witches", "E6", "TP")
    upgraded = s.copy()
    p = s.players[me]
    values = [evaluation._towns_to_be(x, me, x.players[me]) for x in (three, four, upgraded)]
    assert 0 < values[0] < values[1] < values[2] < evaluation.PENDING["town"]
    assert ai.evaluate(three, me) < ai.evaluate(four, me) < ai.evaluate(upgraded, me)
    # once the group is a town it counts no more (the town tile has been scored instead)
    for h in ("F4", "E6", "E7", "F3"):
        upgraded.town_hexes[h] = me
    assert evaluation._towns_to_be(upgraded, me, p) == 0


def test_a_trading_house_is_worth_more_than_its_income_early():
    """The step towards a temple or stronghold: early on a trading house in place of a
    dwelling adds more than the change of income (a worker for two coins and a power)."""
    s = witches()
    me = _me(s)
    upgraded = s.copy()  # a copy: the evaluation caches its answer per state object
    place(upgraded, "witches", "F4", "TP")
    assert ai.evaluate(upgraded, me) - ai.evaluate(s, me) > evaluation.TP_STEP / 2


def test_a_bot_founds_the_town_within_reach():
    s = witches()
    for h, k in {"F4": "TP", "E6": "TP", "E7": "TE"}.items():  # 6 power in three buildings
        place(s, "witches", h, k)
    s.terrain["F3"] = "green"  # a dwelling on F3 (or a sanctuary on E7) founds a town
    setres(s, "witches", c=12, w=6, p=1)
    me = _me(s)
    best = greedy.ranked(GAME, s, me)[0][1]
    after = s
    for a in best:
        after = GAME.apply(after, a)[0]
    assert len(after.players[me].towns) == 1


def test_the_remembered_network_and_towns_follow_the_buildings():
    """``_layout`` remembers a seat's network and towns to be by where its buildings stand:
    a new building gives new figures, and the old position still gets its own."""
    s = witches()
    me = _me(s)
    before = evaluation._layout(s, me, s.players[me])
    grown = s.copy()
    place(grown, "witches", "E6")
    p = grown.players[me]
    after = evaluation._layout(grown, me, p)
    assert after == (score.network_size(grown, me), evaluation._towns_to_be(grown, me, p))
    assert after[0] == before[0] + 1
    assert evaluation._layout(s, me, s.players[me]) == before


def test_a_stronghold_raises_the_estimate_early():
    """Early on a stronghold is worth more than the trading house it replaced, which is worth
    more than the dwelling it replaced: the Witches' stronghold only changes their income by
    two power for the trading house's two coins and a power, so what lifts it is the
    faction ability for the rounds left (SH_ABILITY a round), less the trading house's step
    towards it (TP_STEP)."""
    s = witches()
    me = _me(s)
    value = {}
    for kind in ("D", "TP", "SH"):
        x = s.copy()  # copies: the evaluation caches its answer per state object
        place(x, "witches", "F4", kind)
        value[kind] = ai.evaluate(x, me)
    assert value["D"] < value["TP"] < value["SH"]
    rate = evaluation.SH_ABILITY
    assert value["SH"] - value["TP"] > (rate * evaluation._rounds_now(s, me) - evaluation.TP_STEP) / 2


def test_the_giants_stronghold_counts_their_two_spades_a_round():
    """The giants' stronghold is their way to new land (two free spades a round, where any
    terrain costs them two): early on it lifts their estimate by more than the trading house's
    step, at its own rate a round (SH_ABILITY_BY_FACTION), not the general SH_ABILITY."""
    s = solo("giants", ["D4", "A6"], opponent="nomads")
    me = s.seat_of("giants")
    value = {}
    for kind in ("TP", "SH"):
        x = s.copy()
        place(x, "giants", "D4", kind)
        value[kind] = ai.evaluate(x, me)
    rate = evaluation.SH_ABILITY_BY_FACTION["giants"]
    assert rate > evaluation.SH_ABILITY
    assert value["SH"] - value["TP"] > (rate * evaluation._rounds_now(s, me) - evaluation.TP_STEP) / 2


def test_a_finished_game_is_estimated_at_its_final_scores():
    """Once the game is over the estimate is the score itself (the search's leaves at the end
    compare real results)."""
    s = witches()
    over = s.copy()
    over.final = [71, 93]
    assert ai.estimate_all(over) == [71.0, 93.0]


def test_the_estimate_is_the_vp_plus_the_weighted_terms():
    """The hand-set weighting counts every term once; another weighting multiplies each term
    by its own factor (early and late in the game apart), and a state estimated under one
    weighting is not answered from the other's cache."""
    s = witches()
    me = _me(s)
    place(s, "witches", "F4", "TP")
    terms = evaluation._terms(s)
    assert len(terms[me]) == len(evaluation.TERMS)
    hand = ai.estimate_all(s)
    assert abs(hand[me] - s.players[me].vp - sum(terms[me])) < 1e-9
    doubled = evaluation.Weights.of("doubled", {"power held": 2.0}, {})
    power = terms[me][evaluation.TERMS.index("power held")]
    assert power > 0
    assert abs(ai.estimate_all(s, doubled)[me] - hand[me] - power) < 1e-9
    assert ai.estimate_all(s) == hand  # the cache keeps the weighting with the estimate
    late = s.copy()
    late.round = doubled.late_from
    assert abs(ai.estimate_all(late, doubled)[me] - ai.estimate_all(late)[me]) < 1e-9  # late: as hand


def test_hard_counts_a_holding_past_its_cap_at_what_it_is_worth_at_the_end():
    """Under a weighting with ``held_cap`` (PEOPLE's), coins, workers and priests count at full
    value up to the cap and at the end's value (1/3 VP) beyond it; without one (HAND) every unit
    counts in full. So a seat with twenty idle workers sees little loss in spending a few."""
    s = witches()
    me = _me(s)
    p = s.players[me]
    now = evaluation._rounds_now(s, me)
    cap_c, cap_w, cap_p = evaluation.PEOPLE.held_cap
    held = slice(0, 3)  # coins, workers, priests held: the first three terms
    p.c, p.w, p.p = cap_c, cap_w, cap_p
    assert evaluation._terms(s, evaluation.PEOPLE.held_cap)[me][held] == evaluation._terms(s)[me][held]
    p.c, p.w, p.p = cap_c + 5, cap_w + 12, cap_p + 1
    capped = evaluation._terms(s, evaluation.PEOPLE.held_cap)[me][held]
    full = evaluation._terms(s)[me][held]
    for unit, got, whole, cap, extra in zip("CWP", capped, full, (cap_c, cap_w, cap_p), (5, 12, 1)):
        mid = evaluation._value(unit, now)
        assert got == pytest.approx(cap * mid + extra * evaluation.END[unit])
        assert whole == pytest.approx((cap + extra) * mid)
        assert got < whole
    weighted = zip(evaluation.PEOPLE.early, evaluation._terms(s, evaluation.PEOPLE.held_cap)[me])
    assert ai.estimate_all(s, evaluation.PEOPLE)[me] == pytest.approx(p.vp + sum(w * t for w, t in weighted))


def test_a_weighting_names_only_terms_the_estimate_has():
    with pytest.raises(ValueError, match="unknown terms"):
        evaluation.Weights.of("typo", {"power hold": 2.0}, {})
    fitted = evaluation.people_weights
    assert set(fitted.EARLY) == set(fitted.LATE) == set(evaluation.TERMS)


def test_hard_plays_with_the_weights_fitted_to_people_at_three_players_and_more():
    """Hard's planner at 3-5 players sees the game through the "people" hooks (its moves and
    their estimates weighted by evaluation.PEOPLE); the other levels, and hard at 2 players, keep the
    hand-set weights."""
    assert levels.level_spec(GAME, "hard", 4)["evaluation"] == "people"
    assert "evaluation" not in levels.level_spec(GAME, "hard", 2)
    assert "evaluation" not in levels.level_spec(GAME, "greedy", 4)
    s = witches()
    me = _me(s)
    place(s, "witches", "F4", "TP")
    seen = with_hooks(GAME, "people")
    assert seen.id == GAME.id and seen.legal(s, me) == GAME.legal(s, me)
    assert seen.ai().estimate_all(s) == ai.estimate_all(s, evaluation.PEOPLE) != ai.estimate_all(s)
    moves = seen.ai().bot_moves(s, me)
    assert moves and all(m[0] in GAME.legal(s, me) for m, _n in moves)
    with pytest.raises(ValueError, match="no bot hooks called 'gut feeling'"):
        with_hooks(GAME, "gut feeling")
