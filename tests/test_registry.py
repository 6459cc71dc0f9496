"""The game registry: lazy imports, and the home screen's catalog written by the build."""

from __future__ import annotations

import ast
import pathlib
import subprocess
import sys

import pytest

from support.tools import tool
from tabula import games
from tabula.core.errors import RecordError

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_all_games_and_get_agree():
    found = games.all_games()
    assert list(found) == games.ids()
    for gid, game in found.items():
        assert game.id == gid
        assert games.get(gid) is game
    with pytest.raises(RecordError):
        games.get("chess")


def test_get_imports_only_that_game():
    code = (
        "import sys\n"
        "from tabula import games\n"
        "before = set(sys.modules)\n"
        "games.get('res_arcana')\n"
        "new = {m.split('.')[2] for m in set(sys.modules) - before if m.startswith('tabula.games.')}\n"
        "print(sorted(new))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], env={"PYTHONPATH": str(ROOT / "py")},
                         capture_output=True, text=True, check=True, timeout=120).stdout
    assert ast.literal_eval(out.strip()) == ["res_arcana"]


def test_catalog_without_build_comes_from_the_games():
    cat = games.catalog()
    assert [e["id"] for e in cat] == games.ids()
    for entry in cat:
        game = games.get(entry["id"])
        assert entry["title"] == game.title
        assert entry["min_players"] <= entry["max_players"]
        assert set(entry) == {*games.INFO_KEYS, "emblem"}


def test_build_writes_the_catalog_with_emblems():
    build_zip = tool("build_zip")
    wheels = sorted(build_zip.WHEELS.glob("*.whl"))
    if not wheels:
        pytest.skip("no vendored wheels (run `make vendor`)")
    namespace: dict = {}
    exec(build_zip.catalog_module(wheels).decode(), namespace)
    built = namespace["CATALOG"]
    assert [e["id"] for e in built] == games.ids()
    for entry, plain in zip(built, games.catalog()):
        assert {k: v for k, v in entry.items() if k != "emblem"} == {k: v for k, v in plain.items()
                                                                        if k != "emblem"}
        game = games.get(entry["id"])
        assert entry["emblem"] == game.emblem()
        assert entry["emblem"] is None or entry["emblem"].startswith("<svg")
