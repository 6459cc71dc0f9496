"""The page shell in Chromium: offline boot, load failures, saves, links, escaping, layout."""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from browser.helpers import (
    local_storage,
    move_count,
    no_horizontal_overflow,
    notice,
    open_app,
    wait_boot_error,
    wait_ready,
)
from tabula.core import codec
from tabula.core.record import Record
from tabula.web.storage import PREFIX, SavedGame

pytestmark = pytest.mark.browser


def registry_titles() -> list[str] | None:
    try:
        from tabula.games import all_games

        return [g.title or g.id for g in all_games().values()]
    except Exception:
        return None


def race_record(players=("Ann", "Bob"), moves=()) -> Record:
    return Record(game="race", options={"players": len(players), "target": 10}, seed=7,
                  players=list(players), moves=list(moves), rules=1)


def saved_json(save_id: str, record: Record, updated=1.0) -> str:
    return SavedGame(id=save_id, game=record.game, players=record.players, round="Counter 0",
                     updated=updated, record=record).to_json()


def test_offline_boot_lists_registry_games(page, server, guard):
    open_app(page, server)
    home = page.inner_text("#screen")
    titles = registry_titles()
    if titles is None:
        assert "The games could not be loaded" in home
    else:
        assert titles, "the registry is empty"
        for title in titles:
            assert title in home
        assert page.locator(".game-card").count() == len(titles)
    assert "Race to Ten" not in home, "the shipped page must not list the test game"
    assert page.locator("#boot").count() == 0
    # teardown fails the test if anything but 127.0.0.1 was requested
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors


@pytest.mark.parametrize("missing", [
    "/static/vendor/pyodide/pyodide.mjs",
    "/static/vendor/pyodide/pyodide.asm.wasm",
    "/static/vendor/pyodide/python_stdlib.zip",
    "/static/vendor/tabula.zip",
    "/static/vendor/pyscript/core.js",
])
@pytest.mark.cold_start
def test_missing_file_is_reported_in_page(page, server, guard, missing):
    guard.overrides[missing] = (404, b"missing")
    page.goto(server + "/")
    message = wait_boot_error(page)
    assert message.strip(), "the failure box is empty"
    assert page.locator("#boot-error").is_visible()
    assert "Traceback" not in message


@pytest.mark.cold_start
def test_python_error_at_start_is_a_message(page, server, guard, tmp_path):
    from browser.conftest import build_variant_zip

    guard.zip_override = build_variant_zip(tmp_path, {
        "tabula/web/app.py": "raise RuntimeError('boom while importing the app')\n",
    })
    page.goto(server + "/")
    message = wait_boot_error(page)
    assert "could not be loaded" in message
    assert "boom while importing the app" in message
    assert "Traceback" not in page.inner_text("body")


@pytest.mark.testgame
def test_corrupt_save_is_reported_and_left_alone(page, server):
    open_app(page, server)
    good = saved_json("good1", race_record(("Ann", "Bob"), ["add 2"]))
    entries = {
        PREFIX + "good1": good,
        PREFIX + "bad1": "{this is not json",
        PREFIX + "bad2": json.dumps({"v": 1, "id": "bad2", "record": {"game": 5}}),
        "unrelated.key": "keep me",
    }
    page.evaluate("e => { for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v) }", entries)
    page.reload()
    wait_ready(page)
    saves = page.inner_text(".saves")
    assert "Ann, Bob" in saves
    assert saves.count("A saved game could not be read") == 2
    assert "not valid JSON" in saves
    assert local_storage(page) == entries
    # the good save still opens
    page.click('[data-save="good1"] button[data-cmd=go]')
    page.wait_for_selector("#board")
    assert move_count(page) == 1
    assert local_storage(page)[PREFIX + "bad1"] == "{this is not json"


def _raw_token(game: str, payload: bytes, version: str = "1") -> str:
    body = base64.urlsafe_b64encode(zlib.compress(payload, 9)[2:-4]).decode().rstrip("=")
    return f"{version}.{game}.{body}"


@pytest.mark.testgame
def test_bad_links_give_a_message_and_keep_saves(page, server):
    open_app(page, server)
    keep = [PREFIX + "keep1", saved_json("keep1", race_record())]
    page.evaluate("e => localStorage.setItem(e[0], e[1])", keep)
    before = local_storage(page)
    good = codec.encode(race_record())
    cases = {
        "truncated": good[:-12],
        "forged game name": good.replace("1.race.", "1.other.", 1),
        "garbage": "1.race.%%%$$$",
        "not json": _raw_token("race", b"definitely not json"),
        "wrong version": "7" + good[1:],
        "unknown game": codec.encode(Record(game="chess", options={}, players=["a", "b"])),
        "moves that do not replay": codec.encode(race_record(moves=["add 9"])),
        "empty": "",
    }
    for name, token in cases.items():
        page.evaluate("t => { location.hash = '#g=' + t }", token)
        page.wait_for_selector("#screen .home")
        page.wait_for_function("() => document.querySelector('#notice').textContent.length > 0")
        msg = notice(page)
        assert ("link" in msg.lower()), f"{name}: {msg!r}"
        assert "Traceback" not in msg
        assert local_storage(page) == before, f"{name} changed the saves"
        page.evaluate("() => { location.hash = '#' }")
        page.wait_for_function("() => !location.hash.startsWith('#g=')")


@pytest.mark.cold_start
@pytest.mark.testgame
def test_hostile_names_in_a_link_are_inert(page, server):
    names = ['<img src=x onerror="window.__pwned=1">', "<script>window.__pwned=2</script>"]
    token = codec.encode(race_record(names))
    open_app(page, server, f"#g={token}")
    page.wait_for_selector("#board")
    panel = page.inner_text(".panel")
    assert names[0] in panel
    page.goto(server + "/")
    wait_ready(page)
    assert names[1] in page.inner_text(".saves")
    assert page.evaluate("() => window.__pwned") is None
    assert page.locator("img[src=x]").count() == 0
    assert page.locator("#screen script").count() == 0


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
def test_home_screenshot_and_no_overflow(make_context, guard, server, artifacts, size):
    from browser.conftest import new_page

    w, h = size
    page = new_page(make_context(viewport={"width": w, "height": h}), guard)
    open_app(page, server)
    page.screenshot(path=str(artifacts / f"home-{w}x{h}.png"), full_page=True)
    assert no_horizontal_overflow(page)


@pytest.mark.cold_start
def test_load_progress_is_visible_before_ready(page, server, guard):
    # hold the game code back: the page must show its steps, not a blank screen
    guard.overrides["/static/vendor/tabula.zip"] = (404, b"")
    page.goto(server + "/")
    assert page.locator("#boot .boot-steps li").count() == 3
    wait_boot_error(page)
    assert page.locator("#boot .boot-steps li.failed").count() == 1


# Each animation frame until ready, the step the loading list shows as active (a frame in which
# a step is active is one in which it was painted).
STEP_FRAMES = """
window.__stepFrames = [];
(function watch() {
  const li = document.querySelector('#boot .boot-steps li.active');
  const step = li ? li.dataset.step : null;
  const seen = window.__stepFrames;
  if (step && seen[seen.length - 1] !== step) seen.push(step);
  if (!(document.body && document.body.hasAttribute('data-ready'))) requestAnimationFrame(watch);
})();
"""


@pytest.mark.cold_start
def test_loading_steps_are_painted_in_turn(page, server):
    page.add_init_script(STEP_FRAMES)
    open_app(page, server)
    assert page.evaluate("() => window.__stepFrames") == ["interpreter", "packages", "app"]
