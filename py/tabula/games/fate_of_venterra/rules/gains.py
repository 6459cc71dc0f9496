"""What a player gains: rewards (now, or deferred to the end of the action being resolved), steps
on the battle and development tracks with their rewards, Power of the Gods cards and quests from
the rows, Leader cards from the supply, units placed; and the end of an action, where deferred
rewards are gained. Decisions: Track, DrawPotg, GainLeader, Place; automatic: ActionEnd, Give."""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..state import State
from ..steps import (
    STEPS,
    ActionEnd,
    CompleteQuest,
    DrawPotg,
    FreeAbility,
    FreeBuild,
    FreeUpgrade,
    GainLeader,
    Give,
    Place,
    ReserveQuest,
    Track,
    TrackQuest,
)
from .common import add_unit, leader_cost, place_targets, pool_left, rng_of, tid, tname, track_pos
from .march import start_march


def reward(s: State, seat: int, r: tuple) -> None:
    """Gain r: after the current action if one is being resolved, else now."""
    if s.ctx:
        s.ctx[-1].deferred.append((seat, r))
    else:
        give(s, seat, r)


def move_track(s: State, seat: int, track: str, n: int) -> None:
    """Move the seat ``n`` steps on the battle or development track (down to 1 at least); a step
    past the top is 1 Wealth, a space with a reward gives it."""
    p = s.players[seat]
    pos = track_pos(p, track)
    top_ = data.FACTS["track_max"]
    if n < 0:
        _set_track(p, track, max(1, pos + n))
        return
    for _ in range(n):
        if pos >= top_:
            p.wealth += 1
            continue
        pos += 1
        _set_track(p, track, pos)
        if pos in data.TRACK_REWARDS[track]:
            reward(s, seat, ("track_reward", track, pos))


def _set_track(p, track: str, pos: int) -> None:
    if track == "battle":
        p.battle = pos
    else:
        p.dev = pos


def give(s: State, seat: int, r: tuple) -> None:
    """Gain the reward ``r`` now: ``(kind, n or what)``; a choice it brings is a frame pushed."""
    p = s.players[seat]
    k = r[0]
    if k == "wealth":
        p.wealth += r[1]
    elif k in ("battle", "dev"):
        move_track(s, seat, k, r[1])
    elif k == "track":
        s.stack.append(Track(seat, r[1]))
    elif k == "potg":
        for _ in range(r[1]):
            if s.potg_deck or s.potg_row:
                s.stack.append(DrawPotg(seat))
    elif k == "quest":
        for _ in range(r[1]):
            s.stack.append(ReserveQuest(seat, 1, False, "any"))
    elif k == "unit":
        if pool_left(s, seat, r[1]) > 0 and place_targets(s, seat, r[1]):
            s.stack.append(Place(seat, r[1]))
    elif k == "leader":
        if any(leader_cost(s, seat, c) <= r[1] for c in p.supply if c != "treaty") or "treaty" in p.supply:
            s.stack.append(GainLeader(seat, r[1]))
    elif k == "track_reward":
        rr = data.TRACK_REWARDS[r[1]][r[2]]
        give(
            s,
            seat,
            {
                "potg_wealth": ("potg", 1),
                "knight": ("unit", "knight"),
                "leaders": ("leader", 3),
                "ability": ("ability", 1),
                "build": ("build", 1),
                "upgrade": ("upgrade", 1),
                "quest": ("quest14", 1),
                "march": ("march", 3),
            }.get(rr[0], rr),
        )
        if rr[0] == "potg_wealth":
            p.wealth += 1
    elif k == "ability":
        s.stack.append(FreeAbility(seat))
    elif k == "build":
        s.stack.append(FreeBuild(seat))
    elif k == "upgrade":
        s.stack.append(FreeUpgrade(seat))
    elif k == "quest14":
        s.stack.append(TrackQuest(seat))
    elif k == "march":
        start_march(s, seat, "n", count=r[1])
    elif k == "explore":
        give(
            s,
            seat,
            {
                "scout": ("unit", "scout"),
                "potg": ("potg", 1),
                "quest": ("quest", 1),
                "battle": ("battle", 1),
                "dev": ("dev", 1),
                "wealth": ("wealth", 1),
            }[r[1]],
        )
    elif k == "complete":
        s.stack.append(CompleteQuest(seat))
    else:  # pragma: no cover
        raise RuleError(f"unknown reward {r}")


def draw_potg(s: State) -> str | None:
    """The top card of the Power of the Gods pile (the discards shuffled in when it is empty)."""
    if not s.potg_deck:
        if not s.potg_discard:
            return None
        rg = rng_of(s)
        s.potg_deck = rg.shuffle(sorted(s.potg_discard))
        s.rng = rg.state
        s.potg_discard = []
    s.reveals += 1
    return s.potg_deck.pop()


def refill_rows(s: State) -> None:
    """Refill the Power of the Gods and quest rows to three cards."""
    while len(s.potg_row) < 3:
        c = draw_potg(s)
        if c is None:
            break
        s.potg_row.append(c)
    while len(s.quest_row) < 3 and s.quest_deck:
        s.quest_row.append(s.quest_deck.pop())
        s.reveals += 1


def buy_leader(s: State, seat: int, c: str) -> None:
    """Buy Leader card c from the supply at its cost."""
    p = s.players[seat]
    p.wealth -= leader_cost(s, seat, c)
    p.supply.remove(c)
    p.hand.append(c)


@STEPS.options(Track, "track points may be split")
def track_options(s, f: Track, seat: int) -> list[tuple]:
    return [(seat, "track", b, f.points - b) for b in range(f.points + 1)]


@STEPS.act(Track)
def track(s, f: Track, a: tuple) -> None:
    move_track(s, a[0], "battle", a[2])
    move_track(s, a[0], "dev", a[3])


@STEPS.options(DrawPotg, "Power of the Gods: the row or the draw pile")
def draw_potg_options(s, f: DrawPotg, seat: int) -> list[tuple]:
    out = [(seat, "draw", i + 1) for i in range(len(s.potg_row))]
    if s.potg_deck or s.potg_discard:
        out.append((seat, "draw", "deck"))
    return out or [(seat, "draw", "none")]


@STEPS.act(DrawPotg)
def draw_potg_card(s, f: DrawPotg, a: tuple) -> None:
    p = s.players[a[0]]
    if a[2] == "none":
        return
    if a[2] == "deck":
        c = draw_potg(s)
    else:
        c = s.potg_row.pop(a[2] - 1)
    if c:
        p.potg.append(c)
    refill_rows(s)


def gain_leader_options(s, f: GainLeader, seat: int) -> list[tuple]:
    """Also the options of a starting Hand (setup.py registers them for it)."""
    p = s.players[seat]
    out = [(seat, "take", c) for c in p.supply if data.LEADERS[p.faction][c]["cost"] <= f.budget]
    return out + [(seat, "done")]


def gain_leader(s, f: GainLeader, a: tuple) -> None:
    """Take a card; what is left of the budget buys more (one card only from a budget of 50 up).
    Also the act of a starting Hand, which goes on as a Hand."""
    if a[1] == "done":
        return
    p = s.players[a[0]]
    cost = data.LEADERS[p.faction][a[2]]["cost"]
    p.supply.remove(a[2])
    p.hand.append(a[2])
    free_left = any(data.LEADERS[p.faction][c]["cost"] == 0 for c in p.supply)
    if f.budget < 50 and (f.budget - cost > 0 or free_left):
        s.stack.append(f._replace(budget=f.budget - cost))


STEPS.options(GainLeader, "gainleader")(gain_leader_options)
STEPS.act(GainLeader)(gain_leader)


@STEPS.options(Place, "gained units go where you control")
def place_options(s, f: Place, seat: int) -> list[tuple]:
    return [(seat, "put", f.unit, tname(s, t)) for t in place_targets(s, seat, f.unit)] or [(seat, "done")]


@STEPS.act(Place)
def place(s, f: Place, a: tuple) -> None:
    if a[1] == "put" and pool_left(s, a[0], a[2]) > 0:
        add_unit(s, tid(s, a[3]), a[0], a[2])


@STEPS.auto(ActionEnd)
def action_end(s, f: ActionEnd) -> None:
    ctx = s.ctx.pop()
    seat = ctx.seat
    p = s.players[seat]
    if ctx.battled:
        move_track(s, seat, "battle", 1)
    if ctx.hunted and p.has("seasoned_hunters") and ctx.mode != "recruit":
        move_track(s, seat, "battle", 1)
    for who, r in reversed(ctx.deferred):
        s.stack.append(Give(who, r))


@STEPS.auto(Give)
def give_deferred(s, f: Give) -> None:
    give(s, f.seat, f.reward)
