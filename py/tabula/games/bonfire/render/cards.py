"""Faces of Bonfire's cards and tiles: task cards (a card, or on a phone's sea a chip with its
points), path tiles, gnome cards. Each is a fragment cached by what it shows, drawn at (0, 0) and
placed by its part of the table.

Every one is marked for the table's card zoom (``kit.doc.zoom``): the board shows what fits at a
readable size (points, a two-line summary, a name and a symbol) and the zoom adds the full text
(``zoom_only``), small here and drawn large there; ``board-only`` parts give way to it.
"""

from __future__ import annotations

from functools import lru_cache

from ...kit.doc import F, ser, zoom, zoom_only
from ...kit.palette import PAPER_LINE
from ...kit.text import fit, text_width, wrap
from .. import data, texts
from .pieces import CRYSTAL_FILL, TASK_TINT, res

TASK_W, TASK_H = 64, 64  # a task card; on a phone's sea a chip of CHIP_W x CHIP_H
CHIP_W, CHIP_H = 26, 30
PT_W, PT_H = 56, 56  # a path tile
GN_W, GN_H = 140, 62  # a gnome card on display (wide)
ZOOM_SIZE = 6  # the zoom's small print (class "z"; a card as wide as a task's)


def _small_print(g, text: str, x: float, y: float, width: float, lines: int = 8,
                 size: float = ZOOM_SIZE) -> None:
    """``text`` wrapped in the zoom's small print from (x, y), at most ``lines`` lines."""
    for j, line in enumerate(wrap(text, width, size)[:lines]):
        g.add(F.text(line, insert=(x, y + j * (size + 1)), class_="z", style=f"font-size:{size:g}px"))


def _task_face(tid: str, w: float, h: float):
    """A task card: its points on a band of its crystal colour, the condition in two short lines
    (the zoom: its id, colour and the condition in full)."""
    colour, pts, _kind, _par = data.TASKS[tid]
    ink = "" if colour == "yellow" else " w"
    g = F.g()
    g.add(F.rect((0, 0), (w, h), rx=4, fill=TASK_TINT[colour], stroke=CRYSTAL_FILL[colour], stroke_width=1.2))
    g.add(F.rect((0, 0), (w, 17), rx=4, fill=CRYSTAL_FILL[colour]))
    g.add(F.text(f"{pts}", insert=(5, 13.5), class_="m b" + ink))
    a, b = texts.task_short(tid)
    board = F.g(class_="board-only")
    board.add(F.text(a, insert=(w / 2, 33), class_="t c"))
    if b:
        board.add(F.text(b, insert=(w / 2, 47), class_="t c"))
    g.add(board)
    more = zoom_only()
    more.add(F.text(tid, insert=(w - 3, 11), class_="zb r" + ink))
    _small_print(more, f"{colour.capitalize()} task. {texts.task_condition(tid)}", 3, 24, w - 6, 6)
    g.add(more)
    return g


def _own(g, tip: str, bare: bool) -> str:
    """A card's group as text: with its tooltip and zoom mark, or ``bare`` (for a clickable part
    that holds it and carries both)."""
    if not bare:
        g.set_desc(title=tip)
        zoom(g)
    return ser(g)


@lru_cache(maxsize=256)
def task_card(tid: str, w: float = TASK_W, h: float = TASK_H, bare: bool = False) -> str:
    """A task card, ``w`` x ``h``."""
    return _own(_task_face(tid, w, h), texts.task_tip(tid), bare)


@lru_cache(maxsize=128)
def task_chip(tid: str, bare: bool = False) -> str:
    """A task on a phone's sea: a chip of its crystal colour with its points (the zoom: the card)."""
    colour, pts, _kind, _par = data.TASKS[tid]
    g = F.g()
    chip = F.g(class_="board-only")
    chip.add(F.rect((0, 0), (CHIP_W, CHIP_H), rx=4, fill=CRYSTAL_FILL[colour], stroke="#333",
                    stroke_width=0.8))
    ink = "" if colour == "yellow" else " w"
    chip.add(F.text(f"{pts}", insert=(CHIP_W / 2, CHIP_H / 2 + 5.5), class_="l b c" + ink))
    g.add(chip)
    g.add(zoom_only(_task_face(tid, TASK_W, TASK_H)))
    return _own(g, texts.task_tip(tid), bare)


@lru_cache(maxsize=64)
def path_tile(t: str | None, w: float = PT_W, h: float = PT_H, bare: bool = False) -> str:
    """A path tile (its crystal and its good; the zoom: its id and what it does), or None: the start
    path printed on the city."""
    g = F.g()
    if t is None:
        g.add(F.rect((0, 0), (w, h), rx=4, fill="#e8dcc0", stroke=PAPER_LINE))
        g.add(F.text("start", insert=(w / 2, 14), class_="t b c"))
        g.add(res(data.START_PATH_RESOURCE, w / 2, h / 2 + 6, 1.3))
        g.set_desc(title=f"The start path (path field 1): a guardian ending here takes "
                         f"{data.START_PATH_RESOURCE}.")
        return ser(g)
    c, r = data.PATH_TILES[t]
    g.add(F.rect((0, 0), (w, h), rx=4, fill="#f1e7cf", stroke=PAPER_LINE))
    g.add(F.polygon([(6, 1), (12, 8), (6, 17), (0, 8)], fill=CRYSTAL_FILL[c], stroke="#333", stroke_width=0.7,
                    transform="translate(4,3) scale(1.2)"))
    g.add(res(r, w / 2 + 4, h / 2 + 5, 1.6))
    more = zoom_only()
    more.add(F.text(t, insert=(w - 3, 9), class_="zb r"))
    g.add(more)
    return _own(g, texts.path_tile_tip(t), bare)


def _gnome_zoom(gn: str, w: float, y: float):
    """What the zoom adds to a gnome card from ``y`` down: its kind and its ability in full."""
    elder = gn in data.ELDERS
    lines = wrap(data.GNOME_TEXT[gn], w - 8, 7.5)
    more = zoom_only()
    more.add(F.rect((0, y), (w, 16 + len(lines) * 8.5), rx=4, fill="#fffdf6", stroke=PAPER_LINE))
    more.add(F.text("Elder" if elder else "Specialist", insert=(4, y + 10), class_="zb"))
    _small_print(more, data.GNOME_TEXT[gn], 4, y + 20, w - 8, size=7.5)
    return more


@lru_cache(maxsize=128)
def gnome_card(gn: str, w: float = GN_W, h: float = GN_H, short: bool = False, bare: bool = False) -> str:
    """A gnome card: its name and resource; ``short``: a chip as tall as its name (in a city); the
    zoom adds its kind and ability."""
    elder = gn in data.ELDERS
    g = F.g()
    g.add(F.rect((0, 0), (w, h), rx=5, fill="#f6efe0" if elder else "#eef6e8",
                 stroke="#9a7b3c" if elder else "#4f8a3c"))
    g.add(F.path(d="M9,3 L15,15 H3 Z", fill="#9a7b3c" if elder else "#3c9a4a"))
    name = texts.gnome_name(gn)
    icon = short or w >= 130  # a narrow card shows its resource on its buttons (and in the zoom)
    room = w - 40 if icon else w - 20
    bold = text_width(name, 12, bold=True) <= room
    g.add(F.text(name if bold else fit(name, room + 2, 11.5), insert=(17, 15), class_="s b" if bold else "t"))
    (g if icon else g.add(zoom_only())).add(res(data.GNOMES[gn], w - 11, 10, 1.0))
    g.add(_gnome_zoom(gn, w, h if short else 20))
    return _own(g, texts.gnome_tip(gn), bare)
