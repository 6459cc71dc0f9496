"""Hidden information: what one player may see, and full states consistent with it.

Hidden: rivals' hands (Leader cards and Power of the Gods cards), every secret choice not yet revealed
(declared commands, bids, the Leader or bluff card in a battle), the order of both draw piles, the rewards
on explore tokens still face down (their defence is public), the tokens left in the box, and the PRNG state.
A hidden value is shown as ``"?"``.
"""

from __future__ import annotations

import random

from ...core.rng import Rng
from . import data
from .legal import legal
from .state import State

HIDDEN = "?"


def view(s: State, player: int) -> State:
    v = s.copy()
    v.rng = 0
    for i, p in enumerate(v.players):
        if i != player:
            p.hand = [HIDDEN] * len(p.hand)
            p.potg = [HIDDEN] * len(p.potg)
            if p.secret is not None:
                p.secret = HIDDEN
    v.potg_deck = [HIDDEN] * len(v.potg_deck)
    v.quest_deck = [HIDDEN] * len(v.quest_deck)
    v.tok = {t: (tk[0], HIDDEN) for t, tk in v.tok.items()}
    v.token_box = [HIDDEN] * len(v.token_box)
    return v


def _rng(r) -> Rng:
    if isinstance(r, Rng):
        return r
    if isinstance(r, random.Random):
        return Rng(r.getrandbits(64))
    return Rng(int(r) if r is not None else 0)


def determinize(v: State, player: int, rng) -> State:
    """A full state consistent with ``v`` (a view for ``player``): hidden things dealt at random."""
    rg = _rng(rng)
    s = v.copy()
    # leader hands are exactly the cards neither in the (public) supply nor played face up in
    # the battle being fought (they go back to the supply when it ends)
    for i, p in enumerate(s.players):
        if HIDDEN in p.hand:
            out = set(p.supply)
            b = s.battle
            if b is not None:
                out.update(b.att_cards if i == b.att else [])
                out.update(b.def_cards if i == b.dfn else [])
            p.hand = [c for c in data.LEADERS[p.faction] if c not in out]
    # Power of the Gods: the unseen cards are the deck plus rivals' hands
    seen = list(s.potg_row) + list(s.potg_discard)
    for p in s.players:
        seen += [c for c in p.potg if c != HIDDEN]
    pool = list(data.POTG_DECK)
    for c in seen:
        if c in pool:
            pool.remove(c)
    pool = rg.shuffle(sorted(pool))
    for p in s.players:
        p.potg = [pool.pop() if c == HIDDEN else c for c in p.potg]
    s.potg_deck = pool[: len(s.potg_deck)]
    # quests
    qseen = set(s.quest_row)
    for p in s.players:
        qseen.update(p.reserved)
        qseen.update(p.completed)
    qpool = rg.shuffle(sorted(q for q in data.QUESTS if q not in qseen))
    s.quest_deck = qpool[: len(s.quest_deck)]
    # explore tokens: deal the unseen physical tokens by defence
    unseen = list(data.TOKENS)
    for tk in s.token_seen:
        unseen.remove(tk)
    for tk in s.tok.values():
        if tk[1] != HIDDEN:
            unseen.remove(tk)
    by_def = {d: rg.shuffle(sorted(tk for tk in unseen if tk[0] == d)) for d in (0, 1, 2)}
    for t in sorted(s.tok):
        if s.tok[t][1] == HIDDEN:
            s.tok[t] = by_def[s.tok[t][0]].pop()
    # the box holds the tokens left over once they are dealt to the map (none before that)
    s.token_box = sorted(rg.shuffle(by_def[0] + by_def[1] + by_def[2])[: len(s.token_box)])
    s.rng = rg.below(1 << 62)
    # rivals' secret choices: any legal choice
    for i, p in enumerate(s.players):
        if p.secret == HIDDEN:
            p.secret = None
            opts = legal(s, i)
            a = opts[rg.below(len(opts))]
            p.secret = a[2:] if a[1] == "declare" else a[2] if a[1] == "bid" else a[1:]
    return s
