"""tools/tm_factions.py: how well the computers play each faction, the measure behind the order
in which they choose factions."""

from __future__ import annotations

from support.tools import tool as load_tool


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
