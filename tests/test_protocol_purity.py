"""For every registered game: apply() never changes the state it is given, legal()
never changes it either, and format/parse round-trip. Checked on seeded random play."""

from __future__ import annotations

import pickle
import random

import pytest

from tabula.games import PACKAGES, get


@pytest.mark.parametrize("seed", [11, 12])
@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_apply_and_legal_leave_their_input_alone(game_id, seed):
    game = get(game_id)
    rng = random.Random(seed)
    players = game.min_players if seed % 2 else game.max_players
    s = game.setup(game.default_options(players) | {"players": players}, seed)
    steps = 0
    while game.to_move(s) and steps < 1500:
        seat = game.to_move(s)[0]
        before = pickle.dumps(s)
        legal = game.legal(s, seat)
        assert pickle.dumps(s) == before, "legal() changed the state"
        a = rng.choice(legal)
        text = game.format(s, a)
        assert game.parse(s, text) == a, text
        n, _events = game.apply(s, a)
        assert n is not s
        assert pickle.dumps(s) == before, f"apply({text}) changed its input state"
        s = n
        steps += 1
    assert steps > 50
