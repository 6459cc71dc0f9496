"""Import a game log written in the online Terra Mystica site's command language.

The site's log is a header (options, map, scoring tiles, removed bonus cards,
factions) followed by rows ``faction: cmd. cmd. ...``. Turns are implicit
there: a row of another faction ends the current turn. The importer drives
our engine through the rows, adds the explicit ``done`` our notation needs,
and yields every action in our notation, so a site log becomes our record.
The record carries the option ``site-log``: the leniencies of the site's command
language that live play does not have (README, "What the importer accepts that
live play does not"): late cult-step choices, give-backs (``-1W``, ``-WATER``,
``-FREE_D``), ``burn 0``, ``pass BONn`` in the last round.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ...core.errors import NotationError, RecordError, RuleError, TabulaError
from . import notation
from .data import map_by_site_id
from .flow import needs_action
from .legal import do
from .rules.offers import offer_answered
from .setup import SITE_OPTIONS, setup

IGNORED_ADMIN = ("player ", "player-count", "order ", "email", "start", "income", "finish",
                 "score_resources", "faction-variant", "abort")


@dataclass
class SiteLog:
    options: dict
    rows: list[tuple[int, str, list[str]]] = field(default_factory=list)  # (line no, faction or "", commands)


def _clean(line: str) -> str:
    return " ".join(line.split("#", 1)[0].split())


def _split_row(faction: str, body: str) -> list[str]:
    b = body.strip()
    low = b.lower()
    if m := re.match(r"^pass\s*\.\s*\+(bon\d+)(.*)$", low):
        b = f"pass {m.group(1)}{m.group(2)}"
    elif m := re.match(r"^\+(bon\d+)(.*)$", low):
        b = f"pass {m.group(1)}{m.group(2)}"
    cmds = [c.strip() for c in b.split(".") if c.strip()]
    # legacy orders
    out: list[str] = []
    converted = False  # the last command was the legacy "convert 2W to 1BRIDGE"
    for c in cmds:
        cl = c.lower()
        if converted and re.fullmatch(r"-1?\s*bridge", cl):
            out.pop()  # "convert 2W to 1BRIDGE. -BRIDGE": the site drops the pair
            converted = False
            continue
        converted = faction == "engineers" and bool(re.fullmatch(r"convert 2 ?w to (1 ?)?bridge", cl))
        out.append("action ACTE" if converted else c)
    cmds = out
    if len(cmds) >= 2 and cmds[0].lower().startswith("build") and cmds[1].lower().startswith("transform"):
        cmds[0], cmds[1] = cmds[1], cmds[0]
    if len(cmds) >= 2 and cmds[0].lower().startswith("pass") and cmds[1].lower().startswith("convert"):
        cmds = cmds[1:] + cmds[:1]
    if len(cmds) >= 2 and cmds[0].lower().startswith("dig") and cmds[1].lower().startswith("action"):
        cmds[0], cmds[1] = cmds[1], cmds[0]
    # "+2TW3": two tiles of one kind
    cmds = [c2 for c in cmds for c2 in _expand(c)]
    # merge repeated "+X"
    merged: list[str] = []
    for c in cmds:
        m = re.fullmatch(r"\+(\d*)([a-z]+)", c.strip().lower())
        if merged and m and m.group(2) in ("fire", "water", "earth", "air"):
            prev = re.fullmatch(r"\+(\d*)([a-z]+)", merged[-1].lower())
            if prev and prev.group(2) == m.group(2):
                merged[-1] = f"+{int(prev.group(1) or 1) + int(m.group(1) or 1)}{m.group(2)}"
                continue
        merged.append(c)
    leech = [c for c in merged if c.lower().startswith(("leech", "decline"))]
    rest = [c for c in merged if not c.lower().startswith(("leech", "decline"))]
    return leech + rest


def _expand(c: str) -> list[str]:
    """``+2TW3``: two tiles of one kind; ``-3W``, ``-2WATER``, ``-2SPADE``: give-backs, one at a
    time as our moves take them (the site checks a cult give-back by where it ends, the same
    as step by step); ``-0X`` gives nothing back."""
    m = re.fullmatch(r"\+(\d+)(tw\d|fav\d{1,2})", c.strip().lower())
    if m:
        return ["+" + m.group(2)] * int(m.group(1))
    m = re.fullmatch(r"-(\d+)\s*([a-z_]+)", c.strip().lower())
    if m:
        return [f"-{m.group(2)}"] * int(m.group(1))
    return [c]


def read_site_log(text: str) -> SiteLog:
    opts: list[str] = []
    factions: list[str] = []
    score: list[str] | None = None
    removed: list[str] = []
    map_id = "base"
    extra: list[str] = []
    rows: list[tuple[int, str, list[str]]] = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = _clean(raw)
        if not line:
            continue
        low = line.lower()
        m = re.match(r"^([a-z]+)\s*:\s*(.*)$", low)
        if m and not low.startswith(("map", "option")):
            fac = m.group(1)
            body = line[line.index(":") + 1:]
            if fac == "dragonmasters":
                fac = "dragonlords"
            if body.strip().lower() == "resign":
                rows.append((no, "", [f"drop-faction {fac}"]))
                continue
            rows.append((no, fac, _split_row(fac, body)))
            continue
        if low.startswith("option "):
            name = low.split()[1]
            if name not in SITE_OPTIONS:
                raise RecordError(f"unknown option '{name}'", line=no)
            opts.append(name)
        elif low.startswith("dropoption "):
            name = low.split()[1]
            opts = [o for o in opts if o != name]
        elif low.startswith("map "):
            site = low.split()[1]
            mid = map_by_site_id(site)
            if mid is None:
                raise RecordError(f"unknown map id '{site}'", line=no)
            map_id = mid
            if site == "91645cdb135773c2a7a50e5ca9cb18af54c664c4":
                opts.append("start-vp-2017")
        elif low.startswith("score "):
            score = [t.strip().upper() for t in low[6:].split(",")]
        elif low.startswith("delete "):
            removed.append(low.split()[1].upper())
        elif low.startswith("setup "):
            if rows:
                raise RecordError("factions must be set up before the first move", line=no)
            factions.append(low.split()[1])
        elif low.startswith("final-scoring "):
            extra.append(low.split()[1])
        elif low.startswith("drop-faction "):
            rows.append((no, "", [low]))
        elif low.startswith("randomize"):
            raise RecordError("'randomize' lines need the site's own random generator; "
                              "replace them by the score/delete lines they produced", line=no)
        elif low.startswith(IGNORED_ADMIN):
            continue
        else:
            raise RecordError(f"cannot read '{line}'", line=no)
    if not factions:
        raise RecordError("the log sets up no factions ('setup <faction>' lines)")
    # "site-log": the leniencies of the site's command language (README: what the importer
    # accepts that live play does not) are on in the record made from this log
    options = {"players": len(factions), "factions": factions, "map": map_id,
               "options": [o for o in dict.fromkeys([*opts, "site-log"])], "bonus_removed": removed,
               "extra_scoring": extra}
    if score is not None:
        options["score_tiles"] = score
    return SiteLog(options, rows)


def looks_like_site_log(text: str) -> bool:
    return bool(re.search(r"^\s*setup\s+[a-z]+\s*$", text, re.M | re.I))


class Importer:
    """Replays a site log in our engine, collecting our actions."""

    def __init__(self, game, log: SiteLog, seed=0, on_row=None):
        self.game = game
        self.log = log
        try:
            self.state = setup(log.options, seed)
        except TabulaError as e:
            raise RecordError(f"setup: {e}", line=1) from None
        self.moves: list[str] = []
        self.on_row = on_row

    def _do(self, action: tuple) -> None:
        n = self.state.copy()
        do(n, action)
        self.moves.append(notation.format_action(self.state, action))
        self.state = n

    def run(self):
        for no, fac, cmds in self.log.rows:
            try:
                self._row(fac, cmds)
            except (RuleError, NotationError) as e:
                raise RecordError(f"{fac + ': ' if fac else ''}{'. '.join(cmds)}: {e}", line=no) from None
            if self.on_row is not None:
                self.on_row(no, fac, cmds, self.state)
        s = self.state
        if s.phase != "over":
            # a finished log may leave power offers unanswered: they lapse
            for o in list(s.offers):
                self._do((o.seat, "decline", o.by))
            if s.turn is not None and s.turn.acted and s.phase == "actions":
                try:
                    self._do((s.turn.seat, "done"))
                except RuleError:
                    pass
        return self.state

    def _row(self, fac: str, cmds: list[str]) -> None:
        s = self.state
        if not fac:
            m = re.fullmatch(r"drop-faction (\w+)", cmds[0])
            seat = s.seat_of(m.group(1)) if m else None
            if seat is None:
                raise NotationError(f"cannot read '{cmds[0]}'")
            self._do((seat, "resign"))
            return
        seat = s.seat_of(fac)
        if seat is None:
            raise NotationError(f"'{fac}' is not a faction in this game")
        actions = []
        for c in cmds:
            if c.lower() == "wait":
                continue
            actions.append(notation.parse_command(s, seat, c))
        leech = [a for a in actions if a[1] in ("leech", "decline")]
        rest = [a for a in actions if a[1] not in ("leech", "decline")]
        for a in leech:
            self._do(_plain_answer(self.state, a))
        if not rest:
            return
        # whose turn is it? a row of another faction ends the current turn
        s = self.state
        main = [a for a in rest if a[1] not in ("favor", "town", "cult", "key", "giveback")]
        if main and s.phase == "actions" and s.turn is not None and s.turn.seat != seat:
            if s.turn.acted:
                self._do((s.turn.seat, "done"))
        self._sequence(seat, rest)

    def _sequence(self, seat: int, rest: list[tuple]) -> None:
        todo = list(rest)
        while todo:
            a = _site_meaning(self.state, todo.pop(0))
            if a is None:
                continue
            s = self.state
            if a[1] == "done" and s.turn is not None and s.turn.seat == seat and not s.turn.acted:
                continue
            if (s.phase == "actions" and s.turn is not None and s.turn.seat == seat and s.turn.acted
                    and s.turn.actions == 0 and needs_action(s, a)):
                # the last faction still in the round: a command that needs an action begins a
                # new turn there (conversions before it in the row still belong to the old one)
                self._do((seat, "done"))
            try:
                self._do(a)
            except RuleError:
                # a choice (favor, town, cult step) may be written later in the row
                pend = [e for e in self.state.pending if e.seat == seat]
                want = {"favor": "favor", "town": "town", "cult": "cult", "cultist": "cult"}
                if pend:
                    k = want[pend[0].kind]
                    later = [b for b in todo if b[1] == k]
                    if later:
                        todo.remove(later[0])
                        todo[:0] = [later[0], a]
                        continue
                raise


def _site_meaning(s, a: tuple) -> tuple | None:
    """What the site makes of a command that our live rules refuse: ``burn 0`` does nothing and
    ``pass BONn`` in the last round passes without a tile (the site only warns)."""
    if a[1] == "burn" and a[2] == 0:
        return None
    if a[1] == "pass" and a[2] is not None and s.round == 6:
        return (a[0], "pass", None)
    return a


def _plain_answer(s, a: tuple) -> tuple:
    """``leech N from F`` is written ``leech from F`` where that answers the same offer (the
    first from F): the record then reads as a live game's, and only the rare answer to a later
    offer keeps its amount."""
    if len(a) < 4 or a[2] is None:
        return a
    accept = a[1] == "leech"
    try:
        same = offer_answered(s, a[0], a[2], accept, a[3]) == offer_answered(s, a[0], a[2], accept)
    except RuleError:
        return a  # refused as written, with the site's words
    return a[:3] if same else a


def import_log(game, text: str) -> tuple[dict, int, list[str]]:
    """``Game.import_log``: (options, seed, moves) of a site log; NotationError if the text is not
    one, RecordError (with the line) if it does not replay."""
    if not looks_like_site_log(text):
        raise NotationError("this is not a Terra Mystica game log (it has no 'setup <faction>' lines)")
    options, moves, _state = import_site_log(game, text)
    return options, 0, moves


def import_site_log(game, text: str, on_row=None):
    """Return (options, moves in our notation, final state) for a site log."""
    log = read_site_log(text)
    imp = Importer(game, log, on_row=on_row)
    state = imp.run()
    return log.options, imp.moves, state
