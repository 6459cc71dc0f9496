"""Res Arcana rules helpers: essences, payments, discounts, drawing, points.

These are the shared mechanisms the step engine (``engine.py``) and the main
actions (``actions.py``) build on. They read the state and change it only
where their name says so.
"""

from __future__ import annotations

from functools import cache

from ...core.errors import RuleError
from ...core.rng import Rng
from . import data
from .data import CARDS, G
from .state import State

# ---------------------------------------------------------------------------
# essence vectors


@cache
def multisets(n: int, types: tuple) -> tuple:
    """Every vector of n essences drawn from ``types`` (any mix), in a fixed order."""
    if n == 0:
        return (data.ZERO,)
    if not types:
        return ()
    out = []
    first, rest = types[0], types[1:]
    for k in range(n, -1, -1):
        if not rest and k != n:
            continue
        for tail in multisets(n - k, rest):
            v = list(tail)
            v[first] += k
            out.append(tuple(v))
    return tuple(out)


def covers(pool, v) -> bool:
    return all(a >= b for a, b in zip(pool, v))


def add(pool: list, v) -> None:
    for i, n in enumerate(v):
        pool[i] += n


def take(pool: list, v) -> None:
    for i, n in enumerate(v):
        if pool[i] < n:
            raise RuleError(f"not enough {data.NAMES[i]}")
    for i, n in enumerate(v):
        pool[i] -= n


def vsum(a, b) -> tuple:
    return tuple(x + y for x, y in zip(a, b))


def store(s: State, card: str, v) -> None:
    if any(v):
        s.stored[card] = vsum(s.on(card), v)


@cache
def outcomes(fixed: tuple, any_n: int, any_types: tuple, cut: int) -> tuple:
    """Every essence vector that pays ``fixed`` + ``any_n`` of ``any_types`` reduced by ``cut``.

    A reduction never applies to Gold; it may take off fixed non-Gold parts or
    the "any" part, in any split, and a cost never goes below 0.
    """
    reducible = sum(fixed[:4]) + any_n
    r_total = min(cut, reducible)
    seen: dict = {}
    for r_any in range(0, min(any_n, r_total) + 1):
        r_fixed = r_total - r_any
        if r_fixed > sum(fixed[:4]):
            continue
        for cuts in _splits(r_fixed, fixed[:4]):
            base = tuple(fixed[i] - (cuts[i] if i < 4 else 0) for i in range(5))
            for extra in multisets(any_n - r_any, any_types):
                seen[vsum(base, extra)] = None
    return tuple(sorted(seen, key=lambda v: tuple(-x for x in v)))


def _splits(n: int, caps: tuple) -> list:
    """All ways to take n away from the counts ``caps`` (each part at most its cap)."""
    if not caps:
        return [()] if n == 0 else []
    out = []
    for k in range(min(n, caps[0]), -1, -1):
        for rest in _splits(n - k, caps[1:]):
            out.append((k, *rest))
    return out


def payments(pool, fixed, any_n=0, any_types=data.ALL, cut=0) -> list:
    return [v for v in outcomes(tuple(fixed), any_n, tuple(any_types), cut) if covers(pool, v)]


def can_pay(pool, fixed, any_n=0, any_types=data.ALL, cut=0) -> bool:
    if cut == 0 and any_n == 0:
        return covers(pool, fixed)
    if cut == 0 and any_types == data.ALL:
        return covers(pool, fixed) and sum(pool) - sum(fixed) >= any_n
    return any(covers(pool, v) for v in outcomes(tuple(fixed), any_n, tuple(any_types), cut))


def essence_total(pool) -> int:
    """The tie-break count: all essences in the pool, Gold counting double."""
    return sum(pool) + pool[G]


# ---------------------------------------------------------------------------
# components


def is_turned(s: State, card: str) -> bool:
    return card in s.turned


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


# ---------------------------------------------------------------------------
# points


def place_vp(s: State, seat: int, card: str) -> int:
    c = CARDS[card]
    if c.special == "bestiary":
        p = s.players[seat]
        return sum(2 * CARDS[a].is_dragon + CARDS[a].is_creature for a in p.play)
    return c.vp + (s.on(card)[c.vp_per] if c.vp_per is not None else 0)


def vp_breakdown(s: State, seat: int) -> dict[str, int]:
    p = s.players[seat]
    out = {
        "artifacts": sum(CARDS[a].vp for a in p.play),
        "monuments": sum(CARDS[m].vp for m in p.monuments),
        "places of power": sum(place_vp(s, seat, c) for c in p.places),
        "first player": 1 if s.first == seat else 0,
    }
    if s.temp_vp.get(seat):
        out["golden statue"] = s.temp_vp[seat]
    return out


def vp(s: State, seat: int) -> int:
    return sum(vp_breakdown(s, seat).values())
