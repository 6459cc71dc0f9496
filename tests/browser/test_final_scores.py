"""The end of a game: the final scores fit the panel at 1280x800 with the most players, name the
players as they were entered, put the winner first, and offer "Play again" and "New game"."""

from __future__ import annotations

import json
import random

import pytest

from browser.helpers import GAME_IDS, link_hash, open_app, open_link
from browser.test_tm_game import saved

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob", "Cyrille-Anne", "Di", "Ed"]


def finished_game(game_id: str, seed: int = 3):
    """A game at its most players played to the end by random legal moves, in CPython."""
    from tabula.core.record import Record
    from tabula.games import get
    from tabula.web.session import Session

    game = get(game_id)
    n = game.max_players
    rng = random.Random(seed)
    record = Record(game=game.id, options=game.default_options(n), seed=seed, players=NAMES[:n],
                    rules=game.rules_version, seats=[""] + ["random"] * (n - 1))
    s = Session(game, record, "test")
    while not s.over():
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    return game, s


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_final_scores_fit_name_the_players_and_offer_another_game(page, server, game_id):
    game, s = finished_game(game_id)
    open_app(page, server)
    open_link(page, link_hash(s.record, game), wait=".scores")
    box = page.evaluate("""() => {
        const sec = document.querySelector('.scores'), t = sec.querySelector('table');
        sec.scrollIntoView({block: 'start'});
        const r = sec.getBoundingClientRect();
        return {top: r.top, bottom: r.bottom, h: innerHeight, over: t.scrollWidth - t.clientWidth,
                pageOver: document.documentElement.scrollWidth - innerWidth,
                cols: [...t.querySelectorAll('thead th')].map(th => ({
                    name: th.querySelector('.name').textContent, won: th.classList.contains('won'),
                    cut: [...th.querySelectorAll('span')].some(x => x.scrollWidth > x.clientWidth + 1)}))}
    }""")
    n = game.max_players
    assert box["over"] <= 0 and box["pageOver"] <= 0, box  # no scrolling sideways
    assert box["bottom"] - box["top"] <= box["h"], box  # the whole sheet on one screen
    cols = box["cols"]
    assert sorted(c["name"] for c in cols) == sorted(NAMES[:n])  # as entered, no "(p1)"
    assert cols[0]["won"], cols  # the winner first
    totals = page.eval_on_selector_all(".scores tr.total td", "tds => tds.map(td => +td.textContent)")
    winners = [i for i, c in enumerate(cols) if c["won"]]
    assert totals[: len(winners)] == sorted(totals[: len(winners)], reverse=True)
    assert totals[len(winners):] == sorted(totals[len(winners):], reverse=True)

    # Play again: the same players, seats and options, a new seed
    before = page.evaluate("() => location.hash")
    page.click(".scores button[data-cmd=again]")
    page.wait_for_function("h => location.hash.startsWith('#play/') && location.hash !== h", arg=before)
    # the new game's table, not the finished one's still in place while the new one opens: a game
    # under way (computers may have begun), no scores
    page.wait_for_function("() => !document.querySelector('.scores')"
                           " && !!document.querySelector('#board svg, .pass-screen:not([hidden])')")
    _, record = saved(page)
    assert record.players == s.record.players and record.seats == s.record.seats
    assert json.dumps(record.options, sort_keys=True) == json.dumps(s.record.options, sort_keys=True)
    assert record.seed != s.record.seed and len(record.moves) < len(s.record.moves)


def test_new_game_from_the_final_scores(page, server):
    game, s = finished_game("terra_mystica")
    open_app(page, server)
    open_link(page, link_hash(s.record, game), wait=".scores")
    page.click(".scores button[data-cmd=go]")
    page.wait_for_selector("form[data-form=new]")
    assert page.evaluate("() => location.hash") == "#new/terra_mystica"
