"""Positions random play once got stuck in: no turn may end holding spades it can
neither use nor drop."""

from __future__ import annotations

from conftest import GAME, board, play, refused, setres, start


def giants_surrounded_by_wasteland():
    s = start(["giants", "witches"], {"giants": ["D4", "E3"], "witches": ["F2", "F4"]},
              {"giants": "BON1", "witches": "BON2"})
    s = s.copy()
    b = board(s.map_id)
    for h in ("D4", "E3"):
        for n in b.land_neighbours[h]:
            if n not in s.building:
                s.terrain[n] = "red"
    return s


def test_giants_cannot_dig_when_every_hex_in_reach_is_already_wasteland():
    s = giants_surrounded_by_wasteland()
    setres(s, "giants", w=12)
    refused(s, "giants: dig 2", match="no hex within reach")
    assert all(a[1] != "dig" for a in GAME.legal(s, 0))


def test_bon1_spade_of_the_giants_can_still_be_dropped():
    s = giants_surrounded_by_wasteland()
    s = play(s, "giants: action BON1")
    legal = GAME.legal(s, 0)
    assert (0, "discard") in legal
    s = play(s, "giants: -spade", "giants: done")
    assert GAME.to_move(s) == [1]


def test_every_position_of_a_long_game_has_a_way_forward():
    import random

    s = GAME.setup({"players": 5, "setup": "beginner"}, 1)
    rng = random.Random(3)
    while GAME.to_move(s):
        legal = GAME.legal(s, GAME.to_move(s)[0])
        assert legal
        moves = [a for a in legal if a[1] in ("dig", "build", "transform", "upgrade", "action")]
        s, _ = GAME.apply(s, rng.choice(moves if moves and rng.random() < 0.85 else legal))
    assert s.final is not None
