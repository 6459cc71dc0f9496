"""The power actions (ACT1-ACT6), the special actions of bonus cards, favor tiles and faction
strongholds (``action NAME``), bridges (ACT1, the Engineers' ACTE), the Mermaids' towns across a
river (``connect``), and advancing on the shipping and digging tracks (``advance``).
"""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..data import board
from ..score import add_vp
from ..state import CultChoice, State
from .economy import check_pay, gain_priests, gain_spades, pay, ship_up
from .towns import check_towns
from .turns import begin_action, check_begin

SPECIALS = {"ACTA": "auren", "ACTC": "chaosmagicians", "ACTG": "giants", "ACTN": "nomads",
            "ACTS": "swarmlings", "ACTW": "witches"}  # a stronghold's action -> its faction


ENGINEERS_BRIDGE = {"W": 2}  # what the Engineers' ACTE costs


def check_action(s: State, seat: int, name: str) -> None:
    """RuleError unless ``seat`` may take the action NAME now: it holds it and it is free this
    round (``_check_held``), the turn may begin an action, for ACT1 a bridge has a place (the
    Engineers' bridge asks that first) and for the Engineers' bridge it has the workers. Changes
    nothing: ``action`` asks it first, ``legal`` to list actions without trying them (what
    ``action`` does after it never fails)."""
    _check_held(s, seat, name)
    check_begin(s, name)
    if name == "ACT1":
        _need_bridge(s, seat)
    if name == "ACTE":
        check_pay(s.players[seat], ENGINEERS_BRIDGE, "An Engineers' bridge")


def _check_held(s: State, seat: int, name: str) -> None:
    """RuleError unless ``seat`` holds the action NAME and it is free this round (its faction,
    stronghold, bonus card or favor tile; for a power action the power in bowl III)."""
    p = s.players[seat]
    if name in data.POWER_ACTIONS:
        if name in s.used_actions:
            raise RuleError(f"power action {name} has been taken this round")
        cost = data.POWER_ACTIONS[name]
        if p.pw[2] < cost:
            raise RuleError(f"{name} costs {cost} power from bowl III; you have {p.pw[2]} (burn first?)")
        return
    if name == "ACTE":
        if p.faction != "engineers":
            raise RuleError("only the Engineers build bridges for workers")
        _need_bridge(s, seat)
        return
    if name in SPECIALS:
        if p.faction != SPECIALS[name]:
            raise RuleError(f"{name} belongs to the {SPECIALS[name]}")
        if not p.built["SH"]:
            raise RuleError(f"{name} needs your stronghold")
    elif name in ("BON1", "BON2"):
        if p.bonus != name:
            raise RuleError(f"you do not hold bonus card {name}")
    elif name == "FAV6":
        if "FAV6" not in p.favors:
            raise RuleError("you do not hold favor tile FAV6")
    else:
        raise RuleError(f"unknown action '{name}'")
    if name in p.used:
        raise RuleError(f"{name} has been used this round")


def action(s: State, seat: int, name: str) -> None:
    """``action NAME``: a power action, the Engineers' bridge, or a once-a-round special action."""
    check_action(s, seat, name)
    if name in data.POWER_ACTIONS:
        return _power_action(s, seat, name)
    p = s.players[seat]
    if name == "ACTE":
        t = begin_action(s, seat, name)
        pay(p, ENGINEERS_BRIDGE, "An Engineers' bridge")
        t.bridge = True
        return
    t = begin_action(s, seat, name)
    p.used.append(name)
    if name in ("BON2", "FAV6"):
        s.pending.append(CultChoice("cult", seat, 1))
    elif name == "ACTA":
        s.pending.append(CultChoice("cult", seat, 2))
    elif name == "ACTC":
        t.actions += 2
    elif name == "BON1":
        gain_spades(s, seat, 1)
        t.can_build = True
    elif name == "ACTG":
        gain_spades(s, seat, 2)
        t.can_build = True
    elif name in ("ACTN", "ACTW", "ACTS"):
        t.can_build = True


def _power_action(s: State, seat: int, name: str) -> None:
    """ACT1-ACT6: paid with power from bowl III, once a round for everyone (``check_action``
    has checked both)."""
    p = s.players[seat]
    cost = data.POWER_ACTIONS[name]
    t = begin_action(s, seat, name)
    p.pw[2] -= cost
    p.pw[0] += cost
    s.used_actions.append(name)
    if name == "ACT1":
        t.bridge = True
    elif name == "ACT2":
        gain_priests(p, 1)
    elif name == "ACT3":
        p.w += 2
    elif name == "ACT4":
        p.c += 7
    else:
        gain_spades(s, seat, 1 if name == "ACT5" else 2)
        t.can_build = True


def _need_bridge(s: State, seat: int) -> None:
    if s.players[seat].bridges >= 3:
        raise RuleError("you have built all 3 of your bridges")
    built = {frozenset((a, b)) for a, b, _ in s.bridges}
    if not any(pair not in built and any(s.building.get(h, (None,))[0] == seat for h in pair)
               for pair in board(s.map_id).bridge_pairs):
        raise RuleError("there is no place for a bridge next to your buildings")


def bridge(s: State, seat: int, a: str, b: str) -> None:
    """``bridge HEX:HEX``: the bridge a bridge action gave, next to one of the seat's buildings."""
    check_bridge(s, seat, a, b)
    s.bridges.append((a, b, seat))
    s.players[seat].bridges += 1
    s.turn.bridge = False
    check_towns(s, seat)


def check_bridge(s: State, seat: int, a: str, b: str) -> None:
    """RuleError unless the seat may place the bridge its action gave between ``a`` and ``b``.
    Changes nothing: ``bridge`` asks it first, ``legal`` to list bridges without trying them."""
    if not s.turn.bridge:
        raise RuleError("take a bridge action first (power action ACT1)")
    if frozenset((a, b)) not in board(s.map_id).bridge_pairs:
        raise RuleError(f"a bridge cannot join {a} and {b} on this map")
    if any({a, b} == {x, y} for x, y, _ in s.bridges):
        raise RuleError(f"there is a bridge between {a} and {b} already")
    if s.building.get(a, (None,))[0] != seat and s.building.get(b, (None,))[0] != seat:
        raise RuleError("one end of your bridge must hold one of your buildings")


def connect(s: State, seat: int, *hexes: str) -> None:
    """``connect HEX:HEX`` (or a river hex): the Mermaids join buildings across a river into a
    town."""
    p = s.players[seat]
    if p.faction != "mermaids":
        raise RuleError("only the Mermaids found towns across a river")
    b = board(s.map_id)
    if len(hexes) == 1:
        river = hexes[0]
        if river not in b.neighbours or b.is_land(river):
            raise RuleError(f"{river} is not a river hex")
        ends = [h for h in b.neighbours[river] if s.building.get(h, (None,))[0] == seat]
    else:
        ends = list(hexes)
        for h in ends:
            if s.building.get(h, (None,))[0] != seat:
                raise RuleError(f"{h} does not hold one of your buildings")
        common = set.intersection(*(set(b.neighbours[h]) for h in ends)) - b.land_set
        if not common:
            raise RuleError("those hexes do not share a river hex")
    if len(ends) < 2:
        raise RuleError("a connection needs your buildings on both sides of the river")
    for i in range(len(ends)):
        for j in range(i + 1, len(ends)):
            s.connects.append((seat, ends[i], ends[j]))
    check_towns(s, seat)


def advance(s: State, seat: int, what: str) -> None:
    """``advance ship`` / ``advance dig``: one level up the shipping or digging track."""
    p = s.players[seat]
    info = check_advance(s, seat, what)
    begin_action(s, seat, "advance")
    pay(p, info["cost"], _TRACK_PAYS[what])
    if what == "ship":
        ship_up(p)
    else:
        add_vp(p, info["vp"][p.dig], "digging")
        p.dig += 1


_TRACK_PAYS = {"ship": "Shipping", "dig": "Digging"}  # what a step up a track pays for


def check_advance(s: State, seat: int, what: str) -> dict:
    """The track ``what`` ("ship" or "dig") of the seat's faction, if it has a level left, the
    turn may begin an action and the seat can pay the step; RuleError otherwise. Changes nothing:
    ``advance`` asks it first, ``legal`` to list advances without trying them (what ``advance``
    does after it never fails)."""
    p = s.players[seat]
    if what not in ("ship", "dig"):
        raise RuleError("advance 'ship' or 'dig'")
    info = p.info[what]
    level = p.ship if what == "ship" else p.dig
    if info is None:
        raise RuleError(f"the {p.faction} cannot improve shipping" if what == "ship"
                        else f"the {p.faction} have no digging track")
    if level >= info["max"]:
        raise RuleError(f"your {'shipping' if what == 'ship' else 'digging'} is at its highest level")
    check_begin(s, "advance")
    check_pay(p, info["cost"], _TRACK_PAYS[what])
    return info
