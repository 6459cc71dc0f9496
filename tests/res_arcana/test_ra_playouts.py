"""Random games over 2 to 4 players: they finish, keep their invariants, and every legal
decision's text parses back to the same decision."""

import random

import pytest
from ra_helpers import check_invariants

import tier
from tabula.games.res_arcana import GAME
from tabula.games.res_arcana.rules import actions as actions_mod

GAMES = 510


def options_for(seed: int) -> dict:
    players = 2 + seed % 3
    opts = {"players": players}
    if seed % 5 == 0:
        opts["setup"] = "beginner"
    elif seed % 2:
        opts["places"] = "random"
    return opts


def playout(seed: int, check_text: bool = True):
    rng = random.Random(seed)
    s = GAME.setup(options_for(seed), seed)
    n = 0
    while True:
        movers = GAME.to_move(s)
        if not movers:
            return s, n
        seat = rng.choice(movers)
        legal = GAME.legal(s, seat)
        assert legal, f"seed {seed}: seat {seat} has no legal decision"
        a = rng.choice(legal)
        if all(x[1] in ("pay", "gain", "done") for x in legal):  # essence choices stay short
            assert len(legal) <= 6, legal
        if check_text:
            assert GAME.parse(s, GAME.format(s, a)) == a
        s, _ = GAME.apply(s, a)
        check_invariants(s)
        n += 1
        assert n < 20000, f"seed {seed}: the game did not end"


@pytest.mark.slow
@pytest.mark.parametrize("block", range(10))
def test_random_games_finish_and_keep_invariants(block):
    per = GAMES // 10
    for seed in range(block * per, (block + 1) * per):
        s, n = playout(seed)
        assert s.phase == "over" and GAME.result(s) is not None
        assert max(GAME.result(s)) >= 10
        winners = GAME.winners(s)
        best = max(GAME.result(s))
        assert winners and all(GAME.result(s)[w] == best for w in winners)


def test_every_legal_text_parses_back():
    for seed in range(3):
        rng = random.Random(seed)
        s = GAME.setup(options_for(seed), seed)
        while GAME.to_move(s):
            for seat in GAME.to_move(s):
                for a in GAME.legal(s, seat):
                    assert GAME.parse(s, GAME.format(s, a)) == a
            seat = GAME.to_move(s)[0]
            s, _ = GAME.apply(s, rng.choice(GAME.legal(s, seat)))


@tier.sweep
def test_legal_agrees_with_trial_application():
    """legal() filters main actions with apply's own check; a trial on a copy agrees, and
    every legal decision applies."""
    for seed in range(100, 100 + tier.count(quick=2, full=4)):
        rng = random.Random(seed)
        s = GAME.setup(options_for(seed), seed)
        while GAME.to_move(s):
            seat = GAME.to_move(s)[0]
            fast = GAME.legal(s, seat)
            actions_mod.TRIAL = True
            try:
                slow = GAME.legal(s, seat)
            finally:
                actions_mod.TRIAL = False
            assert fast == slow
            for a in fast[:25]:
                GAME.apply(s, a)
            s, _ = GAME.apply(s, rng.choice(fast))
        for seat in range(s.nplayers):
            assert GAME.legal(s, seat) == []
