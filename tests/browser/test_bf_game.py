"""Bonfire in the browser: a whole 2-player hot-seat game played by clicks only, from the home
screen's New game dialog to the final score table.

Bonfire has hidden information (draw piles, face-down offering bowls), so with two people on one
device the pass-the-device screen comes up before each person's screen (nothing of the table
behind it) and is clicked through. Each decision is a click on its board element where it has
one, else on its move button; the move log must read as the engine lets the person at the
device read it.

The clicks follow a seeded sensible random policy (tests/bonfire/bf_policy.py: light bonfires and
send novices to the council when possible, take and sail to tasks met or nearly met, lay the
richest fate tile); a CPython mirror plays the game out with a few policy seeds first and keeps
the game with the fewest clicks (see browser/hotseat.py). The game must end the rulebook's way:
novices fill the High Council to 7, the countdown runs its five rounds (players may pass for
the tile's points) and the final scoring follows. The final score table must equal the engine's
for the record the page saved.
"""

from __future__ import annotations

import random

import pytest

from bonfire.bf_policy import sensible
from browser.conftest import new_page
from browser.hotseat import expected_score_table, plan, play, score_table, start_from_dialog
from browser.test_tm_game import saved
from tabula.core.record import replay
from tabula.games.bonfire import GAME

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob"]
POLICY_SEEDS = range(12)


class SensiblePolicy:
    """The tests' sensible random Bonfire player, choosing among the offered move texts."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose(self, st, seat: int, moves: list[str]) -> str:
        acts = [GAME.parse(st, m) for m in moves]
        return moves[acts.index(sensible(st, seat, acts, self.rng))]


def test_whole_game_by_clicks(make_context, guard, server, artifacts):
    page = new_page(make_context(), guard)
    record = start_from_dialog(page, server, GAME.id, NAMES)
    why = f"(game seed {record.seed})"
    moves, pseed, clicks = plan(GAME, record, SensiblePolicy, POLICY_SEEDS)

    stats = play(page, GAME, record, moves, why)
    page.wait_for_selector(".scores table")
    _, final = saved(page)
    assert final.moves == moves, why
    table = score_table(page)
    assert table == expected_score_table(GAME, final), why
    st = replay(GAME, final)
    assert st.ended_by == "countdown" and st.council_count() >= 7, why
    assert [int(x) for x in table[-1][1:]] == GAME.result(st), why
    assert table[0][1].startswith(NAMES[0]) and table[0][2].startswith(NAMES[1]), why
    page.screenshot(path=str(artifacts / "bf-finished.png"), full_page=True)
    assert stats["pass"] >= 4
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors
    print(f"Bonfire {why}: policy seed {pseed}, {len(moves)} moves, ended by {st.ended_by}, "
          f"{stats['board']} board clicks, {stats['button']} move-button clicks, {stats['pass']} pass "
          f"screens, {stats['seconds']:.0f} s of clicking; covered board elements: {stats['covered'][:5]}")
