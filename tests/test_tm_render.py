"""The Terra Mystica table SVG: valid XML, every move clickable where the board offers it (sorted by
its action, never by its text), escaping, players' names, the symbols in svg/, patterns, speed."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

from render_timing import assert_render_is_fast
from tabula.core.protocol import Move
from tabula.games.kit import symbols
from tabula.games.kit.text import text_width
from tabula.games.terra_mystica import GAME, data, notation
from tabula.games.terra_mystica import render as tmr
from tabula.games.terra_mystica.render import moves as tm_moves
from tabula.games.terra_mystica.render.players import PANEL_W
from tabula.games.terra_mystica.texts import faction_name

SVG = "{http://www.w3.org/2000/svg}"
HREF = "{http://www.w3.org/1999/xlink}href"
PREFER = ("build", "upgrade", "transform", "send", "action", "advance", "dig", "bridge", "favor", "town",
          "cult", "leech")
SYMBOLS = symbols.FOLDER / "terra_mystica.svg"


def _moves(s, seat) -> list[Move]:
    # sorted by text: the engine's candidate order may depend on set iteration
    return sorted((Move(a, notation.format_action(s, a)) for a in GAME.legal(s, seat)), key=lambda m: m.text)


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
        good = [m for m in moves if m.action[1] in PREFER]
        pick = rng.choice(good if good and rng.random() < 0.85 else moves)
        s, _ = GAME.apply(s, pick.action)
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


def _texts(svg: str) -> list[str]:
    return [el.text or "" for el in ET.fromstring(svg).iter(SVG + "text")]


def test_initial_state_renders():
    s = GAME.setup({"players": 4, "setup": "beginner"}, 1)
    seat = GAME.to_move(s)[0]
    moves = _moves(s, seat)
    svg = tmr.render(s, seat, moves)
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg" and root.get("viewBox") and root.get("class") == "tb tm"
    ids = {el.get("id") for el in root.iter()}
    assert "tm-map" in ids
    found = _actions(svg)
    assert {m.text for m in moves} <= set(found)
    assert all(t.startswith("witches: build ") for t in found)
    # every land hex carries its coordinate
    assert {"A1", "E7", "I12"} <= set(_texts(svg))


def test_every_legal_move_is_clickable(states):
    kinds = set()
    for s in states[::3]:
        movers = GAME.to_move(s)
        if not movers:
            continue
        seat = movers[0]
        moves = _moves(s, seat)
        texts = {m.text for m in moves}
        kinds |= {m.action[1] for m in moves}
        svg = tmr.render(s, seat, moves)
        found = _actions(svg)
        missing = texts - set(found)
        assert not missing, (s.round, missing)
        assert set(found) <= texts  # nothing else is clickable
        for els in found.values():
            for el in els:
                assert "act" in el.get("class", "").split()
    # the sample covers board moves and strip moves
    assert {"build", "pass", "convert"} <= kinds


def test_moves_with_a_place_are_on_the_board(states):
    """Hex, bridge, cult, tile and power-action moves are not just buttons in the strip."""
    placed = ("build", "upgrade", "transform", "bridge", "cult", "favor", "town", "action", "send")
    for s in states[::5]:
        movers = GAME.to_move(s)
        if not movers:
            continue
        moves = _moves(s, movers[0])
        cl = tm_moves.classify(s, moves)
        assert cl.placed() == {m.text for m in moves}
        in_strip = {m.text for m in cl.strip}
        for m in moves:
            if m.action[1] in placed or (m.action[1] == "pass" and m.action[2]):
                assert m.text not in in_strip, m.text


def test_moves_are_placed_by_their_actions_not_their_texts(states):
    """The renderer never reads a move's text: texts that say nothing still land where their
    actions belong (a build on its hex in the map, a power action on its tile)."""
    s = GAME.setup({"players": 4, "setup": "beginner"}, 1)
    seat = GAME.to_move(s)[0]
    moves = [Move(m.action, f"move {k}") for k, m in enumerate(_moves(s, seat))]
    root = ET.fromstring(tmr.render(s, seat, moves))
    the_map = next(el for el in root.iter() if el.get("id") == "tm-map")
    on_map = {el.get("data-action") for el in the_map.iter() if el.get("data-action")}
    assert on_map == {m.text for m in moves}
    for el in the_map.iter():
        if el.get("data-action"):
            title = next(c for c in el if c.tag == SVG + "title")  # in words, not the move
            text = title.text
            assert text.startswith("Place a starting dwelling on ") and el.get("data-action") not in text


def _play_until(s, want, limit=3000, seed=5):
    import random

    rng = random.Random(seed)
    for _ in range(limit):
        if want(s):
            return s
        movers = GAME.to_move(s)
        if not movers:
            break
        legal = [a for a in GAME.legal(s, movers[0]) if a[1] != "resign"] or GAME.legal(s, movers[0])
        s, _ = GAME.apply(s, rng.choice(legal))
    raise AssertionError("the seeded game never reached the position")


def test_a_power_offer_says_how_much_power_and_what_it_costs():
    s = _play_until(GAME.setup({"players": 5, "setup": "beginner"}, 3), lambda s: s.offers, seed=3)
    seat = s.offers[0].seat
    svg = tmr.render(s, seat)
    offers = [a for a in GAME.legal(s, seat) if a[1] in ("leech", "decline")]
    assert offers
    for a in offers:
        o = next(o for o in s.offers if o.seat == seat and (a[2] is None or o.by == a[2]))
        who = GAME.player_label(s, o.by).lower()
        assert any(who in line.lower() and str(min(o.amount, 99)) in line for line in _texts(svg))
    take = [line for line in _texts(svg) if line.startswith("Take ")]
    assert take and all("VP)" in line or "(free)" in line for line in take)
    assert any(line.startswith("Decline ") for line in _texts(svg))


def test_the_faction_picker_names_each_home_and_explains_it():
    s = GAME.setup({"players": 2, "setup": "free", "factions": "choose"}, 3)
    seat = GAME.to_move(s)[0]
    root = ET.fromstring(tmr.render(s, seat))
    picks = [el for el in root.iter() if (el.get("data-action") or "").split(": ")[-1].startswith("faction ")]
    assert len(picks) >= 7
    for el in picks:
        title = next(c for c in el if c.tag == SVG + "title").text
        assert title.startswith("Play the ") and " folk" in title and "stronghold" in title.lower()
        label = " ".join(c.text or "" for c in el.iter() if c.tag == SVG + "text")
        assert label.startswith("Play the ")
    # each faction's home and what it does are on the screen, above its button
    lines = " ".join(_texts(tmr.render(s, seat)))
    for name in ("Witches · forest", "Dwarves · mountains", "Mermaids · lakes"):
        assert name in lines
    assert "stronghold lets them fly a free dwelling" in lines


def _texts(svg: str) -> list[str]:
    return [el.text for el in ET.fromstring(svg).iter() if el.tag == SVG + "text" and el.text]


def test_default_moves_are_the_viewers_moves(states):
    s = states[len(states) // 2]
    seat = GAME.to_move(s)[0]
    moves = _moves(s, seat)
    offered = [Move(a, GAME.format(s, a)) for a in GAME.legal(s, seat)]
    assert set(_actions(tmr.render(s, seat))) == {m.text for m in moves}
    assert tmr.render(s, seat) == tmr.render(s, seat, offered)
    assert _actions(tmr.render(s, None)) == {}
    assert _actions(tmr.render(s, seat, [])) == {}  # nothing on offer (a view link)


def test_text_is_escaped(states):
    s = states[len(states) // 2]
    seat = GAME.to_move(s)[0]
    evil = [Move((seat, "burn", 1), 'witches: <script>alert("x")</script>'),
            Move((seat, "build", "E7"), "nomads: a & b > c"),
            Move(("not", "an", "action"), "x' onload='y")]
    names = ['<script>alert("n")</script>', "Bob <b>&", "", "x' onload='y"]
    svg = tmr.render(s, seat, evil, names=names)
    assert "<script" not in svg and "<b>" not in svg
    found = _actions(svg)
    assert {m.text for m in evil} <= set(found)  # round-trips exactly through XML escaping
    for el in ET.fromstring(svg).iter():
        assert not any(k.lower().startswith("on") for k in el.attrib)
    assert any(names[1] in t for t in _texts(svg))


def test_players_are_named_with_their_factions(states):
    s = next(x for x in states if x.round >= 1 and x.phase not in ("factions", "initial", "bonus"))
    seat = GAME.to_move(s)[0]
    factions = [faction_name(p.faction) for p in s.players]
    plain = _texts(tmr.render(s, seat))
    assert f"Round {s.round} of 6 · to move: {factions[seat]}" in plain
    assert set(factions) <= set(plain)
    names = ["Ann", "Bob", "Cy", "Di"]
    named = _texts(tmr.render(s, seat, names=names))
    assert f"Round {s.round} of 6 · to move: {names[seat]} · {factions[seat]}" in named
    assert {f"{n} · {f}" for n, f in zip(names, factions)} <= set(named)


def test_a_long_name_keeps_inside_its_panel(states):
    s = states[-1]
    names = ["Computer 4", "A name of many words indeed", "Cy", "Di"] * 2
    svg = tmr.render(s, None, names=names)
    root = ET.fromstring(svg)
    heads = [t for t in root.iter(SVG + "text") if "m b" in t.get("class", "") and t.get("x") == "26"]
    assert len(heads) >= len(s.players)
    room = PANEL_W - 26 - 8
    for t in heads:
        assert text_width(t.text, 11, bold=True) <= room, t.text
    assert {"Computer 4", f"Computer 4 · {faction_name(s.players[0].faction)}"} & set(_texts(svg))


def _symbol_file() -> dict[str, ET.Element]:
    root = ET.fromstring(SYMBOLS.read_text())
    assert root.get("data-prefix") == "tm-"
    return {el.get("id"): el for el in root.iter() if el.get("id")}


def test_every_terrain_has_colour_and_pattern():
    by_id = _symbol_file()
    fills = set()
    for t in data.TERRAINS:
        kids = list(by_id[f"tm-t-{t}"])
        assert kids[0].tag == SVG + "use" and kids[0].get("href") == "#tm-hex"
        fills.add(kids[0].get("fill"))
        marks = [k for k in kids[1:] if k.tag in (SVG + "path", SVG + "circle", SVG + "g")]
        assert marks, f"{t} has no pattern"
    assert len(fills) == len(data.TERRAINS)
    # the map uses every terrain symbol on the base map
    root = ET.fromstring(tmr.render(GAME.setup({"players": 4, "setup": "beginner"}, 1), None))
    used = {el.get(HREF) for el in root.iter(SVG + "use")}
    assert {f"#tm-t-{t}" for t in data.TERRAINS} | {"#tm-t-river"} <= used


def test_the_board_refers_to_svg_symbols_and_carries_no_styles(states):
    """Symbols and styles are the svg/ folder's, loaded by the page once: a board carries neither
    a stylesheet nor symbols, and every symbol it refers to is defined there."""
    defined = symbols.ids()
    assert {i for i in _symbol_file()} <= defined
    for s in states[::40] + [states[-1]]:
        seat = (GAME.to_move(s) or [None])[0]
        for layout in ("wide", "narrow"):
            svg = tmr.render(s, seat, layout=layout)
            assert "<style" not in svg
            root = ET.fromstring(svg)
            for defs in root.iter(SVG + "defs"):
                assert len(defs) == 0
            assert symbols.used(svg) <= defined, symbols.used(svg) - defined
    assert symbols.used(tmr.emblem()) <= defined
    css = (symbols.FOLDER / "terra_mystica.css").read_text()
    for rule in re.findall(r"^([^{}/\s][^{]*)\{", css, re.M):
        assert all(sel.strip().startswith(".tm ") for sel in rule.split(",")), rule


def test_board_state_is_drawn(states):
    s = next(x for x in reversed(states) if x.building and x.round >= 2)
    svg = tmr.render(s, None)
    root = ET.fromstring(svg)
    uses = [el.get(HREF) for el in root.iter(SVG + "use")]
    n_buildings = sum(1 for u in uses if u and u.startswith("#tm-b-"))
    # each building on the map plus five stock icons per panel
    assert n_buildings == len(s.building) + 5 * len(s.players)
    texts = " ".join(_texts(svg))
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


@pytest.mark.slow  # a timing, against a budget: in make test, not in the fast tier
def test_render_is_fast(states):
    """Median over a game's consecutive positions (realistic cache use), deciding seat's moves."""
    sample = [s for s in states if GAME.to_move(s)][-60:]
    prepared = []
    for s in sample:
        seat = GAME.to_move(s)[0]
        prepared.append((s, seat, _moves(s, seat)))
    assert_render_is_fast(tmr.render, prepared)


def test_the_deciding_player_sees_what_they_have_to_spend_next_to_their_moves():
    s = _play_until(GAME.setup({"players": 3, "setup": "beginner"}, 2), lambda s: s.round >= 2, seed=2)
    seat = GAME.to_move(s)[0]
    p = s.players[seat]
    strip_el = next(el for el in ET.fromstring(tmr.render(s, seat)).iter() if el.get("id") == "tm-strip")
    lines = [el.text for el in strip_el.iter() if el.tag == SVG + "text" and el.text]
    assert lines[0] == (f"You have {p.c} coins · {p.w} workers · {p.p} priests · power "
                        f"{p.pw[0]}/{p.pw[1]}/{p.pw[2]} (bowls I/II/III) · {p.vp} VP")
    other = (seat + 1) % 3
    assert not any(t.startswith("You have") for t in _texts(tmr.render(s, other)))
    assert not any(t.startswith("You have") for t in _texts(tmr.render(s, None)))


def test_where_the_others_acted_is_marked():
    s = _play_until(GAME.setup({"players": 3, "setup": "beginner"}, 2), lambda s: s.round >= 2, seed=2)
    seat = GAME.to_move(s)[0]
    other = (seat + 1) % 3
    builds = [a for a in GAME.legal(s, seat) if a[1] in ("build", "upgrade", "transform")][:2]
    power = [a for a in GAME.legal(s, seat) if a[1] == "action" and a[2].startswith("ACT")][:1]
    placeless = [(other, "burn", 1), (other, "convert", 1, "W", 1, "C")]
    marks = [(other, *a[1:]) for a in builds + power] + placeless
    root = ET.fromstring(tmr.render(s, seat, [], marks=marks))
    got = [el for el in root.iter() if el.get("class") == "mark"]
    assert len(got) == len({a[2] for a in builds}) + len(power)  # one per part; a burn has no place
    hexes = {el.get("href", el.get("{http://www.w3.org/1999/xlink}href")) for el in got}
    assert builds and "#tm-hex" in hexes
    for none in (None, []):
        assert 'class="mark"' not in tmr.render(s, seat, [], marks=none)
