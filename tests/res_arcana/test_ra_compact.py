"""Share links: the compact move list round-trips exactly, refuses damage, and is short."""

from __future__ import annotations

import random

import pytest

from tabula.core import codec
from tabula.core.errors import RecordError
from tabula.core.record import Record
from tabula.games.res_arcana import GAME, data
from tabula.games.res_arcana import compact as ra_compact


def _game(seed: int, options: dict, prefer: float = 0.5):
    rng = random.Random(seed)
    s = GAME.setup(options, seed)
    moves = []
    while GAME.to_move(s):
        seat = rng.choice(GAME.to_move(s))  # simultaneous decisions in any order
        legal = GAME.legal(s, seat)
        good = [a for a in legal if a[1] in ("place", "claim", "use")]
        a = rng.choice(good if good and rng.random() < prefer else legal)
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return moves


def test_codes_name_every_card_once():
    assert set(ra_compact.CODES) == set(data.CARDS)
    codes = list(ra_compact.CODES.values())
    assert len(set(codes)) == len(codes) and all(len(c) == 2 for c in codes)


@pytest.mark.parametrize("seed", range(12))
def test_round_trip(seed):
    options = {"players": 2 + seed % 3}
    if seed % 4 == 1:
        options["setup"] = "beginner"
    moves = _game(seed, options)
    packed = GAME.pack_moves(options, seed, moves)
    assert packed is not None
    assert GAME.unpack_moves(options, seed, packed) == moves
    assert len(packed) < 3 * len(moves)  # versus ~14 characters a move written out
    # every prefix is a game too (undo, saves mid-game)
    k = len(moves) // 3
    assert GAME.unpack_moves(options, seed, GAME.pack_moves(options, seed, moves[:k])) == moves[:k]


def test_moves_that_do_not_replay_are_not_packed():
    options = {"players": 2}
    moves = _game(3, options)
    assert GAME.pack_moves(options, 3, moves[:5] + ["p1: place unicorn"]) is None
    assert GAME.pack_moves(options, 3, ["p1: fly"]) is None
    assert GAME.pack_moves(options, 3, moves[:4] + [moves[6]]) is None
    assert GAME.pack_moves(options, 3, []) == ""
    assert GAME.unpack_moves(options, 3, "") == []


@pytest.mark.parametrize("bad", ["Q", "Pzz", "@9e", "e" * 40, "O3atbd", "#"])
def test_damaged_packs_are_refused(bad):
    options = {"players": 2}
    with pytest.raises(RecordError):
        GAME.unpack_moves(options, 3, bad)


def test_share_token_of_a_finished_four_player_game_is_short():
    options = {"players": 4}
    moves = _game(21, options, prefer=0.7)
    rec = Record(game="res_arcana", options=options, seed=21, players=["Ann", "Bob", "Cy", "Di"],
                 moves=moves, rules=GAME.rules_version)
    short, full = codec.encode(rec, GAME), codec.encode(rec)
    assert codec.decode(short, {"res_arcana": GAME}).moves == moves
    assert len(short) < 0.6 * len(full)
    assert len(short) < 2.6 * len(moves)  # a few hundred decisions: about 1.5 characters each
