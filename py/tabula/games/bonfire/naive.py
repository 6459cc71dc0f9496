"""Bonfire's naive player (``tabula.bots.naive``): fixed priorities, no lookahead.

Its turn, the first that ``legal`` offers (so the first it can afford):

1. send a council novice whose council task it meets (a bonus action: points at the end);
2. light a bonfire whose task it meets;
3. take a task it already meets at the island where its ship lies, else sail to an island
   holding such a task;
4. take any other task at its ship's island;
5. turn the Great Bonfire, lead a procession or recruit a gnome;
6. fetch a guardian, build a path tile or sail anywhere else;
7. lay a fate tile for markers;
8. pass for the countdown's points, else end its turn; it discards a marker only when nothing
   else is offered.

Answers to the rules' questions: pay with plain markers and goods before yellow (wild) markers
and gold; take points when a reward offers them; move a guardian rather than let it stay; keep
its first fate tiles; anything else (where a fate tile goes, which path tile, bowl, field or good)
is a seeded random pick among the options.
"""

from __future__ import annotations

from . import data
from .rules.tasks import task_met

# verb -> priority (lower first); a verb not listed ranks with the random picks (0)
PRIORITY = {
    "councillor": 0, "light": 1, "task": 4, "great": 5, "procession": 5, "recruit": 5,
    "fetch": 6, "path": 6, "sail": 6, "point": 6, "fate": 7, "pass": 8, "end": 9, "done": 9,
    "discard": 10,
    "keep": 0, "swap": 1, "move": 0, "stay": 1, "stop": 2, "pick": 0, "refresh": 1,
}
MET_TASK = 2  # taking a task it already meets (then lights it next turn)
TO_MET_TASK = 3  # sailing to an island that holds one


def rank(s, seat: int, a: tuple) -> int:
    """The priority of action ``a`` for ``seat`` (lower is taken first; ties are broken at random)."""
    verb = a[1]
    if verb == "pay":  # plain markers and goods first: each wild marker or gold costs a rank
        parts = a[2].replace("*2", "").split("+")
        return sum(p in ("wild", "gold") for p in parts)
    if verb == "take":
        return 0 if a[2] == "points" else 1
    if verb == "task" and task_met(s, seat, a[2]):
        return MET_TASK
    if verb == "sail" and data.ISLAND_KIND[a[2]] == "task":
        if any(task_met(s, seat, t) for t in s.islands[a[2]]):
            return TO_MET_TASK
    return PRIORITY.get(verb, 0)
