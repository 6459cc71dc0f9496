"""Terra Mystica positions for bot tests, reached by quick greedy self-play (deterministic)."""

from __future__ import annotations

from functools import cache

from tabula.bots import choose
from tabula.games.terra_mystica import GAME


def _kind(s, seat) -> str | None:
    if s.phase == "factions":
        return "factions"
    if s.phase == "initial":
        return "initial dwelling"
    if s.phase == "bonus":
        return "initial bonus"
    if any(o.seat == seat for o in s.offers):
        return "leech offer"
    if any(e.seat == seat and e.kind == "favor" for e in s.pending):
        return "favor choice"
    if any(e.seat == seat and e.kind == "town" for e in s.pending):
        return "town choice"
    t = s.turn
    if t is not None and t.seat == seat:
        if t.cult_income:
            return "cult-reward spades"
        if t.acted and (t.spades or t.bridge):
            return "mid-action"
        if not t.acted and s.round == 3:
            return "round 3 turn"
        if not t.acted and s.round == 6:
            return "last round turn"
    return None


# Every kind ``_kind`` names (and the last position of a game).
KINDS = ("factions", "initial dwelling", "initial bonus", "leech offer", "favor choice", "town choice",
         "cult-reward spades", "mid-action", "round 3 turn", "last round turn", "game over")


@cache
def _one_game(players: int, seed: int) -> dict[str, tuple]:
    """{kind: (state, seat)}: the first position of each kind in one greedy game."""
    game = GAME
    out: dict[str, tuple] = {}
    s = game.setup({"players": players, "factions": "choose"}, seed)
    n = 0
    while game.to_move(s):
        seat = game.to_move(s)[0]
        kind = _kind(s, seat)
        if kind and kind not in out:
            out[kind] = (s, seat)
        level = "greedy" if n % 3 else "easy"
        s, _ = game.apply(s, choose(game, s, seat, level, seed=n))
        n += 1
    out["game over"] = (s, None)
    return out


@cache
def positions(players: int = 2, seed: int = 11) -> dict[str, tuple]:
    """{kind: (state, seat)}: the first position of each kind in the greedy game of ``seed``,
    or where that game has none (no cult reward paid in spades, say: the bots' play decides),
    in the next games, up to eight of them."""
    out: dict[str, tuple] = {}
    for k in range(8):
        out = _one_game(players, seed + k) | out
        if all(kind in out for kind in KINDS):
            return out
    raise AssertionError(f"no greedy game of seeds {seed}-{seed + 7} reached {sorted(set(KINDS) - set(out))}")
