"""Res Arcana's naive player (``tabula.bots.naive``): fixed priorities, no lookahead.

On its turn, the clicker of issue 19:

1. claim a monument or a Place of Power (``legal`` lists only the affordable ones);
2. else place an artifact from the hand;
3. else use a power of one of its cards;
4. else pass (for any magic item); it never discards a card for essences.

Answers to the rules' questions:

- pay with the essence it holds most of, gold last; gain gold when offered, else the essence it
  holds fewest of;
- collect the essences stored on a card (``take``); when attacked, react with a card if it can,
  else ignore the loss if a power lets it, else lose the Life; place a card when a power offers
  one rather than decline;
- everything else (mage, magic item, targets, orders) is a seeded random pick among the options.
"""

from __future__ import annotations

from .data import G

# verb -> priority (lower first); a verb not listed ranks with the random picks (0)
PRIORITY = {
    "claim": 0, "place": 1, "use": 2, "pass": 3, "discard": 4,  # the turn's action
    "take": 0, "leave": 1,
    "react": 0, "ignore": 1, "lose": 2, "destroy": 3,
    "decline": 5,
}


def rank(s, seat: int, a: tuple) -> int:
    """The priority of action ``a`` for ``seat`` (lower is taken first; ties are broken at random)."""
    verb = a[1]
    if verb in ("pay", "gain"):
        return _essence_rank(s.players[seat].pool, verb, a[2])
    if verb == "done":  # "pay X of one type": stop only when no essence of it is worth paying
        return 25
    return PRIORITY.get(verb, 0)


def _essence_rank(pool: list[int], verb: str, vec: tuple) -> int:
    t = next(i for i, n in enumerate(vec) if n)
    held = min(pool[t], 9)
    if verb == "pay":  # the essence held most of first (10..19), gold after everything (30)
        return 30 if t == G else 19 - held
    return 0 if t == G else 1 + held  # gain: gold, else the scarcest essence
