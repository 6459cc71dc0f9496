"""Two tabs on one saved game, and a full localStorage (the throwaway race game).

- Two pages of one context (so one localStorage) show the same saved game. A decision in one
  appears in the other (the ``storage`` event), which says the game changed in another tab.
- When the other tab could not hear of it in time (its storage events held back here), its own
  decision meets a newer save: it is refused, the tab says so and shows the game as saved by
  the first; nothing is lost silently, and the next decision there saves over the right copy.
- A localStorage filled to the browser's real quota: a decision shows "could not be saved" and
  the game goes on in memory; once there is room again the next save holds every move.
"""

from __future__ import annotations

import json

import pytest

from browser.conftest import new_page
from browser.helpers import (
    click_action,
    local_storage,
    move_count,
    notice,
    open_app,
    start_new_game,
    wait_for_moves,
)
from tabula.web.storage import PREFIX

pytestmark = [pytest.mark.browser, pytest.mark.testgame]

# lets a test hold back the storage events of a page (registered before the app's listener)
MUTE = """addEventListener('storage', e => {
  if (window.__muteStorage) { e.stopImmediatePropagation(); window.__heldBack = (window.__heldBack || 0) + 1 }
});"""


def saved_moves(page) -> list[str]:
    [text] = [v for k, v in local_storage(page).items() if k.startswith(PREFIX)]
    return json.loads(text)["record"]["moves"]


def log(page) -> list[str]:
    return page.evaluate("() => [...document.querySelectorAll('#screen .log li > button')]"
                         ".map(b => b.textContent)")


@pytest.mark.cold_start
def test_two_tabs_one_wins_the_other_says_so(context, guard, server, artifacts):
    context.add_init_script(MUTE)
    a = new_page(context, guard)
    open_app(a, server)
    start_new_game(a, "race", 2, names=["Ann", "Bob"])
    click_action(a, "add 1")
    b = new_page(context, guard)
    open_app(b, server, "#" + a.url.split("#", 1)[1])
    b.wait_for_selector("#board")
    assert move_count(b) == 1

    # a decision in one tab shows in the other at once
    click_action(a, "end")
    wait_for_moves(b, exactly=2, timeout=10_000)
    assert "changed in another tab" in notice(b)
    assert saved_moves(b) == ["add 1", "end"]

    # both decide before hearing of the other: the first save wins, the second tab says so
    b.evaluate("() => { window.__muteStorage = true }")
    click_action(a, "add 2")
    b.wait_for_function("() => window.__heldBack > 0")
    assert move_count(b) == 2, "b still shows its older copy"
    b.locator('#board [data-action="add 3"]').first.click()
    b.wait_for_function("() => document.querySelector('#notice').textContent.includes('another tab')")
    wait_for_moves(b, exactly=3, timeout=10_000)
    msg = notice(b)
    assert "changed in another tab" in msg and "not saved" in msg, msg
    assert log(b)[-1].endswith("add 2"), log(b)
    assert saved_moves(a) == ["add 1", "end", "add 2"], "the first tab's decision was kept"
    b.screenshot(path=str(artifacts / "two-tabs-conflict.png"))

    # b now holds the saved copy: its next decision is saved on top of it, and a sees it
    b.evaluate("() => { window.__muteStorage = false }")
    click_action(b, "end")
    assert saved_moves(b) == ["add 1", "end", "add 2", "end"]
    wait_for_moves(a, exactly=4, timeout=10_000)
    assert "changed in another tab" in notice(a)
    assert not [e for e in guard.console_errors if "Traceback" in e], guard.console_errors


def test_game_deleted_in_another_tab(context, guard, server):
    a = new_page(context, guard)
    open_app(a, server)
    start_new_game(a, "race", 2)
    click_action(a, "add 1")
    save_id = a.url.rsplit("/", 1)[1]
    b = new_page(context, guard)
    open_app(b, server)
    b.evaluate("k => localStorage.removeItem(k)", PREFIX + save_id)  # as the home screen's Delete
    a.wait_for_selector("#screen .home")
    assert "deleted in another tab" in notice(a)
    assert not [k for k in local_storage(a) if k.startswith(PREFIX)]


FILL = """() => {
  const chunk = 'x'.repeat(256 * 1024);
  let i = 0, size = chunk.length;
  for (;;) {  // big pieces, then smaller ones, until not one more character fits
    try { localStorage.setItem('filler.' + i, chunk.slice(0, size)); i++; }
    catch (e) { if (size <= 1) break; size = Math.floor(size / 2); }
  }
  for (let c = 0; c < 200; c++) {  // then keys of one character with nothing in them
    try { localStorage.setItem(String.fromCharCode(0x4e00 + c), ''); i++; } catch (e) { return i; }
  }
  return -1;
}"""


def test_full_storage_keeps_the_game_in_memory(context, guard, server):
    page = new_page(context, guard)
    open_app(page, server)
    start_new_game(page, "race", 2)
    click_action(page, "add 1")
    assert page.evaluate(FILL) > 0
    click_action(page, "end")
    assert "could not be saved" in notice(page) and "storage is full" in notice(page)
    click_action(page, "add 2")
    click_action(page, "end")
    assert move_count(page) == 4
    assert saved_moves(page) == ["add 1"], "the stored copy is the last one that fit"
    # room again: the next decision saves the whole game
    page.evaluate("() => { for (const k of Object.keys(localStorage)) "
                  "if (!k.startsWith('tabula.')) localStorage.removeItem(k) }")
    click_action(page, "add 3")
    assert saved_moves(page) == ["add 1", "end", "add 2", "end", "add 3"]
    page.reload()
    page.wait_for_selector("#board")
    assert move_count(page) == 5
    assert not [e for e in guard.console_errors if "Traceback" in e], guard.console_errors
