"""What the computer players know about Terra Mystica (games/terra_mystica/ai.py): terms of
the evaluation and the turns they lead to."""

from __future__ import annotations

from conftest import GAME, place, setres, solo

from tabula.bots import greedy
from tabula.games.terra_mystica import ai, score

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
    values = [ai._towns_to_be(x, me, x.players[me]) for x in (three, four, upgraded)]
    assert 0 < values[0] < values[1] < values[2] < ai.PENDING["town"]
    assert ai.evaluate(three, me) < ai.evaluate(four, me) < ai.evaluate(upgraded, me)
    # once the group is a town it counts no more (the town tile has been scored instead)
    for h in ("F4", "E6", "E7", "F3"):
        upgraded.town_hexes[h] = me
    assert ai._towns_to_be(upgraded, me, p) == 0


def test_a_trading_house_is_worth_more_than_its_income_early():
    """The step towards a temple or stronghold: early on a trading house in place of a
    dwelling adds more than the change of income (a worker for two coins and a power)."""
    s = witches()
    me = _me(s)
    upgraded = s.copy()  # a copy: the evaluation caches its answer per state object
    place(upgraded, "witches", "F4", "TP")
    assert ai.evaluate(upgraded, me) - ai.evaluate(s, me) > ai.TP_STEP / 2


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
    before = ai._layout(s, me, s.players[me])
    grown = s.copy()
    place(grown, "witches", "E6")
    p = grown.players[me]
    after = ai._layout(grown, me, p)
    assert after == (score.network_size(grown, me), ai._towns_to_be(grown, me, p))
    assert after[0] == before[0] + 1
    assert ai._layout(s, me, s.players[me]) == before


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
    assert value["SH"] - value["TP"] > (ai.SH_ABILITY * ai._rounds_now(s, me) - ai.TP_STEP) / 2


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
    rate = ai.SH_ABILITY_BY_FACTION["giants"]
    assert rate > ai.SH_ABILITY
    assert value["SH"] - value["TP"] > (rate * ai._rounds_now(s, me) - ai.TP_STEP) / 2


def test_a_finished_game_is_estimated_at_its_final_scores():
    """Once the game is over the estimate is the score itself (the search's leaves at the end
    compare real results)."""
    s = witches()
    over = s.copy()
    over.final = [71, 93]
    assert ai.estimate_all(over) == [71.0, 93.0]
