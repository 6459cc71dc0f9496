"""Steps the engine takes on its own, for the log: events of kind "auto".

A decision frame with a single answer is resolved without asking (``actions.run``). ``apply``
collects a short text for each while it runs an action (``collecting``); everywhere else (legal
moves, bots, playouts) nothing is collected and nothing is built. What these texts name (markers,
goods, face-up bowls, the board) is public.

A payment is noted only when its single way differs from the printed cost (a yellow marker, two
others, gold, a good of "any" kind): paying the printed markers is what the move already says.
Its steps (one marker or good each) are one payment, so they make one note.
"""

from __future__ import annotations

from collections import Counter

from ...core.notes import active, collecting, note  # noqa: F401 - the game's notes API
from . import data, texts
from .notation import format_command

FORCED = {  # frame kind -> the text of its only answer, after "<player> "; {x}: the answer's value
    "bowl": "gives the offering bowl of stack {x}: the only one whose goods can be given",
    "space": "puts the task on bonfire space {x}: the only free space",
    "council": "sends the novice to council field {x}: the only field open to it",
    "gain": "gains 1 {x}: the only good left in the supply",
}
PICKS = {"point": "takes 1 point: no path tile is left to take",
         "draw": "draws a path tile from the pile: the only way left to take one"}


def _given(answer: str) -> Counter:
    """What one payment step gives: ``path``, ``ship+task`` (two for one), ``wild*2`` (one for two)."""
    if answer == "wild*2":
        return Counter({"wild": 1})
    return Counter(answer.split("+"))


def _words(kind: str, given: Counter) -> str:
    if kind == "paym":
        parts = [texts.marker_words(m, k) for m, k in sorted(given.items())]
    else:
        parts = [f"{k} {r}" for r, k in sorted(given.items())]
    return texts._and(parts)


def payment(s, f: tuple, a: tuple, prev, chain):
    """A payment step taken without asking: start, extend or skip its note. ``prev``: the frame
    resolved just before (the player's answer or a forced step); ``chain``: the note so far
    (event or None, what was given, whether any of it differs from the printed cost)."""
    kind, seat = f[0], f[1]
    cont = prev is not None and prev[0] == kind and prev[1] == seat and (
        prev[2] == f[2] if kind == "paym" else prev[2][1:] == f[2])
    if cont and chain is None:
        return None  # the rest of a payment the player has begun
    printed = data.MARKERS[f[2]] if kind == "paym" else f[2][0]
    event, given, differs = chain if cont else (None, Counter(), False)
    given = given + _given(a[2])
    differs = differs or a[2] != printed
    if differs:
        text = f"{s.label(seat)} pays {_words(kind, given)}: no other way to pay"
        if event is None:
            event = note(seat, text)
        else:
            event.text = text
    return (event, given, differs)


def forced(s, f: tuple, a: tuple) -> None:
    """Note a decision other than a payment that had a single answer ``a``."""
    kind, seat = f[0], f[1]
    who = s.label(seat)
    if kind in FORCED:
        x = a[2] + 1 if kind in ("space", "council") else a[2]
        note(seat, f"{who} " + FORCED[kind].format(x=x))
    elif kind == "pick":
        text = PICKS.get(a[1] if a[1] == "point" else a[2], f"takes path tile {a[-1]}: the only one left")
        note(seat, f"{who} {text}")
    elif kind == "island":
        note(seat, f"{who} takes no action at the island: none can be taken there now")
    elif kind == "bonus":
        note(seat, f"{who} takes 1 point: the council field's bonus cannot be used")
    elif kind == "gbr":
        what = {"marker": "the marker", "resource": "the good", "points": "the 2 points"}
        what = what.get(a[2], f"the {a[2]} portal")
        note(seat, f"{who} takes {what} at the Great Bonfire: the only reward left")
    elif kind == "place":
        where = format_command(s, a).removeprefix("place ")
        note(seat, f"{who} lays the fate tile at {where}: the only place it fits")
