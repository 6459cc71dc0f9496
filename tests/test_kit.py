"""The render kit (py/tabula/games/kit/) and the svg/ folder's bundling (tools/build_svg.py)."""

from __future__ import annotations

import pathlib
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tabula.core.protocol import Move
from tabula.games.kit import symbols
from tabula.games.kit.clicks import Clicks, act
from tabula.games.kit.doc import Bands, Doc, F, f1
from tabula.games.kit.layout import flow, flow_groups
from tabula.games.kit.strip import Button, Section, strip
from tabula.games.kit.text import fit, text_width, wrap

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))
import build_svg  # noqa: E402


# -- text ------------------------------------------------------------------------------------------
def test_text_width_follows_the_letters():
    assert text_width("", 10) == 0
    assert text_width("iiii", 10) < text_width("mmmm", 10)  # not a count of characters
    assert text_width("Hello", 20) == pytest.approx(2 * text_width("Hello", 10))
    assert text_width("Hello", 10, bold=True) > text_width("Hello", 10)
    assert 25 < text_width("Hello", 10) < 35  # DejaVu Sans: 30.5


@pytest.mark.parametrize("width", [20, 60, 150, 400])
def test_wrap_keeps_every_word_and_each_line_within_the_width(width):
    text = "Pay one essence of any kind to gain two Gold, then draw a card from your deck"
    lines = wrap(text, width, 9)
    assert " ".join(lines).split() == text.split()
    for line in lines:
        assert text_width(line, 9) <= width or " " not in line


def test_fit_cuts_with_an_ellipsis_only_when_needed():
    assert fit("Short", 100, 10) == "Short"
    cut = fit("A name far too long for its box", 60, 10)
    assert cut.endswith("…") and text_width(cut, 10) <= 60


# -- layout ----------------------------------------------------------------------------------------
def test_flow_wraps_rows_and_reports_the_height():
    spots, h = flow([(40, 10)] * 5, 100, gap=5)  # two a row
    assert [(s.x, s.y) for s in spots] == [(0, 0), (45, 0), (0, 15), (45, 15), (0, 30)]
    assert h == 40
    assert flow([], 100) == ([], 0.0)
    wide, _ = flow([(150, 10), (10, 10)], 100)
    assert wide[0].x == 0 and wide[1].y > 0  # an over-wide box keeps a row of its own


def test_a_group_moves_to_a_new_row_rather_than_break():
    spots, _ = flow_groups([[(30, 10)], [(30, 10), (30, 10)]], 80, gap=5)
    assert spots[0][0].y == 0 and {s.y for s in spots[1]} == {15}


# -- clicks and the strip --------------------------------------------------------------------------
def test_clicks_place_every_move_once_where_the_renderer_says():
    a, b, c = Move((0, "build", "E7"), "build E7"), Move((0, "pass"), "pass"), Move((0, "x"), "x")
    cl = Clicks([a, b, c])
    cl.put("E7", a)
    cl.button(b)
    assert cl.first("E7") == a and cl.all("F1") == [] and cl.placed() == {"build E7", "pass"}


def test_the_strip_has_one_button_per_move_inside_its_width():
    moves = [Move((0, "x", k), f"convert {k} workers to coins") for k in range(12)]
    sec = Section("Convert resources, or pass", [[Button(m)] for m in moves])
    g, h = strip([sec, Section("", [[Button(None, "E7"), Button(Move((0, "y"), "y"), "dig")]])], 300,
                 deciding=True, element_id="x-strip")
    svg = g.tostring()
    assert re.findall(r'data-action="([^"]+)"', svg) == [m.text for m in moves] + ["y"]
    assert "Convert resources" in svg and ">dig<" in svg and 'id="x-strip"' in svg
    rects = re.findall(r'<rect class="btn" height="22" rx="5" width="([\d.]+)" x="([\d.]+)"', svg)
    assert len(rects) == 13
    for w, x in rects:
        assert float(x) + float(w) <= 300 - 8
    assert h > 22 * 4  # 12 long buttons need several rows at 300 units


def test_act_and_the_document():
    el = act(F.rect((0, 0), (10, 10)), "build E7", "Build a dwelling on E7")
    text = el.tostring()
    assert 'data-action="build E7"' in text and "<title>Build a dwelling on E7</title>" in text
    doc = Doc("zz")
    doc.raw(doc.d, '<circle r="1" />')
    board = doc.finish(F.g(), 10.25, 20)
    assert 'class="tb zz"' in board and '<circle r="1" />' in board and f1(10.25) == "10.2"


# -- the svg/ folder -------------------------------------------------------------------------------
def test_a_board_cut_into_bands():
    """Parts side by side share a band; bands cover the board from 0 to its height, cut half way
    between parts; each part is drawn in its band's coordinates; drawn as one document each band
    is a nested <svg> in its place."""
    bands = Bands()
    status = F.text("Turn 1", insert=(4, 15))
    bands.place(status, 0, 0, 20, "head")
    left, right, low = F.rect(size=(50, 100)), F.rect(size=(50, 40)), F.rect(size=(100, 30))
    bands.place(right, 60, 40, 40, "right")
    bands.place(low, 0, 150, 30)
    bands.place(left, 0, 30, 100, "left")  # overlaps ``right``: the same band, whatever the order
    cut = bands.cut(200)
    assert [(top, bottom) for top, bottom, _, _ in cut] == [(0, 25), (25, 140), (140, 200)]
    assert [len(els) for _, _, els, _ in cut] == [1, 2, 1]
    assert cut[1][2] == [right, left]  # in the order placed: a later part is drawn over
    assert right["transform"] == "translate(60,15)" and low["transform"] == "translate(0,10)"
    doc = Doc("x")
    text = doc.finish(bands, 100, 200)
    root = ET.fromstring(text)
    inner = [el for el in root if el.tag.endswith("svg")]
    assert len(inner) == len(list(root)) == 3
    assert [(el.get("y"), el.get("height"), el.get("viewBox"), el.get("class")) for el in inner] == [
        ("0", "25", "0 0 100 25", "tb x"), ("25", "115", "0 0 100 115", "tb x"),
        ("140", "60", "0 0 100 60", "tb x")]
    # named by their parts, in the order placed (the page lines bands up by their names)
    assert [el.get("data-band") for el in inner] == ["head", "right left", None]
    # the bands below a part that grew keep their text: only their places in the board change
    again = Bands()
    again.place(F.text("Turn 1", insert=(4, 15)), 0, 0, 60, "head")
    again.place(F.rect(size=(50, 40)), 60, 80, 40, "right")
    again.place(F.rect(size=(100, 30)), 0, 190, 30)
    again.place(F.rect(size=(50, 100)), 0, 70, 100, "left")
    bodies = re.compile(r"<svg [^>]*>(.*?)</svg>")
    assert bodies.findall(Doc("x").finish(again, 100, 240))[1:] == bodies.findall(text)[1:]
    assert "<defs" not in text


def test_the_svg_folder_bundles(tmp_path):
    assert build_svg.main(["--out", str(tmp_path)]) == 0
    sprite = (tmp_path / "symbols.svg").read_text()
    ET.fromstring(sprite)  # well-formed
    assert 'id="tb-symbols"' in sprite
    css = (tmp_path / "boards.css").read_text()
    assert css.index("kit.css") < min([css.index(f"/* {p.name}") for p in (ROOT / "svg").glob("*.css")
                                       if p.stem != "kit"] or [len(css)])
    defined = {el.get("id") for el in ET.fromstring(sprite).iter() if el.get("id")}
    assert symbols.ids() == defined - {"tb-symbols"}


def _folder(tmp_path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    return tmp_path


SVG = '<svg xmlns="http://www.w3.org/2000/svg" data-prefix="{p}"><defs>{body}</defs></svg>'


@pytest.mark.parametrize("files, says", [
    ({"a.svg": "<svg"}, "not well-formed"),
    ({"a.svg": SVG.format(p="aa-", body='<g id="bb-x"/>')}, "without the prefix"),
    ({"a.svg": SVG.format(p="aa-", body='<g id="aa-x"/>'),
      "b.svg": SVG.format(p="aa-", body='<g id="aa-x"/>')}, "also defined"),
    ({"a.svg": SVG.format(p="aa-", body='<use href="#aa-y"/><g id="aa-x"/>')}, "no file defines"),
    ({"a.svg": '<svg xmlns="http://www.w3.org/2000/svg"><defs/></svg>'}, "data-prefix"),
])
def test_a_bad_symbol_file_fails_the_build_naming_it(tmp_path, files, says):
    with pytest.raises(build_svg.BuildError, match=says):
        build_svg.sprite(_folder(tmp_path, files))


def test_standalone_boards_carry_the_symbols_they_use(tmp_path, monkeypatch):
    folder = _folder(tmp_path, {
        "kit.css": ".tb .act{cursor:pointer}",
        "zz.css": ".zz .x{fill:red}",
        "zz.svg": SVG.format(p="zz-", body='<g id="zz-a"><use href="#zz-b"/></g><circle id="zz-b" r="2"/>'
                             '<rect id="zz-unused"/>'),
    })
    monkeypatch.setattr(symbols, "FOLDER", folder)
    symbols._symbols.cache_clear()
    symbols.stylesheet.cache_clear()
    try:
        out = symbols.standalone('<svg class="tb zz"><use href="#zz-a"/></svg>', "zz")
    finally:
        symbols._symbols.cache_clear()
        symbols.stylesheet.cache_clear()
    assert 'id="zz-a"' in out and 'id="zz-b"' in out and "zz-unused" not in out
    assert ".zz .x{fill:red}" in out and "cursor:pointer" in out
    ET.fromstring(out.replace('class="tb zz"', 'xmlns="http://www.w3.org/2000/svg" class="tb zz"'))


def test_svgwrite_comes_without_urllib_request():
    """kit/svgwrite_light.py: svgwrite imports without pulling in urllib.request (over a second
    of one task in the page), and the real urllib.request is there for anyone who imports it."""
    import subprocess

    code = (
        "import sys\n"
        "from tabula.games.kit import doc\n"
        "assert 'urllib.request' not in sys.modules, 'urllib.request was imported'\n"
        "assert doc.F.rect(insert=(1, 2), size=(3, 4)).tostring().startswith('<rect')\n"
        "import urllib.request\n"
        "assert hasattr(urllib.request, 'Request'), 'the stand-in stayed'\n"
        "print('ok')\n"
    )
    root = pathlib.Path(__file__).resolve().parent.parent
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env={"PYTHONPATH": str(root / "py")}, timeout=60)
    assert out.stdout.strip() == "ok", out.stderr


@pytest.mark.parametrize("game_id", ["terra_mystica", "res_arcana", "bonfire", "fate_of_venterra"])
def test_the_quick_serialiser_writes_what_svgwrite_writes(monkeypatch, game_id):
    """kit/serial.py against svgwrite's own tostring, element by element, for every fragment and
    board the game draws along a seeded game (every seat's view, moves offered and not), with
    text that needs escaping in the players' names."""
    import random

    from tabula import games
    from tabula.games.kit import doc, serial

    seen = []

    def both(el):
        quick = serial.text_of(el)
        assert quick == el.tostring()
        seen.append(type(el).__name__)
        return quick

    monkeypatch.setattr(doc, "text_of", both)
    game = games.get(game_id)
    rng = random.Random(3)
    players = min(3, game.max_players)
    names = ['A & "B"', "<C>\tD", "E\nF"][:players]
    s = game.setup(game.default_options(players) | {"players": players}, 3)
    for n in range(60):
        movers = game.to_move(s)
        if not movers:
            break
        seat = movers[0]
        legal = game.legal(s, seat)
        if n % 6 == 0:
            moves = [Move(a, game.format(s, a)) for a in legal]
            view = game.view(s, seat) if game.capabilities.hidden_information else s
            game.render(view, seat, moves if n % 12 == 0 else [], layout="wide" if n % 4 else "narrow",
                        names=names)
        s, _ = game.apply(s, rng.choice(legal))
    assert "Drawing" in seen and len(seen) > 20, seen


def test_the_quick_serialiser_escapes_as_svgwrite_does():
    from tabula.games.kit.serial import text_of

    tricky = 'a & b < c > d "e" \r f \n g \t h'
    g = F.g(id="x")
    g["data-tip"] = tricky
    g.add(F.text(tricky, insert=(1, 2.5)))
    g.set_desc(title=tricky)
    g.add(F.g())
    assert text_of(g) == g.tostring()
