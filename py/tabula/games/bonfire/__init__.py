"""Bonfire (Stefan Feld, 2020): the game object implementing tabula.core.protocol.Game."""

from __future__ import annotations

import random

from ...core.errors import NotationError, RuleError
from ...core.protocol import BotHooks, Capabilities, Event, Game
from ...core.rng import Rng
from . import data, notation, notes, rules
from . import legal as _legal
from .actions import do
from .state import State

HIDDEN = "?"


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
    capabilities = Capabilities(hidden_information=True, view_links=True, ai=True)

    def default_options(self, players: int) -> dict:
        return {"players": players, **rules.DEFAULTS}

    def option_fields(self, players: int) -> list[dict]:
        return [
            {"key": "start_player", "label": "Start player (the oval building)", "default": "random",
             "choices": [["random", "Drawn at random"], ["p1", "Player 1"]]},
            {"key": "boards", "label": "City boards", "default": "random",
             "choices": [["random", "Dealt at random"], ["seat", "A, B, C, D by seat"]]},
        ]

    def about(self) -> str:
        return data.ABOUT_STANDINS

    def setup(self, options: dict, seed) -> State:
        return rules.setup(options, seed)

    def to_move(self, s: State) -> list[int]:
        return _legal.to_move(s)

    def legal(self, s: State, player: int) -> list[tuple]:
        return _legal.legal(s, player)

    def apply(self, s: State, action: tuple) -> tuple[State, list[Event]]:
        if not isinstance(action, tuple) or len(action) < 2:
            raise RuleError("not a Bonfire action")
        n = s.copy()
        with notes.collecting() as auto:
            do(n, action)
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
        return {i: rules.breakdown(p) for i, p in enumerate(s.players)}

    def result(self, s: State):
        return list(s.final) if s.final is not None else None

    def winners(self, s: State):
        """Seats with the most points, ties broken by more bonfires (several on a full tie)."""
        return list(s.winners) if s.winners is not None else None

    # -- hidden information: draw-pile orders, the face-down bowls, the tasks left in the box ----
    def view(self, s: State, player: int) -> State:
        v = s.copy()
        v.rng = 0
        v.path_pile = sorted(v.path_pile)
        v.gnome_pile = sorted(v.gnome_pile)
        v.box = [HIDDEN] * len(v.box)
        for p in v.players:
            p.bowls = [[HIDDEN] * (len(st) - 1) + st[-1:] for st in p.bowls]
        return v

    def determinize(self, v: State, player: int, rng) -> State:
        if isinstance(rng, Rng):
            r = rng
        elif isinstance(rng, random.Random):
            r = Rng(rng.getrandbits(64))
        else:
            r = Rng(int(rng or 0))
        s = v.copy()
        s.path_pile = r.shuffle(sorted(s.path_pile))
        s.gnome_pile = r.shuffle(sorted(s.gnome_pile))
        seen = {t for ts in s.islands.values() for t in ts}
        for p in s.players:
            seen.update(t for t in p.tasks if t is not None)
        pool = sorted(t for t in data.TASKS
                      if t not in seen and not (s.nplayers == 2 and t in data.NOT_WITH_TWO))
        s.box = r.shuffle(pool)[:len(s.box)]
        for p in s.players:
            left = list(data.BOWLS)
            for b in p.given + [b for st in p.bowls for b in st if b != HIDDEN]:
                left.remove(b)
            deal = r.shuffle(left)
            p.bowls = [[deal.pop() if b == HIDDEN else b for b in st] for st in p.bowls]
        s.rng = r.below(1 << 62)
        return s

    # -- notation ----------------------------------------------------------------------------
    def format(self, s: State, action: tuple) -> str:
        return notation.format_action(s, action)

    def parse(self, s: State, text: str) -> tuple:
        seat, cmd = notation.split_actor(s, text)
        if seat is None:
            movers = self.to_move(s)
            if len(movers) != 1:
                raise NotationError("the game is over" if not movers else "name the player: p1: <move>")
            seat = movers[0]
        return notation.parse_command(s, seat, cmd)

    def player_label(self, s: State, player: int) -> str:
        return s.label(player)

    def render(self, s: State, viewer: int | None, legal_texts=None, layout: str = "wide") -> str:
        from .render import render

        return render(s, viewer, legal_texts, layout=layout)

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
            from .actions import cd_value

            v = cd_value(s, s.current)
            return f"countdown {v}" if v is not None else "countdown starts"
        return f"turn {s.turns}"

    # -- view links (tabula.web.viewlink): the only classes a state is made of (a link's position
    # creates nothing else), and the ids its snapshots compress against
    def snapshot_classes(self) -> tuple:
        from .state import Player, State

        return (State, Player)

    def snapshot_words(self) -> list[str]:
        from ...core.snapshot import words_in

        return words_in(data)


GAME = Bonfire()
__all__ = ["GAME", "Bonfire", "data"]
