"""Solo play in the browser: one person against a computer, on the offline page.

- A whole Terra Mystica game, person (by clicks on the offered moves) against the computer at
  easy, to the final score table; on the way, undo takes back the person's last decision with
  the computer's moves after it (and no more), and a reload resumes with the seats intact.
- Two hard computers play a mid-game position on their own: the page keeps painting frames and
  answers clicks (the move log, Share) while they think; their think times are printed.
"""

from __future__ import annotations

import json
import statistics

import pytest

from browser.conftest import new_page
from browser.helpers import (
    AFTER_FRAMES,
    expected_score_table,
    open_app,
    score_table,
    wait_for_moves,
    wait_ready,
)
from browser.test_tm_game import Policy, _cmd, saved
from tabula.core import codec
from tabula.core.record import Record
from tabula.games.terra_mystica import GAME
from tabula.web.session import Session

pytestmark = pytest.mark.browser

FAST = "window.TABULA_BOT_PAUSE = 0;"  # no pause between a computer's moves
PERSON_TURN = """() => !!document.querySelector('.scores table')
  || document.querySelectorAll('.legal button[data-move]').length > 0"""
LOG = "() => [...document.querySelectorAll('#screen .log li > button')].map(b => b.textContent)"
TIMEOUT = 60_000


def mirror(page) -> Session:
    _, rec = saved(page)
    return Session(GAME, rec, "mirror")


def person_moves(page, policy: Policy, until=None, limit: int = 400) -> Session:
    """Play the person's decisions (seat 0) by clicking the offered moves, the computer answering
    in between, until the game is over or ``until(session)`` holds at the person's turn."""
    for _ in range(limit):
        page.wait_for_function(PERSON_TURN, timeout=TIMEOUT)
        s = mirror(page)
        if s.over() or (until is not None and until(s)):
            return s
        seat = s.deciding()
        assert seat == 0 and not s.is_computer(seat)
        offered = page.evaluate("() => [...document.querySelectorAll('.legal button[data-move]')]"
                                ".map(b => b.dataset.move)")
        assert offered == s.legal_texts(seat)
        move = policy.choose(s.state, seat, offered)
        n = len(s.moves)
        page.locator(f".legal button[data-move={json.dumps(move)}]").click()
        wait_for_moves(page, more_than=n, timeout=TIMEOUT)
    raise AssertionError("the game does not end")


@pytest.mark.cold_start
def test_solo_game_against_the_computer(make_context, guard, server, artifacts):
    ctx = make_context()
    ctx.add_init_script(FAST)
    page = new_page(ctx, guard)
    open_app(page, server)

    # the New game dialog: Ann against the computer at easy
    page.click(".game-card[data-game=terra_mystica] [data-cmd=go]")
    page.wait_for_selector("form[data-form=new]")
    page.select_option("#players", "2")
    page.fill("#name-0", "Ann")
    page.select_option("#seat-1", "easy")
    assert page.input_value("#name-1") == "Computer 2"
    page.select_option("[data-opt=setup]", "beginner")
    page.screenshot(path=str(artifacts / "solo-newgame.png"), full_page=True)
    page.click("form[data-form=new] button[type=submit]")
    page.wait_for_selector("#board svg")
    _, record = saved(page)
    assert record.seats == ["", "easy"] and record.players == ["Ann", "Computer 2"]
    why = f"(game seed {record.seed})"
    policy = Policy(7)

    # to the first turn of the actions phase
    s = person_moves(page, policy, until=lambda s: s.state.phase == "actions" and len(s.moves) > 12)
    start = len(s.moves)

    # the person's whole turn; then the computer's turn follows by itself
    def computer_answered(s):
        return len(s.moves) > start and s.actors[-1] == 1
    person_moves(page, policy, until=lambda s: computer_answered(s) or s.over())
    s = mirror(page)
    assert computer_answered(s), why
    k = s.undo_point()
    assert k is not None and k >= start, why
    mine = s.moves[k]
    assert s.actors[k] == 0 and all(a == 1 for a in s.actors[k + 1:]), why
    page.wait_for_selector(".panel .last-move")
    assert page.locator("#screen .log li.bot").count() >= 1
    page.screenshot(path=str(artifacts / "solo-after-computer.png"), full_page=True)

    # undo: the person's decision and the computer's moves after it, no further
    page.click("button[data-cmd=undo]")
    wait_for_moves(page, exactly=k)
    _, after = saved(page)
    assert after.moves == s.moves[:k], why
    assert page.evaluate(LOG) == s.moves[:k]
    page.wait_for_selector(".legal button[data-move]")
    offered = page.evaluate("() => [...document.querySelectorAll('.legal button[data-move]')]"
                            ".map(b => b.dataset.move)")
    assert mine in offered

    # a reload resumes the game with its seats
    person_moves(page, policy, until=lambda s: len(s.moves) > k + 6)
    before = page.evaluate(LOG)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#board svg")
    page.wait_for_function(PERSON_TURN, timeout=TIMEOUT)
    assert page.evaluate(LOG)[:len(before)] == before
    _, reloaded = saved(page)
    assert reloaded.seats == ["", "easy"], why

    # to the end
    s = person_moves(page, policy)
    page.wait_for_selector(".scores table")
    _, final = saved(page)
    assert final.seats == ["", "easy"]
    assert final.moves == s.moves
    table = score_table(page)
    assert table == expected_score_table(GAME, final), why
    totals = [int(x) for x in table[-1][1:]]
    top = [table[0][1 + i] for i, v in enumerate(totals) if v == max(totals)]
    winner = page.inner_text(".scores .winner")  # Terra Mystica: a tie on points shares the win
    assert winner == (f"{top[0]} wins" if len(top) == 1 else f"{' and '.join(top)} share the win"), why
    page.screenshot(path=str(artifacts / "solo-finished.png"), full_page=True)
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors
    print(f"solo TM game {why}: {len(final.moves)} moves, "
          f"{sum(1 for a in Session(GAME, final, 'x').actors if a == 1)} by the computer")


def midgame(seats: list[str], moves: int = 40) -> Record:
    """A 2-player Terra Mystica record in round 1 or 2 (by the test policy), with these seats."""
    rec = Record(game=GAME.id, options={**GAME.default_options(2), "setup": "beginner"}, seed=11,
                 players=["Hal", "Kay"], rules=GAME.rules_version)
    s = Session(GAME, rec, "x")
    policy = Policy(11)
    while len(s.moves) < moves or _cmd(s.moves[-1]) != "done":
        seat = s.deciding()
        s.decide(policy.choose(s.state, seat, s.legal_texts(seat)), seat=seat)
    out = s.record.copy()
    out.seats = list(seats)
    return out


# Frames: the longest gap between two animation frames while a computer was thinking.
FRAMES = """() => {
  window.__gaps = [];
  let last = performance.now();
  function tick(t) {
    if (document.querySelector('.turn.thinking')) window.__gaps.push(t - last);
    last = t;
    requestAnimationFrame(tick);
  }
  requestAnimationFrame(tick);
}"""


@pytest.mark.cold_start
def test_page_stays_responsive_while_computers_think(make_context, guard, server, artifacts):
    ctx = make_context()
    ctx.add_init_script(FAST)
    page = new_page(ctx, guard)
    record = midgame(["hard", "hard"])
    open_app(page, server, f"#g={codec.encode(record, GAME)}")
    page.wait_for_selector("#board svg")
    page.evaluate(FRAMES)
    page.wait_for_selector(".turn.thinking", timeout=TIMEOUT)
    page.screenshot(path=str(artifacts / "solo-thinking.png"))

    # while a computer thinks: the move log opens an earlier position at once
    clicks = []
    for _ in range(3):
        page.wait_for_selector(".turn.thinking", timeout=TIMEOUT)
        t = page.evaluate(f"""async () => {{
          const t0 = performance.now();
          document.querySelector('.log-nav [aria-label="First position"]').click();
          await {AFTER_FRAMES}(1);
          return performance.now() - t0;
        }}""")
        page.wait_for_selector(".replay-bar", timeout=2_000)
        clicks.append(t)
        # (the panel is redrawn after every computer move: click at once, not after waiting for
        # the button to hold still)
        page.evaluate("() => document.querySelector('.replay-bar [data-cmd=live]').click()")
        page.wait_for_timeout(300)
    # and Share
    link = page.evaluate("""() => {
      document.querySelector('button[data-cmd=share]').click();
      return document.querySelector('#share-link').value;
    }""")
    assert "#g=1.terra_mystica." in link

    # let them play on by themselves for a while
    page.wait_for_function("() => (window.TabulaThink || []).filter(t => t.level === 'hard').length >= 8",
                           timeout=120_000)
    thinks = page.evaluate("() => window.TabulaThink.map(t => t.ms)")
    gaps = page.evaluate("() => window.__gaps")
    _, now = saved(page)
    assert now.seats == ["hard", "hard"]
    assert len(now.moves) > len(record.moves)
    assert now.moves[:len(record.moves)] == record.moves
    median = statistics.median(thinks)
    worst_gap = max(gaps)
    print(f"hard think times in Chromium (ms): median {median:.0f}, max {max(thinks):.0f}, n={len(thinks)}; "
          f"frame gaps while thinking: max {worst_gap:.0f} ms, median {statistics.median(gaps):.0f} ms; "
          f"log click to next frame: {[round(c) for c in clicks]} ms")
    assert worst_gap < 1000, f"the page froze for {worst_gap:.0f} ms while a computer thought"
    assert max(clicks) < 1000

    # leaving the table while a computer thinks
    page.evaluate("() => document.querySelector('.screen-head [data-cmd=go]').click()")
    page.wait_for_selector(".game-cards")
    n = len(saved_any(page).moves)
    page.wait_for_timeout(1500)
    assert len(saved_any(page).moves) == n, "the computer played on after the table was left"
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors


def saved_any(page) -> Record:
    from browser.helpers import local_storage
    from tabula.web.storage import PREFIX

    entries = [v for k, v in local_storage(page).items() if k.startswith(PREFIX)]
    assert len(entries) == 1
    return Record.from_dict(json.loads(entries[0])["record"])
