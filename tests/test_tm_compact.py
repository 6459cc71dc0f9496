"""Share links carry moves in Terra Mystica's compact form; it must give back the
exact moves, and a finished 4-player game must fit in a 1,500-character link (issue 18)."""

from __future__ import annotations

import random

import pytest

from tabula.core import codec
from tabula.core.errors import TokenError
from tabula.core.record import Record
from tabula.games.terra_mystica import GAME

PAGE = "http://127.0.0.1:8000/"


def finished_game(seed: int, players: int, extra=()):
    rng = random.Random(seed)
    options = {"players": players,
               "options": ["strict-leech", "errata-cultist-power", "variable-turn-order", *extra]}
    s = GAME.setup(options, seed)
    moves = []
    while GAME.to_move(s):
        legal = GAME.legal(s, GAME.to_move(s)[0])
        main = [a for a in legal if a[1] not in ("pass", "convert", "burn")]
        a = rng.choice(main if main and rng.random() < 0.98 else legal)
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return Record(game="terra_mystica", options=options, seed=seed,
                  players=[f"Player {i + 1}" for i in range(players)], moves=moves)


@pytest.mark.parametrize("seed,players,extra", [(1, 4, ()), (2, 4, ()), (3, 5, ()), (4, 2, ()),
                                               (6, 3, ("site-log",))])
def test_pack_round_trips_and_fits(seed, players, extra):
    """(A "site-log" game, as imported from the site, also gives back resources and cult steps.)"""
    record = finished_game(seed, players, extra)
    packed = GAME.pack_moves(record.options, record.seed, record.moves)
    assert packed is not None
    assert GAME.unpack_moves(record.options, record.seed, packed) == record.moves
    token = codec.encode(record, GAME)
    assert codec.decode(token, {"terra_mystica": GAME}).moves == record.moves
    if players == 4:
        assert len(record.moves) > 200
        assert len(PAGE + "#g=" + token) <= 1500, len(PAGE + "#g=" + token)


def test_a_packed_token_needs_the_game_and_rejects_damage():
    record = finished_game(5, 3)
    token = codec.encode(record, GAME)
    with pytest.raises(TokenError, match="does not have"):
        codec.decode(token, {})
    mid = len(token) // 2
    for bad in (token[:-12], token[:mid] + ("A" if token[mid] != "A" else "B") + token[mid + 1:]):
        with pytest.raises(TokenError):
            codec.decode(bad, {"terra_mystica": GAME})


def test_unreplayable_moves_are_kept_in_full():
    record = Record(game="terra_mystica", options={"players": 2, "factions": ["witches", "nomads"]},
                    seed=1, players=["a", "b"], moves=["witches: build A1"])
    assert GAME.pack_moves(record.options, record.seed, record.moves) is None
    assert codec.decode(codec.encode(record, GAME), {"terra_mystica": GAME}).moves == record.moves
