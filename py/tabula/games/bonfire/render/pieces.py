"""The pieces every part of the Bonfire table draws: markers, resources, portals (symbols of
svg/bonfire.svg placed by ``<use>``), guardians, novices, ships, bowls; Bonfire's colours; how a
seat is named on the board; the highlight of a clickable part."""

from __future__ import annotations

from ...kit.clicks import ring
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


def hit(x: float, y: float, w: float, h: float, rx: float = 5):
    """The highlight of a clickable part whose target is exactly (x, y, w, h) (the kit's ring,
    drawn inside the box so that neighbouring targets never overlap)."""
    return ring(x + 2, y + 2, w - 4, h - 4, rx)


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


def pawn(colour: str, fill: str, x: float, y: float, tip: str, scale: float = 1.4):
    """A guardian of ``colour`` ("own" or a neutral colour) painted ``fill``, with its letter on its
    body; (x, y) is its middle (the pawn is 18 x ``scale`` tall)."""
    g = F.g()
    g.add(F.use("#bf-pawn", transform=f"translate({f1(x)},{f1(y)}) scale({scale:g})", fill=fill,
                stroke="#222", stroke_width=1 / scale))
    light = colour in ("natural", "pink", "grey")
    g.add(F.text(texts.GUARDIAN_LETTER[colour], insert=(f1(x), f1(y + 5.5 * scale)),
                 class_="t b c" + ("" if light else " w")))
    g.set_desc(title=tip)
    return g


def disc(x: float, y: float, label: str, fill: str, ink: str = "w", r: float = 8):
    """A round counter (a novice, a ship's or a bowl's badge) with a label of one or two
    characters."""
    g = F.g()
    g.add(F.circle((f1(x), f1(y)), r, fill=fill, stroke="#fff" if ink == "w" else "#444", stroke_width=1.2))
    g.add(F.text(label, insert=(f1(x), f1(y + 4)), class_="t b c" + (" w" if ink == "w" else "")))
    return g


def novice(seat: int | None, x: float, y: float, names: tuple | None = None):
    """A novice: a seat's disc with its number, or the neutral council novice (white, 'C')."""
    if seat is None:
        g = disc(x, y, "C", "#fff", ink="")
        g.set_desc(title="a council novice")
    else:
        g = disc(x, y, str(seat + 1), SEAT_FILL[seat])
        g.set_desc(title=f"a novice of {seat_name(seat, names)}")
    return g


def ship(x: float, y: float, seat: int, scale: float = 1.25):
    """A seat's ship (its middle at (x, y)), its seat number on a white badge at the stern."""
    g = F.g()
    g.add(F.use("#bf-ship", transform=f"translate({f1(x - 3)},{f1(y + 2)}) scale({scale:g})",
                fill=SEAT_FILL[seat], stroke="#111", stroke_width=0.9 / scale))
    g.add(disc(x + 1 + 5.6 * scale, y + 2, str(seat + 1), "#fff", ink="", r=7))
    return g


def bowl(x: float, y: float, seat: int, label: str = "", scale: float = 2.2):
    """An offering bowl in the seat's colour (its middle at (x, y)), with ``label`` on it."""
    g = F.g()
    g.add(F.use("#bf-bowl", transform=f"translate({f1(x)},{f1(y - 1 - (scale - 2.2))}) scale({scale:g})",
                fill=SEAT_FILL[seat], stroke="#222", stroke_width=1 / scale))
    if label:
        g.add(F.text(label, insert=(f1(x), f1(y + 4)), class_="t b c w"))
    return g


def tile_mini(tile: tuple, x: float, y: float, size: float = 12):
    """A fate tile's three symbols in a row, ``size`` each, from (x, y)."""
    g = F.g()
    for k, sym in enumerate(tile):
        g.add(marker(sym, x + size / 2 + k * size, y + size / 2, size / 16))
    return g
