"""Res Arcana state: plain data, cheap to copy, no game logic.

A seat is an int (0 = first in seat order; play goes clockwise = increasing
seat). Cards are named by their ids in ``data.CARDS``; every component is
unique, so an id names one physical card. Decks keep their top at the END of
the list. Essence pools are 5-lists (Elan, Life, Calm, Death, Gold);
essences on components are 5-tuples in ``State.stored``.

The rules run as a stack of frames (``State.stack``, core/steps.py; the next
one is ``stack[-1]``; the frame classes are in ``steps.py``): automatic steps
are carried out at once, a decision waits for its player. During the collect
phase each seat has its own stack (``State.collect_stacks``), so all players
collect at the same time (``rules/collect.py``).
"""

from __future__ import annotations

from . import data


class Player:
    __slots__ = ("pool", "hand", "deck", "discard", "play", "monuments", "places", "mage", "item",
                 "mage_opts", "passed", "deck_known")

    def __init__(self):
        self.pool = [1, 1, 1, 1, 1]
        self.hand: list[str] = []
        self.deck: list[str] = []  # top = last
        self.discard: list[str] = []
        self.play: list[str] = []  # artifacts in play, in placement order
        self.monuments: list[str] = []
        self.places: list[str] = []
        self.mage: str | None = None
        self.item: str | None = None
        self.mage_opts: tuple = ()
        self.passed = False
        self.deck_known = True  # the owner saw the cards that make up the deck (not the first game)

    def copy(self) -> Player:
        n = Player.__new__(Player)
        n.pool = self.pool.copy()
        n.hand = self.hand.copy()
        n.deck = self.deck.copy()
        n.discard = self.discard.copy()
        n.play = self.play.copy()
        n.monuments = self.monuments.copy()
        n.places = self.places.copy()
        n.mage, n.item, n.mage_opts = self.mage, self.item, self.mage_opts
        n.passed, n.deck_known = self.passed, self.deck_known
        return n

    def components(self) -> list[str]:
        """Everything in front of the player: mage, item, artifacts, monuments, Places of Power."""
        out = [c for c in (self.mage, self.item) if c]
        return out + self.play + self.monuments + self.places

    def owns(self, card: str) -> bool:
        return (card == self.mage or card == self.item or card in self.play or card in self.monuments
                or card in self.places)

    def as_dict(self) -> dict:
        return {k: getattr(self, k) for k in Player.__slots__}


class State:
    __slots__ = ("options", "nplayers", "players", "phase", "round", "first", "token_taken", "current",
                 "places", "mon_display", "mon_deck", "items", "box", "turned", "stored", "stack",
                 "collect_stacks", "ctx", "temp_vp", "rng", "reveals", "final", "winners", "presets")

    def copy(self) -> State:
        n = State.__new__(State)
        n.options = self.options
        n.nplayers = self.nplayers
        n.players = [p.copy() for p in self.players]
        n.phase = self.phase
        n.round = self.round
        n.first = self.first
        n.token_taken = self.token_taken
        n.current = self.current
        n.places = self.places.copy()
        n.mon_display = self.mon_display.copy()
        n.mon_deck = self.mon_deck.copy()
        n.items = self.items.copy()
        n.box = self.box.copy()
        n.turned = self.turned.copy()
        n.stored = self.stored.copy()
        n.stack = self.stack.copy()
        n.collect_stacks = [q.copy() for q in self.collect_stacks]
        n.ctx = self.ctx.copy()
        n.temp_vp = self.temp_vp.copy()
        n.rng = self.rng
        n.reveals = self.reveals
        n.final = self.final
        n.winners = self.winners
        n.presets = self.presets
        return n

    def as_dict(self) -> dict:
        d = {k: getattr(self, k) for k in State.__slots__ if k != "players"}
        d["players"] = [p.as_dict() for p in self.players]
        d["turned"] = sorted(self.turned)
        return d

    def __eq__(self, other) -> bool:
        return isinstance(other, State) and self.as_dict() == other.as_dict()

    __hash__ = None

    # small read-only helpers -------------------------------------------------
    def owner(self, card: str) -> int | None:
        for i, p in enumerate(self.players):
            if p.owns(card):
                return i
        return None

    def on(self, card: str) -> tuple:
        return self.stored.get(card, data.ZERO)

    def label(self, seat: int) -> str:
        return f"p{seat + 1}"
