"""Fixtures for the browser tests: a 127.0.0.1 server of the repo root, Debian's Chromium driven by
Playwright, and contexts in which every request that does not go to 127.0.0.1 is aborted and
fails the test.

Tests marked ``@pytest.mark.testgame`` get a page whose Python zip is a test-only variant that
registers the throwaway game in tests/support/race_game.py (the shipped zip lists real games only).

Each pytest process (each xdist worker) has its own server, browser and artifacts' names per
test. A page on which a test has started the app at home may be handed on to the next test, reset
to exactly what a freshly started page looks like (browser/warm.py; ``TABULA_WARM=0`` turns that
off).
"""

from __future__ import annotations

import os
import pathlib
import shutil
import sys
import threading

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = pathlib.Path(__file__).resolve().parent / "artifacts"
ZIP_PATH = "/static/vendor/tabula.zip"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

sys.path.insert(0, str(ROOT / "tools"))

from bench_browser import NO_SNAPSHOT  # noqa: E402
from browser.warm import CONTEXT_SETUP, PAGE_SETUP, POOL, Holder  # noqa: E402


def _skip_reason() -> str | None:
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            return None  # under CI the tests must run (and fail loudly if chromium is missing)
        return f"{CHROMIUM} is not installed (`make test` installs Debian's chromium)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright Python package is not installed (`make deps`)"
    return None


def pytest_configure(config):
    config.addinivalue_line("markers", "testgame: serve the page with the test-only game registered")
    config.addinivalue_line("markers", "snapshot: the page may keep and use a snapshot of the interpreter "
                            "(off in the other tests' contexts; a new context, never handed on)")
    config.addinivalue_line("markers", "cold_start: the test starts its page itself (a link or a file "
                            "that fails as a page load, another zip, an init script): it gets a new "
                            "context, not one whose app an earlier test started (browser/warm.py)")


# Chromium's renderer process sometimes dies under a test (a few times in a thousand page loads
# on these machines on 3 December, with and without a board on the page, at boot as well as in
# play). Such a test runs once more in fresh fixtures; a second crash fails it, and every crash
# is listed at the end of the run with what the kernel logged of crashes (a trap or a
# segfault, when dmesg may be read), so a cause that is ours (a crash that comes back) still
# shows. A crash is known by the pages' "crash" event (every context made by ``make_context``
# counts them), or by Playwright's messages for it: "Target crashed" for a call made on a dead
# page, "Page crashed" for one that was waiting on it (a wait_for_*, a goto).
CRASH_MESSAGES = ("Target crashed", "Page crashed")
_crashes: list[str] = []
_crash_events = [0]


def _count_crash(_page=None) -> None:
    _crash_events[0] += 1


def _crashed(reports, events_before: int) -> bool:
    failed = [r for r in reports if r.failed]
    return bool(failed) and (_crash_events[0] > events_before
                             or any(m in str(r.longrepr) for r in failed for m in CRASH_MESSAGES))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    if not item.get_closest_marker("browser"):
        return None
    from _pytest.runner import runtestprotocol

    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    events = _crash_events[0]
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    if _crashed(reports, events):
        _crashes.append(item.nodeid)
        item._initrequest()  # (fresh function-scoped fixtures, as for a test run anew)
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
    for rep in reports:
        item.ihook.pytest_runtest_logreport(report=rep)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


def pytest_sessionfinish(session):
    out = getattr(session.config, "workeroutput", None)  # (an xdist worker: to the controller)
    if out is not None:
        out["renderer_crashes"] = list(_crashes)


def pytest_testnodedown(node, error):
    _crashes.extend(getattr(node, "workeroutput", {}).get("renderer_crashes", []))


def _kernel_lines() -> list[str]:
    """What the kernel logged of crashing processes (traps, segfaults, the OOM killer), if this
    user may read it. Such a line names the thread, which in a renderer is seldom "chromium"
    (e.g. ThreadPoolForeg), so it is picked by what happened, not by name."""
    import subprocess

    try:
        text = subprocess.run(["dmesg"], capture_output=True, text=True, timeout=5).stdout
    except (OSError, subprocess.SubprocessError):
        return []
    words = ("chrom", "traps:", "segfault", "out of memory", "oom-kill", "killed process")
    return [line for line in text.splitlines() if any(w in line.lower() for w in words)][-10:]


def pytest_terminal_summary(terminalreporter):
    if _crashes:
        terminalreporter.write_sep("=", f"Chromium's renderer crashed {len(_crashes)} time(s); "
                                        "each test ran again")
        for nodeid in _crashes:
            terminalreporter.write_line(nodeid)
        lines = _kernel_lines()
        terminalreporter.write_line("the kernel's log of crashes: "
                                    + ("\n".join(lines) if lines else "nothing (or not readable)"))


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item, call):
    """Keep each phase's report on the item (a page is handed on only by a test that passed)."""
    rep = yield
    setattr(item, f"rep_{rep.when}", rep)
    return rep


def pytest_collection_modifyitems(config, items):
    reason = _skip_reason()
    if reason is None:
        return
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture(scope="session")
def built():
    for rel in ("static/vendor/tabula.zip", "static/vendor/pyodide/pyodide.mjs",
                "static/vendor/pyscript/core.js"):
        if not (ROOT / rel).exists():
            pytest.fail(f"{rel} is missing: run `make build` first")


@pytest.fixture(scope="session")
def server(built):
    from serve import make_server

    srv = make_server("127.0.0.1", 0, ROOT, quiet=True)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{srv.server_address[1]}"
    srv.shutdown()
    srv.server_close()


def build_variant_zip(tmp_dir: pathlib.Path, files: dict[str, str]) -> bytes:
    """The page's zip with ``files`` (zip path -> text) added or replaced."""
    from build_zip import build

    overlay = tmp_dir / "overlay"
    if overlay.exists():
        shutil.rmtree(overlay)
    for rel, text in files.items():
        p = overlay / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    out = tmp_dir / "tabula.zip"
    build(out, None, [overlay])
    return out.read_bytes()


TESTGAME_REGISTRY = '''"""Test-only registry: the throwaway race game, plus the real games."""


def all_games() -> dict:
    from .race import GAME as race

    games = {race.id: race}
    try:
        from .terra_mystica import GAME as tm

        games[tm.id] = tm
    except Exception:
        pass
    return games


def import_board_code(game_id: str) -> None:
    """(the race game's board is drawn by its own module, imported with it)"""


def get(game_id: str):
    games = all_games()
    if game_id not in games:
        from ..core.errors import RecordError

        raise RecordError(f"unknown game '{game_id}'")
    return games[game_id]
'''


@pytest.fixture(scope="session")
def testgame_zip(tmp_path_factory) -> bytes:
    race = (ROOT / "tests" / "support" / "race_game.py").read_text()
    return build_variant_zip(tmp_path_factory.mktemp("testgame"), {
        "tabula/games/__init__.py": TESTGAME_REGISTRY,
        "tabula/games/race.py": race,
    })


@pytest.fixture(scope="session")
def playwright_instance():
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance):
    b = playwright_instance.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield b
    POOL.close()
    if os.environ.get("TABULA_WARM_STATS"):
        print(f"\nbooted pages handed on: {POOL.stats}")
    b.close()


class Guard:
    """Per-context record of blocked requests and console errors."""

    def __init__(self, base: str):
        self.base = base + "/"
        self.blocked: list[str] = []
        self.console_errors: list[str] = []
        self.zip_override: bytes | None = None
        self.overrides: dict[str, tuple[int, bytes]] = {}  # path suffix -> (status, body)

    def handle(self, route):
        url = route.request.url
        if not url.startswith(self.base):
            self.blocked.append(url)
            route.abort()
            return
        path = "/" + url[len(self.base):].split("?", 1)[0].split("#", 1)[0]
        for suffix, (status, body) in self.overrides.items():
            if path.endswith(suffix):
                route.fulfill(status=status, body=body)
                return
        if self.zip_override is not None and path == ZIP_PATH:
            route.fulfill(status=200, body=self.zip_override, content_type="application/zip")
            return
        route.continue_()


@pytest.fixture
def guard(server):
    return Guard(server)


@pytest.fixture
def make_context(browser, guard, request, server):
    """Factory for contexts sharing the test's guard (a 'fresh context' is a second call).

    The first call without arguments may give a context handed on by an earlier test, whose one
    page (``new_page``) has the app started at home and looks exactly like a new one (unless the
    test is marked ``cold_start``; see browser/warm.py). At the end, the plain contexts of a test
    that passed may be handed on."""
    contexts = []
    key = "real"
    if request.node.get_closest_marker("testgame"):
        guard.zip_override = request.getfixturevalue("testgame_zip")
        key = "testgame"
    snapshot = request.node.get_closest_marker("snapshot") is not None
    warm = not request.node.get_closest_marker("cold_start") and not snapshot

    def make(**kwargs):
        if not kwargs and warm and not contexts:
            ctx = POOL.take(key, guard)
            if ctx is not None:
                contexts.append(ctx)
                return ctx
        plain = not kwargs
        kwargs.setdefault("viewport", {"width": 1280, "height": 800})
        # The page's service worker (sw.js) would serve later loads from its own cache, past the
        # guard's overrides: off unless a test asks for it (tests/browser/test_offline.py does).
        kwargs.setdefault("service_workers", "block")
        ctx = browser.new_context(**kwargs)
        # The page keeps a memory snapshot of the interpreter for its next start (static/
        # pyodide-start.mjs), made after a visit without one by a worker: a second interpreter's
        # start on the other core. Most tests' contexts are new and hold one or two page loads, so
        # they would pay for it and seldom start from it (the browser tests took 45 s longer with
        # it, 6 min 8 s against 5 min 24 s): off, but in the tests marked ``snapshot``.
        if not snapshot:
            ctx.add_init_script(NO_SNAPSHOT)
        ctx.on("page", lambda pg: pg.on("crash", _count_crash))
        holder = Holder(guard)  # a handed-on context reports to the next test's guard
        ctx.route("**/*", lambda route: holder.guard.handle(route))
        ctx._tabula_holder = holder
        ctx._tabula_key = key if plain and not snapshot else None
        ctx._tabula_zip = guard.zip_override
        POOL.watch(ctx, CONTEXT_SETUP)
        contexts.append(ctx)
        return ctx

    yield make
    rep_setup, rep_call = getattr(request.node, "rep_setup", None), getattr(request.node, "rep_call", None)
    passed = bool(rep_setup and rep_setup.passed and rep_call and not rep_call.failed)  # or skipped
    for ctx in contexts:
        if not POOL.give_back(ctx, server, passed):
            ctx.close()
    assert not guard.blocked, f"the page tried to reach non-local addresses: {guard.blocked}"


@pytest.fixture
def context(make_context):
    return make_context()


@pytest.fixture
def page(context, guard):
    return new_page(context, guard)


def new_page(context, guard):
    """A page of ``context`` whose console errors go to ``guard`` (in a handed-on context: its
    page, the app already started at home)."""
    spare = getattr(context, "_tabula_spare_page", None)
    if spare is not None:
        context._tabula_spare_page = None
        spare._tabula_holder.guard = guard
        return spare
    holder = getattr(context, "_tabula_holder", None) or Holder(guard)
    pg = context.new_page()
    pg.on("console", lambda m: holder.guard.console_errors.append(m.text) if m.type == "error" else None)
    pg.on("pageerror", lambda e: holder.guard.console_errors.append(f"pageerror: {e}"))
    pg._tabula_holder = holder
    pg._tabula_first_load = True
    POOL.watch(pg, PAGE_SETUP)
    POOL.watch_loads(pg)
    return pg


@pytest.fixture(scope="session")
def artifacts() -> pathlib.Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS
