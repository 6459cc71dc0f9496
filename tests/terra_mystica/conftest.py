"""Helpers for the Terra Mystica rules tests.

Games are built from a fully specified setup (factions, scoring tiles, bonus
cards, options), driven with moves in our notation, and put into particular
situations by mutating a state copy (state is plain data).
"""

from __future__ import annotations

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from tabula.core.errors import NotationError, OptionsError, RuleError  # noqa: E402, F401 (re-exported)
from tabula.games.terra_mystica import GAME  # noqa: E402
from tabula.games.terra_mystica.data import board  # noqa: E402, F401 (re-exported)

SCORES = ["SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6", "SCORE7"]
DEFAULT_OPTIONS = ["strict-leech", "strict-darkling-sh", "strict-chaosmagician-sh", "errata-cultist-power"]
ALL_BONUS = [f"BON{i}" for i in range(1, 10)]

# home-terrain hexes of the base map, by colour (DATA.md 2.3)
HOME_HEXES = {
    "yellow": "A5 B1 B4 B6 D3 E8 F3 G4 G7 H1 I7".split(),
    "brown": "A1 A7 B2 D8 E2 E6 F5 F7 H3 H7 I8".split(),
    "black": "A8 A13 B3 B5 C1 E1 E5 E10 G5 H5 I2".split(),
    "blue": "A4 A11 D2 D5 E4 E11 G6 H2 H4 I4 I10".split(),
    "green": "A3 A10 C3 C4 D1 E9 F2 F4 G3 I6 I11".split(),
    "gray": "A2 C2 C5 E7 F1 F6 H6 H8 I3 I9".split(),
    "red": "A6 A9 A12 D4 D6 D7 E3 G2 I1 I5 I12".split(),
}


def new_game(factions, score_tiles=None, keep_bonus=None, options=None, map_id="base", seed=7, **extra):
    """A game in its setup phase. ``keep_bonus``: the bonus cards left in play (others removed)."""
    opts = DEFAULT_OPTIONS if options is None else options
    avail = ALL_BONUS + (["BON10"] if "shipping-bonus" in opts else [])
    keep = keep_bonus if keep_bonus is not None else avail[: len(factions) + 3]
    spec = {
        "players": len(factions),
        "factions": list(factions),
        "map": map_id,
        "score_tiles": list(score_tiles or SCORES),
        "bonus_removed": [b for b in avail if b not in keep],
        "options": list(opts),
    }
    spec.update(extra)
    return GAME.setup(spec, seed)


def play(s, *moves):
    """Apply moves (``"faction: command"``) in order; returns the new state."""
    for m in moves:
        s, _ = GAME.apply(s, GAME.parse(s, m))
    return s


def start(factions, dwellings, bonuses, **kw):
    """Play the setup phase: ``dwellings`` faction -> hexes (in placement order),
    ``bonuses`` faction -> bonus card. Returns the state at the start of round 1."""
    s = new_game(factions, keep_bonus=kw.pop("keep_bonus", None) or _keep(factions, bonuses), **kw)
    left = {f: list(h) for f, h in dwellings.items()}
    while s.phase == "initial":
        f = s.players[s.setup_queue[0]].faction
        s = play(s, f"{f}: build {left[f].pop(0)}")
    while s.phase == "bonus":
        f = s.players[s.setup_queue[0]].faction
        s = play(s, f"{f}: pass {bonuses[f]}")
    assert s.round == 1 and s.phase == "actions"
    return s


def _keep(factions, bonuses):
    chosen = [bonuses[f] for f in factions]
    rest = [b for b in ALL_BONUS if b not in chosen]
    return chosen + rest[: 3]


def seat(s, faction):
    return s.seat_of(faction)


def P(s, faction):
    return s.players[s.seat_of(faction)]


def setres(s, faction, c=None, w=None, p=None, pw=None, vp=None, cult=None):
    """Set a player's resources in place (on a state we own)."""
    pl = P(s, faction)
    if c is not None:
        pl.c = c
    if w is not None:
        pl.w = w
    if p is not None:
        pl.p = p
    if pw is not None:
        pl.pw = list(pw)
    if vp is not None:
        pl.vp = vp
    if cult is not None:
        pl.cult = list(cult)
    return pl


def place(s, faction, hex_, kind="D"):
    """Put one of ``faction``'s buildings on ``hex_`` (terrain becomes its home)."""
    i = s.seat_of(faction)
    pl = s.players[i]
    old = s.building.get(hex_)
    if old is not None:
        s.players[old[0]].built[old[1]] -= 1
    s.terrain[hex_] = pl.home
    s.building[hex_] = (i, kind)
    pl.built[kind] += 1


def res(s, faction):
    pl = P(s, faction)
    return (pl.vp, pl.c, pl.w, pl.p, tuple(pl.pw), tuple(pl.cult))


def snapshot(s):
    return (
        [(p.vp, p.c, p.w, p.p, tuple(p.pw), tuple(p.cult), dict(p.built), p.bonus, tuple(p.favors),
          tuple(p.towns), p.passed) for p in s.players],
        dict(s.building), dict(s.terrain), list(s.bridges), s.round, s.phase,
        None if s.turn is None else (s.turn.seat, s.turn.spades, s.turn.actions),
        list(s.pending), list(s.offers), dict(s.bonus_pool), dict(s.fav_pool), dict(s.town_pool),
        list(s.used_actions),
    )


def refused(s, move, err=RuleError, match=None):
    """Assert the move is refused with ``err`` (a readable message) and ``s`` is unchanged."""
    before = snapshot(s)
    with pytest.raises(err) as exc:
        play(s, move)
    assert str(exc.value).strip(), "error without a message"
    if match:
        assert match.lower() in str(exc.value).lower(), str(exc.value)
    assert snapshot(s) == before
    return str(exc.value)


def to_move_factions(s):
    return [s.players[i].faction for i in GAME.to_move(s)]


# opponents parked far away, per home colour, for the "solo" scenarios
PARK = {
    "nomads": ["I7", "H1", "G7"],
    "witches": ["I11", "A10"],
    "engineers": ["A2", "I3"],
    "darklings": ["A13", "I2"],
    "giants": ["A12", "I12"],
}


def solo(faction, dwellings, bonus="BON3", opponent="witches", opp_dwellings=None, opp_bonus="BON8",
         spare="BON9", **kw):
    """Round 1 with ``opponent`` in seat 0 having already passed (taking ``spare``), so that
    ``faction`` (seat 1) takes every remaining turn of the round."""
    odw = opp_dwellings or PARK[opponent]
    taken = (opp_bonus, bonus, spare)
    keep = kw.pop("keep_bonus", None) or [*taken, "BON7" if "BON7" not in taken else "BON6",
                                          "BON5" if "BON5" not in taken else "BON4"]
    s = start([opponent, faction], {opponent: odw, faction: dwellings}, {opponent: opp_bonus, faction: bonus},
              keep_bonus=keep, **kw)
    return play(s, f"{opponent}: pass {spare}")
