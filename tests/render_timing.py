"""Timing a game's renderer in the test suite (the render-speed tests of the four games)."""

from __future__ import annotations

import gc
import statistics
import time

DEFAULT_GC = (700, 10, 10)  # CPython's collector thresholds (tests/conftest.py raises them)
BUDGET = 0.015  # seconds, median; the renders take a few ms on an idle machine


def median_render_seconds(render, prepared) -> float:
    """Median seconds of ``render(state, seat, moves)`` over ``prepared`` (state, seat, moves), the
    moves (core.protocol.Move) as the table hands them."""
    times = []
    kept = gc.get_threshold()
    gc.set_threshold(*DEFAULT_GC)  # timed as the page runs it, not with the suite's setting
    try:
        for s, seat, moves in prepared:
            t0 = time.perf_counter()
            render(s, seat, moves)
            times.append(time.perf_counter() - t0)
    finally:
        gc.set_threshold(*kept)
    return statistics.median(times)
