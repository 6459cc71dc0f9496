"""The action strip: what the decision is about, in words, then its moves that have no place of
their own on the board, as buttons, in groups each under its heading.

A button shows a label (the move text unless given) or content drawn by the game (``draw``: essence
icons, a terrain swatch) in a width the game gives. Every board's strip looks and behaves the same:
the same button shape (``.btn``, svg/kit.css), label size, wrapping and frame, a gold frame while
the viewer is the one deciding.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from ...core.protocol import Move
from .clicks import act
from .doc import F, f1
from .layout import flow_groups
from .palette import GOLD, STRIP_FILL, STRIP_LINE
from .text import text_width, wrap

SIZE = 12  # label and heading font size (11 px or more on screen even at a scale a little under 1)
PAD = 8  # inside the frame
ROW = 22  # button height
FINGER = 44  # button height for a phone (the "narrow" layout): a finger's width


class Button(NamedTuple):
    """A button of the strip. ``width`` 0: fits its label; ``draw(g, x, y, w, h)`` adds content
    instead of the label (then give ``width``)."""

    move: Move | None  # None: a label only (no move), e.g. a hex's name before its choices
    label: str = ""
    tip: str = ""
    width: float = 0.0
    draw: Callable | None = None


class Section(NamedTuple):
    """A heading (may be empty) and its buttons; ``groups`` keep buttons together on a row."""

    heading: str
    groups: list[list[Button]]


def button_width(b: Button) -> float:
    if b.width:
        return b.width
    text = b.label or (b.move.text if b.move else "")
    return text_width(text, SIZE) + (14 if b.move else 4)


def strip(sections: list[Section], width: float, *, deciding: bool, element_id: str | None = None,
          row: float = ROW):
    """The strip as a group at (0, 0), ``width`` wide; returns (group, height). ``row``: the
    buttons' height (``FINGER`` in a phone's narrow layout)."""
    g = F.g(id=element_id) if element_id else F.g()
    y = PAD / 2
    for sec in sections:
        if sec.heading:
            for line in wrap(sec.heading, width - 2 * PAD, SIZE, bold=True):
                y += SIZE + 3
                g.add(F.text(line, insert=(PAD, f1(y)), class_="strip-h"))
            y += 6
        sizes = [[(button_width(b), row) for b in grp] for grp in sec.groups]
        spots, used = flow_groups(sizes, width - 2 * PAD, x0=PAD, y0=y, gap=6, group_gap=6)
        for grp, places in zip(sec.groups, spots):
            for b, sp in zip(grp, places):
                g.add(_button(b, sp.x, sp.y, sp.w, row))
        y += used + (6 if sec.groups else 0)
    h = y + PAD / 2
    frame = F.rect((0, 0), (f1(width), f1(h)), rx=6, fill=STRIP_FILL,
                   stroke=GOLD if deciding else STRIP_LINE, stroke_width=2 if deciding else 1)
    g.elements.insert(0, frame)
    return g, h


def _button(b: Button, x: float, y: float, w: float, row: float = ROW):
    base = f1(y + row / 2 + 4)  # the label's baseline, centred in the row
    if b.move is None:
        return F.text(b.label, insert=(f1(x), base), class_="strip-l")
    el = F.g()
    el.add(F.rect((f1(x), f1(y)), (f1(w), f1(row)), rx=5, class_="btn"))
    if b.draw is not None:
        b.draw(el, x, y, w, row)
    else:
        el.add(F.text(b.label or b.move.text, insert=(f1(x + w / 2), base), class_="strip-b"))
    return act(el, b.move.text, b.tip or b.move.text)
