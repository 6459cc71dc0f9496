"""Steps a game takes on its own, for the log: events of kind "auto" (e.g. a decision with a
single answer, resolved without asking). A game's ``apply`` runs its action inside
``collecting()`` and returns what was noted with its other events; everywhere else (legal moves,
bots, playouts) nothing is collected, and a game builds a note's text only when ``active()``.

A note about something only one player may see carries ``data={"private": seat, "public":
<text for everyone else>}`` (web/session.py ``notes`` shows each reader the text it may read).
"""

from __future__ import annotations

from contextvars import ContextVar

from .protocol import Event

_SINK: ContextVar = ContextVar("tabula_notes", default=None)


def active() -> bool:
    """Whether an ``apply`` is collecting (build texts only then)."""
    return _SINK.get() is not None


def note(seat: int, text: str, private: str | None = None) -> Event | None:
    """Note an automatic step that happened to ``seat``: ``text`` for everyone, or, with
    ``private``, that full text for ``seat`` alone and ``text`` for everyone else. Returns the
    Event (a game may extend it), or None when nothing is collecting."""
    sink = _SINK.get()
    if sink is None:
        return None
    e = Event("auto", seat, text) if private is None else \
        Event("auto", seat, private, {"private": seat, "public": text})
    sink.append(e)
    return e


class collecting:  # noqa: N801 - used as a function: ``with notes.collecting() as auto:``
    """Collect the notes of the steps run inside the block (a list of Events). A plain class,
    not a generator context manager: every game's ``apply`` enters one, and this costs about a
    third as much."""

    __slots__ = ("sink", "token")

    def __enter__(self) -> list:
        self.sink: list = []
        self.token = _SINK.set(self.sink)
        return self.sink

    def __exit__(self, *exc) -> None:
        _SINK.reset(self.token)
