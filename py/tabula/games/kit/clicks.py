"""Clickable parts: the moves a person may make, sorted into the places the board offers them.

The table computes the decider's moves once, as :class:`~tabula.core.protocol.Move` pairs
(action, text), and hands them to ``render``; a renderer sorts them by their actions (never by
parsing the texts) into a :class:`Clicks`: a move goes to a part of the board (a key the renderer
chooses: a hex, a card, a track space) or to the strip of buttons. Every move it was given is
somewhere (``Clicks.placed`` says so for the tests).

``act(el, move)`` makes an element play a move: ``class="act"`` and ``data-action="<text>"`` (the
table's one delegated click listener plays it), and a tooltip.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from ...core.protocol import Move
from .doc import F, f1


def act(el, text: str, title: str | None = None):
    """``el`` becomes the clickable place of the move ``text``, titled ``title`` (else the move)."""
    el["class"] = "act"
    el["data-action"] = text
    el.set_desc(title=title or text)
    return el


def mark(x: float, y: float, w: float, h: float, rx: float = 5):
    """The mark on a place another seat acted since the viewer's last decision (``render``'s
    ``marks``), drawn 3 units outside the part; it takes no clicks."""
    return F.rect((f1(x - 3), f1(y - 3)), (f1(w + 6), f1(h + 6)), rx=rx, class_="mark")


def ring(x: float, y: float, w: float, h: float, rx: float = 5, cls: str = "ring"):
    """The highlight around a clickable part at (x, y), ``w`` x ``h`` (drawn 2 units outside)."""
    return F.rect((f1(x - 2), f1(y - 2)), (f1(w + 4), f1(h + 4)), rx=rx, class_=cls)


class Clicks:
    """The moves of one decision by where the board shows them."""

    def __init__(self, moves: Iterable[Move] = ()):
        self.moves = list(moves)
        self.at: dict[Hashable, list[Move]] = {}
        self.strip: list[Move] = []

    def put(self, key: Hashable, move: Move) -> None:
        """Offer ``move`` on the board part ``key`` (several moves may share a part)."""
        self.at.setdefault(key, []).append(move)

    def button(self, move: Move) -> None:
        """Offer ``move`` as a button of the strip."""
        self.strip.append(move)

    def first(self, key: Hashable) -> Move | None:
        moves = self.at.get(key)
        return moves[0] if moves else None

    def all(self, key: Hashable) -> list[Move]:
        return self.at.get(key, [])

    def placed(self) -> set[str]:
        """The texts of every move offered somewhere."""
        out = {m.text for m in self.strip}
        for moves in self.at.values():
            out.update(m.text for m in moves)
        return out
