"""The Res Arcana table SVG: valid XML, every legal move clickable and nothing else, nothing
hidden from the viewer in it, cards zoomable, the essence choices in the strip, speed."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest
from ra_helpers import new, play, put

from render_timing import BUDGET, median_render_seconds
from tabula.games.res_arcana import GAME, data, engine
from tabula.games.res_arcana import render as rr

SVG = "{http://www.w3.org/2000/svg}"


def _game(seed: int, players: int, prefer=0.7):
    """States of a seeded random game that prefers placing, claiming and using powers."""
    rng = random.Random(seed)
    s = GAME.setup({"players": players}, seed)
    out = [s]
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal(s, seat)
        good = [a for a in legal if a[1] in ("place", "claim", "use")]
        s, _ = GAME.apply(s, rng.choice(good if good and rng.random() < prefer else legal))
        out.append(s)
    return out


@pytest.fixture(scope="module")
def games():
    return [_game(seed, 2 + seed % 3) for seed in (1, 2, 3, 5)]


def _texts(s, seat):
    return [GAME.format(s, a) for a in GAME.legal(s, seat)]


def _actions(svg: str) -> dict[str, list[ET.Element]]:
    found: dict[str, list[ET.Element]] = {}
    for el in ET.fromstring(svg).iter():
        a = el.get("data-action")
        if a is not None:
            found.setdefault(a, []).append(el)
    return found


def test_setup_renders_the_mage_choice():
    s = GAME.setup({"players": 3}, 4)
    assert s.phase == "mage"
    svg = GAME.render(s, 1)
    root = ET.fromstring(svg)
    assert root.tag == SVG + "svg" and root.get("viewBox")
    found = _actions(svg)
    assert set(found) == {f"p2: mage {m}" for m in s.players[1].mage_opts}
    cards = {el.get("data-card") for el in root.iter() if el.get("class", "").startswith("card")}
    assert set(s.players[1].mage_opts) <= cards
    assert not (set(s.players[0].mage_opts) | set(s.players[2].mage_opts)) & cards  # rivals' mages hidden
    assert set(s.players[1].hand) <= cards


@pytest.mark.slow
def test_every_legal_move_is_clickable_and_nothing_else(games):
    kinds = set()
    frames = set()
    for states in games:
        for s in states[::4]:
            for seat in GAME.to_move(s):
                texts = _texts(s, seat)
                kinds |= {GAME.parse(s, t)[1] for t in texts}
                f = rr._frame(s, seat)
                frames.add(f[0] if f else s.phase)
                found = _actions(GAME.render(s, seat, texts))
                assert set(found) == set(texts), (set(texts) ^ set(found))
                for els in found.values():
                    assert all("act" in el.get("class", "").split() for el in els)
    assert {"place", "use", "pass", "discard", "pay", "gain", "claim", "take", "leave"} <= kinds
    assert {"actions", "pay", "gainc", "take"} <= frames


def test_default_moves_are_the_viewers_and_a_spectator_gets_none(games):
    s = next(x for x in games[0][len(games[0]) // 2:] if x.phase == "actions" and len(GAME.to_move(x)) == 1)
    seat = GAME.to_move(s)[0]
    texts = _texts(s, seat)
    assert set(_actions(rr.render(s, seat))) == set(texts)
    assert set(_actions(rr.render(s, seat, {str(i): t for i, t in enumerate(texts)}))) == set(texts)
    assert _actions(rr.render(s, None)) == {}
    other = (seat + 1) % s.nplayers
    assert _actions(rr.render(s, other)) == {}  # not this player's decision


def _shuffled_hidden(s, viewer, rng):
    """The same public position with different hidden cards: rivals' hands and decks dealt anew
    from the cards nobody sees, the viewer's deck and the monument deck in another order."""
    t = s.copy()
    unseen = list(t.box)
    pool = [c for c in unseen if c in data.ARTIFACTS]
    for i, p in enumerate(t.players):
        if i != viewer:
            pool += p.hand + p.deck
    rng.shuffle(pool)
    for i, p in enumerate(t.players):
        if i != viewer:
            p.hand = [pool.pop() for _ in p.hand]
            p.deck = [pool.pop() for _ in p.deck]
    t.box = sorted(pool + [c for c in unseen if c not in data.ARTIFACTS])
    rng.shuffle(t.players[viewer].deck)
    rng.shuffle(t.mon_deck)
    return t


def test_hidden_cards_never_reach_the_svg(games):
    rng = random.Random(3)
    checked = 0
    for states in games:
        for s in states[10::25]:
            if s.phase == "mage" or not GAME.to_move(s):
                continue
            viewer = GAME.to_move(s)[0]
            if s.q and s.q[-1][0] == "order":
                continue  # the viewer is looking at its own deck: its top is known to it
            t = _shuffled_hidden(s, viewer, rng)
            assert GAME.view(t, viewer) == GAME.view(s, viewer)
            a, b = GAME.render(s, viewer), GAME.render(t, viewer)
            assert a == b
            secret = {c for i, p in enumerate(s.players) if i != viewer for c in p.hand + p.deck}
            secret |= set(s.mon_deck)
            public = {c for p in s.players for c in p.discard + p.components()} | set(s.mon_display)
            for c in secret - public:
                assert f'data-card="{c}"' not in a
                assert data.CARDS[c].name not in a, c
            checked += 1
    assert checked >= 8


def test_cards_are_zoomable_and_turned_cards_are_drawn_turned(games):
    s = next(x for x in games[1][len(games[1]) // 2:] if x.turned and x.phase == "actions")
    svg = GAME.render(s, None)
    root = ET.fromstring(svg)
    cards = {}
    for el in root.iter(SVG + "g"):
        if el.get("data-card"):
            assert el.get("tabindex") == "0" and el.find(SVG + "title") is not None
            cards[el.get("data-card")] = el
    for p in s.players:
        for c in p.components():
            assert c in cards, c
            assert ("turned" in cards[c].get("class").split()) == (c in s.turned)
    for c in s.places + s.mon_display + s.items:
        assert c in cards
    assert ".card:focus" in svg


def test_pool_and_essences_on_cards_are_shown():
    s = new(pools=["2E1L3C1G", "0"])
    s = put(s, 0, play=["ring_of_midas"], stored={"ring_of_midas": "2G"})
    root = ET.fromstring(GAME.render(s, 0))
    titles = [el.text for el in root.iter(SVG + "title")]
    assert "essences: 2 Elan + 1 Life + 3 Calm + 1 Gold" in titles
    assert "on it: 2 Gold" in titles


def test_essence_choice_is_a_strip_of_single_essences():
    s = new(hands=[["tree_of_life"], []], pools=["3L1G", "0"])
    s = play(s, "p1: place tree_of_life")
    svg = GAME.render(s, 0)
    root = ET.fromstring(svg)
    strip = next(el for el in root.iter(SVG + "g") if el.get("id") == "ra-strip")
    acts = {el.get("data-action") for el in strip.iter() if el.get("data-action")}
    assert acts == {"p1: pay 1L", "p1: pay 1G"}
    words = " ".join(el.text or "" for el in strip.iter(SVG + "text"))
    assert "Pay 1 Life + 2 of any kind for Tree of Life" in words and "so far 2 Life" in words
    assert "Gold" in words


def test_pass_offers_the_magic_items():
    s = new()
    svg = GAME.render(s, 0)
    found = _actions(svg)
    for item in s.items:
        assert f"p1: pass {item}" in found
    assert "take a magic item" in svg


def test_a_rivals_decision_is_waited_for():
    s = new(pools=["0", "2C2L"])
    s = put(s, 0, play=["fire_dragon"])
    s = play(s, "p1: use fire_dragon")
    assert GAME.to_move(s) == [1]
    assert _actions(GAME.render(s, 0)) == {}
    assert "Waiting for p2" in GAME.render(s, 0)
    found = _actions(GAME.render(s, 1))
    assert set(found) == {"p2: lose", "p2: ignore"}


def test_text_is_escaped(games):
    s = games[0][len(games[0]) // 2]
    seat = GAME.to_move(s)[0]
    evil = ['p1: <script>alert("x")</script>', "p2: a & b > c", "x' onload='y"]
    svg = rr.render(s, seat, evil)
    assert "<script" not in svg
    assert set(evil) <= set(_actions(svg))
    for el in ET.fromstring(svg).iter():
        assert not any(k.lower().startswith("on") for k in el.attrib)


def test_narrow_layout_and_emblem(games):
    s = games[2][len(games[2]) // 2]
    seat = GAME.to_move(s)[0]
    texts = _texts(s, seat)
    narrow = GAME.render(s, seat, texts, layout="narrow")
    root = ET.fromstring(narrow)
    assert float(root.get("width")) <= 400 < float(ET.fromstring(GAME.render(s, seat, texts)).get("width"))
    assert set(_actions(narrow)) == set(texts)
    em = ET.fromstring(GAME.emblem())
    vb = [float(x) for x in em.get("viewBox").split()]
    assert vb[2] == vb[3]


def test_render_is_fast(games):
    """Median over consecutive positions of a 4-player game (realistic cache use)."""
    states = games[2] if games[2][0].nplayers == 4 else _game(9, 4)
    assert states[0].nplayers == 4
    mid = [s for s in states[len(states) // 3:] if GAME.to_move(s)][:60]
    prepared = [(s, GAME.to_move(s)[0]) for s in mid]
    prepared = [(s, seat, _texts(s, seat)) for s, seat in prepared]
    median = median_render_seconds(GAME.render, prepared)
    assert median < BUDGET, median


def test_every_component_has_a_face():
    for c in data.CARDS:
        frag, boxes = rr._face(c, rr.WIDE.w, rr.WIDE.h)
        assert len(boxes) == len(data.CARDS[c].powers)
        assert all(top + h <= rr.WIDE.h - 14 for top, h in boxes), c  # room for the essences bar
        ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg" '
                      f'xmlns:xlink="http://www.w3.org/1999/xlink">{frag}</svg>')
    assert engine.VECTOR  # the strip's essence buttons come from these frames
