"""What a faction has and gains: coins, workers, priests, power in its three bowls, VP from the
round's scoring tile, shipping levels, spades, and steps on the cult tracks (with the power the
tracks pay on the way and the keys that open their tops).

The small operations every other rule uses; none of them is a decision.
"""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..data import CULT_INDEX
from ..score import add_vp
from ..state import Player, State


def capacity(p: Player) -> int:
    """The power ``p`` can still gain (moving tokens towards bowl III)."""
    return 2 * p.pw[0] + p.pw[1]


def gain_power(p: Player, n: int) -> int:
    a = min(n, p.pw[0])
    p.pw[0] -= a
    p.pw[1] += a
    b = min(n - a, p.pw[1])
    p.pw[1] -= b
    p.pw[2] += b
    return a + b


def ship_up(p: Player) -> None:
    """One shipping level up (if there is one), scoring that level's VP."""
    info = p.info["ship"]
    if info and p.ship < info["max"]:
        p.ship += 1
        add_vp(p, info["vp"].get(p.ship, 0), "shipping")


def priest_limit(p: Player) -> int:
    return 7 - p.placed_priests


def gain_priests(p: Player, n: int) -> None:
    p.p = min(p.p + n, priest_limit(p))


def affords(p: Player, cost: dict) -> bool:
    """Has ``p`` the workers, coins and priests of ``cost`` (what ``pay`` asks)?"""
    return p.w >= cost.get("W", 0) and p.c >= cost.get("C", 0) and p.p >= cost.get("P", 0)


def check_pay(p: Player, cost: dict, what: str) -> None:
    """RuleError (naming ``what``) unless ``p`` can pay ``cost``. Changes nothing: ``pay`` asks
    it first, the checks ``legal`` asks of an action that pays too."""
    if not affords(p, cost):
        have = {"W": p.w, "C": p.c, "P": p.p}
        names = {"W": "workers", "C": "coins", "P": "priests"}
        short = next(k for k, v in cost.items() if have[k] < v)
        need = ", ".join(f"{v} {names[k]}" for k, v in cost.items() if v)
        raise RuleError(f"{what} costs {need}; you have {have[short]} {names[short]}")


def pay(p: Player, cost: dict, what: str) -> None:
    check_pay(p, cost, what)
    p.w -= cost.get("W", 0)
    p.c -= cost.get("C", 0)
    p.p -= cost.get("P", 0)


def gain(s: State, seat: int, res: dict, why: str) -> None:
    """Gain coins, workers, priests, power, VP and cult steps from a tile or reward."""
    p = s.players[seat]
    for k, v in res.items():
        if k == "C":
            p.c += v
        elif k == "W":
            p.w += v
        elif k == "P":
            gain_priests(p, v)
        elif k == "PW":
            gain_power(p, v)
        elif k == "VP":
            add_vp(p, v, why)
        elif k == "KEY":
            p.keys += v
    for k in data.CULTS:
        if res.get(k):
            cult_step(s, seat, CULT_INDEX[k], res[k])


def score_tile(s: State) -> str | None:
    return s.score_tiles[s.round - 1] if 1 <= s.round <= 6 else None


def round_vp(s: State, seat: int, trigger: str, n: int = 1) -> None:
    """The VP the round's scoring tile gives for ``n`` times ``trigger`` (a building, a spade,
    a town), during the round's actions."""
    tile = score_tile(s)
    if tile and s.phase in ("actions", "spades"):
        add_vp(s.players[seat], data.SCORING[tile]["vp"].get(trigger, 0) * n, "round tiles")


def gain_spades(s: State, seat: int, n: int) -> None:
    """``n`` spades for the player on turn, with what spades score for it."""
    p = s.players[seat]
    s.turn.spades += n
    round_vp(s, seat, "SPADE", n)
    if p.faction == "halflings":
        add_vp(p, n, "faction")
    if p.faction == "alchemists" and p.built["SH"]:
        gain_power(p, 2 * n)


def cult_step(s: State, seat: int, ti: int, n: int) -> None:
    """``n`` steps up cult track ``ti``: the top (10) only with a key and while free (a step that
    would pass 9 otherwise stops there, and is remembered for a key gained later this turn)."""
    p = s.players[seat]
    cur = p.cult[ti]
    if n <= 0 or cur >= 10:
        return
    new = cur + n
    if new >= 10:
        if s.cult_top[ti] is None and p.keys > 0:
            p.keys -= 1
            s.cult_top[ti] = seat
            new = 10
        else:
            if s.turn is not None and s.turn.seat == seat and s.cult_top[ti] is None:
                s.turn.blocked[ti] += new - 9
            new = 9
    for th, v in data.CULT_POWER.items():
        if cur < th <= new:
            gain_power(p, v)
    p.cult[ti] = new


def unblock(s: State, seat: int) -> None:
    """A key gained this turn releases cult steps that stopped at 9."""
    t = s.turn
    if t is None or t.seat != seat:
        return
    for ti in range(4):
        if t.blocked[ti] and s.players[seat].keys > 0 and s.cult_top[ti] is None:
            n, t.blocked[ti] = t.blocked[ti], 0
            cult_step(s, seat, ti, n)
