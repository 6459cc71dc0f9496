"""SVG of a Terra Mystica table, from the state, the viewer and the decider's moves.

``render(state, viewer, moves, layout, names)`` returns one SVG (``<svg class="tb tm">``): a
status line, the hex map (group ``#tm-map``, board.py), the cult board (cults.py), the strip of
moves with no place of their own (moves.py on kit.strip), the power actions, round scoring and the
bonus, town and favor tiles (supply.py, faces in cards.py), and a panel per player (players.py),
flowed left to right in rows. The layouts (layout.py) are as wide as the page's board column, so
a unit is about a pixel: "wide" has the cult board beside the map; "narrow" (a phone) stacks the
parts. Every part that plays a move carries ``class="act"`` and ``data-action="<move text>"``
and says in words what it does (words.py); every tile opens large in the card zoom. The symbols
(terrains, buildings, resources) are svg/terra_mystica.svg and the styles
svg/terra_mystica.css, loaded by the page once; the board only refers to them.

Speed: what does not change with the state (a hex's terrain, the tile faces, the cult board) or
changes seldom (a panel, a row of tiles) is serialised once and cached as text (kit.doc).
"""

from __future__ import annotations

import math
from functools import cache

from ....core.protocol import Move
from ....core.slices import finish
from ...kit.doc import Doc, F, f1, use
from ...kit.strip import FINGER, strip
from ...kit.text import wrap
from .board import HW, map_section
from .cults import cult_section
from .layout import lay as layout_of
from .moves import classify, marked, strip_sections, tip_of
from .players import panel, seat_names
from .supply import bonus_section, favor_section, power_section, scoring_section, town_section

GAP = 8  # between the parts
TITLE = 14  # the status line's size


def render(state, viewer: int | None, moves: list[Move] | None = None, layout: str = "wide",
           names: list[str] | None = None, marks=None) -> str:
    """The table as one SVG string. ``moves``: the decider's moves as (action, text) pairs, None
    for the viewer's legal moves; ``names``: the players' names by seat (None: factions only)."""
    return finish(render_steps(state, viewer, moves, layout, names, marks))


def render_steps(state, viewer: int | None, moves: list[Move] | None = None, layout: str = "wide",
                 names: list[str] | None = None, marks=None):
    """``render`` in slices (core/slices.py): yields after the map, the cult board and the tiles,
    returns the SVG. A game's first board draws and keeps what does not change (the hexes, the
    cult board, the tile faces), about three times the rest; the page draws it in these slices
    before the table opens (web/screens/table.py warm_steps)."""
    from .. import GAME

    s = state
    if moves is None:
        moves = [] if viewer is None else [Move(a, GAME.format(s, a)) for a in GAME.legal(s, viewer)]
    movers = GAME.to_move(s)
    who = seat_names(s, names)
    cl = classify(s, moves)
    mk = marked(s, marks)
    lay = layout_of(layout)
    width = lay.width
    doc = Doc("tm")
    board = map_section(doc, s, cl, who, mk, lay)
    yield
    sections = [_title(s, movers, who, width), ("map", *board)]
    cult = ("cult", *cult_section(doc, s, cl, 0 if lay.narrow else board[2], who, lay))
    yield
    sections += [cult] if not lay.narrow else []
    deciding = viewer in movers
    parts = strip_sections(s, cl, viewer, deciding)
    if parts:
        g, h = strip(parts, width, deciding=deciding, element_id="tm-strip", row=FINGER if lay.narrow else 26)
        sections.append(("strip", g, width, h))
    sections += [cult] if lay.narrow else []
    per_row = 6 if lay.narrow else 99
    for sec in (power_section(doc, s, cl, mk), scoring_section(doc, s),
                bonus_section(doc, s, cl, per_row, mk), town_section(doc, s, cl, per_row, mk),
                favor_section(doc, s, cl, lay.per_row, mk)):
        sections.append(("tiles", *sec))
    yield
    for seat in range(len(s.players)):
        sections.append(("panel", *panel(doc, s, seat, seat in movers, cl, names, lay, tip_of)))
    root, height = _flow(sections, width)
    return doc.finish(root, width, height)


def _flow(sections: list[tuple], width: float):
    """The parts left to right in rows ``width`` wide; the status line and the strip each start
    a row of their own. Returns (group, height)."""
    root = F.g()
    x = y = rowh = 0.0
    for kind, grp, w, h in sections:
        if x > 0 and (x + w > width + 0.5 or kind in ("strip", "title")):
            x, y, rowh = 0.0, y + rowh + GAP, 0.0
        grp["transform"] = f"translate({f1(x)},{f1(y)})"
        root.add(grp)
        if kind == "title":
            y += h
            continue
        x += w + GAP
        rowh = max(rowh, h)
    return root, y + rowh + 4


def _title(s, movers: list[int], who: tuple[str, ...], width: float) -> tuple:
    """The status line: the round (or the setup step) and who is to move, wrapped to ``width``."""
    g = F.g()
    lines = wrap(status(s, movers, who), width - 8, TITLE, bold=True)
    for i, line in enumerate(lines):
        g.add(F.text(line, insert=(4, 18 + i * (TITLE + 4)), class_="t b"))
    return ("title", g, width, 26 + (len(lines) - 1) * (TITLE + 4))


def status(s, movers: list[int], who: tuple[str, ...]) -> str:
    """The round, or the setup step, and who decides now."""
    if s.phase == "over":
        return "Game over"
    names = ", ".join(who[i] if i < len(who) else f"player {i + 1}" for i in movers)
    if s.phase == "factions":
        return f"Setup: choose a faction · {names}"
    if s.phase == "initial":
        return f"Setup: place dwellings · {names}"
    if s.phase == "bonus":
        return f"Setup: pick a bonus tile · {names}"
    return f"Round {s.round} of 6 · to move: {names}"


@cache
def emblem() -> str:
    """The home screen's picture: wasteland ringed by the other six terrains."""
    doc = Doc.emblem("tm", "-70 -70 140 140")
    ring = ("yellow", "brown", "black", "blue", "green", "gray")
    g = F.g(transform="scale(0.98)")
    g.add(use("tm-t-red"))
    for i, t in enumerate(ring):
        ang = math.radians(60 * i)
        g.add(use(f"tm-t-{t}", 2 * HW * math.cos(ang), 2 * HW * math.sin(ang)))
    doc.d.add(g)
    return doc.tostring()
