"""The High Council: the field a novice goes to (a lit bonfire's own novice, or a council task's),
what the field gives (its bonus action, or 1 point instead; gold and a wild marker on the gold
field), and the countdown the council sets off once full enough."""

from __future__ import annotations

from .. import data
from ..data import GOLD, WILD
from ..state import BONFIRE, State
from ..steps import STEPS, Bonus, Council, GreatRewards, IslandAction, PickPath, Place
from .common import add_points, n_guardians, own, take_marker, take_res
from .fate import fate_takeable, take_fate
from .gnomes import add_gnome
from .guardians import add_guardian, gb_limit, move_guardian, proc_dests
from .sailing import pick


@STEPS.options(Council, "choose a council field")
def council_options(s: State, f: Council, seat: int) -> list[tuple]:
    if f.who == -1:
        ok = s.players[seat].has("fellowship")
        return [(seat, "council", k) for k in range(data.COUNCIL_FIELDS)
                if ok or seat not in s.council[k]]
    return [(seat, "council", k) for k in range(data.COUNCIL_FIELDS) if -1 not in s.council[k]]


@STEPS.act(Council)
def council(s: State, f: Council, a: tuple) -> None:
    seat, field = f.seat, a[2]
    p = own(s, seat)
    s.council[field] = [*s.council[field], seat if f.who == -1 else -1]  # replaced: State.fork
    if f.who != -1:
        s.council_novices[f.who] = False
    if p.has("tithe"):
        take_res(s, p, GOLD)
    if s.cd_stack is None and s.council_count() >= data.COUNTDOWN_TRIGGER[s.nplayers]:
        s.cd_stack = list(data.COUNTDOWN_TILES)
    if data.COUNCIL_BONUSES[field] == "gold":
        take_res(s, p, GOLD, 2)
        take_marker(s, p, WILD)
    else:
        s.stack.append(Bonus(seat, field))


def bonus_options(s: State, seat: int, b: str) -> list[tuple]:
    """The ways to use the council bonus ``b`` (without the point instead)."""
    p = s.players[seat]
    if b == "pathtile":
        if len(p.path) >= data.MAX_PATH_TILES:
            return []
        return [(seat, "pick", t) for t in sorted(s.path_display + s.path_pile)]
    if b == "move":
        return [(seat, "move", g, d) for g, pos in p.guardians.items() if pos < BONFIRE
                for d in proc_dests(p, g, pos, 99, back=True)]
    if b == "great":
        return [(seat, "great", k) for k in range(data.GB_FIELDS)]
    if b == "specialist":
        if len(p.gnomes) >= data.MAX_GNOMES:
            return []
        return [(seat, "recruit", g) for g in s.spec_display]
    if b == "guardian":
        if n_guardians(p) >= data.MAX_GUARDIANS:
            return []
        return [(seat, "fetch", c) for c in data.GUARDIAN_COLOURS
                if c not in p.guardians and s.guardian_supply[c] > 0]
    if b == "sail":
        return [(seat, "sail", i) for i in data.ISLANDS if i != p.ship]
    if b == "fate":
        return [(seat, "fate", w) for w in ("top", "bottom") if fate_takeable(p, w)]
    return []


@STEPS.options(Bonus, "the council bonus or a point")
def bonus_choices(s: State, f: Bonus, seat: int) -> list[tuple]:
    return bonus_options(s, seat, data.COUNCIL_BONUSES[f.field]) + [(seat, "point")]


@STEPS.act(Bonus)
def bonus(s: State, f: Bonus, a: tuple) -> None:
    seat = f.seat
    p = own(s, seat)
    b = data.COUNCIL_BONUSES[f.field]
    if a[1] == "point":
        add_points(p, "council", 1)
    elif b == "pathtile":
        pick(s, PickPath(seat, "council", False), a)
    elif b == "move":
        move_guardian(s, seat, a[2], a[3], True)
    elif b == "great":
        s.gb_pos = a[2]
        s.stack.append(GreatRewards(seat, a[2], (), gb_limit(p)))
    elif b == "specialist":
        add_gnome(s, seat, a[2])
    elif b == "guardian":
        add_guardian(s, seat, a[2])
    elif b == "sail":
        p.ship = a[2]
        s.stack.append(IslandAction(seat))
    elif b == "fate":
        s.stack.append(Place(seat, take_fate(p, a[2])))
