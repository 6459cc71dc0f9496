"""Property-based tests of Res Arcana's compact move forms (index and text): random and mutated
texts are either read (and the moves then replay or are refused with a sentence) or refused with a
TabulaError whose message is a sentence; nothing else escapes. The mutations keep the index
form's marker most of the time, so that its count, number and check are what gets damaged.
(Whole links: tests/test_fuzz_decoders.py.)"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from fuzzing import fast, mutate
from tabula.core.errors import TabulaError
from tabula.core.record import Record, replay
from tabula.games.res_arcana import GAME
from tabula.games.res_arcana.compact import pack_text
from tabula.games.res_arcana.compact_index import MARK

OPTIONS = {"players": 3}
SEED = 5
BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"


def _moves(count: int) -> list[str]:
    rng = random.Random(SEED)
    s = GAME.setup(OPTIONS, SEED)
    out: list[str] = []
    while GAME.to_move(s) and len(out) < count:
        seat = rng.choice(GAME.to_move(s))
        a = rng.choice(GAME.legal(s, seat))
        out.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return out


MOVES = _moves(120)
INDEX = GAME.pack_moves(OPTIONS, SEED, MOVES)
TEXT = pack_text(OPTIONS, SEED, MOVES)


def _read(text: str) -> None:
    try:
        moves = GAME.unpack_moves(OPTIONS, SEED, text)
    except TabulaError as e:
        assert str(e) and "Traceback" not in str(e)
        return
    record = Record(game=GAME.id, options=OPTIONS, seed=SEED, players=["a", "b", "c"], moves=moves)
    try:
        replay(GAME, record)
    except TabulaError as e:
        assert str(e)


def test_the_forms_fuzzed_are_the_ones_written():
    assert INDEX.startswith(MARK) and TEXT and not TEXT.startswith(MARK)
    assert GAME.unpack_moves(OPTIONS, SEED, INDEX) == MOVES == GAME.unpack_moves(OPTIONS, SEED, TEXT)


@fast(400)
@given(st.data())
def test_mutated_index_forms(data):
    body = mutate(INDEX[len(MARK):], data, inserts=".#0123456789AZaz_-~!:+")
    _read(MARK + body if data.draw(st.integers(0, 9)) else mutate(INDEX, data))


@fast(200)
@given(st.data())
def test_made_up_index_forms(data):
    number = data.draw(st.text(BASE64URL, max_size=80))
    check = data.draw(st.one_of(st.text(BASE64URL, min_size=4, max_size=4), st.text(max_size=5)))
    count = data.draw(st.integers(0, 200))
    _read(f"{MARK}{count}.{number}.{check}")


@fast(300)
@given(st.data())
def test_mutated_text_forms(data):
    _read(data.draw(st.one_of(st.text(max_size=80), st.just(mutate(TEXT, data)))))
