"""Res Arcana scoring: the score sheet (victory points by category), and the end of the game
at a victory check: when someone has 10 points, the most points win, ties broken by essences
(Gold counting double), a full tie shared.
"""

from __future__ import annotations

from . import data
from .data import CARDS, G
from .state import State


def place_vp(s: State, seat: int, card: str) -> int:
    """The points of a Place of Power (those counting essences on it or Dragons and Creatures)."""
    c = CARDS[card]
    if c.special == "bestiary":
        p = s.players[seat]
        return sum(2 * CARDS[a].is_dragon + CARDS[a].is_creature for a in p.play)
    return c.vp + (s.on(card)[c.vp_per] if c.vp_per is not None else 0)


def vp_breakdown(s: State, seat: int) -> dict[str, int]:
    p = s.players[seat]
    out = {
        "artifacts": sum(CARDS[a].vp for a in p.play),
        "monuments": sum(CARDS[m].vp for m in p.monuments),
        "places of power": sum(place_vp(s, seat, c) for c in p.places),
        "first player": 1 if s.first == seat else 0,
    }
    if s.temp_vp.get(seat):
        out["golden statue"] = s.temp_vp[seat]
    return out


def vp(s: State, seat: int) -> int:
    return sum(vp_breakdown(s, seat).values())


def essence_total(pool) -> int:
    """The tie-break count: all essences in the pool, Gold counting double."""
    return sum(pool) + pool[G]


def game_ends(s: State) -> bool:
    """A victory check's verdict: when someone has 10 points, record the final points and the
    winners (``State.final``, ``State.winners``) and return True."""
    pts = [vp(s, i) for i in range(s.nplayers)]
    best = max(pts)
    if best < data.WIN_VP:
        return False
    s.final = tuple(pts)
    tied = [i for i, v in enumerate(pts) if v == best]
    ess = {i: essence_total(s.players[i].pool) for i in tied}
    top = max(ess.values())
    s.winners = tuple(i for i in tied if ess[i] == top)
    return True
