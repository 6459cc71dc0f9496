"""What the computer players know about Res Arcana (used through the hooks in tabula.bots).

- ``evaluate(state, seat)``: the seat's expected final points: points now, plus what its
  essences, the income of its components (collect and turn powers) for the rounds likely left,
  and its hand are likely to become. The rounds left come from a race to 10 (``_rounds_left``):
  the seat nearest to it, by its points, pool and income per round, ends the game; they are
  zero only once someone has 10 points, so a long game never makes income worthless. The
  first player token scores its point only in the last round (before, it is the first action
  next round); a magic item's income counts for one round (it is given back at the next pass);
  a power still ready this round counts only if it is free (a priced one is worth only what
  using it brings). An essence choice being made one essence at a time counts what was picked
  so far, so paying with cheap essences scores better at every step.
- ``bot_moves(state, seat)``: a main action together with the follow-up decisions of the same
  seat (which essences to pay, what to gain, targets), made greedily by the evaluation, as one
  "macro", so the search tree does not split on every single essence.
- ``rollout_action(state, seat, rng)``: weighted random: placing artifacts, claiming monuments
  and Places of Power and using powers before discarding or passing.

Bots call these on ``determinize(view(...))`` states only; the true state is never read.
"""

from __future__ import annotations

import math
from functools import cache
from operator import mul

from ...core.protocol import BotHooks
from . import data, naive
from .data import CARDS, G
from .legal import do, legal
from .score import vp
from .state import State
from .steps import GAINS, STEPS, VECTOR, Turn, decision_of

# Search settings of this game's levels (tabula.bots.levels.level_spec): hard aims at a median
# hard move of at most ~0.4 s in CPython, i.e. within 2 s in Pyodide (3-5x slower);
# an iteration is cheap since the search makes only the moves it follows. Rivals answer with
# their best move by the evaluation ("greedy"): the iterations then go into the seat's own
# plans a few turns deep instead of into rival replies to hands it can only guess. Against
# the greedy level this won 19 of 20 development games (searched rivals: 15 of 20); a deeper
# tree costs more per iteration, hence 400 iterations.
# normal: 150 iterations with rivals answering greedily (the default 60, rivals searching, won
# only 21 of 40 2-player games against the naive player; this 29 of 40 on unseen seeds, about
# 155 ms a decision in CPython)
BOT_LEVELS = {"normal": {"iterations": 150, "rivals": "greedy"},
              "hard": {"iterations": 400, "rivals": "greedy"}}

# VP per essence while it can still be spent (Gold buys monuments: 4 Gold = 2 VP and a power),
# in 25ths of a VP: a pool's value is then one integer sum and one division, correctly rounded
# and so the same in every Python (the built-in float ``sum`` is not: Python 3.12 made it a
# compensated sum, so the page's 3.14 and the tests' 3.11 differed in the last bit and the
# bots broke ties between equal moves differently).
ESSENCE_25THS = (4, 4, 4, 4, 8)
ESSENCE = tuple(w / 25 for w in ESSENCE_25THS)  # (0.16, 0.16, 0.16, 0.16, 0.32)
HOARD = 10  # essences held (pool and components) beyond this many are worth half (nothing needs that many)
END_ESSENCE = 0.02  # at the end an essence only breaks ties
HAND_CARD = 0.5  # a card in hand: an artifact to place, or 1 Gold / 2 essences when discarded
HAND_KEEP = 3  # cards in hand beyond this many are worth only what discarding them brings:
HAND_EXTRA = 0.15  # so a bot with a full hand discards for Gold (monuments) instead of hoarding
TYPE_CAP = 8  # essences of one type beyond this many are worth a quarter: a pool of 40 Life (or
#               48 Death on a Mausoleum) buys nothing, and bots that valued it kept collecting it
#               for 20+ rounds
FUTURE = 0.75  # income of later rounds is less sure than essences in hand
STORED = 0.8  # an essence on a component (taken back at the next collect) vs one in the pool
POWER_FLOOR = 0.15  # any action power: flexibility, a spare action
READY = 0.5  # share of a free power's gain counted while it can still be used this round
MAX_LEFT = 5.0  # income further ahead than this many rounds is too unsure to count
MIN_LEFT = 0.5  # while nobody has 10 points the game may well go on for another round
MIN_PACE = 0.5  # VP a seat gains per round at least (discarding cards, passing first)
TOKEN_TEMPO = 0.3  # the first player token when this round is not the last: the first action
#                    next round (it scores its 1 VP only at the final victory check)


def _vec_value(v) -> float:
    # the evaluation's most frequent call: map is ~2x a generator
    return sum(map(mul, v, ESSENCE_25THS)) / 25


def _choice_value(n: int, types) -> float:
    return n * max(ESSENCE[t] for t in types) if types else 0.0


@cache
def _collect(card: str) -> float:
    """Essences (in VP) the component brings at every collect."""
    v = 0.0
    for entry in CARDS[card].collect:
        v += _vec_value(entry[1]) if entry[0] == "fixed" else _choice_value(entry[1], entry[2])
    return v


@cache
def _income(card: str) -> float:
    """What the component brings every round: its collect plus its best power."""
    return _collect(card) + _power(card)


def _gain(pw) -> float:
    """What a power's effects bring (VP), before its cost."""
    gain = 0.0
    for eff in pw.effects:
        k = eff[0]
        if k in ("gain", "store"):
            gain += _vec_value(eff[1])
        elif k in ("gain_choice", "store_choice"):
            gain += _choice_value(eff[1], eff[2])
        elif k == "lifeloss":
            gain += 0.35 * eff[1]
        elif k == "draw":
            gain += HAND_CARD * eff[1]
        elif k in ("gain_x", "convert_x"):
            gain += 0.4
        elif k in ("place", "straighten", "divination", "gain_destroyed", "gain_discarded"):
            gain += 0.5
    return gain


@cache
def _power(card: str) -> float:
    """The value (VP) of using the component's best action power once."""
    best = 0.0
    for pw in CARDS[card].powers:
        if pw.react is not None:
            best = max(best, 0.25)  # a ward: saves a few Life now and then
            continue
        cost = _vec_value(pw.pay) + pw.any_n * 0.3 + (0.35 if pw.discard else 0.0)
        best = max(best, _gain(pw) - 0.6 * cost, POWER_FLOOR)
    return best


@cache
def _ready(card: str) -> float:
    """What the component's free powers (no essences, cards or components to give) may still
    bring this round while it is straightened. Powers with a price do not count: they are worth
    only what using them brings, or a bot that valued keeping them ready spent its whole pool
    on wasted uses (a Reanimate straightening itself) rather than pass and lose that value."""
    best = 0.0
    for pw in CARDS[card].powers:
        free = not (any(pw.pay) or pw.any_n or pw.same or pw.discard or pw.destroy or pw.remove_self)
        if pw.react is None and free:
            best = max(best, READY * _gain(pw))
    return best


# float sums by math.fsum: correctly rounded, so the same in every Python (see ESSENCE_25THS)
_MAGE_AVG = math.fsum(_income(m) for m in data.MAGES) / len(data.MAGES)


def _pace(s: State, seat: int) -> float:
    """VP (in kind) the seat's components bring per round: their collects and best powers."""
    p = s.players[seat]
    pace = math.fsum(_income(c) for c in p.components() if c in CARDS)
    if p.mage is None or p.mage not in CARDS:  # still choosing (rivals' options are hidden)
        pace += _MAGE_AVG
    return pace


def _rounds_left(s: State) -> float:
    """Rounds of income still to come after this one, from a race to 10: for every seat, the
    points it lacks after spending its pool, over what it gains per round; the fastest seat
    ends the game. Zero only once someone has 10 points (this round is the last)."""
    best = MAX_LEFT
    for i, p in enumerate(s.players):
        pts = vp(s, i)
        if pts >= data.WIN_VP:
            return 0.0
        lack = data.WIN_VP - pts - _vec_value(p.pool)
        best = min(best, lack / max(MIN_PACE, _pace(s, i)))
    return max(MIN_LEFT, best)


def _frame_acc(s: State, seat: int) -> tuple[float, float]:
    """Essences picked so far in an open essence choice of the seat: (paid, gained) in VP."""
    f = decision_of(s, seat)
    if f is None or type(f) not in VECTOR:
        return 0.0, 0.0
    if type(f) in GAINS:
        return 0.0, _vec_value(f.acc)
    return _vec_value(f.acc), 0.0


def estimate_all(s: State) -> list[float]:
    """Every seat's ``evaluate``, the race to 10 run once for all of them (the bots' path)."""
    if s.final is not None:
        return [float(v) for v in s.final]
    left = _rounds_left(s)
    return [evaluate(s, i, left) for i in range(s.nplayers)]


def evaluate(s: State, seat: int, left: float | None = None) -> float:
    """The seat's expected final points (``left``: the rounds left, if already known)."""
    if s.final is not None:
        return float(s.final[seat])
    p = s.players[seat]
    if left is None:
        left = _rounds_left(s)
    spend = min(1.0, (left + 0.5) / 1.5)  # how much an essence is still worth spending
    ess = lambda v: spend * _vec_value(v) + (1 - spend) * END_ESSENCE * sum(v)  # noqa: E731
    v = float(vp(s, seat))
    if s.first == seat:  # the token's point counts only if this round is the last
        last = max(0.0, 1.0 - left)
        v -= (1.0 - last) * (1.0 - TOKEN_TEMPO)
    v += ess(p.pool)
    paid, gained = _frame_acc(s, seat)
    v += spend * (gained - paid)
    comps = [c for c in p.components() if c in CARDS]  # a rival's mage is hidden while others choose
    this_round = s.phase == "actions" and not p.passed
    held = list(p.pool)  # the pool and what waits on components to be taken back, for the caps
    for comp in comps:
        # a magic item is given back at the next pass: its income counts for one round at most
        v += _income(comp) * (min(left, 1.0) if comp == p.item else left) * FUTURE
        if this_round and comp not in s.turned:
            v += _ready(comp)
        on = s.stored.get(comp)
        if on and CARDS[comp].vp_per is None:
            v += STORED * ess(on)
            held = [a + b for a, b in zip(held, on)]
    if p.mage is None or p.mage not in CARDS:  # still choosing (rivals' options are hidden)
        v += _MAGE_AVG * left * FUTURE
    v += spend * (HAND_CARD * min(len(p.hand), HAND_KEEP) + HAND_EXTRA * max(0, len(p.hand) - HAND_KEEP))
    extra = sum(held) - HOARD
    if extra > 0:
        v -= 0.5 * spend * extra * ESSENCE[0]
    for t, n in enumerate(held):
        if n > TYPE_CAP:
            v -= 0.75 * spend * (n - TYPE_CAP) * ESSENCE[t]
    return v


# -- search moves: a main action and its follow-up decisions -----------------------------------


def _seat_decides(s: State, seat: int) -> bool:
    """Whether ``seat`` has a follow-up decision pending (not a main action, not a mage)."""
    return decision_of(s, seat) is not None


def _apply(s: State, a: tuple) -> State:
    n = s.copy()
    do(n, a)
    return n


def _finish(s: State, seat: int, steps: list) -> State:
    """Take the seat's follow-up decisions greedily (by its own evaluation) while it is to decide.
    The rounds left are those at the start of the follow-ups: paying an essence barely moves
    the race to 10, and running it for every option took a quarter of the search's time."""
    left = _rounds_left(s)
    for _ in range(40):
        if not _seat_decides(s, seat):
            break
        opts = legal(s, seat)
        if not opts:
            break
        if len(opts) == 1:
            best = opts[0]
            after = _apply(s, best)
        else:
            best, after, top = None, None, -1e9
            for a in opts:
                n = _apply(s, a)
                val = evaluate(n, seat, left)
                if val > top:
                    best, after, top = a, n, val
        steps.append(best)
        s = after
    return s


def bot_moves(s: State, seat: int) -> list[tuple[tuple, State]]:
    return [bot_move(s, seat, a) for a in legal(s, seat)]


def bot_move(s: State, seat: int, a: tuple) -> tuple[tuple, State]:
    """The search move starting with the legal decision ``a`` (the search makes only the moves
    it follows, see tabula.bots.common)."""
    n = _apply(s, a)
    steps = [a]
    if type(STEPS.top(s)) is Turn:  # a main action: finish it in the same macro
        n = _finish(n, seat, steps)
    return tuple(steps), n


# -- playouts ---------------------------------------------------------------------------------

ROLLOUT_WEIGHTS = {"place": 6.0, "claim": 5.0, "use": 3.0, "discard": 0.6, "pass": 1.0}


def rollout_action(s: State, seat: int, rng) -> tuple | None:
    """A quick sensible decision: main actions weighted by kind; answers to a pending decision
    prefer finishing an essence choice over adding essences to it only as often as chance says."""
    options = legal(s, seat)
    if not options:
        return None
    if type(STEPS.top(s)) is not Turn:
        if s.phase == "mage" or len(options) == 1:
            return rng.choice(options)
        # paying: prefer non-Gold; gaining: prefer Gold
        def w(a):
            if len(a) == 3 and isinstance(a[2], tuple) and len(a[2]) == 5:
                gold = a[2][G] == 1
                return 2.0 if gold == (a[1] == "gain") else 1.0
            return 1.0
        return rng.choices(options, [w(a) for a in options])[0]
    return rng.choices(options, [ROLLOUT_WEIGHTS.get(a[1], 1.0) for a in options])[0]


# What tabula.bots use of this module (Game.ai()); ``eval_scale``: the points margin that counts
# as clearly ahead.
HOOKS = BotHooks(
    evaluate=evaluate,
    naive_rank=naive.rank,
    estimate_all=estimate_all,
    bot_moves=bot_moves,
    bot_move=bot_move,
    rollout_action=rollout_action,
    levels=BOT_LEVELS,
    eval_scale=3.0,
)
