"""What the computer players know about Fate of Venterra (used through the hooks in tabula.bots).

- ``evaluate(state, seat)``: the seat's expected final Influence: the Influence it would score
  now (territories, boards, quests, tracks, wealth), plus the income of the rounds left (wealth
  and track steps, turned into Influence at their rates), the units on the map (they hold and
  take territories), and the Leader and Power of the Gods cards in hand (only their number: a
  rival's hand is hidden).
- ``rollout_action(state, seat, rng)``: weighted random: recruiting, building, marching and
  questing before passing.

Bots call these on ``determinize(view(...))`` states only.
"""

from __future__ import annotations

from ...core.protocol import BotHooks
from . import data, naive
from .legal import legal
from .rules.income import income_of
from .score import score_sheet, units_on_map
from .state import State

# Search budgets of this game's levels (tabula.bots.levels.level_spec): hard aims at a median
# hard move of at most ~0.4 s in CPython, i.e. within 2 s in Pyodide (3-5x slower);
# an iteration is cheap since the search makes only the moves it follows.
BOT_LEVELS = {"hard": {"iterations": 400}}

WEALTH_IP = 1.0 / data.FACTS["wealth_per_ip"]
TRACK_STEP = 1.0  # a step on the battle or development track (about 1 Influence, 2 late on)
UNIT = 0.6  # a unit on the map
CARD = 0.8  # a Leader card in hand
POTG = 0.8  # a Power of the Gods card
SPEND = 1.6  # wealth is worth more while it can still buy units, buildings and cards
ROUNDS = data.FACTS["rounds"]


def _rounds_left(s: State) -> int:
    """Income phases still to come."""
    if s.round == 0:
        return ROUNDS
    return max(0, ROUNDS - s.round)


def evaluate(s: State, seat: int) -> float:
    if s.final is not None:
        return float(s.final[seat])
    p = s.players[seat]
    left = _rounds_left(s)
    live = min(1.0, (left + 1) / 2.0)  # 0.5 in the last round, 1 before
    v = float(sum(score_sheet(s, seat).values()))
    v += (SPEND - 1.0) * live * p.wealth * WEALTH_IP
    if left:
        inc, track, potg = income_of(s, seat)
        per_round = inc.get("wealth", 0) * WEALTH_IP * SPEND
        per_round += (inc.get("battle", 0) + inc.get("dev", 0) + track) * TRACK_STEP
        per_round += potg * POTG
        v += 0.8 * per_round * left
    v += UNIT * live * units_on_map(s, seat)
    v += live * (CARD * len(p.hand) + POTG * len(p.potg))
    return v


# -- playouts ---------------------------------------------------------------------------------

ROLLOUT_WEIGHTS = {"pass": 0.3, "decline": 0.5, "skip": 0.5, "done": 0.7}


def rollout_action(s: State, seat: int, rng) -> tuple | None:
    opts = legal(s, seat)
    if not opts:
        return None
    if len(opts) == 1:
        return opts[0]
    weights = [ROLLOUT_WEIGHTS.get(a[1], 1.0) if isinstance(a[1], str) else 1.0 for a in opts]
    return rng.choices(opts, weights)[0]


# What tabula.bots use of this module (Game.ai()); ``eval_scale``: the points margin that counts
# as clearly ahead.
HOOKS = BotHooks(
    evaluate=evaluate,
    naive_rank=naive.rank,
    rollout_action=rollout_action,
    levels=BOT_LEVELS,
    eval_scale=8.0,
)
