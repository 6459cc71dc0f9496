"""Fate of Venterra's evaluation (ai_value.py): the terms that decide what the greedy and search
levels do. Each test changes one thing in a position and checks what the evaluation makes of it."""

from __future__ import annotations

import functools
import random

import pytest
from fv_helpers import new, put, seat_of, start

from tabula.bots import greedy
from tabula.games.fate_of_venterra import GAME, ai_value, data
from tabula.games.fate_of_venterra.rules.common import (
    add_bld,
    controlled,
    controllers,
    pop_controlled,
    units_at,
)
from tabula.games.fate_of_venterra.rules.quests import Holdings, counts_for_quests, quest_ok, quest_progress
from tabula.games.fate_of_venterra.score import score_sheet, territory_ip
from tabula.games.fate_of_venterra.steps import Command, March, Track


def played(seed: int, decisions: int):
    """A 2-player game after ``decisions`` random decisions (and the seat to move)."""
    rng = random.Random(seed)
    s = GAME.setup(GAME.default_options(2) | {"players": 2}, seed)
    for _ in range(decisions):
        seat = GAME.to_move(s)[0]
        s, _ = GAME.apply(s, rng.choice(GAME.legal(s, seat)))
    assert GAME.to_move(s), "the game ended first"
    return s, GAME.to_move(s)[0]


@functools.cache
def positions():
    return [played(seed, n) for seed in (3, 4) for n in (40, 90, 140)]


def mid_game():
    """The first position of ``positions`` in a round's commands (all terms alive)."""
    for s, _seat in positions():
        if s.round >= 1 and s.phase.startswith("command"):
            return s
    raise AssertionError("no position in a command phase")


def recount(s, seat: int, kind: str, what=None) -> int:
    """What an "acquire" requirement counts, recounted square by square from the map."""
    p, b = s.players[seat], s.board
    mine = controlled(s, seat)
    units = [u for t in list(s.units) for u in units_at(s, t, seat)]
    return {"terrain": lambda: sum(1 for t in mine if b.terrain[t] == what),
            "territories": lambda: len(mine), "pop": lambda: pop_controlled(s, seat),
            "units": lambda: len(units), "unit": lambda: units.count(what),
            "battle": lambda: p.battle, "dev": lambda: p.dev,
            "abilities": lambda: len(p.abilities) - 1}[kind]()


def test_quest_progress_counts_what_the_map_holds():
    """``rules.quests.quest_progress`` (have, need), the one reading of a requirement (the rules'
    ``quest_ok`` and the evaluation's quest chances both use it), counts what a recount of the
    map finds, for every quest in many positions; buildings as the quest counts say."""
    checked = 0
    for s, _seat in positions():
        for seat in range(s.n):
            held = Holdings(s, seat)
            for q, quest in data.QUESTS.items():
                have, need = quest_progress(held, q)
                k, *args = quest["req"]
                assert need == args[-1], q
                if quest["kind"] == "acquire" and k not in counts_for_quests(s, seat):
                    assert have == recount(s, seat, k, args[0] if len(args) == 2 else None), q
                    checked += 1
                elif quest["kind"] == "acquire":
                    assert have == counts_for_quests(s, seat)[k], q
    assert checked > 6 * 2 * 10


def test_a_completed_quest_raises_the_evaluation_by_its_influence():
    s = mid_game()
    for q in (3, 11, 38):
        s2 = s.copy()
        s2.players[0].completed.append(q)
        assert ai_value.evaluate(s2, 0) - ai_value.evaluate(s, 0) == pytest.approx(data.QUESTS[q]["ip"])
        assert ai_value.evaluate(s2, 1) == ai_value.evaluate(s, 1)


def test_territory_ip_is_what_the_score_sheet_counts():
    """Territories add up to the score sheet's count (Venterra card, no Court): the march term
    values a territory by it."""
    for s, _seat in positions():
        if s.round == 0:
            continue
        for seat in range(s.n):
            assert sum(territory_ip(s, t) for t in controlled(s, seat)) == (
                score_sheet(s, seat)["territories"]
            )


def test_a_territory_taken_raises_the_evaluation_by_its_influence():
    """A soldier moves from a territory its outpost keeps to an empty forest: the evaluation
    rises by the forest's Influence on the Venterra card, nothing else."""
    s = new(["order", "legion"])
    me = seat_of(s, "order")
    forest = next(t for t in range(s.board.n) if s.board.terrain[t] == "forest" and not s.board.pop[t]
                  and s.board.kind[t] not in ("kingdom_forest",))
    home = next(t for t in range(s.board.n) if s.board.terrain[t] == "land" and not s.board.pop[t]
                and s.board.kind[t] == "tile")
    put(s, "order", home, "soldier")
    add_bld(s, home, me, "outpost")
    before = ai_value.evaluate(s, me)
    s2 = s.copy()
    put(s2, "order", forest, "soldier")
    s2.units[home] = tuple(x for x in s2.units[home] if x != (me, "soldier"))
    assert controllers(s2, forest) == {me} and controllers(s2, home) == {me}
    assert ai_value.evaluate(s2, me) - before == pytest.approx(data.TERRAIN_CARD["venterra"]["ip"]["forest"])


def test_a_reserved_quest_is_worth_less_than_completing_it_and_nothing_after_the_last_quest_phase():
    s = mid_game()
    p = s.players[0]
    p.reserved, p.completed = [], []
    q = next(q for q in data.QUESTS if data.QUESTS[q]["kind"] == "acquire" and quest_ok(s, 0, q))
    base = ai_value.evaluate(s, 0)
    reserved = s.copy()
    reserved.players[0].reserved = [q]
    done = s.copy()
    done.players[0].completed = [q]
    worth = ai_value.quest_worth(s, q)
    assert ai_value.evaluate(reserved, 0) - base == pytest.approx(ai_value.MET_CHANCE * worth)
    # completing it gains its Influence now; its reward is applied by the rules, not here
    assert ai_value.evaluate(done, 0) - base == pytest.approx(data.QUESTS[q]["ip"])
    assert worth > data.QUESTS[q]["ip"]
    late = reserved.copy()
    late.round, late.phase = data.FACTS["rounds"], "tax"
    assert ai_value.reserved_quests(late, 0) == 0.0


def test_an_unmet_quest_is_worth_less_the_more_it_lacks():
    """Holding 3 territories in round 1: "6 territories" lacks 3 (two Plans' marches), "9
    territories" lacks 6: both reachable, the first more likely; a met one is likelier still."""
    s = new(["order", "legion"])
    me = seat_of(s, "order")
    land = [t for t in range(s.board.n) if not s.board.is_water[t] and s.board.kind[t] == "tile"]
    for t in land[:3]:
        put(s, "order", t, "soldier")
    s.round, s.phase = 1, "command1"
    held = Holdings(s, me)
    assert held.amount("territories") == 3
    six, nine = ai_value.quest_chance(s, held, 22), ai_value.quest_chance(s, held, 23)
    assert ai_value.MET_CHANCE > six > nine > 0.0
    s.round = data.FACTS["rounds"]  # the last round: two turns left, not enough for 6 more
    assert ai_value.quest_chance(s, Holdings(s, me), 23) == 0.0


def test_rewards_owed_are_worth_what_they_give():
    """A track reward waiting to be split is worth its steps: splitting it changes nothing."""
    s = mid_game()
    owed = s.copy()
    owed.stack.append(Track(0, 3))
    assert ai_value.evaluate(owed, 0) - ai_value.evaluate(s, 0) == pytest.approx(3 * ai_value.TRACK_STEP)


def test_a_march_begun_is_worth_the_empty_territories_within_reach():
    """Plan's march of 2: worth the two best empty territories its units can reach, so starting
    it is not valued below taking 2 Wealth when there is land to take."""
    s = new(["order", "legion"])
    me = seat_of(s, "order")
    home = next(t for t in range(s.board.n) if s.board.terrain[t] == "land" and s.board.kind[t] == "tile"
                and not s.board.pop[t])
    put(s, "order", home, "soldier", "soldier", "soldier")
    add_bld(s, home, me, "outpost")
    s = start(s, Command(me, "plan", 2, ()))
    marching = GAME.apply(s, (me, "march"))[0]
    assert isinstance(marching.stack[-1], March)
    gain = ai_value.march_gain(marching, me)
    near = [n for n in s.board.adj[home] if not s.board.is_water[n]]
    best_two = sorted((territory_ip(s, n) for n in near), reverse=True)[:2]
    assert gain >= sum(best_two) > 0
    assert ai_value.evaluate(marching, me) > ai_value.evaluate(GAME.apply(s, (me, "wealth"))[0], me)


def test_the_evaluation_of_a_finished_game_is_its_result():
    rng = random.Random(7)
    s = GAME.setup(GAME.default_options(2) | {"players": 2}, 7)
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        s, _ = GAME.apply(s, rng.choice(GAME.legal(s, seat)))
    assert [ai_value.evaluate(s, i) for i in range(2)] == [float(v) for v in s.final]


def test_greedy_reserves_a_quest_it_can_complete_rather_than_take_wealth():
    """The cause of the old greedy's losses: with reserved quests worth nothing it took 2 Wealth
    on every Plan and never completed a quest."""
    s = new(["order", "legion"])
    me = seat_of(s, "order")
    home = next(t for t in range(s.board.n) if s.board.kind[t] == "tile" and not s.board.is_water[t])
    put(s, "order", home, "soldier")
    s.players[me].wealth = 6
    s.quest_row = [25, 33]  # pay 3 Wealth: 2 track steps, 3 IP; pay 6 Wealth: 2 steps, 6 IP
    s.round, s.phase = 1, "command1"
    s = start(s, Command(me, "plan", 1, ()))
    best = greedy.ranked(GAME, s, me)[0][1][0]
    assert best == (me, "reserve")
    reserving = GAME.apply(s, best)[0]
    assert greedy.ranked(GAME, reserving, me)[0][1][0] in {(me, "reserve", 1), (me, "reserve", 2)}
