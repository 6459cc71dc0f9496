"""The table's one-screen "How to play": the game's ``how_to_play()`` steps, each beside the
pictures of the board it talks about (its svg/ symbols, drawn from the page's sprite), in a modal
dialog the table opens from its header. Escape or "Close" shuts it; the game goes on behind it."""

from __future__ import annotations

from .. import dom

SVG = "http://www.w3.org/2000/svg"


def open_dialog(t) -> None:
    """Show the game's "How to play" over the table ``t`` (nothing if the game has none)."""
    steps = t.game.how_to_play()
    if not steps:
        return
    close(t)
    d = dom.el("dialog", {"class": "howto", "aria-labelledby": "howto-h"})
    head = dom.el("div", {"class": "howto-head"},
                  dom.el("h2", {"id": "howto-h"}, text=f"How to play {t.title}"),
                  dom.button("Close", "howto-close", cls="btn small"))
    ol = dom.el("ol", {"class": "howto-steps"})
    for step in steps:
        pics = dom.el("div", {"class": "howto-pics", "aria-hidden": "true"})
        for sym in step.symbols:
            dom.add(pics, _picture(t.game.id, sym))
        dom.add(ol, dom.el("li", {}, pics, dom.el("div", {}, dom.el("h3", text=step.title),
                                                  dom.el("p", text=step.text))))
    dom.add(d, [head, ol])
    dom.add(t.root, d)
    d.showModal()
    for svg in dom.query_all(d, "svg.pic"):
        _fit(svg)
    dom.query(d, "[data-cmd=howto-close]").focus()


def close(t) -> None:
    d = dom.query(t.root, "dialog.howto") if t.root is not None else None
    if d is not None:
        d.close()
        d.remove()


def _picture(game_id: str, symbol: str):
    svg = dom.document.createElementNS(SVG, "svg")
    svg.setAttribute("class", f"pic tb {game_id}")
    use = dom.document.createElementNS(SVG, "use")
    use.setAttribute("href", f"#{symbol}")
    svg.appendChild(use)
    return svg


def _fit(svg) -> None:
    """Frame the symbol (drawn around its own origin, at its own size) in its picture."""
    try:
        bb = svg.firstChild.getBBox()
    except Exception:  # a symbol missing from the sprite: an empty picture, not a broken dialog
        return
    if bb.width > 0 and bb.height > 0:
        pad = max(bb.width, bb.height) * 0.06
        svg.setAttribute("viewBox", f"{bb.x - pad} {bb.y - pad} {bb.width + 2 * pad} {bb.height + 2 * pad}")
