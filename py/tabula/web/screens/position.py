"""A position as one player saw it (a ``#v=`` link, web/viewlink.py): the board drawn from that
player's view, the log as they read it, read-only. Nothing of it is saved in the browser."""

from __future__ import annotations

from ...core.errors import TabulaError
from .. import dom, viewlink
from ..console import log_exception


class PositionScreen:
    def __init__(self, app, link):
        self.app = app
        self.link = link
        self.game = app.games.get(link.game)
        self.board = None

    def _name(self, seat: int) -> str:
        names = self.link.names
        return names[seat] if 0 <= seat < len(names) and names[seat] else f"Player {seat + 1}"

    def render(self):
        link, game = self.link, self.game
        title = game.title or game.id
        root = dom.el("div", {"class": "table position"})
        name = self._name(link.seat)
        head = dom.el("div", {"class": "screen-head"},
                      dom.button("← Games", "go", cls="btn ghost", href="#"),
                      dom.el("h2", text=title),
                      dom.el("span", {"class": "round"}, text=f"after {link.moves} moves"))
        self.board = dom.el("div", {"id": "board", "class": "board readonly", "aria-label": "Board"})
        try:
            dom.set_svg(self.board, viewlink.render(game, link))
        except TabulaError as e:
            dom.add(self.board, dom.el("p", {"class": "problem"}, text=f"The position cannot be shown: {e}."))
        except Exception as e:
            log_exception("drawing a shared position")
            dom.add(self.board, dom.el("p", {"class": "problem"},
                                       text=f"The position could not be drawn ({type(e).__name__})."))
        panel = dom.el("aside", {"class": "panel", "aria-label": "Shared position"})
        dom.add(panel, dom.el("section", {"class": "replay-bar"},
                              dom.el("p", text=f"A position shared by {name}, as {name} saw it. It holds "
                                               f"nothing {name} could not see, and it cannot be played "
                                               "on."),
                              dom.el("p", {"class": "muted"},
                                     text="Players: " + ", ".join(self._name(i)
                                                                  for i in range(len(link.names))))))
        log = dom.el("section", {"class": "log"}, dom.el("h3", text=f"Moves ({link.moves})"))
        if link.omitted:
            dom.add(log, dom.el("p", {"class": "muted"},
                                text=f"The first {link.omitted} moves did not fit in the link."))
        ol = dom.el("ol", {"class": "moves", "start": link.omitted + 1,
                           "data-digits": len(str(link.omitted + len(link.log)))})
        dom.build(ol, [["li", {}, text] for text in link.log])
        dom.add(log, ol)
        dom.add(panel, log)
        dom.add(root, [head, dom.el("div", {"class": "board-wrap"}, self.board), panel])
        return root

    def unmount(self):
        pass
