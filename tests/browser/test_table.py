"""The generic game table, driven with the throwaway race game (tests/support/race_game.py)."""

from __future__ import annotations

import pytest

from browser.conftest import new_page
from browser.helpers import (
    click_action,
    local_storage,
    move_count,
    no_horizontal_overflow,
    notice,
    open_app,
    play_text,
    start_new_game,
    wait_for_moves,
    wait_ready,
)

pytestmark = [pytest.mark.browser, pytest.mark.testgame]


def test_play_undo_log_reload_share(make_context, guard, server, artifacts):
    page = new_page(make_context(), guard)
    open_app(page, server)
    start_new_game(page, "race", 3, {"target": 15, "fast": True}, ["Ann", "Bob", "Cy"])
    assert "Ann" in page.inner_text(".decision")

    # a step of one's own turn can be undone
    click_action(page, "add 3")
    assert page.is_enabled("button[data-cmd=undo]")
    page.click("button[data-cmd=undo]")
    assert move_count(page) == 0

    click_action(page, "add 2")
    click_action(page, "end")
    # Bob to move: Ann's finished turn cannot be undone by him
    assert "Bob" in page.inner_text(".decision")
    assert not page.is_enabled("button[data-cmd=undo]")

    # bad notation: a message, nothing changes
    play_text(page, "add 7")
    page.wait_for_function("() => document.querySelector('#notice').textContent.length > 0")
    assert "cannot be played" in notice(page)
    assert move_count(page) == 2

    # the legal-move buttons and the text box both play
    page.click('.legal button[data-move="add 1"]')
    wait_for_moves(page, exactly=3)
    play_text(page, "end")
    wait_for_moves(page, exactly=4)

    # the log: step back, the board is read-only there
    page.click('#screen .log li:nth-child(1) button')
    assert "after move 1 of 4" in page.inner_text(".replay-bar")
    assert page.locator("#board.readonly").count() == 1
    page.click("button[data-cmd=live]")
    assert page.locator(".replay-bar").count() == 0

    # autosaved: a reload resumes
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#board")
    assert move_count(page) == 4
    assert "Cy" in page.inner_text(".decision")

    # share: the link opens the same game in a fresh context
    page.click("button[data-cmd=share]")
    link = page.input_value("#share-link")
    assert "#g=1.race." in link
    other = new_page(make_context(), guard)
    other.goto(link)
    wait_ready(other)
    other.wait_for_selector("#board")
    assert move_count(other) == 4
    assert "Cy" in other.inner_text(".decision")

    # finish: scores table
    for _ in range(3):
        click_action(other, "add 3")
        if other.locator(".scores").count():
            break
        click_action(other, "end")
    other.wait_for_selector(".scores table")
    assert "Total" in other.inner_text(".scores")
    other.screenshot(path=str(artifacts / "race-finished-1280x800.png"), full_page=True)


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
def test_table_screenshot_and_no_overflow(make_context, guard, server, artifacts, size):
    w, h = size
    page = new_page(make_context(viewport={"width": w, "height": h}), guard)
    open_app(page, server)
    start_new_game(page, "race", 4, names=["Ann", "Bob", "Cy", "A very long player name indeed!"])
    click_action(page, "add 2")
    page.screenshot(path=str(artifacts / f"table-{w}x{h}.png"), full_page=True)
    assert no_horizontal_overflow(page)


def test_quota_error_keeps_the_game_in_memory(page, server):
    open_app(page, server)
    start_new_game(page, "race", 2)
    page.evaluate("""() => { Storage.prototype.setItem = function () {
        throw new DOMException('full', 'QuotaExceededError') } }""")
    click_action(page, "add 1")
    assert "could not be saved" in notice(page)
    assert move_count(page) == 1
    click_action(page, "end")
    assert move_count(page) == 2
    assert len(local_storage(page)) == 1
