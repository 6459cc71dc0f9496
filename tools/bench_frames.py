"""Frames while the computers think, for `make bench` (issue 19: the page keeps painting at 30 frames
a second or more while a computer thinks).

For each game: a seeded game at the game's most players up to 4, a person in seat 1 against hard
computers, played in CPython to a mid-game position where the person decides, then opened in
Chromium through its share link. The person plays a few moves with the panel's buttons; after
each, the computers take their turns (no pause between their moves, ``TABULA_BOT_PAUSE = 0``:
the page is busiest) until the person decides again. Meanwhile a requestAnimationFrame loop
records every frame the page gets. Prints, per game, over all those computer turns: the frames
per second (frames over the time), the median and 99th percentile frame interval, the longest,
and how many intervals were over 33 ms (two frames at 60 Hz).

Run from the repo root after `make build`:
``.venv/bin/python tools/bench_frames.py [--moves 3] [--games terra_mystica,bonfire]``.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import random
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT / "py"))

from bench_click import IDLE, midgame, pct, served_page  # noqa: E402

GAMES = {"terra_mystica": ("Terra Mystica", 60), "res_arcana": ("Res Arcana", 40),
         "bonfire": ("Bonfire", 60), "fate_of_venterra": ("Fate of Venterra", 80)}
BUDGET_FPS = 30

# every frame's time, into window.__frames while window.__recording is set
FRAMES = """() => {
  window.__frames = [];
  const tick = t => { if (window.__recording) window.__frames.push(t); requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
}"""


def computer_turns(page, base: str, game, s, moves: int) -> tuple[list[float], float]:
    """The frame intervals (ms) while the computers played, ``moves`` times after a move of the
    person, and the time that took in all (ms)."""
    from tabula.core import codec

    page.goto(f"{base}/")
    page.wait_for_selector("body[data-ready]", state="attached", timeout=120_000)
    page.evaluate("() => { window.TABULA_BOT_PAUSE = 0; }")
    page.evaluate("h => { location.hash = h; }", f"#g={codec.encode(s.record, game)}")
    page.wait_for_selector("#board svg", timeout=120_000)
    page.evaluate(FRAMES)
    rng = random.Random(3)
    gaps: list[float] = []
    busy = 0.0
    seen = 0
    for _ in range(10 * moves):  # the person's turn may take several decisions
        if seen >= moves:
            break
        page.wait_for_function(IDLE, timeout=120_000)
        if page.query_selector(".scores table"):
            break
        buttons = page.evaluate("() => [...document.querySelectorAll('.legal button[data-move]')]"
                                ".map(b => b.dataset.move)")
        main = [b for b in buttons if not b.split(": ", 1)[-1].startswith(("burn ", "convert "))]
        page.locator(f".legal button[data-move={json.dumps(rng.choice(main or buttons))}]").click()
        # the person's own move painted first; then the computers think (a .thinking note)
        try:
            page.wait_for_selector(".thinking", timeout=5_000)
        except Exception:
            continue  # the person is still to decide (a turn of several decisions)
        page.evaluate("() => { window.__frames = []; window.__recording = true; }")
        page.wait_for_function(IDLE, timeout=180_000)
        frames = page.evaluate("() => { window.__recording = false; return window.__frames; }")
        seen += 1
        if len(frames) > 1:
            gaps += [b - a for a, b in zip(frames, frames[1:])]
            busy += frames[-1] - frames[0]
    return gaps, busy


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moves", type=int, default=3, help="moves of the person per game")
    ap.add_argument("--games", default=",".join(GAMES), help="comma-separated game ids")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    results = []
    with served_page() as (page, base):
        for gid in args.games.split(","):
            label, mid = GAMES[gid]
            game, s = midgame(gid, args.seed, mid, computers="hard")
            gaps, busy = computer_turns(page, base, game, s, args.moves)
            if not gaps:
                print(f"{label}: no computer turn was seen")
                continue
            fps = 1000 * len(gaps) / busy
            over = sum(g > 1000 / BUDGET_FPS for g in gaps)
            print(f"{label}, {game.max_players if game.max_players < 4 else 4} players, hard computers: "
                  f"{busy / 1000:.1f} s of computer turns, {fps:.0f} frames/s; frame interval median "
                  f"{statistics.median(gaps):.1f} ms, 99th percentile {pct(gaps, 0.99):.1f}, longest "
                  f"{max(gaps):.0f}; {over} of {len(gaps)} over 33 ms", flush=True)
            results.append((label, fps, pct(gaps, 0.99), max(gaps)))
    print(f"\n{'while computers think':24} {'frames/s':>9} {'p99 ms':>8} {'longest':>8}  "
          f"budget >= {BUDGET_FPS} frames/s")
    for label, fps, p99, top in results:
        print(f"{label:24} {fps:9.0f} {p99:8.1f} {top:8.0f}  {'ok' if fps >= BUDGET_FPS else 'UNDER'}")


if __name__ == "__main__":
    main()
