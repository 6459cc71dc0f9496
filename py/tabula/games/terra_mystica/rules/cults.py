"""Cults and priests: sending a priest to a cult track (``send p to FIRE``), the cult steps a
faction chooses the track of (BON2, FAV6, ACTA, the Cultists' reward step), and which track a
town's key takes to 10 when TW5/TW6 would take several there.

The steps themselves (and the power and keys on the tracks) are ``economy.cult_step``.
"""

from __future__ import annotations

from ....core.errors import RuleError
from ..data import CULT_INDEX
from ..state import Choice, CultChoice, KeyChoice, State
from .economy import cult_step, unblock
from .turns import begin_action, check_begin


def send(s: State, seat: int, track: str, spot: int | None) -> None:
    """``send p to TRACK [for N]``: a priest on the 3-step space or a 2-step space (it stays
    there for the rest of the game), or 1 step (it goes back to the supply)."""
    p = s.players[seat]
    spot = check_send(s, seat, track, spot)
    ti = CULT_INDEX[track]
    spots = s.cult_spots[ti]
    begin_action(s, seat, "send")
    p.p -= 1
    if spot > 1:
        i = 0 if spot == 3 else [i for i, o in enumerate(spots) if o is None and i > 0][0]
        spots[i] = seat
        p.placed_priests += 1
    cult_step(s, seat, ti, spot)


def check_send(s: State, seat: int, track: str, spot: int | None) -> int:
    """``send_spot``, once the turn may begin the action. Changes nothing: ``send`` asks it
    first, ``legal`` to list sends without trying them (what ``send`` does after it never
    fails)."""
    spot = send_spot(s, seat, track, spot)
    check_begin(s, "send")
    return spot


def send_spot(s: State, seat: int, track: str, spot: int | None) -> int:
    """The steps (3, 2 or 1) a priest of ``seat`` sent to ``track`` would move (``spot``; None:
    the best space free), RuleError if it cannot. Changes nothing (``legal`` asks it too)."""
    if track not in CULT_INDEX:
        raise RuleError(f"'{track}' is not a cult track")
    if s.players[seat].p <= 0:
        raise RuleError("you have no priest to send")
    free = [i for i, o in enumerate(s.cult_spots[CULT_INDEX[track]]) if o is None]
    if spot is None:
        spot = 3 if 0 in free else (2 if free else 1)
    if spot == 3 and 0 not in free:
        raise RuleError(f"the 3-step space on {track} is taken")
    if spot == 2 and not [i for i in free if i > 0]:
        raise RuleError(f"no 2-step space is free on {track}")
    if spot not in (1, 2, 3):
        raise RuleError("a priest moves 3, 2 or 1 steps")
    return spot


def take_cult_step(s: State, seat: int, entry: Choice | CultChoice, track: str, n: int) -> None:
    """The answer ``+N TRACK`` to a cult step of choice (``entry``: a CultChoice, or the
    Cultists' reward step, 1 step)."""
    if track not in CULT_INDEX:
        raise RuleError(f"'{track}' is not a cult track")
    want = entry.steps if entry.kind == "cult" else 1
    if n != want:
        raise RuleError(f"this choice moves {want} step{'s' * (want > 1)} on one track")
    s.pending.remove(entry)
    cult_step(s, seat, CULT_INDEX[track], n)


def _reaches_top(s: State, seat: int, track: str, n: int) -> bool:
    ti = CULT_INDEX[track]
    cur = s.players[seat].cult[ti]
    return cur < 10 <= cur + n and s.cult_top[ti] is None


def town_cult_steps(s: State, seat: int, steps: list[tuple[str, int]]) -> None:
    """A town tile's steps on several tracks (TW5, TW6). When more of them would reach 10 than the
    faction holds keys, the faction chooses which track takes a key (a decision of its own, the
    others stop at 9). The site applies them in an order players cannot rely on and steer with
    give-backs (``-WATER`` before the town): games imported from its logs do that instead and keep
    the track order here."""
    p = s.players[seat]
    racing = [(k, n) for k, n in steps if _reaches_top(s, seat, k, n)]
    if 0 < p.keys < len(racing) and "site-log" not in s.options:
        for k, n in steps:
            if (k, n) not in racing:
                cult_step(s, seat, CULT_INDEX[k], n)
        s.pending.append(KeyChoice("key", seat, tuple(racing)))
        return
    for k, n in steps:
        cult_step(s, seat, CULT_INDEX[k], n)
    unblock(s, seat)


def take_key(s: State, seat: int, entry: KeyChoice, track: str) -> None:
    """The answer ``key TRACK`` to a KeyChoice: ``track`` takes a key to 10."""
    chosen = [n for k, n in entry.racing if k == track]
    if not chosen:
        names = ", ".join(k for k, _n in entry.racing)
        raise RuleError(f"the town key can take one of {names} to 10, not {track}")
    s.pending.remove(entry)
    cult_step(s, seat, CULT_INDEX[track], chosen[0])
    town_cult_steps(s, seat, [(k, n) for k, n in entry.racing if k != track])
