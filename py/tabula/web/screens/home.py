"""Home: the playable games, saved games to continue, and opening a shared link."""

from __future__ import annotations

import js

from ...core.errors import TabulaError
from .. import dom, share
from ..console import log_exception


def players_text(info: dict) -> str:
    lo = info.get("min_players") or 2
    hi = info.get("max_players") or lo
    return f"{lo} players" if lo == hi else f"{lo}–{hi} players"


def when_text(ms: float) -> str:
    try:
        return str(js.Date.new(ms).toLocaleString())
    except Exception:
        return ""


class HomeScreen:
    def __init__(self, app):
        self.app = app
        self.confirming: str | None = None
        self.node = None

    def render(self):
        self.node = dom.el("div", {"class": "home"})
        self._fill()
        return self.node

    def _fill(self):
        node = dom.clear(self.node)
        dom.add(node, self._games())
        dom.add(node, self._saves())
        dom.add(node, self._open_link())
        if "terra_mystica" in self.app.games:
            dom.add(node, self._import_log())

    # -- sections ------------------------------------------------------------------------------
    def _games(self):
        sec = dom.el("section", {"class": "games", "aria-labelledby": "games-h"})
        dom.add(sec, dom.el("h2", {"id": "games-h"}, text="Games"))
        if self.app.games_error:
            dom.add(sec, dom.el("p", {"class": "problem"},
                                text="The games could not be loaded: " + self.app.games_error))
        if not self.app.games and not self.app.games_error:
            dom.add(sec, dom.el("p", {"class": "muted"}, text="No games are installed yet."))
        grid = dom.el("div", {"class": "game-cards"})
        # from the catalog only: no game package is imported to show the home screen
        for gid, info in self.app.games.catalog.items():
            card = dom.el("article", {"class": "game-card", "data-game": gid})
            emblem = dom.el("div", {"class": "emblem", "aria-hidden": "true"})
            drawn = False
            if info.get("emblem"):
                try:
                    dom.set_svg(emblem, info["emblem"])
                    drawn = True
                except Exception:
                    log_exception(f"drawing the emblem of {gid}")
            if not drawn:
                emblem.classList.add("monogram")
                emblem.textContent = (info.get("title") or gid)[:1].upper()
            facts = [players_text(info)]
            if info.get("playing_time"):
                facts.append(str(info["playing_time"]))
            dom.add(card, [
                emblem,
                dom.el("div", {"class": "game-text"},
                       dom.el("h3", text=info.get("title") or gid),
                       dom.el("p", {"class": "facts"}, text=" · ".join(facts)),
                       dom.el("p", {"class": "blurb"}, text=info.get("blurb") or "")),
                dom.el("div", {"class": "actions"},
                       dom.button("New game", "go", cls="btn primary", href=f"#new/{gid}"),
                       dom.button("About", "about", cls="btn ghost", game=gid)),
            ])
            dom.add(grid, card)
        dom.add(sec, grid)
        return sec

    def _saves(self):
        sec = dom.el("section", {"class": "saves", "aria-labelledby": "saves-h"})
        dom.add(sec, dom.el("h2", {"id": "saves-h"}, text="Continue"))
        try:
            saves, damaged = self.app.store.list()
        except TabulaError as e:
            dom.add(sec, dom.el("p", {"class": "problem"}, text=str(e)))
            return sec
        if not saves and not damaged:
            dom.add(sec, dom.el("p", {"class": "muted"}, text="No saved games in this browser yet."))
            return sec
        ul = dom.el("ul", {"class": "save-list"})
        for s in saves:
            known = s.game in self.app.games
            title = self.app.games.title(s.game)
            li = dom.el("li", {"class": "save", "data-save": s.id})
            bits = [f"{len(s.players)} players"]
            if s.round:
                bits.append(s.round)
            when = when_text(s.updated)
            if when:
                bits.append(f"last played {when}")
            dom.add(li, dom.el("div", {"class": "save-text"},
                               dom.el("strong", text=title),
                               dom.el("span", {"class": "names"}, text=", ".join(s.players)),
                               dom.el("span", {"class": "muted"}, text=" · ".join(bits))))
            dom.add(li, self._save_actions(s.id, playable=known))
            dom.add(ul, li)
        for d in damaged:
            li = dom.el("li", {"class": "save damaged", "data-save": d.id})
            dom.add(li, dom.el("div", {"class": "save-text"},
                               dom.el("strong", text="A saved game could not be read"),
                               dom.el("span", {"class": "muted"},
                                      text=f"{d.problem}. It is left as it is in this browser's storage.")))
            dom.add(li, self._save_actions(d.key, playable=False, damaged=True))
            dom.add(ul, li)
        dom.add(sec, ul)
        return sec

    def _save_actions(self, save_id: str, playable: bool, damaged: bool = False):
        """``save_id`` is a damaged entry's whole storage key (its id may not be a valid one)."""
        box = dom.el("div", {"class": "actions"})
        which = {"key": save_id} if damaged else {"id": save_id}
        if self.confirming == save_id:
            dom.add(box, [
                dom.el("span", {"class": "confirm-q"}, text="Delete this game?"),
                dom.button("Yes, delete", "delete-yes", cls="btn danger", **which),
                dom.button("Keep", "delete-no", cls="btn ghost", **which),
            ])
            return box
        if playable:
            dom.add(box, dom.button("Continue", "go", cls="btn primary", href=f"#play/{save_id}"))
        dom.add(box, dom.button("Delete", "delete", cls="btn ghost", **which))
        return box

    def _open_link(self):
        sec = dom.el("section", {"class": "open-link", "aria-labelledby": "link-h"})
        dom.add(sec, dom.el("h2", {"id": "link-h"}, text="Open a link"))
        form = dom.el("form", {"data-form": "link", "class": "inline-form"})
        dom.add(form, [
            dom.el("label", {"for": "link-input", "class": "sr-only"}, text="Link or game token"),
            dom.el("input", {"id": "link-input", "name": "link", "type": "text", "autocomplete": "off",
                             "spellcheck": "false", "placeholder": "Paste a shared link or token"}),
            dom.el("button", {"type": "submit"}, cls="btn", text="Open"),
        ])
        dom.add(sec, form)
        return sec

    def _import_log(self):
        sec = dom.el("section", {"class": "open-link", "aria-labelledby": "import-h"})
        dom.add(sec, dom.el("h2", {"id": "import-h"}, text="Import a Terra Mystica log"))
        dom.add(sec, dom.el("p", {"class": "muted"},
                            text="Paste a game log copied from the online Terra Mystica site to step "
                                 "through it here."))
        form = dom.el("form", {"data-form": "import", "class": "inline-form"})
        dom.add(form, [
            dom.el("label", {"for": "import-input", "class": "sr-only"}, text="Terra Mystica game log"),
            dom.el("textarea", {"id": "import-input", "name": "log", "rows": "3", "spellcheck": "false",
                                "placeholder": "setup witches\nsetup nomads\nwitches: build E7 ..."}),
            dom.el("button", {"type": "submit"}, cls="btn", text="Import"),
        ])
        dom.add(sec, form)
        return sec

    # -- events --------------------------------------------------------------------------------
    def on_cmd(self, cmd, target, event):
        key = dom.attr(target, "data-key")  # a damaged entry: its storage key
        save_id = dom.attr(target, "data-id") or key
        if cmd == "about":
            self._about(dom.attr(target, "data-game"))
        elif cmd == "delete":
            self.confirming = save_id
            self._fill()
        elif cmd == "delete-no":
            self.confirming = None
            self._fill()
        elif cmd == "delete-yes":
            self.confirming = None
            try:
                if key:
                    self.app.store.delete_key(key)
                else:
                    self.app.store.delete(save_id)
            finally:
                self._fill()
            self.app.sessions.pop(save_id, None)
            self.app.notify("The game was deleted.", "info")

    def _about(self, gid: str):
        """Show (or hide) the game's About text under its card (this imports the game)."""
        card = dom.query(self.node, f'.game-card[data-game="{gid}"]') if gid.isidentifier() else None
        if card is None:
            return
        shown = dom.query(card, ".about-text")
        if shown is not None:
            shown.remove()
            return
        game = self.app.games.get(gid)
        if game is None:
            self.app.notify(self.app.games.unavailable(gid))
            return
        text = str(game.about() or "")
        box = dom.el("div", {"class": "about-text"})
        for para in [t.strip() for t in text.split("\n\n") if t.strip()] or [
                "This game has no notes about its components."]:
            dom.add(box, dom.el("p", text=para))
        dom.add(dom.query(card, ".game-text") or card, box)

    def on_submit(self, form_name, form):
        if form_name == "import":
            text = dom.value(dom.query(form, "[name=log]"))
            if not text.strip():
                self.app.notify("Paste a game log first.")
                return
            self.app.import_log("terra_mystica", text)
            return
        if form_name != "link":
            return
        target = share.hash_of(dom.value(dom.query(form, "[name=link]")))
        if not target:
            self.app.notify("Paste a link (or its token) first.")
            return
        self.app.go(target)

    def unmount(self):
        pass
