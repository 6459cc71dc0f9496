"""`make dist`: one self-contained static folder that works in any folder of any static host.

The folder (built here with tools/dist.py, as `make dist` does) is served under /tabula/ only;
the app starts, a game is started and played, every request stays under /tabula/ and names a
file of the folder, and the service worker's scope is /tabula/.
"""

from __future__ import annotations

import pytest

from browser.conftest import new_page
from browser.helpers import open_app, start_new_game
from browser.test_offline import SW_ACTIVE, first_game, play_moves, sw_files
from browser.test_offline import site_context as _site_context

pytestmark = pytest.mark.browser
site_context = _site_context  # the fixture: a folder on its own server, service workers allowed


@pytest.fixture(scope="module")
def dist_folder(tmp_path_factory):
    from dist import build_dist

    folder = tmp_path_factory.mktemp("dist") / "dist"
    build_dist(folder)
    return folder


def test_dist_holds_only_what_the_page_loads(dist_folder):
    files = {p.relative_to(dist_folder).as_posix() for p in dist_folder.rglob("*") if p.is_file()}
    listed = sw_files(dist_folder)
    assert files == set(listed) | {"sw.js"}
    assert {"index.html", "pyscript.toml", "static/vendor/tabula.zip",
            "static/vendor/pyodide/pyodide.asm.wasm", "static/manifest.webmanifest"} <= files
    assert not [f for f in files if "/wheels/" in f or f.endswith((".whl", ".stamp", "bench-bare.html"))]
    assert "static/sw.js" not in files, "the template is not deployed"
    html = (dist_folder / "index.html").read_text()
    assert 'src="/' not in html and 'href="/' not in html, "a root-relative URL breaks under a subpath"


def test_what_a_bench_leaves_behind_is_not_shipped():
    """The bench tools write their pages and zips into static/vendor as bench-*: never the app's."""
    from dist import ROOT, app_files

    leftover = ROOT / "static/vendor/bench-leftover-test.html"
    leftover.write_text("<p>bench</p>")
    try:
        files = app_files(ROOT)
    finally:
        leftover.unlink()
    assert "static/vendor/bench-leftover-test.html" not in files
    assert not [f for f in files if f.rsplit("/", 1)[-1].startswith("bench-")]


def test_dist_plays_under_a_subpath(site_context, dist_folder, artifacts):
    site, ctx, guard = site_context(dist_folder, prefix="/tabula/")
    requests = []
    ctx.on("request", lambda r: requests.append(r.url))
    failed = []
    ctx.on("response", lambda r: failed.append(f"{r.status} {r.url}") if r.status >= 400 else None)
    page = new_page(ctx, guard)
    open_app(page, site.url.rstrip("/"))
    start_new_game(page, first_game(), 2)
    play_moves(page, 3)
    page.screenshot(path=str(artifacts / "dist-subpath-table.png"))
    assert page.evaluate(SW_ACTIVE) == site.url

    # installable: the manifest and its icons load
    manifest = page.evaluate("async () => (await fetch('./static/manifest.webmanifest')).json()")
    assert manifest["start_url"] == "../" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        status = page.evaluate("async src => (await fetch(new URL(src, location.origin"
                               " + '/tabula/static/manifest.webmanifest'))).status", icon["src"])
        assert status == 200, icon

    assert not failed, failed
    listed = set(sw_files(dist_folder)) | {"", "sw.js"}
    outside = [u for u in requests if not u.startswith(site.url)]
    assert not outside, f"requests outside /tabula/: {outside}"
    unlisted = sorted({u[len(site.url):].split("?")[0] for u in requests} - listed)
    assert not unlisted, f"the page loaded files the service worker does not keep: {unlisted}"
