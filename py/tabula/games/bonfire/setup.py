"""Setup: ``setup(options, seed)`` -> the first state. Options arrive from links and saves, so
every key is checked (core/options.py); a fully specified deal may be given in ``fixed``."""

from __future__ import annotations

from ...core import options as O
from ...core.errors import OptionsError
from ...core.rng import Rng, seed_state
from . import data
from .data import WILD
from .rules.common import take_marker, take_res
from .state import Player, State
from .steps import STEPS, Begin, Swap

DEFAULTS = {"start_player": "random", "boards": "random"}
KEYS = {"players", "start_player", "boards", "fixed"}
# the explicit deal tests and scenarios may give (anything left out is dealt at random)
FIXED_KEYS = ("boards", "start", "tasks", "portals", "path_pile", "gnome_pile", "fate", "bowls")


def setup(options: dict, seed) -> State:
    """The initial state. Options arrive from links and saves, so every key (and every entry of
    ``fixed``) is checked for its type and range (``core.options``) before it is used: a bad one
    raises OptionsError. The random draws come in a fixed order (boards, start player, tasks,
    portals, path tiles, specialists, each player's fate tiles and bowls), which every record's
    replay depends on."""
    O.require_dict(options, KEYS)
    n = O.count(options, "players", 2, 4, 2)
    sp = O.choice(options, "start_player", ("random", "p1"), "random")
    bd = O.choice(options, "boards", ("random", "seat"), "random")
    fixed = options.get("fixed")
    fixed = {} if fixed is None else O.mapping(fixed, "the option 'fixed'")
    for k in fixed:
        if k not in FIXED_KEYS:
            raise OptionsError(f"the option 'fixed' has the unknown entry {O.show(k)} "
                               f"(it may give {', '.join(FIXED_KEYS)})")
    rng = Rng(seed_state(seed))
    s = State.__new__(State)
    s.options = {"players": n, "start_player": sp, "boards": bd}
    s.nplayers = n
    boards = _pick(fixed, "boards", lambda: rng.shuffle(list(data.CITY_BOARDS))[:n] if bd == "random"
                  else list(data.CITY_BOARDS[:n]))
    boards = O.names(boards, data.CITY_BOARDS, "the entry 'boards' of the option 'fixed'", "a city board",
                     length=n, unique=True)
    s.players = [Player(b) for b in boards]
    s.start = _pick(fixed, "start", lambda: rng.below(n) if sp == "random" else 0)
    O.whole(s.start, 0, n - 1, "the entry 'start' of the option 'fixed' (a seat, counted from 0)")
    s.supply_m = list(data.MARKER_SUPPLY)
    s.supply_r = list(data.RESOURCE_SUPPLY)
    _islands(s, n, fixed, rng)
    _portals(s, n, fixed, rng)
    s.gb_pos = None
    _piles(s, fixed, rng)
    s.elders = list(data.ELDERS)
    s.council = [[] for _ in range(data.COUNCIL_FIELDS)]
    s.council_novices = [True] * data.COUNCIL_NOVICES
    s.cd_stack = None
    s.cd_current = None
    _player_pieces(s, n, fixed, rng)
    s.rng = rng.state
    s.phase = "setup"
    s.stack = [Begin()]
    STEPS.push(s, *(Swap((s.start + k) % n) for k in range(n)))
    s.current = s.start
    s.main_done = False
    s.reveals = 0
    s.final = None
    s.winners = None
    s.turns = 0
    s.ended_by = None
    return s


def _pick(fixed: dict, key: str, make):
    """The fixed value of ``key``, else a new one made by ``make``."""
    v = fixed.get(key)
    return v if v is not None else make()


def _islands(s: State, n: int, fixed: dict, rng: Rng) -> None:
    """The tasks on each task island (2 players: without some), the rest in the box."""
    pool = sorted(t for t in data.TASKS if not (n == 2 and t in data.NOT_WITH_TWO))
    task_islands = [i for i in data.ISLANDS if data.ISLAND_KIND[i] == "task"]
    ft = fixed.get("tasks")
    if ft is not None:
        what = "the entry 'tasks' of the option 'fixed'"
        if not isinstance(ft, dict) or set(ft) != set(task_islands):
            raise OptionsError(f"{what} must give a list of tasks for every task island "
                               f"({', '.join(task_islands)})")
        s.islands = {i: O.names(ft[i], pool, f"{what} for {i}", "a task in play", unique=True,
                                hi=max(data.TASKS_PER_CORNER[n], data.TASKS_PER_ISLAND[n]))
                     for i in task_islands}
        used = {t for v in s.islands.values() for t in v}
        if len(used) != sum(len(v) for v in s.islands.values()):
            raise OptionsError(f"{what} deals a task twice")
        s.box = [t for t in pool if t not in used]
    else:
        pool = rng.shuffle(pool)
        s.islands = {}
        for i in task_islands:
            k = data.TASKS_PER_CORNER[n] if i in data.CORNER_ISLANDS else data.TASKS_PER_ISLAND[n]
            s.islands[i] = [pool.pop() for _ in range(k)]
        s.box = sorted(pool)
    s.bowls_on = {i: [] for i in task_islands}
    s.guardian_supply = {c: data.GUARDIANS_PER_COLOUR for c in data.GUARDIAN_COLOURS}


def _portals(s: State, n: int, fixed: dict, rng: Rng) -> None:
    """The portals on the Great Bonfire's fields (2 players: one of each shape fewer)."""
    portals = [sh for sh in data.PORTAL_SHAPES for _ in range(data.PORTALS_PER_SHAPE)]
    s.portal_box = []
    if n == 2:
        for sh in data.PORTAL_SHAPES:
            portals.remove(sh)
            s.portal_box.append(sh)
    fp = fixed.get("portals")
    if fp is not None:
        what = "the entry 'portals' of the option 'fixed'"
        fp = [O.names(f, data.PORTAL_SHAPES, what, "a portal shape", hi=len(portals))
              for f in O.listing(fp, what, length=data.GB_FIELDS)]
        if sorted(x for f in fp for x in f) != sorted(portals):
            raise OptionsError(f"{what} must share the portals in play over the {data.GB_FIELDS} fields")
        s.gb_portals = [list(f) for f in fp]
    else:
        portals = rng.shuffle(portals)
        per = len(portals) // data.GB_FIELDS
        s.gb_portals = [sorted(portals[k * per:(k + 1) * per]) for k in range(data.GB_FIELDS)]


def _piles(s: State, fixed: dict, rng: Rng) -> None:
    """The path tiles and the specialists: a display of each, the rest in a pile."""
    tiles = _pick(fixed, "path_pile", lambda: rng.shuffle(sorted(data.PATH_TILES)))
    tiles = O.names(tiles, data.PATH_TILES, "the entry 'path_pile' of the option 'fixed' (all path tiles)",
                    "a path tile", length=len(data.PATH_TILES), unique=True)
    s.path_display = [tiles.pop() for _ in range(data.PATH_DISPLAY)]
    s.path_pile = tiles  # the last item is the top
    specs = _pick(fixed, "gnome_pile", lambda: rng.shuffle(sorted(data.SPECIALISTS)))
    specs = O.names(specs, data.SPECIALISTS, "the entry 'gnome_pile' of the option 'fixed' (all specialists)",
                    "a specialist", length=len(data.SPECIALISTS), unique=True)
    s.spec_display = [specs.pop() for _ in range(data.SPECIALIST_DISPLAY)]
    s.gnome_pile = specs


def _player_pieces(s: State, n: int, fixed: dict, rng: Rng) -> None:
    """Each player's fate tiles and bowls, and their first goods and markers."""
    ff = fixed.get("fate")
    fb = fixed.get("bowls")
    if ff is not None:
        ff = O.listing(ff, "the entry 'fate' of the option 'fixed' (one list per player)", length=n)
    if fb is not None:
        fb = O.listing(fb, "the entry 'bowls' of the option 'fixed' (one list per player)", length=n)
    nfate = data.FATE_PER_PLAYER
    for i, p in enumerate(s.players):
        # a fixed order is checked; one drawn here is right by construction (and a random playout
        # starts a game every couple of hundred decisions, so checking it would cost them)
        if ff is not None:
            order = _fate_order(ff[i], i)
        else:
            order = rng.shuffle(list(range(nfate)))
        p.fate_supply = list(order[:7])
        p.fate_held = order[7]
        if fb is not None:
            bowls = _bowls(fb[i], i)
        else:
            bowls = rng.shuffle(list(data.BOWLS))
        p.bowls = [list(bowls[:5]), list(bowls[5:])]
        for r in range(6):
            take_res(s, p, r, 1)
        take_marker(s, p, WILD, 2)


def _fate_order(order, i: int) -> list[int]:
    """Player ``i``'s fixed order of fate tiles, checked."""
    nfate = data.FATE_PER_PLAYER
    what = f"the entry 'fate' of the option 'fixed' for player {i + 1}"
    order = [O.whole(x, 0, nfate - 1, what) for x in O.listing(order, what, length=nfate)]
    if sorted(order) != list(range(nfate)):
        raise OptionsError(f"{what} must order the player's {nfate} fate tiles (0 to {nfate - 1})")
    return order


def _bowls(bowls, i: int) -> list[str]:
    """Player ``i``'s fixed order of bowls, checked."""
    what = f"the entry 'bowls' of the option 'fixed' for player {i + 1}"
    bowls = O.names(bowls, data.BOWLS, what, "a bowl", length=len(data.BOWLS))
    if sorted(bowls) != sorted(data.BOWLS):
        raise OptionsError(f"{what} must order the player's {len(data.BOWLS)} bowls")
    return bowls
