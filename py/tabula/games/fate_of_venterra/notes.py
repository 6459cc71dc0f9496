"""Steps the engine takes on its own, for the log: events of kind "auto".

A casualty with only one unit that can be lost is taken without asking (engine.auto_casualty).
``apply`` collects a short text for each such step while it runs an action (``collecting``);
everywhere else (legal moves, bots, playouts) nothing is collected and nothing is built. What
these texts name (units on the map) is public.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

from ...core.protocol import Event
from . import data

_SINK: ContextVar = ContextVar("fate_of_venterra_notes", default=None)


def active() -> bool:
    """Whether ``apply`` is collecting (build texts only then)."""
    return _SINK.get() is not None


def note(seat: int, text: str) -> None:
    """Record an automatic step that happened to ``seat``."""
    sink = _SINK.get()
    if sink is not None:
        sink.append(Event("auto", seat, text))


@contextmanager
def collecting():
    """Collect the notes of the steps run inside the block (a list of Events)."""
    sink: list = []
    token = _SINK.set(sink)
    try:
        yield sink
    finally:
        _SINK.reset(token)


def label(s, seat: int) -> str:
    """What the game calls a player: the faction's name (player_label)."""
    return data.FACTION_NAMES[s.players[seat].faction]
