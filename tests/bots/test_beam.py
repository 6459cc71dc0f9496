"""The planning player (bots/beam.py): a beam search over the seat's own next decisions.

It sees what one step of lookahead cannot (a toy game whose evaluation is blind to an
investment that pays at the end), answers legally in Terra Mystica's kinds of positions, keeps
to its budget, and gives the same answer for the same state and seed however it is sliced.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from types import SimpleNamespace

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


# -- a toy game of hidden information: bet on a card, or take the sure thing ------------------

CARDS = "AAB"  # the hidden card is one of these, equally likely


@dataclass(frozen=True)
class Bet:
    card: str | None  # None in a seat's view: nobody has seen it
    bet: str | None = None


class BetGame(Game):
    """Seat 0 decides once: ``bet A`` (3 points if the hidden card is an A), ``bet B`` (4 if a
    B) or ``safe`` (2.5 points whatever it is); seat 1 ends on -1. Each bet wins in the worlds
    where the card is its letter, so a plan made in one dealt world never plays safe; on
    average safe is best (A brings 2, B 1.33)."""

    id = "bet"
    title = "Bet"
    min_players, max_players = 2, 2
    capabilities = Capabilities(hidden_information=True)
    pays = {"A": lambda c: 3.0 * (c == "A"), "B": lambda c: 4.0 * (c == "B"), "safe": lambda c: 2.5}

    def setup(self, options, seed):
        return Bet(CARDS[seed % len(CARDS)])

    def to_move(self, s):
        return [] if s.bet else [0]

    def legal(self, s, seat):
        return [(0, b) for b in self.pays] if self.to_move(s) == [seat] else []

    def apply(self, s, action):
        if action not in self.legal(s, action[0]):
            raise RuleError("not now")
        return replace(s, bet=action[1]), [Event("bet", 0)]

    def num_players(self, s):
        return 2

    def result(self, s):
        return None if not s.bet else [self.pays[s.bet](s.card), -1.0]

    def view(self, s, seat):
        return replace(s, card=None) if s.bet is None else s

    def determinize(self, view, seat, rng):
        return view if view.card is not None else replace(view, card=rng.choice(CARDS))

    def ai(self):
        return BotHooks(eval_scale=1.0)


def test_one_dealt_world_bets_and_several_play_the_best_bet_on_average():
    """A plan made in one determinization sees the hidden card (it bets on whatever that world
    dealt); with ``worlds`` the seat plays the opening worth most on average over them."""
    game = BetGame()
    s = game.setup({"players": 2}, 0)
    one = {beam.Beam(game, 0, seed, worlds=1).run(s)[0][1] for seed in range(12)}
    assert one == {"A", "B"}  # clairvoyant: never the sure thing
    many = [beam.Beam(game, 0, seed, worlds=24) for seed in range(4)]
    assert all(planner.run(s) == ((0, "safe"),) for planner in many)
    assert all(abs(planner.estimate()["margin"] - 3.5) < 1e-9 for planner in many)  # 2.5 against -1
    assert many[0].estimate()["worlds"] == 24
    # the worlds are the seat's guesses: the same seed gives the same answer
    assert beam.Beam(game, 0, 5, worlds=3).run(s) == beam.Beam(game, 0, 5, worlds=3).run(s)


def test_no_world_is_begun_once_the_time_cap_is_spent(monkeypatch):
    """Each dealt world costs a ranking of the seat's moves before its share of the cap is even
    looked at: once the whole cap is spent, the worlds planned so far decide. The clock here
    moves a second with every world dealt."""
    game = BetGame()
    s = game.setup({"players": 2}, 0)
    clock = [0.0]
    deal = beam.sample

    def timed_sample(*args):
        clock[0] += 1.0
        return deal(*args)

    monkeypatch.setattr(beam, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    monkeypatch.setattr(beam, "sample", timed_sample)
    cut = beam.Beam(game, 0, 5, worlds=24, max_time=2.5)
    assert cut.run(s)[0] in game.legal(s, 0)
    assert clock[0] == 3.0 and cut.estimate()["worlds"] == 3


def test_open_information_plans_in_one_world():
    """Without hidden information every world is the state itself: ``worlds`` costs nothing."""
    game = GardenGame()
    s = game.setup({"players": 2, "rounds": 3}, 0)
    one = beam.Beam(game, 0, width=4, depth=4, branch=2)
    three = beam.Beam(game, 0, width=4, depth=4, branch=2, worlds=3)
    assert one.run(s) == three.run(s) == ((0, "plant"),)
    assert one.plans == three.plans


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


def test_the_time_cap_stops_it_within_a_depth(tm_positions, monkeypatch):
    """A depth of a crowded position can take seconds on a slow machine (a whole Terra Mystica
    turn at five players once took 3.9 s against the page's cap of 2.5): the cap is checked after
    each beam, and a depth cut short is dropped for the last one every beam reached. The clock
    here moves a second with every rival answer the planner looks up."""
    state, seat = tm_positions["round 3 turn"]
    clock = [0.0]
    answered = [0]
    answer = beam.Beam._answer

    def timed_answer(self, st, depth):
        answered[0] += 1
        clock[0] += 1.0
        return answer(self, st, depth)

    monkeypatch.setattr(beam, "time", SimpleNamespace(perf_counter=lambda: clock[0]))
    monkeypatch.setattr(beam.Beam, "_answer", timed_answer)
    cut = beam.Beam(GAME, seat, seed=2, width=6, depth=4, branch=8, max_time=2.5)
    got = cut.run(state)
    assert answered[0] == 3 and cut.reached == 1, (answered, cut.reached)
    assert got[0] in GAME.legal(state, seat)


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


# -- a toy game: the leader may end it now, or keep on scoring -------------------------------


@dataclass(frozen=True)
class Harvest:
    points: tuple = (0, 0)
    turn: int = 0  # decisions made so far; seat = turn % 2
    stopped: bool = False


class HarvestGame(Game):
    """Seat 0 may ``stop`` (the game ends now, the higher score wins) or ``grow`` (2 points);
    seat 1 can only grow (1 point). The game also ends after 40 decisions. The evaluation is
    the points now, so a plan that stops short of the end knows its margin but not its result."""

    id = "harvest"
    title = "Harvest"
    min_players, max_players = 2, 2
    capabilities = Capabilities()

    def setup(self, options, seed):
        return Harvest((options.get("lead", 0), 0))

    def to_move(self, s):
        return [] if s.stopped or s.turn >= 40 else [s.turn % 2]

    def legal(self, s, seat):
        if self.to_move(s) != [seat]:
            return []
        return [(0, "grow"), (0, "stop")] if seat == 0 else [(1, "grow")]

    def apply(self, s, action):
        if action not in self.legal(s, action[0]):
            raise RuleError("not now")
        seat, verb = action
        if verb == "stop":
            return replace(s, stopped=True), [Event("stop", seat)]
        points = list(s.points)
        points[seat] += 2 if seat == 0 else 1
        return replace(s, turn=s.turn + 1, points=tuple(points)), [Event("grow", seat)]

    def num_players(self, s):
        return 2

    def result(self, s):
        return None if self.to_move(s) else list(s.points)

    def ai(self):
        return BotHooks(evaluate=lambda s, seat: float(s.points[seat]), eval_scale=2.0)


@pytest.mark.parametrize("lead, chance, verb", [
    (10, False, "stop"),  # the sure win beats any plan that does not end the game
    (10, True, "grow"),  # 12 ahead and going on is as good as won: the bigger margin counts
    (1, True, "stop"),  # 3 ahead is no sure win (chance 0.82): the win now counts
])
def test_a_plan_short_of_the_end_counts_its_chance_to_win(lead, chance, verb):
    """One decision ahead, stopping ends the game won by ``lead``; growing leads by two more
    but stops short of the end. Without ``win_chance`` only the finished plan adds ``WIN``, so
    a seat far ahead ends the game at once (Terra Mystica's hard passed early in the last round
    with resources unspent); with it the unfinished plan adds ``WIN`` times the chance its
    margin gives (a sigmoid of the margin in game scales)."""
    game = HarvestGame()
    s = game.setup({"lead": lead}, 0)
    planner = beam.Beam(game, 0, width=4, depth=1, branch=2, win_chance=chance)
    assert planner.run(s) == ((0, verb),)


def test_a_level_sets_the_chance_to_win(monkeypatch):
    """``win_chance`` is a level's beam setting (``levels.BEAM_SETTINGS``), as Terra Mystica's
    hard at 3-5 players has it."""
    game = HarvestGame()
    s = game.setup({"lead": 10}, 0)
    for chance, verb in ((False, "stop"), (True, "grow")):
        monkeypatch.setitem(levels.LEVELS, "planner", {"bot": "beam", "width": 4, "depth": 1, "branch": 2,
                                                       "win_chance": chance})
        assert finish(levels.plan_steps(game, s, 0, "planner", 0, slice_time=None)) == ((0, verb),)
    assert levels.level_spec(GAME, "hard", 4)["win_chance"] is True
    assert "win_chance" not in levels.level_spec(GAME, "hard", 2)  # the tree search there


@pytest.mark.parametrize("chance", [False, True])
def test_the_estimate_is_the_chance_its_margin_gives_short_of_the_end(chance):
    """The win chance a plan reports (what "Suggest a move" shows) is the one its margin gives
    where the plan stops short of the end, with ``win_chance`` or without: the value the plan
    is chosen by holds that chance already, so a chance read off the value would say nearly
    100% for a margin of a point."""
    from tabula.bots.common import _sigmoid

    game = GardenGame()
    s = game.setup({"players": 2, "rounds": 3}, 0)
    planner = beam.Beam(game, 0, depth=1, win_chance=chance)
    assert planner.run(s) == ((0, "take"),)
    got = planner.estimate()
    assert got["margin"] == 1.0 and got["win"] == pytest.approx(_sigmoid(0.5))  # 1 point, scale 2
