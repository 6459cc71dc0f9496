"""The Bonfire table SVG: valid XML, every legal move of the deciding seat clickable (and nothing
else), payment choices grouped and labelled, hidden information left out, narrow layout, the
symbols and styles in svg/ (not in the board), players' names, speed."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from conftest import GAME, data, fresh, give, play

from render_timing import BUDGET, median_render_seconds
from tabula.core.protocol import Move
from tabula.games.bonfire import notation
from tabula.games.bonfire import render as bfr
from tabula.games.bonfire.render.moves import sort_moves
from tabula.games.bonfire.rules.tasks import task_met
from tabula.games.bonfire.steps import Bonus, PayMarkers, Procession, pending
from tabula.games.kit import symbols

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


def _moves(s, seat):
    return [Move(a, GAME.format(s, a)) for a in GAME.legal(s, seat)]


def _deciding(states):
    """(state, seat, moves) of the states with a decision, the first decider's."""
    for s in states:
        if movers := GAME.to_move(s):
            yield s, movers[0], _moves(s, movers[0])


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
    for s, seat, moves in _deciding(states):
        texts = [m.text for m in moves]
        frames.add(type(pending(s)).__name__ if pending(s) is not None else "main")
        for layout in ("wide", "narrow"):
            svg = bfr.render(s, seat, moves, layout=layout)
            found = _actions(svg)
            assert set(found) == set(texts), (pending(s) or "main", set(texts) ^ set(found))
            for els in found.values():
                for el in els:
                    assert "act" in el.get("class", "").split()
    # the sample covers the main actions and the common decisions
    assert {"main", "Swap", "PayMarkers", "PayGoods", "Place", "GreatRewards", "PickPath", "Bowl",
            "Space"} <= frames


def test_default_legal_texts_are_the_viewers_moves(states):
    s = states[len(states) // 3]
    seat = GAME.to_move(s)[0]
    assert set(_actions(bfr.render(s, seat))) == set(_texts(s, seat))
    assert _actions(bfr.render(s, None)) == {}
    assert GAME.render(s, seat, _moves(s, seat)) == bfr.render(s, seat)


def test_board_moves_are_on_the_board_not_in_the_strip(states):
    """Moves with a place (islands, tasks, Great Bonfire fields, gnomes, council, fate field...)
    are not buttons of the strip."""
    placed = {"sail", "task", "fetch", "great", "recruit", "light", "space", "councillor", "discard", "fate",
              "path", "place", "council", "bowl", "move", "stay"}
    for s, seat, moves in _deciding(states[::4]):
        cl = sort_moves(GAME.view(s, seat), moves)
        assert cl.placed() == {m.text for m in moves}  # every move somewhere
        assert len(cl.strip) + sum(len(ms) for ms in cl.at.values()) == len(moves)  # and only once
        left = {m.action[1] for m in cl.strip}
        f = pending(s)
        if type(f) is Procession:
            left -= {"move"}  # a second guardian on the same field is offered in the strip
        if type(f) is Bonus:
            left -= {"move", "fetch", "sail"}
        assert not (left & placed), left & placed


def test_payment_choices_are_a_labelled_group():
    s = fresh(2)
    p = s.players[0]
    s.players[0].markers = [0] * 7
    give(s, 0, {"path": 1, "ship": 1, "wild": 1})
    s = play(s, "p1: path")  # costs 1 path marker: path, wild, or two others
    assert type(pending(s)) is PayMarkers
    texts = _texts(s, 0)
    assert len(texts) >= 2
    svg = bfr.render(s, 0, _moves(s, 0))
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
    svg = bfr.render(s, 0, _moves(s, 0) if GAME.to_move(s) == [0] else [])
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
    actions = [(0, "end"), (0, "sail", "herb1"), (0, "done")]  # a strip button, an island, a button
    names = ['<b onload="x">Ann</b>', "Bob & Co"]
    svg = bfr.render(s, 0, [Move(a, t) for a, t in zip(actions, evil)], names=names)
    assert "<script" not in svg and "<b " not in svg
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
    widths = {layout: float(ET.fromstring(bfr.render(s, None, layout=layout)).get("width"))
              for layout in ("wide", "narrow")}
    assert widths["narrow"] <= 400 < widths["wide"]
    _x, _y, w, h = (float(v) for v in ET.fromstring(GAME.emblem()).get("viewBox").split())
    assert w == h


def test_render_is_fast(states):
    """Median over a 4-player game's consecutive mid-game positions (realistic cache use)."""
    four = [s for s in states if s.nplayers == 4 and GAME.to_move(s)]
    prepared = list(_deciding(four[len(four) // 4: len(four) // 4 + 80]))
    median = median_render_seconds(bfr.render, prepared)
    assert median < BUDGET, median


def test_the_board_refers_to_the_svg_folder_for_symbols_and_styles(states):
    """No stylesheet and no symbol definitions inside a board or the emblem: every symbol they use
    is one svg/ defines (svg/bonfire.svg), and the board is classed for svg/bonfire.css."""
    known = symbols.ids()
    s = states[len(states) // 2]
    seat = GAME.to_move(s)[0]
    for svg in (bfr.render(s, seat), bfr.render(s, None, layout="narrow"), GAME.emblem()):
        root = ET.fromstring(svg)
        assert "<style" not in svg and not [d for d in root.iter(SVG + "defs") if len(d)]
        used = symbols.used(svg)
        assert used and used <= known, used - known
        assert root.get("class") == "tb bf"
    assert {"bf-fate", "bf-flame", "bf-pawn"} <= symbols.used(bfr.render(s, seat))
    # standalone (a board saved as a file) carries what it uses
    alone = symbols.standalone(bfr.render(s, seat), "bonfire")
    assert 'id="bf-fate"' in alone and ".bf .pay" in alone


def test_the_printed_fate_field_matches_the_data():
    """svg/bonfire.svg draws the fate field's printed symbols; they are data.FATE_SYMBOLS."""
    sprite = ET.parse(symbols.FOLDER / "bonfire.svg").getroot()
    kinds = {"#bf-r-gold": "gold", "#bf-m-wild": "wild", "#bf-r-any": "choice"}
    for sid in ("bf-fate", "bf-fate-x"):
        (field,) = [el for el in sprite.iter() if el.get("id") == sid]
        printed = {el.get("data-square"): kinds[el.get("href")] for el in field.iter(SVG + "use")}
        assert printed == {notation.square(r, c): k for (r, c), k in data.FATE_SYMBOLS.items()}, sid


def test_players_are_named_by_their_names_with_their_seat(states):
    s = next(x for x in states if x.phase == "play" and x.nplayers == 2)
    seat = GAME.to_move(s)[0]
    text = " ".join(el.text or "" for el in ET.fromstring(bfr.render(s, seat, names=["Ann", "Bob"])).iter())
    assert f"Ann · p1 · city {s.players[0].board}" in text and f"Bob · p2 · city {s.players[1].board}" in text
    assert re.search(rf"· {['Ann', 'Bob'][seat]} · p{seat + 1} \(city", text)
    plain = " ".join(el.text or "" for el in ET.fromstring(bfr.render(s, seat)).iter())
    assert "Ann" not in plain and f"p1 · city {s.players[0].board}" in plain
