"""The two layouts of the table, sized for the page's board column so that one unit of the board
is about one CSS pixel on screen: "wide" (the 874 px column of a desktop window) and "narrow" (a
phone's 352 px column), where the parts are stacked one under another.

Text is 12 units or more everywhere (svg/terra_mystica.css), except the map's hex names, which
are drawn in the map's own (scaled) units; a narrow map is too small for them, so it names its
rows at the side instead and each hex says its name in its tooltip.
"""

from __future__ import annotations

from typing import NamedTuple


class Lay(NamedTuple):
    """The sizes of one layout."""

    name: str
    width: float  # the board's width (its viewBox)
    map_scale: float  # the map's hexes (26 units centre to corner) are drawn at this scale
    map_left: float  # room left of the map (a narrow map's row letters)
    labels: bool  # hex names inside the hexes
    cult_w: float  # the cult board's width
    cult_row: float  # a cult level's height
    marker_r: float  # a faction's marker on a cult track
    spot_r: float  # a priest spot
    button_h: float  # a button of the board's own (a cult track's "+1 step", a special action)
    panel_w: float  # a player's panel
    per_row: int  # tiles of a row before it wraps (the favor tiles)

    @property
    def narrow(self) -> bool:
        return self.name == "narrow"


WIDE = Lay("wide", 816, 0.912, 0, True, 263, 21, 8, 11.5, 26, 198, 12)
NARROW = Lay("narrow", 352, 0.566, 14, False, 352, 23, 9, 18, 44, 172, 6)


def lay(layout: str) -> Lay:
    return NARROW if layout == "narrow" else WIDE
