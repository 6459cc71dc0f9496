"""Every control of the app, used as a person would, with no error notice and no console error.

- Home: each game's About (open and close), opening an empty or broken link, importing an empty
  or broken log, Continue and Delete (Keep, then Yes).
- New game, in every game: each player count, each seat kind, each option's every value; then a
  game against a computer.
- The table, in every game: a move button, a board part, a typed move, a typed illegal move, a
  typed move that hands the turn to the computer, Undo, the log (first, previous, next, current,
  an entry, back to the game), About, Share, zoom; and the end of the game, reached by a typed
  move, with its scores.

Expected messages (an illegal move, an empty box) are checked for their words; any other error
notice, or any console error, fails the test.
"""

from __future__ import annotations

import random

import pytest

from browser.helpers import (
    GAME_IDS,
    link_hash,
    move_count,
    notice,
    open_app,
    open_link,
    start_new_game,
    wait_for_moves,
)
from tabula import games
from tabula.core.record import Record
from tabula.web.session import Session

pytestmark = pytest.mark.browser

TIMEOUT = 30_000
PERSON = "() => document.querySelectorAll('.legal button[data-move]').length > 0"
BAD = ("Something went wrong", "could not be drawn", "Traceback", "Error")


def _no_bad_notice(page, where: str) -> None:
    text = notice(page)
    kind = page.get_attribute("#notice", "data-kind") or ""
    assert not any(b in text for b in BAD), f"{where}: {text!r}"
    assert kind != "error" or not text, f"{where}: an error notice: {text!r}"


def _expect_notice(page, words: str) -> None:
    page.wait_for_function("() => document.querySelector('#notice').textContent.length > 0")
    text = notice(page)
    assert words in text, text
    assert not any(b in text for b in BAD), text
    page.click("#notice [data-cmd=dismiss]")


def test_home_controls(page, server, guard):
    open_app(page, server)
    for card in page.locator(".game-card").all():
        card.locator("[data-cmd=about]").click()
        card.locator(".about-text").wait_for()
        assert len(card.locator(".about-text").inner_text()) > 20
        card.locator("[data-cmd=about]").click()
        card.locator(".about-text").wait_for(state="detached")
        _no_bad_notice(page, "About")
    page.click("form[data-form=link] button[type=submit]")
    _expect_notice(page, "Paste a link")
    page.fill("#link-input", "https://example.org/#g=1.res_arcana.broken")
    page.click("form[data-form=link] button[type=submit]")
    _expect_notice(page, "This link could not be opened")
    page.click("form[data-form=import] button[type=submit]")
    _expect_notice(page, "Paste a game log first")
    page.fill("#import-input", "setup witches\nsetup nomads\nwitches: fly to the moon")
    page.click("form[data-form=import] button[type=submit]")
    _expect_notice(page, "could not be imported")
    # a game to continue and to delete
    start_new_game(page, "terra_mystica", 2)
    page.click("button[data-cmd=go][data-href='#']")
    page.wait_for_selector(".save [data-cmd=delete]")
    page.click(".save [data-cmd=go]")
    page.wait_for_selector("#board svg")
    page.click("button[data-cmd=go][data-href='#']")
    page.click(".save [data-cmd=delete]")
    page.click(".save [data-cmd=delete-no]")
    page.click(".save [data-cmd=delete]")
    page.click(".save [data-cmd=delete-yes]")
    _expect_notice(page, "deleted")
    assert page.locator(".save").count() == 0
    assert not guard.console_errors, guard.console_errors


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_new_game_form_controls(page, server, guard, game_id):
    game = games.get(game_id)
    open_app(page, server)
    page.evaluate("id => { location.hash = '#new/' + id }", game_id)
    page.wait_for_selector("form[data-form=new]")
    for n in range(game.min_players, game.max_players + 1):
        page.select_option("#players", str(n))
        assert page.locator("[id^=name-]").count() == n
        for i in range(n):
            for kind in ("easy", "normal", "hard", ""):
                page.select_option(f"#seat-{i}", kind)
    page.select_option("#players", str(max(2, game.min_players)))
    for opt in page.locator("[data-opt]").all():
        if opt.get_attribute("data-type") == "bool":
            opt.check()
            opt.uncheck()
        else:
            values = opt.locator("option").evaluate_all("os => os.map(o => o.value)")
            for v in values:
                opt.select_option(v)
            opt.select_option(values[0])
    page.select_option("#seat-1", "easy")
    page.click("form[data-form=new] button[type=submit]")
    page.wait_for_selector("#board svg")
    _no_bad_notice(page, "new game")
    assert not guard.console_errors, guard.console_errors


def _positions(game_id: str, seed: int = 5):
    """A random game of two people: its record, and the session of the whole game."""
    game = games.get(game_id)
    rng = random.Random(seed)
    record = Record(game=game_id, options=game.default_options(2), seed=seed, players=["Ann", "Cy"],
                    rules=game.rules_version)
    s = Session(game, record, "c")
    while not s.over():
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    return s


def _solo_link(s: Session, upto: int, person: int) -> str:
    game = s.game
    seats = ["easy"] * len(s.record.players)
    seats[person] = ""
    record = Record(game=game.id, options=s.record.options, seed=s.record.seed,
                    players=list(s.record.players), moves=s.record.moves[:upto], rules=s.record.rules,
                    seats=seats)
    return link_hash(record, game)


def _hands_over(s: Session, person: int) -> int | None:
    """A move of ``person`` after which a computer decides (in the first half of the game)."""
    for k in range(4, len(s.moves) // 2):
        if s.actors[k] == person and s.game.to_move(s.states[k + 1])[:1] != [person] \
                and s.game.to_move(s.states[k])[:1] == [person]:
            return k
    return None


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_table_controls(page, server, guard, game_id):
    s = _positions(game_id)
    person = 0
    k = _hands_over(s, person)
    assert k is not None, "no move of the person hands the turn over"
    open_app(page, server)
    page.evaluate("() => { window.TABULA_BOT_PAUSE = 0 }")
    # 1. a typed move that hands the turn to the computer, then the computer's answer
    open_link(page, _solo_link(s, k, person))
    page.wait_for_function(PERSON, timeout=TIMEOUT)
    n = move_count(page)
    page.fill("#move-input", s.moves[k])
    page.press("#move-input", "Enter")
    # the person's move and at least one of the computer's: until then the old buttons may
    # still be on the page (the typed move is handled after the key press returns)
    wait_for_moves(page, at_least=n + 2, timeout=TIMEOUT)
    page.wait_for_function(PERSON, timeout=TIMEOUT)
    _no_bad_notice(page, "typed move to the computer")
    # 2. a typed illegal move
    page.fill("#move-input", "this is not a move")
    page.press("#move-input", "Enter")
    _expect_notice(page, "cannot be played")
    # 3. a move button, then a board part if this decision has one
    n = move_count(page)
    page.locator(".legal button[data-move]").first.click()
    wait_for_moves(page, more_than=n, timeout=TIMEOUT)
    page.wait_for_function(PERSON, timeout=TIMEOUT)
    part = page.locator("#board [data-action]").first
    if part.count():
        n = move_count(page)
        part.click()
        wait_for_moves(page, more_than=n, timeout=TIMEOUT)
        page.wait_for_function(PERSON, timeout=TIMEOUT)
    _no_bad_notice(page, "move button and board part")
    # 4. Undo, when it is offered
    undo = page.locator("button[data-cmd=undo]")
    if undo.is_enabled():
        n = move_count(page)
        undo.click()
        wait_for_moves(page, fewer_than=n, timeout=TIMEOUT)
        page.wait_for_function(PERSON, timeout=TIMEOUT)
    # 5. the log: first, next, previous, an entry, current, and back to the game
    for label in ("First position", "Next move", "Previous move"):
        page.click(f".log-nav button[aria-label='{label}']")
        page.wait_for_selector(".replay-bar")
    page.locator(".log li button").nth(2).click()
    page.wait_for_selector(".replay-bar")
    page.click(".log-nav button[aria-label='Current position']")
    page.wait_for_selector(".replay-bar", state="detached")
    page.click(".log-nav button[aria-label='First position']")
    page.click(".replay-bar [data-cmd=live]")
    page.wait_for_selector(".replay-bar", state="detached")
    # 6. About, Share, zoom
    if page.locator(".screen-head [data-cmd=about]").count():  # games with notes
        page.click(".screen-head [data-cmd=about]")
        page.wait_for_selector(".panel .about")
        page.click(".panel .about [data-cmd=about]")
        page.wait_for_selector(".panel .about", state="detached")
    page.click("button[data-cmd=share]")
    page.wait_for_selector("#share-link")
    assert "#g=1." in page.input_value("#share-link")
    for cmd in ("zoom-in", "zoom-out", "zoom-reset"):
        page.click(f"button[data-cmd={cmd}]")
    _no_bad_notice(page, "log, About, Share, zoom")
    # 7. the end of the game, by a typed move
    last = len(s.moves) - 1
    open_link(page, _solo_link(s, last, s.actors[last]))
    page.wait_for_function(PERSON, timeout=TIMEOUT)
    page.fill("#move-input", s.moves[last])
    page.press("#move-input", "Enter")
    page.wait_for_selector(".scores table", timeout=TIMEOUT)
    text = page.inner_text(".scores")
    assert "Total" in text and ("wins" in text or "share the win" in text), text
    assert page.locator("#move-input").count() == 0
    _no_bad_notice(page, "end of the game")
    assert not guard.console_errors, guard.console_errors
