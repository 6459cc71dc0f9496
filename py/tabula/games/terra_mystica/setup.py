"""Terra Mystica setup: the options a game may have, and ``setup(options, seed)``, the first state.

Options arrive from links and saves, so every key is checked (``core.options``) before it is
used. The random draws come in a fixed order (factions, scoring tiles, removed bonus tiles),
which every record's replay depends on.
"""

from __future__ import annotations

from ...core import options as O
from ...core.errors import OptionsError
from ...core.rng import Rng, seed_state
from . import data
from .state import Player, State

SITE_OPTIONS = {
    "strict-leech", "strict-darkling-sh", "strict-chaosmagician-sh", "errata-cultist-power",
    "mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "variable-turn-order",
    "fire-and-ice-final-scoring", "email-notify", "maintain-player-order", "start-vp-2017",
    "variable-vp",  # ours: the rulebook's variable start VP (start-vp-2017 is the site's name for it)
    "site-log",  # ours: a game read from the site's log, with its command language's leniencies
}
DEFAULT_OPTIONS = ("strict-leech", "strict-darkling-sh", "strict-chaosmagician-sh", "errata-cultist-power")
EXTRA_SCORING = ("connected-clusters",)
# switches of the new-game dialog -> the option names above
FLAG_OPTIONS = {
    "variable_turn_order": "variable-turn-order",
    "variable_vp": "variable-vp",
    "town_tiles": "mini-expansion-1",
    "shipping_bonus": "shipping-bonus",
    "temple_scoring": "temple-scoring-tile",
}
# every key setup() reads: the new-game dialog's, and the site-log importer's fixed setups
OPTION_KEYS = frozenset({"players", "setup", "factions", "map", "options", "bonus_removed",
                         "extra_scoring", "score_tiles", *FLAG_OPTIONS})


def default_options(players: int) -> dict:
    return {"players": players, "map": "base", "options": list(DEFAULT_OPTIONS)}


def option_fields(players: int) -> list[dict]:
    """The new-game dialog's fields (the keys ``setup`` reads)."""
    maps = [["base", "Base map"], ["fjords_v21", "Fjords"], ["loonlakes_v16", "Loon Lakes"],
            ["fireice_side2", "Fire & Ice side 2"]]
    return [
        {"key": "setup", "label": "Setup", "default": "free",
         "choices": [["free", "Free setup"], ["beginner", "First game (recommended factions)"]]},
        {"key": "factions", "label": "Factions", "default": "choose",
         "choices": [["choose", "Each player chooses, in seat order"], ["random", "Dealt at random"]]},
        {"key": "map", "label": "Map", "default": "base", "choices": maps},
        {"key": "variable_turn_order", "label": "Next round's order is the passing order",
         "type": "bool", "default": False},
        {"key": "variable_vp", "label": "Start VP by faction (variable points)", "type": "bool",
         "default": False},
        {"key": "town_tiles", "label": "Mini-expansion town tiles (TW6-TW8)", "type": "bool",
         "default": False},
        {"key": "shipping_bonus", "label": "Shipping bonus card (BON10)", "type": "bool",
         "default": False},
        {"key": "temple_scoring", "label": "Temple scoring tile (SCORE9)", "type": "bool",
         "default": False},
    ]


def setup(options: dict, seed) -> State:
    """The initial state; OptionsError for an option of the wrong type or out of range."""
    O.require_dict(options, OPTION_KEYS)
    rng = Rng(seed_state(seed))
    opts = O.str_list(options, "options", SITE_OPTIONS, list(DEFAULT_OPTIONS), "a Terra Mystica option")
    for key, name in FLAG_OPTIONS.items():
        if O.flag(options, key) and name not in opts:
            opts = [*opts, name]
    optset = frozenset(opts)
    map_id = O.choice(options, "map", list(data.MAPS), "base")
    factions = options.get("factions")
    nplayers = O.count(options, "players", 2, 5,
                       len(factions) if isinstance(factions, (list, tuple)) else 4)
    choose, final = _factions(options, factions, nplayers, rng)
    score_tiles = _score_tiles(options, optset, rng)
    bonuses = [t for t, v in data.BONUS.items() if v.get("option", "") in ("", *optset)]
    removed = options.get("bonus_removed")
    if removed is None:
        removed = rng.shuffle(bonuses)[: len(bonuses) - nplayers - 3]
    removed = O.names(removed, bonuses, "the option 'bonus_removed'", "an available bonus tile",
                      hi=len(bonuses) - nplayers - 1, unique=True)
    extra = O.str_list(options, "extra_scoring", EXTRA_SCORING, [], "an extra final scoring", unique=True)

    s = State()
    s.options = optset
    s.map_id = map_id
    if ("variable-vp" in optset or "start-vp-2017" in optset) and map_id not in data.VARIABLE_VP:
        raise OptionsError(f"there is no variable start-VP table for the {data.MAPS[map_id]['name']}")
    s.players = []
    for f in final:
        add_player(s, f)
    b = data.board(map_id)
    s.terrain = dict(b.terrain)
    s.building = {}
    s.bridges = []
    s.connects = []
    s.town_hexes = {}
    s.round = 0
    s.phase = "initial"
    s.order = list(range(nplayers))
    s.passed_order = []
    s.score_tiles = tuple(score_tiles)
    s.bonus_pool = {t: 0 for t in bonuses if t not in removed}
    s.fav_pool = {t: v["copies"] for t, v in data.FAVORS.items()}
    s.town_pool = {t: v["copies"] for t, v in data.TOWNS.items() if v.get("option", "") in ("", *optset)}
    s.used_actions = []
    s.cult_spots = [[None] * 4 for _ in range(4)]
    s.cult_top = [None] * 4
    s.pending = []
    s.offers = []
    s.turn = None
    s.rng = rng.state
    s.events_seq = 0
    s.final = None
    s.extra_scoring = tuple(extra)
    s.start_seat = 0
    s.cultist_events = {}
    s.seats = nplayers
    if choose:
        s.phase = "factions"
        s.setup_queue = list(range(nplayers))
    else:
        s.setup_queue = initial_order(s)
    return s


def _factions(options: dict, factions, nplayers: int, rng: Rng) -> tuple[bool, list[str]]:
    """(chosen in seat order at the table?, the factions dealt now): named ones, and a random
    one for each 'random', never two of one home terrain."""
    if O.choice(options, "setup", ("free", "beginner"), "free") == "beginner":
        factions = data.FIRST_GAME_FACTIONS[nplayers]  # the first game: the recommended factions
    if factions is None or factions == "random":
        factions = ["random"] * nplayers
    if factions == "choose":
        return True, []
    if not isinstance(factions, (list, tuple)) or len(factions) != nplayers:
        raise OptionsError(f"the option 'factions' must name {nplayers} factions (each a faction or "
                           "'random'), or be 'choose' or 'random'")
    factions = O.names(factions, ["random", *data.FACTIONS], "the option 'factions'",
                       "a Terra Mystica faction or 'random'")
    chosen: list[str] = []
    for f in factions:
        if f == "random":
            continue
        if f in chosen or any(data.FACTIONS[c]["home"] == data.FACTIONS[f]["home"] for c in chosen):
            raise OptionsError(f"'{f}' shares its home terrain with another faction in this game")
        chosen.append(f)
    final: list[str] = []
    for f in factions:
        if f == "random":
            free = [k for k in data.FACTIONS
                    if all(data.FACTIONS[c]["home"] != data.FACTIONS[k]["home"] for c in chosen + final)]
            f = rng.choice(sorted(free))
        final.append(f)
    return False, final


def _score_tiles(options: dict, optset: frozenset, rng: Rng) -> list[str]:
    """The 6 round scoring tiles: given, or drawn (SCORE1 never in the last two rounds)."""
    score_tiles = options.get("score_tiles")
    pool = [t for t, v in data.SCORING.items() if v.get("option", "") in ("", *optset)]
    if score_tiles is None:
        while True:
            score_tiles = rng.shuffle(pool)[:6]
            if "SCORE1" not in score_tiles[4:]:
                break
    if (not isinstance(score_tiles, (list, tuple)) or len(score_tiles) != 6
            or any(not isinstance(t, str) or t not in pool for t in score_tiles)
            or len(set(score_tiles)) != 6):
        raise OptionsError("the option 'score_tiles' must name 6 different round scoring tiles "
                           "from the available ones")
    return list(score_tiles)


def add_player(s: State, faction: str) -> None:
    """Seat ``faction`` next (at setup, or as the players choose their factions)."""
    p = Player(faction)
    if "variable-vp" in s.options or "start-vp-2017" in s.options:
        p.vp = data.VARIABLE_VP[s.map_id].get(faction, 20)
        p.vp_by = {"start": p.vp}
    s.players.append(p)


def initial_order(s: State) -> list[int]:
    """Who places a starting dwelling when: seat order and back, then the factions with a third
    dwelling, the Chaos Magicians last."""
    seats = [i for i, p in enumerate(s.players) if p.faction != "chaosmagicians"]
    q = seats + seats[::-1]
    q += [i for i, p in enumerate(s.players) if p.info["dwellings"] == 3]
    q += [i for i, p in enumerate(s.players) if p.faction == "chaosmagicians"]
    return q
