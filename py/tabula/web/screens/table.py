"""The game table, generic over games: the board, the side panel (screens/panel.py), the "pass
the device" screen of hot-seat games with hidden information, and the person's actions. The
computer seats are played by web/computer.py; who sees what is the Session's (web/session.py).

The board is the game's ``render(state, viewer, moves, layout, names)`` SVG; its clickable parts
carry ``data-action="<move in notation>"``. One delegated listener on the board container turns a
click into ``game.parse`` + ``game.apply`` (through the Session). ``static/board.js`` zooms and
pans the board and makes its clickable parts keyboard-usable.
"""

from __future__ import annotations

import asyncio
import secrets

import js
from pyodide.ffi import create_once_callable, create_proxy

from ... import games
from ...core.errors import RecordError, TabulaError
from .. import dom, perf, share, viewlink
from ..computer import ComputerTurns
from ..console import log_exception
from ..storage import new_save_id
from ..suggest import Suggestions
from . import howto, panel

NARROW = 700  # px: below this viewport width the game draws its narrow layout


def warm_steps(session):
    """Before a table opens (screens/opening.py), in steps the page paints between (a
    generator): import the game's board code, then draw the board once, in the slices of the
    game's ``render_steps``, and drop it. A game's first board takes several times longer than
    the next ones (its board code is imported, and what does not change in a game is drawn once
    and kept), too long for one task; the table's own first drawing is then as quick as any
    other."""
    game = session.game
    # what the board code imports, one task each: svgwrite (games/kit/svgwrite_light.py), the
    # shared render kit, then the game's render package
    # (all of it only to be quicker later: what fails here, the table's own drawing shows)
    try:
        from ...games.kit import svgwrite_light  # noqa: F401

        yield
        from ...games import kit  # noqa: F401

        yield
        games.import_board_code(game.id)
    except Exception:
        log_exception("importing the board code")
    yield
    try:
        narrow = bool(js.window.matchMedia(f"(max-width: {NARROW - 1}px)").matches)
        viewer = session.viewer()
        yield from game.render_steps(session.screen_state(), viewer, session.offered(),
                                     layout="narrow" if narrow else "wide",
                                     names=list(session.record.players), marks=session.marks(viewer))
    except Exception:
        pass  # the table draws it again and shows what went wrong


class TableScreen:
    def __init__(self, app, session):
        self.app = app
        self.s = session
        self.game = session.game
        self.title = self.game.title or self.game.id
        self.view_k: int | None = None  # None: live; k: showing the state after k moves
        self.share_link: str | None = None
        self.view_link: str | None = None  # "this position as I see it" (games with hidden information)
        self.legal: list = []  # the moves offered now (core.protocol.Move), computed once per refresh
        # the computer's last moves: its seat and the range of the record's moves it played
        self.last: tuple[int, int, int] | None = None
        self.computer = ComputerTurns(self)
        self.suggest = Suggestions(self)  # "Suggest a move"
        self.show_about = False
        self.closed = False
        self.layout = "wide"
        self.board = self.panel = None
        self._refocus = False  # a move button had the keyboard focus: give it to the next ones
        self._log_focus = False  # the log was stepped by keyboard: its current entry gets the focus
        self._board_proxy = self._media_proxy = self._media = None
        self._gen = 0  # refreshes so far: a board-first refresh's second half checks it is the last
        self._unsaved = False  # a person's move not saved yet (saved after the frame that shows it)
        self._head_shown: tuple[str, str] | None = None  # (round, about open) the head shows

    # -- layout --------------------------------------------------------------------------------
    def render(self):
        root = dom.el("div", {"class": "table"})
        self.root = root
        self.head = dom.el("div", {"class": "screen-head"})
        self._head_shown = None
        self.board = dom.el("div", {"id": "board", "class": "board", "role": "region", "aria-label": "Board"})
        zoombar = dom.el("div", {"class": "zoombar", "role": "group", "aria-label": "Zoom the board"})
        for label, cmd, title in (("+", "zoom-in", "Zoom in"), ("−", "zoom-out", "Zoom out"),
                                  ("Fit", "zoom-reset", "Fit the whole board in view")):
            b = dom.button(label, cmd, cls="btn small")
            b.setAttribute("title", title)
            b.setAttribute("aria-label", title)
            dom.add(zoombar, b)
        self.passing = dom.el("section", {"class": "pass-screen", "hidden": True, "aria-live": "polite"})
        self.panel = dom.el("aside", {"class": "panel", "aria-label": "Game panel"})
        dom.add(root, [self.head, self.passing,
                       dom.el("div", {"class": "board-wrap"}, zoombar, self.board), self.panel])
        self._board_proxy = create_proxy(self._on_board_click)
        self.board.addEventListener("click", self._board_proxy)
        if getattr(js.window, "TabulaBoard", None) is None:  # index.html does not load it yet
            # (board.js changes the board in place with morph.js's help)
            dom.load_script("./static/morph.js", lambda: dom.load_script(
                "./static/board.js", lambda: None if self.closed else self._drawn()))
        try:
            self._media = js.window.matchMedia(f"(max-width: {NARROW - 1}px)")
            self.layout = "narrow" if self._media.matches else "wide"
            self._media_proxy = create_proxy(self._on_media)
            self._media.addEventListener("change", self._media_proxy)
        except Exception:
            self._media = None
        self.refresh(board_first=True)  # the panel (a long log) once the board is on the screen
        return root

    def unmount(self):
        self._save_now()
        self.closed = True
        howto.close(self)
        self.computer.stop()
        self.suggest.stop()
        if self._board_proxy is not None:
            self.board.removeEventListener("click", self._board_proxy)
            self._board_proxy.destroy()
            self._board_proxy = None
        if self._media_proxy is not None and self._media is not None:
            self._media.removeEventListener("change", self._media_proxy)
            self._media_proxy.destroy()
            self._media_proxy = None

    def _on_media(self, event):
        layout = "narrow" if self._media.matches else "wide"
        if layout != self.layout:
            self.layout = layout
            self.app.guard(self.redraw)

    def shown_state(self):
        return self.s.states[self.view_k] if self.view_k is not None else self.s.screen_state()

    def viewer(self):
        """The seat whose view the table shows (None: a spectator's)."""
        return self.s.viewer(replay=self.view_k is not None)

    def reader(self):
        """Whose knowledge the panel's words may use: the viewer's, or on a hot seat's shared
        screen (web/session.py: ``shared``) a spectator's."""
        return None if self.s.shared(replay=self.view_k is not None) else self.viewer()

    def refresh(self, board_first: bool = False):
        """Show the game as it is now. ``board_first`` (a person's move): the board is drawn now
        and painted in the next frame; the panel, the log and the computers' turn follow once that
        frame is on the screen (static/board.js ``afterPaint``), so a click shows on the board
        within a frame even when the panel (a long log) takes longer to build."""
        if self.closed:
            return
        self._gen += 1
        replay = self.view_k is not None
        passing = self.s.must_pass(replay)
        self.legal = self.s.offered(replay)
        perf.mark("legal")
        self._keep_focus()
        self._head()
        perf.mark("head")
        if passing is not None:
            self._pass_screen(passing)
        else:
            dom.clear(self.passing).setAttribute("hidden", "")  # (its button keeps no focus)
            self.root.classList.remove("passing")
            self._board()
            perf.mark("board")
            board_js = getattr(js.window, "TabulaBoard", None)
            if board_first and board_js is not None:
                gen = self._gen
                board_js.afterPaint(create_once_callable(lambda: self._finish(gen)))
                return
            self._panel()
        self._save_now()
        perf.mark("done")
        self.computer.ensure()

    def _save_now(self) -> None:
        """Save a person's move: after the frame that shows it (a click paints first), before
        anything else happens (the panel, the computers, leaving the table)."""
        if self._unsaved:
            self._unsaved = False
            self.app.autosave(self.s)
            perf.mark("saved")

    def _finish(self, gen: int) -> None:
        """The rest of a board-first refresh, unless the table went or was refreshed since."""
        self._save_now()
        if self.closed or gen != self._gen:
            return
        self.app.guard(self._panel)
        perf.mark("done")
        self.computer.ensure()

    def _panel(self):
        # the panel is emptied and filled again: for that moment the page is shorter, and the
        # browser would pull the page up to fit; keep its height, and the place on the page
        self.panel.style.minHeight = f"{self.panel.offsetHeight}px"
        panel.fill(self, self.panel)
        self.panel.style.minHeight = ""
        perf.mark("panel")
        self._follow_log()
        self._restore_focus()

    def redraw(self):
        """Refresh without starting another computer turn (a running one goes on)."""
        self.computer.held += 1
        try:
            self.refresh()
        finally:
            self.computer.held -= 1

    def _keep_focus(self):
        """Before the panel is rebuilt: note that a move button has the keyboard focus."""
        active = dom.active()
        if (active is not None and bool(self.panel.contains(active))
                and active.matches(".legal button[data-move]") and active.matches(":focus-visible")):
            self._refocus = True

    def _restore_focus(self):
        """A move button that had the keyboard focus is gone with the panel it was in (a move was
        played, a computer moved): once moves are offered again, the focus goes to the first of
        them, unless the person has put the focus elsewhere meanwhile."""
        if not self._refocus:
            return
        active = dom.active()
        if active is not None and active.tagName != "BODY" and bool(active.isConnected):
            self._refocus = False
            return
        first = dom.query(self.panel, ".legal button[data-move]")
        if first is not None:
            self._refocus = False
            first.focus()

    def mounted(self):
        """On the page (laid out): the log shows its newest entry."""
        self._follow_log()

    def _follow_log(self):
        """Keep the log's current entry in view inside its box (the newest one in a game going
        on), without scrolling the page; the keyboard focus, if it was in the log, goes to it."""
        ol = dom.query(self.panel, ".log .moves")
        if ol is None:
            return
        li = dom.query(ol, "li.current")
        if li is None and self.view_k is None:
            li = dom.query(ol, "li:last-child")
        if li is None:  # the first position: before every move
            ol.scrollTop = 0
        else:
            top, bottom = li.offsetTop, li.offsetTop + li.offsetHeight
            if top < ol.scrollTop or bottom > ol.scrollTop + ol.clientHeight:
                ol.scrollTop = max(0, bottom - ol.clientHeight if self.view_k is None
                                   else top - ol.clientHeight // 3)
        if self._log_focus:
            self._log_focus = False
            target = dom.query(li, "button") if li is not None else None
            (target or ol).focus()

    def on_key(self, event):
        """In the log: arrow keys step back and forth through the game, Home and End go to the
        first and the current position."""
        if dom.closest(event, ".log") is None or event.altKey or event.ctrlKey or event.metaKey:
            return
        n = len(self.s.moves)
        k = n if self.view_k is None else self.view_k
        step = {"ArrowUp": k - 1, "ArrowLeft": k - 1, "ArrowDown": k + 1, "ArrowRight": k + 1,
                "Home": 0, "End": n}.get(str(event.key))
        if step is None:
            return
        event.preventDefault()
        step = max(0, min(n, step))
        self.view_k = None if step >= n else step
        self._log_focus = True
        self.redraw()

    def _head(self):
        try:
            rnd = self.game.round_label(self.shown_state())
        except Exception:
            rnd = ""
        rnd, expanded = str(rnd or ""), "true" if self.show_about else "false"
        if self._head_shown is not None:  # built: only what changes (a move changes the round)
            if self._head_shown != (rnd, expanded):
                dom.query(self.head, ".round").textContent = rnd
                about = dom.query(self.head, "[data-cmd=about]")
                if about is not None:
                    about.setAttribute("aria-expanded", expanded)
            self._head_shown = (rnd, expanded)
            return
        dom.clear(self.head)
        dom.add(self.head, [
            dom.button("← Games", "go", cls="btn ghost", href="#"),
            dom.el("h2", text=self.title),
            dom.el("span", {"class": "round"}, text=rnd),
        ])
        if self.game.how_to_play():
            dom.add(self.head, dom.button("How to play", "howto", cls="btn small ghost"))
        if self.game.about():
            b = dom.button("About this game", "about", cls="btn small ghost")
            b.setAttribute("aria-expanded", expanded)
            dom.add(self.head, b)
        self._head_shown = (rnd, expanded)

    def _pass_screen(self, seat):
        """Full screen, nothing of anyone's hidden information in the page behind it."""
        self.root.classList.add("passing")
        dom.clear(self.board)
        dom.clear(self.panel)
        p = dom.clear(self.passing)
        p.removeAttribute("hidden")
        name = self.name(seat)
        dom.add(p, [
            dom.el("h2", text=f"Pass the device to {name}"),
            dom.el("p", text=f"Only {name} should look at the screen now: it shows their hidden cards "
                             "and choices."),
            dom.button(f"I am {name}: show my screen", "take", cls="btn primary big", seat=seat),
        ])
        # the focus was on what this screen replaced (a move just played): give it the button
        active = dom.active()
        take = dom.query(p, "[data-cmd=take]")
        if (active is None or active.tagName == "BODY") and take is not None:
            take.focus()

    def _board(self):
        live = self.view_k is None
        try:
            # the moves are already known: the game does not compute them again
            viewer = self.viewer()
            marks = self.s.marks(viewer) if self.view_k is None else []
            svg = self.game.render(self.shown_state(), viewer, self.legal, layout=self.layout,
                                   names=list(self.s.record.players), marks=marks)
            perf.mark("render")
            clickable = live and bool(self.legal)
            self.board.classList.toggle("readonly", not clickable)
            self.board.setAttribute("data-layout", self.layout)
            board_js = getattr(js.window, "TabulaBoard", None)
            if board_js is not None:  # in place: only what changed (static/board.js)
                board_js.before(self.board)  # where the keyboard focus was
                texts = self.last_texts() if live else []
                board_js.update(self.board, dom.markup(svg), clickable, texts[-1] if texts else "")
            else:  # board.js is still loading: it prepares this board when it comes (_drawn)
                dom.set_svg(self.board, svg)
        except Exception as e:
            log_exception("drawing the board")
            dom.clear(self.board)
            dom.add(self.board, dom.el("p", {"class": "problem"},
                                       text=f"The board could not be drawn ({type(e).__name__})."))

    def _drawn(self):
        board_js = getattr(js.window, "TabulaBoard", None)
        if board_js is not None:
            texts = self.last_texts() if self.view_k is None else []
            board_js.drawn(self.board, texts[-1] if texts else "")  # the computer's last move

    # -- what happened -------------------------------------------------------------------------
    def played(self, seat, start: int, redraw: bool = True) -> None:
        """A computer seat played the record's moves from ``start`` on (computer.py)."""
        self.last = (seat, start, len(self.s.moves))
        self.share_link = self.view_link = None
        self.app.autosave(self.s)
        if redraw:
            self.redraw()

    def last_texts(self) -> list[str]:
        """The computer's last moves as the person at the table may read them: a secret choice
        not yet revealed shows as one, as in the log."""
        if not self.last:
            return []
        _seat, start, end = self.last
        if self.s.hidden():
            return self.s.log_texts(self.reader())[start:end]
        return self.s.moves[start:end]

    def happened(self) -> list[str]:
        """What the last moves (the computer's, else the last one) made happen on their own, as the
        person at the table may read it: a step the game took because there was no other answer."""
        s = self.s
        if not s.moves:
            return []
        start, end = (self.last[1], self.last[2]) if self.last else (len(s.moves) - 1, len(s.moves))
        viewer = self.reader()
        shown = s.log_texts(viewer) if s.hidden() else s.moves
        out: list[str] = []
        for k in range(start, end):
            if shown[k] == s.moves[k]:  # a secret move makes nothing known
                out.extend(s.notes(k, viewer))
        return out

    def name(self, seat) -> str:
        names = self.s.record.players
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)

    def label(self, st, seat) -> str:
        """A seat as the panel names it: as the saved games list does ("Ann (Witches)", "Ann" when
        the game calls the seat only "p1"), or as the game calls it when it has no name."""
        names = self.s.record.players
        if isinstance(seat, int) and 0 <= seat < len(names) and names[seat]:
            return self.s.who(seat, st)
        return self.game.player_label(st, seat)

    # -- sharing -------------------------------------------------------------------------------
    def can_share_view(self) -> bool:
        """A game with hidden information, and a person whose view the table shows."""
        return (self.s.hidden() and self.view_k is None and self.viewer() is not None
                and self.s.must_pass() is None and viewlink.supports(self.game))

    def _view_link(self) -> str:
        seat = self.viewer()
        page = str(js.location.href)
        token = viewlink.encode_view(self.game, self.s.state, seat, self.s.record.players,
                                     self.s.log_texts(seat), page_url=page)
        return viewlink.link_for(page, token)

    async def _copy(self, text: str, kind: str):
        if kind == "view":
            what = "this position as you see it, and nothing you cannot see"
        elif self.s.hidden():
            what = "this whole game, hidden cards included"
        else:
            what = "this game"
        try:
            await js.navigator.clipboard.writeText(text)
            self.app.notify(f"The link is copied: anyone who opens it sees {what}.", "info")
        except Exception:
            self.app.notify(f"Copy the link below: anyone who opens it sees {what}.", "info")

    # -- a person's actions --------------------------------------------------------------------
    def decide(self, text: str) -> bool:
        if self.view_k is not None:
            self.app.notify("You are looking at an earlier position: go back to the game to play.", "info")
            return False
        seat = self.s.deciding()
        if seat is None or self.s.is_computer(seat) or self.s.must_pass() is not None:
            self.app.notify("It is not your decision now.", "info")
            return False
        try:
            self.s.decide(text, seat=seat)
        except TabulaError as e:
            self.app.notify(f"“{text}” cannot be played: {e}")
            return False
        perf.mark("decided")
        self.app.notify("")
        self.share_link = self.view_link = None
        self.last = None
        self._unsaved = True  # saved once the board is on the screen (_save_now)
        self.refresh(board_first=True)
        return True

    def _on_board_click(self, event):
        target = dom.closest(event, "[data-action]")
        if target is None:
            return
        if self.view_k is not None or not self.legal:
            return  # replay view and computer turns are read-only
        if dom.repeated_click(event):
            return  # the second click of a double-click lands on the next position's board
        perf.mark("click")
        self.app.guard(self.decide, dom.attr(target, "data-action"))

    def on_cmd(self, cmd, target, event):
        handler = {
            "move": self._cmd_move, "undo": self._cmd_undo, "take": self._cmd_take,
            "retry": self._cmd_retry, "about": self._cmd_about, "zoom-in": self._cmd_zoom_in,
            "zoom-out": self._cmd_zoom_out, "zoom-reset": self._cmd_zoom_reset,
            "view": self._cmd_view, "live": self._cmd_live, "share": self._cmd_share,
            "share-view": self._cmd_share_view, "again": self._cmd_again,
            "secrets": self._cmd_secrets, "suggest": self._cmd_suggest, "hints": self._cmd_hints,
            "howto": lambda target, event: howto.open_dialog(self),
            "howto-close": lambda target, event: howto.close(self),
        }.get(cmd)
        if handler is not None:
            handler(target, event)

    def _cmd_move(self, target, event):
        if not dom.repeated_click(event):  # a double-click's second click is on the next position
            self.decide(dom.attr(target, "data-move"))

    def _cmd_suggest(self, target, event):
        self.suggest.ask()
        self.redraw()  # "thinking…" until the answer redraws the table

    def _cmd_hints(self, target, event):
        self.suggest.allow()
        self.redraw()

    def _cmd_undo(self, target, event):
        self.computer.stop()
        self.s.undo()
        self.computer.retry()
        self.last = None
        self.share_link = self.view_link = None
        self.app.autosave(self.s)
        self.app.notify("")
        self.refresh()

    def _cmd_take(self, target, event):
        seat = self.s.must_pass()
        if seat is not None and str(seat) == dom.attr(target, "data-seat"):
            self.s.hand_to(seat)
        self.refresh()

    def _cmd_secrets(self, target, event):
        """On a shared screen: the deciding person wants their hidden cards (a pass screen)."""
        self.s.ask_secrets(self.s.deciding())
        self.refresh()

    def _cmd_retry(self, target, event):
        self.computer.retry()
        self.refresh()

    def _cmd_about(self, target, event):
        self.show_about = not self.show_about
        self.redraw()

    def _zoom(self, how: str):
        board_js = getattr(js.window, "TabulaBoard", None)
        if board_js is not None:
            board_js.zoom(self.board, how)

    def _cmd_zoom_in(self, target, event):
        self._zoom("in")

    def _cmd_zoom_out(self, target, event):
        self._zoom("out")

    def _cmd_zoom_reset(self, target, event):
        self._zoom("reset")

    def _cmd_view(self, target, event):
        k = int(dom.attr(target, "data-k", "0"))
        self.view_k = None if k >= len(self.s.moves) else max(0, k)
        self.redraw()

    def _cmd_live(self, target, event):
        self.view_k = None
        self.redraw()

    def _cmd_share(self, target, event):
        self.share_link = share.link_for(self.s.record, str(js.location.href), self.game)
        self.view_link = None
        self.redraw()
        asyncio.ensure_future(self._copy(self.share_link, "whole"))

    def _cmd_share_view(self, target, event):
        if not self.can_share_view():
            return
        self.view_link = self._view_link()
        self.share_link = None
        self.redraw()
        asyncio.ensure_future(self._copy(self.view_link, "view"))

    def _cmd_again(self, target, event):
        """A new game of the same players, seats and options, with a new seed."""
        if dom.repeated_click(event):
            return
        try:
            session = self.s.rematch(secrets.randbits(32), new_save_id())
        except RecordError as e:
            self.app.notify(f"A new game could not be set up: {e}.")
            return
        self.app.start_session(session)
        self.app.go(f"#play/{session.save_id}")

    def on_submit(self, form_name, form):
        if form_name == "move":
            text = dom.value(dom.query(form, "[name=move]"))
            if self.decide(text):
                box = dom.query(self.panel, "[name=move]")  # gone when a computer or nobody decides
                if box is not None:
                    box.focus()
