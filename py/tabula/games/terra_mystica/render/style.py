"""Terra Mystica's own colours (terrains, cult tracks, power) and the text classes that go with
them. The colours every board shares are ``kit.palette``'s; the styles are svg/terra_mystica.css,
where text takes its colour from a class (a ``fill`` on a ``<text>`` would lose to kit.css)."""

from __future__ import annotations

TERRAIN_FILL = {"yellow": "#ecc94b", "brown": "#a0703f", "black": "#4a4540", "blue": "#3b7dd8",
                "green": "#3f8f45", "gray": "#a5a5a5", "red": "#c4432f"}
LIGHT = {"yellow", "gray"}  # terrains with dark text and outlines on top
CULT_FILL = {"FIRE": "#d9452b", "WATER": "#2f6fc4", "EARTH": "#8a5a2b", "AIR": "#b9b9b9"}
CULT_TINT = {"FIRE": "#fbe1dc", "WATER": "#dde9fa", "EARTH": "#efe3d6", "AIR": "#f2f2f2"}
CULT_TEXT = {"FIRE": "fire", "WATER": "water", "EARTH": "earth", "AIR": "air"}  # text in its colour
POWER_FILL = "#8e5fc0"
TILE_LINE = "#8a7a5a"


def on(terrain: str) -> str:
    """The text class for text on a terrain's colour (a faction's colour)."""
    return "on-light" if terrain in LIGHT else "on-dark"


def edge(terrain: str) -> str:
    """The outline of a mark in a terrain's colour."""
    return "#111" if terrain in LIGHT else "#fff"


def on_cult(track: str) -> str:
    """The text class for text on a cult track's colour (Air's is light)."""
    return "" if track == "AIR" else "on-dark"
