"""The command line that scripts and players depend on: games, replay, selfplay."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tabula.core.record import Record, to_text
from tabula.games.terra_mystica import GAME

ROOT = Path(__file__).resolve().parents[1]


def cli(*args, cwd=ROOT):
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "tabula", *args], capture_output=True, text=True,
                          env=env, cwd=cwd, timeout=120)


@pytest.fixture(scope="module")
def finished_game():
    """A complete 3-player game played with seeded random decisions: (record, final state)."""
    rng = random.Random(5)
    options = {"players": 3, "factions": ["dwarves", "mermaids", "witches"], "map": "base",
               "options": ["strict-leech", "errata-cultist-power"]}
    s = GAME.setup(options, 5)
    moves = []
    while GAME.to_move(s):
        legal = GAME.legal(s, GAME.to_move(s)[0])
        main = [a for a in legal if a[1] not in ("pass", "convert", "burn")]
        a = rng.choice(main if main and rng.random() < 0.85 else legal)
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return Record(game="terra_mystica", options=options, seed=5, players=["A", "B", "C"], moves=moves), s


def test_games_lists_terra_mystica():
    r = cli("games")
    assert r.returncode == 0
    assert "terra_mystica" in json.loads(r.stdout)


def test_replay_text_and_json_records(finished_game, tmp_path):
    record, final = finished_game
    want = {"Dwarves": final.players[0].vp, "Mermaids": final.players[1].vp, "Witches": final.players[2].vp}
    for name, text in (("game.txt", to_text(record)), ("game.json", record.to_json())):
        f = tmp_path / name
        f.write_text(text)
        r = cli("replay", "terra_mystica", str(f))
        assert r.returncode == 0, r.stderr
        assert json.loads(r.stdout) == {"finished": True, "round": 6, "scores": want}


def test_replay_site_notation(finished_game, tmp_path):
    """Our moves are also the site's commands: with a site header the same game replays."""
    record, final = finished_game
    s0 = GAME.setup(record.options, record.seed)
    removed = [t for t in ("BON1", "BON2", "BON3", "BON4", "BON5", "BON6", "BON7", "BON8", "BON9")
               if t not in s0.bonus_pool]
    head = [f"option {o}" for o in record.options["options"]]
    head += [f"score {','.join(s0.score_tiles)}"] + [f"delete {t}" for t in removed]
    head += [f"setup {p.faction}" for p in s0.players]
    f = tmp_path / "site.log"
    f.write_text("\n".join(head + record.moves) + "\n")
    r = cli("replay", "terra_mystica", str(f))
    assert r.returncode == 0, r.stderr
    want = {GAME.player_label(final, i): p.vp for i, p in enumerate(final.players)}
    assert json.loads(r.stdout)["scores"] == want


@pytest.mark.parametrize("bad,where", [
    ("setup witches\nsetup nomads\nwitches: build E7\n", "line 3"),
    ("setup witches\nsetup nomads\nwitches: build F2\nnomads: frobnicate\n", "line 4"),
    ("setup witches\nsetup dragons\n", "dragons"),
    ("setup witches\nsetup nomads\noption no-such-option\n", "line 3"),
    ("hello world\n", "neither"),
])
def test_replay_bad_input_exits_1_with_line_and_reason(tmp_path, bad, where):
    f = tmp_path / "bad.log"
    f.write_text(bad)
    r = cli("replay", "terra_mystica", str(f))
    assert r.returncode == 1
    assert where in r.stderr
    assert "Traceback" not in r.stderr + r.stdout


def test_replay_missing_file_is_a_message(tmp_path):
    r = cli("replay", "terra_mystica", str(tmp_path / "nope.log"))
    assert r.returncode == 1 and "cannot read" in r.stderr and "Traceback" not in r.stderr


def test_selfplay_reports_json():
    r = cli("selfplay", "terra_mystica", "--players", "2", "--games", "2", "--seed", "3")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["games"] == 2 and out["finished"] == 2 and out["errors"] == 0
    assert out["decisions"] > 0 and out["decisions_per_second"] > 0


def test_selfplay_with_computer_seats_reports_win_rates():
    r = cli("selfplay", "terra_mystica", "--seats", "easy,random", "--games", "1", "--seed", "2")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["finished"] == 1
    rates = out["levels"]
    assert set(rates) == {"easy", "random"}
    assert rates["easy"]["win_rate"] + rates["random"]["win_rate"] == pytest.approx(1.0)
    assert 0 <= rates["easy"]["ci95"][0] <= rates["easy"]["ci95"][1] <= 1


def test_selfplay_rejects_an_unknown_level():
    r = cli("selfplay", "terra_mystica", "--seats", "easy,godlike")
    assert r.returncode == 1 and "godlike" in r.stderr and "Traceback" not in r.stderr


def test_import_log_gives_a_record_that_replays(finished_game):
    """The app's 'paste a site log' path: GAME.import_log gives options and moves of ours."""
    from tabula.core.errors import NotationError, RecordError
    from tabula.core.record import replay

    record, final = finished_game
    s0 = GAME.setup(record.options, record.seed)
    removed = [t for t in ("BON1", "BON2", "BON3", "BON4", "BON5", "BON6", "BON7", "BON8", "BON9")
               if t not in s0.bonus_pool]
    head = [f"option {o}" for o in record.options["options"]]
    head += [f"score {','.join(s0.score_tiles)}"] + [f"delete {t}" for t in removed]
    head += [f"setup {p.faction}" for p in s0.players]
    options, seed, moves = GAME.import_log("\n".join(head + record.moves))
    imported = Record(game="terra_mystica", options=options, seed=seed, players=["a", "b", "c"], moves=moves)
    assert GAME.result(replay(GAME, imported)) == GAME.result(final)
    with pytest.raises(NotationError):
        GAME.import_log("just some words")
    with pytest.raises(RecordError, match="line 3"):
        GAME.import_log("setup witches\nsetup nomads\nwitches: build E7\n")
