"""Rulings checked against the rulebook: draws that run out of deck in the middle, and the steps
the engine resolves on its own showing in the log (events of kind "auto")."""

import random

from ra_helpers import GAME, check_invariants, legal_texts, new, on_turn, play, pool, put

from tabula.games.res_arcana.steps import GainChoice, Order


def seen_alike(s):
    """Each seat's view survives determinize (view(determinize(view)) == view) with the same
    legal moves, and the dealt state has every card once."""
    for seat in range(s.nplayers):
        v = GAME.view(s, seat)
        for k in range(3):
            d = GAME.determinize(v, seat, random.Random(k))
            check_invariants(d)
            assert GAME.view(d, seat) == v, seat
            assert GAME.legal(d, seat) == GAME.legal(s, seat), seat


def auto_events(events):
    return [e for e in events if e.kind == "auto"]


# ---------------------------------------------------------------------------
# item 11: the deck runs out in the middle of a draw or a look


def test_divination_reshuffles_in_the_middle_of_drawing_three():
    """Rulebook, Fine Points: "If you have no cards in your deck and you need to draw, reshuffle
    your discards to form a new deck." and "If there are fewer than 3 cards in that deck (after
    reshuffling, if it is your artifact deck), draw them all": with 1 card left and 3 discards,
    Divination draws that card, reshuffles, and draws 2 more."""
    s = new(items=["divination", "research"], hands=[["crypt"], []], decks=[["hawk"], []])
    s = put(s, 0, discard=["prism", "vault", "athanor"])
    a = GAME.parse(s, "p1: use divination")
    assert GAME.is_barrier(s, a)
    s = play(s, "p1: use divination")
    p = s.players[0]
    assert len(p.hand) == 4 and "hawk" in p.hand and "crypt" in p.hand
    assert len(p.deck) == 1 and p.discard == []
    assert repr(s.stack[-1]) == "Divination(seat=0, k=3)"  # then discard as many as were drawn: 3
    seen_alike(s)
    # fewer than 3 in deck and discards together: all of them, and that many discarded
    s = new(items=["divination", "research"], hands=[["crypt"], []], decks=[["hawk"], []])
    s = put(s, 0, discard=["prism"])
    s = play(s, "p1: use divination")
    assert sorted(s.players[0].hand) == ["crypt", "hawk", "prism"]
    assert repr(s.stack[-1]) == "Divination(seat=0, k=2)"


def test_a_reshuffle_in_the_middle_of_a_draw_is_a_barrier():
    """Rulebook: "reshuffle your discards to form a new deck" -- the shuffle deals cards nobody
    has seen in that order, so undo may not cross it, even when the deck had a card left."""
    s = new(items=["divination", "research"], hands=[["crypt"], []], decks=[["hawk"], []])
    s = put(s, 0, discard=["prism", "vault", "athanor"])
    before = s.reveals
    after, _ = GAME.apply(s, GAME.parse(s, "p1: use divination"))
    assert after.reveals >= before + 2  # the draw and the reshuffle
    assert GAME.is_barrier(s, GAME.parse(s, "p1: use divination"))


def test_looking_at_three_reshuffles_the_artifact_deck_when_it_runs_out():
    """Rulebook, Fine Points: "Some effects (Divination, Hawk, Oracle) direct you to draw 3 cards
    from a deck. If there are fewer than 3 cards in that deck (after reshuffling, if it is your
    artifact deck), draw them all": the Hawk looks at the 1 card left, the discards are shuffled
    into a new deck under it, and the look goes on for 2 more."""
    s = new(pools=["1L1C", "0"], hands=[["hawk"], []], decks=[["prism"], []])
    s = play(s, "p1: place hawk")
    s = put(s, 0, discard=["vault", "crypt", "athanor"])
    s = play(s, "p2: pass protection")
    s = play(s, "p1: use hawk 1")
    a = GAME.parse(s, "p1: look deck")
    assert GAME.is_barrier(s, a)
    s = play(s, "p1: look deck")
    f = s.stack[-1]
    assert type(f) is Order and len(f.cards) == 3 and f.cards[0] == "prism"  # the old top stays on top
    assert set(f.cards[1:]) <= {"vault", "crypt", "athanor"} and s.players[0].discard == []
    assert GAME.view(s, 1).stack[-1].cards == ("?", "?", "?")
    seen_alike(s)
    order = (f.cards[2], f.cards[0], f.cards[1])
    s = play(s, "p1: order " + " ".join(order))
    assert s.players[0].deck[-3:] == list(reversed(order)) and len(s.players[0].deck) == 4
    seen_alike(s)


def test_looking_into_an_unseen_first_game_deck_that_runs_out():
    """First game: the deck is dealt unseen. Rulebook: "(after reshuffling, if it is your
    artifact deck)": with 2 unseen cards left and discards, the look reshuffles under them; the
    player then knows the whole deck (the 2 cards looked at and the face-up discards)."""
    s = new(pools=["1L1C", "0"], hands=[["hawk"], []], decks=[["prism", "vault"], []])
    s = play(s, "p1: place hawk")
    s = put(s, 0, discard=["crypt", "athanor"])
    s.players[0].deck_known = False
    s = play(s, "p2: pass protection", "p1: use hawk 1")
    seen_alike(s)
    s = play(s, "p1: look deck")
    assert s.stack[-1].cards[:2] == ("prism", "vault") and s.players[0].deck_known
    seen_alike(s)


# ---------------------------------------------------------------------------
# item 12: forced decisions are visible


def test_a_dragon_taking_every_essence_is_logged():
    """Rulebook, Life Loss: "Each rival must lose the indicated number of Life essences from their
    pool. For each Life essence a rival does not have, they must instead, if possible, lose any 2
    other essences in their pool (including Gold)." -- p2, with 1 Life and 2 Elan and no way to
    react or ignore, has a single answer; the engine takes it and says so."""
    s = new(pools=["0", "2E1L"])
    s = put(s, 0, play=["fire_dragon"])
    s, events = GAME.apply(s, GAME.parse(s, "p1: use fire_dragon"))
    assert pool(s, 1) == "0" and on_turn(s)
    (e,) = auto_events(events)
    assert e.player == 1 and not e.data
    assert e.text == "Scholar (p2) loses 2 Elan and 1 Life to the Fire Dragon: no other answer"
    assert events[0].kind == "move"


def test_a_chosen_loss_that_takes_every_essence_left_is_logged():
    """Rulebook, Life Loss: "lose any 2 other essences in their pool" for each missing Life, "if
    possible": when the player decides to lose (rather than pay 1 Calm) and has fewer than that
    left, all of them go and which ones is not a choice."""
    s = new(pools=["0", "1C"])
    s = put(s, 0, play=["fire_dragon"])
    s, events = GAME.apply(s, GAME.parse(s, "p1: use fire_dragon"))
    assert not auto_events(events) and sorted(legal_texts(s)) == ["p2: ignore", "p2: lose"]
    s, events = GAME.apply(s, GAME.parse(s, "p2: lose"))
    (e,) = auto_events(events)
    assert e.text == ("Scholar (p2) loses 1 Calm to the Fire Dragon: every essence left, "
                      "nothing to choose")


def test_the_cursed_forge_turned_for_want_of_death_is_logged():
    """Rulebook, Collect: "Some components (e.g. Cursed Forge) list a Collect cost and an effect
    which occurs if this cost is not paid." Pay 1 Death or turn it: with no Death there is one
    answer; the engine turns it, and the move that started the round says so."""
    s = new(pools=["6E3D", "0"])
    s = play(s, "p1: claim cursed_forge", "p2: pass protection")
    assert pool(s, 0) == "0"
    s, events = GAME.apply(s, GAME.parse(s, "p1: pass divination"))
    assert s.round == 2 and "cursed_forge" in s.turned
    (e,) = auto_events(events)
    assert e.player == 0 and e.text == "Alchemist (p1) turns the Cursed Forge: no Death to pay its curse"


def test_a_forced_payment_is_logged_but_a_fixed_cost_is_not():
    """Rulebook: "If it lists a number, such as [2], pay any mix of essences equal to that
    number." -- a choice; with only 2 Gold to pay the Transmuter's 2 with, the engine pays and
    says so. A printed fixed cost asks nothing, so placing Horn of Plenty (2 Gold) logs only the
    move."""
    s = new(pools=["2G", "0"], hands=[["horn_of_plenty"], []])
    s, events = GAME.apply(s, GAME.parse(s, "p1: place horn_of_plenty"))
    assert [e.kind for e in events] == ["move"]
    s = new(mages=["transmuter", "scholar"], pools=["2G", "0"])
    s, events = GAME.apply(s, GAME.parse(s, "p1: use transmuter"))
    assert [e.text for e in auto_events(events)] == ["Transmuter (p1) pays 2 Gold: no other way to pay"]
    assert type(s.stack[-1]) is GainChoice  # the 3 essences gained are still the player's choice


def test_putting_back_the_one_card_looked_at_is_private():
    """Hawk: look at the top 3 cards of your artifact deck and put them back in any order. With
    one card and no discards there is nothing to order; only its player may read which card."""
    s = new(pools=["1L1C", "0"], hands=[["hawk"], []], decks=[["prism"], []])
    s = play(s, "p1: place hawk", "p2: pass protection", "p1: use hawk 1")
    s, events = GAME.apply(s, GAME.parse(s, "p1: look deck"))
    (e,) = auto_events(events)
    public = "Alchemist (p1) puts back the one card looked at: nothing to order"
    assert e.data == {"private": 0, "public": public}
    assert "Prism" in e.text and "Prism" not in e.data["public"]
