"""Paying and gaining: whether a cost can still be paid (with the substitutions: a wild marker or
any two markers for one, gold or any two goods for one good), the payment decisions taken one
marker or good at a time, and choosing a good to gain."""

from __future__ import annotations

from .. import data
from ..data import GOLD, WILD
from ..state import State
from ..steps import STEPS, Gain, PayGoods, PayMarkers
from .common import MI, RI, give_marker, give_res, own, take_res

# -- can a cost still be paid? ------------------------------------------------------------------

COST = "the cost cannot be paid"  # never dropped: the checks keep every cost payable


def markers_feasible(held: list[int], colour: int, units: int, doubler: bool) -> bool:
    """``units`` markers of ``colour``; each may be the colour, a wild, or any 2 markers.

    With the doubler a wild covers 2 units. Exact markers first, then wilds, then pairs.
    (Run for every candidate action the turn lists: plain comparisons, no min() calls.)
    """
    if units <= 0:
        return True
    wilds = held[WILD]
    others = sum(held) - wilds  # the markers that are not wild
    if colour == WILD:
        exact = wilds if wilds < units else units
        return 2 * (units - exact) <= others + wilds - exact
    exact = held[colour] if held[colour] < units else units
    left = units - exact
    if doubler:
        use = (left + 1) // 2
        use = wilds if wilds < use else use
        covered = 2 * use if 2 * use < left else left
    else:
        use = covered = wilds if wilds < left else left
    return 2 * (left - covered) <= others - exact + wilds - use


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


@STEPS.options(PayMarkers, "pay markers", required=COST)
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


@STEPS.options(PayGoods, "pay resources", required=COST)
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
