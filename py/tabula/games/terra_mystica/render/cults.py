"""The cult board: four tracks of 0 to 10 with each faction's marker, the priest spots below them,
and the places that play a move (a cult step of choice, sending a priest)."""

from __future__ import annotations

from functools import cache, lru_cache

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, tip, use
from .. import data, texts
from .board import faction_marks
from .moves import text_of
from .style import CULT_FILL, CULT_TEXT, CULT_TINT, POWER_FILL, TERRAIN_FILL, edge, on, on_cult

COL = 54  # a track's width
LEFT = 20  # room for the levels' numbers
ROW = 21  # a level's height
TOP = 24  # the tracks' first level, below their names
SPOTS_Y = TOP + 11 * ROW + 8  # the priest spots' row
SPOT_POS = ((-12, 10), (12, 10), (-12, 32), (12, 32))  # around a track's centre, per spot
WIDTH = LEFT + 4 * COL + 6


def cult_section(doc: Doc, s, cl, height: float, who: tuple[str, ...]):
    """The cult board as a group at (0, 0), at least ``height`` tall; (group, width, height)."""
    clicks = tuple((text_of(cl.first(("cult", t))),
                    tuple(text_of(cl.first(("send", t, n))) for n in (3, 2, 1))) for t in data.CULTS)
    key = (tuple((p.faction, tuple(p.cult)) for p in s.players), tuple(map(tuple, s.cult_spots)),
           tuple(s.cult_top), who, clicks)
    g = F.g()
    doc.raw(g, _static())
    doc.raw(g, _state_frag(key))
    return g, WIDTH, max(height, TOP + 11 * ROW + 80)


@lru_cache(maxsize=256)
def _state_frag(key) -> str:
    """The markers, priests and keys on the tracks, and the places that play a move."""
    factions, spots, tops, who, clicks = key
    marks = faction_marks([f for f, _ in factions])
    homes = [data.FACTIONS[f]["home"] for f, _ in factions]
    g = F.g()
    for ti, track in enumerate(data.CULTS):
        x0 = LEFT + ti * COL
        cult, sends = clicks[ti]
        if cult:
            el = F.g()
            el.add(F.rect((x0 + 2, 2), (COL - 4, 19), rx=4, class_="ring"))
            g.add(act(el, cult))
        _markers(g, ti, [levels[ti] for _, levels in factions], homes, marks, who)
        _priests(g, ti, spots[ti], dict(zip((3, 2, 1), sends)), homes, marks, who)
        if tops[ti] is not None:
            g.add(tip(use("tm-i-key", x0 + 8, TOP + ROW / 2),
                      f"the top of {texts.CULT_WORDS[track]}: {who[tops[ti]]}"))
    return ser(g)


def _marker(x: float, y: float, r: float, home: str, mark: str, cls: str, title: str):
    """A faction's marker: a disc of radius ``r`` in its colour with its letter."""
    c = F.g()
    c.add(F.circle((f1(x), f1(y)), r, fill=TERRAIN_FILL[home], stroke=edge(home), stroke_width=1.5))
    c.add(F.text(mark, insert=(f1(x), f1(y + (2.3 if r < 8 else 3.2))), class_=f"{cls} {on(home)}"))
    return tip(c, title)


def _markers(g, ti: int, levels: list[int], homes: list[str], marks: list[str], who) -> None:
    """The factions' markers on track ``ti`` (``levels`` by seat), side by side on a level."""
    x0 = LEFT + ti * COL
    by_level: dict[int, list[int]] = {}
    for seat, lvl in enumerate(levels):
        by_level.setdefault(lvl, []).append(seat)
    for lvl, seats in by_level.items():
        cy = TOP + (10 - lvl) * ROW + ROW / 2
        n = len(seats)
        step = min(10.5, (COL - 10) / max(1, n - 1)) if n > 1 else 0
        for k, seat in enumerate(seats):
            cx = x0 + COL / 2 + (k - (n - 1) / 2) * step
            g.add(_marker(cx, cy, 5.5, homes[seat], marks[seat], "mk",
                          f"{who[seat]}: {lvl} on {texts.CULT_WORDS[data.CULTS[ti]]}"))


def _priests(g, ti: int, spots, sends: dict, homes: list[str], marks: list[str], who) -> None:
    """Track ``ti``'s priest spots: the priests on them, and where a priest may go now (``sends``:
    steps -> the move's text)."""
    x0 = LEFT + ti * COL
    free2 = next((i for i in (1, 2, 3) if spots[i] is None), None)
    for i, (sx, sy) in enumerate(SPOT_POS):
        cx, cy = x0 + COL / 2 + sx, SPOTS_Y + sy
        seat = spots[i]
        if seat is not None:
            g.add(_marker(cx, cy, 9, homes[seat], marks[seat], "s b c",
                          f"{who[seat]}: a priest ({data.PRIEST_SPOTS[i]} steps)"))
        send = sends.get(data.PRIEST_SPOTS[i])
        if send and (i == 0 or i == free2):
            el = F.g()
            el.add(F.circle((f1(cx), f1(cy)), 10, class_="ring"))
            g.add(act(el, send))
    if sends.get(1):
        el = F.g()
        el.add(F.rect((x0 + 9, SPOTS_Y + 44), (COL - 18, 15), rx=4, class_="btn"))
        el.add(F.text("+1 step", insert=(x0 + COL / 2, SPOTS_Y + 55), class_="s c"))
        g.add(act(el, sends[1]))


@cache
def _static() -> str:
    """What does not change: the tracks, their levels and power rewards, the empty spots."""
    g = F.g()
    for ti, track in enumerate(data.CULTS):
        x0 = LEFT + ti * COL
        g.add(F.rect((x0 + 1, 2), (COL - 2, 19), rx=4, fill=CULT_FILL[track]))
        g.add(F.text(texts.CULT_WORDS[track], insert=(x0 + COL / 2, 16), class_=f"m b c {on_cult(track)}"))
        g.add(F.rect((x0 + 1, TOP), (COL - 2, 11 * ROW), fill=CULT_TINT[track], stroke=CULT_FILL[track],
                     stroke_width=1))
        for lvl in range(10):
            y = TOP + (10 - lvl) * ROW + ROW
            g.add(F.line((x0 + 1, y), (x0 + COL - 1, y), stroke="#fff", stroke_width=1))
        for i, (sx, sy) in enumerate(SPOT_POS):
            cx, cy = x0 + COL / 2 + sx, SPOTS_Y + sy
            g.add(F.circle((cx, cy), 9, fill="#fff", stroke=CULT_FILL[track], stroke_width=1.5))
            g.add(F.text(str(data.PRIEST_SPOTS[i]), insert=(cx, cy + 4), class_=f"m b c {CULT_TEXT[track]}"))
    for lvl in range(11):
        y = TOP + (10 - lvl) * ROW + ROW / 2 + 4
        g.add(F.text(str(lvl), insert=(LEFT - 3, y), class_="s r"))
        if lvl in data.CULT_POWER:
            x = LEFT + 4 * COL + 1
            g.add(F.circle((x + 2, y - 3.5), 4.2, fill=POWER_FILL))
            g.add(tip(F.text(str(data.CULT_POWER[lvl]), insert=(x + 2, y - 0.5), class_="s c on-dark"),
                      f"reaching {lvl} gives {data.CULT_POWER[lvl]} power"))
    for ti in range(4):
        g.add(use("tm-i-key", LEFT + ti * COL + COL / 2 - 1, TOP + ROW / 2, opacity=0.35))
    g.add(F.text("priest spots (3 / 2 steps)", insert=(LEFT + 2 * COL, TOP + 11 * ROW + 76), class_="s c"))
    return ser(g)
