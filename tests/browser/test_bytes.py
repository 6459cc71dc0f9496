"""Only the bytes the page uses: what a session requests is exactly what the service worker keeps.

One session on a fresh page: the home screen, a new game against a computer, a few of the
person's decisions and the computer's answers. Every file it requests from the page's origin is
in sw.js's FILES (the precache list, tools/dist.py); every file of FILES was requested, but for
those the browser itself fetches later (to install the app); nothing leaves 127.0.0.1.
"""

from __future__ import annotations

import pytest

from browser.helpers import move_count, open_app, start_new_game, wait_for_moves
from browser.test_offline import first_game, sw_files
from dist import ROOT

pytestmark = pytest.mark.browser

# In FILES though the page never requests them: the browser fetches the manifest and its icons
# when the app is installed ("Install app", "Add to Home screen"), and an installed app started
# offline needs them from the worker's cache.
LOADED_LATER = {
    "static/manifest.webmanifest": "the browser reads it to install the app",
    "static/icons/icon-192.png": "an icon of the installed app",
    "static/icons/icon-512.png": "an icon of the installed app",
    "static/icons/maskable-512.png": "an icon of the installed app",
}
PERSON_TURN = """() => !!document.querySelector('.scores table')
  || (!document.querySelector('.thinking')
      && document.querySelectorAll('.legal button[data-move]').length > 0)"""


def play_until_a_computer_moved(page, limit: int = 12) -> None:
    """Click the person's first offered move until the log holds a move the person did not make."""
    clicks = 0
    for _ in range(limit):
        page.wait_for_function(PERSON_TURN, timeout=60_000)
        if move_count(page) > clicks:
            return
        n = move_count(page)
        page.locator(".legal button[data-move]").first.click()
        clicks += 1
        wait_for_moves(page, more_than=n, timeout=60_000)
    raise AssertionError(f"no computer move after {limit} decisions of the person")


@pytest.mark.snapshot  # a first visit, as a person's: the page also makes the interpreter's snapshot
def test_a_session_requests_exactly_the_precached_files(page, server, guard, artifacts):
    files = sw_files(ROOT)
    assert files, "sw.js lists no files: run `make build`"
    assert set(LOADED_LATER) <= set(files), "a file said to be loaded later is not precached"
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.add_init_script("window.TABULA_BOT_PAUSE = 0;")
    open_app(page, server)
    home = set(requests)
    start_new_game(page, first_game(), 2, mode="solo")
    play_until_a_computer_moved(page)
    page.screenshot(path=str(artifacts / "bytes-session.png"))

    base = server + "/"
    outside = sorted({u for u in requests if not u.startswith(base)})
    assert not outside and not guard.blocked, f"requests outside 127.0.0.1: {outside or guard.blocked}"
    paths = {u[len(base):].split("?", 1)[0].split("#", 1)[0] for u in requests}
    paths.discard("")  # the page itself: index.html in FILES, served for the folder's URL
    unlisted = sorted(paths - set(files))
    assert not unlisted, f"the page loaded files the service worker does not keep: {unlisted}"
    unused = sorted(set(files) - paths - {"index.html"} - set(LOADED_LATER))
    assert not unused, f"the service worker precaches files the session never loaded: {unused}"
    assert base in home, "the page was not loaded in this test"
