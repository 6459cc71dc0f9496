"""One scenario per monument and per Place of Power side, written from the card data."""

from ra_helpers import (
    GAME,
    MONUMENTS,
    answers,
    choose,
    covers,
    end_round,
    legal_texts,
    me,
    new,
    next_round,
    on,
    on_turn,
    play,
    pool,
    put,
    refused,
    vp,
)

B_SIDES = ["alchemists_tower", "dwarven_mines", "sunken_reef", "sacrificial_pit", "sorcerers_bestiary"]


def claimed(what, cost, places="first", monuments=None, **kw):
    """p1 claims ``what`` paying exactly ``cost``; then p2 passes."""
    s = new(pools=[cost, "0"], places=places, monuments=monuments, **kw)
    s = play(s, f"p1: claim {what}")
    return me(s) if on_turn(s) else s


@covers("colossus")
def test_colossus():
    s = claimed("top", "4G")  # the top of the deck is the Colossus
    assert s.players[0].monuments == ["colossus"] and vp(s, 0) == 2
    s = put(s, 0, pool="1E")
    s = play(s, "p1: use colossus")
    assert on(s, "colossus") == "1G" and vp(s, 0) == 2  # the Gold on it scores nothing


@covers("golden_statue")
def test_golden_statue():
    s = new(pools=["3G", "0"])
    s = put(s, 0, monuments=["golden_statue", "great_pyramid", "colossus"])  # 6
    s = play(s, "p1: pass divination")  # + token = 7
    s = play(s, "p2: pass protection")
    assert legal_texts(s) == ["p1: react golden_statue", "p1: decline"]  # usable after passing
    declined = play(s, "p1: decline")
    assert declined.phase == "actions" and declined.round == 2
    s = play(s, "p1: react golden_statue")
    assert s.phase == "over" and GAME.result(s) == [10, 0] and GAME.score(s)[0]["golden statue"] == 3
    # not enough for a win: the 3 points do not last
    s = new(pools=["3G", "0"])
    s = put(s, 0, monuments=["golden_statue", "great_pyramid"])
    s = play(s, "p1: pass divination", "p2: pass protection", "p1: react golden_statue")
    assert s.phase in ("actions", "collect") and vp(s, 0) == 5 and pool(s, 0) == "0"
    assert "golden_statue" not in s.turned  # straightened with the rest for the new round


@covers("great_pyramid")
def test_great_pyramid():
    s = claimed("great_pyramid", "4G")
    assert GAME.score(s)[0]["monuments"] == 3 and s.mon_display == ["library", "colossus"]


@covers("hanging_gardens")
def test_hanging_gardens():
    s = new()
    s = put(s, 0, monuments=["hanging_gardens"])
    s = next_round(s, "p1: gain 1E1L1D")
    assert pool(s, 0) == "1E1L1D" and GAME.score(s)[0]["monuments"] == 1


@covers("library")
def test_library():
    s = claimed("library", "4G", decks=[["hawk"], []])
    assert GAME.is_barrier(s, GAME.parse(s, "p1: use library"))
    s = play(s, "p1: use library")
    assert s.players[0].hand == ["hawk"]


@covers("mausoleum")
def test_mausoleum():
    s = new(pools=["2G", "0"])
    s = put(s, 0, monuments=["mausoleum"])
    s = play(s, "p1: use mausoleum")
    s = me(s)
    s = play(s, "p1: use mausoleum")  # no turn: again
    assert on(s, "mausoleum") == "2D" and vp(s, 0) == 2


@covers("obelisk")
def test_obelisk():
    mons = ["obelisk", "library"] + [m for m in MONUMENTS if m not in ("obelisk", "library")]
    s = new(pools=["4G", "0"], monuments=mons)
    s = play(s, "p1: claim obelisk")
    assert s.mon_display == ["library"]  # the 6 essences are chosen before the new monument is shown
    assert answers(s) == 84 and len(legal_texts(s)) == 4  # 6 essences, not Gold: one at a time
    s = choose(s, "p1: gain 6C")
    assert pool(s, 0) == "6C" and s.mon_display == ["library", "great_pyramid"]


@covers("oracle")
def test_oracle():
    s = new(decks=[["hawk", "prism", "crypt"], []])
    s = put(s, 0, monuments=["oracle"])
    s = play(s, "p1: use oracle", "p1: look deck", "p1: order crypt hawk prism")
    assert s.players[0].deck[-1] == "crypt" and vp(s, 0) == 3


@covers("solomons_mine")
def test_solomons_mine():
    s = new()
    s = put(s, 0, monuments=["solomons_mine"])
    s = play(s, "p1: use solomons_mine")
    assert pool(s, 0) == "1G" and vp(s, 0) == 2


@covers("temple")
def test_temple():
    s = new(pools=["0", "1L"])
    s = put(s, 0, play=["bone_dragon"])
    s = put(s, 1, monuments=["temple"])
    s = play(s, "p1: use bone_dragon")
    assert sorted(legal_texts(s)) == ["p2: lose", "p2: react temple"]
    s = play(s, "p2: react temple")
    assert pool(s, 1) == "1L" and vp(s, 1) == 2
    s = next_round(s)
    assert pool(s, 1) == "2L"  # collect 1 Life


# ---------------------------------------------------------------------------
# Places of Power


@covers("sacred_grove")
def test_sacred_grove():
    s = claimed("sacred_grove", "8L4C")
    assert vp(s, 0) == 2
    s = put(s, 0, pool="1C", play=["hawk", "fire_dragon"])
    s = play(s, "p1: use sacred_grove 1")
    assert pool(s, 0) == "5L"
    s = next_round(s)
    s = play(s, "p1: use sacred_grove 2")  # the Hawk is the only Creature: no question
    assert s.turned == {"sacred_grove", "hawk"} and on(s, "sacred_grove") == "1L"
    assert GAME.score(s)[0]["places of power"] == 3


@covers("alchemists_tower")
def test_alchemists_tower():
    s = claimed("alchemists_tower", "3G", places=B_SIDES)
    s = put(s, 0, pool="2E2L2C2D")
    s = play(s, "p1: use alchemists_tower 1", "p1: use alchemists_tower 1")
    assert on(s, "alchemists_tower") == "2G" and vp(s, 0) == 2
    s = next_round(s, "p1: gain 3E", "p1: leave alchemists_tower")
    assert pool(s, 0) == "3E"
    s = new(pools=["0", "2L"], places=B_SIDES)
    s = put(s, 0, play=["fire_dragon"])
    s = put(s, 1, places=["alchemists_tower"])
    s = play(s, "p1: use fire_dragon", "p2: react alchemists_tower")
    assert pool(s, 1) == "2L"


@covers("cursed_forge")
def test_cursed_forge():
    s = claimed("cursed_forge", "6E3D")
    assert GAME.score(s)[0]["places of power"] == 1
    s = put(s, 0, pool="2E1G1D")
    s = play(s, "p1: use cursed_forge")
    assert on(s, "cursed_forge") == "1G" and GAME.score(s)[0]["places of power"] == 2
    # the curse at each collect: pay 1 Death or turn it (then it cannot be used this round)
    s = end_round(s)
    assert sorted(legal_texts(s, 0)) == ["p1: leave cursed_forge", "p1: take cursed_forge"]
    s = play(s, "p1: leave cursed_forge")
    assert sorted(legal_texts(s, 0)) == ["p1: pay 1D", "p1: turn cursed_forge"]
    paid = me(play(s, "p1: pay 1D"))
    assert pool(paid, 0) == "0" and "cursed_forge" not in paid.turned
    turned = me(play(s, "p1: turn cursed_forge"))
    assert "cursed_forge" in turned.turned
    refused(turned, "p1: use cursed_forge", "turned")
    # without Death it is turned, no question asked
    s = put(turned, 0, pool="0")
    s = next_round(s, "p1: leave cursed_forge")
    assert "cursed_forge" in s.turned


@covers("dwarven_mines")
def test_dwarven_mines():
    s = claimed("dwarven_mines", "4E2L1G", places=B_SIDES)
    s = put(s, 0, pool="5E")
    s = play(s, "p1: use dwarven_mines 1")
    assert pool(s, 0) == "3G"
    s = next_round(s)
    assert pool(s, 0) == "4G"  # collect 1 Gold
    s = put(s, 0, pool="3E3D")
    s = play(s, "p1: use dwarven_mines 2")
    assert on(s, "dwarven_mines") == "2G" and vp(s, 0) == 2


@covers("coral_castle")
def test_coral_castle():
    s = new(pools=["5E5L5C", "0"])
    s = put(s, 0, monuments=["great_pyramid", "colossus", "temple"])  # 7
    s = play(s, "p1: claim coral_castle")  # + 3 = 10 (the token is still p1's: first player)
    s = me(s)
    s = play(s, "p1: use coral_castle 1")
    assert s.phase == "over" and GAME.winners(s) == [0] and GAME.result(s) == [10, 1]  # p2 has the token
    # below 10: the round simply goes on
    s = new()
    s = put(s, 0, places=["coral_castle"])
    s = play(s, "p1: use coral_castle 1")
    assert s.phase == "actions" and s.current == 1
    # the React
    s = new(pools=["0", "2L"])
    s = put(s, 0, play=["fire_dragon"])
    s = put(s, 1, places=["coral_castle"])
    s = play(s, "p1: use fire_dragon", "p2: react coral_castle")
    assert pool(s, 1) == "2L"


@covers("sunken_reef")
def test_sunken_reef():
    s = claimed("sunken_reef", "2E2L5C", places=B_SIDES)
    s = put(s, 0, pool="4C2L")
    s = play(s, "p1: use sunken_reef")
    s = play(s, "p1: use sunken_reef")
    assert on(s, "sunken_reef") == "2C" and vp(s, 0) == 2
    s = next_round(s, "p1: leave sunken_reef")
    assert pool(s, 0) == "1G"


@covers("catacombs_of_the_dead")
def test_catacombs_of_the_dead():
    s = claimed("catacombs_of_the_dead", "9D")
    s = put(s, 0, pool="5D")
    s = play(s, "p1: use catacombs_of_the_dead 1", "p1: use catacombs_of_the_dead 2")
    assert on(s, "catacombs_of_the_dead") == "2D" and vp(s, 0) == 2
    s = next_round(s, "p1: leave catacombs_of_the_dead")
    assert pool(s, 0) == "1D"


@covers("sacrificial_pit")
def test_sacrificial_pit():
    s = claimed("sacrificial_pit", "8E4D", places=B_SIDES)
    assert vp(s, 0) == 2
    s = put(s, 0, pool="3L1D", play=["wind_dragon", "hawk", "prism"])
    s = play(s, "p1: use sacrificial_pit 1")
    assert on(s, "sacrificial_pit") == "1D" and GAME.score(s)[0]["places of power"] == 3
    s = next_round(s, "p1: leave sacrificial_pit")
    s = play(s, "p1: use sacrificial_pit 2")
    assert sorted(legal_texts(s)) == ["p1: destroy hawk", "p1: destroy wind_dragon"]  # not the Prism
    s = play(s, "p1: destroy wind_dragon")
    assert pool(s, 0) == "1C8G" and s.players[0].discard == ["wind_dragon"]  # 4 Calm + 4 any


@covers("dragons_lair")
def test_dragons_lair():
    s = claimed("dragons_lair", "3E3L3C3D")
    s = put(s, 0, hand=["fire_dragon"], pool="3E")
    s = play(s, "p1: place fire_dragon")  # 6 - 3
    s = me(s)
    s = play(s, "p1: use dragons_lair 1")
    assert pool(s, 0) == "2G"
    s = next_round(s)
    s = play(s, "p1: use dragons_lair 2")
    assert s.turned == {"dragons_lair", "fire_dragon"} and on(s, "dragons_lair") == "2G"
    assert GAME.score(s)[0]["places of power"] == 2


@covers("sorcerers_bestiary")
def test_sorcerers_bestiary():
    s = claimed("sorcerers_bestiary", "2E4L2C2D", places=B_SIDES)
    s = put(s, 0, play=["sea_serpent", "hawk", "fire_dragon"])
    assert GAME.score(s)[0]["places of power"] == 3 + 1 + 2
    s = put(s, 0, pool="4G6E")
    s = put(s, 1, discard=["water_dragon", "earth_dragon"])
    s = play(s, "p1: use sorcerers_bestiary 2")
    s = choose(s, "p1: pay 4G")
    assert s.current == 0 and on_turn(s)  # no Dragon it can pay for: nothing placed (its turn is over)
    s2 = new(pools=["0", "0"], places=B_SIDES)
    s2 = put(s2, 0, places=["sorcerers_bestiary"], play=["nightingale"], pool="4G6C")
    s2 = put(s2, 1, discard=["water_dragon"])
    s2 = play(s2, "p1: use sorcerers_bestiary 2")
    s2 = choose(s2, "p1: pay 4G")
    s2 = play(s2, "p1: place water_dragon")
    assert "water_dragon" in s2.players[0].play and s2.players[1].discard == [] and pool(s2, 0) == "0"
    assert GAME.score(s2)[0]["places of power"] == 3
    # mid-round victory check
    s3 = new(places=B_SIDES)
    s3 = put(s3, 0, places=["sorcerers_bestiary"], play=["sea_serpent", "wind_dragon", "fire_dragon",
                                                         "earth_dragon"])
    s3 = play(s3, "p1: use sorcerers_bestiary 1")
    assert s3.phase == "over" and GAME.result(s3)[0] == 4 + 9 + 1
