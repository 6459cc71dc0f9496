"""Terra Mystica state: plain data, cheap to copy, no game logic.

A seat is an int (0 = first in seat order). Hex names are the site's (``E7``).

Besides the player on turn (``State.turn``, a :class:`Turn`), decisions wait in three lists,
each entry a named tuple read by its fields:

- ``State.offers``: power offers (:class:`Offer`), which their seats answer in any order, while
  the turn goes on;
- ``State.pending``: choices a faction owes (:class:`Choice`: a favor tile, a town tile, the
  Cultists' reward step; :class:`CultChoice`: a cult step of choice; :class:`KeyChoice`: which
  track a town's key takes to 10), in the order they arose;
- ``State.setup_queue``: the seats still to choose a faction, place a starting dwelling or pick a
  first bonus card, in order; between rounds the cult rewards' spades (:class:`SpadeReward`).
"""

from __future__ import annotations

from typing import NamedTuple

from . import data


class Offer(NamedTuple):
    """A power offer: ``seat`` may take ``amount`` power because ``by`` built next to it.
    ``event`` ties together the offers one building made, for the Cultists (0: not counted, the
    seat's bowls were full); ``tainted``: the seat converted since (strict-leech: it may only
    decline)."""

    seat: int
    by: int
    amount: int
    event: int
    tainted: bool


class Choice(NamedTuple):
    """A choice ``seat`` owes: ``kind`` "favor" (a favor tile), "town" (a town tile) or
    "cultist" (the Cultists' reward step, 1 on a track of their choice)."""

    kind: str
    seat: int


class CultChoice(NamedTuple):
    """``steps`` steps on one cult track of ``seat``'s choice (BON2, FAV6, ACTA); ``kind`` is
    "cult"."""

    kind: str
    seat: int
    steps: int


class KeyChoice(NamedTuple):
    """Which track a town's one key takes to 10 when its steps would take several there
    (TW5, TW6); ``racing``: those (track, steps); ``kind`` is "key"."""

    kind: str
    seat: int
    racing: tuple[tuple[str, int], ...]


class SpadeReward(NamedTuple):
    """Spades a round's cult reward gives ``seat``, used between rounds."""

    seat: int
    spades: int


class Player:
    """One faction's supplies, buildings, tracks and tiles."""

    __slots__ = (
        "faction", "vp", "c", "w", "p", "pw", "cult", "built", "ship", "dig", "bonus",
        "favors", "towns", "keys", "bridges", "passed", "placed_priests", "carpet",
        "used", "vp_by", "dropped",
    )

    def __init__(self, faction: str):
        f = data.FACTIONS[faction]
        self.faction = faction
        self.vp = f["VP"]
        self.vp_by = {"start": f["VP"]}
        self.c, self.w, self.p = f["C"], f["W"], f["P"]
        self.pw = list(f["power"])
        self.cult = list(f["cults"])
        self.built = {b: 0 for b in data.BUILDINGS}
        self.ship = f["ship"]["start"] if f["ship"] else 0
        self.dig = 0
        self.bonus: str | None = None
        self.favors: list[str] = []
        self.towns: list[str] = []
        self.keys = 0
        self.bridges = 0
        self.passed = False
        self.placed_priests = 0
        self.carpet = 1 if faction == "fakirs" else 0  # Fakirs' carpet range
        self.used: list[str] = []  # once-per-round special actions used this round
        self.dropped = False

    def copy(self) -> Player:
        n = Player.__new__(Player)
        n.faction, n.vp, n.c, n.w, n.p = self.faction, self.vp, self.c, self.w, self.p
        n.pw, n.cult, n.built = self.pw.copy(), self.cult.copy(), self.built.copy()
        n.ship, n.dig, n.bonus = self.ship, self.dig, self.bonus
        n.favors, n.towns, n.keys = self.favors.copy(), self.towns.copy(), self.keys
        n.bridges, n.passed, n.placed_priests = self.bridges, self.passed, self.placed_priests
        n.carpet, n.used, n.vp_by, n.dropped = self.carpet, self.used.copy(), self.vp_by.copy(), self.dropped
        return n

    @property
    def home(self) -> str:
        return data.FACTIONS[self.faction]["home"]

    @property
    def info(self) -> dict:
        return data.FACTIONS[self.faction]


class Turn:
    """What the player on turn has done so far in the current turn."""

    __slots__ = (
        "seat", "actions", "acted", "kind", "spades", "dug", "transformed", "can_build",
        "built", "bridge", "tunnel_hex", "darkling_conv", "blocked", "cult_income", "nonhome",
    )

    def __init__(self, seat: int):
        self.seat = seat
        self.actions = 1  # main actions still to take (Chaos Magicians' double turn adds one)
        self.acted = False  # at least one main action taken
        self.kind: str | None = None  # the main action in progress
        self.spades = 0  # spades held
        self.dug = 0  # of which bought with "dig"
        self.transformed: list[str] = []
        self.can_build = False  # a dwelling may still be built in this action
        self.built = False
        self.bridge = False  # a bridge must be placed to finish the action
        self.tunnel_hex: str | None = None  # hex paid for by tunnelling / carpet flight
        self.darkling_conv = 0  # workers the Darklings may still turn into priests
        self.blocked = [0, 0, 0, 0]  # cult steps stopped at 9 for want of a key
        self.cult_income = False  # spades from a cult reward: transform only
        self.nonhome = False  # this action turned a hex into a terrain not the player's own

    def copy(self) -> Turn:
        n = Turn.__new__(Turn)
        n.seat, n.actions, n.acted, n.kind = self.seat, self.actions, self.acted, self.kind
        n.spades, n.dug, n.transformed = self.spades, self.dug, self.transformed.copy()
        n.can_build, n.built, n.bridge = self.can_build, self.built, self.bridge
        n.tunnel_hex, n.darkling_conv = self.tunnel_hex, self.darkling_conv
        n.blocked, n.cult_income, n.nonhome = self.blocked.copy(), self.cult_income, self.nonhome
        return n


class State:
    """The whole game: the map, the supplies, the players and the decisions waiting."""

    __slots__ = (
        "options", "map_id", "players", "terrain", "building", "bridges", "connects",
        "town_hexes", "round", "phase", "order", "passed_order", "score_tiles", "bonus_pool",
        "fav_pool", "town_pool", "used_actions", "cult_spots", "cult_top", "pending",
        "offers", "turn", "rng", "setup_queue", "events_seq", "final", "extra_scoring",
        "start_seat", "cultist_events", "seats",
    )

    def copy(self) -> State:
        n = State.__new__(State)
        n.options = self.options
        n.map_id = self.map_id
        n.players = [p.copy() for p in self.players]
        n.terrain = self.terrain.copy()
        n.building = self.building.copy()
        n.bridges = self.bridges.copy()
        n.connects = self.connects.copy()
        n.town_hexes = self.town_hexes.copy()
        n.round = self.round
        n.phase = self.phase
        n.order = self.order.copy()
        n.passed_order = self.passed_order.copy()
        n.score_tiles = self.score_tiles
        n.bonus_pool = self.bonus_pool.copy()
        n.fav_pool = self.fav_pool.copy()
        n.town_pool = self.town_pool.copy()
        n.used_actions = self.used_actions.copy()
        n.cult_spots = [s.copy() for s in self.cult_spots]
        n.cult_top = self.cult_top.copy()
        n.pending = self.pending.copy()
        n.offers = self.offers.copy()
        n.turn = self.turn.copy() if self.turn is not None else None
        n.rng = self.rng
        n.setup_queue = self.setup_queue.copy()
        n.events_seq = self.events_seq
        n.final = self.final
        n.extra_scoring = self.extra_scoring
        n.start_seat = self.start_seat
        n.cultist_events = self.cultist_events.copy()
        n.seats = self.seats
        return n

    # small read-only helpers -------------------------------------------------
    def seat_of(self, name: str) -> int | None:
        """Seat of a faction, or of ``p1``..``p5`` (how seats are named before factions are chosen)."""
        for i, p in enumerate(self.players):
            if p.faction == name:
                return i
        if len(name) == 2 and name[0] == "p" and name[1] in "123456789" and 1 <= int(name[1]) <= self.seats:
            return int(name[1]) - 1
        return None

    def label(self, seat: int) -> str:
        return self.players[seat].faction if seat < len(self.players) else f"p{seat + 1}"

    @property
    def active(self) -> int | None:
        return self.turn.seat if self.turn is not None else None

    def has(self, option: str) -> bool:
        return option in self.options


# every class a state is made of (a snapshot of a state names them)
SNAPSHOT_CLASSES = (State, Player, Turn, Offer, Choice, CultChoice, KeyChoice, SpadeReward)
