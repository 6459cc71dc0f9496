"""Steps the engine takes on its own, for the log: events of kind "auto".

A casualty with only one unit that can be lost is taken without asking (``casualties`` in
rules/losses.py). ``apply`` collects a short text for each such step while it runs an action
(``collecting``); everywhere else (legal moves, bots, playouts) nothing is collected and nothing
is built. What these texts name (units on the map) is public.
"""

from __future__ import annotations

from ...core.notes import active, collecting, note  # noqa: F401 - the game's notes API
from . import data


def label(s, seat: int) -> str:
    """What the game calls a player: the faction's name (player_label)."""
    return data.FACTION_NAMES[s.players[seat].faction]
