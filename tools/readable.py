"""How readable and how easy to hit a game's board is, as a person sees it on screen.

    .venv/bin/python tools/readable.py GAME [--players N ...] [--moves K] [--png DIR]

Renders mid-game boards (seeded random play, a person in seat 1) in the "wide" and "narrow"
layouts, puts each in a column as wide as the table's board column at 1280x800 and at 390x844,
in headless Chromium, and prints for each:
- text: how many of the board's visible texts are at least 11 CSS px on screen (font size times
  the board's scale), the median and the smallest;
- targets: clickable parts (``[data-action]``) smaller than 24x24 px (wide) or 44x44 px (narrow),
  and parts covered at their centre by something else.

The same measures (``TEXT_JS``, ``measure_targets``) are used by tests/browser/test_readable.py on the
real page. Text inside ``.zoom-only`` (shown only in the card zoom) is hidden on the board and so
not counted.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# the board column's inner width (px) at 1280x800 and at 390x844, measured on the page
COLUMNS = {"wide": 874, "narrow": 352}
MIN_TEXT = 11.0
MIN_TARGET = {"wide": 24.0, "narrow": 44.0}

TEXT_JS = """(root) => {
  const svg = root.querySelector('svg');
  const out = [];
  for (const t of svg.querySelectorAll('text')) {
    const s = t.textContent.trim();
    if (!s || !t.getClientRects().length) continue;
    const cs = getComputedStyle(t);
    if (cs.visibility === 'hidden' || cs.display === 'none') continue;
    const m = t.getScreenCTM();
    out.push([parseFloat(cs.fontSize) * Math.hypot(m.a, m.b), s.slice(0, 40)]);
  }
  return out;
}"""

# one clickable part, measured where it is now: [action, width, height, covered] (None: not shown)
TARGET_JS = """(el) => {
  // a part not shown now (drawn with opacity 0 and no pointer events until another is picked,
  // e.g. a unit's destinations) is not a target yet
  for (let e = el; e && e.nodeType === 1; e = e.parentNode) {
    const cs = getComputedStyle(e);
    if (cs.opacity === '0' || cs.display === 'none' || cs.visibility === 'hidden') return null; }
  if (getComputedStyle(el).pointerEvents === 'none') return null;
  const r = el.getBoundingClientRect();
  if (!r.width || !r.height) return null;
  const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
  let covered = false;
  if (cx >= 0 && cy >= 0 && cx < innerWidth && cy < innerHeight) {
    const hit = document.elementFromPoint(cx, cy);
    covered = !(hit && (el === hit || el.contains(hit)));
  }
  return [el.getAttribute('data-action'), r.width, r.height, covered];
}"""



def measure_targets(page, root: str) -> list:
    """Each clickable part (one per move) measured with it scrolled into the viewport, so that
    what covers its centre can be asked (elementFromPoint)."""
    out, seen = [], set()
    for el in page.query_selector_all(f"{root} svg [data-action]"):
        action = el.get_attribute("data-action")
        if action in seen:
            continue
        seen.add(action)
        el.scroll_into_view_if_needed()
        one = el.evaluate(TARGET_JS)
        if one:
            out.append(one)
    return out


def summary(texts: list, targets: list, layout: str) -> dict:
    sizes = sorted(t[0] for t in texts)
    n = len(sizes)
    ok = sum(1 for x in sizes if x >= MIN_TEXT - 0.05)
    low = MIN_TARGET[layout]
    small = [t for t in targets if min(t[1], t[2]) < low - 0.5]
    return {"texts": n, "share": ok / n if n else 1.0, "median": sizes[n // 2] if n else 0.0,
            "min": sizes[0] if n else 0.0, "targets": len(targets), "small": small,
            "covered": [t for t in targets if t[3]]}


def mid_game(game_id: str, players: int, moves: int, seed: int):
    sys.path[:0] = [str(ROOT / "py")]
    from tabula.core.record import Record
    from tabula.games import get
    from tabula.web.session import Session
    game = get(game_id)
    names = ["Ann", "Bob", "Cy", "Di", "Eve"][:players]
    record = Record(game=game.id, options=game.default_options(players), seed=seed, players=names,
                    rules=game.rules_version, seats=[""] + ["random"] * (players - 1))
    s = Session(game, record, "readable")
    rng = random.Random(seed)
    while not s.over() and (len(s.moves) < moves or s.is_computer(s.deciding())):
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    return game, s


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, nargs="*", default=[2, 4])
    ap.add_argument("--moves", type=int, default=60)
    ap.add_argument("--seed", type=int, default=2)
    ap.add_argument("--png", help="write a PNG of each board in this folder")
    ap.add_argument("--list", action="store_true", help="list the small texts and targets")
    args = ap.parse_args(argv)
    sys.path[:0] = [str(ROOT / "py")]
    from playwright.sync_api import sync_playwright

    from tabula.games.kit.symbols import standalone
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for players in args.players:
            game, s = mid_game(args.game, players, args.moves, args.seed)
            viewer = s.viewer()
            for layout, width in COLUMNS.items():
                svg = game.render(s.state, viewer, s.offered(), layout=layout,
                                  names=list(s.record.players), marks=s.marks(viewer))
                page = browser.new_page(viewport={"width": width + 40, "height": 900})
                page.set_content(f"<div id=b style='width:{width}px;margin:0'>"
                                 f"{standalone(svg, game.id)}</div>"
                                 "<style>body{margin:0} #b svg{display:block;width:100%;height:auto}"
                                 "</style>")
                root = page.locator("#b").element_handle()
                res = summary(page.evaluate(TEXT_JS, root), measure_targets(page, "#b"), layout)
                print(f"{args.game} {players}p {layout:6} text {res['share']:.0%} >= 11px of "
                      f"{res['texts']} (median {res['median']:.1f}, min {res['min']:.1f}); targets "
                      f"{res['targets']}: {len(res['small'])} small, {len(res['covered'])} covered")
                if args.list:
                    for size, text in sorted(page.evaluate(TEXT_JS, root)):
                        if size < MIN_TEXT - 0.05:
                            print(f"   text {size:5.1f}  {text}")
                    for t in res["small"] + res["covered"]:
                        print(f"   target {t[1]:.0f}x{t[2]:.0f} covered={t[3]}  {t[0]}")
                if args.png:
                    Path(args.png).mkdir(parents=True, exist_ok=True)
                    page.locator("#b").screenshot(path=f"{args.png}/{args.game}-{players}p-{layout}.png")
                page.close()
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
