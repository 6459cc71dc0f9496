"""Timing a game's renderer in the test suite (the render-speed tests of the four games)."""

from __future__ import annotations

import statistics
import time

BUDGET = 0.015  # seconds, median; the renders take a few ms on an idle machine


def median_render_seconds(render, prepared) -> float:
    """Median seconds of ``render(state, seat, moves)`` over ``prepared`` (state, seat, moves), the
    moves (core.protocol.Move) as the table hands them."""
    times = []
    for s, seat, moves in prepared:
        t0 = time.perf_counter()
        render(s, seat, moves)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)
