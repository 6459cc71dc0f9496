"""Timing a game's renderer in the test suite (the render-speed tests of the four games).

The budget is for an idle machine on a quick day: a median of 15 ms (the renders take a few ms
then). These machines are not always that quick: on 4-5 December a plain loop ran 3-5 times as
long as on a quick moment, and a render's median came to 16.6 ms with nothing wrong in it. So a
render is held to the larger of the budget and a share of a plain loop timed in the same test
(``RENDER_PER_LOOP`` of the time of ``LOOP`` additions in a function: 15 ms when the loop takes
64 ms, as it would on a quick moment, when 5 million additions at a module's top level took 0.32
s; a function's loop runs about three times as fast per addition). A slow machine slows both
alike, and a render grown several times slower still fails on any day."""

from __future__ import annotations

import gc
import statistics
import time

DEFAULT_GC = (700, 10, 10)  # CPython's collector thresholds (tests/conftest.py raises them)
BUDGET = 0.015  # seconds, median, on an idle machine on a quick day
LOOP = 3_000_000  # additions of the plain loop that measures the machine's speed in the same test
RENDER_PER_LOOP = 0.23  # a render's median may take this share of the loop's time


def loop_seconds(n: int = LOOP) -> float:
    t0 = time.perf_counter()
    s = 0
    for i in range(n):
        s += i
    return time.perf_counter() - t0


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


def assert_render_is_fast(render, prepared) -> None:
    """The median render of ``prepared`` within the budget, or within its share of the plain loop
    timed just before and just after it (the slower of the two) on a slower machine."""
    before = loop_seconds()
    median = median_render_seconds(render, prepared)
    loop = max(before, loop_seconds())
    limit = max(BUDGET, RENDER_PER_LOOP * loop)
    assert median < limit, (f"median render {median * 1e3:.1f} ms, over {limit * 1e3:.1f} ms "
                            f"(the budget {BUDGET * 1e3:.0f} ms, or {RENDER_PER_LOOP} of the "
                            f"{loop * 1e3:.0f} ms a loop of {LOOP:,} additions took)")
