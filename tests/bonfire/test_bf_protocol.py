"""Notation round trips, German aliases, refused actions leave the state alone, hidden
information, barriers, legal() agreeing with apply(), and the command line."""

import json
import os
import random
import subprocess
import sys

import pytest
from conftest import GAME, RuleError, clear, fresh, give, legal_texts, play

from tabula.core.errors import NotationError, OptionsError
from tabula.core.record import Record, replay, to_text
from tabula.games.bonfire import legal as legal_mod

ROOT = os.path.join(os.path.dirname(__file__), "..", "..")


def games(count, n0=0):
    for k in range(count):
        rng = random.Random(k)
        s = GAME.setup({"players": 2 + (k + n0) % 3}, k)
        while GAME.to_move(s):
            acts = GAME.legal(s, GAME.to_move(s)[0])
            yield s, acts
            s, _ = GAME.apply(s, rng.choice(acts))


def test_every_legal_action_round_trips_through_notation():
    seen = set()
    for s, acts in games(12):
        for a in acts:
            text = GAME.format(s, a)
            assert GAME.parse(s, text) == a, text
            assert GAME.parse(s, text.split(": ", 1)[1]) == a  # the player may be left out
            seen.add(a[1])
    assert {"fate", "place", "path", "pick", "sail", "task", "procession", "move", "great", "take",
            "recruit", "pay", "bowl", "space", "discard", "keep", "swap"} <= seen


def test_legal_and_apply_agree():
    legal_mod.TRIAL = True
    try:
        for s, acts in games(6, 1):
            assert acts == GAME.legal(s, GAME.to_move(s)[0])
    finally:
        legal_mod.TRIAL = False


@pytest.mark.parametrize("german, english", [
    ("tauschen", "swap"), ("behalten", "keep"), ("schicksal oben", "fate top"),
    ("schicksal unten", "fate bottom"), ("lege c2 rechts", "place c2 right"), ("weg", "path"),
    ("fahre kraut1", "sail herb1"), ("fahre grau", "sail grey"), ("aufgabe T05", "task T05"),
    ("hole rosa", "fetch pink"), ("prozession 2", "procession 2"), ("großes bonfire 3", "great 3"),
    ("wirb crowd mit markern", "recruit crowd with markers"), ("entfache 4", "light 4"),
    ("ratsnovize portale", "councillor portals"), ("ratsnovize gnome", "councillor gnomes"),
    ("rat 5", "council 5"), ("zahle weg+schiff", "pay path+ship"),
    ("zahle joker", "pay wild"), ("zahle kraut", "pay herb"), ("zahle blüte+wurzel", "pay blossom+root"),
    ("schale 1", "bowl 1"), ("feld 6", "space 6"), ("ziehe grau nach weg 3", "move grey to path 3"),
    ("ziehe eigene nach bonfire 7", "move own to bonfire 7"), ("bleibe grau", "stay grey"), ("halt", "stop"),
    ("nimm marker", "take marker"), ("nimm punkte", "take points"), ("nimm stern", "take star"),
    ("nimm blue3", "pick blue3"), ("erhalte muschel", "gain shell"), ("punkt", "point"), ("fertig", "done"),
    ("ende", "end"), ("passen", "pass"), ("abwerfen feuer", "discard fire"), ("auffrischen", "refresh"),
])
def test_german_aliases(german, english):
    s = fresh()
    assert GAME.parse(s, german) == GAME.parse(s, english)


@pytest.mark.parametrize("text", ["fly away", "sail atlantis", "pay gnome*2", "place q3 right", "light 9",
                                  "recruit nobody", "move grey to heaven 1", "council 0", "p7: path"])
def test_bad_notation(text):
    with pytest.raises(NotationError):
        GAME.parse(fresh(), text)


def snapshot(s):
    return (repr([(p.markers, p.res, p.fate_supply, sorted(p.fate.items()), p.path, p.guardians, p.portals,
                   p.tasks, p.lit, p.gnomes, p.bowls, p.ship, p.vp_by) for p in s.players]),
            s.stack, s.current, s.main_done, s.islands, s.path_display, s.path_pile, s.spec_display,
            s.council, s.supply_m, s.supply_r, s.gb_pos, s.gb_portals, s.rng)


@pytest.mark.parametrize("move, rule", [
    ("fate top", "at most 1 marker"), ("light 1", "no unlit task"), ("fetch grey", "ship must be"),
    ("task T01", "ship must be"), ("councillor gnomes", "not met"), ("pass", "only during the countdown"),
    ("end", "not taken your turn"), ("p2: path", "not your turn"), ("procession 5", "procession needs"),
])
def test_illegal_actions_are_refused_and_leave_the_state_alone(move, rule):
    s = fresh()
    before = snapshot(s)
    with pytest.raises(RuleError, match=rule):
        GAME.apply(s, GAME.parse(s, move))
    assert snapshot(s) == before


def test_wrong_answer_to_a_decision_is_refused():
    s = fresh()
    give(s, 0, {"path": 1})
    s = play(s, "path")
    before = snapshot(s)
    for bad in [(0, "pay", "gold"), (1, "pay", "path"), (0, "pick", "nothing"), (0, "path")]:
        with pytest.raises(RuleError):
            GAME.apply(s, bad)
    assert snapshot(s) == before
    with pytest.raises(RuleError):
        GAME.apply(s, "path")


def test_options_are_validated():
    for bad in ({"players": 5}, {"players": 2, "colour": 1}, {"players": 2, "boards": "x"},
                {"players": 2, "fixed": {"boards": ["A", "A"]}}):
        with pytest.raises(OptionsError):
            GAME.setup(bad, 1)
    assert GAME.default_options(3)["players"] == 3
    assert all("key" in f and "label" in f and "default" in f for f in GAME.option_fields(3))


def test_view_hides_pile_order_bowls_and_box_and_determinize_fills_them():
    s = fresh(3)
    v = GAME.view(s, 0)
    assert v.rng == 0 and set(v.box) == {"?"} and v.path_pile == sorted(s.path_pile)
    assert all(b == "?" for p in v.players for st in p.bowls for b in st[:-1])
    assert [st[-1] for st in v.players[1].bowls] == [st[-1] for st in s.players[1].bowls]
    d = GAME.determinize(v, 0, random.Random(4))
    assert sorted(d.path_pile) == sorted(s.path_pile) and "?" not in d.box
    for p, q in zip(d.players, s.players):
        assert sorted(b for st in p.bowls for b in st) == sorted(b for st in q.bowls for b in st)
    assert GAME.legal(d, 0) == GAME.legal(s, 0)


def test_barriers():
    s = fresh()
    clear(s)
    give(s, 0, {"path": 1})
    s = play(s, "path")
    assert GAME.is_barrier(s, (0, "pick", "draw"))
    assert GAME.is_barrier(s, (0, "pick", s.path_display[0]))  # the display is refilled from the pile
    s2 = fresh()
    assert not GAME.is_barrier(s2, (0, "sail", "herb1"))


def test_record_replay_and_cli(tmp_path):
    rng = random.Random(9)
    s = GAME.setup({"players": 3}, 9)
    moves = []
    while GAME.to_move(s):
        a = rng.choice(GAME.legal(s, GAME.to_move(s)[0]))
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    rec = Record(game="bonfire", options={"players": 3}, seed=9, players=["a", "b", "c"], moves=moves,
                 rules=GAME.rules_version)
    assert GAME.result(replay(GAME, rec)) == GAME.result(s)
    f = tmp_path / "game.txt"
    f.write_text(to_text(rec))
    env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "py"))
    out = subprocess.run([sys.executable, "-m", "tabula", "replay", "bonfire", str(f)], capture_output=True,
                         text=True, env=env, check=True, timeout=120)
    got = json.loads(out.stdout)
    assert got["finished"] and list(got["scores"].values()) == GAME.result(s)
    out = subprocess.run([sys.executable, "-m", "tabula", "selfplay", "bonfire", "--players", "2",
                          "--games", "2"], capture_output=True, text=True, env=env, check=True,
                         timeout=300)
    assert json.loads(out.stdout)["finished"] == 2


def test_labels():
    s = fresh()
    assert GAME.player_label(s, 1) == "p2" and GAME.round_label(s) == "turn 1"
    assert legal_texts(s)
