"""Browser figures for `make bench` (DESIGN section 7), measured side by side in one run.

* page ready: our page (index.html until body[data-ready]) vs a bare Pyodide page that loads the
  same local pyodide.mjs and runs loadPyodide(); warm HTTP cache (service workers off, as for
  the bare page), one Chromium context, loads taken alternately; prints medians and the ratio
  (budget: <= 1.15).
* first visit and offline reload: the first load of our page in a fresh context (nothing cached,
  the median of --first fresh contexts); then, once its service worker (sw.js) holds the app,
  the network is switched off and the page loaded -n times more, all of it from the worker's
  cache, in turn with loads of the bare page (warm HTTP cache) for their ratio (budget: the
  same 1.15, DESIGN's "offline, warm cache").
* click to re-rendered board: a 4-player Terra Mystica mid-game (250 seeded random legal moves,
  played in CPython) opened through a share link; ms from each board click (the click event's
  time stamp) to the new board SVG in the DOM (a MutationObserver), median of --clicks clicks on
  random highlighted board elements (budget: < 50 ms); also to the next frame, about when it shows.
  The same for Res Arcana, Bonfire and Fate of Venterra: a 2-player mid-game, a person against a
  random computer (so no pass screens), clicks of the person only.
* share-link length of a finished 4-player game (the same seeded play to the end, encoded with
  the game's compact moves, as the Share button does; budget: <= 2,000 characters), and of the
  longest real 4-player game among the online site's logs when ../shared/reference has them.

Prints each measurement, then a short table of the figures against their budgets.
Run from the repo root after `make build`:
``.venv/bin/python tools/bench_browser.py [-n 7] [--clicks 15]``.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys
import threading

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "py"))

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


SW_ACTIVE = """() => Promise.race([(async () => {
  const reg = await navigator.serviceWorker.ready;
  const w = reg.active;
  if (w.state !== 'activated') await new Promise(r => w.addEventListener('statechange',
      () => w.state === 'activated' && r()));
  return true;
})(), new Promise((_, fail) => setTimeout(() => fail(new Error(
  'no active service worker after 60 s: run `make build` (sw.js must list the files as they are)')),
  60000))])"""


def bench_offline(browser, warm_context, base: str, n: int, first: int) -> list[tuple[str, str, bool]]:
    """First visit (fresh contexts) and offline reloads from the service worker's cache, the
    latter taken alternately with loads of the bare Pyodide page in ``warm_context`` (warm HTTP
    cache) for their ratio."""
    ours_url, bare_url = f"{base}/", f"{base}/static/vendor/bench-bare.html"
    cold, warm, bare = [], [], []
    for i in range(first):
        ctx = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
        try:
            ctx.route("**/*", lambda r: r.continue_() if r.request.url.startswith(base + "/") else r.abort())
            ctx.add_init_script(READY_PROBE)
            cold.append(load_ms(ctx, ours_url))
            if i < first - 1:
                continue
            page = ctx.new_page()  # the first page registered the worker: wait for its install
            page.goto(ours_url)
            page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
            page.evaluate(SW_ACTIVE)
            page.close()
            ctx.set_offline(True)
            for _ in range(n):
                bare.append(load_ms(warm_context, bare_url))
                warm.append(load_ms(ctx, ours_url))
        finally:
            ctx.close()
    mc, mw, bare_ms = statistics.median(cold), statistics.median(warm), statistics.median(bare)
    print(f"first visit, fresh context, {first} loads (ms): {' '.join(f'{x:.0f}' for x in cold)}")
    print(f"offline reload (service worker cache, network off), {n} loads (ms): "
          f"{' '.join(f'{x:.0f}' for x in warm)}")
    print(f"bare Pyodide page, warm HTTP cache, taken in turn with those (ms): "
          f"{' '.join(f'{x:.0f}' for x in bare)}")
    print(f"first visit median {mc:.0f} ms; offline reload median {mw:.0f} ms "
          f"({mw / bare_ms:.3f}x the bare Pyodide page's warm {bare_ms:.0f} ms)")
    return [("first visit (nothing cached), median", f"{mc:.0f} ms", True),
            ("offline reload (service worker), median", f"{mw:.0f} ms", True),
            ("offline reload / bare Pyodide warm", f"{mw / bare_ms:.3f}x", mw / bare_ms <= 1.15)]


def bench_ready(context, base: str, n: int) -> tuple[str, str, bool]:
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
    return "page ready, ours / bare Pyodide (median)", f"{mo / mb:.3f}x", mo / mb <= 1.15


def tm_game(seed: int, stop_at: int | None = None):
    """A seeded 4-player Terra Mystica game in CPython: random legal moves, mostly main actions
    (no power burning; passing only when nothing else is left or 3% of the time), so players keep
    acting as in a real game. Returns the Session, stopped after ``stop_at`` moves or at the end."""
    import random

    from tabula.core.record import Record
    from tabula.games.terra_mystica import GAME
    from tabula.web.session import Session

    rng = random.Random(seed)
    record = Record(game=GAME.id, options=GAME.default_options(4), seed=seed,
                    players=["Ann", "Bob", "Cy", "Di"], rules=GAME.rules_version)
    s = Session(GAME, record, "bench")
    while not s.over() and (stop_at is None or len(s.moves) < stop_at):
        seat = s.deciding()
        moves = s.legal_texts(seat)
        cmds = [m.split(": ", 1)[1] for m in moves]
        acts = [m for m, c in zip(moves, cmds) if not c.startswith(("burn ", "pass"))]
        if acts and rng.random() < 0.97:
            move = rng.choice(acts)
        else:
            move = rng.choice([m for m, c in zip(moves, cmds) if not c.startswith("burn ")] or moves)
        s.decide(move, seat=seat)
    return s


# Timestamps (ms, performance.now's clock) of each board click (the event's own time stamp), of the
# new board SVG in the DOM (a MutationObserver: it runs once the app's click handler has redrawn
# the screen) and of the frame after it (requestAnimationFrame, then a task: about when it is
# painted).
CLICK_PROBE = """() => {
  const t = window.__tm = {clicks: [], svgs: [], painted: []};
  document.addEventListener('click', e => {
    if (e.target.closest && e.target.closest('#board [data-action]')) t.clicks.push(e.timeStamp);
  }, true);
  new MutationObserver(recs => {
    if (!recs.some(r => r.target.id === 'board'
                   && [...r.addedNodes].some(n => n.nodeName.toLowerCase() === 'svg'))) return;
    t.svgs.push(performance.now());
    requestAnimationFrame(() => setTimeout(() => t.painted.push(performance.now()), 0));
  }).observe(document.getElementById('screen'), {childList: true, subtree: true});
}"""
# where a click lands on a move's board element (its centre, else one of its shapes): the same
# aim as the browser tests' whole-game clicks
sys.path.insert(0, str(ROOT / "tests"))
from browser.hotseat import AIM  # noqa: E402


def bench_click(context, base: str, clicks: int, mid: int = 250) -> tuple[str, str, bool]:
    """Median ms from a board click to the re-rendered board, 4-player TM mid-game."""
    from tabula.games.terra_mystica import GAME

    s = tm_game(1, stop_at=mid)
    board, painted = click_times(context, base, GAME, s, clicks)
    mb, mp = statistics.median(board), statistics.median(painted)
    st = s.state
    print(f"click to re-rendered board, 4-player TM after {len(s.moves)} moves (round {st.round}), "
          f"{clicks} clicks (ms): {' '.join(f'{x:.0f}' for x in board)}")
    verdict = "within" if mb < 50 else "OVER"
    print(f"click to board median {mb:.1f} ms ({verdict} the 50 ms budget); "
          f"click to the next frame (about painted) median {mp:.1f} ms")
    return "click to re-rendered board, 4p TM (median)", f"{mb:.1f} ms", mb < 50


def solo_game(game_id: str, seed: int, mid: int):
    """A seeded 2-player game of ``game_id`` in CPython, a person (seat 0) against a random
    computer (seat 1), so a hidden-information game shows its table without pass screens: random
    legal moves until at least ``mid`` were played and it is the person's decision again."""
    import random

    from tabula import games
    from tabula.core.record import Record
    from tabula.web.session import Session

    game = games.get(game_id)
    rng = random.Random(seed)
    record = Record(game=game.id, options=game.default_options(2), seed=seed, players=["Ann", "Bob"],
                    rules=game.rules_version, seats=["", "random"])
    s = Session(game, record, "bench")
    while not s.over() and (len(s.moves) < mid or s.deciding() != 0):
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    if s.over():
        raise SystemExit(f"click bench: the {game_id} game ended before move {mid}")
    return game, s


def bench_click_game(context, base: str, game_id: str, label: str, clicks: int, mid: int
                     ) -> tuple[str, str, bool]:
    """Median ms from a board click to the re-rendered board in a 2-player mid-game of
    ``game_id`` against a computer (whose moves are not timed)."""
    game, s = solo_game(game_id, 1, mid)
    board, painted = click_times(context, base, game, s, clicks)
    mb, mp = statistics.median(board), statistics.median(painted)
    print(f"click to re-rendered board, 2-player {label} after {len(s.moves)} moves, "
          f"{len(board)} clicks (ms): {' '.join(f'{x:.0f}' for x in board)}")
    verdict = "within" if mb < 50 else "OVER"
    print(f"click to board median {mb:.1f} ms ({verdict} the 50 ms budget); "
          f"click to the next frame (about painted) median {mp:.1f} ms")
    return f"click to re-rendered board, 2p {label} (median)", f"{mb:.1f} ms", mb < 50


# the move under a point of the page, if any
HIT = """p => { const u = document.elementFromPoint(p.x, p.y), h = u && u.closest('[data-action]');
               return h ? h.getAttribute('data-action') : null; }"""
# the person's decision is on the screen (no computer thinking), or the game is over
IDLE = """() => !!document.querySelector('.scores table')
  || (!document.querySelector('.thinking')
      && document.querySelectorAll('.legal button[data-move]').length > 0)"""


def click_times(context, base: str, game, s, clicks: int) -> tuple[list[float], list[float]]:
    """Open the session's game by its share link and click ``clicks`` random highlighted board
    elements of the deciding person (moves made with buttons only are clicked untimed, and the
    computers' moves are waited for); ms from each timed click to the new board SVG and to the
    frame after it."""
    import random

    from tabula.core import codec

    page = context.new_page()
    try:
        page.goto(f"{base}/#g={codec.encode(s.record, game)}")
        page.wait_for_selector("#board svg", timeout=120_000)
        page.evaluate("() => { window.TABULA_BOT_PAUSE = 0; }")
        page.evaluate(CLICK_PROBE)
        rng = random.Random(2)
        timed = untimed = 0
        while timed < clicks:
            page.wait_for_function(IDLE, timeout=60_000)
            if page.query_selector(".scores table"):
                break
            offered = page.evaluate("() => [...document.querySelectorAll('#board [data-action]')]"
                                    ".map(e => e.getAttribute('data-action'))")
            svgs = page.evaluate("() => window.__tm.svgs.length")
            if not offered:  # a decision made with the panel's buttons only
                untimed += 1
                if untimed > 10 * clicks:
                    raise SystemExit("click bench: the board offers almost no moves")
                buttons = page.evaluate("() => [...document.querySelectorAll('.legal button[data-move]')]"
                                        ".map(b => b.dataset.move)")
                page.locator(f".legal button[data-move={json.dumps(rng.choice(buttons))}]").click()
            else:
                # prefer the moves with a place on the map or the tiles, as a player would click them
                main = [m for m in offered if not m.split(": ", 1)[-1].startswith(("burn ", "convert "))]
                move = rng.choice(main or offered)
                p = page.evaluate(AIM, move)
                page.mouse.move(p["x"], p["y"])  # hovering may show other things (a unit's marches)
                if page.evaluate(HIT, p) == move:
                    page.mouse.click(p["x"], p["y"])
                    timed += 1
                else:  # covered there: its button, untimed
                    untimed += 1
                    page.locator(f".legal button[data-move={json.dumps(move)}]").click()
            page.wait_for_function("n => window.__tm.svgs.length > n"
                                   " || document.querySelector('#notice').textContent.length > 0",
                                   arg=svgs, timeout=30_000)
            if page.inner_text("#notice").strip():
                raise SystemExit(f"click bench: the move was not played: {page.inner_text('#notice')}")
        page.wait_for_function("n => window.__tm.painted.length >= n",
                               arg=len(page.evaluate("() => window.__tm.svgs")), timeout=30_000)
        t = page.evaluate("() => window.__tm")
        board, painted = [], []
        for c in t["clicks"]:  # the first board drawn after each timed click
            k = next(i for i, b in enumerate(t["svgs"]) if b >= c)
            board.append(t["svgs"][k] - c)
            painted.append(t["painted"][k] - c)
        if len(board) < max(3, clicks // 2):
            raise SystemExit(f"click bench: the game ended after {len(board)} timed clicks")
        return board, painted
    finally:
        page.close()


def bench_link_length(base: str) -> tuple[str, str, bool]:
    """Characters in the share link of a finished 4-player TM game (budget 2,000)."""
    from tabula.core import codec
    from tabula.games.terra_mystica import GAME

    s = tm_game(1)
    link = f"{base}/#g={codec.encode(s.record, GAME)}"
    plain = f"{base}/#g={codec.encode(s.record)}"
    verdict = "within" if len(link) <= 2000 else "OVER"
    print(f"share link of a finished 4-player TM game ({len(s.moves)} moves, seeded random play): "
          f"{len(link)} characters ({verdict} the 2,000 budget; {len(plain)} without the compact "
          f"moves)")
    logs = ROOT.parent / "shared" / "reference" / "terra_mystica" / "logs"
    if logs.is_dir():  # real games from the online site, where the team's reference logs are
        from tabula.core.record import Record
        from tabula.games.terra_mystica.importer import import_site_log

        worst = (0, "", 0)
        for f in sorted(logs.glob("4p*.log")):
            options, moves, _ = import_site_log(GAME, f.read_text())
            rec = Record(game=GAME.id, options=options, seed=0, moves=moves, rules=GAME.rules_version,
                         players=["Player 1", "Player 2", "Player 3", "Player 4"])
            n = len(f"{base}/#g={codec.encode(rec, GAME)}")
            worst = max(worst, (n, f.stem, len(moves)))
        print(f"share link, longest of the real 4-player site logs: {worst[0]} characters "
              f"({worst[1]}, {worst[2]} moves)")
    return "share link, finished 4p TM game", f"{len(link)} chars", len(link) <= 2000


# the other games' click benches: (game, label, moves played before the clicks)
CLICK_GAMES = [("res_arcana", "Res Arcana", 60), ("bonfire", "Bonfire", 50),
               ("fate_of_venterra", "Fate of Venterra", 100)]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("-n", type=int, default=7, help="loads of each page")
    ap.add_argument("--clicks", type=int, default=15, help="timed clicks on the TM board")
    ap.add_argument("--first", type=int, default=3, help="first visits (fresh contexts)")
    ap.add_argument("--clicks-only", action="store_true", help="only the click-to-board figures")
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
            # the service worker would serve the loads of both pages from its cache: off here
            # (HTTP cache, like for like); bench_offline measures the page with it
            context = browser.new_context(viewport={"width": 1280, "height": 800},
                                          service_workers="block")
            context.route("**/*", lambda r: r.continue_() if r.request.url.startswith(base + "/")
                          else r.abort())
            context.add_init_script(READY_PROBE)
            if args.clicks_only:
                for g, label, mid in CLICK_GAMES:
                    bench_click_game(context, base, g, label, args.clicks, mid)
                bench_click(context, base, args.clicks)
                return
            ready = bench_ready(context, base, args.n)
            offline = bench_offline(browser, context, base, args.n, args.first)
            rows = [ready, *offline, bench_click(context, base, args.clicks),
                    *(bench_click_game(context, base, g, label, args.clicks, mid)
                      for g, label, mid in CLICK_GAMES),
                    bench_link_length(base)]
            browser.close()
        budgets = ["<= 1.15x", "", "", "<= 1.15x", "< 50 ms", *["< 50 ms"] * len(CLICK_GAMES),
                   "<= 2000 chars"]
        print(f"\n{'figure':44} {'measured':>12} {'budget':>14}")
        for (name, value, ok), budget in zip(rows, budgets):
            verdict = ("ok" if ok else "OVER") if budget else ""
            print(f"{name:44} {value:>12} {budget or '-':>14}  {verdict}")
    finally:
        server.shutdown()


if __name__ == "__main__":
    main()
