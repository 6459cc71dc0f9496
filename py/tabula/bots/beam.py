"""The planning player: a beam search over the seat's own next turns, rivals answering greedily.

Where the tree search (``mcts``) spreads its budget over every seat's replies and rarely sees
past the bot's next turn or two in a game of four, this plans a sequence of the seat's own
search moves (``bot_moves``: for Terra Mystica a whole turn each):

- the seat's moves, best ``branch`` by the evaluation's margin, start the beams;
- each beam then lets every rival answer with its own best move by the evaluation (the greedy
  level's choice; offers and other rivals' decisions alike), and the seat's next decision
  opens up to ``branch`` new beams;
- of all those, the ``width`` best by the seat's margin go on (a game won adds ``WIN``; with
  ``win_chance``, a game not over adds ``WIN`` times the chance its margin gives), at most
  ``per_first`` of them starting with the same first move (so one good opening cannot fill the
  beam and hide the others);
- after ``depth`` of the seat's decisions (or the game's end) the first move of the best beam
  is the answer.

A plan over several turns sees what one step cannot: a trading house as the step to a temple,
saving power for a later action, a dwelling now so that a town follows. The budget is fixed by
``width``, ``depth`` and ``branch`` (deterministic: the same state and seed give the same
answer); ``max_time`` cuts the planning short when a slow machine or a crowded position would
otherwise take too long: it is checked after each beam, and the plan is then chosen among the
beams of the last depth they all reached.

Hidden information: a plan is made in a determinization of the seat's view (``common.sample``),
so it sees the cards it would draw in that dealt world and plays as if it knew them. With
``worlds`` the seat plans in that many dealt worlds and plays the opening worth most on average
(``steps``): each world is still clairvoyant, but an opening only one deal favours no longer
wins. Res Arcana's hard plans in three worlds; Terra Mystica's hard plans at 3-5 players.
"""

from __future__ import annotations

import math
import time

from ..core.errors import RuleError
from .common import (
    _sigmoid,
    bot_view,
    estimates,
    finish,
    first_mover,
    hidden,
    make_rng,
    margin,
    moves,
    sample,
    winning_seats,
)

WIN = 10.0  # what winning adds to a plan's value, in game scales (``eval_scale``)


class Beam:
    def __init__(self, game, seat, seed=0, width: int = 12, depth: int = 8, branch: int = 16,
                 per_first: int = 2, max_time: float | None = None, answers: int = 60,
                 shared: bool = True, worlds: int = 1, win_chance: bool = False):
        self.game = game
        self.seat = seat
        self.rng = make_rng(seed, "beam")
        self.width = width
        self.depth = depth
        self.branch = branch
        self.per_first = per_first
        self.max_time = max_time
        self.answers = answers  # at most this many rival decisions between two of the seat's
        self.shared = shared  # rivals' answers shared between beams (``_answer``)
        self.worlds = max(1, worlds)  # dealt worlds planned in (hidden information, ``steps``)
        self.win_chance = win_chance  # a plan not at the end counts its chance to win (``_value_of``)
        self.memo: dict[tuple, tuple] = {}
        self.plans = 0  # positions weighed
        self.reached = 0  # the depth the best plan reached
        self.planned = 0  # the dealt worlds the last answer was planned in
        self.value: float | None = None  # the best plan's value (``_value_of``)
        self.margin: float | None = None  # the best plan's margin (points)
        self.win: float | None = None  # the best plan's chance to win (``_chance``)
        self.scale = float(game.ai().eval_scale) or 1.0

    def run(self, state):
        return finish(self.steps(state, None))

    def steps(self, state, slice_time: float | None = 0.02):
        """``run`` as a generator yielding (None) about every ``slice_time`` seconds (between two
        beams), returning the answer (a macro); the same answer however it is sliced.

        With hidden information and ``worlds`` > 1 the seat plans in that many dealt worlds
        (``common.sample`` of its view) and plays the opening whose plans were worth most on
        average over them: one world shows the plan the cards it happens to deal allow, which
        another deal would spoil. An opening a world's beam dropped counts that world's worst
        kept plan (it looked worse than all of them); the answer is the opening's search move
        in the first world that kept it. ``max_time`` is shared out evenly; a world not begun
        before it is spent is not planned in."""
        game, seat = self.game, self.seat
        view = bot_view(game, state, seat)
        worlds = self.worlds if hidden(game) else 1
        start = time.perf_counter()
        self._pause = None if slice_time is None else start + slice_time
        self._slice = slice_time
        self.planned = worlds
        seen: list[tuple[dict, float]] = []  # per world: {opening: (value, margin)}, worst kept value
        # an opening is the seat's first decision (what follows it may differ with the cards each
        # world dealt); its answer is the search move of the best plan starting with it in the
        # first world that kept one (in one world: the best plan's, as without worlds)
        macros: dict = {}
        for w in range(worlds):
            if w and self.max_time is not None and time.perf_counter() > start + self.max_time:
                self.planned = w  # the cap is spent: the worlds planned so far decide
                break
            world = sample(game, view, seat, self.rng)
            self.n = game.num_players(world)
            first = self._ranked(world, seat)
            if not first:
                raise ValueError(f"seat {seat} has no decision to make")
            if len(first) == 1:
                return first[0][1]
            deadline = None if self.max_time is None else start + self.max_time * (w + 1) / worlds
            self.memo = {}  # rivals' answers hold in one world only
            beams = yield from self._plan(first, deadline)
            best: dict[tuple, tuple[float, float]] = {}
            for v, st, opening in beams:  # best first
                if opening[0] not in best:
                    m = margin(estimates(game, st, self.n), seat)
                    best[opening[0]] = (v, m, self._chance(st, seat, m)[0])
                    macros.setdefault(opening[0], opening)
            seen.append((best, beams[-1][0]))

        def mean_value(o):  # fsum: correctly rounded, so the same in every Python (3.12's sum is not)
            return math.fsum(best.get(o, (floor,))[0] for best, floor in seen) / len(seen)

        # macros is in the order of the first world's plans, so a tie goes to its best
        chosen = max(macros, key=mean_value)
        self.value = mean_value(chosen)
        got = [best[chosen] for best, _floor in seen if chosen in best]
        self.margin = math.fsum(g[1] for g in got) / len(got)
        self.win = math.fsum(g[2] for g in got) / len(got)
        return macros[chosen]

    def _plan(self, first, deadline):
        """The beams (value, state, opening) after up to ``depth`` of the seat's decisions in one
        world, best first; ``first`` is the seat's ranked first moves there."""
        game, seat = self.game, self.seat
        beams = self._keep([(v, after, macro) for v, macro, after in first[:self.branch]])
        self.reached = 1
        for depth in range(1, self.depth):
            if deadline is not None and time.perf_counter() > deadline:
                break
            grown = []
            for v, st, opening in beams:
                nxt = self._answer(st, depth)
                if nxt is None or first_mover(game, nxt) != seat:
                    end = st if nxt is None else nxt
                    grown.append((v if end is st else self._value_of(end), end, opening))
                else:
                    grown += [(v2, after, opening) for v2, _m, after in self._ranked(nxt, seat)[:self.branch]]
                if deadline is not None and time.perf_counter() > deadline:
                    return beams  # out of time half way: the last depth every beam reached
                if self._pause is not None and time.perf_counter() > self._pause:
                    yield None
                    self._pause = time.perf_counter() + self._slice
            beams = self._keep(grown)
            self.reached += 1
        return beams

    def estimate(self) -> dict:
        """What the planner thinks of its answer: ``win`` (0-1, the best plan's chance to win
        where it ends, ``_chance``: not read off its value, which with ``win_chance`` holds
        that chance already), ``margin`` in points, ``plans`` (the
        positions weighed), ``depth`` (the seat's decisions the best plan looked ahead) and
        ``worlds`` (the dealt worlds it planned in); {} when there was one option."""
        if self.value is None:
            return {}
        return {"win": self.win, "margin": self.margin, "plans": self.plans,
                "depth": self.reached, "worlds": self.planned}

    # -----------------------------------------------------------------------------------------
    def _value_of(self, state, seat=None) -> float:
        """The seat's margin over its best rival, plus ``WIN`` game scales once it has won (a
        share of it in a shared win): a plan that wins now beats one that would win by more
        later, which the rivals may yet spoil. A lost game counts its margin only, so a seat
        behind does not shun the end of the game for a plan that stops short of it.

        With ``win_chance`` a plan that stops short of the end adds ``WIN`` times the chance
        to win its margin gives (the sigmoid of ``common.rewards``), not nothing. Without it a
        seat far ahead took any plan that ends the game (in Terra Mystica: passing early in
        the last round, its resources unspent) over every plan that keeps on scoring, since
        only the first added ``WIN``; with it, the sure win is still taken where the margin
        leaves the win in doubt, and where the win is near certain either way the plan that
        wins by more counts."""
        self.plans += 1
        seat = self.seat if seat is None else seat
        value = margin(estimates(self.game, state, self.n), seat)
        chance, over = self._chance(state, seat, value)
        if over or self.win_chance:
            value += WIN * self.scale * chance
        return value

    def _chance(self, state, seat: int, points: float) -> tuple[float, bool]:
        """(the seat's chance to win where a plan ends, whether the game is over there): its
        share of a game won, 0 for one lost, and while the game goes on the chance its margin
        of ``points`` gives (the sigmoid of ``common.rewards``)."""
        won = winning_seats(self.game, state)
        if won is None:
            return _sigmoid(points / self.scale), False
        return (1.0 / len(won) if seat in won else 0.0), True

    def _ranked(self, state, seat) -> list[tuple[float, tuple, object]]:
        """[(value, macro, state after)] of the seat's moves, best first (ties: the game's order)."""
        out = [(self._value_of(after, seat), macro, after) for macro, after in moves(self.game, state, seat)]
        out.sort(key=lambda vma: -vma[0])
        return out

    def _answer(self, state, depth: int):
        """The position once the rivals have each answered greedily, up to the seat's next
        decision or the end of the game (None: a rival had no decision to make).

        With ``shared``, a rival's answer found in one beam (the best first) is replayed in the
        others at the same depth and rank of that rival's decision while the rules accept it:
        the beams differ in the seat's own moves, which seldom change what a rival does, and a
        rival's greedy answer weighs all its moves (most of a plan's cost in a game of four)."""
        game = self.game
        rank: dict[int, int] = {}
        for _ in range(self.answers):
            p = first_mover(game, state)
            if p is None or p == self.seat:
                return state
            key = (depth, p, rank.get(p, 0))
            rank[p] = key[2] + 1
            known = self.memo.get(key) if self.shared else None
            after = None if known is None else self._replay(state, known)
            if after is None:
                got = self._ranked(state, p)
                if not got:
                    return None
                _v, macro, after = got[0]
                self.memo.setdefault(key, macro)
            state = after
        return state

    def _replay(self, state, macro):
        """The state after ``macro`` (None if the rules refuse a step of it)."""
        try:
            for a in macro:
                state, _events = self.game.apply(state, a)
        except RuleError:
            return None
        return state

    def _keep(self, beams):
        """The ``width`` best beams, at most ``per_first`` per opening move."""
        beams.sort(key=lambda b: -b[0])
        count: dict[tuple, int] = {}
        kept = []
        for b in beams:
            k = count.get(b[2], 0)
            if k >= self.per_first:
                continue
            count[b[2]] = k + 1
            kept.append(b)
            if len(kept) >= self.width:
                break
        return kept
