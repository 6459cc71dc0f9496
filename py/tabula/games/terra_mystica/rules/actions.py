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
from .economy import gain_priests, gain_spades, pay, ship_up
from .towns import check_towns
from .turns import begin_action

SPECIALS = {"ACTA": "auren", "ACTC": "chaosmagicians", "ACTG": "giants", "ACTN": "nomads",
            "ACTS": "swarmlings", "ACTW": "witches"}  # a stronghold's action -> its faction


def action(s: State, seat: int, name: str) -> None:
    """``action NAME``: a power action, the Engineers' bridge, or a once-a-round special action."""
    if name in data.POWER_ACTIONS:
        return _power_action(s, seat, name)
    p = s.players[seat]
    if name == "ACTE":
        if p.faction != "engineers":
            raise RuleError("only the Engineers build bridges for workers")
        _need_bridge(s, seat)
        t = begin_action(s, seat, name)
        pay(p, {"W": 2}, "An Engineers' bridge")
        t.bridge = True
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
    """ACT1-ACT6: paid with power from bowl III, once a round for everyone."""
    p = s.players[seat]
    if name in s.used_actions:
        raise RuleError(f"power action {name} has been taken this round")
    cost = data.POWER_ACTIONS[name]
    if p.pw[2] < cost:
        raise RuleError(f"{name} costs {cost} power from bowl III; you have {p.pw[2]} (burn first?)")
    t = begin_action(s, seat, name)
    p.pw[2] -= cost
    p.pw[0] += cost
    s.used_actions.append(name)
    if name == "ACT1":
        _need_bridge(s, seat)
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
    p = s.players[seat]
    t = s.turn
    if not t.bridge:
        raise RuleError("take a bridge action first (power action ACT1)")
    if frozenset((a, b)) not in board(s.map_id).bridge_pairs:
        raise RuleError(f"a bridge cannot join {a} and {b} on this map")
    if any({a, b} == {x, y} for x, y, _ in s.bridges):
        raise RuleError(f"there is a bridge between {a} and {b} already")
    if s.building.get(a, (None,))[0] != seat and s.building.get(b, (None,))[0] != seat:
        raise RuleError("one end of your bridge must hold one of your buildings")
    s.bridges.append((a, b, seat))
    p.bridges += 1
    t.bridge = False
    check_towns(s, seat)


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
    if what not in ("ship", "dig"):
        raise RuleError("advance 'ship' or 'dig'")
    info = p.info[what]
    level = p.ship if what == "ship" else p.dig
    if info is None:
        raise RuleError(f"the {p.faction} cannot improve shipping" if what == "ship"
                        else f"the {p.faction} have no digging track")
    if level >= info["max"]:
        raise RuleError(f"your {'shipping' if what == 'ship' else 'digging'} is at its highest level")
    begin_action(s, seat, "advance")
    if what == "ship":
        pay(p, info["cost"], "Shipping")
        ship_up(p)
    else:
        pay(p, info["cost"], "Digging")
        add_vp(p, info["vp"][p.dig], "digging")
        p.dig += 1
