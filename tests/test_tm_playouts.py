"""Random playouts over 2 to 5 players and random factions, with invariants checked
after every decision."""

from __future__ import annotations

import random

import pytest

from tabula.games.terra_mystica import GAME, data

GAMES = 300
SUPPLY = {"D": 8, "TP": 4, "TE": 3, "SH": 1, "SA": 1}


def check_invariants(s, burned: list[int]):
    for i, p in enumerate(s.players):
        assert sum(p.pw) == 12 - burned[i], f"{p.faction}: power tokens {p.pw}, burned {burned[i]}"
        assert min(p.c, p.w, p.p, *p.pw) >= 0, f"{p.faction}: negative resource"
        assert p.p + p.placed_priests <= 7
        for b, n in SUPPLY.items():
            assert 0 <= p.built[b] <= n
        assert sum(p.vp_by.values()) == p.vp, f"{p.faction}: VP {p.vp} != breakdown {p.vp_by}"
        assert all(0 <= c <= 10 for c in p.cult)
    on_map = {}
    for seat, kind in s.building.values():
        on_map[(seat, kind)] = on_map.get((seat, kind), 0) + 1
    for i, p in enumerate(s.players):
        for b in data.BUILDINGS:
            assert on_map.get((i, b), 0) == p.built[b]
    assert sum(1 for t in s.cult_top if t is not None) <= 4


def playout(seed: int, players: int):
    rng = random.Random(seed)
    s = GAME.setup({"players": players, "options": ["strict-leech", "errata-cultist-power",
                                                    "mini-expansion-1", "shipping-bonus",
                                                    "temple-scoring-tile"][: 1 + seed % 5]}, seed)
    burned = [0] * players
    n = 0
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal(s, seat)
        assert legal, f"seed {seed}: seat {seat} has no legal decision"
        # mostly real moves, passing rarely, so games reach deep positions
        main = [a for a in legal if a[1] not in ("convert", "burn", "pass")]
        pick = rng.choice(main if main and rng.random() < 0.85 else legal)
        if pick[1] == "burn":
            burned[pick[0]] += pick[2]
        before = s
        s, _ = GAME.apply(s, pick)
        assert before is not s
        if s.phase == "over":
            for i, p in enumerate(s.players):  # final scoring burns half of bowl II
                burned[i] = 12 - sum(p.pw)
        check_invariants(s, burned)
        n += 1
        assert n < 5000
    return s, n


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(10))
def test_random_playouts_finish_and_hold_invariants(chunk):
    per = GAMES // 10
    for seed in range(chunk * per, (chunk + 1) * per):
        players = 2 + seed % 4
        s, n = playout(seed, players)
        assert GAME.result(s) is not None and s.round == 6
        assert n > 50
