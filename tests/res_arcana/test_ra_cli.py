"""The command line works for Res Arcana as for Terra Mystica: replay (text and JSON records), selfplay."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tabula.core.record import Record, replay, to_text
from tabula.games import all_games
from tabula.games.res_arcana import GAME

ROOT = Path(__file__).resolve().parents[2]


def cli(*args):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "tabula", *args], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=120)


@pytest.fixture(scope="module")
def finished_game():
    rng = random.Random(9)
    options = {"players": 3, "setup": "random", "places": "random"}
    s = GAME.setup(options, 9)
    moves = []
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        a = rng.choice(GAME.legal(s, seat))
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return Record(game="res_arcana", options=options, seed=9, players=["A", "B", "C"], moves=moves,
                  rules=GAME.rules_version), s


def test_registered():
    assert all_games()["res_arcana"] is GAME
    assert GAME.title == "Res Arcana" and (GAME.min_players, GAME.max_players) == (2, 4)
    assert GAME.playing_time and GAME.blurb
    fields = GAME.option_fields(3)
    for f in fields:
        assert {"key", "label", "default"} <= set(f)
        if "choices" in f:
            assert f["default"] in [c[0] for c in f["choices"]]
            for value, _label in f["choices"]:
                GAME.setup(GAME.default_options(3) | {f["key"]: value}, 1)


def test_replay_rebuilds_the_final_state(finished_game):
    record, final = finished_game
    assert replay(GAME, record) == final


def test_cli_replay_text_and_json(finished_game, tmp_path):
    record, final = finished_game
    for name, text in (("game.txt", to_text(record)), ("game.json", record.to_json())):
        f = tmp_path / name
        f.write_text(text)
        r = cli("replay", "res_arcana", str(f))
        assert r.returncode == 0, r.stderr
        out = json.loads(r.stdout)
        assert out["finished"] is True
        assert sorted(out["scores"].values()) == sorted(GAME.result(final))


def test_cli_replay_reports_the_bad_line(finished_game, tmp_path):
    record, _ = finished_game
    bad = record.copy()
    bad.moves[5] = "p1: place unicorn"
    f = tmp_path / "bad.txt"
    f.write_text(to_text(bad))
    r = cli("replay", "res_arcana", str(f))
    assert r.returncode == 1 and "line 11" in r.stderr and "unicorn" in r.stderr


def test_cli_selfplay():
    r = cli("selfplay", "res_arcana", "--players", "4", "--games", "5", "--seed", "3")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["finished"] == 5 and out["errors"] == 0 and out["decisions_per_second"] > 0
