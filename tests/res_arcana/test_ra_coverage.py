"""Every one of the 78 components has at least one scenario test written from its card data."""

import re
from pathlib import Path

from tabula.games.res_arcana import data


def test_every_component_has_a_scenario():
    covered = set()
    for f in Path(__file__).parent.glob("test_ra_*.py"):
        for args in re.findall(r"@covers\(([^)]*)\)", f.read_text()):
            covered |= set(re.findall(r'"([a-z_]+)"', args))
    missing = sorted(set(data.CARDS) - covered)
    assert not missing, f"no scenario test for {missing}"
    assert len(data.CARDS) == 78


def test_card_data_counts():
    kinds = {}
    for c in data.CARDS.values():
        kinds[c.kind] = kinds.get(c.kind, 0) + 1
    assert kinds == {"artifact": 40, "mage": 10, "item": 8, "monument": 10, "pop": 10}
    assert sum(c.is_dragon for c in data.CARDS.values()) == 6
    assert sum(c.is_creature for c in data.CARDS.values()) == 7
    assert all(data.CARDS[m].cost == data.vec("4G") for m in data.MONUMENTS)
    for a, b in data.PLACE_SIDES.values():
        assert data.CARDS[a].pop_side == "A" and data.CARDS[b].pop_side == "B"
    assert data.CARDS["sea_serpent"].printed_cost == 9 and data.CARDS["wind_dragon"].printed_cost == 8
    for c in data.CARDS.values():
        for pw in c.powers:
            assert pw.text, f"{c.id}: a power without a text"


def test_every_card_has_a_text():
    from tabula.games.res_arcana import texts

    for c in data.CARDS:
        lines = texts.card_lines(c)
        assert lines[0].startswith(data.CARDS[c].name)
    assert texts.card_lines("athanor")[2] == "1. Turn this. Pay 1 Elan: put 2 Elan here."
    assert "React." in texts.card_lines("temple")[-1]
