"""Fate of Venterra: the game object implementing tabula.core.protocol.Game."""

from __future__ import annotations

from ...core import options as O
from ...core.errors import OptionsError, RuleError
from ...core.protocol import BotHooks, Capabilities, Event, Game
from ...core.rng import Rng, seed_state
from . import data, engine, hidden, notation, notes
from . import rules as R
from .board import prebuilt_placements, slots_next_to
from .state import State

# every key setup() reads: the new-game dialog's, and ``placements`` (a fixed map, for tests)
OPTION_KEYS = ("players", "factions", "map", "landmark", "terrain", "hands", "initiative", "placements")


class FateOfVenterra(Game):
    id = "fate_of_venterra"
    title = "Fate of Venterra"
    min_players = 2
    max_players = 5
    playing_time = "90-180 min"
    blurb = "Five factions march, explore and battle over six rounds, with secret commands, bids and bluffs."
    # 2: Jur'en Keshta makes the winner lose a unit when its player loses; a retreat after a failed
    #    exploration may go into unexplored territory; starting circle/square buildings may stand
    #    on the Landmark Tile (records of 1 can reach other decisions)
    rules_version = 2
    # hidden: hands, decks and face-down tiles (bots and the table use view())
    capabilities = Capabilities(hidden_information=True, simultaneous=True, view_links=True, ai=True)

    def default_options(self, players: int) -> dict:
        return {
            "players": players,
            "factions": "random",
            "map": "build",
            "landmark": "kingdom",
            "terrain": "venterra",
            "hands": "first_game",
            "initiative": "seats",
        }

    def option_fields(self, players: int) -> list[dict]:
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

    def setup(self, options: dict, seed) -> State:
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
        s = engine.new_state(options, factions, rg.state)
        if options.get("initiative") == "random":
            rg2 = Rng(s.rng)
            s.init = rg2.shuffle(s.init)
            s.rng = rg2.state
        placements = None
        if "placements" in options:
            placements = self._placements(options["placements"], n)
        elif options.get("map") == "prebuilt":
            placements = prebuilt_placements(n)
        engine.begin(s, placements)
        return s

    @staticmethod
    def _placements(raw, players: int) -> tuple:
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

    def to_move(self, s: State) -> list[int]:
        return engine.movers(s)

    def legal(self, s: State, player: int) -> list[tuple]:
        return engine.options(s, player)

    def apply(self, s: State, action: tuple) -> tuple[State, list[Event]]:
        if not isinstance(action, tuple) or len(action) < 2 or not isinstance(action[0], int):
            raise RuleError("not a Fate of Venterra action")
        n = s.copy()
        with notes.collecting() as auto:
            engine.do(n, action)
        f = engine.top(s)
        text = "(secret choice)" if f and f[0] in engine.SIMULTANEOUS else notation.format_action(s, action)
        return n, [Event("move", action[0], text), *auto]

    def is_barrier(self, s: State, action: tuple) -> bool:
        """True if the action reveals or draws something (found by applying it to a copy)."""
        try:
            n = s.copy()
            engine.do(n, action)
        except RuleError:
            return False
        return n.reveals != s.reveals

    def score(self, s: State) -> dict[int, dict[str, int]]:
        return {i: R.score(s, i) for i in range(s.n)}

    def result(self, s: State):
        return list(s.final) if s.final is not None else None

    def winners(self, s: State):
        return engine.winners(s) if s.final is not None else None

    def view(self, s: State, player: int) -> State:
        return hidden.view(s, player)

    def determinize(self, v: State, player: int, rng) -> State:
        return hidden.determinize(v, player, rng)

    def format(self, s: State, action: tuple) -> str:
        return notation.format_action(s, action)

    def parse(self, s: State, text: str) -> tuple:
        return notation.parse_action(s, text, engine.movers(s))

    def player_label(self, s: State, player: int) -> str:
        return data.FACTION_NAMES[s.players[player].faction]

    def num_players(self, s: State) -> int:
        return len(s.players)

    def ai(self) -> BotHooks:
        """What the bots know of this game (ai.py, imported when a bot first needs it)."""
        from .ai import HOOKS

        return HOOKS

    def round_label(self, s: State) -> str:
        if s.phase == "over":
            return "game over"
        if s.round == 0:
            return "setup"
        return f"round {s.round}, {engine.PHASE_NAMES.get(s.phase, s.phase)}"

    def render(self, s: State, viewer: int | None, legal_texts=None, layout: str = "wide") -> str:
        from .render import render

        return render(s, viewer, legal_texts, layout=layout)

    def emblem(self) -> str:
        from .render import emblem

        return emblem()

    def about(self) -> str:
        return data.ABOUT_STANDINS

    # -- view links (tabula.web.viewlink): the only classes a state is made of (a link's position
    # creates nothing else), and the ids its snapshots compress against
    def snapshot_classes(self) -> tuple:
        from .state import Battle, Ctx, Player, State

        return (State, Player, Ctx, Battle)

    def snapshot_words(self) -> list[str]:
        from ...core.snapshot import words_in

        return words_in(data)


GAME = FateOfVenterra()
__all__ = ["GAME", "FateOfVenterra", "data"]
