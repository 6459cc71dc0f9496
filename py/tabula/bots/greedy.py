"""The greedy player: one step of lookahead with the game's own evaluation.

A "step" is one of the game's ``bot_moves`` (for Terra Mystica a whole turn: pay, act, take
the favor tile, end the turn), so a greedy bot does not stop half way through a turn. The
value of a step is the seat's estimated lead over its best rival afterwards. ``noise`` (in
units of the game's ``eval_scale``, in ``game.ai()``) makes a weaker, more varied player.
"""

from __future__ import annotations

from .common import bot_view, estimates, make_rng, margin, moves, sample


def ranked(game, state, seat, seed=0, noise: float = 0.0, samples: int = 1):
    """[(value, macro)] best first, judged on ``samples`` determinizations of the seat's view."""
    rng = make_rng(seed, "greedy")
    view = bot_view(game, state, seat)
    scale = float(game.ai().eval_scale)
    totals: dict[tuple, list[float]] = {}
    order: list[tuple] = []
    for _ in range(max(1, samples)):
        world = sample(game, view, seat, rng)
        n = game.num_players(world)
        for macro, after in moves(game, world, seat):
            v = margin(estimates(game, after, n), seat)
            if macro not in totals:
                totals[macro] = [0.0, 0]
                order.append(macro)
            totals[macro][0] += v
            totals[macro][1] += 1
    out = []
    for macro in order:
        total, k = totals[macro]
        v = total / k
        if noise:
            v += rng.gauss(0.0, noise * scale)
        out.append((v, macro))
    out.sort(key=lambda vm: -vm[0])  # stable: ties keep the game's order
    return out


def choose(game, state, seat, seed=0, noise: float = 0.0, samples: int | None = None):
    if samples is None:
        samples = 3 if game.capabilities.hidden_information else 1
    best = ranked(game, state, seat, seed, noise, samples)
    if not best:
        raise ValueError(f"seat {seat} has no decision to make")
    return best[0][1][0]
