"""Bots never cheat: they decide from view() and determinize() only.

Each case gives a game with hidden information and pairs of states that look the same to the
seat to move (equal ``view()``) but differ in what that seat cannot see. Every level must give
the same decision for both states of a pair with the same seed. Res Arcana joins by adding a
case to HIDDEN_CASES.
"""

from __future__ import annotations

import pytest

from bots.toy_cards import ToyCards, ToyCardsCheating, twins
from tabula.bots import choose, mcts


def toy_cards_case():
    game = ToyCards()
    pairs = []
    for seed in range(5):
        a, b = twins(game, seed)
        pairs.append((a, b))
        # one trick later, the other seat leads or follows: hide seat 0's hand from seat 1
        for plays in (1, 2):
            s = a
            for _ in range(plays):
                seat = game.to_move(s)[0]
                s, _ = game.apply(s, game.legal(s, seat)[0])
            seat = game.to_move(s)[0]
            other = 1 - seat
            hands = list(s.hands)
            k = len(hands[other])
            hands[other], deck = tuple(sorted(s.deck[:k])), s.deck[k:] + hands[other]
            pairs.append((s, type(s)(**{**s.__dict__, "hands": tuple(hands), "deck": deck})))
    return game, pairs


HIDDEN_CASES = {"toy_cards": toy_cards_case}


@pytest.mark.parametrize("case", sorted(HIDDEN_CASES))
def test_pairs_really_differ_only_in_hidden_parts(case):
    game, pairs = HIDDEN_CASES[case]()
    for a, b in pairs:
        seat = game.to_move(a)[0]
        assert game.to_move(b) == [seat]
        assert a != b
        assert game.view(a, seat) == game.view(b, seat)


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
@pytest.mark.parametrize("case", sorted(HIDDEN_CASES))
@pytest.mark.usefixtures("small_searches")
def test_same_view_same_decision(case, level):
    game, pairs = HIDDEN_CASES[case]()
    for i, (a, b) in enumerate(pairs):
        seat = game.to_move(a)[0]
        got_a = choose(game, a, seat, level, seed=i)
        got_b = choose(game, b, seat, level, seed=i)
        assert got_a in game.legal(a, seat)
        assert got_a == got_b, (i, level)


def test_the_check_has_teeth():
    """A bot that could see hidden cards would decide differently in some of these pairs."""
    cheat = ToyCardsCheating()
    _game, pairs = toy_cards_case()
    differ = 0
    for a, b in pairs:
        seat = cheat.to_move(a)[0]
        if mcts.choose(cheat, a, seat, 1, iterations=300) != mcts.choose(cheat, b, seat, 1, iterations=300):
            differ += 1
    assert differ > 0
