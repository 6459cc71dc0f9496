"""Saved games in localStorage: one key per game, so each write is atomic for that game.

Key ``tabula.save.<id>`` holds JSON ``{"v": 1, "id", "game", "players", "round", "updated",
"record"}``. Listing reads every such key; an entry that does not parse is reported as a
:class:`Damaged` item and left exactly as it is (never rewritten, never removed by the app on its
own). Quota and other storage errors become :class:`StorageError` with a message; the game in
memory is unaffected.

Pure Python: the backend is anything with localStorage's getItem/setItem/removeItem/key/length
(the browser passes ``js.localStorage``; tests pass a dict-backed fake).
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from ..core.errors import RecordError, TabulaError
from ..core.record import Record

PREFIX = "tabula.save."
VERSION = 1
_ID_RE = re.compile(r"^[A-Za-z0-9_-]{1,40}$")


class StorageError(TabulaError):
    """The browser refused to store or read a save (full, disabled, private mode...)."""


@dataclass
class SavedGame:
    id: str
    game: str
    players: list[str]
    round: str
    updated: float  # ms since the epoch
    record: Record

    def to_json(self) -> str:
        return json.dumps({
            "v": VERSION, "id": self.id, "game": self.game, "players": self.players,
            "round": self.round, "updated": self.updated, "record": self.record.to_dict(),
        }, separators=(",", ":"))


@dataclass
class Damaged:
    key: str
    id: str
    problem: str


def valid_id(save_id: str) -> bool:
    return bool(_ID_RE.match(save_id or ""))


def parse_entry(key: str, text) -> SavedGame:
    """Validate one stored entry; RecordError says what is wrong."""
    if not isinstance(text, str):
        raise RecordError("the entry is empty")
    try:
        d = json.loads(text)
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
    return SavedGame(id=save_id, game=record.game, players=list(record.players),
                     round=rnd if isinstance(rnd, str) else "", updated=float(updated), record=record)


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
            text = self.backend.getItem(key)
        except Exception as e:
            raise StorageError(f"the saved game cannot be read ({_why(e)})") from None
        if text is None:
            return None
        try:
            return parse_entry(key, text)
        except TabulaError as e:
            raise RecordError(f"the saved game is damaged: {e}") from None

    def save(self, entry: SavedGame) -> None:
        if not valid_id(entry.id):
            raise StorageError("the game has no valid save id")
        try:
            self.backend.setItem(PREFIX + entry.id, entry.to_json())
        except Exception as e:
            raise StorageError(
                f"the game could not be saved in this browser ({_why(e)}); it goes on in this tab, "
                "use Share to keep a link to it"
            ) from None

    def delete(self, save_id: str) -> None:
        if not valid_id(save_id):
            return
        try:
            self.backend.removeItem(PREFIX + save_id)
        except Exception as e:
            raise StorageError(f"the saved game could not be deleted ({_why(e)})") from None


def _why(e: Exception) -> str:
    name = getattr(e, "name", None) or type(e).__name__
    if "Quota" in str(name) or "Quota" in str(e):
        return "storage is full"
    msg = str(e).splitlines()[0] if str(e) else ""
    return f"{name}: {msg}"[:160] if msg else str(name)
