"""Steps the engine takes on its own, for the log: events of kind "auto".

A decision with a single answer is resolved without asking (engine.run), and some steps have
no choice at all (a Dragon's Life loss that takes every essence left). ``apply`` collects a
short text for each such step while it runs an action (``collecting``); everywhere else
(legal moves, bots, playouts) nothing is collected and nothing is built.

A text that names something only one player may see (a card looked at, a hand) goes in
``Event.data`` as ``{"private": seat, "public": <text for everyone else>}``.
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar

from ...core.protocol import Event
from .data import CARDS, NAMES

_SINK: ContextVar = ContextVar("res_arcana_notes", default=None)


def active() -> bool:
    """Whether ``apply`` is collecting (build texts only then)."""
    return _SINK.get() is not None


def note(seat: int, text: str, private: str | None = None) -> None:
    """Record an automatic step that happened to ``seat``: ``text`` for everyone, or, with
    ``private``, that full text for ``seat`` alone and ``text`` for everyone else."""
    sink = _SINK.get()
    if sink is None:
        return
    if private is None:
        sink.append(Event("auto", seat, text))
    else:
        sink.append(Event("auto", seat, private, {"private": seat, "public": text}))


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
    """What the game calls a player: the mage with the seat once mages are chosen (player_label)."""
    p = s.players[seat]
    if p.mage and p.mage in CARDS and s.phase != "mage":
        return f"{CARDS[p.mage].name} (p{seat + 1})"
    return f"p{seat + 1}"


def amount(v) -> str:
    """Essences in words: ``2 Elan and 1 Life``; ``nothing`` for none."""
    parts = [f"{n} {NAMES[t]}" for t, n in enumerate(v) if n]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def name(card: str) -> str:
    return CARDS[card].name if card in CARDS else card
