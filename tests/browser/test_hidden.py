"""Hot-seat games with hidden information: the "pass the device" screen.

- Res Arcana, 2 people on one device, by clicks (the board's parts where they exist, else the
  move buttons), the mages chosen secretly: before each person's screen a pass screen with
  nothing of anyone's cards behind it, and while one person's screen is up, no card of the
  rival's hand (nor the mages the rival is choosing from) is anywhere in the table.
- Fate of Venterra: a simultaneous secret choice made by each person in turn behind the pass
  screen; the first choice is not readable by the second person, and all are shown together
  once revealed.
"""

from __future__ import annotations

import re
import time

import pytest

from browser.conftest import new_page
from browser.helpers import LOG_LENGTH, open_app
from browser.hotseat import click_move
from browser.test_tm_game import saved
from tabula.bots.levels import choose
from tabula.core import codec
from tabula.core.record import Record, new_record
from tabula.games.fate_of_venterra import GAME as VENTERRA
from tabula.games.res_arcana import GAME as RA
from tabula.games.res_arcana import data as ra_data
from tabula.web.session import Session

pytestmark = pytest.mark.browser

TIMEOUT = 20_000
LOG = "() => [...document.querySelectorAll('#screen .log li > button')].map(b => b.textContent)"
# the move is logged, or the table went behind the pass screen
PLAYED = f"""n => {LOG_LENGTH} > n
  || !!document.querySelector('.pass-screen:not([hidden])')"""
BUDGET_S = 20  # play Res Arcana by clicks for this long (test_ra_game.py plays a whole game)
# the state of the screen: a pass screen, a person's decision, or the final scores
SCREEN = """() => {
  const pass = document.querySelector('.pass-screen:not([hidden])');
  if (pass) return {kind: 'pass', text: pass.textContent,
                    board: document.querySelector('#board').innerHTML,
                    panel: document.querySelector('.panel').innerHTML};
  if (document.querySelector('.scores table')) return {kind: 'over'};
  const moves = [...document.querySelectorAll('.legal button[data-move]')].map(b => b.dataset.move);
  if (!moves.length) return null;
  return {kind: 'decide', moves,
          board: [...document.querySelectorAll('#board [data-action]')]
            .map(e => e.getAttribute('data-action')),
          html: document.querySelector('#board').innerHTML
            + document.querySelector('.panel .decision').innerHTML,
          n: """ + LOG_LENGTH + """};
}"""


def wait_screen(page) -> dict:
    page.wait_for_function(SCREEN, timeout=TIMEOUT)
    return page.evaluate(SCREEN)


def secret_cards(st, seat) -> list[str]:
    """What ``seat`` holds that its rival may not see: hand cards, and the mages being chosen."""
    p = st.players[seat]
    ids = list(p.hand)
    if st.phase == "mage":
        ids += list(p.mage_opts)
        if p.mage:
            ids.append(p.mage)
    out = []
    for c in ids:
        out.append(c)
        if c in ra_data.CARDS:
            out.append(ra_data.CARDS[c].name)
    return out


def leaks(html: str, words: list[str]) -> list[str]:
    return [w for w in words if re.search(r"(?<![\w])" + re.escape(w) + r"(?![\w'’])", html)]


def test_res_arcana_hot_seat_with_pass_screens(context, guard, server, artifacts):
    page = new_page(context, guard)
    open_app(page, server)
    page.evaluate("() => { location.hash = '#new/res_arcana' }")
    page.wait_for_selector("form[data-form=new]")
    page.check("#mode-hotseat")
    page.fill("#name-0", "Ann")
    page.fill("#name-1", "Bob")
    page.click("form[data-form=new] button[type=submit]")
    page.wait_for_selector(".pass-screen:not([hidden])")
    _, record = saved(page)
    assert record.seats == [] or not any(record.seats)
    why = f"(game seed {record.seed})"

    start = time.monotonic()
    passes = decisions = shared = 0
    holder = None
    shot = False
    stats = {"board": 0, "button": 0, "covered": []}
    while time.monotonic() - start < BUDGET_S:
        screen = wait_screen(page)
        _, rec = saved(page)
        s = Session(RA, rec, "mirror")
        if screen["kind"] == "over":
            break
        seat = s.deciding()
        if screen["kind"] == "pass":
            # nothing of the table is behind the pass screen
            assert screen["board"] == "" and screen["panel"] == "", why
            name = rec.players[seat]
            assert f"Pass the device to {name}" in screen["text"]
            if not shot:
                page.screenshot(path=str(artifacts / "hidden-pass-screen.png"), full_page=True)
            page.click(".pass-screen [data-cmd=take]")
            page.wait_for_selector(".pass-screen[hidden]", state="attached")
            holder = seat
            passes += 1
            continue
        rival = 1 - seat
        if seat != holder:  # no pass screen: a shared screen, with only what both may know
            s.holder = holder
            assert s.shared(), f"{rec.players[seat]} decides on {rec.players[holder]}'s screen {why}"
            assert "need not be passed" in screen["html"], why
            found = leaks(screen["html"], secret_cards(s.state, seat))
            assert not found, f"a shared screen shows {rec.players[seat]}'s hidden cards {found} {why}"
            shared += 1
        found = leaks(screen["html"], secret_cards(s.state, rival))
        if found:
            i = screen["html"].find(found[0])
            print("CONTEXT", screen["html"][max(0, i - 600):i + 200], s.moves, s.state.phase)
        assert not found, f"{rec.players[seat]}'s screen shows the rival's hidden cards {found} {why}"
        assert screen["moves"] == s.legal_texts(seat), why
        if not shot and s.state.phase != "mage" and len(s.state.players[seat].hand) > 1:
            page.screenshot(path=str(artifacts / "hidden-ra-table.png"), full_page=True)
            shot = True
        move = RA.format(s.state, choose(RA, s.state, seat, "greedy", seed=len(s.moves)))
        click_move(page, move, screen["board"], stats)  # a covered board part: its button
        try:
            page.wait_for_function(PLAYED, arg=screen["n"], timeout=TIMEOUT)
        except Exception:
            page.screenshot(path=str(artifacts / "hidden-stuck.png"), full_page=True)
            raise AssertionError(f"{move!r} (on the board: {move in screen['board']}) was not played: "
                                 f"{page.inner_text('#notice')!r} {why}") from None
        assert len(saved(page)[1].moves) == len(rec.moves) + 1, why
        decisions += 1
        holder = seat  # whoever decided has the device
    _, final = saved(page)
    over = Session(RA, final, "x").over()
    if over:
        page.wait_for_selector(".scores table")
    print(f"Res Arcana hot seat {why}: {decisions} decisions by clicks, {passes} pass screens, "
          f"{shared} shared screens, "
          f"{len(final.moves)} moves, {'finished' if over else 'not finished'} in "
          f"{time.monotonic() - start:.0f} s; covered board elements: {stats['covered'][:5]}")
    assert passes >= 4 and decisions >= 40
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors


def venterra_before_secret_choice() -> Record:
    rec = new_record(VENTERRA, {**VENTERRA.default_options(2), "map": "prebuilt"}, 4, ["Ann", "Bob"])
    s = Session(VENTERRA, rec, "x")
    for _ in range(600):
        if len(VENTERRA.to_move(s.state)) > 1:
            return s.record.copy()
        seat = s.deciding()
        s.decide(s.legal_texts(seat)[0], seat=seat)
    raise AssertionError("no simultaneous choice in this game")


@pytest.mark.cold_start
def test_venterra_secret_choices_behind_pass_screens(context, guard, server, artifacts):
    record = venterra_before_secret_choice()
    mirror = Session(VENTERRA, record.copy(), "mirror")
    choosers = VENTERRA.to_move(mirror.state)
    assert len(choosers) == 2
    page = new_page(context, guard)
    open_app(page, server, f"#g={codec.encode(record, VENTERRA)}")

    chosen = []
    holder = None
    for i, seat in enumerate(choosers):
        screen = wait_screen(page)
        mirror.holder = holder
        if i < len(choosers) - 1:  # others still to choose: the choice is secret
            assert mirror.must_pass() == seat
            assert screen["kind"] == "pass", f"no pass screen before {record.players[seat]}'s secret choice"
        if mirror.must_pass() == seat:
            assert record.players[seat] in screen["text"]
            page.click(".pass-screen [data-cmd=take]")
            screen = wait_screen(page)
        else:  # the last to choose: revealed at once with the others', on a shared screen
            assert "need not be passed" in screen["html"]
        assert screen["kind"] == "decide"
        assert mirror.deciding() == seat
        assert screen["moves"] == mirror.legal_texts(seat)
        log = page.evaluate(LOG)
        for _, text in chosen:  # the first person's choice is not readable by the second
            assert text not in log, f"{record.players[seat]} can read {text!r}"
            assert any("(secret choice)" in line for line in log)
        page.screenshot(path=str(artifacts / f"hidden-venterra-choice-{seat}.png"), full_page=True)
        move = screen["moves"][-1]
        click_move(page, move, screen["board"], {"board": 0, "button": 0, "covered": []})
        page.wait_for_function(PLAYED, arg=screen["n"], timeout=TIMEOUT)
        mirror.decide(move, seat=seat)
        chosen.append((seat, move))
        holder = seat

    # all have chosen: the choices are revealed together, in everyone's log
    assert any(mirror.barriers[len(record.moves):]), "the last choice should reveal them"
    if wait_screen(page)["kind"] == "pass":
        page.click(".pass-screen [data-cmd=take]")
    assert wait_screen(page)["kind"] != "pass"
    page.screenshot(path=str(artifacts / "hidden-venterra-revealed.png"), full_page=True)
    log = page.evaluate(LOG)
    for _, text in chosen:
        assert text in log
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors
