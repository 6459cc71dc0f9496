"""Faces: a quest card, a Power of the Gods card, a map tile (its seven hexes, as a picture to
choose it by). Each face is drawn once and cached as text."""

from __future__ import annotations

from functools import cache

from ...kit.doc import F, f1, ser, tip, use
from ...kit.text import wrap
from .. import data, texts
from ..board import flower, parse_tile
from .palette import xy

QC_W, QC_H = 120, 66  # a quest card
PC_W, PC_H = 120, 46  # a Power of the Gods card
TILE_W, TILE_H = 58, 46  # a map tile to choose (a button of the tile row)


@cache
def quest_card(q) -> str:
    """Quest ``q`` (``"?"``: face down): kind, influence, requirement and reward."""
    g = F.g()
    g.add(F.rect((0, 0), (QC_W, QC_H), rx=5, class_="card"))
    if q == "?":
        g.add(F.text("?", insert=(QC_W / 2, 40), class_="l b c faint"))
        return ser(g)
    qd = data.QUESTS[q]
    g.add(F.rect((0, 0), (QC_W, 15), rx=5, fill="#e9dcc0" if qd["kind"] == "acquire" else "#d8e4ef"))
    g.add(F.text(f"Q{q} {qd['kind']}", insert=(5, 11), class_="s b"))
    g.add(F.text(f"{qd['ip']} IP", insert=(QC_W - 5, 11), class_="s b r ip"))
    for i, line in enumerate(wrap(texts.requirement_text(q), QC_W - 10, 9)[:2]):
        g.add(F.text(line, insert=(5, 27 + i * 10), class_="s"))
    # the arrow is wider than the kit's measure of a letter it does not know: 4 units to spare
    for i, line in enumerate(wrap("→ " + texts.reward_text(qd["reward"]), QC_W - 14, 9, bold=True)[:2]):
        g.add(F.text(line, insert=(5, 50 + i * 10), class_="s b"))
    return ser(tip(g, texts.quest_text(q)))


@cache
def potg_card(c) -> str:
    """Power of the Gods card ``c``: its name, when it is played, what it does."""
    g = F.g()
    g.add(F.rect((0, 0), (PC_W, PC_H), rx=5, fill="#efe6f8", stroke="#6b4b8e"))
    pd = data.POTG[c]
    g.add(F.text(pd["name"], insert=(5, 13), class_="s b"))
    when = "battle" if pd["window"] == "battle" else "your turn"
    g.add(F.text(when, insert=(PC_W - 5, 25), class_="xs r power"))
    for i, line in enumerate(wrap(texts.potg_short(c), PC_W - 10, 7.5)[:2]):
        g.add(F.text(line, insert=(5, 35 + i * 8.5), class_="xs"))
    return ser(tip(g, texts.potg_text(c)))


@cache
def tile_picture(tile: int, side: int, rot: int, scale: float) -> str:
    """Map tile ``tile`` on ``side`` (0: a, 1: b) turned ``rot`` sixths, centred on (0, 0)."""
    g = F.g(transform=f"scale({scale})")
    cells = flower((0, 0))
    for i, (terr, pop, _code) in enumerate(parse_tile(data.TILES[tile][side])):
        x, y = xy(cells[0] if i == 0 else cells[1 + (i - 1 + rot) % 6])
        g.add(use(f"fv-t-{terr}", x, y))
        if pop:
            t = f"translate({f1(x)},{f1(y)}) scale(1.8) translate({f1(-x)},{f1(-y)})"
            g.add(use("fv-pop", x, y, transform=t))
    return ser(g)


def tile_tip(move_words: str, tile: int, side: int, rot: int) -> str:
    return f"{move_words}: map tile {tile} side {'ab'[side]}" + (f", turned {rot}" if rot else "")
