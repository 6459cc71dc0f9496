"""The board changed in place by parts (static/morph.js, issue 18): after every move of real
games, the board the page patched shows exactly what a board drawn afresh from the same text
shows, and the patch, not a whole redraw, did the work."""

from __future__ import annotations

import random
import re

import pytest

from browser.conftest import new_page
from browser.helpers import AFTER_FRAMES, BOARD_TEXT, open_app

pytestmark = pytest.mark.browser

GAMES = ["terra_mystica", "res_arcana", "bonfire", "fate_of_venterra"]

# Two boards: A is updated move after move (patched where it can be), B is drawn afresh from
# each text; after each, their content must be the same, attribute order aside (a board cut into
# bands, kit/doc.py Bands, band by band). (A board of one <svg> only grows: its height is compared
# apart.)
COMPARE = """([frames]) => {
  const canon = """ + BOARD_TEXT + """;
  const a = document.createElement('div'), b = document.createElement('div');
  a.className = b.className = 'board';
  document.body.append(a, b);
  const shown = box => box.firstElementChild.localName === 'svg' ? [box.firstElementChild]
    : [...box.querySelectorAll(':scope > .bands > .band > svg')];
  let patched = 0, banded = 0;
  const bad = [], heights = [], stacks = [];
  try {
    for (const [i, [svg, clickable, last]] of frames.entries()) {
      patched += TabulaBoard.update(a, svg, clickable, last) ? 1 : 0;
      b.replaceChildren();
      if (TabulaBoard.update(b, svg, clickable, last)) bad.push([i, 'a board drawn afresh was patched']);
      const x = shown(a).map(canon).join(' | '), y = shown(b).map(canon).join(' | ');
      if (a.firstElementChild.localName === 'svg') heights.push([a, b].map(
        box => ['width', 'height', 'viewBox'].map(n => box.firstElementChild.getAttribute(n))));
      else {
        banded++;
        const sum = shown(a).reduce((h, p) => h + p.getBoundingClientRect().height, 0);
        stacks.push([sum, a.firstElementChild.getBoundingClientRect().height]);
      }
      // a band's box is as high as its picture
      for (const band of a.querySelectorAll('.band')) {
        const p = band.firstElementChild, r = band.getBoundingClientRect(), q = p.getBoundingClientRect();
        if (Math.abs(r.height - q.height) > 0.5) bad.push([i, 'band ' + r.height + ', svg ' + q.height]);
      }
      if (x !== y) {
        let j = 0;
        while (x[j] === y[j]) j++;
        bad.push([i, x.slice(Math.max(0, j - 150), j + 80), y.slice(Math.max(0, j - 150), j + 80)]);
      }
    }
  } finally {
    a.remove(); b.remove();
  }
  return {bad, patched, heights, banded, stacks};
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
    # Bonfire's board is cut into bands (the others are not yet), each shown and patched alone
    assert (out["banded"] == len(seq)) == (game_id == "bonfire"), out["banded"]
    # a board of one <svg> is as high as the highest so far (the same width), the space left
    # empty at its foot; its view box says the same
    highest: dict[str, float] = {}
    for (wa, ha, va), (wb, hb, vb) in out["heights"]:
        assert wa == wb
        highest[wb] = max(highest.get(wb, 0.0), float(hb))
        assert float(ha) == highest[wb], (ha, hb, highest)
        assert va.split()[:3] == vb.split()[:3] and float(va.split()[3]) == highest[wb], (va, vb)
    assert not out["heights"] or any(
        float(hb) < highest[wb] for (_w, _h, _v), (wb, hb, _vb) in out["heights"]), \
        "no board was lower than one before it: the test shows nothing about heights"
    # a board in bands is as high as the highest so far too (the bands with empty space below)
    most, lower = 0.0, 0
    for drawn, box in out["stacks"]:
        lower += drawn < most - 1
        most = max(most, drawn)
        assert abs(box - most) < 1, (box, drawn, most)
    assert not out["stacks"] or lower, "no board in bands was lower than one before it"
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
    status = re.search(r"<text[^>]*>([^<]*)<", drawn)[1]  # the board's first words (its status line)
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


def test_every_band_of_the_board_shows_once_scrolled_to(make_context, guard, server):
    """A board cut into bands (Bonfire's) shows each band once it is on the screen: the browser
    skips drawing a band while it is off the screen (content-visibility), and a person scrolling
    down the page finds every band drawn: under points across its middle lies its own drawing,
    which the pointer reaches, and its box is as high as its picture."""
    from browser.helpers import link_hash, mid_game, open_link

    game, s = mid_game("bonfire", seed=4)
    page = new_page(make_context(), guard)
    page.set_viewport_size({"width": 1280, "height": 600})
    open_app(page, server)
    open_link(page, link_hash(s.record, game))
    count = page.locator("#board > .bands > .band").count()
    assert count >= 6, count  # the head, the sea, the middle row, the gnomes, a city a player
    for k in range(count):
        hit = page.evaluate("""async k => {
          const band = document.querySelectorAll('#board > .bands > .band')[k];
          band.scrollIntoView({block: 'center'});
          await (""" + AFTER_FRAMES + """)(2);
          const svg = band.firstElementChild, r = svg.getBoundingClientRect();
          const box = band.getBoundingClientRect();
          // what lies under points across the band's middle: the band's own drawing
          const under = [0.2, 0.4, 0.6, 0.8].map(f => document.elementFromPoint(r.left + f * r.width,
                                                                       r.top + r.height / 2));
          return {drawn: under.filter(e => e && svg.contains(e) && e !== svg).length,
                  heights: [box.height, r.height]};
        }""", k)
        assert abs(hit["heights"][0] - hit["heights"][1]) < 0.5, (k, hit)
        assert hit["drawn"] >= 1, (k, hit)


def test_bands_that_come_and_go_leave_the_others_as_they_are(make_context, guard, server):
    """A board in bands lines its bands up by their names (kit/doc.py Bands): a band put in or
    taken out anywhere (the strip of moves between the map and the tiles) leaves every other
    band's <svg> in place, untouched; the result is the board drawn afresh."""
    page = new_page(make_context(), guard)
    open_app(page, server)
    load_board_js(page)
    out = page.evaluate("""() => {
      const band = (name, h, body) => `<svg class="tb" data-band="${name}" height="${h}"`
        + ` viewBox="0 0 100 ${h}" width="100" x="0" y="0">${body}</svg>`;
      const board = bands => '<svg xmlns="http://www.w3.org/2000/svg" class="tb" width="100" height="90">'
        + bands.join('') + '</svg>';
      const a = band('head', 20, '<text>Turn 1</text>');
      const map = band('map', 30, '<rect width="9" height="9"/>');
      const strip = band('strip', 10, '<g data-action="pass"><rect width="5" height="5"/></g>');
      const city = band('city', 30, '<circle r="3"/>'), city2 = band('city', 30, '<circle r="4"/>');
      const box = document.createElement('div'), fresh = document.createElement('div');
      box.className = fresh.className = 'board';
      document.body.append(box, fresh);
      const svgs = b => [...b.querySelectorAll('.band > svg')];
      const steps = [[a, map, city, city2], [a, map, strip, city, city2], [a, map, city, city2],
                     [map, city2, city]];
      const res = [];
      let before = null;
      for (const bands of steps) {
        const patched = TabulaBoard.update(box, board(bands), true, '');
        fresh.replaceChildren();
        TabulaBoard.update(fresh, board(bands), true, '');
        const now = svgs(box);
        const shown = b => [...b.querySelectorAll('.band')].map(e => e.outerHTML).join('');  // (the stack's
        // height is the highest so far)
        res.push({patched, same: shown(box) === shown(fresh),
                  kept: before ? now.filter(s => before.includes(s)).length : 0, count: now.length});
        before = now;
      }
      box.remove(); fresh.remove();
      return res;
    }""")
    assert [r["same"] for r in out] == [True] * 4, out
    assert [r["patched"] for r in out] == [False, True, True, True], out
    # the strip came and went: the other four bands stayed the same elements
    assert [(r["count"], r["kept"]) for r in out[1:3]] == [(5, 4), (4, 4)], out
    # the head went, the cities changed places: still patched in place, kept by order of names
    assert out[3]["count"] == 3 and out[3]["kept"] == 3, out
