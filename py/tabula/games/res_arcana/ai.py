"""What the computer players know about Res Arcana (used through the hooks in tabula.bots).

- ``evaluate(state, seat)``: the seat's expected final points: points now, plus what its
  essences can buy (reach.py: the monuments, Places of Power and artifacts in its hand they go
  toward, nearer ones counting more; an essence nothing needs is worth little, and beyond a
  few nothing), the income of its components (collect and turn powers) for the rounds likely
  left, and what discarding its cards brings. The rounds left come from a race to 10
  (``_rounds_left``): the seat nearest to it, by its points, the points in its reach and its
  income per round, ends the game; they are zero once someone has 10 points or 10 within
  reach (so the seat that can end the game does, rather than keep its income coming). The
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
from .reach import LOOSE, Catalog, Reach
from .score import vp
from .state import State
from .steps import GAINS, STEPS, VECTOR, Turn, decision_of

# Search settings of this game's levels (tabula.bots.levels.level_spec).
# hard plans (bots/beam.py) in three dealt worlds: 12 beams wide, 8 of its own decisions deep,
# 16 moves a decision, rivals answering greedily; it plays the opening worth most on average
# over the three deals. The tree search it replaced (400 iterations, rivals greedy) beat normal
# only 51/80 (seeds 5000-5039 and 9000-9039): its iterations bought little over normal's 150
# from the same evaluation. One dealt world sees the cards it would draw there: that planner
# won 29/40 against normal on seeds 9000-9039; in three worlds 32/40 there and 32/40 on seeds
# 5000-5039 (64/80, 70-87%), 38/40 against naive, 26/40 against the tree (tools/ladder.py,
# README). About 0.5 s a decision in CPython (the tree: 0.6); a turn in Chromium 1.1 s median.
# At 3-4 players 8 x 6 x 12 in two worlds, as costly as the tree's 160 iterations there (at 3
# players with a greedy seat, 12 games: the planner won 6, the tree 5).
# normal: 150 iterations, rivals searched (each seat's replies explored). With rivals answering
# greedily normal was hard with fewer iterations (the tree hard beat it only 28/40); searching
# the rivals spends normal's budget on replies it can only guess; it still beat naive 32/40 and
# easy 37/40 (about 170 ms a decision in CPython). (With the evaluation before reach.py, the
# default 60 iterations with rivals searched won only 21 of 40 against the naive player.)
# easy: the default noise (0.6 x eval_scale 3: a 1.8-point spread on every move's value) drowned
# the evaluation's differences between moves (9 of 40 against the naive player on tuning seeds);
# with 0.2 (a 0.6-point spread) easy won 25 of 40 and still plays unevenly
BOT_LEVELS = {"easy": {"noise": 0.2},
              "normal": {"iterations": 150, "rivals": "search"},
              "hard": {"bot": "beam", "width": 12, "depth": 8, "branch": 16, "worlds": 3,
                       "players": {3: {"width": 8, "depth": 6, "branch": 12, "worlds": 2}}}}

# VP per essence in the income of a component (what a collect or a power brings each round; the
# essences held are worth what they can buy, reach.py), in 25ths of a VP: a vector's value is
# then one integer sum and one division, correctly rounded and so the same in every Python
# (the built-in float ``sum`` is not: Python 3.12 made it a compensated sum, so the page's
# 3.14 and the tests' 3.11 differed in the last bit and the bots broke ties between equal moves
# differently).
ESSENCE_25THS = (4, 4, 4, 4, 8)
ESSENCE = tuple(w / 25 for w in ESSENCE_25THS)  # (0.16, 0.16, 0.16, 0.16, 0.32)
END_ESSENCE = 0.02  # at the end an essence only breaks ties
HAND_CARD = 0.5  # a card drawn by a power: an artifact to place, or 1 Gold / 2 essences discarded
# a card in hand is worth what discarding it brings (1 Gold or 2 loose essences); what placing
# it brings is in reach (reach.py), with the essences that would pay for it
DISCARD = max(LOOSE[G], 2 * LOOSE[0])
STORE_DELAY = 0.02  # an essence put on a component pays for nothing until the next collect: a
#                     little less than one in the pool (else storing powers are used over and over)
FUTURE = 0.75  # income of later rounds is less sure than essences in hand
POWER_FLOOR = 0.15  # any action power: flexibility, a spare action
READY = 0.5  # share of a free power's gain counted while it can still be used this round
MAX_LEFT = 5.0  # income further ahead than this many rounds is too unsure to count
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


def _gain(pw, card) -> float:
    """What a power of ``card`` brings (VP), before its cost."""
    gain = 0.0
    for eff in pw.effects:
        k = eff[0]
        if k == "store" and card.vp_per is not None:  # on a Place of Power its type is points
            gain += eff[1][card.vp_per] + _vec_value(eff[1]) - eff[1][card.vp_per] * ESSENCE[card.vp_per]
        elif k in ("gain", "store"):
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
        best = max(best, _gain(pw, CARDS[card]) - 0.6 * cost, POWER_FLOOR)
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
            best = max(best, READY * _gain(pw, CARDS[card]))
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


# every card as something to buy (reach.py), ranked by what it brings in its first round
TARGETS = Catalog(_income, FUTURE)


def _rounds_left(s: State, reaches=None) -> float:
    """Rounds of income still to come after this one, from a race to 10: for every seat, the
    points it lacks after spending its essences (the points they bring in reach), over what it
    gains per round; the fastest seat ends the game. Zero once someone has 10 points, or 10
    within reach (this round is the last, or can be made the last). No floor above zero: the
    seat that ends the game then gains more by a point now than by the income of the rounds it
    would add (lack / pace rounds of pace, discounted by FUTURE); with a floor of half a round
    a seat at 9 points with a strong engine kept collecting for 80 rounds instead of taking
    its tenth. ``reaches``: every seat's ``_reach``, if already known."""
    best = MAX_LEFT
    for i in range(s.nplayers):
        pts = vp(s, i)
        if pts >= data.WIN_VP:
            return 0.0
        lack = data.WIN_VP - pts - (reaches[i] if reaches else _reach(s, i)).points
        if lack <= 0:  # 10 points within reach: the seat can end the game this round
            return 0.0
        best = min(best, lack / max(MIN_PACE, _pace(s, i)))
    return best


def _stored(s: State, seat: int) -> int:
    """How many essences wait on the seat's components to be taken back at the next collect."""
    return sum(sum(on) for comp, on in s.stored.items()
               if comp in CARDS and CARDS[comp].vp_per is None and s.players[seat].owns(comp))


def _held(s: State, seat: int) -> list[int]:
    """The seat's essences: its pool, what waits on its components to be taken back at the next
    collect (not the points on a Place of Power), and what an open essence choice of the seat
    has picked so far (gained or paid: paying with cheap essences then scores better at every
    step)."""
    p = s.players[seat]
    held = list(p.pool)
    for comp in p.components():
        on = s.stored.get(comp)
        if on and comp in CARDS and CARDS[comp].vp_per is None:
            held = [a + b for a, b in zip(held, on)]
    f = decision_of(s, seat)
    if f is not None and type(f) in VECTOR:
        sign = 1 if type(f) in GAINS else -1
        held = [max(0, a + sign * b) for a, b in zip(held, f.acc)]
    return held


def _reach(s: State, seat: int) -> Reach:
    return TARGETS.reach(s, seat, _held(s, seat))


def estimate_all(s: State) -> list[float]:
    """Every seat's ``evaluate``, the race to 10 run once for all of them (the bots' path)."""
    if s.final is not None:
        return [float(v) for v in s.final]
    reaches = [_reach(s, i) for i in range(s.nplayers)]
    left = _rounds_left(s, reaches)
    return [evaluate(s, i, left, reaches[i]) for i in range(s.nplayers)]


def evaluate(s: State, seat: int, left: float | None = None, reached: Reach | None = None) -> float:
    """The seat's expected final points (``left``: the rounds left, ``reached``: the seat's
    ``_reach``, if already known)."""
    if s.final is not None:
        return float(s.final[seat])
    p = s.players[seat]
    if left is None:
        left = _rounds_left(s)
    spend = min(1.0, (left + 0.5) / 1.5)  # how much an essence is still worth spending
    v = float(vp(s, seat))
    if s.first == seat:  # the token's point counts only if this round is the last
        last = max(0.0, 1.0 - left)
        v -= (1.0 - last) * (1.0 - TOKEN_TEMPO)
    held = _held(s, seat)
    if reached is None:
        reached = TARGETS.reach(s, seat, held)
    v += spend * reached.value(left, FUTURE) + (1 - spend) * END_ESSENCE * sum(held)
    v -= STORE_DELAY * _stored(s, seat)
    this_round = s.phase == "actions" and not p.passed
    for comp in p.components():
        if comp not in CARDS:  # a rival's mage is hidden while others choose
            continue
        # a magic item is given back at the next pass: its income counts for one round at most
        v += _income(comp) * (min(left, 1.0) if comp == p.item else left) * FUTURE
        if this_round and comp not in s.turned:
            v += _ready(comp)
    if p.mage is None or p.mage not in CARDS:  # still choosing (rivals' options are hidden)
        v += _MAGE_AVG * left * FUTURE
    v += spend * DISCARD * len(p.hand)
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
