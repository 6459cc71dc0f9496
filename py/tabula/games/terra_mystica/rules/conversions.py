"""Free actions with resources: conversions (``convert``), burning power (``burn``) and, in games
read from the online site's logs, its give-backs (``-1W``, ``-WATER``, ``-FREE_D``).
"""

from __future__ import annotations

from ....core.errors import RuleError
from ..data import CULT_INDEX
from ..notation import GIVEBACKS, MAX_NAME
from ..score import add_vp
from ..state import State
from .economy import gain, gain_priests
from .offers import taint_offers

CONVERSIONS = {  # (from, to) -> how many of `from` make one `to`
    ("P", "W"): 1, ("P", "C"): 1, ("W", "C"): 1, ("PW", "C"): 1, ("PW", "W"): 3, ("PW", "P"): 5,
    ("C", "VP"): 3,
}


def convert(s: State, seat: int, n1: int, r1: str, n2: int, r2: str) -> None:
    """``convert N1 R1 to N2 R2`` at the rates above (the Alchemists trade coins and VP at 2:1 and
    1:1; the Darklings' stronghold turns up to 3 workers into priests once)."""
    p = s.players[seat]
    t = s.turn
    check_convert(s, seat, n1, r1, n2, r2)
    if (r1, r2) == ("W", "P") and p.faction == "darklings":
        t.darkling_conv -= n1
        p.w -= n1
        gain_priests(p, n2)
        if "strict-leech" in s.options:
            taint_offers(s, seat)
        return
    if r1 == "P":
        p.p -= n1
    elif r1 == "W":
        p.w -= n1
    elif r1 == "C":
        p.c -= n1
    elif r1 == "PW":
        p.pw[2] -= n1
        p.pw[0] += n1
    elif r1 == "VP":
        add_vp(p, -n1, "conversions")
    gain(s, seat, {r2: n2}, "conversions")
    if "strict-leech" in s.options:
        taint_offers(s, seat)


def check_convert(s: State, seat: int, n1: int, r1: str, n2: int, r2: str) -> None:
    """RuleError unless ``seat`` may convert N1 R1 into N2 R2 now (the rate, what it has).
    Changes nothing: ``convert`` asks it first, ``legal`` to rule out candidates untried."""
    p = s.players[seat]
    if n1 <= 0 or n2 <= 0:
        raise RuleError("convert at least one")
    if (r1, r2) == ("W", "P") and p.faction == "darklings":
        if n2 > s.turn.darkling_conv or n1 != n2:
            raise RuleError("the Darklings' stronghold turns up to 3 workers into priests, once, "
                            "right after it is built")
        if p.w < n1:
            raise RuleError("not enough workers")
        return
    rate = CONVERSIONS.get((r1, r2))
    if p.faction == "alchemists" and (r1, r2) in (("C", "VP"), ("VP", "C")):
        rate = 2 if r1 == "C" else 1
    if rate is None:
        raise RuleError(f"{r1} cannot be converted into {r2}")
    if n1 != n2 * rate:
        raise RuleError(f"{r1} converts into {r2} at {rate} to 1")
    have = {"P": p.p, "W": p.w, "C": p.c, "PW": p.pw[2], "VP": p.vp}[r1]
    if have < n1:
        what = "power in bowl III" if r1 == "PW" else r1
        raise RuleError(f"not enough {what} to convert ({have})")


def burn(s: State, seat: int, n: int) -> None:
    """Burning is allowed with offers open (it is not converting); what an offer then gives is
    capped by the capacity when it is accepted."""
    p = s.players[seat]
    if n <= 0 or p.pw[1] < 2 * n:
        raise RuleError(f"burning {n} power needs {2 * n} tokens in bowl II; you have {p.pw[1]}")
    p.pw[1] -= 2 * n
    p.pw[2] += n


def giveback(s: State, seat: int, name: str) -> None:
    """The site's ``-<NAME>``, one at a time: give back a resource, a cult step (its work-around
    to steer TW5's key: only from 7 to 9) or the free part of a special action (the
    action stays spent). Read from the site's logs only; live play has decisions instead."""
    if "site-log" not in s.options:
        raise RuleError("giving back is read only from the online site's logs")
    if name not in GIVEBACKS:
        raise RuleError(f"'{name[:MAX_NAME]}' cannot be given back")
    p = s.players[seat]
    if name in CULT_INDEX:
        ti = CULT_INDEX[name]
        if not 7 <= p.cult[ti] <= 9:
            raise RuleError(f"a step on {name} is given back only from 7, 8 or 9 (never from 10 or below 7)")
        p.cult[ti] -= 1
        return
    if name.startswith("FREE_"):
        return _decline_free(s, seat, name)
    have = {"C": p.c, "W": p.w, "P": p.p, "PW": p.pw[2], "VP": p.vp}[name]
    if have < 1:
        raise RuleError(f"you have no {'power in bowl III' if name == 'PW' else name} to give back")
    if name == "C":
        p.c -= 1
    elif name == "W":
        p.w -= 1
    elif name == "P":
        p.p -= 1
    elif name == "PW":
        p.pw[2] -= 1
        p.pw[0] += 1
    else:
        add_vp(p, -1, "given back")


def _decline_free(s: State, seat: int, name: str) -> None:
    """``-FREE_D`` / ``-FREE_TF`` / ``-FREE_TP``: decline the free dwelling of ACTW, the free
    transform of ACTN or the free trading house of ACTS; the action is spent all the same."""
    kind = {"FREE_D": "ACTW", "FREE_TF": "ACTN", "FREE_TP": "ACTS"}[name]
    t = s.turn
    if t is None or t.seat != seat or t.kind != kind or not t.can_build or t.built or t.transformed:
        raise RuleError(f"you have no free part of {kind} to decline")
    t.can_build = False
    t.kind = "spent"
