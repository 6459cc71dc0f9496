"""tools/tm_vp_sources.py --by-round: each round's end of a game, the bots' and the corpus's."""

from __future__ import annotations

import statistics

import pytest

from support.tools import tool as load_tool


def _tool():
    return load_tool("tm_vp_sources")


def test_a_games_rounds_end_where_its_buildings_do():
    """Every round of a greedy game is kept as its actions ended: the last round's buildings
    are the game's final ones, buildings never go down, and the table has a line a round."""
    tool = _tool()
    row = tool.one_game("terra_mystica", ["greedy", "greedy"], 0, 11)
    rounds = row["rounds"]
    assert sorted(rounds) == [str(r) for r in range(1, 7)]
    for seat, player in enumerate(row["players"]):
        counts = [rounds[str(r)][seat]["n"] for r in range(1, 7)]
        assert counts == sorted(counts) and counts[0] >= 1
        assert counts[-1] == sum(player["built"].values())
        assert rounds["6"][seat]["level"] == "greedy"
    text = tool.round_table("greedy", [rounds])
    assert len(text.splitlines()) == 2 + 6


def test_the_real_games_rounds():
    tool = _tool()
    if not tool.CORPUS.is_dir():
        pytest.skip(f"the real games' folder {tool.CORPUS} is not here (CI has it)")
    real, games_rounds = tool.corpus_rows("terra_mystica", 4, tool.CORPUS)
    assert real and len(games_rounds) * 4 >= len(real) > 0
    for rounds in games_rounds:
        assert sorted(rounds) == [str(r) for r in range(1, 7)]


def _round_table(tool, table, seed: int):
    """(a greedy game of two, the figures of ``table``'s six rounds, one list a round): the
    table has its two heading lines and a line a round."""
    row = tool.one_game("terra_mystica", ["greedy", "greedy"], 0, seed)
    lines = table("greedy", [row["rounds"]]).splitlines()
    assert len(lines) == 2 + 6
    return row, [[float(x) for x in line.split()[1:]] for line in lines[2:]]


def test_a_rounds_vp_by_source_adds_up_to_the_score_sheet():
    """The VP gained round by round, by source, add up to each source's VP at the end of the
    last round's actions, and the table has a line a round."""
    tool = _tool()
    row, gains = _round_table(tool, tool.round_sources_table, 12)
    rounds = row["rounds"]
    last = rounds["6"]
    assert abs(sum(g[0] for g in gains) - (statistics.mean([x["vp"] for x in last]) - 20)) < 0.35
    for k, source in enumerate(tool.ROUND_SOURCES, start=1):
        assert abs(sum(g[k] for g in gains) - statistics.mean([x["by"].get(source, 0) for x in last])) < 0.35
    assert any(any(abs(v) > 0 for v in g[1:]) for g in gains)
    for seat, player in enumerate(row["players"]):  # the last round as its actions ended
        sheet = last[seat]["by"]
        assert last[seat]["vp"] == sum(sheet.values()) < player["vp"]
        assert "network (final)" not in sheet and "resources (final)" not in sheet


def test_the_favor_tiles_taken_round_by_round_add_up_to_those_held_at_the_end():
    """A favor tile counts in the round it is first held; each tile's shares over the rounds
    add up to the share of players ending with it, and "all" to the tiles a player ends with."""
    tool = _tool()
    row, shares = _round_table(tool, tool.favor_table, 13)
    rounds = row["rounds"]
    last = rounds["6"]
    ends = [set(x["fav"]) for x in last]
    assert abs(sum(r[0] for r in shares) - statistics.mean(len(e) for e in ends)) < 0.035
    for k, tile in enumerate(tool.FAVORS, start=1):
        assert abs(sum(r[k] for r in shares) - sum(tile in e for e in ends) / len(ends)) < 0.035
    assert any(ends), "a greedy game of two with no favor tile tests nothing"
    # rows kept before the favor tiles were (no "fav") are left out rather than counted as none
    old = {r: [{k: v for k, v in x.items() if k != "fav"} for x in rows] for r, rows in rounds.items()}
    assert tool.favor_table("greedy", [old]).splitlines()[2:] == []
    # nor is a round whose round before has none (what it held then is not known)
    gap = dict(rounds, **{"2": old["2"]})
    listed = [line.split()[0] for line in tool.favor_table("greedy", [gap]).splitlines()[2:]]
    assert listed == ["1", "4", "5", "6"]
