"""Command cards: the actions of Plan, Reinforce, Charge and Maneuver in numerical order, the free
actions open during a command (turn cards, Loyal Patrons, the Ka'jer's cure), recruiting,
building, upgrading, buying abilities, and the steps recruiting leads to (Battle Sworn, Convert).
Decisions: Command, FreeAbility, FreeBuild, FreeUpgrade, Sworn, ConvertUnit."""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..state import Ctx, State
from ..steps import (
    STEPS,
    AfterMarch,
    Command,
    CompleteQuest,
    ConvertUnit,
    FreeAbility,
    FreeBuild,
    FreeUpgrade,
    GainLeader,
    Place,
    ReserveQuest,
    Sworn,
    Track,
)
from .common import (
    add_bld,
    add_unit,
    blocked_by_treaty,
    buildable,
    controlled,
    fseat,
    leader_cost,
    own_buildings,
    place_targets,
    pool_left,
    remove_bld,
    remove_unit,
    tid,
    tname,
    track_pos,
    unit_cost,
    unit_costs,
    units_at,
    units_on_map,
)
from .gains import buy_leader, move_track
from .march import start_march
from .quests import complete_quest, quest_ok


def recruit_spots(s: State, seat: int) -> tuple[list[int], list[int]]:
    """Where the seat may recruit: (land territories for land units, water ones for ships)."""
    b = s.board
    p = s.players[seat]
    mine = controlled(s, seat)
    with_bld = [t for t in mine if any(e[0] == seat for e in s.bld.get(t, ()))]
    water = set()
    for t in with_bld:
        water.update(n for n in b.adj[t] if b.is_water[n])
    land = {t for t in with_bld if not b.is_water[t]}
    if p.has("tribal_nomads"):
        water.update(t for t in mine if b.is_water[t])
        land.update(t for t in mine if not b.is_water[t])
    return ([t for t in sorted(land) if not blocked_by_treaty(s, seat, t)],
            [t for t in sorted(water) if not blocked_by_treaty(s, seat, t)])


def recruit_options(s: State, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = []
    spots = None  # found once, for the first unit kind the seat can afford
    on_map, costs = units_on_map(s, seat), unit_costs(s, seat)  # (``pool_left``, ``unit_cost``)
    names = s.board.names
    for u in data.UNIT_TYPES:
        if data.UNIT_POOL[u] - on_map.get(u, 0) < 1 or costs[u] > p.wealth:
            continue
        if spots is None:
            spots = recruit_spots(s, seat)
        out += [(seat, "recruit", u, names[t]) for t in spots[1 if u == "ship" else 0]]
    return out


def build_options(s: State, seat: int, free: bool = False) -> list[tuple]:
    p = s.players[seat]
    cost = 0 if free else data.BUILDINGS["outpost"]["cost"]
    spots = [
        t for t in controlled(s, seat) if units_at(s, t, seat) and t not in s.bld and buildable(s, t)
    ]
    out = []
    if p.wealth >= cost:
        for piece, left in (("outpost", p.outposts), ("shrine", p.shrines)):
            if left > 0:
                out += [(seat, "build", piece, tname(s, t)) for t in spots]
    if (
        p.faction == "pack"
        and p.hex_state == "board"
        and s.round > 0
        and p.wealth >= (0 if free else data.UNIT_RULES["eldapriest_rebuild_cost"])
    ):
        out += [(seat, "build", "hex", tname(s, t)) for t in spots]
    return out


def upgrade_options(s: State, seat: int, free: bool = False) -> list[tuple]:
    p = s.players[seat]
    out = []
    for t, e in own_buildings(s, seat):
        if e[2] or e[1] == "hex":
            continue
        ups = data.OUTPOST_UPGRADES if e[1] == "outpost" else data.SHRINE_UPGRADES
        for u in ups:
            if u in p.upgrades and (free or data.UPGRADES[u]["cost"] <= p.wealth):
                a = (seat, "upgrade", u, tname(s, t))
                if a not in out:
                    out.append(a)
    return out


def ability_options(s: State, seat: int, free: bool = False) -> list[tuple]:
    p = s.players[seat]
    return [
        (seat, "ability", a)
        for a, c in data.ABILITIES[p.faction].items()
        if a not in p.abilities and (free or c <= p.wealth)
    ]


def turn_potg_options(s: State, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = []
    for c in sorted(set(p.potg)):
        if data.POTG[c]["window"] != "turn":
            continue
        kind = data.POTG[c]["effect"][0]
        if kind == "complete" and not any(quest_ok(s, seat, q) for q in p.reserved):
            continue
        if kind == "soldiers" and (
            pool_left(s, seat, "soldier") < 1 or not place_targets(s, seat, "soldier")
        ):
            continue
        out.append((seat, "potg", c))
    return out


def free_options(s: State, f: Command, seat: int) -> list[tuple]:
    """What may be done at any time during a command: turn cards, Loyal Patrons (once), the cure."""
    p = s.players[seat]
    out = turn_potg_options(s, seat)
    if p.has("loyal_patrons") and "patrons" not in f.flags and p.wealth >= data.ABILITY_RULES["patrons_cost"]:
        for o in range(s.n):
            if o == seat:
                continue
            for tr in ("battle", "dev"):
                if track_pos(s.players[o], tr) > 1:
                    out.append((seat, "patrons", s.players[o].faction, tr, "down"))
                out.append((seat, "patrons", s.players[o].faction, tr, "up"))
    if (
        p.faction == "bear"
        and not p.cured
        and p.hex_state == "map"
        and len(p.potg) >= data.UNIT_RULES["kajer_cure_cards"]
    ):
        out.append((seat, "cure"))
    return out


def _command_choices(s, f: Command, seat: int, verb: str | None) -> list[tuple]:
    """The options of a command decision, in order; with ``verb``, only those of that verb (the
    check of one action lists no more than the action's own kind)."""
    card, k, flags = f.card, f.step, f.flags
    p = s.players[seat]
    out = []
    div = "div" in flags
    if card == "plan":
        if k <= 1 and not div:
            if s.quest_row and verb in (None, "reserve"):
                out.append((seat, "reserve"))
            if verb in (None, "complete"):
                out += [(seat, "complete", q) for q in p.reserved if quest_ok(s, seat, q)]
        if k <= 2:
            out += [(seat, "march"), (seat, "wealth")]
    elif card == "reinforce":
        if k <= 1 and not div and verb in (None, "recruit"):
            out += recruit_options(s, seat)
        if k <= 2 and verb in (None, "upgrade"):
            out += upgrade_options(s, seat)
        if k <= 3 and not div and verb in (None, "build"):
            out += build_options(s, seat)
    elif card == "charge":
        if k <= 1 and not div:
            out.append((seat, "charge"))
        if k <= 2:
            if verb in (None, "buy"):
                out += [(seat, "buy", c) for c in p.supply if leader_cost(s, seat, c) <= p.wealth]
            if "bought" not in flags:
                out.append((seat, "wealth"))
    elif card == "maneuver":
        if k <= 1 and not div:
            out.append((seat, "maneuver"))
        if k <= 2:
            if verb in (None, "ability"):
                out += ability_options(s, seat)
            if verb in (None, "recruit"):
                out += recruit_options(s, seat)
    if verb in (None, "potg", "patrons", "cure"):
        out += free_options(s, f, seat)
    return out + [(seat, "end")]


def _check_command(s, f: Command, a: tuple) -> None:
    """Accept exactly the listed options (listing only the action's verb: applying an action
    then costs no more than its kind's options)."""
    verb = a[1] if len(a) > 1 and type(a[1]) is str else ""
    if a not in _command_choices(s, f, f.seat, verb):
        raise RuleError("that is not a possible choice now (command cards: actions in numerical order)")


@STEPS.options(Command, "command cards: actions in numerical order", check=_check_command)
def command_options(s, f: Command, seat: int) -> list[tuple]:
    return _command_choices(s, f, seat, None)


ACTION_NO = {
    ("plan", "reserve"): 1,
    ("plan", "complete"): 1,
    ("plan", "march"): 2,
    ("plan", "wealth"): 2,
    ("reinforce", "recruit"): 1,
    ("reinforce", "upgrade"): 2,
    ("reinforce", "build"): 3,
    ("charge", "charge"): 1,
    ("charge", "buy"): 2,
    ("charge", "wealth"): 2,
    ("maneuver", "maneuver"): 1,
    ("maneuver", "ability"): 2,
    ("maneuver", "recruit"): 2,
}


@STEPS.act(Command)
def command(s, f: Command, a: tuple) -> None:
    seat, card, flags = f.seat, f.card, f.flags
    p = s.players[seat]
    verb = a[1]
    if verb == "end":
        if card in p.declared:
            p.declared.remove(card)
        return
    if verb in ("potg", "patrons", "cure"):
        if verb == "patrons":
            flags = (*flags, "patrons")
        s.stack.append(f._replace(flags=flags))
        free_action(s, seat, a)
        return
    n = ACTION_NO[(card, verb)]
    nk = n + 1
    if card == "reinforce" and verb == "recruit" and p.has("imperial_conscripts") and "again" not in flags:
        nk, flags = n, (*flags, "again")
    if card == "charge" and verb == "buy":
        nk, flags = n, (*flags, "bought")
    s.stack.append(Command(seat, card, nk, flags))
    if verb == "reserve":
        s.stack.append(ReserveQuest(seat, 2, True, "row"))
    elif verb == "complete":
        complete_quest(s, seat, a[2])
    elif verb == "march":
        start_march(s, seat, "n", count=2)
    elif verb == "wealth":
        p.wealth += 2
    elif verb == "recruit":
        recruit(s, seat, a[2], tid(s, a[3]))
    elif verb == "upgrade":
        upgrade(s, seat, a[2], tid(s, a[3]), free=False)
    elif verb == "build":
        build(s, seat, a[2], tid(s, a[3]), free=False)
    elif verb == "charge":
        start_march(s, seat, "into")
    elif verb == "maneuver":
        start_march(s, seat, "from")
    elif verb == "buy":
        buy_leader(s, seat, a[2])
    elif verb == "ability":
        p.wealth -= data.ABILITIES[p.faction][a[2]]
        p.abilities.append(a[2])


def free_action(s: State, seat: int, a: tuple) -> None:
    """A free action during a command: a turn card, Loyal Patrons or the Ka'jer's cure."""
    p = s.players[seat]
    if a[1] == "potg":
        play_turn_potg(s, seat, a[2])
    elif a[1] == "patrons":
        o = fseat(s, a[2])
        p.wealth -= data.ABILITY_RULES["patrons_cost"]
        s.players[o].wealth += data.ABILITY_RULES["patrons_cost"]
        if a[4] == "down":
            move_track(s, o, a[3], -1)
        else:
            move_track(s, seat, a[3], 1)
    elif a[1] == "cure":
        for _ in range(data.UNIT_RULES["kajer_cure_cards"]):
            s.potg_discard.append(p.potg.pop())
        p.cured = True


def play_turn_potg(s: State, seat: int, c: str) -> None:
    """Play the Power of the Gods card c outside battle."""
    p = s.players[seat]
    p.potg.remove(c)
    s.potg_discard.append(c)
    kind, n = data.POTG[c]["effect"]
    if kind == "wealth":
        p.wealth += n
    elif kind == "quest":
        s.stack.append(ReserveQuest(seat, n, False, "any"))
    elif kind == "soldiers":
        for _ in range(min(n, pool_left(s, seat, "soldier"))):
            s.stack.append(Place(seat, "soldier"))
    elif kind == "track":
        s.stack.append(Track(seat, n))
    elif kind == "march":
        start_march(s, seat, "n", count=n)
    elif kind == "leader":
        s.stack.append(GainLeader(seat, n))
    elif kind == "complete":
        s.stack.append(CompleteQuest(seat))


def build(s: State, seat: int, piece: str, t: int, free: bool) -> None:
    """Build ``piece`` on t (the Eldapriest rebuilt if "hex"); paid, it also brings a development step."""
    p = s.players[seat]
    if piece == "hex":
        cost = data.UNIT_RULES["eldapriest_rebuild_cost"]
        p.hex_state = "map"
    else:
        cost = data.BUILDINGS[piece]["cost"]
        if piece == "outpost":
            p.outposts -= 1
        else:
            p.shrines -= 1
    add_bld(s, t, seat, piece)
    if not free:
        p.wealth -= cost
        move_track(s, seat, "dev", 1)


def upgrade(s: State, seat: int, u: str, t: int, free: bool) -> None:
    """Upgrade the seat's building on t with ``u``; paid, it also brings a development step."""
    p = s.players[seat]
    kind = "outpost" if u in data.OUTPOST_UPGRADES else "shrine"
    entry = next(e for e in s.bld[t] if e[0] == seat and e[1] == kind and not e[2])
    remove_bld(s, t, entry)
    add_bld(s, t, seat, kind, u)
    p.upgrades.remove(u)
    if not free:
        p.wealth -= data.UPGRADES[u]["cost"]
        move_track(s, seat, "dev", 1)


def recruit(s: State, seat: int, u: str, t: int) -> None:
    """Recruit ``u`` on t: an action of its own, with the steps a march leads to (and Battle Sworn,
    Convert)."""
    p = s.players[seat]
    p.wealth -= unit_cost(s, seat, u)
    ctx = Ctx(seat, "recruit")
    s.ctx.append(ctx)
    n = data.UNIT_RULES["scouts_per_recruit"] if u == "scout" else 1
    for _ in range(min(n, pool_left(s, seat, u))):
        add_unit(s, t, seat, u)
    if p.has("tribal_nomads") and t not in s.bld and pool_left(s, seat, "soldier") > 0 and u != "ship":
        add_unit(s, t, seat, "soldier")
    ctx.entered.append(t)
    frames = [AfterMarch()]
    if p.has("convert"):
        frames.insert(0, ConvertUnit(seat))
    if p.has("battle_sworn"):
        frames.insert(0, Sworn(seat, tname(s, t)))
    STEPS.push(s, *frames)


@STEPS.options(FreeAbility, "freeability")
def free_ability_options(s, f: FreeAbility, seat: int) -> list[tuple]:
    return ability_options(s, seat, free=True) + [(seat, "done")]


@STEPS.act(FreeAbility)
def free_ability(s, f: FreeAbility, a: tuple) -> None:
    if a[1] == "ability":
        s.players[a[0]].abilities.append(a[2])


@STEPS.options(FreeBuild, "freebuild")
def free_build_options(s, f: FreeBuild, seat: int) -> list[tuple]:
    return build_options(s, seat, free=True) + [(seat, "done")]


@STEPS.act(FreeBuild)
def free_build(s, f: FreeBuild, a: tuple) -> None:
    if a[1] == "build":
        build(s, a[0], a[2], tid(s, a[3]), free=True)


@STEPS.options(FreeUpgrade, "freeupgrade")
def free_upgrade_options(s, f: FreeUpgrade, seat: int) -> list[tuple]:
    return upgrade_options(s, seat, free=True) + [(seat, "done")]


@STEPS.act(FreeUpgrade)
def free_upgrade(s, f: FreeUpgrade, a: tuple) -> None:
    if a[1] == "upgrade":
        upgrade(s, a[0], a[2], tid(s, a[3]), free=True)


@STEPS.options(Sworn, "sworn")
def sworn_options(s, f: Sworn, seat: int) -> list[tuple]:
    t = tid(s, f.where)
    out = []
    for u in ("soldier", "knight"):
        if pool_left(s, seat, u) > 0 and not s.board.is_water[t]:
            out.append((seat, "gain", u))
    return out + [(seat, "done")]


@STEPS.act(Sworn)
def sworn(s, f: Sworn, a: tuple) -> None:
    if a[1] == "gain":
        add_unit(s, tid(s, f.where), a[0], a[2])


@STEPS.options(ConvertUnit, "convertab")
def convert_options(s, f: ConvertUnit, seat: int) -> list[tuple]:
    mine = controlled(s, seat)
    near = set()
    for t in mine:
        near.update(s.board.adj[t])
    out = []
    for t in sorted(near):
        for o, u in sorted(set(s.units.get(t, ()))):
            if o != seat:
                out.append((seat, "remove", tname(s, t), s.players[o].faction, u))
    return out + [(seat, "done")]


@STEPS.act(ConvertUnit)
def convert(s, f: ConvertUnit, a: tuple) -> None:
    if a[1] == "remove":
        remove_unit(s, tid(s, a[2]), fseat(s, a[3]), a[4])
