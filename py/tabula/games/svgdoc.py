"""The SVG document the four games' renderers draw into, shared so they look alike.

svgwrite costs ~10 us per element, so what does not change during a game is serialised once,
cached as text, and spliced into the document as a raw fragment: ``RawDoc.raw`` puts an empty
placeholder group in the tree, ``tostring`` replaces each placeholder by its fragment. Fragments
are already serialised by svgwrite (so already escaped).

``act`` marks an element as a move: ``data-action`` holds the move's notation (the table's one
delegated click listener plays it) and its ``<title>`` the tooltip.
"""

from __future__ import annotations

import re

import svgwrite


def f1(x: float) -> str:
    """Short number text for coordinates: one decimal at most, none for whole numbers."""
    r = round(x, 1)
    return str(int(r)) if r == int(r) else str(r)


def splice(text: str, raws: list[str], prefix: str) -> str:
    """Replace the empty placeholder groups ``<g id="<prefix>-N" />`` by ready fragments."""
    return re.sub(f'<g id="{prefix}-(\\d+)" />', lambda m: raws[int(m.group(1))], text)


class RawDoc:
    """One svgwrite drawing plus the cached fragments to splice in after serialisation."""

    def __init__(self, prefix: str, **drawing):
        self.d = svgwrite.Drawing(debug=False, **drawing)
        self.raws: list[str] = []
        self.prefix = prefix

    def raw(self, parent, fragment: str) -> None:
        """Add ``fragment`` (serialised SVG) to ``parent`` where it is in the tree now."""
        self.raws.append(fragment)
        parent.add(self.d.g(id=f"{self.prefix}-raw-{len(self.raws) - 1}"))

    def place(self, parent, fragment: str, x: float, y: float) -> None:
        """Add ``fragment`` to ``parent``, moved to (x, y)."""
        g = self.d.g(transform=f"translate({f1(x)},{f1(y)})")
        self.raw(g, fragment)
        parent.add(g)

    def tostring(self) -> str:
        return splice(self.d.tostring(), self.raws, f"{self.prefix}-raw")

    def finish(self, root, width: float, height: float, defs: str) -> str:
        """The whole board as text: ``width`` x ``height``, classed by the game's prefix (its
        stylesheet's scope), the game's ``defs`` fragment first, then ``root``."""
        d = self.d
        d["width"], d["height"] = f1(width), f1(height)
        d["viewBox"] = f"0 0 {f1(width)} {f1(height)}"
        d["class"] = self.prefix
        self.raw(d, defs)
        d.add(root)
        return self.tostring()

    @classmethod
    def emblem(cls, prefix: str, view_box: str, defs: str) -> RawDoc:
        """A 96 x 96 drawing for the game's card on the home screen, its ``defs`` already in."""
        doc = cls(prefix, size=("96", "96"), viewBox=view_box)
        doc.d["class"] = prefix
        doc.raw(doc.d, defs)
        return doc


def act(el, text: str, title: str | None = None):
    """``el`` becomes the clickable place of the move ``text``, titled ``title`` (else the move)."""
    el["class"] = "act"
    el["data-action"] = text
    el.set_desc(title=title or text)
    return el
