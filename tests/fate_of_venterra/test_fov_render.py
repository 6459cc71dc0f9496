"""The Fate of Venterra table SVG: valid XML, every legal move clickable and nothing else, hidden
information never drawn, terrain patterns, marches, battles, both layouts, emblem, speed; the
symbols and styles it refers to are svg/'s, players named as entered, decisions in plain words."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

import tier
from render_timing import assert_render_is_fast
from tabula.core.protocol import Move
from tabula.games.fate_of_venterra import GAME, data, texts
from tabula.games.fate_of_venterra import render as fr
from tabula.games.fate_of_venterra.render import moves as fmoves
from tabula.games.fate_of_venterra.render.palette import HR, HW
from tabula.games.fate_of_venterra.rules.battle import battle_values
from tabula.games.fate_of_venterra.steps import STEPS, Declare, Leader, March
from tabula.games.kit import symbols

SVG = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"


def _texts(s, seat) -> list[str]:
    return sorted(GAME.format(s, a) for a in GAME.legal(s, seat))


def _moves(s, seat) -> list[Move]:
    return [Move(a, GAME.format(s, a)) for a in GAME.legal(s, seat)]


def _playthrough(players=4, seed=4, steps=3000, opts=None):
    """States of a seeded random game that prefers doing something over passing."""
    o = GAME.default_options(players) | (opts or {})
    s = GAME.setup(o, seed)
    rng = random.Random(seed)
    out = [s]
    for _ in range(steps):
        movers = GAME.to_move(s)
        if not movers:
            break
        seat = movers[0]
        moves = sorted(GAME.legal(s, seat), key=lambda a: GAME.format(s, a))
        busy = [a for a in moves if a[1] not in ("done", "end", "stay")]
        s, _ = GAME.apply(s, rng.choice(busy if busy and rng.random() < 0.8 else moves))
        out.append(s)
    return out


@pytest.fixture(scope="module")
def states():
    return _playthrough()


def _actions(svg: str) -> dict[str, list[ET.Element]]:
    found: dict[str, list[ET.Element]] = {}
    for el in ET.fromstring(svg).iter():
        a = el.get("data-action")
        if a is not None:
            found.setdefault(a, []).append(el)
    return found


def _check_clickable(s, seat, layout="wide"):
    texts = _texts(s, seat)
    moves = _moves(s, seat)
    svg = fr.render(s, seat, moves, layout=layout)
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg" and root.get("viewBox")
    found = _actions(svg)
    assert set(found) == set(texts), (STEPS.top(s), set(texts) ^ set(found))
    for els in found.values():
        for el in els:
            assert "act" in el.get("class", "").split()
    # sorted by their actions, every move has a place, and the board draws no symbol of its own
    v = GAME.view(s, seat)
    assert fmoves.sort_moves(v, moves).placed() == set(texts)
    assert symbols.used(svg) <= symbols.ids() and "<style" not in svg and ' id="fv-t-' not in svg
    return texts


@pytest.mark.slow
def test_every_legal_move_is_clickable_and_nothing_else(states):
    verbs = set()
    for s in states[::2]:
        for seat in GAME.to_move(s):  # every seat of a simultaneous decision
            verbs |= {t.split(":", 1)[1].split()[0] for t in _check_clickable(s, seat)}
    # the sample covers map building, placement, commands, marches, quests and secret choices
    assert {"tile", "slot", "turn", "hex", "move", "declare", "bid", "recruit", "play"} <= verbs


@pytest.mark.slow
@pytest.mark.parametrize(
    "players,seed,opts",
    [(2, 11, {}), (5, 12, {"map": "prebuilt"}), (3, 13, {"landmark": "court", "terrain": "power"})],
)
def test_other_player_counts_and_maps(players, seed, opts):
    sts = _playthrough(players, seed, 1500, opts)
    assert sts[-1].phase == "over"
    for s in sts[::7]:
        for seat in GAME.to_move(s):
            _check_clickable(s, seat, "narrow" if seed % 2 else "wide")
    ET.fromstring(fr.render(sts[-1], None))  # the final table


def test_default_moves_are_the_viewers_moves(states):
    s = next(x for x in states[len(states) // 2 :] if GAME.to_move(x))
    seat = GAME.to_move(s)[0]
    texts = _texts(s, seat)
    assert set(_actions(fr.render(s, seat))) == set(texts)
    assert _actions(fr.render(s, None)) == {}
    assert fr.render(s, seat, _moves(s, seat)) == fr.render(s, seat)
    assert _actions(fr.render(s, seat, [])) == {}
    assert GAME.render(s, seat) == fr.render(s, seat)


def _alter_hidden(s, viewer):
    """The same position with everything the viewer may not see changed."""
    s2 = s.copy()
    rng = random.Random(5)
    for i, p in enumerate(s2.players):
        if i == viewer:
            continue
        cards = [c for c in data.LEADERS[p.faction] if c not in p.hand]
        p.hand = (cards + list(p.hand))[: len(p.hand)]
        p.potg = [rng.choice(sorted(data.POTG)) for _ in p.potg]
        if p.secret is not None:
            p.secret = ("bluff", "plan") if p.secret != ("bluff", "plan") else ("none",)
    kinds = sorted(data.EXPLORE_REWARDS)
    s2.tok = {t: (tk[0], kinds[(kinds.index(tk[1]) + 1) % len(kinds)]) for t, tk in s2.tok.items()}
    s2.quest_deck = list(reversed(s2.quest_deck))
    s2.potg_deck = list(reversed(s2.potg_deck))
    s2.token_box = list(reversed(s2.token_box))
    s2.rng = (s2.rng or 0) ^ 0x5DEECE66D
    return s2


@tier.sweep
def test_hidden_parts_never_reach_the_svg(states):
    stride = tier.every(quick=48, full=8)
    checked = secret = 0
    for s in states[::stride]:
        for viewer in range(s.n):
            s2 = _alter_hidden(s, viewer)
            assert fr.render(s, viewer) == fr.render(s2, viewer)
            assert fr.render(s, viewer, layout="narrow") == fr.render(s2, viewer, layout="narrow")
            checked += 1
            secret += any(p.secret is not None for i, p in enumerate(s.players) if i != viewer)
        assert fr.render(s, None) == fr.render(_alter_hidden(s, None), None)
    assert checked > 480 // stride and secret > 0


def test_secret_choice_is_shown_only_to_its_owner(states):
    s = next(
        x for x in states if isinstance(STEPS.top(x), Declare) and len(GAME.to_move(x)) == x.n
    )
    a, b = GAME.to_move(s)[:2]
    move = GAME.legal(s, a)[-1]
    s1, _ = GAME.apply(s, move)
    mine = fr.render(s1, a)
    theirs = fr.render(s1, b)
    choice = " and ".join(c.capitalize() for c in move[2:])
    assert f"Your secret choice: Declare {choice}" in mine
    assert "secret choice" not in theirs and "has chosen" in theirs
    # a rival's hand is a count, the viewer's hand is named
    p = s1.players[a]
    own_names = {data.LEADERS[p.faction][c]["name"] for c in p.hand}
    root = ET.fromstring(mine)
    shown = {el.text for el in root.iter(SVG + "text")}
    assert own_names <= shown
    assert f"Hand: {len(s1.players[b].hand)} Leader cards (hidden)" in shown


def test_text_is_escaped(states):
    s = next(x for x in states[len(states) // 2 :] if GAME.to_move(x))
    seat = GAME.to_move(s)[0]
    evil = ['order: <script>alert("x")</script>', "legion: a & b > c", "x' onload='y", "bear: move a b c"]
    # texts the table would never send, on real actions (placed by them) and on unknown ones
    real = GAME.legal(s, seat)
    svg = fr.render(s, seat, [Move(real[0], evil[0]), Move(real[-1], evil[1]), Move((seat, "x"), evil[2]),
                              Move((seat, "move", "a", "b", "c"), evil[3])],
                    names=['<script>alert("n")</script>', "A & B"])
    assert "<script" not in svg
    assert set(evil) <= set(_actions(svg))
    for el in ET.fromstring(svg).iter():
        assert not any(k.lower().startswith("on") for k in el.attrib)


def test_terrains_have_colour_and_pattern(states):
    """The terrains are symbols of svg/fate_of_venterra.svg: a hex in a colour of its own and a
    pattern; the board uses them (and nothing else) by reference."""
    sheet = ET.parse(symbols.FOLDER / "fate_of_venterra.svg").getroot()
    by_id = {el.get("id"): el for el in sheet.iter() if el.get("id")}
    fills = set()
    for t in (*data.TERRAINS, "court"):
        kids = list(by_id[f"fv-t-{t}"])
        assert kids[0].tag == SVG + "use" and kids[0].get("href") == "#fv-hex"
        fills.add(kids[0].get("fill"))
        assert any(k.tag in (SVG + "path", SVG + "circle") for k in kids[1:]), f"{t} has no pattern"
    assert len(fills) == len(data.TERRAINS) + 1
    board = fr.render(states[-1], None)
    root = ET.fromstring(board)
    assert "fv-map" in {el.get("id") for el in root.iter()}
    used = symbols.used(board)
    assert {f"fv-t-{t}" for t in states[-1].board.terrain if t} <= used
    assert used <= set(by_id) and "<style" not in board


def test_map_shows_every_territory_piece_and_token(states):
    s = next(x for x in reversed(states) if x.tok and x.round >= 3)
    root = ET.fromstring(fr.render(s, None))
    texts = [el.text or "" for el in root.iter(SVG + "text")]
    assert set(s.board.names) <= set(texts)
    uses = [el.get(XLINK) for el in root.iter(SVG + "use")]
    assert uses.count("#fv-pop") == sum(s.board.pop)
    n_blds = sum(1 for u in uses if u and u.startswith("#fv-b-"))
    assert n_blds == sum(len(b) for b in s.bld.values())
    stacks = {(t, o, u) for t, us in s.units.items() for o, u in us}
    unit_labels = [x for x in texts if x.split()[-1] in ("Sol", "Shp", "Sct", "Sge", "Kn")]
    assert len(unit_labels) == len(stacks)
    titles = " ".join(el.text or "" for el in root.iter(SVG + "title"))
    assert titles.count("explore token: defence") == len(s.tok)


def test_march_units_pick_then_destination(states):
    s = next(
        x
        for x in states
        if isinstance(STEPS.top(x), March)
        and sum(GAME.format(x, a).split()[1] == "move" for a in GAME.legal(x, GAME.to_move(x)[0])) >= 3
    )
    seat = GAME.to_move(s)[0]
    svg = fr.render(s, seat)
    root = ET.fromstring(svg)
    picks = [el for el in root.iter() if el.get("class") == "fv-pick"]
    moves = [t for t in _texts(s, seat) if t.split()[1] == "move"]
    assert len(picks) == len({tuple(m.split()[2:4]) for m in moves})
    assert all(p.get("tabindex") == "0" and p.get("data-action") is None for p in picks)
    dests = [el for el in root.iter() if el.get("class") == "fv-dests"]
    in_dests = {el.get("data-action") for g in dests for el in g.iter() if el.get("data-action")}
    assert set(moves) <= in_dests
    assert ".fv-pick:focus + .fv-dests" in symbols.stylesheet("fate_of_venterra")


def test_battle_shows_both_totals():
    s = None
    for seed in (5, 3, 7):
        s = next(
            (
                x
                for x in _playthrough(4, seed)
                if x.battle is not None and x.stack and not isinstance(STEPS.top(x), Leader)
            ),
            None,
        )
        if s:
            break
    assert s is not None
    av, dv = battle_values(s)
    root = ET.fromstring(fr.render(s, GAME.to_move(s)[0]))
    texts = [el.text or "" for el in root.iter(SVG + "text")]
    assert f"Battle on {s.board.names[s.battle.t]}" in texts
    assert str(av) in texts and str(dv) in texts


def test_narrow_layout_and_emblem(states):
    s = states[len(states) // 2]
    wide = ET.fromstring(fr.render(s, None))
    narrow = ET.fromstring(fr.render(s, None, layout="narrow"))
    assert float(narrow.get("width")) <= 470 < float(wide.get("width"))
    em = ET.fromstring(GAME.emblem())
    vb = [float(v) for v in em.get("viewBox").split()]
    assert vb[2] == vb[3]
    assert sum(1 for el in em.iter(SVG + "use") if el.get(XLINK, "").startswith("#fv-t-")) == 7


@pytest.mark.slow  # a timing, against a budget: in make test, not in the fast tier
def test_render_is_fast(states):
    """Median over a 4-player game's consecutive mid-game positions, the deciding seat's moves."""
    sample = [s for s in states if GAME.to_move(s) and 2 <= s.round <= 4][:150]
    prepared = [(s, GAME.to_move(s)[0]) for s in sample]
    prepared = [(s, seat, _moves(s, seat)) for s, seat in prepared]
    assert_render_is_fast(fr.render, prepared)


def test_players_are_named_as_entered(states):
    s = next(x for x in states[len(states) // 2 :] if GAME.to_move(x))
    seat = GAME.to_move(s)[0]
    names = ["Ann", "Bob", "Cy", "Di"]
    root = ET.fromstring(fr.render(s, seat, names=names))
    shown = {el.text for el in root.iter(SVG + "text")}
    for i, p in enumerate(s.players):
        assert f"{names[i]} · {texts.FACTION_SHORT[p.faction]}" in shown  # the panels' headers
    status = next(t for t in shown if t and "to move:" in t)
    assert status.endswith(f"to move: {names[seat]} · {texts.FACTION_SHORT[s.players[seat].faction]}")
    plain = {el.text for el in ET.fromstring(fr.render(s, seat)).iter(SVG + "text")}
    assert {texts.FACTION_SHORT[p.faction] for p in s.players} <= plain  # without names: factions


def test_decisions_are_named_in_plain_words():
    """The status line never shows a rule's code word (``gainleader``, ``benef`` ...): every
    decision's words are a phrase, or one of the plain words the rules' names already are."""
    plain = {"marching", "bidding", "retreating", "casualties"}
    decisions = [f for f, rule in STEPS.rules.items() if rule.options is not None]
    for frame in decisions:
        f = frame(*([0] * len(frame._fields)))
        words = fmoves.decision(f)
        assert " " in words or words in plain, (frame.__name__, words)
    assert set(texts.DECISION_WORDS) <= {f.__name__ for f in decisions}


def test_button_labels_name_cards_but_keep_verbs(states):
    s = next(x for x in states if any(p.faction == "legion" for p in x.players))
    seat = next(i for i, p in enumerate(s.players) if p.faction == "legion")
    v = GAME.view(s, seat)
    assert fmoves.label(v, (seat, "recruit", "soldier", "4.6")).startswith("Recruit a soldier on 4.6 for ")
    # the Legion's Leader card Recruit, named as its card is; the verb stays a verb
    assert fmoves.label(v, (seat, "take", "recruit")) == "Take the Leader card Recruit from your supply"
    assert fmoves.label(v, (seat, "track", 2, 1)) == "Take 2 battle points and 1 development point"


# -- marks: where the other seats acted since the viewer's last decision (issue #17) ---------------


def _boxes(svg: str):
    """(mark boxes, data-action -> the boxes of its clickable parts, parent map, root): boxes in board units,
    through the translations and scales of the groups around them (the map is scaled); what only the
    card zoom shows (``.zoom-only``) left out."""
    root = ET.fromstring(svg)
    parent = {c: p for p in root.iter() for c in p}

    def place(el, b):  # the box b of el's own units, in the board's
        x, y, w, h = b
        while el is not None:
            t = el.get("transform", "")
            if t.startswith("translate("):
                tx, ty = (float(n) for n in t[10:].split(")")[0].split(","))
                k = float(t.split("scale(")[1].rstrip(")")) if "scale(" in t else 1.0
                x, y, w, h = x * k + tx, y * k + ty, w * k, h * k
            el = parent.get(el)
        return (x, y, w, h)

    def hidden(el):
        while el is not None:
            if "zoom-only" in (el.get("class") or "").split():
                return True
            el = parent.get(el)
        return False

    def own(el):  # the element's own box, in its group's units
        if el.tag == SVG + "rect":
            return (float(el.get("x")), float(el.get("y")), float(el.get("width")), float(el.get("height")))
        if el.tag == SVG + "use" and el.get(XLINK) == "#fv-hex":
            x, y = float(el.get("x")), float(el.get("y"))
            return (x - HW, y - HR, 2 * HW, 2 * HR)
        return None

    def union(bs):
        x0, y0 = min(b[0] for b in bs), min(b[1] for b in bs)
        return (x0, y0, max(b[0] + b[2] for b in bs) - x0, max(b[1] + b[3] for b in bs) - y0)

    def box(el):
        bs = [b for d in el.iter() if not hidden(d) and (b := own(d))]
        if el.get("class") == "fv-pick" or not bs:
            return None
        return place(parent.get(el), union(bs))

    marks = [box(el) for el in root.iter() if el.get("class") == "mark"]
    acts: dict = {}
    for el in root.iter():
        a = el.get("data-action")
        if a is not None and (b := box(el)):
            acts.setdefault(a, []).append(b)
    return marks, acts, parent, root


def _around(mark, part, slack=4.6) -> bool:
    """``mark`` surrounds ``part`` closely (a mark is 3 units outside its part, a card's ring 1.5)."""
    gaps = (part[0] - mark[0], part[1] - mark[1], mark[0] + mark[2] - part[0] - part[2],
            mark[1] + mark[3] - part[1] - part[3])
    return all(-0.2 <= d <= slack for d in gaps)


@tier.sweep
def test_marks_sit_on_the_parts_their_actions_belong_to(states):
    """Each part an action is offered on, marked for that action: the mark surrounds the clickable
    part the action has for its own seat (a march: its destination, and its source territory);
    each part once; a rival viewer gets the same marks; no marks without marks."""
    seen: set = set()
    for s in states[::tier.every(quick=54, full=9)]:
        movers = GAME.to_move(s)
        if not movers:
            continue
        seat, moves = movers[0], _moves(s, movers[0])
        v = GAME.view(s, seat)
        cl = fmoves.sort_moves(v, moves)
        other = (seat + 1) % s.n
        for key, ms in cl.at.items():
            if key[0] not in ("terr", "march", "quest", "potg", "panel"):
                continue
            a = ms[0].action
            marks, acts, *_ = _boxes(fr.render(s, seat, moves, marks=[a, a]))
            parts = acts[ms[0].text]
            if key[0] == "march":
                src = _boxes(fr.render(s, seat, moves, marks=[(seat, "pay", v.board.names[key[2]])]))[0]
                assert len(marks) == (1 if key[2] == key[3] else 2) and src[0] in marks, a
                assert any(_around(m, part) for m in marks for part in parts), a
            else:
                assert len(marks) == 1 and any(_around(marks[0], part) for part in parts), (a, marks, parts)
            rival = _boxes(fr.render(s, other, marks=[a]))[0]
            assert len(rival) == len(marks), a
            seen.add(key[0])
        for none in (None, []):
            assert 'class="mark"' not in fr.render(s, seat, moves, marks=none)
    assert len(seen) >= 3 if tier.QUICK else seen >= {"terr", "march", "quest", "panel"}, seen


def test_actions_without_a_place_are_not_marked(states):
    placeless = {"done", "end", "wealth", "charge", "march", "maneuver", "treaty", "reward", "first",
                 "shrine", "gain", "bid", "declare"}
    found = 0
    for s in states[::7]:
        for seat in GAME.to_move(s):
            acts = [a for a in GAME.legal(s, seat) if a[1] in placeless]
            if acts:
                found += 1
                assert fmoves.marked(GAME.view(s, seat), acts) == []
                assert 'class="mark"' not in fr.render(s, (seat + 1) % s.n, marks=acts)
    assert found > 20


def test_a_rivals_leader_card_is_marked_on_its_board(states):
    """A Leader card a rival bought: its board's hand (hidden from the viewer) is marked."""
    s = next(x for x in states if any(a[1] == "buy" for seat in GAME.to_move(x) for a in GAME.legal(x, seat)))
    seat = next(i for i in GAME.to_move(s) if any(a[1] == "buy" for a in GAME.legal(s, i)))
    a = next(a for a in GAME.legal(s, seat) if a[1] == "buy")
    after, _ = GAME.apply(s, a)
    viewer = (seat + 1) % s.n
    held = set(after.players[seat].supply) | {a[2]}
    more = next(c for c in data.LEADERS[s.players[seat].faction] if c not in held)
    marks, _acts, parent, root = _boxes(fr.render(after, viewer, marks=[a, (seat, "take", more)]))
    assert len(marks) == 1  # both cards went to the hand: one mark
    mark_el = next(el for el in root.iter() if el.get("class") == "mark")
    board = parent[parent[mark_el]]
    hand = [t for t in board.iter(SVG + "text") if (t.text or "").startswith("Hand: ")]
    assert len(hand) == 1 and "(hidden)" in hand[0].text
    heads = {t.text for t in board.iter(SVG + "text")}
    assert texts.FACTION_SHORT[s.players[seat].faction] in heads


def test_a_track_step_marks_the_space_its_marker_is_on(states):
    s = next(x for x in states for i in GAME.to_move(x)
             if any(a[1] == "track" and a[2] and a[3] for a in GAME.legal(x, i)))
    seat = next(i for i in GAME.to_move(s) if any(a[1] == "track" for a in GAME.legal(s, i)))
    a = next(a for a in GAME.legal(s, seat) if a[1] == "track" and a[2] and a[3])
    after, _ = GAME.apply(s, a)
    marks, _acts, _parent, root = _boxes(fr.render(after, (seat + 1) % s.n, marks=[a]))
    assert len(marks) == 2
    fill = fr.FACTION_FILL[after.players[seat].faction]
    mastery = next(g for g in root.iter(SVG + "g") if g.get("transform")
                   and any(t.text == "Mastery board" for t in g.iter(SVG + "text"))
                   and any(el.get("class") == "mark" for el in g.iter()))
    dx, dy = (float(n) for n in mastery.get("transform")[10:-1].split(","))
    circles = [(float(c.get("cx")) + dx, float(c.get("cy")) + dy) for c in mastery.iter(SVG + "circle")
               if c.get("fill") == fill]
    for m in marks:
        assert any(m[0] < x < m[0] + m[2] and m[1] < y < m[1] + m[3] for x, y in circles), (m, circles)


def test_a_map_tile_is_marked_once_it_is_on_the_map():
    s = GAME.setup(GAME.default_options(3), 3)  # the players build the map
    seat = GAME.to_move(s)[0]
    taken = []
    while GAME.to_move(s) == [seat] and len(taken) < 3:
        a = sorted(GAME.legal(s, seat), key=str)[0]
        taken.append(a)
        s, _ = GAME.apply(s, a)
        if a[1] == "tile":
            assert 'class="mark"' not in fr.render(s, (seat + 1) % s.n, marks=taken)
    assert [a[1] for a in taken] == ["tile", "slot", "turn"], taken
    marks, *_ = _boxes(fr.render(s, (seat + 1) % s.n, marks=taken))
    geo = fr.geom(s.landmark, tuple(s.placements), ())
    cells = [c for t in range(geo.board.n) if geo.board.names[t].startswith(f"{taken[0][2]}.")
             for c in geo.hexes[t]]
    assert len(marks) == 1 and len(cells) == 7
    xs, ys = [x for x, _ in cells], [y for _, y in cells]
    tile = (min(xs) - HW, min(ys) - HR, max(xs) - min(xs) + 2 * HW, max(ys) - min(ys) + 2 * HR)
    m = marks[0]
    k = fr.map_scale(geo, fr.WIDE, False)  # the map is scaled onto the board
    assert m[2] == pytest.approx((tile[2] + 6) * k, abs=0.3)
    assert m[3] == pytest.approx((tile[3] + 6) * k, abs=0.3)
