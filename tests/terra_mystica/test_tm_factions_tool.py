"""tools/tm_factions.py: how well the computers play each faction, the measure behind the order
in which they choose factions."""

from __future__ import annotations

import pytest

from support.tools import tool as load_tool
from tabula.bots.bench import play
from tabula.bots.levels import plan
from tabula.games.terra_mystica import GAME, ai, data


def _tool():
    return load_tool("tm_factions")


def test_the_table_counts_every_seat_and_sorts_by_the_lead_over_the_table():
    tool = _tool()
    results = [tool.one_game((2, seed)) for seed in (1, 2, 3)]
    for factions, scores in results:
        assert len(factions) == len(set(factions)) == 2 and len(scores) == 2
    rows = tool.table(results)
    assert sum(r["seats"] for r in rows) == 6
    leads = [r["above"] for r in rows]
    assert leads == sorted(leads, reverse=True)
    # a faction's lead: its VP less its table's mean, averaged over its seats
    first = rows[0]["faction"]
    mine = [s[f.index(first)] - sum(s) / 2 for f, s in results if first in f]
    assert abs(rows[0]["above"] - sum(mine) / len(mine)) < 1e-9
    text = tool.report(rows)
    assert text.splitlines()[-1] == "order: (" + ", ".join(f'"{r["faction"]}"' for r in rows) + ")"


def test_a_table_of_hand_made_games():
    tool = _tool()
    rows = tool.table([(["dwarves", "giants"], [110, 70]), (["giants", "witches"], [80, 100])])
    assert [(r["faction"], r["seats"], r["above"], r["won"]) for r in rows] == [
        ("dwarves", 1, 20.0, 1.0), ("witches", 1, 10.0, 1.0), ("giants", 2, -15.0, 0.0)]


def test_one_seat_takes_the_faction_tried_and_the_others_choose():
    tool = _tool()
    faction, seed, vp, others = tool.seat_game((2, 5, ["greedy", "greedy"], 1, "nomads"))
    assert (faction, seed) == ("nomads", 5)
    # the same game played by hand: seat 2 takes the nomads, seat 1 its level's first choice
    def decide(state, who, level, bot_seed, _texts):
        if who == 1 and state.phase == "factions":
            return [(1, "faction", "nomads")]
        return plan(GAME, state, who, level, seed=bot_seed)

    done = play(GAME, ["greedy", "greedy"], 5, GAME.default_options(2) | {"players": 2, "factions": "choose"},
                decide=decide)
    assert [p.faction for p in done.state.players] == [ai.FACTION_PREFERENCE[2][0], "nomads"]
    assert (vp, others) == (done.scores[1], done.scores[0])


def test_the_seat_report_pairs_each_faction_with_the_first_tried():
    tool = _tool()
    results = [("mermaids", 1, 90, 100.0), ("mermaids", 2, 100, 95.0),
               ("nomads", 1, 100, 99.0), ("nomads", 2, 104, 96.0)]
    lines = tool.seat_report(results, ["mermaids", "nomads"]).splitlines()
    assert lines[1].split() == ["mermaids", "2", "95.0", "97.5", "+0.0", "0.0"]
    # nomads: 100 and 104 VP, +10 and +4 over the mermaids (mean +7, standard error 3)
    assert lines[2].split() == ["nomads", "2", "102.0", "97.5", "+7.0", "3.0"]


def test_a_faction_the_seat_may_not_take_is_said_plainly():
    tool = _tool()
    # seat 1 (greedy, 2 players) takes the first of its order; its home-terrain partner is refused
    first = ai.FACTION_PREFERENCE[2][0]
    home = data.FACTIONS[first]["home"]
    partner = next(f for f in data.FACTIONS if f != first and data.FACTIONS[f]["home"] == home)
    with pytest.raises(ValueError, match="cannot take"):
        tool.seat_game((2, 5, ["greedy", "greedy"], 1, partner))


def test_a_misspelt_faction_is_refused_before_any_game():
    tool = _tool()
    with pytest.raises(SystemExit, match="no such faction: mermaid"):
        tool.main(["--seat", "4", "--try", "mermaids,mermaid"])
