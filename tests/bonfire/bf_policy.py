"""A sensible random Bonfire player for tests (the playouts here, the hot-seat browser game).

It lights a bonfire and sends council novices whenever it can, takes tasks it has met or can meet
with a few actions, sails to such tasks and to guardians, lays the fate tile that brings the most,
pays with the matching markers first, and otherwise picks at random among processions, the Great
Bonfire, paths and gnomes, favouring what its open tasks ask for.
"""

from tabula.core.errors import RuleError
from tabula.games.bonfire import data
from tabula.games.bonfire.legal import do
from tabula.games.bonfire.rules.guardians import portal_notch
from tabula.games.bonfire.rules.tasks import check_task, task_met
from tabula.games.bonfire.steps import (
    PAYMENTS,
    Bonus,
    Bowl,
    GreatRewards,
    IslandAction,
    PickPath,
    Place,
    Procession,
    Space,
    pending,
)

# task kinds a few actions can meet (a guardian, a gnome, a path tile, a bowl, a portal or two)
EASY = {"guardian", "guardians_pair", "guardians_count", "bowl_on_good", "bowl_islands", "bowls_one_island",
        "bowls_good_islands", "path_good", "gnome_res", "gnomes", "council_task", "portals", "good_count"}
PURSUE = {"gnomes": "recruit", "gnome_res": "recruit", "elders": "recruit", "portals": "great",
          "path_good": "path", "paths_crystal": "path", "adjacent_paths_same_good": "path",
          "good_count": "procession", "two_pairs": "procession", "two_triples": "procession",
          "same_good": "procession", "gold": "procession", "guardians_at_bonfires": "procession"}


def task_value(s, seat, t):
    _c, pts, kind, par = data.TASKS[t]
    if task_met(s, seat, t):
        return 100 + pts
    if kind not in EASY or (kind in ("portals", "gnomes", "bowl_islands") and par > 3):
        return 0
    return 10 + pts


def _gain(s, a, seat):
    n = s.copy()
    do(n, a)
    p = n.players[seat]
    return sum(p.markers) + sum(p.res)


def _answer(s, seat, acts, rng):
    kind = type(pending(s))
    p = s.players[seat]
    if kind is Place:
        return max(acts, key=lambda a: (_gain(s, a, seat), rng.random()))
    if kind in PAYMENTS:
        return max(acts, key=lambda a: (0 if "+" in a[2] else 1 if a[2] in ("wild", "wild*2", "gold") else 2,
                                        rng.random()))
    if kind is IslandAction:
        def value(a):
            return task_value(s, seat, a[2]) if a[1] == "task" else 50 * (a[1] == "fetch")

        best = max(acts, key=value)
        return best if best[1] != "task" or task_value(s, seat, best[2]) > 0 else acts[-1]
    if kind is Procession:
        moves = [a for a in acts if a[1] == "move"]
        if moves:
            return max(moves, key=lambda a: (a[3] >= 10 and p.tasks[a[3] - 10] is not None, a[3] % 10,
                                             rng.random()))
    if kind is GreatRewards:
        takes = [a for a in acts if a[1] == "take"]
        portals = [a for a in takes if a[2] not in ("marker", "resource", "points")]
        return (portals or takes or acts)[0 if portals else rng.randrange(len(takes or acts))]
    if kind is PickPath:
        goods = _wanted(s, seat, "path_good")
        aimed = [a for a in acts if a[1] == "pick" and data.PATH_TILES.get(a[2], ("", ""))[1] in goods]
        return rng.choice(aimed or acts)
    if kind is Bonus:
        real = [a for a in acts if a[1] != "point"]
        return rng.choice(real or acts)
    if kind in (Bowl, Space) or len(acts) == 1:
        return acts[0]
    return rng.choice(acts)


def sensible(s, seat, acts, rng):
    if pending(s) is not None:
        return _answer(s, seat, acts, rng)
    p = s.players[seat]
    by = {}
    for a in acts:
        by.setdefault(a[1], []).append(a)
    for verb in ("councillor", "light"):
        if verb in by:
            return by[verb][0]
    if "task" in by:
        best = max(by["task"], key=lambda a: task_value(s, seat, a[2]))
        if task_value(s, seat, best[2]) > 0:
            return best
    if "sail" in by:
        goals = []
        for a in by["sail"]:
            i = a[2]
            if data.ISLAND_KIND[i] == "guardian":
                v = 20 if i not in p.guardians and s.guardian_supply[i] and len(p.guardians) < 5 else 0
            else:
                v = 0
                trial = s.copy()
                trial.players[seat].ship = i
                for t in s.islands[i]:
                    try:
                        check_task(trial, seat, t)
                    except RuleError:
                        continue
                    v = max(v, task_value(s, seat, t))
            if v:
                goals.append((v - (data.DISTANCE[p.ship][i] if p.ship else 1), a))
        if goals:
            v, a = max(goals)
            if v > 90 or rng.random() < 0.5:
                return a
    if "fetch" in by:
        return by["fetch"][0]
    w = {"procession": 2.0 if sum(p.res) < 4 else 0.7, "great": 1.5, "path": 1.0, "recruit": 1.0,
         "fate": 1.0, "discard": 0.3, "pass": 0.05, "end": 1.0, "sail": 0.3}
    for k, t in enumerate(p.tasks):
        if t is not None and not p.lit[k] and data.TASKS[t][2] in PURSUE and not task_met(s, seat, t):
            w[PURSUE[data.TASKS[t][2]]] += 4
    keys = [k for k in by if k in w]
    if not keys:
        return rng.choice(acts)
    verb = rng.choices(keys, [w[k] for k in keys])[0]
    return rng.choice(_aimed(s, seat, verb, by[verb]) or by[verb])


def _wanted(s, seat, kind):
    """The parameters of the player's open, unmet tasks of ``kind``."""
    p = s.players[seat]
    return {data.TASKS[t][3] for k, t in enumerate(p.tasks)
            if t is not None and not p.lit[k] and data.TASKS[t][2] == kind and not task_met(s, seat, t)}


def _aimed(s, seat, verb, acts):
    """Of the moves of one kind, those that serve an open task (a gnome showing a wanted good,
    a Great Bonfire field with a portal that fits the next notch)."""
    p = s.players[seat]
    if verb == "recruit":
        goods = _wanted(s, seat, "gnome_res")
        return [a for a in acts if data.GNOMES[a[2]] in goods]
    if verb == "great":
        return [a for a in acts if any(portal_notch(p, sh) is not None for sh in s.gb_portals[a[2]])]
    return []
