"""Setup variants: faction choice, first-game factions, variable start VP, other maps,
turn order, resigning."""

from __future__ import annotations

import random

import pytest
from conftest import GAME, OptionsError, RuleError, new_game, play, start

from tabula.games.terra_mystica import data


def test_factions_are_chosen_in_seat_order_excluding_taken_terrains():
    s = GAME.setup({"players": 3, "factions": "choose"}, 1)
    assert s.phase == "factions" and GAME.to_move(s) == [0]
    s = play(s, "p1: faction witches")
    assert GAME.to_move(s) == [1]
    names = {a[2] for a in GAME.legal(s, 1)}
    assert "auren" not in names and "witches" not in names and "nomads" in names  # auren share green
    with pytest.raises(RuleError, match="green"):
        GAME.apply(s, GAME.parse(s, "p2: faction auren"))
    with pytest.raises(RuleError, match="chooses a faction next"):
        GAME.apply(s, GAME.parse(s, "p3: faction nomads"))
    s = play(s, "p2: faction nomads", "p3: faction darklings")
    assert [p.faction for p in s.players] == ["witches", "nomads", "darklings"]
    assert s.phase == "initial" and GAME.to_move(s) == [0]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_first_game_uses_the_recommended_factions(n):
    s = GAME.setup({"players": n, "setup": "beginner", "factions": "choose"}, 3)
    assert [p.faction for p in s.players] == data.FIRST_GAME_FACTIONS[n]
    assert len(s.bonus_pool) == n + 3


@pytest.mark.parametrize("map_id,faction,vp", [
    ("base", "fakirs", 33), ("base", "darklings", 15), ("base", "halflings", 20),
    ("fjords_v21", "witches", 15), ("fjords_v21", "giants", 25), ("loonlakes_v16", "dwarves", 30),
])
def test_variable_start_vp_tables(map_id, faction, vp):
    other = "nomads" if faction not in ("nomads", "fakirs") else "witches"
    s = GAME.setup({"players": 2, "factions": [faction, other], "map": map_id, "variable_vp": True}, 1)
    assert s.players[0].vp == vp and s.players[0].vp_by == {"start": vp}


def test_variable_vp_on_a_map_without_a_table_is_refused():
    with pytest.raises(OptionsError, match="variable start-VP"):
        GAME.setup({"players": 2, "map": "fireice_side2", "variable_vp": True}, 1)


@pytest.mark.parametrize("map_id", ["fjords_v21", "loonlakes_v16", "fireice_side2"])
def test_other_maps_play_to_the_end(map_id):
    rng = random.Random(4)
    s = GAME.setup({"players": 3, "map": map_id}, 4)
    home = {p.faction: p.home for p in s.players}
    assert all(any(t == home[f] for t in s.terrain.values()) for f in home)
    n = 0
    while GAME.to_move(s):
        legal = GAME.legal(s, GAME.to_move(s)[0])
        s, _ = GAME.apply(s, rng.choice(legal))
        n += 1
    assert s.final is not None and n > 40


def test_variable_turn_order_follows_the_passing_order():
    s = start(["witches", "nomads", "darklings"], {"witches": ["F2", "F4"], "nomads": ["A5", "B1", "B4"],
              "darklings": ["A8", "B3"]}, {"witches": "BON1", "nomads": "BON2", "darklings": "BON3"},
              options=["variable-turn-order"])
    s = play(s, "witches: pass BON4", "nomads: pass BON5", "darklings: pass BON6")
    assert s.order == [0, 1, 2]
    s2 = start(["witches", "nomads", "darklings"], {"witches": ["F2", "F4"], "nomads": ["A5", "B1", "B4"],
               "darklings": ["A8", "B3"]}, {"witches": "BON1", "nomads": "BON2", "darklings": "BON3"},
               options=["variable-turn-order"])
    s2 = play(s2, "witches: action BON1")  # witches act; nomads pass first, then darklings, then witches
    s2 = play(s2, "witches: transform F3 to brown", "witches: done", "nomads: pass BON4",
              "darklings: pass BON5", "witches: pass BON6")
    assert s2.round == 2 and s2.order == [1, 2, 0]


def test_default_turn_order_starts_with_the_first_to_pass():
    s = start(["witches", "nomads", "darklings"], {"witches": ["F2", "F4"], "nomads": ["A5", "B1", "B4"],
              "darklings": ["A8", "B3"]}, {"witches": "BON1", "nomads": "BON2", "darklings": "BON3"})
    s = play(s, "witches: action BON1", "witches: transform F3 to brown", "witches: done",
             "nomads: pass BON4", "darklings: pass BON5", "witches: pass BON6")
    assert s.order == [1, 2, 0]


def test_a_resigned_faction_takes_no_turns_but_keeps_its_buildings():
    s = start(["witches", "nomads", "darklings"], {"witches": ["F2", "F4"], "nomads": ["A5", "B1", "B4"],
              "darklings": ["A8", "B3"]}, {"witches": "BON1", "nomads": "BON2", "darklings": "BON3"})
    s = play(s, "nomads: resign")
    assert s.players[1].dropped and s.players[1].bonus is None and "BON2" in s.bonus_pool
    assert sum(1 for o, _ in s.building.values() if o == 1) == 3
    s = play(s, "witches: pass BON4")
    assert GAME.to_move(s) == [2]
    with pytest.raises(RuleError, match="left the game"):
        GAME.apply(s, GAME.parse(s, "nomads: pass BON5"))


def test_contradictory_options_are_refused():
    with pytest.raises(OptionsError):
        new_game(["witches", "auren"])
    with pytest.raises(OptionsError):
        GAME.setup({"players": 3, "factions": ["witches", "nomads"]}, 1)
    with pytest.raises(OptionsError):
        GAME.setup({"players": 2, "variable_vp": "yes"}, 1)
