"""Paying and gaining: whether a cost can still be paid (with the substitutions: a wild marker or
any two markers for one, gold or any two goods for one good), the payment decisions taken one
marker or good at a time, and choosing a good to gain."""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..data import GOLD, WILD
from ..state import State
from ..steps import STEPS, Gain, PayGoods, PayMarkers
from .common import MI, RI, give_marker, give_res, own, take_res

# -- can a cost still be paid? ------------------------------------------------------------------

COST = "the cost cannot be paid"  # never dropped: the checks keep every cost payable


def payable_units(held: list[int], colour: int, doubler: bool) -> int:
    """The most units of ``colour`` the markers ``held`` can pay: each unit is a marker of the
    colour, a wild (with the doubler one wild pays 2 units of another colour), or any 2 other
    markers. Any smaller number of units can be paid too, so one figure per colour answers every
    cost of that colour (the turn's listing asks it once for all the islands, fields and gnomes)."""
    wilds = held[WILD]
    others = sum(held) - wilds  # the markers that are not wild
    if colour == WILD:
        return wilds + others // 2
    exact = held[colour]
    return exact + (2 * wilds if doubler else wilds) + (others - exact) // 2


def markers_feasible(held: list[int], colour: int, units: int, doubler: bool) -> bool:
    """``units`` markers of ``colour`` can be paid (``payable_units``)."""
    return units <= payable_units(held, colour, doubler)


def res_feasible(held: list[int], needs: tuple) -> bool:
    """Needs: resource names (a specific one) or "any" (any one resource)."""
    h = held.copy()
    n_any = 0
    rem = []
    for nd in needs:
        if nd == "any":
            n_any += 1
            continue
        i = RI[nd]
        if h[i] > 0:
            h[i] -= 1
        else:
            rem.append(i)
    g = 0
    for i in rem:
        if i != GOLD and h[GOLD] > g:
            g += 1
    pairs = len(rem) - g
    return 2 * pairs + n_any <= sum(h) - g


# -- paying markers -------------------------------------------------------------------------------


def _pair(answer: str, names: tuple) -> list[int] | None:
    """The indices of ``answer`` "x+y", two of ``names`` in their order, the way the payment
    options spell two-for-one (None: it is not that)."""
    pair = answer.split("+")
    if len(pair) != 2 or pair[0] not in names or pair[1] not in names:
        return None
    a, b = names.index(pair[0]), names.index(pair[1])
    return [a, b] if a <= b else None


def _left(held: list[int], spent: list[int]) -> list[int] | None:
    """``held`` less one of each index in ``spent`` (None: that is more than is held)."""
    left = held.copy()
    for i in spent:
        left[i] -= 1
        if left[i] < 0:
            return None
    return left


# The engine checks every answer ``apply`` is given against the decision's options; for the
# payment steps these checks say the same for the one answer instead of listing all of them
# again (tests/bonfire/test_bf_listing.py holds them to the options).


def pays_markers(s: State, f: PayMarkers, a: tuple) -> bool:
    """Whether ``a`` is one of ``pay_marker_options``: a marker of the colour or a wild ("wild*2",
    with the doubler, for two units), or two markers that are neither, leaving the rest payable."""
    if len(a) != 3 or a[1] != "pay" or type(a[2]) is not str:
        return False
    p = s.players[f.seat]
    dbl = p.has("doubler")
    c, units, answer = f.marker, f.units, a[2]
    covered = 2 if answer == "wild*2" else 1
    if answer == data.MARKERS[c]:
        spent = [c]
    elif answer == "wild" or (answer == "wild*2" and dbl and units >= 2):
        spent = [WILD]
    else:
        spent = _pair(answer, data.MARKERS[:WILD])
        if spent is None or c in spent:
            return False
    left = _left(p.markers, spent)
    return left is not None and markers_feasible(left, c, units - covered, dbl)


def _check_pay_markers(s: State, f: PayMarkers, a: tuple) -> None:
    if not pays_markers(s, f, a):
        raise RuleError("that is not a possible choice now (pay markers)")


@STEPS.options(PayMarkers, "pay markers", check=_check_pay_markers, required=COST)
def pay_marker_options(s: State, f: PayMarkers, seat: int) -> list[tuple]:
    c, units = f.marker, f.units
    p = s.players[seat]
    held = p.markers
    dbl = p.has("doubler")
    out = []
    if held[c] > 0:
        h = held.copy()
        h[c] -= 1
        if markers_feasible(h, c, units - 1, dbl):
            out.append((seat, "pay", data.MARKERS[c]))
    if held[WILD] > 0:
        h = held.copy()
        h[WILD] -= 1
        if markers_feasible(h, c, units - 1, dbl):
            out.append((seat, "pay", "wild"))
        if dbl and units >= 2 and markers_feasible(h, c, units - 2, dbl):
            out.append((seat, "pay", "wild*2"))
    kinds = [m for m in range(6) if m != c and held[m] > 0]
    for i, a in enumerate(kinds):
        for b in kinds[i:]:
            if a == b and held[a] < 2:
                continue
            h = held.copy()
            h[a] -= 1
            h[b] -= 1
            if markers_feasible(h, c, units - 1, dbl):
                out.append((seat, "pay", f"{data.MARKERS[a]}+{data.MARKERS[b]}"))
    return out


@STEPS.act(PayMarkers)
def pay_markers(s: State, f: PayMarkers, a: tuple) -> None:
    p = own(s, f.seat)
    units = f.units
    if a[2] == "wild*2":
        give_marker(s, p, WILD)
        units -= 2
    else:
        for m in a[2].split("+"):
            give_marker(s, p, MI[m])
        units -= 1
    if units > 0:
        s.stack.append(PayMarkers(f.seat, f.marker, units))


# -- paying goods -----------------------------------------------------------------------------------


def pays_goods(s: State, f: PayGoods, a: tuple) -> bool:
    """Whether ``a`` is one of ``pay_res_options``: the good needed (any good for "any"), gold, or
    two goods that are neither, leaving the rest of the goods payable."""
    if len(a) != 3 or a[1] != "pay" or type(a[2]) is not str:
        return False
    nd, answer = f.needs[0], a[2]
    if nd == "any":
        spent = [RI[answer]] if answer in RI else None
    elif answer == nd or answer == "gold":
        spent = [RI[answer]]
    else:
        spent = _pair(answer, data.RESOURCES[:GOLD])
        if spent is not None and RI[nd] in spent:
            spent = None
    left = _left(s.players[f.seat].res, spent) if spent is not None else None
    return left is not None and res_feasible(left, f.needs[1:])


def _check_pay_goods(s: State, f: PayGoods, a: tuple) -> None:
    if not pays_goods(s, f, a):
        raise RuleError("that is not a possible choice now (pay resources)")


@STEPS.options(PayGoods, "pay resources", check=_check_pay_goods, required=COST)
def pay_res_options(s: State, f: PayGoods, seat: int) -> list[tuple]:
    needs = f.needs
    held = s.players[seat].res
    nd, rest = needs[0], needs[1:]
    out = []

    def ok(h):
        return res_feasible(h, rest)

    if nd == "any":
        for r in range(6):
            if held[r]:
                h = held.copy()
                h[r] -= 1
                if ok(h):
                    out.append((seat, "pay", data.RESOURCES[r]))
        return out
    i = RI[nd]
    if held[i]:
        h = held.copy()
        h[i] -= 1
        if ok(h):
            out.append((seat, "pay", nd))
    if i != GOLD and held[GOLD]:
        h = held.copy()
        h[GOLD] -= 1
        if ok(h):
            out.append((seat, "pay", "gold"))
    kinds = [r for r in range(5) if r != i and held[r] > 0]
    for x, a in enumerate(kinds):
        for b in kinds[x:]:
            if a == b and held[a] < 2:
                continue
            h = held.copy()
            h[a] -= 1
            h[b] -= 1
            if ok(h):
                out.append((seat, "pay", f"{data.RESOURCES[a]}+{data.RESOURCES[b]}"))
    return out


@STEPS.act(PayGoods)
def pay_goods(s: State, f: PayGoods, a: tuple) -> None:
    p = own(s, f.seat)
    for r in a[2].split("+"):
        give_res(s, p, RI[r])
    if len(f.needs) > 1:
        s.stack.append(PayGoods(f.seat, f.needs[1:]))


# -- gaining a good of one's choice -------------------------------------------------------------------


@STEPS.options(Gain, "choose a good")
def gain_options(s: State, f: Gain, seat: int) -> list[tuple]:
    goods = [r for r in range(6 if f.gold_ok else 5) if s.supply_r[r] > 0]
    return [(seat, "gain", data.RESOURCES[r]) for r in goods]


@STEPS.act(Gain)
def gain(s: State, f: Gain, a: tuple) -> None:
    take_res(s, own(s, f.seat), RI[a[2]])
    if f.n > 1:
        s.stack.append(Gain(f.seat, f.n - 1, f.gold_ok))
