"""A compact move list for any game: each move as its place in the legal list.

A replay knows, before each move, who may decide (``to_move``) and what they may do (``legal``,
in the game's fixed order). So a move is fully named by two small numbers: which of the seats
deciding at once (only when several do) and which of that seat's legal moves (only when it has
more than one). The whole list becomes one mixed-radix integer, each move taking just the bits
its choice needs (a forced step takes none), written in base64url after the number of moves,
and followed by a check of the move texts:

    <moves>.<base64url of the integer, big-endian>.<check>

The check (24 bits of a SHA-1 of the texts) is what keeps an old link honest: a later version
whose legal lists come in another order would read the same digits as other moves, and the
check then refuses the link instead of opening another game.

Packing replays the game and checks that every move is one of the listed legal moves in its
canonical text; if one is not (a move only a checked option allows), it returns None and the
moves travel in full. Unpacking replays the game the same way, so a damaged or foreign pack is
found out (a digit past a list's end, digits left over) and refused with a NotationError.

The cost is a ``legal`` per move on both sides, paid when a link is made or opened.
"""

from __future__ import annotations

import base64
import hashlib
import re

from .errors import NotationError, TabulaError
from .slices import finish

_PACK = re.compile(r"^(\d{1,5})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{4})$")
MAX_MOVES = 20_000


def check(moves: list[str]) -> str:
    """Four base64url characters (24 bits of a SHA-1) of the move texts."""
    digest = hashlib.sha1("\n".join(moves).encode("utf-8")).digest()
    return base64.urlsafe_b64encode(digest[:3]).decode("ascii")


def number_text(digits: list[tuple[int, int]]) -> str:
    """The (digit, radix) pairs, the first move's first, as one mixed-radix integer in base64url
    (big-endian bytes, no padding): the first digit is the integer's lowest."""
    n = 0
    for digit, radix in reversed(digits):
        n = n * radix + digit
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big")
    return base64.urlsafe_b64encode(raw).decode("ascii").rstrip("=")


def take(n: int, options: list):
    """What is left of ``n`` and the option its lowest digit names (radix: the number of
    options); one option takes no digit, as ``pack`` writes none for it."""
    if len(options) < 2:
        return n, options[0]
    n, i = divmod(n, len(options))
    return n, options[i]


def number_of(body: str) -> int:
    """The integer of ``number_text``'s text; its digits are taken off with ``divmod``."""
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (ValueError, TypeError):
        raise NotationError("the packed moves are not readable") from None
    return int.from_bytes(raw, "big")


def _actor(game, st, action):
    return action[0] if action and isinstance(action[0], int) else None


def pack(game, options: dict, seed, moves: list[str]) -> str | None:
    """The moves as ``<count>.<digits>``, or None if one of them is not in its legal list."""
    st = game.setup(options, seed)
    digits: list[tuple[int, int]] = []  # (digit, radix), the first move's first
    for text in moves:
        seats = game.to_move(st)
        try:
            action = game.parse(st, text)
        except TabulaError:
            return None
        seat = _actor(game, st, action)
        if seat not in seats:
            return None
        if len(seats) > 1:
            digits.append((seats.index(seat), len(seats)))
        options_now = game.legal(st, seat)
        try:
            i = options_now.index(action)
        except ValueError:
            return None
        if game.format(st, action) != text:
            return None  # the record holds another spelling: keep it as it is
        if len(options_now) > 1:
            digits.append((i, len(options_now)))
        st, _events = game.apply(st, action)
    return f"{len(moves)}.{number_text(digits)}.{check(moves)}"


def unpack(game, options: dict, seed, text: str) -> list[str]:
    """The move texts of ``pack``'s text, for a game of these options and seed."""
    return finish(unpack_steps(game, options, seed, text))


def unpack_steps(game, options: dict, seed, text: str):
    """:func:`unpack` as steps (core/slices.py): it yields after each move."""
    m = _PACK.match(text) if isinstance(text, str) else None
    if not m:
        raise NotationError("the packed moves are not readable")
    count = int(m.group(1))
    if count > MAX_MOVES:
        raise NotationError("the packed moves are too many")
    n = number_of(m.group(2))
    st = game.setup(options, seed)
    out: list[str] = []
    for k in range(count):
        seats = game.to_move(st)
        if not seats:
            raise NotationError(f"the packed moves go on after the game's end (move {k + 1})")
        n, seat = take(n, seats)
        listed = game.legal(st, seat)
        if not listed:
            raise NotationError(f"move {k + 1} has nothing to choose from")
        n, action = take(n, listed)
        out.append(game.format(st, action))
        st, _events = game.apply(st, action)
        yield
    if n:
        raise NotationError("the packed moves have more in them than the game's moves")
    if check(out) != m.group(3):
        raise NotationError("the packed moves were made by another version of the rules")
    return out
