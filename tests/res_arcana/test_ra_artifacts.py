"""One scenario per artifact, written from its card data (cost, VP, collect, powers, reacts)."""

from ra_helpers import (
    GAME,
    answers,
    choose,
    covers,
    legal_texts,
    me,
    new,
    next_round,
    on,
    play,
    pool,
    put,
    refused,
    vp,
)


def placed(card, cost, players=2, **kw):
    """Place ``card`` paying exactly ``cost`` (p1, round 1); then the rivals pass."""
    rest = players - 1
    s = new(players=players, hands=[[card]] + [[]] * rest, pools=[cost] + ["0"] * rest, **kw)
    s = play(s, f"p1: place {card}")
    assert s.players[0].play == [card] and pool(s, 0) == "0", pool(s, 0)
    return me(s)


@covers("athanor")
def test_athanor():
    s = placed("athanor", "1E1G")
    s = put(s, 0, pool="1E3D", stored={"athanor": "5E"})
    refused(s, "p1: use athanor 2", "does not hold")
    s = play(s, "p1: use athanor 1")
    assert on(s, "athanor") == "7E" and pool(s, 0) == "3D" and "athanor" in s.turned
    s = next_round(s, "p1: leave athanor")
    s = play(s, "p1: use athanor 2")
    assert on(s, "athanor") == "1E"
    # X of one type, one at a time: Death is all there is; "done" stops (X = 0 here)
    assert legal_texts(s) == ["p1: pay 1D", "p1: done"] and answers(s) == 4
    s = play(s, "p1: pay 1D", "p1: pay 1D")
    assert legal_texts(s) == ["p1: pay 1D", "p1: done"] and pool(s, 0) == "3D"  # paid at the end
    s = play(s, "p1: pay 1D")
    assert pool(s, 0) == "3G"


@covers("bone_dragon")
def test_bone_dragon():
    s = placed("bone_dragon", "1L4D")
    assert vp(s, 0) == 1
    s = put(s, 1, pool="3L1D")
    s = play(s, "p1: use bone_dragon")  # p2 has passed: no loss
    assert pool(s, 1) == "3L1D"
    s = new(pools=["0", "3L1D"])
    s = put(s, 0, play=["bone_dragon"])
    s = play(s, "p1: use bone_dragon")
    assert legal_texts(s) == ["p2: lose", "p2: ignore"]
    assert pool(play(s, "p2: ignore"), 1) == "3L"
    assert pool(play(s, "p2: lose"), 1) == "1L1D"


@covers("celestial_horse")
def test_celestial_horse():
    s = placed("celestial_horse", "1E2C")
    s = next_round(s)
    assert legal_texts(s, 0) == ["p1: gain 1E", "p1: gain 1L", "p1: gain 1C"] and answers(s, 0) == 6
    s = play(s, "p1: gain 1E")
    assert legal_texts(s, 0) == ["p1: gain 1E", "p1: gain 1L", "p1: gain 1C"] and pool(s, 0) == "0"
    s = play(s, "p1: gain 1C")
    assert pool(s, 0) == "1E1C"


@covers("chalice_of_fire")
def test_chalice_of_fire():
    s = placed("chalice_of_fire", "1E1G")
    s = next_round(s)
    assert pool(s, 0) == "2E"  # collect 2 Elan
    s = put(s, 0, play=["crypt"], turned=["crypt"])
    s = play(s, "p1: use chalice_of_fire")
    assert sorted(legal_texts(s)) == ["p1: straighten chalice_of_fire", "p1: straighten crypt"]
    s = play(s, "p1: straighten crypt")
    assert s.turned == {"chalice_of_fire"} and pool(s, 0) == "1E"


@covers("chalice_of_life")
def test_chalice_of_life():
    s = placed("chalice_of_life", "1L1C1G")
    s = put(s, 0, pool="4C")
    s = play(s, "p1: use chalice_of_life 1", "p1: use chalice_of_life 1")
    assert on(s, "chalice_of_life") == "2L4C" and pool(s, 0) == "0"  # no turn: used twice
    s = next_round(s, "p1: take chalice_of_life")
    assert pool(s, 0) == "3L5C"  # with the collect 1 Life + 1 Calm
    # the React: turn to ignore a life loss
    s = new(pools=["0", "2L"])
    s = put(s, 0, play=["fire_dragon"])
    s = put(s, 1, play=["chalice_of_life"])
    s = play(s, "p1: use fire_dragon")
    assert sorted(legal_texts(s)) == ["p2: lose", "p2: react chalice_of_life"]
    s = play(s, "p2: react chalice_of_life")
    assert pool(s, 1) == "2L" and "chalice_of_life" in s.turned


@covers("corrupt_altar")
def test_corrupt_altar():
    s = placed("corrupt_altar", "2D3G")
    s = put(s, 0, pool="2L", play=["fire_dragon"])
    s = play(s, "p1: use corrupt_altar 1")
    assert on(s, "corrupt_altar") == "3E"
    s = play(s, "p1: use corrupt_altar 2")
    assert sorted(legal_texts(s)) == ["p1: destroy corrupt_altar", "p1: destroy fire_dragon"]
    s2 = play(s, "p1: destroy fire_dragon")
    assert answers(s2) == 165  # 6 + 2 = 8 essences of 4 kinds (never Gold), one at a time
    assert legal_texts(s2) == ["p1: gain 1E", "p1: gain 1L", "p1: gain 1C", "p1: gain 1D"]
    s2 = choose(s2, "p1: gain 8D")
    assert pool(s2, 0) == "8D" and s2.players[0].discard == ["fire_dragon"]
    s3 = play(s, "p1: destroy corrupt_altar")  # it may destroy itself: 5 + 2
    assert s3.players[0].discard == ["corrupt_altar"] and on(s3, "corrupt_altar") == "0"
    s3 = choose(s3, "p1: gain 7E")
    assert pool(s3, 0) == "7E"
    s = next_round(new())
    s = put(s, 0, play=["corrupt_altar"])
    s = next_round(s)
    assert pool(s, 0) == "1L1D"  # collect


@covers("crypt")
def test_crypt():
    s = placed("crypt", "2D2E1C")
    s = put(s, 0, pool="4E1D", discard=["fire_dragon", "sea_serpent"])
    s = play(s, "p1: use crypt 2")
    assert sorted(legal_texts(s)) == ["p1: decline", "p1: place fire_dragon"]  # not the 9-essence Serpent
    s = play(s, "p1: place fire_dragon")
    assert s.players[0].play == ["crypt", "fire_dragon"] and pool(s, 0) == "0"  # 6 Elan - 2
    s = next_round(s)
    s = play(s, "p1: use crypt 1")
    assert pool(s, 0) == "2D"


@covers("cursed_skull")
def test_cursed_skull():
    s = placed("cursed_skull", "2D")
    s = put(s, 0, pool="1L")
    s = play(s, "p1: use cursed_skull")
    assert legal_texts(s) == ["p1: gain 1E", "p1: gain 1C", "p1: gain 1D"] and answers(s) == 10
    s = play(s, "p1: gain 1E", "p1: gain 1C")
    assert legal_texts(s) == ["p1: gain 1C", "p1: gain 1D"]  # Elan is behind: picked in order
    s = play(s, "p1: gain 1D")
    assert on(s, "cursed_skull") == "1E1C1D" and pool(s, 0) == "0"


@covers("dancing_sword")
def test_dancing_sword():
    s = placed("dancing_sword", "1E1G")
    s = next_round(s)
    assert pool(s, 0) == "1E1D"
    s = new(pools=["0", "1E1L"])
    s = put(s, 0, play=["earth_dragon"])
    s = put(s, 1, play=["dancing_sword"], turned=["dancing_sword"])  # no turn in its cost: usable turned
    s = play(s, "p1: use earth_dragon")
    assert sorted(legal_texts(s)) == ["p2: lose", "p2: react dancing_sword"]
    s = play(s, "p2: react dancing_sword")
    assert pool(s, 1) == "1L" and on(s, "dancing_sword") == "1D"


@covers("dragon_bridle")
def test_dragon_bridle():
    s = placed("dragon_bridle", "1E1L1C1D")
    assert vp(s, 0) == 1
    s = put(s, 0, hand=["fire_dragon"], pool="3E", turned=["dragon_bridle"])
    s = play(s, "p1: place fire_dragon")  # discount applies while turned
    assert pool(s, 0) == "0"
    # its React works against Dragons only
    s = new(pools=["0", "2L"])
    s = put(s, 0, play=["fire_dragon", "elvish_bow"])
    s = put(s, 1, play=["dragon_bridle"])
    s1 = play(s, "p1: use elvish_bow 1")
    assert pool(s1, 1) == "1L"  # no choice offered: only "lose"
    s2 = play(s, "p1: use fire_dragon")
    assert sorted(legal_texts(s2)) == ["p2: lose", "p2: react dragon_bridle"]


@covers("dragon_egg")
def test_dragon_egg():
    s = placed("dragon_egg", "1G")
    assert vp(s, 0) == 1
    s = put(s, 0, hand=["earth_dragon", "hawk"], pool="3L")
    s = play(s, "p1: use dragon_egg")
    assert sorted(legal_texts(s)) == ["p1: decline", "p1: place earth_dragon"]
    s = play(s, "p1: place earth_dragon")  # 4 Elan + 3 Life - 4 -> 3 Life
    p = s.players[0]
    assert p.play == ["earth_dragon"] and p.discard == ["dragon_egg"] and pool(s, 0) == "0"


@covers("dragon_teeth")
def test_dragon_teeth():
    s = placed("dragon_teeth", "1E1D")
    s = put(s, 0, pool="5E", hand=["water_dragon"])
    s = play(s, "p1: use dragon_teeth 1")
    assert on(s, "dragon_teeth") == "3E" and pool(s, 0) == "3E"
    s = play(s, "p1: use dragon_teeth 2", "p1: place water_dragon")
    assert "water_dragon" in s.players[0].play and pool(s, 0) == "0"  # free


@covers("dwarven_pickaxe")
def test_dwarven_pickaxe():
    s = placed("dwarven_pickaxe", "1E")
    s = put(s, 0, pool="1E")
    s = play(s, "p1: use dwarven_pickaxe")
    assert pool(s, 0) == "1G"
    refused(s, "p1: use dwarven_pickaxe", "turned")


@covers("earth_dragon")
def test_earth_dragon():
    s = placed("earth_dragon", "4E3L")
    assert vp(s, 0) == 1
    s = new(pools=["0", "1G"])
    s = put(s, 0, play=["earth_dragon"])
    s = play(s, "p1: use earth_dragon")
    assert legal_texts(s) == ["p2: lose", "p2: ignore"]
    assert pool(play(s, "p2: ignore"), 1) == "0"
    assert pool(play(s, "p2: lose"), 1) == "0"  # no Life: loses the 1 Gold it has


@covers("elemental_spring")
def test_elemental_spring():
    s = placed("elemental_spring", "2E1L1C")
    s = next_round(s)
    assert pool(s, 0) == "1E1L1C"
    s = new(pools=["0", "1C2L"])
    s = put(s, 0, play=["fire_dragon"])
    s = put(s, 1, play=["elemental_spring"])
    s = play(s, "p1: use fire_dragon")
    assert sorted(legal_texts(s)) == ["p2: ignore", "p2: lose", "p2: react elemental_spring"]
    s = play(s, "p2: react elemental_spring")
    assert pool(s, 1) == "2L"


@covers("elvish_bow")
def test_elvish_bow():
    s = placed("elvish_bow", "2E1L", decks=[["hawk", "prism"], []])
    s = put(s, 1, pool="2L")
    a = GAME.parse(s, "p1: use elvish_bow 2")
    assert GAME.is_barrier(s, a)
    s = play(s, "p1: use elvish_bow 2")
    assert s.players[0].hand == ["hawk"]
    s = new(pools=["0", "2L"])
    s = put(s, 0, play=["elvish_bow"])
    s = play(s, "p1: use elvish_bow 1")
    assert pool(s, 1) == "1L" and s.current == 1  # no ignore option of its own


@covers("fiery_whip")
def test_fiery_whip():
    s = placed("fiery_whip", "2E2D")
    s = put(s, 0, play=["hawk"])
    s = play(s, "p1: use fiery_whip 1")
    assert pool(s, 0) == "3E" and pool(s, 1) == "1E"  # a passed rival still gains
    s = next_round(s)
    s = play(s, "p1: use fiery_whip 2")
    assert legal_texts(s) == [] or GAME.to_move(s) == [0]
    assert s.players[0].discard == ["hawk"]  # the only other artifact: no choice
    s = choose(s, "p1: gain 4L")  # Hawk costs 2, + 2
    assert pool(s, 0) == "3E4L1C"  # the Hawk collected 1 Calm


@covers("fire_dragon")
def test_fire_dragon():
    s = placed("fire_dragon", "6E")
    assert vp(s, 0) == 1
    s = new(pools=["0", "1C1L"])
    s = put(s, 0, play=["fire_dragon"])
    s = play(s, "p1: use fire_dragon", "p2: ignore")
    assert pool(s, 1) == "1L"


@covers("flaming_pit")
def test_flaming_pit():
    s = placed("flaming_pit", "2E")
    s = next_round(s)
    assert pool(s, 0) == "1E"
    s = put(s, 0, pool="1L")
    s = play(s, "p1: use flaming_pit")
    assert pool(s, 0) == "1E1D"


@covers("fountain_of_youth")
def test_fountain_of_youth():
    s = placed("fountain_of_youth", "1C1D")
    s = put(s, 0, pool="2D")
    s = play(s, "p1: use fountain_of_youth")
    assert on(s, "fountain_of_youth") == "1L2C"
    s = next_round(s, "p1: take fountain_of_youth")
    assert pool(s, 0) == "2L2C"  # + collect 1 Life


@covers("guard_dog")
def test_guard_dog():
    s = placed("guard_dog", "1E")
    s = new(pools=["0", "2L1E"])
    s = put(s, 0, play=["fire_dragon", "water_dragon"])
    s = put(s, 1, play=["guard_dog"])
    s = play(s, "p1: use fire_dragon", "p2: react guard_dog")
    assert pool(s, 1) == "1E2L" and "guard_dog" in s.turned
    refused(s, "p2: use guard_dog 2", "react")
    s = play(s, "p2: use guard_dog 1")  # pay 1 Elan: straighten it
    assert "guard_dog" not in s.turned and pool(s, 1) == "2L"
    s = play(s, "p1: use water_dragon")
    assert "p2: react guard_dog" in legal_texts(s)


@covers("hand_of_glory")
def test_hand_of_glory():
    s = placed("hand_of_glory", "1L1D")
    s = play(s, "p1: use hand_of_glory")
    assert pool(s, 0) == "2D" and pool(s, 1) == "1D"


@covers("hawk")
def test_hawk():
    s = placed("hawk", "1L1C", decks=[["prism", "vault", "crypt", "athanor"], []])
    s = play(s, "p1: use hawk 1")
    assert sorted(legal_texts(s)) == ["p1: look deck", "p1: look monuments"]
    s = play(s, "p1: look deck")
    assert len(legal_texts(s)) == 6 and "p1: order prism vault crypt" in legal_texts(s)
    assert GAME.view(s, 1).stack[-1].cards == ("?", "?", "?")  # the rival does not see them
    s = play(s, "p1: order crypt prism vault")
    assert s.players[0].deck == ["athanor", "vault", "prism", "crypt"]
    s = next_round(s)
    assert s.players[0].hand == ["crypt"] and pool(s, 0) == "1C"  # drew on passing; collect 1 Calm
    s = put(s, 0, pool="2C")
    s = play(s, "p1: use hawk 2")
    assert s.players[0].hand == ["crypt", "prism"] and pool(s, 0) == "0"


@covers("horn_of_plenty")
def test_horn_of_plenty():
    s = placed("horn_of_plenty", "2G")
    s = play(s, "p1: use horn_of_plenty 1")
    assert answers(s) == 20
    s = choose(s, "p1: gain 2E1D")
    s = next_round(s)
    s = play(s, "p1: use horn_of_plenty 2")
    assert pool(s, 0) == "2E1D1G"


@covers("hypnotic_basin")
def test_hypnotic_basin():
    s = placed("hypnotic_basin", "1E2C1D", players=3)
    s = put(s, 1, pool="3E")
    s = put(s, 2, pool="1E")
    s = play(s, "p1: use hypnotic_basin")
    assert sorted(legal_texts(s)) == ["p1: rival p2", "p1: rival p3"]
    s = play(s, "p1: rival p2")
    assert pool(s, 0) == "3C" and pool(s, 1) == "3E"
    s = next_round(s)
    assert pool(s, 0) == "5C"


@covers("jeweled_statuette")
def test_jeweled_statuette():
    s = placed("jeweled_statuette", "2D1G")
    assert vp(s, 0) == 1
    s = play(s, "p1: use jeweled_statuette 1")
    assert pool(s, 0) == "3D" and pool(s, 1) == "1D"
    refused(s, "p1: use jeweled_statuette 2", "turned")
    s = next_round(s)
    s = play(s, "p1: use jeweled_statuette 2")
    assert pool(s, 0) == "1E3D2G" and s.players[0].discard == ["jeweled_statuette"]


@covers("magical_shard")
def test_magical_shard():
    s = placed("magical_shard", "0")
    s = play(s, "p1: use magical_shard")
    assert sorted(legal_texts(s)) == ["p1: gain 1C", "p1: gain 1D", "p1: gain 1E", "p1: gain 1L"]
    s = play(s, "p1: gain 1L")
    assert pool(s, 0) == "1L"


@covers("mermaid")
def test_mermaid():
    s = placed("mermaid", "2L2C", places=["alchemists_tower", "dwarven_mines", "sunken_reef",
                                          "sacrificial_pit", "sorcerers_bestiary"])
    s = put(s, 0, pool="1E1C1G", places=["sunken_reef"])
    s = play(s, "p1: use mermaid")
    assert sorted(legal_texts(s)) == ["p1: pay 1C", "p1: pay 1G"]  # never Elan or Death
    s = play(s, "p1: pay 1C")
    assert "p1: target sunken_reef" in legal_texts(s)
    s = play(s, "p1: target sunken_reef")
    assert on(s, "sunken_reef") == "1C" and vp(s, 0) == 1  # 1 per Calm on it
    s = next_round(s, "p1: leave sunken_reef")
    assert pool(s, 0) == "1E1C2G"  # collect: Mermaid 1 Calm, Reef 1 Gold


@covers("nightingale")
def test_nightingale():
    s = placed("nightingale", "1L1C")
    assert GAME.score(s)[0]["artifacts"] == 1
    assert not any(t.startswith("p1: use nightingale") for t in legal_texts(s))


@covers("philosophers_stone")
def test_philosophers_stone():
    s = placed("philosophers_stone", "2E2L2C2D")
    assert vp(s, 0) == 1
    s = put(s, 0, pool="4D1E")
    s = play(s, "p1: use philosophers_stone")
    assert legal_texts(s) == ["p1: pay 1E", "p1: pay 1D"] and answers(s) == 2  # 1E1D or 2D
    s = play(s, "p1: pay 1E")  # the second is then Death: no question
    assert legal_texts(s) == ["p1: pay 1D", "p1: done"] and answers(s) == 4
    s = choose(s, "p1: pay 3D")
    assert pool(s, 0) == "3G"


@covers("prism")
def test_prism():
    s = placed("prism", "0")
    s = put(s, 0, pool="1G3D")
    s = play(s, "p1: use prism 1", "p1: pay 1G")
    s = choose(s, "p1: gain 2E")
    assert pool(s, 0) == "2E3D"
    s = next_round(s)
    s = play(s, "p1: use prism 2")
    s = choose(s, "p1: pay 3D")
    assert sorted(legal_texts(s)) == ["p1: gain 3C", "p1: gain 3E", "p1: gain 3L"]  # another type, not Gold
    s = play(s, "p1: gain 3L")
    assert pool(s, 0) == "2E3L"


@covers("ring_of_midas")
def test_ring_of_midas():
    s = placed("ring_of_midas", "1L1G")
    assert vp(s, 0) == 1
    s = put(s, 0, pool="4L")
    s = play(s, "p1: use ring_of_midas 1", "p1: use ring_of_midas 1",
             "p1: use ring_of_midas 2")
    assert on(s, "ring_of_midas") == "3G" and pool(s, 0) == "0"
    refused(s, "p1: use ring_of_midas 1", "turned")


@covers("sacrificial_dagger")
def test_sacrificial_dagger():
    s = placed("sacrificial_dagger", "1D1G")
    s = put(s, 0, pool="1L", hand=["sea_serpent", "hawk"])
    s = play(s, "p1: use sacrificial_dagger 1")
    assert on(s, "sacrificial_dagger") == "3D"
    s = next_round(s, "p1: take sacrificial_dagger")
    s = play(s, "p1: use sacrificial_dagger 2")
    assert sorted(legal_texts(s)) == ["p1: discard hawk", "p1: discard sea_serpent"]
    s = play(s, "p1: discard sea_serpent")
    assert answers(s) == 220  # 9 essences of 4 kinds, one at a time
    s = choose(s, "p1: gain 9C")  # printed cost 3 + 6
    p = s.players[0]
    assert pool(s, 0) == "9C3D" and sorted(p.discard) == ["sacrificial_dagger", "sea_serpent"]


@covers("sea_serpent")
def test_sea_serpent():
    s = placed("sea_serpent", "3L6C")
    assert vp(s, 0) == 1
    s = new(pools=["0", "2L"])
    s = put(s, 0, play=["sea_serpent"])
    s = put(s, 1, play=["hawk", "prism"])
    s = play(s, "p1: use sea_serpent")
    assert sorted(legal_texts(s)) == ["p2: destroy hawk", "p2: destroy prism", "p2: lose"]
    s = play(s, "p2: destroy prism")
    assert pool(s, 1) == "2L" and s.players[1].discard == ["prism"]


@covers("treant")
def test_treant():
    s = placed("treant", "2E3L")
    s = put(s, 1, pool="4D")
    s = play(s, "p1: use treant")  # one rival: no question
    assert pool(s, 0) == "4E" and pool(s, 1) == "4D"
    s = next_round(s)
    assert pool(s, 0) == "4E2L"


@covers("tree_of_life")
def test_tree_of_life():
    s = placed("tree_of_life", "1L2D")
    s = play(s, "p1: use tree_of_life 1")
    assert pool(s, 0) == "3L" and pool(s, 1) == "1L"
    s = new(pools=["0", "1L"])
    s = put(s, 0, play=["fire_dragon"])
    s = put(s, 1, play=["tree_of_life"], turned=["tree_of_life"])
    s = play(s, "p1: use fire_dragon")
    assert sorted(legal_texts(s)) == ["p2: lose", "p2: react tree_of_life"]
    s = play(s, "p2: react tree_of_life")  # pays 1 Life instead of 2
    assert pool(s, 1) == "0"


@covers("vault")
def test_vault():
    s = placed("vault", "1G1E")
    s = play(s, "p1: use vault")
    assert on(s, "vault") == "1G"
    s = next_round(s, "p1: leave vault")  # leave the Gold: gain 2 non-Gold
    assert answers(s, 0) == 10
    s = choose(s, "p1: gain 1E1D")
    assert pool(s, 0) == "1E1D" and on(s, "vault") == "1G"
    s = next_round(s, "p1: take vault")
    assert pool(s, 0) == "1E1D1G" and on(s, "vault") == "0"  # taking it: no bonus


@covers("water_dragon")
def test_water_dragon():
    s = placed("water_dragon", "6C")
    assert vp(s, 0) == 1
    s = new(pools=["0", "1E"])
    s = put(s, 0, play=["water_dragon"])
    s = play(s, "p1: use water_dragon", "p2: ignore")
    assert pool(s, 1) == "0" and s.current == 1


@covers("wind_dragon")
def test_wind_dragon():
    s = placed("wind_dragon", "4C4G")
    assert vp(s, 0) == 1
    s = new(pools=["0", "0"], hands=[[], ["hawk", "prism"]])
    s = put(s, 0, play=["wind_dragon"])
    s = play(s, "p1: use wind_dragon")
    assert sorted(legal_texts(s)) == ["p2: discard hawk", "p2: discard prism", "p2: lose"]
    s = play(s, "p2: discard hawk")
    assert s.players[1].hand == ["prism"] and s.players[1].discard == ["hawk"]


@covers("windup_man")
def test_windup_man():
    s = placed("windup_man", "1E1L1C1G")
    s = put(s, 0, pool="1E", stored={"windup_man": "3G"})
    s = play(s, "p1: use windup_man")
    assert on(s, "windup_man") == "1E3G"
    s = next_round(s, "p1: leave windup_man")  # 2 more of each type on it
    assert on(s, "windup_man") == "3E5G"
    s = next_round(s, "p1: take windup_man")
    assert pool(s, 0) == "3E5G"
