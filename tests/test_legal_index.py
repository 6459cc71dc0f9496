"""core/legal_index.py: a move list packed as each move's place in its legal list."""

from __future__ import annotations

import random

import pytest

from tabula.core import legal_index
from tabula.core.errors import NotationError
from tabula.core.record import Record
from tabula.games import get
from tabula.web.session import Session


def finished(game_id: str, players: int, seed: int) -> Record:
    game = get(game_id)
    rec = Record(game=game_id, options=game.default_options(players), seed=seed,
                 players=[f"P{i}" for i in range(players)], rules=game.rules_version)
    s = Session(game, rec, "x")
    rng = random.Random(seed)
    while not s.over():
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    return rec


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game_id", ["bonfire", "fate_of_venterra", "res_arcana"])
def test_round_trip_and_size(game_id, players):
    game = get(game_id)
    rec = finished(game_id, players, seed=players + 10)
    text = legal_index.pack(game, rec.options, rec.seed, rec.moves)
    assert text is not None
    assert legal_index.unpack(game, rec.options, rec.seed, text) == rec.moves
    # far below a byte per move: most choices are among a few dozen
    assert len(text) < len(rec.moves), (len(text), len(rec.moves))
    # a prefix packs too (a game going on)
    half = rec.moves[: len(rec.moves) // 2]
    assert legal_index.unpack(game, rec.options, rec.seed,
                              legal_index.pack(game, rec.options, rec.seed, half)) == half


def test_damage_is_refused():
    game = get("bonfire")
    rec = finished("bonfire", 2, seed=3)
    text = legal_index.pack(game, rec.options, rec.seed, rec.moves)
    count, body, check = text.split(".")
    other = "AAAA" if check != "AAAA" else "BBBB"
    for bad in (f"{int(count) + 400}.{body}.{check}", f"{count}.{body}AAAA.{check}",
                f"{count}.{body}!.{check}", "x.AA.AAAA", "", f"{int(count) - 1}.{body}.{check}",
                f"99999999.{body}.{check}",
                f"{count}.{body}", f"{count}.{body}.{other}"):
        with pytest.raises(NotationError):
            legal_index.unpack(game, rec.options, rec.seed, bad)


def test_a_move_not_in_its_legal_list_keeps_the_list_in_full():
    game = get("bonfire")
    rec = finished("bonfire", 2, seed=5)
    assert legal_index.pack(game, rec.options, rec.seed, rec.moves[:3] + ["p1: no such move"]) is None


@pytest.mark.parametrize("game_id", ["fate_of_venterra", "bonfire"])
def test_a_finished_four_player_games_link_is_short(game_id):
    """Issue #18: a finished 4-player game's link at most 1,500 characters."""
    from tabula.core import codec

    game = get(game_id)
    assert game.capabilities.compact
    for seed in (1, 2, 3):
        rec = finished(game_id, 4, seed)
        link = "http://127.0.0.1:8000/#g=" + codec.encode(rec, game)
        assert len(link) <= 1500, (seed, len(link))
        assert codec.decode(link.split("#g=")[1], {game_id: game}).moves == rec.moves
