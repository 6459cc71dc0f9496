"""The end of a round: the fight in the Corrupted Court's centre, Rally the Watch, the large army
tax, and the end of the round (or of the game, with the final scores).
Decisions: Rally, Tax; automatic: Court, Rallies, RallyStart, RallyEnd, TaxPhase, TaxCheck,
EndRound."""

from __future__ import annotations

from .. import data, score
from ..state import Ctx, State
from ..steps import (
    STEPS,
    Casualties,
    Court,
    EndRound,
    Rallies,
    Rally,
    RallyEnd,
    RallyStart,
    Retreats,
    Round,
    Tax,
    TaxCheck,
    TaxPhase,
)
from .battle import attack_total
from .common import add_unit, controlled, remove_unit, tid, tname, units_at, ustat
from .gains import move_track
from .march import movable
from .round import clear_phase_flags


@STEPS.auto(Court)
def court(s, f: Court) -> None:
    """Two or more seats in the Court's centre: each gains a battle step; all but a sole strongest
    lose a unit and retreat."""
    b = s.board
    if "K.0" not in b.index or b.kind[b.index["K.0"]] != "court_centre":
        return
    t = b.index["K.0"]
    seats = sorted({o for (o, _u) in s.units.get(t, ())})
    if len(seats) < 2:
        return
    vals = {x: attack_total(s, t, x) for x in seats}
    best = max(vals.values())
    winners = [x for x in seats if vals[x] == best]
    frames = []
    for x in seats:
        move_track(s, x, "battle", 1)
        if len(winners) == 1 and x == winners[0]:
            continue
        frames += [
            Casualties(x, x, t, 1, winners[0] if len(winners) == 1 else None),
            Retreats(x, t, ()),
        ]
    STEPS.push(s, *frames)


@STEPS.auto(Rallies)
def rallies(s, f: Rallies) -> None:
    frames = []
    for seat in s.init:
        if s.players[seat].has("rally_the_watch"):
            frames.append(RallyStart(seat))
    STEPS.push(s, *frames)


@STEPS.auto(RallyStart)
def rally_start(s, f: RallyStart) -> None:
    s.ctx.append(Ctx(f.seat, "rally"))
    STEPS.push(s, Rally(f.seat), RallyEnd())


@STEPS.auto(RallyEnd)
def rally_end(s, f: RallyEnd) -> None:
    s.ctx.pop()


@STEPS.options(Rally, "rally")
def rally_options(s, f: Rally, seat: int) -> list[tuple]:
    ctx = s.ctx[-1]
    mine = controlled(s, seat)
    out = []
    for t, pc in movable(s, seat, ctx):
        if pc not in data.UNIT_TYPES:
            continue
        for d in mine:
            if d != t and (pc == "ship") == s.board.is_water[d]:
                out.append((seat, "move", pc, tname(s, t), tname(s, d)))
    return out + [(seat, "done")]


@STEPS.act(Rally)
def rally(s, f: Rally, a: tuple) -> None:
    if a[1] == "done":
        return
    s.stack.append(f)  # one unit at a time, until done
    ctx = s.ctx[-1]
    a_, b_ = tid(s, a[3]), tid(s, a[4])
    remove_unit(s, a_, a[0], a[2])
    add_unit(s, b_, a[0], a[2])
    ctx.moved.append((b_, a[2]))


def supply(s: State, t: int, seat: int) -> int:
    """The supply value of the seat's units on t."""
    return sum(ustat(s, seat, u, "supply") for u in units_at(s, t, seat))


def tax_due(s: State, seat: int, t: int) -> int:
    """The large army tax the seat owes for its army on t (0: none)."""
    if s.board.kind[t] == "court_outer":
        return 0
    over = supply(s, t, seat) - data.FACTS["large_army_supply"]
    if over <= 0:
        return 0
    if s.players[seat].has("surplus_supply"):
        over -= max(0, supply(s, t, seat) - 4)
    return max(0, over)


@STEPS.auto(TaxPhase)
def tax_phase(s, f: TaxPhase) -> None:
    s.phase = "tax"
    frames = []
    for seat in s.init:
        ts = sorted({t for t, us in s.units.items() if any(o == seat for o, _u in us)})
        frames += [TaxCheck(seat, t) for t in ts]
    STEPS.push(s, *frames)


@STEPS.auto(TaxCheck)
def tax_check(s, f: TaxCheck) -> None:
    if tax_due(s, f.seat, f.t) > 0:
        s.stack.append(Tax(f.seat, f.t))


@STEPS.options(Tax, "large army tax")
def tax_options(s, f: Tax, seat: int) -> list[tuple]:
    due = tax_due(s, seat, f.t)
    out = [(seat, "pay", tname(s, f.t))] if s.players[seat].wealth >= due else []
    return out + [(seat, "drop", u, tname(s, f.t)) for u in sorted(set(units_at(s, f.t, seat)))]


@STEPS.act(Tax)
def tax(s, f: Tax, a: tuple) -> None:
    seat, t = a[0], f.t
    if a[1] == "pay":
        s.players[seat].wealth -= tax_due(s, seat, t)
        return
    remove_unit(s, t, seat, a[2])
    s.stack.append(TaxCheck(seat, t))


@STEPS.auto(EndRound)
def end_round(s, f: EndRound) -> None:
    clear_phase_flags(s)
    for p in s.players:
        p.flags = [x for x in p.flags if not x.startswith("round:")]
    if s.round >= data.FACTS["rounds"]:
        s.phase = "over"
        s.final = score.final_totals(s)
        return
    s.stack.append(Round())
