"""Share in a game with hidden information: the whole-game link says what it reveals, and
"Share this position as I see it" gives a link that opens read-only, elsewhere, showing the
position as that person saw it and nothing of a rival's hidden cards."""

from __future__ import annotations

import json

import pytest

from browser.conftest import new_page
from browser.helpers import link_hash, local_storage, mid_game, notice, open_app, open_link, wait_ready
from tabula import games
from tabula.core.record import Record
from tabula.games.res_arcana import data as ra_data
from tabula.web.session import Session

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("game_id", ["res_arcana", "bonfire", "fate_of_venterra"])
def test_share_a_position_as_i_see_it(make_context, guard, server, artifacts, game_id):
    game = games.get(game_id)
    _, s = mid_game(game_id, seed=6, mid=16, seats=("", "easy"))
    ctx = make_context()
    page = new_page(ctx, guard)
    open_app(page, server)
    page.evaluate("() => { window.TABULA_BOT_PAUSE = 0 }")
    open_link(page, link_hash(s.record, game))
    page.wait_for_selector(".legal button[data-move]")
    page.click("button[data-cmd=share]")
    page.wait_for_selector(".tools .reveals")
    assert "every hand" in page.inner_text(".tools .reveals")
    page.click("button[data-cmd=share-view]")
    page.wait_for_selector("#view-link")
    link = page.input_value("#view-link")
    assert "#v=1." in link and len(link) <= 1_500, len(link)
    # the position the person saw, from the same record replayed here
    stored = [v for k, v in local_storage(page).items() if k.startswith("tabula.save.")]
    record = Record.from_dict(json.loads(stored[0])["record"])
    state = Session(game, record, "m").state
    # opened by someone else, in another browser
    other = new_page(make_context(), guard)
    other.goto(link.replace(link.split("#")[0], server + "/"))
    wait_ready(other)
    other.wait_for_selector(".position #board svg")
    banner = other.inner_text(".replay-bar")
    assert "Ann" in banner and "cannot be played" in banner
    assert other.locator("[data-cmd=move], #move-input").count() == 0
    assert other.locator(".position .log li").count() > 0
    assert not [k for k in local_storage(other) if k.startswith("tabula.save.")], "a position is not saved"
    if game_id == "res_arcana":  # no card of the computer's hand or deck is in the page
        html = other.content()
        rival = state.players[1]
        hidden = [c for c in rival.hand + rival.deck if c in ra_data.CARDS]
        assert hidden and not [c for c in hidden if ra_data.CARDS[c].name in html], hidden
    other.screenshot(path=str(artifacts / f"viewlink-{game_id}.png"))
    assert not guard.console_errors, guard.console_errors


def test_a_broken_position_link_gives_a_message(page, server, guard):
    open_app(page, server)
    page.evaluate("() => { location.hash = '#v=1.res_arcana.AAAA' }")
    page.wait_for_selector("#screen .home")
    page.wait_for_function("() => document.querySelector('#notice').textContent.length > 0")
    assert "This link could not be opened" in notice(page)
    page.fill("#link-input", "https://x.example/#v=1.bonfire.broken")
    page.click("form[data-form=link] button[type=submit]")
    page.wait_for_function("() => document.querySelector('#notice').textContent.includes('could not')")
    assert not guard.console_errors, guard.console_errors
