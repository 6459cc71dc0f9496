"""The source of ``py/tabula``, read and parsed once per test process (several tests check its
shape and what it may do: test_shape.py, test_protocol_declared.py)."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

PY = Path(__file__).resolve().parents[1] / "py" / "tabula"


@functools.cache
def modules() -> tuple[tuple[str, str, ast.Module], ...]:
    """(path relative to py/tabula, text, syntax tree) of every module, in path order."""
    out = []
    for path in sorted(PY.rglob("*.py")):
        text = path.read_text()
        out.append((path.relative_to(PY).as_posix(), text, ast.parse(text)))
    return tuple(out)
