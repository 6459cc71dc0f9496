"""One scenario per mage and per magic item, written from the card data."""

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
)


@covers("alchemist")
def test_alchemist():
    s = new(pools=["2E2G", "0"])
    s = play(s, "p1: use alchemist 1")
    assert GAME.to_move(s) == [1] and pool(s, 0) == "2G"  # only one way to pay 4: no question
    refused(me(s), "p1: use alchemist 2", "turned")
    s = play(new(), "p1: use alchemist 2")
    assert sorted(legal_texts(s)) == ["p1: gain 1C", "p1: gain 1D", "p1: gain 1E", "p1: gain 1L"]


@covers("artificer")
def test_artificer():
    s = new(mages=["artificer", "scholar"], hands=[["hawk", "dwarven_pickaxe"], []], pools=["1L4G", "0"])
    s = me(play(s, "p1: place dwarven_pickaxe"))  # 1 Elan - 1: free
    assert pool(s, 0) == "1L4G"
    s = play(s, "p1: place hawk")  # 1 Life + 1 Calm - 1: one of them
    assert pool(s, 0) == "4G"
    s = new(mages=["artificer", "scholar"], pools=["3G1E", "0"])
    refused(s, "p1: claim library", "cannot pay")  # no discount on monuments


@covers("druid")
def test_druid():
    s = new(mages=["druid", "scholar"])
    assert pool(s, 0) == "1L"  # collect
    s = put(s, 0, play=["hawk", "crypt"], turned=["hawk", "crypt"])
    s = play(s, "p1: use druid")
    assert s.turned == {"crypt", "druid"}  # only a Creature: the Hawk, no question asked
    s = play(new(mages=["druid", "scholar"]), "p1: use druid")  # no target: allowed, no effect
    assert s.turned == {"druid"}


@covers("duelist")
def test_duelist():
    s = new(mages=["duelist", "scholar"], pools=["1D", "0"])
    assert pool(s, 0) == "1E1D"
    s = play(s, "p1: use duelist")
    assert on(s, "duelist") == "1G" and pool(s, 0) == "1E"
    s = next_round(s, "p1: take duelist")
    assert pool(s, 0) == "2E1G"


@covers("healer")
def test_healer():
    s = new(mages=["healer", "scholar"])
    assert legal_texts(s) == ["p1: gain 1L", "p1: gain 1C"]
    s = play(s, "p1: gain 1L")
    s = new(mages=["scholar", "healer"], pools=["0", "1L"])
    s = play(s, "p2: gain 1C")
    s = put(s, 0, play=["fire_dragon"])
    s = play(s, "p1: use fire_dragon")
    assert sorted(legal_texts(s)) == ["p2: ignore", "p2: lose", "p2: react healer"]
    s = play(s, "p2: react healer")
    assert pool(s, 1) == "1L1C" and "healer" in s.turned


@covers("necromancer")
def test_necromancer():
    s = new(mages=["necromancer", "scholar"], pools=["2L", "0"])
    assert pool(s, 0) == "2L1D"
    s = play(s, "p1: use necromancer")
    assert on(s, "necromancer") == "3D" and pool(s, 0) == "1D"


@covers("scholar")
def test_scholar():
    s = new(mages=["scholar", "alchemist"], pools=["1G", "0"], decks=[["hawk"], []])
    assert GAME.is_barrier(s, GAME.parse(s, "p1: use scholar"))
    s = play(s, "p1: use scholar")  # Gold may pay "any"
    assert s.players[0].hand == ["hawk"] and pool(s, 0) == "0"


@covers("seer")
def test_seer():
    s = new(mages=["seer", "scholar"])
    assert pool(s, 0) == "1C"
    s = play(s, "p1: use seer")  # own deck empty (no discards): the monuments, no question
    assert len(legal_texts(s)) == 6
    s = play(s, "p1: order hanging_gardens golden_statue colossus")  # top first
    assert s.mon_deck[-3:] == ["colossus", "golden_statue", "hanging_gardens"]


@covers("transmuter")
def test_transmuter():
    s = new(mages=["transmuter", "scholar"], pools=["1E1G", "0"])
    s = play(s, "p1: use transmuter")
    assert answers(s) == 20
    s = choose(s, "p1: gain 3E")
    assert pool(s, 0) == "3E"
    refused(me(new(mages=["transmuter", "scholar"], pools=["1E", "0"])), "p1: use transmuter", "cannot pay")


@covers("witch")
def test_witch():
    s = new(mages=["witch", "scholar"], pools=["2E", "0"])
    assert legal_texts(s) == ["p1: gain 1L", "p1: gain 1D"]
    s = play(s, "p1: gain 1D")
    s = put(s, 0, play=["crypt"], turned=["crypt"])
    s = play(s, "p1: use witch")
    assert legal_texts(s) == ["p1: pay 1E", "p1: pay 1D"]  # the first Elan is certain
    assert answers(s) == 2  # 1E1D or 2E
    s = choose(s, "p1: pay 2E")
    assert sorted(legal_texts(s)) == ["p1: straighten crypt", "p1: straighten witch"]
    s = play(s, "p1: straighten crypt")
    assert s.turned == {"witch"} and pool(s, 0) == "1D"


# ---------------------------------------------------------------------------
# magic items


@covers("alchemy")
def test_alchemy():
    s = new(items=["alchemy", "research"], pools=["4D", "0"])
    s = play(s, "p1: use alchemy")
    assert pool(s, 0) == "2G"


@covers("calm_elan")
def test_calm_elan():
    s = new(items=["calm_elan", "research"])
    assert legal_texts(s) == ["p1: gain 1E", "p1: gain 1C"]
    assert pool(play(s, "p1: gain 1E"), 0) == "1E"


@covers("death_life")
def test_death_life():
    s = new(items=["death_life", "research"])
    assert legal_texts(s) == ["p1: gain 1L", "p1: gain 1D"]
    assert pool(play(s, "p1: gain 1D"), 0) == "1D"


@covers("divination")
def test_divination():
    deck = ["hawk", "prism", "vault", "athanor"]
    s = new(items=["divination", "research"], hands=[["crypt"], []], decks=[deck, []])
    s = play(s, "p1: use divination")
    assert sorted(s.players[0].hand) == ["crypt", "hawk", "prism", "vault"]
    s = play(s, "p1: discard crypt", "p1: discard prism", "p1: discard vault")
    assert s.players[0].hand == ["hawk"] and s.current == 1
    # fewer than 3 cards: draw them all and discard that many
    s = new(items=["divination", "research"], hands=[["crypt"], []], decks=[["hawk", "prism"], []])
    s = play(s, "p1: use divination", "p1: discard crypt", "p1: discard hawk")
    assert s.players[0].hand == ["prism"] and s.current == 1


@covers("protection")
def test_protection():
    s = new(items=["research", "protection"], pools=["0", "2L"])
    s = put(s, 0, play=["fire_dragon"])
    s = play(s, "p1: use fire_dragon")
    assert sorted(legal_texts(s)) == ["p2: lose", "p2: react protection"]
    s = play(s, "p2: react protection")
    assert pool(s, 1) == "2L"


@covers("reanimate")
def test_reanimate():
    s = new(items=["reanimate", "research"], pools=["1C", "0"])
    s = play(s, "p1: use alchemist 2", "p1: gain 1E")
    s = me(s)
    s = play(s, "p1: use reanimate", "p1: pay 1C")
    assert "p1: straighten alchemist" in legal_texts(s)
    s = play(s, "p1: straighten alchemist")
    assert s.turned == {"reanimate"}


@covers("research")
def test_research():
    s = new(items=["research", "alchemy"], pools=["1E", "0"], decks=[["hawk"], []])
    s = play(s, "p1: use research")
    assert s.players[0].hand == ["hawk"] and pool(s, 0) == "0"


@covers("transmutation")
def test_transmutation():
    s = new(items=["transmutation", "research"], pools=["2E1G", "0"])
    s = play(s, "p1: use transmutation")
    s = choose(s, "p1: gain 1L1C1D")
    assert pool(s, 0) == "1L1C1D"
    refused(me(new(items=["transmutation", "research"], pools=["2E", "0"])), "p1: use transmutation",
            "cannot pay")


def test_pass_swaps_the_item_and_its_collect_follows():
    s = new(items=["research", "alchemy"])
    s = play(s, "p1: pass calm_elan")
    assert s.players[0].item == "calm_elan" and "research" in s.items
    s = play(s, "p2: pass research")
    assert s.round == 2 and legal_texts(s) == ["p1: gain 1E", "p1: gain 1C"]
