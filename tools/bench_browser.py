"""Browser figures for `make bench` (DESIGN section 7), measured side by side in one run.

* page ready: our page (index.html until body[data-ready]) vs a bare Pyodide page that loads the
  same local pyodide.mjs and runs loadPyodide(); warm cache, one Chromium context, loads taken
  alternately; prints medians and the ratio (budget: <= 1.15).
* click to re-rendered board, and share-link length: hooks, filled in once a real game is ready.

Run from the repo root after `make build`: ``.venv/bin/python tools/bench_browser.py [-n 7]``.
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from serve import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
BARE = ROOT / "static" / "vendor" / "bench-bare.html"
BARE_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>bare pyodide</title></head>
<body><script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "./pyodide/" });
py.runPython("import sys");
document.body.dataset.ready = "1";
</script></body></html>
"""
# Records when body[data-ready] appears, in ms since navigation start, for any page.
READY_PROBE = """
new MutationObserver((_, obs) => {
  if (document.body && document.body.hasAttribute('data-ready')) {
    window.__readyAt = performance.now(); obs.disconnect();
  }
}).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
"""


def load_ms(context, url: str) -> float:
    page = context.new_page()
    try:
        page.goto(url)
        page.wait_for_selector("body[data-ready], body[data-boot-error]", state="attached", timeout=120_000)
        if page.get_attribute("body", "data-ready") is None:
            raise SystemExit(f"{url} failed to start: {page.inner_text('body')[:300]}")
        page.wait_for_function("() => window.__readyAt !== undefined")
        return float(page.evaluate("() => window.__readyAt"))
    finally:
        page.close()


def bench_ready(context, base: str, n: int) -> None:
    ours_url, bare_url = f"{base}/", f"{base}/static/vendor/bench-bare.html"
    load_ms(context, ours_url)  # warm the cache (and PyScript's own storage)
    load_ms(context, bare_url)
    ours, bare = [], []
    for _ in range(n):
        bare.append(load_ms(context, bare_url))
        ours.append(load_ms(context, ours_url))
    mo, mb = statistics.median(ours), statistics.median(bare)
    print(f"page ready, warm cache, {n} loads each (ms): "
          f"ours {' '.join(f'{x:.0f}' for x in ours)} | bare {' '.join(f'{x:.0f}' for x in bare)}")
    verdict = "within" if mo / mb <= 1.15 else "OVER"
    print(f"page ready median: ours {mo:.0f} ms, bare Pyodide {mb:.0f} ms, ratio {mo / mb:.3f} "
          f"({verdict} the 1.15 budget)")


def bench_click(context, base: str) -> None:
    """Hook: median ms from a board click to the re-rendered board, 4-player TM mid-game."""
    print("click to re-rendered board: not yet (needs a playable Terra Mystica record to load)")


def bench_link_length() -> None:
    """Hook: characters in the share link of a finished 4-player TM game (budget 2,000)."""
    print("share link length: not yet (needs a finished 4-player Terra Mystica record)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=7, help="loads of each page")
    args = ap.parse_args()
    if not (ROOT / "static/vendor/tabula.zip").exists():
        raise SystemExit("run `make build` first")
    BARE.write_text(BARE_HTML)
    from playwright.sync_api import sync_playwright

    server = make_server("127.0.0.1", 0, ROOT, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=ARGS)
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(base + "/")
                          else r.abort())
            context.add_init_script(READY_PROBE)
            bench_ready(context, base, args.n)
            bench_click(context, base)
            bench_link_length()
            browser.close()
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
