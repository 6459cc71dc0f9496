"""The board changed in place by parts (static/morph.js, issue 18): after every move of real
games, the board the page patched shows exactly what a board drawn afresh from the same text
shows, and the patch, not a whole redraw, did the work."""

from __future__ import annotations

import random

import pytest

from browser.conftest import new_page
from browser.helpers import BOARD_TEXT, open_app

pytestmark = pytest.mark.browser

GAMES = ["terra_mystica", "res_arcana", "bonfire", "fate_of_venterra"]

# Two boards: A is updated move after move (patched where it can be), B is drawn afresh from
# each text; after each, their content must be the same, attribute order aside.
# (the board's own height only grows: compared apart)
COMPARE = """([frames]) => {
  const canon = """ + BOARD_TEXT + """;
  const a = document.createElement('div'), b = document.createElement('div');
  a.className = b.className = 'board';
  document.body.append(a, b);
  const real = TabulaMorph.patch;
  let patched = 0;
  TabulaMorph.patch = (...args) => { const tree = real(...args); patched += tree ? 1 : 0; return tree; };
  const bad = [], heights = [];
  try {
    for (const [i, [svg, clickable, last]] of frames.entries()) {
      TabulaBoard.update(a, svg, clickable, last);
      b.replaceChildren();
      TabulaBoard.update(b, svg, clickable, last);
      const x = canon(a.firstElementChild), y = canon(b.firstElementChild);
      heights.push([a, b].map(
        box => ['width', 'height', 'viewBox'].map(n => box.firstElementChild.getAttribute(n))));
      if (x !== y) {
        let j = 0;
        while (x[j] === y[j]) j++;
        bad.push([i, x.slice(Math.max(0, j - 150), j + 80), y.slice(Math.max(0, j - 150), j + 80)]);
      }
    }
  } finally {
    TabulaMorph.patch = real;
    a.remove(); b.remove();
  }
  return {bad, patched, heights};
}"""


def frames(game_id: str, count: int = 24):
    """The boards seat 0 sees along a seeded 3-player game from move 10 on: (SVG text, clickable,
    the last move marked), as the table draws them."""
    from tabula import games
    from tabula.core.record import Record
    from tabula.web.session import Session

    game = games.get(game_id)
    players = max(game.min_players, min(3, game.max_players))
    names = ["Ann", "Bob", "Cy"][:players]
    s = Session(game, Record(game=game.id, options=game.default_options(players), seed=5, players=names,
                             rules=game.rules_version), "test")
    rng = random.Random(5)
    out: list = []
    last = ""
    while len(out) < count and not s.over():
        seat = s.deciding()
        offered = s.offered() if seat == 0 else []
        if len(s.moves) >= 10:
            svg = game.render(s.screen_state(), 0, offered, layout="wide", names=names, marks=s.marks(0))
            # the last move marked: the one played, or (to see a mark come and go) one offered
            mark = last if len(out) % 3 else rng.choice(offered).text if offered else ""
            out.append([svg, bool(offered), mark])
        texts = s.legal_texts(seat)
        main = [m for m in texts if not m.split(": ", 1)[-1].startswith(("burn ", "pass"))]
        last = rng.choice(main if main and rng.random() < 0.95 else texts)
        s.decide(last, seat=seat)
    return out


def load_board_js(page) -> None:
    assert page.evaluate("() => !!(window.TabulaMorph && window.TabulaBoard)"), "index.html loads them"


@pytest.mark.parametrize("game_id", GAMES)
def test_a_patched_board_is_the_board_drawn_afresh(make_context, guard, server, game_id):
    page = new_page(make_context(), guard)
    open_app(page, server)
    load_board_js(page)
    seq = frames(game_id)
    out = page.evaluate(COMPARE, [seq])
    assert not out["bad"], out["bad"][:2]
    # the patched board is as high as the highest so far (the same width), the space left empty
    # at its foot; its view box says the same
    highest: dict[str, float] = {}
    for (wa, ha, va), (wb, hb, vb) in out["heights"]:
        assert wa == wb
        highest[wb] = max(highest.get(wb, 0.0), float(hb))
        assert float(ha) == highest[wb], (ha, hb, highest)
        assert va.split()[:3] == vb.split()[:3] and float(va.split()[3]) == highest[wb], (va, vb)
    assert any(float(hb) < highest[wb] for (_w, _h, _v), (wb, hb, _vb) in out["heights"]), \
        "no board was lower than one before it: the test shows nothing about heights"
    # every update but the first was a patch, also where parts became clickable or stopped being
    assert sum(a[1] != b[1] for a, b in zip(seq, seq[1:])) >= 2
    assert out["patched"] == len(seq) - 1, out["patched"]


def test_what_the_patch_cannot_read_is_drawn_whole(make_context, guard, server):
    """A text with a comment, a board changed behind the page's back where the patch looks, and a
    board whose new text is not SVG: the first two are drawn whole and right, the last refused
    with the board left as it was."""
    page = new_page(make_context(), guard)
    open_app(page, server)
    load_board_js(page)
    out = page.evaluate("""() => {
      const box = document.createElement('div');
      box.className = 'board';
      document.body.append(box);
      const draw = t => {  // (the board's style is the zoom's: not compared)
        TabulaBoard.update(box, t, true, '');
        return box.innerHTML.replace(/ style="[^"]*"/, '');
      };
      const ns = 'xmlns="http://www.w3.org/2000/svg"';
      const r = [];
      draw('<svg ' + ns + '><g><rect width="1"/><rect width="2"/></g></svg>');
      r.push(draw('<svg ' + ns + '><!-- c --><g><rect width="1"/><rect width="3"/></g></svg>'));
      draw('<svg ' + ns + '><g><rect width="1"/><rect width="3"/></g></svg>');
      box.querySelector('g').append(document.createElementNS('http://www.w3.org/2000/svg', 'circle'));
      r.push(draw('<svg ' + ns + '><g><rect width="1"/><rect width="4"/></g></svg>'));
      try { draw('<p>not a board</p>'); r.push('drawn'); } catch (e) { r.push('refused: ' + e.message); }
      r.push(box.innerHTML.replace(/ style="[^"]*"/, ''));
      box.remove();
      return r;
    }""")
    assert out[0] == '<svg xmlns="http://www.w3.org/2000/svg"><!-- c --><g><rect width="1"></rect>' \
                     '<rect width="3"></rect></g></svg>'
    assert out[1] == '<svg xmlns="http://www.w3.org/2000/svg"><g><rect width="1"></rect>' \
                     '<rect width="4"></rect></g></svg>'
    assert out[2].startswith("refused"), out[2]
    assert out[3] == out[1]


def test_characters_outside_ascii_reach_the_board_as_drawn(make_context, guard, server):
    """The board's text crosses into the page in ASCII (web/dom.py ``markup``: other characters
    as character references, so Pyodide hands it over in one decode): what the board shows is
    still what the game drew, a "·" and names of Latin-1 ("ë") and beyond ("Ł") among it, before
    and after a move patched it."""
    from browser.helpers import click_action, link_hash, mid_game, open_link

    names = ("Zoë", "Łukasz")
    game, s = mid_game("bonfire", seed=3, names=names)
    drawn = game.render(s.screen_state(), 0, s.offered(), layout="wide", names=list(names))
    status = drawn.split(">", 3)[3].split("<", 1)[0]  # the board's first words (its status line)
    assert not status.isascii(), status
    page = new_page(make_context(), guard)
    open_app(page, server)
    open_link(page, link_hash(s.record, game))
    first = "() => document.querySelector('#board svg text').textContent"
    assert page.evaluate(first) == status
    shown = page.evaluate("() => [...document.querySelectorAll('#board svg text')].map(t => t.textContent)")
    assert all(any(name in t for t in shown) for name in names), shown
    moves = page.evaluate("() => [...document.querySelectorAll('#board [data-action]')]"
                          ".map(e => e.dataset.action)")
    click_action(page, moves[0])
    page.wait_for_function("was => document.querySelector('#board svg text').textContent !== was", arg=status)
    after = page.evaluate(first)
    assert "·" in after and not after.isascii(), after
