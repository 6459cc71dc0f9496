"""Hidden information: views hide what they must, and determinize deals consistent states."""

import random

from ra_helpers import check_invariants, new, play, put
from test_ra_playouts import options_for

import tier
from tabula.core.rng import Rng
from tabula.games.res_arcana import GAME, data
from tabula.games.res_arcana.steps import Order

HIDDEN = "?"


def midgame(seed=3, decisions=150, players=3):
    rng = random.Random(seed)
    s = GAME.setup({"players": players}, seed)
    for _ in range(decisions):
        if not GAME.to_move(s):
            break
        seat = GAME.to_move(s)[0]
        s, _ = GAME.apply(s, rng.choice(GAME.legal(s, seat)))
    return s


def test_view_hides_hands_decks_monuments_and_the_box():
    s = midgame()
    v = GAME.view(s, 0)
    assert v.players[0].hand == s.players[0].hand
    assert sorted(v.players[0].deck) == sorted(s.players[0].deck)  # contents known, not the order
    assert v.players[0].deck == sorted(v.players[0].deck)
    for i in (1, 2):
        assert v.players[i].hand == [HIDDEN] * len(s.players[i].hand)
        assert v.players[i].deck == [HIDDEN] * len(s.players[i].deck)
        assert v.players[i].discard == s.players[i].discard  # discards are face up
        assert v.players[i].play == s.players[i].play and v.players[i].pool == s.players[i].pool
    assert v.mon_deck == [HIDDEN] * len(s.mon_deck) and v.mon_display == s.mon_display
    assert set(v.box) <= {HIDDEN} and v.rng == 0


def test_states_differing_only_in_hidden_cards_look_the_same():
    s = midgame()
    t = s.copy()
    rival = t.players[1]
    # swap a rival's hand card with a card in the box, reorder decks and the monuments, new PRNG state
    if rival.hand and t.box:
        i = next(k for k, c in enumerate(t.box) if c in data.ARTIFACTS)
        rival.hand[0], t.box[i] = t.box[i], rival.hand[0]
    t.players[0].deck.reverse()
    t.players[2].deck.reverse()
    t.mon_deck.reverse()
    t.rng ^= 12345
    assert GAME.view(s, 0) == GAME.view(t, 0)
    assert GAME.view(s, 1) != GAME.view(t, 1)  # the rival sees its own hand


def test_mage_choices_stay_secret_until_all_have_chosen():
    s = GAME.setup({"players": 2, "mages": [["druid", "seer"], ["witch", "healer"]]}, 1)
    a = play(s, "p1: mage druid")
    b = play(s, "p1: mage seer")
    assert GAME.view(a, 1) == GAME.view(b, 1)
    assert GAME.view(a, 1).players[0].mage == HIDDEN
    assert not GAME.is_barrier(s, GAME.parse(s, "p1: mage druid"))
    assert GAME.is_barrier(a, GAME.parse(a, "p2: mage witch"))  # the last choice reveals them all


def test_a_rivals_look_at_cards_is_hidden():
    s = new(decks=[["hawk", "prism", "vault"], []])
    s = put(s, 0, play=["athanor"], monuments=["oracle"])
    s = play(s, "p1: use oracle", "p1: look deck")
    assert GAME.view(s, 1).stack[-1].cards == (HIDDEN,) * 3
    assert GAME.view(s, 0).stack[-1].cards == ("hawk", "prism", "vault")
    d = GAME.determinize(GAME.view(s, 1), 1, Rng(5))
    check_invariants(d)
    assert d.stack[-1].cards == tuple(reversed(d.players[0].deck[-3:]))
    d2 = GAME.determinize(GAME.view(s, 0), 0, Rng(5))
    assert d2.players[0].deck[-3:] == ["vault", "prism", "hawk"]  # what p1 is looking at stays on top


@tier.sweep
def test_determinize_gives_full_legal_states_consistent_with_the_view():
    for seed in range(tier.count(quick=3, full=6)):  # 3: 2, 3 and 4 players
        s = midgame(seed, decisions=40 + 25 * seed, players=2 + seed % 3)
        for player in range(s.nplayers):
            v = GAME.view(s, player)
            for k in range(3):
                d = GAME.determinize(v, player, random.Random(k))
                check_invariants(d)
                assert GAME.view(d, player) == v
                assert GAME.to_move(d) == GAME.to_move(s)
                for seat in GAME.to_move(d):
                    assert GAME.legal(d, seat)
                # a full state: a game goes on to its end from it
                rng = random.Random(k)
                n = 0
                while GAME.to_move(d) and n < 3000:
                    seat = GAME.to_move(d)[0]
                    d, _ = GAME.apply(d, rng.choice(GAME.legal(d, seat)))
                    n += 1
                assert not GAME.to_move(d)


def test_determinize_in_the_mage_phase_and_first_game():
    s = GAME.setup(options_for(0), 0)  # first game: decks dealt unseen
    v = GAME.view(s, 0)
    assert v.players[0].deck == [HIDDEN] * 5
    d = GAME.determinize(v, 0, 7)
    check_invariants(d)
    assert GAME.view(d, 0) == v
    s = GAME.setup({"players": 3}, 4)
    s = play(s, "p2: mage " + s.players[1].mage_opts[0])
    v = GAME.view(s, 0)
    d = GAME.determinize(v, 0, Rng(1))
    check_invariants(d)
    assert GAME.view(d, 0) == v and d.players[1].mage not in (None, HIDDEN)



def test_determinize_while_looking_at_an_unseen_first_game_deck():
    """Beginner setup: p2 (the Seer) has never seen its deck, so its view lists it face down; the
    three cards it is looking at are known from the look alone. Every state dealt from that view
    keeps them on top in that order, deals the rest of the deck from the unseen cards (no card in
    two places) and looks the same to p2. Used to raise ValueError (the cards were dealt at random)."""
    s = GAME.setup({"players": 2, "setup": "beginner", "first": 1, "items": ["alchemy", "research"]}, 9)
    s = play(s, "p2: use seer", "p2: look deck")
    f = s.stack[-1]
    looking = f.cards
    assert type(f) is Order and (f.seat, f.pile) == (1, "deck") and len(looking) == 3
    v = GAME.view(s, 1)
    assert v.players[1].deck == [HIDDEN] * len(s.players[1].deck) and v.stack[-1].cards == looking
    for k in range(20):
        d = GAME.determinize(v, 1, random.Random(k))
        check_invariants(d)
        assert GAME.view(d, 1) == v
        assert d.players[1].deck[-3:] == list(reversed(looking))
        assert GAME.legal(d, 1) == GAME.legal(s, 1)
        for a in GAME.legal(d, 1)[:2]:
            GAME.apply(d, a)
    d = GAME.determinize(GAME.view(s, 0), 0, Rng(3))  # the rival sees neither the deck nor the look
    check_invariants(d)
    assert d.stack[-1].cards == tuple(reversed(d.players[1].deck[-3:]))
