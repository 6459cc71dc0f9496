"""Our Terra Mystica notation: one canonical text for every action.

A move is ``<faction>: <command>``; the commands follow the online site's
command language where it has one, so players who know it read ours:

    build E7              upgrade F4 to TP        transform E4 to black
    dig 2                 send p to FIRE for 3    convert 3PW to 1W
    burn 2                action ACT5             advance ship | advance dig
    bridge E9:D6          connect F2:E4           pass BON3 | pass
    leech from witches    decline from witches    +FAV11 | +TW5 | +2FIRE
    leech 3 from witches  decline 3 from witches  (the offer of 3, when several are open)
    key FIRE              -spade                  done | resign
    faction witches       (p1..p5 name the seats before factions are chosen)

``key FIRE`` answers which track a town's key takes to 10 when TW5/TW6 would take several
there. Games imported from the site's logs also read its give-backs, one at a time:
``-1W`` ``-1C`` ``-1P`` ``-1PW`` ``-1VP``, ``-WATER`` (a cult step) and ``-FREE_D``
``-FREE_TF`` ``-FREE_TP`` (the free part of a special action).

``parse`` is lenient about case, spacing and the site's synonyms
(``Leech 2 from x``, ``send priest to water``); ``format`` always writes the
canonical form. An amount in ``leech``/``decline`` is kept: it picks the offer
(``rules/offers.py``, ``offer_answered``); ``legal`` lists it only where it picks another offer than
the plain ``leech from witches``.
"""

from __future__ import annotations

import re

from ...core import actor
from ...core.errors import NotationError
from . import data

RES = {"c": "C", "coin": "C", "coins": "C", "w": "W", "worker": "W", "workers": "W", "p": "P",
       "priest": "P", "priests": "P", "pw": "PW", "power": "PW", "vp": "VP"}
BLD = {"d": "D", "dwelling": "D", "tp": "TP", "trading post": "TP", "trading house": "TP",
       "te": "TE", "temple": "TE", "sh": "SH", "stronghold": "SH", "sa": "SA", "sanctuary": "SA"}
COLOURS = set(data.TERRAINS) | {"grey"}
HEX = r"([a-z]\d{1,2})"
# what the site's ``-<NAME>`` gives back (read from its logs only; see rules/conversions.py)
GIVEBACKS = ("C", "W", "P", "PW", "VP", *data.CULTS, "FREE_D", "FREE_TF", "FREE_TP")
MAX_NUMBER = 999  # no count in an action is larger (notation reads at most 3 digits)
MAX_NAME = 40  # nor any name (hex, tile, faction, ...) longer


def format_action(s, a: tuple) -> str:
    return f"{s.label(a[0])}: {format_command(s, a)}"


def format_command(s, a: tuple) -> str:
    verb, args = a[1], a[2:]
    if verb in ("build", "dig", "burn", "done", "resign", "faction"):
        return " ".join([verb, *map(str, args)])
    if verb == "upgrade":
        return f"upgrade {args[0]} to {args[1]}"
    if verb == "transform":
        return f"transform {args[0]} to {args[1]}" if args[1] else f"transform {args[0]}"
    if verb == "send":
        return f"send p to {args[0]}" + (f" for {args[1]}" if args[1] else "")
    if verb == "convert":
        n1, r1, n2, r2 = args
        return f"convert {n1}{r1} to {n2}{r2}"
    if verb == "action":
        return f"action {args[0]}"
    if verb == "advance":
        return f"advance {args[0]}"
    if verb == "bridge":
        return f"bridge {args[0]}:{args[1]}"
    if verb == "connect":
        return "connect " + ":".join(args)
    if verb == "pass":
        return f"pass {args[0]}" if args[0] else "pass"
    if verb in ("leech", "decline"):
        words = [verb, *map(str, args[1:])]  # the amount, if the action names it
        return " ".join(words if args[0] is None else [*words, "from", s.players[args[0]].faction])
    if verb in ("favor", "town"):
        return f"+{args[0]}"
    if verb == "cult":
        return f"+{args[1]}{args[0]}" if args[1] != 1 else f"+{args[0]}"
    if verb == "discard":
        return "-spade"
    if verb == "key":
        return f"key {args[0]}"
    if verb == "giveback":
        return f"-1{args[0]}" if args[0] in RES.values() else f"-{args[0]}"
    raise NotationError(f"cannot write action {a!r}")


def parse_action(s, text: str, movers: list[int]) -> tuple:
    """Parse a move; without a faction named, the seat is the one an answer to a power offer
    comes from (``leech``/``decline``), else the last of ``movers`` (the player on turn)."""
    seat, cmd = split_actor(s, text)
    if seat is None:
        if not movers:
            raise NotationError("the game is over")
        low = cmd.lower()
        if low.startswith(("leech", "decline")):
            offered = [o.seat for o in s.offers]
            seat = offered[0] if offered else movers[-1]
        else:
            seat = movers[-1]
    return parse_command(s, seat, cmd)


def split_actor(s, text: str) -> tuple[int | None, str]:
    return actor.split_actor(text, s.seat_of, "faction")


def parse_command(s, seat: int, cmd: str) -> tuple:
    """Parse one command (no faction prefix) for ``seat``."""
    c = " ".join(cmd.strip().lower().split())
    c = re.sub(r"\s*:\s*", ":", c)

    def fac(name: str) -> int:
        k = s.seat_of(name)
        if k is None:
            raise NotationError(f"'{name}' is not a faction in this game")
        return k

    if m := re.fullmatch(r"build " + HEX, c):
        return (seat, "build", m.group(1).upper())
    buildings = "d|tp|te|sh|sa|trading post|trading house|temple|stronghold|sanctuary"
    if m := re.fullmatch(r"upgrade " + HEX + rf" to ({buildings})", c):
        return (seat, "upgrade", m.group(1).upper(), BLD[m.group(2)])
    if m := re.fullmatch(r"transform " + HEX + r"(?: to ([a-z]+))?", c):
        col = m.group(2)
        if col is not None and col not in COLOURS:
            raise NotationError(f"'{col}' is not a terrain colour")
        return (seat, "transform", m.group(1).upper(), "gray" if col == "grey" else col)
    if m := re.fullmatch(r"dig (\d{1,2})", c):
        return (seat, "dig", int(m.group(1)))
    if m := re.fullmatch(r"burn (\d{1,2})", c):
        return (seat, "burn", int(m.group(1)))
    if m := re.fullmatch(r"send (?:p|priest) to (fire|water|earth|air)(?: for (\d))?", c):
        return (seat, "send", m.group(1).upper(), int(m.group(2)) if m.group(2) else None)
    if m := re.fullmatch(r"convert (\d{0,3}) ?([a-z]+) to (\d{0,3}) ?([a-z]+)", c):
        r1, r2 = RES.get(m.group(2)), RES.get(m.group(4))
        if r1 is None or r2 is None:
            raise NotationError(f"cannot read the conversion '{cmd}'")
        return (seat, "convert", int(m.group(1) or 1), r1, int(m.group(3) or 1), r2)
    if m := re.fullmatch(r"action (act[1-6aceg nsw]|bon[12]|fav6)", c.replace("act ", "act")):
        return (seat, "action", m.group(1).upper().replace(" ", ""))
    if m := re.fullmatch(r"advance (ship|shipping|dig|digging)", c):
        return (seat, "advance", "ship" if m.group(1).startswith("ship") else "dig")
    if m := re.fullmatch(r"bridge " + HEX + ":" + HEX, c):
        return (seat, "bridge", m.group(1).upper(), m.group(2).upper())
    if m := re.fullmatch(r"connect ((?:[a-z]\d{1,2}|r\d{1,2})(?::[a-z]\d{1,2})*)", c):
        parts = m.group(1).split(":")
        parts = [p if p.startswith("r") and len(parts) == 1 else p.upper() for p in parts]
        return (seat, "connect", *parts)
    if m := re.fullmatch(r"pass(?: (bon\d{1,2}))?", c):
        return (seat, "pass", m.group(1).upper() if m.group(1) else None)
    if m := re.fullmatch(r"(leech|decline)(?: (\d{1,3}))?(?: from ([a-z]+))?", c):
        frm = fac(m.group(3)) if m.group(3) else None
        return (seat, m.group(1), frm) if m.group(2) is None else (seat, m.group(1), frm, int(m.group(2)))
    if m := re.fullmatch(r"\+(fav\d{1,2}|tw\d)", c):
        tile = m.group(1).upper()
        return (seat, "favor" if tile.startswith("FAV") else "town", tile)
    if m := re.fullmatch(r"\+(\d?)(fire|water|earth|air)", c):
        return (seat, "cult", m.group(2).upper(), int(m.group(1) or 1))
    if c in ("-spade", "-1spade", "discard spade"):
        return (seat, "discard")
    if m := re.fullmatch(r"-(1?)(free_d|free_tf|free_tp|fire|water|earth|air|[a-z]+)", c):
        name = RES.get(m.group(2)) or m.group(2).upper()
        if name not in GIVEBACKS:
            raise NotationError(f"'{m.group(2)}' cannot be given back")
        return (seat, "giveback", name)
    if m := re.fullmatch(r"key (?:to )?(fire|water|earth|air)", c):
        return (seat, "key", m.group(1).upper())
    if c in ("done", "resign"):
        return (seat, c)
    if m := re.fullmatch(r"faction ([a-z]+)", c):
        return (seat, "faction", m.group(1))
    raise NotationError(f"cannot read '{cmd}' as a Terra Mystica move")
