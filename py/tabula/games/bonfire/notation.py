"""Our Bonfire notation: one canonical English text per action; German words parse too.

A move is ``p<seat>: <command>``. Numbers are 1-based as players count them
(bonfire spaces and path fields 1-7, council fields 1-8, Great Bonfire fields 1-7).

    swap | keep                       fate top | fate bottom      place c3 right
    discard path                      path                        pick blue3 | pick draw | refresh
    sail herb1                        task T05                    fetch grey
    procession 2                      great 3                     recruit crowd with markers
    light 4                           councillor portals          council 5
    pay ship | pay wild | pay wild*2 | pay path+task | pay herb | pay gold | pay fruit+root
    bowl 1                            space 6                     move grey to path 3 | move own to bonfire 7
    stay grey | stop                  take marker | take resource | take points | take circle
    gain herb                         point                       done | end | pass

German aliases (``tauschen``, ``behalten``, ``abwerfen``, ``schicksal oben``, ``lege c3 rechts``,
``weg``, ``fahre kraut1``, ``aufgabe T05``, ``hole grau``, ``prozession 2``, ``großes bonfire 3``,
``wirb crowd mit markern``, ``entfache 4``, ``ratsnovize portale``, ``rat 5``, ``zahle weg+schiff``,
``zahle kraut``, ``schale 1``, ``feld 6``, ``ziehe grau nach weg 3``, ``bleibe grau``, ``halt``,
``nimm marker``, ``nimm blue3``, ``erhalte kraut``, ``punkt``, ``fertig``, ``ende``, ``passen``)
parse to the same actions.
"""

from __future__ import annotations

import re

from ...core import actor
from ...core.errors import NotationError
from . import data
from .state import BONFIRE

COLS = "yzabcdefghi"  # column letters; index 2 is column a (two spare columns each side for overhang)

DE = {
    "tauschen": "swap", "tausche": "swap", "behalten": "keep", "behalte": "keep",
    "abwerfen": "discard", "wirf": "discard", "schicksal": "fate", "oben": "top", "unten": "bottom",
    "fahre": "sail", "fahren": "sail", "hole": "fetch", "holen": "fetch", "prozession": "procession",
    "großes": "great", "grosses": "great", "anwerben": "recruit", "wirb": "recruit", "mit": "with",
    "markern": "markers", "ressourcen": "resources", "entfache": "light", "entfachen": "light",
    "ratsnovize": "councillor", "passe": "pass", "passen": "pass", "ende": "end", "fertig": "done",
    "halt": "stop", "punkt": "point", "auffrischen": "refresh", "zahle": "pay", "zahlen": "pay",
    "wähle": "pick", "waehle": "pick", "schale": "bowl", "feld": "space", "ziehe": "move", "nach": "to",
    "bleibe": "stay", "rat": "council", "erhalte": "gain", "lege": "place", "rechts": "right",
    "links": "left", "hoch": "up", "runter": "down", "nimm": "take", "stapel": "draw",
    "ressource": "resource", "punkte": "points", "aufgabe": "task", "weg": "path",
    **data.RES_DE, **data.MARKER_DE, **data.GUARDIAN_DE, **data.PORTAL_DE,
}
DE["bonfire"] = "bonfire"
DE["aufgabe"] = "task"
DE["weg"] = "path"
ISLAND_DE = {"blüte": "blossom", "bluete": "blossom", "frucht": "fruit", "kraut": "herb",
             "muschel": "shell", "wurzel": "root"}


def square(r: int, c: int) -> str:
    return f"{COLS[c + 2]}{r + 1}"


def parse_square(t: str) -> tuple[int, int]:
    m = re.fullmatch(r"([a-z])(-?\d)", t)
    if not m or m.group(1) not in COLS:
        raise NotationError(f"'{t}' is not a fate-field square like c3")
    return int(m.group(2)) - 1, COLS.index(m.group(1)) - 2


def pos_text(pos: int) -> str:
    return f"bonfire {pos - BONFIRE + 1}" if pos >= BONFIRE else f"path {pos + 1}"


def format_action(s, a: tuple) -> str:
    return f"{s.label(a[0])}: {format_command(s, a)}"


def format_command(s, a: tuple) -> str:
    verb, args = a[1], a[2:]
    if verb in ("swap", "keep", "path", "refresh", "point", "done", "end", "pass", "stop"):
        return verb
    if verb in ("discard", "fate", "sail", "task", "fetch", "pay", "pick", "take", "gain", "stay",
                "councillor"):
        return f"{verb} {args[0]}"
    if verb in ("procession", "bowl"):
        return f"{verb} {args[0]}"
    if verb in ("great", "light", "space", "council"):
        return f"{verb} {args[0] + 1}"
    if verb == "recruit":
        return f"recruit {args[0]} with {args[1]}" if len(args) == 2 else f"recruit {args[0]}"
    if verb == "move":
        return f"move {args[0]} to {pos_text(args[1])}"
    if verb == "place":
        return f"place {square(args[0], args[1])} {args[2]}"
    raise NotationError(f"cannot write action {a!r}")


def split_actor(s, text: str) -> tuple[int | None, str]:
    return actor.split_actor(text, s.seat_of)


def _num(t: str, lo: int, hi: int, what: str) -> int:
    if not (t.isascii() and t.isdigit()) or not lo <= int(t) <= hi:
        raise NotationError(f"{what} is a number from {lo} to {hi}")
    return int(t)


def _island(t: str) -> str:
    m = re.fullmatch(r"([a-zäöüß]+)([12]?)", t)
    if m and m.group(1) in ISLAND_DE:
        t = ISLAND_DE[m.group(1)] + m.group(2)
    t = DE.get(t, t)
    if t not in data.ISLANDS:
        raise NotationError(f"'{t}' is not an island")
    return t


def _pay_word(t: str) -> str:
    parts = [DE.get(x, x) for x in t.split("+")]
    if t.endswith("*2"):
        w = DE.get(t[:-2], t[:-2])
        if w != "wild":
            raise NotationError("only a wild marker pays as two")
        return "wild*2"
    for x in parts:
        if x not in data.MARKERS and x not in data.RESOURCES:
            raise NotationError(f"'{x}' is neither a marker nor a resource")
    return "+".join(parts)


NO_ARGS = ("swap", "keep", "path", "refresh", "point", "done", "end", "pass", "stop")


def parse_command(s, seat: int, cmd: str) -> tuple:
    c = " ".join(cmd.strip().lower().split())
    c = re.sub(r"\s*\+\s*", "+", c)
    toks = c.split(" ")
    if not toks or not toks[0]:
        raise NotationError("empty move")
    verb = DE.get(toks[0], toks[0])
    args = toks[1:]
    if verb == "great" and args and DE.get(args[0], args[0]) == "bonfire":
        args = args[1:]
    w = [DE.get(x, x) for x in args]
    if verb in NO_ARGS and not args:
        return (seat, verb)
    a = _parse_action(seat, verb, args, w)
    if a is None:
        a = _parse_answer(seat, verb, args, w)
    if a is None:
        raise NotationError(f"cannot read '{cmd}' as a Bonfire move")
    return a


def _one(verb: str, w: list[str]) -> str:
    if len(w) != 1:
        raise NotationError(f"'{verb}' takes one word")
    return w[0]


def _parse_action(seat: int, verb: str, args: list[str], w: list[str]) -> tuple | None:
    """A turn's action or a bonus action (None: ``verb`` is none of them)."""
    if verb == "discard":
        m = _one(verb, w)
        if m not in data.MARKERS:
            raise NotationError(f"'{m}' is not a marker")
        return (seat, "discard", m)
    if verb == "fate":
        x = _one(verb, w)
        if x not in ("top", "bottom"):
            raise NotationError("fate top or fate bottom")
        return (seat, "fate", x)
    if verb == "sail":
        if len(args) != 1:
            raise NotationError("sail <island>")
        return (seat, "sail", _island(args[0]))
    if verb == "task":
        t = _one(verb, w).upper()
        if t not in data.TASKS:
            raise NotationError(f"'{t}' is not a task")
        return (seat, "task", t)
    if verb == "fetch":
        x = _one(verb, w)
        if x not in data.GUARDIAN_COLOURS:
            raise NotationError(f"'{x}' is not a guardian colour")
        return (seat, "fetch", x)
    if verb in ("procession", "bowl"):
        return (seat, verb, _num(_one(verb, w), 1, 9 if verb == "procession" else 2, verb))
    if verb in ("great", "light", "space", "council"):
        hi = data.COUNCIL_FIELDS if verb == "council" else 7
        return (seat, verb, _num(_one(verb, w), 1, hi, verb) - 1)
    if verb == "councillor":
        if len(args) != 1:
            raise NotationError("councillor <council task>")
        x = data.COUNCIL_TASK_DE.get(args[0], args[0])  # German "Gnome" is the English plural
        if x not in data.COUNCIL_TASKS:
            raise NotationError(f"'{x}' is not a council task")
        return (seat, "councillor", x)
    if verb == "recruit":
        if not w or w[0] not in data.GNOMES:
            raise NotationError("recruit <gnome> [with markers|with resources]")
        if len(w) == 1:
            return (seat, "recruit", w[0])
        if len(w) == 3 and w[1] == "with" and w[2] in ("markers", "resources"):
            return (seat, "recruit", w[0], w[2])
        raise NotationError("recruit <gnome> with markers|resources")
    return None


def _parse_answer(seat: int, verb: str, args: list[str], w: list[str]) -> tuple | None:
    """An answer to a follow-up decision (None: ``verb`` is none of them)."""
    if verb == "pay":
        if len(args) != 1:
            raise NotationError("pay <marker or resource>[+<another>]")
        return (seat, "pay", _pay_word(args[0]))
    if verb in ("pick", "take"):
        x = _one(verb, w)
        if x in data.PATH_TILES or x == "draw":
            return (seat, "pick", x)
        if verb == "take" and (x in ("marker", "resource", "points") or x in data.PORTAL_SHAPES):
            return (seat, "take", x)
        raise NotationError(f"cannot take '{x}'")
    if verb == "gain":
        x = _one(verb, w)
        if x not in data.RESOURCES:
            raise NotationError(f"'{x}' is not a resource")
        return (seat, "gain", x)
    if verb == "stay":
        x = _one(verb, w)
        if x != "own" and x not in data.GUARDIAN_COLOURS:
            raise NotationError(f"'{x}' is not a guardian")
        return (seat, "stay", x)
    if verb == "move":
        if len(w) != 4 or w[1] != "to" or w[2] not in ("path", "bonfire"):
            raise NotationError("move <guardian> to path N | bonfire N")
        g = w[0]
        if g != "own" and g not in data.GUARDIAN_COLOURS:
            raise NotationError(f"'{g}' is not a guardian")
        k = _num(w[3], 1, 7, "a field") - 1
        return (seat, "move", g, k + BONFIRE if w[2] == "bonfire" else k)
    if verb == "place":
        if len(args) != 2:
            raise NotationError("place <square> <right|left|up|down>")
        r, col = parse_square(args[0])
        d = {"top": "up", "bottom": "down"}.get(w[1], w[1])
        if d not in ("right", "left", "up", "down"):
            raise NotationError(f"'{args[1]}' is not a direction")
        return (seat, "place", r, col, d)
    return None
