"""What every topic of the rules uses: the marker and good indices, taking from and giving to the
limited supplies, points, what a player has, and the countdown tile a turn shows."""

from __future__ import annotations

from .. import data
from ..state import BONFIRE, Player, State

MI = {m: i for i, m in enumerate(data.MARKERS)}
RI = {r: i for i, r in enumerate(data.RESOURCES)}
PATH, SHIP, TASK, GUARD, FIRE, GNOME = range(6)  # the markers' indices in data.MARKERS

# -- the player a rule changes ---------------------------------------------------------------------

# ``apply`` changes a fork of the state (State.fork), whose Player objects are still those of the
# state it came from: [the fork, the seats whose player it has copied]. Set by ``legal.do_forked``.
FORK: list = [None, set()]


def own(s: State, seat: int) -> Player:
    """The seat's player, to change. Every rule that changes a player takes it from here (and
    reads it from ``s.players`` only where it changes nothing): in a fork, the first change copies
    the player; any other state's players are its own."""
    if s is FORK[0] and seat not in FORK[1]:
        FORK[1].add(seat)
        s.players[seat] = s.players[seat].copy()
    return s.players[seat]


# -- supplies (the game's components are limited: take what the supply holds) --------------------


def take_marker(s: State, p: Player, m: int, k: int = 1) -> int:
    k = min(k, s.supply_m[m])
    s.supply_m[m] -= k
    p.markers[m] += k
    return k


def give_marker(s: State, p: Player, m: int, k: int = 1) -> None:
    p.markers[m] -= k
    s.supply_m[m] += k


def take_res(s: State, p: Player, r: int, k: int = 1) -> int:
    k = min(k, s.supply_r[r])
    s.supply_r[r] -= k
    p.res[r] += k
    return k


def give_res(s: State, p: Player, r: int, k: int = 1) -> None:
    p.res[r] -= k
    s.supply_r[r] += k


def add_points(p: Player, cat: str, k: int) -> None:
    """``k`` points to ``p`` in the category ``cat`` of the score sheet."""
    if k:
        p.vp += k
        p.vp_by[cat] = p.vp_by.get(cat, 0) + k


# -- what a player has ----------------------------------------------------------------------------


def marker_limit(p: Player) -> int:
    """The markers a player may hold to take a fate tile (and keep when discarding)."""
    return 3 if p.has("hoarder") else 1


def n_guardians(p: Player) -> int:
    return len(p.guardians)


def n_tasks(p: Player) -> int:
    return 7 - p.tasks.count(None)  # seven bonfire spaces


def n_lit(p: Player) -> int:
    return sum(p.lit)


def n_portals(p: Player) -> int:
    return 7 - p.portals.count(None)  # seven notches


def guardians_at_lit(p: Player) -> int:
    """Guardians standing beside a lit bonfire. A task becomes a bonfire when it is turned over
    ("Drehe eine deiner Aufgaben um ... Damit ist das Bonfire wieder entfacht!"); before that its
    space holds a task, so a guardian there stands beside no bonfire yet."""
    return sum(1 for pos in p.guardians.values() if pos >= BONFIRE and p.lit[pos - BONFIRE])


def colour_count(p: Player, colour: str, lit_only: bool) -> int:
    return sum(1 for k, t in enumerate(p.tasks)
               if t is not None and data.TASKS[t][0] == colour and (p.lit[k] or not lit_only))


# What each council task (data.COUNCIL_TASKS, in order) asks a player to have: all 7 tasks, all 7
# portals, 7 path fields (the start path and 6 tiles), 5 guardians, 6 gnomes.
COUNCIL_NEEDS = (7, 7, 7, 5, 6)


def council_tasks_met(p: Player) -> list[str]:
    """The council tasks ``p`` meets, in the order of data.COUNCIL_TASKS (each turn's end asks
    for all of them, so they are counted together)."""
    have = (n_tasks(p), n_portals(p), len(p.path) + 1, n_guardians(p), len(p.gnomes))
    return [ct for ct, k, need in zip(data.COUNCIL_TASKS, have, COUNCIL_NEEDS) if k >= need]


def council_met(p: Player, ct: str) -> bool:
    return ct in council_tasks_met(p)


def bowl_islands(s: State, seat: int) -> dict:
    """Island -> how many of the seat's bowls lie there."""
    out: dict = {}
    for i, owners in s.bowls_on.items():
        k = owners.count(seat)
        if k:
            out[i] = k
    return out


def path_good(p: Player, field: int) -> str:
    return data.START_PATH_RESOURCE if field == 0 else data.PATH_TILES[p.path[field - 1]][1]


def cd_value(s: State, seat: int) -> int | None:
    """The countdown tile this seat's turn shows, if the countdown has reached it."""
    if s.cd_stack is None:
        return None
    if seat == s.start:
        return max(s.cd_stack) if s.cd_stack else None
    return s.cd_current

