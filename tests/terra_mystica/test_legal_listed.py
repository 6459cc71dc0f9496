"""``legal`` against the rules, along seeded random games: every listed decision is accepted (also
those it lists without trying them once its rule's own check lets them through, ``legal.UNTRIED``:
conversions, burning, passes, ``done``, the turn's actions, upgrades, digs, transforms, bridges,
``-spade``, the answers to favor, town and key choices, and in the opening the factions, starting
dwellings and first bonus cards), and nothing that the checks of ``legal`` rule
out untried (reach, spades, actions held, priests, levels, costs, the turn's state) is accepted
by the rules. Also: asking ``legal`` changes nothing and gives the same list twice."""

from __future__ import annotations

import pickle
import random

import pytest

import tier
from tabula.core.errors import RuleError
from tabula.games.terra_mystica import GAME, data
from tabula.games.terra_mystica.data import board
from tabula.games.terra_mystica.legal import UNTRIED, do
from tabula.games.terra_mystica.rules.actions import SPECIALS

VARIANTS = [None, ["strict-leech", "errata-cultist-power", "mini-expansion-1", "shipping-bonus"]]


def pruned_kinds(s, seat) -> list[tuple]:
    """Every action of the kinds ``legal`` rules out before trying them."""
    out = []
    t = s.turn
    # `build X` right after the sandstorm's action turns X to desert and builds: accepted as a
    # shorthand of the listed `transform X to desert` and `build X`, so not listed itself
    shorthand = t is not None and t.kind == "ACTN" and not t.transformed
    for h in board(s.map_id).land:
        if not shorthand:
            out.append((seat, "build", h))
        out += [(seat, "transform", h, c) for c in data.TERRAINS]
    out += [(seat, "dig", n) for n in (1, 2, 3)]
    out += [(seat, "send", c, v) for c in data.CULTS for v in (3, 2, 1)]
    out += [(seat, "advance", "ship"), (seat, "advance", "dig")]
    out += [(seat, "action", a) for a in (*data.POWER_ACTIONS, "ACTE", "BON1", "BON2", "FAV6", *SPECIALS)]
    units = [(1, "P", 1, "W"), (1, "P", 1, "C"), (1, "W", 1, "C"), (1, "PW", 1, "C"), (3, "PW", 1, "W"),
             (5, "PW", 1, "P"), (3, "C", 1, "VP"), (2, "C", 1, "VP"), (1, "VP", 1, "C"), (1, "W", 1, "P")]
    out += [(seat, "convert", *u) for u in units]
    out += [(seat, "pass", b) for b in (*data.BONUS, None)]
    out += [(seat, "done"), (seat, "discard")]
    out += [(seat, "upgrade", h, to) for h, (o, _k) in s.building.items() if o == seat
            for to in ("TP", "TE", "SH", "SA")]
    out += [(seat, "bridge", *pair) for pair in board(s.map_id).bridge_list]
    out += [(seat, "favor", f) for f in data.FAVORS] + [(seat, "town", f) for f in data.TOWNS]
    out += [(seat, "key", c) for c in data.CULTS]
    out += [(seat, "faction", f) for f in data.FACTIONS]
    return out


def accepted(s, a) -> bool:
    try:
        do(s.copy(), a)
    except RuleError:
        return False
    return True


# 4 and 5 players (a few seconds each) in `make test` only
@pytest.mark.parametrize("players", [2, 3, *(pytest.param(n, marks=pytest.mark.slow) for n in (4, 5))])
@tier.sweep
def test_listed_is_accepted_and_pruned_is_refused(players):
    checked_untried = 0
    for game in range(tier.count(quick=1, full=3)):
        seed = 100 * players + game
        rng = random.Random(seed)
        opts = VARIANTS[game % len(VARIANTS)]
        s = GAME.setup(GAME.default_options(players) if opts is None else
                       {"players": players, "options": opts}, seed)
        step = 0
        while GAME.to_move(s):
            seat = rng.choice(GAME.to_move(s))
            before = pickle.dumps(s)
            legal = GAME.legal(s, seat)
            assert legal, f"seed {seed}: seat {seat} has no legal decision"
            assert GAME.legal(s, seat) == legal and pickle.dumps(s) == before
            assert len(set(legal)) == len(legal), "a decision is listed twice"
            for a in legal:
                assert accepted(s, a), f"seed {seed}: {GAME.format(s, a)} is listed but refused"
                checked_untried += a[1] in UNTRIED
            if step % 4 == 0 or s.phase in ("factions", "initial", "bonus"):
                listed = set(legal)
                for a in pruned_kinds(s, seat):
                    if a not in listed and accepted(s, a):
                        pytest.fail(f"seed {seed}: {GAME.format(s, a)} is accepted but not listed "
                                    f"(phase {s.phase}, round {s.round})")
            main = [a for a in legal if a[1] not in ("convert", "burn", "pass")]
            s, _ = GAME.apply(s, rng.choice(main if main and rng.random() < 0.85 else legal))
            step += 1
        assert GAME.result(s) is not None
    assert checked_untried > 100
