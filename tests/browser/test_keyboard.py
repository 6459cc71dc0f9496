"""Keyboard only: every decision can be made without a mouse.

Focus moves by the Tab key only (never element.focus()), so what is reached is in the tab order:
- the new-game form, from the home screen's "New game" button to "Start the game";
- in each game's table (a mid-game position opened from a share link): a part of the board that
  is a decision, then one of the offered move buttons, each played with Enter and seen in the log;
- the pass-the-device screen's button of a hot-seat game with hidden information (Res Arcana).
"""

from __future__ import annotations

import pytest

from browser.conftest import new_page
from browser.helpers import (
    GAME_IDS,
    LOG_LENGTH,
    link_hash,
    local_storage,
    mid_game,
    move_count,
    open_app,
    open_link,
)

pytestmark = pytest.mark.browser

LIMIT = 1500  # Tab presses before giving up (a board has up to a few hundred stops)
PERSON_TURN = """() => !!document.querySelector('.pass-screen:not([hidden]) [data-cmd=take]')
  || (!!document.querySelector('.legal button[data-move]') && !!document.querySelector('#board svg'))"""


def tab_to(page, selector: str, limit: int = LIMIT) -> int:
    """Press Tab until the focused element matches ``selector``; the number of presses."""
    for i in range(1, limit + 1):
        page.keyboard.press("Tab")
        if page.evaluate("s => !!document.activeElement && document.activeElement.matches(s)", selector):
            return i
    raise AssertionError(f"{selector} is not reached with Tab ({limit} presses)")


def focused(page, attr: str) -> str:
    return page.evaluate("a => document.activeElement.getAttribute(a)", attr)


def enter_logs(page) -> None:
    """Press Enter on the focused element and wait until the log has a new move (behind a pass
    screen, when the next decision is another person's: the device is handed on by keyboard)."""
    n = move_count(page)
    page.keyboard.press("Enter")
    page.wait_for_function(f"n => {LOG_LENGTH} > n || !!document.querySelector('.pass-screen:not([hidden])')",
                           arg=n, timeout=10_000)
    if page.locator(".pass-screen:not([hidden])").count():
        take_device(page)
        assert move_count(page) > n


def take_device(page) -> int:
    """On a pass-the-device screen: Tab to its button, Enter; waits for the table."""
    presses = 0
    if not page.evaluate("() => document.activeElement.matches('.pass-screen [data-cmd=take]')"):
        presses = tab_to(page, ".pass-screen [data-cmd=take]")
    page.keyboard.press("Enter")
    page.wait_for_selector("#board svg")
    return presses


def new_game_form_by_keyboard(page) -> None:
    """From the home screen: a new Terra Mystica game, a name typed, the second seat made a
    computer, started, all by keyboard."""
    tab_to(page, ".game-card[data-game=terra_mystica] [data-cmd=go]")
    page.keyboard.press("Enter")
    page.wait_for_selector("form[data-form=new]")
    tab_to(page, "#name-0")
    page.keyboard.press("Control+A")
    page.keyboard.type("Kim")
    tab_to(page, "#seat-1")
    page.keyboard.press("ArrowDown")  # a person -> a computer
    assert page.input_value("#seat-1") != ""
    tab_to(page, "form[data-form=new] button[type=submit]")
    page.keyboard.press("Enter")
    page.wait_for_function("() => location.hash.startsWith('#play/')")
    page.wait_for_selector("#board svg")
    saves = [v for k, v in local_storage(page).items() if k.startswith("tabula.save.")]
    assert len(saves) == 1 and '"Kim"' in saves[0] and '"seats":["",' in saves[0], saves


@pytest.mark.cold_start
def test_keyboard_only(make_context, guard, server):
    """The new-game form; then for each game in turn (one page): Tab to a board part, Enter;
    Tab to a move button, Enter; after each, once the person decides again, the keyboard focus
    is back on the board's parts or on the move buttons (the ones it was on were replaced by the
    new position's). Then, zoomed in, the parts Tab reaches are each brought into view."""
    page = new_page(make_context(), guard)
    page.add_init_script("window.TABULA_BOT_PAUSE = 0;")
    open_app(page, server)
    new_game_form_by_keyboard(page)
    for game_id in GAME_IDS:
        keyboard_turns(page, game_id)
    zoomed_parts_in_view(page)


# in view: wholly inside the board's box, or (a part larger than the box at this zoom, e.g. a
# wide button) centred in it
IN_VIEW = """() => { const e = document.activeElement, box = document.querySelector('#board');
  const r = e.getBoundingClientRect(), b = box.getBoundingClientRect();
  if (r.width > b.width || r.height > b.height) {
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    return Math.abs(x - (b.left + b.width / 2)) < 2 || Math.abs(y - (b.top + b.height / 2)) < 2; }
  return r.left >= b.left - 1 && r.right <= b.right + 1
    && r.top >= b.top - 1 && r.bottom <= b.bottom + 1; }"""


def zoomed_parts_in_view(page) -> None:
    """Zoomed in by keyboard, each board part Tab reaches is brought into the board's view."""
    tab_to(page, "[data-cmd=zoom-in]")
    for _ in range(4):
        page.keyboard.press("Enter")
    assert float(page.get_attribute("#board", "data-zoom")) > 3
    tab_to(page, "#board [tabindex]")
    seen = 0
    while page.evaluate("() => !!document.activeElement.closest('#board')") and seen < 40:
        what = page.evaluate("() => document.activeElement.getAttribute('data-action') || "
                             "document.activeElement.getAttribute('aria-label')")
        assert page.evaluate(IN_VIEW), f"{what} is focused outside the zoomed board's view"
        seen += 1
        page.keyboard.press("Tab")
    assert seen >= 2, seen


def keyboard_turns(page, game_id: str) -> None:
    # Res Arcana is played hot-seat here, so its pass-the-device screen is used by keyboard too
    seats = ("", "") if game_id == "res_arcana" else ("", "random")
    game, s = mid_game(game_id, seed=3, seats=seats)
    open_link(page, link_hash(s.record, game))
    if page.locator(".pass-screen:not([hidden])").count():
        print(f"{game_id}: pass screen button after {take_device(page)} Tab presses")
    presses = tab_to(page, "#board [data-action]")
    move = focused(page, "data-action")
    assert move in s.legal_texts(s.deciding()), (game_id, move)
    enter_logs(page)
    print(f"{game_id}: board part {move!r} after {presses} Tab presses")

    page.wait_for_function(PERSON_TURN, timeout=30_000)
    if page.locator(".pass-screen:not([hidden])").count():
        take_device(page)
    elif page.locator("#board:not(.readonly) [data-action]").count():  # the focus came back
        assert page.evaluate("() => document.activeElement.matches('#board [data-action]')"), game_id
    presses = tab_to(page, ".legal button[data-move]")
    move = focused(page, "data-move")
    enter_logs(page)
    print(f"{game_id}: move button {move!r} after {presses} Tab presses")
    page.wait_for_function(PERSON_TURN, timeout=30_000)
    if not page.locator(".pass-screen:not([hidden])").count():  # the focus is on the moves again
        assert page.evaluate("() => document.activeElement.matches('.legal button[data-move]')"), game_id
