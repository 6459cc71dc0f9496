"""The mouse on the board: the pointer cursor shows over a part that plays a move, on that part
alone; a part pressed with the mouse plays its move without taking the keyboard focus.

Both keep a click's work small (issue 18): ``cursor`` is inherited, so a cursor set on every
part, even when no pointer is over it, restyles every shape inside every part each time parts
come and go; and a focused part that loses its ``tabindex`` (the board after a person's move
has no parts to play) makes Chromium restyle and lay out the page in the middle of the board's
update.
"""

from __future__ import annotations

import pytest

from browser.conftest import new_page
from browser.helpers import link_hash, mid_game, move_count, open_app, open_link, wait_for_moves
from browser.hotseat import AIM

pytestmark = pytest.mark.browser

CURSOR = "el => getComputedStyle(el).cursor"


def test_the_pointer_over_a_part_and_a_press_that_takes_no_focus(make_context, guard, server):
    game, s = mid_game("bonfire", seed=3, mid=30)
    page = new_page(make_context(), guard)
    page.add_init_script("window.TABULA_BOT_PAUSE = 0;")
    open_app(page, server)
    open_link(page, link_hash(s.record, game))
    page.wait_for_selector(".legal button[data-move]")
    parts = page.locator("#board [data-action]")
    assert parts.count() >= 2, "a mid-game position of Bonfire offers board parts"
    move = parts.nth(0).get_attribute("data-action")
    point = page.evaluate(AIM, move)
    assert point["hit"] == move, f"the part {move!r} can be pointed at"
    # nothing under the pointer: no part shows the pointer cursor
    page.mouse.move(1, 1)
    assert {parts.nth(i).evaluate(CURSOR) for i in range(parts.count())} == {"auto"}
    # over the part: it and what is under the pointer show it; another part does not
    page.mouse.move(point["x"], point["y"])
    under = page.evaluate("p => getComputedStyle(document.elementFromPoint(p.x, p.y)).cursor", point)
    assert (parts.nth(0).evaluate(CURSOR), under) == ("pointer", "pointer")
    other = page.evaluate("m => [...document.querySelectorAll('#board [data-action]')]"
                          ".filter(e => e.getAttribute('data-action') !== m && !e.contains(document"
                          ".querySelector('#board [data-action]:hover')) && !e.matches(':hover'))"
                          ".map(e => getComputedStyle(e).cursor)", move)
    assert other and set(other) == {"auto"}, other
    # the press plays the move, and the focus is not on the board
    page.focus("#move-input")  # (focused before: it loses the focus, as to any other press)
    n = move_count(page)
    page.mouse.click(point["x"], point["y"])
    wait_for_moves(page, more_than=n)
    assert page.evaluate("() => !document.querySelector('#board').contains(document.activeElement)"), \
        "a part pressed with the mouse took the keyboard focus"
    assert page.evaluate("() => document.activeElement === document.body"), \
        "what had the focus before the press kept it"
