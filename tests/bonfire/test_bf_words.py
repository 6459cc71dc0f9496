"""The Bonfire table in words and at a readable size (issue #17): ``describe`` says every legal
action in plain words, every clickable part has a tooltip in words, every card and tile opens in
the card zoom, the "How to play" pictures are Bonfire's symbols, the board's text is at least
11 px at the page's board column, and laying a fate tile is a pick among large wedges that never
overlap."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from conftest import GAME, data

import tier
from tabula.core.protocol import HowStep, Move
from tabula.games.bonfire import render as bfr
from tabula.games.bonfire import texts
from tabula.games.bonfire.steps import Place, pending
from tabula.games.kit import symbols
from tabula.games.kit.strip import SIZE as STRIP_SIZE

SVG = "{http://www.w3.org/2000/svg}"
COLUMN = {"wide": 874, "narrow": 352}  # the page's board column (px) at 1280x800 and 390x844

# ids of the rules that a person never reads: tasks, path tiles, gnome and island keys, seats
_IDS = [re.compile(r"\bT\d\d\b"), re.compile(r"\b(blue|red|yellow)\d+\b"), re.compile(r"\bp\d:"),
        re.compile(r"\b(keeper|elder)-[a-z]+\b"), re.compile(r"\b(blossom|fruit|herb|shell|root)[12]\b"),
        re.compile(r"\b(guard|fire)\b|wild\*2|\btask markers?\b")]  # the notation's marker names


def _walk(players: int, seed: int, steps: int):
    """States of a seeded random game (each the state before a move) and the seat to move."""
    rng = random.Random(seed)
    s = GAME.setup({"players": players}, seed)
    for _ in range(steps):
        movers = GAME.to_move(s)
        if not movers:
            return
        yield s, movers[0]
        s, _ = GAME.apply(s, rng.choice(GAME.legal(s, movers[0])))


def _plain(words: str) -> bool:
    return not any(p.search(words) for p in _IDS)


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 7), (4, 3), (4, 12)])
def test_describe_says_every_legal_action_in_plain_words(players, seed):
    verbs = set()
    for k, (s, seat) in enumerate(_walk(players, seed, 260)):
        if k % 3:
            continue
        for a in GAME.legal(s, seat):
            words = GAME.describe(s, a)
            text = GAME.format(s, a)
            assert words and words != text and words != text.split(": ", 1)[1], (a, words)
            assert _plain(words), (a, words)
            first = words.split(" ", 1)[0]
            assert first.islower() and first.endswith("s"), (a, words)  # "sails", "takes", "passes"
            verbs.add(a[1])
    assert {"sail", "place", "pay", "fate", "great", "recruit"} <= verbs, verbs


def test_describe_names_payments_and_placements_in_words():
    s = next(s for s, seat in _walk(2, 5, 400) if type(pending(s)) is Place)
    a = GAME.legal(s, pending(s).seat)[0]
    tile = data.FATE_TILES[pending(s).tile]
    assert GAME.describe(s, a).startswith(f"lays the fate tile with {texts.MARKER_NAME[tile[0]]} on ")
    pay = next((s, a) for s, seat in _walk(4, 3, 600) for a in GAME.legal(s, seat) if a[2:] == ("wild",)
               and a[1] == "pay")
    assert GAME.describe(*pay).startswith("pays 1 yellow marker (wild) for 1 ")


def _boards(players: int, seed: int, every: int = 25 * tier.every(quick=2)):
    """(state, seat, moves, svg) of boards along a seeded game, both layouts; a fate tile being laid
    among them."""
    placing = 0
    for k, (s, seat) in enumerate(_walk(players, seed, 400)):
        lays = type(pending(s)) is Place
        if k % every and not (lays and placing < 2):
            continue
        placing += lays
        moves = [Move(a, GAME.format(s, a)) for a in GAME.legal(s, seat)]
        for layout in ("wide", "narrow"):
            svg = bfr.render(s, seat, moves, layout=layout, names=["Ann", "Bob", "Cy", "Di"])
            yield s, seat, moves, layout, svg


@pytest.fixture(scope="module")
def boards():
    return list(_boards(2, 4)) + list(_boards(4, 9))


def test_every_clickable_part_says_in_words_what_a_click_does(boards):
    seen = 0
    for _s, _seat, _moves, _layout, svg in boards:
        for el in ET.fromstring(svg).iter():
            action = el.get("data-action")
            if action is None:
                continue
            title = el.find(SVG + "title")
            assert title is not None and title.text, action
            tip = title.text
            assert tip != action and action not in tip and not tip.startswith("p"), (action, tip)
            assert tip[:1].isupper() and _plain(tip.split(". ", 1)[0]), (action, tip)  # what a click does
            seen += 1
    assert seen > 200


def _parents(root):
    return {c: p for p in root.iter() for c in p}


def _zoomed(el, up) -> bool:
    while el is not None:
        if el.get("data-zoom") == "1":
            return True
        el = up.get(el)
    return False


def test_every_card_and_tile_opens_in_the_card_zoom(boards):
    """Every task card (its id, shown in the zoom only), path tile and gnome card on the board is
    inside a group marked for the card zoom."""
    gnomes = {texts.gnome_name(g) for g in data.GNOMES}
    checked = 0
    for s, _seat, _moves, _layout, svg in boards:
        root = ET.fromstring(svg)
        up = _parents(root)
        for t in root.iter(SVG + "text"):
            word = t.text or ""
            if word in data.TASKS or word in data.PATH_TILES or word in gnomes:
                assert _zoomed(t, up), word
                checked += 1
        shown = sum(len(ts) for ts in s.islands.values()) + len(s.path_display) + len(s.spec_display)
        assert len([e for e in root.iter() if e.get("data-zoom") == "1"]) >= shown
    assert checked > 300


def test_how_to_play_walks_a_turn_with_bonfires_own_pictures():
    steps = GAME.how_to_play()
    assert 4 <= len(steps) <= 7 and all(isinstance(h, HowStep) for h in steps)
    known = symbols.ids()
    for h in steps:
        assert h.title and 2 <= h.text.count(".") <= 4, h.title
        assert h.symbols and set(h.symbols) <= known, (h.title, set(h.symbols) - known)
    words = " ".join(h.text for h in steps)
    for fact in ("fate tile", "marker", "High Council", "countdown", "Most points"):
        assert fact in words


# -- sizes: text and targets as the page shows them ---------------------------------------------------

_SIZES = {"t": 11.5, "s": 12, "m": 13, "l": 15, "xl": 19, "cap": 14,  # svg/bonfire.css
          "strip-h": STRIP_SIZE, "strip-l": STRIP_SIZE, "strip-b": STRIP_SIZE}  # svg/kit.css


def _scale(el, up) -> float:
    k = 1.0
    while el is not None:
        m = re.search(r"scale\(([\d.]+)\)", el.get("transform") or "")
        if m:
            k *= float(m.group(1))
        el = up.get(el)
    return k


def _hidden(el, up) -> bool:
    while el is not None:
        if "zoom-only" in (el.get("class") or "").split() or "pv" in (el.get("class") or "").split():
            return True
        el = up.get(el)
    return False


def test_board_text_is_at_least_11_px_in_the_pages_column(boards):
    for _s, _seat, _moves, layout, svg in boards:
        root = ET.fromstring(svg)
        up = _parents(root)
        px = COLUMN[layout] / float(root.get("width"))
        small = []
        for t in root.iter(SVG + "text"):
            if not (t.text or "").strip() or _hidden(t, up):
                continue
            sizes = [_SIZES[c] for c in (t.get("class") or "").split() if c in _SIZES]
            assert sizes, (t.text, t.get("class"))  # every board text has a size class
            if max(sizes) * _scale(t, up) * px < 11:
                small.append(t.text)
        assert not small, (layout, small[:5])


def _polygon(el):
    return [tuple(map(float, p.split(","))) for p in el.get("points").split()]


def _inside_polygon(pt, poly) -> bool:
    x, y = pt
    hit = False
    for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            hit = not hit
    return hit


def test_fate_tile_placements_are_large_wedges_that_never_overlap(boards):
    """Each way to lay the fate tile is a wedge of its own in the placement panel: at least 24 px
    across on a desktop (and 23.5 on a phone's column of 352 px, where the page zooms first), the
    middle of its box on itself and on no other wedge."""
    panels = 0
    for s, _seat, moves, layout, svg in boards:
        if type(pending(s)) is not Place:
            continue
        root = ET.fromstring(svg)
        px = COLUMN[layout] / float(root.get("width"))
        wedges = {}
        for el in root.iter():
            if el.get("data-action") and el.get("data-action").split(": ")[1].startswith("place"):
                (w,) = [p for p in el.iter(SVG + "polygon") if p.get("class") == "wedge"]
                wedges[el.get("data-action")] = _polygon(w)
        assert set(wedges) == {m.text for m in moves}
        for action, poly in wedges.items():
            xs, ys = [p[0] for p in poly], [p[1] for p in poly]
            least = 24 if layout == "wide" else 23.5
            assert min(max(xs) - min(xs), max(ys) - min(ys)) * px >= least, action
            mid = ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
            assert _inside_polygon(mid, poly), action
            assert not [a for a, q in wedges.items() if a != action and _inside_polygon(mid, q)], action
        panels += 1
    assert panels >= 2
