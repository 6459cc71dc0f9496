"""Bonfire (Stefan Feld, 2020): the game object implementing tabula.core.protocol.Game."""

from __future__ import annotations

from ...core.actor import only_mover
from ...core.errors import RuleError
from ...core.protocol import BotHooks, Capabilities, Event, Game
from . import data, hidden, notation, notes, texts
from . import legal as _legal
from . import setup as _setup
from .legal import do, do_forked
from .rules.common import cd_value
from .score import breakdown
from .state import Player, State
from .steps import STEPS


class Bonfire(Game):
    id = "bonfire"
    title = "Bonfire"
    min_players = 2
    max_players = 4
    playing_time = "60-120 min"
    blurb = "Gnome cities relight their bonfires: lay fate tiles, sail for tasks, lead processions."
    # 2: the task "2 guardians each beside a bonfire" counts lit bonfires only (records of 1 may
    #    light it with a guardian at an unlit space); surplus markers may be discarded at any time
    rules_version = 2
    # hidden: hands, decks and face-down tiles (bots and the table use view())
    capabilities = Capabilities(hidden_information=True, view_links=True, ai=True, compact=True)

    def default_options(self, players: int) -> dict:
        return {"players": players, **_setup.DEFAULTS}

    def option_fields(self, players: int) -> list[dict]:
        return [
            {"key": "start_player", "label": "Start player (the oval building)", "default": "random",
             "choices": [["random", "Drawn at random"], ["p1", "Player 1"]]},
            {"key": "boards", "label": "City boards", "default": "random",
             "choices": [["random", "Dealt at random"], ["seat", "A, B, C, D by seat"]]},
        ]

    def about(self) -> str:
        return data.ABOUT_STANDINS

    def describe(self, s: State, action: tuple) -> str:
        """The action in plain words for the turn summary (render/words.py)."""
        from .render.words import describe

        return describe(s, action)

    def how_to_play(self):
        return texts.how_to_play()

    def setup(self, options: dict, seed) -> State:
        return _setup.setup(options, seed)

    def to_move(self, s: State) -> list[int]:
        return _legal.to_move(s)

    def legal(self, s: State, player: int) -> list[tuple]:
        return _legal.legal(s, player)

    def apply(self, s: State, action: tuple) -> tuple[State, list[Event]]:
        if not isinstance(action, tuple) or len(action) < 2:
            raise RuleError("not a Bonfire action")
        n = s.fork()
        with notes.collecting() as auto:
            do_forked(n, action)
        return n, [Event("move", action[0], notation.format_action(s, action)), *auto]

    def is_barrier(self, s: State, action: tuple) -> bool:
        """True if the action draws or reveals something hidden (found by applying it to a copy)."""
        try:
            n = s.copy()
            do(n, action)
        except RuleError:
            return False
        return n.reveals != s.reveals

    def score(self, s: State) -> dict[int, dict[str, int]]:
        """Points by category; the final-scoring categories are counted as if the game ended now."""
        return {i: breakdown(p) for i, p in enumerate(s.players)}

    def result(self, s: State):
        return list(s.final) if s.final is not None else None

    def winners(self, s: State):
        """Seats with the most points, ties broken by more bonfires (several on a full tie)."""
        return list(s.winners) if s.winners is not None else None

    # -- hidden information: draw-pile orders, the face-down bowls, the tasks left in the box ----
    def view(self, s: State, player: int) -> State:
        return hidden.view(s, player)

    def determinize(self, v: State, player: int, rng) -> State:
        return hidden.determinize(v, player, rng)

    # -- notation ----------------------------------------------------------------------------
    def format(self, s: State, action: tuple) -> str:
        return notation.format_action(s, action)

    def parse(self, s: State, text: str) -> tuple:
        seat, cmd = notation.split_actor(s, text)
        if seat is None:
            seat = only_mover(self.to_move(s))
        return notation.parse_command(s, seat, cmd)

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
        return s.label(player)

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

    def num_players(self, s: State) -> int:
        return len(s.players)

    def ai(self) -> BotHooks:
        """What the bots know of this game (ai.py, imported when a bot first needs it)."""
        from .ai import HOOKS

        return HOOKS

    def round_label(self, s: State) -> str:
        if s.phase == "over":
            return "game over"
        if s.phase == "setup":
            return "setup"
        if s.cd_stack is not None:
            v = cd_value(s, s.current)
            return f"countdown {v}" if v is not None else "countdown starts"
        return f"turn {s.turns}"

    # -- view links (tabula.web.viewlink): the only classes a state is made of (a link's position
    # creates nothing else), and the ids its snapshots compress against
    def snapshot_classes(self) -> tuple:
        return (State, Player, *STEPS.frames())

    def snapshot_words(self) -> list[str]:
        from ...core.snapshot import words_in

        return words_in(data)


GAME = Bonfire()
__all__ = ["GAME", "Bonfire", "data"]
