"""The svg/ folder in the page: the symbols are put in once, the boards' styles apply, and every
symbol a board or an emblem refers to is there (a missing one would draw nothing, silently)."""

from __future__ import annotations

import pytest

from browser.helpers import GAME_IDS, link_hash, mid_game, open_app, open_link

pytestmark = pytest.mark.browser


UNRESOLVED = """() => {
  const refs = [];
  for (const el of document.querySelectorAll('#app svg [href], #app svg [*|href]')) {
    const ref = el.getAttribute('href') || el.getAttributeNS('http://www.w3.org/1999/xlink', 'href');
    if (ref && ref.startsWith('#')) refs.push(ref.slice(1));
  }
  for (const el of document.querySelectorAll('#app svg *')) {
    for (const attr of ['fill', 'stroke', 'marker-end', 'filter', 'clip-path', 'mask']) {
      const m = /url\\(#([^)]+)\\)/.exec(el.getAttribute(attr) || '');
      if (m) refs.push(m[1]);
    }
  }
  return {refs: refs.length, missing: [...new Set(refs.filter(id => !document.getElementById(id)))]};
}"""


def test_the_symbols_are_in_the_page_once(page, server):
    open_app(page, server)
    page.wait_for_selector("#tb-symbols", state="attached")
    assert page.locator("#tb-symbols").count() == 1
    assert page.evaluate("() => document.styleSheets.length >= 2 && [...document.styleSheets]"
                         ".some(s => (s.href || '').endsWith('/static/vendor/boards.css'))")
    box = page.evaluate("() => document.getElementById('tb-symbols').getBoundingClientRect().toJSON()")
    assert box["width"] == 0 and box["height"] == 0  # takes no room
    result = page.evaluate(UNRESOLVED)  # the emblems on the home screen
    assert not result["missing"], result


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_symbol_a_board_uses_is_defined(page, server, game_id):
    game, session = mid_game(game_id)  # a person against a computer: no pass-the-device screen
    open_app(page, server)
    open_link(page, link_hash(session.record, game), wait="#board svg")
    page.wait_for_selector("#tb-symbols", state="attached")
    result = page.evaluate(UNRESOLVED)
    assert result["refs"] > 0 and not result["missing"], result
    # the boards' styles apply (kit.css's colours on the board; the hover cursor: test_pointer.py)
    gold = page.evaluate("() => getComputedStyle(document.querySelector('#board svg.tb'))"
                         ".getPropertyValue('--tb-gold').trim()")
    assert gold == "#f2b705"
