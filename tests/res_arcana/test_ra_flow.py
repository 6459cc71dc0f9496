"""Setup, the round (collect, actions, passing), victory and the shared mechanisms."""

import pytest
from ra_helpers import (
    GAME,
    answers,
    end_round,
    legal_texts,
    new,
    on,
    play,
    pool,
    put,
    refused,
    vp,
)

from tabula.core.errors import NotationError, OptionsError
from tabula.games.res_arcana import data
from tabula.games.res_arcana.rules.essences import covers, multisets, payments
from tabula.games.res_arcana.steps import GAINS, VECTOR, DiscardGain, EndTurn, GainChoice, LosePay, Pay, Same

# ---------------------------------------------------------------------------
# setup


def test_random_setup_deals_two_mages_and_eight_artifacts():
    s = GAME.setup({"players": 4}, 11)
    assert s.phase == "mage" and sorted(GAME.to_move(s)) == [0, 1, 2, 3]
    dealt = set()
    for p in s.players:
        assert len(p.mage_opts) == 2 and len(p.hand) == 3 and len(p.deck) == 5
        assert p.pool == [1, 1, 1, 1, 1]
        dealt |= set(p.mage_opts) | set(p.hand) | set(p.deck)
    assert len(dealt) == 8 + 32
    assert len(s.mon_display) == 2 and len(s.mon_deck) == 8 and len(s.places) == 5
    assert sorted(data.CARDS[c].pop_card for c in s.places) == [1, 2, 3, 4, 5]
    assert len(s.box) == 8 + 2  # artifacts and mages not dealt
    assert s.items == sorted(data.ITEMS)


def test_mages_are_chosen_together_then_items_in_reverse_order():
    s = GAME.setup({"players": 3, "first": 1, "mages": [["druid", "seer"], ["witch", "healer"],
                                                        ["scholar", "duelist"]]}, 3)
    s = play(s, "p3: mage scholar")
    v = GAME.view(s, 0)
    assert v.players[2].mage == "?"  # not revealed until everyone has chosen
    refused(s, "p3: mage duelist", "already")
    refused(s, "p1: mage witch", "two mages")
    s = play(s, "p1: mage seer", "p2: mage healer")
    assert s.phase == "items" and sorted(s.box)[:1] and "druid" in s.box and "witch" in s.box
    # first player is p2 (seat 1): the player to the right (p1) chooses first, then p3, then p2
    assert GAME.to_move(s) == [0]
    s = play(s, "p1: item divination")
    assert GAME.to_move(s) == [2]
    refused(s, "p3: item divination", "not a possible choice")
    s = play(s, "p3: item protection", "p2: item research")
    assert s.round == 1 and s.phase == "collect"
    assert GAME.to_move(s) == [1]  # the Healer chooses Calm or Life; Seer takes 1 Calm
    assert pool(s, 0) == "1E1L2C1D1G"
    s = play(s, "p2: gain 1L")
    assert s.phase == "actions" and s.current == 1 and pool(s, 1) == "1E2L1C1D1G"


def test_first_game_preset_hands_and_sides():
    s = GAME.setup({"players": 4, "setup": "first_game"}, 5)
    assert s.places == list(data.FIRST_GAME_PLACES)
    for i, p in enumerate(s.players):
        mage, hand = data.PRESETS[i + 1]
        assert p.mage == mage and sorted(p.hand) == sorted(hand) and len(p.deck) == 5
        assert not p.deck_known
    assert s.phase == "items"
    v = GAME.view(s, 0)
    assert v.players[0].deck == ["?"] * 5  # dealt unseen


@pytest.mark.parametrize("bad", [
    {"players": 5}, {"players": 2, "setup": "quick"}, {"players": 2, "places": ["sacred_grove"] * 5},
    {"players": 2, "monuments": ["obelisk"]}, {"players": 2, "mages": [["witch"], ["witch"]]},
    {"players": 2, "decks": [["hawk"], ["hawk"]]}, {"players": 2, "first": 2}, {"players": 2, "colour": 1},
    {"players": 2, "essences": "3X"}, {"players": 2, "items": ["alchemy", "alchemy"]},
])
def test_bad_options_are_refused(bad):
    with pytest.raises(OptionsError):
        GAME.setup(bad, 1)


def test_explicit_setup_is_exact():
    s = new(players=3, first=2, decks=[["hawk", "prism", "vault", "crypt"], [], []],
            pools=["1E", "2L", "3G"])
    p = s.players[0]
    assert p.deck == ["crypt", "vault", "prism", "hawk"][::1][::-1][::-1] or p.deck[-1] == "hawk"
    assert p.deck[-1] == "hawk" and p.deck[0] == "crypt"
    assert pool(s, 2) == "3G" and s.current == 2
    assert s.mon_display == ["great_pyramid", "library"] and s.mon_deck[-1] == "colossus"


def test_setup_draws_top_three_when_no_hand_is_given():
    s = GAME.setup({"players": 2, "mages": [["seer"], ["witch"]], "items": ["alchemy", "research"],
                    "decks": [["hawk", "prism", "vault", "crypt"], ["elvish_bow"]]}, 1)
    assert sorted(s.players[0].hand) == ["hawk", "prism", "vault"] and s.players[0].deck == ["crypt"]
    assert s.players[1].hand == ["elvish_bow"] and s.players[1].deck == []


# ---------------------------------------------------------------------------
# the round


def test_turns_go_clockwise_and_skip_passed_players():
    s = new(players=3, first=1, hands=[["magical_shard"], ["prism"], ["hawk"]])
    assert GAME.to_move(s) == [1]
    refused(s, "p1: discard magical_shard", "turn")
    s = play(s, "p2: pass divination")
    assert s.first == 1 and s.token_taken and s.current == 2
    s = play(s, "p3: discard hawk", "p3: gain 1G", "p1: place magical_shard")
    assert s.current == 2
    refused(s, "p2: place prism", "turn")


def test_first_to_pass_takes_the_first_player_token_and_swaps_item():
    s = new(players=3, first=0, decks=[[], ["hawk"], []])
    s = play(s, "p1: use alchemist 2", "p1: gain 1E")
    s = play(s, "p2: pass divination")
    assert s.first == 1 and s.players[1].item == "divination" and "research" in s.items
    assert s.players[1].hand == ["hawk"]  # drew 1
    s = play(s, "p3: pass research", "p1: pass protection")
    assert s.first == 1  # only the first to pass takes it
    assert s.round == 2 and s.current == 1
    assert not s.turned  # everything straightened
    assert vp(s, 1) == 1  # the token is worth a point


def test_pass_reshuffles_discards_when_the_deck_is_empty():
    s = new(decks=[[], []])
    s = put(s, 0, discard=["hawk", "prism"])
    s = play(s, "p1: pass divination")
    p = s.players[0]
    assert len(p.hand) == 1 and len(p.deck) == 1 and p.discard == []


def test_pass_with_no_cards_anywhere_draws_nothing():
    s = play(new(), "p1: pass divination")
    assert s.players[0].hand == []


def test_passed_player_cannot_act_and_must_pass_with_a_different_item():
    s = new(hands=[["prism"], []])
    refused(s, "p1: pass alchemy", "different magic item")
    s = play(s, "p1: pass divination")
    refused(s, "p2: use scholar", "cannot pay")  # no essences for the Scholar
    s = put(s, 1, hand=["hawk"])
    s = play(s, "p2: discard hawk", "p2: gain 1G")
    assert s.current == 1  # p1 has passed: p2 plays again
    refused(s, "p1: place prism", "turn")


def test_discard_for_one_gold_or_two_others():
    s = new(hands=[["hawk"], []])
    s = play(s, "p1: discard hawk")
    assert legal_texts(s) == ["p1: gain 1E", "p1: gain 1L", "p1: gain 1C", "p1: gain 1D", "p1: gain 1G"]
    assert answers(s) == 11  # 1 Gold, or 2 of the other four in any mix
    s2 = play(s, "p1: gain 1E")
    assert legal_texts(s2) == ["p1: gain 1E", "p1: gain 1L", "p1: gain 1C", "p1: gain 1D"]  # no Gold now
    assert pool(play(s, "p1: gain 1G"), 0) == "1G"  # the Gold alone ends the choice
    s = play(s, "p1: gain 1C", "p1: gain 1D")
    assert pool(s, 0) == "1C1D" and s.players[0].discard == ["hawk"]


def test_claim_monument_on_display_refills_it():
    s = new(pools=["4G", "0"])
    s = play(s, "p1: claim library")
    assert s.players[0].monuments == ["library"] and s.mon_display == ["great_pyramid", "colossus"]
    assert pool(s, 0) == "0" and vp(s, 0) == 1 + 1  # Library 1 + first player token


def test_claim_top_of_monument_deck_is_a_barrier():
    s = new(pools=["8G", "0"])
    a = GAME.parse(s, "p1: claim top")
    assert GAME.is_barrier(s, a)
    s = play(s, "p1: claim top")
    assert s.players[0].monuments == ["colossus"] and s.mon_display == ["great_pyramid", "library"]


def test_claim_needs_the_exact_cost():
    s = new(pools=["3G3E", "0"])
    refused(s, "p1: claim library", "cannot pay")
    refused(s, "p1: claim temple", "monument on display")
    refused(s, "p1: claim dwarven_mines", "monument on display")


def test_claim_place_of_power():
    s = new(pools=["9D", "0"])
    s = play(s, "p1: claim catacombs_of_the_dead")
    assert s.players[0].places == ["catacombs_of_the_dead"] and "catacombs_of_the_dead" not in s.places
    refused(s, "p2: claim catacombs_of_the_dead")


def test_placing_needs_the_card_in_hand_and_the_cost():
    s = new(hands=[["fire_dragon"], ["hawk"]], pools=["5E1G", "0"])
    refused(s, "p1: place fire_dragon", "cannot pay")
    refused(s, "p1: place hawk", "hand")
    refused(s, "p1: use hawk", "own")


def test_any_cost_is_a_choice_and_gold_may_pay_it():
    s = play(new(hands=[["tree_of_life"], []], pools=["2L1G", "0"]), "p1: place tree_of_life")
    assert pool(s, 0) == "0" and s.current == 1  # one way to pay: no question asked
    s = new(hands=[["tree_of_life"], []], pools=["3L1G", "0"])
    s = play(s, "p1: place tree_of_life")
    # 2L1G or 3L: the first two Life are certain, only the third is asked
    assert legal_texts(s) == ["p1: pay 1L", "p1: pay 1G"] and answers(s) == 2
    refused(s, "p1: pay 1E", "not a possible choice")
    refused(s, "p1: pay 2L1G", "not a possible choice")  # one essence at a time
    assert pool(s, 0) == "3L1G"  # nothing is paid until the choice is complete
    s = play(s, "p1: pay 1G")
    assert pool(s, 0) == "1L" and s.players[0].play == ["tree_of_life"]


def test_zero_cost_artifact_is_a_free_action():
    s = play(new(hands=[["magical_shard"], []]), "p1: place magical_shard")
    assert s.players[0].play == ["magical_shard"] and s.current == 1


# ---------------------------------------------------------------------------
# collect


def test_collect_is_simultaneous_and_stored_essences_are_a_choice():
    s = new(mages=["healer", "witch"])  # collect choices in round 1
    assert sorted(GAME.to_move(s)) == [0, 1] and s.phase == "collect"
    s = play(s, "p2: gain 1D", "p1: gain 1C")
    assert s.phase == "actions"
    s = put(s, 0, play=["ring_of_midas"], stored={"ring_of_midas": "2G"})
    s = end_round(s)
    assert sorted(GAME.to_move(s)) == [0, 1]
    s = play(s, "p1: gain 1L")
    assert legal_texts(s, 0) == ["p1: take ring_of_midas", "p1: leave ring_of_midas"]
    s = play(s, "p1: take ring_of_midas", "p2: gain 1L")
    assert pool(s, 0) == "1L1C2G" and on(s, "ring_of_midas") == "0"


def test_leaving_essences_on_a_place_of_power_keeps_its_points():
    s = new()
    s = put(s, 0, places=["catacombs_of_the_dead"], stored={"catacombs_of_the_dead": "3D"})
    assert vp(s, 0) == 3 + 1
    s = end_round(s)
    s = play(s, "p1: leave catacombs_of_the_dead")
    assert on(s, "catacombs_of_the_dead") == "3D" and pool(s, 0) == "1D"  # its collect: 1 Death
    s2 = end_round(s)
    s2 = play(s2, "p1: take catacombs_of_the_dead")
    assert pool(s2, 0) == "5D" and vp(s2, 0) == 1  # points gone with the essences (token kept)


# ---------------------------------------------------------------------------
# discounts


def test_discounts_stack_and_floor_at_zero():
    s = new(mages=["artificer", "scholar"], hands=[["water_dragon"], []], pools=["0", "0"])
    s = put(s, 0, play=["dragon_bridle"], places=["dragons_lair"])
    # 6 Calm - 1 (Artificer) - 3 (Bridle) - 3 (Lair) -> 0
    s = play(s, "p1: place water_dragon")
    assert "water_dragon" in s.players[0].play and pool(s, 0) == "0"


def test_discount_never_reduces_gold():
    s = new(mages=["artificer", "scholar"], hands=[["chalice_of_fire"], []], pools=["1E1G", "0"])
    s = play(s, "p1: place chalice_of_fire")  # 1 Elan + 1 Gold - 1 -> 1 Gold
    assert pool(s, 0) == "1E"
    s = new(mages=["artificer", "scholar"], hands=[["dragon_egg"], []], pools=["0", "0"])
    refused(s, "p1: place dragon_egg", "cannot pay")


def test_discount_may_take_any_fixed_part():
    s = new(mages=["artificer", "scholar"], hands=[["elvish_bow"], []], pools=["2E1L", "0"])
    s = play(s, "p1: place elvish_bow")
    # 1E1L or 2E: the first Elan is certain and taken without asking; the second is the choice
    assert legal_texts(s) == ["p1: pay 1E", "p1: pay 1L"] and answers(s) == 2
    assert (s.stack[-1].acc, s.stack[-1].last) == ((1, 0, 0, 0, 0), 0) and pool(s, 0) == "2E1L"
    s = play(s, "p1: pay 1L")
    assert pool(s, 0) == "1E" and "elvish_bow" in s.players[0].play


# ---------------------------------------------------------------------------
# life loss


def test_life_loss_takes_life_then_two_others_per_missing_life():
    s = new(players=3, pools=["0", "1L3E", "0"])
    s = put(s, 0, play=["elvish_bow"])
    s = put(s, 2, pool="1E1G2D")
    s = play(s, "p1: use elvish_bow 1")
    assert pool(s, 1) == "3E"  # had the Life
    # p3 lacks Life: loses 2 others, a choice
    assert GAME.to_move(s) == [2]
    assert legal_texts(s) == ["p3: pay 1E", "p3: pay 1D"] and answers(s) == 4  # 1E1D 1E1G 1D1G 2D
    s = play(s, "p3: pay 1E")
    assert legal_texts(s) == ["p3: pay 1D", "p3: pay 1G"]
    s = play(s, "p3: pay 1G")
    assert pool(s, 2) == "2D" and s.current == 1


def test_life_loss_takes_everything_when_there_is_not_enough():
    s = new(pools=["0", "1E"])
    s = put(s, 0, play=["fire_dragon"])
    s = play(s, "p1: use fire_dragon")
    assert pool(s, 1) == "0" and s.current == 1  # no decision: 1 Elan lost (lacking Calm to ignore)


def test_passed_rivals_ignore_life_loss():
    s = new(players=3, pools=["0", "2L", "2L"], first=1)
    s = put(s, 0, play=["earth_dragon"])
    s = play(s, "p2: pass divination", "p3: pass protection")
    s = play(s, "p1: use earth_dragon")
    assert pool(s, 1) == "2L" and pool(s, 2) == "2L"


def test_rivals_answer_in_clockwise_order_from_the_attacker():
    s = new(players=4, first=2, pools=["1C", "1C", "0", "1C"])
    s = put(s, 2, play=["fire_dragon"])
    s = play(s, "p3: use fire_dragon")
    assert GAME.to_move(s) == [3]
    assert legal_texts(s) == ["p4: lose", "p4: ignore"]
    s = play(s, "p4: ignore")
    assert GAME.to_move(s) == [0]
    s = play(s, "p1: lose")
    assert GAME.to_move(s) == [1]
    s = play(s, "p2: ignore")
    assert pool(s, 3) == "0" and pool(s, 0) == "0" and pool(s, 1) == "0"  # p1 lost its Calm as 2 others
    assert s.current == 3


# ---------------------------------------------------------------------------
# victory


def test_victory_at_end_of_round_with_ten_points():
    s = new()
    s = put(s, 0, monuments=["great_pyramid", "colossus", "temple", "oracle"])  # 3+2+2+2
    s = play(s, "p1: pass divination")
    assert s.phase == "actions"
    s = play(s, "p2: pass protection")
    assert s.phase == "over" and GAME.result(s) == [10, 0] and GAME.winners(s) == [0]
    assert GAME.score(s)[0] == {"artifacts": 0, "monuments": 9, "places of power": 0, "first player": 1}
    assert GAME.to_move(s) == [] and GAME.legal(s, 0) == []


def test_no_victory_below_ten_and_the_round_goes_on():
    s = new()
    s = put(s, 0, monuments=["great_pyramid", "colossus", "temple"])
    s = end_round(s)
    assert s.phase == "actions" and s.round == 2


def test_tie_break_by_essences_with_gold_double():
    s = new(pools=["4E", "1E1G"])
    s = put(s, 0, monuments=["great_pyramid", "colossus", "temple", "oracle"])  # 9 + token
    s = put(s, 1, monuments=["mausoleum", "library", "solomons_mine", "obelisk", "hanging_gardens"],
            places=["coral_castle"], play=["nightingale"])  # 6 + 3 + 1
    s = play(s, "p1: pass divination", "p2: pass protection")
    assert GAME.result(s) == [10, 10]
    assert GAME.winners(s) == [0]  # 4 essences beat 1 Elan + 1 Gold (= 3)
    s2 = new(pools=["2E", "1E1G"])
    s2 = put(s2, 0, monuments=["great_pyramid", "colossus", "temple", "oracle"])
    s2 = put(s2, 1, monuments=["mausoleum", "library", "solomons_mine", "obelisk", "hanging_gardens"],
             places=["coral_castle"], play=["nightingale"])
    s2 = play(s2, "p1: pass divination", "p2: pass protection")
    assert GAME.winners(s2) == [1]


def test_full_tie_is_shared():
    s = new(pools=["1G", "2E"])
    s = put(s, 0, monuments=["great_pyramid", "colossus", "temple", "oracle"])
    s = put(s, 1, monuments=["mausoleum", "library", "solomons_mine", "obelisk", "hanging_gardens"],
            places=["coral_castle"], play=["nightingale"])
    s = play(s, "p1: pass divination", "p2: pass protection")
    assert GAME.winners(s) == [0, 1]


# ---------------------------------------------------------------------------
# refusals and notation


def test_illegal_actions_are_refused_and_leave_the_state_alone():
    s = new(hands=[["hawk"], ["prism"]], pools=["1E", "0"])
    s = put(s, 0, play=["guard_dog", "chalice_of_life"], turned=["chalice_of_life"])
    refused(s, "p2: place prism", "turn")
    refused(s, "p1: use chalice_of_life 2", "react")
    refused(s, "p1: use chalice_of_life 1", "turned")
    refused(s, "p1: use guard_dog 1", "already straight")
    refused(s, "p1: use prism", "own")
    refused(s, "p1: use hawk", "own")
    refused(s, "p1: use alchemist 3", "no power 3")
    refused(s, "p1: claim obelisk", "monument on display")
    refused(s, "p1: pay 1E", "not an action")
    refused(s, "p1: mage witch", "not an action")
    s2 = play(s, "p1: discard hawk")
    refused(s2, "p1: discard hawk", "not a possible choice")
    refused(s2, "p2: pass divination", "must decide first")
    over = play(new(), "p1: pass divination")
    over = put(over, 0, monuments=["great_pyramid", "colossus", "temple", "oracle"])
    over = play(over, "p2: pass protection")
    refused(over, "p1: pass alchemy", "over")


def test_bad_notation_is_a_notation_error():
    s = new()
    for text in ["p1: fly away", "p9: pass alchemy", "p1: place unicorn", "p1: pay 3X", "p1: use hawk x",
                 "p1: order"]:
        with pytest.raises(NotationError):
            GAME.parse(s, text)
    assert GAME.parse(s, "P1:  Pass   Divination") == (0, "pass", "divination")
    assert GAME.parse(s, "alchemist: pass divination") == (0, "pass", "divination")
    assert GAME.parse(s, "pass divination") == (0, "pass", "divination")
    assert GAME.parse(s, "p1: use alchemist") == (0, "use", "alchemist", 1)
    assert GAME.format(s, (0, "use", "alchemist", 1)) == "p1: use alchemist 1"
    assert GAME.format(s, (0, "use", "scholar", 1)) == "p1: use scholar"


def test_barriers_are_the_actions_that_draw_or_reveal():
    s = new(hands=[["hawk"], []], decks=[["prism"], []], pools=["4G", "0"])
    assert GAME.is_barrier(s, GAME.parse(s, "p1: pass divination"))  # draws a card
    assert not GAME.is_barrier(s, GAME.parse(s, "p1: discard hawk"))
    assert GAME.is_barrier(s, GAME.parse(s, "p1: claim library"))  # a new monument is shown
    assert not GAME.is_barrier(s, GAME.parse(s, "p1: use alchemist 2"))


def test_draw_three_reshuffles_an_empty_deck_first():
    s = new(items=["divination", "research"], hands=[["crypt"], []])
    s = put(s, 0, discard=["hawk", "prism", "vault", "athanor"])
    assert GAME.is_barrier(s, GAME.parse(s, "p1: use divination"))
    s = play(s, "p1: use divination")
    p = s.players[0]
    assert len(p.hand) == 4 and len(p.deck) == 1 and p.discard == []
    s = play(s, "p1: discard crypt", f"p1: discard {p.hand[1]}", f"p1: discard {p.hand[2]}")
    assert len(s.players[0].hand) == 1 and len(s.players[0].discard) == 3


# ---------------------------------------------------------------------------
# essence choices: a chain of small decisions with exactly the answers of one long list


def _chain_answers(s, seat):
    """Walk every path of the essence choice on top; the pool change at the end of each."""
    from ra_helpers import top_frame

    start = tuple(s.players[seat].pool)
    out, longest = [], 0
    todo = [s]
    while todo:
        x = todo.pop()
        opts = GAME.legal(x, seat)
        longest = max(longest, len(opts))
        for a in opts:
            y, _ = GAME.apply(x, a)
            f = top_frame(y, seat)
            if f is not None and type(f) in VECTOR and a[1] != "done":
                todo.append(y)
            else:
                out.append(tuple(b - a_ for a_, b in zip(start, y.players[seat].pool)))
    return out, longest


@pytest.mark.parametrize("frame, pool, expect", [
    # Fiery Whip destroying the Sea Serpent: 9 + 2 essences, not Gold
    (GainChoice(0, 11, data.NON_GOLD, None, "fiery_whip"), "0", lambda p: multisets(11, data.NON_GOLD)),
    (DiscardGain(0), "0", lambda p: (data.vec("1G"), *multisets(2, data.NON_GOLD))),
    # Wind Dragon (4 Calm + 4 any) with a discount of 3, from a rich pool
    (Pay(0, data.vec("4C"), 4, data.ALL, 3), "3E2L5C2D3G",
     lambda p: payments(p, data.vec("4C"), 4, data.ALL, 3)),
    (Pay(0, data.ZERO, 4, data.ALL, 0), "2E1L2C1D2G", lambda p: payments(p, data.ZERO, 4)),
    (LosePay(0, 4), "2E3C1D2G", lambda p: [v for v in multisets(4, (0, 2, 3, 4)) if covers(p, v)]),
])
def test_essence_chain_offers_exactly_the_answers_of_the_long_list(frame, pool, expect):
    s = new(pools=[pool, "0"])
    s = s.copy()
    s.stack = [EndTurn(), frame]
    got, longest = _chain_answers(s, 0)
    sign = 1 if type(frame) in GAINS else -1
    want = sorted(tuple(sign * n for n in v) for v in expect(tuple(s.players[0].pool)))
    assert sorted(got) == want and len(set(got)) == len(got)  # each answer has exactly one path
    assert longest <= 5 and len(want) > longest


def test_pay_x_of_one_type_ends_with_done():
    s = new(pools=["2E1C", "0"])
    s = s.copy()
    s.stack = [EndTurn(), Same(0)]
    got, longest = _chain_answers(s, 0)
    assert sorted(got) == sorted([(0,) * 5, (-1, 0, 0, 0, 0), (-2, 0, 0, 0, 0), (0, 0, -1, 0, 0)])
    assert legal_texts(s) == ["p1: pay 1E", "p1: pay 1C", "p1: done"]
