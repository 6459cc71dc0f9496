"""Res Arcana: the game object implementing tabula.core.protocol.Game."""

from __future__ import annotations

from ...core.actor import only_mover
from ...core.errors import RuleError
from ...core.protocol import BotHooks, Capabilities, Event, Game, HowStep
from . import data, hidden, notation, notes, texts
from . import legal as _legal
from .legal import do
from .score import vp_breakdown
from .setup import setup as _setup
from .state import State
from .steps import STEPS


class ResArcana(Game):
    id = "res_arcana"
    title = "Res Arcana"
    min_players = 2
    max_players = 4
    playing_time = "20-60 min"
    blurb = "Rival mages turn essences into artifacts, monuments and Places of Power, racing to 10 points."
    # 2: essence choices are made one essence at a time (records of 1 do not replay)
    # 3: a draw or a look at the top 3 reshuffles the discards when the deck runs out in the middle
    #    (records of 2 with such a draw deal other cards)
    rules_version = 3
    # hidden: hands, decks and face-down tiles (bots and the table use view())
    capabilities = Capabilities(hidden_information=True, simultaneous=True, compact=True,
                                view_links=True, ai=True)

    def default_options(self, players: int) -> dict:
        return {"players": players, "setup": "random", "places": "random"}

    def option_fields(self, players: int) -> list[dict]:
        return [
            {"key": "setup", "label": "Setup", "default": "random",
             "choices": [["random", "Deal 2 mages and 8 artifacts each"],
                         ["beginner", "First game: preset hands and mages"]]},
            {"key": "places", "label": "Places of Power", "default": "random",
             "choices": [["random", "Random sides"], ["first", "First-game sides"]]},
        ]

    def setup(self, options: dict, seed) -> State:
        return _setup(options, seed)

    def to_move(self, s: State) -> list[int]:
        return _legal.to_move(s)

    def legal(self, s: State, player: int) -> list[tuple]:
        return _legal.legal(s, player)

    def apply(self, s: State, action: tuple) -> tuple[State, list[Event]]:
        if not isinstance(action, tuple) or len(action) < 2:
            raise RuleError("not a Res Arcana action")
        n = s.copy()
        with notes.collecting() as auto:
            do(n, action)
        return n, [Event("move", action[0], notation.format_action(n, action)), *auto]

    def secret_move(self, s: State, action: tuple) -> bool:
        """Putting looked-at cards back in an order names cards only their player saw."""
        return len(action) > 1 and action[1] == "order"

    def is_barrier(self, s: State, action: tuple) -> bool:
        """True if the action draws or reveals a card (found by applying it to a copy)."""
        try:
            n = s.copy()
            do(n, action)
        except RuleError:
            return False
        return n.reveals != s.reveals

    def score(self, s: State) -> dict[int, dict[str, int]]:
        return {i: vp_breakdown(s, i) for i in range(s.nplayers)}

    def result(self, s: State):
        return list(s.final) if s.final is not None else None

    def winners(self, s: State):
        """The seats that won (several on a full tie), or None while the game goes on."""
        return list(s.winners) if s.winners is not None else None

    def view(self, s: State, player: int) -> State:
        return hidden.view(s, player)

    def determinize(self, v: State, player: int, rng) -> State:
        return hidden.determinize(v, player, rng)

    def format(self, s: State, action: tuple) -> str:
        return notation.format_action(s, action)

    def parse(self, s: State, text: str) -> tuple:
        seat, cmd = notation.split_actor(s, text)
        if seat is None:
            seat = only_mover(self.to_move(s))
        return notation.parse_command(s, seat, cmd)

    def describe(self, s: State, action: tuple) -> str:
        return texts.describe(s, action)

    def how_to_play(self) -> list[HowStep]:
        return texts.how_to_play()

    def render(self, s: State, viewer: int | None, moves=None, layout: str = "wide", names=None,
               marks=None) -> str:
        from .render import render

        return render(s, viewer, moves, layout=layout, names=names, marks=marks)

    def emblem(self) -> str:
        from .render import emblem

        return emblem()

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
        return notes.label(s, player)

    def num_players(self, s: State) -> int:
        return len(s.players)

    def ai(self) -> BotHooks:
        """What the bots know of this game (ai.py, imported when a bot first needs it)."""
        from .ai import HOOKS

        return HOOKS

    def round_label(self, s: State) -> str:
        if s.phase == "over":
            return "game over"
        return f"round {s.round}" if s.round else "setup"

    # -- view links (tabula.web.viewlink): the only classes a state is made of (a link's position
    # creates nothing else), and the ids its snapshots compress against
    def snapshot_classes(self) -> tuple:
        from .state import Player, State

        return (State, Player, *STEPS.frames())

    def snapshot_words(self) -> list[str]:
        from ...core.snapshot import words_in

        return words_in(data)


GAME = ResArcana()
__all__ = ["GAME", "ResArcana", "data"]
