"""The score sheet: points by category (those scored during play, and the final-scoring ones as
if the game ended now), and the end of the game: final totals and winners (most points, ties
broken by more lit bonfires; several winners on a full tie)."""

from __future__ import annotations

from . import data
from .rules.common import council_tasks_met, n_lit
from .state import BONFIRE, Player, State


def end_breakdown(p: Player) -> dict[str, int]:
    """The final-scoring categories (as if the game ended now)."""
    bon = guard = port = paths = 0
    for k in range(7):
        if not p.lit[k]:
            continue
        t = p.tasks[k]
        bon += data.TASKS[t][1]
        if p.portals[k] is not None:
            port += data.PORTAL_POINTS
        if k >= 1 and k <= len(p.path) and data.PATH_TILES[p.path[k - 1]][0] == data.TASKS[t][0]:
            paths += data.PATH_MATCH_POINTS
    for pos in p.guardians.values():
        if pos >= BONFIRE and p.lit[pos - BONFIRE]:
            guard += data.GUARDIAN_POINTS[pos - BONFIRE]
    council = 0
    met = council_tasks_met(p)  # (all five counted at once: the evaluation asks at every leaf)
    for ct in data.COUNCIL_TASKS:
        if ct == "tasks" and n_lit(p) == 7:
            council += data.COUNCIL_ALL_BONFIRES_POINTS
        elif ct in met:
            council += data.COUNCIL_TASK_POINTS
    return {
        "bonfires": bon, "guardians": guard, "portals": port, "paths": paths, "council": council,
        "fate": data.FATE_SUPPLY_POINTS * len(p.fate_supply),
        "supply": (sum(p.markers) + sum(p.res)) // 2,
    }


def breakdown(p: Player) -> dict[str, int]:
    """Every category: the points scored so far and the final-scoring ones."""
    out = dict(p.vp_by)
    out.update(end_breakdown(p))
    return out


def finish(s: State, why: str) -> None:
    """The game ends (``why``: "countdown", or "stalled" for the engine's safety net): final
    totals and the winners."""
    s.phase = "over"
    s.stack.clear()
    s.ended_by = why
    totals = [sum(breakdown(p).values()) for p in s.players]
    s.final = totals
    best = max(totals)
    tied = [i for i, t in enumerate(totals) if t == best]
    most = max(n_lit(s.players[i]) for i in tied)
    s.winners = [i for i in tied if n_lit(s.players[i]) == most]
