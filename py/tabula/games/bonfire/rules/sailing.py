"""Path tiles and sailing: taking a path tile (from the display, the pile, or any tile as a
council bonus; refreshing a one-crystal display), what a trip costs, and the action at the
island the ship reaches."""

from __future__ import annotations

from ....core.rng import Rng
from .. import data
from ..state import Player, State
from ..steps import STEPS, Fetch, IslandAction, PayMarkers, PickPath, Sail
from .common import GUARD, RI, add_points, own, take_res
from .guardians import fetch_refusal
from .tasks import island_task_refusal, start_task

# -- path tiles ------------------------------------------------------------------------------------


def refill_paths(s: State) -> None:
    while len(s.path_display) < data.PATH_DISPLAY and s.path_pile:
        s.path_display.append(s.path_pile.pop())
        s.reveals += 1


@STEPS.options(PickPath, "take a path tile")
def pick_options(s: State, f: PickPath, seat: int) -> list[tuple]:
    if f.mode == "build":
        out = [(seat, "pick", t) for t in s.path_display]
        if s.path_pile:
            out.append((seat, "pick", "draw"))
        if (not f.refreshed and len(s.path_display) == data.PATH_DISPLAY and s.path_pile
                and len({data.PATH_TILES[t][0] for t in s.path_display}) == 1):
            out.append((seat, "refresh"))
        return out
    return [(seat, "pick", t) for t in sorted(s.path_display + s.path_pile)] + [(seat, "point")]


@STEPS.act(PickPath)
def pick(s: State, f: PickPath, a: tuple) -> None:
    p = own(s, f.seat)
    if a[1] == "refresh":
        s.path_pile[0:0] = s.path_display
        s.path_display = []
        refill_paths(s)
        s.stack.append(PickPath(f.seat, "build", True))
        return
    if a[1] == "point":
        add_points(p, "council", 1)
        return
    t = a[2]
    if t == "draw":
        t = s.path_pile.pop()
        s.reveals += 1
    elif t in s.path_display:
        s.path_display.remove(t)
        refill_paths(s)
    else:
        s.path_pile.remove(t)
        r = Rng(s.rng)
        s.path_pile = r.shuffle(s.path_pile)
        s.rng = r.state
        s.reveals += 1
    p.path.append(t)
    if p.has("roadfinder"):
        take_res(s, p, RI[data.PATH_TILES[t][1]])


# -- sailing -----------------------------------------------------------------------------------------


def _trips(navigator: bool) -> dict:
    """The ship's island (None: the dock) -> {island: ship markers the trip there costs}, every
    other island in the order of data.ISLANDS."""
    def cost(d: int) -> int:
        if navigator:
            return 1 if d <= 2 else 2 if d == 3 else 3
        return 1 if d == 1 else 2 if d == 2 else 3

    table: dict = {None: dict.fromkeys(data.ISLANDS, 1)}
    for ship in data.ISLANDS:
        table[ship] = {i: cost(data.DISTANCE[ship][i]) for i in data.ISLANDS if i != ship}
    return table


# Built once at import: the turn's listing looks every trip's cost up.
TRIPS = {False: _trips(False), True: _trips(True)}


def trip_costs(p: Player) -> dict[str, int]:
    """Island -> ship markers a trip there costs, for every island but the ship's own."""
    return TRIPS[p.has("navigator")][p.ship]


def ship_cost(s: State, seat: int, island: str) -> int | None:
    """Ship markers a trip to ``island`` costs (None: the ship is there)."""
    return trip_costs(s.players[seat]).get(island)


@STEPS.auto(Sail)
def sail(s: State, f: Sail) -> None:
    own(s, f.seat).ship = f.island


@STEPS.options(IslandAction, "the island's action or done")
def island_options(s: State, f: IslandAction, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = []
    if data.ISLAND_KIND[p.ship] == "task":
        if island_task_refusal(s, seat) is None:
            out += [(seat, "task", t) for t in s.islands[p.ship]]
    elif fetch_refusal(s, seat, p.ship) is None:
        out.append((seat, "fetch", p.ship))
    return out + [(seat, "done")]


@STEPS.act(IslandAction)
def island_action(s: State, f: IslandAction, a: tuple) -> None:
    if a[1] == "task":
        start_task(s, f.seat, a[2])
    elif a[1] == "fetch":
        STEPS.push(s, PayMarkers(f.seat, GUARD, 1), Fetch(f.seat, a[2]))
