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


# ---------------------------------------------------------------------------
# scenarios: an explicit setup, cards moved into position, then moves in notation

import pytest  # noqa: E402

from tabula.core.errors import RuleError  # noqa: E402
from tabula.games.res_arcana import GAME  # noqa: E402
from tabula.games.res_arcana.data import vec, vec_text  # noqa: E402
from tabula.games.res_arcana.steps import Turn  # noqa: E402

MONUMENTS = ["great_pyramid", "library", "colossus", "golden_statue", "hanging_gardens", "mausoleum",
             "obelisk", "oracle", "solomons_mine", "temple"]


def new(players=2, mages=None, items=None, pools=None, first=0, places="first", monuments=None,
        hands=None, decks=None, **extra):
    """An explicit game in round 1's action phase (no collect choices with the default mages)."""
    mages = mages or ["alchemist", "scholar", "transmuter", "artificer"][:players]
    items = items or ["alchemy", "research", "transmutation", "reanimate"][:players]
    spec = {
        "players": players,
        "mages": [[m] for m in mages],
        "items": list(items),
        "essences": list(pools or ["0"] * players),
        "first": first,
        "places": places,
        "monuments": monuments or MONUMENTS,
        "hands": hands or [[] for _ in range(players)],
        "decks": decks or [[] for _ in range(players)],
    }
    spec.update(extra)
    return GAME.setup(spec, 1)


def _lift(s, card: str) -> None:
    """Take ``card`` out of wherever it is (a copy-owned state)."""
    for p in s.players:
        for lst in (p.hand, p.deck, p.discard, p.play, p.monuments, p.places):
            if card in lst:
                lst.remove(card)
                return
    for lst in (s.box, s.mon_display, s.mon_deck, s.places, s.items):
        if card in lst:
            lst.remove(card)
            return
    raise AssertionError(f"{card} is nowhere")


def put(s, seat, *, pool=None, play=(), hand=(), deck=(), discard=(), monuments=(), places=(),
        stored=None, turned=()):
    """Move cards into position for ``seat`` (deck: listed top first) and set its pool."""
    s = s.copy()
    p = s.players[seat]
    for card in play:
        _lift(s, card)
        p.play.append(card)
    for card in hand:
        _lift(s, card)
        p.hand.append(card)
    for card in reversed(deck):
        _lift(s, card)
        p.deck.append(card)
    for card in discard:
        _lift(s, card)
        p.discard.append(card)
    for card in monuments:
        _lift(s, card)
        p.monuments.append(card)
    for card in places:
        _lift(s, card)
        p.places.append(card)
    if pool is not None:
        p.pool = list(vec(pool))
    for card, v in (stored or {}).items():
        s.stored[card] = vec(v)
    s.turned.update(turned)
    check_invariants(s)
    return s


def play(s, *moves):
    """Apply moves in notation, checking each text is the canonical one and the invariants hold."""
    for m in moves:
        a = GAME.parse(s, m)
        assert a in GAME.legal(s, a[0]), f"{m!r} is not among the legal moves {legal_texts(s)}"
        s, _ = GAME.apply(s, a)
        check_invariants(s)
    return s


def legal_texts(s, seat=None) -> list[str]:
    movers = GAME.to_move(s) if seat is None else [seat]
    return [GAME.format(s, a) for i in movers for a in GAME.legal(s, i)]


def pool(s, seat) -> str:
    return vec_text(s.players[seat].pool)


def on(s, card) -> str:
    return vec_text(s.on(card))


def on_turn(s) -> bool:
    """Whether the player on turn is to choose a main action (nothing else is pending)."""
    return bool(s.stack) and type(s.stack[-1]) is Turn


def refused(s, move, match=None):
    """The move is refused with a RuleError naming the rule, and ``s`` is left as it was."""
    before = s.as_dict()
    with pytest.raises(RuleError) as exc:
        GAME.apply(s, GAME.parse(s, move))
    assert str(exc.value).strip()
    if match:
        assert match.lower() in str(exc.value).lower(), str(exc.value)
    assert s.as_dict() == before
    a = GAME.parse(s, move)
    assert a not in GAME.legal(s, a[0])
    return str(exc.value)


def vp(s, seat) -> int:
    return sum(GAME.score(s)[seat].values())


PREFERRED_ITEMS = ("divination", "protection", "reanimate", "research", "alchemy", "transmutation",
                   "calm_elan", "death_life")


def end_round(s):
    """Everyone still in the round passes, each taking the first free item of PREFERRED_ITEMS."""
    r = s.round
    while on_turn(s) and s.round == r:
        item = next(i for i in PREFERRED_ITEMS if i in s.items)
        s = play(s, f"p{s.current + 1}: pass {item}")
    return s


def covers(*card_ids):
    """Mark a scenario test as written from these components' card data (see test_ra_coverage)."""
    for c in card_ids:
        assert c in data.CARDS, c

    def mark(fn):
        fn.covers = card_ids
        return fn

    return mark


def me(s, seat=0):
    """Let ``seat`` act: every other player on turn before it passes (taking PREFERRED_ITEMS)."""
    while on_turn(s) and s.current != seat:
        item = next(i for i in PREFERRED_ITEMS if i in s.items)
        s = play(s, f"p{s.current + 1}: pass {item}")
    return s


def next_round(s, *collect_moves, seat=0):
    """End the round, make the given collect decisions, then let ``seat`` act."""
    s = end_round(s)
    for m in collect_moves:
        s = choose(s, m) if m.split(": ")[1].split(" ")[0] in ("gain", "pay") else play(s, m)
    return me(s, seat)


# ---------------------------------------------------------------------------
# essence choices: answered one essence at a time (the VECTOR frames of steps.py)

from tabula.games.res_arcana.steps import VECTOR, decision_of  # noqa: E402


def top_frame(s, seat):
    """The decision ``seat`` has to make now (a frame) besides a main action or a mage, or None."""
    return decision_of(s, seat)


def _same_chain(f0, f, acc) -> bool:
    """Is ``f`` the chain of ``f0`` continued past the essences ``acc``?"""
    if f is None or type(f) is not type(f0):
        return False
    start = f._replace(acc=data.ZERO, last=0) == f0._replace(acc=data.ZERO, last=0)
    return start and sum(f.acc) > sum(acc)


def choose(s, move):
    """Answer an essence choice with a whole vector (``"p1: gain 2E1C"``, ``"p1: pay 0"``):
    play its essences one at a time, Elan first, then ``done`` if the chain still asks."""
    who, _, rest = move.partition(": ")
    verb, text = rest.split(" ")
    target = vec(text) if text != "0" else data.ZERO
    seat = int(who[1:]) - 1
    f0 = top_frame(s, seat)
    assert f0 is not None and type(f0) in VECTOR, f"{move!r}: no essence choice now ({f0})"
    f = f0
    while True:
        acc = f.acc
        rest_ = [a - b for a, b in zip(target, acc)]
        assert min(rest_) >= 0, f"{move!r}: already picked {vec_text(acc)}"
        t = next((i for i, n in enumerate(rest_) if n), None)
        s = play(s, f"{who}: done" if t is None else f"{who}: {verb} 1{data.LETTERS[t]}")
        f = top_frame(s, seat)
        if t is None or not _same_chain(f0, f, acc):
            return s


def answers(s, seat=None) -> int:
    """How many complete answers the essence choice on top has (paths through its chain)."""
    seat = GAME.to_move(s)[0] if seat is None else seat
    f0 = top_frame(s, seat)
    assert f0 is not None and type(f0) in VECTOR

    def walk(s, f) -> int:
        acc = f.acc
        n = 0
        for a in GAME.legal(s, seat):
            assert a[1] in ("pay", "gain", "done")
            s2, _ = GAME.apply(s, a)
            f2 = top_frame(s2, seat)
            n += walk(s2, f2) if a[1] != "done" and _same_chain(f0, f2, acc) else 1
        return n

    return walk(s, f0)


def midgame(seed: int = 5, players: int = 4) -> list:
    """The positions of a game that prefers placing, claiming and using powers (a fuller table)."""
    import random

    rng = random.Random(seed)
    s = GAME.setup({"players": players}, seed)
    out = [s]
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal(s, seat)
        good = [a for a in legal if a[1] in ("place", "claim", "use")]
        s, _ = GAME.apply(s, rng.choice(good if good and rng.random() < 0.7 else legal))
        out.append(s)
    return out
