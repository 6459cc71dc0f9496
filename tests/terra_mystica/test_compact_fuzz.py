"""Property-based tests of Terra Mystica's compact move forms (index and text): random and
mutated texts are either read (and the moves then replay or are refused with a sentence) or
refused with a TabulaError whose message is a sentence; nothing else escapes. The mutations
keep the index form's marker most of the time, so that its number, check and escaped moves are
what gets damaged. (Whole links: tests/test_fuzz_decoders.py.)"""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from fuzzing import fast, mutate
from tabula.core.errors import TabulaError
from tabula.core.record import Record, replay
from tabula.games.terra_mystica import GAME
from tabula.games.terra_mystica.compact import pack_text
from tabula.games.terra_mystica.compact_index import MARK

OPTIONS = {"players": 3, "options": ["strict-leech", "errata-cultist-power", "site-log"]}
SEED = 5


def _moves(count: int) -> list[str]:
    rng = random.Random(SEED)
    s = GAME.setup(OPTIONS, SEED)
    out: list[str] = []
    while GAME.to_move(s) and len(out) < count:
        legal = GAME.legal(s, GAME.to_move(s)[0])
        main = [a for a in legal if a[1] not in ("pass", "convert", "burn", "giveback")]
        a = rng.choice(main or legal)
        out.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return out


MOVES = _moves(50)
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


@fast(400)
@given(st.data())
def test_mutated_index_forms(data):
    assert INDEX.startswith(MARK)
    body = mutate(INDEX[len(MARK):], data, inserts=".;0123456789AZaz_-~!:+")
    _read(MARK + body if data.draw(st.integers(0, 9)) else mutate(INDEX, data))


@fast(200)
@given(st.data())
def test_made_up_index_forms(data):
    number = data.draw(st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-",
                               max_size=60))
    escaped = data.draw(st.lists(st.text(max_size=8), max_size=4))
    count = data.draw(st.integers(0, 120))
    _read(f"{MARK}{count}.{number}.{data.draw(st.text(max_size=5))}.{';'.join(escaped)}")


@fast(300)
@given(st.data())
def test_mutated_text_forms(data):
    _read(data.draw(st.one_of(st.text(max_size=80), st.just(mutate(TEXT, data)))))
