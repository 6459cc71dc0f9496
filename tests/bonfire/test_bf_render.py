"""The Bonfire table SVG: valid XML, every legal move of the deciding seat clickable (and nothing
else), payment choices grouped and labelled, hidden information left out, narrow layout, the
symbols and styles in svg/ (not in the board), players' names, speed."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from conftest import GAME, data, fresh, give, play

import tier
from render_timing import assert_render_is_fast
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


@pytest.mark.slow  # a timing, against a budget: in make test, not in the fast tier
def test_render_is_fast(states):
    """Median over a 4-player game's consecutive mid-game positions (realistic cache use)."""
    four = [s for s in states if s.nplayers == 4 and GAME.to_move(s)]
    prepared = list(_deciding(four[len(four) // 4: len(four) // 4 + 80]))
    assert_render_is_fast(bfr.render, prepared)


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
    (field,) = [el for el in sprite.iter() if el.get("id") == "bf-fate"]
    printed = {el.get("data-square"): kinds[el.get("href")] for el in field.iter(SVG + "use")}
    assert printed == {notation.square(r, c): k for (r, c), k in data.FATE_SYMBOLS.items()}
    # the field with its spare rows and columns draws the same printed field inside its frame
    (spare,) = [el for el in sprite.iter() if el.get("id") == "bf-fate-x"]
    assert [el.get("href") for el in spare.iter(SVG + "use")] == ["#bf-fate"]


def test_players_are_named_by_their_names_with_their_seat(states):
    s = next(x for x in states if x.phase == "play" and x.nplayers == 2)
    seat = GAME.to_move(s)[0]
    text = " ".join(el.text or "" for el in ET.fromstring(bfr.render(s, seat, names=["Ann", "Bob"])).iter())
    assert f"Ann · p1 · city {s.players[0].board}" in text and f"Bob · p2 · city {s.players[1].board}" in text
    assert re.search(rf"· {['Ann', 'Bob'][seat]} · p{seat + 1} \(city", text)
    plain = " ".join(el.text or "" for el in ET.fromstring(bfr.render(s, seat)).iter())
    assert "Ann" not in plain and f"p1 · city {s.players[0].board}" in plain


# -- marks: where the other seats acted since the viewer's last decision (issue #17) -----------

_NUM = r"(-?[\d.]+)"
_TRANSLATE = re.compile(rf"translate\({_NUM},\s*{_NUM}\)")
_SCALE = re.compile(rf"scale\({_NUM}\)")


def _affine(el, outer):
    """``outer`` (scale, dx, dy) composed with ``el``'s translate and scale."""
    t = el.get("transform")
    if not t:
        return outer
    s, dx, dy = 1.0, 0.0, 0.0
    if m := _TRANSLATE.search(t):
        dx, dy = float(m.group(1)), float(m.group(2))
    if m := _SCALE.search(t):
        s = float(m.group(1))
    so, ox, oy = outer
    return so * s, so * dx + ox, so * dy + oy


def _own_box(el, a):
    """The box (x0, y0, x1, y1) on the page of a rect, circle or polygon (None: another element)."""
    s, dx, dy = a
    tag = el.tag.rsplit("}", 1)[-1]
    if tag == "rect":
        x, y, w, h = (float(el.get(k)) for k in ("x", "y", "width", "height"))
    elif tag == "circle":
        r = float(el.get("r"))
        x, y, w, h = float(el.get("cx")) - r, float(el.get("cy")) - r, 2 * r, 2 * r
    elif tag == "polygon":
        ps = [tuple(map(float, p.split(","))) for p in el.get("points").split()]
        x, y = min(p[0] for p in ps), min(p[1] for p in ps)
        w, h = max(p[0] for p in ps) - x, max(p[1] for p in ps) - y
    else:
        return None
    return s * x + dx, s * y + dy, s * (x + w) + dx, s * (y + h) + dy


def _union(boxes):
    boxes = [b for b in boxes if b is not None]
    if not boxes:
        return None
    return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes),
            max(b[3] for b in boxes))


def _boxes(svg: str):
    """The page boxes of the marks, of every clickable place by its move text (all its shapes), and
    the page positions of the texts by their words. What only the card zoom shows (``zoom-only``,
    hidden on the board) adds its words but no box. Only the elements asked about are measured
    (measuring every element of a board took 85% of the sweeps below)."""
    root = ET.fromstring(svg)
    parent = {child: el for el in root.iter() for child in el}
    placed = {root: _affine(root, (1.0, 0.0, 0.0))}

    def affine(el):
        """(scale, dx, dy) from ``el``'s coordinates to the page's."""
        got = placed.get(el)
        if got is None:
            got = placed[el] = _affine(el, affine(parent[el]))
        return got

    def box(el, a):
        if "zoom-only" in (el.get("class") or "").split():
            return None
        return _union([_own_box(el, a), *(box(c, _affine(c, a)) for c in el)])

    marks = [_own_box(el, affine(el)) for el in root.iterfind(".//*[@class='mark']")]
    clicks, words = {}, {}
    for el in root.iterfind(".//*[@data-action]"):
        if "zoom-only" not in (el.get("class") or "").split():
            action = el.get("data-action")
            clicks[action] = _union([clicks.get(action), box(el, affine(el))])
    for el in root.iterfind(".//{*}text"):
        if el.text:
            a = affine(el)
            words.setdefault(el.text, []).append((a[0] * float(el.get("x")) + a[1],
                                                  a[0] * float(el.get("y")) + a[2]))
    return marks, clicks, words


def _inside(inner, outer, slack=0.6):
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack and inner[2] <= outer[2] + slack
            and inner[3] <= outer[3] + slack)


def _history(players, seed, n=400):
    """(state, action) of a seeded game whose players prefer moves that change the table."""
    rng = random.Random(seed)
    s = GAME.setup({"players": players}, seed)
    out = []
    for _ in range(n):
        movers = GAME.to_move(s)
        if not movers:
            break
        acts = sorted(GAME.legal(s, movers[0]), key=lambda a: GAME.format(s, a))
        a = rng.choices(acts, [_weight(s, a) for a in acts])[0]
        out.append((s, a))
        s, _ = GAME.apply(s, a)
    return out + [(s, None)]


@pytest.fixture(scope="module")
def histories():
    return [_history(4, 3), _history(2, 11), _history(3, 5)]


def _since_last(hist, viewer, every=1):
    """(state, viewer's moves, the other seats' actions since the viewer's last decision) at every
    ``every``-th of the viewer's decisions (what Session.marks hands the board)."""
    others, k = [], 0
    for s, a in hist:
        if a is None:
            return
        if a[0] == viewer:
            if k % every == 0:
                yield s, _moves(s, viewer), list(others)
            others, k = [], k + 1
        else:
            others.append(a)


EVERY = tier.every(quick=36)  # the sweeps below: a sample in `make check`, everything in `make test`
CLICKED = {"sail", "task", "great", "take", "recruit", "light", "space", "council", "place", "fate", "path",
           "pick", "bowl", "move"}  # the verbs the sweep meets
ACTED = {"sail", "great", "take", "light", "council", "place", "fate", "bowl", "move", "task (taken)",
         "recruit (taken)", "pick (taken)", "path (taken)"}


@tier.sweep
def test_a_mark_surrounds_the_place_the_same_action_is_clicked_at(histories):
    """In the same position, the mark of any action the seat may take is the part its move is
    clicked at (a path built: the newest path tile, left of the next field it is clicked at); an
    action offered in the strip with no part gets no mark."""
    from tabula.games.bonfire.render.moves import place_of

    seen = set()
    for hist in histories:
        for s, a in hist[::5 * EVERY]:
            if a is None:
                continue
            seat = a[0]
            moves = _moves(s, seat)
            cl = sort_moves(GAME.view(s, seat), moves)
            on_board = {m.text for ms in cl.at.values() for m in ms}
            for layout in ("wide", "narrow") if len(seen) % 2 else ("wide",):
                for m in moves[::max(1, len(moves) // 6)] if EVERY > 1 else moves:
                    marks, clicks, _w = _boxes(bfr.render(s, seat, moves, layout=layout, marks=[m.action]))
                    if m.text not in on_board:
                        if place_of(GAME.view(s, seat), m.action, pending(s)) is None:
                            assert marks == [], m.text
                        continue
                    assert len(marks) == 1, (m.text, marks)
                    (mk,), click = marks, clicks[m.text]
                    seen.add(m.action[1])
                    if m.action[1] == "path":  # the mark: the newest tile, one field left of the click
                        w = click[2] - click[0]
                        assert abs(mk[1] - click[1]) < 4 and abs(mk[3] - click[3]) < 4  # (3 outside)
                        assert 0 < click[0] - mk[0] < 2 * w, (mk, click)
                    else:
                        assert _inside(click, mk), (m.text, layout, click, mk)
                        assert mk[2] - mk[0] < (click[2] - click[0]) * 9 + 40  # the part, not more
    assert len(seen) >= (4 if tier.QUICK else 8) and (EVERY > 1 or CLICKED <= seen), seen


@tier.sweep
def test_marks_of_the_other_seats_actions_are_where_they_acted(histories):
    """At each decision of a seat, the other seats' actions since its last decision are marked: one
    mark per part acted on, around the part their move would be clicked at now, or around the card
    they took (a task on the bonfire space it went to, a gnome or a path tile in their city)."""
    from tabula.games.bonfire.render.moves import place_of

    kinds = set()
    for hist in histories:
        n = hist[0][0].nplayers
        for viewer in range(n):
            for s, moves, acted in _since_last(hist, viewer, EVERY):
                if not acted:
                    continue
                marks, _c, _w = _boxes(bfr.render(s, viewer, moves, marks=acted))
                v = GAME.view(s, viewer)
                some = False
                for a in acted:
                    one, clicks, words = _boxes(bfr.render(s, a[0], [Move(a, "x")], marks=[a]))
                    some = some or bool(one)
                    if place_of(v, a, None) is None:
                        assert one == [], a
                        continue
                    assert len(one) <= 1, (a, one)
                    p = s.players[a[0]]
                    if a[1] == "path":  # a path built: its newest tile
                        name = p.path[-1] if p.path else "start path"
                    elif a[1] in ("task", "recruit", "pick") and a[2] != "draw":  # a card taken
                        name = texts_gnome(a[2]) if a[1] == "recruit" else a[2]
                    else:
                        name = None
                    if name is not None and (a[1] == "path" or not sort_moves(v, [Move(a, "x")]).at):
                        at = words.get(name, [])
                        assert one and any(_inside((x, y, x, y), one[0], 1) for x, y in at), (a, one, at)
                        kinds.add(a[1] + " (taken)")
                    elif a[1] == "take":  # a reward: the field the Great Bonfire is turned to
                        great = (a[0], "great", s.gb_pos)
                        turned = _boxes(bfr.render(s, a[0], [Move(a, "x")], marks=[great]))
                        assert one == turned[0], (a, one, turned[0])
                        kinds.add("take")
                    elif a[1] != "path" and sort_moves(v, [Move(a, "x")]).at:  # its part, clickable now
                        assert one and _inside(clicks["x"], one[0]), (a, clicks["x"], one)
                        kinds.add(a[1])
                assert len(marks) <= len([a for a in acted if place_of(v, a, None) is not None])
                assert bool(marks) == some
    assert len(kinds) >= (4 if tier.QUICK else 8) and (EVERY > 1 or ACTED <= kinds), kinds


def texts_gnome(gn: str) -> str:
    from tabula.games.bonfire import texts

    return texts.gnome_name(gn)


def test_no_marks_without_actions_or_for_actions_without_a_place(histories):
    s, a = histories[0][len(histories[0]) // 2]
    seat = a[0]
    plain = bfr.render(s, seat, _moves(s, seat))
    assert 'class="mark"' not in plain
    assert bfr.render(s, seat, _moves(s, seat), marks=[]) == plain
    other = (seat + 1) % s.nplayers
    placeless = [(other, "pass"), (other, "end"), (other, "done"), (other, "stop"), (other, "point"),
                 (other, "keep"), (other, "swap"), (other, "procession", 2), (other, "pay", "wild"),
                 (other, "pay", "herb"), (other, "gain", "gold")]
    assert bfr.render(s, seat, _moves(s, seat), marks=placeless) == plain
    # drawing marks leaves no trace in the cached parts: the same board without them is unchanged
    bfr.render(s, seat, _moves(s, seat), marks=[(other, "sail", "herb1"), (other, "great", 2)],
               layout="narrow")
    assert bfr.render(s, seat, _moves(s, seat)) == plain
    assert GAME.render(s, seat, _moves(s, seat), marks=[(other, "great", 2)]) == bfr.render(
        s, seat, _moves(s, seat), marks=[(other, "great", 2)])


def test_several_actions_on_one_part_draw_one_mark():
    """A Great Bonfire field turned to and its rewards taken: one mark, the field's; a reward taken
    belongs to the field the Great Bonfire is turned to."""
    s = fresh(2)
    s = play(s, "p1: great 3")
    acted = [(0, "great", 2)]
    while type(pending(s)).__name__ in ("GreatRewards", "PayMarkers", "PayGoods"):
        a = sorted(GAME.legal(s, 0), key=lambda a: a[1] == "done")[0]
        acted.append(a)
        s, _ = GAME.apply(s, a)
    assert s.gb_pos == 2 and [a for a in acted if a[1] == "take"]  # (a last reward is taken forced)
    moves = _moves(s, 1) if GAME.to_move(s) == [1] else []
    field = _boxes(bfr.render(s, 1, moves, marks=acted[:1]))[0]
    assert len(field) == 1
    assert _boxes(bfr.render(s, 1, moves, marks=acted))[0] == field
    assert _boxes(bfr.render(s, 1, moves, marks=[a for a in acted if a[1] == "take"]))[0] == field
