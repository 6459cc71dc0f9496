"""``terraform.reach_zone`` builds the hexes a seat reaches outwards from its buildings, once, where
the rule asks of one hex whether a building of the seat is near it. That is the same only because
each relation is symmetric on every map: being next to a hex, the fewest river cells between two
hexes, the distance. Tested here, and the zone against the rule as it reads hex by hex (next to a
building, bridges counted; within shipping range of one; within tunnelling or carpet range of
one) along seeded random games."""

from __future__ import annotations

import random

import pytest

from tabula.games.terra_mystica import GAME, data
from tabula.games.terra_mystica.data import board
from tabula.games.terra_mystica.rules.terraform import reach_zone, shipping_range
from tabula.games.terra_mystica.score import direct_neighbours


@pytest.mark.parametrize("map_id", list(data.MAPS))
def test_neighbours_river_distances_and_distance_are_symmetric(map_id):
    b = board(map_id)
    for a in b.land:
        assert a not in b.land_neighbours[a]
        for n in b.land_neighbours[a]:
            assert a in b.land_neighbours[n], (a, n)
        for h, d in b.river_distances(a).items():
            assert b.river_distances(h).get(a) == d, (a, h)
        for k in (1, 2, 3):
            assert b.river_within(a, k) == {h for h, d in b.river_distances(a).items() if d <= k}
    some = b.land[::7]
    for a in some:
        for h in b.land:
            assert b.distance(a, h) == b.distance(h, a)
        assert b.within(a, 2) == {h for h in b.land if b.distance(a, h) <= 2}


def zone_hex_by_hex(s, seat: int) -> tuple[set[str], set[str]]:
    """The zone as the rule reads it for one hex at a time: the reference."""
    p = s.players[seat]
    b = board(s.map_id)
    own = [h for h, (o, _) in s.building.items() if o == seat]
    ship = shipping_range(s, seat)
    near, far = set(), set()
    for x in b.land:
        if any(s.building.get(n, (None,))[0] == seat for n in direct_neighbours(s, x)):
            near.add(x)
        elif ship and any(b.river_distances(x).get(h, 99) <= ship for h in own):
            near.add(x)
        elif p.faction in ("dwarves", "fakirs") and not s.turn.cult_income:
            k = (1 if p.faction == "dwarves" else p.carpet) + 1
            if any(b.distance(x, h) <= k for h in own):
                far.add(x)
    return near, far


def test_zone_is_the_rule_hex_by_hex():
    """Three maps, 2 to 5 players, the bonus card that adds shipping in play; the games have
    factions that ship, tunnel and fly carpets."""
    checked = 0
    factions = set()
    for players in (2, 3, 4, 5):
        for game, map_id in enumerate(("base", "fjords_v21", "loonlakes_v16")):
            seed = 700 + 10 * players + game
            rng = random.Random(seed)
            s = GAME.setup({"players": players, "map": map_id, "options": ["shipping-bonus"]}, seed)
            while GAME.to_move(s):
                seat = rng.choice(GAME.to_move(s))
                if s.turn is not None and s.turn.seat == seat and s.phase in ("actions", "spades"):
                    near, far = reach_zone(s, seat)
                    assert (near, far) == zone_hex_by_hex(s, seat)
                    checked += 1
                legal = GAME.legal(s, seat)
                main = [a for a in legal if a[1] not in ("convert", "burn", "pass")]
                s, _ = GAME.apply(s, rng.choice(main if main and rng.random() < 0.85 else legal))
            factions.update(p.faction for p in s.players)
    assert checked > 1000
    assert {"dwarves", "fakirs", "mermaids"} <= factions
