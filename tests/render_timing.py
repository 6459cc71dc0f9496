"""Timing a game's renderer in the test suite (the render-speed tests of the four games)."""

from __future__ import annotations

import statistics
import time

BUDGET = 0.015  # seconds, median; the renders take a few ms on an idle machine


def median_render_seconds(render, prepared) -> float:
    """Median seconds of ``render(state, seat, texts)`` over ``prepared`` (state, seat, texts)."""
    times = []
    for s, seat, texts in prepared:
        t0 = time.perf_counter()
        render(s, seat, texts)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)
