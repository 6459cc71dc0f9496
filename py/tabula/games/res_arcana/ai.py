"""What the computer players know about Res Arcana (used through the hooks in tabula.bots).

- ``evaluate(state, seat)``: the seat's expected final points: points now, plus what its
  essences, the income of its components (collect and turn powers) for the rounds likely left,
  and its hand are likely to become. The rounds left are guessed from the leader's points (the
  game ends in the round someone reaches 10). An essence choice being made one essence at a
  time counts what was picked so far, so paying with cheap essences scores better at every step.
- ``bot_moves(state, seat)``: a main action together with the follow-up decisions of the same
  seat (which essences to pay, what to gain, targets), made greedily by the evaluation, as one
  "macro", so the search tree does not split on every single essence.
- ``rollout_action(state, seat, rng)``: weighted random: placing artifacts, claiming monuments
  and Places of Power and using powers before discarding or passing.

Bots call these on ``determinize(view(...))`` states only; the true state is never read.
"""

from __future__ import annotations

from functools import cache

from . import data, engine
from .actions import do
from .data import CARDS, G
from .legal import legal
from .rules import vp
from .state import State

# Search budgets of this game's levels (tabula.bots.levels.level_spec): hard aims at a median
# hard move of at most ~0.4 s in CPython, i.e. within 2 s in Pyodide (3-5x slower);
# an iteration is cheap since the search makes only the moves it follows.
BOT_LEVELS = {"hard": {"iterations": 500}}

# VP per essence while it can still be spent (Gold buys monuments: 4 Gold = 2 VP and a power).
ESSENCE = (0.16, 0.16, 0.16, 0.16, 0.32)
HOARD = 10  # essences in the pool beyond this many are worth half (nothing needs that many)
END_ESSENCE = 0.02  # at the end an essence only breaks ties
HAND_CARD = 0.5  # a card in hand: an artifact to place, or 1 Gold / 2 essences when discarded
HAND_KEEP = 3  # cards in hand beyond this many are worth only what discarding them brings:
HAND_EXTRA = 0.15  # so a bot with a full hand discards for Gold (monuments) instead of hoarding
TYPE_CAP = 8  # essences of one type beyond this many are worth a quarter: a pool of 40 Life
#               buys nothing, and bots that valued it kept collecting it for 20+ rounds
FUTURE = 0.75  # income of later rounds is less sure than essences in hand
STORED = 0.8  # an essence on a component (taken back at the next collect) vs one in the pool
POWER_FLOOR = 0.15  # any action power: flexibility, a spare action


def _vec_value(v) -> float:
    return sum(n * ESSENCE[i] for i, n in enumerate(v))


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


@cache
def _power(card: str) -> float:
    """The value (VP) of using the component's best action power once."""
    c = CARDS[card]
    best = 0.0
    for pw in c.powers:
        if pw.react is not None:
            best = max(best, 0.25)  # a ward: saves a few Life now and then
            continue
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
        cost = _vec_value(pw.pay) + pw.any_n * 0.3 + (0.35 if pw.discard else 0.0)
        best = max(best, gain - 0.6 * cost, POWER_FLOOR)
    return best


_MAGE_AVG = sum(_income(m) for m in data.MAGES) / len(data.MAGES)


def _rounds_left(s: State) -> float:
    """Rounds of income still to come after this one (guessed from the leader's points)."""
    lead = max(vp(s, i) for i in range(s.nplayers))
    return max(0.0, min(5.0, (data.WIN_VP - lead) / 2.4, 7.0 - s.round))


def _frame_acc(s: State, seat: int) -> tuple[float, float]:
    """Essences picked so far in an open essence choice of the seat: (paid, gained) in VP."""
    qs = [s.cq[seat]] if s.phase == "collect" else [s.q]
    paid = gained = 0.0
    for q in qs:
        if not q:
            continue
        f = q[-1]
        if f[1] != seat or f[0] not in engine.VECTOR:
            continue
        acc, _last = engine.progress(f)
        if f[0] in ("gainc", "dgain"):
            gained += _vec_value(acc)
        else:
            paid += _vec_value(acc)
    return paid, gained


def estimate_all(s: State) -> list[float]:
    if s.final is not None:
        return [float(v) for v in s.final]
    return [evaluate(s, i) for i in range(s.nplayers)]


def evaluate(s: State, seat: int) -> float:
    if s.final is not None:
        return float(s.final[seat])
    p = s.players[seat]
    left = _rounds_left(s)
    spend = min(1.0, (left + 0.5) / 1.5)  # how much an essence is still worth spending
    ess = lambda v: spend * _vec_value(v) + (1 - spend) * END_ESSENCE * sum(v)  # noqa: E731
    v = float(vp(s, seat))
    v += ess(p.pool)
    extra = sum(p.pool) - HOARD
    if extra > 0:
        v -= 0.5 * spend * extra * ESSENCE[0]
    paid, gained = _frame_acc(s, seat)
    v += spend * (gained - paid)
    comps = [c for c in p.components() if c in CARDS]  # a rival's mage is hidden while others choose
    this_round = s.phase == "actions" and not p.passed
    for comp in comps:
        v += _income(comp) * left * FUTURE
        if this_round and comp not in s.turned:
            v += 0.5 * _power(comp)  # still usable this round
        on = s.stored.get(comp)
        if on and CARDS[comp].vp_per is None:
            v += STORED * ess(on)
    if p.mage is None or p.mage not in CARDS:  # still choosing (rivals' options are hidden)
        v += _MAGE_AVG * left * FUTURE
    v += spend * (HAND_CARD * min(len(p.hand), HAND_KEEP) + HAND_EXTRA * max(0, len(p.hand) - HAND_KEEP))
    for t, n in enumerate(p.pool):
        if n > TYPE_CAP:
            v -= 0.75 * spend * (n - TYPE_CAP) * ESSENCE[t]
    return v


# -- search moves: a main action and its follow-up decisions -----------------------------------


def _seat_decides(s: State, seat: int) -> bool:
    if s.phase == "over":
        return False
    if s.phase == "collect":
        return bool(s.cq[seat])
    return bool(s.q) and s.q[-1][1] == seat


def _apply(s: State, a: tuple) -> State:
    n = s.copy()
    do(n, a)
    return n


def _finish(s: State, seat: int, steps: list) -> State:
    """Take the seat's follow-up decisions greedily (by its own evaluation) while it is to decide."""
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
                val = evaluate(n, seat)
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
    if s.phase == "actions" and not s.q:  # a main action: finish it in the same macro
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
    if s.phase != "actions" or s.q:
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
