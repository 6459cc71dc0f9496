"""The naive player: what a new person clicking sensibly would do, as a yardstick for the levels.

It looks at the options of the current decision only, with no lookahead and no evaluation: each
game's ``naive.py`` ranks a legal decision by a few fixed priorities written from the rulebook
(``rank(state, seat, action) -> int``, lower comes first; its docstring lists them in words),
handed to the bots as ``BotHooks.naive_rank`` by the game's ``ai.py``, and the naive player
takes one of the best ranked, a seeded random one when several tie. Issue 19 asks every
computer level to beat it (normal in 70% of 2-player games, hard in 90%), so it is a level
(``levels.LEVELS["naive"]``) that ``selfplay`` can seat, though the new-game dialog does not
offer it.

With hidden information it ranks the options in a state sampled from its own view, like the
other bots, so it never looks at what its seat may not see.
"""

from __future__ import annotations

from .common import bot_view, make_rng, sample


def choose(game, state, seat: int, seed=0):
    """One decision for ``seat``: a best-ranked legal one, the same for the same view and seed."""
    rng = make_rng(seed, "naive")
    world = sample(game, bot_view(game, state, seat), seat, rng)
    legal = game.legal(world, seat)
    if not legal:
        raise ValueError(f"seat {seat} has no decision to make")
    rank = game.ai().naive_rank
    ranks = [rank(world, seat, a) if rank is not None else 0 for a in legal]
    best = min(ranks)
    return rng.choice([a for a, r in zip(legal, ranks) if r == best])
