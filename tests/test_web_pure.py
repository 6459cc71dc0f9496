"""The browser app's pure-Python parts (no js): saves, sessions/undo, routes and links."""

from __future__ import annotations

import json

import pytest

from memory_storage import MemoryStorage as FakeStorage
from support.race_game import GAME as RACE
from tabula.core import codec
from tabula.core.errors import NotationError, RecordError, RuleError
from tabula.core.record import new_record
from tabula.web import share
from tabula.web.session import Session
from tabula.web.storage import PREFIX, SavedGame, SaveStore, StorageError


def entry(save_id="abc", moves=(), updated=1.0):
    r = new_record(RACE, {"players": 2}, 5, ["Ann", "Bob"])
    r.moves = list(moves)
    return SavedGame(id=save_id, game="race", players=r.players, round="", updated=updated, record=r)


def test_save_list_load_delete():
    store = SaveStore(FakeStorage())
    store.save(entry("a1", ["add 1"], updated=1))
    store.save(entry("b2", [], updated=2))
    saves, damaged = store.list()
    assert [s.id for s in saves] == ["b2", "a1"]
    assert damaged == []
    assert store.load("a1").record.moves == ["add 1"]
    assert store.load("nope") is None
    store.delete("a1")
    assert [s.id for s in store.list()[0]] == ["b2"]


def test_corrupt_entries_are_reported_and_untouched():
    fake = FakeStorage()
    store = SaveStore(fake)
    store.save(entry("good"))
    fake.d[PREFIX + "bad"] = "{nope"
    fake.d[PREFIX + "swapped"] = entry("other").to_json()  # id does not match key
    fake.d[PREFIX + "oldfmt"] = json.dumps({"v": 99})
    fake.d["someone.else"] = "x"
    snapshot = dict(fake.d)
    saves, damaged = store.list()
    assert [s.id for s in saves] == ["good"]
    assert sorted(d.id for d in damaged) == ["bad", "oldfmt", "swapped"]
    assert all(d.problem for d in damaged)
    with pytest.raises(RecordError, match="damaged"):
        store.load("bad")
    assert fake.d == snapshot


def test_quota_error_is_a_storage_error_with_message():
    store = SaveStore(FakeStorage(quota=10))
    with pytest.raises(StorageError, match="storage is full"):
        store.save(entry("a1"))


def test_invalid_ids_never_touch_storage():
    fake = FakeStorage()
    store = SaveStore(fake)
    with pytest.raises(StorageError):
        store.save(entry("../evil"))
    assert store.load("x" * 100) is None
    with pytest.raises(StorageError):
        store.delete("")
    with pytest.raises(StorageError):
        store.delete_key("other.app.key")
    assert fake.d == {}


def test_session_decide_and_undo_within_turn():
    s = Session(RACE, new_record(RACE, {"players": 2}, 1, ["A", "B"]), "id1")
    assert not s.can_undo()
    assert s.decide("  ADD 2 ") == "add 2"
    assert s.can_undo()
    assert s.undo() == "add 2"
    s.decide("add 3")
    s.decide("end")
    assert s.deciding() == 1
    assert not s.can_undo(), "B may not undo A's finished turn"
    with pytest.raises(RecordError):
        s.undo()
    assert s.moves == ["add 3", "end"]
    assert len(s.states) == 3


def test_session_bad_moves_leave_state_untouched():
    s = Session(RACE, new_record(RACE, {"players": 2}, 1, ["A", "B"]), "id1")
    for bad in ["", "jump", "x" * 500]:
        with pytest.raises(NotationError):
            s.decide(bad)
    s.decide("add 1")
    with pytest.raises(RuleError):
        s.decide("add 1")
    assert s.moves == ["add 1"]
    assert len(s.states) == 2


def test_session_replays_a_saved_record():
    r = new_record(RACE, {"players": 2}, 1, ["A", "B"])
    r.moves = ["add 3", "end", "add 1"]
    s = Session(RACE, r, "x")
    assert s.state.counter == 4
    assert s.can_undo()


def test_routes():
    assert share.route_of("") == share.Route("home")
    assert share.route_of("#") == share.Route("home")
    assert share.route_of("#new/race") == share.Route("new", "race")
    assert share.route_of("#play/abc") == share.Route("play", "abc")
    assert share.route_of("#g=1.race.xyz") == share.Route("link", "1.race.xyz")
    assert share.route_of("#whatever") == share.Route("home")


def test_links_round_trip():
    r = new_record(RACE, {"players": 2}, 1, ["A", "B"])
    link = share.link_for(r, "http://127.0.0.1:8000/index.html#play/abc")
    assert link.startswith("http://127.0.0.1:8000/index.html#g=1.race.")
    token = share.token_of(link)
    assert codec.decode(token).to_dict() == r.to_dict()
    assert share.token_of("#g=" + token) == token
    assert share.token_of(" " + token + " ") == token


def test_who_sees_what_is_the_sessions():
    """Hot seat with hidden information: nothing is offered until the device is handed to the
    deciding person; solo against a computer, the person's view always."""
    from tabula.games.res_arcana import GAME as RA

    rec = new_record(RA, RA.default_options(2), 3, ["Ann", "Bo"])
    hot = Session(RA, rec, "h")
    seat = hot.deciding()
    assert hot.must_pass() == seat and hot.viewer() is None and hot.offered() == []
    assert not hot.hand_to(1 - seat) and hot.holder is None
    assert hot.hand_to(seat) and hot.viewer() == seat and hot.must_pass() is None
    assert [m.text for m in hot.offered()] == hot.legal_texts(seat) and hot.offered(replay=True) == []
    assert hot.viewer(replay=True) is None and hot.log_viewer() == seat
    solo_rec = new_record(RA, RA.default_options(2), 3, ["Ann", "Cy"])
    solo_rec.seats = ["", "easy"]
    solo = Session(RA, solo_rec, "s")
    assert solo.must_pass() is None and solo.viewer() == 0 and solo.viewer(replay=True) == 0
    assert solo.log_viewer() == 0


def test_saved_games_name_seats_with_what_the_game_calls_them():
    """The Continue list reads "Player 1 (Witches)" for an imported log, not bare names; a damaged
    list of names in an entry falls back to the record's."""
    import random

    from tabula import games

    game = games.get("terra_mystica")
    s = Session(game, new_record(game, game.default_options(2), 4, ["Player 1", "Player 2"]), "tm1")
    rng = random.Random(4)
    while any(s.who(i) == s.record.players[i] for i in range(2)):
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    shown = [s.who(i) for i in range(2)]
    factions = [game.player_label(s.state, i) for i in range(2)]
    assert shown == [f"Player {i + 1} ({factions[i]})" for i in range(2)]
    store = SaveStore(FakeStorage())
    store.save(SavedGame(id="tm1", game=game.id, players=shown, round="", updated=1.0,
                         record=s.record), 0)
    assert store.list()[0][0].players == shown
    raw = json.loads(store.backend.getItem(PREFIX + "tm1"))
    raw["players"] = ["x" * 500, 3]
    store.backend.setItem(PREFIX + "tm1", json.dumps(raw))
    assert store.list()[0][0].players == ["Player 1", "Player 2"]
