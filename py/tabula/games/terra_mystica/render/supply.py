"""The shared supply, in rows of tiles under a caption: the power actions, the round scoring, and
the bonus, town and favor tiles left, with what the state adds to a tile's face (used, taken,
how many left, the current round) and the tiles the decider may take."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act, mark
from ...kit.doc import Doc, F, ser, splice
from .. import data, texts
from . import cards
from .cards import bonus_tile, favor_tile, power_tile, score_tile, town_tile
from .moves import text_of

CAPTION = 16  # the caption's height above a row


class Row(NamedTuple):
    """A row of tiles as cached: everything its fragment shows."""

    title: str
    tiles: tuple[str, ...]
    size: tuple[int, int]
    face: object  # name -> the tile's face (cards.py)
    badges: tuple  # per tile: None, ("gone", 0), ("coin", n) or ("count", n)
    clicks: tuple  # per tile: the move text it plays, or None
    per_row: int
    tip: object  # name -> the tile's description (for a clickable tile's tooltip)
    marks: tuple = ()  # per tile: another seat took one since the viewer's last decision


def _placed(doc: Doc, frag: str, w: float, h: float):
    g = F.g()
    doc.raw(g, frag)
    return g, w, h


def power_section(doc: Doc, s, cl, per_row: int = 6, marked: frozenset = frozenset()):
    """The six power actions: used ones crossed out, those the decider may take ringed, those
    another seat took since the viewer's last decision marked."""
    key = (tuple(n in s.used_actions for n in data.POWER_ACTIONS),
           tuple(text_of(cl.first(("power", n))) for n in data.POWER_ACTIONS), per_row,
           tuple(("power", n) in marked for n in data.POWER_ACTIONS))
    return _placed(doc, *_power_frag(*key))


@lru_cache(maxsize=256)
def _power_frag(used: tuple, clicks: tuple, per_row: int, marks: tuple = ()):
    w, h = cards.PA_W, cards.PA_H
    g = F.g()
    g.add(F.text("Power actions", insert=(2, 11), class_="cap"))
    for i, name in enumerate(data.POWER_ACTIONS):
        t = F.g(transform=f"translate({2 + (i % per_row) * (w + 4)},{CAPTION + (i // per_row) * (h + 4)})")
        t.add(F.g(id=f"tm-sub-{i}"))
        if used[i]:
            t.add(F.path(d=f"M8,8 L{w - 8},{h - 8} M{w - 8},8 L8,{h - 8}", stroke="#333", stroke_width=3,
                         stroke_opacity=0.7))
            t.add(F.rect((0, 0), (w, h), fill="#fff", fill_opacity=0.45))
        if clicks[i]:
            el = F.g()
            el.add(F.rect((-1, -1), (w + 2, h + 2), rx=12, class_="ring"))
            t.add(act(el, clicks[i], f"{clicks[i]}: {texts.POWER_ACTION_TEXT[name]}"))
        if marks and marks[i]:
            t.add(mark(0, 0, w, h, rx=12))
        g.add(t)
    rows = (len(data.POWER_ACTIONS) + per_row - 1) // per_row
    return (splice(ser(g), [power_tile(n) for n in data.POWER_ACTIONS], "tm-sub"),
            2 + per_row * (w + 4), CAPTION + rows * (h + 4))


def scoring_section(doc: Doc, s):
    """The six rounds' scoring tiles: the current round framed, past rounds faded."""
    return _placed(doc, *_scoring_frag(tuple(s.score_tiles), s.round, s.phase == "over"))


@lru_cache(maxsize=64)
def _scoring_frag(tiles: tuple, rnd: int, over: bool):
    w, h = cards.SC_W, cards.SC_H
    g = F.g()
    g.add(F.text("Round scoring", insert=(2, 11), class_="cap"))
    for i in range(len(tiles)):
        t = F.g(transform=f"translate({2 + i * (w + 4)},{CAPTION})")
        t.add(F.g(id=f"tm-sub-{i}"))
        if rnd == i + 1 and not over:  # the current round
            t.add(F.rect((-1.5, -1.5), (w + 3, h + 3), rx=6, fill="none", stroke="#d0342c", stroke_width=3))
        elif rnd > i + 1 or over:  # a round past
            t.add(F.rect((0, 0), (w, h), rx=5, fill="#fff", fill_opacity=0.55))
        g.add(t)
    return (splice(ser(g), [score_tile(n, i + 1) for i, n in enumerate(tiles)], "tm-sub"),
            2 + 6 * (w + 4), CAPTION + h + 2)


def bonus_section(doc: Doc, s, cl, marked: frozenset = frozenset()):
    """The bonus tiles left (with the coins on them); passing takes one."""
    tiles = tuple(s.bonus_pool)
    return _row(doc, Row("Bonus tiles", tiles, (cards.BON_W, cards.BON_H), bonus_tile,
                         tuple(("coin", s.bonus_pool[n]) for n in tiles),
                         tuple(text_of(cl.first(("pass", n))) for n in tiles), 99, texts.bonus_text,
                         tuple(("pass", n) in marked for n in tiles)))


def favor_section(doc: Doc, s, cl, per_row: int, marked: frozenset = frozenset()):
    """The favor tiles, how many of each are left."""
    tiles = tuple(s.fav_pool)
    return _row(doc, Row("Favor tiles", tiles, (cards.FAV_W, cards.FAV_H), favor_tile, _counts(s.fav_pool),
                         tuple(text_of(cl.first(("favor", n))) for n in tiles), per_row, texts.favor_text,
                         tuple(("favor", n) in marked for n in tiles)))


def town_section(doc: Doc, s, cl, marked: frozenset = frozenset()):
    """The town tiles, how many of each are left."""
    tiles = tuple(s.town_pool)
    return _row(doc, Row("Town tiles", tiles, (cards.TW_W, cards.TW_H), town_tile, _counts(s.town_pool),
                         tuple(text_of(cl.first(("town", n))) for n in tiles), 99, texts.town_text,
                         tuple(("town", n) in marked for n in tiles)))


def _counts(pool: dict) -> tuple:
    return tuple(("gone", 0) if n == 0 else ("count", n) for n in pool.values())


def _row(doc: Doc, row: Row):
    return _placed(doc, *_row_frag(row))


@lru_cache(maxsize=512)
def _row_frag(row: Row):
    w, h = row.size
    g = F.g()
    g.add(F.text(row.title, insert=(2, 11), class_="cap"))
    ncol = min(row.per_row, max(1, len(row.tiles)))
    for i, name in enumerate(row.tiles):
        t = F.g(transform=f"translate({2 + (i % ncol) * (w + 4)},{CAPTION + (i // ncol) * (h + 4)})")
        t.add(F.g(id=f"tm-sub-{i}"))
        _badge(t, row.badges[i], w, h)
        text = row.clicks[i]
        if text:
            el = F.g()
            el.add(F.rect((-1, -1), (w + 2, h + 2), rx=6, class_="ring"))
            t.add(act(el, text, f"{text}: {row.tip(name)}"))
        if row.marks and row.marks[i]:
            t.add(mark(0, 0, w, h, rx=6))
        g.add(t)
    rows = max(1, (len(row.tiles) + ncol - 1) // ncol)
    frag = splice(ser(g), [row.face(n) for n in row.tiles], "tm-sub")
    return frag, 2 + ncol * (w + 4), CAPTION + rows * (h + 4)


def _badge(t, badge, w: float, h: float) -> None:
    """A tile's state: taken (faded), or a round badge with the coins on it / how many are left."""
    if badge is None:
        return
    kind, val = badge
    if kind == "gone":
        t.add(F.rect((0, 0), (w, h), rx=5, fill="#fff", fill_opacity=0.6))
    elif val:
        coin = kind == "coin"
        t.add(F.circle((w - 8, h - 8), 7.5, fill="#f5c542" if coin else "#555", stroke="#fff",
                       stroke_width=1))
        t.add(F.text(f"{val}" if coin else f"×{val}", insert=(w - 8, h - 4.5),
                     class_="s b c" if coin else "s b c on-dark"))
