"""Played-out games over 2-4 players end by the rulebook's countdown and keep their invariants.

Invariants (checked after every decision, see conftest.check_invariants): no marker,
resource or supply count is ever negative; every component (markers, resources, path tiles,
tasks, gnomes, portals, guardians, novices, bowls, fate tiles) is in exactly one place; the
one-guardian-per-field and one-novice-colour-per-council-field limits hold; the per-player
limits (6 path tiles, 6 gnomes, 5 guardians, 7 tasks) hold; points equal their breakdown.

The players are "sensible random" (``bf_policy.sensible``): they light a bonfire and send
council novices whenever they can, take tasks they have met or can meet with a few actions, sail
to such tasks and to guardians, lay the fate tile that brings the most, pay with the matching
markers first, and otherwise pick at random among processions, the Great Bonfire, paths and
gnomes, favouring what their open tasks ask for. Such games must all end by the countdown (7,
10 or 13 novices in the High Council, then five rounds).

Uniformly random players waste their markers (they sail back and forth, recruit any gnome, take
tasks they cannot meet) and run out of fate tiles long before the council fills, so their games
end through the engine's safety net (``ended_by == "stalled"``, no one can act any more);
those games are played for the invariants only. 100 sensible and 400 uniform games: 500.
"""

import random
from collections import Counter

import pytest
from bf_policy import sensible
from conftest import GAME, check_invariants

from tabula.games.bonfire import data


def run(n, seed, policy="sensible"):
    rng = random.Random(seed)
    s = GAME.setup({"players": n}, seed)
    decisions = 0
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        acts = GAME.legal(s, seat)
        assert acts, f"seat {seat} has no decision (seed {seed})"
        a = sensible(s, seat, acts, rng) if policy == "sensible" else rng.choice(acts)
        s, _ = GAME.apply(s, a)
        check_invariants(s)
        decisions += 1
        assert decisions < 5000
    assert GAME.result(s) is not None and GAME.winners(s)
    assert GAME.result(s) == [sum(b.values()) for b in GAME.score(s).values()]
    return s


SENSIBLE, UNIFORM = 100, 400  # 500 games over 2-4 players, about 20 s


@pytest.mark.slow
def test_sensible_games_end_by_the_countdown():
    ends = Counter()
    for k in range(SENSIBLE):
        s = run(2 + k % 3, k)
        ends[s.ended_by] += 1
        assert s.ended_by == "countdown", f"{s.nplayers} players, seed {k}: council {s.council_count()}"
        assert s.cd_stack == [] and s.council_count() >= data.COUNTDOWN_TRIGGER[s.nplayers]
    assert ends == {"countdown": SENSIBLE}


@pytest.mark.slow
def test_random_games_keep_their_invariants():
    ends = Counter()
    for k in range(UNIFORM):
        ends[run(2 + k % 3, 5000 + k, "uniform").ended_by] += 1
    assert sum(ends.values()) == UNIFORM and set(ends) <= {"countdown", "stalled"}
