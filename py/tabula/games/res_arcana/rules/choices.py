"""Essence choices, one essence at a time (the ``VECTOR`` frames: Pay, Same, GainChoice,
DiscardGain, LosePay).

A choice whose answer is a vector of essences is answered one essence at a time, in the type
order Elan, Life, Calm, Death, Gold (``pay 1E``, ``gain 1C``; once a later type is picked,
earlier ones are closed), with ``done`` where what was picked so far is already a complete
answer that could still grow (only "pay X of one type"). The progress rides on the frame
(``acc``: the essences picked so far, ``last``: the last type picked); the chain ends by itself
when no more can be picked, and only then are the essences paid or gained. Every complete answer
has exactly one path, so the chain offers the same answers as a single list would (up to 364
options), at most 6 at a time.
"""

from __future__ import annotations

from functools import lru_cache

from .. import data
from ..data import NON_GOLD, D, G
from ..state import State
from ..steps import GAINS, STEPS, DiscardGain, GainChoice, LosePay, Pay, Same
from .essences import add, covers, multisets, payments, store, take

OTHERS = (data.E, data.C, D, G)  # what a missing Life is paid with
ONE_GOLD = data.vec("1G")
UNIT = tuple(tuple(int(i == t) for i in range(5)) for t in range(5))


def vector_key(s: State, f) -> tuple:
    """A hashable description of the complete answers of an essence choice (``complete``)."""
    kind = type(f)
    pool = s.players[f.seat].pool
    if kind is Pay:
        fixed, any_n, any_types, cut = f.fixed, f.any_n, tuple(f.any_types), f.cut
        cap = tuple(min(pool[i], fixed[i] + (any_n if i in any_types else 0)) for i in range(5))
        return ("pay", tuple(fixed), any_n, any_types, cut, cap)
    if kind is Same:
        return ("same", tuple(pool))
    if kind is GainChoice:
        return ("gain", f.n, tuple(f.types))
    if kind is DiscardGain:
        return ("dgain",)
    need = f.need
    return ("losepay", need, tuple(min(pool[i], need) if i in OTHERS else 0 for i in range(5)))


@lru_cache(maxsize=4096)
def complete(key: tuple) -> frozenset:
    """Every complete answer (an essence vector) of an essence choice."""
    kind = key[0]
    if kind == "pay":
        _, fixed, any_n, any_types, cut, cap = key
        return frozenset(payments(cap, fixed, any_n, any_types, cut))
    if kind == "same":
        pool = key[1]
        return frozenset([data.ZERO] + [tuple(x if i == t else 0 for i in range(5))
                                        for t in data.TYPES for x in range(1, pool[t] + 1)])
    if kind == "gain":
        return frozenset(multisets(key[1], key[2]))
    if kind == "dgain":
        return frozenset((ONE_GOLD, *multisets(2, NON_GOLD)))
    _, need, cap = key
    return frozenset(v for v in multisets(need, OTHERS) if covers(cap, v))


@lru_cache(maxsize=65536)
def chain(key: tuple, acc: tuple, last: int) -> tuple[bool, tuple]:
    """(is ``acc`` a complete answer, the types that can be picked next) for an essence choice."""
    answers = complete(key)
    nxt = []
    for t in range(last, 5):
        for v in answers:
            if v[t] > acc[t] and v[:t] == acc[:t]:
                nxt.append(t)
                break
    return acc in answers, tuple(nxt)


@STEPS.options(Pay, "choose how to pay", required="the cost cannot be paid")
@STEPS.options(Same, "choose X essences of one type to pay")
@STEPS.options(GainChoice, "choose the essences to gain")
@STEPS.options(DiscardGain, "choose 1 Gold or 2 other essences")
@STEPS.options(LosePay, "choose the essences to lose for the missing Life")
def essence_options(s: State, f, seat: int) -> list[tuple]:
    seat = f.seat
    done, nxt = chain(vector_key(s, f), f.acc, f.last)
    verb = "gain" if type(f) in GAINS else "pay"
    out = [(seat, verb, UNIT[t]) for t in nxt]
    if done:
        out.append((seat, "done"))
    return out


@STEPS.act(Pay)
@STEPS.act(Same)
@STEPS.act(GainChoice)
@STEPS.act(DiscardGain)
@STEPS.act(LosePay)
def essence_picked(s: State, f, a: tuple) -> None:
    """One essence picked (or ``done``): go on with the chain, or carry out the whole answer."""
    acc = f.acc
    if a[1] != "done":
        t = a[2].index(1)
        acc = tuple(n + (i == t) for i, n in enumerate(acc))
        done, nxt = chain(vector_key(s, f), acc, t)
        if nxt:
            s.stack.append(_continued(f, acc, t))  # the same choice again, on top
            return
        assert done
    _chosen(s, f, acc)


def _continued(f, acc: tuple, last: int):
    """The essence choice ``f`` with ``acc`` picked so far, ``last`` the type picked last (as
    ``f._replace(acc=acc, last=last)``, at a third of its cost: this is the engine's most
    frequent step)."""
    kind = type(f)
    if kind is Pay:
        return Pay(f.seat, f.fixed, f.any_n, f.any_types, f.cut, acc, last)
    if kind is GainChoice:
        return GainChoice(f.seat, f.n, f.types, f.dest, f.source, acc, last)
    if kind is LosePay:
        return LosePay(f.seat, f.need, acc, last)
    return kind(f.seat, acc, last)  # Same, DiscardGain


def _chosen(s: State, f, v: tuple) -> None:
    """The whole answer ``v``: pay it, or gain it (into the pool or onto a component)."""
    kind = type(f)
    p = s.players[f.seat]
    if kind is Pay:
        take(p.pool, v)
        s.ctx["paid"] = v
    elif kind is Same:
        take(p.pool, v)
        s.ctx["x"] = sum(v)
        s.ctx["x_type"] = next((t for t in data.TYPES if v[t]), None)
    elif kind is LosePay:
        take(p.pool, v)
    elif kind is GainChoice and f.dest is not None:
        store(s, f.dest, v)
    else:
        add(p.pool, v)
