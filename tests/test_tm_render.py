"""The Terra Mystica table SVG: valid XML, every legal move clickable, escaping, patterns, speed."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from render_timing import BUDGET, median_render_seconds
from tabula.games.terra_mystica import GAME, data, notation
from tabula.games.terra_mystica import render as tmr

SVG = "{http://www.w3.org/2000/svg}"
PREFER = ("build", "upgrade", "transform", "send", "action", "advance", "dig", "bridge", "favor", "town",
          "cult", "leech")


def _moves(s, seat):
    # sorted by text: the engine's candidate order may depend on set iteration
    return sorted(((notation.format_action(s, a), a) for a in GAME.legal(s, seat)), key=lambda m: m[0])


def _playthrough(n=260, seed=7, players=4):
    """States of a seeded random game that prefers moves which change the board."""
    s = GAME.setup({"players": players, "setup": "beginner"}, 1)
    rng = random.Random(seed)
    out = [s]
    for _ in range(n):
        movers = GAME.to_move(s)
        if not movers:
            break
        moves = _moves(s, movers[0])
        if not moves:  # an engine dead end: stop the sample here
            break
        good = [m for m in moves if m[1][1] in PREFER]
        pick = rng.choice(good if good and rng.random() < 0.85 else moves)
        s, _ = GAME.apply(s, pick[1])
        out.append(s)
    return out


@pytest.fixture(scope="module")
def states():
    return _playthrough()


def _actions(svg: str) -> dict[str, list[ET.Element]]:
    root = ET.fromstring(svg)
    found: dict[str, list[ET.Element]] = {}
    for el in root.iter():
        a = el.get("data-action")
        if a is not None:
            found.setdefault(a, []).append(el)
    return found


def test_initial_state_renders():
    s = GAME.setup({"players": 4, "setup": "beginner"}, 1)
    seat = GAME.to_move(s)[0]
    texts = [t for t, _ in _moves(s, seat)]
    svg = tmr.render(s, seat, texts)
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg" and root.get("viewBox")
    ids = {el.get("id") for el in root.iter()}
    assert "tm-map" in ids
    found = _actions(svg)
    assert set(texts) <= set(found)
    assert all(t.startswith("witches: build ") for t in found)
    # every land hex carries its coordinate
    labels = {el.text for el in root.iter(SVG + "text")}
    assert {"A1", "E7", "I12"} <= labels


def test_every_legal_move_is_clickable(states):
    kinds = set()
    for s in states[::3]:
        movers = GAME.to_move(s)
        if not movers:
            continue
        seat = movers[0]
        moves = _moves(s, seat)
        texts = [t for t, _ in moves]
        kinds |= {a[1] for _, a in moves}
        svg = tmr.render(s, seat, texts)
        found = _actions(svg)
        missing = set(texts) - set(found)
        assert not missing, (s.round, missing)
        assert set(found) <= set(texts)  # nothing else is clickable
        for els in found.values():
            for el in els:
                assert "act" in el.get("class", "").split()
    # the sample covers board moves and strip moves
    assert {"build", "pass", "convert"} <= kinds


def test_moves_with_a_place_are_on_the_board(states):
    """Hex, bridge, cult, tile and power-action moves are not just buttons in the strip."""
    for s in states[::5]:
        movers = GAME.to_move(s)
        if not movers:
            continue
        seat = movers[0]
        moves = _moves(s, seat)
        cl = tmr._classify(s, [t for t, _ in moves], seat)
        in_buttons = {t for _, t in cl.buttons}
        for text, a in moves:
            placed = ("build", "upgrade", "transform", "bridge", "cult", "favor", "town", "action", "send")
            if a[1] in placed or (a[1] == "pass" and a[2]):
                assert text not in in_buttons, text


def test_default_legal_texts_are_the_viewers_moves(states):
    s = states[len(states) // 2]
    seat = GAME.to_move(s)[0]
    texts = [t for t, _ in _moves(s, seat)]
    assert set(_actions(tmr.render(s, seat))) == set(texts)
    assert _actions(tmr.render(s, None)) == {}
    # a dict of key -> move text works as well
    assert set(_actions(tmr.render(s, seat, {f"k{i}": t for i, t in enumerate(texts)}))) == set(texts)


def test_text_is_escaped(states):
    s = states[len(states) // 2]
    seat = GAME.to_move(s)[0]
    evil = ['witches: <script>alert("x")</script>', "nomads: a & b > c", "x' onload='y"]
    svg = tmr.render(s, seat, evil)
    assert "<script" not in svg
    found = _actions(svg)
    assert set(evil) <= set(found)  # round-trips exactly through XML escaping
    for el in ET.fromstring(svg).iter():
        assert not any(k.lower().startswith("on") for k in el.attrib)


def test_every_terrain_has_colour_and_pattern():
    root = ET.fromstring(tmr.render(GAME.setup({"players": 4, "setup": "beginner"}, 1), None))
    by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
    fills = set()
    for t in data.TERRAINS:
        sym = by_id[f"tm-t-{t}"]
        kids = list(sym)
        assert kids[0].tag == SVG + "polygon"
        fills.add(kids[0].get("fill"))
        marks = [k for k in kids[1:] if k.tag in (SVG + "path", SVG + "circle")]
        assert marks, f"{t} has no pattern"
    assert len(fills) == len(data.TERRAINS)
    # the map uses every terrain symbol on the base map
    used = {el.get("{http://www.w3.org/1999/xlink}href") for el in root.iter(SVG + "use")}
    assert {f"#tm-t-{t}" for t in data.TERRAINS} | {"#tm-t-river"} <= used


def test_board_state_is_drawn(states):
    s = next(x for x in reversed(states) if x.building and x.round >= 2)
    svg = tmr.render(s, None)
    root = ET.fromstring(svg)
    uses = [el.get("{http://www.w3.org/1999/xlink}href") for el in root.iter(SVG + "use")]
    n_buildings = sum(1 for u in uses if u and u.startswith("#tm-b-"))
    # each building on the map plus five stock icons per panel
    assert n_buildings == len(s.building) + 5 * len(s.players)
    texts = " ".join(el.text or "" for el in root.iter(SVG + "text"))
    for p in s.players:
        assert f"{p.vp} VP" in texts


def test_narrow_layout_and_emblem(states):
    s = states[-1]
    wide = ET.fromstring(tmr.render(s, None))
    narrow = ET.fromstring(tmr.render(s, None, layout="narrow"))
    assert float(narrow.get("width")) < float(wide.get("width"))
    em = ET.fromstring(tmr.emblem())
    vb = [float(v) for v in em.get("viewBox").split()]
    assert vb[2] == vb[3]
    assert sum(1 for el in em.iter(SVG + "use")) == 7


def test_render_is_fast(states):
    """Median over a game's consecutive positions (realistic cache use), deciding seat's moves."""
    sample = [s for s in states if GAME.to_move(s)][-60:]
    prepared = []
    for s in sample:
        seat = GAME.to_move(s)[0]
        prepared.append((s, seat, [t for t, _ in _moves(s, seat)]))
    median = median_render_seconds(tmr.render, prepared)
    assert median < BUDGET, median
