"""What the computer players know about Fate of Venterra (used through the hooks in tabula.bots).

- ``evaluate(state, seat)``: the seat's expected final Influence (``ai_value``: the score now,
  what its Wealth, income, units and cards will still bring, its reserved quests and what it is
  owed, such as a march begun).
- ``rollout_action(state, seat, rng)``: weighted random: recruiting, building, marching and
  questing before passing.

Bots call these on ``determinize(view(...))`` states only.
"""

from __future__ import annotations

from ...core.protocol import BotHooks
from . import naive
from .ai_value import evaluate
from .legal import legal
from .state import State

# This game's levels (tabula.bots.levels.level_spec). Hard's search budget aims at a median
# hard move of at most ~0.4 s in CPython, i.e. within 2 s in Pyodide (3-5x slower); an
# iteration is cheap since the search makes only the moves it follows. Easy's noise: most
# decisions here differ by 0-3 Influence, so the default 0.6 x eval_scale (a 4.8 IP spread)
# made easy pick nearly at random (it won 3 of 40 against the naive player); 0.1 (0.8 IP)
# keeps it a greedy player that slips now and then. Hard at 5 players searches 250 iterations:
# at 400 a whole turn took a median of 1.36 s in CPython and 1.56 s in Chromium, over the page's
# 1.5 s; at 250, 0.73 s in CPython (3 and 4 players: 0.56-0.58 s at 400).
BOT_LEVELS = {"easy": {"noise": 0.1}, "hard": {"iterations": 400, "players": {5: {"iterations": 250}}}}

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
