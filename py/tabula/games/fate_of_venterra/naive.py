"""Fate of Venterra's naive player (``tabula.bots.naive``): fixed priorities, no lookahead.

It declares Plan and Reinforce when it may, and carries out a command card's actions in this
order, the first that ``legal`` offers (so the first it can afford):

1. complete a reserved quest;
2. build or upgrade a building;
3. recruit a unit;
4. reserve a quest, march (into empty territories only), charge or maneuver;
5. buy a leader card or an ability;
6. take Wealth; else end the card.

When it moves units it moves into territories where nobody stands (to hold more of them), else
stops. It bids nothing for initiative, never offers a treaty, and in a battle plays a leader
card, else bluffs. Everything else (its start, rewards, reserve rows, losses) is a seeded random
pick among the options.
"""

from __future__ import annotations

from .rules.common import seats_at, tid

# verb -> priority (lower first); a verb not listed ranks with the random picks (0)
PRIORITY = {
    "complete": 0, "build": 1, "upgrade": 1, "recruit": 2,
    "reserve": 3, "march": 3, "charge": 3, "maneuver": 3, "ability": 4, "buy": 4,
    "wealth": 5, "end": 6, "done": 6, "treaty": 7,
    "card": 0, "leader": 0, "bluff": 1, "none": 2,
}
MOVE_EMPTY, MOVE_OTHER = 0, 7  # a move into an empty territory; any other move (after "done")


def rank(s, seat: int, a: tuple) -> int:
    """The priority of action ``a`` for ``seat`` (lower is taken first; ties are broken at random)."""
    verb = a[1]
    if verb == "declare":
        return 0 if set(a[2:]) == {"plan", "reinforce"} else 1
    if verb == "bid":
        return a[2]
    if verb == "move":  # (seat, "move", piece, from, to)
        return MOVE_OTHER if seats_at(s, tid(s, a[4])) else MOVE_EMPTY
    return PRIORITY.get(verb, 0)
