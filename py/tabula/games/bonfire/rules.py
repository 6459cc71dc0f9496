"""Bonfire rule helpers: setup, supplies, payments, fate field, task conditions, scoring."""

from __future__ import annotations

from ...core import options as O
from ...core.errors import OptionsError
from ...core.rng import Rng, seed_state
from . import data
from .data import GOLD, WILD
from .state import BONFIRE, WAIT, Player, State

MI = {m: i for i, m in enumerate(data.MARKERS)}
RI = {r: i for i, r in enumerate(data.RESOURCES)}
DIRS = {"right": (0, 1), "left": (0, -1), "down": (1, 0), "up": (-1, 0)}

# ---------------------------------------------------------------------------
# setup

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
    s.q = [("swap", (s.start + k) % n) for k in range(n)][::-1]
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
        order = ff[i] if ff is not None else rng.shuffle(list(range(nfate)))
        what = f"the entry 'fate' of the option 'fixed' for player {i + 1}"
        order = [O.whole(x, 0, nfate - 1, what) for x in O.listing(order, what, length=nfate)]
        if sorted(order) != list(range(nfate)):
            raise OptionsError(f"{what} must order the player's {nfate} fate tiles (0 to {nfate - 1})")
        p.fate_supply = list(order[:7])
        p.fate_held = order[7]
        bowls = fb[i] if fb is not None else rng.shuffle(list(data.BOWLS))
        what = f"the entry 'bowls' of the option 'fixed' for player {i + 1}"
        bowls = O.names(bowls, data.BOWLS, what, "a bowl", length=len(data.BOWLS))
        if sorted(bowls) != sorted(data.BOWLS):
            raise OptionsError(f"{what} must order the player's {len(data.BOWLS)} bowls")
        p.bowls = [list(bowls[:5]), list(bowls[5:])]
        for r in range(6):
            take_res(s, p, r, 1)
        take_marker(s, p, WILD, 2)


# ---------------------------------------------------------------------------
# supplies (the game's components are limited: take what the supply holds)


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


def score(p: Player, cat: str, k: int) -> None:
    if k:
        p.vp += k
        p.vp_by[cat] = p.vp_by.get(cat, 0) + k


# ---------------------------------------------------------------------------
# payments: can a cost still be paid, with the substitutions?


def markers_feasible(held: list[int], colour: int, units: int, doubler: bool) -> bool:
    """``units`` markers of ``colour``; each may be the colour, a wild, or any 2 markers.

    With the doubler a wild covers 2 units. Exact markers first, then wilds, then pairs.
    """
    if units <= 0:
        return True
    e = min(held[colour], units) if colour != WILD else 0
    r = units - e
    y = held[WILD]
    if colour == WILD:
        e = min(y, units)
        r = units - e
        y -= e
        rest = sum(held) - held[WILD] + y
        return 2 * r <= rest
    use = min(y, (r + 1) // 2) if doubler else min(y, r)
    covered = min(r, 2 * use) if doubler else use
    r -= covered
    rest = sum(held) - held[WILD] - e + (y - use)
    return 2 * r <= rest


def res_feasible(held: list[int], needs: tuple) -> bool:
    """Needs: resource names (a specific one) or "any" (any one resource)."""
    h = held.copy()
    n_any = 0
    rem = []
    for nd in needs:
        if nd == "any":
            n_any += 1
            continue
        i = RI[nd]
        if h[i] > 0:
            h[i] -= 1
        else:
            rem.append(i)
    g = 0
    for i in rem:
        if i != GOLD and h[GOLD] > g:
            g += 1
    pairs = len(rem) - g
    return 2 * pairs + n_any <= sum(h) - g


# ---------------------------------------------------------------------------
# fate field


def tile_squares(r: int, c: int, d: str) -> list[tuple[int, int]]:
    dr, dc = DIRS[d]
    return [(r + k * dr, c + k * dc) for k in range(3)]


def inside(sq) -> bool:
    return 0 <= sq[0] < data.FATE_ROWS and 0 <= sq[1] < data.FATE_COLS


def placement_ok(p: Player, sqs: list) -> bool:
    over = p.has("overhang")
    n_in = 0
    for sq in sqs:
        if sq in p.fate:
            return False
        if inside(sq):
            n_in += 1
        elif not over:
            return False
    if n_in == 0:
        return False
    for r, c in sqs:
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nb in p.fate and nb not in sqs:
                return True
    return False


_PLACE_CACHE: dict = {}
_FIELD = frozenset((r, c) for r in range(data.FATE_ROWS) for c in range(data.FATE_COLS))


def placements(p: Player) -> tuple:
    """Every legal (row, col, direction) for the next fate tile (depends only on the covered squares)."""
    over = p.has("overhang")
    key = (frozenset(p.fate), over)
    hit = _PLACE_CACHE.get(key)
    if hit is not None:
        return hit
    laid = key[0]
    out = set()
    for (r, c) in laid:
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nb in laid:
                continue
            for d, (dr, dc) in DIRS.items():
                for k in range(3):
                    ar, ac = nb[0] - k * dr, nb[1] - k * dc
                    sqs = ((ar, ac), (ar + dr, ac + dc), (ar + 2 * dr, ac + 2 * dc))
                    if any(sq in laid for sq in sqs):
                        continue
                    n_in = sum(1 for sq in sqs if sq in _FIELD)
                    if n_in == 3 or (over and n_in):
                        out.add((ar, ac, d))
    res = tuple(sorted(out))
    if len(_PLACE_CACHE) > 100000:
        _PLACE_CACHE.clear()
    _PLACE_CACHE[key] = res
    return res


def region(fate: dict, start) -> set:
    sym = fate[start]
    seen = {start}
    stack = [start]
    while stack:
        r, c = stack.pop()
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nb not in seen and fate.get(nb) == sym:
                seen.add(nb)
                stack.append(nb)
    return seen


def regions(fate: dict) -> list[tuple[str, int]]:
    seen: set = set()
    out = []
    for sq in fate:
        if sq not in seen:
            reg = region(fate, sq)
            seen |= reg
            out.append((fate[sq], len(reg)))
    return out


# ---------------------------------------------------------------------------
# what a player has


def n_guardians(p: Player) -> int:
    return len(p.guardians)


def n_tasks(p: Player) -> int:
    return sum(1 for t in p.tasks if t is not None)


def n_lit(p: Player) -> int:
    return sum(p.lit)


def n_portals(p: Player) -> int:
    return sum(1 for x in p.portals if x is not None)


def guardians_at_lit(p: Player) -> int:
    """Guardians standing beside a lit bonfire. A task becomes a bonfire when it is turned over
    ("Drehe eine deiner Aufgaben um ... Damit ist das Bonfire wieder entfacht!"); before that its
    space holds a task, so a guardian there stands beside no bonfire yet."""
    return sum(1 for pos in p.guardians.values() if pos >= BONFIRE and p.lit[pos - BONFIRE])


def colour_count(p: Player, colour: str, lit_only: bool) -> int:
    return sum(1 for k, t in enumerate(p.tasks)
               if t is not None and data.TASKS[t][0] == colour and (p.lit[k] or not lit_only))


def council_met(p: Player, ct: str) -> bool:
    if ct == "tasks":
        return n_tasks(p) >= 7
    if ct == "portals":
        return n_portals(p) >= 7
    if ct == "paths":
        return len(p.path) + 1 >= 7
    if ct == "guardians":
        return n_guardians(p) >= 5
    return len(p.gnomes) >= 6


def bowl_islands(s: State, seat: int) -> dict:
    out: dict = {}
    for i, owners in s.bowls_on.items():
        k = owners.count(seat)
        if k:
            out[i] = k
    return out


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
        need = [0] * 7
        for m in par:
            need[MI[m]] += 1
        return all(p.markers[i] >= need[i] for i in range(7))
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


# ---------------------------------------------------------------------------
# scoring


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
    for ct in data.COUNCIL_TASKS:
        if ct == "tasks" and n_lit(p) == 7:
            council += data.COUNCIL_ALL_BONFIRES_POINTS
        elif council_met(p, ct):
            council += data.COUNCIL_TASK_POINTS
    return {
        "bonfires": bon, "guardians": guard, "portals": port, "paths": paths, "council": council,
        "fate": data.FATE_SUPPLY_POINTS * len(p.fate_supply),
        "supply": (sum(p.markers) + sum(p.res)) // 2,
    }


def breakdown(p: Player) -> dict[str, int]:
    out = dict(p.vp_by)
    out.update(end_breakdown(p))
    return out


def path_good(p: Player, field: int) -> str:
    return data.START_PATH_RESOURCE if field == 0 else data.PATH_TILES[p.path[field - 1]][1]


def occupied(p: Player, pos: int, ignore: str | None = None) -> bool:
    return any(q == pos for g, q in p.guardians.items() if g != ignore)


__all__ = ["setup", "WAIT", "BONFIRE"]
