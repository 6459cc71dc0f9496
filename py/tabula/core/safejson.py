"""JSON from outside (links, saves, record files): parsed only when it is shallow enough.

``json.loads`` recurses once per level of nesting. In CPython a few thousand levels raise
RecursionError (which ``except ValueError`` does not catch); in Pyodide the WebAssembly stack
overflows first and the page cannot recover. Nothing Tabula writes is more than a few levels
deep, so text nested deeper than ``MAX_DEPTH`` is refused before it is parsed.

Every decoder of outside text uses :func:`loads`; it raises ``ValueError`` (as ``json.loads``
does for bad text), so callers keep one ``except ValueError``.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate

MAX_DEPTH = 32

# a JSON string (with its escapes) and, once strings are gone, anything but a bracket
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_OPENS = str.maketrans({"[": "(", "{": "("})


class TooDeep(ValueError):
    """The text nests lists or objects deeper than the allowed depth."""


def depth(text: str) -> int:
    """How deeply ``text`` nests lists and objects (brackets inside strings do not count).
    Linear in the text's length, no recursion."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text)).translate(_OPENS)
    if not brackets:
        return 0
    return max(accumulate(1 if c == "(" else -1 for c in brackets))


def loads(text, max_depth: int = MAX_DEPTH):
    """``json.loads`` for untrusted text: ``TooDeep`` (a ValueError) past ``max_depth``."""
    if isinstance(text, (bytes, bytearray)):
        text = text.decode("utf-8")
    if not isinstance(text, str):
        raise ValueError("JSON must be text")
    if depth(text) > max_depth:
        raise TooDeep(f"nested more than {max_depth} levels deep")
    return json.loads(text)


def check_depth(value, max_depth: int = MAX_DEPTH) -> None:
    """``TooDeep`` if an already decoded value (lists, tuples, dicts) nests past ``max_depth``;
    walked without recursion."""
    stack = [(value, 1)]
    while stack:
        v, d = stack.pop()
        if isinstance(v, dict):
            items = v.values()
        elif isinstance(v, (list, tuple)):
            items = v
        else:
            continue
        if d > max_depth:
            raise TooDeep(f"nested more than {max_depth} levels deep")
        stack.extend((x, d + 1) for x in items)
