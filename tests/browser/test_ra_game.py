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

A turned card lies on its side under a grey veil, and a few of its powers can still be used
(Guard Dog straightens itself): such a position, found by the same policy in CPython, is opened
by share link and every board part of it must take a click at its centre.
"""

from __future__ import annotations

import pytest

from browser.conftest import new_page
from browser.helpers import link_hash, open_app
from browser.hotseat import AIM, PLAYED, TIMEOUT, WeightedPolicy, click_move, wait_screen, whole_game
from browser.test_hidden import leaks, secret_cards
from tabula.core.record import new_record
from tabula.games.res_arcana import GAME
from tabula.web.session import Session

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


def turned_card_with_a_power(max_seeds: int = 60):
    """A hot-seat record whose next decision is a power of a turned card (Guard Dog straightening
    itself, say), found by a seeded policy game in CPython; the decision's move text."""
    for seed in range(max_seeds):
        record = new_record(GAME, GAME.default_options(2), seed, NAMES)
        session = Session(GAME, record, "find")
        policy = WeightedPolicy(seed, WEIGHTS)
        while not session.over() and len(session.moves) < 400:
            seat = session.deciding()
            for move in session.legal_texts(seat):
                words = move.split()
                if words[1] == "use" and words[2] in session.state.turned:
                    return session.record.copy(), move
            session.decide(policy.choose(session.state, seat, session.legal_texts(seat)), seat=seat)
    raise AssertionError(f"no turned card's power came up in {max_seeds} seeded games")


@pytest.mark.cold_start
def test_a_turned_cards_power_is_clicked_on_the_card(context, guard, server):
    # a turned card lies on its side under a grey veil; its usable power is still the top layer
    record, move = turned_card_with_a_power()
    page = new_page(context, guard)
    open_app(page, server, link_hash(record, GAME))
    screen = wait_screen(page)
    if screen["kind"] == "pass":
        page.click(".pass-screen [data-cmd=take]")
        screen = wait_screen(page)
    assert move in screen["moves"] and move in screen["board"], (move, screen["moves"])
    covered = []
    for part in screen["board"]:
        point = page.evaluate(AIM, part)
        if point["hit"] != part:
            covered.append((part, point["hit"]))
    assert not covered, f"board parts nobody can click (game seed {record.seed}): {covered}"
    click_move(page, move, screen["board"], stats := {"board": 0, "button": 0, "covered": []})
    page.wait_for_function(PLAYED, arg=len(screen["log"]), timeout=TIMEOUT)
    assert stats["board"] == 1 and not page.inner_text("#notice")
