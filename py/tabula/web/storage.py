"""Saved games in localStorage: one key per game, so each write is atomic for that game.

Key ``tabula.save.<id>`` holds JSON ``{"v": 1, "rev", "id", "game", "players", "round",
"updated", "record"}``. Listing reads every such key; an entry that does not parse is reported as
a :class:`Damaged` item and left exactly as it is (never rewritten, never removed by the app on
its own). Quota and other storage errors become :class:`StorageError` with a message; the game in
memory is unaffected.

Two tabs on one saved game: ``rev`` counts the writes of an entry (saves from before it count as
0). A tab saves with the revision it last read or wrote (``save(entry, expect=rev)``); if the
stored one is another, another tab has written (or deleted) the game since, and the save is
refused with :class:`SaveConflict` carrying the stored copy, so the first writer wins and the
other tab can say so and show that copy. Nothing is ever overwritten without being seen.

Pure Python: the backend is anything with localStorage's getItem/setItem/removeItem/key/length
(the browser passes ``js.localStorage``; tests pass a dict-backed fake).
"""

from __future__ import annotations

import base64
import json
import os
import re
from dataclasses import dataclass

from ..core import safejson
from ..core.errors import RecordError, TabulaError
from ..core.record import Record

PREFIX = "tabula.save."
VERSION = 1
_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


class StorageError(TabulaError):
    """The browser refused to store or read a save (full, disabled, private mode...)."""


class SaveConflict(StorageError):
    """The stored game changed since this tab read it (another tab): nothing was written.
    ``current`` is the stored copy, or None if the game was deleted meanwhile."""

    def __init__(self, message: str, current: SavedGame | None):
        super().__init__(message)
        self.current = current


@dataclass
class SavedGame:
    id: str
    game: str
    players: list[str]
    round: str
    updated: float  # ms since the epoch
    record: Record
    rev: int = 0  # how many times this entry was written (see the module's doc)

    def to_json(self) -> str:
        return json.dumps({  # "rev" second: read_rev finds it without parsing the record
            "v": VERSION, "rev": self.rev, "id": self.id, "game": self.game, "players": self.players,
            "round": self.round, "updated": self.updated, "record": self.record.to_dict(),
        }, separators=(",", ":"))


@dataclass
class Damaged:
    key: str
    id: str
    problem: str


def new_save_id() -> str:
    """A fresh id for a saved game (what secrets.token_urlsafe(9) does, without importing secrets,
    and so hmac and hashlib, at start-up)."""
    return base64.urlsafe_b64encode(os.urandom(9)).rstrip(b"=").decode("ascii")


def valid_id(save_id: str) -> bool:
    return bool(_ID_RE.match(save_id or ""))


def parse_entry(key: str, text) -> SavedGame:
    """Validate one stored entry; RecordError says what is wrong."""
    if not isinstance(text, str):
        raise RecordError("the entry is empty")
    try:
        d = safejson.loads(text)
    except safejson.TooDeep:
        raise RecordError("the entry is nested too deeply to be a saved game") from None
    except ValueError:
        raise RecordError("the entry is not valid JSON") from None
    if not isinstance(d, dict):
        raise RecordError("the entry is not an object")
    if d.get("v") != VERSION:
        raise RecordError(f"the entry has an unknown format ({d.get('v')!r})")
    save_id = d.get("id")
    if not isinstance(save_id, str) or PREFIX + save_id != key or not valid_id(save_id):
        raise RecordError("the entry's id does not match its key")
    record = Record.from_dict(d.get("record"))
    updated = d.get("updated", 0)
    if isinstance(updated, bool) or not isinstance(updated, (int, float)):
        raise RecordError("the entry's date is not a number")
    rnd = d.get("round", "")
    rev = d.get("rev", 0)
    if isinstance(rev, bool) or not isinstance(rev, int) or rev < 0:
        raise RecordError("the entry's revision is not a count")
    # the list's names of the seats ("Ann (Witches)"), written at each save; a damaged or older
    # one falls back to the record's names
    shown = d.get("players")
    if not (isinstance(shown, list) and len(shown) == len(record.players)
            and all(isinstance(x, str) and 0 < len(x) <= 80 for x in shown)):
        shown = list(record.players)
    return SavedGame(id=save_id, game=record.game, players=shown,
                     round=rnd if isinstance(rnd, str) else "", updated=float(updated), record=record,
                     rev=rev)


def read_rev(key: str, text) -> int | None:
    """The revision of a stored entry (None if there is none); RecordError if it is damaged.
    The whole entry is checked: an entry damaged past its first bytes is still damaged, and is
    never saved over."""
    if text is None:
        return None
    return parse_entry(key, text).rev


class SaveStore:
    def __init__(self, backend):
        self.backend = backend

    def _keys(self) -> list[str]:
        try:
            n = int(self.backend.length)
            keys = [self.backend.key(i) for i in range(n)]
        except Exception as e:  # storage disabled or inaccessible
            raise StorageError(f"the browser's storage cannot be read ({_why(e)})") from None
        return sorted(k for k in keys if isinstance(k, str) and k.startswith(PREFIX))

    def list(self) -> tuple[list[SavedGame], list[Damaged]]:
        """All saves, most recent first, and the entries that could not be read."""
        good, bad = [], []
        for key in self._keys():
            save_id = key[len(PREFIX):]
            try:
                good.append(parse_entry(key, self.backend.getItem(key)))
            except TabulaError as e:
                bad.append(Damaged(key=key, id=save_id, problem=str(e)))
            except Exception as e:
                bad.append(Damaged(key=key, id=save_id, problem=_why(e)))
        good.sort(key=lambda s: s.updated, reverse=True)
        return good, bad

    def load(self, save_id: str) -> SavedGame | None:
        if not valid_id(save_id):
            return None
        key = PREFIX + save_id
        try:
            text = _text(self.backend.getItem(key))
        except Exception as e:
            raise StorageError(f"the saved game cannot be read ({_why(e)})") from None
        if text is None:
            return None
        try:
            return parse_entry(key, text)
        except TabulaError as e:
            raise RecordError(f"the saved game is damaged: {e}") from None

    def save(self, entry: SavedGame, expect: int | None = None) -> int:
        """Write ``entry``; returns the revision written. With ``expect`` (the revision this tab
        last read or wrote, 0 for a game it has never saved), the write happens only if the stored
        revision is that one (none stored counts as 0), else :class:`SaveConflict`."""
        if not valid_id(entry.id):
            raise StorageError("the game has no valid save id")
        key = PREFIX + entry.id
        try:
            text = _text(self.backend.getItem(key))
        except Exception as e:
            raise StorageError(f"the saved game cannot be read ({_why(e)})") from None
        try:
            stored = read_rev(key, text)
        except TabulaError as e:
            raise StorageError(f"the saved copy of this game is damaged ({e}), so it was left "
                               "as it is; the game goes on in this tab, use Share to keep a "
                               "link to it") from None
        if expect is not None:
            if (stored or 0) != expect:
                current = None if text is None else parse_entry(key, text)
                raise SaveConflict("this game was changed in another tab" if current else
                                   "this game was deleted in another tab", current)
            entry.rev = (stored or 0) + 1
        try:
            self.backend.setItem(key, entry.to_json())
        except Exception as e:
            raise StorageError(
                f"the game could not be saved in this browser ({_why(e)}); it goes on in this tab, "
                "use Share to keep a link to it"
            ) from None
        return entry.rev

    def delete(self, save_id: str) -> None:
        if not valid_id(save_id):
            raise StorageError("there is no saved game of that name")
        self.delete_key(PREFIX + save_id)

    def delete_key(self, key: str) -> None:
        """Remove one stored entry by its key (a damaged entry's key need not be a valid id);
        StorageError if it is still there afterwards."""
        if not isinstance(key, str) or not key.startswith(PREFIX):
            raise StorageError("that is not a saved game of this app")
        try:
            self.backend.removeItem(key)
            still = _text(self.backend.getItem(key)) is not None
        except Exception as e:
            raise StorageError(f"the saved game could not be deleted ({_why(e)})") from None
        if still:
            raise StorageError("the saved game could not be deleted (the browser kept it)")


def _text(value) -> str | None:
    """localStorage holds only strings; a missing key is JS null (Pyodide's ``jsnull``, not None)."""
    return value if isinstance(value, str) else None


def _why(e: Exception) -> str:
    name = getattr(e, "name", None) or type(e).__name__
    if "Quota" in str(name) or "Quota" in str(e):
        return "storage is full"
    msg = str(e).splitlines()[0] if str(e) else ""
    return f"{name}: {msg}"[:160] if msg else str(name)
