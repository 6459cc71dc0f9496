"""Terra Mystica's naive player (``tabula.bots.naive``): fixed priorities, no lookahead.

Its turn's action, the first that ``legal`` offers (so the first it can afford):

1. build a dwelling (on home terrain next to its own buildings: the only builds listed);
2. upgrade a dwelling to a trading house, next to a rival's building first (cheaper);
3. upgrade a trading house to the stronghold, else to a temple;
4. dig with the fewest spades offered, then transform a hex to its home terrain and build there;
5. take a special or power action, else send a priest to a cult track, else advance shipping or
   digging, else upgrade a temple to the sanctuary;
6. else pass (for a random bonus card); it ends a turn as soon as it may (``done``).

It converts and burns power only when nothing else is offered, and never resigns. It takes every
power offered (``leech``); favour and town tiles, cult steps and its starting dwellings are seeded
random picks among the options.
"""

from __future__ import annotations

from .score import direct_neighbours

# verb -> priority (lower first); a verb not listed ranks with the random picks (0)
PRIORITY = {
    "build": 0, "dig": 5, "action": 10, "send": 11, "advance": 12, "pass": 20, "done": 20,
    "leech": 0, "decline": 1, "convert": 30, "burn": 30, "resign": 99,
}
UPGRADE = {"TP": 2, "SH": 3, "TE": 4, "SA": 13}  # the rank of an upgrade to each building


def rank(s, seat: int, a: tuple) -> int:
    """The priority of action ``a`` for ``seat`` (lower is taken first; ties are broken at random)."""
    verb = a[1]
    if verb == "upgrade":
        hex_, to = a[2], a[3]
        if to == "TP" and _next_to_rival(s, seat, hex_):
            return 1
        return UPGRADE[to]
    if verb == "dig":  # the fewest spades first: 5, 6, 7
        return PRIORITY["dig"] + a[2] - 1
    if verb == "transform":  # to the home terrain (then build on it), else anything offered
        return 0 if a[3] in (None, s.players[seat].home) else 1
    return PRIORITY.get(verb, 0)


def _next_to_rival(s, seat: int, hex_: str) -> bool:
    for n in direct_neighbours(s, hex_):
        owner = s.building.get(n)
        if owner is not None and owner[0] != seat:
            return True
    return False
