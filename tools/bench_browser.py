"""Browser figures for `make bench` (DESIGN section 7), measured side by side in one run.

* page ready: our page (index.html until body[data-ready]) vs a bare Pyodide page that loads the
  same local pyodide.mjs and runs loadPyodide(); one Chromium context with a warm HTTP cache
  (service workers off, as for the bare page), loads taken alternately; prints medians and the
  ratio (budget: <= 1.1). Ours is loaded as a returning visitor has it, Pyodide started from
  the interpreter's snapshot that the first visit kept (static/pyodide-start.mjs), and, in turn
  with those, without the snapshot (what our own start adds to Pyodide's). Each load prints the
  bytes it moved over the network (CDP's encodedDataLength: a file from the cache moves none, a
  revalidated one (304) only headers):
  a warm load moves a few kB, the first one ~15 MB.
* long tasks: every main-thread task over 200 ms between navigation and ready (a `longtask`
  PerformanceObserver), on both pages; the part of a task after loadPyodide resolved (the
  tabula:pyodide mark, on both pages) is the page's own (budget: none).
* first visit and offline reload: both pages loaded in fresh contexts (nothing cached, the
  median of --first), in turn; then, once our service worker (sw.js) holds the app, the network
  is switched off and our page loaded -n times more, all of it from the worker's cache (and
  Pyodide from the snapshot), in turn
  with warm loads of the bare page for their ratio (budget: the same 1.1).
* no request leaves 127.0.0.1: Chromium resolves every other host to nothing
  (--host-resolver-rules, which keeps the HTTP cache on, unlike Playwright's context.route),
  and any request for another host fails the bench.
The click figures are tools/bench_click.py's, the link lengths tools/bench_links.py's.

Prints each measurement, then a short table of the figures against their budgets.
Run from the repo root after `make build`:
``.venv/bin/python tools/bench_browser.py [-n 7] [--first 3]``.
"""

from __future__ import annotations

import argparse
import contextlib
import pathlib
import statistics
import sys
import tempfile
import threading
from dataclasses import dataclass

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "py"))

from serve import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
# Every host but 127.0.0.1 resolves to nothing, so no request can leave the machine. Unlike
# Playwright's context.route (which turns Chromium's HTTP cache off), this leaves the cache as a
# visitor's browser has it; each load also fails if a request for another host was even made.
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"]
BARE = ROOT / "static" / "vendor" / "bench-bare.html"
# The bare page marks tabula:pyodide when loadPyodide resolves, as static/pyodide-start.mjs does.
BARE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare pyodide</title></head>
<body><script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "./pyodide/" });
performance.mark("tabula:pyodide");
py.runPython("import sys");
document.body.dataset.ready = "1";
</script></body></html>
"""
# For any page: when body[data-ready] appears (ms since navigation start), and every main-thread
# task over 50 ms (the browser's long tasks) from navigation on.
READY_PROBE = """
window.__longTasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({ type: 'longtask', buffered: true });
new MutationObserver((_, obs) => {
  if (document.body && document.body.hasAttribute('data-ready')) {
    window.__readyAt = performance.now(); obs.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
"""
# Before our page's modules run: it neither uses nor makes the interpreter's snapshot.
NO_SNAPSHOT = "window.TABULA_SNAPSHOT = false;"
# The budget of DESIGN section 7: no main-thread task of ours over this, and page ready within
# RATIO of the bare page.
LONG_MS = 200.0
RATIO = 1.1


@dataclass
class Load:
    """One page load, navigation to body[data-ready]."""

    ready: float  # ms since navigation start
    pyodide: float | None  # when loadPyodide resolved (the tabula:pyodide mark), ms
    tasks: list[tuple[float, float]]  # (start, duration) of the tasks over LONG_MS, ms
    bytes: int  # received over the network (headers and bodies; 0 for a file from a cache)
    requests: int  # requests the page made (a file served by the service worker included)
    snapshot: bool = False  # Pyodide started from the interpreter's kept snapshot

    def own_tasks(self) -> list[tuple[float, float]]:
        """The part of each long task after Pyodide's own start (loadPyodide resolved), where it
        is over LONG_MS: what the page runs beyond a bare Pyodide page."""
        if self.pyodide is None:
            return self.tasks
        own = [(max(s, self.pyodide), s + d - max(s, self.pyodide)) for s, d in self.tasks]
        return [(s, d) for s, d in own if d > LONG_MS]


def tasks_text(tasks: list[tuple[float, float]]) -> str:
    return ", ".join(f"{d:.0f} ms at {s:.0f}" for s, d in tasks) or "none"


class Outside:
    """Every request of a context that does not go to ``base`` (a failure of the bench)."""

    def __init__(self, context, base: str):
        self.base = base + "/"
        self.urls: list[str] = []
        context.on("request", lambda r: None if r.url.startswith(self.base) else self.urls.append(r.url))

    def check(self) -> None:
        if self.urls:
            raise SystemExit(f"the page requested addresses outside 127.0.0.1: {self.urls[:5]}")


def load_page(context, url: str, snapshot: bool = True) -> Load:
    """Load ``url`` in a new page of ``context`` until body[data-ready]; what it took. With
    ``snapshot`` False our page neither uses nor makes the interpreter's snapshot."""
    page = context.new_page()
    if not snapshot:
        page.add_init_script(NO_SNAPSHOT)
    cdp = context.new_cdp_session(page)
    got = {"bytes": 0, "requests": 0}

    def finished(e: dict) -> None:
        got["bytes"] += int(e.get("encodedDataLength", 0))

    def sent(_e: dict) -> None:
        got["requests"] += 1

    cdp.on("Network.loadingFinished", finished)
    cdp.on("Network.requestWillBeSent", sent)
    cdp.send("Network.enable")
    try:
        page.goto(url)
        page.wait_for_selector("body[data-ready], body[data-boot-error]", state="attached", timeout=120_000)
        if page.get_attribute("body", "data-ready") is None:
            raise SystemExit(f"{url} failed to start: {page.inner_text('body')[:300]}")
        page.wait_for_function("() => window.__readyAt !== undefined")
        # long tasks are reported once they end: let the one that set ready end, then a frame pass
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 50)))")
        ready, pyodide, tasks, snap = page.evaluate("""() => [window.__readyAt,
            (performance.getEntriesByName('tabula:pyodide')[0] || {}).startTime ?? null,
            window.__longTasks, performance.getEntriesByName('tabula:snapshot').length > 0]""")
        return Load(ready=float(ready), pyodide=pyodide,
                    tasks=[(s, d) for s, d in tasks if s <= ready and d > LONG_MS],
                    bytes=got["bytes"], requests=got["requests"], snapshot=snap)
    finally:
        cdp.detach()
        page.close()


def load_ms(context, url: str) -> float:
    return load_page(context, url).ready


# The size in bytes of the interpreter's snapshot our page keeps (static/pyodide-start.mjs, whose
# cache name it reads from the page's own module): 0 while there is none (or the worker is still
# putting it there), minus the count of entries if there is more than one
# (tests/browser/test_snapshot.py uses it too).
SNAPSHOT_KEPT = """async () => {
  const { SNAPSHOT_CACHE } = await import('./static/pyodide-start.mjs');
  const cache = await caches.open(SNAPSHOT_CACHE);
  const keys = await cache.keys();
  if (keys.length !== 1) return -keys.length;
  const kept = await cache.match(keys[0]);
  return kept ? (await kept.arrayBuffer()).byteLength : 0;
}"""


def keep_snapshot(context, url: str) -> None:
    """Load our page in ``context`` and keep it open until it has kept the interpreter's snapshot
    (made by a worker once the app is up), as a visitor's first visit does when it lasts a few
    seconds; the bench's loads close each page as soon as it is ready."""
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
        for _ in range(600):
            if page.evaluate(SNAPSHOT_KEPT) > 1_000_000:
                return
            page.wait_for_timeout(200)
        raise SystemExit("our page kept no snapshot of the interpreter within 120 s")
    finally:
        page.close()


SW_ACTIVE = """() => Promise.race([(async () => {
  const reg = await navigator.serviceWorker.ready;
  const w = reg.active;
  if (w.state !== 'activated') await new Promise(r => w.addEventListener('statechange',
      () => w.state === 'activated' && r()));
  return true;
})(), new Promise((_, fail) => setTimeout(() => fail(new Error(
  'no active service worker after 60 s: run `make build` (sw.js must list the files as they are)')),
  60000))])"""


def new_context(browser, base: str, service_workers: str, snapshot: bool = True):
    """A fresh context (an incognito-like profile: its HTTP cache is small and in memory, too
    small for Pyodide's 9.6 MB wasm, so every load of it downloads that again). With ``snapshot``
    False our page neither uses nor makes the interpreter's snapshot (whose worker would start a
    second interpreter on the other core while a bench measures)."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers=service_workers)
    ctx.add_init_script(READY_PROBE)
    if not snapshot:
        ctx.add_init_script(NO_SNAPSHOT)
    return ctx, Outside(ctx, base)


@contextlib.contextmanager
def warm_profile(chromium, base: str):
    """A context with a profile on disk, as a visitor's browser has: its HTTP cache keeps every
    file of both pages, so a warm load is served from it (the bytes each load prints prove it).
    Service workers off: like the bare page, ours is served from the HTTP cache here."""
    with tempfile.TemporaryDirectory(prefix="tabula-bench-") as folder:
        ctx = chromium.launch_persistent_context(
            folder, executable_path=CHROMIUM, headless=True, args=ARGS,
            viewport={"width": 1280, "height": 800}, service_workers="block")
        try:
            ctx.add_init_script(READY_PROBE)
            outside = Outside(ctx, base)
            yield ctx
            outside.check()
        finally:
            ctx.close()


def print_loads(title: str, loads: list[Load]) -> None:
    print(f"{title}, {len(loads)} loads:")
    for x in loads:
        print(f"  ready {x.ready:6.0f} ms  {x.bytes / 1e3:9.1f} kB over the network in {x.requests} "
              f"requests; tasks over {LONG_MS:.0f} ms: {tasks_text(x.tasks)}")


def pairs_text(ours: list[Load], bare: list[Load]) -> str:
    """The spread of the ratio over the loads taken in turn (ours_i / bare_i): the machine's speed
    drifts within a run, and this shows by how much next to the ratio of the medians."""
    r = sorted(o.ready / b.ready for o, b in zip(ours, bare))
    return f"each pair taken in turn: min {r[0]:.3f}, median {statistics.median(r):.3f}, max {r[-1]:.3f}"


def own_summary(loads: list[Load]) -> tuple[int, float]:
    """(the most tasks of its own over LONG_MS in one load, the longest of them in ms)."""
    own = [x.own_tasks() for x in loads]
    return max(len(t) for t in own), max((d for t in own for _, d in t), default=0.0)


Row = tuple[str, str, str, bool]  # figure, measured, budget ("" for none), within it


def bench_ready(chromium, base: str, n: int) -> list[Row]:
    """Page ready, ours and the bare Pyodide page, loads taken in turn in one profile with a warm
    HTTP cache (service workers off, as for the bare page); long tasks and bytes of each load.
    Ours as a returning visitor has it (started from the interpreter's snapshot its first visit
    kept), and ours without the snapshot (what our own start adds to Pyodide's)."""
    ours_url, bare_url = f"{base}/", f"{base}/static/vendor/bench-bare.html"
    with warm_profile(chromium, base) as context:
        first_ours, first_bare = load_page(context, ours_url), load_page(context, bare_url)
        keep_snapshot(context, ours_url)
        ours, plain, bare = [], [], []
        for _ in range(n):
            bare.append(load_page(context, bare_url))
            ours.append(load_page(context, ours_url))
            plain.append(load_page(context, ours_url, snapshot=False))
    if not all(x.snapshot for x in ours):
        raise SystemExit("a warm load of our page did not start from the interpreter's snapshot")
    print(f"first load of each in that context (cold HTTP cache): ours {first_ours.bytes / 1e6:.2f} MB, "
          f"bare {first_bare.bytes / 1e6:.2f} MB over the network")
    print_loads("our page, warm HTTP cache, started from the interpreter's snapshot", ours)
    print_loads("our page, warm HTTP cache, without the snapshot, taken in turn with those", plain)
    print_loads("bare Pyodide page, warm HTTP cache, taken in turn with those", bare)
    mo, mb = statistics.median(x.ready for x in ours), statistics.median(x.ready for x in bare)
    mp = statistics.median(x.ready for x in plain)
    kb = statistics.median(x.bytes for x in ours) / 1e3
    count, longest = own_summary(ours + plain)
    print(f"page ready median: ours {mo:.0f} ms, bare Pyodide {mb:.0f} ms, ratio {mo / mb:.3f}; "
          f"ours moved {kb:.1f} kB (median) over the network per warm load")
    print(f"  ratio, {pairs_text(ours, bare)}")
    print(f"without the snapshot: ours {mp:.0f} ms, ratio {mp / mb:.3f} to the bare page")
    print(f"  ratio, {pairs_text(plain, bare)}")
    print(f"our tasks over {LONG_MS:.0f} ms after Pyodide's own start (loadPyodide resolved): at most "
          f"{count} in a load, the longest {longest:.0f} ms")
    return [("page ready, warm, ours / bare Pyodide", f"{mo / mb:.3f}x", f"<= {RATIO}x", mo / mb <= RATIO),
            ("  the same, ours without the snapshot", f"{mp / mb:.3f}x", "", True),
            ("warm load of ours, over the network", f"{kb:.1f} kB", "", True),
            (f"our own tasks > {LONG_MS:.0f} ms, warm (most in a load)", str(count), "0", count == 0)]


def bench_offline(chromium, browser, base: str, n: int, first: int) -> list[Row]:
    """First visits (fresh contexts, nothing cached) of both pages in turn; then, once our service
    worker (sw.js) holds the app, the network switched off and our page loaded from the worker's
    cache, in turn with warm loads of the bare page."""
    ours_url, bare_url = f"{base}/", f"{base}/static/vendor/bench-bare.html"
    cold, cold_bare, offline, bare = [], [], [], []
    with warm_profile(chromium, base) as warm_bare:
        load_page(warm_bare, bare_url)
        for i in range(first):
            fresh, outside = new_context(browser, base, "block")
            try:
                cold_bare.append(load_page(fresh, bare_url))
                outside.check()
            finally:
                fresh.close()
            ctx, outside = new_context(browser, base, "allow")
            try:
                cold.append(load_page(ctx, ours_url))
                if i < first - 1:
                    continue
                page = ctx.new_page()  # the first page registered the worker: wait for its install
                page.goto(ours_url)
                page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
                page.evaluate(SW_ACTIVE)
                page.close()
                keep_snapshot(ctx, ours_url)
                ctx.set_offline(True)
                for _ in range(n):
                    bare.append(load_page(warm_bare, bare_url))
                    offline.append(load_page(ctx, ours_url))
                outside.check()
            finally:
                ctx.close()
    print_loads("first visit of our page, fresh context (nothing cached)", cold)
    print_loads("first visit of the bare Pyodide page, fresh context, taken in turn with those", cold_bare)
    if not all(x.snapshot for x in offline):
        raise SystemExit("an offline load of our page did not start from the interpreter's snapshot")
    print_loads("offline reload of our page (service worker cache, network off; from the snapshot)", offline)
    print_loads("bare Pyodide page, warm HTTP cache, taken in turn with those", bare)
    mc, mcb = statistics.median(x.ready for x in cold), statistics.median(x.ready for x in cold_bare)
    mw, mb = statistics.median(x.ready for x in offline), statistics.median(x.ready for x in bare)
    count, longest = own_summary(offline)
    print(f"first visit median: ours {mc:.0f} ms, bare {mcb:.0f} ms, ratio {mc / mcb:.3f}; "
          f"ours moved {statistics.median(x.bytes for x in cold) / 1e6:.2f} MB")
    print(f"  ratio, {pairs_text(cold, cold_bare)}")
    print(f"offline reload median {mw:.0f} ms ({mw / mb:.3f}x the bare Pyodide page's warm {mb:.0f} ms); "
          f"our own tasks over {LONG_MS:.0f} ms: at most {count} in a load, the longest {longest:.0f} ms")
    print(f"  ratio, {pairs_text(offline, bare)}")
    return [("first visit, ours / bare Pyodide (both cold)", f"{mc / mcb:.3f}x", f"<= {RATIO}x",
             mc / mcb <= RATIO),
            ("offline reload / bare Pyodide warm", f"{mw / mb:.3f}x", f"<= {RATIO}x", mw / mb <= RATIO),
            (f"our own tasks > {LONG_MS:.0f} ms, offline (most in a load)", str(count), "0", count == 0)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=7, help="loads of each page")
    ap.add_argument("--first", type=int, default=3, help="first visits (fresh contexts)")
    args = ap.parse_args()
    if not (ROOT / "static/vendor/tabula.zip").exists():
        raise SystemExit("run `make build` first")
    BARE.write_text(BARE_HTML)
    from playwright.sync_api import sync_playwright

    server = make_server("127.0.0.1", 0, ROOT, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    rows: list[Row] = []
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            rows += bench_ready(p.chromium, base, args.n)
            rows += bench_offline(p.chromium, browser, base, args.n, args.first)
            browser.close()
        print(f"\n{'figure':52} {'measured':>12} {'budget':>14}")
        for name, value, budget, ok in rows:
            verdict = ("ok" if ok else "OVER") if budget else ""
            print(f"{name:52} {value:>12} {budget or '-':>14}  {verdict}")
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
