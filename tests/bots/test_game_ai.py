"""Bots on Res Arcana, Bonfire and Fate of Venterra with each game's own evaluation (ai.py).

Legal answers at every level in several positions, determinism, evaluations that read only
what the seat may see, and a small strength check (greedy beats random). The strength
figures of the hard level are measured with ``python -m tabula selfplay``, not asserted here.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

import tier
from tabula.bots import choose, greedy
from tabula.core.protocol import BotHooks, Game
from tabula.games import all_games

GAMES = ["res_arcana", "bonfire", "fate_of_venterra"]
DEPTHS = (3, 25, 70, 140)  # random decisions into a 2-player game


def _game(gid):
    return all_games()[gid]


@cache
def positions(gid: str) -> list[tuple]:
    """[(state, seat to move)] a few random decisions into a 2-player game (deterministic)."""
    game = _game(gid)
    rng = random.Random(5)
    s = game.setup(game.default_options(2) | {"players": 2}, 5)
    out = []
    for n in range(max(DEPTHS) + 1):
        movers = game.to_move(s)
        if not movers:
            break
        if n in DEPTHS:
            out.append((s, movers[0]))
        s, _ = game.apply(s, rng.choice(game.legal(s, movers[0])))
    assert len(out) >= 3
    return out


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("level", ["random", "easy", "greedy", "normal"])
@pytest.mark.usefixtures("small_searches")
def test_every_level_answers_legally(gid, level):
    game = _game(gid)
    for state, seat in tier.thin(positions(gid), quick=2):
        assert choose(game, state, seat, level, seed=1) in game.legal(state, seat)


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.slow  # the same search as normal's (tested below), with a bigger budget
def test_hard_answers_legally(gid):
    game = _game(gid)
    state, seat = positions(gid)[1]
    assert choose(game, state, seat, "hard", seed=1) in game.legal(state, seat)


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.usefixtures("small_searches")
def test_same_state_and_seed_same_decision(gid, level):
    game = _game(gid)
    state, seat = positions(gid)[2]
    first = choose(game, state, seat, level, seed=42)
    assert choose(game, state, seat, level, seed=42) == first


@pytest.mark.parametrize("gid", GAMES)
def test_the_evaluation_reads_only_what_the_seat_sees(gid):
    """Every determinization of any seat's view gets the same evaluation for every seat, so
    a bot's judgement never depends on hidden cards or pile orders."""
    game = _game(gid)
    rng = random.Random(3)
    for state, _seat in positions(gid):
        evaluate = game.ai().evaluate
        truth = [evaluate(state, i) for i in range(2)]
        for viewer in range(2):
            world = game.determinize(game.view(state, viewer), viewer, rng)
            assert [evaluate(world, i) for i in range(2)] == pytest.approx(truth)


@pytest.mark.parametrize("gid", [g for g in GAMES if _game(g).ai().estimate_all])
def test_estimate_all_is_evaluate_seat_by_seat(gid):
    """A game's all-seats estimate (the bots' shortcut) gives what ``evaluate`` gives each seat."""
    game = _game(gid)
    every, evaluate = game.ai().estimate_all, game.ai().evaluate
    for state, _seat in positions(gid):
        assert every(state) == pytest.approx([evaluate(state, i) for i in range(2)])


@pytest.mark.parametrize("gid", GAMES)
def test_the_evaluation_is_the_result_once_over(gid):
    game = _game(gid)
    rng = random.Random(1)
    s = game.setup(game.default_options(2) | {"players": 2}, 2)
    while game.to_move(s):
        seat = game.to_move(s)[0]
        s, _ = game.apply(s, rng.choice(game.legal(s, seat)))
    evaluate = game.ai().evaluate
    assert [evaluate(s, i) for i in range(2)] == [float(v) for v in game.result(s)]


@pytest.mark.parametrize("gid", GAMES)
def test_rollout_policy_answers_legally(gid):
    game = _game(gid)
    rng = random.Random(4)
    for state, seat in positions(gid):
        for _ in range(5):
            assert game.ai().rollout_action(state, seat, rng) in game.legal(state, seat)


def test_res_arcana_search_moves_are_legal_step_by_step():
    game = _game("res_arcana")
    for state, seat in positions("res_arcana"):
        for macro, after in game.ai().bot_moves(state, seat):
            s = state
            for a in macro:
                assert a in game.legal(s, seat), (macro, a)
                s, _ = game.apply(s, a)
            assert s == after


def test_greedy_ranks_with_the_game_evaluation():
    """The best greedy move of a seat is worth at least as much as a random legal one."""
    game = _game("fate_of_venterra")
    state, seat = positions("fate_of_venterra")[1]
    ranked = greedy.ranked(game, state, seat)
    assert ranked[0][0] >= ranked[-1][0]


def _play(game, levels, seed):
    s = game.setup(game.default_options(len(levels)) | {"players": len(levels)}, seed)
    n = 0
    while game.to_move(s):
        seat = game.to_move(s)[0]
        s, _ = game.apply(s, choose(game, s, seat, levels[seat], seed=seed * 1000 + n))
        n += 1
        assert n < 5000, "the game does not end"
    return game.result(s)


@pytest.mark.slow
@pytest.mark.parametrize("gid", GAMES)
def test_greedy_beats_random(gid):
    """One-step lookahead on the game's evaluation wins most of 6 games against random."""
    game = _game(gid)
    wins = 0
    for k in range(6):
        levels = ["greedy", "random"] if k % 2 == 0 else ["random", "greedy"]
        result = _play(game, levels, 200 + k)
        me = levels.index("greedy")
        wins += result[me] > result[1 - me]
    assert wins >= 4


def test_a_game_sets_its_own_level_budgets():
    """levels.level_spec: LEVELS updated with the levels of the game's BotHooks (game.ai())."""
    from tabula.bots.levels import LEVELS, level_spec

    for gid in GAMES + ["terra_mystica"]:
        spec = level_spec(_game(gid), "hard")
        budget = spec["iterations"] if spec["bot"] == "mcts" else spec["width"] * spec["depth"]
        assert spec["bot"] in ("mcts", "beam") and budget > 0

    class Own(Game):
        def ai(self):
            return BotHooks(levels={"hard": {"iterations": 5}})

    assert level_spec(Own(), "hard") == LEVELS["hard"] | {"iterations": 5}
    assert level_spec(Own(), "normal") == LEVELS["normal"]


def test_a_misspelled_setting_is_refused():
    """Each search takes only the settings it knows from a level (a level may hold both the
    tree's and the planner's), so an unknown one is refused rather than dropped silently."""
    from tabula.bots.levels import level_spec

    class Own(Game):
        id = "own"

        def __init__(self, levels):
            self.own = levels

        def ai(self):
            return BotHooks(levels=self.own)

    with pytest.raises(ValueError, match="iteratons"):
        level_spec(Own({"hard": {"iteratons": 5}}), "hard")
    with pytest.raises(ValueError, match="widht"):
        level_spec(Own({"hard": {"players": {3: {"bot": "beam", "widht": 4}}}}), "hard", 3)
    for gid in GAMES + ["terra_mystica"]:  # every game's own levels are known settings
        for level in ("random", "naive", "easy", "greedy", "normal", "hard"):
            level_spec(_game(gid), level, 4)


def test_a_level_may_search_less_with_more_players():
    """A level's "players" settings apply from their count of players up, the largest count
    that fits; without a count (or below the smallest) the level's own settings stand."""
    from tabula.bots.levels import LEVELS, level_spec

    class Own(Game):
        def ai(self):
            return BotHooks(levels={"hard": {"iterations": 50, "players": {3: {"iterations": 30},
                                                                           5: {"iterations": 20}}}})

    base = LEVELS["hard"] | {"iterations": 50}
    assert level_spec(Own(), "hard") == base
    assert level_spec(Own(), "hard", 2) == base
    assert level_spec(Own(), "hard", 3) == base | {"iterations": 30}
    assert level_spec(Own(), "hard", 4) == base | {"iterations": 30}
    assert level_spec(Own(), "hard", 6) == base | {"iterations": 20}
    # the games' own: hard at the most players never searches less than normal (Terra
    # Mystica's hard at 3-5 players and Res Arcana's plan instead, bots/beam.py)
    for gid in GAMES + ["terra_mystica"]:
        game = _game(gid)
        most = game.max_players
        hard = level_spec(game, "hard", most)
        if hard["bot"] == "mcts":
            assert hard["iterations"] >= level_spec(game, "normal", most)["iterations"]
    assert level_spec(_game("terra_mystica"), "hard", 3)["bot"] == "beam"
    assert level_spec(_game("terra_mystica"), "hard", 2)["bot"] == "mcts"
    ra = [level_spec(_game("res_arcana"), "hard", n) for n in (2, 3, 4)]  # plans in dealt worlds
    assert all(spec["bot"] == "beam" and spec["worlds"] >= 2 for spec in ra)
    cost = [spec["width"] * spec["depth"] * spec["worlds"] for spec in ra]
    assert cost[0] > cost[1] == cost[2]  # more rivals answer at every step: a smaller plan


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.usefixtures("small_searches")
def test_hard_plans_a_legal_macro(gid):
    """The lazy hidden-information search answers with a macro whose steps are legal in turn."""
    from tabula.bots.levels import plan

    game = _game(gid)
    for state, seat in positions(gid)[1:3]:
        s = state
        for a in plan(game, state, seat, "normal", seed=3):
            assert a in game.legal(s, seat)
            s, _ = game.apply(s, a)


class _Over(Game):
    """A finished game tied on points (2 each); ``tie_break`` names the seat its rules crown."""

    def __init__(self, tie_break=None):
        self.tie_break = tie_break

    def winners(self, s):
        return super().winners(s) if self.tie_break is None else [self.tie_break]

    def result(self, s):
        return [2, 2, 1]


def test_a_tie_is_won_as_the_game_breaks_it():
    """Selfplay's win counts and the search's end rewards follow the game's ``winners()``
    (Res Arcana breaks a tie on essences); a game without it shares the win among the top."""
    from tabula.bots.common import rewards, winning_seats

    assert winning_seats(_Over(), None) == [0, 1]
    assert winning_seats(_Over(tie_break=1), None) == [1]
    shared, broken = rewards(_Over(), None, 3), rewards(_Over(tie_break=1), None, 3)
    assert shared[0] == shared[1] > shared[2]
    assert broken[1] > broken[0] > broken[2]


@pytest.mark.parametrize("gid", GAMES)
@pytest.mark.usefixtures("small_searches")
def test_a_search_says_what_it_thinks_of_its_answer(gid):
    """The estimate "Suggest a move" shows (levels.plan_steps ``estimate``): a reward in 0-1 for
    the answer, which is the plan's own (asking for it changes nothing)."""
    from tabula.bots.common import finish
    from tabula.bots.levels import plan, plan_steps

    game = _game(gid)
    state, seat = positions(gid)[1]
    estimate: dict = {}
    answer = finish(plan_steps(game, state, seat, "normal", 3, slice_time=None, estimate=estimate))
    assert answer == plan(game, state, seat, "normal", 3)
    if len(game.legal(state, seat)) > 1:
        assert 0.0 <= estimate["win"] <= 1.0
        assert 0 < estimate["visits"] <= estimate["iterations"]
