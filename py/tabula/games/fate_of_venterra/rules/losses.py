"""Losses: casualties (a choice only when there is one; a single possible loss is taken and noted),
and retreats after a battle or a failed exploration (into friendly, empty or unexplored
territory; what cannot retreat is lost, a building that marches is captured).
Decisions: Casualty, Retreat; automatic: Casualties, Retreats."""

from __future__ import annotations

from .. import data, notes
from ..state import State
from ..steps import STEPS, Casualties, Casualty, Retreat, Retreats
from .common import (
    add_bld,
    add_unit,
    blocked_by_treaty,
    forge,
    has_upgrade,
    hostile,
    is_mobile,
    remove_bld,
    remove_unit,
    seats_at,
    tid,
    tname,
    units_at,
)
from .gains import reward


def casualty_pieces(s: State, victim: int, t: int) -> list[tuple]:
    """(piece, where) the victim may lose: units on t (gold's academy: soldiers first), else a
    supporting ship."""
    us = sorted(set(units_at(s, t, victim)))
    if s.players[victim].faction == "bear" and has_upgrade(s, victim, "academy") and "soldier" in us:
        us = ["soldier"]
    land = [u for u in us if u != "ship"] or us
    if land:
        return [(u, t) for u in land]
    if s.battle is not None:
        return [
            ("ship", n)
            for n in sorted(s.board.adj[t])
            if n in s.ctx[-1].ship_used and "ship" in units_at(s, n, victim)
        ]
    return []


@STEPS.auto(Casualties)
def casualties(s, f: Casualties) -> None:
    """One casualty at a time: taken at once (and noted) when only one piece can be lost."""
    victim, t, n, killer = f.victim, f.t, f.n, f.killer
    if n <= 0:
        return
    opts = casualty_pieces(s, victim, t)
    if not opts:
        return
    if len(opts) == 1:
        u, where = opts[0]
        if notes.active():
            unit = data.FORGE_NAMES[u] if forge(s, victim) else u
            notes.note(victim, f"{notes.label(s, victim)} loses a {unit} at {tname(s, where)}: "
                               "no other unit to lose")
        _lose(s, victim, u, where, killer)
        s.stack.append(f._replace(n=n - 1))
        return
    s.stack.append(Casualty(f.chooser, victim, t, n, killer))


def _lose(s: State, victim: int, u: str, where: int, killer) -> None:
    remove_unit(s, where, victim, u)
    if killer is not None and killer != victim and s.players[killer].faction == "bear":
        reward(s, killer, ("battle", 1))


@STEPS.options(Casualty, "casualties")
def casualty_options(s, f: Casualty, seat: int) -> list[tuple]:
    return [(seat, "lose", u, tname(s, w)) for u, w in casualty_pieces(s, f.victim, f.t)]


@STEPS.act(Casualty)
def casualty(s, f: Casualty, a: tuple) -> None:
    _lose(s, f.victim, a[2], tid(s, a[3]), f.killer)
    s.stack.append(Casualties(f.seat, f.victim, f.t, f.n - 1, f.killer))


def retreat_targets(s: State, seat: int, t: int, piece: str, banned: tuple) -> list[int]:
    """Where a piece may retreat from t: adjacent friendly, empty or unexplored territory ("They
    may: 1. Retreat into adjacent friendly territory ... 2. Retreat into unexplored territory (look
    at the exploring section and follow the listed steps). 3. Retreat into empty territory"), after
    a battle and after a failed exploration alike; retreat() queues the exploring steps."""
    b = s.board
    ctx = s.ctx[-1] if s.ctx else None
    contested = set(ctx.battles) if ctx else set()
    out = []
    for n in sorted(b.adj[t]):
        if (piece == "ship") != b.is_water[n] or n in banned or n in contested:
            continue
        if blocked_by_treaty(s, seat, n):
            continue
        pieces = seats_at(s, n)
        friendly = seat in pieces and not hostile(s, seat, n)
        empty = not pieces
        if not (friendly or empty):
            continue
        if piece in ("hex", "outpost") and not units_at(s, n, seat):
            continue  # buildings that march retreat only with a unit
        out.append(n)
    return out


@STEPS.auto(Retreats)
def retreats(s, f: Retreats) -> None:
    seat, t = f.seat, f.t
    if units_at(s, t, seat) or any(e[0] == seat and is_mobile(s, e) for e in s.bld.get(t, ())):
        s.stack.append(Retreat(seat, t, f.banned))


@STEPS.options(Retreat, "retreating")
def retreat_options(s, f: Retreat, seat: int) -> list[tuple]:
    t, banned = f.t, f.banned
    out = []
    pieces = sorted(set(units_at(s, t, seat)))
    pieces += sorted(
        {
            "hex" if e[1] == "hex" else "outpost"
            for e in s.bld.get(t, ())
            if e[0] == seat and is_mobile(s, e)
        }
    )
    for pc in pieces:
        out += [(seat, "retreat", pc, tname(s, n)) for n in retreat_targets(s, seat, t, pc, banned)]
    if not out or not any(a[2] in data.UNIT_TYPES for a in out):
        out.append((seat, "stay"))  # nothing (else) can retreat: what is left is lost
    return out


@STEPS.act(Retreat)
def retreat(s, f: Retreat, a: tuple) -> None:
    seat, t = f.seat, f.t
    if a[1] == "stay":
        for u in units_at(s, t, seat):
            remove_unit(s, t, seat, u)
        for e in [e for e in s.bld.get(t, ()) if e[0] == seat and is_mobile(s, e)]:
            capture_mobile(s, t, e)
        return
    n = tid(s, a[3])
    if a[2] in data.UNIT_TYPES:
        remove_unit(s, t, seat, a[2])
        add_unit(s, n, seat, a[2])
    else:
        entry = next(
            e for e in s.bld[t] if e[0] == seat and is_mobile(s, e) and (e[1] == "hex") == (a[2] == "hex")
        )
        remove_bld(s, t, entry)
        add_bld(s, n, seat, entry[1], entry[2])
    if s.tok.get(n) is not None and s.ctx and a[2] in data.UNIT_TYPES:
        if (n, seat, True) not in s.ctx[-1].explores:
            s.ctx[-1].explores.append((n, seat, True))
    s.stack.append(Retreats(seat, t, f.banned))


def capture_mobile(s: State, t: int, e: tuple) -> None:
    """A building that marches is captured: Ka'jer is gone for good, the Eldapriest and gold's outposts
    return to their board."""
    owner = s.players[e[0]]
    remove_bld(s, t, e)
    if e[1] == "hex":
        owner.hex_state = "gone" if owner.faction == "bear" else "board"
    else:
        owner.outposts += 1
        if e[2]:
            owner.upgrades.append(e[2])
