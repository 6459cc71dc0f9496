"""Terra Mystica's compact forms of a move list, for share links.

A finished 4-player game is about 500 moves; written out in full it does not fit in a link.
``pack`` writes the index form (compact_index.py, marked ``@1.``: each move as its place among
the legal moves, under 4 bits a move); a move list it cannot write (one that does not replay)
falls back to the text form below, and then to the moves in full (None). ``unpack`` reads
both, so links made before the index form still open.

The text form (the links' only form until the index form came) leaves out what a replay can
work out (who acts, most "done"s, the words) and is rebuilt by replaying; its tokens also
carry the index form's escaped moves:

- one token per move, separated by ``;``;
- a leading digit names the seat (``0``-``4``) only when it is not the seat that
  would act anyway (the one with an open power offer for ``l``/``d``, the one
  with a pending choice for ``f``/``w``/``+``, else the player on turn);
- ``done`` is left out where the next move would end the turn anyway, the way
  the online site ends turns in its logs; elsewhere it is ``.``.

    b<hex> build   u<hex><TP|TE|SH|SA> upgrade   t<hex><terrain letter> transform
    g<n> dig   s<F|W|E|A><n?> send priest   c<n><res>~<n><res> convert   x<n> burn
    a<name> action   vs/vd advance   r<hex>:<hex> bridge   n<hex>:<hex> connect
    p<n?> pass   l<seat?>[:<n>] leech   d<seat?>[:<n>] decline   f<n> +FAV   w<n> +TW   +<n?><F|W|E|A> cult
    k<F|W|E|A> town key   - discard spade   y<name> give back (site logs)   . done   ! resign
    F<faction> choose faction

Packing the text form replays the moves and checks that unpacking gives them back exactly; if
it ever would not, the move list is kept in full instead.
"""

from __future__ import annotations

import re

from ...core.errors import NotationError, RecordError, TabulaError
from ...core.slices import finish
from . import compact_index, data
from .flow import needs_action, to_move
from .legal import do
from .notation import GIVEBACKS, format_action, parse_action
from .setup import setup

TERRAIN_LETTER = {"yellow": "Y", "brown": "U", "black": "K", "blue": "B", "green": "G", "gray": "S",
                  "red": "R"}
LETTER_TERRAIN = {v: k for k, v in TERRAIN_LETTER.items()}
CULT_LETTER = {"FIRE": "F", "WATER": "W", "EARTH": "E", "AIR": "A"}
LETTER_CULT = {v: k for k, v in CULT_LETTER.items()}
CHOICES = ("favor", "town", "cult", "key")


def _default_actor(s, verb: str) -> int | None:
    if verb in ("leech", "decline"):
        return s.offers[0].seat if s.offers else None
    if verb in CHOICES:
        for e in s.pending:
            return e.seat
    if s.phase in ("factions", "initial", "bonus"):
        return s.setup_queue[0] if s.setup_queue else None
    return s.turn.seat if s.turn is not None else None


def _implied_done(s, a: tuple) -> bool:
    """Would the turn end before ``a``, as when reading a site log?"""
    t = s.turn
    if (s.phase != "actions" or t is None or not t.acted
            or a[1] in ("leech", "decline", *CHOICES, "resign", "giveback")):
        return False
    if a[0] != t.seat:
        return True
    return t.actions == 0 and needs_action(s, a)


def _droppable(s, nxt: tuple) -> bool:
    """Can the "done" at state ``s`` be left out before the move ``nxt`` (taken after it)?"""
    after, m = nxt
    seat0 = _default_actor(s, m[1])
    if seat0 is not None and _implied_done(s, (seat0, *m[1:])) and _default_actor(after, m[1]) == m[0]:
        return True  # no digit needed
    return _implied_done(s, m)  # with the seat written out


def _token(s, a: tuple) -> str:
    v, args = a[1], a[2:]
    if v == "build":
        return "b" + args[0]
    if v == "upgrade":
        return "u" + args[0] + args[1]
    if v == "transform":
        return "t" + args[0] + (TERRAIN_LETTER[args[1]] if args[1] else "")
    if v == "dig":
        return f"g{args[0]}"
    if v == "send":
        return "s" + CULT_LETTER[args[0]] + (str(args[1]) if args[1] else "")
    if v == "convert":
        return f"c{args[0]}{args[1]}~{args[2]}{args[3]}"
    if v == "burn":
        return f"x{args[0]}"
    if v == "action":
        return "a" + args[0]
    if v == "advance":
        return "v" + args[0][0]
    if v == "bridge":
        return f"r{args[0]}:{args[1]}"
    if v == "connect":
        return "n" + ":".join(args)
    if v == "pass":
        return "p" + (args[0][3:] if args[0] else "")
    if v in ("leech", "decline"):
        return v[0] + ("" if args[0] is None else str(args[0])) + "".join(f":{n}" for n in args[1:])
    if v == "favor":
        return "f" + args[0][3:]
    if v == "town":
        return "w" + args[0][2:]
    if v == "cult":
        return "+" + (str(args[1]) if args[1] != 1 else "") + CULT_LETTER[args[0]]
    if v == "key":
        return "k" + CULT_LETTER[args[0]]
    if v == "giveback":
        return "y" + args[0]
    if v == "discard":
        return "-"
    if v == "done":
        return "."
    if v == "resign":
        return "!"
    if v == "faction":
        return "F" + args[0]
    raise NotationError(f"cannot pack {a!r}")


_HEX = r"([A-Z]\d{1,2})"


def _action(seat: int, tok: str) -> tuple:
    k, rest = tok[:1], tok[1:]
    if k == "b" and re.fullmatch(_HEX, rest):
        return (seat, "build", rest)
    if k == "u" and (m := re.fullmatch(_HEX + r"(TP|TE|SH|SA)", rest)):
        return (seat, "upgrade", m.group(1), m.group(2))
    if k == "t" and (m := re.fullmatch(_HEX + r"([YUKBGSR]?)", rest)):
        return (seat, "transform", m.group(1), LETTER_TERRAIN.get(m.group(2)))
    if k == "g" and (rest.isascii() and rest.isdigit()):
        return (seat, "dig", int(rest))
    if k == "s" and (m := re.fullmatch(r"([FWEA])([123]?)", rest)):
        return (seat, "send", LETTER_CULT[m.group(1)], int(m.group(2)) if m.group(2) else None)
    if k == "c" and (m := re.fullmatch(r"(\d+)(PW|VP|[CWP])~(\d+)(PW|VP|[CWP])", rest)):
        return (seat, "convert", int(m.group(1)), m.group(2), int(m.group(3)), m.group(4))
    if k == "x" and (rest.isascii() and rest.isdigit()):
        return (seat, "burn", int(rest))
    if k == "a" and re.fullmatch(r"[A-Z0-9]{3,5}", rest):
        return (seat, "action", rest)
    if k == "v" and rest in ("s", "d"):
        return (seat, "advance", "ship" if rest == "s" else "dig")
    if k == "r" and (m := re.fullmatch(_HEX + ":" + _HEX, rest)):
        return (seat, "bridge", m.group(1), m.group(2))
    if k == "n" and re.fullmatch(r"[A-Za-z0-9]+(:[A-Z]\d{1,2})*", rest):
        return (seat, "connect", *rest.split(":"))
    if k == "p" and (rest == "" or (rest.isascii() and rest.isdigit())):
        return (seat, "pass", f"BON{rest}" if rest else None)
    if k in ("l", "d") and (m := re.fullmatch(r"(\d?)(?::(\d{1,3}))?", rest)):
        frm = int(m.group(1)) if m.group(1) else None
        amount = () if m.group(2) is None else (int(m.group(2)),)
        return (seat, "leech" if k == "l" else "decline", frm, *amount)
    if k == "f" and (rest.isascii() and rest.isdigit()):
        return (seat, "favor", f"FAV{rest}")
    if k == "w" and (rest.isascii() and rest.isdigit()):
        return (seat, "town", f"TW{rest}")
    if k == "+" and (m := re.fullmatch(r"(\d?)([FWEA])", rest)):
        return (seat, "cult", LETTER_CULT[m.group(2)], int(m.group(1) or 1))
    if k == "k" and rest in LETTER_CULT:
        return (seat, "key", LETTER_CULT[rest])
    if k == "y" and rest in GIVEBACKS:
        return (seat, "giveback", rest)
    if tok == "-":
        return (seat, "discard")
    if tok == ".":
        return (seat, "done")
    if tok == "!":
        return (seat, "resign")
    if k == "F" and rest in data.FACTIONS:
        return (seat, "faction", rest)
    raise NotationError(f"cannot read the packed move '{tok[:20]}'")


def pack(options: dict, seed, moves: list[str]) -> str | None:
    """The index form of ``moves``, else their text form, else None (they do not replay: the
    record then keeps them in full)."""
    return compact_index.pack(options, seed, moves, _token, _action) or pack_text(options, seed, moves)


def unpack(options: dict, seed, text: str) -> list[str]:
    """The moves of either compact form (a RecordError or NotationError says what is wrong)."""
    return finish(unpack_steps(options, seed, text))


def unpack_steps(options: dict, seed, text: str):
    """:func:`unpack` as steps (core/slices.py): the index form yields after each move."""
    if isinstance(text, str) and text.startswith(compact_index.MARK):
        return (yield from compact_index.unpack_steps(options, seed, text, _action))
    return unpack_text(options, seed, text)


def pack_text(options: dict, seed, moves: list[str]) -> str | None:
    """The text form of ``moves``, or None if they do not replay."""
    try:
        s = setup(options, seed)
        acts = []
        for text in moves:
            a = parse_action(s, text, to_move(s))
            acts.append((s, a))
            n = s.copy()
            do(n, a)
            s = n
    except TabulaError:
        return None
    out: list[str] = []
    before_done = None  # the state before a "done" left out, while its next move is written
    for i, (s, a) in enumerate(acts):
        if a[1] == "done" and i + 1 < len(acts) and _droppable(s, acts[i + 1]):
            before_done = s
            continue
        tok = _token(s, a)
        if before_done is not None:
            # unpacking sees the state before the done: it ends the turn, then picks the seat
            seat0 = _default_actor(before_done, a[1])
            implicit = seat0 is not None and _implied_done(before_done, (seat0, *a[1:]))
            need_digit = not (implicit and _default_actor(s, a[1]) == a[0])
            before_done = None
        else:
            need_digit = a[0] != _default_actor(s, a[1])
        out.append(str(a[0]) + tok if need_digit else tok)
    text = ";".join(out)
    try:
        if unpack_text(options, seed, text) != list(moves):
            return None
    except TabulaError:
        return None
    return text


def unpack_text(options: dict, seed, text: str) -> list[str]:
    """Rebuild the full moves (in our notation) from the text form."""
    if not isinstance(text, str) or len(text) > 60_000:
        raise RecordError("the packed moves are not text")
    s = setup(options, seed)
    moves: list[str] = []
    if not text:
        return moves
    for i, tok in enumerate(text.split(";")):
        m = re.match(r"^(\d)?(.+)$", tok)
        if not m:
            raise RecordError(f"empty packed move at {i + 1}")
        body = m.group(2)
        probe = _action(0, body)
        seat = int(m.group(1)) if m.group(1) is not None else _default_actor(s, probe[1])
        if seat is None:
            raise RecordError(f"packed move {i + 1}: nobody is to act")
        a = (seat, *probe[1:])
        try:
            if _implied_done(s, a):
                done = (s.turn.seat, "done")
                n = s.copy()
                do(n, done)
                moves.append(format_action(s, done))
                s = n
                if m.group(1) is None:
                    seat = _default_actor(s, probe[1])
                    a = (seat, *probe[1:])
            n = s.copy()
            do(n, a)
        except TabulaError as e:
            raise RecordError(f"packed move {i + 1} ('{tok[:20]}'): {e}") from None
        moves.append(format_action(s, a))
        s = n
    return moves
