"""Every field of a share link, a save and the text record, replaced by hostile values (deep
nesting, wrong types, huge numbers, huge texts): each is refused with a TabulaError whose message
is a sentence, or accepted and then replays (or is refused) the same way. Nothing else escapes:
in the page any other exception is a dead screen.

Also the checks a session makes of the seats (every seat named, every computer level known).
"""

from __future__ import annotations

import base64
import json
import zlib

import pytest

import tier
from memory_storage import MemoryStorage as Store
from tabula.core import codec, safejson
from tabula.core.errors import RecordError, TabulaError, TokenError
from tabula.core.record import Record, from_text, to_text
from tabula.games import PACKAGES, get
from tabula.web.session import load as load_session
from tabula.web.storage import PREFIX, SavedGame, SaveStore, StorageError

GAMES = {gid: get(gid) for gid in PACKAGES}

NEST = 5000
HOSTILE_JSON = {  # JSON texts, spliced in where a field's value goes
    "deep list": "[" * NEST + "]" * NEST,
    "deep object": '{"a":' * NEST + "1" + "}" * NEST,
    "empty list": "[]",
    "empty object": "{}",
    "null": "null",
    "true": "true",
    "negative": "-1",
    "huge int": "1" + "0" * 30,
    "very huge int": "9" * 4000,
    "inf": "1e999",
    "minus inf": "-1e999",
    "nan": "NaN",
    "float": "2.5",
    "long text": json.dumps("x" * 100_000),
    "list of lists": "[[[[[]]]]]",
    "list of objects": "[{}, {}]",
    "long list": "[" + ",".join(["1"] * 50_000) + "]",
}


def _record(game_id: str) -> Record:
    game = GAMES[game_id]
    options = game.default_options(2) | {"players": 2}
    state = game.setup(options, 7)
    moves = []
    for _ in range(12):
        seats = game.to_move(state)
        if not seats:
            break
        action = game.legal(state, seats[0])[0]
        moves.append(game.format(state, action))
        state, _ = game.apply(state, action)
    return Record(game=game_id, options=options, seed=7, players=["Ann", "Bo"], moves=moves,
                  rules=game.rules_version, seats=["", "easy"])


RECORDS = {gid: _record(gid) for gid in GAMES}


def _with_field(d: dict, path: tuple, value_json: str) -> str:
    """The JSON text of ``d`` with the field at ``path`` replaced by the raw JSON ``value_json``."""
    marker = "\u0000HOSTILE\u0000"
    d = json.loads(json.dumps(d))
    target = d
    for p in path[:-1]:
        target = target[p]
    target[path[-1]] = marker
    return json.dumps(d, separators=(",", ":")).replace(json.dumps(marker), value_json)


def _token(text: str, game_id: str) -> str:
    body = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")
    return f"1.{game_id}.{body}"


def _sentence(e: Exception) -> None:
    msg = str(e)
    assert msg and "Traceback" not in msg and len(msg) < 400, msg


def _opens_or_says_why(record: Record) -> None:
    """An accepted record replays into a session whose position can be listed, or says why not."""
    game = GAMES.get(record.game)
    if game is None:
        return
    try:
        session = load_session(game, record, "hostile")
    except TabulaError as e:
        _sentence(e)
        return
    seat = session.deciding()
    if seat is not None:
        session.legal_texts(seat)


def _fields(record: Record) -> list[tuple]:
    d = record.to_dict()
    paths = [(k,) for k in d] + [("seats",), ("pack",)]
    paths += [("options", k) for k in d["options"]]
    paths += [("players", 0), ("moves", 0)]
    return sorted(set(paths))


CASES = [(gid, path, name) for gid in sorted(GAMES) for path in _fields(RECORDS[gid])
         for name in HOSTILE_JSON]


@pytest.mark.parametrize("game_id,path,value", tier.thin(CASES, quick=4), ids=lambda v: "/".join(map(str, v))
                         if isinstance(v, tuple) else str(v))
def test_every_link_field(game_id, path, value):
    d = RECORDS[game_id].to_dict()
    if path == ("pack",):
        d.pop("moves")
        d["pack"] = ""
    token = _token(_with_field(d, path, HOSTILE_JSON[value]), game_id)
    try:
        record = codec.decode(token, GAMES)
    except TokenError as e:
        _sentence(e)
        return
    _opens_or_says_why(record)


@pytest.mark.parametrize("game_id,path,value", tier.thin([c for c in CASES if c[1][0] != "pack"], quick=4),
                         ids=lambda v: "/".join(map(str, v)) if isinstance(v, tuple) else str(v))
def test_every_save_field(game_id, path, value):
    record = RECORDS[game_id]
    entry = json.loads(SavedGame(id="s1", game=game_id, players=record.players, round="", updated=1.0,
                                 record=record).to_json())
    texts = [_with_field(entry, ("record", *path), HOSTILE_JSON[value])]
    if path[0] in entry:  # the entry's own fields of the same name (game, players, ...)
        texts.append(_with_field(entry, path, HOSTILE_JSON[value]))
    for text in texts:
        store = Store({PREFIX + "s1": text, PREFIX + "other": _good_entry("other")})
        good, bad = SaveStore(store).list()
        assert "other" in [s.id for s in good]  # one bad entry never hides another
        for damaged in bad:
            _sentence(Exception(damaged.problem))
        try:
            saved = SaveStore(store).load("s1")
        except TabulaError as e:
            _sentence(e)
        else:
            _opens_or_says_why(saved.record)
        assert store[PREFIX + "s1"] == text  # reading never rewrites an entry


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("tag", ["game", "rules", "seed", "options", "players", "seats"])
@pytest.mark.parametrize("value", tier.thin(sorted(HOSTILE_JSON), quick=2))
def test_every_text_record_tag(game_id, tag, value):
    lines = to_text(RECORDS[game_id]).splitlines()
    raw = HOSTILE_JSON[value]
    if tag in ("options", "players", "seats"):
        raw = json.dumps(raw)  # these tags hold JSON inside a JSON string
    lines = [ln for ln in lines if not ln.startswith(f"[{tag} ")]
    lines.insert(0, f"[{tag} {raw}]")
    try:
        record, _ = from_text("\n".join(lines))
    except RecordError as e:
        _sentence(e)
        return
    _opens_or_says_why(record)


def test_a_short_deeply_nested_link_is_refused():
    token = _token("[" * 50_000, "terra_mystica")
    assert len(token) < 200
    with pytest.raises(TokenError, match="nested too deeply"):
        codec.decode(token, GAMES)
    with pytest.raises(TokenError, match="nested too deeply"):
        codec.decode(_token('{"game":"x","options":' + '{"a":' * 100 + "1" + "}" * 100 + "}", "x"), GAMES)


def test_depth_ignores_brackets_in_strings_and_needs_no_recursion():
    assert safejson.depth('{"a": "[[[[{{{{", "b": [1, [2]]}') == 3
    assert safejson.depth('"\\"[[["') == 0
    assert safejson.depth("[" * 400_000) == 400_000  # counted without recursion
    with pytest.raises(safejson.TooDeep):
        safejson.check_depth(_deep_list(10_000))
    safejson.check_depth(_deep_list(10))


def _deep_list(n: int) -> list:
    v: list = []
    for _ in range(n):
        v = [v]
    return v


# --- seats ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_seat_needs_a_name(game_id):
    record = RECORDS[game_id].copy()
    record.players = record.players[:1]
    with pytest.raises(RecordError, match="names 1 players"):
        load_session(GAMES[game_id], record, "x")
    record.players = ["A", "B", "C"]
    with pytest.raises(RecordError, match="names 3 players"):
        load_session(GAMES[game_id], record, "x")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_unknown_computer_levels_are_refused(game_id):
    record = RECORDS[game_id].copy()
    record.seats = ["", "grandmaster"]
    with pytest.raises(RecordError, match="grandmaster"):
        load_session(GAMES[game_id], record, "x")
    record.seats = ["", "easy", "hard"]
    with pytest.raises(RecordError, match="who plays 3"):
        load_session(GAMES[game_id], record, "x")


# --- saves ---------------------------------------------------------------------------------------




def _good_entry(save_id: str) -> str:
    r = RECORDS["res_arcana"]
    return SavedGame(id=save_id, game=r.game, players=r.players, round="", updated=2.0, record=r).to_json()


def test_a_save_is_never_written_over_an_entry_damaged_past_its_first_bytes():
    text = _good_entry("g1")
    damaged = text[:-2]  # cut short: the revision at the start still reads
    store = Store({PREFIX + "g1": damaged})
    r = RECORDS["res_arcana"]
    with pytest.raises(StorageError, match="damaged"):
        SaveStore(store).save(SavedGame(id="g1", game=r.game, players=r.players, round="", updated=3.0,
                                        record=r), expect=0)
    assert store[PREFIX + "g1"] == damaged


def test_a_damaged_entry_with_an_invalid_id_can_be_deleted_by_its_key():
    key = PREFIX + "not a valid id!"
    store = Store({key: "{broken", PREFIX + "ok": _good_entry("ok")})
    saves = SaveStore(store)
    good, bad = saves.list()
    assert [d.key for d in bad] == [key] and [g.id for g in good] == ["ok"]
    saves.delete_key(key)
    assert key not in store and PREFIX + "ok" in store


def test_a_deeply_nested_save_is_listed_as_damaged_and_the_others_still_open():
    store = Store({PREFIX + "deep": "[" * 16_000, PREFIX + "ok": _good_entry("ok")})
    good, bad = SaveStore(store).list()
    assert [g.id for g in good] == ["ok"]
    assert "nested too deeply" in bad[0].problem
