"""legal() lists exactly what apply() accepts: every listed action is accepted (checked in
the playout and notation tests) and, here, every accepted action from a broad universe of
candidates is listed. The deliberate exceptions: a conversion of several units at once
("convert 6PW to 2W") is accepted as shorthand for repeating the listed one-unit conversion, and
an answer to a power offer that names its amount ("leech 3 from witches") where the plain answer
("leech from witches") takes that same offer: it is accepted as the same decision (checked here:
the same state), and listed only where it takes another offer."""

from __future__ import annotations

import pickle
import random

import pytest

from tabula.core.errors import RuleError
from tabula.games.terra_mystica import GAME, data
from tabula.games.terra_mystica.data import board
from tabula.games.terra_mystica.legal import do


def universe(s, seat):
    b = board(s.map_id)
    out = []
    for h in b.land:
        out.append((seat, "build", h))
        out += [(seat, "upgrade", h, t) for t in ("TP", "TE", "SH", "SA")]
        out += [(seat, "transform", h, c) for c in data.TERRAINS]
    out += [(seat, "dig", n) for n in range(1, 5)]
    out += [(seat, "send", c, v) for c in data.CULTS for v in (1, 2, 3)]
    out += [(seat, "burn", n) for n in range(1, 7)]
    units = [(3, "PW", 1, "W"), (5, "PW", 1, "P"), (1, "PW", 1, "C"), (1, "P", 1, "W"), (1, "P", 1, "C"),
             (1, "W", 1, "C"), (3, "C", 1, "VP"), (2, "C", 1, "VP"), (1, "VP", 1, "C"), (1, "W", 1, "P")]
    out += [(seat, "convert", *u) for u in units]
    out += [(seat, "action", a) for a in (*data.POWER_ACTIONS, "ACTA", "ACTC", "ACTE", "ACTG", "ACTN",
                                          "ACTS", "ACTW", "BON1", "BON2", "FAV6")]
    out += [(seat, "advance", "ship"), (seat, "advance", "dig")]
    out += [(seat, "bridge", *pair) for pair in b.bridge_list]
    out += [(seat, "pass", t) for t in [*data.BONUS, None]]
    out += [(seat, v, o) for v in ("leech", "decline") for o in range(len(s.players)) if o != seat]
    out += [(seat, v, o, n) for v in ("leech", "decline") for o in range(len(s.players)) if o != seat
            for n in range(10)]
    out += [(seat, "favor", t) for t in data.FAVORS] + [(seat, "town", t) for t in data.TOWNS]
    out += [(seat, "cult", c, n) for c in data.CULTS for n in (1, 2)]
    out += [(seat, "key", c) for c in data.CULTS]
    gives = ("C", "W", "P", "PW", "VP", *data.CULTS, "FREE_D", "FREE_TF", "FREE_TP")
    out += [(seat, "giveback", n) for n in gives]
    out += [(seat, "discard"), (seat, "done")]
    return out


def accepted(s, a):
    try:
        do(s.copy(), a)
    except RuleError:
        return False
    return True


def same_as_listed(s, a, listed) -> bool:
    """Is ``a``, an answer naming the amount, the same decision as a listed answer?"""
    if a[1] not in ("leech", "decline") or len(a) < 4:
        return False
    after = pickle.dumps(GAME.apply(s, a)[0])
    return any(b[1] == a[1] and pickle.dumps(GAME.apply(s, b)[0]) == after for b in listed)


@pytest.mark.slow
@pytest.mark.parametrize("seed,extra", [(0, []), (1, []), (2, []), (3, ["site-log"])])
def test_everything_accepted_is_listed(seed, extra):
    """Also in a game read from a site log ("site-log": give-backs, late cult choices)."""
    rng = random.Random(seed)
    options = ["strict-leech", "errata-cultist-power", "mini-expansion-1", *extra]
    s = GAME.setup({"players": 3, "options": options}, seed)
    checked = 0
    step = 0
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal(s, seat)
        if step % 3 == 0:
            listed = set(legal)
            for a in universe(s, seat):
                if a not in listed and accepted(s, a) and not same_as_listed(s, a, listed):
                    pytest.fail(f"{GAME.format(s, a)} is accepted but not listed (phase {s.phase}, "
                                f"round {s.round})")
            checked += 1
        main = [a for a in legal if a[1] not in ("convert", "burn", "pass", "giveback")]
        s, _ = GAME.apply(s, rng.choice(main if main and rng.random() < 0.9 else legal))
        step += 1
    assert checked > 30
