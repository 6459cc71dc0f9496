"""Hot seat (issue #17): the device is passed, behind a pass screen, only when the next screen
would show a person's hidden information that the one holding the device does not know
(web/session.py: must_pass, shared). Bonfire has nothing secret to one player: no pass screens;
Venterra's decisions that need no hidden card are taken on a shared screen, from which a person
may still ask for their own cards."""

from __future__ import annotations

import pytest

from browser.helpers import link_hash, mid_game, move_count, open_app, open_link, wait_for_moves

pytestmark = pytest.mark.browser

PASS = ".pass-screen:not([hidden])"


def test_bonfire_never_asks_to_pass_the_device(page, server):
    game, s = mid_game("bonfire", seed=4, mid=10, seats=("", ""), names=("Ann", "Bob"))
    open_app(page, server)
    open_link(page, link_hash(s.record, game))
    for _ in range(8):
        assert page.locator(PASS).count() == 0
        n = move_count(page)
        page.locator(".legal button[data-move]").first.click()
        wait_for_moves(page, more_than=n)
    assert page.locator(PASS).count() == 0
    assert "Ann" in page.inner_text("#board") and "Bob" in page.inner_text("#board")  # names as entered


def test_a_shared_screen_then_ones_own_cards_on_request(page, server):
    from tabula import games
    from tabula.core.record import Record
    from tabula.web.session import Session

    game = games.get("fate_of_venterra")
    record = Record(game=game.id, options=game.default_options(2), seed=3, players=["Ann", "Bob"],
                    rules=game.rules_version, seats=["", ""])
    s = Session(game, record, "t")
    assert s.shared(), "Venterra's first decision needs no hidden card"
    who = s.record.players[s.deciding()]
    open_app(page, server)
    open_link(page, link_hash(record, game))
    assert page.locator(PASS).count() == 0
    note = page.locator(".decision .shared-note")
    assert "need not be passed" in note.inner_text()
    page.click(".decision [data-cmd=secrets]")
    page.wait_for_selector(PASS)
    assert who in page.inner_text(PASS)
    page.click(f"{PASS} [data-cmd=take]")
    page.wait_for_selector("#board svg")
    assert page.locator(".decision .shared-note").count() == 0
