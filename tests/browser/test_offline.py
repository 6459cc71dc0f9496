"""Offline use and updates through the service worker (sw.js, written by `make build`).

- The app is loaded once, the server is stopped, the page is reloaded: it starts from the
  worker's cache, and a new game is started and played.
- A new version deployed while the app is open is offered ("update available") and never mixed
  with the running one: the old tab keeps its version's files until the player chooses to
  update, then every tab reloads into the new version and the old cache is gone. A version whose
  files on the server do not all match its list (a half-copied deploy) is never installed.

Each test serves its own folder on its own port (so it can stop the server or change files) in a
context that allows service workers; every request that does not go to that server is aborted
and fails the test, as in the other browser tests.
"""

from __future__ import annotations

import contextlib
import json
import pathlib
import threading

import pytest

from browser.conftest import Guard, new_page
from browser.helpers import move_count, open_app, start_new_game, wait_for_moves, wait_ready, wait_until

pytestmark = pytest.mark.browser

SW_ACTIVE = """() => Promise.race([(async () => {
  const reg = await navigator.serviceWorker.ready;
  const w = reg.active;
  if (w.state !== 'activated') await new Promise(r => w.addEventListener('statechange',
      () => w.state === 'activated' && r()));
  return reg.scope;
})(), new Promise((_, fail) => setTimeout(() => fail(new Error(
  'no active service worker after 60 s (an install that failed: a file differs from sw.js?)')), 60000))])"""
# Resolves with the state an update ends in ('installed' or 'redundant'); a changed sw.js only.
# The new worker is taken from whichever comes first: the "updatefound" of this update, or an
# install the browser had already begun (a page load checks for updates too); its end state may
# have been reached already. Fails after 60 s rather than waiting for ever.
UPDATE = """() => Promise.race([(async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  const found = new Promise(resolve => reg.addEventListener('updatefound',
      () => resolve(reg.installing), {once: true}));
  const begun = reg.installing;
  if (!begun) await reg.update();
  const w = begun || reg.installing || await found;
  return await new Promise(resolve => {
    const settled = () => (w.state === 'installed' || w.state === 'redundant') && resolve(w.state);
    w.addEventListener('statechange', settled);
    settled();
  });
})(), new Promise((_, fail) => setTimeout(() => fail(new Error(
  'a changed sw.js was neither installed nor rejected within 60 s')), 60000))])"""
CACHES = "async () => (await caches.keys()).filter(k => k.startsWith('tabula '))"
TEXT_OF = "async path => (await (await fetch(path)).text())"


class Site:
    """A folder served on its own 127.0.0.1 port (optionally under a prefix); can be stopped."""

    def __init__(self, root: pathlib.Path, prefix: str = "/"):
        from serve import make_server

        self.root = root
        self.srv = make_server("127.0.0.1", 0, root, quiet=True, prefix=prefix)
        self.origin = f"http://127.0.0.1:{self.srv.server_address[1]}"
        self.url = self.origin + prefix
        self.thread = threading.Thread(target=self.srv.serve_forever, daemon=True)
        self.thread.start()
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.srv.shutdown()
            self.srv.server_close()
            self.running = False


@pytest.fixture
def site_context(browser):
    """Factory: (site, context, guard) with service workers allowed; checks the guard at the end."""
    made = []

    def make(root: pathlib.Path, prefix: str = "/"):
        site = Site(root, prefix)
        guard = Guard(site.origin)
        ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
        ctx.route("**/*", guard.handle)
        made.append((site, ctx, guard))
        return site, ctx, guard

    yield make
    for site, ctx, guard in made:
        with contextlib.suppress(Exception):
            ctx.close()
        site.stop()
        assert not guard.blocked, f"the page tried to reach non-local addresses: {guard.blocked}"


def first_game() -> str:
    from tabula.games import all_games

    games = list(all_games())
    return "terra_mystica" if "terra_mystica" in games else games[0]


def play_moves(page, n: int) -> None:
    """Click the first offered move ``n`` times, each time waiting for the log to grow."""
    for _ in range(n):
        before = move_count(page)
        page.locator(".legal button[data-move]").first.click()
        wait_for_moves(page, more_than=before)


def sw_files(folder: pathlib.Path) -> dict[str, str]:
    text = (folder / "sw.js").read_text()
    start = text.index("const FILES = ") + len("const FILES = ")
    return json.loads(text[start:text.index("};", start) + 1])


def test_offline_after_first_visit(site_context, artifacts, tmp_path):
    from dist import build_dist

    # a deployed copy (as `make dist` makes it): the repo's own sw.js is stale as soon as a file
    # under static/ changes without `make build`
    folder = tmp_path / "app"
    build_dist(folder)
    site, ctx, guard = site_context(folder)
    page = new_page(ctx, guard)
    open_app(page, site.url.rstrip("/"))
    assert page.evaluate(SW_ACTIVE) == site.url
    site.stop()

    page.reload()
    wait_ready(page)
    assert page.evaluate("() => !!navigator.serviceWorker.controller")
    # really offline: what the worker does not hold cannot be fetched
    assert page.evaluate("() => fetch('./README.md').then(() => 'served', () => 'offline')") == "offline"
    start_new_game(page, first_game(), 2)
    play_moves(page, 3)
    assert move_count(page) == 3
    page.screenshot(path=str(artifacts / "offline-table.png"))
    # a fresh tab, still offline, continues the saved game
    again = new_page(ctx, guard)
    save_url = page.url
    again.goto(save_url)
    wait_ready(again)
    again.wait_for_selector("#board")
    assert move_count(again) == 3
    assert not [e for e in guard.console_errors if "Tabula" in e], guard.console_errors


def redeploy(folder: pathlib.Path, change: dict[str, str], stale: tuple[str, ...] = ()) -> str:
    """Change files in ``folder`` (path -> text appended) and write its new sw.js; the files in
    ``stale`` are listed with their new content but left as they were (a half-copied deploy)."""
    from dist import app_files, service_worker

    old = {p: (folder / p).read_bytes() for p in stale}
    for path, extra in change.items():
        with open(folder / path, "a") as f:
            f.write(extra)
    text, version = service_worker(folder, app_files(folder))
    for path, data in old.items():
        (folder / path).write_bytes(data)
    (folder / "sw.js").write_text(text)
    return version


def test_update_is_offered_and_never_mixed(site_context, tmp_path):
    from dist import build_dist

    folder = tmp_path / "app"
    v1 = build_dist(folder)
    site, ctx, guard = site_context(folder)
    base = site.url.rstrip("/")
    first = new_page(ctx, guard)
    open_app(first, base)
    first.evaluate(SW_ACTIVE)
    first.reload()
    wait_ready(first)
    second = new_page(ctx, guard)
    open_app(second, base)
    for page in (first, second):
        assert page.evaluate("() => !!navigator.serviceWorker.controller")
    assert first.evaluate(CACHES) == [f"tabula {site.url} {v1}"]

    # a deploy whose files are not all there yet: never installed, nothing offered
    v2 = redeploy(folder, {"static/app.css": "\n/* version 2 */\n", "static/boot.js": "\n// version 2\n"},
                  stale=("static/boot.js",))
    assert first.evaluate(UPDATE) == "redundant"
    assert first.locator("#update").count() == 0
    assert first.evaluate(CACHES) == [f"tabula {site.url} {v1}"]

    # the whole deploy: offered in the open tabs, which keep running the first version
    v2 = redeploy(folder, {"static/boot.js": "\n// version 2\n"})
    assert v2 != v1
    assert first.evaluate(UPDATE) == "installed"
    for page in (first, second):
        page.wait_for_selector("#update", timeout=10_000)
        assert "Update available" in page.inner_text("#update")
        assert "version 2" not in page.evaluate(TEXT_OF, "./static/app.css")
    # a reload of an open tab is still the first version (another tab holds it), offered again
    second.reload()
    wait_ready(second)
    assert "version 2" not in second.evaluate(TEXT_OF, "./static/boot.js")
    second.wait_for_selector("#update", timeout=10_000)

    # the player updates in one tab: every tab reloads into the new version, the old cache goes
    for page in (first, second):
        page.evaluate("() => { window.__before_update = 1 }")
    first.click("#update [data-update=now]")
    for page in (first, second):
        # the reloading page has no body for a moment: the check must read that as not ready yet
        page.wait_for_function("() => !window.__before_update && document.body?.dataset.ready",
                               timeout=90_000)
        assert "version 2" in page.evaluate(TEXT_OF, "./static/app.css")
        assert "version 2" in page.evaluate(TEXT_OF, "./static/boot.js")
        assert page.locator("#update").count() == 0
    wait_until(first, f"async () => (await ({CACHES})()).length === 1", message="the old cache stayed")
    assert first.evaluate(CACHES) == [f"tabula {site.url} {v2}"]


def test_later_keeps_the_running_version(site_context, tmp_path, artifacts):
    from dist import build_dist

    folder = tmp_path / "app"
    build_dist(folder)
    site, ctx, guard = site_context(folder)
    page = new_page(ctx, guard)
    open_app(page, site.url.rstrip("/"))
    page.evaluate(SW_ACTIVE)
    page.reload()
    wait_ready(page)
    redeploy(folder, {"static/app.css": "\n/* version 2 */\n"})
    assert page.evaluate(UPDATE) == "installed"
    page.wait_for_selector("#update")
    page.screenshot(path=str(artifacts / "update-available.png"))
    page.click("#update [data-update=later]")
    assert page.locator("#update").count() == 0
    start_new_game(page, first_game(), 2)
    play_moves(page, 1)
    assert "version 2" not in page.evaluate(TEXT_OF, "./static/app.css")
