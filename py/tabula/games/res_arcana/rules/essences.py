"""Essence vectors: counting, adding, taking, storing on components, and every way to pay a cost.

An essence vector is 5 counts in the order Elan, Life, Calm, Death, Gold (a pool is a list, an
amount a tuple). These read the state and change it only where their name says so.
"""

from __future__ import annotations

from functools import cache

from ....core.errors import RuleError
from .. import data
from ..state import State


@cache
def multisets(n: int, types: tuple) -> tuple:
    """Every vector of n essences drawn from ``types`` (any mix), in a fixed order."""
    if n == 0:
        return (data.ZERO,)
    if not types:
        return ()
    out = []
    first, rest = types[0], types[1:]
    for k in range(n, -1, -1):
        if not rest and k != n:
            continue
        for tail in multisets(n - k, rest):
            v = list(tail)
            v[first] += k
            out.append(tuple(v))
    return tuple(out)


def covers(pool, v) -> bool:
    return all(a >= b for a, b in zip(pool, v))


def add(pool: list, v) -> None:
    for i, n in enumerate(v):
        pool[i] += n


def take(pool: list, v) -> None:
    for i, n in enumerate(v):
        if pool[i] < n:
            raise RuleError(f"not enough {data.NAMES[i]}")
    for i, n in enumerate(v):
        pool[i] -= n


def vsum(a, b) -> tuple:
    return tuple(x + y for x, y in zip(a, b))


def store(s: State, card: str, v) -> None:
    """Put the essences ``v`` on ``card`` (nothing is kept for none)."""
    if any(v):
        s.stored[card] = vsum(s.on(card), v)


@cache
def outcomes(fixed: tuple, any_n: int, any_types: tuple, cut: int) -> tuple:
    """Every essence vector that pays ``fixed`` + ``any_n`` of ``any_types`` reduced by ``cut``.

    A reduction never applies to Gold; it may take off fixed non-Gold parts or
    the "any" part, in any split, and a cost never goes below 0.
    """
    reducible = sum(fixed[:4]) + any_n
    r_total = min(cut, reducible)
    seen: dict = {}
    for r_any in range(0, min(any_n, r_total) + 1):
        r_fixed = r_total - r_any
        if r_fixed > sum(fixed[:4]):
            continue
        for cuts in _splits(r_fixed, fixed[:4]):
            base = tuple(fixed[i] - (cuts[i] if i < 4 else 0) for i in range(5))
            for extra in multisets(any_n - r_any, any_types):
                seen[vsum(base, extra)] = None
    return tuple(sorted(seen, key=lambda v: tuple(-x for x in v)))


def _splits(n: int, caps: tuple) -> list:
    """All ways to take n away from the counts ``caps`` (each part at most its cap)."""
    if not caps:
        return [()] if n == 0 else []
    out = []
    for k in range(min(n, caps[0]), -1, -1):
        for rest in _splits(n - k, caps[1:]):
            out.append((k, *rest))
    return out


def payments(pool, fixed, any_n=0, any_types=data.ALL, cut=0) -> list:
    return [v for v in outcomes(tuple(fixed), any_n, tuple(any_types), cut) if covers(pool, v)]


def can_pay(pool, fixed, any_n=0, any_types=data.ALL, cut=0) -> bool:
    if cut == 0 and any_n == 0:
        return covers(pool, fixed)
    if cut == 0 and any_types == data.ALL:
        return covers(pool, fixed) and sum(pool) - sum(fixed) >= any_n
    return any(covers(pool, v) for v in outcomes(tuple(fixed), any_n, tuple(any_types), cut))
