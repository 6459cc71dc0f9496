"""Settings of the property-based fuzz tests of every decoder of outside input.

``make test`` runs each with its own quick count; ``make bench`` sets ``TABULA_FUZZ_EXAMPLES``
(10,000) and runs only these tests (``-m fuzz``), printing each one's count of inputs."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings

SCALE = int(os.environ.get("TABULA_FUZZ_EXAMPLES", "0") or 0)


def fast(n: int):
    """``n`` examples in the quick run, ``TABULA_FUZZ_EXAMPLES`` in the long one; marks the test
    ``fuzz``."""
    configure = settings(max_examples=max(n, SCALE), deadline=None, database=None,
                         suppress_health_check=list(HealthCheck))

    def mark(test):
        return pytest.mark.fuzz(configure(test))

    return mark
