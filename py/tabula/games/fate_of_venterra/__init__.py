"""Fate of Venterra: the game object implementing tabula.core.protocol.Game."""

from __future__ import annotations

from ...core.errors import RuleError
from ...core.protocol import BotHooks, Capabilities, Event, Game
from . import data, hidden, legal, notation, notes, score, setup, texts
from .state import State
from .steps import SIMULTANEOUS, STEPS

STEPS.validate()


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
    capabilities = Capabilities(hidden_information=True, simultaneous=True, view_links=True, ai=True,
                                compact=True)

    def default_options(self, players: int) -> dict:
        return setup.default_options(players)

    def option_fields(self, players: int) -> list[dict]:
        return setup.option_fields(players)

    def setup(self, options: dict, seed) -> State:
        return setup.setup(options, seed)

    def to_move(self, s: State) -> list[int]:
        return legal.movers(s)

    def legal(self, s: State, player: int) -> list[tuple]:
        return legal.legal(s, player)

    def apply(self, s: State, action: tuple) -> tuple[State, list[Event]]:
        legal.check_action(action)
        n = s.copy()
        with notes.collecting() as auto:
            STEPS.do(n, action, action[0])
        secret = isinstance(STEPS.top(s), SIMULTANEOUS)
        text = "(secret choice)" if secret else notation.format_action(s, action)
        return n, [Event("move", action[0], text), *auto]

    def is_barrier(self, s: State, action: tuple) -> bool:
        """True if the action reveals or draws something (found by applying it to a copy)."""
        try:
            legal.check_action(action)
            n = s.copy()
            STEPS.do(n, action, action[0])
        except RuleError:
            return False
        return n.reveals != s.reveals

    def score(self, s: State) -> dict[int, dict[str, int]]:
        return {i: score.score_sheet(s, i) for i in range(s.n)}

    def result(self, s: State):
        return list(s.final) if s.final is not None else None

    def winners(self, s: State):
        return score.winners(s) if s.final is not None else None

    def view(self, s: State, player: int) -> State:
        return hidden.view(s, player)

    def determinize(self, v: State, player: int, rng) -> State:
        return hidden.determinize(v, player, rng)

    def format(self, s: State, action: tuple) -> str:
        return notation.format_action(s, action)

    def parse(self, s: State, text: str) -> tuple:
        return notation.parse_action(s, text, legal.movers(s))

    def pack_moves(self, options: dict, seed, moves: list[str]) -> str | None:
        from .compact import pack

        return pack(self, options, seed, moves)

    def unpack_moves(self, options: dict, seed, text: str) -> list[str]:
        from .compact import unpack

        return unpack(self, options, seed, text)

    def unpack_moves_steps(self, options: dict, seed, text: str):
        from .compact import unpack_steps

        return unpack_steps(self, options, seed, text)

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
        return f"round {s.round}, {texts.PHASE_NAMES.get(s.phase, s.phase)}"

    def render(self, s: State, viewer: int | None, moves=None, layout: str = "wide", names=None,
               marks=None) -> str:
        from .render import render

        return render(s, viewer, moves, layout=layout, names=names, marks=marks)

    def emblem(self) -> str:
        from .render import emblem

        return emblem()

    def about(self) -> str:
        return data.ABOUT_STANDINS

    def describe(self, s: State, action: tuple) -> str:
        from .render.words import describe

        return describe(s, action)

    def how_to_play(self) -> list:
        return texts.how_to_play()

    # -- view links (tabula.web.viewlink): the only classes a state is made of (a link's position
    # creates nothing else), and the ids its snapshots compress against
    def snapshot_classes(self) -> tuple:
        from .state import Battle, Ctx, Player, State

        return (State, Player, Ctx, Battle, *STEPS.frames())

    def snapshot_words(self) -> list[str]:
        from ...core.snapshot import words_in

        return words_in(data)


GAME = FateOfVenterra()
__all__ = ["GAME", "FateOfVenterra", "data"]
