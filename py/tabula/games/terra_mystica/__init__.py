"""Terra Mystica: the game object implementing tabula.core.protocol.Game."""

from __future__ import annotations

from ...core.errors import NotationError, RuleError
from ...core.protocol import BotHooks, Capabilities, Event, Game
from . import data, notation, rules
from . import legal as _legal
from .actions import do
from .state import State


class TerraMystica(Game):
    id = "terra_mystica"
    title = "Terra Mystica"
    min_players = 2
    max_players = 5
    playing_time = "60-150 min"
    blurb = "Fourteen peoples reshape a land of seven terrains to build, trade and worship."
    rules_version = 1
    capabilities = Capabilities(simultaneous=True, imports=True, compact=True, ai=True)

    def default_options(self, players: int) -> dict:
        return {"players": players, "map": "base", "options": list(rules.DEFAULT_OPTIONS)}

    def option_fields(self, players: int) -> list[dict]:
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

    def setup(self, options: dict, seed) -> State:
        return rules.setup(options, seed)

    def to_move(self, s: State) -> list[int]:
        if s.phase == "over":
            return []
        out: list[int] = []
        for o in s.offers:
            if o[0] not in out:
                out.append(o[0])
        for e in s.pending:
            if e[1] not in out:
                out.append(e[1])
        if s.phase in ("factions", "initial", "bonus"):
            if s.setup_queue and s.setup_queue[0] not in out:
                out.append(s.setup_queue[0])
        elif s.turn is not None and s.turn.seat not in out:
            out.append(s.turn.seat)
        return out

    def legal(self, s: State, player: int) -> list[tuple]:
        return _legal.legal(s, player)

    def apply(self, s: State, action: tuple) -> tuple[State, list[Event]]:
        if not isinstance(action, tuple) or len(action) < 2:
            raise RuleError("not a Terra Mystica action")
        n = s.copy()
        do(n, action)
        return n, [Event("move", action[0], notation.format_action(n, action))]

    def score(self, s: State) -> dict[int, dict[str, int]]:
        return {i: dict(p.vp_by) for i, p in enumerate(s.players)}

    def result(self, s: State):
        return list(s.final) if s.final is not None else None

    def format(self, s: State, action: tuple) -> str:
        return notation.format_action(s, action)

    def parse(self, s: State, text: str) -> tuple:
        seat, cmd = notation.split_actor(s, text)
        if seat is None:
            movers = self.to_move(s)
            if not movers:
                raise NotationError("the game is over")
            low = cmd.lower()
            if low.startswith(("leech", "decline")):
                offered = [o[0] for o in s.offers]
                seat = offered[0] if offered else movers[-1]
            else:
                seat = movers[-1]
        return notation.parse_command(s, seat, cmd)

    def render(self, s: State, viewer: int | None, legal_texts=None, layout: str = "wide") -> str:
        from .render import render

        return render(s, viewer, legal_texts, layout=layout)

    def emblem(self) -> str:
        from .render import emblem

        return emblem()

    def import_log(self, text: str):
        """A game log copied from the online Terra Mystica site, as a record of ours:
        returns (options, seed, moves); RecordError (with the line) if it does not replay."""
        from .importer import import_site_log, looks_like_site_log

        if not looks_like_site_log(text):
            raise NotationError("this is not a Terra Mystica game log (it has no 'setup <faction>' lines)")
        options, moves, _state = import_site_log(self, text)
        return options, 0, moves

    def pack_moves(self, options: dict, seed, moves: list[str]) -> str | None:
        from .compact import pack

        return pack(options, seed, moves)

    def unpack_moves(self, options: dict, seed, text: str) -> list[str]:
        from .compact import unpack

        return unpack(options, seed, text)

    def player_label(self, s: State, player: int) -> str:
        return s.label(player)

    def num_players(self, s: State) -> int:
        return s.seats

    def ai(self) -> BotHooks:
        """What the bots know of this game (ai.py, imported when a bot first needs it)."""
        from .ai import HOOKS

        return HOOKS

    def round_label(self, s: State) -> str:
        if s.phase == "over":
            return "game over"
        return f"round {s.round}" if s.round else "setup"


GAME = TerraMystica()
__all__ = ["GAME", "TerraMystica", "data"]
