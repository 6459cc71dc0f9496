"""Share tokens: ``1.<game>.<base64url(zlib(record JSON))>`` (DESIGN section 4).

Decoding validates everything and raises TokenError with a clear message.
Nothing decoded is ever evaluated.
"""

from __future__ import annotations

import base64
import json
import re
import zlib

from . import safejson
from .errors import RecordError, TabulaError, TokenError
from .record import Record
from .slices import finish

VERSION = "1"
MAX_TOKEN = 64_000
MAX_INFLATED = 512_000
_TOKEN_RE = re.compile(r"^([0-9]+)\.([a-z_]{1,40})\.([A-Za-z0-9_-]+)$")


def encode(record: Record, game=None) -> str:
    """The share token of a record. A game that can pack its moves (``capabilities.compact``)
    gets a much shorter token: the moves travel in the game's compact form (``pack_moves``)."""
    d = record.to_dict()
    packed = None
    if game is not None and game.capabilities.compact:
        packed = game.pack_moves(record.options, record.seed, record.moves)
    if packed is not None:
        d.pop("moves")
        d["pack"] = packed
    raw = json.dumps(d, separators=(",", ":"), sort_keys=True).encode("utf-8")
    packed = zlib.compress(raw, 9)  # deflate in the zlib wrapper: its checksum catches damage
    body = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{VERSION}.{record.game}.{body}"


def decode(token: str, games=None) -> Record:
    """Validate and decode a token. ``games`` (id -> game) is needed to unpack a
    packed token; every problem is a TokenError with a message."""
    return finish(decode_steps(token, games))


def decode_steps(token: str, games=None):
    """:func:`decode` as steps (core/slices.py): unpacking a game's compact moves replays the
    game, which the page does between frames (web/app.py)."""
    if not isinstance(token, str):
        raise TokenError("the link holds no game")
    token = token.strip()
    if token.startswith("#"):
        token = token[1:]
    if token.startswith("g="):
        token = token[2:]
    if not token:
        raise TokenError("the link holds no game")
    if len(token) > MAX_TOKEN:
        raise TokenError("the link is too long to be a game")
    m = _TOKEN_RE.match(token)
    if not m:
        raise TokenError("the link is damaged: it is not a game token")
    version, game, body = m.groups()
    if version != VERSION:
        raise TokenError(f"the link was made by a different version of Tabula (format {version})")
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (ValueError, TypeError):
        raise TokenError("the link is damaged: its data is not readable") from None
    try:
        d = zlib.decompressobj()
        raw = d.decompress(packed, MAX_INFLATED)
        if d.unconsumed_tail:
            raise TokenError("the link's game is too large")
        if not d.eof:
            raise TokenError("the link is truncated")
    except zlib.error:
        raise TokenError("the link is damaged: its data does not unpack") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise TokenError("the link is damaged: its data is not text") from None
    try:
        d = safejson.loads(text)
    except safejson.TooDeep:
        raise TokenError("the link is damaged: its data is nested too deeply to be a record") from None
    except ValueError:
        raise TokenError("the link is damaged: its data is not a record") from None
    if isinstance(d, dict) and "pack" in d:
        g = (games or {}).get(d.get("game")) if isinstance(d.get("game"), str) else None
        if g is None or not g.capabilities.compact:
            raise TokenError(f"the link is for a game this app does not have ('{str(d.get('game'))[:40]}')")
        if "moves" in d or not isinstance(d["pack"], str):
            raise TokenError("the link is damaged: its moves are not readable")
        pack = d.pop("pack")
        try:  # the header is checked before the game reads its options and seed
            head = Record.from_dict(d)
        except RecordError as e:
            raise TokenError(f"the link is damaged: {e}") from None
        try:
            d["moves"] = yield from g.unpack_moves_steps(head.options, head.seed, pack)
        except TabulaError as e:
            raise TokenError(f"the link is damaged: {e}") from None
        except (TypeError, ValueError, KeyError, AttributeError, IndexError, OverflowError):
            raise TokenError("the link is damaged: its moves are not readable") from None
    try:
        record = Record.from_dict(d)
    except RecordError as e:
        raise TokenError(f"the link is damaged: {e}") from None
    if record.game != game:
        raise TokenError("the link is damaged: its game names do not agree")
    return record
