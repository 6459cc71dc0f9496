"""The fate field: where a tile may be laid, the symbol groups it joins (markers), the printed
items it covers, taking a fate tile, and the setup decision about the start tile."""

from __future__ import annotations

from .. import data
from ..data import GOLD, WILD
from ..state import Player, State
from ..steps import STEPS, Gain, Place, Swap
from .common import MI, own, take_marker, take_res

DIRS = {"right": (0, 1), "left": (0, -1), "down": (1, 0), "up": (-1, 0)}


def tile_squares(r: int, c: int, d: str) -> list[tuple[int, int]]:
    dr, dc = DIRS[d]
    return [(r + k * dr, c + k * dc) for k in range(3)]


def inside(sq) -> bool:
    return 0 <= sq[0] < data.FATE_ROWS and 0 <= sq[1] < data.FATE_COLS


def placement_ok(p: Player, sqs: list) -> bool:
    over = p.has("overhang")
    n_in = 0
    for sq in sqs:
        if sq in p.fate:
            return False
        if inside(sq):
            n_in += 1
        elif not over:
            return False
    if n_in == 0:
        return False
    for r, c in sqs:
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nb in p.fate and nb not in sqs:
                return True
    return False


def _all_placements(overhang: bool) -> tuple:
    """Every (row, col, direction) a tile could have on an empty board, sorted, with its three
    squares: all three inside the field, or (``overhang``) at least one."""
    out = []
    for r in range(-2, data.FATE_ROWS + 2):
        for c in range(-2, data.FATE_COLS + 2):
            for d in DIRS:
                sqs = tile_squares(r, c, d)
                n_in = sum(1 for sq in sqs if inside(sq))
                if n_in == 3 or (overhang and n_in):
                    out.append(((r, c, d), *sqs))
    return tuple(sorted(out))


# Built once at import: listing the placements then only looks squares up.
_PLACES = {False: _all_placements(False), True: _all_placements(True)}
_PLACE_CACHE: dict = {}


def placements(p: Player) -> tuple:
    """Every legal (row, col, direction) for the next fate tile, sorted: its squares are free and
    one of them touches a laid square (depends only on the covered squares)."""
    over = p.has("overhang")
    key = (frozenset(p.fate), over)
    hit = _PLACE_CACHE.get(key)
    if hit is not None:
        return hit
    laid = key[0]
    touching = {nb for (r, c) in laid for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1))}
    touching -= laid
    res = tuple(spot for spot, a, b, c in _PLACES[over]
                if (a in touching or b in touching or c in touching)
                and a not in laid and b not in laid and c not in laid)
    if len(_PLACE_CACHE) > 100000:
        _PLACE_CACHE.clear()
    _PLACE_CACHE[key] = res
    return res


def region(fate: dict, start) -> set:
    sym = fate[start]
    seen = {start}
    stack = [start]
    while stack:
        r, c = stack.pop()
        for nb in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if nb not in seen and fate.get(nb) == sym:
                seen.add(nb)
                stack.append(nb)
    return seen


def regions(fate: dict) -> list[tuple[str, int]]:
    seen: set = set()
    out = []
    for sq in fate:
        if sq not in seen:
            reg = region(fate, sq)
            seen |= reg
            out.append((fate[sq], len(reg)))
    return out


# -- taking and laying a tile -------------------------------------------------------------------


def fate_takeable(p: Player, which: str) -> bool:
    if not p.fate_supply or (which == "bottom" and len(p.fate_supply) < 2):
        return False
    return bool(placements(p))


def take_fate(p: Player, which: str) -> int:
    return p.fate_supply.pop(0 if which == "top" else -1)


@STEPS.options(Place, "lay the fate tile")
def place_options(s: State, f: Place, seat: int) -> list[tuple]:
    return [(seat, "place", r, c, d) for r, c, d in placements(s.players[seat])]


@STEPS.act(Place)
def lay_fate(s: State, f: Place, a: tuple) -> None:
    """Lay the tile: a marker per square of each group it joins, and the printed items covered."""
    seat = f.seat
    p = own(s, seat)
    sqs = tile_squares(a[2], a[3], a[4])
    for sq, sym in zip(sqs, data.FATE_TILES[f.tile]):
        p.fate[sq] = sym
    p.fate_count += 1
    seen: set = set()
    for sq in sqs:
        if sq in seen:
            continue
        reg = region(p.fate, sq)
        seen |= reg
        take_marker(s, p, MI[p.fate[sq]], len(reg))
    times = 2 if p.has("digger") else 1
    for sq in sqs:
        item = data.FATE_SYMBOLS.get(sq)
        if item == "gold":
            take_res(s, p, GOLD, times)
        elif item == "wild":
            take_marker(s, p, WILD, times)
        elif item == "choice":
            s.stack.append(Gain(seat, times, False))


# -- setup: the start tile -----------------------------------------------------------------------


@STEPS.options(Swap, "swap or keep the start tile")
def swap_options(s: State, f: Swap, seat: int) -> list[tuple]:
    return [(seat, "swap"), (seat, "keep")]


@STEPS.act(Swap)
def swap(s: State, f: Swap, a: tuple) -> None:
    p = own(s, f.seat)
    if a[1] == "swap":
        p.fate_held, p.fate_supply[3] = p.fate_supply[3], p.fate_held
    tile = data.FATE_TILES[p.fate_held]
    for sq, sym in zip(data.FATE_START, tile):
        p.fate[sq] = sym
        take_marker(s, p, MI[sym])
    p.fate_held = None
    p.fate_count = 1
