"""Helpers for driving the app in tests (game-agnostic)."""

from __future__ import annotations

import json
import time

from browser.warm import POOL

READY_TIMEOUT = 90_000

# A JS function: what a board's <svg> shows, as text to compare, the same however the page came
# to draw it (whole, or patched in place: static/morph.js): attributes in one order, and the
# board's own style (the zoom's), height and view box left out (a board in the page only grows:
# static/board.js keepHeight)
BOARD_TEXT = """svg => {
  const own = ['style', 'height', 'viewBox'];
  const text = el => el.nodeType === 3 ? el.nodeValue : el.nodeType !== 1 ? '' :
    '<' + el.localName + ' ' + [...el.attributes].filter(a => el !== svg || !own.includes(a.name))
      .map(a => (a.namespaceURI || '') + '|' + a.name + '=' + a.value).sort().join(' ') + '>'
    + [...el.childNodes].map(text).join('') + '</' + el.localName + '>';
  return svg ? text(svg) : '';
}"""


def open_app(page, base: str, hash_: str = "") -> None:
    """The app started in ``page`` at ``hash_`` (home: nothing stored yet). A page handed on by
    an earlier test (browser/warm.py) is already that at home: it is not loaded again."""
    if not hash_ and POOL.skip_load(page, base):
        return
    page.goto(f"{base}/{hash_}")
    wait_ready(page)
    POOL.loaded(page, base, hash_)


def wait_ready(page) -> None:
    """Wait for the app's ready signal (or its boot failure, reported as an assertion)."""
    page.wait_for_selector("body[data-ready], body[data-boot-error]", state="attached", timeout=READY_TIMEOUT)
    if page.get_attribute("body", "data-ready") is None:
        raise AssertionError("the page failed to start: " + page.inner_text("#boot-error"))


def wait_boot_error(page) -> str:
    page.wait_for_selector("body[data-ready], body[data-boot-error]", state="attached", timeout=READY_TIMEOUT)
    assert page.get_attribute("body", "data-ready") is None, "the page started although it should not"
    return page.inner_text("#boot-error")


def notice(page) -> str:
    return page.inner_text("#notice")


# The moves in the table's log: a JS expression of their number (for conditions of a test's own)
LOG_ITEMS = "#screen .log li"
LOG_LENGTH = f"document.querySelectorAll({json.dumps(LOG_ITEMS)}).length"
_COMPARE = {"more_than": ">", "at_least": ">=", "exactly": "===", "fewer_than": "<"}


def move_count(page) -> int:
    return page.locator(LOG_ITEMS).count()


def wait_for_moves(page, timeout: float = 30_000, **bound: int) -> None:
    """Wait until the log holds a number of moves: ``more_than=n``, ``at_least=n``, ``exactly=n``
    or ``fewer_than=n`` (one of them)."""
    [(how, n)] = bound.items()
    page.wait_for_function(f"n => {LOG_LENGTH} {_COMPARE[how]} n", arg=n, timeout=timeout)


# A JavaScript function of n: a promise fulfilled after n animation frames, rejected if they do
# not come within 10 s (a page the browser has stopped drawing), so that a page.evaluate waiting
# for frames fails with a message instead of waiting for ever (evaluate has no timeout).
AFTER_FRAMES = """(n => new Promise((done, fail) => {
  const timer = setTimeout(() => fail(new Error(`no ${n} animation frame(s) within 10 s`)), 10000);
  const step = k => k ? requestAnimationFrame(() => step(k - 1)) : (clearTimeout(timer), done());
  step(n);
}))"""


def wait_until(page, predicate: str, arg=None, timeout_s: float = 30.0, message: str = ""):
    """Poll the page's ``predicate`` (a function; async ones too) until it gives a true value,
    which is returned. Playwright's wait_for_function does not wait for an async predicate: its
    promise counts as true at once."""
    end = time.monotonic() + timeout_s
    while not (got := page.evaluate(predicate, arg)):
        if time.monotonic() > end:
            raise AssertionError(message or f"not true after {timeout_s:.0f} s: {predicate}")
        page.wait_for_timeout(100)
    return got


def start_new_game(page, game_id: str, players: int, options: dict | None = None,
                   names: list[str] | None = None, mode: str = "hotseat") -> None:
    """From anywhere in the app: fill the new-game form and start; waits for the table. ``mode``
    "hotseat": every seat a person (what most tests drive); "solo": the form's default, seat 1 a
    person and the others computers."""
    page.evaluate("id => { location.hash = '#new/' + id }", game_id)
    page.wait_for_selector("form[data-form=new]")
    page.select_option("#players", str(players))
    page.check(f"#mode-{mode}")
    for i, name in enumerate(names or []):
        page.fill(f"#name-{i}", name)
    for key, value in (options or {}).items():
        sel = f"[data-opt={json.dumps(key)}]"
        if page.get_attribute(sel, "data-type") == "bool":
            page.set_checked(sel, bool(value))
        else:
            page.select_option(sel, str(value))
    page.click("form[data-form=new] button[type=submit]")
    page.wait_for_selector("#board")


def click_action(page, text: str) -> None:
    """Click the board element whose data-action is ``text``; waits until the move is logged."""
    before = move_count(page)
    page.locator(f"#board [data-action={json.dumps(text)}]").first.click()
    wait_for_moves(page, more_than=before, timeout=10_000)


def play_text(page, text: str) -> None:
    page.fill("#move-input", text)
    page.press("#move-input", "Enter")


def local_storage(page) -> dict:
    return page.evaluate("() => Object.fromEntries(Object.entries(localStorage))")


def no_horizontal_overflow(page) -> bool:
    return page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")


# --- positions made in CPython, opened in the page through a share link -------------------------

GAME_IDS = ("terra_mystica", "res_arcana", "bonfire", "fate_of_venterra")


def mid_game(game_id: str, seed: int = 1, mid: int = 20, seats=("", "random"), names=("Ann", "Bob")):
    """A seeded game of ``game_id`` (one player per name) played in CPython by random legal moves
    until at least ``mid`` were played and a person (a seat whose kind is "") is to decide:
    (game, session)."""
    import random

    from tabula import games
    from tabula.core.record import Record
    from tabula.web.session import Session

    game = games.get(game_id)
    rng = random.Random(seed)
    record = Record(game=game.id, options=game.default_options(len(names)), seed=seed,
                    players=list(names), rules=game.rules_version, seats=list(seats))
    s = Session(game, record, "test")
    while not s.over() and (len(s.moves) < mid or s.is_computer(s.deciding())):
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    assert not s.over(), f"the {game_id} game ended before move {mid}"
    return game, s


def pass_position(game_id: str, names=("Ann", "Bob"), seed: int = 1):
    """A hot-seat game (every seat a person) at a decision that, opened from a link, comes behind
    a pass screen (the decider's options need their hidden cards: web/session.py must_pass)."""
    import random

    from tabula.web.session import Session

    game, s = mid_game(game_id, seed=seed, seats=("",) * len(names), names=names)
    rng = random.Random(seed)
    while Session(game, s.record.copy(), "fresh").must_pass() is None:
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
        assert not s.over(), f"no pass screen in this {game_id} game"
    return game, s


def link_hash(record, game=None) -> str:
    """``#g=<token>`` of a record (packed with the game's compact moves when ``game`` is given)."""
    from tabula.core import codec

    return "#g=" + codec.encode(record, game)


def open_link(page, hash_: str, wait: str = "#board svg, .pass-screen:not([hidden])") -> None:
    """In a page already running the app: open a share link (a hash change, no reload) and wait
    for the table it shows (its board, or its pass-the-device screen)."""
    before = page.evaluate("h => { const was = location.hash; location.hash = h; return was }", hash_)
    # the app saves the game under a new id and routes to it at once: a new #play/ hash is the table
    page.wait_for_function("was => location.hash.startsWith('#play/') && location.hash !== was", arg=before)
    page.wait_for_selector(wait)


def score_table(page) -> list[list[str]]:
    """The final score sheet as text, a player's column headed by the name as entered."""
    return page.evaluate("""() => [...document.querySelectorAll('.score-table tr')]
        .map(tr => [...tr.children].map(c => (c.querySelector('.name') || c).textContent))""")


def standings(game, st) -> list[int]:
    """The seats in the order the final scores show them: the winners, then by points, then by seat."""
    scores = game.score(st)
    won = set(game.winners(st) or [])
    return sorted(scores, key=lambda s: (s not in won, -sum(scores[s].values()), s))


def expected_score_table(game, record) -> list[list[str]]:
    """The final score sheet for ``record`` as the engine computes it (the page's layout: one
    column per seat in finishing order headed by the name, one row per category, the totals)."""
    from tabula.core.record import replay

    st = replay(game, record)
    scores = game.score(st)
    seats = standings(game, st)
    cats: list[str] = []
    for seat in seats:
        cats += [c for c in scores[seat] if c not in cats]
    rows = [[str(c)] + [str(scores[s].get(c, 0)) for s in seats] for c in cats]
    total = ["Total"] + [str(sum(scores[s].values())) for s in seats]
    return [[""] + [record.players[s] for s in seats], *rows, total]
