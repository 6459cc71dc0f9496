"""Terra Mystica in the browser: a whole 2-player game played by clicks only, reload, share links,
undo, the notation box, and screenshots of the table.

The clicks follow a seeded policy that passes early (a few main actions per round), so a game is
short (60-80 decisions). A CPython session mirrors every click: the page's legal moves must equal
the engine's at each step, every one of them must have a clickable place on the board, and the
final score table must equal what the engine computes for the record the page saved. The game's
setup seed comes from the New game dialog (random), so it is printed in every failure message.
"""

from __future__ import annotations

import json
import random

import pytest

from browser.conftest import new_page
from browser.helpers import (
    BOARD_TEXT,
    LOG_LENGTH,
    expected_score_table,
    local_storage,
    move_count,
    no_horizontal_overflow,
    notice,
    open_app,
    play_text,
    score_table,
    standings,
    wait_for_moves,
    wait_ready,
)
from tabula.core import codec
from tabula.core.record import Record, new_record, replay
from tabula.games.terra_mystica import GAME
from tabula.web.session import Session
from tabula.web.storage import PREFIX

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob <b>&"]
MAIN = ("upgrade ", "build ", "dig ", "build ", "send p", "action ACT", "advance ")
PER_ROUND = 3  # main actions a seat takes in a round before it passes
MAX_CLICKS = 200
CLICK_TIMEOUT = 15_000

# One round trip: what the page offers now.
READ = f"""() => ({{
  n: {LOG_LENGTH},
  moves: [...document.querySelectorAll('.legal button[data-move]')].map(b => b.dataset.move),
  board: [...document.querySelectorAll('#board [data-action]')].map(e => e.getAttribute('data-action')),
  over: !!document.querySelector('.scores table'),
}})"""
# Resolves once the move is logged (n + 1 entries) or a notice says why it was not.
AFTER = f"""n => {LOG_LENGTH} === n + 1
  || (document.querySelector('#notice').textContent.length > 0
      && document.querySelector('#notice').dataset.kind === 'error')"""
# Scroll the move's board element into view; its centre and the move found under that point.
AIM = """move => {
  const el = [...document.querySelectorAll('#board [data-action]')]
    .find(e => e.getAttribute('data-action') === move);
  el.scrollIntoView({block: 'center', inline: 'center'});
  const r = el.getBoundingClientRect();
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const under = document.elementFromPoint(x, y);
  const hit = under && under.closest('[data-action]');
  return {x, y, hit: hit ? hit.getAttribute('data-action') : null};
}"""
SNAPSHOT = """() => ({
  log: [...document.querySelectorAll('#screen .log li > button')].map(b => b.textContent),
  board: (""" + BOARD_TEXT + """)(document.querySelector('#board svg')),
  decision: (document.querySelector('.panel .decision') || {}).textContent || '',
  round: document.querySelector('.screen-head .round').textContent,
  undo: !!document.querySelector('button[data-cmd=undo]:not([disabled])'),
})"""


def _cmd(move: str) -> str:
    return move.split(": ", 1)[1]


class Policy:
    """Seeded choice among the offered moves: a few builds / upgrades / cult steps per round, then
    pass. Whatever the position, it returns one of ``moves``."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)
        self.acted: dict[tuple[int, int], int] = {}

    def choose(self, st, seat: int, moves: list[str]) -> str:
        rng = self.rng

        def pick(*prefixes):
            c = [m for m in moves if _cmd(m).startswith(prefixes)]
            return rng.choice(c) if c else None

        if st.phase == "factions":
            return pick("faction ")
        if any(_cmd(m).startswith("leech") for m in moves):
            return pick("leech" if rng.random() < 0.7 else "decline")
        choice = pick("+")  # favor / town tile, cult step
        if choice:
            return choice
        if st.phase == "initial":
            return pick("build ")
        if st.phase == "bonus":
            return pick("pass ")
        for m in moves:
            if _cmd(m) in ("done", "-spade"):
                return m
        if any(_cmd(m).startswith("pass") for m in moves):  # a fresh turn
            key = (st.round, seat)
            if self.acted.get(key, 0) < PER_ROUND:
                for _ in range(4):
                    choice = pick(rng.choice(MAIN))
                    if choice:
                        self.acted[key] = self.acted.get(key, 0) + 1
                        return choice
            return pick("pass")
        # in the middle of an action: build, else make a hex home terrain, else anything
        home = st.players[seat].home
        return (pick("build ")
                or next((m for m in moves if _cmd(m).endswith(f" to {home}")), None)
                or rng.choice([m for m in moves if not _cmd(m).startswith(("convert", "burn"))] or moves))


def saved(page) -> tuple[str, Record]:
    """The save id of the game on screen and its record, read from localStorage."""
    save_id = page.evaluate("() => location.hash").split("/", 1)[1]
    entry = json.loads(local_storage(page)[PREFIX + save_id])
    return save_id, Record.from_dict(entry["record"])


def click_move(page, move: str, board: list[str], stats: dict) -> None:
    """Click the move's place on the board if it has one, else its move button.

    A board element is clicked with the mouse at the centre of its box, after checking that the
    element under that point belongs to it (a bridge drawn as a vertical line has a box of zero
    width, which Playwright's locator.click() takes for invisible, although its stroke is not).
    """
    if move not in board:
        stats["button"] += 1
        page.locator(f".legal button[data-move={json.dumps(move)}]").click(timeout=CLICK_TIMEOUT)
        return
    stats["board"] += 1
    point = page.evaluate(AIM, move)
    assert point["hit"] == move, f"the board element of {move!r} is covered by {point['hit']!r}"
    page.mouse.click(point["x"], point["y"])


def play_clicks(page, mirror: Session, policy: Policy, stats: dict, stop_at: int | None = None) -> None:
    """Play by clicks until the game is over (or ``stop_at`` moves are logged)."""
    while not mirror.over() and (stop_at is None or len(mirror.moves) < stop_at):
        assert stats["board"] + stats["button"] < MAX_CLICKS, "the game does not end"
        info = page.evaluate(READ)
        seat = mirror.deciding()
        assert info["n"] == len(mirror.moves)
        expected = mirror.legal_texts(seat)
        assert info["moves"] == expected, f"after {mirror.moves[-3:]} the page offers other moves"
        missing = set(expected) - set(info["board"])
        assert not missing, f"legal moves with no clickable place on the board: {sorted(missing)}"
        move = policy.choose(mirror.state, seat, expected)
        click_move(page, move, info["board"], stats)
        page.wait_for_function(AFTER, arg=info["n"], timeout=CLICK_TIMEOUT)
        assert move_count(page) == info["n"] + 1, f"{move}: {notice(page)}"
        mirror.decide(move, seat=seat)


def panel_values(snapshot: dict) -> dict:
    """A few values from the position: the move log, whose decision, the round, the board."""
    return {k: snapshot[k] for k in ("log", "decision", "round", "board")}


# Elements of the screen whose content is wider than their box (clipped or scrolled away).
CLIPPED = """() => [...document.querySelectorAll('#screen *')]
  .filter(e => !e.matches('.sr-only') && e.scrollWidth > e.clientWidth + 1
    && getComputedStyle(e).overflowX !== 'visible')
  .map(e => e.tagName.toLowerCase() + '.' + e.className + ' ' + e.scrollWidth + '>' + e.clientWidth)"""


def shoot(page, artifacts, name: str) -> None:
    """Screenshots at a desktop and a phone size; nothing may stick out or be cut off."""
    for w, h in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": w, "height": h})
        page.screenshot(path=str(artifacts / f"{name}-{w}x{h}.png"), full_page=True)
        assert no_horizontal_overflow(page), f"{name} overflows horizontally at {w}x{h}"
        assert page.evaluate(CLIPPED) == [], f"{name} at {w}x{h}: content cut off"
    page.set_viewport_size({"width": 1280, "height": 800})


def test_whole_game_by_clicks_with_reload_and_share(make_context, guard, server, artifacts):
    page = new_page(make_context(), guard)
    open_app(page, server)

    # the New game dialog, by clicks: Terra Mystica, 2 players, names, factions chosen in play
    page.click(".game-card[data-game=terra_mystica] [data-cmd=go]")
    page.wait_for_selector("form[data-form=new]")
    page.select_option("#players", "2")
    page.wait_for_selector("#name-1")
    page.check("#mode-hotseat")
    for i, name in enumerate(NAMES):
        page.fill(f"#name-{i}", name)
    page.select_option("[data-opt=setup]", "free")
    page.select_option("[data-opt=factions]", "choose")
    page.click("form[data-form=new] button[type=submit]")
    page.wait_for_selector("#board svg")

    _, record = saved(page)
    assert record.players == NAMES
    assert record.options["factions"] == "choose" and record.options["players"] == 2
    mirror = Session(GAME, new_record(GAME, record.options, record.seed, record.players), "mirror")
    why = f"(game seed {record.seed})"
    policy = Policy(20240611)
    stats = {"board": 0, "button": 0}

    # the first half, then a reload resumes the same position
    play_clicks(page, mirror, policy, stats, stop_at=30)
    before = page.evaluate(SNAPSHOT)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#board svg")
    after = page.evaluate(SNAPSHOT)
    assert panel_values(after) == panel_values(before), f"the reload changed the position {why}"
    assert after["log"] == mirror.moves

    # more clicks, then Share: the link shows the same position in a fresh context
    play_clicks(page, mirror, policy, stats, stop_at=45)
    shoot(page, artifacts, "tm-midgame")
    page.click("button[data-cmd=share]")
    link = page.input_value("#share-link")
    assert "#g=1.terra_mystica." in link
    here = page.evaluate(SNAPSHOT)
    other = new_page(make_context(), guard)
    other.goto(link)
    wait_ready(other)
    other.wait_for_selector("#board svg")
    there = other.evaluate(SNAPSHOT)
    assert panel_values(there) == panel_values(here), f"the shared link shows another position {why}"
    assert [e for e in local_storage(other) if e.startswith(PREFIX)], "the opened link was not saved"
    other.close()

    # to the end
    play_clicks(page, mirror, policy, stats)
    page.wait_for_selector(".scores table")
    _, final = saved(page)
    assert final.moves == mirror.moves, why
    assert page.evaluate(SNAPSHOT)["log"] == mirror.moves
    table = score_table(page)
    assert table == expected_score_table(GAME, final), why
    totals = {seat: sum(v.values()) for seat, v in GAME.score(replay(GAME, final)).items()}
    order = standings(GAME, replay(GAME, final))  # the winner first
    assert table[-1] == ["Total"] + [str(totals[s]) for s in order], why
    assert table[0][1:] == [NAMES[s] for s in order], why  # as entered, "<b>&" as text
    shoot(page, artifacts, "tm-finished")
    print(f"TM game {why}: {len(mirror.moves)} moves, {stats['board']} board clicks, "
          f"{stats['button']} move-button clicks")


def leech_position(seed: int = 5) -> tuple[Record, str, str]:
    """A record that stops at the start of a seat's turn in which it can build or upgrade next to
    the other seat (who is then offered power), by the policy on a fixed setup. Returns the record,
    that move, and another move of the same seat (a free conversion)."""
    rec = Record(game=GAME.id, options={**GAME.default_options(2), "factions": ["witches", "nomads"]},
                 seed=seed, players=["Ann", "Bob"], rules=GAME.rules_version)
    s = Session(GAME, rec, "x")
    policy = Policy(seed)
    while not s.over():
        seat = s.deciding()
        moves = s.legal_texts(seat)
        st = s.state
        if st.phase == "actions" and not st.offers and len(s.moves) > 20 and any(
                _cmd(m).startswith("pass") for m in moves):
            for m in moves:
                if _cmd(m).startswith(("build ", "upgrade ")):
                    after, _ = GAME.apply(st, GAME.parse(st, m))
                    convert = [c for c in moves if _cmd(c).startswith("convert ")]
                    if after.offers and convert:
                        return rec.copy(), m, convert[0]
        s.decide(policy.choose(st, seat, moves), seat=seat)
    raise AssertionError("no position with a power offer in this game")


@pytest.mark.cold_start
def test_undo_and_notation(page, server):
    record, offer_move, free_move = leech_position()
    mirror = Session(GAME, record.copy(), "mirror")
    me = mirror.deciding()
    open_app(page, server, f"#g={codec.encode(record, GAME)}")
    page.wait_for_selector("#board svg")
    start = page.evaluate(SNAPSHOT)
    assert start["log"] == record.moves
    assert not start["undo"], "undo would reach back into the other player's turn"

    # a step of my own turn (a move button) can be undone, back to the very same position
    page.click(f".legal button[data-move={json.dumps(free_move)}]")
    page.wait_for_function(AFTER, arg=len(record.moves))
    assert page.evaluate(SNAPSHOT)["undo"]
    page.click("button[data-cmd=undo]")
    wait_for_moves(page, exactly=len(record.moves))
    assert panel_values(page.evaluate(SNAPSHOT)) == panel_values(start)

    # a move typed in notation (no faction, other case and spacing) is applied in canonical form
    play_text(page, "  " + _cmd(offer_move).upper().replace(" ", "  ") + " ")
    page.wait_for_function(AFTER, arg=len(record.moves))
    mirror.decide(offer_move, seat=me)
    now = page.evaluate(SNAPSHOT)
    assert now["log"] == mirror.moves
    assert notice(page) == ""

    # the other player is offered power: it is their decision, so no undo for anyone
    other = mirror.deciding()
    assert other != me
    assert not now["undo"]
    leech = [m for m in mirror.legal_texts(other) if _cmd(m).startswith("leech")][0]
    stats = {"board": 0, "button": 0}
    click_move(page, leech, page.evaluate(READ)["board"], stats)
    page.wait_for_function(AFTER, arg=len(mirror.moves))
    mirror.decide(leech, seat=other)
    assert mirror.deciding() == me
    back = page.evaluate(SNAPSHOT)
    assert back["log"] == mirror.moves
    assert not back["undo"], "undo reaches back across the other player's decision"
    assert stats == {"board": 1, "button": 0}

    # bad notation: a message, and nothing changes
    label = mirror.state.label(other)  # the notation's prefix
    for bad in ("build Z99", "fly to the moon", f"{label}: done", "pass BON99"):
        play_text(page, bad)
        page.wait_for_function("() => document.querySelector('#notice').textContent.length > 0")
        assert "cannot be played" in notice(page), bad
        assert panel_values(page.evaluate(SNAPSHOT)) == panel_values(back), bad
        page.click("#notice [data-cmd=dismiss]")
    _, stored = saved(page)
    assert stored.moves == mirror.moves


HOSTILE_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
    'onload="window.__pwned=1"><script>window.__pwned=2</script>'
    '<a href="javascript:window.__pwned=3">'
    '<rect id="r" onclick="window.__pwned=4" width="50" height="50"/></a>'
    '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="window.__pwned=5"/>'
    '</div></foreignObject><g class="act" data-action="w: build E7"><use href="#tm-hex"/></g>'
    '<image xlink:href="http://198.51.100.7/x.png" width="9" height="9"/><set attributeName="onmouseover"/>'
    "</svg>"
)


@pytest.mark.cold_start
def test_board_svg_and_lists_go_in_inert(page, server):
    """boot.js's SVG insertion (every board redraw) and list builder (move log, legal moves)."""
    page.goto(server + "/")  # boot.js is a plain script in <head>: no need to wait for Python
    out = page.evaluate("""svg => {
      const box = document.createElement('div');
      document.body.appendChild(box);
      Tabula.setSvg(box, svg);
      box.querySelector('#r').dispatchEvent(new MouseEvent('click', {bubbles: true}));
      const list = document.createElement('ol');
      Tabula.build(list, JSON.stringify([['li', {class: 'current'},
        ['button', {'data-move': 'w: build E7', type: 'button'}, '<b onclick=x>bold</b>']]]));
      const refused = [];
      for (const bad of [[['script', {}, 'window.__pwned=6']], [['b', {onclick: 'x'}]],
                         [['SCRIPT', {}]], [['iframe', {src: 'x'}]]]) {
        try { Tabula.build(list, JSON.stringify(bad)); } catch (e) { refused.push(bad[0][0]); }
      }
      return {svg: box.innerHTML, list: list.innerHTML, refused, pwned: window.__pwned};
    }""", HOSTILE_SVG)
    svg = out["svg"]
    for bad in ("script", "onload", "onclick", "javascript", "foreignObject", "onerror", "198.51.100.7"):
        assert bad not in svg, (bad, svg)
    assert 'data-action="w: build E7"' in svg and 'href="#tm-hex"' in svg
    assert out["list"] == ('<li class="current"><button data-move="w: build E7" type="button">'
                           "&lt;b onclick=x&gt;bold&lt;/b&gt;</button></li>")
    assert out["refused"] == ["script", "b", "SCRIPT", "iframe"]
    assert out["pwned"] is None
