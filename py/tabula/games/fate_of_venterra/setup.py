"""Setting up a game: the options (their defaults, the new-game form's fields, and the checks of
every option, as options arrive from links and saves), the first state, and the setup steps:
building the map from tiles (TilePick, TileSlot, TileTurn) unless it is fixed, each seat's hex
building (HexBuilding), starting building (StartBuilding) and starting units (StartUnit), the
explore tokens, the starting Leader cards (Hand when chosen), then the first round."""

from __future__ import annotations

from ...core import options as O
from ...core.errors import OptionsError
from ...core.rng import Rng, seed_state
from . import data
from .board import prebuilt_placements, slots_next_to
from .rules.common import (
    MOBILE,
    add_bld,
    add_unit,
    buildable,
    own_buildings,
    rng_of,
    seats_at,
    tid,
    tname,
)
from .rules.gains import gain_leader, gain_leader_options, refill_rows
from .state import Player, State
from .steps import (
    STEPS,
    Hand,
    Hands,
    HexBuilding,
    Round,
    StartBuilding,
    StartUnit,
    StartUnits,
    TilePick,
    TileSlot,
    TileTurn,
    Tokens,
)

# every key setup() reads: the new-game dialog's, and ``placements`` (a fixed map, for tests)
OPTION_KEYS = ("players", "factions", "map", "landmark", "terrain", "hands", "initiative", "placements")


def default_options(players: int) -> dict:
    """The options of a new game with ``players`` seats, as the first game suggests."""
    return {
        "players": players,
        "factions": "random",
        "map": "build",
        "landmark": "kingdom",
        "terrain": "venterra",
        "hands": "first_game",
        "initiative": "seats",
    }


def option_fields(players: int) -> list[dict]:
    """The new-game form's fields: each option's label, default and choices."""
    return [
        {
            "key": "factions",
            "label": "Factions",
            "default": "random",
            "choices": [
                ["random", "Dealt at random"],
                ["fixed", "In order: Order, Legion, Bear, Pack, Watch"],
            ],
        },
        {
            "key": "map",
            "label": "Map",
            "default": "build",
            "choices": [
                ["build", "Players build it from tiles"],
                ["prebuilt", "Pre-built map (first game)"],
            ],
        },
        {
            "key": "landmark",
            "label": "Landmark tile",
            "default": "kingdom",
            "choices": [["kingdom", "Forgotten Kingdom"], ["court", "Corrupted Court"]],
        },
        {
            "key": "terrain",
            "label": "Terrain card",
            "default": "venterra",
            "choices": [
                ["venterra", "Venterra (first game)"],
                ["paradise", "Land of Paradise"],
                ["power", "Power of Venterra"],
            ],
        },
        {
            "key": "hands",
            "label": "Starting Leader cards",
            "default": "first_game",
            "choices": [
                ["first_game", "First game: a 0, 1 and 2 cost card"],
                ["choose", "Choose cards worth up to 3 Wealth"],
            ],
        },
        {
            "key": "initiative",
            "label": "Starting initiative",
            "default": "seats",
            "choices": [["seats", "Seat order"], ["random", "Random"]],
        },
    ]


def setup(options: dict, seed) -> State:
    """The initial state. Options arrive from links and saves, so every key is checked for its
    type and range (``core.options``) before it is used: a bad one raises OptionsError."""
    O.require_dict(options, OPTION_KEYS)
    n = O.count(options, "players", 2, 5, 2)
    for key, allowed in (
        ("map", ("build", "prebuilt")),
        ("landmark", data.LANDMARKS),
        ("terrain", data.TERRAIN_CARDS),
        ("hands", ("first_game", "choose")),
        ("initiative", ("seats", "random")),
    ):
        O.choice(options, key, allowed, None)
    rg = Rng(seed_state(seed))
    fac = options.get("factions", "random")
    if isinstance(fac, (list, tuple)):
        factions = O.names(fac, data.FACTIONS, "the option 'factions'", "a faction of this game",
                           length=n, unique=True)
    elif O.one_of(fac, ("random", "fixed"), "the option 'factions' (or a list of factions)") == "fixed":
        factions = list(data.FACTIONS[:n])
    else:
        factions = rg.shuffle(list(data.FACTIONS))[:n]
    s = new_state(options, factions, rg.state)
    if options.get("initiative") == "random":
        rg2 = Rng(s.rng)
        s.init = rg2.shuffle(s.init)
        s.rng = rg2.state
    placements = None
    if "placements" in options:
        placements = fixed_placements(options["placements"], n)
    elif options.get("map") == "prebuilt":
        placements = prebuilt_placements(n)
    begin(s, placements)
    return s


def fixed_placements(raw, players: int) -> tuple:
    """A fixed map: [[tile, side, [q, r], rotation], ...], at least one tile per player, each
    tile at a free slot next to the map so far (as the tile-placing rule picks slots)."""
    what = "the option 'placements'"
    shape = f"{what} must be a list of [tile, side, [q, r], rotation]"
    out: list[tuple] = []
    for item in O.listing(raw, what, lo=players, hi=len(data.TILES)):
        if (not isinstance(item, (list, tuple)) or len(item) != 4
                or not isinstance(item[2], (list, tuple)) or len(item[2]) != 2):
            raise OptionsError(shape)
        t, side, (q, r), rot = item
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in (t, side, q, r, rot)):
            raise OptionsError(f"{shape}, all whole numbers")
        if t not in data.TILES or any(p[0] == t for p in out):
            raise OptionsError(f"{what} names tile {O.show(t)}, which is not a map tile left to place")
        if side not in (0, 1) or not 0 <= rot < 6:
            raise OptionsError(f"{what}: a tile's side is 0 or 1 and its rotation 0 to 5")
        if (q, r) not in slots_next_to([p[2] for p in out]):
            raise OptionsError(f"{what} puts tile {t} at [{O.show(q)}, {O.show(r)}], "
                               "which is not a free slot next to the tiles placed before it")
        out.append((t, side, (q, r), rot))
    return tuple(out)


# -- the first state -------------------------------------------------------------------------------


def new_state(options: dict, factions: list[str], rng_state: int) -> State:
    """The state before anything is dealt: the factions seated, empty map and piles."""
    s = State.__new__(State)
    s.n = len(factions)
    s.options = dict(options)
    s.rng = rng_state
    s.round = 0
    s.phase = "setup"
    s.init = list(range(s.n))
    s.landmark = options.get("landmark", "kingdom")
    s.card = options.get("terrain", "venterra")
    s.placements = ()
    s.units, s.bld, s.tok = {}, {}, {}
    s.token_box, s.token_seen = [], []
    s.potg_deck, s.potg_row, s.potg_discard = [], [], []
    s.quest_deck, s.quest_row = [], []
    s.players = [Player(f) for f in factions]
    s.stack = []
    s.ctx = []
    s.battle = None
    s.treaties = []
    s.final = None
    s.reveals = 0
    s.first_game = options.get("hands", "first_game") == "first_game"
    s.log = None
    return s


def begin(s: State, placements) -> None:
    """Shuffle the piles, then the setup steps in order (building the map unless ``placements``
    fix it), run up to the first decision."""
    rg = rng_of(s)
    s.potg_deck = rg.shuffle(list(data.POTG_DECK))
    s.quest_deck = rg.shuffle(list(data.QUESTS))
    s.rng = rg.state
    refill_rows(s)
    frames = []
    if placements is not None:
        s.placements = tuple(placements)
    else:
        for seat in s.init:
            frames += [TilePick(seat), TilePick(seat)]
    for seat in s.init:
        frames += [HexBuilding(seat), StartBuilding(seat), StartUnits(seat)]
    frames += [Tokens(), Hands(), Round()]
    STEPS.push(s, *frames)
    STEPS.run(s)


# -- building the map ------------------------------------------------------------------------------


def _tiles_used(s: State) -> set:
    return {p[0] for p in s.placements}


@STEPS.options(TilePick, "build the map: choose a map tile")
def tile_pick_options(s, f: TilePick, seat: int) -> list[tuple]:
    return [(seat, "tile", n, side) for n in data.TILES if n not in _tiles_used(s) for side in ("a", "b")]


@STEPS.act(TilePick)
def tile_pick(s, f: TilePick, a: tuple) -> None:
    s.stack.append(TileSlot(f.seat, a[2], 0 if a[3] == "a" else 1))


@STEPS.options(TileSlot, "tiles must touch the landmark if possible")
def tile_slot_options(s, f: TileSlot, seat: int) -> list[tuple]:
    return [(seat, "slot", i) for i in range(len(slots_next_to([p[2] for p in s.placements])))]


@STEPS.act(TileSlot)
def tile_slot(s, f: TileSlot, a: tuple) -> None:
    slot = slots_next_to([p[2] for p in s.placements])[a[2]]
    s.stack.append(TileTurn(f.seat, f.tile, f.side, slot))


@STEPS.options(TileTurn, "tiles may be placed in any orientation")
def tile_turn_options(s, f: TileTurn, seat: int) -> list[tuple]:
    return [(seat, "turn", r) for r in range(6)]


@STEPS.act(TileTurn)
def tile_turn(s, f: TileTurn, a: tuple) -> None:
    s.placements = (*s.placements, (f.tile, f.side, f.slot, a[2]))


# -- starting pieces -------------------------------------------------------------------------------


def hex_spots(s: State, seat: int) -> list[int]:
    """Where the seat's hex building may stand: on the map's edge, not on the landmark, not on
    water for one that marches, far enough from the others."""
    b = s.board
    kind = data.BOARDS[s.players[seat].faction]["hex"]
    others = [t for t, bs in s.bld.items() for e in bs if e[1] == "hex"]
    out = []
    for t in range(b.n):
        if not b.edge[t] or b.is_landmark[t] or t in s.bld or t in s.units:
            continue
        if b.is_water[t] and kind in MOBILE:
            continue
        # measured from the few buildings already standing (distance is symmetric, and the board
        # keeps the distances from each territory it was asked about)
        if any(b.distance(o, t) < data.FACTS["min_hex_distance"] for o in others):
            continue
        out.append(t)
    return out


@STEPS.options(HexBuilding, "hex buildings: edge, 3 apart, not the landmark")
def hex_building_options(s, f: HexBuilding, seat: int) -> list[tuple]:
    return [(seat, "hex", tname(s, t)) for t in hex_spots(s, seat)]


@STEPS.act(HexBuilding)
def hex_building(s, f: HexBuilding, a: tuple) -> None:
    seat = a[0]
    add_bld(s, tid(s, a[2]), seat, "hex")
    s.players[seat].hex_state = "map"


def _hex_of(s: State, seat: int):
    for t, e in own_buildings(s, seat):
        if e[1] == "hex":
            return t
    return None


@STEPS.options(StartBuilding, "circle/square building: adjacent to your hex building, not on water")
def start_building_options(s, f: StartBuilding, seat: int) -> list[tuple]:
    """Setup II: "Circle and square Buildings must be built/placed as follows: 1. Adjacent to your
    Hex Building. 2. Cannot be placed on water." -- the Landmark Tile is no exception (only the
    Hex Building "Cannot be placed on the Landmark Tile"); where no building may stand at all (the
    Corrupted Court, a terrain card's ban) ``buildable`` says no."""
    h = _hex_of(s, seat)
    kind = data.BOARDS[s.players[seat].faction]["start_building"]
    return [
        (seat, "place", kind, tname(s, t))
        for t in sorted(s.board.adj[h])
        if buildable(s, t) and t not in s.bld
    ] or [(seat, "place", "none")]


@STEPS.act(StartBuilding)
def start_building(s, f: StartBuilding, a: tuple) -> None:
    seat = a[0]
    if a[2] != "none":
        add_bld(s, tid(s, a[3]), seat, a[2])
        p = s.players[seat]
        if a[2] == "outpost":
            p.outposts -= 1
        else:
            p.shrines -= 1


@STEPS.auto(StartUnits)
def start_units(s, f: StartUnits) -> None:
    units = tuple(data.BOARDS[s.players[f.seat].faction]["start_units"])
    s.stack.append(StartUnit(f.seat, units))


def start_unit_spots(s: State, seat: int, u: str) -> list[int]:
    """Starting units go on the starting buildings' territories or next to them, where no one else is."""
    b = s.board
    out = set()
    for t, _e in own_buildings(s, seat):
        for n in (t, *b.adj[t]):
            if (u == "ship") != b.is_water[n] or b.kind[n] in ("court_outer", "court_centre"):
                continue
            if n != t and n in s.bld:
                continue
            if any(o != seat for o in seats_at(s, n)):
                continue
            out.add(n)
    return sorted(out)


@STEPS.options(StartUnit, "starting units: on or next to your starting buildings")
def start_unit_options(s, f: StartUnit, seat: int) -> list[tuple]:
    out = []
    for u in sorted(set(f.units)):
        out += [(seat, "unit", u, tname(s, t)) for t in start_unit_spots(s, seat, u)]
    return out or [(seat, "unit", "none")]


@STEPS.act(StartUnit)
def start_unit(s, f: StartUnit, a: tuple) -> None:
    if a[2] == "none":
        return
    rest = list(f.units)
    rest.remove(a[2])
    add_unit(s, tid(s, a[3]), a[0], a[2])
    if rest:
        s.stack.append(StartUnit(a[0], tuple(rest)))


# -- explore tokens and starting hands -------------------------------------------------------------


@STEPS.auto(Tokens)
def tokens(s, f: Tokens) -> None:
    """Explore tokens, face down, on every territory without pieces the terrain calls for."""
    b = s.board
    rg = rng_of(s)
    piles = {d: rg.shuffle([tk for tk in data.TOKENS if tk[0] == d]) for d in (0, 1, 2)}
    where = {}
    for d, kinds in data.TOKEN_PLACES.items():
        for k in kinds:
            where[k] = d
    for t in range(b.n):
        if t in s.bld or t in s.units or b.kind[t] in ("court_outer", "court_centre"):
            continue
        d = where.get("pop") if b.pop[t] else where.get(b.terrain[t])
        if d is not None and piles[d]:
            s.tok[t] = piles[d].pop()
    s.token_box = sorted(piles[0] + piles[1] + piles[2])
    s.rng = rg.state


@STEPS.auto(Hands)
def hands(s, f: Hands) -> None:
    """Treaty and the rank-3 Leader for everyone; a first game's fixed cards, or a Hand to choose."""
    for seat in reversed(s.init):
        p = s.players[seat]
        fac = data.LEADERS[p.faction]
        for c in ("treaty", next(k for k, v in fac.items() if v["rank"] == 3)):
            p.supply.remove(c)
            p.hand.append(c)
        if s.first_game:
            for rank in data.FACTS["first_game_leaders"]:
                c = next(k for k in p.supply if fac[k]["rank"] == rank)
                p.supply.remove(c)
                p.hand.append(c)
        else:
            s.stack.append(Hand(seat, data.FACTS["start_hand_budget"]))


# a starting Hand is taken as a gained Leader is (rules/gains.py), under its own rule's name
STEPS.options(Hand, "starting hand: leaders worth 3")(gain_leader_options)
STEPS.act(Hand)(gain_leader)
