"""Every button drawn on a board holds its words, measured in the page's own fonts and styles.

A board sizes its buttons from an estimate of its words' width (kit/text.py ``text_width``);
Bonfire's payment buttons were sized for 11 px words drawn at 12 px, so a long label ran out of
its frame on the right and over its own symbols on the left (5 December). This walks seeded games
of every game at 2 and 4 players, keeps each board that offers a kind of move not seen yet (up
to ``PER_LAYOUT`` per layout), draws it in the real page at the board column's width, and checks
every clickable part framed as a button (a ``rect.btn`` among its children): each of its words
lies inside the frame and clear of the part's symbols (its ``<use>`` children), but for a letter
drawn on a symbol (inside it), and within a pixel or two for the glyphs' side bearings.
"""

from __future__ import annotations

import random
import re

import pytest

from browser.helpers import GAME_IDS, open_app

pytestmark = pytest.mark.browser

# the board column's inner width at 1280x800 and at 390x844 (tools/readable.py COLUMNS)
COLUMNS = {"wide": 874, "narrow": 352}
PER_LAYOUT = 14
SLACK = 1.0  # px: anti-aliasing at a frame's edge

FIT_JS = """([root, slack]) => {
  const box = r => ({l: r.left, r: r.right, t: r.top, b: r.bottom});
  const shown = e => e.getClientRects().length && getComputedStyle(e).display !== 'none'
                     && getComputedStyle(e).visibility !== 'hidden';
  const bad = [];
  let checked = 0;
  for (const el of root.querySelectorAll('[data-action]')) {
    const frame = [...el.children].find(c => c.tagName === 'rect'
      && (c.getAttribute('class') || '').split(/\\s+/).includes('btn'));
    if (!frame || !shown(frame)) continue;
    const f = box(frame.getBoundingClientRect());
    const marks = [...el.children].filter(c => c.tagName === 'use' && shown(c))
      .map(c => box(c.getBoundingClientRect()));
    for (const t of el.querySelectorAll('text')) {
      if (!shown(t) || !t.textContent.trim()) continue;
      checked++;
      const w = box(t.getBoundingClientRect()), words = t.textContent.trim();
      const out = Math.max(f.l - w.l, w.r - f.r, f.t - w.t, w.b - f.b);
      const what = `${el.getAttribute('data-action')}: "${words}"`;
      if (out > slack) bad.push(`${what} runs ${out.toFixed(1)} px out of its frame`);
      for (const m of marks) {
        // a letter drawn on a symbol on purpose (an essence's initial) lies inside it
        if (w.l >= m.l && w.r <= m.r && w.t >= m.t && w.b <= m.b) continue;
        const x = Math.min(w.r, m.r) - Math.max(w.l, m.l), y = Math.min(w.b, m.b) - Math.max(w.t, m.t);
        if (x > 2 * slack && y > 2 * slack) bad.push(`${what} covers a symbol by ${x.toFixed(1)} px`);
      }
    }
  }
  return {checked, bad};
}"""


def boards(game_id: str) -> dict[str, list[str]]:
    """Boards by layout: each the deciding seat's view of a position that offers a kind of move
    (its text with the numbers and names of places taken out) no earlier board offered."""
    from tabula import games
    from tabula.core.record import Record
    from tabula.web.session import Session

    game = games.get(game_id)
    out: dict[str, list[str]] = {layout: [] for layout in COLUMNS}
    seen: set[str] = set()
    for players, seed in ((2, 11), (min(4, game.max_players), 12)):
        names = ["Ann", "Bob", "Cy", "Di"][:players]
        record = Record(game=game.id, options=game.default_options(players), seed=seed, players=names,
                        rules=game.rules_version, seats=[""] * players)
        s = Session(game, record, "fit")
        rng = random.Random(seed)
        for _ in range(600):
            if s.over() or len(out["wide"]) >= PER_LAYOUT:
                break
            seat = s.deciding()
            texts = s.legal_texts(seat)
            kinds = {re.sub(r"[\w.-]*\d[\w.-]*", "#", t.split(": ", 1)[-1]) for t in texts}
            if kinds - seen:
                seen |= kinds
                for layout in COLUMNS:
                    out[layout].append(game.render(s.states[-1], seat, None, layout=layout, names=names))
            s.decide(rng.choice(texts), seat=seat)
    return out


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_every_button_on_the_board_holds_its_words(page, server, game_id):
    open_app(page, server)
    checked, bad = 0, []
    try:
        for layout, svgs in boards(game_id).items():
            for k, svg in enumerate(svgs):
                page.evaluate("""([svg, width]) => {
                  let box = document.getElementById('fit-test');
                  if (!box) {
                    box = document.createElement('div'); box.id = 'fit-test'; document.body.append(box);
                  }
                  box.className = 'board'; box.style.width = width + 'px';
                  box.innerHTML = svg;
                  const root = box.querySelector('svg');
                  root.style.width = '100%'; root.style.height = 'auto'; root.style.display = 'block';
                }""", [svg, COLUMNS[layout]])
                got = page.evaluate(FIT_JS, [page.query_selector("#fit-test"), SLACK])
                checked += got["checked"]
                bad += [f"{layout} board {k}: {b}" for b in got["bad"]]
    finally:
        page.evaluate("() => document.getElementById('fit-test')?.remove()")
    assert checked > 0, f"no button with words on {game_id}'s boards"
    assert not bad, f"{len(bad)} of {checked} button words do not fit:\n" + "\n".join(bad[:12])
