"""The pieces every part of the Bonfire table draws: markers, resources, portals (symbols of
svg/bonfire.svg placed by ``<use>``), guardians, novices, ships; Bonfire's colours; how a seat is
named on the board."""

from __future__ import annotations

from ...kit.doc import F, f1, use
from .. import texts

SEAT_FILL = ("#15867a", "#3d4fb8", "#c2185b", "#6d4c41")
GUARD_FILL = {"grey": "#9b9b9b", "red": "#d2412f", "natural": "#eadbb8", "pink": "#f39cc3"}
CRYSTAL_FILL = {"blue": "#3b78d8", "red": "#d2412f", "yellow": "#e7b50c"}
TASK_TINT = {"blue": "#dfe9fb", "red": "#fbe2dd", "yellow": "#fdf2c6"}
SEA = "#cfe6f1"


def seat_name(seat: int, names: tuple | None) -> str:
    """What the board calls a seat: "p1", or with the players' names "Ann · p1"."""
    return f"{names[seat]} · p{seat + 1}" if names else f"p{seat + 1}"


def symbol(sid: str, x: float, y: float, scale: float = 1.0, **paint):
    """A ``<use>`` of the symbol ``sid`` centred at (x, y), scaled by ``scale``."""
    if scale == 1.0:
        return use(sid, x, y, **paint)
    return F.use(f"#{sid}", transform=f"translate({f1(x)},{f1(y)}) scale({scale:.4g})", **paint)


def marker(m: str, x: float, y: float, scale: float = 1.0):
    return symbol(f"bf-m-{m}", x, y, scale)


def res(r: str, x: float, y: float, scale: float = 1.0):
    return symbol(f"bf-r-{r}", x, y, scale)


def portal(shape: str, x: float, y: float, fill="#6d5bd0", stroke="#2d2170", dashed=False, scale=1.0):
    paint = {"fill": fill, "stroke": stroke, "stroke_width": 1.2}
    if dashed:
        paint["stroke_dasharray"] = "2 1.5"
    return symbol(f"bf-p-{shape}", x, y, scale, **paint)


def pawn(colour: str, fill: str, x: float, y: float, tip: str, scale: float = 1.0):
    """A guardian of ``colour`` ("own" or a neutral colour) painted ``fill``, with its letter."""
    g = F.g(transform=f"translate({f1(x)},{f1(y)})" + (f" scale({scale})" if scale != 1.0 else ""))
    g.add(F.use("#bf-pawn", fill=fill, stroke="#222", stroke_width=1))
    light = colour in ("natural", "pink", "grey")
    g.add(F.text(texts.GUARDIAN_LETTER[colour], insert=(0, 7.5), class_="t b c" + ("" if light else " w")))
    g.set_desc(title=tip)
    return g


def novice(seat: int | None, x: float, y: float, r: float = 6.5, names: tuple | None = None):
    """A novice: a seat's disc with its number, or the neutral council novice (white, 'C')."""
    g = F.g()
    if seat is None:
        g.add(F.circle((f1(x), f1(y)), r, fill="#fff", stroke="#444", stroke_width=1.2))
        g.add(F.text("C", insert=(f1(x), f1(y + 3)), class_="t b c"))
        g.set_desc(title="council novice")
    else:
        g.add(F.circle((f1(x), f1(y)), r, fill=SEAT_FILL[seat], stroke="#fff", stroke_width=1.2))
        g.add(F.text(str(seat + 1), insert=(f1(x), f1(y + 3)), class_="t b c w"))
        g.set_desc(title=f"novice of {seat_name(seat, names)}")
    return g


def ship(x: float, y: float, seat: int):
    """A seat's ship, its seat number in a white badge at the stern (not only its colour)."""
    g = F.g()
    g.add(F.use("#bf-ship", x=f1(x), y=f1(y), fill=SEAT_FILL[seat], stroke="#111", stroke_width=0.8))
    g.add(F.circle((f1(x + 7), f1(y + 5)), 4.3, fill="#fff", stroke="#111", stroke_width=0.6))
    g.add(F.text(str(seat + 1), insert=(f1(x + 7), f1(y + 7.6)), class_="t b c"))
    return g


def tile_mini(tile: tuple, x: float, y: float, size: float = 12):
    """A fate tile's three symbols in a row, ``size`` each, from (x, y)."""
    g = F.g()
    for k, sym in enumerate(tile):
        g.add(marker(sym, x + size / 2 + k * size, y + size / 2, size / 16))
    return g
