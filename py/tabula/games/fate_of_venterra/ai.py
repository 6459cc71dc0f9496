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
# Normal searches 20 iterations (the default is 60): at 60 hard beat it only 13 of 20 times, the
# evaluation doing most of the work for both. With 20, on unseen seeds 5000 on: hard vs normal
# 37/40 (mean 162 to 118), normal vs easy 32/40 (at 60: 37/40 on seeds 9000 on), normal vs
# naive 40/40 (tools/ladder.py's pairs).
# Hard's rivals stay searched: answering greedily and widening (Bonfire's hard) won 5 of 5 at 400
# iterations on tuning seeds but made a turn 3.6 times as long; at 120 iterations, as long as
# today's, it won 10 of 20 against normal (at 60) where today's hard won 14 (seeds 7000-7019).
BOT_LEVELS = {"easy": {"noise": 0.1}, "normal": {"iterations": 20},
              "hard": {"iterations": 400, "players": {5: {"iterations": 250}}}}

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
