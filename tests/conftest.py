"""Settings of the whole test suite (the games' own conftest.py files hold their helpers).

Tiers (README, "Tests"): ``make check`` runs the unit tests (``-m "not slow and not browser"``,
``TABULA_QUICK=1``: sweeps look at a sample, tests/tier.py), ``make test`` runs everything on every
core (pytest-xdist). ``slow`` marks long playouts, bot strength, and every ``fuzz`` test (marked
slow here); ``sweep`` marks tests that walk whole games. Under xdist the longest tests go first:
the browser tests (each worker starts its own server and Chromium), then those marked ``slow`` or
``sweep``, then the many short ones, which fill in behind them so that the workers finish
together. xdist hands the tests out one at a time in that order (``--maxschedchunk 1`` in the
Makefile).
"""

from __future__ import annotations

import faulthandler
import gc
import os

import pytest

import tier

# A test that hangs (a page whose main thread never frees, a child process that never answers)
# would hold its worker until CI's time limit ends the whole run without a word of where it
# stood. After TEST_TIMEOUT seconds (TABULA_TEST_TIMEOUT; the longest test takes about a minute on
# a slow 2-core machine) the process writes every thread's stack to the real stderr and exits:
# xdist reports the worker as crashed in that test, which fails, and a new worker runs the rest.
TEST_TIMEOUT = float(os.environ.get("TABULA_TEST_TIMEOUT", "900"))
_real_stderr: list[int] = []


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    if TEST_TIMEOUT > 0:
        faulthandler.dump_traceback_later(TEST_TIMEOUT, exit=True, file=_real_stderr[0])
    try:
        return (yield)
    finally:
        faulthandler.cancel_dump_traceback_later()


def pytest_configure(config):
    _real_stderr.append(os.dup(2))  # (output capture has not begun yet: this is the terminal's)
    # The suite makes millions of short-lived objects (states, svgwrite trees) in few cycles, and
    # CPython's collector searched for cycles every 700 new objects: about a fifth of the run's
    # time (the Fate of Venterra folder: 11.5-13.2 CPU-s with the default, 9.1-9.6 with this).
    # What exists once pytest is set up is frozen out of the search; the render timings put the
    # default back while they time (tests/render_timing.py).
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 50)


def _weight(item) -> int:
    if item.get_closest_marker("browser"):
        return 0
    if item.get_closest_marker("slow") or item.get_closest_marker("sweep"):
        return 1
    return 2


@pytest.hookimpl(tryfirst=True)  # before ``-m`` selects
def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.get_closest_marker("fuzz"):
            item.add_marker(pytest.mark.slow)  # fuzzing (tests/fuzzing.py) is in the slow tier
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        return  # one process: keep pytest's order (each module's fixtures set up once)
    order = {id(item): (_weight(item), i) for i, item in enumerate(items)}
    items.sort(key=lambda item: order[id(item)])


QUICK_ITERATIONS = 30
QUICK_BEAM = {"width": 4, "depth": 3, "branch": 6, "worlds": 2}  # the planner's budget in ``make check``


@pytest.fixture
def small_searches(monkeypatch):
    """In ``make check``, a search level (normal, hard) runs at most ``QUICK_ITERATIONS``
    iterations (a planning level at most ``QUICK_BEAM``'s beams): the tests that use this
    check what a search answers (legal, repeatable, its estimate), not how strong it is, and a
    full budget costs 1-2 s per search. ``make test`` keeps every level's own budget."""
    if not tier.QUICK:
        return
    from tabula.bots import levels

    full = levels.level_spec

    def spec(game, level, players=None):
        got = full(game, level, players)
        if got["bot"] == "beam":
            return got | {k: min(got.get(k, v), v) for k, v in QUICK_BEAM.items()}
        return got | {"iterations": min(got["iterations"], QUICK_ITERATIONS)} if "iterations" in got else got

    monkeypatch.setattr(levels, "level_spec", spec)
