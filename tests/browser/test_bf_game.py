"""Bonfire in the browser: a whole 2-player hot-seat game played by clicks only, from the home
screen's New game dialog to the final score table.

Bonfire has hidden information (draw piles, face-down offering bowls), so with two people on one
device the pass-the-device screen comes up before each person's screen (nothing of the table
behind it) and is clicked through. Each decision is a click on its board element where it has
one, else on its move button; the move log must read as the engine lets the person at the
device read it.

The clicks follow a seeded policy that prefers what moves the game on: tasks already met,
sailing to them, lighting bonfires, sending novices to the council, passing in the countdown,
and rarely discards markers or ends a turn early (the weights of tests/bonfire/test_bf_playouts);
a CPython mirror plays the game out with a few policy seeds first and keeps the shortest game
(see browser/hotseat.py). Such players never get 7 novices into the council (the countdown), so
the game ends the engine's other way: when no one can act any more (``ended_by == "stalled"``,
after about 100 decisions). The final score table must equal the engine's for the record the
page saved.
"""

from __future__ import annotations

import pytest

from browser.conftest import new_page
from browser.hotseat import WeightedPolicy, expected_score_table, plan, play, score_table, start_from_dialog
from browser.test_tm_game import saved
from tabula.core.record import replay
from tabula.games.bonfire import GAME
from tabula.games.bonfire.rules import task_met

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob"]
WEIGHTS = {"task": 1.0, "sail": 0.5, "light": 100.0, "councillor": 100.0, "pass": 100.0,
           "discard": 0.5, "stop": 0.2, "done": 0.3, "end": 0.3}
POLICY_SEEDS = range(16)


def progress(st, seat, move) -> float:
    """More weight for a task already met and for sailing to an island with one."""
    a = GAME.parse(st, move)
    if a[1] == "task" and task_met(st, seat, a[2]):
        return 40.0
    if a[1] == "sail" and any(task_met(st, seat, t) for t in st.islands.get(a[2], [])):
        return 20.0
    return 0.0


def test_whole_game_by_clicks(make_context, guard, server, artifacts):
    page = new_page(make_context(), guard)
    record = start_from_dialog(page, server, GAME.id, NAMES)
    why = f"(game seed {record.seed})"
    moves, pseed, clicks = plan(GAME, record, lambda k: WeightedPolicy(k, WEIGHTS, progress), POLICY_SEEDS)

    stats = play(page, GAME, record, moves, why)
    page.wait_for_selector(".scores table")
    _, final = saved(page)
    assert final.moves == moves, why
    table = score_table(page)
    assert table == expected_score_table(GAME, final), why
    st = replay(GAME, final)
    assert [int(x) for x in table[-1][1:]] == GAME.result(st), why
    assert table[0][1].startswith(NAMES[0]) and table[0][2].startswith(NAMES[1]), why
    page.screenshot(path=str(artifacts / "bf-finished.png"), full_page=True)
    assert stats["pass"] >= 4
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors
    print(f"Bonfire {why}: policy seed {pseed}, {len(moves)} moves, ended by {st.ended_by}, "
          f"{stats['board']} board clicks, {stats['button']} move-button clicks, {stats['pass']} pass "
          f"screens, {stats['seconds']:.0f} s of clicking; covered board elements: {stats['covered'][:5]}")
