"""The fast listings agree with the checks ``apply`` runs: the turn's actions (listed kind by kind,
rules/turns.py) are exactly the actions ``refusal`` accepts, and the payment steps' checks
(rules/payment.py) accept exactly the answers their options list.

The positions are those of seeded random games at 2, 3 and 4 players; the candidates are every
action of each kind with every argument it could name, so that an action a listing left out, or
one it listed that the check refuses, shows."""

import random

import pytest
from conftest import GAME, data

from tabula.games.bonfire.rules.payment import pay_marker_options, pay_res_options, pays_goods, pays_markers
from tabula.games.bonfire.rules.turns import refusal
from tabula.games.bonfire.steps import PayGoods, PayMarkers, Turn


def positions(players: int, games: int = 4):
    for seed in range(games):
        rng = random.Random(seed)
        s = GAME.setup(GAME.default_options(players), seed)
        while GAME.to_move(s):
            yield s
            s, _ = GAME.apply(s, rng.choice(GAME.legal(s, GAME.to_move(s)[0])))


def turn_candidates(seat: int) -> list[tuple]:
    """Every turn action of every kind, with every argument it may name."""
    out = [(seat, "fate", w) for w in ("top", "bottom")] + [(seat, "path"), (seat, "end"), (seat, "pass")]
    out += [(seat, "discard", m) for m in data.MARKERS]
    out += [(seat, "sail", i) for i in data.ISLANDS]
    out += [(seat, "task", t) for t in data.TASKS]
    out += [(seat, "fetch", c) for c in data.GUARDIAN_COLOURS]
    out += [(seat, "procession", n) for n in range(0, 10)]
    out += [(seat, "great", f) for f in range(data.GB_FIELDS)]
    out += [(seat, "recruit", g, w) for g in data.GNOMES for w in ("markers", "resources")]
    out += [(seat, "light", k) for k in range(7)]
    out += [(seat, "councillor", ct) for ct in data.COUNCIL_TASKS]
    return out


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_turns_listing_is_what_refusal_accepts(players):
    turns = 0
    for s in positions(players):
        f = s.stack[-1]
        if type(f) is not Turn:
            continue
        listed = GAME.legal(s, f.seat)
        assert len(set(listed)) == len(listed), listed
        accepted = [a for a in turn_candidates(f.seat) if refusal(s, a) is None]
        assert set(listed) == set(accepted), (set(listed) ^ set(accepted))
        turns += 1
    assert turns > 100


def marker_answers() -> list[str]:
    names = list(data.MARKERS)
    return names + ["wild*2", "wild*3", "path+", "+path", ""] + [f"{a}+{b}" for a in names for b in names]


def goods_answers() -> list[str]:
    names = list(data.RESOURCES)
    return names + ["any", "gold*2", "herb+", ""] + [f"{a}+{b}" for a in names for b in names]


NEEDS = [("any",), ("any", "any"), *[(r,) for r in data.RESOURCES],
         *[(r, q) for r in data.RESOURCES for q in ("herb", "gold", "any")]]


@pytest.mark.parametrize("players", [2, 4])
def test_the_payment_checks_accept_exactly_the_listed_answers(players):
    # every cost a payment step could ask, at each position, for the seat on the move
    checked = 0
    for k, s in enumerate(positions(players, 2)):
        if k % 3:
            continue
        seat = GAME.to_move(s)[0]
        for colour in range(6):
            for units in (1, 2, 3, 4):
                f = PayMarkers(seat, colour, units)
                listed = {a[2] for a in pay_marker_options(s, f, seat)}
                accepted = {x for x in marker_answers() if pays_markers(s, f, (seat, "pay", x))}
                assert listed == accepted, (s.players[seat].markers, f, listed ^ accepted)
                checked += bool(listed)
        for needs in NEEDS:
            f = PayGoods(seat, needs)
            listed = {a[2] for a in pay_res_options(s, f, seat)}
            accepted = {x for x in goods_answers() if pays_goods(s, f, (seat, "pay", x))}
            assert listed == accepted, (s.players[seat].res, f, listed ^ accepted)
            checked += bool(listed)
    assert checked > 500
    assert not pays_markers(s, PayMarkers(seat, 0, 1), (seat, "pay", 3))  # a number is no answer
