"""Random games over 2-4 players finish and keep their invariants.

Invariants (checked after every decision, see conftest.check_invariants): no marker,
resource or supply count is ever negative; every component (markers, resources, path tiles,
tasks, gnomes, portals, guardians, novices, bowls, fate tiles) is in exactly one place; the
one-guardian-per-field and one-novice-colour-per-council-field limits hold; the per-player
limits (6 path tiles, 6 gnomes, 5 guardians, 7 tasks) hold; points equal their breakdown.

Uniformly random players rarely light bonfires, so a share of the games uses a policy that
prefers tasks already met and lighting them, and some start with the five council novices
already placed, so the countdown and its end are played out too.
"""

import random
from collections import Counter

from conftest import GAME, check_invariants

from tabula.games.bonfire.rules import task_met


def weight(s, a):
    v = a[1]
    if v == "task":
        return 40 if task_met(s, a[0], a[2]) else 1
    if v == "sail":
        return 20 if any(task_met(s, a[0], t) for t in s.islands.get(a[2], [])) else 0.5
    return {"light": 100, "councillor": 100, "discard": 0.5, "stop": 0.2, "done": 0.3, "end": 0.3}.get(v, 1.0)


def run(n, seed, policy="uniform", council=False):
    rng = random.Random(seed)
    s = GAME.setup({"players": n}, seed)
    if council:
        for k in range(5):
            s.council[k].append(-1)
            s.council_novices[k] = False
    decisions = 0
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        acts = GAME.legal(s, seat)
        assert acts, f"seat {seat} has no decision (seed {seed})"
        if policy == "uniform" or rng.random() < 0.3:
            a = rng.choice(acts)
        else:
            a = rng.choices(acts, [weight(s, x) for x in acts])[0]
        s, _ = GAME.apply(s, a)
        check_invariants(s)
        decisions += 1
        assert decisions < 5000
    assert GAME.result(s) is not None and GAME.winners(s)
    assert GAME.result(s) == [sum(b.values()) for b in GAME.score(s).values()]
    return s


def test_random_games_finish_and_keep_invariants():
    ends = Counter()
    for k in range(420):
        ends[run(2 + k % 3, k).ended_by] += 1
    for k in range(60):
        ends[run(2 + k % 3, 1000 + k, "weighted").ended_by] += 1
    for k in range(60):
        ends[run(2, 2000 + k, "weighted", council=True).ended_by] += 1
    assert sum(ends.values()) == 540
    assert ends["countdown"] >= 1
