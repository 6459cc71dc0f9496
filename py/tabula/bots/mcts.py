"""The search player: Monte Carlo tree search, information-set MCTS for hidden information.

- Every edge is one of the game's ``bot_moves`` (a "macro": a few decisions of one seat in a
  row, e.g. a whole Terra Mystica turn), so multi-step turns do not blow the tree up. The
  answer is the first decision of the best macro; asked again mid-turn, the bot searches again.
- Several seats may be to move (a rival's power offer during a turn): the tree always lets the
  first seat of ``to_move`` decide, every seat maximising its own reward (max^n style).
- Rivals (``rivals``): "search" explores their replies too; "greedy" lets each take its best
  move by the evaluation (its child's prior), so the whole budget goes into the bot's own
  plans several turns deep. Terra Mystica and Res Arcana set "greedy" for hard (their levels):
  hard's wins against greedy in 2-player games went from 70% to 81% (Terra Mystica, the same
  80 seeds) and from 68% to 93% (Res Arcana, the same 40 seeds). Against the old hard it is no
  better: the gain is partly a better model of a greedy opponent.
- A child's value starts from the evaluation of its position (a prior worth ``prior_visits``
  visits), so even a few hundred iterations play at least as well as one-step greedy.
- Progressive widening (``widen``, off unless a level sets it): a node visited n times chooses
  among its ceil(widen * sqrt(n + 1)) children of the best priors only, so a small budget in a
  game of many moves a node (Bonfire: up to ~50) follows a few plans deep instead of trying
  each move about once.
- Playouts are cut short: ``rollout_steps`` decisions of the game's rollout policy, then the
  evaluation.
- Hidden information: every iteration searches a fresh ``determinize(view(state, seat))``;
  nodes are keyed by decisions, so statistics are shared across determinizations (single
  observer ISMCTS); the true state is never looked at.
- Budget: ``iterations`` (deterministic: same state and seed, same decision) and/or
  ``max_time`` seconds (a safety cap; when it bites the answer depends on machine speed).
"""

from __future__ import annotations

import math
import time

from .common import bot_view, finish, first_mover, make_rng, moves, rewards, rollout_action, sample


class Node:
    __slots__ = ("player", "children", "n", "w", "prior", "state", "expanded", "macro")

    def __init__(self, prior: list[float], state=None, macro=None):
        self.player = None
        self.children: dict[tuple, Node] = {}
        self.n = 0
        self.w = [0.0] * len(prior)
        self.prior = prior
        self.state = state
        self.expanded = False
        self.macro = macro  # lazy (hidden information) search: the macro, as first met


class Search:
    def __init__(self, game, seat, seed=0, iterations: int = 200, max_time: float | None = None,
                 rollout_steps: int = 0, c: float = 0.25, prior_visits: float = 2.0,
                 rivals: str = "search", linear: float = 0.0, widen: float = 0.0):
        self.game = game
        self.seat = seat
        self.rng = make_rng(seed, "mcts")
        self.iterations = iterations
        self.max_time = max_time
        self.rollout_steps = rollout_steps
        self.c = c
        self.prior_visits = prior_visits
        self.linear = linear  # share of the margin itself in the reward (see common.rewards)
        self.rivals = rivals  # "search": rivals explore too (max^n); "greedy": they take their best prior
        self.widen = widen  # progressive widening, 0: off (the module's docstring)
        self.hidden = game.capabilities.hidden_information
        # Hidden information: a node's decisions are listed again in every determinization. A
        # game whose search moves are single decisions (no ``bot_moves``) or that can make
        # one search move from its first decision (``bot_move``) gets a lazy search: children
        # keyed by their first decision, the position after one made only for the child
        # chosen (and, once, for a new child's prior).
        hooks = game.ai()
        self.one_move = hooks.bot_move
        self.lazy = self.hidden and (self.one_move is not None or hooks.bot_moves is None)
        self.done = 0
        self.chosen: Node | None = None  # the root's child answered (see estimate)

    def run(self, state):
        return finish(self.steps(state, None))

    def steps(self, state, slice_time: float | None = 0.02):
        """``run`` as a generator: it yields (None) after every ``slice_time`` seconds of search,
        so a caller can hand control back (the browser's event loop) between slices, and returns
        the answer of ``run`` (``StopIteration.value``). The iterations are the same as ``run``'s:
        the same state and seed give the same answer however it is sliced (unless ``max_time``
        bites, which counts the time spent outside too)."""
        game, seat = self.game, self.seat
        view = bot_view(game, state, seat)
        world = sample(game, view, seat, self.rng)
        self.n = game.num_players(world)
        root = Node([0.5] * self.n, None if self.hidden else world)
        self.root = root
        first = self._expand(root, world, seat)
        if not first:
            raise ValueError(f"seat {seat} has no decision to make")
        if len(first) == 1:
            key = next(iter(first))
            return root.children[key].macro if self.lazy else key
        deadline = None if self.max_time is None else time.perf_counter() + self.max_time
        budget = self.iterations if self.iterations else 10**9
        pause = None if slice_time is None else time.perf_counter() + slice_time
        while self.done < budget:
            if deadline is not None and time.perf_counter() > deadline:
                break
            w = world if self.done == 0 or not self.hidden else sample(game, view, seat, self.rng)
            self._iterate(root, w)
            self.done += 1
            if pause is not None and time.perf_counter() > pause:
                yield None  # between two iterations: the search goes on as if it had not stopped
                pause = time.perf_counter() + slice_time
        return self.best(root)

    def best(self, root):
        def key(item):
            _macro, ch = item
            return (ch.n, self._q(ch, self.seat))

        macro, child = max(root.children.items(), key=key)
        self.chosen = child
        return child.macro if self.lazy else macro

    def estimate(self) -> dict:
        """What the search thinks of the answer it gave (after ``run``/``steps``): ``win``, the
        seat's reward for it (0-1: a win chance guessed from the margin, common.rewards),
        ``visits`` of it and ``iterations`` in all; {} when there was nothing to weigh (one option)."""
        ch = self.chosen
        if ch is None:
            return {}
        return {"win": self._q(ch, self.seat), "visits": ch.n, "iterations": self.done}

    # -- one iteration ------------------------------------------------------
    def _make(self, state, player, first):
        """(macro, state after it) for the search move starting with the decision ``first``."""
        if self.one_move is not None:
            return self.one_move(state, player, first)
        return (first,), self.game.apply(state, first)[0]

    def _expand_lazy(self, node, state, player) -> dict:
        """{(first decision,): state after its move, or None until needed} for this state;
        new children get their prior from the position after them."""
        node.player = player
        avail = {}
        for a in self.game.legal(state, player):
            key = (a,)
            if key in node.children:
                avail[key] = None
                continue
            macro, after = self._make(state, player, a)
            node.children[key] = Node(self._rewards(after), None, macro)
            avail[key] = after
        node.expanded = True
        return avail

    def _expand(self, node, state, player) -> dict:
        """Create (or, with hidden information, refresh) the node's children; return
        {macro: state after it} for the macros available in this state, best first."""
        if self.lazy:
            return self._expand_lazy(node, state, player)
        node.player = player
        avail = {}
        for macro, after in moves(self.game, state, player):
            if macro not in node.children:
                node.children[macro] = Node(self._rewards(after), None if self.hidden else after)
            avail[macro] = after
        node.expanded = True
        return avail

    def _rewards(self, state) -> list[float]:
        return rewards(self.game, state, self.n, self.linear)

    def _q(self, ch, p) -> float:
        k = self.prior_visits
        return (ch.w[p] + k * ch.prior[p]) / (ch.n + k)

    def _iterate(self, root, world):
        game = self.game
        node, state, player = root, world, self.seat
        path = [root]
        value = None
        while True:
            if node is not root:
                player = first_mover(game, state)
                if player is None:
                    value = self._rewards(state)
                    break
                if node.n == 0:  # a new leaf: its evaluation (or a short playout) is its value
                    value = self._playout(state) if self.rollout_steps else list(node.prior)
                    break
            if self.hidden or not node.expanded:
                avail = self._expand(node, state, player)
            else:
                avail = node.children
            if not avail:  # a seat to move with no decision: treat as a leaf
                value = self._rewards(state)
                break
            macro = self._select(node, avail, player)
            child = node.children[macro]
            if not self.hidden:
                state = child.state
            elif avail[macro] is not None:
                state = avail[macro]
            else:
                state = self._make(state, player, macro[0])[1]
            node = child
            path.append(node)
        for nd in path:
            nd.n += 1
            w = nd.w
            for i in range(self.n):
                w[i] += value[i]

    def _select(self, node, avail, p):
        if self.rivals == "greedy" and p != self.seat:
            return max(avail, key=lambda m: node.children[m].prior[p])
        if self.widen:
            k = math.ceil(self.widen * math.sqrt(node.n + 1))
            if k < len(avail):
                avail = sorted(avail, key=lambda m: -node.children[m].prior[p])[:k]
        logn = math.log(node.n + 1)
        best, best_v = None, -1e9
        c = self.c
        for macro in avail:
            ch = node.children[macro]
            v = self._q(ch, p) + c * math.sqrt(logn / (ch.n + 1))
            if v > best_v:
                best, best_v = macro, v
        return best

    def _playout(self, state):
        game, rng = self.game, self.rng
        for _ in range(self.rollout_steps):
            p = first_mover(game, state)
            if p is None:
                break
            a = rollout_action(game, state, p, rng)
            if a is None:
                break
            state, _ = game.apply(state, a)
        return self._rewards(state)


def choose(game, state, seat, seed=0, iterations: int = 200, max_time: float | None = None, **kw):
    macro = Search(game, seat, seed, iterations, max_time, **kw).run(state)
    return macro[0]
