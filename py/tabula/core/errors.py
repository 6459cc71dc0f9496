"""Errors every layer may raise and the web layer turns into messages.

Each carries a short human sentence; nothing here ever includes a traceback.
"""

from __future__ import annotations


class TabulaError(Exception):
    """Base class: a problem a player or maintainer can read and act on."""


class RuleError(TabulaError):
    """An action is not legal now. The message names the rule."""


class NotationError(TabulaError):
    """Text that does not parse as a move in the game's notation."""


class OptionsError(TabulaError):
    """Game options that are unknown or contradict each other."""


class RecordError(TabulaError):
    """A record (save, log, share link) that cannot be read or replayed.

    ``line`` is the 1-based line (or action index) where replay stopped, if known.
    """

    def __init__(self, message: str, line: int | None = None):
        super().__init__(message)
        self.line = line

    def __str__(self) -> str:  # pragma: no cover - trivial
        msg = super().__str__()
        return f"line {self.line}: {msg}" if self.line is not None else msg


class TokenError(TabulaError):
    """A share token or saved entry that is broken, truncated or forged."""
