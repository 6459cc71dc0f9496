"""New game: player count, who plays (you against computers, the default, or people taking turns
at this device; then each seat's name and kind, a person or a computer at a level), and the
game's own options as a generic form.

A game may offer ``option_fields(players)``: a list of dicts, each either a choice
``{"key", "label", "choices": [[value, label], ...], "default"}`` or a switch
``{"key", "label", "type": "bool", "default": bool}``.
"""

from __future__ import annotations

import secrets

from ...bots.levels import PLAYER_LEVELS
from ...core.errors import OptionsError, RecordError
from ...core.record import MAX_NAME, new_record
from .. import dom
from ..console import log_exception
from ..session import load as load_session
from ..storage import new_save_id

SOLO_LEVEL = "normal"  # the computers' level when you play against computers
MODES = (("solo", "You against computers"), ("hotseat", "People taking turns on this device"))


class NewGameScreen:
    def __init__(self, app, game):
        self.app = app
        self.game = game
        self.players = max(game.min_players, min(game.max_players, 2))
        self.names: list[str] = []
        self.kinds: list[str] = []  # per seat: "" a person, else a computer level
        self.mode = "solo"
        self.values: dict = {}
        self.node = None

    def fields(self) -> list[dict]:
        try:
            return [f for f in self.game.option_fields(self.players) if isinstance(f, dict) and f.get("key")]
        except Exception:
            log_exception("reading the game's options")
            return []

    def render(self):
        self.node = dom.el("div", {"class": "newgame"})
        self._fill()
        return self.node

    def seat_kinds(self) -> list[str]:
        """Each seat's kind: as chosen, or the mode's (seat 1 you, the rest computers; or people)."""
        kinds = list(self.kinds[:self.players])
        for i in range(len(kinds), self.players):
            kinds.append(SOLO_LEVEL if self.mode == "solo" and i > 0 else "")
        return kinds

    def _fill(self):
        g = self.game
        node = dom.clear(self.node)
        dom.add(node, dom.el("div", {"class": "screen-head"},
                             dom.button("← Games", "go", cls="btn ghost", href="#"),
                             dom.el("h2", text=f"New game of {g.title or g.id}")))
        form = dom.el("form", {"data-form": "new", "class": "card form"})
        # players
        sel = dom.el("select", {"id": "players", "name": "players"})
        for n in range(g.min_players, g.max_players + 1):
            dom.add(sel, dom.el("option", {"value": n, "selected": n == self.players}, text=str(n)))
        dom.add(form, dom.el("div", {"class": "field"},
                             dom.el("label", {"for": "players"}, text="Number of players"), sel))
        # who plays: the mode, then each seat's name and kind
        fs = dom.el("fieldset", {"class": "names"}, dom.el("legend", text="Who plays"))
        modes = dom.el("div", {"class": "modes", "role": "radiogroup", "aria-label": "Who plays"})
        for value, label in MODES:
            rid = f"mode-{value}"
            dom.add(modes, dom.el("label", {"for": rid, "class": "mode"},
                                  dom.el("input", {"type": "radio", "id": rid, "name": "mode", "value": value,
                                                   "checked": self.mode == value}),
                                  dom.el("span", text=label)))
        dom.add(fs, modes)
        kinds = self.seat_kinds()
        for i in range(self.players):
            kind = kinds[i]
            value = self.names[i] if i < len(self.names) else _default_name(i, kind)
            who = dom.el("select", {"id": f"seat-{i}", "name": f"seat-{i}", "data-seat": i,
                                    "aria-label": f"Who plays seat {i + 1}"})
            dom.add(who, dom.el("option", {"value": "", "selected": kind == ""}, text="A person"))
            for level in PLAYER_LEVELS:
                dom.add(who, dom.el("option", {"value": level, "selected": kind == level},
                                    text=f"Computer, {level}"))
            dom.add(fs, dom.el("div", {"class": "field seat-row"},
                               dom.el("label", {"for": f"name-{i}"}, text=f"Player {i + 1}"),
                               dom.el("div", {"class": "row"},
                                      dom.el("input", {"id": f"name-{i}", "name": f"name-{i}", "type": "text",
                                                       "maxlength": MAX_NAME, "value": value,
                                                       "autocomplete": "off"}),
                                      who)))
        dom.add(form, fs)
        # the game's options
        fields = self.fields()
        if fields:
            opts = dom.el("fieldset", {"class": "options"}, dom.el("legend", text="Options"))
            for f in fields:
                dom.add(opts, self._field(f))
            dom.add(form, opts)
        dom.add(form, dom.el("div", {"class": "actions"},
                             dom.el("button", {"type": "submit"}, cls="btn primary", text="Start the game")))
        dom.add(node, form)

    def _field(self, f: dict):
        key = str(f["key"])
        fid = f"opt-{key}"
        label = str(f.get("label") or key)
        value = self.values.get(key, f.get("default"))
        if f.get("type") == "bool":
            box = dom.el("input", {"id": fid, "name": fid, "type": "checkbox", "data-opt": key,
                                   "data-type": "bool", "checked": bool(value)})
            return dom.el("div", {"class": "field check"}, box, dom.el("label", {"for": fid}, text=label))
        sel = dom.el("select", {"id": fid, "name": fid, "data-opt": key, "data-type": "choice"})
        for choice in f.get("choices") or []:
            v, text = (choice[0], choice[1]) if isinstance(choice, (list, tuple)) else (choice, choice)
            dom.add(sel, dom.el("option", {"value": v, "selected": str(v) == str(value)}, text=str(text)))
        return dom.el("div", {"class": "field"}, dom.el("label", {"for": fid}, text=label), sel)

    # -- reading the form ----------------------------------------------------------------------
    def _read(self, form):
        names = []
        kinds = []
        for i in range(self.players):
            names.append(dom.value(dom.query(form, f"#name-{i}")))
            kind = dom.value(dom.query(form, f"#seat-{i}"))
            kinds.append(kind if kind in PLAYER_LEVELS else "")
        self.names = names
        self.kinds = kinds
        choices = {str(f["key"]): f for f in self.fields()}
        for node in dom.query_all(form, "[data-opt]"):
            key = dom.attr(node, "data-opt")
            f = choices.get(key)
            if f is None:
                continue
            if dom.attr(node, "data-type") == "bool":
                self.values[key] = bool(node.checked)
            else:
                raw = str(node.value)
                # give back the choice's own value (it may be a number)
                for choice in f.get("choices") or []:
                    v = choice[0] if isinstance(choice, (list, tuple)) else choice
                    if str(v) == raw:
                        self.values[key] = v
                        break

    def on_change(self, target):
        if dom.attr(target, "name") == "players":
            form = dom.query(self.node, "form")
            self._read(form)
            self.players = int(str(target.value))
            self._fill()
        elif dom.attr(target, "name") == "mode":
            form = dom.query(self.node, "form")
            self._read(form)
            self.mode = "hotseat" if str(target.value) == "hotseat" else "solo"
            # the seats follow the mode; names that were defaults follow their seat's kind
            self.names = [n if n.strip() not in (_default_name(i, ""), _default_name(i, "x")) else ""
                          for i, n in enumerate(self.names)]
            self.kinds = []
            kinds = self.seat_kinds()
            self.names = [n or _default_name(i, kinds[i]) for i, n in enumerate(self.names)]
            self._fill()
        elif dom.attr(target, "data-seat"):
            # a default name follows the seat's kind ("Player 2" <-> "Computer 2")
            i = int(dom.attr(target, "data-seat"))
            inp = dom.query(self.node, f"#name-{i}")
            if inp is not None and str(inp.value).strip() in (_default_name(i, ""), _default_name(i, "x")):
                inp.value = _default_name(i, str(target.value))

    def on_submit(self, form_name, form):
        if form_name != "new":
            return
        self._read(form)
        names = []
        for i, n in enumerate(self.names):
            n = " ".join(n.split())[:MAX_NAME]
            names.append(n or f"Player {i + 1}")
        if len(set(names)) != len(names):
            self.app.notify("Each player needs a different name.")
            return
        g = self.game
        try:
            options = dict(g.default_options(self.players))
        except (OptionsError, NotImplementedError):
            options = {"players": self.players}
        for f in self.fields():
            key = str(f["key"])
            if key in self.values:
                options[key] = self.values[key]
        record = new_record(g, options, secrets.randbits(32), names)
        kinds = self.seat_kinds()
        if any(kinds):
            record.seats = kinds
        save_id = new_save_id()
        try:
            session = load_session(g, record, save_id)
        except RecordError as e:
            self.app.notify(f"The game could not be set up: {e}.")
            return
        self.app.start_session(session)
        self.app.go(f"#play/{save_id}")

    def unmount(self):
        pass


def _default_name(i: int, kind: str) -> str:
    return f"Computer {i + 1}" if kind else f"Player {i + 1}"
