"""Res Arcana in the browser: a whole 2-player hot-seat game played by clicks only, from the home
screen's New game dialog to the final score table.

Both seats are people on one device: before every screen of a person the pass-the-device screen
comes up (nothing of the table behind it) and is clicked through; while a person's screen is up,
no card of the rival's hand (nor the mages the rival chooses from) is anywhere in the board or
the panel, and the move log reads as the engine lets that person read it. Each decision is a
click on its board element where it has one, else on its move button.

The clicks follow a seeded policy that claims monuments and Places of Power and plays artifacts
whenever it can and otherwise plays at random (essences, powers, passing); a CPython mirror plays
the game out with a few policy seeds first and keeps the shortest game (see browser/hotseat.py).
The final score table must equal the engine's for the record the page saved.
"""

from __future__ import annotations

import pytest

from browser.conftest import new_page
from browser.hotseat import WeightedPolicy, expected_score_table, plan, play, score_table, start_from_dialog
from browser.test_hidden import leaks, secret_cards
from browser.test_tm_game import saved
from tabula.core.record import replay
from tabula.games.res_arcana import GAME

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob"]
# claim a monument or a Place of Power, play an artifact; rarely spend a turn on a power or a discard
WEIGHTS = {"claim": 8.0, "place": 3.0, "use": 0.5, "discard": 0.5}
POLICY_SEEDS = range(40)  # the shortest of 40 games: at most ~270 clicks (16: up to ~400)


def no_rival_cards(session, seat, screen):
    rival = 1 - seat
    found = leaks(screen["html"], secret_cards(session.state, rival))
    assert not found, (f"{NAMES[seat]}'s screen shows the rival's hidden cards {found} "
                       f"(after {session.moves[-3:]}, game seed {session.record.seed})")


def test_whole_game_by_clicks(make_context, guard, server, artifacts):
    page = new_page(make_context(), guard)
    record = start_from_dialog(page, server, GAME.id, NAMES)
    why = f"(game seed {record.seed})"
    moves, pseed, clicks = plan(GAME, record, lambda k: WeightedPolicy(k, WEIGHTS), POLICY_SEEDS)

    stats = play(page, GAME, record, moves, why, check=no_rival_cards)
    page.wait_for_selector(".scores table")
    _, final = saved(page)
    assert final.moves == moves, why
    table = score_table(page)
    assert table == expected_score_table(GAME, final), why
    st = replay(GAME, final)
    assert [int(x) for x in table[-1][1:]] == [sum(GAME.score(st)[s].values()) for s in (0, 1)], why
    assert table[0][1].startswith(NAMES[0]) and table[0][2].startswith(NAMES[1]), why
    page.screenshot(path=str(artifacts / "ra-finished.png"), full_page=True)
    assert stats["pass"] >= 4
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors
    print(f"Res Arcana {why}: policy seed {pseed}, {len(moves)} moves, {stats['board']} board clicks, "
          f"{stats['button']} move-button clicks, {stats['pass']} pass screens, "
          f"{stats['seconds']:.0f} s of clicking; covered board elements: {stats['covered'][:5]}")
