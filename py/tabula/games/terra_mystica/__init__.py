"""Terra Mystica: the game object implementing tabula.core.protocol.Game, each hook wired to the
module that holds it (setup.py, flow.py, legal.py, score.py, notation.py, importer.py,
compact.py, render/ (its words.py: ``describe``), texts.py (``how_to_play``), ai.py; the rules in
rules/)."""

from __future__ import annotations

from ...core.errors import RuleError
from ...core.protocol import BotHooks, Capabilities, Event, Game, HowStep
from . import data, flow, notation
from . import legal as _legal
from . import score as _score
from . import setup as _setup
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
        return _setup.default_options(players)

    def option_fields(self, players: int) -> list[dict]:
        return _setup.option_fields(players)

    def setup(self, options: dict, seed) -> State:
        return _setup.setup(options, seed)

    def to_move(self, s: State) -> list[int]:
        return flow.to_move(s)

    def legal(self, s: State, player: int) -> list[tuple]:
        return _legal.legal(s, player)

    def apply(self, s: State, action: tuple) -> tuple[State, list[Event]]:
        if not isinstance(action, tuple) or len(action) < 2:
            raise RuleError("not a Terra Mystica action")
        n = s.copy()
        _legal.do(n, action)
        return n, [Event("move", action[0], notation.format_action(n, action))]

    def score(self, s: State) -> dict[int, dict[str, int]]:
        return _score.sheet(s)

    def result(self, s: State):
        return _score.result(s)

    def format(self, s: State, action: tuple) -> str:
        return notation.format_action(s, action)

    def parse(self, s: State, text: str) -> tuple:
        return notation.parse_action(s, text, flow.to_move(s))

    def render(self, s: State, viewer: int | None, moves=None, layout: str = "wide", names=None,
               marks=None) -> str:
        from .render import render

        return render(s, viewer, moves, layout=layout, names=names, marks=marks)

    def render_steps(self, s: State, viewer: int | None, moves=None, layout: str = "wide", names=None,
                     marks=None):
        from .render import render_steps

        return render_steps(s, viewer, moves, layout=layout, names=names, marks=marks)

    def emblem(self) -> str:
        from .render import emblem

        return emblem()

    def describe(self, s: State, action: tuple) -> str:
        from .render.words import describe

        return describe(s, action)

    def how_to_play(self) -> list[HowStep]:
        from .texts import how_to_play

        return how_to_play()

    def import_log(self, text: str):
        """A game log copied from the online Terra Mystica site, as a record of ours:
        returns (options, seed, moves); RecordError (with the line) if it does not replay."""
        from .importer import import_log

        return import_log(self, text)

    def pack_moves(self, options: dict, seed, moves: list[str]) -> str | None:
        from .compact import pack

        return pack(options, seed, moves)

    def unpack_moves(self, options: dict, seed, text: str) -> list[str]:
        from .compact import unpack

        return unpack(options, seed, text)

    def unpack_moves_steps(self, options: dict, seed, text: str):
        from .compact import unpack_steps

        return unpack_steps(options, seed, text)

    def player_label(self, s: State, player: int) -> str:
        """The faction's name as people write it ("Chaos Magicians"; the notation's prefix is its
        key, ``State.label``), or "p1" while the seat has none yet."""
        from .texts import faction_name

        return faction_name(s.label(player)) if player < len(s.players) else s.label(player)

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
