"""The game table, generic over games: board SVG, whose turn, legal moves, notation box, undo,
move log with a read-only replay view, share link and the final scores.

The board is the game's ``render(state, viewer)`` SVG; its clickable parts carry
``data-action="<move in notation>"``. One delegated listener on the board container turns a click
into ``game.parse`` + ``game.apply`` (through the Session).
"""

from __future__ import annotations

import asyncio

import js
from pyodide.ffi import create_proxy

from ...core.errors import TabulaError
from .. import dom, share
from ..app import log_exception


class TableScreen:
    def __init__(self, app, session):
        self.app = app
        self.s = session
        self.game = session.game
        self.view_k: int | None = None  # None: live; k: showing the state after k moves
        self.share_link: str | None = None
        self.board = None
        self.panel = None
        self._board_proxy = None
        self._legal: list[str] = []  # the deciding seat's moves, computed once per refresh
        code = getattr(getattr(self.game.render, "__func__", self.game.render), "__code__", None)
        self._render_takes_legal = code is not None and "legal_texts" in code.co_varnames[:code.co_argcount]

    # -- layout --------------------------------------------------------------------------------
    def render(self):
        g = self.game
        root = dom.el("div", {"class": "table"})
        self.head = dom.el("div", {"class": "screen-head"})
        self.board = dom.el("div", {"id": "board", "class": "board", "aria-label": "Board"})
        self.panel = dom.el("aside", {"class": "panel", "aria-label": "Game panel"})
        dom.add(root, [self.head, dom.el("div", {"class": "board-wrap"}, self.board), self.panel])
        self._board_proxy = create_proxy(self._on_board_click)
        self.board.addEventListener("click", self._board_proxy)
        self.title = g.title or g.id
        self.refresh()
        return root

    def unmount(self):
        if self._board_proxy is not None:
            self.board.removeEventListener("click", self._board_proxy)
            self._board_proxy.destroy()
            self._board_proxy = None

    def shown_state(self):
        return self.s.states[self.view_k] if self.view_k is not None else self.s.state

    def refresh(self):
        seat = self.s.deciding() if self.view_k is None else None
        self._legal = self.s.legal_texts(seat) if seat is not None else []
        self._head()
        self._board()
        self._panel()

    def _head(self):
        st = self.shown_state()
        try:
            rnd = self.game.round_label(st)
        except Exception:
            rnd = ""
        dom.clear(self.head)
        dom.add(self.head, [
            dom.button("← Games", "go", cls="btn ghost", href="#"),
            dom.el("h2", text=self.title),
            dom.el("span", {"class": "round"}, text=str(rnd or "")),
        ])

    def _board(self):
        st = self.shown_state()
        live = self.view_k is None
        viewer = self.s.deciding() if live else None
        try:
            if self._render_takes_legal:  # the moves are already known: do not compute them twice
                svg = self.game.render(st, viewer, self._legal)
            else:
                svg = self.game.render(st, viewer)
            dom.set_svg(self.board, svg)
            self.board.classList.toggle("readonly", not live)
        except Exception as e:
            log_exception("drawing the board")
            dom.clear(self.board)
            dom.add(self.board, dom.el("p", {"class": "problem"},
                                       text=f"The board could not be drawn ({type(e).__name__})."))

    def _label(self, st, seat) -> str:
        names = self.s.record.players
        label = self.game.player_label(st, seat)
        name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        return f"{name} ({label})" if name and label and label != name else (name or label)

    def _panel(self):
        p = dom.clear(self.panel)
        st = self.shown_state()
        n = len(self.s.moves)
        if self.view_k is not None:
            dom.add(p, dom.el("section", {"class": "replay-bar"},
                              dom.el("p", text=f"Viewing the game after move {self.view_k} of {n}."),
                              dom.button("Back to the game", "live", cls="btn primary")))
        result = self.game.result(st)
        if result is not None:
            dom.add(p, self._scores(st))
        elif self.view_k is None:
            dom.add(p, self._decision())
        dom.add(p, self._tools())
        dom.add(p, self._log())

    def _decision(self):
        sec = dom.el("section", {"class": "decision"})
        seat = self.s.deciding()
        if seat is None:
            dom.add(sec, dom.el("p", text="No one is to move."))
            return sec
        st = self.s.state
        who = dom.el("strong", text=self._label(st, seat))
        dom.add(sec, dom.el("p", {"class": "turn"}, "To decide: ", who))
        moves = self._legal
        box = dom.el("div", {"class": "legal", "role": "group", "aria-label": "Legal moves"})
        dom.build(box, [dom.button_spec(text, "move", cls="btn move", move=text) for text in moves])
        dom.add(sec, box)
        form = dom.el("form", {"data-form": "move", "class": "inline-form"})
        dom.add(form, [
            dom.el("label", {"for": "move-input", "class": "sr-only"}, text="Move in notation"),
            dom.el("input", {"id": "move-input", "name": "move", "type": "text", "autocomplete": "off",
                             "spellcheck": "false", "placeholder": "Type a move"}),
            dom.el("button", {"type": "submit"}, cls="btn", text="Play"),
        ])
        dom.add(sec, form)
        return sec

    def _tools(self):
        sec = dom.el("section", {"class": "tools"})
        row = dom.el("div", {"class": "row"})
        if self.view_k is None and self.game.result(self.s.state) is None:
            undo = dom.button("Undo", "undo", cls="btn")
            if not self.s.can_undo():
                undo.setAttribute("disabled", "")
                undo.setAttribute("title", "Only your own steps of this turn can be undone")
            dom.add(row, undo)
        dom.add(row, dom.button("Share", "share", cls="btn"))
        dom.add(sec, row)
        if self.share_link:
            dom.add(sec, dom.el("div", {"class": "field"},
                                dom.el("label", {"for": "share-link"}, text="Link to this game"),
                                dom.el("input", {"id": "share-link", "type": "text", "readonly": True,
                                                 "value": self.share_link})))
        return sec

    def _scores(self, st):
        sec = dom.el("section", {"class": "scores"})
        dom.add(sec, dom.el("h3", text="Final scores"))
        scores = self.game.score(st) or {}
        seats = sorted(scores)
        cats: list[str] = []
        for seat in seats:
            for c in scores[seat]:
                if c not in cats:
                    cats.append(c)
        table = dom.el("table", {"class": "score-table"})
        head = dom.el("tr", None, dom.el("th", {"scope": "col"}, text=""))
        for seat in seats:
            dom.add(head, dom.el("th", {"scope": "col"}, text=self._label(st, seat)))
        dom.add(table, dom.el("thead", None, head))
        body = dom.el("tbody")
        for c in cats:
            tr = dom.el("tr", None, dom.el("th", {"scope": "row"}, text=str(c)))
            for seat in seats:
                dom.add(tr, dom.el("td", text=str(scores[seat].get(c, 0))))
            dom.add(body, tr)
        total = dom.el("tr", {"class": "total"}, dom.el("th", {"scope": "row"}, text="Total"))
        for seat in seats:
            dom.add(total, dom.el("td", text=str(sum(scores[seat].values()))))
        dom.add(body, total)
        dom.add(table, body)
        dom.add(sec, dom.el("div", {"class": "scroll-x"}, table))
        return sec

    def _log(self):
        sec = dom.el("section", {"class": "log"})
        n = len(self.s.moves)
        k = n if self.view_k is None else self.view_k
        nav = dom.el("div", {"class": "row log-nav"},
                     dom.el("h3", text=f"Moves ({n})"),
                     self._nav("«", "view", 0, k > 0, "First position"),
                     self._nav("‹", "view", k - 1, k > 0, "Previous move"),
                     self._nav("›", "view", k + 1, k < n, "Next move"),
                     self._nav("»", "live", n, self.view_k is not None, "Current position"))
        dom.add(sec, nav)
        ol = dom.el("ol", {"class": "moves"})
        dom.build(ol, [["li", {"class": "current"} if i + 1 == k else {},
                        dom.button_spec(text, "view", cls="link-btn", k=i + 1)]
                       for i, text in enumerate(self.s.moves)])
        dom.add(sec, ol)
        return sec

    def _nav(self, label, cmd, k, enabled, title):
        b = dom.button(label, cmd, cls="btn small", k=k)
        b.setAttribute("title", title)
        b.setAttribute("aria-label", title)
        if not enabled:
            b.setAttribute("disabled", "")
        return b

    # -- actions -------------------------------------------------------------------------------
    def decide(self, text: str) -> bool:
        if self.view_k is not None:
            self.app.notify("You are looking at an earlier position: go back to the game to play.", "info")
            return False
        try:
            self.s.decide(text, seat=self.s.deciding())
        except TabulaError as e:
            self.app.notify(f"“{text}” cannot be played: {e}")
            return False
        self.app.notify("")
        self.share_link = None
        self.app.autosave(self.s)
        self.refresh()
        return True

    def _on_board_click(self, event):
        target = dom.closest(event, "[data-action]")
        if target is None:
            return
        if self.view_k is not None:
            return  # replay view is read-only
        self.app.guard(self.decide, dom.attr(target, "data-action"))

    def on_cmd(self, cmd, target, event):
        if cmd == "move":
            self.decide(dom.attr(target, "data-move"))
        elif cmd == "undo":
            self.s.undo()
            self.share_link = None
            self.app.autosave(self.s)
            self.app.notify("")
            self.refresh()
        elif cmd == "view":
            k = int(dom.attr(target, "data-k", "0"))
            n = len(self.s.moves)
            self.view_k = None if k >= n else max(0, k)
            self.refresh()
        elif cmd == "live":
            self.view_k = None
            self.refresh()
        elif cmd == "share":
            self.share_link = share.link_for(self.s.record, str(js.location.href), self.game)
            self.refresh()
            asyncio.ensure_future(self._copy(self.share_link))

    async def _copy(self, text: str):
        try:
            await js.navigator.clipboard.writeText(text)
            self.app.notify("The link is copied: anyone who opens it sees this game.", "info")
        except Exception:
            self.app.notify("Copy the link below to share this game.", "info")

    def on_submit(self, form_name, form):
        if form_name == "move":
            inp = form.querySelector("[name=move]")
            text = str(inp.value or "")
            if self.decide(text):
                box = self.panel.querySelector("[name=move]")
                if box is not None:
                    box.focus()
