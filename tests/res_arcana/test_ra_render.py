"""The Res Arcana table SVG: valid XML, every legal move clickable and nothing else (placed by its
action, never its text), nothing hidden from the viewer in it, cards zoomable, the essence choices
in the strip, players named as entered, the final standing, symbols and styles from svg/, speed."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET

import pytest
from ra_helpers import midgame as _game  # a game that places, claims, uses
from ra_helpers import new, play, put

import tier
from render_timing import assert_render_is_fast
from tabula.core.protocol import Move
from tabula.games.kit import symbols
from tabula.games.kit.text import text_width
from tabula.games.res_arcana import GAME, data
from tabula.games.res_arcana import render as rr
from tabula.games.res_arcana.render import cards
from tabula.games.res_arcana.steps import VECTOR, Order, decision_of

SVG = "{http://www.w3.org/2000/svg}"


@pytest.fixture(scope="module")
def games():
    return [_game(seed, 2 + seed % 3) for seed in (1, 2, 3, 5)]


def _moves(s, seat) -> list[Move]:
    return [Move(a, GAME.format(s, a)) for a in GAME.legal(s, seat)]


def _texts(s, seat) -> list[str]:
    return [m.text for m in _moves(s, seat)]


def _words(svg: str) -> list[str]:
    return [el.text for el in ET.fromstring(svg).iter(SVG + "text") if el.text]


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
                moves = _moves(s, seat)
                texts = {m.text for m in moves}
                kinds |= {m.action[1] for m in moves}
                f = decision_of(s, seat)
                frames.add(type(f).__name__ if f else s.phase)
                found = _actions(GAME.render(s, seat, moves))
                assert set(found) == texts, (texts ^ set(found))
                for els in found.values():
                    assert all("act" in el.get("class", "").split() for el in els)
    assert {"place", "use", "pass", "discard", "pay", "gain", "claim", "take", "leave"} <= kinds
    assert {"actions", "Pay", "GainChoice", "Take"} <= frames


def test_default_moves_are_the_viewers_and_a_spectator_gets_none(games):
    s = next(x for x in games[0][len(games[0]) // 2:] if x.phase == "actions" and len(GAME.to_move(x)) == 1)
    seat = GAME.to_move(s)[0]
    moves = _moves(s, seat)
    assert set(_actions(rr.render(s, seat))) == {m.text for m in moves}
    assert rr.render(s, seat) == rr.render(s, seat, moves)
    assert _actions(rr.render(s, None)) == {}
    other = (seat + 1) % s.nplayers
    assert _actions(rr.render(s, other)) == {}  # not this player's decision
    assert _actions(rr.render(s, seat, [])) == {}  # nothing on offer (a view link)


def test_moves_are_placed_by_their_actions_not_their_texts(games, monkeypatch):
    """The renderer never reads a move's text: texts that say nothing still land where their
    actions belong (a power on its card, a discard under the card, passing in the strip), and no
    text is parsed back."""
    from tabula.games.res_arcana import notation

    s = next(x for x in games[0][len(games[0]) // 2:] if x.phase == "actions" and len(GAME.to_move(x)) == 1
             and any(a[1] == "use" for a in GAME.legal(x, GAME.to_move(x)[0])))
    seat = GAME.to_move(s)[0]
    moves = [Move(m.action, f"move {k}") for k, m in enumerate(_moves(s, seat))]

    def no_parsing(*args, **kwargs):
        raise AssertionError("the renderer parsed a move text")

    monkeypatch.setattr(notation, "parse_command", no_parsing)
    monkeypatch.setattr(notation, "split_actor", no_parsing)
    root = ET.fromstring(rr.render(s, seat, moves))
    assert {el.get("data-action") for el in root.iter() if el.get("data-action")} == {m.text for m in moves}
    on_cards = {}
    for card in root.iter(SVG + "g"):
        if card.get("data-card"):
            for el in card.iter():
                if el.get("data-action"):
                    on_cards[el.get("data-action")] = card.get("data-card")
    for m in moves:
        if m.action[1] == "use":
            assert on_cards.get(m.text) == m.action[2], m
    strip = next(el for el in root.iter(SVG + "g") if el.get("id") == "ra-strip")
    in_strip = {el.get("data-action") for el in strip.iter() if el.get("data-action")}
    assert {m.text for m in moves if m.action[1] == "pass"} <= in_strip
    assert not {m.text for m in moves if m.action[1] in ("use", "discard", "place", "claim")} & in_strip


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


@tier.sweep
def test_hidden_cards_never_reach_the_svg(games):
    rng = random.Random(3)
    checked = 0
    for states in games:
        for s in states[10::tier.every(quick=50, full=25)]:
            if s.phase == "mage" or not GAME.to_move(s):
                continue
            viewer = GAME.to_move(s)[0]
            if type(s.stack[-1]) is Order:
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
            assert el.get("data-zoom") == "1"  # the page's card zoom opens it large
            cards[el.get("data-card")] = el
    for p in s.players:
        for c in p.components():
            assert c in cards, c
            assert ("turned" in cards[c].get("class").split()) == (c in s.turned)
    for c in s.places + s.mon_display + s.items:
        assert c in cards
    assert "ra" in root.get("class").split()  # svg/res_arcana.css marks a card with the focus
    assert ".ra .card:focus-visible" in (symbols.FOLDER / "res_arcana.css").read_text()


@tier.sweep
def test_the_board_refers_to_svg_symbols_and_carries_no_styles(games):
    """Symbols and styles are the svg/ folder's, loaded by the page once: a board carries neither
    a stylesheet nor symbols, and every symbol it refers to is defined there."""
    defined = symbols.ids()
    own = {i for i in defined if i.startswith("ra-")}
    assert own and not {i for i in (symbols.used(GAME.emblem())) if i not in defined}
    used = set()
    for states in games:
        for s in states[::tier.every(quick=90, full=30)] + [states[-1]]:
            seat = (GAME.to_move(s) or [None])[0]
            for layout in ("wide", "narrow"):
                svg = rr.render(s, seat, layout=layout)
                assert "<style" not in svg and "<defs" not in svg
                assert symbols.used(svg) <= defined, symbols.used(svg) - defined
                used |= symbols.used(svg)
    assert {f"ra-e-{x}" for x in data.LETTERS} <= used and any(i.startswith("ra-p-") for i in used)
    css = (symbols.FOLDER / "res_arcana.css").read_text()
    for rule in re.findall(r"^([^{}/\s][^{]*)\{", css, re.M):
        assert all(sel.strip().startswith(".ra ") for sel in rule.split(",")), rule
    standalone = symbols.standalone(rr.render(games[0][-1], None), "res_arcana")
    ET.fromstring(standalone)  # a board saved as a file carries what it uses
    assert 'id="ra-e-G"' in standalone and ".ra .card:focus-visible" in standalone


def test_pool_and_essences_on_cards_are_shown():
    s = new(pools=["2E1L3C1G", "0"])
    s = put(s, 0, play=["ring_of_midas"], stored={"ring_of_midas": "2G"})
    root = ET.fromstring(GAME.render(s, 0))
    titles = [el.text for el in root.iter(SVG + "title")]
    assert "Essences: 2 Elan + 1 Life + 3 Calm + 1 Gold" in titles
    assert "On it: 2 Gold" in titles


def test_essence_choice_is_a_strip_of_single_essences():
    s = new(hands=[["tree_of_life"], []], pools=["3L1G", "0"])
    s = play(s, "p1: place tree_of_life")
    svg = GAME.render(s, 0)
    root = ET.fromstring(svg)
    strip = next(el for el in root.iter(SVG + "g") if el.get("id") == "ra-strip")
    acts = {el.get("data-action") for el in strip.iter() if el.get("data-action")}
    assert acts == {"p1: pay 1L", "p1: pay 1G"}
    words = " ".join(el.text or "" for el in strip.iter(SVG + "text"))
    assert "Pay 1 Life + 2 of any kind for Tree of Life" in words and "Chosen: 2 Life" in words
    assert "1 more to choose" in words  # the whole choice: what is chosen, how many are left
    assert "Pay 1 Life" in words and "Pay 1 Gold" in words


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
    legal = GAME.legal(s, seat)
    evil = [Move(legal[0], 'p1: <script>alert("x")</script>'), Move(legal[-1], "p2: a & b > c"),
            Move(("not", "an", "action"), "x' onload='y")]
    names = ['<script>alert("n")</script>', "Bob <b>&", "x' onload='y", ""]
    svg = rr.render(s, seat, evil, names=names[:s.nplayers])
    assert "<script" not in svg and "<b>" not in svg
    assert {m.text for m in evil} <= set(_actions(svg))  # round-trips exactly through XML escaping
    for el in ET.fromstring(svg).iter():
        assert not any(k.lower().startswith("on") for k in el.attrib)
    assert any(names[1] in w for w in _words(svg))


def test_narrow_layout_and_emblem(games):
    s = games[2][len(games[2]) // 2]
    seat = GAME.to_move(s)[0]
    moves = _moves(s, seat)
    narrow = GAME.render(s, seat, moves, layout="narrow")
    root = ET.fromstring(narrow)
    assert float(root.get("width")) <= 400 < float(ET.fromstring(GAME.render(s, seat, moves)).get("width"))
    assert set(_actions(narrow)) == {m.text for m in moves}
    em = ET.fromstring(GAME.emblem())
    vb = [float(x) for x in em.get("viewBox").split()]
    assert vb[2] == vb[3]


@pytest.mark.slow  # a timing, against a budget: in make test, not in the fast tier
def test_render_is_fast(games):
    """Median over consecutive positions of a 4-player game (realistic cache use)."""
    states = games[2] if games[2][0].nplayers == 4 else _game(9, 4)
    assert states[0].nplayers == 4
    mid = [s for s in states[len(states) // 3:] if GAME.to_move(s)][:60]
    prepared = [(s, GAME.to_move(s)[0]) for s in mid]
    prepared = [(s, seat, _moves(s, seat)) for s, seat in prepared]
    assert_render_is_fast(GAME.render, prepared)


def test_every_component_has_a_face():
    for c in data.CARDS:
        for sz in (cards.WIDE, cards.NARROW):
            h = cards.card_height(c, sz)
            frag, boxes = cards.face(c, sz.w, h, sz.row)
            assert len(boxes) == len(data.CARDS[c].powers)
            assert all(top + bh <= h - cards.FOOT for top, bh in boxes), c  # room for the essences bar
        ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg" '
                      f'xmlns:xlink="http://www.w3.org/1999/xlink">{frag}</svg>')
    assert VECTOR  # the strip's essence buttons come from these frames


def test_players_are_named_as_entered(games):
    s = next(x for x in games[2] if x.phase == "actions")
    seat = GAME.to_move(s)[0]
    mages = [data.CARDS[p.mage].name for p in s.players]
    plain = _words(rr.render(s, seat))
    assert f"p{seat + 1} · {mages[seat]} (you)" in plain
    assert any(w.endswith(f"to decide: p{seat + 1} {mages[seat]}") for w in plain)
    names = ["Ann", "Bob", "Cy", "Di"][:s.nplayers]
    named = _words(rr.render(s, seat, names=names))
    assert f"{names[seat]} · {mages[seat]} (you)" in named
    assert {f"{n} · {m}" for n, m in zip(names, mages)} - {names[seat] + " · " + mages[seat]} <= set(named)
    assert any(w.endswith(f"to decide: {names[seat]} · {mages[seat]}") for w in named)
    assert not [w for w in named if w.startswith("p1 ") or " p1 " in w]


def test_a_long_name_keeps_inside_its_panel(games):
    s = games[2][-1]
    names = ["A name of very many words indeed, too long for a narrow panel", "Bob", "Cy", "Di"]
    for layout, width in rr.WIDTHS.items():
        root = ET.fromstring(rr.render(s, None, layout=layout, names=names[:s.nplayers]))
        heads = [t for t in root.iter(SVG + "text") if t.get("class") == "hd w"]
        assert len(heads) == s.nplayers
        for t in heads:
            assert 10 + text_width(t.text, 13, bold=True) < width - 12 - 30, t.text
        status = [t.text for t in root.iter(SVG + "text") if t.get("class") == "hd"]
        status = [line for line in status if not line.isdigit()]  # the pools' counts
        assert status and all(text_width(line, 13, bold=True) <= width - 12 for line in status), status


def test_a_rivals_decision_is_waited_for_by_name():
    s = new(pools=["0", "2C2L"])
    s = put(s, 0, play=["fire_dragon"])
    s = play(s, "p1: use fire_dragon")
    words = " ".join(_words(rr.render(s, 0, names=["Ann", "Bob"])))
    assert "Waiting for Bob · Scholar (answer the life loss)" in words


def test_the_final_standing_is_in_the_strip(games):
    for states in games:
        s = states[-1]
        assert s.phase == "over" and not GAME.to_move(s)
        names = ["Ann", "Bob", "Cy", "Di"][:s.nplayers]
        root = ET.fromstring(rr.render(s, 0, names=names))
        strip = next(el for el in root.iter(SVG + "g") if el.get("id") == "ra-strip")
        words = " ".join(el.text for el in strip.iter(SVG + "text") if el.text).replace("\u00a0", " ")
        assert words.startswith("Final score: ")
        for seat, n in enumerate(names):
            assert f"{n} · {data.CARDS[s.players[seat].mage].name} {s.final[seat]} VP" in words
        first = names[max(range(s.nplayers), key=lambda i: (s.final[i], i in s.winners))]
        assert words.index(first) == len("Final score: ")
        assert words.count("(won)") == len(s.winners)


# ---------------------------------------------------------------------------------------------
# marks: where the other seats acted since the viewer's last decision (issue #17)

ON_A_CARD = {"place", "claim", "discard", "destroy", "turn", "straighten", "target", "item", "mage",
             "take", "leave", "react", "use", "pass"}  # a pass: the magic item taken


def _acted(seed: int, players: int, every: int = 7):
    """(position, decider, the actions the other seats took since its last decision, oldest first)
    along a seeded random game that prefers placing, claiming, using and passing."""
    rng = random.Random(seed)
    s = GAME.setup({"players": players}, seed)
    done = []
    for k in range(2000):
        movers = GAME.to_move(s)
        if not movers:
            return
        seat = movers[0]
        if k % every == 0 and s.phase != "mage":  # rivals' mages are secret until shown
            last = max((i for i, a in enumerate(done) if a[0] == seat), default=-1)
            yield s, seat, [a for a in done[last + 1:] if a[0] != seat]
        legal = GAME.legal(s, seat)
        good = [a for a in legal if a[1] in ("place", "claim", "use", "pass")]
        a = rng.choice(good if good and rng.random() < 0.7 else legal)
        done.append(a)
        s, _ = GAME.apply(s, a)


def _origin(el) -> tuple[float, float] | None:
    m = re.fullmatch(r"translate\(([-\d.]+),([-\d.]+)\)", el.get("transform") or "")
    return (float(m[1]), float(m[2])) if m else None


def _parts(svg: str):
    """(the box (x, y, w, h) of each card drawn by its id (a list: where it is drawn), the box of the
    monument deck, each clickable element's nearest translate origin by its move text (a list), the
    root's children, the mark rects)."""
    root = ET.fromstring(svg)
    cards: dict[str, list] = {}
    acts: dict[str, list] = {}
    deck = None

    def walk(el, origin):
        nonlocal deck
        origin = _origin(el) or origin
        if el.get("data-card"):
            frame = el.find(f".//{SVG}g[@class='face']/{SVG}rect")
            w, h = float(frame.get("width")), float(frame.get("height"))
            if "turned" in el.get("class").split():  # a turned card lies askew in its slot
                assert el.find(f"{SVG}g[@class='rot']").get("transform").startswith("rotate(")
            cards.setdefault(el.get("data-card"), []).append((*origin, w, h))
        if el.get("data-action"):
            acts.setdefault(el.get("data-action"), []).append((origin, el))
        if any(c.text == "Monuments" for c in el.findall(SVG + "text")):
            frame = el.find(SVG + "rect")
            deck = (*origin, float(frame.get("width")), float(frame.get("height")))
        for c in el:
            walk(c, origin)

    walk(root, (0.0, 0.0))
    marks = [el for el in root.iter(SVG + "rect") if el.get("class") == "mark"]
    return cards, deck, acts, root, marks


def _box(mark_el) -> tuple:
    return tuple(round(float(mark_el.get(k)), 1) for k in ("x", "y", "width", "height"))


def _around(box) -> tuple:
    x, y, w, h = box
    return tuple(round(n, 1) for n in (x - 3, y - 3, w + 6, h + 6))


@tier.sweep
def test_marks_ring_the_places_the_other_seats_acted():
    """Each card another seat's action was about (placed, used, turned, claimed, the item taken on
    passing ...) and the monument deck for its top claimed get one mark around them, on top of the
    board; the same actions offered as moves are clickable on those very cards."""
    from tabula.games.res_arcana.render.moves import IN_WORDS

    seen, checked = set(), 0
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        for s, seat, marks in _acted(seed, players, every=tier.every(quick=78, full=13)):
            svg = GAME.render(s, seat, marks=marks)
            cards, deck, _, root, found = _parts(svg)
            want = set()
            for a in marks:
                if a[1] == "claim" and a[2] == "top":
                    want.add(_around(deck))
                    seen.add("top")
                elif a[1] in ON_A_CARD and a[2] in cards:
                    want |= {_around(b) for b in cards[a[2]]}
                    seen.add(a[1])
            boxes = [_box(el) for el in found]
            assert len(boxes) == len(set(boxes)), "one mark per part"
            assert set(boxes) == want, (marks, set(boxes) ^ want)
            assert all(el.get("data-action") is None for el in found)
            top = list(root)[-1]
            assert found == list(top)[len(list(top)) - len(found):], "the marks are drawn last"
            # the same actions as moves: each clickable on the card its mark is around
            moves = [Move(a, f"m{k}") for k, a in enumerate(marks)]
            cards2, deck2, acts, _, _ = _parts(GAME.render(s, seat, moves, marks=marks))
            for m in moves:
                a = m.action
                if a[1] == "pass" or type(decision_of(s, a[0])) in IN_WORDS:
                    continue  # passing is a strip button; so are card moves in a life loss ...
                if a[1] == "claim" and a[2] == "top":
                    (_, el), = acts[m.text]
                    rect = el.find(SVG + "rect")
                    x, y, w = (float(rect.get(k)) for k in ("x", "y", "width"))
                    assert deck2[0] <= x and x + w <= deck2[0] + deck2[2]  # under the deck
                    assert y >= deck2[1] + deck2[3]
                    checked += 1
                elif a[1] in ON_A_CARD and a[2] in cards:
                    origins = {o for o, _ in acts[m.text]}
                    assert origins <= {b[:2] for b in cards2[a[2]]}, m
                    checked += 1
                else:
                    assert m.text not in acts or all(o == _origin(root.find(f".//{SVG}g[@id='ra-strip']"))
                                                     for o, _ in acts[m.text])
    if tier.QUICK:  # a sample of the sweep
        assert len(seen) >= 4 and checked > 5, seen
    else:
        assert {"place", "use", "claim", "top", "pass", "turn", "take"} <= seen, seen
        assert checked > 20


def test_no_marks_without_actions_with_a_place():
    """marks None or [], or only actions without a place (payments, gains, rivals, answers): no
    mark, the same board; a board with marks leaves no trace in the next one (cached fragments)."""
    n = 0
    for s, seat, marks in _acted(5, 3, every=11):
        plain = GAME.render(s, seat)
        assert 'class="mark"' not in plain
        assert GAME.render(s, seat, marks=[]) == plain
        placeless = [a for a in marks if a[1] not in ON_A_CARD and a[1] != "claim"]
        assert GAME.render(s, seat, marks=placeless) == plain
        GAME.render(s, seat, marks=marks + marks)  # twice over: still one mark per part
        assert GAME.render(s, seat) == plain
        n += bool(placeless)
    assert n > 5


def test_several_actions_on_one_card_make_one_mark(games):
    s = next(x for x in games[0][len(games[0]) // 2:] if x.phase == "actions" and x.players[0].play)
    card = s.players[0].play[0]
    viewer = 1
    marks = [(0, "use", card, 1), (0, "turn", card), (0, "pay", (1, 0, 0, 0, 0)), (0, "straighten", card)]
    cards, _, _, _, found = _parts(GAME.render(s, viewer, [], marks=marks))
    assert [_box(el) for el in found] == [_around(b) for b in cards[card]]
