"""Tasks: what taking one costs (task markers, an offering bowl with its good and the island's),
the bowl and bonfire-space decisions, and whether a player meets a task's condition (appendix I
of the rulebook) so that it may be lit."""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..data import GOLD
from ..state import State
from ..steps import STEPS, Bowl, GiveBowl, PayGoods, PayMarkers, Space
from .common import (
    MI,
    RI,
    TASK,
    bowl_islands,
    colour_count,
    council_met,
    guardians_at_lit,
    n_guardians,
    n_lit,
    n_portals,
    n_tasks,
    own,
)
from .fate import regions
from .payment import markers_feasible, res_feasible


def task_marker_cost(s: State, seat: int, island: str) -> int:
    if s.players[seat].has("envoy"):
        return 1
    return 1 + s.bowls_on[island].count(seat)


def task_needs(s: State, seat: int, stack: int, island: str) -> tuple:
    """The goods giving the top bowl of ``stack`` at ``island`` costs."""
    p = s.players[seat]
    if p.has("barter"):
        return ("any", "any")
    return (p.bowls[stack][-1], data.ISLAND_RESOURCE[island])


def task_refusal(s: State, seat: int, tid: str) -> str | None:
    """Why the seat may not take task ``tid`` now (None: it may)."""
    p = s.players[seat]
    if p.ship is None or data.ISLAND_KIND[p.ship] != "task":
        return "your ship must be at a task island"
    if tid not in s.islands[p.ship]:
        return "that task is not at your ship's island"
    return island_task_refusal(s, seat)


def island_task_refusal(s: State, seat: int) -> str | None:
    """Why the seat may take none of the tasks at its ship's task island now (None: it may take
    any of them: nothing below depends on which)."""
    p = s.players[seat]
    if n_tasks(p) >= 7:
        return "at most 7 tasks and bonfires"
    if not (p.bowls[0] or p.bowls[1]):
        return "you have no offering bowl left"
    k = task_marker_cost(s, seat, p.ship)
    if not markers_feasible(p.markers, TASK, k, p.has("doubler")):
        return f"a task here costs {k} task marker(s)"
    if not any(p.bowls[st] and res_feasible(p.res, task_needs(s, seat, st, p.ship)) for st in (0, 1)):
        return "you cannot give the resources of a bowl and of the island"
    return None


def check_task(s: State, seat: int, tid: str) -> None:
    """RuleError unless the seat may take task ``tid`` now."""
    why = task_refusal(s, seat, tid)
    if why is not None:
        raise RuleError(why)


def start_task(s: State, seat: int, tid: str) -> None:
    p = s.players[seat]
    STEPS.push(s, PayMarkers(seat, TASK, task_marker_cost(s, seat, p.ship)), Bowl(seat, tid))


@STEPS.options(Bowl, "choose a bowl")
def bowl_options(s: State, f: Bowl, seat: int) -> list[tuple]:
    p = s.players[seat]
    return [(seat, "bowl", st + 1) for st in (0, 1)
            if p.bowls[st] and res_feasible(p.res, task_needs(s, seat, st, p.ship))]


@STEPS.act(Bowl)
def bowl(s: State, f: Bowl, a: tuple) -> None:
    st = a[2] - 1
    seat = f.seat
    STEPS.push(s, PayGoods(seat, task_needs(s, seat, st, s.players[seat].ship)), GiveBowl(seat, f.task, st),
               Space(seat, f.task))


@STEPS.auto(GiveBowl)
def give_bowl(s: State, f: GiveBowl) -> None:
    """Give the bowl; the task leaves the island when its space is chosen."""
    p = own(s, f.seat)
    island = p.ship
    p.given.append(p.bowls[f.stack].pop())
    s.bowls_on[island] = [*s.bowls_on[island], f.seat]  # replaced, not changed: State.fork
    if p.bowls[f.stack]:
        s.reveals += 1


@STEPS.options(Space, "choose a bonfire space")
def space_options(s: State, f: Space, seat: int) -> list[tuple]:
    p = s.players[seat]
    return [(seat, "space", k) for k in range(7) if p.tasks[k] is None]


@STEPS.act(Space)
def space(s: State, f: Space, a: tuple) -> None:
    p = own(s, f.seat)
    s.islands[p.ship] = [t for t in s.islands[p.ship] if t != f.task]  # replaced: State.fork
    p.tasks[a[2]] = f.task


# -- a task's condition (appendix I) ------------------------------------------------------------


def task_met(s: State, seat: int, tid: str) -> bool:
    p = s.players[seat]
    _colour, _pts, kind, par = data.TASKS[tid]
    if kind == "path_good":
        return any(data.PATH_TILES[t][1] == par for t in p.path)
    if kind == "guardian":
        return par in p.guardians
    if kind == "bowl_on_good":
        return any(data.ISLAND_RESOURCE[i] == par for i in bowl_islands(s, seat))
    if kind == "bowls_one_island":
        return any(k >= par for k in bowl_islands(s, seat).values())
    if kind == "bowl_islands":
        return len(bowl_islands(s, seat)) >= par
    if kind == "gnome_res":
        return any(data.GNOMES[g] == par for g in p.gnomes)
    if kind == "bonfires_blue_red":
        return colour_count(p, "blue", True) >= 1 and colour_count(p, "red", True) >= 1
    if kind == "two_pairs":
        return sum(1 for r in range(5) if p.res[r] >= 2) >= 2
    if kind == "fate_group":
        return any(sym == par and k >= 3 for sym, k in regions(p.fate))
    if kind == "adjacent_paths_same_good":
        goods = [data.PATH_TILES[t][1] for t in p.path]
        return any(a == b for a, b in zip(goods, goods[1:]))
    if kind == "gnomes":
        return len(p.gnomes) >= par
    if kind == "gold":
        return p.res[GOLD] >= par
    if kind == "guardians_pair":
        return par[0] in p.guardians and par[1] in p.guardians
    if kind == "portals":
        return n_portals(p) >= par
    if kind == "council_task":
        return any(council_met(p, ct) for ct in data.COUNCIL_TASKS)
    if kind == "bowls_good_islands":
        b = bowl_islands(s, seat)
        return all(i in b for i in data.ISLANDS if data.ISLAND_RESOURCE.get(i) == par)
    if kind == "bonfires_all_colours":
        return all(colour_count(p, c, True) for c in data.TASK_COLOURS)
    if kind == "fate_groups":
        regs = regions(p.fate)
        return all(any(sym == x and k >= 3 for sym, k in regs) for x in par)
    if kind == "good_count":
        return p.res[RI[par]] >= 3
    if kind == "colour_tasks":
        return colour_count(p, par, False) >= 4
    if kind == "guardians_count":
        return n_guardians(p) >= par
    if kind == "bowl_stack_empty":
        return not p.bowls[0] or not p.bowls[1]
    if kind == "elders":
        return sum(1 for g in p.gnomes if g in data.ELDERS) >= par
    if kind == "paths_crystal":
        return sum(1 for t in p.path if data.PATH_TILES[t][0] == par[0]) >= par[1]
    if kind == "fate_ring":
        return all(sq in p.fate for sq in data.FATE_RING)
    if kind == "guardians_at_bonfires":  # at lit bonfires, as final scoring counts them
        return guardians_at_lit(p) >= par
    if kind == "two_triples":
        return sum(1 for r in range(5) if p.res[r] >= 3) >= 2
    if kind == "same_good":
        return max(p.res[:5]) >= par
    if kind == "markers":
        want = [0] * 7
        for m in par:
            want[MI[m]] += 1
        return all(p.markers[i] >= want[i] for i in range(7))
    if kind == "bonfires":
        return n_lit(p) >= par
    if kind == "two_bowls_three_islands":
        return sum(1 for k in bowl_islands(s, seat).values() if k >= 2) >= 3
    if kind == "fate_groups4":
        regs = regions(p.fate)
        return sum(1 for _sym, k in regs if k >= 4) >= 2 or any(k >= 8 for _sym, k in regs)
    if kind == "fate_outer_columns":
        return all((r, c) in p.fate for r in range(data.FATE_ROWS) for c in (0, data.FATE_COLS - 1))
    if kind == "fate_gold":
        return all(sq in p.fate for sq, v in data.FATE_SYMBOLS.items() if v == "gold")
    raise ValueError(kind)
