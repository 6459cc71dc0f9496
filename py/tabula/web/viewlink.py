"""View links: one person's view of the current position, to show someone ("what would you
play here?"). Pure Python (no js).

A share link (``#g=``, core/codec.py) holds the seed and every move: whoever opens it can see
every hand and the order of every deck. A view link (``#v=<token>``) holds only what one seat
sees: ``game.view(state, seat)`` (rivals' hands, deck orders and secret choices masked), the
players' names, the move log as that seat reads it and the number of moves made. The page opens
it read-only. Only games with hidden information offer it (``capabilities.hidden_information``
and ``view_links``) and they declare the classes a state is made of (``snapshot_classes``).

Token: ``1.<game>.<base64url(zlib(JSON))>``; the JSON is
``[rules version, seat, [names], moves made, log entries left out, [log texts], snapshot]``
(the snapshot: core/snapshot.py; its top object is of the first class of
``game.snapshot_classes()``, the game's State). Decoding checks everything and raises
TokenError with a sentence; it creates no object of a class the game did not declare.

The zlib stream is compressed against a preset dictionary of the game's own (``dictionary``):
its ids (``snapshot_words``), its class layout, and for every player count the views of its
setup and of a position 200 moves into a game played by a fixed generator. A link then refers
to the card names, field patterns and frames it shares with those instead of spelling them out,
and is about half as long as with plain zlib. ``#v=`` and the token of the position alone (no
names, no log), min / median / max over every seat of every third position of 20 random games:
Res Arcana 2p 118/240/354, 4p 119/326/503; Bonfire 2p 311/508/695, 4p 396/741/979; Fate of
Venterra 2p 93/384/572, 4p 110/617/908, 5p 114/744/1068 characters (plain zlib: up to 1018,
1773 and 1977). The dictionary is made from the game's code and data when first needed (a few
hundredths of a second in CPython); zlib's header carries its checksum, so a link made by a
version of Tabula whose game code or data differ is refused with a sentence rather than
misread, as is a link made for other rules.

A link stays within ``MAX_LINK`` characters where it can: when the whole log does not fit, only
its last entries travel (``ViewLink.omitted`` says how many were left out); the position itself
is always there.
"""

from __future__ import annotations

import base64
import json
import re
import zlib
from dataclasses import dataclass, field
from typing import Any

from ..core.errors import TokenError
from ..core.rng import Rng, seed_state
from ..core.snapshot import Snapshot, parse_json, plain_text

VERSION = "1"
PREFIX = "v="
MAX_LINK = 1_500  # characters of a link, page address included, the log is cut to
MAX_TOKEN = 16_000  # characters of a token decode_view reads
MAX_INFLATED = 256_000  # bytes a token may inflate to
MAX_NAME = 40
MAX_PLAYERS = 8
MAX_LOG = 5_000  # entries
MAX_ENTRY = 200  # characters of one log entry
MAX_MOVES = 100_000
_TOKEN_RE = re.compile(r"^([0-9]+)\.([a-z_]{1,40})\.([A-Za-z0-9_-]+)$")
_ZDICT_MAX = 32_768  # deflate looks back 32 KB at most
_SEED = "tabula view link"
# moves of a fixed playout whose views join the dictionary. The price: a change of the rules code
# that changes this playout turns away (with a message) view links made before it. Without it
# (0), links are 20-40% longer and a 5-player Venterra position alone reaches 1,382 characters.
PLAYOUT_MOVES = 200


@dataclass(frozen=True)
class ViewLink:
    """A decoded view link."""

    game: str  # game id
    rules: int  # the game's rules version the link was made for
    seat: int  # whose view it is
    names: list[str]  # the players' names, by seat
    state: Any  # game.view(state, seat) of the position
    log: list[str] = field(default_factory=list)  # the last log entries as ``seat`` reads them
    moves: int = 0  # moves made up to the position
    omitted: int = 0  # earlier log entries left out (the log's first entry is number omitted + 1)


# -- per-game machinery ----------------------------------------------------------------------------
_CACHE: dict[int, tuple] = {}


def supports(game) -> bool:
    """Whether ``game`` offers view links (hidden information and a declared state layout)."""
    caps = game.capabilities
    return caps.hidden_information and caps.view_links


def _codec(game) -> tuple[Snapshot, bytes]:
    """The game's snapshot codec and compression dictionary (made once per game object)."""
    hit = _CACHE.get(id(game))
    if hit is not None and hit[0] is game:
        return hit[1], hit[2]
    snap = Snapshot(game.snapshot_classes())
    zdict = dictionary(game, snap)
    _CACHE[id(game)] = (game, snap, zdict)
    return snap, zdict


def dictionary(game, snap: Snapshot | None = None) -> bytes:
    """The preset zlib dictionary of a game's view links: its ids (``snapshot_words``), its class
    layout, and for every player count seat 1's view of its setup and of the position after
    ``PLAYOUT_MOVES`` moves chosen by a fixed generator (the likeliest strings go last, nearest
    the data). The same code and data always give the same bytes; a few hundredths of a second
    in CPython."""
    snap = snap or Snapshot(game.snapshot_classes())
    words = list(game.snapshot_words())
    parts = [json.dumps(words, separators=(",", ":"), ensure_ascii=False), snap.layout(),
             f"[{game.rules_version},0,"]
    starts = []
    for n in range(game.min_players, game.max_players + 1):
        try:
            start = game.setup(game.default_options(n), _SEED)
            parts.append(snap.dumps(game.view(start, 0)))
        except Exception:  # noqa: BLE001 - a count the game will not set up: left out, always
            continue
        starts.append(start)
    for start in starts if PLAYOUT_MOVES else ():
        parts.append(snap.dumps(game.view(_playout(game, start, PLAYOUT_MOVES), 0)))
    return "".join(parts).encode("utf-8")[-_ZDICT_MAX:]


def _playout(game, s, moves: int):
    """The position ``moves`` moves on, each chosen by a fixed generator (or where it stopped)."""
    rng = Rng(seed_state(_SEED))
    try:
        for _ in range(moves):
            seats = game.to_move(s)
            options = game.legal(s, seats[0]) if seats else []
            if not options:
                break
            s, _events = game.apply(s, options[rng.below(len(options))])
    except Exception:  # noqa: BLE001 - the same code stops at the same place: still deterministic
        pass
    return s


# -- encoding --------------------------------------------------------------------------------------
def encode_view(game, state, seat: int, names, log_texts=(), *, moves: int | None = None,
                page_url: str = "", budget: int = MAX_LINK) -> str:
    """The view-link token of ``state`` as ``seat`` sees it. The position travels as
    ``game.view(state, seat)``, computed here, so the full state never can. ``log_texts`` is
    the log as ``seat`` may read it (secret choices already masked); ``moves`` the number of
    moves made (default: the log's length). Only the last log entries are kept when the whole
    link (``link_for(page_url, token)``) would be longer than ``budget``."""
    if not supports(game):
        raise TokenError(f"{game.title or 'this game'} has no view links")
    count = game.num_players(state)
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < count:
        raise TokenError("a view link is made for one of the players")
    view = game.view(state, seat)
    names = ([str(n)[:MAX_NAME] for n in names] + [""] * count)[:count]  # one name a seat
    full = list(log_texts)
    log = [_entry(t) for t in full[-MAX_LOG:]]
    moves = len(full) if moves is None else int(moves)
    snap, zdict = _codec(game)
    data = snap.encode(view)
    head = [game.rules_version, seat, names, moves]
    reserve = len(link_for(page_url, ""))

    def token(keep: int) -> str:
        kept = log[len(log) - keep:] if keep else []
        return _pack(game.id, [*head, len(full) - keep, kept, data], zdict)

    best = token(len(log))
    if reserve + len(best) <= budget or not log:
        return best
    lo, hi = 0, len(log) - 1  # the most entries that fit lie in [lo, hi]
    best = token(0)
    if reserve + len(best) > budget:
        return best  # the position alone is over the budget: it travels without its log
    while lo < hi:
        mid = (lo + hi + 1) // 2
        t = token(mid)
        if reserve + len(t) <= budget:
            lo, best = mid, t
        else:
            hi = mid - 1
    return best


def _entry(text) -> str:
    text = str(text)
    return text if len(text) <= MAX_ENTRY else text[: MAX_ENTRY - 1] + "…"


def _pack(game_id: str, payload: list, zdict: bytes) -> str:
    raw = json.dumps(payload, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    c = zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY, zdict)
    packed = c.compress(raw) + c.flush()  # the zlib wrapper: its checksum catches damage
    body = base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")
    return f"{VERSION}.{game_id}.{body}"


def link_for(page_url: str, token: str) -> str:
    """The view link of a token on the page at ``page_url`` (its own fragment dropped)."""
    return f"{(page_url or '').split('#', 1)[0]}#{PREFIX}{token}"


def token_of(text: str) -> str:
    """Accept a whole link, a ``#v=...`` fragment or a bare token; return the token part."""
    t = (text or "").strip() if isinstance(text, str) else ""
    if "#" in t:
        t = t.split("#", 1)[1]
    if t.startswith(PREFIX):
        t = t[len(PREFIX):]
    return t


# -- decoding --------------------------------------------------------------------------------------
def decode_view(token: str, games) -> ViewLink:
    """Validate and decode a view-link token (or a whole link); ``games`` maps ids to game
    objects. Every problem is a TokenError with a sentence."""
    if not isinstance(token, str):
        raise TokenError("the link holds no position")
    token = token_of(token)
    if not token:
        raise TokenError("the link holds no position")
    if len(token) > MAX_TOKEN:
        raise TokenError("the link is too long to be a position")
    m = _TOKEN_RE.match(token)
    if not m:
        raise TokenError("the link is damaged: it is not a position")
    version, game_id, body = m.groups()
    if version != VERSION:
        raise TokenError(f"the link was made by a different version of Tabula (format {version[:8]})")
    game = (games or {}).get(game_id)
    if game is None:
        raise TokenError(f"the link is for a game this app does not have ('{game_id}')")
    if not supports(game):
        raise TokenError(f"{game.title or game_id} positions cannot be shown from a link")
    snap, zdict = _codec(game)
    raw = _inflate(body, zdict, game.title or game_id)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise TokenError("the link is damaged: its data is not text") from None
    d = parse_json(text, snap.max_depth + 3, MAX_INFLATED)
    if type(d) is not list or len(d) != 7:
        raise TokenError("the link is damaged: it does not hold a position")
    rules, seat, names, moves, omitted, log, data = d
    if not _whole(rules) or rules != game.rules_version:
        raise TokenError(f"the link was made for other rules of {game.title} "
                         f"(version {str(rules)[:12]}, this app plays version {game.rules_version})")
    if type(names) is not list or not 1 <= len(names) <= MAX_PLAYERS or not all(
            type(n) is str and len(n) <= MAX_NAME and plain_text(n) for n in names):
        raise TokenError(f"the link is damaged: its player names must be 1 to {MAX_PLAYERS} short texts")
    if not _whole(seat) or not 0 <= seat < len(names):
        raise TokenError("the link is damaged: it is not seen by one of its players")
    if not _whole(moves) or not 0 <= moves <= MAX_MOVES:
        raise TokenError("the link is damaged: its move count is not readable")
    if type(log) is not list or len(log) > MAX_LOG or not all(
            type(t) is str and len(t) <= MAX_ENTRY and plain_text(t) for t in log):
        raise TokenError("the link is damaged: its log is not a list of short texts")
    if not _whole(omitted) or not 0 <= omitted <= MAX_MOVES:
        raise TokenError("the link is damaged: its log is not readable")
    top = snap.classes[0]
    state = snap.decode(data, top)
    players = getattr(state, "players", None)
    if players is not None:
        if type(players) is not list or len(players) != len(names):
            raise TokenError("the link is damaged: its position is not for its players")
        kinds = [c for c in snap.classes[1:] if c.__name__ == "Player"]
        if kinds and not all(type(p) is kinds[0] for p in players):
            raise TokenError("the link is damaged: its position's players are not readable")
    return ViewLink(game=game_id, rules=rules, seat=seat, names=names, state=state, log=log,
                    moves=moves, omitted=omitted)


def _whole(x) -> bool:
    return type(x) is int


def _inflate(body: str, zdict: bytes, title: str) -> bytes:
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (ValueError, TypeError):
        raise TokenError("the link is damaged: its data is not readable") from None
    # the zlib header: CMF, FLG (with the preset-dictionary bit) and the dictionary's Adler-32
    if len(packed) < 6 or (packed[0] * 256 + packed[1]) % 31 or packed[0] & 0x0F != 8:
        raise TokenError("the link is damaged: its data does not unpack")
    if not packed[1] & 0x20:
        raise TokenError("the link is damaged: its data does not unpack")
    if int.from_bytes(packed[2:6], "big") != zlib.adler32(zdict):
        raise TokenError(f"the link was made by a different version of Tabula "
                         f"(its {title} positions are written differently)")
    try:
        d = zlib.decompressobj(zdict=zdict)
        raw = d.decompress(packed, MAX_INFLATED)
        if d.unconsumed_tail:
            raise TokenError("the link's position is too large")
        if not d.eof:
            raise TokenError("the link is truncated")
        if d.unused_data:
            raise TokenError("the link is damaged: it has data after its end")
    except zlib.error:
        raise TokenError("the link is damaged: its data does not unpack") from None
    return raw


def render(game, link: ViewLink, layout: str = "wide") -> str:
    """The SVG of a decoded link's position as its seat saw it (no moves offered). A position
    the game cannot draw (a forged one that still decoded) is a TokenError, not a crash."""
    try:
        return game.render(link.state, link.seat, [], layout=layout, names=list(link.names))
    except Exception:  # a well-formed but impossible position: say so, never a traceback
        raise TokenError("the link's position cannot be drawn: it is damaged") from None
