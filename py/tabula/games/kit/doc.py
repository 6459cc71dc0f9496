"""The SVG document a board is drawn into, and the element factory.

svgwrite costs ~10 us per element, so what does not change during a game is serialised once,
cached as text, and spliced into the document as a raw fragment: ``Doc.raw`` puts an empty
placeholder group in the tree, ``Doc.finish`` replaces each placeholder by its fragment.
Fragments are serialised from svgwrite's elements (``kit/serial.py``, so already escaped); no
text from a state reaches the markup any other way.

The symbols a board uses (``<use href="#tm-t-blue">``) and its stylesheet are not in the board:
they are the files in the top-level ``svg/`` folder, loaded into the page once (see
``kit/symbols.py``). A board is ``<svg class="tb <prefix>">``: ``tb`` for the kit's shared
styles (svg/kit.css), the game's prefix for its own (svg/<game>.css).

A tall board may be cut across into bands (``Bands``): the board's children are then nested
``<svg>``s, one per band, each placed at its stretch of the board and drawing its parts in its
own coordinates. Drawn as one document it looks the same; the page (static/board.js) shows each
band as an ``<svg>`` of its own that the browser skips while it is off the screen
(``content-visibility``), so a move repaints only the bands in view.
"""

from __future__ import annotations

import re

from .serial import text_of
from .svgwrite_light import svgwrite

F = svgwrite.Drawing(debug=False)  # the element factory: F.g(), F.rect(...), F.text(...)


def f1(x: float) -> str:
    """Short number text for coordinates: one decimal at most, none for whole numbers."""
    r = round(x, 1)
    return str(int(r)) if r == int(r) else str(r)


def pts(points) -> str:
    """An SVG points list."""
    return " ".join(f"{f1(x)},{f1(y)}" for x, y in points)


def ser(el) -> str:
    """An element as text (a fragment to cache)."""
    return text_of(el)


def group(fragments) -> str:
    """Ready fragments inside one plain ``<g>``, as ``ser`` writes a group of them (a board drawn
    from pieces cached one by one)."""
    body = "".join(fragments)
    return f"<g>{body}</g>" if body else "<g />"


def splice(text: str, raws: list[str], prefix: str) -> str:
    """Replace the empty placeholder groups ``<g id="<prefix>-N" />`` by ready fragments."""
    return re.sub(f'<g id="{prefix}-(\\d+)" />', lambda m: raws[int(m.group(1))], text)


def tip(el, text: str):
    """``el`` with the tooltip ``text`` (its ``<title>``)."""
    el.set_desc(title=text)
    return el


def zoom(el):
    """``el`` (a card, a tile, a player's board) opens large in the table's card zoom when a
    person hovers, focuses or long-presses it: the page draws a copy of it, scaled up, with its
    ``zoom_only`` parts shown. Every card whose own text is small on screen should be one."""
    el.attribs["data-zoom"] = "1"
    return el


def zoom_only(*children):
    """A group shown only in the card zoom (hidden on the board): a card's full text where the
    board has room only for its name and symbols."""
    g = F.g(class_="zoom-only")
    for c in children:
        g.add(c)
    return g


def use(symbol: str, x: float = 0, y: float = 0, **extra):
    """A ``<use>`` of the symbol ``symbol`` (an id in svg/, without '#') at (x, y)."""
    return F.use(f"#{symbol}", x=f1(x), y=f1(y), **extra)


class Bands:
    """A board's parts by the stretch of height each takes, to be cut across into bands
    (``Doc.finish``). Parts whose stretches overlap (side by side) share a band; a band ends half
    way between its last part and the next band's first, so an outline or a shadow a little
    outside a part is not cut off. A part is drawn in its band's own coordinates, so a band whose
    parts did not change has the same text wherever the bands above it end."""

    def __init__(self):
        self.rows: list[list] = []  # [top, bottom, [(order, element, x, y, name)]], by top
        self.n = 0

    def place(self, el, x: float, y: float, height: float, name: str = "") -> None:
        """Put ``el`` with its origin at (x, y) of the board; it takes ``height`` from there.
        ``name`` says what it is ("map", "city"): a band is named by its parts, and the page
        lines up the bands of one board and the next by their names (a band that comes or goes
        does not make the others be drawn again)."""
        self.n += 1
        row = [y, y + height, [(self.n, el, x, y, name)]]
        if not self.rows or y >= self.rows[-1][1]:  # (the usual case: below all so far)
            self.rows.append(row)
            return
        keep = []
        for r in self.rows:
            if r[0] < row[1] and row[0] < r[1]:  # overlapping: one band
                row = [min(r[0], row[0]), max(r[1], row[1]), r[2] + row[2]]
            else:
                keep.append(r)
        self.rows = sorted([*keep, row], key=lambda r: r[0])

    def cut(self, height: float) -> list[tuple[float, float, list, str]]:
        """(top, bottom, elements in the order placed, each moved to its place in the band, the
        band's name) of each band, together from 0 to ``height``."""
        out = []
        for k, (_top, bottom, els) in enumerate(self.rows):
            start = 0.0 if k == 0 else out[-1][1]
            end = height if k == len(self.rows) - 1 else (bottom + self.rows[k + 1][0]) / 2
            placed, names = [], []
            for _, el, x, y, name in sorted(els, key=lambda e: e[0]):
                el["transform"] = f"translate({f1(x)},{f1(y - start)})"
                placed.append(el)
                if name and name not in names:
                    names.append(name)
            out.append((start, max(start, end), placed, " ".join(names)))
        return out


class Doc:
    """One board: an svgwrite drawing plus the cached fragments to splice in when it is done."""

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
        # svgwrite always writes a <defs />: boards keep their symbols in svg/, so it goes
        return splice(text_of(self.d).replace("<defs />", "", 1), self.raws, f"{self.prefix}-raw")

    def finish(self, root, width: float, height: float) -> str:
        """The whole board as text: ``width`` x ``height``, classed for the kit's and the game's
        stylesheets, holding ``root`` (an element, or ``Bands``: one nested ``<svg>`` per band,
        classed the same)."""
        d = self.d
        d["width"], d["height"] = f1(width), f1(height)
        d["viewBox"] = f"0 0 {f1(width)} {f1(height)}"
        d["class"] = f"tb {self.prefix}"
        if not isinstance(root, Bands):
            d.add(root)
            return self.tostring()
        for top, bottom, els, name in root.cut(height):
            # (a group written as <svg>: svgwrite's own <svg> costs several times as much to
            # make, and brings a <defs />)
            band = F.g()
            band.elementname = "svg"
            h = f1(bottom - top)
            band.attribs.update({"class": f"tb {self.prefix}", "x": "0", "y": f1(top), "width": f1(width),
                                 "height": h, "viewBox": f"0 0 {f1(width)} {h}"})
            if name:
                band.attribs["data-band"] = name
            band.elements = els
            d.add(band)
        return self.tostring()

    @classmethod
    def emblem(cls, prefix: str, view_box: str) -> Doc:
        """A 96 x 96 drawing for the game's card on the home screen."""
        doc = cls(prefix, size=("96", "96"), viewBox=view_box)
        doc.d["class"] = f"tb {prefix}"
        return doc
