"""One game being played: its record, the states along it, undo and replay view.

Pure Python (no js): the table screen drives it, CPython tests exercise it directly.
"""

from __future__ import annotations

from ..core.errors import NotationError, RecordError, TabulaError
from ..core.record import Record, replay


class Session:
    """A record plus the states before each move (``states[k]`` is the state after ``k`` moves)."""

    def __init__(self, game, record: Record, save_id: str):
        self.game = game
        self.record = record
        self.save_id = save_id
        self.states: list = []
        replay(game, record, states=self.states)
        self.actors: list[int | None] = []
        self.barriers: list[bool] = []
        for k, text in enumerate(record.moves):
            action = game.parse(self.states[k], text)
            self.actors.append(_actor(action))
            self.barriers.append(bool(game.is_barrier(self.states[k], action)))

    # -- reading -------------------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def moves(self) -> list[str]:
        return self.record.moves

    def deciding(self):
        """The seat that decides now (the first of to_move), or None when the game is over."""
        seats = self.game.to_move(self.state)
        return seats[0] if seats else None

    def legal_texts(self, seat) -> list[str]:
        st = self.state
        return [self.game.format(st, a) for a in self.game.legal(st, seat)]

    def over(self) -> bool:
        return self.game.result(self.state) is not None

    # -- deciding ------------------------------------------------------------------------------
    def decide(self, text: str, seat=None) -> str:
        """Parse and apply a move given as text; returns its canonical text.

        Raises a TabulaError (NotationError, RuleError) with a readable message; the session is
        unchanged then.
        """
        text = (text or "").strip()
        if not text:
            raise NotationError("type a move first")
        if len(text) > 200:
            raise NotationError("that is too long to be a move")
        st = self.state
        seats = self.game.to_move(st)
        if not seats:
            raise NotationError("the game is over")
        action = self.game.parse(st, text)
        actor = _actor(action)
        if seat is not None and actor is not None and actor != seat:
            raise NotationError(f"it is not {self.game.player_label(st, actor)}'s decision now")
        if actor is not None and actor not in seats:
            raise NotationError(f"it is not {self.game.player_label(st, actor)}'s decision now")
        new_state, _events = self.game.apply(st, action)
        canonical = self.game.format(st, action)
        self.record.moves.append(canonical)
        self.states.append(new_state)
        self.actors.append(actor)
        self.barriers.append(bool(self.game.is_barrier(st, action)))
        return canonical

    # -- undo ----------------------------------------------------------------------------------
    def can_undo(self) -> bool:
        """Undo only the deciding player's own steps of this turn, never across a barrier."""
        if not self.record.moves:
            return False
        seat = self.deciding()
        return seat is not None and self.actors[-1] == seat and not self.barriers[-1]

    def undo(self) -> str:
        if not self.can_undo():
            raise RecordError("nothing of this turn to undo")
        self.states.pop()
        self.actors.pop()
        self.barriers.pop()
        return self.record.moves.pop()


def _actor(action):
    if isinstance(action, tuple) and action and isinstance(action[0], int):
        return action[0]
    return None


def load(game, record: Record, save_id: str) -> Session:
    """Replay a record into a session; RecordError (with the failing line) if it does not replay."""
    try:
        return Session(game, record, save_id)
    except RecordError:
        raise
    except TabulaError as e:
        raise RecordError(str(e)) from None
