"""What a seat's essences can become (ai.py's evaluation): the points and components in reach.

An essence is worth what it can buy, not a fixed price: Death is worth a lot to a seat that
can claim the Catacombs of the Dead and next to nothing to one with nothing to spend it on (the
bots used to pile up 10-14 of it for rounds). The targets in reach of a seat are what it may
still buy: the monuments (on display and the top of the deck), the unclaimed Places of Power,
the artifacts in its hand (as every seat sees them: average ones). Each is worth its points and
one round of its income (``Reach.value``), and is bought with its cost in essences.

The seat's essences (pool, and what waits on its components to be taken back) go to the
targets best value per essence first, each essence to a target that needs its type (any type
for an "any" cost). A target's share of its value grows faster than the share of its cost
covered (``_share``): the first essences toward a 12-essence Place still need the other 11 and
many rounds, the last one makes it claimable now. What no target needs is "loose": it pays for
powers, and is worth a little up to the price of an artifact, nothing beyond (a seat cannot
spend more than that in a round or two).
"""

from __future__ import annotations

import math
from typing import NamedTuple

from .data import ARTIFACTS, CARDS, MONUMENTS, G
from .state import State

LOOSE = (0.08, 0.08, 0.08, 0.08, 0.16)  # VP of an essence no target needs (Gold: twice, it is scarce)
LOOSE_MAX = 5  # loose essences beyond this many buy nothing (an artifact costs about 4-5)
REACH = 0.8  # points in reach are not yet points: the action to buy is still to come, and a
#              rival may claim a monument or a Place first


class Reach(NamedTuple):
    """The targets' points and income (per round) weighted by how near they are, and what the
    loose essences are worth: at ``left`` rounds to come the whole is ``value(left)``."""
    points: float
    income: float
    loose: float

    def value(self, left: float, future: float) -> float:
        # a target brings its income only once bought: one round of it at most (crediting the
        # rounds left made a seat with many targets in reach value a long game, and stall)
        return REACH * (self.points + self.income * min(left, 1.0) * future) + self.loose


class Goal(NamedTuple):
    """A card as a target: its cost (fixed essences as (type, count) pairs, ``any_n`` of any
    type), points, income."""
    needs: tuple
    any_n: int
    size: int
    points: float
    income: float


def _share(f: float) -> float:
    """The share of a target's value credited when ``f`` of its cost is covered: half an
    essence's share of it at the start, one and a half at the end."""
    return f * (1.0 + f) / 2


# the top of the monument deck is unseen: the mean points of a monument
_MONUMENT_VP = math.fsum(CARDS[m].vp for m in MONUMENTS) / len(MONUMENTS)
_TOP = Goal(((G, 4),), 0, 4, _MONUMENT_VP, 0.0)


class Catalog:
    """Every card as a target, given ``income(card)`` (what the component brings a round);
    targets are ranked by what they bring over ``horizon`` rounds per essence of their cost."""

    def __init__(self, income, horizon: float):
        self.horizon = horizon
        self.goals = {}
        # a card in hand, as every seat sees it: the average artifact (cost of any essences)
        cost = round(math.fsum(CARDS[a].printed_cost for a in ARTIFACTS) / len(ARTIFACTS))
        self.card = Goal((), cost, cost, math.fsum(CARDS[a].vp for a in ARTIFACTS) / len(ARTIFACTS),
                         math.fsum(income(a) for a in ARTIFACTS) / len(ARTIFACTS))
        for card, c in CARDS.items():
            size = sum(c.cost) + c.cost_any
            needs = tuple((k, n) for k, n in enumerate(c.cost) if n)
            self.goals[card] = Goal(needs, c.cost_any, size, float(c.vp), income(card))

    def _targets(self, s: State, seat: int) -> list[tuple[float, int, Goal]]:
        """(value per essence, discount, goal) of what the seat may still buy, best first."""
        p = s.players[seat]
        cut_all = 0  # the standing discount on placing any artifact (Artificer; the Dragon ones
        #              do not apply to an average card)
        for comp in p.components():
            d = CARDS[comp].discount if comp in CARDS else None
            if d is not None and d[0] == "artifact":
                cut_all += d[1]
        goals = self.goals
        found = [(goals[m], 0) for m in s.mon_display]
        if s.mon_deck:
            found.append((_TOP, 0))
        found += [(goals[c], 0) for c in s.places]
        # the cards in hand are hidden from the rivals (and the evaluation reads only what every
        # seat sees): each is the average artifact
        found += [(self.card, cut_all)] * len(p.hand)
        out = []
        for g, cut in found:
            net = g.size - cut
            worth = g.points + g.income * self.horizon
            if net > 0 and worth > 0:  # a free artifact needs no essence
                out.append((worth / net, cut, g))
        out.sort(key=lambda t: -t[0])
        return out

    def reach(self, s: State, seat: int, held: list[int]) -> Reach:
        """What the essences ``held`` (pool and stored, as a 5-list) can become for ``seat``."""
        rest = list(held)
        points = income = 0.0
        for _, cut, g in self._targets(s, seat):
            covered = 0
            for k, need in g.needs:
                if rest[k]:
                    got = min(need, rest[k])
                    rest[k] -= got
                    covered += got
            if g.any_n:
                # any essence, the one held most of first (Gold last: monuments want it)
                need = g.any_n
                for k in sorted(range(5), key=lambda i: (i == G, -rest[i])):
                    got = min(need, rest[k])
                    rest[k] -= got
                    covered += got
                    need -= got
            if covered:
                share = _share(min(1.0, covered / (g.size - cut)))
                points += g.points * share
                income += g.income * share
        loose, room = 0.0, LOOSE_MAX
        for worth, n in sorted(((LOOSE[k], n) for k, n in enumerate(rest) if n), reverse=True):
            take = min(n, room)
            loose += worth * take
            room -= take
        return Reach(points, income, loose)
