"""Guardians, processions and the Great Bonfire: where a guardian may walk, what a path field
gives, fetching a guardian, the procession decision, the Great Bonfire's cost and its rewards
(markers, goods or points, and portals for the city's notches)."""

from __future__ import annotations

from .. import data
from ..data import GOLD
from ..state import BONFIRE, WAIT, Player, State
from ..steps import STEPS, Fetch, Gain, GreatMove, GreatRewards, Procession
from .common import (
    GUARD,
    MI,
    RI,
    add_points,
    n_guardians,
    own,
    path_good,
    take_marker,
    take_res,
)
from .payment import markers_feasible


def proc_dests(p: Player, g: str, pos: int, n: int, back: bool = False) -> list[int]:
    """Where guardian ``g`` at ``pos`` may end within ``n`` steps (``back``: either way, any distance)."""
    last = len(p.path)
    crowd = p.has("crowd")
    others = {q for h, q in p.guardians.items() if h != g}  # where the other guardians stand
    out = [f for f in range(last + 1)
           if f != pos and (back or pos < f <= pos + n) and (crowd or f not in others)]
    low = max(pos, 0)
    out += [BONFIRE + k for k in range(last + 1)
            if p.portals[k] is not None and BONFIRE + k not in others
            and (back or (k >= low and k - pos + 1 <= n))]
    return out


def max_useful_steps(p: Player) -> int:
    """The most steps a procession can use: the farthest any guardian on the path could go with
    no limit (``proc_dests``: a path field f is f - pos steps away, the bonfire space k of a
    notch with a portal k - pos + 1). The turn's listing runs this for each procession
    candidate, so it looks for the farthest free field and space from the far end instead of
    listing every destination."""
    last = len(p.path)
    crowd = p.has("crowd")
    best = 0
    for g, pos in p.guardians.items():
        if pos >= BONFIRE:
            continue
        others = {q for h, q in p.guardians.items() if h != g}
        for f in range(last, pos, -1):
            if crowd or f not in others:
                best = max(best, f - pos)
                break
        for k in range(last, max(pos, 0) - 1, -1):
            if p.portals[k] is not None and BONFIRE + k not in others:
                best = max(best, k - pos + 1)
                break
    return best


def move_guardian(s: State, seat: int, g: str, dest: int, gain: bool) -> None:
    """Guardian ``g`` to ``dest``; on a path field it gives the field's good if ``gain``."""
    p = own(s, seat)
    p.guardians[g] = dest
    if dest >= BONFIRE:
        if p.has("pilgrim"):
            add_points(p, "pilgrim", 2)
        return
    if not gain:
        return
    good = path_good(p, dest)
    if p.has("forager"):
        s.stack.append(Gain(seat, 1, dest == 0))
    else:
        take_res(s, p, RI[good])
    if p.has(f"keeper-{g}"):
        take_res(s, p, RI[good])
    if dest == 0 and p.has("miner"):
        take_res(s, p, GOLD)


@STEPS.options(Procession, "move guardians")
def procession_options(s: State, f: Procession, seat: int) -> list[tuple]:
    p = s.players[seat]
    unm = [(g, pos) for g, pos in p.guardians.items() if g not in f.moved and pos < BONFIRE]
    movable = [(g, pos, proc_dests(p, g, pos, f.steps)) for g, pos in unm]
    movable = [m for m in movable if m[2]]
    if not movable:
        return []
    front = max(pos for _g, pos, _d in movable)
    out = []
    for g, pos, dests in movable:
        if pos == front:
            out += [(seat, "move", g, d) for d in dests]
            out.append((seat, "stay", g))
    return out + [(seat, "stop")]


@STEPS.act(Procession)
def procession(s: State, f: Procession, a: tuple) -> None:
    if a[1] == "stop":
        return
    g = a[2]
    s.stack.append(Procession(f.seat, f.steps, f.moved + (g,), f.gain))
    if a[1] == "move":
        move_guardian(s, f.seat, g, a[3], f.gain)


# -- fetching a guardian ---------------------------------------------------------------------------


def fetch_refusal(s: State, seat: int, colour: str) -> str | None:
    """Why the seat may not fetch the guardian of ``colour`` now (None: it may)."""
    p = s.players[seat]
    if p.ship != colour:
        return "your ship must be at that guardian's island"
    if colour in p.guardians:
        return "you already have a guardian of that colour"
    if s.guardian_supply[colour] <= 0:
        return "no guardian of that colour is left"
    if n_guardians(p) >= data.MAX_GUARDIANS:
        return "at most 5 guardians"
    if not markers_feasible(p.markers, GUARD, 1, p.has("doubler")):
        return "fetching a guardian costs 1 guardian marker"
    return None


def add_guardian(s: State, seat: int, colour: str) -> None:
    p = own(s, seat)
    s.guardian_supply[colour] -= 1
    p.guardians[colour] = WAIT
    if p.has("herald"):
        s.stack.append(Procession(seat, 1, (), False))


@STEPS.auto(Fetch)
def fetch(s: State, f: Fetch) -> None:
    add_guardian(s, f.seat, f.colour)


# -- the Great Bonfire ---------------------------------------------------------------------------


def _gb_costs(stoker: bool) -> dict:
    """The gnome's field (None: not yet on the Great Bonfire) -> the markers a move to each field
    costs (a full round, back to its own field, costs 3)."""
    def cost(d: int) -> int:
        if d == 0:
            return 3
        if stoker:
            return 1 if d <= 2 else 2 if d == 3 else 3
        return 1 if d == 1 else 2 if d == 2 else 3

    table: dict = {None: (1,) * data.GB_FIELDS}
    for pos in range(data.GB_FIELDS):
        table[pos] = tuple(cost((field - pos) % data.GB_FIELDS) for field in range(data.GB_FIELDS))
    return table


# Built once at import: the turn's listing looks every field's cost up.
GB_COSTS = {False: _gb_costs(False), True: _gb_costs(True)}


def gb_costs(s: State, p: Player) -> tuple[int, ...]:
    """The Great Bonfire markers a move to each field costs ``p``."""
    return GB_COSTS[p.has("stoker")][s.gb_pos]


def gb_cost(s: State, seat: int, field: int) -> int:
    return gb_costs(s, s.players[seat])[field]


def portal_notch(p: Player, shape: str) -> int | None:
    """The city notch a portal of ``shape`` would go to (None: it fits none now)."""
    notches = data.CITY_NOTCHES[p.board]
    if p.has("mason"):
        k = notches.index(shape)
        return k if p.portals[k] is None else None
    free = [k for k in range(7) if p.portals[k] is None]
    if not free:
        return None
    k = max(free)
    return k if notches[k] == shape else None


def gb_limit(p: Player) -> int:
    """How many of a field's rewards a player takes."""
    return 3 if p.has("glutton") else 2


@STEPS.auto(GreatMove)
def great_move(s: State, f: GreatMove) -> None:
    s.gb_pos = f.field


@STEPS.options(GreatRewards, "take Great Bonfire rewards")
def great_reward_options(s: State, f: GreatRewards, seat: int) -> list[tuple]:
    field, taken = f.field, f.taken
    if len(taken) >= f.limit:
        return []
    m, r = data.GB_REWARDS[field]
    out = []
    if "marker" not in taken and s.supply_m[MI[m]] > 0:
        out.append((seat, "take", "marker"))
    if "resource" not in taken:
        if r == "points":
            out.append((seat, "take", "points"))
        elif s.supply_r[RI[r]] > 0:
            out.append((seat, "take", "resource"))
    if "portal" not in taken:
        p = s.players[seat]
        out += [(seat, "take", sh) for sh in sorted(set(s.gb_portals[field]))
                if portal_notch(p, sh) is not None]
    if out and len(taken) >= 2:
        out.append((seat, "done"))
    return out


@STEPS.act(GreatRewards)
def great_reward(s: State, f: GreatRewards, a: tuple) -> None:
    if a[1] == "done":
        return
    p = own(s, f.seat)
    what = a[2]
    m, r = data.GB_REWARDS[f.field]
    if what == "marker":
        take_marker(s, p, MI[m])
    elif what == "points":
        add_points(p, "great bonfire", 2)
    elif what == "resource":
        take_res(s, p, RI[r])
    else:
        left = s.gb_portals[f.field].copy()  # replaced, not changed in place: State.fork
        left.remove(what)
        s.gb_portals[f.field] = left
        p.portals[portal_notch(p, what)] = what
        what = "portal"
    if what == "points":
        what = "resource"
    s.stack.append(GreatRewards(f.seat, f.field, f.taken + (what,), f.limit))
