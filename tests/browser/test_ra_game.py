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
from browser.hotseat import WeightedPolicy, whole_game
from browser.test_hidden import leaks, secret_cards
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
    whole_game(page, server, guard, GAME, NAMES, lambda k: WeightedPolicy(k, WEIGHTS), POLICY_SEEDS,
               artifacts / "ra-finished.png", check=no_rival_cards)
