"""Random games over 2-5 players finish and keep invariants; every legal action has one text; bad actions
are refused with the state untouched; records replay through the command line."""

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from fv_helpers import dump, random_game, refused

import tier
from tabula.core.errors import NotationError, OptionsError, RuleError
from tabula.core.record import Record, to_text
from tabula.games.fate_of_venterra import GAME, data
from tabula.games.fate_of_venterra.rules.common import peaceful, pool_left
from tabula.games.fate_of_venterra.steps import HexBuilding

ROOT = Path(__file__).resolve().parents[2]
VARIANTS = [
    {"landmark": lm, "terrain": tc, "map": mp}
    for lm in ("kingdom", "court")
    for tc in ("venterra", "paradise", "power")
    for mp in ("build", "prebuilt")
]


def invariants(s):
    for seat, p in enumerate(s.players):
        assert p.wealth >= 0 and 1 <= p.battle <= 30 and 1 <= p.dev <= 30
        for u in data.UNIT_TYPES:
            assert pool_left(s, seat, u) >= 0
        assert sorted(p.hand + p.supply) == sorted(data.LEADERS[p.faction]) or s.battle is not None
        assert p.outposts >= 0 and p.shrines >= 0
    b = s.board
    for t, us in s.units.items():
        assert us, "empty unit entries are removed"
        seats = {o for o, _u in us}
        for _o, u in us:
            assert (u == "ship") == b.is_water[t], "ships on water, land units on land"
        if len(seats) > 1 and not peaceful(s, t):
            assert s.battle is not None or s.ctx, "two players share a territory only during an action"
    for t in s.tok:
        assert t not in s.bld


@pytest.mark.slow
def test_500_random_games_finish():
    finished = 0
    for k in range(500):
        opts = VARIANTS[k % len(VARIANTS)]
        s, n = random_game(2 + k % 4, k, **opts)
        assert GAME.result(s) is not None and not GAME.to_move(s)
        invariants(s)
        sc = GAME.score(s)
        assert [sum(v.values()) for v in sc.values()] == GAME.result(s)
        assert set(sc[0]) == {"territories", "boards", "quests", "tracks", "wealth"}
        finished += 1
    assert finished == 500


@tier.sweep
def test_invariants_hold_throughout_and_notation_round_trips():
    def check(s, seat, legal, a):
        if s.stack and not s.ctx:
            invariants(s)
        for x in legal:
            text = GAME.format(s, x)
            assert GAME.parse(s, text) == x, text
        assert len({GAME.format(s, x) for x in legal}) == len(legal)

    for k in range(tier.count(quick=12, full=24)):  # 12: every variant, every player count
        random_game(2 + k % 4, 900 + k, check=check, **VARIANTS[k % len(VARIANTS)])


def test_illegal_actions_are_refused_and_leave_the_state_untouched():
    rng = random.Random(3)
    s = GAME.setup(GAME.default_options(3), 3)
    tried = 0
    for _ in range(600):
        m = GAME.to_move(s)
        if not m:
            break
        seat = rng.choice(m)
        legal = GAME.legal(s, seat)
        other = next((x for x in range(s.n) if x not in m), None)
        if other is not None:
            assert "decision" in refused(s, (other, *legal[0][1:]))
        msg = refused(s, (seat, "teleport", "K.0"))
        assert "not a possible choice" in msg
        tried += 1
        s, _ = GAME.apply(s, rng.choice(legal))
    assert tried > 100
    with pytest.raises(RuleError):
        GAME.apply(s, "nonsense")


def test_setup_options_are_validated_and_fixed_setups_accepted():
    for bad in (
        {"players": 6},
        {"players": 2, "terrain": "moon"},
        {"players": 2, "factions": ["order"]},
        {"players": 2, "colour": 1},
        {"players": 2, "placements": [[1, 0, [2, 1], 9]]},
    ):
        with pytest.raises(OptionsError):
            GAME.setup(bad, 1)
    s = GAME.setup(
        {"players": 2, "factions": ["pack", "legion"], "placements": [[3, 1, [2, 1], 2], [5, 0, [-1, 3], 0]]},
        9,
    )
    assert [p.faction for p in s.players] == ["pack", "legion"] and isinstance(s.stack[-1], HexBuilding)
    assert dump(GAME.setup(GAME.default_options(4), "x")) == dump(GAME.setup(GAME.default_options(4), "x"))


def test_parse_errors():
    s = GAME.setup(GAME.default_options(2), 1)
    with pytest.raises(NotationError):
        GAME.parse(s, "")
    with pytest.raises(NotationError):
        GAME.parse(s, "nobody: tile 1 a")


@pytest.mark.slow
def test_replay_and_selfplay_from_the_command_line(tmp_path):
    rng = random.Random(8)
    options = GAME.default_options(3)
    s = GAME.setup(options, 8)
    moves = []
    while GAME.to_move(s):
        a = rng.choice(GAME.legal(s, rng.choice(GAME.to_move(s))))
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    rec = Record(game="fate_of_venterra", options=options, seed=8, players=["A", "B", "C"], moves=moves,
                 rules=GAME.rules_version)
    f = tmp_path / "game.txt"
    f.write_text(to_text(rec))
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    out = subprocess.run(
        [sys.executable, "-m", "tabula", "replay", "fate_of_venterra", str(f)],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    res = json.loads(out.stdout)
    assert res["finished"] and sorted(res["scores"].values()) == sorted(GAME.result(s))
    out = subprocess.run(
        [sys.executable, "-m", "tabula", "selfplay", "fate_of_venterra", "--players", "5", "--games", "3"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout)["finished"] == 3
