"""Fate of Venterra at the table (issue #17): every move in words (``describe``, the click tips, the
button labels), every card opens in the card zoom, a "How to play" drawn with the board's own
symbols, and text sizes that read at 11 px or more in both layouts."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import tier
from tabula.core.protocol import HowStep, Move
from tabula.games.fate_of_venterra import GAME, data, texts
from tabula.games.fate_of_venterra import render as fr
from tabula.games.fate_of_venterra.render import board as fboard
from tabula.games.fate_of_venterra.render import palette
from tabula.games.fate_of_venterra.render import words as fwords
from tabula.games.kit import symbols

SVG = "{http://www.w3.org/2000/svg}"
# words of the code, not of the game: the notation's abbreviations and the data's keys
CODE_WORDS = {"potg", "wealth2", "dev", "cmd", "benef", "none", "xleader", "gainleader", "questdo"}


def _walk(players: int, seed: int, steps: int, every: int = 1):
    """(state, seat, legal actions) along a seeded random game, every ``every`` steps."""
    s = GAME.setup(GAME.default_options(players), seed)
    rng = random.Random(seed)
    for i in range(steps):
        movers = GAME.to_move(s)
        if not movers:
            return
        if i % every == 0:
            for seat in movers:
                yield s, seat, GAME.legal(s, seat)
        seat = rng.choice(movers)
        s, _ = GAME.apply(s, rng.choice(GAME.legal(s, seat)))


def _check_phrase(s, a, phrase: str) -> None:
    note = GAME.format(s, a)
    command = note.split(": ", 1)[1]
    # (a one-word command may be the phrase's verb: "charge" in "charges, marching ...")
    assert phrase and phrase != note and (" " not in command or command not in phrase), (note, phrase)
    assert phrase != "makes a move", note  # the fallback of an action it does not know
    assert phrase[0].islower() and not phrase.endswith("."), (note, phrase)  # "Bob <phrase>"
    assert "_" not in phrase and not re.search(r"\b(order|legion|bear|pack|watch):", phrase), (note, phrase)
    words = set(re.findall(r"[a-z0-9]+", phrase))
    assert not words & CODE_WORDS, (note, phrase, words & CODE_WORDS)


@pytest.mark.parametrize("players,seed", [(2, 1), (4, 2), (3, 7), (5, 4)])
def test_every_legal_action_is_described_in_words(players, seed):
    verbs = set()
    for s, _seat, acts in _walk(players, seed, 1500):
        for a in acts:
            _check_phrase(s, a, GAME.describe(s, a))
            verbs.add(a[1])
    # the walk reaches map building, placement, commands, marches, battles and the quest phase
    assert {"tile", "slot", "turn", "hex", "declare", "play", "move", "recruit", "done", "end"} <= verbs


def test_describe_names_cards_places_and_costs():
    s = next(x for x, _seat, acts in _walk(4, 2, 2500) if any(a[1] == "recruit" for a in acts))
    seat = GAME.to_move(s)[0]
    a = next(a for a in GAME.legal(s, seat) if a[1] == "recruit")
    phrase = GAME.describe(s, a)
    t = s.board.index[a[3]]
    assert phrase.startswith("recruits ") and a[3] in phrase and "Wealth" in phrase or "for free" in phrase
    assert texts.TERRAIN_NAMES[s.board.terrain[t]] in phrase  # the territory's terrain, in words
    fac = s.players[seat].faction
    card = next(iter(data.LEADERS[fac]))
    assert data.LEADERS[fac][card]["name"] in fwords.describe(s, (seat, "card", card))
    assert fwords.imperative("finishes its Plan command") == "Finish your Plan command"
    assert fwords.imperative("rallies a knight") == "Rally a knight"
    assert fwords.imperative("charges, marching any units") == "Charge, marching any units"


def _render_samples():
    """(state, seat, layout, svg) for boards along two games, in both layouts."""
    out = []
    for players, seed in ((2, 3), (4, 5)):
        for s, seat, acts in _walk(players, seed, 1200, every=23 * tier.every(quick=2)):
            moves = [Move(a, GAME.format(s, a)) for a in acts]
            for layout in ("wide", "narrow"):
                out.append((s, seat, layout, fr.render(s, seat, moves, layout=layout)))
    return out


@pytest.fixture(scope="module")
def boards():
    return _render_samples()


def test_every_clickable_part_says_in_words_what_a_click_does(boards):
    found = 0
    for _s, _seat, _layout, svg in boards:
        for el in ET.fromstring(svg).iter():
            action = el.get("data-action")
            if action is None:
                continue
            found += 1
            title = el.find(SVG + "title")
            assert title is not None and title.text, action
            command = action.split(": ", 1)[1]
            assert title.text != action, action
            assert " " not in command or command not in title.text, (action, title.text)
            assert "_" not in title.text and title.text[0].isupper(), (action, title.text)
    assert found > 200


def test_button_labels_are_words(boards):
    for _s, _seat, _layout, svg in boards:
        for el in ET.fromstring(svg).iter():
            if el.get("data-action") and (label := el.find(f"{SVG}text[@class='strip-b']")) is not None:
                command = el.get("data-action").split(": ", 1)[1]
                assert label.text.lower() != command and "_" not in label.text, label.text


def _card_names() -> set[str]:
    leaders = {d["name"] for cards in data.LEADERS.values() for d in cards.values()}
    return leaders | {d["name"] for d in data.POTG.values()}


def _zoomed(parent: dict):
    def zoomed(el) -> bool:
        while el is not None:
            if el.get("data-zoom") == "1":
                return True
            el = parent.get(el)
        return False

    return zoomed


def test_every_card_opens_in_the_card_zoom(boards):
    """A card's face, a chip standing for a card (a Leader, a Power of the Gods card, a quest, a
    command card), a map tile to choose: each is inside a group marked for the card zoom."""
    names = _card_names()
    cards_seen = 0
    for _s, _seat, _layout, svg in boards:
        root = ET.fromstring(svg)
        parent = {c: p for p in root.iter() for c in p}
        zoomed = _zoomed(parent)

        for el in root.iter(SVG + "text"):
            text = el.text or ""
            if text in names or re.fullmatch(r"Quest \d+( · \w+| ✓| done)?", text) or text in (
                    "Plan", "Reinforce", "Charge", "Maneuver"):
                cards_seen += 1
                assert zoomed(el), text
        for el in root.iter(SVG + "rect"):
            if el.get("class") == "card":
                assert zoomed(el)
    assert cards_seen > 100


def test_how_to_play_walks_through_a_round_with_the_boards_symbols():
    steps = GAME.how_to_play()
    assert 4 <= len(steps) <= 7 and all(isinstance(st, HowStep) for st in steps)
    ids = symbols.ids()
    for st in steps:
        assert st.title and st.symbols and set(st.symbols) <= ids, st
        assert all(sym.startswith("fv-") for sym in st.symbols)
        assert 2 <= len(re.findall(r"[.!?](\s|$)", st.text)) <= 4, st.title
    words = " ".join(st.text for st in steps)
    for needed in ("influence", "command card", "march", "battle", "round 6", "Wealth"):
        assert needed in words, needed
    assert len(words) < 2000  # one screen
    assert "STAND-IN" in GAME.about()  # the stand-in components stay marked as such


# -- text sizes --------------------------------------------------------------------------------------


def _css_sizes() -> dict[str, str]:
    sheet = (symbols.FOLDER / "fate_of_venterra.css").read_text()
    return dict(re.findall(r"\.fv \.([\w-]+) \{[^}]*?font-size: ([\d.]+(?:px|em))", sheet))


def test_the_stylesheets_text_sizes_are_the_renderers():
    sizes = _css_sizes()
    assert {k: float(v[:-2]) for k, v in sizes.items() if v.endswith("px")} == {
        "xs": palette.XS, "s": palette.S, "m": palette.M, "l": palette.L, "cap": palette.M}
    ems = {k: float(v[:-2]) for k, v in sizes.items() if v.endswith("em")}
    assert ems and min(ems.values()) == fboard.EM  # the map's texts, in em of its group's size


@pytest.mark.parametrize("k", [0.5, 0.53, 0.66, 0.8, 0.94, 1.0, 1.3, 1.7])
def test_the_maps_text_is_as_large_on_the_board_at_any_scale(k):
    st = fboard.map_style(k)
    assert st.u * st.k * fboard.EM >= palette.XS - 0.05
    assert st.compact == (st.u > 13.2)


def test_every_text_is_sized_for_the_board_it_is_on(boards):
    """Every text carries a size class of the stylesheet (or the strip's); the map's group says
    its font size, which, scaled as the map is, is 12 board units; the board is as wide as the
    page's column in each layout."""
    known = set(_css_sizes()) | {"strip-h", "strip-l", "strip-b"}
    for _s, _seat, layout, svg in boards:
        root = ET.fromstring(svg)
        assert float(root.get("width")) == (palette.NARROW if layout == "narrow" else palette.WIDE)
        for el in root.iter(SVG + "text"):
            assert set((el.get("class") or "").split()) & known, (el.text, el.get("class"))
        m = next(el for el in root.iter(SVG + "g") if el.get("id") == "fv-map")
        k = float(m.get("transform").split("scale(")[1].rstrip(")"))
        assert float(m.get("font-size")) * k == pytest.approx(fboard.MAP_TEXT, abs=0.05)
