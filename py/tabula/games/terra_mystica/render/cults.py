"""The cult board: four tracks of 0 to 10 with each faction's marker, the priest spots below them,
and the places that play a move (a cult step of choice on a whole track, sending a priest).

Its sizes come from the layout (``Geo``): beside the map in the wide layout, the phone's whole
width in the narrow one.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, tip, use
from .. import data, texts
from .board import faction_marks
from .cards import line
from .layout import Lay
from .moves import text_of, tip_of
from .style import CULT_FILL, CULT_TEXT, CULT_TINT, POWER_FILL, TERRAIN_FILL, edge, on, on_cult

LEFT = 20  # room for the levels' numbers
RIGHT = 18  # room for the power the levels give
TOP = 26  # the tracks' first level, below their names


class Geo(NamedTuple):
    """The cult board's sizes in one layout."""

    width: float
    col: float  # a track's width
    row: float  # a level's height
    marker_r: float
    spot_r: float
    button_h: float
    icons: bool  # the tracks' signs beside their names

    @property
    def spots_y(self) -> float:  # the top of the priest spots
        return TOP + 11 * self.row + 6

    @property
    def button_y(self) -> float:  # the top of the "+1 step" buttons
        return self.spots_y + 4 * self.spot_r + 10

    @property
    def height(self) -> float:
        return self.button_y + self.button_h + 4

    def spot(self, ti: int, i: int) -> tuple[float, float]:
        """The centre of track ``ti``'s priest spot ``i`` (3, 2, 2, 2: two rows of two)."""
        r = self.spot_r
        return (LEFT + ti * self.col + self.col / 2 + (r + 1.5) * (1 if i % 2 else -1),
                self.spots_y + r + (i // 2) * (2 * r + 3))


def geo_of(lay: Lay) -> Geo:
    col = (lay.cult_w - LEFT - RIGHT) / 4
    return Geo(lay.cult_w, col, lay.cult_row, lay.marker_r, lay.spot_r, lay.button_h, col >= 70)


def cult_section(doc: Doc, s, cl, height: float, who: tuple[str, ...], lay: Lay):
    """The cult board as a group at (0, 0), at least ``height`` tall; (group, width, height)."""
    geo = geo_of(lay)
    clicks = tuple((text_of(cl.first(("cult", t))),
                    tuple(text_of(cl.first(("send", t, n))) for n in (3, 2, 1))) for t in data.CULTS)
    tips = tuple(_tip(s, cl.first(("cult", t))) for t in data.CULTS), \
        tuple(tuple(_tip(s, cl.first(("send", t, n))) for n in (3, 2, 1)) for t in data.CULTS)
    key = (tuple((p.faction, tuple(p.cult)) for p in s.players), tuple(map(tuple, s.cult_spots)),
           tuple(s.cult_top), who, clicks, tips)
    g = F.g()
    doc.raw(g, _static(geo))
    doc.raw(g, _state_frag(geo, key))
    return g, geo.width, max(height, geo.height)


def _tip(s, move) -> str:
    return tip_of(s, move) if move else ""


@lru_cache(maxsize=256)
def _state_frag(geo: Geo, key) -> str:
    """The markers, priests and keys on the tracks, and the places that play a move."""
    factions, spots, tops, who, clicks, (cult_tips, send_tips) = key
    marks = faction_marks([f for f, _ in factions])
    homes = [data.FACTIONS[f]["home"] for f, _ in factions]
    g = F.g()
    for ti, track in enumerate(data.CULTS):
        x0 = LEFT + ti * geo.col
        cult, sends = clicks[ti]
        if tops[ti] is not None:
            g.add(tip(use("tm-i-key", x0 + 9, TOP + geo.row / 2),
                      f"{who[tops[ti]]} holds the top of {texts.CULT_WORDS[track]}"))
        _markers(g, geo, ti, [levels[ti] for _, levels in factions], homes, marks, who)
        _priests(g, geo, ti, spots[ti], homes, marks, who)
        _sends(g, geo, ti, spots[ti], dict(zip((3, 2, 1), sends)), dict(zip((3, 2, 1), send_tips[ti])))
        if cult:  # a cult step of choice: the whole track plays it
            el = F.g()
            el.add(F.rect((x0 + 1, 1), (f1(geo.col - 2), TOP + 11 * geo.row - 1), rx=4, class_="ring"))
            g.add(act(el, cult, cult_tips[ti]))
    return ser(g)


def _marker(x: float, y: float, r: float, home: str, mark: str, title: str):
    """A faction's marker: a disc of radius ``r`` in its colour with its letter."""
    c = F.g()
    c.add(F.circle((f1(x), f1(y)), r, fill=TERRAIN_FILL[home], stroke=edge(home), stroke_width=1.5))
    c.add(F.text(mark, insert=(f1(x), f1(y + 4.1)), class_=f"mk {on(home)}"))
    return tip(c, title)


def _markers(g, geo: Geo, ti: int, levels: list[int], homes: list[str], marks: list[str], who) -> None:
    """The factions' markers on track ``ti`` (``levels`` by seat), side by side on a level."""
    x0 = LEFT + ti * geo.col
    r = geo.marker_r
    by_level: dict[int, list[int]] = {}
    for seat, lvl in enumerate(levels):
        by_level.setdefault(lvl, []).append(seat)
    for lvl, seats in by_level.items():
        cy = TOP + (10 - lvl) * geo.row + geo.row / 2
        n = len(seats)
        step = min(2 * r + 1, (geo.col - 2 * r - 4) / (n - 1)) if n > 1 else 0
        for k, seat in enumerate(seats):
            cx = x0 + geo.col / 2 + (k - (n - 1) / 2) * step
            g.add(_marker(cx, cy, r, homes[seat], marks[seat],
                          f"{who[seat]}: level {lvl} on {texts.CULT_WORDS[data.CULTS[ti]]}"))


def _priests(g, geo: Geo, ti: int, spots, homes: list[str], marks: list[str], who) -> None:
    """The priests on track ``ti``'s spots."""
    for i, seat in enumerate(spots):
        if seat is not None:
            cx, cy = geo.spot(ti, i)
            g.add(_marker(cx, cy, geo.spot_r - 1.5, homes[seat], marks[seat],
                          f"A priest of {who[seat]} ({data.PRIEST_SPOTS[i]} steps on "
                          f"{texts.CULT_WORDS[data.CULTS[ti]]}), there for the rest of the game"))


def _sends(g, geo: Geo, ti: int, spots, sends: dict, tips: dict) -> None:
    """Where a priest may go now (``sends``: steps -> the move's text): the 3-step spot, the first
    free 2-step spot, and the "+1 step" button (the priest returns to the supply)."""
    free2 = next((i for i in (1, 2, 3) if spots[i] is None), None)
    for i in (0, free2):
        send = sends.get(data.PRIEST_SPOTS[i]) if i is not None else None
        if send:
            cx, cy = geo.spot(ti, i)
            el = F.g()
            el.add(F.circle((f1(cx), f1(cy)), geo.spot_r + 1, class_="ring"))
            g.add(act(el, send, tips[data.PRIEST_SPOTS[i]]))
    if sends.get(1):
        x0 = LEFT + ti * geo.col
        el = F.g()
        el.add(F.rect((f1(x0 + 4), f1(geo.button_y)), (f1(geo.col - 8), geo.button_h), rx=5, class_="btn"))
        el.add(F.text("1 step", insert=(f1(x0 + geo.col / 2), f1(geo.button_y + geo.button_h / 2 + 4.5)),
                      class_="s b c"))
        g.add(act(el, sends[1], tips[1]))


@cache
def _static(geo: Geo) -> str:
    """What does not change: the tracks, their levels and power rewards, the empty spots."""
    g = F.g()
    for ti, track in enumerate(data.CULTS):
        g.add(_track(geo, ti, track))
    for lvl in range(11):
        y = TOP + (10 - lvl) * geo.row + geo.row / 2 + 4.5
        g.add(F.text(str(lvl), insert=(LEFT - 4, f1(y)), class_="s r mute"))
        if lvl in data.CULT_POWER:
            x = LEFT + 4 * geo.col + RIGHT / 2
            el = F.g()
            el.add(F.circle((f1(x), f1(y - 4.5)), 8, fill=POWER_FILL))
            el.add(F.text(str(data.CULT_POWER[lvl]), insert=(f1(x), f1(y)), class_="s b c on-dark"))
            g.add(tip(el, f"Reaching level {lvl} on a track gives {data.CULT_POWER[lvl]} power"))
    return ser(g)


def _track(geo: Geo, ti: int, track: str):
    """One track: its name, its levels (10 needs a town key), its empty priest spots."""
    x0 = LEFT + ti * geo.col
    name = texts.CULT_WORDS[track]
    g = F.g()
    band = F.g()
    band.add(F.rect((x0 + 1, TOP), (f1(geo.col - 2), f1(11 * geo.row)), fill=CULT_TINT[track],
                    stroke=CULT_FILL[track], stroke_width=1))
    for lvl in range(10):
        y = TOP + (10 - lvl) * geo.row + geo.row
        band.add(F.line((x0 + 1, f1(y)), (f1(x0 + geo.col - 1), f1(y)), stroke="#fff", stroke_width=1))
    band.add(use("tm-i-key", x0 + geo.col / 2 - 1, TOP + geo.row / 2, opacity=0.35))
    g.add(tip(band, texts.cult_track_text(track)))
    head = F.g()
    head.add(F.rect((x0 + 1, 2), (f1(geo.col - 2), 21), rx=4, fill=CULT_FILL[track]))
    parts = [f"#tm-c-{track}", name] if geo.icons else [name]
    line(head, parts, x0 + geo.col / 2, 17.5, f"m b {on_cult(track)}".strip(), 13)
    g.add(tip(head, texts.cult_track_text(track)))
    for i, steps in enumerate(data.PRIEST_SPOTS):
        cx, cy = geo.spot(ti, i)
        spot = F.g()
        spot.add(F.circle((f1(cx), f1(cy)), geo.spot_r, fill="#fff", stroke=CULT_FILL[track],
                          stroke_width=1.5))
        spot.add(F.text(str(steps), insert=(f1(cx), f1(cy + 4.5)), class_=f"m b c {CULT_TEXT[track]}"))
        g.add(tip(spot, f"A priest spot on {name}: a priest sent here moves {steps} steps up and stays"))
    return g
