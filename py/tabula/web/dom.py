"""Tiny DOM helpers. Text goes in through textContent and attributes through setAttribute:
nothing here builds HTML from strings, so names from a link or a save stay inert.
"""

from __future__ import annotations

import json

import js

document = js.document


def el(tag: str, attrs: dict | None = None, *children, cls: str | None = None, text: str | None = None):
    """Create an element. ``children`` are elements or strings (added as text nodes)."""
    node = document.createElement(tag)
    if cls:
        node.setAttribute("class", cls)
    if attrs:
        for k, v in attrs.items():
            if v is None or v is False:
                continue
            node.setAttribute(k, "" if v is True else str(v))
    if text is not None:
        node.textContent = str(text)
    for c in children:
        add(node, c)
    return node


def add(parent, child):
    if child is None:
        return parent
    if isinstance(child, (list, tuple)):
        for c in child:
            add(parent, c)
    elif isinstance(child, str):
        parent.appendChild(document.createTextNode(child))
    else:
        parent.appendChild(child)
    return parent


def clear(node):
    node.replaceChildren()
    return node


def _element(found):
    """An element, or None for JS null (Pyodide passes it as ``jsnull``, which is not None and
    raises AttributeError on use): every DOM lookup that may find nothing goes through here."""
    return found if hasattr(found, "getAttribute") else None


def by_id(id_: str):
    """The element with this id, or None."""
    return _element(document.getElementById(id_))


def query(node, selector: str):
    """The first element under ``node`` matching ``selector``, or None (never JS null). The one
    way this package asks the DOM for an element that may be missing."""
    if node is None:
        return None
    return _element(node.querySelector(selector))


def query_all(node, selector: str) -> list:
    """Every element under ``node`` matching ``selector``."""
    if node is None:
        return []
    return list(node.querySelectorAll(selector))


def value(node) -> str:
    """A form field's value as text ("" for a missing field)."""
    if node is None:
        return ""
    v = node.value
    return v if isinstance(v, str) else ""


def active():
    """The element with the keyboard focus, or None."""
    return _element(document.activeElement)


def attr(node, name: str, default: str = "") -> str:
    """getAttribute (reading an unset JS property raises AttributeError in Pyodide)."""
    if node is None:
        return default
    v = node.getAttribute(name)
    return v if isinstance(v, str) else default  # a missing one is null (None or jsnull)


def closest(event, selector: str):
    """The nearest element matching ``selector`` from the event's target, or None.

    Element.closest() answers JS null when nothing matches, which Pyodide passes as ``jsnull``
    (not None): callers may simply test ``is None``."""
    target = event.target
    if target is None or not hasattr(target, "closest"):
        # a text node: start from its parent element
        target = getattr(target, "parentElement", None)
        if target is None or not hasattr(target, "closest"):
            return None
    return _element(target.closest(selector))


def repeated_click(event) -> bool:
    """The second (third...) click of a double-click. A move's click redraws the position at
    once, so a double-click's second click would land on the next position's parts: a click acts
    on the position it was shown for, once. Keyboard and scripted clicks have detail 0."""
    try:
        return int(event.detail or 0) > 1
    except (AttributeError, TypeError, ValueError):
        return False


def markup(text: str) -> str:
    """SVG or HTML text as it should cross into the page: in ASCII, every other character as an
    XML character reference (the parser reads the same document). Pyodide hands an ASCII string
    to JavaScript in one native decode, but any other string character by character, as a rope
    the page must then flatten: a 140 kB Bonfire board with one "·" in its status line took
    about 1 ms longer to arrive that way, a sixteenth of a click's frame (issue 18)."""
    return text if text.isascii() else text.encode("ascii", "xmlcharrefreplace").decode("ascii")


def set_svg(container, svg_text: str):
    """Insert game SVG, parsed and sanitised by static/boot.js (no scripts, no handlers)."""
    js.Tabula.setSvg(container, markup(svg_text))


def build(parent, nodes: list):
    """Append many plain elements in one call (static/boot.js ``Tabula.build``): ``nodes`` is a
    list of texts or ``[tag, {attribute: value}, *children]``. Values go in as text, never markup."""
    js.Tabula.build(parent, json.dumps(nodes, separators=(",", ":")))
    return parent


def button_spec(label: str, cmd: str, cls: str = "btn", **data) -> list:
    """The spec of :func:`button` for :func:`build`."""
    attrs = {"class": cls, "type": "button", "data-cmd": cmd}
    for k, v in data.items():
        attrs[f"data-{k.replace('_', '-')}"] = str(v)
    return ["button", attrs, label]


def button(label: str, cmd: str, cls: str = "btn", **data):
    attrs = {"type": "button", "data-cmd": cmd}
    for k, v in data.items():
        attrs[f"data-{k.replace('_', '-')}"] = v
    return el("button", attrs, cls=cls, text=label)


_loading: dict = {}


def load_script(src: str, on_load=None) -> None:
    """Add ``<script src>`` to the page once (a page script that index.html does not name yet);
    ``on_load()`` runs once it has loaded (at once if it is there already)."""
    if src in _loading:
        if on_load is not None and _loading[src] == "loaded":
            on_load()
        return
    node = document.createElement("script")
    node.setAttribute("src", src)
    _loading[src] = "loading"

    def loaded(_event=None):
        _loading[src] = "loaded"
        if on_load is not None:
            on_load()

    from pyodide.ffi import create_once_callable

    node.addEventListener("load", create_once_callable(loaded))
    document.head.appendChild(node)
