"""Terra Mystica's short move form for share links: each move as a few small numbers.

A replay knows, before each move, who may decide and what the rules allow them. So a move is
named by at most three numbers, each taking only the bits its choice needs:

- which of the seats deciding at once (only when several do: answers to power offers);
- which kind of move (its verb), among the verbs of ``VERBS`` that seat has a legal move of,
  in that order, or one value more: "escaped" (below);
- which of that verb's legal moves, in the order of their action tuples' ``repr`` (only when
  there are several).

Choosing the verb first makes the common decisions cheap ("done", taking power: about 3.7 bits
a move over a real game, against 4 for a place in the whole legal list) and needs the rules'
verdict only on the chosen verb's moves and, for the others, up to their first legal one (each
tried once, the move made included: about 3.5 tries a move in a real game, a quarter of what its
whole legal lists take; ``_Choices``). Sorting the lists makes them depend only on which moves are
legal, not on which candidates ``legal.candidates`` proposes or in what order: a faster
candidate generator does not change the form. The numbers become one mixed-radix integer
(``core.legal_index.number_text``).

Games read from the online site's logs hold moves no list offers, spelt as the site spells them:
"send p to AIR" without a place, conversions of several units at once, a bridge named from its
other end, a Nomads' sandstorm written as the build alone, a resignation out of turn (5-8% of a
real game's moves; none in a game played here). Such a move is escaped:
it travels as its token of the text form (compact.py), after the integer, with its seat's digit
in front when it is not the seat the numbers chose. The text:

    @1.<moves>.<base64url integer>.<check>.<escaped tokens, ';' between>

The check (24 bits of a SHA-1 of the move texts, as in legal_index) keeps an old link honest: if
a later version of the rules listed other moves, the same numbers would name other moves, and the
check refuses the link instead of opening another game.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ...core.errors import NotationError, RecordError, RuleError, TabulaError
from ...core.legal_index import MAX_MOVES, check, number_of, number_text, take
from ...core.slices import finish
from .flow import to_move
from .legal import UNTRIED, candidates, do
from .notation import format_action, parse_action
from .setup import setup
from .state import State

MARK = "@1."  # never the start of the text form: its tokens begin with a letter, digit or sign
VERBS = ("done", "leech", "decline", "build", "upgrade", "transform", "dig", "send", "convert",
         "burn", "action", "advance", "bridge", "connect", "pass", "favor", "town", "cult", "key",
         "giveback", "discard", "resign", "faction")
MAX_TEXT = 60_000
_FORM = re.compile(r"^@1\.(\d{1,5})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]{4})\.([^\n]*)$")

Spell = Callable[[object, tuple], str]  # the text form's token of an action (compact._token)
Read = Callable[[int, str], tuple]  # the action of a seat's token (compact._action)


class _Choices:
    """What ``seat`` may do at ``s``, by verb: the verbs with a legal move (in ``VERBS``'s order)
    and, when asked, one verb's legal moves in their fixed order.

    The rules' verdict on a candidate is what costs (a copy of the state and the rule carried
    out on it), so each candidate is tried at most once, and only where the answer is needed:
    a verb's candidates up to its first legal one, the chosen verb's all. The state a legal
    candidate leads to is kept: the move made next is one of them, and is not carried out again.
    Conversions and burning (``legal.UNTRIED``) are legal as listed, as ``legal.legal`` takes
    them: their rule's own check has sorted them already."""

    def __init__(self, s: State, seat: int) -> None:
        self.s = s
        self._after: dict[tuple, State | None] = {}
        by_verb: dict[str, list[tuple]] = {}
        for a in candidates(s, seat):
            by_verb.setdefault(a[1], []).append(a)
        self.by_verb = by_verb
        self.verbs = [v for v in VERBS if v in by_verb and any(self.allowed(a) for a in by_verb[v])]

    def allowed(self, a: tuple) -> bool:
        return a[1] in UNTRIED or self._tried(a) is not None

    def after(self, a: tuple) -> State:
        """The state after ``a``, listed or not (RuleError if the rules refuse it)."""
        n = self._tried(a)
        if n is None:
            n = self.s.copy()
            do(n, a)
        return n

    def moves(self, verb: str) -> list[tuple]:
        return sorted((a for a in self.by_verb[verb] if self.allowed(a)), key=repr)

    def _tried(self, a: tuple) -> State | None:
        """The state after candidate ``a``, or None if the rules refuse it; tried once."""
        if a in self._after:
            return self._after[a]
        n: State | None = self.s.copy()
        try:
            do(n, a)
        except RuleError:
            n = None
        self._after[a] = n
        return n


def pack(options: dict, seed, moves: list[str], spell: Spell, read: Read) -> str | None:
    """The moves in this form, or None if they do not replay or an escaped one would not come
    back as the same text."""
    try:
        s = setup(options, seed)
    except TabulaError:
        return None
    digits: list[tuple[int, int]] = []  # (digit, radix), the first move's first
    escaped: list[str] = []
    for text in moves:
        seats = to_move(s)
        if not seats:
            return None  # moves after the end
        try:
            a = parse_action(s, text, seats)
        except TabulaError:
            return None
        seat = a[0] if a[0] in seats else seats[0]
        if len(seats) > 1:
            digits.append((seats.index(seat), len(seats)))
        choices = _Choices(s, seat)
        radix = len(choices.verbs) + 1
        offered = a in choices.by_verb.get(a[1], ())  # (the seat's candidates: a[0] == seat)
        listed = choices.moves(a[1]) if offered else []
        if a in listed and format_action(s, a) == text:
            digits.append((choices.verbs.index(a[1]), radix))
            if len(listed) > 1:
                digits.append((listed.index(a), len(listed)))
        else:
            token = _escape(s, a, seat, text, spell, read)
            if token is None:
                return None
            digits.append((radix - 1, radix))
            escaped.append(token)
        try:
            s = choices.after(a)
        except TabulaError:
            return None
    return f"{MARK}{len(moves)}.{number_text(digits)}.{check(moves)}.{';'.join(escaped)}"


def _escape(s, a: tuple, seat: int, text: str, spell: Spell, read: Read) -> str | None:
    """The token of a move no list offers, if reading it back gives the same text."""
    try:
        token = spell(s, a)
        if read(a[0], token) != a:
            return None
    except TabulaError:
        return None
    if ";" in token or format_action(s, a) != text:
        return None
    return token if a[0] == seat else f"{a[0]}{token}"


def unpack(options: dict, seed, text: str, read: Read) -> list[str]:
    """The move texts of ``pack``'s text, for a game of these options and seed; a RecordError
    (or another TabulaError) says what is wrong with a damaged or foreign text."""
    return finish(unpack_steps(options, seed, text, read))


def unpack_steps(options: dict, seed, text: str, read: Read):
    """:func:`unpack` as steps (core/slices.py): it yields after each move."""
    m = _FORM.match(text) if isinstance(text, str) and len(text) <= MAX_TEXT else None
    if not m:
        raise RecordError("the packed moves are not readable")
    count = int(m.group(1))
    if count > MAX_MOVES:
        raise RecordError("the packed moves are too many")
    n = number_of(m.group(2))
    escaped = m.group(4).split(";") if m.group(4) else []
    escaped.reverse()  # taken from the end, first one first
    s = setup(options, seed)
    out: list[str] = []
    for k in range(count):
        seats = to_move(s)
        if not seats:
            raise RecordError(f"the packed moves go on after the game's end (move {k + 1})")
        n, seat = take(n, seats)
        choices = _Choices(s, seat)
        n, v = divmod(n, len(choices.verbs) + 1)
        if v == len(choices.verbs):
            if not escaped:
                raise RecordError(f"packed move {k + 1} is missing")
            a = _unescape(seat, escaped.pop(), read)
        else:
            n, a = take(n, choices.moves(choices.verbs[v]))
        try:
            after = choices.after(a)
        except TabulaError as e:
            raise RecordError(f"packed move {k + 1}: {e}") from None
        out.append(format_action(s, a))
        s = after
        yield
    if n or escaped:
        raise RecordError("the packed moves have more in them than the game's moves")
    if check(out) != m.group(3):
        raise NotationError("the packed moves were made by another version of the rules")
    return out


def _unescape(seat: int, token: str, read: Read) -> tuple:
    if len(token) > 40:  # a token of the text form is short; a long one is damage
        raise RecordError("an escaped packed move is not readable")
    digit = re.match(r"\d", token)
    if digit:
        seat, token = int(digit.group()), token[1:]
    return read(seat, token)
