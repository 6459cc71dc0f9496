"""Property-based tests: random and mutated inputs thrown at every decoder that takes
text from outside (share tokens, saves, records, notation, site logs, the games' compact moves).
Each input is either accepted or rejected with a TabulaError whose message is a sentence; nothing
else ever escapes, and stored saves are never changed by reading them.

``make test`` runs the quick version (about 12,000 inputs in all); ``make bench`` runs each
decoder with ``TABULA_FUZZ_EXAMPLES`` inputs (10,000) and prints the count."""

from __future__ import annotations

import json
import random

from hypothesis import given
from hypothesis import strategies as st

from fuzzing import fast, mutate
from memory_storage import MemoryStorage as Store
from tabula.core import codec
from tabula.core.errors import TabulaError
from tabula.core.record import Record, from_text, replay, to_text
from tabula.games import PACKAGES, get
from tabula.games.terra_mystica.importer import import_site_log
from tabula.web.session import load as load_session
from tabula.web.storage import PREFIX, SavedGame, SaveStore

GAMES = {gid: get(gid) for gid in PACKAGES}
TM = GAMES["terra_mystica"]


def _short_game(game_id: str, moves: int, seed: int = 3) -> Record:
    game = GAMES[game_id]
    rng = random.Random(seed)
    options = game.default_options(2) | {"players": 2}
    s = game.setup(options, seed)
    out = []
    while game.to_move(s) and len(out) < moves:
        a = rng.choice(game.legal(s, game.to_move(s)[0]))
        out.append(game.format(s, a))
        s, _ = game.apply(s, a)
    return Record(game=game_id, options=options, seed=seed, players=["Ann", "Bo"], moves=out,
                  rules=game.rules_version)


RECORDS = {gid: _short_game(gid, 60) for gid in GAMES}
TOKENS = [codec.encode(r, GAMES[r.game]) for r in RECORDS.values()]
SITE_LOG = "\n".join(["option strict-leech", "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6",
                      "setup witches", "setup nomads", "witches: build F2", "nomads: build E8",
                      "nomads: build A5", "witches: build A10", "nomads: build B1",
                      "nomads: pass BON1", "witches: pass BON2", "witches: upgrade F2 to TP"])




def _rejects_cleanly(fn, *args):
    try:
        fn(*args)
    except TabulaError as e:
        assert str(e) and "Traceback" not in str(e)


@fast(2500)
@given(st.data())
def test_share_tokens(data):
    base = data.draw(st.sampled_from(TOKENS))
    token = data.draw(st.one_of(st.text(max_size=300), st.just(mutate(base, data))))
    try:
        record = codec.decode(token, GAMES)
    except TabulaError as e:
        assert str(e)
        return
    game = GAMES.get(record.game)
    if game is not None:  # an accepted token still replays or fails with a message
        _rejects_cleanly(replay, game, record)


@fast(2000)
@given(st.data())
def test_records_as_json_and_text(data):
    record = data.draw(st.sampled_from(list(RECORDS.values())))
    form = data.draw(st.sampled_from(["json", "text"]))
    text = mutate(record.to_json() if form == "json" else to_text(record), data)
    try:
        r = Record.from_json(text) if form == "json" else from_text(text)[0]
    except TabulaError as e:
        assert str(e)
        return
    if r.game in GAMES:
        _rejects_cleanly(load_session, GAMES[r.game], r, "fuzz")




@fast(2000)
@given(st.data())
def test_saves_are_read_without_being_changed(data):
    store = Store()
    saves = SaveStore(store)
    for i, r in enumerate(RECORDS.values()):
        saves.save(SavedGame(id=f"g{i}", game=r.game, players=r.players, round="", updated=i, record=r))
    victim = data.draw(st.sampled_from(sorted(store)))
    store[victim] = mutate(store[victim], data)
    if data.draw(st.booleans()):
        store[PREFIX + "junk"] = data.draw(st.text(max_size=200))
    before = dict(store)
    good, bad = saves.list()
    assert len(good) + len(bad) == len(before)
    for entry in good:
        if PREFIX + entry.id == victim and entry.game in GAMES:  # the damaged one still opens or says why
            _rejects_cleanly(load_session, GAMES[entry.game], entry.record, entry.id)
    _rejects_cleanly(saves.load, victim[len(PREFIX):])
    assert dict(store) == before


@fast(3000)
@given(st.data())
def test_notation_of_every_game(data):
    gid = data.draw(st.sampled_from(sorted(GAMES)))
    game, record = GAMES[gid], RECORDS[gid]
    k = data.draw(st.integers(0, len(record.moves) - 1))
    state = replay(game, record, upto=k)
    text = data.draw(st.one_of(st.text(max_size=60), st.just(mutate(record.moves[k], data))))
    try:
        action = game.parse(state, text)
    except TabulaError as e:
        assert str(e)
        return
    _rejects_cleanly(game.apply, state, action)


@fast(1500)
@given(st.data())
def test_terra_mystica_site_logs(data):
    text = data.draw(st.one_of(st.text(max_size=200), st.just(mutate(SITE_LOG, data))))
    _rejects_cleanly(import_site_log, TM, text)


# --- structured: a field of a decoded link or save replaced by a hostile JSON value ------------

HOSTILE = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=True),
              st.text(max_size=30), st.sampled_from([10**30, -(10**30), float("inf"), "p1", "base"])),
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(st.text(max_size=8), inner,
                                                                         max_size=5)),
    max_leaves=25,
)
DEEP = st.integers(30, 3000).map(lambda n: "[" * n + "]" * n)


def _replace_somewhere(value, data, depth: int = 0):
    """``value`` with one part (at any depth) replaced by a hostile value."""
    if isinstance(value, dict) and value and data.draw(st.booleans()):
        k = data.draw(st.sampled_from(sorted(value)))
        return value | {k: _replace_somewhere(value[k], data, depth + 1)}
    if isinstance(value, list) and value and data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(value) - 1))
        return value[:i] + [_replace_somewhere(value[i], data, depth + 1)] + value[i + 1:]
    return data.draw(HOSTILE)


def _dumps(value, data) -> str:
    text = json.dumps(value, separators=(",", ":"))
    if data.draw(st.integers(0, 9)) == 0:  # or a deeply nested list in place of a value
        text = text.replace("null", data.draw(DEEP), 1) if "null" in text else data.draw(DEEP)
    return text


def _token_of(text: str, game_id: str) -> str:
    import base64
    import zlib

    body = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 6)).decode("ascii").rstrip("=")
    return f"1.{game_id}.{body}"


@fast(500)
@given(st.data())
def test_share_token_fields(data):
    record = data.draw(st.sampled_from(list(RECORDS.values())))
    d = record.to_dict()
    if data.draw(st.booleans()):
        d.pop("moves")
        d["pack"] = GAMES[record.game].pack_moves(record.options, record.seed, record.moves) \
            if GAMES[record.game].capabilities.compact else ""
    token = _token_of(_dumps(_replace_somewhere(d, data), data), record.game)
    try:
        decoded = codec.decode(token, GAMES)
    except TabulaError as e:
        assert str(e)
        return
    if decoded.game in GAMES:
        _rejects_cleanly(load_session, GAMES[decoded.game], decoded, "fuzz")


@fast(300)
@given(st.data())
def test_save_entry_fields(data):
    record = data.draw(st.sampled_from(list(RECORDS.values())))
    entry = json.loads(SavedGame(id="g1", game=record.game, players=record.players, round="",
                                 updated=1, record=record).to_json())
    store = Store({PREFIX + "g1": _dumps(_replace_somewhere(entry, data), data)})
    before = dict(store)
    saves = SaveStore(store)
    good, bad = saves.list()
    assert len(good) + len(bad) == 1
    for e in good:
        if e.game in GAMES:
            _rejects_cleanly(load_session, GAMES[e.game], e.record, e.id)
    assert dict(store) == before


@fast(300)
@given(st.data())
def test_compact_moves_of_every_game(data):
    packers = {gid: g for gid, g in GAMES.items() if g.capabilities.compact}
    gid = data.draw(st.sampled_from(sorted(packers)))
    game, record = packers[gid], RECORDS[gid]
    packed = game.pack_moves(record.options, record.seed, record.moves) or ""
    text = data.draw(st.one_of(st.text(max_size=80), st.just(mutate(packed, data))))
    try:
        moves = game.unpack_moves(record.options, record.seed, text)
    except TabulaError as e:
        assert str(e)
        return
    r = Record(game=gid, options=record.options, seed=record.seed, players=record.players, moves=moves,
               rules=record.rules)
    _rejects_cleanly(load_session, game, r, "fuzz")
