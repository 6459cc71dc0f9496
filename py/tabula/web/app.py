"""Boot and routing of the browser app (location.hash -> screen), event delegation, notices.

Routes: ``#`` home, ``#new/<game>`` new game form, ``#play/<save id>`` the table,
``#g=<token>`` opens a shared game (saved under a new id, then shown at ``#play/<id>``).

Two tabs on one saved game: each save carries a revision (storage.py) and this tab saves only
over the revision it knows. When another tab saved first, this tab's decision is not written;
it says so and shows the game as saved there. The ``storage`` event (another tab wrote or
deleted a save) replaces this tab's copy at once, so that race is rare in practice.
"""

from __future__ import annotations

import asyncio

import js
from pyodide.ffi import create_once_callable, create_proxy

from ..core.errors import TabulaError
from ..core.record import Record
from . import dom, perf, share
from .console import log_exception
from .screens import opening
from .screens.opening import OpeningScreen
from .session import Session
from .session import load as load_session
from .storage import PREFIX, SaveConflict, SavedGame, SaveStore, StorageError, new_save_id, read_rev


class _NoStorage:
    """Stands in when the browser gives no localStorage: everything lives in the tab."""

    length = 0

    def key(self, i):
        return None

    def getItem(self, k):  # noqa: N802 - localStorage's names
        return None

    def setItem(self, k, v):  # noqa: N802
        raise RuntimeError("this browser does not allow storage here")

    def removeItem(self, k):  # noqa: N802
        pass


def _local_storage():
    try:
        ls = js.window.localStorage
        ls.length  # noqa: B018 - touching it raises where storage is disabled
        return ls
    except Exception:
        return _NoStorage()


class Games:
    """id -> game object, importing a game's package only when it is first asked for.

    The home screen needs only ``catalog`` (titles, players, blurbs, emblems); a game's rules are
    imported when it is opened, or when a save or link of it is loaded. A registry without the
    lazy interface (``catalog``/``get``, e.g. a test variant) is loaded whole, as before.
    """

    def __init__(self, registry=None):
        self.registry = registry
        self.loaded: dict = {}
        self.errors: dict[str, str] = {}  # id -> why its package could not be imported
        self.catalog: dict[str, dict] = {}
        if registry is None:
            return
        if callable(getattr(registry, "catalog", None)) and callable(getattr(registry, "get", None)):
            self.catalog = {e["id"]: e for e in registry.catalog()}
        else:
            self.loaded = dict(registry.all_games())
            self.catalog = {gid: _info(g) for gid, g in self.loaded.items()}

    def __contains__(self, game_id) -> bool:
        return game_id in self.catalog

    def __len__(self) -> int:
        return len(self.catalog)

    def get(self, game_id, default=None):
        """The game (its package is imported here), or ``default`` if there is no such game or
        its package does not import (the reason is kept in ``errors``)."""
        if game_id not in self.catalog:
            return default
        if game_id not in self.loaded:
            if game_id in self.errors:
                return default
            try:
                self.loaded[game_id] = self.registry.get(game_id)
            except Exception as e:
                log_exception(f"loading the game '{game_id}'")
                self.errors[game_id] = f"{type(e).__name__}: {e}"
                return default
        return self.loaded[game_id]

    def title(self, game_id) -> str:
        return (self.catalog.get(game_id) or {}).get("title") or str(game_id)

    def unavailable(self, game_id) -> str:
        """Why ``get(game_id)`` gave nothing, as a sentence for a notice."""
        if game_id in self.errors:
            return f"{self.title(game_id)} could not be loaded ({self.errors[game_id]})."
        return f"There is no game called '{game_id}' here."


def _info(game) -> dict:
    emblem = None
    try:
        emblem = game.emblem()
    except Exception:
        log_exception(f"drawing the emblem of {game.id}")
    return {"id": game.id, "title": game.title or game.id, "min_players": game.min_players,
            "max_players": game.max_players, "playing_time": game.playing_time,
            "blurb": game.blurb, "emblem": emblem}


class App:
    def __init__(self):
        self.root = dom.by_id("app")
        self.games = Games(None)
        self.games_error: str | None = None
        try:
            from .. import games

            self.games = Games(games)
        except Exception as e:
            log_exception("loading the game registry")
            self.games_error = f"{type(e).__name__}: {e}"
        self.store = SaveStore(_local_storage())
        self.sessions: dict[str, Session] = {}
        self.revs: dict[str, int] = {}  # save id -> the revision this tab last read or wrote
        self.unsaved: dict[str, str] = {}  # save id -> why its last save failed (until one works)
        self.screen = None
        self.routes = 0  # screens routed to so far (screens/opening.py: is the person still waiting for it)
        self.pending: tuple[str, str] | None = None
        self.origin = None  # the element of the event being handled (a notice is shown next to it)
        self.notice = dom.el("div", {"id": "notice", "role": "status", "aria-live": "polite"}, cls="notice")
        self.view = dom.el("div", {"id": "screen"})
        dom.clear(self.root)
        dom.add(self.root, [self.notice, self.view])
        self._proxies = [
            create_proxy(self._on_click),
            create_proxy(self._on_submit),
            create_proxy(self._on_change),
            create_proxy(self._on_hash),
            create_proxy(self._on_storage),
            create_proxy(self._on_key),
        ]
        self.root.addEventListener("click", self._proxies[0])
        self.root.addEventListener("submit", self._proxies[1])
        self.root.addEventListener("change", self._proxies[2])
        js.window.addEventListener("hashchange", self._proxies[3])
        js.window.addEventListener("storage", self._proxies[4])
        self.root.addEventListener("keydown", self._proxies[5])

    # -- notices -------------------------------------------------------------------------------
    def notify(self, text: str, kind: str = "error") -> None:
        """Show ``text`` where the eye is: next to the control whose event caused it (the one
        clicked, changed or submitted), else at the foot of the screen; always in the viewport.
        Errors are announced at once (``aria-live="assertive"``), other notices politely."""
        dom.clear(self.notice)
        if not text:
            self.notice.removeAttribute("data-kind")
            self.notice.removeAttribute("style")
            return
        self.notice.setAttribute("aria-live", "assertive" if kind == "error" else "polite")
        self.notice.setAttribute("data-kind", kind)
        dom.add(self.notice, dom.el("p", text=text))
        dom.add(self.notice, dom.button("Dismiss", "dismiss", cls="btn small ghost"))
        self._place_notice()

    def _place_notice(self) -> None:
        """Below the control that caused the notice (above it near the foot of the screen), kept
        inside the viewport; at the foot of the screen when there is no such control in view."""
        anchor = self.origin
        if anchor is None or not anchor.isConnected:
            anchor = dom.active()
        style = ""
        if anchor is not None and anchor.isConnected and str(anchor.tagName) != "BODY":
            r = anchor.getBoundingClientRect()
            vw, vh = js.window.innerWidth, js.window.innerHeight
            if r.width > 0 and r.bottom > 0 and r.top < vh and r.right > 0 and r.left < vw:
                width = min(560, vw - 24)
                left = max(12, min(r.left, vw - width - 12))
                box = self.notice.getBoundingClientRect()
                below = r.bottom + 8
                top = below if below + box.height <= vh - 8 else max(8, r.top - box.height - 8)
                style = (f"left:{left:.0f}px;top:{top:.0f}px;bottom:auto;transform:none;"
                         f"max-width:{width:.0f}px")
        self.notice.setAttribute("style", style)

    def notify_later(self, text: str, kind: str = "error") -> None:
        """Show on the next screen (a route change clears notices otherwise)."""
        self.pending = (text, kind)

    def guard(self, fn, *args):
        try:
            return fn(*args)
        except TabulaError as e:
            self.notify(_sentence(str(e)))
        except Exception as e:
            log_exception("handling an event")
            self.notify(f"Something went wrong ({type(e).__name__}). The details are in the browser console.")
        return None

    # -- routing -------------------------------------------------------------------------------
    def go(self, hash_: str) -> None:
        if js.location.hash == hash_ or (hash_ in ("", "#") and js.location.hash in ("", "#")):
            self.route()
        else:
            js.location.hash = hash_  # hashchange routes

    def replace(self, hash_: str) -> None:
        js.history.replaceState(None, "", hash_ or js.location.pathname)
        self.route()

    def route(self) -> None:
        """Show the screen of location.hash. Whatever goes wrong opening it (a defect: it is in
        the console), the player gets a message and the home screen, never a dead page."""
        try:
            self._route()
        except Exception as e:
            log_exception("opening a screen")
            self.pending = (f"This page could not be opened ({type(e).__name__}). The details are "
                            "in the browser console.", "error")
            if share.route_of(js.location.hash).screen == "home":
                raise  # the home screen itself failed: nothing to fall back to
            js.history.replaceState(None, "", js.location.pathname)
            self._route()

    def _route(self) -> None:
        self.routes += 1  # a game still opening (screens/opening.py) is not shown any more
        r = share.route_of(js.location.hash)
        self.notify("")
        if r.screen == "link":
            self.open_token(r.arg)
            return
        if r.screen == "view":
            self.open_view(r.arg)
            return
        if r.screen == "new":
            from .screens.newgame import NewGameScreen

            game = self.games.get(r.arg)
            if game is None:
                self.notify_later(self.games.unavailable(r.arg))
                self.replace("")
                return
            self.show(NewGameScreen(self, game))
        elif r.screen == "play":
            if r.arg in self.sessions:
                self._show_table(self.sessions[r.arg])
                return
            found = self._saved(r.arg)
            if found is None:
                self.replace("")
                return
            game, entry = found
            self.open_record(game, entry.record, r.arg, "This saved game cannot be replayed",
                             lambda session: self._keep(session, entry.rev))
        else:
            from .screens.home import HomeScreen

            self.show(HomeScreen(self))

    def show(self, screen) -> None:
        if self.screen is not None:
            try:
                self.screen.unmount()
            except Exception:
                log_exception("leaving a screen")
        self.screen = screen
        dom.clear(self.view)
        dom.add(self.view, screen.render())
        if hasattr(self.screen, "mounted"):  # what needs the layout (scroll positions)
            self.guard(self.screen.mounted)
        if self.pending:
            self.notify(*self.pending)
            self.pending = None
        js.window.scrollTo(0, 0)

    # -- sessions ------------------------------------------------------------------------------
    def _saved(self, save_id: str):
        """(game, saved entry) of a saved game this app can open; None (and why, later) if not."""
        try:
            entry = self.store.load(save_id)
        except TabulaError as e:
            self.notify_later(_sentence(str(e)))
            return None
        if entry is None:
            self.notify_later("That saved game is not in this browser (it may have been deleted).")
            return None
        game = self.games.get(entry.game)
        if game is None:
            if entry.game in self.games:
                self.notify_later(self.games.unavailable(entry.game))
            else:
                self.notify_later(f"This saved game is of '{entry.game}', which this app does not have.")
            return None
        return game, entry

    def _keep(self, session: Session, rev: int) -> None:
        self.sessions[session.save_id] = session
        self.revs[session.save_id] = rev
        self._show_table(session)

    def _show_table(self, session: Session) -> None:
        from .screens.table import TableScreen

        self.show(TableScreen(self, session))

    def open_record(self, game, record: Record, save_id: str | None, failed: str, then) -> None:
        """Open ``record`` (a saved game, a link's game; ``save_id`` None: a new one) for the
        table without freezing the page (screens/opening.py): "Opening…" shows meanwhile. Then
        ``then(session)``, unless the person went elsewhere; if the record does not replay,
        ``failed`` and why, on the home screen."""
        self.routes += 1
        self.show(OpeningScreen(game.title or game.id))
        asyncio.ensure_future(opening.open_record(self, game, record, save_id or new_save_id(), failed,
                                                  then, self.routes))

    def start_session(self, session: Session) -> None:
        self.sessions[session.save_id] = session
        if not self.autosave(session) and session.save_id in self.unsaved:
            self.notify_later(self.unsaved[session.save_id], "warning")  # shown on the table

    def autosave(self, session: Session) -> bool:
        if self.sessions.get(session.save_id) is not session:
            return False  # a copy replaced by another tab's (a computer still finishing a move)
        game = session.game
        try:
            rnd = game.round_label(session.state)
        except Exception:
            rnd = ""
        players = [session.who(i) for i in range(len(session.record.players))]
        entry = SavedGame(id=session.save_id, game=game.id, players=players,
                          round=str(rnd or ""), updated=float(js.Date.now()), record=session.record)
        try:
            self.revs[session.save_id] = self.store.save(entry, self.revs.get(session.save_id, 0))
        except SaveConflict as e:
            self._changed_elsewhere(session.save_id, e.current is None, lost=True)
            return False
        except StorageError as e:
            self.unsaved[session.save_id] = _sentence(str(e))
            self.notify(self.unsaved[session.save_id], "warning")
            return False
        self.unsaved.pop(session.save_id, None)
        return True

    def _changed_elsewhere(self, save_id: str, deleted: bool, lost: bool) -> None:
        """Another tab wrote (or deleted) this saved game: drop this tab's copy; if it is on
        screen, show the stored game instead (after the current event is done with the old one)."""
        self.sessions.pop(save_id, None)
        self.revs.pop(save_id, None)
        r = share.route_of(js.location.hash)
        if r.screen != "play" or r.arg != save_id:
            return
        if deleted:
            text = "This game was deleted in another tab"
        else:
            text = "This game was changed in another tab"
        if lost:
            text += ", so your last decision was not saved"
        text += ("." if deleted else ": here it is as it was saved there.")
        self.notify_later(text, "warning" if lost else "info")
        then = (lambda: self.guard(self.replace, "")) if deleted else (lambda: self.guard(self.route))
        js.setTimeout(create_once_callable(then), 0)

    def open_token(self, token: str) -> None:
        """A share link (``#g=``): decoded and replayed in slices (screens/opening.py)."""
        perf.mark("open: route")
        self.routes += 1
        self.show(OpeningScreen("A shared game"))
        asyncio.ensure_future(opening.open_link(self, token, self.routes))

    def opened_link(self, session: Session) -> None:
        self.start_session(session)
        self.replace(f"#play/{session.save_id}")

    def open_view(self, token: str) -> None:
        """A position as one player saw it (``#v=``): shown read-only, nothing saved."""
        from . import viewlink
        from .screens.position import PositionScreen

        try:
            link = viewlink.decode_view(token, self.games)
        except TabulaError as e:
            self.notify_later(f"This link could not be opened: {e}.")
            self.replace("")
            return
        self.show(PositionScreen(self, link))

    def import_log(self, game_id: str, text: str) -> None:
        """Open a game log from another site (the game's own importer) as a new saved game."""
        game = self.games.get(game_id)
        if game is None or not game.capabilities.imports:
            self.notify("This game cannot import logs.")
            return
        try:
            options, seed, moves = game.import_log(text)
            record = Record(game=game.id, options=options, seed=seed, moves=moves,
                            players=[f"Player {i + 1}" for i in range(int(options.get("players", 2)))],
                            rules=game.rules_version)
            session = load_session(game, record, new_save_id())
        except TabulaError as e:
            self.notify(f"The log could not be imported: {e}.")
            return
        self.start_session(session)
        self.go(f"#play/{session.save_id}")

    # -- events --------------------------------------------------------------------------------
    def _on_click(self, event):
        target = dom.closest(event, "[data-cmd]")
        if target is None or not hasattr(target, "getAttribute"):  # no match: JS null (jsnull)
            return
        self.origin = target
        cmd = dom.attr(target, "data-cmd")
        if cmd == "dismiss":
            self.notify("")
            return
        if cmd == "go":
            event.preventDefault()
            self.guard(self.go, dom.attr(target, "data-href", "#"))
            return
        if self.screen is not None and hasattr(self.screen, "on_cmd"):
            self.guard(self.screen.on_cmd, cmd, target, event)

    def _on_submit(self, event):
        event.preventDefault()
        form = event.target
        self.origin = dom.active() or form
        if self.screen is not None and hasattr(self.screen, "on_submit"):
            self.guard(self.screen.on_submit, dom.attr(form, "data-form"), form)

    def _on_change(self, event):
        self.origin = event.target
        if self.screen is not None and hasattr(self.screen, "on_change"):
            self.guard(self.screen.on_change, event.target)

    def _on_key(self, event):
        if self.screen is not None and hasattr(self.screen, "on_key"):
            self.origin = event.target
            self.guard(self.screen.on_key, event)

    def _on_hash(self, event):
        self.origin = None
        self.guard(self.route)

    def _on_storage(self, event):
        """Another tab of this page changed localStorage (never fired for this tab's own writes)."""
        key = event.key  # JS null arrives as Pyodide's jsnull, not None: test for a string
        if not isinstance(key, str):  # storage cleared
            for save_id in list(self.sessions):
                self._changed_elsewhere(save_id, True, lost=False)
            return
        if not key.startswith(PREFIX):
            return
        save_id = key[len(PREFIX):]
        if save_id not in self.sessions:
            return
        value = event.newValue
        deleted = not isinstance(value, str)
        try:
            if not deleted and read_rev(key, value) == self.revs.get(save_id):
                return
        except TabulaError:
            pass
        self._changed_elsewhere(save_id, deleted, lost=False)


def _sentence(text: str) -> str:
    text = text.strip()
    if not text:
        return "Something went wrong."
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


APP: App | None = None


def start() -> None:
    """Called by index.html once the code is importable: show the first screen, then signal ready."""
    global APP
    js.performance.mark("tabula:app")
    try:
        js.Tabula.step("app")
        APP = App()
        APP.route()
    except Exception as e:
        log_exception("starting the app")
        js.Tabula.fail("The app could not start", f"{type(e).__name__}: {e}")
        return
    js.Tabula.ready()
