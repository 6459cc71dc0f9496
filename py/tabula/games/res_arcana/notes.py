"""Steps the engine takes on its own, for the log: events of kind "auto".

A decision with a single answer is resolved without asking (engine.run), and some steps have
no choice at all (a Dragon's Life loss that takes every essence left). ``apply`` collects a
short text for each such step while it runs an action (``collecting``); everywhere else
(legal moves, bots, playouts) nothing is collected and nothing is built.

A text that names something only one player may see (a card looked at, a hand) goes in
``Event.data`` as ``{"private": seat, "public": <text for everyone else>}``.
"""

from __future__ import annotations

from ...core.notes import active, collecting, note  # noqa: F401 - the game's notes API
from .data import CARDS, NAMES


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
