"""The players' cities: a header (name, points, whose turn), the fate field and the fate stack
(fate.py), the seven bonfire columns (a bonfire space with its task, the portal notch, the path
field) with the guardians' waiting area, the markers and resources, the offering bowls, the ship
and the gnomes.

Two layouts: "wide" (880 across: the fate field left, the bonfire columns right of it, the
markers, resources and bowls under them) and "narrow" (360 across for a phone: the fate field
with the markers beside it, then the bonfire columns in two bands of four places). Each piece is
a fragment cached by exactly what it shows.
"""

from __future__ import annotations

from functools import lru_cache

from ...kit.clicks import act
from ...kit.doc import F, f1, group, ser, splice, use
from ...kit.palette import GOLD
from ...kit.text import fit, text_width
from .. import data, texts
from ..rules.tasks import task_met
from ..state import BONFIRE, WAIT
from ..steps import Place, pending
from . import fate as fa
from .cards import gnome_card, path_tile, task_card
from .moves import click_at
from .pieces import GUARD_FILL, SEAT_FILL, bowl, hit, marker, novice, pawn, portal, res, seat_name

# a layout's city: width, the fate field's corner, the fate stack's row, the bonfire columns (x of
# the waiting area, x of column 0, the pitch, a column's width, y of the first band, the band
# pitch, columns in the first band), the markers, resources and bowls (x, y, per row, pitch), the
# ship, and the gnomes' row (x, y, per row, chip width)
CITY = {
    "wide": {"w": 880, "fate": (8, 32), "stack": (8, 218), "wait": 240, "col0": 304, "pitch": 81, "cw": 77,
             "band_y": 32, "band_dy": 0, "band0": 7, "mk": (248, 210, 7, 38, 28), "rs": (522, 210, 6, 36, 28),
             "chip": (36, 26), "bowls": (754, 202), "ship": (248, 248), "gn": (8, 276, 6, 138)},
    "narrow": {"w": 360, "fate": (4, 32), "stack": (4, 268), "wait": 4, "col0": 92, "pitch": 88, "cw": 84,
               "band_y": 344, "band_dy": 182, "band0": 3, "mk": (5, 216, 7, 50, 48),
               "rs": (238, 36, 3, 40, 28),
               "chip": (46, 46), "bowls": (232, 96), "ship": (238, 136), "gn": (4, 712, 2, 174)},
}
SPACE_H, NOTCH_H, PATH_H = 96, 24, 48


def col_xy(L: dict, k: int) -> tuple[float, float]:
    """The top left corner of bonfire column ``k`` (its space; the notch and path field below)."""
    if k < L["band0"]:
        return L["col0"] + k * L["pitch"], L["band_y"]
    j = k - L["band0"]
    return L["wait"] + j * L["pitch"], L["band_y"] + L["band_dy"]


def _space_box(L: dict, k: int) -> tuple:
    x, y = col_xy(L, k)
    return x, y, L["cw"], SPACE_H


def _notch_box(L: dict, k: int) -> tuple:
    """The portal notch under bonfire space ``k``: where a guardian steps in."""
    x, y = col_xy(L, k)
    return x + 8, y + SPACE_H + 2, L["cw"] - 16, NOTCH_H


def _path_box(L: dict, k: int) -> tuple:
    """Path field ``k`` (0: the start path)."""
    x, y = col_xy(L, k)
    return x, y + SPACE_H + NOTCH_H + 4, L["cw"], PATH_H


def _wait_box(L: dict) -> tuple:
    """The guardians' waiting area (the start field), left of the start path."""
    return L["wait"], L["band_y"], (L["col0"] - L["wait"]) - 6, SPACE_H + NOTCH_H + PATH_H + 6


# -- the bonfire columns --------------------------------------------------------------------------


def _space(L: dict, k: int, task, lit: bool, met: bool, seat: int, names, tip: str, click, raws: list):
    """Bonfire space ``k``: its number and guardian points, its task (or "free"), lit or ready,
    the seat's novice until it is lit."""
    x, y, w, h = _space_box(L, k)
    sp = F.g()
    sp.add(F.rect((x, y), (w, h), rx=5, fill="#ffe1b3" if lit else "#fdf4e4",
                  stroke="#c0470c" if lit else "#b08a55", stroke_width=2 if lit else 1))
    sp.add(F.text(f"{k + 1}", insert=(x + 5, y + 14), class_="s b"))
    sp.add(F.text(f"+{data.GUARDIAN_POINTS[k]}", insert=(x + w - 4, y + 14), class_="t r mute"))
    if task is not None:
        card = F.g(transform=f"translate({f1(x + 3)},{y + 18})")
        card.add(F.g(id=f"bf-sub-{len(raws)}"))
        raws.append(task_card(task, w - 6, 60))
        sp.add(card)
        if lit:
            sp.add(F.use("#bf-flame", transform=f"translate({f1(x + 14)},{y + h - 9}) scale(0.6)"))
            sp.add(F.text("lit", insert=(f1(x + w / 2 + 4), y + h - 4), class_="t b c", fill="#9c3d00"))
        elif met:
            sp.add(F.text("ready", insert=(f1(x + w / 2), y + h - 4), class_="t b c", fill="#2e7d32"))
    else:
        sp.add(F.text("free", insert=(f1(x + w / 2), y + 52), class_="t c mute"))
    if not lit:
        sp.add(novice(seat, x + w / 2, y + 10, names))
    if click:
        sp.add(hit(x, y, w, h))
        return act(sp, click[0], f"{click[1]} {tip}")
    sp.set_desc(title=tip)
    return sp


def _notch(L: dict, k: int, notch: str, shape):
    """The portal notch under bonfire space ``k``: its portal, or the shape it waits for."""
    x, y, w, h = _notch_box(L, k)
    if shape is not None:
        pe = portal(shape, x + w / 2, y + h / 2, scale=1.6)
        pe.set_desc(title=f"A {shape} portal: guardians may step from path field {k + 1} to bonfire {k + 1}.")
    else:
        pe = portal(notch, x + w / 2, y + h / 2, fill="#fff", stroke="#9a8a6a", dashed=True, scale=1.6)
        pe.set_desc(title=f"An empty notch for a {notch} portal (from the Great Bonfire).")
    return pe


def _path_field(L: dict, k: int, path: tuple, click, raws: list):
    """Path field ``k``: the start path, a path tile, or empty (the next one says its cost)."""
    x, y, w, h = _path_box(L, k)
    pf = F.g()
    if k <= len(path):
        tg = F.g(transform=f"translate({f1(x)},{f1(y)})")
        tg.add(F.g(id=f"bf-sub-{len(raws)}"))
        raws.append(path_tile(path[k - 1] if k else None, w, h))
        pf.add(tg)
    else:
        pf.add(F.rect((x, y), (w, h), rx=4, fill="none", stroke="#b9ae96", stroke_dasharray="4 3"))
        tip = f"Path field {k + 1}: empty."
        if k == len(path) + 1:
            cost = 1 if len(path) < 3 else 2
            pf.add(F.text("next path", insert=(f1(x + w / 2), y + 21), class_="t c mute"))
            pf.add(marker("path", x + w / 2 - 8, y + 34, 0.9))
            pf.add(F.text(f"×{cost}", insert=(f1(x + w / 2 + 10), y + 38), class_="t c mute"))
            tip = f"Path field {k + 1}: the next path tile goes here, for {texts.marker_words('path', cost)}."
        if not click:
            pf.set_desc(title=tip)
    if not click:
        return pf
    pf.add(hit(x, y, w, h))
    return act(pf, *click)


def _guard_spots(L: dict, guardians: tuple) -> list[tuple]:
    """(colour, position, x, y) of every guardian (its middle): in the waiting area, on a bonfire
    space (its lower left) or on a path field (from its lower right)."""
    wx, wy, ww, _wh = _wait_box(L)
    where: dict[int, list[str]] = {}
    for gcol, pos in guardians:
        where.setdefault(pos, []).append(gcol)
    out = []
    for pos, gs in where.items():
        for j, gcol in enumerate(gs):
            if pos == WAIT:
                per = max(1, int(ww // 28))
                x, y = wx + 15 + (j % per) * 28, wy + 40 + (j // per) * 30
            elif pos >= BONFIRE:
                x0, y0, _w, _h = _space_box(L, pos - BONFIRE)
                x, y = x0 + 14, y0 + SPACE_H - 16
            else:
                x0, y0, w, _h = _path_box(L, pos)
                x, y = x0 + w - 14 - j * 26, y0 + PATH_H - 16
            out.append((gcol, pos, x, y))
    return out


def _guardians(L: dict, seat: int, guardians: tuple, cl: dict):
    """The waiting area of the start field and every guardian where it stands."""
    g = F.g()
    wx, wy, ww, wh = _wait_box(L)
    box = F.g()
    box.add(F.rect((wx, wy), (ww, wh), rx=4, fill="#efe9da", stroke="#9a8a6a"))
    box.add(F.text("waiting", insert=(f1(wx + ww / 2), wy + 14), class_="t b c"))
    box.set_desc(title="The start field: new guardians wait here; a procession leads them onto the start "
                       "path and along the path tiles.")
    g.add(box)
    for gcol, pos, x, y in _guard_spots(L, guardians):
        fill = SEAT_FILL[seat] if gcol == "own" else GUARD_FILL[gcol]
        where_t = "waiting on the start field" if pos == WAIT else (
            f"at bonfire {pos - BONFIRE + 1}" if pos >= BONFIRE else f"on path field {pos + 1}")
        name = "their own guardian" if gcol == "own" else f"the {gcol} guardian"
        pw = pawn(gcol, fill, x, y - 3, f"{name[:1].upper()}{name[1:]}, {where_t}.", 1.3)
        click = cl.get(("guard", gcol))
        if click:
            el = F.g()
            el.add(F.circle((f1(x), f1(y)), 12.5, class_="ring"))
            el.add(pw)
            g.add(act(el, *click))
        else:
            g.add(pw)
    return g


@lru_cache(maxsize=512)
def _bonfire_row(layout, seat, names, board, path, guardians, portals, tasks, lit, met, clicks) -> str:
    L = CITY[layout]
    cl = dict(clicks)
    notches = data.CITY_NOTCHES[board]
    g = F.g()
    raws: list[str] = []
    for k in range(7):
        tip = texts.bonfire_space_tip(k, notches[k])
        if tasks[k] is not None:
            tip += " " + texts.task_tip(tasks[k]) + (" It is lit." if lit[k] else "")
        g.add(_space(L, k, tasks[k], lit[k], met[k], seat, names, tip, cl.get(("fire", k)), raws))
        g.add(_notch(L, k, notches[k], portals[k]))
        build = cl.get(("path",)) if k == len(path) + 1 else None
        g.add(_path_field(L, k, path, cl.get(("field", k)) or build, raws))
        click = cl.get(("field", BONFIRE + k))  # a guardian may move to bonfire k: its portal is the click
        if click:
            el = F.g()
            el.add(hit(*_notch_box(L, k), 4))
            g.add(act(el, *click))
    g.add(_guardians(L, seat, guardians, cl))
    return splice(ser(g), raws, "bf-sub")


# -- markers, resources, bowls, ship, gnomes ---------------------------------------------------


def chip_xy(L: dict, where: str, j: int) -> tuple[float, float]:
    """The top left corner of the ``j``-th marker ("mk") or resource ("rs") chip of a city."""
    x0, y0, per, pitch, row = L[where]
    return x0 + (j % per) * pitch, y0 + (j // per) * row


def _chip(draw, kind: str, k: int, x: float, y: float, size: tuple):
    """A marker or resource with its count beside it (or, in a tall chip, under it)."""
    el = F.g(opacity=1 if k else 0.4)
    if size[1] > 30:
        el.add(draw(kind, x + size[0] / 2, y + 13, 1.1))
        el.add(F.text(str(k), insert=(f1(x + size[0] / 2), y + 35), class_="m b c"))
    else:
        el.add(draw(kind, x + 10, y + 13, 1.1))
        el.add(F.text(str(k), insert=(x + 21, y + 18), class_="m b"))
    return el


def _counts(L: dict, markers: tuple, res_: tuple, cl: dict) -> str:
    """The seat's markers (each a click when it may be discarded) and resources, with counts, as
    text (each chip cached on its own: a move changes a count or two)."""
    out = []
    for where, kinds, counts in (("mk", data.MARKERS, markers), ("rs", data.RESOURCES, res_)):
        for j, (kind, k) in enumerate(zip(kinds, counts)):
            x, y = chip_xy(L, where, j)
            size = L["chip"] if where == "mk" else (36, 26)
            click = cl.get(("marker", kind)) if where == "mk" else None
            out.append(_count_chip(where, kind, k, x, y, size, click))
    return group(out)


@lru_cache(maxsize=2048)
def _count_chip(where: str, kind: str, k: int, x: float, y: float, size: tuple, click) -> str:
    if where == "mk":
        el = _chip(marker, kind, k, x, y, size)
        say = f"{texts.marker_words(kind, k)}: {texts.MARKER_USE[kind]}."
    else:
        el = _chip(res, kind, k, x, y, size)
        say = f"{k} {kind}."
    if click:
        el.elements.insert(0, hit(x, y, *size, 4))
        el = act(el, click[0], f"{click[1]} {say}")
    else:
        el.set_desc(title=say)
    return ser(el)


BOWL_W = 50  # a stack of offering bowls: the top bowl and the count


def bowl_box(L: dict, j: int) -> tuple:
    bx, by = L["bowls"]
    return bx + j * (BOWL_W + 4), by, BOWL_W, 34


def _bowls_and_ship(L: dict, seat: int, bowls: tuple, ship: str | None, cl: dict):
    """The two stacks of offering bowls (the top one face up, a count) and where the ship is."""
    g = F.g()
    for j, (cnt, top) in enumerate(bowls):
        x, y, w, h = bowl_box(L, j)
        el = F.g()
        el.add(bowl(x + 14, y + 22, seat))
        if top is not None:
            el.add(res(top, x + 14, y + 9, 0.95))
        el.add(F.text(f"×{cnt}", insert=(x + 29, y + 27), class_="t b"))
        click = cl.get(("bowl", j + 1))
        tip = (f"Offering bowls, stack {j + 1}: {cnt} bowl{'s' if cnt != 1 else ''}"
               + (f"; the top one asks for {top}." if top else ", empty."))
        if click:
            el.elements.insert(0, hit(x, y, w, h, 4))
            g.add(act(el, click[0], f"{click[1]} {tip}"))
        else:
            el.set_desc(title=tip)
            g.add(el)
    sx, sy = L["ship"]
    sh = F.g()
    sh.add(use("bf-ship", sx + 10, sy + 12, fill=SEAT_FILL[seat], stroke="#111", stroke_width=0.8))
    where = texts.island_label(ship) if ship else "in the harbour"
    where = where if L["w"] < 600 else f"ship: {where}"
    sh.add(F.text(fit(where, L["w"] - sx - 30, 12), insert=(sx + 24, sy + 16), class_="s"))
    sh.set_desc(title=f"The ship: {texts.island_words(ship) if ship else 'in the harbour'}.")
    g.add(sh)
    return g


@lru_cache(maxsize=512)
def _supplies(layout, seat, markers, res_, bowls, ship, clicks) -> str:
    L = CITY[layout]
    cl = dict(clicks)
    return group((_counts(L, markers, res_, cl), ser(_bowls_and_ship(L, seat, bowls, ship, cl))))


def gnome_spot(layout: str, j: int) -> tuple:
    """(x, y, w, h) of the city's ``j``-th gnome card (a chip: its name and resource)."""
    gx, gy, per, gw = CITY[layout]["gn"]
    return gx + (j % per) * (gw + 4), gy + 20 + (j // per) * 28, gw, 24


@lru_cache(maxsize=256)
def _gnomes(layout, gnomes) -> str:
    gx, gy, _per, _gw = CITY[layout]["gn"]
    g = F.g()
    words = f"Gnomes: {len(gnomes)} of 6" if gnomes else "Gnomes: none yet"
    g.add(F.text(words, insert=(gx, gy + 13), class_="s b"))
    raws = []
    for j, gn in enumerate(gnomes):
        x, y, w, h = gnome_spot(layout, j)
        t = F.g(transform=f"translate({f1(x)},{f1(y)})")
        t.add(F.g(id=f"bf-sub-{j}"))
        raws.append(gnome_card(gn, w, h, True))
        g.add(t)
    return splice(ser(g), raws, "bf-sub")


# -- the city ----------------------------------------------------------------------------------


def height(layout, n_gnomes: int) -> float:
    L = CITY[layout]
    _gx, gy, per, _gw = L["gn"]
    return gy + 20 + max(1, (n_gnomes + per - 1) // per) * 28 + 6


@lru_cache(maxsize=256)
def _head(layout, seat, who: str, vp, passed, deciding, final, h) -> str:
    """The frame (gold while the seat decides) and the header band: who, points, a tag."""
    W = CITY[layout]["w"]
    g = F.g()
    g.add(F.rect((0, 0), (W, f1(h)), rx=8, fill="#fffdf7", stroke=GOLD if deciding else "#b9ae96",
                 stroke_width=4 if deciding else 1))
    g.add(F.rect((2, 2), (W - 4, 24), rx=6, fill=SEAT_FILL[seat]))
    score = f"{vp} point{'s' if vp != 1 else ''}" + (f" · final {final}" if final is not None else "")
    tag = "passed" if passed else "to move" if deciding else None
    room = W - 30 - text_width(score, 13, bold=True) - (text_width(tag, 12, bold=True) + 24 if tag else 0)
    g.add(F.text(fit(who, room, 13, bold=True), insert=(9, 19), class_="m b w"))
    g.add(F.text(score, insert=(W - 9, 19), class_="m b r w"))
    if tag:
        tw = text_width(tag, 12, bold=True) + 12
        x = W - 20 - text_width(score, 13, bold=True) - tw
        g.add(F.rect((f1(x), 5), (f1(tw), 18), rx=8, fill=GOLD if deciding else "#eee"))
        g.add(F.text(tag, insert=(f1(x + tw / 2), 18), class_="s b c"))
    g.set_desc(title=f"The city of {who.split(' · city')[0]}: {score}.")
    return ser(g)


_CITY_KEYS = ([("fate", "top"), ("fate", "bottom"), ("path",)] + [("fire", k) for k in range(7)]
              + [("field", k) for k in range(7)] + [("field", BONFIRE + k) for k in range(7)]
              + [("bowl", 1), ("bowl", 2)] + [("marker", m) for m in data.MARKERS])


def places(v, seat: int, cl) -> tuple:
    """(row, col, direction, (move text, tooltip)) of each way the seat may lay its fate tile now."""
    from .words import tip

    return tuple((k[2], k[3], k[4], (ms[0].text, tip(v, ms[0].action))) for k, ms in cl.at.items()
                 if k[:2] == ("place", seat))


def laying(v, seat: int):
    """The symbols of the fate tile the seat is laying (None: none)."""
    f = pending(v)
    return data.FATE_TILES[f.tile] if type(f) is Place and f.seat == seat else None


def city(doc, v, seat: int, deciding: bool, cl, layout: str, names):
    """Seat ``seat``'s city as a group, its width and height."""
    L = CITY[layout]
    p = v.players[seat]
    keys = _CITY_KEYS + [("guard", gc) for gc in p.guardians]
    clicks = {k: c for k in keys if (c := click_at(v, cl, (k[0], seat, *k[1:])))}

    def sub(*kinds):
        return tuple((k, c) for k, c in clicks.items() if k[0] in kinds)

    tile = laying(v, seat)
    met = tuple(t is not None and not p.lit[k] and task_met(v, seat, t) for k, t in enumerate(p.tasks))
    h = height(layout, len(p.gnomes))
    who = f"{seat_name(seat, names)} · city {p.board}"
    frag = "".join((
        _head(layout, seat, who, p.vp, p.passed, deciding, v.final[seat] if v.final is not None else None, h),
        fa.city_field(L["fate"], tuple(sorted(p.fate.items())), fa.overhang(p)),
        fa.stack_row(L["stack"], tuple(p.fate_supply), p.fate_held, sub("fate"), tile, layout == "narrow"),
        _bonfire_row(layout, seat, names, p.board, tuple(p.path), tuple(sorted(p.guardians.items())),
                     tuple(p.portals), tuple(p.tasks), tuple(p.lit), met,
                     sub("fire", "field", "path", "guard")),
        _supplies(layout, seat, tuple(p.markers), tuple(p.res),
                  tuple((len(s), s[-1] if s else None) for s in p.bowls), p.ship, sub("marker", "bowl")),
        _gnomes(layout, tuple(p.gnomes)),
    ))
    g = F.g()
    doc.raw(g, "<g>" + frag + "</g>")
    return g, L["w"], h


# -- where a part is (the marks of the other seats' actions: marks.py) ------------------------


def city_box(v, seat: int, key: tuple, layout: str, cl):
    """The box (x, y, w, h, rx) in seat ``seat``'s city of the part ``key`` (moves.place_of), as
    the city is now: a path tile picked where it lies on the path, a built path as its newest tile;
    None: no such part there."""
    L = CITY[layout]
    p = v.players[seat]
    kind = key[0]
    if kind in ("fire", "field", "guard", "bowl", "marker", "fate", "place", "path") and key[1] != seat:
        return None
    box = None
    if kind == "fire":
        box = _space_box(L, key[2])
    elif kind == "field":
        pos = key[2]
        box = _path_box(L, pos) if 0 <= pos < 7 else _notch_box(L, pos - BONFIRE) if pos >= BONFIRE else None
    elif kind == "path":
        box = _path_box(L, len(p.path))
    elif kind == "guard":
        box = next(((x - 12.5, y - 12.5, 25, 25, 12) for g, _pos, x, y in
                    _guard_spots(L, tuple(sorted(p.guardians.items()))) if g == key[2]), None)
    elif kind == "bowl":
        box = bowl_box(L, key[2] - 1)
    elif kind == "marker":
        box = (*chip_xy(L, "mk", data.MARKERS.index(key[2])), *L["chip"])
    elif kind == "fate":
        box = _fate_box(L, p, key[2], laying(v, seat))
    elif kind == "place":
        box = fa.city_squares_box(L["fate"], p, key[2:])
    elif kind == "task" and key[1] in p.tasks:
        box = _space_box(L, p.tasks.index(key[1]))
    elif kind == "pathd" and key[1] in p.path:
        box = _path_box(L, p.path.index(key[1]) + 1)
    elif kind == "gnome" and key[1] in p.gnomes:
        box = gnome_spot(layout, p.gnomes.index(key[1]))
    return None if box is None else box if len(box) == 5 else (*box, 5)


def _fate_box(L: dict, p, which: str, tile) -> tuple:
    """The tile ``which`` ("top", "bottom") of the fate stack; the stack's words when it no longer
    shows that tile."""
    for w, _t, _tip, x, y, wd, h in fa.stack_spots(L["stack"], tuple(p.fate_supply), p.fate_held, tile,
                                                    L["w"] < 600):
        if w == which:
            return x, y, wd, h, 4
    sx, sy = L["stack"]
    return sx, sy, 150, 18, 4
