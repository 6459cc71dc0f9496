"""Hidden information: views hide hands, unrevealed choices, bids; determinize is consistent with the view."""

import random

from fv_helpers import dump, random_game

from tabula.games.fate_of_venterra import GAME
from tabula.games.fate_of_venterra.steps import Declare


def states(n=6):
    out = []
    for seed in range(n):
        rng = random.Random(seed)
        s = GAME.setup(GAME.default_options(2 + seed % 4), seed)
        for _ in range(rng.randrange(80, 400)):
            m = GAME.to_move(s)
            if not m:
                break
            s, _ = GAME.apply(s, rng.choice(GAME.legal(s, rng.choice(m))))
        out.append(s)
    return out


def test_views_hide_what_the_player_cannot_see():
    for s in states():
        for p in range(s.n):
            v = GAME.view(s, p)
            for i, q in enumerate(v.players):
                if i != p:
                    assert all(c == "?" for c in q.hand) and all(c == "?" for c in q.potg)
                    assert q.secret in (None, "?")
                else:
                    assert q.hand == s.players[p].hand and q.potg == s.players[p].potg
            assert all(c == "?" for c in v.potg_deck) and all(q == "?" for q in v.quest_deck)
            assert all(tk[1] == "?" for tk in v.tok.values()) and v.rng == 0


def test_views_of_states_differing_only_in_hidden_parts_are_equal():
    for s in states():
        s2 = s.copy()
        s2.potg_deck = list(reversed(s2.potg_deck))
        s2.quest_deck = list(reversed(s2.quest_deck))
        s2.tok = {t: (tk[0], "wealth" if tk[1] != "wealth" else "dev") for t, tk in s2.tok.items()}
        s2.rng += 12345
        other = 1
        s2.players[other].potg = ["wrath"] * len(s2.players[other].potg)
        assert dump(GAME.view(s, 0)) == dump(GAME.view(s2, 0))


def test_determinize_is_consistent_with_the_view():
    for s in states():
        for p in range(s.n):
            v = GAME.view(s, p)
            d = GAME.determinize(v, p, random.Random(p))
            assert dump(GAME.view(d, p)) == dump(v)
            for seat in GAME.to_move(d):
                assert GAME.legal(d, seat)


def test_secret_declaration_stays_hidden_until_everyone_has_chosen():
    s = GAME.setup({"players": 3, "map": "prebuilt"}, 4)
    while not isinstance(s.stack[-1], Declare):
        s, _ = GAME.apply(s, GAME.legal(s, GAME.to_move(s)[0])[0])
    first, second, third = GAME.to_move(s)
    a = GAME.legal(s, first)[-1]
    assert not GAME.is_barrier(s, a)
    s, ev = GAME.apply(s, a)
    assert ev[0].text == "(secret choice)"
    assert GAME.view(s, second).players[first].secret == "?"
    assert GAME.view(s, first).players[first].secret == a[2:]
    assert set(GAME.to_move(s)) == {second, third}
    s, _ = GAME.apply(s, GAME.legal(s, second)[0])
    last = GAME.legal(s, third)[0]
    assert GAME.is_barrier(s, last)
    s, _ = GAME.apply(s, last)
    assert s.players[first].declared == list(a[2:4])  # revealed to everyone
    assert all(p.secret is None for p in s.players)


def test_bids_are_secret_and_revealed_together():
    def check(s, seat, legal, a):
        if a[1] == "bid":
            others = [x for x in GAME.to_move(s) if x != seat]
            n, _ = GAME.apply(s, a)
            for o in others:
                assert GAME.view(n, o).players[seat].secret == "?"
            assert GAME.is_barrier(s, a) == (not others)

    random_game(3, 11, check=check)
