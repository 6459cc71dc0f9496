"""Defects go to the browser console with their traceback; players see a sentence instead."""

from __future__ import annotations

import traceback

import js


def log_exception(where: str) -> None:
    """Write the exception being handled, and where it happened, to the browser console."""
    js.console.error(f"Tabula: {where}\n{traceback.format_exc()}")
