"""The players' cities: a header (name, points, whose turn), the fate field and the fate stack, the
seven bonfire spaces with their tasks, portal notches and path fields, the guardians, the markers
and resources, the offering bowls, the ship and the gnomes.

Each piece is a fragment cached by exactly what it shows, in two layouts (wide: 636 units across;
narrow: 380, the fate field above the bonfire row).
"""

from __future__ import annotations

from functools import lru_cache

from ...kit.clicks import act, ring
from ...kit.doc import F, f1, ser, splice, use
from ...kit.palette import GOLD
from ...kit.text import fit, text_width
from .. import data, notation, texts
from ..rules.fate import tile_squares
from ..rules.tasks import task_met
from ..state import BONFIRE, WAIT
from ..steps import Place, pending
from .cards import gnome_card, path_tile, task_card
from .moves import text_at
from .pieces import GUARD_FILL, SEAT_FILL, marker, novice, pawn, portal, res, seat_name, tile_mini

CITY = {
    "wide": {"w": 636, "fate": (8, 30), "wait": (218, 122), "col0": 272, "colw": 51, "bw": 46,
             "fire_y": 30, "notch_y": 100, "path_y": 122, "mk": (226, 186, 7), "rs": (226, 210, 6),
             "bowls": (480, 178), "ship": (480, 214), "stack": (8, 214), "gn": (8, 236, 5), "h": 280},
    "narrow": {"w": 380, "fate": (4, 30), "wait": (4, 290), "col0": 50, "colw": 47, "bw": 44,
               "fire_y": 198, "notch_y": 268, "path_y": 290, "mk": (214, 42, 4), "rs": (214, 90, 3),
               "bowls": (214, 124), "ship": (214, 160), "stack": (6, 174), "gn": (4, 356, 3), "h": 362},
}
CELL = 24  # a fate-field square (17 when the field shows its spare rows and columns)
_STEP = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1)}

# -- the fate field --------------------------------------------------------------------------


def _arrow(r: int, c: int, dr: str, text: str, tile: tuple | None, xy, cell: float):
    """A placement of the tile being laid: an arrow in its first square pointing along it; hovering
    it shows the tile where it would lie."""
    x, y = xy(r, c)
    cx, cy = x + cell / 2, y + cell / 2
    dx, dy = _STEP[dr]
    tipx, tipy = cx + dx * cell * 0.46, cy + dy * cell * 0.46
    bx, by = cx + dx * cell * 0.12, cy + dy * cell * 0.12
    px, py = -dy * cell * 0.2, dx * cell * 0.2
    el = F.g()
    if tile is not None:
        pv = F.g(class_="pv")
        for k, sym in enumerate(tile):
            qx, qy = x + dx * k * cell, y + dy * k * cell
            pv.add(F.rect((f1(qx), f1(qy)), (cell, cell), fill="#fff", stroke="#ff8c00", stroke_width=2))
            pv.add(marker(sym, qx + cell / 2, qy + cell / 2, cell / 18 * 1.15))
        el.add(pv)
    el.add(F.polygon([(f1(tipx), f1(tipy)), (f1(bx + px), f1(by + py)), (f1(bx - px), f1(by - py))],
                     class_="arrow"))
    syms = ", ".join(texts.MARKER_NAME[s] for s in tile) if tile else ""
    tip = f"{text}: lay the tile from {notation.square(r, c)} {dr}" + (f" ({syms})" if syms else "")
    return act(el, text, tip)


def _fate_grid(wide_grid: bool):
    """A fate-field square's size, and where square (row, col) is in the field (17 units and two
    spare rows and columns each side when the field shows them)."""
    cell, r0, c0 = (17, -2, -2) if wide_grid else (CELL, 0, 0)

    def xy(r, c):
        return 14 + (c - c0) * cell, 12 + (r - r0) * cell
    return cell, xy


def _overhang(p) -> bool:
    """Whether the seat's fate field shows its spare rows and columns."""
    return p.has("overhang") or any(not (0 <= r < data.FATE_ROWS and 0 <= c < data.FATE_COLS)
                                    for r, c in p.fate)


@lru_cache(maxsize=256)
def _fate_field(layout: str, fate: tuple, wide_grid: bool, places: tuple, tile: tuple | None) -> str:
    """The fate field as printed (svg/bonfire.svg: bf-fate, or bf-fate-x with its spare rows and
    columns), the symbols of the tiles laid, and ``places``: (row, col, dir, text) of the tiles the
    deciding seat may lay."""
    cell, xy = _fate_grid(wide_grid)
    sc = cell / 18
    fx, fy = CITY[layout]["fate"]
    g = F.g(transform=f"translate({fx},{fy})")
    g.add(use("bf-fate-x" if wide_grid else "bf-fate"))
    for (r, c), sym in fate:
        x, y = xy(r, c)
        u = marker(sym, x + cell / 2, y + cell / 2, sc * 1.15)
        u.set_desc(title=f"{texts.MARKER_NAME[sym]} symbol on {notation.square(r, c)}")
        g.add(u)
    for r, c, dr, text in places:
        g.add(_arrow(r, c, dr, text, tile, xy, cell))
    return ser(g)


def _stack_spots(layout: str, stack, held, tile) -> list[tuple]:
    """The fate-stack tiles shown, each (which, tile, tooltip, x, the tile's offset after its word):
    the top and the bottom tile (the start tile and the middle one during setup); none while a
    tile is being laid."""
    n = len(stack)
    shown = []
    if held is not None:
        shown = [("held", held, "your eighth tile, laid as the start tile unless you swap it")]
        if n >= 4:
            shown.append(("middle", stack[3], "the middle tile of your stack, the one you may swap in"))
    elif n and tile is None:
        shown = [("top", stack[0], "top of your fate stack")]
        if n > 1:
            shown.append(("bottom", stack[-1], "bottom of your fate stack"))
    x = CITY[layout]["stack"][0] + 62 + (74 if tile is not None else 0)
    out = []
    for which, t, tip in shown:
        off = max(26, text_width(which, 7.5) + 3)  # the tile after its word
        out.append((which, t, tip, x, off))
        x += max(70, off + 44)
    return out


@lru_cache(maxsize=256)
def _stack(layout: str, stack: tuple, held, clicks: tuple, tile) -> str:
    """The fate stack: its top and bottom tiles (the start tile and the middle one during setup),
    or the tile being laid."""
    cl = dict(clicks)
    sx, sy = CITY[layout]["stack"]
    g = F.g()
    g.add(F.text(f"fate tiles: {len(stack)}" if held is None else "start tile:", insert=(sx, sy + 9),
                 class_="s b"))
    if tile is not None:
        el = F.g()
        el.add(F.text("laying", insert=(sx + 62, sy + 9), class_="t b", fill="#c0470c"))
        el.add(tile_mini(tile, sx + 92, sy, 12))
        el.set_desc(title="the fate tile being laid: " + ", ".join(texts.MARKER_NAME[q] for q in tile))
        g.add(el)
    for which, t, tip, x, off in _stack_spots(layout, stack, held, tile):
        el = F.g()
        tri = data.FATE_TILES[t]
        el.add(F.text(which, insert=(x, sy + 9), class_="t mute"))
        el.add(tile_mini(tri, x + off, sy, 12))
        tip += ": " + ", ".join(texts.MARKER_NAME[s] for s in tri)
        text = cl.get(("fate", which))
        if text:
            el.elements.insert(0, ring(x - 2, sy - 1, off + 40, 14, 4))
            g.add(act(el, text, f"{text}: {tip}"))
        else:
            el.set_desc(title=tip)
            g.add(el)
    return ser(g)


# -- the bonfire row: spaces, notches and portals, path fields, guardians ----------------------


def _space_box(L: dict, k: int) -> tuple:
    """(x, y, w, h) of bonfire space ``k``."""
    return L["col0"] + k * L["colw"], L["fire_y"], L["bw"], 66


def _path_box(L: dict, k: int) -> tuple:
    """(x, y, w, h) of path field ``k`` (0: the start path)."""
    return L["col0"] + k * L["colw"], L["path_y"], L["bw"], 46


def _notch_box(L: dict, k: int) -> tuple:
    """(x, y, w, h) of the portal notch under bonfire space ``k``: where a guardian steps in."""
    return L["col0"] + k * L["colw"] + 6, L["notch_y"] - 1, L["bw"] - 12, 20


def _space(L: dict, k: int, task, lit: bool, met: bool, seat: int, names, tip: str, click, raws: list):
    """Bonfire space ``k``: its task (or "free"), lit or ready, the seat's novice until it is lit."""
    x, fy0, bw, _h = _space_box(L, k)
    sp = F.g()
    sp.add(F.rect((x, fy0), (bw, 66), rx=5, fill="#ffe1b3" if lit else "#fdf4e4",
                  stroke="#c0470c" if lit else "#b08a55", stroke_width=2 if lit else 1))
    sp.add(F.text(f"{k + 1}", insert=(x + 4, fy0 + 10), class_="t b"))
    sp.add(F.text(f"+{data.GUARDIAN_POINTS[k]}", insert=(x + bw - 3, fy0 + 10), class_="t r mute"))
    if task is not None:
        card = F.g(transform=f"translate({f1(x + 3)},{fy0 + 14})")
        card.add(F.g(id=f"bf-sub-{len(raws)}"))
        raws.append(task_card(task, bw - 6, 34))
        sp.add(card)
        if lit:
            sp.add(F.use("#bf-flame", transform=f"translate({f1(x + bw - 10)},{fy0 + 57}) scale(0.6)"))
            sp.add(F.text("lit", insert=(x + bw / 2 + 2, fy0 + 62), class_="t b c", fill="#9c3d00"))
        elif met:
            sp.add(F.text("ready", insert=(x + bw / 2, fy0 + 61), class_="t b c", fill="#2e7d32"))
    else:
        sp.add(F.text("free", insert=(x + bw / 2, fy0 + 38), class_="t c mute"))
    if not lit:
        sp.add(novice(seat, x + bw / 2, fy0 + 7, 4.5, names))
    if click:
        sp.add(ring(x, fy0, bw, 66))
        return act(sp, click, f"{click}: {tip}")
    sp.set_desc(title=tip)
    return sp


def _notch(L: dict, k: int, notch: str, shape):
    """The portal notch under bonfire space ``k``: its portal, or the shape it waits for."""
    nx, ny = L["col0"] + k * L["colw"] + L["bw"] / 2, L["notch_y"]
    if shape is not None:
        pe = portal(shape, nx, ny + 9, scale=1.25)
        pe.set_desc(title=f"{shape} portal: guardians may step from path field {k + 1} to bonfire {k + 1}")
    else:
        pe = portal(notch, nx, ny + 9, fill="#fff", stroke="#9a8a6a", dashed=True, scale=1.25)
        pe.set_desc(title=f"empty notch for a {notch} portal")
    return pe


def _path_field(L: dict, k: int, path: tuple, click, build: bool, raws: list):
    """Path field ``k``: the start path, a path tile, or empty (the next one says its cost)."""
    x, py, bw, _h = _path_box(L, k)
    pf = F.g()
    if k <= len(path):
        tg = F.g(transform=f"translate({x},{py})")
        tg.add(F.g(id=f"bf-sub-{len(raws)}"))
        raws.append(path_tile(path[k - 1] if k else None, bw, 46))
        pf.add(tg)
    else:
        pf.add(F.rect((x, py), (bw, 46), rx=4, fill="none", stroke="#b9ae96", stroke_dasharray="4 3"))
        if k == len(path) + 1:
            pf.add(F.text("next path", insert=(x + bw / 2, py + 20), class_="t c mute"))
            cost = 1 if len(path) < 3 else 2
            pf.add(F.text(f"{cost} path mk", insert=(x + bw / 2, py + 30), class_="t c mute"))
    if not click:
        return pf
    pf.add(ring(x, py, bw, 46))
    return act(pf, click, f"{click}: build the next path tile" if build else click)


def _guard_spots(L: dict, guardians: tuple) -> list[tuple]:
    """(colour, position, x, y) of every guardian: in the waiting area, on a bonfire space (on its
    lower left) or on a path field (from its lower right)."""
    wx, wy = L["wait"]
    where: dict[int, list[str]] = {}
    for gcol, pos in guardians:
        where.setdefault(pos, []).append(gcol)
    out = []
    for pos, gs in where.items():
        for j, gcol in enumerate(gs):
            if pos == WAIT:
                x, y = wx + 12 + (j % 3) * 12, wy + 26 + (j // 3) * 12
            elif pos >= BONFIRE:
                x, y = L["col0"] + (pos - BONFIRE) * L["colw"] + 10, L["fire_y"] + 57
            else:
                x, y = L["col0"] + pos * L["colw"] + L["bw"] - 10 - j * 9, L["path_y"] + 33
            out.append((gcol, pos, x, y))
    return out


def _guardians(L: dict, seat: int, guardians: tuple, cl: dict):
    """The waiting area of the start field and every guardian where it stands."""
    g = F.g()
    wx, wy = L["wait"]
    ww = L["col0"] - wx - 6
    g.add(F.rect((wx, wy), (ww, 46), rx=4, fill="#efe9da", stroke="#9a8a6a"))
    g.add(F.text("waiting", insert=(wx + ww / 2, wy + 10), class_="t b c"))
    for gcol, pos, x, y in _guard_spots(L, guardians):
        fill = SEAT_FILL[seat] if gcol == "own" else GUARD_FILL[gcol]
        where_t = "waiting on the start field" if pos == WAIT else notation.pos_text(pos)
        pw = pawn(gcol, fill, x, y, f"{texts.GUARDIAN_NAME[gcol]} guardian, {where_t}", 0.85)
        text = cl.get(("guard", gcol))
        if text:
            el = F.g()
            el.add(F.circle((f1(x), f1(y)), 10, class_="ring"))
            el.add(pw)
            g.add(act(el, text, f"{text}: the {gcol} guardian stays where it is"))
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
        g.add(_path_field(L, k, path, cl.get(("field", k)) or build, bool(build) and not cl.get(("field", k)),
                          raws))
        text = cl.get(("field", BONFIRE + k))  # a guardian may move to bonfire k: its portal is the click
        if text:
            el = F.g()
            el.add(ring(*_notch_box(L, k), 4))
            g.add(act(el, text, f"{text}: move to bonfire {k + 1} through the portal"))
    g.add(_guardians(L, seat, guardians, cl))
    return splice(ser(g), raws, "bf-sub")


# -- markers, resources, bowls, ship, gnomes ---------------------------------------------------


def _chip(el, x: float, y: float, tip: str, click):
    """A marker or resource with its count: a click (to discard it) or its tooltip."""
    if not click:
        el.set_desc(title=tip)
        return el
    el.elements.insert(0, ring(x - 8, y - 8, 30, 16, 4))
    why = "discard one unused (surplus markers go back at any time, e.g. to lay a fate tile); "
    return act(el, click, f"{click}: {why}{tip}")


def _chip_xy(L: dict, where: str, j: int) -> tuple[float, float]:
    """The centre of the ``j``-th marker (``where`` "mk") or resource ("rs") of a city."""
    x0, y0, per = L[where]
    return x0 + (j % per) * 34, y0 + (j // per) * 22


def _counts(L: dict, markers: tuple, res_: tuple, cl: dict):
    """The seat's markers (each a click when it may be discarded) and resources, with counts."""
    g = F.g()
    rows = (("mk", marker, data.MARKERS, markers, 11,
             lambda m, k: f"{k} {texts.MARKER_NAME[m]} marker(s): {texts.MARKER_USE[m]}"),
            ("rs", res, data.RESOURCES, res_, 10, lambda r, k: f"{k} {r}"))
    for where, draw, kinds, counts, dx, say in rows:
        for j, (kind, k) in enumerate(zip(kinds, counts)):
            x, y = _chip_xy(L, where, j)
            el = F.g(opacity=1 if k else 0.35)
            el.add(draw(kind, x, y))
            el.add(F.text(str(k), insert=(x + dx, y + 4), class_="m b"))
            g.add(_chip(el, x, y, say(kind, k), cl.get(("marker", kind)) if where == "mk" else None))
    return g


def _bowl_x(L: dict, j: int) -> float:
    """Where the city's bowl stack ``j`` (0 or 1) starts."""
    return L["bowls"][0] + 40 + j * 46


def _bowls_and_ship(L: dict, seat: int, bowls: tuple, ship: str | None, cl: dict):
    """The two stacks of offering bowls (the top one face up, a count) and where the ship is."""
    g = F.g()
    col = SEAT_FILL[seat]
    bx, by = L["bowls"]
    g.add(F.text("bowls", insert=(bx, by + 12), class_="s b"))
    for j, (cnt, top) in enumerate(bowls):
        x = _bowl_x(L, j)
        el = F.g()
        el.add(F.use("#bf-bowl", transform=f"translate({x + 8},{by + 10}) scale(1.5)", fill=col,
                     stroke="#222", stroke_width=0.6))
        if top is not None:
            el.add(res(top, x + 8, by + 2, 0.8))
        el.add(F.text(f"×{cnt}", insert=(x + 20, by + 14), class_="s b"))
        text = cl.get(("bowl", j + 1))
        tip = f"bowl stack {j + 1}: {cnt} bowl(s)" + (f", the top one asks for {top}" if top else ", empty")
        if text:
            el.elements.insert(0, ring(x - 2, by - 6, 40, 24, 4))
            g.add(act(el, text, f"{text}: give this bowl: {tip}"))
        else:
            el.set_desc(title=tip)
            g.add(el)
    sx, sy = L["ship"]
    g.add(use("bf-ship", sx + 8, sy - 2, fill=col, stroke="#111", stroke_width=0.8))
    g.add(F.text(f"ship: {ship or 'in the harbour'}", insert=(sx + 20, sy + 2), class_="s"))
    return g


@lru_cache(maxsize=512)
def _supplies(layout, seat, markers, res_, bowls, ship, clicks) -> str:
    L = CITY[layout]
    cl = dict(clicks)
    g = F.g()
    g.add(_counts(L, markers, res_, cl))
    g.add(_bowls_and_ship(L, seat, bowls, ship, cl))
    return ser(g)


def _gnome_spot(layout: str, j: int) -> tuple:
    """(x, y, w, h) of the city's ``j``-th gnome card (a short one: its name and resource)."""
    gx, gy, per = CITY[layout]["gn"]
    gw = 112 if layout == "wide" else 122
    return gx + (j % per) * (gw + 4), gy + (j // per) * 22, gw, 18


@lru_cache(maxsize=256)
def _gnomes(layout, gnomes) -> str:
    gx, gy, _per = CITY[layout]["gn"]
    g = F.g()
    words = f"gnomes {len(gnomes)}/6" if gnomes else "no gnomes yet"
    g.add(F.text(words, insert=(gx, gy - 3), class_="t mute"))
    for j, _gn in enumerate(gnomes):
        x, y, _w, _h = _gnome_spot(layout, j)
        t = F.g(transform=f"translate({x},{y})")
        t.add(F.g(id=f"bf-sub-{j}"))
        g.add(t)
    gw = _gnome_spot(layout, 0)[2]
    return splice(ser(g), [gnome_card(gn, gw, 18, True) for gn in gnomes], "bf-sub")


# -- the city ----------------------------------------------------------------------------------


def _height(layout, n_gnomes: int) -> float:
    L = CITY[layout]
    _gx, gy, per = L["gn"]
    return max(L["h"], gy + ((n_gnomes + per - 1) // per) * 22 + 6)


@lru_cache(maxsize=256)
def _head(layout, seat, who: str, vp, passed, deciding, final, h) -> str:
    """The frame (gold while the seat decides) and the header band: who, points, a tag."""
    W = CITY[layout]["w"]
    g = F.g()
    g.add(F.rect((0, 0), (W, f1(h)), rx=8, fill="#fffdf7", stroke=GOLD if deciding else "#b9ae96",
                 stroke_width=4 if deciding else 1))
    g.add(F.rect((2, 2), (W - 4, 22), rx=6, fill=SEAT_FILL[seat]))
    g.add(F.text(fit(who, W / 2 - 45, 11, bold=True), insert=(9, 17), class_="m b w"))
    score = f"{vp} point{'s' if vp != 1 else ''}" + (f" · final {final}" if final is not None else "")
    g.add(F.text(score, insert=(W - 9, 17), class_="m b r w"))
    tag = "passed" if passed else "to move" if deciding else None
    if tag:
        tw = text_width(tag, 9, bold=True) + 10
        g.add(F.rect((f1(W / 2 - tw / 2), 5), (f1(tw), 15), rx=7, fill=GOLD if deciding else "#eee"))
        g.add(F.text(tag, insert=(W / 2, 16), class_="s b c"))
    return ser(g)


_CITY_KEYS = ([("fate", "top"), ("fate", "bottom"), ("path",)] + [("fire", k) for k in range(7)]
              + [("field", k) for k in range(7)] + [("field", BONFIRE + k) for k in range(7)]
              + [("bowl", 1), ("bowl", 2)] + [("marker", m) for m in data.MARKERS])


def _places(seat: int, cl) -> tuple:
    """(row, col, direction, move text) of each way the seat may lay its fate tile now."""
    return tuple((k[2], k[3], k[4], ms[0].text) for k, ms in cl.at.items() if k[:2] == ("place", seat))


def _laying(v, places: tuple):
    """The symbols of the fate tile being laid at ``places`` (None: none is laid there)."""
    f = pending(v)
    return data.FATE_TILES[f.tile] if places and type(f) is Place else None


def city(doc, v, seat: int, deciding: bool, cl, layout: str, names):
    """Seat ``seat``'s city as a group, its width and height."""
    p = v.players[seat]
    keys = _CITY_KEYS + [("guard", gc) for gc in p.guardians]
    clicks = {k: t for k in keys if (t := text_at(cl, (k[0], seat, *k[1:])))}

    def sub(*kinds):
        return tuple((k, t) for k, t in clicks.items() if k[0] in kinds)

    places = _places(seat, cl)
    tile = _laying(v, places)
    met = tuple(t is not None and not p.lit[k] and task_met(v, seat, t) for k, t in enumerate(p.tasks))
    overhang = _overhang(p)
    h = _height(layout, len(p.gnomes))
    who = f"{seat_name(seat, names)} · city {p.board}"
    frag = "".join((
        _head(layout, seat, who, p.vp, p.passed, deciding, v.final[seat] if v.final is not None else None, h),
        _fate_field(layout, tuple(sorted(p.fate.items())), overhang, places, tile),
        _stack(layout, tuple(p.fate_supply), p.fate_held, sub("fate"), tile),
        _bonfire_row(layout, seat, names, p.board, tuple(p.path), tuple(sorted(p.guardians.items())),
                     tuple(p.portals), tuple(p.tasks), tuple(p.lit), met,
                     sub("fire", "field", "path", "guard")),
        _supplies(layout, seat, tuple(p.markers), tuple(p.res),
                  tuple((len(s), s[-1] if s else None) for s in p.bowls), p.ship, sub("marker", "bowl")),
        _gnomes(layout, tuple(p.gnomes)),
    ))
    g = F.g()
    doc.raw(g, "<g>" + frag + "</g>")
    return g, CITY[layout]["w"], h


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
        box = next(((x - 10, y - 10, 20, 20, 10) for g, _pos, x, y in
                    _guard_spots(L, tuple(sorted(p.guardians.items()))) if g == key[2]), None)
    elif kind == "bowl":
        box = (_bowl_x(L, key[2] - 1) - 2, L["bowls"][1] - 6, 40, 24)
    elif kind == "marker":
        x, y = _chip_xy(L, "mk", data.MARKERS.index(key[2]))
        box = (x - 8, y - 8, 30, 16)
    elif kind == "fate":
        box = _fate_box(L, layout, p, key[2], _laying(v, _places(seat, cl)))
    elif kind == "place":
        box = _squares_box(L, p, key[2:])
    elif kind == "task" and key[1] in p.tasks:
        box = _space_box(L, p.tasks.index(key[1]))
    elif kind == "pathd" and key[1] in p.path:
        box = _path_box(L, p.path.index(key[1]) + 1)
    elif kind == "gnome" and key[1] in p.gnomes:
        box = _gnome_spot(layout, p.gnomes.index(key[1]))
    return None if box is None else box if len(box) == 5 else (*box, 5)


def _fate_box(L: dict, layout: str, p, which: str, tile) -> tuple:
    """The tile ``which`` ("top", "bottom") of the fate stack; the stack's words when it no longer
    shows that tile."""
    sx, sy = L["stack"]
    for w, _t, _tip, x, off in _stack_spots(layout, tuple(p.fate_supply), p.fate_held, tile):
        if w == which:
            return x - 2, sy - 1, off + 40, 14, 4
    return sx - 2, sy - 1, 60, 14, 4


def _squares_box(L: dict, p, where: tuple) -> tuple:
    """The three squares a fate tile laid from (row, col) in direction ``dr`` covers."""
    r, c, dr = where
    cell, xy = _fate_grid(_overhang(p))
    fx, fy = L["fate"]
    sqs = [xy(rr, cc) for rr, cc in tile_squares(r, c, dr)]
    x0, y0 = min(x for x, _ in sqs), min(y for _, y in sqs)
    x1, y1 = max(x for x, _ in sqs) + cell, max(y for _, y in sqs) + cell
    return fx + x0, fy + y0, x1 - x0, y1 - y0, 3
