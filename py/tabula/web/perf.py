"""Timing marks for `make bench` (tools/bench_click.py): where a click's time goes in the page.

Off unless the page sets ``window.TABULA_TIMING`` (the bench does, before it clicks): then each
:func:`mark` appends ``[name, performance.now()]`` to ``window.__tabulaMarks``. One attribute read
per mark when off.
"""

from __future__ import annotations

import js


def on() -> bool:
    try:
        return bool(js.window.TABULA_TIMING)
    except AttributeError:  # (reading an unset JS property raises in Pyodide)
        return False


def mark(name: str) -> None:
    if not on():
        return
    try:
        marks = js.window.__tabulaMarks
    except AttributeError:
        marks = None
    if marks is None:
        js.eval("window.__tabulaMarks = []")
        marks = js.window.__tabulaMarks
    marks.push(js.Array.of(name, js.performance.now()))
