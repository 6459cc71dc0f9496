"""Turns and the end: the turn's action (its candidates, the check it passes before anything
changes, and the follow-ups it starts), the bonus actions around it (a councillor, a surplus
marker discarded, the end of the turn), what happens once an action is done (``Settle``), the
next turn, the countdown, and the engine's safety net when no one can act.

Every main action is checked before anything changes, and the checks include that each cost can
still be paid, so an action once begun always finishes."""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data, notes, score  # the module (score imports rules.common): either may load first
from ..data import GOLD, WILD
from ..state import Player, State
from ..steps import (
    STEPS,
    Begin,
    Council,
    Fetch,
    GreatMove,
    GreatRewards,
    IslandAction,
    PayGoods,
    PayMarkers,
    PickPath,
    Place,
    Procession,
    Recruit,
    Sail,
    Settle,
    Turn,
)
from .common import (
    FIRE,
    GNOME,
    GUARD,
    MI,
    PATH,
    SHIP,
    add_points,
    cd_value,
    council_met,
    council_tasks_met,
    give_marker,
    marker_limit,
    own,
    take_marker,
    take_res,
)
from .fate import fate_takeable, placements, take_fate
from .gnomes import gnome_needs
from .guardians import fetch_refusal, gb_cost, gb_costs, gb_limit, max_useful_steps
from .payment import markers_feasible, payable_units, res_feasible
from .sailing import ship_cost, trip_costs
from .tasks import island_task_refusal, start_task, task_met, task_refusal

CT = data.COUNCIL_TASKS

# -- the turn's action: candidates and checks ------------------------------------------------------


def turn_options_of(s: State, seat: int) -> list[tuple]:
    """Every action ``refusal`` lets the seat take now, in the order players see them; the seat's
    turn is checked by the caller.

    Each kind's candidates are listed by a function of their own (below), which works out once
    what all of them share (the markers the seat can pay, the trip and field costs, whether a task
    here can be taken at all) instead of running ``refusal`` on each: the turn offers about 35
    candidates, most of them accepted, and a call per candidate cost more than the rest of a
    random playout's decision. ``refusal`` stays the rule ``apply`` checks, and the tests hold
    each kind's listing to it (tests/bonfire/test_bf_listing.py, tests/test_conformance.py and
    ``legal.TRIAL``)."""
    p = s.players[seat]
    out = _discards(s, seat, p)
    councillors = _councillors(s, seat, p)
    if s.main_done:
        return out + councillors + [(seat, "end")]
    out += _fates(s, seat, p)
    for options in ACTION_KINDS:
        out += options(s, seat, p)
    out += councillors
    if cd_value(s, seat) is not None:
        out.append((seat, "pass"))
    return out


def _passing(s: State, seat: int, p: Player, candidates: list[tuple]) -> list[tuple]:
    """The ``candidates`` their verb's check accepts (for the kinds with one or two of them)."""
    return [a for a in candidates if ALL_CHECKS[a[1]](s, seat, p, a) is None]


def _discards(s: State, seat: int, p: Player) -> list[tuple]:
    if sum(p.markers) <= marker_limit(p):  # only surplus markers (``_discard``)
        return []
    return [(seat, "discard", m) for m in data.MARKERS if p.markers[MI[m]]]


def _councillors(s: State, seat: int, p: Player) -> list[tuple]:
    return [(seat, "councillor", ct) for ct in council_tasks_met(p) if s.council_novices[CT.index(ct)]]


def _fates(s: State, seat: int, p: Player) -> list[tuple]:
    # ``_fate``'s conditions, the placements (the costly one) looked at once for both tiles
    if sum(p.markers) > marker_limit(p) or not p.fate_supply or not placements(p):
        return []
    return [(seat, "fate", "top")] + ([(seat, "fate", "bottom")] if len(p.fate_supply) >= 2 else [])


def _paths(s: State, seat: int, p: Player) -> list[tuple]:
    return _passing(s, seat, p, [(seat, "path")])


def _sails(s: State, seat: int, p: Player) -> list[tuple]:
    units = payable_units(p.markers, SHIP, p.has("doubler"))
    return [(seat, "sail", i) for i, cost in trip_costs(p).items() if cost <= units]


def _island(s: State, seat: int, p: Player) -> list[tuple]:
    """A task of the ship's island, or its guardian."""
    if p.ship is None:
        return []
    if data.ISLAND_KIND[p.ship] == "task":
        if island_task_refusal(s, seat) is not None:
            return []
        return [(seat, "task", t) for t in s.islands[p.ship]]
    return _passing(s, seat, p, [(seat, "fetch", p.ship)])


def _processions(s: State, seat: int, p: Player) -> list[tuple]:
    units = payable_units(p.markers, GUARD, p.has("doubler"))
    if units < 1:
        return []
    return [(seat, "procession", n) for n in range(1, min(units, max_useful_steps(p)) + 1)]


def _greats(s: State, seat: int, p: Player) -> list[tuple]:
    units = payable_units(p.markers, FIRE, p.has("doubler"))
    return [(seat, "great", f) for f, cost in enumerate(gb_costs(s, p)) if cost <= units]


def _recruits(s: State, seat: int, p: Player) -> list[tuple]:
    if len(p.gnomes) >= data.MAX_GNOMES:
        return []
    units = payable_units(p.markers, GNOME, p.has("doubler"))
    if units < 1:
        return []
    # A gnome's goods depend only on the good printed on it (``gnome_needs``): the ways the seat
    # can pay are worked out once per good, for the dozen gnomes on display.
    by_good: dict = {}  # good -> the ways of recruiting a gnome of that good the seat can pay
    out = []
    for g in s.spec_display + s.elders:
        good = data.GNOMES[g]
        can = by_good.get(good)
        if can is None:
            can = by_good[good] = _recruit_ways(p, g, units)
        for w in can:
            out.append((seat, "recruit", g, w))
    return out


def _recruit_ways(p: Player, g: str, units: int) -> tuple[str, ...]:
    """The ways of recruiting ``g`` whose goods ``p`` can give, given ``units`` gnome markers
    payable: with markers (2 of them, and one good) or with resources (1 marker, two goods). Two
    of a good can be given only if one can, so the two goods are looked at first."""
    with_markers = units >= 2
    if res_feasible(p.res, gnome_needs(p, g, "resources")):
        return ("markers", "resources") if with_markers else ("resources",)
    if with_markers and res_feasible(p.res, gnome_needs(p, g, "markers")):
        return ("markers",)
    return ()


def _lights(s: State, seat: int, p: Player) -> list[tuple]:
    unlit = [k for k in range(7) if p.tasks[k] is not None and not p.lit[k]]
    return _passing(s, seat, p, [(seat, "light", k) for k in unlit])


# The turn's actions other than a fate tile, in the order they are listed (``can_act`` looks at the
# fate tile first, on its own).
ACTION_KINDS = (_paths, _sails, _island, _processions, _greats, _recruits, _lights)


def turn_of(s: State, seat: int) -> bool:
    """Whether it is ``seat``'s turn to choose an action (or a bonus action)."""
    return s.phase == "play" and seat == s.current


def refusal(s: State, a: tuple) -> str | None:
    """Why the seat may not take ``a`` now (None: it may): a bonus action, or the turn's action.

    The reasons are returned, not raised: the turn's listing runs some of these checks on
    candidates that often fail (a raised error and its message cost more than the check itself)."""
    seat, verb = a[0], a[1]
    if not turn_of(s, seat):
        return "it is not your turn to choose an action"
    check = BONUS_CHECKS.get(verb)
    if check is None:
        if s.main_done:
            return "you have already taken your turn's action"
        check = ACTION_CHECKS.get(verb)
        if check is None:
            return f"unknown action '{str(verb)[:40]}'"
    return check(s, seat, s.players[seat], a)


def check_main(s: State, a: tuple) -> None:
    """RuleError unless the seat may take ``a`` now (``refusal`` says why not)."""
    why = refusal(s, a)
    if why is not None:
        raise RuleError(why)


# Each check below: why ``a`` is not possible now (its conditions, and that its costs can be paid),
# None if it is; ``refusal`` has checked that it is the seat's turn.


def _councillor(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 3 or a[2] not in CT:
        return "no such council task"
    if not s.council_novices[CT.index(a[2])]:
        return "that council task's novice has already gone to the council"
    if not council_met(p, a[2]):
        return "you have not met that council task"
    return None


def _end(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 2:
        return "'end' takes nothing more"
    if not s.main_done:
        return "you have not taken your turn's action yet"
    return None


def _discard(s: State, seat: int, p: Player, a: tuple) -> str | None:
    # "Du darfst aber jederzeit überzählige Aktionsmarker ungenutzt abwerfen": surplus markers
    # (over what the fate action lets you hold) go back unused at any time of your turn
    if not (len(a) == 3 and type(a[2]) is str and a[2] in MI and p.markers[MI[a[2]]] > 0):
        return "you hold no such marker"
    if sum(p.markers) <= marker_limit(p):
        return f"only surplus markers may be discarded: you may keep {marker_limit(p)}"
    return None


def _fate(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 3 or a[2] not in ("top", "bottom"):
        return "take the top or the bottom fate tile"
    if sum(p.markers) > marker_limit(p):
        return f"to lay a fate tile you may hold at most {marker_limit(p)} marker(s)"
    if not fate_takeable(p, a[2]):
        return "no fate tile can be laid"
    return None


def _path(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 2:
        return "'path' takes nothing more"
    if len(p.path) >= data.MAX_PATH_TILES:
        return "at most 6 path tiles"
    cost = 1 if len(p.path) < 3 else 2
    if not markers_feasible(p.markers, PATH, cost, p.has("doubler")):
        return f"this path tile costs {cost} path marker(s)"
    return None


def _sail(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 3 or a[2] not in data.ISLANDS:
        return "no such island"
    cost = ship_cost(s, seat, a[2])
    if cost is None:
        return "your ship is already there"
    if not markers_feasible(p.markers, SHIP, cost, p.has("doubler")):
        return f"this trip costs {cost} ship marker(s)"
    return None


def _task(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 3 or type(a[2]) is not str or a[2] not in data.TASKS:
        return "no such task"
    return task_refusal(s, seat, a[2])


def _fetch(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 3 or a[2] not in data.GUARDIAN_COLOURS:
        return "no such guardian colour"
    return fetch_refusal(s, seat, a[2])


def _procession(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if not (len(a) == 3 and isinstance(a[2], int) and 1 <= a[2] <= max_useful_steps(p)):
        return "a procession needs a number of steps some guardian can use"
    if not markers_feasible(p.markers, GUARD, a[2], p.has("doubler")):
        return f"this procession costs {a[2]} guardian marker(s)"
    return None


def _great(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if not (len(a) == 3 and isinstance(a[2], int) and 0 <= a[2] < data.GB_FIELDS):
        return "no such field"
    cost = gb_cost(s, seat, a[2])
    if not markers_feasible(p.markers, FIRE, cost, p.has("doubler")):
        return f"this turn costs {cost} Great Bonfire marker(s)"
    return None


def _recruit(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 4 or a[3] not in ("markers", "resources"):
        return "recruit with 'markers' or 'resources'"
    g = a[2]
    if g not in s.spec_display and g not in s.elders:
        return "that gnome is not on display"
    if len(p.gnomes) >= data.MAX_GNOMES:
        return "at most 6 gnomes"
    k = 2 if a[3] == "markers" else 1
    if not markers_feasible(p.markers, GNOME, k, p.has("doubler")):
        return f"this costs {k} gnome marker(s)"
    if not res_feasible(p.res, gnome_needs(p, g, a[3])):
        return "you cannot give the gnome's resource(s)"
    return None


def _light(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if not (len(a) == 3 and isinstance(a[2], int) and 0 <= a[2] < 7):
        return "no such bonfire space"
    k = a[2]
    if p.tasks[k] is None or p.lit[k]:
        return "there is no unlit task on that space"
    if not task_met(s, seat, p.tasks[k]):
        return "you have not met that task's condition"
    return None


def _pass(s: State, seat: int, p: Player, a: tuple) -> str | None:
    if len(a) != 2:
        return "'pass' takes nothing more"
    if cd_value(s, seat) is None:
        return "you may pass only during the countdown"
    return None


BONUS_CHECKS = {"councillor": _councillor, "end": _end, "discard": _discard}  # any time of the turn
ACTION_CHECKS = {"fate": _fate, "path": _path, "sail": _sail, "task": _task, "fetch": _fetch,
                 "procession": _procession, "great": _great, "recruit": _recruit, "light": _light,
                 "pass": _pass}
ALL_CHECKS = {**ACTION_CHECKS, **BONUS_CHECKS}


def _check_turn(s: State, f: Turn, a: tuple) -> None:
    check_main(s, a)


# -- the turn's action: what it does ------------------------------------------------------------------


@STEPS.options(Turn, "choose an action", check=_check_turn, ask=True)
def turn_options(s: State, f: Turn, seat: int) -> list[tuple]:
    if not turn_of(s, seat):
        return []
    return turn_options_of(s, seat)


@STEPS.act(Turn)
def take_action(s: State, f: Turn, a: tuple) -> None:
    """Start the action: its payments and follow-ups go on top of a ``Settle`` step."""
    seat, verb = f.seat, a[1]
    p = own(s, seat)
    if verb == "end":
        end_turn(s)
        s.stack.append(Settle())  # what a finished action's steps do, for the next seat
        return
    s.stack.append(Settle())
    if verb == "councillor":
        s.stack.append(Council(seat, CT.index(a[2])))
        return
    if verb == "discard":
        give_marker(s, p, MI[a[2]])
        return
    s.main_done = True
    push = STEPS.push
    if verb == "fate":
        s.stack.append(Place(seat, take_fate(p, a[2])))
    elif verb == "path":
        push(s, PayMarkers(seat, PATH, 1 if len(p.path) < 3 else 2), PickPath(seat, "build", False))
    elif verb == "sail":
        push(s, PayMarkers(seat, SHIP, ship_cost(s, seat, a[2])), Sail(seat, a[2]), IslandAction(seat))
    elif verb == "task":
        start_task(s, seat, a[2])
    elif verb == "fetch":
        push(s, PayMarkers(seat, GUARD, 1), Fetch(seat, a[2]))
    elif verb == "procession":
        steps = a[2] + (1 if p.has("stride") else 0)
        push(s, PayMarkers(seat, GUARD, a[2]), Procession(seat, steps, (), True))
    elif verb == "great":
        push(s, PayMarkers(seat, FIRE, gb_cost(s, seat, a[2])), GreatMove(seat, a[2]),
             GreatRewards(seat, a[2], (), gb_limit(p)))
    elif verb == "recruit":
        g, way = a[2], a[3]
        push(s, PayMarkers(seat, GNOME, 2 if way == "markers" else 1), PayGoods(seat, gnome_needs(p, g, way)),
             Recruit(seat, g))
    elif verb == "light":
        p.lit[a[2]] = True
        s.stack.append(Council(seat, -1))
    elif verb == "pass":
        add_points(p, "countdown", data.COUNTDOWN_PASS_POINTS[cd_value(s, seat)])
        p.passed = True


# -- after an action, turns, the end ---------------------------------------------------------------


@STEPS.auto(Begin)
def begin(s: State, f: Begin) -> None:
    """The start tiles are decided: the start player's first turn."""
    s.phase = "play"
    begin_turn(s, s.start, first=True)
    if s.phase == "play":
        s.stack.append(Turn(s.current))


@STEPS.auto(Settle)
def settle(s: State, f: Settle) -> None:
    """An action and its follow-ups are done: note council tasks met, end the turn if nothing is
    left, and hand out the next decision."""
    if s.phase != "play":
        return
    seat = s.current
    p = own(s, seat)
    met = council_tasks_met(p)  # nothing below changes what the seat meets
    for ct in met:
        if ct not in p.met:
            p.met.append(ct)
            if p.has("sage"):
                take_res(s, p, GOLD)
                take_marker(s, p, WILD)
    if not s.main_done and not can_act(s, seat):
        # A bonus action taken before the turn's action (a council novice's sail bonus paid from
        # the last markers, say) can leave nothing to do: then the player has no turn's action
        # left this turn (rulebook: "keine der 3 Optionen mehr ausführen") and may only finish
        # the bonus actions still open.
        s.main_done = True
        if notes.active():
            notes.note(seat, f"{s.label(seat)} can take none of the three options this turn")
    if s.main_done:
        if p.passed or not any(s.council_novices[CT.index(ct)] for ct in met):
            end_turn(s)
    if s.phase == "play":
        s.stack.append(Turn(s.current))


def can_act(s: State, seat: int) -> bool:
    """Whether the seat can take one of the three options (or pass in the countdown)."""
    if cd_value(s, seat) is not None:
        return True
    p = s.players[seat]
    if p.fate_supply and placements(p):
        return True
    return any(options(s, seat, p) for options in ACTION_KINDS)


def begin_turn(s: State, seat: int, first: bool = False) -> None:
    """Hand the turn to ``seat`` or the next seat that can act; the start seat passes countdown tiles.

    Rulebook (Sonderfall): a player who can take none of the three options has no further turns,
    but may still pass during the countdown (``can_act`` allows that), so once the countdown runs
    every seat either takes its turns or has passed, and the game ends when the "1" tile has gone
    round.
    """
    n = s.nplayers
    idle = 0  # seats in a row that could not take a turn
    while True:
        if not first and seat == s.start and s.cd_stack is not None and not s.cd_stack:
            score.finish(s, "countdown")
            return
        first = False
        p = s.players[seat]
        if not p.passed and can_act(s, seat):
            s.current = seat
            s.main_done = False
            s.turns += 1
            return
        if not p.passed and idle < n and notes.active():  # the Sonderfall: no turn to decide
            notes.note(seat, f"{s.label(seat)} can take none of the three options: no turn")
        if seat == s.start and s.cd_stack:
            s.cd_current = s.cd_stack.pop()
        idle += 1
        if s.cd_stack is None and idle > n:
            # ENGINE SAFETY NET, NOT A RULE. The rulebook says running out of options "should be
            # extremely rare" and does not say what happens if it befalls every player before the
            # countdown has begun: then no one could ever move again, so the engine ends the game
            # and scores it. With the stand-in component set, sensible play reaches the countdown
            # (see tests/bonfire/test_bf_playouts.py); uniformly random play, which wastes its
            # markers, can still end here.
            score.finish(s, "stalled")
            return
        seat = (seat + 1) % n


def end_turn(s: State) -> None:
    seat = s.current
    if seat == s.start and s.cd_stack:
        s.cd_current = s.cd_stack.pop()
    begin_turn(s, (seat + 1) % s.nplayers)
