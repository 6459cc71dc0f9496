"""Two tabs on one saved game (tabula.web.storage): each write checks the stored revision, so a
tab with a stale copy never overwrites a newer save; it gets the stored copy back instead."""

from __future__ import annotations

import json

import pytest

from tabula.web.storage import PREFIX, SaveConflict, SaveStore, StorageError, read_rev
from test_web_pure import FakeStorage, entry


def test_revisions_count_the_writes():
    store = SaveStore(FakeStorage())
    assert store.save(entry("g1", ["add 1"]), expect=0) == 1
    assert store.save(entry("g1", ["add 1", "end"]), expect=1) == 2
    assert store.load("g1").rev == 2
    assert read_rev(PREFIX + "g1", store.backend.getItem(PREFIX + "g1")) == 2


def test_stale_tab_is_refused_and_gets_the_stored_copy():
    backend = FakeStorage()
    a, b = SaveStore(backend), SaveStore(backend)
    rev = a.save(entry("g1", ["add 1"]), expect=0)
    b_rev = b.load("g1").rev
    assert a.save(entry("g1", ["add 1", "end"]), expect=rev) == 2  # tab a decides first
    before = dict(backend.d)
    with pytest.raises(SaveConflict, match="changed in another tab") as err:
        b.save(entry("g1", ["add 1", "add 2"]), expect=b_rev)  # tab b's copy is stale
    assert backend.d == before, "nothing was written"
    assert err.value.current.record.moves == ["add 1", "end"] and err.value.current.rev == 2
    assert b.save(entry("g1", ["add 1", "end", "add 2"]), expect=2) == 3


def test_deleted_in_another_tab():
    store = SaveStore(FakeStorage())
    store.save(entry("g1"), expect=0)
    store.delete("g1")
    with pytest.raises(SaveConflict, match="deleted") as err:
        store.save(entry("g1", ["add 1"]), expect=1)
    assert err.value.current is None


def test_saves_from_before_revisions_count_as_zero():
    backend = FakeStorage()
    old = json.loads(entry("g1", ["add 1"]).to_json())
    del old["rev"]
    backend.d[PREFIX + "g1"] = json.dumps(old)
    store = SaveStore(backend)
    assert store.load("g1").rev == 0
    assert store.save(entry("g1", ["add 1", "end"]), expect=0) == 1


def test_a_damaged_copy_is_never_overwritten():
    backend = FakeStorage()
    backend.d[PREFIX + "g1"] = "{not json"
    with pytest.raises(StorageError, match="damaged"):
        SaveStore(backend).save(entry("g1"), expect=0)
    assert backend.d[PREFIX + "g1"] == "{not json"


@pytest.mark.parametrize("rev", [-1, 1.5, True, "3", None])
def test_a_bad_revision_is_damage(rev):
    d = json.loads(entry("g1").to_json())
    d["rev"] = rev
    backend = FakeStorage()
    backend.d[PREFIX + "g1"] = json.dumps(d)
    saves, damaged = SaveStore(backend).list()
    assert not saves and "revision" in damaged[0].problem
