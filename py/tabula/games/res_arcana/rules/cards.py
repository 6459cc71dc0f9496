"""Cards and components: drawing (with the reshuffle), looking at the top of a deck, destroying
an artifact, standing discounts on placing, and the order of rivals.

These read the state and change it only where their name says so.
"""

from __future__ import annotations

from ....core.rng import Rng
from ..data import CARDS
from ..state import State


def rivals(s: State, seat: int) -> list[int]:
    """The other seats, clockwise from the left of ``seat``."""
    n = s.nplayers
    return [(seat + k) % n for k in range(1, n)]


def discount(s: State, seat: int, card: str) -> int:
    """Standing reductions on placing ``card`` (Artificer, Dragon Bridle, Dragon's Lair)."""
    c = CARDS[card]
    if c.kind != "artifact":
        return 0
    p = s.players[seat]
    cut = 0
    for comp in p.components():
        d = CARDS[comp].discount
        if d is not None and (d[0] == "artifact" or (d[0] == "dragon" and c.is_dragon)):
            cut += d[1]
    return cut


def remove_from_play(s: State, seat: int, card: str) -> None:
    """Destroy: an artifact in play goes to its owner's discards; its essences return to the supply."""
    p = s.players[seat]
    p.play.remove(card)
    p.discard.append(card)
    s.turned.discard(card)
    s.stored.pop(card, None)


def draw(s: State, seat: int, n: int) -> int:
    """Draw n cards one at a time; whenever the deck is empty, the discards are shuffled first.

    Rulebook: "If you have no cards in your deck and you need to draw, reshuffle your discards to
    form a new deck" -- also in the middle of a draw: with 1 card in the deck and 3 discards,
    "draw 3" draws that card, reshuffles, then draws 2. Only when deck and discards together hold
    fewer than n cards are all of them drawn. Returns how many cards were drawn.
    """
    p = s.players[seat]
    drawn = 0
    for _ in range(n):
        if not p.deck and not reshuffle(s, seat):
            break
        p.hand.append(p.deck.pop())
        drawn += 1
    if drawn:
        s.reveals += 1
    return drawn


def look_deck(s: State, seat: int, n: int = 3) -> tuple:
    """The top n cards of your artifact deck, top first, for Hawk / Seer / Oracle.

    Rulebook: "If there are fewer than 3 cards in that deck (after reshuffling, if it is your
    artifact deck), draw them all": when the look runs past the last card of the deck, the
    discards are shuffled into a new deck under it (as ``reshuffle`` does) and the look goes on
    into it.
    """
    p = s.players[seat]
    if len(p.deck) < n:
        reshuffle(s, seat)
    return tuple(reversed(p.deck[-n:]))


def reshuffle(s: State, seat: int) -> bool:
    p = s.players[seat]
    if not p.discard:
        return False
    rng = Rng(s.rng)
    p.deck = rng.shuffle(sorted(p.discard)) + p.deck
    p.discard = []
    p.deck_known = True  # the discards were face up
    s.rng = rng.state
    s.reveals += 1
    return True
