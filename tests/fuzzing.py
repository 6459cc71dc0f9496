"""Settings of the property-based fuzz tests of every decoder of outside input.

``make test`` runs each with its own quick count; ``make bench`` sets ``TABULA_FUZZ_EXAMPLES``
(10,000) and runs only these tests (``-m fuzz``), printing each one's count of inputs; ``make
check`` (the fast tier, ``TABULA_QUICK=1``) runs a quarter of the quick count (``examples``)."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

from tier import QUICK

SCALE = int(os.environ.get("TABULA_FUZZ_EXAMPLES", "0") or 0)


def examples(n: int) -> int:
    """How many inputs a property test whose full count is ``n`` draws in this run: ``n`` in
    ``make test``, a quarter (at least 25) in ``make check``, ``TABULA_FUZZ_EXAMPLES`` in the
    bench's long run when that is more."""
    return max(SCALE, max(25, n // 4) if QUICK else n)


def fast(n: int):
    """``examples(n)`` inputs; marks the test ``fuzz``."""
    configure = settings(max_examples=examples(n), deadline=None, database=None,
                         suppress_health_check=list(HealthCheck))

    def mark(test):
        return pytest.mark.fuzz(configure(test))

    return mark


def mutate(text: str, data, inserts: str = "<>\"'&;:.,#=0123456789AZaz_-{}[]\\\n ") -> str:
    """Flip, drop, duplicate or insert characters (one of ``inserts``), or cut the text short,
    one to four times."""
    chars = list(text)
    for _ in range(data.draw(st.integers(1, 4))):
        if not chars:
            break
        i = data.draw(st.integers(0, len(chars) - 1))
        op = data.draw(st.sampled_from(["flip", "drop", "dup", "insert", "cut"]))
        if op == "flip":
            chars[i] = data.draw(st.characters())
        elif op == "drop":
            del chars[i]
        elif op == "dup":
            chars.insert(i, chars[i])
        elif op == "insert":
            chars.insert(i, data.draw(st.sampled_from(list(inserts))))
        else:
            chars = chars[:i]
    return "".join(chars)
