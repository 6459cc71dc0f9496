"""Snapshots: a game state object <-> compact JSON-able data, safe to decode from anywhere.

A state is plain data: instances of the game's own classes (``__slots__`` classes, dataclasses,
named tuples) holding None, bools, ints, floats, strs, lists, tuples, sets, frozensets and dicts
(with keys of any hashable kind). A snapshot keeps every one of those distinctions (tuple or
list, set or frozenset, 1 or 1.0 or True, the type of every dict key, the order of dicts and
lists), so the decoded state compares equal to the original (see :func:`equal`) and renders the
same.

The data (``Snapshot.encode``) is ``[class table, value]``. The class table lists, by name, the
classes used, in order of first use. A value is written as:

* None, a bool, an int, a finite float or a str: itself;
* a dict whose keys are all strs: a JSON object (in the dict's order);
* any other container: a JSON array whose first item is an int, its kind: ``0`` list, ``1``
  tuple, ``2`` set, ``3`` frozenset, ``4`` dict (then key, value, key, value...), and ``5 + i``
  an instance of the i-th class of the class table, followed by the values of its fields in
  field order (no field names; a state's fields are its ``__slots__``).

Sets are written sorted, so equal states give equal text.

Decoding (``Snapshot.decode``, ``Snapshot.loads``) takes data from outside: it only creates
instances of the classes the game declared (found by name in that list, never by import or
``getattr`` on a name from the data), sets exactly their declared fields, accepts only the value
types above (keys and set items only of hashable kinds), bounds the nesting depth, the length of
every container and string, the number of values and the size of numbers, and raises
:class:`~tabula.core.errors.TokenError` with a sentence on anything else, never another
exception. Nothing is evaluated; no pickle.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re

from . import safejson
from .errors import TokenError

LIST, TUPLE, SET, FROZENSET, DICT = 0, 1, 2, 3, 4
FIRST_CLASS = 5

MAX_DEPTH = 20  # containers within containers (states nest 7 deep; Pyodide's stack is small)
MAX_ITEMS = 4_096  # items of one container
MAX_NODES = 50_000  # values in all (a 5-player Venterra state holds about 2,500)
MAX_STR = 1_000  # characters of one string
MAX_INT = 1 << 64  # ints lie strictly between -MAX_INT and MAX_INT
MAX_TEXT = 512_000  # characters of JSON text ``loads`` reads


def fields_of(cls) -> tuple[str, ...]:
    """The fields of a state class in the order a snapshot lists them: a named tuple's
    ``_fields``, a dataclass's fields, or the ``__slots__`` of the class and its bases."""
    if isinstance(cls, type) and issubclass(cls, tuple):
        fields = getattr(cls, "_fields", None)
        if not isinstance(fields, tuple):
            raise TypeError(f"{cls.__name__}: a tuple class must be a named tuple")
        return fields
    if dataclasses.is_dataclass(cls):
        return tuple(f.name for f in dataclasses.fields(cls))
    out: list[str] = []
    for klass in reversed(cls.__mro__):
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        out.extend(s for s in slots if s not in ("__dict__", "__weakref__") and s not in out)
    if not out:
        raise TypeError(f"{cls.__name__}: a state class needs __slots__, dataclass fields or _fields")
    return tuple(out)


class Snapshot:
    """The codec of one game's states; ``classes`` are the only classes it writes or creates."""

    def __init__(self, classes, *, max_depth: int = MAX_DEPTH, max_items: int = MAX_ITEMS,
                 max_nodes: int = MAX_NODES, max_str: int = MAX_STR):
        self.classes = tuple(classes)
        self.by_name: dict[str, type] = {}
        self.fields: dict[type, tuple[str, ...]] = {}
        for cls in self.classes:
            if not isinstance(cls, type):
                raise TypeError(f"{cls!r} is not a class")
            if cls.__name__ in self.by_name:
                raise TypeError(f"two state classes are called {cls.__name__}")
            self.by_name[cls.__name__] = cls
            self.fields[cls] = fields_of(cls)
        self.max_depth, self.max_items = max_depth, max_items
        self.max_nodes, self.max_str = max_nodes, max_str

    def layout(self) -> str:
        """The classes and their fields as text: snapshots read the same only while it is."""
        return ";".join(f"{c.__name__}:{','.join(self.fields[c])}" for c in self.classes)

    # -- encoding (our own states) -------------------------------------------------------------
    def encode(self, obj) -> list:
        """``[class table, value]`` of a state (TypeError if it holds something unsupported)."""
        table: list[str] = []
        index: dict[type, int] = {}
        value = self._enc(obj, table, index, 0)
        return [table, value]

    def dumps(self, obj) -> str:
        """The snapshot as compact JSON text."""
        return json.dumps(self.encode(obj), separators=(",", ":"), ensure_ascii=False,
                          allow_nan=False)

    def _enc(self, x, table: list, index: dict, depth: int):
        t = type(x)
        if x is None or t is bool or t is int or t is str:
            return x
        if t is float:
            if not math.isfinite(x):
                raise TypeError("a snapshot cannot hold inf or nan")
            return x
        if depth >= self.max_depth:
            raise TypeError("the state is nested too deeply for a snapshot")
        d = depth + 1
        if t is list or t is tuple:
            return [LIST if t is list else TUPLE, *[self._enc(v, table, index, d) for v in x]]
        if t is set or t is frozenset:
            items = sorted([self._enc(v, table, index, d) for v in x], key=_sort_key)
            return [SET if t is set else FROZENSET, *items]
        if t is dict:
            if all(type(k) is str for k in x):
                return {k: self._enc(v, table, index, d) for k, v in x.items()}
            out: list = [DICT]
            for k, v in x.items():
                out.append(self._enc(k, table, index, d))
                out.append(self._enc(v, table, index, d))
            return out
        fields = self.fields.get(t)
        if fields is None:
            raise TypeError(f"a snapshot cannot hold a {t.__name__}")
        i = index.get(t)
        if i is None:
            i = index[t] = len(table)
            table.append(t.__name__)
        out = [FIRST_CLASS + i]
        for name in fields:
            try:
                v = getattr(x, name)
            except AttributeError:
                raise TypeError(f"{t.__name__}.{name} is not set") from None
            out.append(self._enc(v, table, index, d))
        return out

    # -- decoding (data from outside) ----------------------------------------------------------
    def loads(self, text, top: type | None = None):
        """Parse JSON text (see :func:`parse_json`) and decode it."""
        return self.decode(parse_json(text, self.max_depth + 2), top)

    def decode(self, data, top: type | None = None):
        """The state ``data`` describes (``[class table, value]``); ``top``, if given, is the
        class the state must be. TokenError on anything else."""
        if type(data) is not list or len(data) != 2 or type(data[0]) is not list:
            raise TokenError("the position is damaged: it is not a snapshot")
        names = data[0]
        if len(names) > len(self.classes):
            raise TokenError("the position is damaged: it names too many kinds of object")
        table: list[type] = []
        for name in names:
            cls = self.by_name.get(name) if type(name) is str else None
            if cls is None:
                raise TokenError(f"the position holds a kind of object this game does not have "
                                 f"('{_short(name)}')")
            if cls in table:
                raise TokenError("the position is damaged: its kinds of object repeat")
            table.append(cls)
        budget = [self.max_nodes]
        obj = self._dec(data[1], table, 0, budget, False)
        if top is not None and type(obj) is not top:
            raise TokenError(f"the position is damaged: it is not a {top.__name__} of this game")
        return obj

    def _dec(self, x, table: list, depth: int, budget: list, hashable: bool):
        budget[0] -= 1
        if budget[0] < 0:
            raise TokenError("the position is too large")
        t = type(x)
        if x is None or t is bool:
            return x
        if t is int:
            if not -MAX_INT < x < MAX_INT:
                raise TokenError("the position is damaged: a number in it is too large")
            return x
        if t is str:
            if len(x) > self.max_str or not plain_text(x):
                raise TokenError("the position is damaged: a text in it is too long or not text")
            return x
        if t is float:
            if not math.isfinite(x):
                raise TokenError("the position is damaged: a number in it is not finite")
            return x
        if depth >= self.max_depth:
            raise TokenError("the position is nested too deeply")
        d = depth + 1
        if t is dict:
            if hashable:
                raise TokenError("the position is damaged: a key or set item is not a plain value")
            if len(x) > self.max_items:
                raise TokenError("the position is damaged: a table in it is too long")
            out = {}
            for k, v in x.items():
                if type(k) is not str or len(k) > self.max_str or not plain_text(k):
                    raise TokenError("the position is damaged: a key in it is not readable")
                out[k] = self._dec(v, table, d, budget, False)
            return out
        if t is not list:
            raise TokenError(f"the position is damaged: it holds a {t.__name__}")
        if not x or type(x[0]) is not int:
            raise TokenError("the position is damaged: a value in it has no kind")
        if len(x) > self.max_items + 1:
            raise TokenError("the position is damaged: a list in it is too long")
        tag = x[0]
        body = x[1:]
        if tag == TUPLE:
            return tuple([self._dec(v, table, d, budget, hashable) for v in body])
        if tag == FROZENSET:
            return frozenset([self._dec(v, table, d, budget, True) for v in body])
        if hashable:
            raise TokenError("the position is damaged: a key or set item is not a plain value")
        if tag == LIST:
            return [self._dec(v, table, d, budget, False) for v in body]
        if tag == SET:
            return set([self._dec(v, table, d, budget, True) for v in body])
        if tag == DICT:
            if len(body) % 2:
                raise TokenError("the position is damaged: a table in it has a key without a value")
            out = {}
            for i in range(0, len(body), 2):
                k = self._dec(body[i], table, d, budget, True)
                if k in out:
                    raise TokenError("the position is damaged: a table in it repeats a key")
                out[k] = self._dec(body[i + 1], table, d, budget, False)
            return out
        if FIRST_CLASS <= tag < FIRST_CLASS + len(table):
            cls = table[tag - FIRST_CLASS]
            fields = self.fields[cls]
            if len(body) != len(fields):
                raise TokenError(f"the position is damaged: a {cls.__name__} in it has "
                                 f"{len(body)} field{'' if len(body) == 1 else 's'}, "
                                 f"not {len(fields)}")
            return _make(cls, fields, [self._dec(v, table, d, budget, False) for v in body])
        raise TokenError("the position is damaged: a value in it is of an unknown kind")


def plain_text(text: str) -> bool:
    """True unless ``text`` holds a lone surrogate (JSON's ``"\\ud800"``), which no page can
    show or write back as UTF-8."""
    if text.isascii():
        return True
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def _make(cls, fields: tuple, vals: list):
    try:
        if issubclass(cls, tuple):
            return cls._make(vals)
        obj = cls.__new__(cls)
        for name, v in zip(fields, vals):
            object.__setattr__(obj, name, v)  # also for frozen dataclasses
        return obj
    except Exception:  # a class that refuses these values
        raise TokenError(f"the position is damaged: its {cls.__name__} is not readable") from None


def _sort_key(v):
    return json.dumps(v, separators=(",", ":"), sort_keys=True)


def _short(x) -> str:
    return str(x)[:40] if type(x) in (str, int) else type(x).__name__


def _no_constant(name):
    raise ValueError(f"{name} is not a number")


def _pairs(pairs):
    out = dict(pairs)
    if len(out) != len(pairs):
        raise ValueError("a key repeats")
    return out


def parse_json(text, max_depth: int = safejson.MAX_DEPTH, max_text: int = MAX_TEXT):
    """``json.loads`` for text from outside: bounded length and nesting (checked before parsing,
    see safejson), no NaN or Infinity, no repeated keys; TokenError on anything else."""
    if not isinstance(text, str):
        raise TokenError("the position is damaged: it is not text")
    if len(text) > max_text:
        raise TokenError("the position is too large")
    if safejson.depth(text) > max_depth:
        raise TokenError("the position is nested too deeply")
    try:
        return json.loads(text, parse_constant=_no_constant, object_pairs_hook=_pairs)
    except (ValueError, RecursionError, TypeError):
        raise TokenError("the position is damaged: its data is not readable") from None


# -- helpers -------------------------------------------------------------------------------------
_WORD = re.compile(r"^[a-z0-9_@?'\- ]{1,30}$")


def words_in(module) -> list[str]:
    """The short lower-case words (ids) in a module's public constants: dicts, lists, tuples and
    sets of strs, a few levels deep. Sorted and without repeats, so the same module always gives
    the same list (a game's view links compress against it, see web/viewlink.py)."""
    out: set[str] = set()

    def walk(x, depth: int) -> None:
        t = type(x)
        if t is str:
            if _WORD.match(x):
                out.add(x)
        elif depth < 6 and t in (list, tuple, set, frozenset):
            for v in x:
                walk(v, depth + 1)
        elif depth < 6 and t is dict:
            for k, v in x.items():
                walk(k, depth + 1)
                walk(v, depth + 1)

    for name, value in sorted(vars(module).items()):
        if not name.startswith("_"):
            walk(value, 0)
    return sorted(out)


def equal(a, b) -> bool:
    """Structural equality that compares state objects field by field (their classes may not
    define ``__eq__``) and tells tuples from lists, sets from frozensets and 1 from 1.0 and True,
    in dict keys and set items too."""
    ta = type(a)
    if ta is not type(b):
        return False
    if a is None or ta in (bool, int, str):
        return a == b
    if ta is float:
        return a == b or (math.isnan(a) and math.isnan(b))
    if ta in (list, tuple):
        return len(a) == len(b) and all(equal(x, y) for x, y in zip(a, b))
    if ta in (set, frozenset):
        return a == b and _same_keys(a, b)
    if ta is dict:
        return a.keys() == b.keys() and _same_keys(a, b) and all(equal(a[k], b[k]) for k in a)
    try:
        fields = fields_of(ta)
    except TypeError:
        return a == b
    return all(equal(getattr(a, f, _MISSING), getattr(b, f, _MISSING)) for f in fields)


def _same_keys(a, b) -> bool:
    """Equal keys (or set items) of the same types (``a == b`` already holds)."""
    return sorted(map(_typed, a)) == sorted(map(_typed, b))


def _typed(x) -> str:
    if type(x) is tuple:
        return "tuple(" + ",".join(map(_typed, x)) + ")"
    if type(x) is frozenset:
        return "frozenset(" + ",".join(sorted(map(_typed, x))) + ")"
    return f"{type(x).__name__}:{x!r}"


_MISSING = object()
