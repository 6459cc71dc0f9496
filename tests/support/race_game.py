"""A throwaway game for testing the web shell and records before real games exist.

"Race to 10": players take turns; a turn is two decisions, ``add N`` (N = 1..3) then ``end``
(so undo within a turn can be tested). Whoever brings the counter to 10 or more wins. Never
shipped: the browser tests pack it into a test-only variant of the page's zip.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from xml.sax.saxutils import escape

from tabula.core.errors import NotationError, OptionsError, RuleError
from tabula.core.protocol import Capabilities, Event, Game, Move

TARGET = 10


@dataclass(frozen=True)
class RaceState:
    players: int
    counter: int = 0
    turn: int = 0
    added: bool = False
    winner: int | None = None


class RaceGame(Game):
    id = "race"
    title = "Race to Ten"
    min_players = 2
    max_players = 4
    playing_time = "2 min"
    blurb = "Add one to three to the counter; reach ten first. A test game."
    capabilities = Capabilities()  # open information, one seat at a time, nothing else

    def default_options(self, players):
        return {"players": players, "target": TARGET}

    def option_fields(self, players):
        return [
            {"key": "target", "label": "Target", "choices": [[10, "Ten"], [15, "Fifteen"]], "default": 10},
            {"key": "fast", "label": "Fast mode", "type": "bool", "default": False},
        ]

    def setup(self, options, seed):
        n = options.get("players")
        if not isinstance(n, int) or not self.min_players <= n <= self.max_players:
            raise OptionsError("players must be 2 to 4")
        return RaceState(players=n)

    def to_move(self, state):
        return [] if state.winner is not None else [state.turn]

    def legal(self, state, player):
        if state.winner is not None or player != state.turn:
            return []
        if state.added:
            return [(player, "end")]
        return [(player, "add", n) for n in (1, 2, 3)]

    def apply(self, state, action):
        if action not in self.legal(state, action[0]):
            raise RuleError("that move is not allowed now")
        if action[1] == "add":
            c = state.counter + action[2]
            won = action[0] if c >= TARGET else None
            return replace(state, counter=c, added=True, winner=won), [Event("add", action[0])]
        return replace(state, added=False, turn=(state.turn + 1) % state.players), [Event("end", action[0])]

    def score(self, state):
        return {p: {"win": int(state.winner == p), "turns": 1} for p in range(state.players)}

    def result(self, state):
        if state.winner is None:
            return None
        return [int(state.winner == p) for p in range(state.players)]

    def format(self, state, action):
        return f"add {action[2]}" if action[1] == "add" else "end"

    def parse(self, state, text):
        t = " ".join(text.lower().split())
        if t == "end":
            return (state.turn, "end")
        if t in ("add 1", "add 2", "add 3"):
            return (state.turn, "add", int(t[-1]))
        raise NotationError(f"'{text}' is not a move (try 'add 1'..'add 3' or 'end')")

    def player_label(self, state, player):
        return f"Seat {player + 1}"

    def round_label(self, state):
        return f"Counter {state.counter}"

    def emblem(self):
        return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">'
                '<circle cx="5" cy="5" r="4" fill="#d9594c"/></svg>')

    def render(self, state, viewer, moves=None, layout="wide", names=None, marks=None):
        parts = ['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200">',
                 '<rect width="400" height="200" fill="#eef"/>',
                 f'<text x="20" y="40" font-size="24">Counter: {state.counter}</text>']
        if moves is None and viewer is not None:
            moves = [Move(a, self.format(state, a)) for a in self.legal(state, viewer)]
        if viewer is not None:
            for i, move in enumerate(moves or []):
                text = escape(move.text, {'"': "&quot;"})
                x = 20 + i * 120
                parts.append(f'<g data-action="{text}" class="act"><rect x="{x}" y="80" width="100" '
                             f'height="60" fill="#27445c"/><text x="{35 + i * 120}" y="118" fill="#fff" '
                             f'font-size="20">{text}</text></g>')
        parts.append("</svg>")
        return "".join(parts)


GAME = RaceGame()
