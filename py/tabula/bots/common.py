"""What every bot shares: the optional game hooks and the bot's own view of the game.

Bots speak only the game protocol (``core.protocol.Game``). A game can make them stronger or
faster with optional hooks, all looked up with ``getattr`` so a game without them still gets
working (if weaker) bots:

``hidden_information: bool``
    True if ``view()`` hides anything. Bots then never look at the true state: they search
    states made by ``determinize(view(state, seat), seat, rng)``.
``evaluate(state, seat) -> float``
    The seat's expected final points, comparable between seats. Without it a bot uses
    ``result()`` at the end and 0 before.
``estimate_all(state) -> list[float]``
    Every seat's ``evaluate`` at once, for a game that can share work between seats (e.g. how
    many rounds are left). Default: ``evaluate`` seat by seat.
``eval_scale: float``
    A points margin that counts as "clearly ahead" (turns margins into win chances).
``bot_moves(state, seat) -> list[(macro, next_state)]``
    The decisions worth searching, best first: each ``macro`` is a tuple of decisions the seat
    takes in a row (the first is legal now, each next one legal after the previous), and
    ``next_state`` the state after all of them. Default: every legal decision alone.
``rollout_action(state, seat, rng) -> action``
    A quick, sensible legal decision for playouts. Default: uniform random legal decision.
``num_players(state) -> int``
    Seats in the game. Default: ``state.seats`` or ``len(state.players)``.
``bot_move(state, seat, first) -> (macro, next_state)``
    The one search move (as in ``bot_moves``) that starts with the legal decision ``first``.
    With hidden information the search then lists a node's moves with ``legal()`` and makes
    only the move it follows (instead of all of ``bot_moves`` at every visit).
``bot_levels: {level: {setting: value}}``
    The game's own settings per level (e.g. the iterations of hard), see ``levels.level_spec``.

A game keeps these in its ``ai`` module (``evaluate``, ``estimate_all``, ``bot_moves``, ``bot_move``,
``rollout_action`` as plain functions of (state, seat, ...), ``BOT_LEVELS`` for ``bot_levels``),
found next to the game's class by ``hook``; an attribute of the game object of the same name
wins (``eval_scale`` and ``hidden_information`` are class attributes).
"""

from __future__ import annotations

import importlib
import math
import random
from typing import Any


def make_rng(seed, salt: str = "") -> random.Random:
    """Bot randomness: seeded, independent of the game's own PRNG (which lives in the state)."""
    return random.Random(f"{seed}/{salt}")


_AI: dict[str, Any] = {}


def ai_module(game):
    """The game's ``ai`` module (the package of its class, or next to it), or None."""
    mod = type(game).__module__
    if mod not in _AI:
        found = None
        for name in (mod + ".ai", mod.rpartition(".")[0] + ".ai"):
            try:
                found = importlib.import_module(name)
                break
            except ImportError:
                continue
        _AI[mod] = found
    return _AI[mod]


def hook(game, name: str, ai_name: str | None = None):
    """A game hook: the game's attribute ``name``, else its ai module's ``ai_name`` (or ``name``)."""
    own = getattr(game, name, None)
    if own is not None:
        return own
    ai = ai_module(game)
    return getattr(ai, ai_name or name, None) if ai is not None else None


def hidden(game) -> bool:
    return bool(getattr(game, "hidden_information", False))


def bot_view(game, state, seat):
    """What the seat may see. Open-information games: the state itself."""
    return game.view(state, seat) if hidden(game) else state


def sample(game, view, seat, rng):
    """A full state consistent with the seat's view (the view itself for open information)."""
    return game.determinize(view, seat, rng) if hidden(game) else view


def num_players(game, state) -> int:
    f = getattr(game, "num_players", None)
    if f is not None:
        return f(state)
    n = getattr(state, "seats", None)
    if isinstance(n, int):
        return n
    players = getattr(state, "players", None)
    if isinstance(players, int):
        return players
    if players is not None:
        return len(players)
    return len(game.score(state))


def moves(game, state, seat) -> list[tuple[tuple, Any]]:
    """[(macro, next_state)] for the seat, best first (the game's ``bot_moves`` if it has one)."""
    f = hook(game, "bot_moves")
    if f is not None:
        out = f(state, seat)
        if out:
            return out
    return [((a,), game.apply(state, a)[0]) for a in game.legal(state, seat)]


def rollout_action(game, state, seat, rng):
    f = hook(game, "rollout_action")
    if f is not None:
        return f(state, seat, rng)
    legal = game.legal(state, seat)
    return rng.choice(legal) if legal else None


def estimates(game, state, n: int) -> list[float]:
    """Expected final points of every seat (the result once the game is over)."""
    res = game.result(state)
    if res is not None:
        return [float(v) for v in res]
    every = hook(game, "estimate_all")
    if every is not None:
        return [float(v) for v in every(state)]
    f = hook(game, "evaluate")
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
    scale = float(getattr(game, "eval_scale", 10.0)) or 1.0
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
    ``winners()`` if it has one (its tie-breaks, e.g. Res Arcana's essences), else every seat
    with the top result."""
    f = getattr(game, "winners", None)
    if f is not None:
        got = f(state)
        return None if got is None else list(got)
    res = game.result(state)
    if res is None:
        return None
    top = max(res)
    return [i for i, v in enumerate(res) if v == top]


def _sigmoid(x: float) -> float:
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


def first_mover(game, state):
    movers = game.to_move(state)
    return movers[0] if movers else None
