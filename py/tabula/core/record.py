"""Records: the canonical form of a game (DESIGN section 3).

A record is a header (game id, rules version, options, seed, player names)
plus the list of actions in the game's notation. A state is always
``replay(record)``; saves, share links, undo, the log view and tests all use it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from . import safejson
from .errors import RecordError, TabulaError

MAX_MOVES = 5000
MAX_NAME = 40
MAX_PLAYERS = 8
MAX_RULES = 10_000  # a rules version is a small count
MAX_OPTION_DEPTH = 6  # options hold flags, choices and lists (of lists) of component names


@dataclass
class Record:
    game: str
    options: dict
    seed: int | str = 0
    players: list[str] = field(default_factory=list)
    moves: list[str] = field(default_factory=list)
    rules: int = 1
    # who plays each seat: "" a person, else a computer level ("easy", "normal", "hard");
    # empty list: everybody is a person
    seats: list[str] = field(default_factory=list)

    def to_dict(self) -> dict:
        d = {
            "game": self.game,
            "rules": self.rules,
            "options": self.options,
            "seed": self.seed,
            "players": list(self.players),
            "moves": list(self.moves),
        }
        if any(self.seats):
            d["seats"] = list(self.seats)
        return d

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"), sort_keys=True)

    def copy(self) -> Record:
        return Record.from_dict(self.to_dict())

    @staticmethod
    def from_dict(d: Any) -> Record:
        """Validate a decoded record; RecordError names what is wrong."""
        if not isinstance(d, dict):
            raise RecordError("a record must be an object")
        game = d.get("game")
        if not isinstance(game, str) or not game or len(game) > 40:
            raise RecordError("the record names no game")
        rules = d.get("rules", 1)
        if not isinstance(rules, int) or isinstance(rules, bool) or not 1 <= rules <= MAX_RULES:
            raise RecordError("the record's rules version is not a positive number")
        options = d.get("options", {})
        if not isinstance(options, dict):
            raise RecordError("the record's options are not an object")
        try:
            safejson.check_depth(options, MAX_OPTION_DEPTH)
        except safejson.TooDeep:
            raise RecordError("the record's options are nested too deeply") from None
        seed = d.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)) or (
            isinstance(seed, str) and len(seed) > 100
        ):
            raise RecordError("the record's seed is not a number or short text")
        players = d.get("players", [])
        if not isinstance(players, list) or len(players) > MAX_PLAYERS or not all(
            isinstance(p, str) and len(p) <= MAX_NAME for p in players
        ):
            raise RecordError(f"player names must be a list of at most {MAX_PLAYERS} short texts")
        moves = d.get("moves", [])
        if not isinstance(moves, list) or len(moves) > MAX_MOVES or not all(
            isinstance(m, str) and len(m) <= 200 for m in moves
        ):
            raise RecordError("the record's moves must be a list of short texts")
        seats = d.get("seats", [])
        if not isinstance(seats, list) or len(seats) > MAX_PLAYERS or not all(
            isinstance(x, str) and len(x) <= 20 and (x == "" or x.isalpha()) for x in seats
        ):
            raise RecordError("the record's seats must be a short list of computer levels")
        return Record(game=game, options=options, seed=seed, players=list(players),
                      moves=list(moves), rules=rules, seats=list(seats))

    @staticmethod
    def from_json(text: str) -> Record:
        try:
            d = safejson.loads(text)
        except safejson.TooDeep:
            raise RecordError("the record is nested too deeply to be a game") from None
        except (ValueError, TypeError) as e:
            raise RecordError(f"the record is not valid JSON ({e.__class__.__name__})") from None
        return Record.from_dict(d)


def new_record(game, options: dict, seed, players: list[str]) -> Record:
    return Record(game=game.id, options=dict(options), seed=seed, players=list(players),
                  moves=[], rules=game.rules_version)


def start(game, record: Record):
    """The state before any move; checks game id and rules version."""
    if record.game != game.id:
        raise RecordError(f"this record is for '{record.game}', not '{game.id}'")
    if record.rules != game.rules_version:
        raise RecordError(
            f"this record was made with rules version {record.rules}; this app plays "
            f"version {game.rules_version} of {game.title}"
        )
    try:
        return game.setup(record.options, record.seed)
    except TabulaError as e:
        raise RecordError(f"setup: {e}") from None


def replay(game, record: Record, upto: int | None = None, states: list | None = None,
           events: list | None = None):
    """Replay the record's moves (the first ``upto`` of them) and return the state.

    If ``states`` is a list, the state before each move and the final one are
    appended to it (used for the log view and for undo checkpoints); if ``events`` is
    one, the events of each move (a list per move).
    """
    steps = replay_steps(game, record, upto, states, events)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def replay_steps(game, record: Record, upto: int | None = None, states: list | None = None,
                 events: list | None = None):
    """:func:`replay` one move at a time: a generator that yields after each move and returns
    the final state, for a caller that shares its thread with a page (the web layer opens a long
    game in slices, so the page keeps painting)."""
    state = start(game, record)
    moves = record.moves if upto is None else record.moves[:upto]
    for i, text in enumerate(moves):
        if states is not None:
            states.append(state)
        try:
            action = game.parse(state, text)
            state, happened = game.apply(state, action)
        except TabulaError as e:
            raise RecordError(f"move '{text}': {e}", line=i + 1) from None
        if events is not None:
            events.append(list(happened or ()))
        yield
    if states is not None:
        states.append(state)
    return state


# ---------------------------------------------------------------------------
# the text form: a few [tag "value"] header lines, then one move per line


def to_text(record: Record) -> str:
    head = [
        f'[game "{record.game}"]',
        f'[rules "{record.rules}"]',
        f'[seed {json.dumps(record.seed)}]',
        f"[options {json.dumps(json.dumps(record.options, sort_keys=True))}]",
        f"[players {json.dumps(json.dumps(record.players))}]",
    ]
    if any(record.seats):
        head.append(f"[seats {json.dumps(json.dumps(record.seats))}]")
    return "\n".join(head + list(record.moves)) + "\n"


def from_text(text: str) -> tuple[Record, list[int]]:
    """Parse the text form; returns the record and the file line of each move."""
    tags: dict = {}
    moves: list[str] = []
    lines: list[int] = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            if moves:
                raise RecordError("header lines must come before the moves", line=no)
            if not line.endswith("]") or " " not in line:
                raise RecordError("a header line looks like [name \"value\"]", line=no)
            name, value = line[1:-1].split(" ", 1)
            try:
                v = safejson.loads(value)
            except ValueError:
                raise RecordError(f"the value of [{name}] is not quoted text or a number", line=no) from None
            if name in ("options", "players", "seats") and isinstance(v, str):
                try:
                    v = safejson.loads(v)
                except ValueError:
                    raise RecordError(f"[{name}] does not hold valid JSON", line=no) from None
            if name == "rules" and isinstance(v, str) and (v.isascii() and v.isdigit()):
                v = int(v)
            tags[name] = v
            continue
        moves.append(line)
        lines.append(no)
    tags["moves"] = moves
    return Record.from_dict(tags), lines
