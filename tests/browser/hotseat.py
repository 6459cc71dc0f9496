"""Whole 2-player hot-seat games played by clicks (shared by test_ra_game, test_bf_game and
test_fov_game).

The game is started from the home screen's New game dialog (both seats people), so its setup
seed is random. Right after the start, the record is read from localStorage and the game is
played out in CPython by a seeded, weighted-random policy for a few policy seeds; the seed whose
game takes the fewest clicks (decisions plus pass screens) is kept, and that exact line of play
is then clicked in the page. At every decision the page must offer the engine's legal moves and
show the person at the device the move log as the engine lets them read it; a game may add its
own check of the screen (e.g. that no card of the rival's hand is in it).

Every click waits for a DOM signal: a decision for the move log to grow (or the pass screen to
come up), the pass button for the pass screen to go; nothing sleeps.
"""

from __future__ import annotations

import json
import random
import time

from browser.helpers import LOG_LENGTH, expected_score_table, open_app, score_table, standings
from browser.test_tm_game import saved
from tabula.bots.common import winning_seats
from tabula.core.record import Record, replay
from tabula.web.session import Session

TIMEOUT = 20_000
# the state of the screen: a pass screen, a person's decision, or the final scores
SCREEN = """() => {
  const pass = document.querySelector('.pass-screen:not([hidden])');
  if (pass) return {kind: 'pass', text: pass.textContent,
                    button: (pass.querySelector('[data-cmd=take]') || {}).textContent || '',
                    board: document.querySelector('#board').innerHTML,
                    panel: document.querySelector('.panel').innerHTML};
  const log = [...document.querySelectorAll('#screen .log li > button')].map(b => b.textContent);
  if (document.querySelector('.scores table')) return {kind: 'over', log};
  const moves = [...document.querySelectorAll('.legal button[data-move]')].map(b => b.dataset.move);
  if (!moves.length) return null;
  return {kind: 'decide', moves, log,
          board: [...document.querySelectorAll('#board [data-action]')]
            .map(e => e.getAttribute('data-action')),
          html: document.querySelector('#board').innerHTML
            + document.querySelector('.panel .decision').innerHTML,
          turn: (document.querySelector('.panel .turn') || {}).textContent || ''};
}"""
# the move is logged, the table went behind the pass screen, or a notice says why not
PLAYED = f"""n => {LOG_LENGTH} > n
  || !!document.querySelector('.pass-screen:not([hidden])')
  || (document.querySelector('#notice').textContent.length > 0
      && document.querySelector('#notice').dataset.kind === 'error')"""
TAKEN = """() => !document.querySelector('.pass-screen:not([hidden])')
  && !!document.querySelector('#board svg')"""
# Scroll the move's board element into view; a point where a click lands on it: the centre of its
# box, else the centre of one of its shapes (a group's box may hold an invisible hover preview
# that takes no clicks, e.g. Bonfire's tile placements: the click goes to the arrow)
AIM = """move => {
  const el = [...document.querySelectorAll('#board [data-action]')]
    .find(e => e.getAttribute('data-action') === move);
  el.scrollIntoView({block: 'center', inline: 'center'});
  const at = node => {
    const r = node.getBoundingClientRect();
    const x = r.left + r.width / 2, y = r.top + r.height / 2;
    const under = document.elementFromPoint(x, y);
    const hit = under && under.closest('[data-action]');
    return {x, y, w: r.width, h: r.height, hit: hit ? hit.getAttribute('data-action') : null};
  };
  const first = at(el);
  if (first.hit === move) return first;
  for (const part of el.querySelectorAll('path, polygon, rect, circle, ellipse, use, text, line')) {
    const p = at(part);
    if (p.hit === move && p.w > 0 && p.h > 0) return p;
  }
  return first;
}"""

def cmd(move: str) -> str:
    return move.split(": ", 1)[1] if ": " in move else move


class WeightedPolicy:
    """Seeded choice among the offered moves, weighted by the command's verb (its first word);
    ``bonus(state, seat, move)`` may add to a move's weight."""

    def __init__(self, seed: int, weights: dict[str, float], bonus=None):
        self.rng = random.Random(seed)
        self.weights = weights
        self.bonus = bonus

    def choose(self, st, seat: int, moves: list[str]) -> str:
        ws = []
        for m in moves:
            w = self.weights.get(cmd(m).split(" ", 1)[0], 1.0)
            if self.bonus is not None:
                w += self.bonus(st, seat, m)
            ws.append(max(w, 0.0))
        if not any(ws):
            ws = [1.0] * len(moves)
        return self.rng.choices(moves, ws)[0]


def clicks_of(game, record: Record, moves: list[str]) -> int:
    """Clicks to play ``moves`` on one device: each decision, plus a pass screen whenever the
    deciding seat is not the one holding the device."""
    s = Session(game, record.copy(), "count")
    holder, n = None, 0
    for m in moves:
        seat = s.deciding()
        if seat != holder:
            holder, n = seat, n + 1
        s.decide(m, seat=seat)
        n += 1
    return n


def plan(game, record: Record, make_policy, seeds, max_moves: int = 2000) -> tuple[list[str], int, int]:
    """Play the record's game out in CPython with the policy of each seed; the moves of the
    game that ends in the fewest clicks, that seed and the clicks."""
    best: tuple[list[str], int, int] | None = None
    for k in seeds:
        policy = make_policy(k)
        s = Session(game, record.copy(), "plan")
        holder, n = None, 0
        while not s.over() and len(s.moves) < max_moves and (best is None or n < best[2]):
            seat = s.deciding()
            if seat != holder:
                holder, n = seat, n + 1
            s.decide(policy.choose(s.state, seat, s.legal_texts(seat)), seat=seat)
            n += 1
        if s.over() and (best is None or n < best[2]):
            best = (list(s.moves), k, n)
    assert best is not None, f"no policy seed ends the game (game seed {record.seed})"
    return best


def start_from_dialog(page, server: str, game_id: str, names: list[str],
                      options: dict | None = None) -> Record:
    """Home screen -> the game's New game dialog -> 2 people (hot seat) -> start; the record saved."""
    open_app(page, server)
    page.click(f".game-card[data-game={game_id}] [data-cmd=go]")
    page.wait_for_selector("form[data-form=new]")
    page.select_option("#players", "2")
    page.wait_for_selector("#name-1")
    for i, name in enumerate(names):
        page.fill(f"#name-{i}", name)
        page.select_option(f"#seat-{i}", "")  # a person
    for key, value in (options or {}).items():
        page.select_option(f"[data-opt={json.dumps(key)}]", str(value))
    page.click("form[data-form=new] button[type=submit]")
    page.wait_for_selector(".pass-screen:not([hidden]), #board svg")
    _, record = saved(page)
    assert record.players == names and not any(record.seats)
    return record


def wait_screen(page) -> dict:
    page.wait_for_function(SCREEN, timeout=TIMEOUT)
    return page.evaluate(SCREEN)


def click_move(page, move: str, board: list[str], stats: dict) -> None:
    """The move's place on the board if it has one (clicked with the mouse at its centre, after
    checking that nothing covers it there), else its move button."""
    if move in board:
        point = page.evaluate(AIM, move)
        if point["hit"] == move:
            stats["board"] += 1
            page.mouse.click(point["x"], point["y"])
            return
        stats["covered"].append((move, point["hit"], round(point["w"]), round(point["h"])))
    stats["button"] += 1
    page.locator(f".legal button[data-move={json.dumps(move)}]").click(timeout=TIMEOUT)


def play(page, game, record: Record, moves: list[str], why: str, check=None, budget_s: float = 100) -> dict:
    """Click ``moves`` (a whole game from ``record``) in the page, through its pass screens.

    ``check(session, seat, screen)`` is called on each decision screen (``seat`` holds the
    device; ``screen["html"]`` is the board and the decision panel: the log is compared with the
    engine's ``log_texts(seat)`` instead, since it may name a card that was public when played,
    e.g. a discard that was later shuffled back and drawn). Returns the click counts."""
    mirror = Session(game, record.copy(), "mirror")
    stats = {"board": 0, "button": 0, "pass": 0, "shared": 0, "covered": []}
    holder = None
    t0 = time.monotonic()
    while True:
        assert time.monotonic() - t0 < budget_s, f"out of time after {len(mirror.moves)} moves {why}"
        screen = wait_screen(page)
        if screen["kind"] == "over":
            assert mirror.over(), f"the page shows final scores, the engine does not {why}"
            # the last holder still reads the log as the engine lets them (a secret move stays so)
            assert screen["log"] == mirror.log_texts(holder), why
            break
        seat = mirror.deciding()
        assert seat is not None, f"the engine's game is over, the page's not {why}"
        name = record.players[seat]
        if screen["kind"] == "pass":
            assert seat != holder, f"a pass screen for {name}, who holds the device {why}"
            mirror.holder = holder
            assert mirror.must_pass() == seat, f"a pass screen for {name}, whose screen shows no secret {why}"
            assert screen["board"] == "" and screen["panel"] == "", \
                f"the table is behind the pass screen {why}"
            assert f"Pass the device to {name}" in screen["text"], (screen["text"], why)
            page.click(".pass-screen [data-cmd=take]")
            page.wait_for_function(TAKEN, timeout=TIMEOUT)
            holder = seat
            stats["pass"] += 1
            continue
        reader = seat
        if seat != holder:  # no pass screen: a shared screen, with only what both may know
            mirror.holder = holder
            assert mirror.shared(), f"{name} decides on {record.players[holder]}'s screen {why}"
            reader = None  # the log as a spectator reads it
            stats["shared"] += 1
        assert name in screen["turn"], (screen["turn"], name, why)
        assert screen["moves"] == mirror.legal_texts(seat), f"after {mirror.moves[-3:]} other moves {why}"
        assert screen["log"] == mirror.log_texts(reader), f"the log as {name} may read it {why}"
        if check is not None:
            check(mirror, seat, screen)
        k = len(mirror.moves)
        move = moves[k]
        click_move(page, move, screen["board"], stats)
        try:
            page.wait_for_function(PLAYED, arg=len(screen["log"]), timeout=TIMEOUT)
        except Exception:
            raise AssertionError(f"{move!r} was not played: {page.inner_text('#notice')!r} {why}") from None
        notice = page.inner_text("#notice")
        assert not notice, f"{move!r}: {notice} {why}"
        mirror.decide(move, seat=seat)
        holder = seat  # whoever decided has the device
    stats["seconds"] = time.monotonic() - t0
    assert mirror.moves == moves
    return stats


def whole_game(page, server: str, guard, game, names: list[str], make_policy, seeds, shot,
               check=None):
    """A whole 2-player hot-seat game by clicks, as each game's test_*_game plays it: start it
    from the New game dialog, keep the policy seed with the fewest clicks, click it through, and
    check the end every game shares (the saved record holds exactly those moves; the score table
    is the engine's for it, totals and seat names included; a few pass screens came up; no
    Tabula error in the console); ``shot`` gets a screenshot of the final scores. Returns
    (final state, why, stats) for the game's own checks; prints what was played."""
    record = start_from_dialog(page, server, game.id, names)
    why = f"(game seed {record.seed})"
    moves, pseed, _clicks = plan(game, record, make_policy, seeds)
    stats = play(page, game, record, moves, why, check=check)
    page.wait_for_selector(".scores table")
    _, final = saved(page)
    assert final.moves == moves, why
    table = score_table(page)
    assert table == expected_score_table(game, final), why
    st = replay(game, final)
    order = standings(game, st)
    assert [int(x) for x in table[-1][1:]] == [game.result(st)[s] for s in order], why
    assert table[0][1:] == [names[s] for s in order], why
    won = [names[i] for i in winning_seats(game, st)]
    winner = page.inner_text(".scores .winner")
    assert winner.startswith(won[0]) and all(n in winner for n in won), (winner, won, why)
    assert ("share the win" in winner) == (len(won) > 1), (winner, why)
    page.screenshot(path=str(shot), full_page=True)
    assert stats["pass"] + stats["shared"] >= 4, why  # the device changed hands
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors
    print(f"{game.title} {why}: policy seed {pseed}, {len(moves)} moves, {stats['board']} board "
          f"clicks, {stats['button']} move-button clicks, {stats['pass']} pass screens, "
          f"{stats['shared']} shared screens, "
          f"{stats['seconds']:.0f} s of clicking; covered board elements: {stats['covered'][:5]}")
    return st, why, stats
