"""What the computer players know about Bonfire (used through the hooks in tabula.bots).

- ``evaluate(state, seat)``: the seat's expected final points: the points it has scored, the
  final-scoring categories as they stand (lit bonfires, guardians on them, portals, matching
  paths, council tasks), plus what is on the way: tasks taken but not yet lit (with the portal
  and the guardians that would score on them), guardians walking the path, the markers, goods,
  fate tiles and gnomes it holds. Holdings are worth more while they can still be spent and
  slide to their final-scoring value (half a point each, 3 per fate tile) as the council fills
  and the countdown runs.
- ``rollout_action(state, seat, rng)``: weighted random: lighting bonfires, taking tasks,
  processions and recruiting before discarding markers, ending or passing.

Bots call these on ``determinize(view(...))`` states only (face-down bowls stay unknown to
the evaluation: it reads counts and public tiles).
"""

from __future__ import annotations

from . import data
from .rules import end_breakdown
from .state import BONFIRE, WAIT, State

# Search budgets of this game's levels (tabula.bots.levels.level_spec): hard aims at a median
# hard move of at most ~0.4 s in CPython, i.e. within 2 s in Pyodide (3-5x slower);
# an iteration is cheap since the search makes only the moves it follows.
BOT_LEVELS = {"hard": {"iterations": 500}}

MARKER_MID = 1.0  # a marker while it can still pay for actions
RES_MID = 0.9  # a good while it can still pay for tasks and gnomes
FATE_MID = 2.0  # a fate tile in the supply mid-game (laying it brings markers and goods)
GNOME = 1.5  # a recruited gnome's ability, per game left
TASK_LIGHT = 0.8  # share of an unlit task's bonfire points expected to be scored
GUARD_WALK = 0.3  # share of a bonfire's guardian points expected for a guardian on the path
PATH_TILE = 0.3  # a path tile laid: room for guardians and a chance of a matching path


def _progress(s: State) -> float:
    """0 at the start, 1 when the game is about to end (council filling, then the countdown)."""
    if s.phase == "over":
        return 1.0
    trig = data.COUNTDOWN_TRIGGER[s.nplayers]
    if s.cd_stack is None:
        return 0.8 * min(1.0, s.council_count() / trig)
    return 0.8 + 0.2 * (1.0 - len(s.cd_stack) / len(data.COUNTDOWN_TILES))


def estimate_all(s: State) -> list[float]:
    if s.final is not None:
        return [float(v) for v in s.final]
    return [evaluate(s, i) for i in range(s.nplayers)]


def evaluate(s: State, seat: int) -> float:
    if s.final is not None:
        return float(s.final[seat])
    p = s.players[seat]
    prog = _progress(s)
    mid = 1.0 - prog
    end = end_breakdown(p)
    v = float(p.vp) + sum(end.values())
    # holdings: end value (counted in ``end``) plus what they are worth while still spendable
    v -= end["supply"] + end["fate"]
    held_m, held_r = sum(p.markers), sum(p.res)
    v += 0.5 * (held_m + held_r) + mid * ((MARKER_MID - 0.5) * held_m + (RES_MID - 0.5) * held_r)
    v += len(p.fate_supply) * (data.FATE_SUPPLY_POINTS * prog + FATE_MID * mid)
    v += GNOME * mid * len(p.gnomes)
    v += PATH_TILE * mid * len(p.path)
    # tasks taken, not yet lit
    guard_at = {pos - BONFIRE for pos in p.guardians.values() if pos >= BONFIRE}
    for k in range(7):
        t = p.tasks[k]
        if t is None or p.lit[k]:
            continue
        pts = data.TASKS[t][1]
        if p.portals[k] is not None:
            pts += data.PORTAL_POINTS
        if k in guard_at:
            pts += data.GUARDIAN_POINTS[k]
        if 1 <= k <= len(p.path) and data.PATH_TILES[p.path[k - 1]][0] == data.TASKS[t][0]:
            pts += data.PATH_MATCH_POINTS
        v += TASK_LIGHT * (0.5 + 0.5 * mid) * pts
    # guardians still walking
    for pos in p.guardians.values():
        if pos == WAIT or pos >= BONFIRE:
            continue
        k = min(6, pos + 1)
        v += GUARD_WALK * mid * data.GUARDIAN_POINTS[k] + 0.3
    return v


# -- playouts ---------------------------------------------------------------------------------

ROLLOUT_WEIGHTS = {
    "light": 8.0, "task": 5.0, "procession": 3.0, "recruit": 2.5, "great": 2.0, "path": 2.0,
    "fate": 2.0, "fetch": 2.0, "councillor": 1.5, "sail": 1.0, "discard": 0.2, "end": 1.0,
    "pass": 0.5,
}


def rollout_action(s: State, seat: int, rng) -> tuple | None:
    from .legal import legal

    options = legal(s, seat)
    if not options:
        return None
    if len(options) == 1:
        return options[0]
    weighted = [(ROLLOUT_WEIGHTS.get(a[1], 1.0), a) for a in options]
    total = sum(w for w, _a in weighted)
    x = rng.random() * total
    for w, a in weighted:
        x -= w
        if x <= 0:
            return a
    return weighted[-1][1]
