"""The interpreter's memory snapshot (static/pyodide-start.mjs, static/pyodide-snapshot.mjs): a
visit without one makes it in a worker once the app is up, the next visit starts from it, and a
snapshot that cannot start, or after which the app fails to start, is deleted, the page started
as usual and a new one made.
"""

from __future__ import annotations

import io
import zipfile

import pytest

from bench_browser import SNAPSHOT_KEPT as KEPT
from browser.conftest import new_page
from browser.helpers import (
    move_count,
    open_app,
    start_new_game,
    wait_boot_error,
    wait_for_moves,
    wait_ready,
    wait_until,
)
from browser.test_bytes import play_until_a_computer_moved
from browser.test_offline import first_game

pytestmark = [pytest.mark.browser, pytest.mark.snapshot]

MARKS = "() => performance.getEntriesByType('mark').map(m => m.name)"
RANDOM = """async () => {
  const py = await (await import('./static/pyodide-start.mjs')).started;
  return py.runPython('import random; random.random()');
}"""
# what to put in place of the kept snapshot: each a way one can fail to start
SPOIL = {
    # not a snapshot at all
    "garbage": "bytes => new Uint8Array(4096).fill(7)",
    # another build of Pyodide (the build id it holds after the header's first 16 bytes)
    "another build": "bytes => { const b = bytes.slice(); b[16] ^= 0xff; return b; }",
    # cut short: the header is right, the memory is not all there
    "cut short": "bytes => bytes.slice(0, Math.floor(bytes.length / 2))",
}


def wait_kept(page) -> int:
    """Wait until the worker has kept a snapshot; its size in bytes."""
    return wait_until(page, f"async () => {{ const n = await ({KEPT})(); return n > 1000000 && n; }}",
                      timeout_s=90, message="no snapshot kept after 90 s")


def test_a_visit_keeps_a_snapshot_and_the_next_starts_from_it(make_context, guard, server, artifacts):
    ctx = make_context()
    first = new_page(ctx, guard)
    open_app(first, server)
    assert "tabula:snapshot" not in first.evaluate(MARKS)
    size = wait_kept(first)
    assert size > 10_000_000, size  # the interpreter's memory, tens of MB

    again = new_page(ctx, guard)
    again.add_init_script("window.TABULA_BOT_PAUSE = 0;")
    open_app(again, server)
    assert "tabula:snapshot" in again.evaluate(MARKS), "the second visit did not start from the snapshot"
    # the app works in an interpreter started from it: a game against the computer, kept over a reload
    start_new_game(again, first_game(), 2, mode="solo")
    play_until_a_computer_moved(again)
    played = move_count(again)
    again.screenshot(path=str(artifacts / "snapshot-game.png"))
    again.reload()
    wait_ready(again)
    again.wait_for_selector("#board")
    wait_for_moves(again, at_least=played)
    assert "tabula:snapshot" in again.evaluate(MARKS)

    # `random` is seeded afresh at every start, not where the snapshot left it
    third = new_page(ctx, guard)
    open_app(third, server)
    assert "tabula:snapshot" in third.evaluate(MARKS)
    assert again.evaluate(RANDOM) != third.evaluate(RANDOM)
    assert not guard.console_errors, guard.console_errors


@pytest.mark.parametrize("spoil", SPOIL)
def test_a_snapshot_that_cannot_start_is_replaced(make_context, guard, server, spoil):
    ctx = make_context()
    first = new_page(ctx, guard)
    warnings: list[str] = []
    open_app(first, server)
    wait_kept(first)
    first.evaluate("""async spoil => {
      const { SNAPSHOT_CACHE } = await import('./static/pyodide-start.mjs');
      const cache = await caches.open(SNAPSHOT_CACHE);
      const [key] = await cache.keys();
      const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
      await cache.put(key, new Response((eval(spoil))(bytes)));
    }""", SPOIL[spoil])

    page = new_page(ctx, guard)
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    open_app(page, server)
    assert "tabula:snapshot" not in page.evaluate(MARKS)
    assert any("snapshot did not start" in w for w in warnings), warnings
    # the page works, and a good snapshot takes the spoilt one's place
    start_new_game(page, first_game(), 2)
    assert wait_kept(page) > 10_000_000
    fresh = new_page(ctx, guard)
    open_app(fresh, server)
    assert "tabula:snapshot" in fresh.evaluate(MARKS)
    assert not guard.console_errors, guard.console_errors


def test_a_start_that_fails_after_the_snapshot_deletes_it(make_context, guard, server):
    ctx = make_context()
    first = new_page(ctx, guard)
    open_app(first, server)
    wait_kept(first)
    # the next start comes from the snapshot, then fails: our code is missing from the zip, which
    # Python finds out only once the interpreter is up
    empty = io.BytesIO()
    zipfile.ZipFile(empty, "w").close()
    guard.zip_override = empty.getvalue()
    page = new_page(ctx, guard)
    page.goto(server + "/")
    assert "tabula" in wait_boot_error(page)
    assert "tabula:snapshot" in page.evaluate(MARKS)
    wait_until(page, f"async () => (await ({KEPT})()) === 0",
               message="the snapshot was kept after a failed start")
    guard.console_errors.clear()  # (the failed start's own, expected)
    # the next visit starts as usual, and keeps a new one
    guard.zip_override = None
    again = new_page(ctx, guard)
    open_app(again, server)
    assert "tabula:snapshot" not in again.evaluate(MARKS)
    assert wait_kept(again) > 10_000_000
