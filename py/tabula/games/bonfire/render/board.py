"""The shared board: the sea (islands, routes, ships, tasks, offering bowls, the harbour), the Great
Bonfire with its seven fields and portals, the High Council and the council tasks.

Each part is a fragment cached by exactly what it shows (the click texts included), so consecutive
positions of a game redraw only what changed.
"""

from __future__ import annotations

import math
from functools import cache, lru_cache

from ...kit.clicks import act, ring
from ...kit.doc import F, f1, ser, splice, use
from .. import data, texts
from ..rules.sailing import ship_cost
from ..steps import GreatRewards, pending
from .cards import TASK_H, TASK_W, task_card
from .moves import text_at
from .pieces import GUARD_FILL, SEA, SEAT_FILL, marker, novice, pawn, portal, res, seat_name, ship

# -- the sea ---------------------------------------------------------------------------------

CW, CH = 150, 110  # a cell of the sea's 4 x 4 grid
IW, IH = 130, 92  # an island
SEA_TOP = 18
GRID = {"blossom1": (0, 0), "herb1": (1, 0), "grey": (2, 0), "fruit1": (3, 0),
        "shell1": (3, 1), "red": (3, 2),
        "blossom2": (3, 3), "herb2": (2, 3), "natural": (1, 3), "fruit2": (0, 3), "shell2": (0, 2),
        "pink": (0, 1), "root1": (1, 1), "root2": (2, 2)}
SEA_W, SEA_H = 4 * CW, SEA_TOP + 4 * CH


def _ipos(i: str) -> tuple[float, float]:
    c, r = GRID[i]
    return c * CW + (CW - IW) / 2, SEA_TOP + r * CH + (CH - IH) / 2


def _task_xy(k: int) -> tuple[float, float]:
    """Where an island's ``k``-th task lies on the island."""
    return 3 + k * 42, 17


@cache
def _sea_static() -> str:
    """The water, the caption, the sea routes, the harbour's place and the box's words."""
    g = F.g()
    g.add(F.rect((0, SEA_TOP - 2), (SEA_W, SEA_H - SEA_TOP + 2), rx=10, fill=SEA, stroke="#9cc7dc"))
    g.add(F.text("The sea: islands, sea routes, ships and offering bowls", insert=(2, 12), class_="cap"))
    for a, b in data.ROUTES:
        (xa, ya), (xb, yb) = _ipos(a), _ipos(b)
        g.add(F.line((f1(xa + IW / 2), f1(ya + IH / 2)), (f1(xb + IW / 2), f1(yb + IH / 2)), stroke="#5f9fbf",
                     stroke_width=3, stroke_dasharray="7 4", stroke_linecap="round"))
    bx, by = CW + (CW - IW) / 2 + IW / 2, SEA_TOP + 2 * CH + CH / 2
    g.add(F.text("sail: 1 marker per route,", insert=(f1(bx), f1(by + 13)), class_="t c mute"))
    g.add(F.text("3 for any farther island", insert=(f1(bx), f1(by + 23)), class_="t c mute"))
    return ser(g)


def _island_base(i: str, tasks: tuple, left: int, click, task_clicks: tuple):
    """An island: its ground, name and resource (or its guardians), its tasks and their clicks."""
    guardian = data.ISLAND_KIND[i] == "guardian"
    g = F.g()
    g.add(F.rect((0, 0), (IW, IH), rx=12, fill="#e4e0d6" if guardian else "#efe2bb", stroke="#a88c54",
                 stroke_width=1.5))
    if click:
        g.add(ring(0, 0, IW, IH, 13))
    if guardian:
        g.add(F.text(f"{i} guardians", insert=(8, 14), class_="s b"))
        g.add(pawn(i, GUARD_FILL[i], 28, 48, f"{i} guardian", scale=1.5))
        g.add(F.text(f"{left} left", insert=(48, 52), class_="m b"))
        return g
    g.add(F.text(i[:-1] + " " + i[-1], insert=(8, 13), class_="s b"))
    g.add(res(data.ISLAND_RESOURCE[i], IW - 12, 9))
    for k, tid in enumerate(tasks):
        tx, ty = _task_xy(k)
        t = F.g(transform=f"translate({tx},{ty})")
        t.add(F.g(id=f"bf-sub-{k}"))
        if task_clicks[k]:
            el = F.g()
            el.add(ring(0, 0, TASK_W, TASK_H, 5))
            t.add(act(el, task_clicks[k], f"{task_clicks[k]}: {texts.task_tip(tid)}"))
        g.add(t)
    return g


@lru_cache(maxsize=512)
def _island_frag(i: str, tasks: tuple, bowls: tuple, ships: tuple, left: int, click, task_clicks: tuple,
                 cost, names) -> str:
    g = _island_base(i, tasks, left, click, task_clicks)
    x = 8
    for seat in bowls:  # offering bowls: a seat's number on a bowl of its colour
        b = F.g()
        b.add(use("bf-bowl", x + 6, IH - 10, fill=SEAT_FILL[seat], stroke="#222", stroke_width=0.8))
        b.add(F.text(str(seat + 1), insert=(x + 6, IH - 3), class_="t b c w"))
        b.set_desc(title=f"offering bowl of {seat_name(seat, names)}")
        g.add(b)
        x += 13
    x = IW - 12
    for seat in ships:
        s = ship(x, IH - 11, seat)
        s.set_desc(title=f"ship of {seat_name(seat, names)}")
        g.add(s)
        x -= 19
    tip = texts.island_tip(i)
    if click:
        act(g, click, f"{click}: {tip}" + (f" Sailing here costs {cost} ship marker(s)." if cost else ""))
    else:
        g.set_desc(title=tip)
    return splice(ser(g), [task_card(t) for t in tasks], "bf-sub")


def _harbour(dock: list[int]):
    """The ships not yet sailed, in the harbour at the sea's centre."""
    hx, hy = 2 * CW + (CW - IW) / 2, SEA_TOP + CH + (CH - IH) / 2
    h = F.g(transform=f"translate({f1(hx)},{f1(hy)})")
    h.add(F.rect((0, 20), (IW, IH - 40), rx=8, fill="#e9f4f9", stroke="#7fb0c8", stroke_dasharray="4 3"))
    h.add(F.text("harbour", insert=(IW / 2, 34), class_="s b c mute"))
    for k, seat in enumerate(dock):
        h.add(ship(18 + k * 30, 58, seat))
    h.set_desc(title="Ships still in the harbour: the first trip goes anywhere for 1 ship marker.")
    return h


def sea(doc, v, cl, names):
    """The sea as a group, its width and height."""
    g = F.g()
    doc.raw(g, _sea_static())
    free_turn = pending(v) is None
    for i in data.ISLANDS:
        ships = tuple(seat for seat, p in enumerate(v.players) if p.ship == i)
        tasks = tuple(v.islands.get(i, ()))
        m = cl.first(("island", i))
        cost = ship_cost(v, m.action[0], i) if m and m.action[1] == "sail" and free_turn else None
        task_clicks = tuple(text_at(cl, ("task", t)) for t in tasks)
        frag = _island_frag(i, tasks, tuple(v.bowls_on.get(i, ())), ships, v.guardian_supply.get(i, 0),
                            m.text if m else None, task_clicks, cost, names)
        doc.place(g, frag, *_ipos(i))
    g.add(_harbour([seat for seat, p in enumerate(v.players) if p.ship is None]))
    bx, by = CW + (CW - IW) / 2 + IW / 2, SEA_TOP + 2 * CH + CH / 2
    g.add(F.text(f"{len(v.box)} tasks in the box", insert=(f1(bx), f1(by)), class_="s c mute"))
    return g, SEA_W, SEA_H


# -- the Great Bonfire -----------------------------------------------------------------------

GB_W, GB_H = 300, 296
GB_BW, GB_BH = 80, 58  # a field's box
GB_R = 100
GB_C = (150, 160)
REWARDS = ("marker", "resource", "points", *data.PORTAL_SHAPES)  # what a Great Bonfire field gives


def _gb_pos(k: int) -> tuple[float, float]:
    a = math.radians(-90 + k * 360 / data.GB_FIELDS)
    return GB_C[0] + GB_R * math.cos(a) - GB_BW / 2, GB_C[1] + GB_R * math.sin(a) - GB_BH / 2


def _gb_centre(pos):
    """The fire in the middle and the line to the field it is turned to."""
    g = F.g()
    g.add(F.text("Great Bonfire", insert=(2, 12), class_="cap"))
    g.add(F.circle(GB_C, GB_R + 8, fill="#fbeedd", stroke="#d9a05b", stroke_width=1.5))
    if pos is not None:
        x, y = _gb_pos(pos)
        g.add(F.line(GB_C, (f1(x + GB_BW / 2), f1(y + GB_BH / 2)), stroke="#c0470c", stroke_width=5,
                     stroke_linecap="round"))
    g.add(F.use("#bf-flame", transform=f"translate({GB_C[0]},{GB_C[1]}) scale(1.6)"))
    g.add(F.text("turned to" if pos is not None else "not yet", insert=(GB_C[0], GB_C[1] + 30), class_="t c"))
    g.add(F.text(f"field {pos + 1}" if pos is not None else "turned", insert=(GB_C[0], GB_C[1] + 40),
                 class_="t b c"))
    return g


def _gb_rewards(box, k: int, portals: tuple, takes: dict) -> None:
    """A field's marker, resource (or 2 points) and portals; each one a click when it may be taken."""
    m, r = data.GB_REWARDS[k]
    mk = F.g()
    mk.add(marker(m, 24, 22))
    rs = F.g()
    if r == "points":
        rs.add(F.circle((54, 22), 8.5, fill="#fff", stroke="#555"))
        rs.add(F.text("2", insert=(54, 25.5), class_="s b c"))
    else:
        rs.add(res(r, 54, 22, 1.15))
    for el, what, tip, x in ((mk, "marker", f"a {texts.MARKER_NAME[m]} marker", 14),
                             (rs, "points" if r == "points" else "resource",
                              "2 points" if r == "points" else f"1 {r}", 44)):
        t = takes.get(what)
        if t:
            el.elements.insert(0, ring(x, 12, 20, 20))
            box.add(act(el, t, f"{t}: take {tip}"))
        else:
            el.set_desc(title=tip)
            box.add(el)
    for j, sh in enumerate(portals):
        px = 12 + j * 18
        pe = F.g()
        t = takes.get(sh)
        if t and sh not in portals[:j]:
            pe.add(ring(px - 7, 38, 14, 14, 3))
            pe.add(portal(sh, px, 45))
            box.add(act(pe, t, f"{t}: take a {sh} portal"))
        else:
            pe.add(portal(sh, px, 45))
            pe.set_desc(title=f"{sh} portal")
            box.add(pe)


@lru_cache(maxsize=256)
def _gb_frag(pos, portals: tuple, clicks: tuple, takes: tuple) -> str:
    g = _gb_centre(pos)
    for k in range(data.GB_FIELDS):
        x, y = _gb_pos(k)
        box = F.g(transform=f"translate({f1(x)},{f1(y)})")
        here = k == pos
        box.add(F.rect((0, 0), (GB_BW, GB_BH), rx=6, fill="#fff8ea", stroke="#c0470c" if here else "#b08a55",
                       stroke_width=3 if here else 1))
        box.add(F.text(str(k + 1), insert=(5, 11), class_="s b"))
        if clicks[k]:
            box.add(ring(0, 0, GB_BW, GB_BH, 7))
        _gb_rewards(box, k, portals[k], dict(takes[k]))
        if clicks[k]:
            act(box, clicks[k], f"{clicks[k]}: {texts.gb_field_tip(k)}")
        else:
            box.set_desc(title=texts.gb_field_tip(k))
        g.add(box)
    return ser(g)


def great_bonfire(doc, v, cl):
    """The Great Bonfire as a group, its width and height."""
    f = pending(v)
    clicks = tuple(text_at(cl, ("gb", k)) for k in range(data.GB_FIELDS))
    takes = [()] * data.GB_FIELDS
    if type(f) is GreatRewards:
        takes[f.field] = tuple((w, t) for w in REWARDS if (t := text_at(cl, ("gbtake", f.field, w))))
    frag = _gb_frag(v.gb_pos, tuple(tuple(p) for p in v.gb_portals), clicks, tuple(takes))
    g = F.g()
    doc.raw(g, frag)
    return g, GB_W, GB_H


# -- the High Council and the council tasks --------------------------------------------------

HC_TW, HC_TH = 80, 52  # a council field
CT_W, CT_H = 64, 42  # a council task
HC_W = 4 * (HC_TW + 4) + 2
HC_H = 16 + 2 * (HC_TH + 4) + 20 + CT_H + 4


CT_Y0 = 16 + 2 * (HC_TH + 4) + 4  # the council tasks' heading


def _council_xy(k: int) -> tuple[float, float]:
    return 2 + (k % 4) * (HC_TW + 4), 16 + (k // 4) * (HC_TH + 4)


def _ctask_xy(k: int) -> tuple[float, float]:
    return 2 + k * (CT_W + 3), CT_Y0 + 16


def _council_field(k: int, novices: tuple, click, names):
    x, y = _council_xy(k)
    t = F.g(transform=f"translate({x},{y})")
    t.add(F.rect((0, 0), (HC_TW, HC_TH), rx=5, fill="#f2ecfa", stroke="#7d5aa6"))
    if click:
        t.add(ring(0, 0, HC_TW, HC_TH))
    t.add(F.text(str(k + 1), insert=(4, 11), class_="s b"))
    a, b = texts.COUNCIL_SHORT[data.COUNCIL_BONUSES[k]]
    t.add(F.text(a, insert=(HC_TW / 2 + 4, 12), class_="t b c"))
    t.add(F.text(b, insert=(HC_TW / 2 + 4, 22), class_="t b c"))
    for j, who in enumerate(novices):
        t.add(novice(None if who < 0 else who, 9 + (j % 5) * 15, 33 + (j // 5) * 12, 6, names))
    if click:
        return act(t, click, f"{click}: {texts.council_tip(k)}")
    t.set_desc(title=texts.council_tip(k))
    return t


def _council_task(k: int, ct: str, novice_left: bool, click):
    x, y = _ctask_xy(k)
    t = F.g(transform=f"translate({x},{y})")
    t.add(F.rect((0, 0), (CT_W, CT_H), rx=5, fill="#eeeeee", stroke="#777"))
    if click:
        t.add(ring(0, 0, CT_W, CT_H))
    t.add(F.text(texts.COUNCIL_TASK_SHORT[ct], insert=(CT_W / 2, 13), class_="t b c"))
    if novice_left:
        t.add(novice(None, CT_W / 2, 28, 7))
    else:
        t.add(F.text("novice gone", insert=(CT_W / 2, 31), class_="t c mute"))
    if click:
        return act(t, click, f"{click}: {texts.council_task_tip(ct)}")
    t.set_desc(title=texts.council_task_tip(ct))
    return t


@lru_cache(maxsize=256)
def _council_frag(council: tuple, novices: tuple, clicks: tuple, ct_clicks: tuple, names) -> str:
    g = F.g()
    g.add(F.text("High Council", insert=(2, 12), class_="cap"))
    for k in range(data.COUNCIL_FIELDS):
        g.add(_council_field(k, council[k], clicks[k], names))
    g.add(F.text("Council tasks (4 points each at the end)", insert=(2, CT_Y0 + 10), class_="s b"))
    for k, ct in enumerate(data.COUNCIL_TASKS):
        g.add(_council_task(k, ct, novices[k], ct_clicks[k]))
    return ser(g)


def council(doc, v, cl, names):
    """The High Council and the council tasks as a group, its width and height."""
    clicks = tuple(text_at(cl, ("council", k)) for k in range(data.COUNCIL_FIELDS))
    ctc = tuple(text_at(cl, ("ctask", ct)) for ct in data.COUNCIL_TASKS)
    frag = _council_frag(tuple(tuple(f) for f in v.council), tuple(v.council_novices), clicks, ctc, names)
    g = F.g()
    doc.raw(g, frag)
    return g, HC_W, HC_H


# -- where a part is (the marks of the other seats' actions: marks.py) ------------------------


def sea_box(v, key: tuple):
    """The box (x, y, w, h, rx) on the sea of an island or of a task still on its island."""
    if key[0] == "island":
        return (*_ipos(key[1]), IW, IH, 13) if key[1] in GRID else None
    for i, ts in v.islands.items():  # a task
        if key[1] in ts:
            (x, y), (tx, ty) = _ipos(i), _task_xy(list(ts).index(key[1]))
            return x + tx, y + ty, TASK_W, TASK_H, 5
    return None


def gb_box(v, key: tuple):
    """The box of a Great Bonfire field: turned to (``gb``) or rewarding (``gbtake``)."""
    k = key[1]
    return (*_gb_pos(k), GB_BW, GB_BH, 7) if isinstance(k, int) and 0 <= k < data.GB_FIELDS else None


def council_box(v, key: tuple):
    """The box of a council field (``council``) or a council task (``ctask``)."""
    if key[0] == "council":
        return (*_council_xy(key[1]), HC_TW, HC_TH, 5) if 0 <= key[1] < data.COUNCIL_FIELDS else None
    if key[1] in data.COUNCIL_TASKS:
        return (*_ctask_xy(data.COUNCIL_TASKS.index(key[1])), CT_W, CT_H, 5)
    return None
