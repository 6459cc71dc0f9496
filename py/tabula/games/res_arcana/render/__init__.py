"""SVG of a Res Arcana table, drawn on the render kit from what one player may see.

``render(state, viewer, moves=None, layout="wide", names=None)`` returns one SVG. It draws only
``GAME.view(state, viewer)``: rivals' hands and decks, face-down monuments and the box never
reach it, not even as tooltips. Top to bottom:

- the status line, then the action strip (``#ra-strip``, moves.py): the current decision in
  words with its buttons (an essence choice as one choice: what it pays or gains, what is chosen
  so far and how many are left, "Take 1 Calm" buttons; answer a life loss, ...), the magic items
  to pass with; or whom the table waits for, or the final standing;
- the viewer's own cards (players.py): the mages to choose from, the hand, cards looked at;
- the supply (supply.py): Places of Power, the monuments on display and the monument deck face
  down, the magic items;
- one panel per player from the viewer on (players.py).

The board is as wide as the page's board column (``WIDTHS``: 874 units at a 1280x800 window, 352
on a phone), so a unit is about a pixel and the texts (11.5-13 units) read as written; cards are
164 units wide (five a row, two on a phone) and as tall as the fullest card of their row.

Every card (cards.py) is a ``<g class="card" data-card="<id>" data-zoom="1" tabindex="0">``:
its name, cost, points, kind, collect and powers as icons (icons.py), the essences on it; its
whole text in a panel shown only in the page's card zoom (``zoom_only``), what it is in its
``<title>``. A turned card lies askew and greyed. The moves are sorted by their actions, never by
their texts (moves.py): a usable power is ringed on its card, a move aimed at a card is a button
under it, the rest are in the strip; every element that plays a move has ``class="act"``,
``data-action="<move text>"`` and a tooltip saying in words what a click does
(``texts.describe``). ``names`` (the players' names by seat) name the players where the board
names them: "Ann · Duelist".

``marks`` (the actions the other seats took since the viewer's last decision, render's caller
computes them) are drawn last, on top of everything: a ``class="mark"`` outline (kit/clicks.py
``mark``) around each card such an action's place is on, or the monument deck (moves.py
``place_of``, the mapping that also places the moves, and ``marked``); the parts to mark are
known before drawing, and the cards' spots are noted as they are flowed (outside the cached
fragments).

The symbols (essences, "any of these" pies, power icons) and the styles are svg/res_arcana.svg
and svg/res_arcana.css, loaded into the page once; the board refers to them.

Speed: card faces and most card and panel fragments do not change from one position to the next;
they are serialised once (cached) and spliced in as text. No text from the state reaches the
markup except through svgwrite, which escapes it.

There is no map: the "board" of Res Arcana is the cards in front of the players and the supply.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

from ....core.protocol import Move
from ...kit.clicks import Clicks, mark
from ...kit.doc import Doc, F, f1, ser, use
from ...kit.strip import FINGER, strip
from ...kit.text import wrap
from .. import data, hidden
from ..data import LETTERS
from .cards import KIND_BG, KIND_FILL, NARROW, WIDE, Size
from .icons import BOLD_ROOM
from .moves import marked, sort_moves, status, strip_sections
from .players import HEAD, own_cards, panel
from .supply import supply

PAD = {"wide": 6.0, "narrow": 4.0}
# the board's width: the page's board column (874 px at 1280x800, 352 px on a 390 px phone), so
# that 1 unit is about 1 px and the 11.5-13 px texts of the cards read as they are written
WIDTHS = {"wide": 874.0, "narrow": 352.0}
ROW_WIDE = 26.0  # the strip's buttons on a desktop (the kit's FINGER on a phone)


class Table(NamedTuple):
    """What every part draws with: the document, the view, the moves by place, the card size,
    where cards go (``pad`` .. ``pad + width``)."""

    doc: Doc
    root: object  # the svgwrite group the parts add to
    v: object  # the viewer's view of the state
    cl: Clicks
    viewer: int | None
    names: tuple | None
    sz: Size
    pad: float
    width: float  # the width cards flow in
    narrow: bool = False
    marked: tuple = ()  # the parts to mark (cards, "deck"), moves.py marked
    boxes: dict | None = None  # part -> [(x, y, w, h)] where a marked part is drawn


def render(state, viewer: int | None, moves: list[Move] | None = None, layout: str = "wide",
           names=None, marks=None) -> str:
    """The table as one SVG string, as ``viewer`` may see it (None: a spectator, all hands
    hidden). ``moves``: the (action, text) pairs to make clickable (None: the legal moves of
    ``viewer``); ``names``: the players' names by seat (None: "p1", "p2" ...); ``marks``: the
    actions the other seats took since the viewer's last decision (their places are marked)."""
    from .. import GAME

    s = state
    if moves is None:
        legal = GAME.legal(s, viewer) if viewer is not None else []
        moves = [Move(a, GAME.format(s, a)) for a in legal]
    v = hidden.view(s, viewer)  # from here on, only what the viewer may see
    names = tuple(names) if names and len(names) >= v.nplayers else None
    movers = GAME.to_move(s)
    narrow = layout == "narrow"
    key = "narrow" if narrow else "wide"
    width, pad = WIDTHS[key], PAD[key]
    doc = Doc("ra")
    shown = _shown(v, viewer)
    t = Table(doc, F.g(), v, sort_moves(v, moves, shown), viewer, names, NARROW if narrow else WIDE,
              pad, width - 2 * pad, narrow, tuple(marked(marks, shown)), {})
    y = 4.0
    for line in _lines(status(s, v, movers, names), t.width):
        y += 17
        t.root.add(F.text(line, insert=(pad, f1(y)), class_="hd"))
    y = _strip(t, s, movers, y + 8) + 10
    if _seated(v, viewer):
        y = own_cards(t, y)
    y = supply(t, y)
    order = list(range(v.nplayers))
    if _seated(v, viewer):
        order = order[viewer:] + order[:viewer]
    for seat in order:
        y += panel(t, seat, y, seat in movers) + 12
    boxes = [box for part in t.marked for box in t.boxes.get(part, ())]
    if boxes:  # on top of the board
        doc.raw(t.root, "".join(_mark(*box) for box in boxes))
    return doc.finish(t.root, width, y + 4)


def _strip(t: Table, s, movers: list[int], y: float) -> float:
    """The action strip at ``y``, its buttons a finger tall on a phone; y after it."""
    g, h = strip(strip_sections(s, t.v, t.cl, t.viewer, movers, t.names), t.width,
                 deciding=t.viewer is not None and t.viewer in movers, element_id="ra-strip",
                 row=FINGER if t.narrow else ROW_WIDE)
    g["transform"] = f"translate({f1(t.pad)},{f1(y)})"
    t.root.add(g)
    return y + h


@lru_cache(maxsize=1024)
def _mark(x: float, y: float, w: float, h: float) -> str:
    """The mark around a card (or the monument deck) at (x, y), ``w`` x ``h``, serialised (cached:
    cards keep their spots from one position to the next)."""
    return ser(mark(x, y, w, h, rx=8))


@lru_cache(maxsize=256)
def _lines(status_line: str, width: float) -> tuple[str, ...]:
    """The status line broken to fit ``width`` (13 px bold)."""
    return tuple(wrap(status_line, width / BOLD_ROOM, HEAD, bold=True))


def _seated(v, viewer: int | None) -> bool:
    return viewer is not None and 0 <= viewer < v.nplayers


def _shown(v, viewer: int | None) -> set[str]:
    """The cards the board shows face up (where a move aimed at a card can be a button under it)."""
    shown = set(v.places) | set(v.mon_display) | set(v.items)
    for p in v.players:
        shown.update(p.components())
    if _seated(v, viewer):
        me = v.players[viewer]
        shown.update(c for c in me.hand if c != hidden.HIDDEN)
        shown.update(c for c in me.mage_opts if c != hidden.HIDDEN)
    return shown


@cache
def emblem() -> str:
    """The home screen's picture: three cards fanned out (artifact, mage, Place of Power) and the
    five essences."""
    doc = Doc.emblem("ra", "0 0 96 96")
    g = F.g()
    for rot, kind in ((-14, "artifact"), (0, "mage"), (14, "pop")):
        c = F.g(transform=f"translate(48,54) rotate({rot}) translate(-20,-30)")
        c.add(F.rect((0, 0), (40, 58), rx=4, fill=KIND_BG[kind], stroke=KIND_FILL[kind], stroke_width=2))
        c.add(F.rect((0, 0), (40, 10), rx=4, fill=KIND_FILL[kind]))
        g.add(c)
    for t, (x, y) in zip(data.TYPES, ((30, 50), (48, 40), (66, 50), (39, 66), (57, 66))):
        g.add(use(f"ra-e-{LETTERS[t]}", transform=f"translate({x},{y}) scale(1.6)"))
    doc.d.add(g)
    return doc.tostring()
