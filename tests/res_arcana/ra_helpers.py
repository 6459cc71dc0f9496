"""Shared helpers for the Res Arcana tests: explicit setups, moves in notation, invariants."""

from __future__ import annotations

from collections import Counter

from tabula.games.res_arcana import data


def places_of(s) -> Counter:
    """Where every card is: id -> number of places it appears in."""
    seen: Counter = Counter()
    for p in s.players:
        for lst in (p.hand, p.deck, p.discard, p.play, p.monuments, p.places, p.mage_opts):
            seen.update(lst)
        seen.update(x for x in (p.mage, p.item) if x)
    for lst in (s.places, s.mon_display, s.mon_deck, s.items, s.box):
        seen.update(lst)
    return seen


def check_invariants(s) -> None:
    for i, p in enumerate(s.players):
        assert len(p.pool) == 5 and min(p.pool) >= 0, f"seat {i}: pool {p.pool}"
    for card, v in s.stored.items():
        assert min(v) >= 0 and any(v), f"{card}: stored {v}"
        assert s.owner(card) is not None, f"essences on {card}, which nobody has in play"
    seen = places_of(s)
    physical = set(data.ARTIFACTS) | set(data.MAGES) | set(data.ITEMS) | set(data.MONUMENTS)
    sides = {data.CARDS[c].pop_card: c for c in seen if c in data.CARDS and data.CARDS[c].kind == "pop"}
    physical |= set(sides.values())
    assert len(sides) == 5
    for c in physical:
        assert seen[c] == 1, f"{c} is in {seen[c]} places"
    assert set(seen) == physical, set(seen) ^ physical
    for c in s.turned:
        assert s.owner(c) is not None, f"{c} is turned but not in play"
