"""The component set: the rulebook's counts, and a visible mark on every value."""

from collections import Counter

from tabula.games.fate_of_venterra import GAME, data
from tabula.games.fate_of_venterra.board import parse_tile


def test_every_leaf_value_is_marked_standin_or_rulebook():
    assert not data.UNMARKED_PATHS, sorted(data.UNMARKED_PATHS)[:10]
    assert data.STANDIN_PATHS and not (data.STANDIN_PATHS & data.RULEBOOK_PATHS)


def test_counts():
    assert len(data.TILES) == 10 and all(len(sides) == 2 for sides in data.TILES.values())
    assert all(len(parse_tile(side)) == 7 for sides in data.TILES.values() for side in sides)
    assert sorted(data.QUESTS) == list(range(1, 40))
    deck = Counter(data.POTG_DECK)
    assert len(data.POTG_DECK) == 25 and deck["quin"] == 3
    assert all(n == 2 for k, n in deck.items() if k != "quin") and len(deck) == 12
    assert len(data.TOKENS) == 62
    assert Counter(d for d, _r in data.TOKENS) == {0: 16, 1: 32, 2: 14}
    assert sorted(Counter(r for _d, r in data.TOKENS).values()) == [8, 8, 10, 10, 12, 14]
    assert sorted(data.LANDMARK_TEXT) == ["court", "kingdom"]
    assert len(data.TERRAIN_CARDS) == 3


def test_leader_cards():
    for f in data.FACTIONS:
        ranks = Counter(v["rank"] for v in data.LEADERS[f].values())
        assert ranks == {None: 1, 0: 1, 1: 3, 2: 2, 3: 1}, f
        assert data.LEADERS[f]["treaty"]["name"] == "Treaty"
    named = {
        "order": "Laelith Quinn",
        "legion": "Kai Da Rasa",
        "bear": "Jur'en Keshta",
        "pack": "Hisk Draknii",
        "watch": "Derr Malken",
    }
    for f, n in named.items():
        card = next(v for v in data.LEADERS[f].values() if v["rank"] == 3)
        assert card["name"] == n and card["text"]


def test_rulebook_values_are_not_standins():
    for path in (
        "unit_tweaks.legion.ship.cost",
        "unit_tweaks.legion.ship.attack",
        "unit_rules.mountain_defence",
        "leaders.order.enforcer.attack",
        "leaders.watch.watcher.attack",
        "leaders.bear.terrif.defence",
        "facts.explore_tokens_by_defence",
        "abilities.legion.surplus_supply",
    ):
        assert path in data.RULEBOOK_PATHS, path
    assert data.UNITS["legion"][False]["ship"]["cost"] == 0
    assert data.UNITS["legion"][False]["ship"]["attack"] == 1
    assert data.UNIT_RULES["mountain_defence"] == 1
    assert "tiles.1.0" in data.STANDIN_PATHS and "quests.1.reward" in data.STANDIN_PATHS


def test_units_and_forge_units_for_every_faction():
    for f in data.FACTIONS:
        for forge in (False, True):
            assert set(data.UNITS[f][forge]) == set(data.UNIT_TYPES)
        assert data.UNITS[f][True]["scout"]["march"] == data.UNITS[f][False]["scout"]["march"] + 1  # ranger
        assert data.UNITS[f][True]["siege"]["attack"] == data.UNITS[f][False]["siege"]["attack"] + 1  # golem


def test_abilities():
    for f in data.FACTIONS:
        costs = data.ABILITIES[f]
        assert len(costs) == 4 and sorted(costs.values())[0] == 0 and list(costs.values()).count(0) == 1


def test_about_names_the_standins():
    text = GAME.about()
    assert "STAND-IN" in text and "S(...)" in text
    for word in ("quests", "Power of the Gods", "Leader cards", "map tiles", "Units"):
        assert word in text
    assert GAME.capabilities.hidden_information is True


def test_tokens_fit_the_biggest_map():
    """On the 5-player map every eligible territory gets a token of its class."""
    s = GAME.setup({"players": 5, "map": "prebuilt"}, 3)
    need = Counter()
    b = s.board
    for t in range(b.n):
        if b.pop[t]:
            need[2] += 1
        elif b.terrain[t] in ("water", "desert"):
            need[0] += 1
        elif b.terrain[t] in ("mountain", "forest"):
            need[1] += 1
    assert need[0] <= 16 + 5 and need[1] <= 32 and need[2] <= 14
