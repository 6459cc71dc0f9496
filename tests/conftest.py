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

import os

import pytest


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
