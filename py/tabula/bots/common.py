"""What every bot shares: the game's bot hooks and the bot's own view of the game.

Bots speak only the game protocol (``core.protocol.Game``). A game can make them stronger or
faster with its ``BotHooks`` (``game.ai()``: an evaluation, search moves, a rollout policy,
per-level settings, see ``core.protocol.BotHooks``); every hook is optional, so a game without
them still gets working (if weaker) bots. With ``game.capabilities.hidden_information`` bots
never look at the true state: they search states made by ``determinize(view(state, seat),
seat, rng)``.
"""

from __future__ import annotations

import copy
import math
import random
from typing import Any


def make_rng(seed, salt: str = "") -> random.Random:
    """Bot randomness: seeded, independent of the game's own PRNG (which lives in the state)."""
    return random.Random(f"{seed}/{salt}")


def hidden(game) -> bool:
    return game.capabilities.hidden_information


def bot_view(game, state, seat):
    """What the seat may see. Open-information games: the state itself."""
    return game.view(state, seat) if hidden(game) else state


def sample(game, view, seat, rng):
    """A full state consistent with the seat's view (the view itself for open information)."""
    return game.determinize(view, seat, rng) if hidden(game) else view


def with_hooks(game, name: str):
    """The game as a level with its own ``evaluation`` sees it: a shallow copy of the game whose
    ``ai()`` gives the hooks the game calls ``name`` (``BotHooks.variants``), everything else
    the game's own."""
    hooks = game.ai().variants.get(name)
    if hooks is None:
        known = ", ".join(game.ai().variants) or "none"
        raise ValueError(f"{game.id} has no bot hooks called '{name}' (known: {known})")
    seen = copy.copy(game)
    seen.ai = lambda: hooks
    return seen


def moves(game, state, seat) -> list[tuple[tuple, Any]]:
    """[(macro, next_state)] for the seat, best first (the game's ``bot_moves`` if it has one)."""
    f = game.ai().bot_moves
    if f is not None:
        out = f(state, seat)
        if out:
            return out
    return [((a,), game.apply(state, a)[0]) for a in game.legal(state, seat)]


def rollout_action(game, state, seat, rng):
    f = game.ai().rollout_action
    if f is not None:
        return f(state, seat, rng)
    legal = game.legal(state, seat)
    return rng.choice(legal) if legal else None


def estimates(game, state, n: int) -> list[float]:
    """Expected final points of every seat (the result once the game is over)."""
    res = game.result(state)
    if res is not None:
        return [float(v) for v in res]
    hooks = game.ai()
    if hooks.estimate_all is not None:
        return [float(v) for v in hooks.estimate_all(state)]
    f = hooks.evaluate
    if f is None:
        return [0.0] * n
    return [float(f(state, i)) for i in range(n)]


def margin(values: list[float], seat: int) -> float:
    """The seat's lead over the best other seat (negative when behind)."""
    others = [v for i, v in enumerate(values) if i != seat]
    return values[seat] - (max(others) if others else 0.0)


def rewards(game, state, n: int, linear: float = 0.0) -> list[float]:
    """A reward in [0, 1] per seat: a win chance guessed from the margin over the best rival.

    Once the game is over, winning counts for half and the margin for the other half, so a
    bot still prefers a bigger win and a smaller loss. ``linear`` (0-1) is the share of a term
    straight in the margin (0.5 + margin / (8 scale), clipped): the win chance is flat far
    behind or far ahead, where the bot should still play for points.
    """
    scale = float(game.ai().eval_scale) or 1.0
    values = estimates(game, state, n)
    won = winning_seats(game, state)
    out = []
    for i in range(n):
        m = margin(values, i)
        r = _sigmoid(m / scale)
        if linear:
            r = (1 - linear) * r + linear * min(1.0, max(0.0, 0.5 + m / (8 * scale)))
        if won is not None:
            win = (1.0 / len(won)) if i in won else 0.0
            r = 0.5 * win + 0.5 * r
        out.append(r)
    return out


def winning_seats(game, state) -> list[int] | None:
    """The seats that won, sharing the win (None while the game goes on): the game's
    ``winners()`` (its tie-breaks, e.g. Res Arcana's essences; by default every seat with the
    top result)."""
    got = game.winners(state)
    return None if got is None else list(got)


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def finish(steps):
    """The answer of a search run in slices (a generator that yields between slices and
    returns its answer), run to the end without pausing."""
    while True:
        try:
            next(steps)
        except StopIteration as stop:
            return stop.value


def first_mover(game, state):
    movers = game.to_move(state)
    return movers[0] if movers else None
