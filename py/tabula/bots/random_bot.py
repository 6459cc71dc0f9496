"""The random player: a uniform random legal decision, seeded."""

from __future__ import annotations

from .common import bot_view, make_rng, sample


def choose(game, state, seat, seed=0):
    """A uniformly random legal decision for ``seat``, the same for the same view and seed."""
    rng = make_rng(seed, "random")
    world = sample(game, bot_view(game, state, seat), seat, rng)
    legal = game.legal(world, seat)
    if not legal:
        raise ValueError(f"seat {seat} has no decision to make")
    return rng.choice(legal)
