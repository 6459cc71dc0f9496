"""The game table, generic over games: board SVG, whose turn, legal moves, notation box, undo,
move log with a read-only replay view, share link, the final scores, computer players and the
"pass the device" screen of hot-seat games with hidden information.

The board is the game's ``render(state, viewer, legal_texts, layout)`` SVG; its clickable parts
carry ``data-action="<move in notation>"``. One delegated listener on the board container turns a
click into ``game.parse`` + ``game.apply`` (through the Session). ``static/board.js`` zooms and
pans the board and makes its clickable parts keyboard-usable.

Who sees what (``viewer``): in a game without hidden information, the deciding person. In a game
with hidden information and one person (the others computers), always that person. With several
people on one device, the person who was last handed the device behind the pass screen; the
log view then shows a spectator's view (no hands).

Computer seats think in slices (``bots.levels.plan_steps``) between which the browser runs, so
the page stays responsive; a whole turn found by one search is applied step by step, each step
checked against ``legal()`` first.
"""

from __future__ import annotations

import asyncio
import time

import js
from pyodide.ffi import create_once_callable, create_proxy

from ...bots.common import make_rng, winning_seats
from ...bots.levels import plan_steps
from ...core.errors import TabulaError
from .. import dom, share
from ..app import log_exception

# the browser's cap on one computer decision (seconds); the levels' own iteration budgets decide
# first, this only bites on a slow machine or a crowded position
THINK_CAP = {"easy": 2.0, "normal": 1.5, "hard": 2.5}
SLICE = 0.012  # seconds of search between two hand-backs to the browser
STEP_PAUSE = 0.25  # seconds between two computer moves, so a person can follow them
NARROW = 700  # px: below this viewport width the game draws its narrow layout


class TableScreen:
    def __init__(self, app, session):
        self.app = app
        self.s = session
        self.game = session.game
        self.view_k: int | None = None  # None: live; k: showing the state after k moves
        self.share_link: str | None = None
        self.view_link: str | None = None  # "this position as I see it" (games with hidden information)
        self.board = None
        self.panel = None
        self._board_proxy = None
        self._media_proxy = None
        self._media = None
        self._legal: list[str] = []  # the moves offered now, computed once per refresh
        self.holder = None  # hot seat: the person who was last handed the device
        # the computer's last moves: its seat and the range of the record's moves it played
        self.last: tuple[int, int, int] | None = None
        self.thinking = None  # the computer seat thinking now
        self.stuck = ""  # why a computer seat could not decide (it waits for "try again")
        self.think_level = ""
        self.show_about = False
        self._refocus = False  # a move button had the keyboard focus: give it to the next ones
        self._task = None
        self._gen = 0  # bumped by every change a person makes: a computer's search then stops
        self._closed = False
        self.layout = "wide"
        fn = getattr(self.game.render, "__func__", self.game.render)
        code = getattr(fn, "__code__", None)
        names = code.co_varnames[:code.co_argcount] if code is not None else ()
        self._render_takes_legal = "legal_texts" in names
        self._render_takes_layout = "layout" in names

    # -- layout --------------------------------------------------------------------------------
    def render(self):
        g = self.game
        root = dom.el("div", {"class": "table"})
        self.root = root
        self.head = dom.el("div", {"class": "screen-head"})
        self.board = dom.el("div", {"id": "board", "class": "board", "aria-label": "Board"})
        self.zoombar = dom.el("div", {"class": "zoombar", "role": "group", "aria-label": "Zoom the board"})
        for label, cmd, title in (("+", "zoom-in", "Zoom in"), ("−", "zoom-out", "Zoom out"),
                                  ("Fit", "zoom-reset", "Fit the whole board in view")):
            b = dom.button(label, cmd, cls="btn small")
            b.setAttribute("title", title)
            b.setAttribute("aria-label", title)
            dom.add(self.zoombar, b)
        self.passing = dom.el("section", {"class": "pass-screen", "hidden": True, "aria-live": "polite"})
        self.panel = dom.el("aside", {"class": "panel", "aria-label": "Game panel"})
        dom.add(root, [self.head, self.passing,
                       dom.el("div", {"class": "board-wrap"}, self.zoombar, self.board), self.panel])
        self._board_proxy = create_proxy(self._on_board_click)
        self.board.addEventListener("click", self._board_proxy)
        if getattr(js.window, "TabulaBoard", None) is None:  # index.html does not load it yet
            dom.load_script("./static/board.js", lambda: None if self._closed else self._drawn())
        try:
            self._media = js.window.matchMedia(f"(max-width: {NARROW - 1}px)")
            self.layout = "narrow" if self._media.matches else "wide"
            self._media_proxy = create_proxy(self._on_media)
            self._media.addEventListener("change", self._media_proxy)
        except Exception:
            self._media = None
        self.title = g.title or g.id
        self.refresh()
        return root

    def unmount(self):
        self._closed = True
        self._stop_bot()
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
            self.app.guard(self._redraw)

    def shown_state(self):
        return self.s.states[self.view_k] if self.view_k is not None else self.s.state

    # -- who sees what -------------------------------------------------------------------------
    def viewer(self):
        """The seat whose view the table shows (None: a spectator)."""
        s = self.s
        humans = s.humans()
        if s.hidden():
            if len(humans) == 1:
                return humans[0]
            if self.view_k is not None or not humans:
                return None
            return self.holder
        if self.view_k is not None:
            return None
        seat = s.deciding()
        if seat is not None and not s.is_computer(seat):
            return seat
        return humans[0] if len(humans) == 1 else None

    def must_pass(self):
        """The person to hand the device to before the table may be shown, or None."""
        if self.view_k is not None or not self.s.hot_seat():
            return None
        seat = self.s.deciding()
        if seat is None or self.s.is_computer(seat) or seat == self.holder:
            return None
        return seat

    def refresh(self):
        if self._closed:
            return
        s = self.s
        seat = s.deciding() if self.view_k is None else None
        passing = self.must_pass()
        offer = (seat is not None and passing is None and not s.is_computer(seat)
                 and (not s.hidden() or self.viewer() == seat))
        self._legal = s.legal_texts(seat) if offer else []
        self._keep_focus()
        self._head()
        if passing is not None:
            self._pass_screen(passing)
        else:
            dom.clear(self.passing).setAttribute("hidden", "")  # (its button keeps no focus)
            self.root.classList.remove("passing")
            self._board()
            self._panel()
            self._restore_focus()
        self._ensure_bot()

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
        if callable(getattr(self.game, "about", None)):
            b = dom.button("About this game", "about", cls="btn small ghost")
            b.setAttribute("aria-expanded", "true" if self.show_about else "false")
            dom.add(self.head, b)

    def _pass_screen(self, seat):
        """Full screen, nothing of anyone's hidden information in the page behind it."""
        self.root.classList.add("passing")
        dom.clear(self.board)
        dom.clear(self.panel)
        p = dom.clear(self.passing)
        p.removeAttribute("hidden")
        name = self._name(seat)
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
        st = self.shown_state()
        viewer = self.viewer()
        live = self.view_k is None
        try:
            args = [st, viewer]
            kwargs = {}
            if self._render_takes_legal:  # the moves are already known: do not compute them twice
                args.append(self._legal)
            if self._render_takes_layout:
                kwargs["layout"] = self.layout
            svg = self.game.render(*args, **kwargs)
            board_js = getattr(js.window, "TabulaBoard", None)
            if board_js is not None:
                board_js.before(self.board)  # where the keyboard focus was, for _drawn
            dom.set_svg(self.board, svg)
            self.board.classList.toggle("readonly", not live or not self._legal)
            self.board.setAttribute("data-layout", self.layout)
            self._drawn()
        except Exception as e:
            log_exception("drawing the board")
            dom.clear(self.board)
            dom.add(self.board, dom.el("p", {"class": "problem"},
                                       text=f"The board could not be drawn ({type(e).__name__})."))

    def _drawn(self):
        board_js = getattr(js.window, "TabulaBoard", None)
        if board_js is not None:
            board_js.drawn(self.board, self._highlight())

    def _highlight(self) -> str:
        """The computer's last move, to be marked on the board where it has a place."""
        texts = self._last_texts() if self.view_k is None else []
        return texts[-1] if texts else ""

    def _happened(self) -> list[str]:
        """What the last moves (the computer's, else the last one) made happen on their own, as the
        person at the table may read it: a step the game took because there was no other answer."""
        if not self.s.moves:
            return []
        start, end = (self.last[1], self.last[2]) if self.last else (len(self.s.moves) - 1,
                                                                      len(self.s.moves))
        viewer = self.viewer()
        shown = self.s.log_texts(viewer) if self.s.hidden() else self.s.moves
        out: list[str] = []
        for k in range(start, end):
            if shown[k] == self.s.moves[k]:  # a secret move makes nothing known
                out.extend(self.s.notes(k, viewer))
        return out

    def _last_texts(self) -> list[str]:
        """The computer's last moves as the person at the table may read them: a secret choice
        not yet revealed shows as one, as in the log."""
        if not self.last:
            return []
        _seat, start, end = self.last
        if self.s.hidden():
            return self.s.log_texts(self.viewer())[start:end]
        return self.s.moves[start:end]

    def _name(self, seat) -> str:
        names = self.s.record.players
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)

    def _label(self, st, seat) -> str:
        names = self.s.record.players
        label = self.game.player_label(st, seat)
        name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""
        return f"{name} ({label})" if name and label and label != name else (name or label)

    def _panel(self):
        p = dom.clear(self.panel)
        st = self.shown_state()
        n = len(self.s.moves)
        unsaved = self.app.unsaved.get(self.s.save_id)
        if unsaved:  # stays until a save works: a reload would lose what is not saved
            dom.add(p, dom.el("section", {"class": "unsaved", "role": "alert"},
                              dom.el("strong", text="Not saved in this browser. "),
                              dom.el("span", text=unsaved)))
        if self.show_about:
            dom.add(p, self._about())
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

    def _about(self):
        sec = dom.el("section", {"class": "about", "aria-label": "About this game"})
        dom.add(sec, dom.el("h3", text=f"About {self.title}"))
        try:
            text = str(self.game.about() or "")
        except Exception:
            log_exception("reading the game's about text")
            text = ""
        for para in [t.strip() for t in text.split("\n\n") if t.strip()]:
            dom.add(sec, dom.el("p", text=para))
        dom.add(sec, dom.button("Close", "about", cls="btn small"))
        return sec

    def _decision(self):
        sec = dom.el("section", {"class": "decision"})
        s = self.s
        seat = s.deciding()
        texts = self._last_texts()
        if texts:
            who = self.last[0]
            line = dom.el("p", {"class": "last-move"}, dom.el("span", text=f"{self._name(who)} played: "))
            dom.add(line, dom.el("strong", text="; ".join(texts)))
            dom.add(sec, line)
        happened = self._happened()
        if happened:
            dom.add(sec, dom.el("ul", {"class": "happened", "aria-label": "What happened"},
                                *[dom.el("li", text=t) for t in happened]))
        if seat is None:
            dom.add(sec, dom.el("p", text="No one is to move."))
            return sec
        st = s.state
        who = dom.el("strong", text=self._label(st, seat))
        if s.is_computer(seat) and self.stuck:
            dom.add(sec, dom.el("p", {"class": "turn problem", "role": "alert"}, text=self.stuck))
            dom.add(sec, dom.button("Let the computer try again", "retry", cls="btn"))
            return sec
        if s.is_computer(seat):
            dom.add(sec, dom.el("p", {"class": "turn thinking", "role": "status"},
                                dom.el("span", {"class": "spinner", "aria-hidden": "true"}),
                                who, f" (computer, {s.level(seat)}) is thinking…"))
            return sec
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
                undo.setAttribute("title", "Only your own last decision can be undone, and nothing "
                                           "that revealed a card or a choice")
            dom.add(row, undo)
        dom.add(row, dom.button("Share", "share", cls="btn"))
        if self._can_share_view():
            dom.add(row, dom.button("Share this position as I see it", "share-view", cls="btn"))
        dom.add(sec, row)
        if self.share_link:
            dom.add(sec, dom.el("div", {"class": "field"},
                                dom.el("label", {"for": "share-link"}, text="Link to this game"),
                                dom.el("input", {"id": "share-link", "type": "text", "readonly": True,
                                                 "value": self.share_link})))
            if self.s.hidden():
                dom.add(sec, dom.el("p", {"class": "reveals"}, text=(
                    "This link holds the whole game: its start and every move. Whoever opens it can "
                    "find every hand, the order of every deck and every secret choice, so share it "
                    "only with people who may see everything (after the game, or to report a "
                    "problem). To show a position without giving anything away, use “Share this "
                    "position as I see it”.")))
        if self.view_link:
            dom.add(sec, dom.el("div", {"class": "field"},
                                dom.el("label", {"for": "view-link"},
                                       text="Link to this position as you see it (read-only)"),
                                dom.el("input", {"id": "view-link", "type": "text", "readonly": True,
                                                 "value": self.view_link})))
        return sec

    def _can_share_view(self) -> bool:
        """A game with hidden information, and a person whose view the table shows."""
        from .. import viewlink

        return (self.s.hidden() and self.view_k is None and self.viewer() is not None
                and self.must_pass() is None and viewlink.supports(self.game))

    def _view_link(self) -> str:
        from .. import viewlink

        seat = self.viewer()
        page = str(js.location.href)
        token = viewlink.encode_view(self.game, self.s.state, seat, self.s.record.players,
                                     self.s.log_texts(seat), page_url=page)
        return viewlink.link_for(page, token)

    def _scores(self, st):
        sec = dom.el("section", {"class": "scores"})
        dom.add(sec, dom.el("h3", text="Final scores"))
        scores = self.game.score(st) or {}
        seats = sorted(scores)
        winner = self._winner_text(st, scores)
        if winner:
            dom.add(sec, dom.el("p", {"class": "winner"}, text=winner))
        cats: list[str] = []
        for seat in seats:
            for c in scores[seat]:
                if c not in cats:
                    cats.append(c)
        table = dom.el("table", {"class": "score-table"})
        head = dom.el("tr", None, dom.el("td", text=""))  # the corner above the category names
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

    def _winner_text(self, st, scores) -> str:
        """Who won, as the game's own tie-break decides (e.g. Res Arcana's essences)."""
        won = winning_seats(self.game, st) or []
        names = [self._label(st, seat) for seat in won]
        if not names:
            return ""
        if len(names) > 1:
            return f"{', '.join(names[:-1])} and {names[-1]} share the win"
        totals = [sum(v.values()) for v in scores.values()]
        tied = totals.count(max(totals)) > 1 if totals else False
        return f"{names[0]} wins" + (" on the tie-break" if tied else "")

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
        # in a game with hidden information, what the person at the device may read
        texts = self.s.log_texts(self._log_viewer()) if self.s.hidden() else self.s.moves
        last = set()
        if self.last and self.view_k is None:
            last = set(range(self.last[1], self.last[2]))
        viewer = self._log_viewer()
        items = []
        for i, text in enumerate(texts):
            cls = " ".join(c for c in ("current" if i + 1 == k else "", "bot" if i in last else "") if c)
            button = dom.button_spec(text, "view", cls="link-btn", k=i + 1)
            # what the move made happen on its own (none shown for a move still secret)
            notes = self.s.notes(i, viewer) if text == self.s.moves[i] else []
            items.append(["li", {"class": cls} if cls else {}, button,
                          *[["span", {"class": "note"}, note] for note in notes]])
        dom.build(ol, items)
        dom.add(sec, ol)
        return sec

    def _log_viewer(self):
        humans = self.s.humans()
        if len(humans) == 1:
            return humans[0]
        return self.holder if self.s.hot_seat() else None

    def _nav(self, label, cmd, k, enabled, title):
        b = dom.button(label, cmd, cls="btn small", k=k)
        b.setAttribute("title", title)
        b.setAttribute("aria-label", title)
        if not enabled:
            b.setAttribute("disabled", "")
        return b

    # -- computer players ----------------------------------------------------------------------
    def _ensure_bot(self):
        if self._closed or self._task is not None or self.stuck:
            return
        if self.s.computer_to_move() is None:
            return
        self._task = asyncio.ensure_future(self._bot_loop())

    def _stop_bot(self):
        self._gen += 1
        task, self._task = self._task, None
        if task is not None and not task.done():
            task.cancel()
        self.thinking = None

    async def _bot_loop(self):
        s = self.s
        gen = self._gen
        try:
            while not self._closed and gen == self._gen:
                seat = s.computer_to_move()
                if seat is None:
                    break
                level = s.level(seat)
                self.thinking = seat
                t0 = time.perf_counter()
                steps = plan_steps(self.game, s.state, seat, level, s.bot_seed(),
                                   THINK_CAP.get(level), slice_time=SLICE)
                plan = None
                while plan is None:
                    try:
                        next(steps)
                    except StopIteration as stop:
                        plan = stop.value
                        break
                    await asyncio.sleep(0)  # the browser runs here: clicks, painting
                    if self._closed or gen != self._gen:
                        return
                _note_think(level, time.perf_counter() - t0)
                played: list[str] = []
                start = len(s.moves)
                for action in plan:
                    if self._closed or gen != self._gen:
                        return
                    st = s.state
                    if s.deciding() != seat or action not in self.game.legal(st, seat):
                        break  # something else came first (a rival's decision): search again
                    text = s.decide(self.game.format(st, action), seat=seat)
                    played.append(text)
                    self.last = (seat, start, len(s.moves))
                    self.share_link = self.view_link = None
                    self.app.autosave(s)
                    self._redraw()
                    await asyncio.sleep(_pause())
                if not played:
                    raise TabulaError("the computer found no legal decision")
        except asyncio.CancelledError:
            raise
        except Exception as e:
            log_exception("a computer player's turn")
            if gen == self._gen and not self._closed:
                self._bot_failed(e)
        finally:
            if gen == self._gen:
                self._task = None
                self.thinking = None
        if not self._closed and gen == self._gen:
            self._redraw()

    def _bot_failed(self, error: Exception) -> None:
        """A computer's search failed (a defect: it is in the console). The game must not hang on
        it: the seat plays a legal decision at random instead, and says so; if even that is
        impossible, the table says the computer is stuck and offers to try again."""
        s = self.s
        seat = s.computer_to_move()
        why = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
        try:
            if seat is None:
                return
            options = self.game.legal(s.state, seat)
            if not options:
                raise TabulaError("it has no legal decision")
            action = options[make_rng(s.bot_seed(), "fallback").randrange(len(options))]
            start = len(s.moves)
            s.decide(self.game.format(s.state, action), seat=seat)
            self.last = (seat, start, len(s.moves))
            self.share_link = self.view_link = None
            self.app.autosave(s)
            self.app.notify(f"{self._name(seat)} could not think this decision through ({why}), "
                            "so it played a legal move at random.", "warning")
            js.setTimeout(create_once_callable(lambda: self._closed or self.refresh()), 0)
        except Exception as e2:
            log_exception("a computer player's fallback decision")
            self.stuck = f"{self._name(seat)} could not decide ({why}; {type(e2).__name__}: {e2})."

    def _redraw(self):
        """Refresh without starting another computer turn (the running loop goes on)."""
        task, self._task = self._task, (self._task or True)
        try:
            self.refresh()
        finally:
            self._task = task

    # -- actions -------------------------------------------------------------------------------
    def decide(self, text: str) -> bool:
        if self.view_k is not None:
            self.app.notify("You are looking at an earlier position: go back to the game to play.", "info")
            return False
        seat = self.s.deciding()
        if seat is None or self.s.is_computer(seat) or self.must_pass() is not None:
            self.app.notify("It is not your decision now.", "info")
            return False
        try:
            self.s.decide(text, seat=seat)
        except TabulaError as e:
            self.app.notify(f"“{text}” cannot be played: {e}")
            return False
        self.app.notify("")
        self.share_link = self.view_link = None
        self.last = None
        self.app.autosave(self.s)
        self.refresh()
        return True

    def _on_board_click(self, event):
        target = dom.closest(event, "[data-action]")
        if target is None:
            return
        if self.view_k is not None or not self._legal:
            return  # replay view and computer turns are read-only
        if dom.repeated_click(event):
            return  # the second click of a double-click lands on the next position's board
        self.app.guard(self.decide, dom.attr(target, "data-action"))

    def on_cmd(self, cmd, target, event):
        if cmd == "move":
            if dom.repeated_click(event):
                return  # the second click of a double-click lands on the next position's buttons
            self.decide(dom.attr(target, "data-move"))
        elif cmd == "undo":
            self._stop_bot()
            self.s.undo()
            self.stuck = ""
            self.last = None
            self.share_link = self.view_link = None
            self.app.autosave(self.s)
            self.app.notify("")
            self.refresh()
        elif cmd == "take":
            seat = self.must_pass()
            if seat is not None and str(seat) == dom.attr(target, "data-seat"):
                self.holder = seat
            self.refresh()
        elif cmd == "retry":
            self.stuck = ""
            self.refresh()
        elif cmd == "about":
            self.show_about = not self.show_about
            self._redraw()
        elif cmd in ("zoom-in", "zoom-out", "zoom-reset"):
            board_js = getattr(js.window, "TabulaBoard", None)
            if board_js is not None:
                board_js.zoom(self.board, cmd[5:])
        elif cmd == "view":
            k = int(dom.attr(target, "data-k", "0"))
            n = len(self.s.moves)
            self.view_k = None if k >= n else max(0, k)
            self._redraw()
        elif cmd == "live":
            self.view_k = None
            self._redraw()
        elif cmd == "share":
            self.share_link = share.link_for(self.s.record, str(js.location.href), self.game)
            self.view_link = None
            self._redraw()
            asyncio.ensure_future(self._copy(self.share_link, "whole"))
        elif cmd == "share-view" and self._can_share_view():
            self.view_link = self._view_link()
            self.share_link = None
            self._redraw()
            asyncio.ensure_future(self._copy(self.view_link, "view"))

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

    def on_submit(self, form_name, form):
        if form_name == "move":
            text = dom.value(dom.query(form, "[name=move]"))
            if self.decide(text):
                box = dom.query(self.panel, "[name=move]")  # gone when a computer or nobody decides
                if box is not None:
                    box.focus()


def _pause() -> float:
    """Seconds between computer moves (a page may set ``window.TABULA_BOT_PAUSE``, e.g. tests: 0)."""
    try:
        v = js.window.TABULA_BOT_PAUSE
        return max(0.0, float(v)) if v is not None else STEP_PAUSE
    except Exception:
        return STEP_PAUSE


def _note_think(level: str, seconds: float) -> None:
    """Keep the computers' think times where a test or a benchmark can read them."""
    try:
        log = getattr(js.window, "TabulaThink", None)
        if log is None:
            js.window.TabulaThink = js.Array.new()
            log = js.window.TabulaThink
        log.push(js.JSON.parse(f'{{"level": "{level}", "ms": {seconds * 1000:.1f}}}'))
    except Exception:
        pass
