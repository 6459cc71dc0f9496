"""Steps the engine takes on its own, for the log: events of kind "auto".

A decision frame with a single answer is resolved without asking (the engine's forced decisions:
steps.py calls ``forced_step``). ``apply`` collects a short text for each while it runs an action
(``collecting``); everywhere else (legal moves, bots, playouts) nothing is collected and nothing
is built. What these texts name (markers, goods, face-up bowls, the board) is public.

A payment is noted only when its single way differs from the printed cost (a yellow marker, two
others, gold, a good of "any" kind): paying the printed markers is what the move already says.
Its steps (one marker or good each) are one payment, so they make one note.
"""

from __future__ import annotations

from collections import Counter

from ...core.notes import active, collecting, note  # noqa: F401 - the game's notes API
from . import data, texts
from .notation import format_command
from .steps import (
    PAYMENTS,
    Bonus,
    Bowl,
    Council,
    Gain,
    GreatRewards,
    IslandAction,
    PayMarkers,
    PickPath,
    Place,
    Space,
)

FORCED = {  # frame -> the text of its only answer, after "<player> "; {x}: the answer's value
    Bowl: "gives the offering bowl of stack {x}: the only one whose goods can be given",
    Space: "puts the task on bonfire space {x}: the only free space",
    Council: "sends the novice to council field {x}: the only field open to it",
    Gain: "gains 1 {x}: the only good left in the supply",
}
PICKS = {"point": "takes 1 point: no path tile is left to take",
         "draw": "draws a path tile from the pile: the only way left to take one"}

# The frame resolved last in the action being applied, and the payment note so far: a payment's
# steps taken without asking make one note (set by ``answered`` when an apply begins).
_last: list = [None, None]


def answered(f) -> None:
    """The player answers the frame ``f``: what follows is noted afresh."""
    _last[0], _last[1] = f, None


def _given(answers: tuple) -> Counter:
    """What payment steps give: ``path``, ``ship+task`` (two for one), ``wild*2`` (one for two)."""
    given: Counter = Counter()
    for answer in answers:
        given.update(["wild"] if answer == "wild*2" else answer.split("+"))
    return given


def _words(markers: bool, given: Counter) -> str:
    if markers:
        parts = [texts.marker_words(m, k) for m, k in sorted(given.items())]
    else:
        parts = [f"{k} {r}" for r, k in sorted(given.items())]
    return texts._and(parts)


def payment(s, f, a: tuple, prev, chain):
    """A payment step taken without asking: start, extend or skip its note. ``prev``: the frame
    resolved just before (the player's answer or a forced step); ``chain``: the note so far
    (event or None, the answers so far, whether any of them differs from the printed cost). The
    text is made only once some answer differs (most payments are the printed markers)."""
    markers = type(f) is PayMarkers
    cont = type(prev) is type(f) and prev.seat == f.seat and (
        prev.marker == f.marker if markers else prev.needs[1:] == f.needs)
    if cont and chain is None:
        return None  # the rest of a payment the player has begun
    printed = data.MARKERS[f.marker] if markers else f.needs[0]
    event, answers, differs = chain if cont else (None, (), False)
    answers += (a[2],)
    differs = differs or a[2] != printed
    if differs:
        text = f"{s.label(f.seat)} pays {_words(markers, _given(answers))}: no other way to pay"
        if event is None:
            event = note(f.seat, text)
        else:
            event.text = text
    return (event, answers, differs)


def forced_step(s, f, a: tuple | None) -> None:
    """The engine took ``a``, the only answer of ``f``, without asking (None: ``f`` had none and
    was dropped): note it (while ``apply`` collects notes)."""
    if not active():
        return
    if a is not None:
        if type(f) in PAYMENTS:
            _last[1] = payment(s, f, a, _last[0], _last[1])
        else:
            forced(s, f, a)
    _last[0] = f


def forced(s, f, a: tuple) -> None:
    """Note a decision other than a payment that had a single answer ``a``."""
    kind = type(f)
    who = s.label(f.seat)
    if kind in FORCED:
        x = a[2] + 1 if kind in (Space, Council) else a[2]
        note(f.seat, f"{who} " + FORCED[kind].format(x=x))
    elif kind is PickPath:
        text = PICKS.get(a[1] if a[1] == "point" else a[2], f"takes path tile {a[-1]}: the only one left")
        note(f.seat, f"{who} {text}")
    elif kind is IslandAction:
        note(f.seat, f"{who} takes no action at the island: none can be taken there now")
    elif kind is Bonus:
        note(f.seat, f"{who} takes 1 point: the council field's bonus cannot be used")
    elif kind is GreatRewards:
        what = {"marker": "the marker", "resource": "the good", "points": "the 2 points"}
        what = what.get(a[2], f"the {a[2]} portal")
        note(f.seat, f"{who} takes {what} at the Great Bonfire: the only reward left")
    elif kind is Place:
        where = format_command(s, a).removeprefix("place ")
        note(f.seat, f"{who} lays the fate tile at {where}: the only place it fits")
