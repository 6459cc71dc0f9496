"""Helpers for the Bonfire tests: explicit setups, moves in notation, invariants.

Games start from a setup with seat 1 as start player and boards A-D by seat;
situations are built by mutating a state copy (state is plain data).
"""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "py"))

from tabula.core.errors import RuleError  # noqa: E402
from tabula.games.bonfire import GAME, data  # noqa: E402
from tabula.games.bonfire.rules.common import MI, RI  # noqa: E402
from tabula.games.bonfire.state import BONFIRE, WAIT  # noqa: E402
from tabula.games.bonfire.steps import PAYMENTS, Council, Place, Turn, pending  # noqa: E402

__all__ = ["GAME", "data", "MI", "RI", "BONFIRE", "WAIT", "RuleError", "fresh", "play", "legal_texts",
           "give", "check_invariants", "clear", "turn_of", "pending"]


def fresh(n: int = 2, seed: int = 1, **fixed):
    """A game past the start-tile decisions (everyone keeps), seat 0 to move."""
    s = GAME.setup({"players": n, "start_player": "p1", "boards": "seat", "fixed": fixed}, seed)
    for _ in range(n):
        s, _ = GAME.apply(s, GAME.parse(s, "keep"))
    return s


def play(s, *moves):
    """Apply moves in notation. A payment with only one way is made automatically, so a
    "pay ..." move is skipped when no payment is pending."""
    for m in moves:
        if m.split(": ")[-1].startswith("pay ") and type(pending(s)) not in PAYMENTS:
            continue
        s, _ = GAME.apply(s, GAME.parse(s, m))
    return s


def turn_of(s, seat=0):
    """Make it ``seat``'s turn, its action not yet taken (a situation built by hand)."""
    s.current, s.main_done = seat, False
    s.stack = [Turn(seat)]


def legal_texts(s, seat=None):
    seat = GAME.to_move(s)[0] if seat is None else seat
    return [GAME.format(s, a).split(": ", 1)[1] for a in GAME.legal(s, seat)]


def clear(s, seat=0):
    """Empty a player's markers and resources (back to the supply)."""
    p = s.players[seat]
    for i in range(7):
        s.supply_m[i] += p.markers[i]
        p.markers[i] = 0
    for i in range(6):
        s.supply_r[i] += p.res[i]
        p.res[i] = 0


def give(s, seat=0, markers=None, res=None):
    """Move markers / resources from the supply to a player: give(s, 0, {"path": 2}, {"gold": 1})."""
    p = s.players[seat]
    for m, k in (markers or {}).items():
        s.supply_m[MI[m]] -= k
        p.markers[MI[m]] += k
    for r, k in (res or {}).items():
        s.supply_r[RI[r]] -= k
        p.res[RI[r]] += k


def check_invariants(s) -> None:
    """Nothing negative; every component is somewhere exactly once (conservation)."""
    n = s.nplayers
    for i in range(7):
        assert s.supply_m[i] >= 0
        assert s.supply_m[i] + sum(p.markers[i] for p in s.players) == data.MARKER_SUPPLY[i]
    for i in range(6):
        assert s.supply_r[i] >= 0
        assert s.supply_r[i] + sum(p.res[i] for p in s.players) == data.RESOURCE_SUPPLY[i]
    for p in s.players:
        assert min(p.markers) >= 0 and min(p.res) >= 0
        assert len(p.path) <= 6 and len(p.gnomes) <= 6 and len(p.guardians) <= 5
        assert sum(1 for t in p.tasks if t) <= 7
    for i, p in enumerate(s.players):
        placing = sum(1 for f in s.stack if type(f) is Place and f.seat == i)  # a tile taken, not yet laid
        assert len(p.fate_supply) + p.fate_count + (1 if p.fate_held is not None else 0) + placing == 8
        assert len(p.fate) == 3 * p.fate_count
        assert len(p.bowls[0]) + len(p.bowls[1]) + len(p.given) == 10
        bonf = [pos for pos in p.guardians.values() if pos >= BONFIRE]
        assert len(bonf) == len(set(bonf))
        if not p.has("crowd"):
            onpath = [pos for pos in p.guardians.values() if 0 <= pos < BONFIRE]
            assert len(onpath) == len(set(onpath))
    # path tiles
    tiles = s.path_display + s.path_pile + [t for p in s.players for t in p.path]
    assert sorted(tiles) == sorted(data.PATH_TILES)
    # tasks
    tasks = s.box + [t for v in s.islands.values() for t in v] + [t for p in s.players for t in p.tasks if t]
    pool = [t for t in data.TASKS if not (n == 2 and t in data.NOT_WITH_TWO)]
    assert sorted(tasks) == sorted(pool)
    # gnomes
    gn = s.spec_display + s.gnome_pile + s.elders + [g for p in s.players for g in p.gnomes]
    assert sorted(gn) == sorted(data.GNOMES)
    # portals
    ps = s.portal_box + [x for f in s.gb_portals for x in f] + [x for p in s.players for x in p.portals if x]
    assert sorted(ps) == sorted(sh for sh in data.PORTAL_SHAPES for _ in range(4))
    # guardians
    for c in data.GUARDIAN_COLOURS:
        assert s.guardian_supply[c] + sum(1 for p in s.players if c in p.guardians) == 4
    # novices
    own = sum(p.lit.count(True) for p in s.players)
    # a lit bonfire's novice on its way
    waiting = sum(1 for f in s.stack if type(f) is Council and f.who == -1)
    assert sum(1 for f in s.council for x in f if x >= 0) + waiting == own
    assert sum(1 for f in s.council for x in f if x == -1) == s.council_novices.count(False)
    assert sum(1 for f in s.council if f.count(-1) > 1) == 0
    for i, p in enumerate(s.players):
        if not p.has("fellowship"):
            assert all(f.count(i) <= 1 for f in s.council)
    # bowls on islands
    assert sum(len(v) for v in s.bowls_on.values()) == sum(len(p.given) for p in s.players)
    assert all(p.vp == sum(p.vp_by.values()) for p in s.players)
