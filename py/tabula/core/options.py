"""Checks for game options, which arrive from outside (share links, saves, the new-game form).

A record's ``options`` is decoded JSON: any mix of objects, lists, text, numbers (``1e999`` is
infinity), true/false and null. Each game's setup reads its options through these functions,
so every wrong type, unknown name or out-of-range number is refused the same way: with an
:class:`~tabula.core.errors.OptionsError` whose one sentence names the option and what it must
be. Nothing here is slow on hostile sizes: lengths are checked before items are looked at, and
a message never quotes more than a few dozen characters of what it was given.

Two layers: ``choice``/``flag``/``count``/``str_list``/``per_player`` read one key of the
options dict (with a default); ``one_of``/``boolean``/``whole``/``listing``/``names``/``mapping``
check a value already read, under a label such as ``"the option 'map'"`` or ``"the option
'mages' for player 2"``.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from typing import Any

from .errors import OptionsError

MISSING: Any = object()
SHOW_CHARS = 30  # at most this much of a text is quoted in a message
LIST_CHOICES = 12  # list the allowed values in a message when there are at most this many


def show(value) -> str:
    """A short description of ``value`` for a message: short texts and numbers as they are."""
    if isinstance(value, str):
        return repr(value if len(value) <= SHOW_CHARS else value[:SHOW_CHARS] + "...")
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value) if -10**12 < value < 10**12 else "a very large number"
    if isinstance(value, float):
        if value != value:
            return "not a number (nan)"
        return repr(value) if abs(value) < 1e12 else "a very large number"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "an object"
    return f"a {type(value).__name__}"


def option(key) -> str:
    """The label of an option in messages: ``the option 'map'``."""
    return f"the option {show(key)}"


def _choices(allowed: Iterable) -> str:
    names = [str(a) for a in allowed]
    if len(names) > LIST_CHOICES:
        return "one of the game's names for it"
    return "one of: " + ", ".join(names)


# -- the options dict -------------------------------------------------------------------------


def require_dict(options, keys: Collection[str]) -> dict:
    """``options`` must be an object whose keys are all in ``keys``."""
    if not isinstance(options, dict):
        raise OptionsError("the game options must be an object of named options")
    for k in options:
        if k not in keys:
            raise OptionsError(f"unknown option {show(k)}")
    return options


# -- single values ----------------------------------------------------------------------------


def one_of(value, allowed: Collection[str], what: str) -> str:
    """A text that is one of ``allowed``."""
    if not isinstance(value, str) or value not in allowed:
        raise OptionsError(f"{what} must be {_choices(allowed)} (not {show(value)})")
    return value


def boolean(value, what: str) -> bool:
    if not isinstance(value, bool):
        raise OptionsError(f"{what} is on or off (true or false), not {show(value)}")
    return value


def whole(value, lo: int, hi: int, what: str) -> int:
    """A whole number from ``lo`` to ``hi`` (true/false and 2.0 are not numbers here)."""
    if not isinstance(value, int) or isinstance(value, bool) or not lo <= value <= hi:
        raise OptionsError(f"{what} must be a whole number from {lo} to {hi} (not {show(value)})")
    return value


def mapping(value, what: str) -> dict:
    if not isinstance(value, dict):
        raise OptionsError(f"{what} must be an object (not {show(value)})")
    return value


def listing(value, what: str, length: int | None = None, lo: int = 0, hi: int | None = None) -> list:
    """A list (a tuple is taken too) of exactly ``length`` items, or of ``lo`` to ``hi``."""
    if not isinstance(value, (list, tuple)):
        raise OptionsError(f"{what} must be a list (not {show(value)})")
    n = len(value)
    if length is not None and n != length:
        raise OptionsError(f"{what} must list exactly {length} item{'s' * (length != 1)} (not {n})")
    if n < lo or (hi is not None and n > hi):
        most = f"{lo} to {hi}" if hi is not None else f"at least {lo}"
        raise OptionsError(f"{what} must list {most} items (not {n})")
    return list(value)


def names(value, allowed: Collection[str], what: str, noun: str = "a known name", *,
          length: int | None = None, lo: int = 0, hi: int | None = None, unique: bool = False) -> list[str]:
    """A list of texts, each in ``allowed`` (``noun`` says what they are in messages), optionally
    of a given length and without repeats. The length is checked before any item."""
    if hi is None and unique and length is None:
        hi = len(allowed)
    items = listing(value, what, length, lo, hi)
    for x in items:
        if not isinstance(x, str):
            raise OptionsError(f"{what} must list names, and {show(x)} is not a name")
        if x not in allowed:
            raise OptionsError(f"{what} names {show(x)}, which is not {noun}")
    if unique and len(set(items)) != len(items):
        seen: set[str] = set()
        for x in items:
            if x in seen:
                raise OptionsError(f"{what} names {show(x)} twice")
            seen.add(x)
    return items


# -- one key of the options dict --------------------------------------------------------------


def choice(options: dict, key: str, allowed: Collection[str], default=MISSING) -> str:
    """``options[key]``, which must be one of ``allowed`` (``default`` when it is absent)."""
    if key not in options and default is not MISSING:
        return default
    return one_of(options.get(key), allowed, option(key))


def flag(options: dict, key: str, default: bool = False) -> bool:
    return boolean(options.get(key, default), option(key))


def count(options: dict, key: str, lo: int, hi: int, default=MISSING) -> int:
    if key not in options and default is not MISSING:
        return default
    return whole(options.get(key), lo, hi, option(key))


def str_list(options: dict, key: str, allowed: Collection[str], default=MISSING, noun: str = "a known name",
             **kw) -> list[str]:
    """``options[key]`` as a list of names from ``allowed`` (see ``names`` for ``length`` etc.)."""
    if key not in options and default is not MISSING:
        return default
    return names(options.get(key), allowed, option(key), noun, **kw)


def per_player(options: dict, key: str, n: int) -> list | None:
    """``options[key]``: one entry per player, or None when absent or null."""
    v = options.get(key)
    if v is None:
        return None
    if not isinstance(v, (list, tuple)) or len(v) != n:
        raise OptionsError(f"{option(key)} must give one entry per player ({n})")
    return list(v)


__all__ = ["OptionsError", "show", "option", "require_dict", "one_of", "boolean", "whole", "mapping",
           "listing", "names", "choice", "flag", "count", "str_list", "per_player"]
