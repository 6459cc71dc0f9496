"""The game protocol every game package implements (DESIGN section 2).

A game is one object with the methods of :class:`Game`. States are plain
data owned by the game; actions are small immutable tuples whose first item
is the acting seat (an int from 0). Everything above the games (records, the
web layer, bots) speaks only this protocol.

One deliberate difference from DESIGN.md: ``format`` and ``parse`` take the
state as well as the action/text. Notation names players by what the game
calls them (a Terra Mystica faction, a Res Arcana mage), which only the state
knows, and parsing a move like ``build E7`` needs to know whose turn it is.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

Action = tuple
Player = int


@dataclass
class Event:
    """Something that happened while applying an action (for log and animation)."""

    kind: str
    player: int | None = None
    text: str = ""
    data: dict = field(default_factory=dict)


class Game:
    """Base class documenting the protocol; games override every method."""

    id: str = ""
    title: str = ""
    min_players: int = 2
    max_players: int = 4
    playing_time: str = ""
    blurb: str = ""
    rules_version: int = 1

    # -- setup -------------------------------------------------------------
    def default_options(self, players: int) -> dict:
        raise NotImplementedError

    def setup(self, options: dict, seed: int | str) -> Any:
        """Validate options and return the initial state (OptionsError if bad)."""
        raise NotImplementedError

    # -- decisions ---------------------------------------------------------
    def to_move(self, state) -> list[Player]:
        """Seats that must decide now; empty when the game is over."""
        raise NotImplementedError

    def legal(self, state, player: Player) -> list[Action]:
        raise NotImplementedError

    def apply(self, state, action: Action) -> tuple[Any, list[Event]]:
        """Return (new state, events); never mutate ``state``. RuleError if illegal."""
        raise NotImplementedError

    def is_barrier(self, state, action: Action) -> bool:
        """True if the action reveals hidden information (undo may not cross it)."""
        return False

    # -- results -----------------------------------------------------------
    def score(self, state) -> dict[Player, dict[str, int]]:
        raise NotImplementedError

    def result(self, state) -> list[int] | None:
        """Final points by seat once the game is over, else None."""
        raise NotImplementedError

    # -- hidden information ------------------------------------------------
    def view(self, state, player: Player):
        return state

    def determinize(self, view, player: Player, rng) -> Any:
        return view

    # -- notation ----------------------------------------------------------
    def format(self, state, action: Action) -> str:
        raise NotImplementedError

    def parse(self, state, text: str) -> Action:
        raise NotImplementedError

    def player_label(self, state, player: Player) -> str:
        return f"p{player + 1}"

    def round_label(self, state) -> str:
        return ""

    # -- the table ---------------------------------------------------------
    def render(self, state, viewer: Player | None, legal_texts: list[str] | None = None,
               layout: str = "wide") -> str:
        """The board as one SVG string, as ``viewer`` may see it (None: a spectator's). Its
        clickable parts carry ``data-action="<move text>"`` for the move texts in
        ``legal_texts`` (None: the viewer's legal moves); ``layout`` is "wide" or "narrow"."""
        raise NotImplementedError
