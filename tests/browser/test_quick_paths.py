"""The table's quick paths (issue 18): a move changes the board in place and the board shows in the
frame after the click, the panel in a later one; a game opens in slices the page paints between,
and going elsewhere meanwhile is honoured."""

from __future__ import annotations

import pytest

from browser.conftest import new_page
from browser.helpers import link_hash, mid_game, open_app, open_link

pytestmark = pytest.mark.browser

# Before a board click (capture phase): note the board's <svg> node, its content and the log's
# length; in the first frame after the click, what the board shows; window.__q collects it.
PROBE = """() => {
  const q = window.__q = {frames: 0};
  document.addEventListener('click', e => {
    if (!(e.target.closest && e.target.closest('#board [data-action]'))) return;
    q.svg = document.querySelector('#board svg');
    q.html = q.svg.innerHTML;
    q.log = document.querySelectorAll('.panel .log li').length;
    requestAnimationFrame(() => {  // the first frame after the click's handler
      q.frameSvgSame = document.querySelector('#board svg') === q.svg;
      q.frameChanged = document.querySelector('#board svg').innerHTML !== q.html;
      q.frameLog = document.querySelectorAll('.panel .log li').length;
    });
  }, true);
}"""


def long_game(moves: int = 200):
    """A hot-seat 4-player Terra Mystica game of ``moves`` moves, random but mostly main actions
    (uniformly random play passes and converts, and ends after a few rounds)."""
    import random

    from tabula.core.record import Record
    from tabula.games.terra_mystica import GAME
    from tabula.web.session import Session

    rng = random.Random(1)
    record = Record(game=GAME.id, options=GAME.default_options(4), seed=1, players=["Ann", "Bob", "Cy", "Di"],
                    rules=GAME.rules_version)
    s = Session(GAME, record, "test")
    while len(s.moves) < moves:
        assert not s.over(), "the game ended early"
        seat = s.deciding()
        texts = s.legal_texts(seat)
        main = [m for m in texts if not m.split(": ", 1)[-1].startswith(("burn ", "pass"))]
        s.decide(rng.choice(main if main and rng.random() < 0.97 else texts), seat=seat)
    return GAME, s


@pytest.mark.parametrize("game_id", ["terra_mystica", "bonfire"])
def test_a_move_changes_the_board_in_place(make_context, guard, server, game_id):
    game, s = mid_game(game_id, seed=3, mid=30)
    page = new_page(make_context(), guard)
    errors = []
    page.on("console", lambda m: errors.append(m.text[-300:]) if m.type == "error" else None)
    open_app(page, server)
    open_link(page, link_hash(s.record, game))
    page.wait_for_selector(".panel .log li")
    page.evaluate("() => { window.TABULA_BOT_PAUSE = 0; }")
    page.evaluate(PROBE)
    for click in range(6):
        page.wait_for_function("() => document.querySelectorAll('.legal button[data-move]').length > 0"
                               " && !document.querySelector('.thinking')")
        log = page.evaluate("() => document.querySelectorAll('.panel .log li').length")
        # the board offers what the panel offers (the board is drawn first: it must be complete)
        offered = page.evaluate("""() => [
            [...document.querySelectorAll('.legal button[data-move]')].map(b => b.dataset.move),
            [...document.querySelectorAll('#board [data-action]')].map(
                e => e.getAttribute('data-action'))]""")
        assert offered[1] and set(offered[1]) <= set(offered[0]), (click, offered)
        page.evaluate("() => { window.__q.frameLog = undefined; }")
        page.locator("#board [data-action]").first.dispatch_event("click")
        page.wait_for_function("() => window.__q.frameLog !== undefined")
        q = page.evaluate("() => ({same: window.__q.frameSvgSame, changed: window.__q.frameChanged})")
        # the board in the first frame is the same <svg> element, already showing the new position
        assert q["same"], f"click {click}: the board's <svg> was replaced, not updated in place"
        assert q["changed"], f"click {click}: the first frame after the click still shows the old board"
        # every attribute kept its namespace (an xlink:href set without it links nothing: the part
        # it draws has no size and cannot be clicked)
        lost = page.evaluate("""() => [...document.querySelectorAll('#board svg *')].flatMap(
            e => [...e.attributes].filter(a => a.name.includes(':') && !a.namespaceURI).map(a => a.name))""")
        assert not lost, f"attributes without their namespace: {sorted(set(lost))}"
        # the panel follows (its log gets the move) once that frame is on the screen
        page.wait_for_function("n => document.querySelectorAll('.panel .log li').length > n", arg=log)
        assert page.evaluate("() => document.querySelector('#board svg') === window.__q.svg")
        assert page.inner_text("#notice").strip() == ""
    assert not errors, errors


def test_a_long_game_opens_in_slices(make_context, guard, server):
    """A 4-player Terra Mystica game of 200 moves: "Opening the game…" shows and the page paints
    frames while it is replayed; then its table."""
    game, s = long_game()
    page = new_page(make_context(), guard)
    open_app(page, server)
    page.evaluate("""() => {
      const f = window.__frames = {opening: 0};
      const tick = () => {
        if (document.querySelector('.opening')) f.opening++;
        if (!document.querySelector('#board svg')) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    }""")
    open_link(page, link_hash(s.record, game))
    frames = page.evaluate("() => window.__frames.opening")
    assert frames >= 2, f"the page painted {frames} frames with 'Opening the game…' while it opened"
    page.wait_for_selector(".panel .log li")
    assert page.evaluate("() => document.querySelectorAll('.panel .log li').length") == len(s.moves)


def test_going_elsewhere_while_a_game_opens(make_context, guard, server):
    """The person goes back to the games while a link's game is still opening: the home screen
    stays, the table does not show up later, and nothing is saved of it."""
    game, s = long_game()
    page = new_page(make_context(), guard)
    open_app(page, server)
    saves = page.evaluate("() => Object.keys(localStorage)")
    # the person leaves as soon as "Opening the game…" shows (in the page: a round trip from
    # here can take longer than the whole opening)
    page.evaluate("""h => {
      new MutationObserver((_, obs) => {
        if (!document.querySelector('.opening')) return;
        obs.disconnect();
        window.__left = true;
        location.hash = '';
      }).observe(document.getElementById('screen'), {childList: true, subtree: true});
      location.hash = h;
    }""", link_hash(s.record, game))
    page.wait_for_function("() => window.__left === true")
    page.wait_for_selector(".opening", state="detached")
    page.wait_for_timeout(3000)  # longer than the game takes to open
    assert page.locator("#board svg").count() == 0, "the table showed after the person left"
    assert page.evaluate("() => location.hash") in ("", "#")
    assert page.evaluate("() => Object.keys(localStorage)") == saves
