"""Where the page's start-up time goes: a timeline of our page next to the bare Pyodide page.

Loads index.html and the bare page (the one tools/bench_browser.py writes) alternately in one
warm Chromium context, like the bench, and prints the median time (ms since navigation start)
of each milestone: PyScript's ``py:progress`` events, the ``tabula:*`` performance marks set by
index.html and the app, and the end of each file's fetch; with ``--cpu``, CPU self time by script
(the profiler slows the page: compare the two pages, not with the bench). ``--page URLPATH`` profiles another
page of the repo (e.g. an experiment) instead of index.html.

Run from the repo root after `make build`: ``.venv/bin/python tools/profile_boot.py [-n 7]``.
"""

from __future__ import annotations

import argparse
import pathlib
import statistics
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

from bench_browser import BARE, BARE_HTML, warm_profile  # noqa: E402
from serve import make_server  # noqa: E402

# (warm_profile adds READY_PROBE: ready and the long tasks)
PROBE = """
window.__events = [];
addEventListener('py:progress', e => window.__events.push(['progress: ' + e.detail, performance.now()]));
"""
COLLECT = """() => {
  const out = window.__events.slice();
  for (const m of performance.getEntriesByType('mark')) out.push(['mark: ' + m.name, m.startTime]);
  for (const r of performance.getEntriesByType('resource')) {
    out.push(['fetched: ' + r.name.replace(location.origin, ''), r.responseEnd]);
  }
  for (const [s, d] of window.__longTasks) {
    if (s <= window.__readyAt) out.push([`long task of ${Math.round(d)} ms (its end)`, s + d]);
  }
  out.push(['READY', window.__readyAt]);
  return out;
}"""


def _profile_by_script(profile: dict) -> dict[str, float]:
    """Self time (ms) of a CDP CPU profile, summed by script (wasm, each JS file, GC, idle...)."""
    nodes = {n["id"]: n for n in profile["nodes"]}
    deltas = profile["timeDeltas"]
    out: dict[str, float] = {}
    for sample, dt in zip(profile["samples"], deltas):
        frame = nodes[sample]["callFrame"]
        url = frame.get("url") or f"({frame.get('functionName') or 'program'})"
        if url.startswith("wasm://"):
            url = "wasm"
        url = url.rsplit("/", 1)[-1] or url
        out[url] = out.get(url, 0.0) + dt / 1000
    return out


def load(context, url: str, cpu: bool = False) -> dict[str, float]:
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Performance.enable")
    if cpu:
        cdp.send("Profiler.enable")
        cdp.send("Profiler.setSamplingInterval", {"interval": 200})
        cdp.send("Profiler.start")
    try:
        page.goto(url)
        page.wait_for_selector("body[data-ready], body[data-boot-error]", state="attached", timeout=120_000)
        if page.get_attribute("body", "data-ready") is None:
            raise SystemExit(f"{url} failed to start: {page.inner_text('body')[:300]}")
        page.wait_for_function("() => window.__readyAt !== undefined")
        # long tasks are reported once they end: let the one that set ready end, then a frame pass
        page.evaluate("() => new Promise(r => requestAnimationFrame(() => setTimeout(r, 50)))")
        out = {name: float(t) for name, t in page.evaluate(COLLECT)}
        metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
        for k in ("ThreadTime", "ProcessTime", "TaskDuration", "ScriptDuration"):
            if k in metrics:
                out[f"cpu-time: {k}"] = metrics[k] * 1000
        if cpu:
            prof = cdp.send("Profiler.stop")["profile"]
            for k, v in _profile_by_script(prof).items():
                out[f"cpu: {k}"] = v
        return out
    finally:
        page.close()


def report(title: str, runs: list[dict[str, float]]) -> None:
    names = {n for r in runs for n in r}
    rows = []
    for n in names:
        vals = [r[n] for r in runs if n in r]
        rows.append((statistics.median(vals), n, len(vals)))
    print(f"\n{title} (median ms since navigation start, {len(runs)} loads)")
    for t, n, k in sorted(rows, key=lambda r: (r[1].startswith("cpu"), r[0])):
        if n.startswith("cpu: ") and t < 5:
            continue
        print(f"  {t:7.0f}  {n}" + ("" if k == len(runs) else f"  [{k} loads]"))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=5)
    ap.add_argument("--page", default="/")
    ap.add_argument("--cpu", action="store_true", help="also sample the CPU: self time by script")
    args = ap.parse_args()
    BARE.write_text(BARE_HTML)
    from playwright.sync_api import sync_playwright

    server = make_server("127.0.0.1", 0, ROOT, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        with sync_playwright() as p:
            with warm_profile(p.chromium, base) as context:
                context.add_init_script(PROBE)
                ours_url, bare_url = base + args.page, f"{base}/static/vendor/bench-bare.html"
                load(context, ours_url)
                load(context, bare_url)
                ours, bare = [], []
                for _ in range(args.n):
                    bare.append(load(context, bare_url, args.cpu))
                    ours.append(load(context, ours_url, args.cpu))
            report("bare Pyodide page", bare)
            report(f"our page ({args.page})", ours)
            mo = statistics.median(r["READY"] for r in ours)
            mb = statistics.median(r["READY"] for r in bare)
            print(f"\nready: ours {mo:.0f} ms, bare {mb:.0f} ms, ratio {mo / mb:.3f}")
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
