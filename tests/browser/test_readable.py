"""The table as a person sees it (issue #17): the board's text large enough to read at 1280x800
and at 390x844, its clickable parts large enough to hit and uncovered, every part saying in words
what it is (hover, focus, long-press), cards opening large in the card zoom, a one-screen "How to
play", and a screenshot of each game's table after a computer turn at both sizes.

The measures are tools/readable.py's (the same JS), on the real page."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from browser.helpers import AFTER_FRAMES, GAME_IDS, link_hash, move_count, open_app, open_link, wait_for_moves

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
from readable import MIN_TARGET, MIN_TEXT, TEXT_JS, measure_targets, summary  # noqa: E402

# a frame, then 150 ms: the page has moved under the resting pointer and reacted to it
SETTLE = f"async () => {{ await {AFTER_FRAMES}(1); await new Promise(r => setTimeout(r, 150)); }}"

pytestmark = pytest.mark.browser

SIZES = {"wide": (1280, 800), "narrow": (390, 844)}
NAMES = ("Ann", "Bob", "Cy", "Di")


def position_after_a_computer_turn(game_id: str):
    """A 4-player game (Ann a person, three random computers) played in CPython to Ann's first
    decision after move 40 that comes right after a computer's move."""
    import random

    from tabula import games
    from tabula.core.record import Record
    from tabula.web.session import Session

    game = games.get(game_id)
    record = Record(game=game.id, options=game.default_options(4), seed=2, players=list(NAMES),
                    rules=game.rules_version, seats=["", "random", "random", "random"])
    s = Session(game, record, "readable")
    rng = random.Random(2)
    while not (len(s.moves) >= 40 and not s.is_computer(s.deciding()) and s.is_computer(s.actors[-1])):
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
        assert not s.over()
    return game, s


def table_after_a_computer_turn(make_context, guard, server, game_id, layout, **ctx):
    from browser.conftest import new_page

    w, h = SIZES[layout]
    # the desktop size is every test page's: a warm page from the pool (browser/warm.py) will do
    context = make_context() if layout == "wide" and not ctx else make_context(
        viewport={"width": w, "height": h}, **ctx)
    page = new_page(context, guard)
    game, s = position_after_a_computer_turn(game_id)
    open_app(page, server)
    open_link(page, link_hash(s.record, game), wait="#board svg")
    page.wait_for_function(f"() => document.querySelector('#board').dataset.layout === '{layout}'")
    return page, game, s


def targets_on_screen(page) -> list:
    return measure_targets(page, "#board")


@pytest.mark.parametrize("layout", ["wide", "narrow"])
@pytest.mark.parametrize("game_id", GAME_IDS)
def test_the_board_reads_and_its_parts_can_be_hit(make_context, guard, server, artifacts, game_id, layout):
    page, game, s = table_after_a_computer_turn(make_context, guard, server, game_id, layout)
    w, h = SIZES[layout]
    page.screenshot(path=str(artifacts / f"table-{game_id}-{w}x{h}.png"), full_page=True)
    texts = page.evaluate(TEXT_JS, page.query_selector("#board"))
    res = summary(texts, targets_on_screen(page), layout)
    small = sorted(texts)[:8]
    assert res["share"] >= 0.8, (f"{res['share']:.0%} of {res['texts']} texts are {MIN_TEXT} px or more "
                                 f"(median {res['median']:.1f}); smallest: {small}")
    assert res["targets"] > 0, "a person is to decide: parts to click"
    assert not res["covered"], f"clickable parts covered by something else: {res['covered'][:5]}"
    if layout == "wide":
        assert not res["small"], f"parts under {MIN_TARGET['wide']} px: {res['small'][:5]}"
    else:  # on a phone, a part under a finger's width is zoomed to at the first tap (below)
        tiny = [t for t in res["small"] if min(t[1], t[2]) < 20]
        assert not tiny, f"parts under 20 px on a phone: {tiny[:5]}"


def test_a_tap_on_a_part_smaller_than_a_finger_zooms_there_first(make_context, guard, server):
    page, game, s = table_after_a_computer_turn(make_context, guard, server, "terra_mystica", "narrow",
                                                has_touch=True, is_mobile=True)
    small = [t for t in targets_on_screen(page) if min(t[1], t[2]) < MIN_TARGET["narrow"]]
    if not small:
        pytest.skip("every part is a finger wide at 390 px: nothing to zoom to")
    action = small[0][0]
    part = page.locator(f"#board [data-action='{action}']").first
    part.scroll_into_view_if_needed()
    n = move_count(page)
    box = part.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function("() => parseFloat(document.querySelector('#board').dataset.zoom) > 1")
    assert move_count(page) == n, "the first tap only zoomed"
    box = part.bounding_box()
    assert min(box["width"], box["height"]) >= MIN_TARGET["narrow"] - 1, box
    page.wait_for_timeout(700)  # a person looks first (two quick taps are a double tap, ignored)
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    wait_for_moves(page, more_than=n)


TIP = """() => { const p = document.querySelector('.inspect');
  if (!p || p.hidden) return null;
  const svg = p.querySelector('.zoom-view svg');
  return {text: (p.querySelector('p') || {}).textContent || '', zoom: !!svg,
          w: svg ? svg.getBoundingClientRect().width : 0, r: p.getBoundingClientRect().toJSON()} }"""
# the tip shown and the tip of the part the keyboard focused, read in one go ([text, tip] or null)
FOCUSED_TIP = f"""() => {{ const t = ({TIP})(); const e = document.activeElement;
  return t && [t.text, e.dataset.tip || e.closest('[data-tip]')?.dataset.tip] }}"""


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_parts_say_what_they_are_and_cards_open_large(make_context, guard, server, game_id):
    page, game, s = table_after_a_computer_turn(make_context, guard, server, game_id, "wide")
    # no native tooltips (slow, absent on touch): the tips are the page's own
    assert page.locator("#board svg title").count() == 0
    tips = page.eval_on_selector_all("#board [data-tip]", "els => els.map(e => e.dataset.tip)")
    assert len(tips) >= 10
    actions = page.eval_on_selector_all(
        "#board [data-action]", "els => els.map(e => [e.dataset.action, e.getAttribute('aria-label') || ''])")
    assert actions
    for action, label in actions:
        assert label and label != action, f"{action!r} is not described in words ({label!r})"

    # hover a card: its large copy and what it is
    card = page.locator("#board [data-zoom]").first
    card.scroll_into_view_if_needed()
    small_w = card.bounding_box()["width"]
    card.hover()
    page.wait_for_function(f"() => ({TIP})()?.zoom")
    tip = page.evaluate(TIP)
    assert tip["w"] >= 1.5 * small_w, (tip["w"], small_w)
    r = tip["r"]
    assert r["left"] >= 0 and r["top"] >= 0 and r["right"] <= 1280 and r["bottom"] <= 800, r
    in_zoom = TEXT_JS.replace("root.querySelector('svg')", "root.querySelector('.zoom-view svg')")
    zoomed = page.evaluate(in_zoom, page.query_selector(".inspect"))
    if zoomed:
        assert sum(1 for x in zoomed if x[0] >= MIN_TEXT) >= 0.9 * len(zoomed), sorted(zoomed)[:5]
    page.mouse.move(2, 2)
    page.wait_for_function("() => document.querySelector('.inspect').hidden")

    # the keyboard: a focused part shows its words
    first = page.locator("#board [data-action]").first
    first.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    # (the tip and the focused part read in one go: the page may still be settling)
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        shown = page.wait_for_function(FOCUSED_TIP, timeout=10_000).json_value()
    except PlaywrightTimeout:  # (seen once in make test, not alone: say where the focus was)
        where = page.evaluate("""() => { const e = document.activeElement;
            return {focused: e ? e.outerHTML.slice(0, 160) : null,
                    visible: !!e && e.matches(':focus-visible'),
                    tip: document.querySelector('.inspect')?.hidden === false} }""")
        raise AssertionError(f"no tip for the part the keyboard focused: {where}") from None
    assert shown[0] == shown[1], shown
    page.wait_for_timeout(400)  # and it stays while the focus does (a scroll into view moves it)
    assert page.evaluate(TIP) is not None
    # and through a change of the board (a computer's move): the part keeps its focus and its words
    box = "document.querySelector('#board')"
    # (the board's text again, as the page shows it: one <svg>, or a board cut into bands)
    page.evaluate(f"""() => {{
        const svgs = [...{box}.querySelectorAll(':scope > svg, :scope > .bands > .band > svg')];
        const text = svgs.length === 1 ? svgs[0].outerHTML
          : '<svg xmlns="http://www.w3.org/2000/svg">' + svgs.map(s => s.outerHTML).join('') + '</svg>';
        TabulaBoard.update({box}, text, true, null); }}""")
    page.evaluate(f"() => TabulaBoard.drawn({box}, null)")
    again = page.evaluate(FOCUSED_TIP)
    assert again == shown, again


def test_a_long_press_opens_the_zoom_and_plays_nothing(make_context, guard, server):
    page, game, s = table_after_a_computer_turn(make_context, guard, server, "res_arcana", "narrow",
                                                has_touch=True, is_mobile=True)
    part = page.locator("#board [data-zoom] [data-action], #board [data-zoom][data-action]").first
    if not part.count():
        part = page.locator("#board [data-zoom]").first
    part.scroll_into_view_if_needed()
    box = part.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    n = move_count(page)
    cdp = page.context.new_cdp_session(page)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
    page.wait_for_timeout(700)
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    page.wait_for_function("() => { const p = document.querySelector('.inspect'); "
                           "return p && !p.hidden && p.classList.contains('pinned') }")
    assert page.evaluate(TIP)["zoom"]
    page.wait_for_timeout(300)
    assert move_count(page) == n, "a long-press is not a move"
    page.touchscreen.tap(5, 5)
    page.wait_for_function("() => document.querySelector('.inspect').hidden")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_how_to_play_is_one_screen_with_the_boards_pictures(make_context, guard, server, game_id):
    page, game, s = table_after_a_computer_turn(make_context, guard, server, game_id, "wide")
    steps = game.how_to_play()
    assert 4 <= len(steps) <= 8
    page.click(".screen-head [data-cmd=howto]")
    page.wait_for_selector("dialog.howto[open]")
    assert page.inner_text("dialog.howto h2") == f"How to play {game.title}"
    assert page.locator("dialog.howto li").count() == len(steps)
    fits = page.evaluate("() => { const d = document.querySelector('dialog.howto');"
                         " const r = d.getBoundingClientRect();"
                         " return [d.scrollHeight <= d.clientHeight + 1, r.top >= 0,"
                         " r.bottom <= innerHeight] }")
    assert all(fits), f"the How to play does not fit one screen at 1280x800: {fits}"
    pics = page.eval_on_selector_all("dialog.howto svg.pic", "ss => ss.map(s => [s.getAttribute('viewBox'),"
                                     " s.firstChild.getBBox().width])")
    assert len(pics) >= len(steps) and all(v and w > 0 for v, w in pics), pics
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog.howto[open]", state="detached")
    # the board is as it was: one picture, or its bands (kit/doc.py Bands), none of the dialog's
    pictures = page.locator("#board > svg, #board > .bands > .band").count()
    assert page.locator("#board svg").count() == pictures >= 1


@pytest.mark.parametrize("game_id", ["fate_of_venterra", "terra_mystica"])
def test_a_keyboard_tip_stays_while_the_board_moves_under_a_resting_pointer(make_context, guard, server,
                                                                          game_id):
    """Regression (seen now and then in make test): the tip of the part the keyboard focused went
    away when the page scrolled the board under a mouse resting elsewhere (the browser sends a
    pointer that did not move the over and out events of the parts it now rests on); only the
    focus leaving, Escape or the mouse showing another part's tip may take it away."""
    page, _game, _s = table_after_a_computer_turn(make_context, guard, server, game_id, "wide")
    board = page.locator("#board").bounding_box()
    page.mouse.move(board["x"] + board["width"] / 2, max(2, board["y"] - 4))  # just above the board
    first = page.locator("#board [data-action]").first
    first.focus()
    page.keyboard.press("Shift+Tab")
    page.keyboard.press("Tab")
    page.wait_for_function(FOCUSED_TIP, timeout=10_000)
    for dy in (12, 24, 48, -48, -24, -12):  # the page moves under the pointer, in frames apart
        page.evaluate(f"window.scrollBy(0, {dy})")
        page.evaluate(SETTLE)
        tip, focused = page.evaluate(FOCUSED_TIP) or (None, None)
        assert tip is not None and tip == focused, (dy, tip, focused)
    page.keyboard.press("Escape")
    page.wait_for_function("() => document.querySelector('.inspect').hidden")


@pytest.mark.parametrize("game_id", ["res_arcana", "terra_mystica"])
def test_a_part_that_comes_under_a_resting_mouse_shows_no_tip_until_the_mouse_moves(
        make_context, guard, server, game_id):
    """A person who has just clicked ("Start the game", a card) and left the mouse where it was
    does not want the large tip of whatever the page then put under it (seen in a new user's
    trial: Res Arcana's table opened with a monument's zoom over the mages to choose from). The
    page scrolling a part under the resting mouse is the same case; the mouse moving over the
    part shows its tip as before."""
    page, _game, _s = table_after_a_computer_turn(make_context, guard, server, game_id, "wide")
    page.evaluate("window.scrollTo(0, 0)")
    # a part in the upper half of the window, the mouse 40 px below it
    tip, x, y, push = page.evaluate("""() => {
        for (const el of document.querySelectorAll('#board [data-tip]')) {
          const r = el.getBoundingClientRect();
          if (r.top > 60 && r.bottom < innerHeight / 2 && r.width > 20 && r.height > 20)
            return [el.dataset.tip, r.left + r.width / 2, r.bottom + 40, 40 + r.height / 2];
        }
        return [null, 0, 0, 0];
      }""")
    assert tip, "a part in the upper half of the table"
    under = "([x, y]) => document.elementFromPoint(x, y)?.closest('[data-tip]')?.dataset.tip || null"
    assert page.evaluate(under, [x, y]) != tip
    page.mouse.move(1, 1)
    page.mouse.move(x, y)
    page.wait_for_timeout(500)
    before = page.evaluate(TIP)
    # the page changes under the resting mouse: the part comes to lie under it
    page.evaluate("d => { document.querySelector('#screen').style.paddingTop = d + 'px' }", push)
    page.wait_for_function(f"p => ({under})(p) === p[2]", arg=[x, y, tip])
    page.wait_for_timeout(900)  # three times the hover's delay (static/board.js HOVER)
    after = page.evaluate(TIP)
    assert after is None or after == before, f"a tip opened under a mouse that did not move: {after}"
    page.mouse.move(x + 3, y + 2)  # the mouse moves on the part: its tip shows
    page.wait_for_function(f"() => ({TIP})() !== null", timeout=5_000)
