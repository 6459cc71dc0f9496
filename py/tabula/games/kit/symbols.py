"""The top-level svg/ folder (symbols and stylesheets, svg/README.md) seen from Python.

In the page the symbols and styles are loaded once (static/vendor/symbols.svg, boards.css) and
boards only refer to them. Outside the page (tests, the command line, a board saved to a file) a
board needs them inside: :func:`standalone`. This module reads the folder from the source tree, so
it is for CPython only; the page never imports it.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

FOLDER = Path(__file__).resolve().parents[4] / "svg"
_ID = re.compile(r'<([a-zA-Z]+)\b[^>]*\bid="([^"]+)"')
_HREF = re.compile(r'href="#([^"]+)"')


@cache
def _symbols() -> dict[str, str]:
    """id -> the markup of the top-level element of a <defs> that defines it."""
    out: dict[str, str] = {}
    for path in sorted(FOLDER.glob("*.svg")):
        text = path.read_text(encoding="utf-8")
        m = re.search(r"<defs>(.*)</defs>", text, re.S)
        if m:
            out.update(_top_elements(m.group(1)))
    return out


def _top_elements(inner: str) -> dict[str, str]:
    """The id'd top-level elements of a defs body (svg/ files are well-formed; see build_svg)."""
    import xml.etree.ElementTree as ET

    ET.register_namespace("", "http://www.w3.org/2000/svg")
    root = ET.fromstring(f'<defs xmlns="http://www.w3.org/2000/svg">{inner}</defs>')
    out = {}
    for el in root:
        if el.get("id"):
            out[el.get("id")] = ET.tostring(el, encoding="unicode").replace(
                ' xmlns="http://www.w3.org/2000/svg"', "")
    return out


def ids() -> set[str]:
    """Every symbol id svg/ defines."""
    return set(_symbols())


def used(board: str) -> set[str]:
    """The ids ``board`` refers to (``href="#..."``, ``url(#...)``)."""
    return set(_HREF.findall(board)) | set(re.findall(r"url\(#([^)]+)\)", board))


@cache
def stylesheet(game: str) -> str:
    """kit.css and svg/<game>.css (if the game has one)."""
    paths = [FOLDER / "kit.css", FOLDER / f"{game}.css"]
    return "\n".join(p.read_text(encoding="utf-8") for p in paths if p.is_file())


def standalone(board: str, game: str) -> str:
    """``board`` with the symbols it uses (and those they use) and its styles inside it."""
    symbols = _symbols()
    need, todo = set(), list(used(board))
    while todo:
        i = todo.pop()
        if i in need or i not in symbols:
            continue
        need.add(i)
        todo.extend(used(symbols[i]))
    css = stylesheet(game).replace("]]>", "]] >")
    defs = "".join(symbols[i] for i in sorted(need))
    head = f"<defs><style><![CDATA[{css}]]></style>{defs}</defs>"
    return re.sub(r"(<svg\b[^>]*>)", lambda m: m.group(1) + head, board, count=1)
