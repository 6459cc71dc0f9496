"""Marching: how far each piece marches and where it may go, an action's march (pieces one at a
time, then one support march), and what a march leads to (battles, then explorations, then the
action's end). Decisions: March, Support; automatic: AfterMarch."""

from __future__ import annotations

from collections import deque

from ....core.errors import RuleError
from .. import data
from ..state import Ctx, State
from ..steps import STEPS, ActionEnd, AfterMarch, Battles, Explores, March, Support
from .common import (
    MOBILE,
    add_bld,
    add_unit,
    blocked_by_treaty,
    hex_kind,
    hostile,
    is_mobile,
    remove_bld,
    remove_unit,
    seats_at,
    tid,
    units_at,
    ustat,
)


def march_of(s: State, seat: int, piece: str) -> int:
    """How many territories the piece marches."""
    if piece in data.UNIT_TYPES:
        return ustat(s, seat, piece, "march")
    if piece == "hex":
        return data.BUILDINGS[hex_kind(s, seat)]["march"]
    return data.BUILDINGS["gold_outpost"]["march"]


def is_support(s: State, seat: int, piece: str) -> bool:
    """Pieces that may make the support march (ships, a hex building that marches)."""
    return piece == "ship" or (piece == "hex" and data.BOARDS[s.players[seat].faction]["hex"] in MOBILE)


def destinations(
    s: State,
    seat: int,
    piece: str,
    src: int,
    nobattle: bool = False,
    steps: int | None = None,
    battle_at: dict | None = None,
) -> list[int]:
    """Territories the piece on src may march to. Ships go to any water territory.

    ``battle_at``: territory -> whether the seat entering it starts a battle, as far as known (the
    search asks it for most territories it reaches, and a listing of every piece's moves shares
    one, since it does not depend on the piece)."""
    b = s.board
    if battle_at is None:
        battle_at = {}

    def enters_battle(t: int) -> bool:
        h = battle_at.get(t)
        if h is None:
            h = battle_at[t] = hostile(s, seat, t)
        return h

    if piece == "ship":
        out = []
        for w in b.water:
            if w == src or blocked_by_treaty(s, seat, w):
                continue
            if nobattle and enters_battle(w):
                continue
            out.append(w)
        return out
    building = piece not in data.UNIT_TYPES and not (piece == "hex" and s.players[seat].cured)
    m = steps if steps is not None else march_of(s, seat, piece)
    own_ship = (seat, "ship")
    best = {src: 0}
    frontier = deque([src])
    out = set()
    # 0-1 breadth-first search: own ships bridge water at no cost (such a step goes to the front
    # of the queue, a step onto land to its back), so the costs in ``best`` are the least
    while frontier:
        t = frontier.popleft()
        cost = best[t]
        if t != src and (s.tok.get(t) is not None or enters_battle(t)):
            continue  # marching stops on explore tokens and enemy territory
        for n in b.adj[t]:
            if b.is_water[n]:
                if own_ship in s.units.get(n, ()) and not building:
                    c = cost
                else:
                    continue
            else:
                c = cost + 1
            if c > m or best.get(n, 99) <= c:
                continue
            best[n] = c
            if c == cost:
                frontier.appendleft(n)
            else:
                frontier.append(n)
    for t, _c in best.items():
        if t == src or b.is_water[t] or blocked_by_treaty(s, seat, t):
            continue
        if enters_battle(t):
            if nobattle or building:
                continue
        if piece not in data.UNIT_TYPES and s.tok.get(t) is not None:  # buildings never explore
            continue
        if building and piece == "hex" and b.kind[t] == "court_centre":
            continue
        out.add(t)
    return sorted(out)


def start_march(
    s: State,
    seat: int,
    mode: str,
    count: int = 0,
    nobattle: bool = False,
    bonus: int = 0,
    no_leaders: bool = False,
) -> None:
    """Begin an action that marches: mode "n" (up to ``count`` pieces), "from" (pieces from one
    territory) or "into" (pieces into the territories first entered)."""
    ctx = Ctx(seat, mode)
    ctx.count = count
    ctx.nobattle = nobattle
    ctx.bonus_attack = bonus
    ctx.no_leaders = no_leaders
    ctx.support_used = mode == "n"
    s.ctx.append(ctx)
    STEPS.push(s, March(seat), AfterMarch())


def movable(s: State, seat: int, ctx: Ctx) -> list[tuple]:
    """[(territory, piece)] of the seat's pieces that may still march in this action."""
    out = []
    arrived: dict = {}
    for t, pc in ctx.moved:
        arrived[(t, pc)] = arrived.get((t, pc), 0) + 1
    for t, us in s.units.items():
        counts: dict = {}
        for o, u in us:
            if o == seat:
                counts[u] = counts.get(u, 0) + 1
        for u, n in counts.items():
            if n > arrived.get((t, u), 0):
                out.append((t, u))
    for t, bs in s.bld.items():
        for e in bs:
            if e[0] == seat and is_mobile(s, e):
                pc = "hex" if e[1] == "hex" else "outpost"
                if (t, pc) not in arrived and (t, pc) not in out:
                    out.append((t, pc))
    return sorted(out)


def _piece_moves(s: State, seat: int, ctx: Ctx, support: bool, only: tuple | None = None) -> list[tuple]:
    """The moves (or support marches) of the pieces that may march; ``only``: (territory, piece),
    the moves of that piece alone (the check of one move lists no others)."""
    names = s.board.names
    out = []
    battle_at: dict = {}  # for ``destinations``: whether entering a territory starts a battle
    for t, pc in movable(s, seat, ctx):
        if only is not None and (t, pc) != only:
            continue
        if support != is_support(s, seat, pc) and support:
            continue
        if not support:
            if ctx.mode == "from" and ctx.sources and t != ctx.sources[0]:
                continue
            if ctx.mode == "n" and ctx.count <= 0:
                continue
        for d in destinations(s, seat, pc, t, nobattle=ctx.nobattle, battle_at=battle_at):
            if (
                not support
                and ctx.mode == "into"
                and ctx.targets
                and d not in ctx.targets
                and not s.players[seat].has("press_the_attack")
            ):
                continue
            out.append((seat, "support" if support else "move", pc, names[t], names[d]))
    return out


def _march_choices(s, seat: int, only: tuple | None) -> list[tuple]:
    ctx = s.ctx[-1]
    out = _piece_moves(s, seat, ctx, False, only)
    if not ctx.support_used and ctx.main_moves == 0:
        out += _piece_moves(s, seat, ctx, True, only)
    return out + [(seat, "done")]


def _check_march(s, f: March, a: tuple) -> None:
    """Accept exactly the listed options, listing only the moves of the piece ``a`` moves."""
    piece = (s.board.index.get(a[3]), a[2]) if len(a) == 5 and type(a[3]) is str else (None, None)
    if a not in _march_choices(s, f.seat, piece):
        raise RuleError("that is not a possible choice now (marching)")


@STEPS.options(March, "marching", check=_check_march)
def march_options(s, f: March, seat: int) -> list[tuple]:
    return _march_choices(s, seat, None)


def _move_piece(s: State, seat: int, pc: str, a: int, b: int, ctx: Ctx) -> None:
    if s.board.kind[b] != "court_outer" and not seats_at(s, b):
        ctx.hunted = True
    if pc in data.UNIT_TYPES:
        remove_unit(s, a, seat, pc)
        add_unit(s, b, seat, pc)
    else:
        entry = next(
            e for e in s.bld[a] if e[0] == seat and is_mobile(s, e) and (e[1] == "hex") == (pc == "hex")
        )
        remove_bld(s, a, entry)
        add_bld(s, b, seat, entry[1], entry[2])
    ctx.moved.append((b, pc))
    if b not in ctx.entered:
        ctx.entered.append(b)
    ctx.origin.setdefault(b, [])
    if a not in ctx.origin[b]:
        ctx.origin[b].append(a)


@STEPS.act(March)
def march(s, f: March, a: tuple) -> None:
    ctx = s.ctx[-1]
    seat = a[0]
    if a[1] == "done":
        if not ctx.support_used:
            s.stack.append(Support(seat))
        return
    s.stack.append(f)  # the march goes on, one piece at a time, until done
    src, dst = tid(s, a[3]), tid(s, a[4])
    _move_piece(s, seat, a[2], src, dst, ctx)
    if a[1] == "support":
        ctx.support_used = True
        return
    ctx.main_moves += 1
    ctx.count -= 1
    if ctx.mode == "from" and not ctx.sources:
        ctx.sources.append(src)
    if ctx.mode == "into" and dst not in ctx.targets:
        ctx.targets.append(dst)


@STEPS.options(Support, "the support march")
def support_options(s, f: Support, seat: int) -> list[tuple]:
    return _piece_moves(s, seat, s.ctx[-1], True) + [(seat, "done")]


@STEPS.act(Support)
def support(s, f: Support, a: tuple) -> None:
    ctx = s.ctx[-1]
    if a[1] == "support":
        _move_piece(s, a[0], a[2], tid(s, a[3]), tid(s, a[4]), ctx)
    ctx.support_used = True


@STEPS.auto(AfterMarch)
def after_march(s, f: AfterMarch) -> None:
    ctx = s.ctx[-1]
    seat = ctx.seat
    ctx.battles = [
        t
        for t in ctx.entered
        if (units_at(s, t, seat) or any(e[0] == seat for e in s.bld.get(t, ()))) and hostile(s, seat, t)
    ]
    ctx.explores = [
        (t, seat, False)
        for t in ctx.entered
        if s.tok.get(t) is not None and (units_at(s, t, seat)) and t not in ctx.battles
    ]
    STEPS.push(s, Battles(), Explores(), ActionEnd())
