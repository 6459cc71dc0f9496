"""Game code speed inside the browser, for `make bench`: the same measurements in CPython and
in Pyodide (headless Chromium), side by side.

* random-playout throughput of every game (decisions per second);
* the median think time of a computer move at each level on Terra Mystica positions
  (issue 5: a hard move within 2 s in Chromium on these machines).

Pyodide runs in a page that loads only the vendored pyodide.mjs and our built zip
(static/vendor/tabula.zip) and runs the same Python function as the CPython side.
Run from the repo root after `make build`: ``.venv/bin/python tools/bench_pyodide.py``.
"""

from __future__ import annotations

import json
import pathlib
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "py"))

from serve import make_server  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]
PAGE = ROOT / "static" / "vendor" / "bench-pyodide.html"

# The measurement, as Python source run unchanged by CPython and by Pyodide.
MEASURE = r'''
import json, random, statistics, time
from tabula.games import PACKAGES, get

def playouts(seconds=3.0):
    out = {}
    for gid in PACKAGES:
        game = get(gid)
        players = min(4, game.max_players)
        done, t0, k = 0, time.perf_counter(), 0
        while time.perf_counter() - t0 < seconds:
            rng = random.Random(k)
            s = game.setup(game.default_options(players) | {"players": players}, 100 + k)
            k += 1
            while game.to_move(s) and time.perf_counter() - t0 < seconds:
                s, _ = game.apply(s, rng.choice(game.legal(s, game.to_move(s)[0])))
                done += 1
        out[gid] = done / (time.perf_counter() - t0)
    return out

def think(levels=("easy", "normal", "hard"), positions=6):
    from tabula.bots.levels import choose
    game = get("terra_mystica")
    rng = random.Random(3)
    s = game.setup({"players": 4}, 3)
    states = []
    while game.to_move(s) and len(states) < positions:
        for _ in range(45):
            if not game.to_move(s):
                break
            s, _ = game.apply(s, rng.choice(game.legal(s, game.to_move(s)[0])))
        if game.to_move(s):
            states.append(s)
    out = {}
    for level in levels:
        times = []
        for k, st in enumerate(states):
            t0 = time.perf_counter()
            choose(game, st, game.to_move(st)[0], level, seed=k)
            times.append(time.perf_counter() - t0)
        out[level] = statistics.median(times)
    return out

RESULT = json.dumps({"playouts": playouts(), "think": think()})
'''

HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>tabula pyodide bench</title></head>
<body><script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "./pyodide/" });
const zip = await (await fetch("./tabula.zip")).arrayBuffer();
py.FS.writeFile("/home/pyodide/tabula.zip", new Uint8Array(zip));
py.runPython("import sys; sys.path.insert(0, '/home/pyodide/tabula.zip')");
const code = await (await fetch("./bench-measure.py")).text();
py.runPython(code);
document.body.dataset.result = py.globals.get("RESULT");
</script></body></html>
"""


def in_cpython() -> dict:
    ns: dict = {}
    exec(MEASURE, ns)  # noqa: S102 - our own constant source
    return json.loads(ns["RESULT"])


def in_chromium() -> dict:
    from playwright.sync_api import sync_playwright

    PAGE.write_text(HTML)
    (PAGE.parent / "bench-measure.py").write_text(MEASURE)
    srv = make_server("127.0.0.1", 0, ROOT, quiet=True)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{srv.server_address[1]}"
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page()
            page.route("**/*", lambda r: r.continue_() if r.request.url.startswith(base) else r.abort())
            page.goto(f"{base}/static/vendor/bench-pyodide.html")
            page.wait_for_selector("body[data-result]", state="attached", timeout=600_000)
            result = json.loads(page.get_attribute("body", "data-result"))
            browser.close()
            return result
    finally:
        srv.shutdown()


def main() -> int:
    if not (ROOT / "static/vendor/tabula.zip").exists():
        print("pyodide bench: run `make build` first")
        return 1
    cpy, pyo = in_cpython(), in_chromium()
    print("game code in CPython vs Pyodide (Chromium), same Python, same machine:")
    print(f"  {'random playouts (decisions/s)':34} {'CPython':>9} {'Pyodide':>9} {'ratio':>6}")
    for gid, rate in cpy["playouts"].items():
        other = pyo["playouts"].get(gid, 0)
        print(f"  {gid:34} {rate:9.0f} {other:9.0f} {rate / other if other else 0:6.1f}x")
    print(f"  {'Terra Mystica move, median think':34} {'CPython':>9} {'Chromium':>9}")
    for level, t in cpy["think"].items():
        print(f"  {level:34} {1000 * t:7.0f}ms {1000 * pyo['think'][level]:7.0f}ms")
    hard = pyo["think"].get("hard")
    if hard is not None:
        print(f"  hard move in Chromium: median {hard:.2f} s (target <= 2 s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
