"""The planning player (bots/beam.py): a beam search over the seat's own next decisions.

It sees what one step of lookahead cannot (a toy game whose evaluation is blind to an
investment that pays at the end), answers legally in Terra Mystica's kinds of positions, keeps
to its budget, and gives the same answer for the same state and seed however it is sliced.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import pytest

from bots.positions import positions
from tabula.bots import beam, greedy, levels
from tabula.bots.common import finish
from tabula.core.errors import RuleError
from tabula.core.protocol import BotHooks, Capabilities, Event, Game
from tabula.games.terra_mystica import GAME

# -- a toy game: take a point now, or plant a seed worth three at the end ---------------------


@dataclass(frozen=True)
class Garden:
    players: int
    rounds: int
    turn: int = 0  # decisions made so far; seat = turn % players
    points: tuple = ()
    seeds: tuple = ()


class GardenGame(Game):
    """Each seat decides ``rounds`` times: ``take`` (a point now) or ``plant`` (three points at
    the end). Its evaluation counts the points now only, so one step of lookahead always takes."""

    id = "garden"
    title = "Garden"
    min_players, max_players = 2, 4
    capabilities = Capabilities()

    def setup(self, options, seed):
        n = options["players"]
        return Garden(n, options.get("rounds", 3), 0, (0,) * n, (0,) * n)

    def to_move(self, s):
        return [] if s.turn >= s.players * s.rounds else [s.turn % s.players]

    def legal(self, s, seat):
        return [(seat, "take"), (seat, "plant")] if self.to_move(s) == [seat] else []

    def apply(self, s, action):
        if action not in self.legal(s, action[0]):
            raise RuleError("not now")
        seat, verb = action
        points, seeds = list(s.points), list(s.seeds)
        (points if verb == "take" else seeds)[seat] += 1
        return replace(s, turn=s.turn + 1, points=tuple(points), seeds=tuple(seeds)), [Event(verb, seat)]

    def num_players(self, s):
        return s.players

    def result(self, s):
        return None if self.to_move(s) else [p + 3 * k for p, k in zip(s.points, s.seeds)]

    def ai(self):
        return BotHooks(evaluate=lambda s, seat: float(s.points[seat]), eval_scale=2.0)


def test_one_step_takes_the_point_and_a_plan_plants():
    game = GardenGame()
    s = game.setup({"players": 2, "rounds": 3}, 0)
    assert greedy.choose(game, s, 0) == (0, "take")
    assert beam.Beam(game, 0, depth=1).run(s) == ((0, "take"),)
    # depth counts the seat's own decisions: its third is not the game's last (the rival's
    # answer is), so the evaluation would still be blind there; a fourth level sees the end
    assert beam.Beam(game, 0, width=4, depth=3, branch=2).run(s) == ((0, "take"),)
    planner = beam.Beam(game, 0, width=4, depth=4, branch=2)
    assert planner.run(s) == ((0, "plant"),)
    assert planner.reached == 4
    assert planner.estimate()["margin"] > 0  # it plans to win (9 against the rival's 3)


def test_the_plan_is_played_to_its_end():
    """Two planners against each other plant every time: each sees the game's end."""
    game = GardenGame()
    s = game.setup({"players": 2, "rounds": 3}, 0)
    while game.to_move(s):
        seat = game.to_move(s)[0]
        s, _ = game.apply(s, beam.Beam(game, seat, width=4, depth=4, branch=2).run(s)[0])
    assert game.result(s) == [9, 9]


def test_one_decision_needs_no_plan():
    game = GardenGame()
    s = game.setup({"players": 2, "rounds": 1}, 0)
    s, _ = game.apply(s, (0, "take"))
    planner = beam.Beam(game, 1, depth=4)
    assert planner.run(s)[0] in game.legal(s, 1)
    with pytest.raises(ValueError):
        beam.Beam(game, 0).run(s)  # seat 0 has nothing to decide


# -- Terra Mystica -----------------------------------------------------------------------------

KINDS = ["initial dwelling", "round 3 turn", "leech offer", "favor choice", "mid-action",
         "cult-reward spades", "last round turn"]


@pytest.fixture(scope="module")
def tm_positions():
    return positions(2, 12)


@pytest.mark.parametrize("kind", KINDS)
def test_it_answers_with_listed_decisions(tm_positions, kind):
    state, seat = tm_positions[kind]
    macro = beam.Beam(GAME, seat, seed=1, width=4, depth=3, branch=6).run(state)
    s = state
    for a in macro:
        assert a in GAME.legal(s, seat)
        s, _ = GAME.apply(s, a)


def test_it_keeps_to_its_budget_and_repeats_itself(tm_positions):
    state, seat = tm_positions["round 3 turn"]
    small = beam.Beam(GAME, seat, seed=2, width=3, depth=2, branch=4)
    answer = small.run(state)
    big = beam.Beam(GAME, seat, seed=2, width=6, depth=4, branch=8)
    big.run(state)
    assert (small.reached, big.reached) == (2, 4)
    assert small.plans < big.plans
    again = beam.Beam(GAME, seat, seed=2, width=3, depth=2, branch=4)
    sliced = again.steps(state, slice_time=0.0)  # a pause after every beam
    pauses = 0
    while True:
        try:
            next(sliced)
            pauses += 1
        except StopIteration as stop:
            assert stop.value == answer
            break
    assert pauses > 0
    cut = beam.Beam(GAME, seat, seed=2, width=6, depth=8, branch=8, max_time=0.0)
    cut.run(state)
    assert cut.reached == 1  # the time cap stops it at the first depth boundary


def test_a_level_may_be_a_plan(tm_positions, monkeypatch):
    """A level whose ``bot`` is "beam" plans through ``levels.plan_steps`` with the level's
    beam settings (and ignores a search's), and says what it thinks of its answer."""
    monkeypatch.setitem(levels.LEVELS, "planner", {"bot": "beam", "width": 4, "depth": 3, "branch": 6,
                                                   "iterations": 99, "rivals": "greedy"})
    state, seat = tm_positions["round 3 turn"]
    estimate: dict = {}
    answer = finish(levels.plan_steps(GAME, state, seat, "planner", 7, slice_time=None, estimate=estimate))
    assert answer == beam.Beam(GAME, seat, 7, width=4, depth=3, branch=6).run(state)
    assert 0.0 <= estimate["win"] <= 1.0 and estimate["plans"] > 0 and estimate["depth"] == 3


def test_a_plan_that_wins_now_beats_one_that_wins_by_more_later():
    """Res Arcana, 7 points and 4 Gold: claiming the Great Pyramid ends the game with a win.
    Valued by the margin alone, a plan of passing first and winning a round later by more
    looked better (and a rival may spoil it); a won game adds ``beam.WIN`` to a plan's value."""
    from res_arcana.ra_helpers import GAME as RA
    from res_arcana.ra_helpers import me, new, put

    s = new(pools=["4G", "0"], first=1)
    s = me(put(s, 0, monuments=["colossus", "temple", "library", "oracle"]))  # 7 points
    assert beam.Beam(RA, 0, 3, width=12, depth=8, branch=16).run(s)[0][1] == "claim"
