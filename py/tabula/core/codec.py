"""Share tokens: ``1.<game>.<base64url(deflate(record JSON))>`` (DESIGN section 4).

Decoding validates everything and raises TokenError with a clear message.
Nothing decoded is ever evaluated.
"""

from __future__ import annotations

import base64
import re
import zlib

from .errors import RecordError, TokenError
from .record import Record

VERSION = "1"
MAX_TOKEN = 64_000
MAX_INFLATED = 512_000
_TOKEN_RE = re.compile(r"^([0-9]+)\.([a-z_]{1,40})\.([A-Za-z0-9_-]+)$")


def encode(record: Record) -> str:
    raw = record.to_json().encode("utf-8")
    packed = zlib.compress(raw, 9)[2:-4]  # raw deflate: drop zlib header and checksum
    body = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{VERSION}.{record.game}.{body}"


def decode(token: str) -> Record:
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
        d = zlib.decompressobj(-15)
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
        record = Record.from_json(text)
    except RecordError as e:
        raise TokenError(f"the link is damaged: {e}") from None
    if record.game != game:
        raise TokenError("the link is damaged: its game names do not agree")
    return record
