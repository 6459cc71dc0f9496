"""Faces: a quest card, a Power of the Gods card, a Leader card, a command card, a deck (face down),
a map tile (its seven hexes, as a picture to choose it by). Each face is drawn once and cached as
text, at the board's text sizes (palette.py), its words wrapped to fit its width; every card face
is marked for the table's card zoom (``kit.doc.zoom``). A card that shows on the board only as a
chip (a player's hand) opens its face in the zoom (``zoom_face``)."""

from __future__ import annotations

import re
from functools import cache

from ...kit.doc import F, f1, ser, tip, use, zoom, zoom_only
from ...kit.text import fit, wrap
from .. import data, texts
from ..board import flower, parse_tile
from .palette import S, xy

CARD_W = 166  # every card face (two a row on a phone, with room for a mark around them)
LINE = 15  # a line of card text
DECK_W = 96  # a draw pile


def _lines(text: str, bold: bool = False, width: float = CARD_W - 12) -> list[str]:
    return wrap(text, width, S, bold=bold)


def _quest_lines(q) -> tuple[list[str], list[str]]:
    # the arrow is wider than the kit's measure of a letter it does not know: 6 units to spare
    return (_lines(texts.requirement_text(q)),
            _lines("→ " + texts.reward_text(data.QUESTS[q]["reward"]), True, CARD_W - 18))


@cache
def quest_h() -> float:
    """The height of a quest card: room for the longest requirement and reward of them all."""
    most = max(len(r) + len(w) for r, w in map(_quest_lines, data.QUESTS))
    return 26 + most * LINE + 8


@cache
def potg_h() -> float:
    """The height of a Power of the Gods card: room for the longest effect."""
    return 40 + max(len(_lines(texts.potg_short(c))) for c in data.POTG) * LINE + 6


def _card(w: float, h: float, **attrs):
    g = F.g()
    g.add(F.rect((0, 0), (f1(w), f1(h)), rx=6, **attrs))
    return g


@cache
def quest_card(q) -> str:
    """Quest ``q`` (``"?"``: face down): number and kind, influence, requirement and reward."""
    h = quest_h()
    g = _card(CARD_W, h, class_="card")
    if q == "?":
        g.add(F.text("?", insert=(CARD_W / 2, h / 2 + 6), class_="l b c faint"))
        return ser(zoom(tip(g, "A quest card, face down")))
    qd = data.QUESTS[q]
    g.add(F.rect((0, 0), (CARD_W, 22), rx=6, fill="#e9dcc0" if qd["kind"] == "acquire" else "#d8e4ef"))
    g.add(F.text(f"Quest {q} · {qd['kind']}", insert=(6, 16), class_="s b"))
    g.add(F.text(f"{qd['ip']} IP", insert=(CARD_W - 6, 16), class_="s b r ip"))
    req, rew = _quest_lines(q)
    y = 22 + LINE
    for line in req:
        g.add(F.text(line, insert=(6, y), class_="s"))
        y += LINE
    for line in rew:
        g.add(F.text(line, insert=(6, y + 3), class_="s b"))
        y += LINE
    return ser(zoom(tip(g, texts.quest_text(q))))


@cache
def potg_card(c) -> str:
    """Power of the Gods card ``c``: its name, when it is played, what it does."""
    h = potg_h()
    g = _card(CARD_W, h, fill="#efe6f8", stroke="#6b4b8e")
    pd = data.POTG[c]
    g.add(F.text(fit(pd["name"], CARD_W - 12, S, bold=True), insert=(6, 17), class_="s b"))
    when = "Play it in a battle" if pd["window"] == "battle" else "Play it on your turn"
    g.add(F.text(when, insert=(6, 33), class_="xs power"))
    for i, line in enumerate(_lines(texts.potg_short(c))):
        g.add(F.text(line, insert=(6, 52 + i * LINE), class_="s"))
    return ser(zoom(tip(g, texts.potg_text(c))))


@cache
def leader_card(fac: str, c: str) -> str:
    """Leader card ``c`` of ``fac``: name, rank and cost, attack and defence, what else it does."""
    d = data.LEADERS[fac][c]
    full = texts.leader_text(fac, c)  # "<name> (rank, cost): attack +a, defence +d. <what else>"
    more = full.split(": ", 1)[1] if c == "treaty" else full.split(f"defence +{d['defence']}.", 1)[-1].strip()
    body = _lines(more) if more else []
    h = 56 + len(body) * LINE + 4
    g = _card(CARD_W, h, fill="#fff4cc", stroke="#b8860b")
    g.add(F.text(fit(d["name"], CARD_W - 12, S, bold=True), insert=(6, 17), class_="s b"))
    rank = "" if d["rank"] is None else f"rank {d['rank']} · "
    g.add(F.text(f"Leader · {rank}cost {d['cost']}", insert=(6, 33), class_="xs grey"))
    if c != "treaty":
        g.add(F.text(f"attack +{d['attack']} · defence +{d['defence']}", insert=(6, 50), class_="s b"))
    for i, line in enumerate(body):
        g.add(F.text(line, insert=(6, 50 + (i + 1) * LINE), class_="s"))
    return ser(g)


@cache
def command_card(c: str) -> str:
    """Command card ``c``: its name and numbered actions."""
    steps = re.split(r",\s(?=\d )", texts.COMMAND_TEXT[c].split(": ", 1)[1].rstrip("."))
    body = [line for step in steps for line in _lines(step[0] + "." + step[1:])]
    h = 26 + len(body) * LINE + 6
    g = _card(CARD_W, h, fill="#f3eedc", stroke="#8a7a5a")
    g.add(F.text(f"{c.capitalize()} · command card", insert=(6, 17), class_="s b"))
    for i, line in enumerate(body):
        g.add(F.text(line, insert=(6, 22 + (i + 1) * LINE), class_="s"))
    return ser(g)


def zoom_face(doc, el, face: str, x: float, y: float):
    """``el`` (a chip standing for a card) opens ``face`` in the card zoom: the face, hidden on the
    board, at (x, y) (a raw fragment of ``doc``); the chip's own drawing is left out of the zoom."""
    for child in el.elements:
        child["class"] = ((child.attribs.get("class") or "") + " board-only").strip()
    at = F.g(transform=f"translate({f1(x)},{f1(y)})")
    doc.raw(at, face)
    el.add(zoom_only(at))
    return zoom(el)


def deck_card(what: str, n: int, h: float) -> str:
    """A draw pile, face down: what it is and how many cards are left."""
    g = _card(DECK_W, h, fill="#d9cdb0", stroke="#8a7a5a")
    g.add(F.rect((5, 5), (DECK_W - 10, f1(h - 10)), rx=4, fill="none", stroke="#8a7a5a",
                 stroke_dasharray="3 2"))
    g.add(F.text(what, insert=(DECK_W / 2, h / 2 - 2), class_="s b c"))
    g.add(F.text(f"{n} left", insert=(DECK_W / 2, h / 2 + 14), class_="xs c"))
    return ser(g)


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

