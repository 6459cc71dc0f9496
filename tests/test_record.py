"""Records (tabula.core.record): validation, JSON round trip, replay, errors with line numbers."""

from __future__ import annotations

import pytest

from support.race_game import GAME as RACE
from tabula.core.errors import RecordError
from tabula.core.record import MAX_MOVES, Record, new_record, replay, start


def rec(moves=(), **kw) -> Record:
    r = new_record(RACE, {"players": 2}, 1, ["Ann", "Bob"])
    r.moves = list(moves)
    for k, v in kw.items():
        setattr(r, k, v)
    return r


def test_json_round_trip_is_canonical():
    r = rec(["add 1", "end"])
    text = r.to_json()
    again = Record.from_json(text)
    assert again.to_dict() == r.to_dict()
    assert again.to_json() == text


def test_copy_is_independent():
    r = rec(["add 1"])
    c = r.copy()
    c.moves.append("end")
    assert r.moves == ["add 1"]


@pytest.mark.parametrize("bad", [
    "[]", "null", "{", '"text"',
    '{"game": ""}', '{"game": 3}', '{"game": "race", "rules": -1}', '{"game": "race", "options": []}',
    '{"game": "race", "seed": 1.5}', '{"game": "race", "seed": true}', '{"game": "race", "players": "ab"}',
    '{"game": "race", "players": [1]}', '{"game": "race", "moves": [1]}', '{"game": "race", "moves": {}}',
])
def test_from_json_rejects_malformed(bad):
    with pytest.raises(RecordError):
        Record.from_json(bad)


def test_too_many_moves_rejected():
    with pytest.raises(RecordError):
        Record.from_dict({"game": "race", "moves": ["end"] * (MAX_MOVES + 1)})


def test_replay_gives_states_along_the_way():
    states = []
    final = replay(RACE, rec(["add 2", "end", "add 3"]), states=states)
    assert len(states) == 4
    assert states[-1] is final
    assert [s.counter for s in states] == [0, 2, 2, 5]
    assert replay(RACE, rec(["add 2", "end", "add 3"]), upto=1).counter == 2


def test_replay_error_names_the_line():
    with pytest.raises(RecordError) as info:
        replay(RACE, rec(["add 2", "end", "add 9"]))
    assert info.value.line == 3
    assert "line 3" in str(info.value)
    with pytest.raises(RecordError) as info:
        replay(RACE, rec(["add 2", "add 2"]))
    assert info.value.line == 2


def test_wrong_game_or_rules_version():
    with pytest.raises(RecordError, match="not 'race'"):
        start(RACE, rec(game="chess"))
    with pytest.raises(RecordError, match="rules version"):
        start(RACE, rec(rules=99))


def test_bad_options_become_record_error():
    r = rec()
    r.options = {"players": 9}
    with pytest.raises(RecordError, match="setup"):
        start(RACE, r)


def test_replay_is_deterministic():
    moves = ["add 1", "end", "add 2", "end", "add 3", "end", "add 3"]
    assert replay(RACE, rec(moves)) == replay(RACE, rec(moves))


def test_seats_name_computer_levels_and_survive_both_forms():
    from tabula.core.record import from_text, to_text

    r = Record(game="terra_mystica", options={}, players=["Ann", "Bot"], seats=["", "hard"])
    assert Record.from_json(r.to_json()).seats == ["", "hard"]
    assert from_text(to_text(r))[0].seats == ["", "hard"]
    assert "seats" not in Record(game="terra_mystica", options={}, players=["a", "b"]).to_dict()
    with pytest.raises(RecordError):
        Record.from_dict({"game": "terra_mystica", "seats": ["<script>"]})
