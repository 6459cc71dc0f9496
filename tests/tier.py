"""How much of a sweep a test looks at in each tier.

``make test`` runs every test in full. ``make check``, the fast tier (``TABULA_QUICK=1``, under a
minute), runs the tests not marked ``slow`` or ``browser``, and the sweeps among them (a test that
walks every position of a few games, renders a board at each, asks a bot at each ...) look at a
sample: every ``quick``-th item instead of every ``full``-th. A sweep is marked ``sweep`` (below),
so ``make test`` schedules it among the long tests (tests/conftest.py)."""

from __future__ import annotations

import os

import pytest

QUICK = os.environ.get("TABULA_QUICK") == "1"

sweep = pytest.mark.sweep


def every(quick: int, full: int = 1) -> int:
    """The stride of a sweep in this run: ``quick`` in ``make check``, ``full`` in ``make test``."""
    return quick if QUICK else full


def thin(items, quick: int, full: int = 1) -> list:
    """Every ``every(quick, full)``-th of ``items``, from the first."""
    return list(items)[:: every(quick, full)]


def count(quick: int, full: int) -> int:
    """How many games (seeds, repetitions) a sweep plays in this run: ``quick`` in ``make check``,
    ``full`` in ``make test``."""
    return quick if QUICK else full
