"""svgwrite elements as text, written straight from the elements.

svgwrite's own ``tostring`` builds an ElementTree copy of the whole tree and has ElementTree
write it through a text stream: about half of a board's render time (issue 18: a click's board
is drawn within a frame). ``text_of`` writes the same text without the copy: the same attribute
order (sorted), the same escaping and the same empty-element form as ElementTree
(``tests/test_kit.py`` holds it to ``tostring`` over every game's boards). An element of a kind
it does not know (a script, a style, a filter: none on our boards) is written by svgwrite.
"""

from __future__ import annotations

from .svgwrite_light import svgwrite  # (first: svgwrite's own import, without urllib.request)

BaseElement, Title = svgwrite.base.BaseElement, svgwrite.base.Title
Use, Drawing, TSpan = svgwrite.container.Use, svgwrite.drawing.Drawing, svgwrite.text.TSpan

_KNOWN = {BaseElement.get_xml, TSpan.get_xml, Use.get_xml, Drawing.get_xml}


def text_of(el) -> str:
    """``el`` and everything in it as SVG text, as ``el.tostring()`` writes it."""
    out: list[str] = []
    _write(el, out)
    return "".join(out)


def _write(el, out: list[str]) -> None:
    if isinstance(el, Title):  # <title> / <desc>: an ElementTree element of text
        x = el.get_xml()
        if len(x) or x.attrib:
            out.append(el.tostring())
            return
        _close(out, x.tag, "", x.text or "", ())
        return
    get_xml = type(el).get_xml
    if get_xml not in _KNOWN:
        out.append(el.tostring())
        return
    if get_xml is Use.get_xml:
        el.update_id()  # (what svgwrite does first: an href given as an element)
    elif get_xml is Drawing.get_xml:
        a = el.attribs  # (what svgwrite's Drawing writes on its root)
        a["xmlns"] = "http://www.w3.org/2000/svg"
        a["xmlns:xlink"] = "http://www.w3.org/1999/xlink"
        a["xmlns:ev"] = "http://www.w3.org/2001/xml-events"
        a["baseProfile"] = el.profile
        a["version"] = el.version
    attrs = []
    for name, value in sorted(el.attribs.items()):
        if value is None:
            continue
        value = el.value_to_string(value)
        if value:
            attrs.append(f' {name}="{_attr(value)}"')
    text = str(el.text) if get_xml is TSpan.get_xml else ""
    _close(out, el.elementname, "".join(attrs), text, el.elements)


def _close(out: list[str], tag: str, attrs: str, text: str, children) -> None:
    if not text and not children:
        out.append(f"<{tag}{attrs} />")
        return
    out.append(f"<{tag}{attrs}>")
    if text:
        out.append(_cdata(text))
    for c in children:
        _write(c, out)
    out.append(f"</{tag}>")


def _cdata(text: str) -> str:
    """Character data escaped as ElementTree escapes it."""
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


def _attr(text: str) -> str:
    """An attribute's value escaped as ElementTree escapes it: as character data, then quotes and
    the characters a parser would turn into spaces."""
    text = _cdata(text)
    if '"' in text:
        text = text.replace('"', "&quot;")
    if "\r" in text:
        text = text.replace("\r", "&#13;")
    if "\n" in text:
        text = text.replace("\n", "&#10;")
    if "\t" in text:
        text = text.replace("\t", "&#09;")
    return text
