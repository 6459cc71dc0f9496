"""Res Arcana's short move form for share links: each decision as its place in the legal list.

A replay knows, before each decision, who may decide (``to_move``) and what they may do
(``legal``, in the rules' fixed order). So a decision is named by two small numbers, each taking
only the bits its choice needs: which of the seats deciding at once (only when several do: the
mages, collecting) and which of that seat's legal actions (only when there are several). The
numbers become one mixed-radix integer (``core.legal_index.number_text``); a finished 4-player
game of random play takes some 1,700 bits, about 280 characters, where the text form
(compact.py) takes about 1,200. The text:

    #1.<decisions>.<base64url integer>.<check>

``#`` never starts the text form (no token of it begins with one), so the two are told apart
by the first character. The check (24 bits of a SHA-1 of the move texts, as in legal_index)
keeps an old link honest: if a later version of the rules listed other actions or listed them
in another order, the same numbers would name other moves, and the check refuses the link
instead of opening another game.

This is core/legal_index.py's form with a marker, written against the rules directly: the
replay applies each action in place with ``do`` (no copy of the state, no events), which makes
a long game's link about a quarter quicker to make and to open than through the game object.
"""

from __future__ import annotations

import re

from ...core.errors import NotationError, RecordError, TabulaError
from ...core.legal_index import MAX_MOVES, check, number_of, number_text, take
from ...core.slices import finish
from .legal import do, legal, to_move
from .notation import format_action, parse_command, split_actor
from .setup import setup

MARK = "#1."
MAX_TEXT = 20_000  # a 4-player game's is a few hundred characters
_FORM = re.compile(r"#1\.(\d{1,5})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{4})", re.ASCII)
_LATER = re.compile(r"^#(?!1\.)\d+\.", re.ASCII)  # a marker of a form to come (this one is #1.)


def pack(options: dict, seed, moves: list[str]) -> str | None:
    """The moves in this form, or None if one of them is not one of its legal list's actions in
    that action's own spelling (a hand-written or imported record), or they do not replay."""
    if len(moves) > MAX_MOVES:
        return None  # more than unpack reads
    try:
        s = setup(options, seed)
    except (TabulaError, KeyError, ValueError):
        return None
    digits: list[tuple[int, int]] = []  # (digit, radix), the first decision's first
    for text in moves:
        seats = to_move(s)
        try:
            seat, cmd = split_actor(s, text)
            if seat not in seats:  # also a move without its seat: never the canonical spelling
                return None
            a = parse_command(s, seat, cmd)
        except (TabulaError, KeyError, ValueError):
            return None
        listed = legal(s, seat)
        if a not in listed or format_action(s, a) != text:
            return None
        if len(seats) > 1:
            digits.append((seats.index(seat), len(seats)))
        if len(listed) > 1:
            digits.append((listed.index(a), len(listed)))
        try:
            do(s, a)  # in place: the state before this decision is not needed again
        except TabulaError:
            return None
    return f"{MARK}{len(moves)}.{number_text(digits)}.{check(moves)}"


def unpack(options: dict, seed, text: str) -> list[str]:
    """The move texts of ``pack``'s text, for a game of these options and seed; a RecordError
    (or NotationError for a link of other rules) says what is wrong with a damaged one."""
    return finish(unpack_steps(options, seed, text))


def unpack_steps(options: dict, seed, text: str):
    """:func:`unpack` as steps (core/slices.py): it yields after each move."""
    m = _FORM.fullmatch(text) if len(text) <= MAX_TEXT else None
    if not m:
        if _LATER.match(text):
            raise RecordError("the packed moves are in a form of a later version of the app")
        raise RecordError("the packed moves are not readable")
    count = int(m.group(1))
    if count > MAX_MOVES:
        raise RecordError("the packed moves are too many")
    n = number_of(m.group(2))
    s = setup(options, seed)
    out: list[str] = []
    for k in range(count):
        seats = to_move(s)
        if not seats:
            raise RecordError(f"the packed moves go on after the game's end (move {k + 1})")
        n, seat = take(n, seats)
        listed = legal(s, seat)
        if not listed:  # never while the seat is waited for; a damaged state would be a bug
            raise RecordError(f"packed move {k + 1} has nothing to choose from")
        n, a = take(n, listed)
        out.append(format_action(s, a))
        try:
            do(s, a)
        except TabulaError as e:
            raise RecordError(f"packed move {k + 1}: {e}") from None
        yield
    if n:
        raise RecordError("the packed moves have more in them than the game's moves")
    if check(out) != m.group(3):
        raise NotationError("the packed moves were made by another version of the rules")
    return out
