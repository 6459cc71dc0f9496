"""Long work in slices: a generator that yields now and then and returns its result.

The page shares one thread with the browser, so work that can take longer than a frame (opening a
long game: unpacking a link's moves, replaying them) is written as a generator the web layer runs
a slice at a time, letting the browser paint in between (web/app.py); everywhere else
:func:`finish` runs it in one go.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")


def finish(steps: Generator[object, None, T]) -> T:
    """Run ``steps`` to its end; what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
