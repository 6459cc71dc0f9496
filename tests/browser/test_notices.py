"""Notices appear where the eye is: next to the control that caused them, inside the viewport,
announced to screen readers (errors at once); at the foot of the screen when nothing caused them."""

from __future__ import annotations

import pytest

from browser.helpers import link_hash, mid_game, open_app, open_link

pytestmark = pytest.mark.browser

BOX = """sel => { const r = document.querySelector(sel).getBoundingClientRect();
                  return {top: r.top, bottom: r.bottom, left: r.left, right: r.right,
                          vw: innerWidth, vh: innerHeight} }"""


def in_view(b) -> bool:
    return b["top"] >= 0 and b["bottom"] <= b["vh"] and b["left"] >= 0 and b["right"] <= b["vw"]


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
def test_an_illegal_typed_move_is_answered_next_to_the_move_box(make_context, guard, server, size):
    from browser.conftest import new_page

    page = new_page(make_context(viewport={"width": size[0], "height": size[1]}), guard)
    game, s = mid_game("terra_mystica")
    open_app(page, server)
    open_link(page, link_hash(s.record, game), wait="#board svg")
    page.locator("#move-input").scroll_into_view_if_needed()
    page.fill("#move-input", "build Z99")
    page.press("#move-input", "Enter")
    page.wait_for_function("() => document.querySelector('#notice p')")
    note, box = page.evaluate(BOX, "#notice"), page.evaluate(BOX, "#move-input")
    assert in_view(note), note
    gap = min(abs(note["top"] - box["bottom"]), abs(box["top"] - note["bottom"]))
    assert gap < 40, (note, box)  # right under (or over) the box, not at the top of the page
    assert page.get_attribute("#notice", "aria-live") == "assertive"
    assert page.get_attribute("#notice", "role") == "status"
    page.click("#notice [data-cmd=dismiss]")
    page.wait_for_function("() => !document.querySelector('#notice p')")


def test_a_form_error_appears_by_the_button_that_caused_it(page, server):
    open_app(page, server)
    page.evaluate("() => { location.hash = '#new/bonfire' }")
    page.wait_for_selector("form[data-form=new]")
    page.fill("#name-0", "Sam")
    page.fill("#name-1", "Sam")
    page.click("form[data-form=new] button[type=submit]")
    page.wait_for_function("() => document.querySelector('#notice p')")
    assert "different name" in page.inner_text("#notice")
    note = page.evaluate(BOX, "#notice")
    button = page.evaluate(BOX, "form[data-form=new] button[type=submit]")
    gap = min(abs(note["top"] - button["bottom"]), abs(button["top"] - note["bottom"]))
    assert in_view(note) and gap < 40, (note, button)


def test_a_notice_nothing_caused_is_at_the_foot_of_the_screen(page, server):
    open_app(page, server, "#g=this-is-not-a-link")
    page.wait_for_function("() => document.querySelector('#notice p')")
    note = page.evaluate(BOX, "#notice")
    assert in_view(note) and note["bottom"] > note["vh"] - 120, note
