"""The opening, before round 1: factions chosen in seat order (when the players choose), the
starting dwellings (``build HEX``, in ``setup.initial_order``), then the first bonus cards in
reverse seat order (``pass BONn``); the last card starts round 1.
"""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..data import board
from ..setup import add_player, initial_order
from ..state import State
from .rounds import start_round


def check_faction(s: State, seat: int, faction: str) -> None:
    """RuleError unless ``seat`` may choose ``faction`` now. Changes nothing: ``choose_faction``
    asks it first, ``legal`` to list factions without trying them."""
    if s.setup_queue[0] != seat:
        raise RuleError(f"player {s.setup_queue[0] + 1} chooses a faction next")
    if faction not in data.FACTIONS:
        raise RuleError(f"unknown faction '{faction}'")
    home = data.FACTIONS[faction]["home"]
    if any(p.home == home for p in s.players):
        raise RuleError(f"a faction of the {home} terrain is already in the game")


def choose_faction(s: State, seat: int, faction: str) -> None:
    """Faction choice in seat order (the rulebook's free choice)."""
    check_faction(s, seat, faction)
    add_player(s, faction)
    s.setup_queue.pop(0)
    if not s.setup_queue:
        s.phase = "initial"
        s.setup_queue = initial_order(s)


def check_initial_build(s: State, seat: int, a: tuple) -> None:
    """RuleError unless ``a`` (the seat's decision in the opening's dwellings) places the seat's
    next starting dwelling. Changes nothing: ``initial_build`` asks it first, ``legal`` to list
    starting dwellings without trying them."""
    if s.setup_queue[0] != seat:
        raise RuleError(f"{s.players[s.setup_queue[0]].faction} places the next starting dwelling")
    if a[1] != "build":
        raise RuleError("place a starting dwelling first")
    hex_ = a[2]
    p = s.players[seat]
    b = board(s.map_id)
    if not b.is_land(hex_):
        raise RuleError(f"{hex_} is not a land hex of this map")
    if hex_ in s.building:
        raise RuleError(f"{hex_} already holds a building")
    if s.terrain[hex_] != p.home:
        raise RuleError(f"a starting dwelling goes on your home terrain ({p.home}); "
                        f"{hex_} is {s.terrain[hex_]}")


def initial_build(s: State, seat: int, a: tuple) -> None:
    """A starting dwelling, on an empty hex of the faction's home terrain."""
    check_initial_build(s, seat, a)
    hex_ = a[2]
    s.building[hex_] = (seat, "D")
    s.players[seat].built["D"] += 1
    s.setup_queue.pop(0)
    if not s.setup_queue:
        s.phase = "bonus"
        s.setup_queue = [i for i in range(len(s.players))][::-1]


def check_initial_bonus(s: State, seat: int, a: tuple) -> None:
    """RuleError unless ``a`` (the seat's decision in the opening's bonus cards) picks its first
    bonus card. Changes nothing: ``initial_bonus`` asks it first, ``legal`` to list the cards
    without trying them."""
    if s.setup_queue[0] != seat:
        raise RuleError(f"{s.players[s.setup_queue[0]].faction} picks the next bonus card")
    if a[1] != "pass" or a[2] is None:
        raise RuleError("pick a bonus card ('pass BONn')")
    if a[2] not in s.bonus_pool:
        raise RuleError(f"{a[2]} is not among the available bonus cards")


def initial_bonus(s: State, seat: int, a: tuple) -> None:
    """A first bonus card, with the coins on it; the last one starts round 1."""
    check_initial_bonus(s, seat, a)
    tile = a[2]
    p = s.players[seat]
    p.c += s.bonus_pool.pop(tile)
    p.bonus = tile
    s.setup_queue.pop(0)
    if not s.setup_queue:
        start_round(s)
