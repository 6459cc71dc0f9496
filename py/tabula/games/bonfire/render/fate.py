"""The fate field: each city's (the printed field, svg/bonfire.svg's bf-fate, with its letters and
numbers and the symbols of the tiles laid), its fate stack, and the placement panel.

Laying a fate tile is one pick among many placements, so it has a panel of its own, drawn above
the sea while the viewer lays a tile: the field again, large, with one wedge per placement in
the square the tile starts from, pointing the way it runs (up to four wedges a square, none
overlapping, each at least 24 units across). Hovering or focusing a wedge shows the tile where it
would lie; its tooltip says it in words.
"""

from __future__ import annotations

from functools import lru_cache

from ...kit.clicks import act, ring
from ...kit.doc import F, f1, ser, use
from ...kit.palette import GOLD
from ...kit.text import text_width, wrap
from .. import data, texts
from ..notation import COLS, square
from ..rules.fate import tile_squares
from .pieces import marker, tile_mini

CELL, CELL_X = 26, 18  # a square of a city's field; with its spare rows and columns shown
LABEL = 16  # the letters above the field and the numbers left of it
_STEP = {"right": (1, 0), "left": (-1, 0), "down": (0, 1), "up": (0, -1)}


def overhang(p) -> bool:
    """Whether the seat's fate field shows its spare rows and columns."""
    return p.has("overhang") or any(not (0 <= r < data.FATE_ROWS and 0 <= c < data.FATE_COLS)
                                    for r, c in p.fate)


def grid(wide_grid: bool, origin: tuple[float, float]):
    """A city field's square size, and where square (row, col) is (its top left corner)."""
    cell, r0, c0 = (CELL_X, -2, -2) if wide_grid else (CELL, 0, 0)
    ox, oy = origin

    def xy(r, c):
        return ox + LABEL + (c - c0) * cell, oy + LABEL + (r - r0) * cell
    return cell, xy


def field_size(wide_grid: bool) -> tuple[float, float]:
    cols, rows, cell = (11, 9, CELL_X) if wide_grid else (data.FATE_COLS, data.FATE_ROWS, CELL)
    return LABEL + cols * cell, LABEL + rows * cell


def _labels(g, xy, cell: float, rows: range, cols: range, room: float = LABEL) -> None:
    """The column letters above the squares and the row numbers left of them (``room`` wide)."""
    for c in cols:
        x, y = xy(rows[0], c)
        g.add(F.text(COLS[c + 2], insert=(f1(x + cell / 2), f1(y - 4)), class_="t c mute"))
    for r in rows:
        x, y = xy(r, cols[0])
        g.add(F.text(str(r + 1), insert=(f1(x - room / 2), f1(y + cell / 2 + 4)), class_="t c mute"))


@lru_cache(maxsize=256)
def city_field(origin: tuple, fate: tuple, wide_grid: bool) -> str:
    """A city's fate field as printed (bf-fate, or bf-fate-x with its spare rows and columns), its
    letters and numbers, and the symbols of the tiles laid."""
    cell, xy = grid(wide_grid, origin)
    g = F.g()
    x0, y0 = xy(-2, -2) if wide_grid else xy(0, 0)
    g.add(use("bf-fate-x" if wide_grid else "bf-fate", x0, y0))
    span = range(-2, 9) if wide_grid else range(data.FATE_COLS)
    _labels(g, xy, cell, range(-2, 7) if wide_grid else range(data.FATE_ROWS), span)
    for (r, c), sym in fate:
        x, y = xy(r, c)
        u = marker(sym, x + cell / 2, y + cell / 2, cell / 16 * 0.92)
        u.set_desc(title=f"a {texts.MARKER_NAME[sym]} symbol on {square(r, c)}")
        g.add(u)
    g.set_desc(title="The fate field: each fate tile laid here brings markers (one per square of each "
                     "group of equal symbols it joins) and what the printed squares it covers show.")
    return ser(g)


# -- the fate stack ----------------------------------------------------------------------------

MINI = 22  # a fate tile's square in the stack row


def stack_spots(origin: tuple, stack, held, tile, tall: bool = False) -> list[tuple]:
    """The fate-stack tiles shown, each (which, tile, tooltip, x, y, w, h): the top and the bottom
    tile (the start tile and the middle one during setup); none while a tile is being laid.
    ``tall``: each a target 46 high, its word over its tile (a phone's finger), else 26 high with
    its word before its tile."""
    n = len(stack)
    shown = []
    if held is not None:
        shown = [("held", held, "your eighth tile, laid as the start tile unless you swap it")]
        if n >= 4:
            shown.append(("middle", stack[3], "the middle tile of your stack, the one you may swap in"))
    elif n and tile is None:
        shown = [("top", stack[0], "the top tile of the fate stack")]
        if n > 1:
            shown.append(("bottom", stack[-1], "the bottom tile of the fate stack"))
    x, y = origin[0], origin[1] + 22
    out = []
    for which, t, tip in shown:
        w = 3 * MINI + 12 if tall else text_width(which, 11.5) + 8 + 3 * MINI + 6
        out.append((which, t, tip, x, y, w, 46 if tall else MINI + 4))
        x += w + 8
    return out


@lru_cache(maxsize=256)
def stack_row(origin: tuple, stack: tuple, held, clicks: tuple, tile, tall: bool = False) -> str:
    """The fate stack: its count, its top and bottom tiles (the start tile and the middle one during
    setup), or the tile being laid."""
    cl = dict(clicks)
    sx, sy = origin
    g = F.g()
    n = len(stack)
    words = f"Fate stack: {n} tile{'s' if n != 1 else ''}" if held is None else "Start tile:"
    count = F.text(words, insert=(sx, sy + 13), class_="s b")
    count.set_desc(title="The fate stack: lay its top or bottom tile as your turn's action (holding at "
                         "most one marker); each tile left at the end scores 3 points.")
    g.add(count)
    if tile is not None:
        el = F.g()
        el.add(F.text("laying", insert=(sx, sy + 39), class_="t b", fill="#c0470c"))
        el.add(tile_mini(tile, sx + 46, sy + 24, MINI))
        el.set_desc(title="the fate tile being laid: " + ", ".join(texts.MARKER_NAME[q] for q in tile))
        g.add(el)
    for which, t, tip, x, y, w, h in stack_spots(origin, stack, held, tile, tall):
        el = F.g()
        tri = data.FATE_TILES[t]
        if tall:
            el.add(F.text(which, insert=(f1(x + w / 2), f1(y + 15)), class_="t c mute"))
        else:
            el.add(F.text(which, insert=(f1(x + 3), f1(y + 18)), class_="t mute"))
        el.add(tile_mini(tri, x + w - 3 * MINI - 6 if tall else x + w - 3 * MINI - 3, y + h - MINI - 2, MINI))
        tip = f"{tip[:1].upper()}{tip[1:]}: " + ", ".join(texts.MARKER_NAME[s] for s in tri) + "."
        click = cl.get(("fate", which))
        if click:
            el.elements.insert(0, ring(x + 2, y + 2, w - 4, h - 4))
            g.add(act(el, click[0], f"{click[1]} {tip}"))
        else:
            el.set_desc(title=tip)
            g.add(el)
    return ser(g)


# -- the placement panel -------------------------------------------------------------------------

PANEL = {"wide": (10, LABEL, 50.0), "narrow": (4, 12, 50.0)}  # a layout's padding, label room, largest square


def _span(places: tuple, laid: tuple) -> tuple[range, range]:
    """The rows and columns the panel shows: the field, and every square a placement or a laid
    tile reaches beyond it."""
    sqs = [sq for r, c, d, _c in places for sq in tile_squares(r, c, d)] + [sq for sq, _s in laid]
    rows = [r for r, _c in sqs] + [0, data.FATE_ROWS - 1]
    cols = [c for _r, c in sqs] + [0, data.FATE_COLS - 1]
    return range(min(rows), max(rows) + 1), range(min(cols), max(cols) + 1)


def _wedge(x: float, y: float, cell: float, d: str) -> tuple[list, list]:
    """The wedge of the square at (x, y) pointing ``d`` (a quarter of the square, by its diagonals)
    and its chevron."""
    cx, cy = x + cell / 2, y + cell / 2
    i = 1.2  # a hair between neighbouring wedges
    corners = {"up": [(x + i, y), (x + cell - i, y)], "down": [(x + cell - i, y + cell), (x + i, y + cell)],
               "left": [(x, y + cell - i), (x, y + i)],
               "right": [(x + cell, y + i), (x + cell, y + cell - i)]}
    dx, dy = _STEP[d]
    mx, my = cx + dx * cell * 0.3, cy + dy * cell * 0.3  # the chevron: a small arrow head
    s = cell * 0.09
    chev = [(mx + dx * s * 1.4, my + dy * s * 1.4), (mx - dx * s + dy * s * 1.6, my - dy * s - dx * s * 1.6),
            (mx - dx * s - dy * s * 1.6, my - dy * s + dx * s * 1.6)]
    return [*corners[d], (cx, cy)], chev


def _place_click(xy, cell: float, r: int, c: int, d: str, click: tuple, tile):
    """One placement: its wedge, and the tile where it would lie (shown on hover)."""
    x, y = xy(r, c)
    el = F.g()
    if tile is not None:
        pv = F.g(class_="pv")
        for (rr, cc), sym in zip(tile_squares(r, c, d), tile):
            qx, qy = xy(rr, cc)
            pv.add(F.rect((f1(qx), f1(qy)), (f1(cell), f1(cell)), fill="#fff", stroke="#ff8c00",
                          stroke_width=2.5))
            pv.add(marker(sym, qx + cell / 2, qy + cell / 2, cell / 16 * 0.8))
        el.add(pv)
    poly, chev = _wedge(x, y, cell, d)
    el.add(F.polygon([(f1(px), f1(py)) for px, py in poly], class_="wedge"))
    el.add(F.polygon([(f1(px), f1(py)) for px, py in chev], class_="chev"))
    return act(el, *click)


def panel_geometry(layout: str, width: float, places: tuple, laid: tuple):
    """The panel's field: its square size, where square (row, col) is, the rows and columns shown,
    and where the field starts (below the panel's words)."""
    pad, room, most = PANEL[layout]
    rows, cols = _span(places, laid)
    cell = min(most, (width - 2 * pad - room) / len(cols))
    top = 52 if layout == "wide" else 100
    left = pad + room + max(0.0, (width - 2 * pad - room - len(cols) * cell) / 2)

    def xy(r, c):
        return left + (c - cols[0]) * cell, top + 16 + (r - rows[0]) * cell
    return cell, xy, rows, cols, top


def _panel_words(g, layout: str, width: float, tile) -> None:
    """The panel's heading, the tile being laid, and what a wedge means."""
    x = 10
    g.add(F.text("Lay your fate tile", insert=(x, 24), class_="l b"))
    x += text_width("Lay your fate tile", 15, bold=True) + 12
    if tile is not None:
        for k, sym in enumerate(tile):
            g.add(F.rect((f1(x + k * 30), 6), (30, 30), fill="#fff", stroke="#8a6a00"))
            g.add(marker(sym, x + k * 30 + 15, 21, 1.3))
        x += 100
    say = ("Each wedge is one way to lay it: the tile starts in the wedge's square and runs the way "
           "it points. Hover a wedge, or read its tip, to see where the tile goes.")
    tx, ty = (x, 18) if layout == "wide" else (10, 52)
    for j, line in enumerate(wrap(say, width - tx - 10, 11.5)):
        g.add(F.text(line, insert=(f1(tx), f1(ty + j * 15)), class_="t"))


@lru_cache(maxsize=64)
def placement_panel(layout: str, width: float, places: tuple, laid: tuple, tile) -> tuple[str, float]:
    """The panel while the viewer lays a fate tile: ``places`` (row, col, direction, (move text,
    tooltip)), ``laid`` the squares covered ((row, col), symbol), ``tile`` the symbols laid.
    Returns the fragment and its height."""
    cell, xy, rows, cols, top = panel_geometry(layout, width, places, laid)
    h = top + 16 + len(rows) * cell + 8
    g = F.g()
    g.add(F.rect((0, 0), (width, f1(h)), rx=8, fill="#fffaf0", stroke=GOLD, stroke_width=2.5))
    _panel_words(g, layout, width, tile)
    x0, y0 = xy(0, 0)
    g.add(F.use("#bf-fate", transform=f"translate({f1(x0)},{f1(y0)}) scale({cell / CELL:.4f})"))
    for r in rows:
        for c in cols:
            if not (0 <= r < data.FATE_ROWS and 0 <= c < data.FATE_COLS):
                x, y = xy(r, c)
                g.add(F.rect((f1(x), f1(y)), (f1(cell), f1(cell)), fill="none", stroke="#b7a98a",
                             stroke_dasharray="3 2"))
    _labels(g, xy, cell, rows, cols, PANEL[layout][1])
    for (r, c), sym in laid:
        x, y = xy(r, c)
        g.add(marker(sym, x + cell / 2, y + cell / 2, cell / 16 * 0.85))
    for r, c, d, click in places:
        g.add(_place_click(xy, cell, r, c, d, click, tile))
    return ser(g), h


def panel_box(layout: str, width: float, places: tuple, laid: tuple, where: tuple) -> tuple:
    """The box in the panel of the three squares a tile laid from (row, col) in direction ``d``
    covers."""
    cell, xy, _rows, _cols, _top = panel_geometry(layout, width, places, laid)
    return _squares(xy, cell, where)


def _squares(xy, cell: float, where: tuple) -> tuple:
    sqs = [xy(rr, cc) for rr, cc in tile_squares(*where)]
    x0, y0 = min(x for x, _ in sqs), min(y for _, y in sqs)
    x1, y1 = max(x for x, _ in sqs) + cell, max(y for _, y in sqs) + cell
    return x0, y0, x1 - x0, y1 - y0, 3


def city_squares_box(origin: tuple, p, where: tuple) -> tuple:
    """The box in a city of the three squares a tile laid from (row, col) in direction ``d``
    covers."""
    cell, xy = grid(overhang(p), origin)
    return _squares(xy, cell, where)
