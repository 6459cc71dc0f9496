"""The Terra Mystica table in words (issue #17): every legal action described in plain words
(``describe``), every clickable part and every component with a tooltip that is not notation,
every tile opening in the card zoom, text large enough at the page's column widths (a CPython
reckoning of tools/readable.py's measure), and a "How to play" drawn with the board's symbols."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest

import tier
from tabula.core.protocol import HowStep, Move
from tabula.games.kit import symbols
from tabula.games.terra_mystica import GAME, data, notation
from tabula.games.terra_mystica.render import layout as tm_layout
from tabula.games.terra_mystica.texts import faction_name

SVG = "{http://www.w3.org/2000/svg}"
COLUMN = {"wide": 874, "narrow": 352}  # the page's board column, px (tools/readable.py)
# our notation's words and the data's keys: tile names, resource amounts, seats, faction keys
NOTATION = re.compile(r"\b(?:BON|FAV|TW|SCORE)\d+\b|\bACT[1-6ACEGNSW]\b|\b\d+(?:PW|VP|C|W|P)\b|\bp\d\b"
                      r"|\b(?:FIRE|WATER|EARTH|AIR)\b|\b(?:leech|decline) from\b|\bto (?:TP|TE|SH|SA)\b")
KEYS = set(data.FACTIONS)  # lower case: "witches" is a key, "the Witches" a name
PREFER = ("build", "upgrade", "transform", "send", "action", "advance", "dig", "bridge", "favor", "town",
          "cult")


def _plain(text: str) -> bool:
    return not NOTATION.search(text) and not (set(re.findall(r"\b[a-z]+\b", text)) & KEYS)


def _walk(seed: int, players: int, steps: int, every: int = 4):
    """Positions of a seeded random game that prefers moves changing the board, every few steps."""
    rng = random.Random(seed)
    s = GAME.setup(GAME.default_options(players), seed)
    for k in range(steps):
        movers = GAME.to_move(s)
        if not movers:
            return
        if k % every == 0:
            yield s
        legal = GAME.legal(s, movers[0])
        good = [a for a in legal if a[1] in PREFER]
        s, _ = GAME.apply(s, rng.choice(good if good and rng.random() < 0.8 else legal))


@pytest.fixture(scope="module")
def positions():
    return [s for seed, n in ((1, 2), (2, 4), (3, 5), (4, 3)) for s in _walk(seed, n, 400)]


def test_every_legal_action_is_described_in_plain_words(positions):
    verbs = set()
    for s in positions:
        for seat in GAME.to_move(s):
            for a in GAME.legal(s, seat):
                words = GAME.describe(s, a)
                verbs.add(a[1])
                assert words and words != GAME.format(s, a) and words != notation.format_command(s, a), a
                assert _plain(words), (a, words)
                first = words.split()[0].rstrip(",")
                assert first.endswith("s") and first.islower(), words  # "builds ...": a verb, no subject
    assert {"build", "upgrade", "transform", "pass", "leech", "decline", "send", "convert", "favor",
            "action", "done"} <= verbs


def test_a_description_says_what_a_move_costs_and_gives():
    states = [s for seed in (3, 5) for s in _walk(seed, 5, 400, every=1)]
    s = next(s for s in states if s.phase == "actions" and s.offers)
    o = s.offers[0]
    take = GAME.describe(s, (o.seat, "leech", o.by))
    key = s.label(o.by)  # the faction's key: the words name it as people do (player_label)
    assert take.startswith("takes ") and "power from the" in take and ("VP" in take or "free" in take)
    assert key not in take and faction_name(key) in take and GAME.player_label(s, o.by) in take
    assert GAME.describe(s, (o.seat, "decline", o.by)).startswith(f"declines {o.amount} power")
    costs = [GAME.describe(s, a) for s in states if s.phase == "actions" for seat in GAME.to_move(s)
             for a in GAME.legal(s, seat) if a[1] in ("build", "upgrade")]
    assert costs and all(re.search(r" for (\d+ (coin|worker)|free)", d) for d in costs), costs


def _boards(positions):
    for s in positions[::tier.every(quick=6, full=3)]:
        for seat in GAME.to_move(s)[:1]:
            moves = [Move(a, GAME.format(s, a)) for a in GAME.legal(s, seat)]
            for layout in ("wide", "narrow"):
                yield s, layout, ET.fromstring(GAME.render(s, seat, moves, layout=layout,
                                                           names=["Ann", "Bob", "Cy", "Di", "Eve"]))


def test_every_clickable_part_says_in_words_what_a_click_does(positions):
    n = 0
    for _s, _layout, root in _boards(positions):
        for el in root.iter():
            action = el.get("data-action")
            if action is None:
                continue
            title = next((c.text for c in el if c.tag == SVG + "title"), "")
            assert title and action not in title, (action, title)
            assert _plain(title), (action, title)
            n += 1
    assert n > 200


def _parents(root) -> dict:
    return {c: p for p in root.iter() for c in p}


def test_every_tile_opens_in_the_card_zoom_and_every_component_has_a_tooltip(positions):
    kinds = ("Power action", "Round scoring", "Bonus tile", "Favor", "Town tile")
    for s, layout, root in list(_boards(positions))[:12]:
        up = _parents(root)
        faces = [el for el in root.iter() if any((c.text or "").startswith(kinds) for c in el
                                                  if c.tag == SVG + "title")]
        assert len(faces) >= 6 + 6 + len(s.bonus_pool) + len(s.fav_pool) + len(s.town_pool)
        for el in faces:
            anc = el
            while anc is not None and anc.get("data-zoom") != "1":
                anc = up.get(anc)
            assert anc is not None, (layout, next(c.text for c in el if c.tag == SVG + "title"))
        titles = [c.text for c in root.iter(SVG + "title")]
        hexes = {t.split(":")[0] for t in titles if re.fullmatch(r"[A-I]\d{1,2}: [a-z]+", t)}
        assert hexes == set(data.board(s.map_id).land), layout  # every hex says its name and terrain
        assert sum(t.startswith("The Fire cult track") for t in titles) >= 1
        assert any(t.endswith("coins") for t in titles) and any(" in bowl III" in t for t in titles)


def _css_sizes() -> dict[str, float]:
    sizes = {}
    for path in ("kit.css", "terra_mystica.css"):
        css = (symbols.FOLDER / path).read_text()
        for sel, size in re.findall(r"([^{}\n]+)\{[^}]*font-size:\s*([\d.]+)px", css):
            for one in sel.split(","):
                cls = one.strip().split(".")[-1].strip()
                sizes[cls] = float(size)
    return sizes


def _screen_sizes(root, column: float) -> list[float]:
    """Each visible text's size on screen: its class's font size, times the scale of the groups
    around it, times the board's scale in the page's column (hidden zoom-only text left out)."""
    sizes = _css_sizes()
    board = column / float(root.get("viewBox").split()[2])
    out = []

    def walk(el, k: float):
        if "zoom-only" in (el.get("class") or "").split():
            return
        m = re.search(r"scale\(([\d.]+)", el.get("transform") or "")
        k *= float(m.group(1)) if m else 1
        if el.tag == SVG + "text" and (el.text or "").strip():
            classes = (el.get("class") or "").split()
            size = max((sizes[c] for c in classes if c in sizes), default=16)
            out.append(size * k * board)
        for c in el:
            walk(c, k)

    walk(root, 1.0)
    return out


def test_text_is_large_enough_in_both_layouts(positions):
    """At least 85% of the board's text is 11 px or more on screen in the page's column (the
    issue asks 80%), the smallest no less than 10."""
    for s, layout, root in _boards(positions[::4]):
        sizes = _screen_sizes(root, COLUMN[layout])
        big = sum(1 for x in sizes if x >= 11 - 0.05) / len(sizes)
        assert big >= 0.85 and min(sizes) >= 10, (layout, len(s.players), big, min(sizes))
    assert tm_layout.WIDE.width <= COLUMN["wide"] and tm_layout.NARROW.width <= COLUMN["narrow"]


def test_how_to_play_walks_a_turn_with_the_boards_own_symbols():
    steps = GAME.how_to_play()
    assert 4 <= len(steps) <= 7 and all(isinstance(st, HowStep) for st in steps)
    defined = {el.get("id") for el in ET.parse(symbols.FOLDER / "terra_mystica.svg").iter() if el.get("id")}
    for st in steps:
        assert st.title and st.symbols and set(st.symbols) <= defined, st.symbols
        assert 2 <= len(re.findall(r"[.!?](?:\s|$)", st.text)) <= 4, st.text
    words = " ".join(st.text for st in steps).lower()
    for topic in ("income", "spade", "priest", "power", "pass", "bonus tile", "round 6", "cult track", "vp"):
        assert topic in words, topic
