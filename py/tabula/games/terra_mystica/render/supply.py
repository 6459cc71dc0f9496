"""The shared supply, in rows of tiles under a caption: the power actions, the round scoring, and
the bonus, town and favor tiles left, with what the state adds to a tile's face (used, taken,
how many left, the current round) and the tiles the decider may take."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act, mark
from ...kit.doc import Doc, F, ser, splice, zoom
from .. import data
from . import cards
from .cards import badge, bonus_tile, favor_tile, power_tile, score_tile, town_tile
from .moves import tip_of

CAPTION = 20  # the caption's height above a row
GAP = 4  # between tiles


class Row(NamedTuple):
    """A row of tiles as cached: everything its fragment shows."""

    title: str
    tiles: tuple[str, ...]
    size: tuple[int, int]
    face: object  # name -> the tile's face (cards.py)
    badges: tuple  # per tile: None, ("gone", 0), ("coin", n) or ("count", n)
    clicks: tuple  # per tile: (the move text it plays, its tooltip), or None
    per_row: int
    marks: tuple = ()  # per tile: another seat took one since the viewer's last decision


def _placed(doc: Doc, frag: str, w: float, h: float):
    g = F.g()
    doc.raw(g, frag)
    return g, w, h


def _click(s, cl, key) -> tuple | None:
    move = cl.first(key)
    return (move.text, tip_of(s, move)) if move else None


def power_section(doc: Doc, s, cl, marked: frozenset = frozenset()):
    """The six power actions: used ones crossed out, those the decider may take ringed, those
    another seat took since the viewer's last decision marked."""
    key = (tuple(n in s.used_actions for n in data.POWER_ACTIONS),
           tuple(_click(s, cl, ("power", n)) for n in data.POWER_ACTIONS),
           tuple(("power", n) in marked for n in data.POWER_ACTIONS))
    return _placed(doc, *_power_frag(*key))


@lru_cache(maxsize=256)
def _power_frag(used: tuple, clicks: tuple, marks: tuple = ()):
    w, h = cards.PA_W, cards.PA_H
    g = F.g()
    g.add(F.text("Power actions", insert=(2, 14), class_="cap"))
    for i in range(len(data.POWER_ACTIONS)):
        t = zoom(F.g(transform=f"translate({1 + i * (w + GAP)},{CAPTION})"))
        t.add(F.g(id=f"tm-sub-{i}"))
        if used[i]:
            t.add(F.path(d=f"M8,8 L{w - 8},{h - 8} M{w - 8},8 L8,{h - 8}", stroke="#333", stroke_width=3,
                         stroke_opacity=0.7, class_="deco"))
            t.add(F.rect((0, 0), (w, h), fill="#fff", fill_opacity=0.45, class_="deco"))
        if clicks[i]:
            el = F.g()
            el.add(F.rect((-1, -1), (w + 2, h + 2), rx=12, class_="ring"))
            t.add(act(el, *clicks[i]))
        if marks and marks[i]:
            t.add(mark(0, 0, w, h, rx=12))
        g.add(t)
    return (splice(ser(g), [power_tile(n) for n in data.POWER_ACTIONS], "tm-sub"),
            2 + 6 * (w + GAP) - GAP, CAPTION + h + 2)


def scoring_section(doc: Doc, s):
    """The six rounds' scoring tiles: the current round framed, past rounds faded."""
    return _placed(doc, *_scoring_frag(tuple(s.score_tiles), s.round, s.phase == "over"))


@lru_cache(maxsize=64)
def _scoring_frag(tiles: tuple, rnd: int, over: bool):
    w, h = cards.SC_W, cards.SC_H
    g = F.g()
    g.add(F.text("Round scoring", insert=(2, 14), class_="cap"))
    for i in range(len(tiles)):
        t = zoom(F.g(transform=f"translate({1 + i * (w + GAP)},{CAPTION})"))
        t.add(F.g(id=f"tm-sub-{i}"))
        if rnd == i + 1 and not over:  # the current round
            t.add(F.rect((-1.5, -1.5), (w + 3, h + 3), rx=6, fill="none", stroke="#d0342c", stroke_width=3,
                         class_="deco"))
        elif rnd > i + 1 or over:  # a round past
            t.add(F.rect((0, 0), (w, h), rx=5, fill="#fff", fill_opacity=0.55, class_="deco"))
        g.add(t)
    return (splice(ser(g), [score_tile(n, i + 1) for i, n in enumerate(tiles)], "tm-sub"),
            2 + 6 * (w + GAP) - GAP, CAPTION + h + 2)


def bonus_section(doc: Doc, s, cl, per_row: int, marked: frozenset = frozenset()):
    """The bonus tiles left (with the coins on them); passing takes one."""
    tiles = tuple(s.bonus_pool)
    return _row(doc, Row("Bonus tiles", tiles, (cards.BON_W, cards.BON_H), bonus_tile,
                         tuple(("coin", s.bonus_pool[n]) for n in tiles),
                         tuple(_click(s, cl, ("pass", n)) for n in tiles), per_row,
                         tuple(("pass", n) in marked for n in tiles)))


def favor_section(doc: Doc, s, cl, per_row: int, marked: frozenset = frozenset()):
    """The favor tiles, how many of each are left."""
    tiles = tuple(s.fav_pool)
    return _row(doc, Row("Favor tiles", tiles, (cards.FAV_W, cards.FAV_H), favor_tile, _counts(s.fav_pool),
                         tuple(_click(s, cl, ("favor", n)) for n in tiles), per_row,
                         tuple(("favor", n) in marked for n in tiles)))


def town_section(doc: Doc, s, cl, per_row: int, marked: frozenset = frozenset()):
    """The town tiles, how many of each are left."""
    tiles = tuple(s.town_pool)
    return _row(doc, Row("Town tiles", tiles, (cards.TW_W, cards.TW_H), town_tile, _counts(s.town_pool),
                         tuple(_click(s, cl, ("town", n)) for n in tiles), per_row,
                         tuple(("town", n) in marked for n in tiles)))


def _counts(pool: dict) -> tuple:
    return tuple(("gone", 0) if n == 0 else ("count", n) for n in pool.values())


def _row(doc: Doc, row: Row):
    return _placed(doc, *_row_frag(row))


@lru_cache(maxsize=512)
def _row_frag(row: Row):
    w, h = row.size
    g = F.g()
    g.add(F.text(row.title, insert=(2, 14), class_="cap"))
    ncol = min(row.per_row, max(1, len(row.tiles)))
    for i in range(len(row.tiles)):
        x, y = 1 + (i % ncol) * (w + GAP), CAPTION + (i // ncol) * (h + GAP)
        t = zoom(F.g(transform=f"translate({x},{y})"))
        t.add(F.g(id=f"tm-sub-{i}"))
        _badge(t, row.badges[i], w, h)
        if row.clicks[i]:
            el = F.g()
            el.add(F.rect((-1, -1), (w + 2, h + 2), rx=6, class_="ring"))
            t.add(act(el, *row.clicks[i]))
        if row.marks and row.marks[i]:
            t.add(mark(0, 0, w, h, rx=6))
        g.add(t)
    rows = max(1, (len(row.tiles) + ncol - 1) // ncol)
    frag = splice(ser(g), [row.face(n) for n in row.tiles], "tm-sub")
    return frag, 2 + ncol * (w + GAP) - GAP, CAPTION + rows * (h + GAP)


def _badge(t, badge_: tuple, w: float, h: float) -> None:
    """A tile's state: taken (faded), the coins on it, or how many are left."""
    kind, val = badge_
    if kind == "gone":
        t.add(F.rect((0, 0), (w, h), rx=5, fill="#fff", fill_opacity=0.6, class_="deco"))
    elif val:
        badge(t, str(val) if kind == "coin" else f"×{val}", w, h, coin=kind == "coin")
