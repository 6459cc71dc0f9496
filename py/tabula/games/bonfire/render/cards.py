"""Faces of Bonfire's cards and tiles: task cards, path tiles, gnome cards. Each is a fragment cached
by what it shows, drawn at (0, 0) and placed by its part of the table."""

from __future__ import annotations

from functools import lru_cache

from ...kit.doc import F, ser
from ...kit.palette import PAPER_LINE
from ...kit.text import fit, text_width, wrap
from .. import data, texts
from .pieces import CRYSTAL_FILL, TASK_TINT, res

TASK_W, TASK_H = 40, 46
PT_W, PT_H = 46, 46
GN_W, GN_H = 102, 72


@lru_cache(maxsize=128)
def task_card(tid: str, w: float = TASK_W, h: float = TASK_H) -> str:
    """A task card: its points and id on a band of its crystal colour, the condition in two short
    lines, the colour's name (when there is room)."""
    colour, pts, _kind, _par = data.TASKS[tid]
    ink = "" if colour == "yellow" else " w"
    g = F.g()
    g.add(F.rect((0, 0), (w, h), rx=4, fill=TASK_TINT[colour], stroke=CRYSTAL_FILL[colour], stroke_width=1.2))
    g.add(F.rect((0, 0), (w, 14), rx=4, fill=CRYSTAL_FILL[colour]))
    g.add(F.text(f"{pts}", insert=(5, 11), class_="m b" + ink))
    g.add(F.text(tid, insert=(w - 3, 10.5), class_="t r" + ink))
    a, b = texts.task_short(tid)
    small = h < 40
    g.add(F.text(a, insert=(w / 2, 23 if small else 26), class_="t c"))
    if b:
        g.add(F.text(b, insert=(w / 2, 31 if small else 36), class_="t c"))
    if not small:
        g.add(F.text(colour, insert=(w / 2, h - 2.5), class_="t c mute"))
    g.set_desc(title=texts.task_tip(tid))
    return ser(g)


@lru_cache(maxsize=64)
def path_tile(t: str | None, w: float = PT_W, h: float = PT_H) -> str:
    """A path tile (its crystal, id and resource), or None: the start path printed on the city."""
    g = F.g()
    if t is None:
        g.add(F.rect((0, 0), (w, h), rx=4, fill="#e8dcc0", stroke=PAPER_LINE))
        g.add(F.text("start path", insert=(w / 2, 12), class_="t b c"))
        g.add(res(data.START_PATH_RESOURCE, w / 2, h / 2 + 6))
        g.set_desc(title=f"The start path (path field 1): yields {data.START_PATH_RESOURCE}.")
        return ser(g)
    c, r = data.PATH_TILES[t]
    g.add(F.rect((0, 0), (w, h), rx=4, fill="#f1e7cf", stroke=PAPER_LINE))
    g.add(F.polygon([(5, 2), (10, 7), (5, 15), (0, 7)], fill=CRYSTAL_FILL[c], stroke="#333", stroke_width=0.7,
                    transform="translate(3,1)"))
    g.add(F.text(t, insert=(w - 3, 11), class_="t r"))
    g.add(res(r, w / 2, h / 2 + 2, 1.2))
    g.set_desc(title=texts.path_tile_tip(t))
    return ser(g)


@lru_cache(maxsize=128)
def gnome_card(gn: str, w: float = GN_W, h: float = GN_H, short: bool = False) -> str:
    """A gnome card: name and resource, and (unless ``short``) its ability in up to four lines."""
    elder = gn in data.ELDERS
    g = F.g()
    g.add(F.rect((0, 0), (w, h), rx=5, fill="#f6efe0" if elder else "#eef6e8",
                 stroke="#9a7b3c" if elder else "#4f8a3c"))
    g.add(F.path(d="M8,1 L13,11 H3 Z", fill="#9a7b3c" if elder else "#3c9a4a"))
    name = texts.gnome_name(gn)
    big = text_width(name, 9, bold=True) < w - 40  # else it would reach the resource
    g.add(F.text(name, insert=(16, 11), class_="s b" if big else "t b"))
    g.add(res(data.GNOMES[gn], w - 9, 9, 0.9))
    if not short:
        lines = wrap(data.GNOME_TEXT[gn], w - 8, 7.5)
        if len(lines) > 4:
            lines = lines[:3] + [fit(" ".join(lines[3:]), w - 8, 7.5)]
        for j, line in enumerate(lines):
            g.add(F.text(line, insert=(4, 22 + j * 8.5), class_="t"))
    g.set_desc(title=texts.gnome_tip(gn))
    return ser(g)
