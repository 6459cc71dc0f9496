"""Colours every board shares (a game's own colours, its terrains and factions, stay in its
renderer or its svg/<game>.css). The same values are CSS custom properties in svg/kit.css
(``--tb-gold`` ...), for styles."""

from __future__ import annotations

GOLD = "#f2b705"  # what the viewer can do now: highlights, the deciding frame
INK = "#1d1d1d"  # text
PAPER_LINE = "#8a7a5a"
STRIP_FILL = "#fffaf0"  # the action strip
STRIP_LINE = "#e0c97a"
