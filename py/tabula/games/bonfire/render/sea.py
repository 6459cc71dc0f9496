"""The sea: the fourteen islands on a 4 x 4 grid with their sea routes, each task island with its
slots (a task card, or the offering bowl given in its place), the guardian islands with their
guardians, the ships, the harbour and the tasks left in the box.

Two sizes: "wide" (cells of 220; a task is a card with its points and a two-line summary) and
"narrow" (cells of 90, for a phone's column; a task is a chip with its points, the card in its
zoom). Each island is a fragment cached by exactly what it shows (its click words included).
"""

from __future__ import annotations

from functools import cache, lru_cache

from ...kit.clicks import act
from ...kit.doc import F, f1, ser, splice, zoom
from .. import data, texts
from .cards import CHIP_H, CHIP_W, TASK_H, TASK_W, task_card, task_chip
from .moves import move_at
from .pieces import GUARD_FILL, SEA, bowl, hit, pawn, res, seat_name, ship
from .words import tip

GRID = {"blossom1": (0, 0), "herb1": (1, 0), "grey": (2, 0), "fruit1": (3, 0),
        "shell1": (3, 1), "red": (3, 2),
        "blossom2": (3, 3), "herb2": (2, 3), "natural": (1, 3), "fruit2": (0, 3), "shell2": (0, 2),
        "pink": (0, 1), "root1": (1, 1), "root2": (2, 2)}
HARBOUR, BOX = (2, 1), (1, 2)  # the two cells without an island
TOP = 22  # the caption above the water

# a layout's cell, island, task slot (x0, pitch, y, w, h) and ship row (y, pitch)
GEOM = {
    "wide": {"cw": 220, "ch": 122, "iw": 208, "ih": 110, "slot": (4, 68, 22, TASK_W, TASK_H),
             "ships": (96, 34), "ship": 1.6, "bowl": 3.2},
    "narrow": {"cw": 90, "ch": 82, "iw": 86, "ih": 74, "slot": (2, 28, 20, CHIP_W, CHIP_H),
               "ships": (62, 20), "ship": 1.25, "bowl": 2.2},
}


def size(layout: str) -> tuple[float, float]:
    L = GEOM[layout]
    return 4 * L["cw"], TOP + 4 * L["ch"]


def ipos(layout: str, i) -> tuple[float, float]:
    """The top left corner of island ``i`` (or of a grid cell (col, row))."""
    L = GEOM[layout]
    c, r = GRID[i] if isinstance(i, str) else i
    return c * L["cw"] + (L["cw"] - L["iw"]) / 2, TOP + r * L["ch"] + (L["ch"] - L["ih"]) / 2


def slot_xy(layout: str, k: int) -> tuple[float, float]:
    """Where an island's ``k``-th slot (a task or a bowl) lies on the island."""
    x0, step, y, _w, _h = GEOM[layout]["slot"]
    return x0 + k * step, y


@cache
def _water(layout: str) -> str:
    """The water, the caption, the sea routes and the empty cells' frames."""
    L = GEOM[layout]
    w, h = size(layout)
    g = F.g()
    g.add(F.rect((0, TOP - 2), (w, h - TOP + 2), rx=10, fill=SEA, stroke="#9cc7dc"))
    g.add(F.text("The sea: islands, sea routes and ships" if layout == "wide" else "The sea",
                 insert=(2, 16), class_="cap"))
    g.elements[0].set_desc(title="The sea: sail along the dashed routes, 1 ship marker per route, 3 for any "
                                 "farther island (the first trip: anywhere for 1).")
    for a, b in data.ROUTES:
        (xa, ya), (xb, yb) = ipos(layout, a), ipos(layout, b)
        cx, cy = L["iw"] / 2, L["ih"] / 2
        g.add(F.line((f1(xa + cx), f1(ya + cy)), (f1(xb + cx), f1(yb + cy)),
                     stroke="#5f9fbf", stroke_width=3, stroke_dasharray="7 4", stroke_linecap="round"))
    return ser(g)


def _ships(g, L: dict, ships: tuple, names) -> None:
    y, step = L["ships"]
    x = L["iw"] - 10 - 6 * L["ship"]
    for seat in ships:
        s = ship(x, y, seat, L["ship"])
        s.set_desc(title=f"the ship of {seat_name(seat, names)}")
        g.add(s)
        x -= step


def _guardian_island(g, layout: str, i: str, left: int) -> None:
    g.add(F.text(texts.island_label(i) if layout == "wide" else i.capitalize(), insert=(7, 15), class_="s b"))
    g.add(pawn(i, GUARD_FILL[i], 26, 44, f"the {i} guardians: {left} left", scale=1.6))
    g.add(F.text(f"{left} left", insert=(46 if layout == "wide" else 42, 50), class_="m b"))


def _task_slot(layout: str, tid: str, click) -> str:
    """A task on its island: its card (a chip on a phone), clickable when it may be taken."""
    _x0, _step, _y, w, h = GEOM[layout]["slot"]
    def face(bare: bool) -> str:
        return task_card(tid, bare=bare) if layout == "wide" else task_chip(tid, bare)

    if not click:
        return face(False)
    el = F.g()
    el.add(F.g(id="bf-sub-0"))
    el.add(hit(-2, -2, w + 4, h + 4))
    return splice(ser(zoom(act(el, click[0], click[1]))), [face(True)], "bf-sub")


def _task_island(g, layout: str, i: str, tasks: tuple, bowls: tuple, task_clicks: tuple, names, raws) -> None:
    L = GEOM[layout]
    g.add(F.text(texts.island_label(i), insert=(7, 15), class_="s b" if layout == "wide" else "t"))
    g.add(res(data.ISLAND_RESOURCE[i], L["iw"] - 11, 10, 1.05))
    _x0, _step, _y, w, h = L["slot"]
    for k, tid in enumerate(tasks):
        x, y = slot_xy(layout, k)
        t = F.g(transform=f"translate({f1(x)},{f1(y)})")
        t.add(F.g(id=f"bf-sub-{len(raws)}"))
        raws.append(_task_slot(layout, tid, task_clicks[k]))
        g.add(t)
    for j, seat in enumerate(bowls):  # an offering bowl lies where its task was
        x, y = slot_xy(layout, len(tasks) + j)
        b = bowl(x + w / 2, y + h / 2, seat, str(seat + 1), GEOM[layout]["bowl"])
        b.set_desc(title=f"an offering bowl of {seat_name(seat, names)}")
        g.add(b)


@lru_cache(maxsize=512)
def _island_frag(layout: str, i: str, tasks: tuple, bowls: tuple, ships: tuple, left: int, click,
                 task_clicks: tuple, names) -> str:
    """An island: its ground and name, its tasks and bowls (or its guardians), the ships there;
    ``click``: (move text, tooltip) of sailing there (or fetching its guardian)."""
    L = GEOM[layout]
    guardian = data.ISLAND_KIND[i] == "guardian"
    g = F.g()
    g.add(F.rect((0, 0), (L["iw"], L["ih"]), rx=12, fill="#e4e0d6" if guardian else "#efe2bb",
                 stroke="#a88c54",
                 stroke_width=1.5))
    raws: list[str] = []
    if guardian:
        _guardian_island(g, layout, i, left)
    else:
        _task_island(g, layout, i, tasks, bowls, task_clicks, names, raws)
    _ships(g, L, ships, names)
    if click:
        g.add(hit(0, 0, L["iw"], L["ih"], 13))
        act(g, click[0], click[1])
    else:
        g.set_desc(title=texts.island_tip(i))
    return splice(ser(g), raws, "bf-sub")


@lru_cache(maxsize=64)
def _harbour(layout: str, dock: tuple):
    """The ships not yet sailed, in the harbour at the sea's centre, as text."""
    L = GEOM[layout]
    hx, hy = ipos(layout, HARBOUR)
    h = F.g(transform=f"translate({f1(hx)},{f1(hy)})")
    h.add(F.rect((0, 8), (L["iw"], L["ih"] - 16), rx=8, fill="#e9f4f9", stroke="#7fb0c8",
                 stroke_dasharray="4 3"))
    h.add(F.text("harbour", insert=(L["iw"] / 2, 26), class_="t b c mute"))
    step = L["iw"] / 4
    for k, seat in enumerate(dock):
        h.add(ship(step / 2 + k * step - 2, L["ih"] / 2 + 10, seat))
    h.set_desc(title="The harbour: ships that have not sailed yet. The first trip goes to any island "
                     "for 1 ship marker.")
    return ser(h)


@lru_cache(maxsize=64)
def _box(layout: str, n: int):
    """The tasks left in the box and what a trip costs, in the empty cell, as text."""
    L = GEOM[layout]
    bx, by = ipos(layout, BOX)
    cx = bx + L["iw"] / 2
    g = F.g()
    lines = ([f"{n} tasks in the box", "sail: 1 ship marker per route,", "3 for any farther island"]
             if layout == "wide" else [f"{n} tasks", "in the box"])
    for j, line in enumerate(lines):
        g.add(F.text(line, insert=(f1(cx), f1(by + L["ih"] / 2 - 8 + j * 16)),
                     class_="t c" + (" b" if j == 0 else "")))
    g.set_desc(title=f"{n} tasks are left in the box. Sailing costs 1 ship marker per route, at most 3 "
                     "for any island; the first trip goes anywhere for 1.")
    return ser(g)


def _island_click(v, cl, i: str):
    """(move text, tooltip) of the click on island ``i`` (None: nothing to click)."""
    m = move_at(cl, ("island", i))
    return (m.text, tip(v, m.action, texts.island_tip(i))) if m else None


def sea(doc, v, cl, names, layout: str):
    """The sea as a group, its width and height."""
    g = F.g()
    doc.raw(g, _water(layout))
    for i in data.ISLANDS:
        ships = tuple(seat for seat, p in enumerate(v.players) if p.ship == i)
        tasks = tuple(v.islands.get(i, ()))
        task_clicks = tuple((m.text, tip(v, m.action)) if (m := move_at(cl, ("task", t))) else None
                            for t in tasks)
        frag = _island_frag(layout, i, tasks, tuple(v.bowls_on.get(i, ())), ships,
                            v.guardian_supply.get(i, 0), _island_click(v, cl, i), task_clicks, names)
        doc.place(g, frag, *ipos(layout, i))
    doc.raw(g, _harbour(layout, tuple(seat for seat, p in enumerate(v.players) if p.ship is None)))
    doc.raw(g, _box(layout, len(v.box)))
    return (g, *size(layout))


def sea_box(v, key: tuple, layout: str):
    """The box (x, y, w, h, rx) on the sea of an island or of a task still on its island."""
    if key[0] == "island":
        return (*ipos(layout, key[1]), GEOM[layout]["iw"], GEOM[layout]["ih"], 13) if key[1] in GRID else None
    _x0, _step, _y, w, h = GEOM[layout]["slot"]
    for i, ts in v.islands.items():  # a task
        if key[1] in ts:
            (x, y), (tx, ty) = ipos(layout, i), slot_xy(layout, list(ts).index(key[1]))
            return x + tx, y + ty, w, h, 5
    return None
