"""Bonfire's hidden information: the order of the path-tile and specialist piles, every bowl of
a stack but its face-up top, and the tasks left in the box. ``view`` hides them; ``determinize``
deals them anew, consistent with what the view shows (for the bots)."""

from __future__ import annotations

import random

from ...core.rng import Rng
from . import data
from .state import State

HIDDEN = "?"


def view(s: State, player: int) -> State:
    """What ``player`` may see (the same for every seat: nothing is secret to one player only)."""
    v = s.copy()
    v.rng = 0
    v.path_pile = sorted(v.path_pile)
    v.gnome_pile = sorted(v.gnome_pile)
    v.box = [HIDDEN] * len(v.box)
    for p in v.players:
        p.bowls = [[HIDDEN] * (len(st) - 1) + st[-1:] for st in p.bowls]
    return v


def determinize(v: State, player: int, rng) -> State:
    """A full state consistent with the view ``v``, dealt by ``rng`` (an Rng, a random.Random
    or a seed)."""
    if isinstance(rng, Rng):
        r = rng
    elif isinstance(rng, random.Random):
        r = Rng(rng.getrandbits(64))
    else:
        r = Rng(int(rng or 0))
    s = v.copy()
    s.path_pile = r.shuffle(sorted(s.path_pile))
    s.gnome_pile = r.shuffle(sorted(s.gnome_pile))
    seen = {t for ts in s.islands.values() for t in ts}
    for p in s.players:
        seen.update(t for t in p.tasks if t is not None)
    pool = sorted(t for t in data.TASKS
                  if t not in seen and not (s.nplayers == 2 and t in data.NOT_WITH_TWO))
    s.box = r.shuffle(pool)[:len(s.box)]
    for p in s.players:
        left = list(data.BOWLS)
        for b in p.given + [b for st in p.bowls for b in st if b != HIDDEN]:
            left.remove(b)
        deal = r.shuffle(left)
        p.bowls = [[deal.pop() if b == HIDDEN else b for b in st] for st in p.bowls]
    s.rng = r.below(1 << 62)
    return s
