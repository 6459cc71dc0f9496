"""A digest of seeded games, for the tests that hold speed work to the same results
(tests/bonfire/test_bf_same_results.py, tests/fate_of_venterra/test_fv_same_results.py).

SHA-256 over, for every decision of games ``0 .. games-1`` (the seed of each): the seats to move,
the legal list of the first of them (``repr``, so order counts), the action chosen; then each
game's score sheet, result and winners.
"""

from __future__ import annotations

import hashlib
import random


def digest(game, options: dict, games: int, choose=None) -> str:
    """``choose(state, seat, actions, rng)`` picks an action (default: ``rng.choice``)."""
    h = hashlib.sha256()
    for seed in range(games):
        rng = random.Random(seed)
        s = game.setup(options, seed)
        while True:
            movers = game.to_move(s)
            h.update(repr(movers).encode())
            if not movers:
                break
            acts = game.legal(s, movers[0])
            a = choose(s, movers[0], acts, rng) if choose else rng.choice(acts)
            h.update(repr((acts, a)).encode())
            s, _ = game.apply(s, a)
        h.update(repr((game.score(s), game.result(s), game.winners(s))).encode())
    return h.hexdigest()
