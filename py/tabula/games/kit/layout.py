"""Flow layout: boxes placed left to right, wrapping to a new row when the width is used up.

Boards place cards, tiles, chips and buttons this way; a group (a hex's alternatives, a card
with its buttons) stays on one row when it fits in one.
"""

from __future__ import annotations

from typing import NamedTuple


class Spot(NamedTuple):
    """Where a box went: its top-left corner and its size."""

    x: float
    y: float
    w: float
    h: float


def flow(sizes: list[tuple[float, float]], width: float, *, x0: float = 0.0, y0: float = 0.0,
         gap: float = 6.0, row_gap: float | None = None) -> tuple[list[Spot], float]:
    """Place boxes of ``sizes`` (w, h) in rows at most ``width`` wide starting at (x0, y0);
    returns their spots and the height used (0 for none). A box wider than ``width`` has a row
    of its own. Rows are as tall as their tallest box."""
    spots, height = flow_groups([[size] for size in sizes], width, x0=x0, y0=y0, gap=gap,
                                row_gap=row_gap)
    return [group[0] for group in spots], height


def flow_groups(groups: list[list[tuple[float, float]]], width: float, *, x0: float = 0.0,
                y0: float = 0.0, gap: float = 6.0, row_gap: float | None = None,
                group_gap: float = 0.0) -> tuple[list[list[Spot]], float]:
    """Like :func:`flow`, for groups of boxes: a group starts a new row rather than break, unless
    it is wider than a row by itself (then it breaks where it must). ``group_gap`` is extra space
    after each group."""
    row_gap = gap if row_gap is None else row_gap
    x, y, row_h = x0, y0, 0.0
    out: list[list[Spot]] = []

    def new_row():
        nonlocal x, y, row_h
        x, y, row_h = x0, y + row_h + row_gap, 0.0

    for group in groups:
        total = sum(w for w, _ in group) + gap * (len(group) - 1)
        if x > x0 and x + total > x0 + width + 0.01:
            new_row()
        spots = []
        for w, h in group:
            if x > x0 and x + w > x0 + width + 0.01:
                new_row()
            spots.append(Spot(x, y, w, h))
            x += w + gap
            row_h = max(row_h, h)
        x += group_gap
        out.append(spots)
    return out, (y + row_h - y0) if groups else 0.0
