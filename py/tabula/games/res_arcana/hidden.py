"""Hidden information: what one player may see, and full states consistent with it.

Hidden: rivals' hands and decks, the order of every deck (your own included;
its contents are known once you have seen the cards), the face-down
monuments, the cards left in the box, the mages rivals are choosing between
(and, until all have chosen, the mage they chose), the cards a rival is
looking at with Hawk / Seer / Oracle, and the PRNG state. A hidden card is
shown as ``"?"``.

In the first game (the beginner setup) the decks are dealt unseen, so even your
own deck is all ``"?"`` until it is first reshuffled from your (face-up)
discards; the cards you are looking at with Hawk / Seer / Oracle are then known
only from the ``Order`` frame, and determinize puts exactly those on top.
"""

from __future__ import annotations

import random

from ...core.rng import Rng
from . import data
from .state import State
from .steps import Order

HIDDEN = "?"


def _mask_frames(q: list, player: int) -> list:
    out = []
    for f in q:
        if type(f) is Order and f.seat != player:
            f = f._replace(cards=(HIDDEN,) * len(f.cards))
        out.append(f)
    return out


def view(s: State, player: int) -> State:
    v = s.copy()
    v.rng = 0
    for i, p in enumerate(v.players):
        if i != player:
            p.hand = [HIDDEN] * len(p.hand)
            p.deck = [HIDDEN] * len(p.deck)
            p.mage_opts = (HIDDEN,) * len(p.mage_opts)
            if s.phase == "mage" and p.mage is not None:
                p.mage = HIDDEN
        else:
            p.deck = sorted(p.deck) if p.deck_known else [HIDDEN] * len(p.deck)
    v.mon_deck = [HIDDEN] * len(v.mon_deck)
    v.box = [HIDDEN] * len(v.box)
    v.stack = _mask_frames(v.stack, player)
    v.collect_stacks = [_mask_frames(q, player) for q in v.collect_stacks]
    return v


class _Shuffler:
    def __init__(self, rng):
        if isinstance(rng, Rng):
            self.rng = rng
        elif isinstance(rng, random.Random):
            self.rng = Rng(rng.getrandbits(64))
        else:
            self.rng = Rng(int(rng) if rng is not None else 0)

    def shuffle(self, items) -> list:
        return self.rng.shuffle(list(items))


def determinize(v: State, player: int, rng) -> State:
    """A full state consistent with ``v`` (a view for ``player``): hidden cards dealt at random.

    Never fails on a view of a real position: the cards ``player`` is looking at (top first in
    the ``Order`` frame) count as seen and stay on top of their pile, whether or not the view
    lists them in the pile too (your own deck is listed face down in the first game).
    """
    sh = _Shuffler(rng)
    s = v.copy()
    own_look = None
    for q in [s.stack, *s.collect_stacks]:
        for f in q:
            if type(f) is Order and f.seat == player and HIDDEN not in f.cards:
                own_look = f
    look_deck = list(reversed(own_look.cards)) if own_look and own_look.pile == "deck" else []
    look_mon = list(reversed(own_look.cards)) if own_look and own_look.pile == "monuments" else []
    seen: set[str] = set(look_deck) | set(look_mon)
    for p in s.players:
        for lst in (p.hand, p.deck, p.discard, p.play, p.monuments, p.places, p.mage_opts):
            seen.update(x for x in lst if x != HIDDEN)
        seen.update(x for x in (p.mage, p.item) if x not in (None, HIDDEN))
    seen.update(s.mon_display)
    seen.update(s.places)
    seen.update(s.items)
    unknown_art = sh.shuffle(sorted(a for a in data.ARTIFACTS if a not in seen))
    unknown_mage = sh.shuffle(sorted(m for m in data.MAGES if m not in seen))
    unknown_mon = sh.shuffle(sorted(m for m in data.MONUMENTS if m not in seen))

    def deal(lst: list, pool: list) -> list:
        return [pool.pop() if x == HIDDEN else x for x in lst]

    for i, p in enumerate(s.players):
        p.hand = deal(p.hand, unknown_art)
        if i == player:
            # the order of your own deck is unknown to you, except the top cards you are looking
            # at; its contents are listed (sorted) once you have seen them, else face down
            top = look_deck[-len(p.deck):] if p.deck else []
            rest = [x for x in p.deck if x != HIDDEN and x not in top]
            n_hidden = len(p.deck) - len(rest) - len(top)  # face-down cards under the looked-at ones
            rest += [unknown_art.pop() for _ in range(min(n_hidden, len(unknown_art)))]
            p.deck = sh.shuffle(sorted(rest)) + top
        else:
            p.deck = deal(p.deck, unknown_art)
        opts = deal(list(p.mage_opts), unknown_mage)
        if p.mage == HIDDEN:
            p.mage = unknown_mage.pop()
        p.mage_opts = tuple(opts)
    s.mon_deck = unknown_mon + look_mon
    s.box = sorted(unknown_art + unknown_mage)
    s.rng = sh.rng.below(1 << 62)

    def fill(q: list) -> list:
        out = []
        for f in q:
            if type(f) is Order and f.cards and HIDDEN in f.cards:
                pile = s.players[f.seat].deck if f.pile == "deck" else s.mon_deck
                f = f._replace(cards=tuple(reversed(pile[-len(f.cards):])))
            out.append(f)
        return out

    s.stack = fill(s.stack)
    s.collect_stacks = [fill(q) for q in s.collect_stacks]
    return s
