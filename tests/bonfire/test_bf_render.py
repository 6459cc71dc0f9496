"""The Bonfire table SVG: valid XML, every legal move of the deciding seat clickable (and nothing
else), payment choices grouped and labelled, hidden information left out, narrow layout, speed."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest
from conftest import GAME, data, fresh, give, play

from render_timing import BUDGET, median_render_seconds
from tabula.games.bonfire import render as bfr
from tabula.games.bonfire.rules import task_met

SVG = "{http://www.w3.org/2000/svg}"


def _weight(s, a):
    v = a[1]
    if v == "task":
        return 40 if task_met(s, a[0], a[2]) else 3
    if v == "sail":
        return 20 if any(task_met(s, a[0], t) for t in s.islands.get(a[2], [])) else 2
    return {"light": 100, "councillor": 100, "discard": 0.5, "stop": 0.2, "done": 0.3, "end": 0.3,
            "fetch": 8, "path": 5, "great": 3, "recruit": 2, "procession": 4, "fate": 3}.get(v, 1.0)


def _playthrough(players=4, seed=3, n=400):
    """States of a seeded game whose players prefer moves that change the table."""
    rng = random.Random(seed)
    s = GAME.setup({"players": players}, seed)
    out = [s]
    for _ in range(n):
        movers = GAME.to_move(s)
        if not movers:
            break
        acts = sorted(GAME.legal(s, movers[0]), key=lambda a: GAME.format(s, a))
        s, _ = GAME.apply(s, rng.choices(acts, [_weight(s, a) for a in acts])[0])
        out.append(s)
    return out


@pytest.fixture(scope="module")
def states():
    return _playthrough() + _playthrough(2, 11) + _playthrough(3, 5)


def _texts(s, seat):
    return [GAME.format(s, a) for a in GAME.legal(s, seat)]


def _actions(svg: str) -> dict[str, list]:
    found: dict[str, list] = {}
    for el in ET.fromstring(svg).iter():
        a = el.get("data-action")
        if a is not None:
            found.setdefault(a, []).append(el)
    return found


@pytest.mark.slow
def test_every_legal_move_is_clickable_and_nothing_else(states):
    frames = set()
    for s in states:
        movers = GAME.to_move(s)
        if not movers:
            continue
        seat = movers[0]
        texts = _texts(s, seat)
        frames.add(s.q[-1][0] if s.q else "main")
        for layout in ("wide", "narrow"):
            svg = bfr.render(s, seat, texts, layout=layout)
            found = _actions(svg)
            assert set(found) == set(texts), (s.q[-1] if s.q else "main", set(texts) ^ set(found))
            for els in found.values():
                for el in els:
                    assert "act" in el.get("class", "").split()
    # the sample covers the main actions and the common decisions
    assert {"main", "swap", "paym", "payr", "place", "gbr", "pick", "bowl", "space"} <= frames


def test_default_legal_texts_are_the_viewers_moves(states):
    s = states[len(states) // 3]
    seat = GAME.to_move(s)[0]
    assert set(_actions(bfr.render(s, seat))) == set(_texts(s, seat))
    assert _actions(bfr.render(s, None)) == {}
    texts = _texts(s, seat)
    assert set(_actions(GAME.render(s, seat, {f"k{i}": t for i, t in enumerate(texts)}))) == set(texts)


def test_board_moves_are_on_the_board_not_in_the_strip(states):
    """Moves with a place (islands, tasks, Great Bonfire fields, gnomes, council, fate field...)
    are not buttons of the strip."""
    placed = {"sail", "task", "fetch", "great", "recruit", "light", "space", "councillor", "discard", "fate",
              "path", "place", "council", "bowl", "move", "stay"}
    for s in states[::4]:
        movers = GAME.to_move(s)
        if not movers:
            continue
        seat = movers[0]
        v = GAME.view(s, seat)
        cl = bfr._classify(v, _texts(s, seat), seat)
        # draw to consume the placed moves
        bfr.render(s, seat, _texts(s, seat))
        doc = bfr.RawDoc("bf")
        for fn in (bfr._sea, bfr._gb, bfr._council, bfr._paths):
            fn(doc, v, cl)
        bfr._gnomes(doc, v, cl, 3)
        for i in range(v.nplayers):
            bfr._city(doc, v, i, i == seat, cl, "wide")
        left = {a[1] for _t, a in cl.rest() if a is not None}
        f = v.q[-1] if v.q else None
        if f is not None and f[0] == "proc":
            left -= {"move"}  # a second guardian on the same field is offered in the strip
        if f is not None and f[0] == "bonus":
            left -= {"move", "fetch", "sail"}
        assert not (left & placed), left & placed


def test_payment_choices_are_a_labelled_group():
    s = fresh(2)
    p = s.players[0]
    s.players[0].markers = [0] * 7
    give(s, 0, {"path": 1, "ship": 1, "wild": 1})
    s = play(s, "p1: path")  # costs 1 path marker: path, wild, or two others
    assert s.q and s.q[-1][0] == "paym"
    texts = _texts(s, 0)
    assert len(texts) >= 2
    svg = bfr.render(s, 0, texts)
    found = _actions(svg)
    assert set(found) == set(texts)
    root = ET.fromstring(svg)
    labels = " ".join(el.text or "" for el in root.iter(SVG + "text"))
    assert "Pay 1 path marker" in labels
    assert "1 yellow marker" in labels
    for t in texts:  # each is a green "pay" button
        (el,) = found[t]
        assert any("pay" in (r.get("class") or "") for r in el.iter(SVG + "rect"))
    assert p is not None


def test_hidden_information_is_not_drawn(states):
    s = next(x for x in states if x.phase == "play" and x.players[1].bowls[0])
    svg = bfr.render(s, 0, _texts(s, 0) if GAME.to_move(s) == [0] else [])
    # face-down bowls: only the top of each stack and a count are shown
    p = s.players[1]
    for st in p.bowls:
        if len(st) > 1:
            assert f"×{len(st)}" in svg
    # the order of the draw piles and the tasks in the box never appear
    for t in s.box:
        assert f">{t}<" not in svg and f"{t}:" not in svg
    for t in s.path_pile:
        assert f">{t}<" not in svg
    for g in s.gnome_pile:
        assert data.GNOME_TEXT[g] not in svg or g in s.spec_display + s.elders or any(
            g in q.gnomes for q in s.players)
    # the same table drawn from the rulebook-hidden state's view is identical
    assert bfr.render(GAME.view(s, 0), 0, []) == bfr.render(s, 0, [])


def test_text_is_escaped():
    s = fresh(2)
    evil = ['p1: <script>alert("x")</script>', "p1: a & b > c", "x' onload='y"]
    svg = bfr.render(s, 0, evil)
    assert "<script" not in svg
    assert set(evil) <= set(_actions(svg))
    for el in ET.fromstring(svg).iter():
        assert not any(k.lower().startswith("on") for k in el.attrib)


def test_tooltips_explain_tasks_and_gnomes(states):
    s = states[len(states) // 4]
    root = ET.fromstring(bfr.render(s, None))
    titles = " ".join(el.text or "" for el in root.iter(SVG + "title"))
    for ts in s.islands.values():
        for t in ts:
            assert f"Task {t}:" in titles
    for g in s.spec_display:
        assert data.GNOME_TEXT[g] in titles


def test_narrow_layout_and_emblem(states):
    s = states[len(states) // 3]
    wide = ET.fromstring(bfr.render(s, None))
    narrow = ET.fromstring(bfr.render(s, None, layout="narrow"))
    assert float(narrow.get("width")) <= 400 < float(wide.get("width"))
    em = ET.fromstring(GAME.emblem())
    vb = [float(v) for v in em.get("viewBox").split()]
    assert vb[2] == vb[3]


def test_render_is_fast(states):
    """Median over a 4-player game's consecutive mid-game positions (realistic cache use)."""
    four = [s for s in states if s.nplayers == 4 and GAME.to_move(s)]
    sample = four[len(four) // 4: len(four) // 4 + 80]
    prepared = [(s, GAME.to_move(s)[0], _texts(s, GAME.to_move(s)[0])) for s in sample]
    median = median_render_seconds(bfr.render, prepared)
    assert median < BUDGET, median
