"""Fate of Venterra's own colours and the hex geometry every part of the board shares (the colours
all boards share are in ``kit.palette``; the terrains' colours live in svg/fate_of_venterra.svg).

Text other than the ink colour takes its colour from a class of svg/fate_of_venterra.css (``w``,
``grey``, ``alert`` ...), not a ``fill`` on every text: ``ink(faction)`` is the class of a text on
the faction's colour.
"""

from __future__ import annotations

import math

from .. import texts

FACTION_FILL = {
    "order": "#f3efe4",
    "legion": "#c23b2e",
    "bear": "#e0ac1c",
    "pack": "#86582f",
    "watch": "#2f6db5",
}
DARK_FACTIONS = frozenset({"legion", "pack", "watch"})  # white text on their colour
COURT_FILL = "#8a6aa6"  # the Corrupted Court's ring (svg: fv-t-court)
SEA = "#dcebf2"

# The board is drawn at the width of the page's board column: "wide" 800 units (shown about 874 px
# wide at 1280x800, 1.09 px a unit), "narrow" 352 (a phone's column, 1 px a unit). Text sizes in
# board units, the same as svg/fate_of_venterra.css gives its classes (.xs .s .m .l): the smallest,
# 11.5, is 11.5 px or more on screen in both layouts.
WIDE, NARROW = 800.0, 352.0
XS, S, M, L = 11.5, 12.0, 13.0, 16.0
GAP = 8.0  # between the board's parts

HR = 30.0  # hex radius, pointy-top (svg/fate_of_venterra.svg draws its hexes at this size)
HW = HR * math.sqrt(3) / 2
PAD = 8.0  # around the map
HEX_PTS = [(0, -HR), (HW, -HR / 2), (HW, HR / 2), (0, HR), (-HW, HR / 2), (-HW, -HR / 2)]


def ink(faction: str) -> str:
    """The class of text drawn on the faction's colour ("" for the ink colour)."""
    return "w" if faction in DARK_FACTIONS else ""


def cls(*names: str) -> str:
    """Classes joined, the empty ones left out."""
    return " ".join(n for n in names if n)


def initial(faction: str) -> str:
    """The faction's letter on its pieces and markers (the five factions' names start apart), so
    that whose piece it is never rests on colour alone."""
    return texts.FACTION_SHORT[faction][:1]


def xy(h) -> tuple[float, float]:
    """The centre of the axial hex ``h`` = (q, r), before the map is moved into place."""
    q, r = h
    return (HW * 2 * (q + r / 2), HR * 1.5 * r)
