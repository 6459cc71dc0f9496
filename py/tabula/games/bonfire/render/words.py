"""Every Bonfire action in plain words: what the tooltip of its clickable part says ("Sail to
island Herb 1 for 2 ship markers") and what the turn summary says of it (``describe``: "sails to
island Herb 1 for 2 ship markers"). One phrase builder for both: an imperative phrase, turned into
the third person for ``describe``. No notation and no internal ids: tasks are named by what they
ask, gnomes by their names, path tiles by crystal and good, squares by the fate field's letters.

The phrases read the decision the action answers (``steps.pending``) for its context: a payment
says what it pays for, a free council sail says it is free.
"""

from __future__ import annotations

from .. import data, texts
from .. import steps as st
from ..notation import square
from ..rules.fate import tile_squares
from ..rules.guardians import gb_cost
from ..rules.sailing import ship_cost
from ..state import BONFIRE, WAIT


def _mk(m: str, k: int = 1) -> str:
    """``k`` markers of the sort ``m``: "1 path marker", "2 yellow markers"."""
    name = "yellow" if m == "wild" else texts.MARKER_NAME[m]
    return f"{k} {name} marker{'s' if k != 1 else ''}"


def _guardian(g: str, you: bool) -> str:
    if g == "own":
        return "your own guardian" if you else "their own guardian"
    return f"the {g} guardian"


def _where(pos: int) -> str:
    if pos == WAIT:
        return "the start field"
    return f"bonfire {pos - BONFIRE + 1}" if pos >= BONFIRE else f"path field {pos + 1}"


def _path_tile(t: str) -> str:
    c, r = data.PATH_TILES[t]
    return f"a {c}-crystal path tile showing {r}"


def _pay(v, a: tuple, f) -> str:
    """A payment step: what is given, and for what when it stands in for the cost."""
    w = a[2]
    if type(f) is st.PayMarkers:
        m = data.MARKERS[f.marker]
        if w == "wild":
            return f"pay 1 yellow marker (wild) for {_mk(m)}"
        if w == "wild*2":
            return f"pay 1 yellow marker as {_mk(m, 2)}"
        if "+" in w:
            x, y = w.split("+")
            return f"pay {_mk(x)} and {_mk(y)} for {_mk(m)}"
        return f"pay {_mk(w)}"
    need = f.needs[0] if type(f) is st.PayGoods and f.needs else "any"
    if "+" in w:
        x, y = w.split("+")
        return f"pay 1 {x} and 1 {y} for 1 {'good' if need == 'any' else need}"
    if w == "gold" and need not in ("gold", "any"):
        return f"pay 1 gold for 1 {need}"
    return f"pay 1 {w}"


def _fate(v, a: tuple, you: bool) -> str:
    p = v.players[a[0]]
    stack = p.fate_supply
    tile = stack[0 if a[2] == "top" else -1] if stack else None
    syms = f" ({', '.join(texts.MARKER_NAME[s] for s in data.FATE_TILES[tile])})" if tile is not None else ""
    return f"take the {a[2]} tile of {'your' if you else 'their'} fate stack{syms} to lay it"


def _place(v, a: tuple, f) -> str:
    sqs = [square(r, c) for r, c in tile_squares(a[2], a[3], a[4])]
    if type(f) is st.Place:
        syms = [texts.MARKER_NAME[s] for s in data.FATE_TILES[f.tile]]
        return (f"lay the fate tile with {syms[0]} on {sqs[0]}, {syms[1]} on {sqs[1]} "
                f"and {syms[2]} on {sqs[2]}")
    return f"lay a fate tile on {sqs[0]}, {sqs[1]} and {sqs[2]}"


def _sail(v, a: tuple, f) -> str:
    where = texts.island_words(a[2])
    if type(f) is st.Bonus:
        return f"sail to {where} for free (council bonus)"
    cost = ship_cost(v, a[0], a[2]) if f is None else None
    return f"sail to {where}" + (f" for {_mk('ship', cost)}" if cost else "")


def _great(v, a: tuple, f) -> str:
    to = f"turn the Great Bonfire to field {a[2] + 1}"
    if type(f) is st.Bonus:
        return to + " (council bonus)"
    return to + f" for {_mk('fire', gb_cost(v, a[0], a[2]))}"


def _recruit(v, a: tuple, f) -> str:
    name = texts.gnome_name(a[2])
    r = data.GNOMES[a[2]]
    if len(a) == 3:
        return f"take the specialist {name} for free (council bonus)"
    if a[3] == "markers":
        return f"recruit {name} for 2 gnome markers and 1 {r}"
    return f"recruit {name} for 1 gnome marker and 2 {r}"


def _council(v, a: tuple, f) -> str:
    bonus = texts.COUNCIL_WORDS[data.COUNCIL_BONUSES[a[2]]]
    who = "the council novice" if type(f) is st.Council and f.who >= 0 else "a novice"
    return f"put {who} on High Council field {a[2] + 1} ({bonus})"


def _take(v, a: tuple, f) -> str:
    field = f.field if type(f) is st.GreatRewards else v.gb_pos
    w = a[2]
    if field is None:
        return f"take the {w} reward of the Great Bonfire"
    m, r = data.GB_REWARDS[field]
    if w == "marker":
        return f"take {_mk(m)} from the Great Bonfire"
    if w == "resource":
        return f"take 1 {r} from the Great Bonfire"
    if w == "points":
        return "take 2 points from the Great Bonfire"
    return f"take a {w} portal from the Great Bonfire"


def _done(v, a: tuple, f) -> str:
    if type(f) is st.IslandAction:
        return "leave the island without taking its action"
    if type(f) is st.GreatRewards:
        return "take no more Great Bonfire rewards"
    return "finish this step"


def _pass(v, a: tuple, f) -> str:
    from ..rules.common import cd_value

    pts = data.COUNTDOWN_PASS_POINTS.get(cd_value(v, a[0]), 0)
    return f"pass for the rest of the game and score {pts} point{'s' if pts != 1 else ''}"


def _light(v, a: tuple, f) -> str:
    tid = v.players[a[0]].tasks[a[2]]
    what = f" ({texts.task_goal(tid)})" if tid else ""
    return f"light bonfire {a[2] + 1}{what}: its novice goes to the High Council"


def _bowl(v, a: tuple, f) -> str:
    stack = v.players[a[0]].bowls[a[2] - 1]
    top = stack[-1] if stack else None
    return f"give the top offering bowl of stack {a[2]}" + (f" (it asks for {top})" if top else "")


def _pick(v, a: tuple, f) -> str:
    if a[2] == "draw":
        return "draw the top path tile of the pile"
    where = "from the display" if a[2] in v.path_display else "from the pile"
    return f"take {_path_tile(a[2])} {where}"


_SAY = {
    "swap": lambda v, a, f, you: "swap the start tile for the middle tile of the fate stack",
    "keep": lambda v, a, f, you: "keep the start tile",
    "discard": lambda v, a, f, you: f"discard {_mk(a[2])} unused",
    "fate": lambda v, a, f, you: _fate(v, a, you),
    "place": lambda v, a, f, you: _place(v, a, f),
    "path": lambda v, a, f, you: ("build the next path tile for "
                                  + _mk("path", 1 if len(v.players[a[0]].path) < 3 else 2)),
    "pick": lambda v, a, f, you: _pick(v, a, f),
    "refresh": lambda v, a, f, you: ("lay out four new path tiles (all four on display share a crystal "
                                     "colour)"),
    "sail": lambda v, a, f, you: _sail(v, a, f),
    "task": lambda v, a, f, you: f"take {texts.task_goal(a[2])}",
    "fetch": lambda v, a, f, you: (f"take {_guardian(a[2], you)} (council bonus)" if type(f) is st.Bonus
                                   else f"fetch {_guardian(a[2], you)} for {_mk('guard')}"),
    "procession": lambda v, a, f, you: (f"lead a procession of up to {a[2]} step{'s' if a[2] > 1 else ''} "
                                        f"for {_mk('guard', a[2])}"),
    "great": lambda v, a, f, you: _great(v, a, f),
    "recruit": lambda v, a, f, you: _recruit(v, a, f),
    "light": lambda v, a, f, you: _light(v, a, f),
    "councillor": lambda v, a, f, you: (f"send the council novice of the council task "
                                        f"\u201c{texts.COUNCIL_TASK_SHORT[a[2]]}\u201d to the High Council"),
    "council": lambda v, a, f, you: _council(v, a, f),
    "pay": lambda v, a, f, you: _pay(v, a, f),
    "bowl": lambda v, a, f, you: _bowl(v, a, f),
    "space": lambda v, a, f, you: f"put the new task on bonfire space {a[2] + 1}",
    "move": lambda v, a, f, you: f"move {_guardian(a[2], you)} to {_where(a[3])}",
    "stay": lambda v, a, f, you: f"keep {_guardian(a[2], you)} where it stands",
    "stop": lambda v, a, f, you: "end the procession",
    "take": lambda v, a, f, you: _take(v, a, f),
    "gain": lambda v, a, f, you: f"take 1 {a[2]}",
    "point": lambda v, a, f, you: "take 1 point instead",
    "done": lambda v, a, f, you: _done(v, a, f),
    "end": lambda v, a, f, you: f"end {'your' if you else 'the'} turn",
    "pass": lambda v, a, f, you: _pass(v, a, f),
}


def say(v, a: tuple, you: bool = True) -> str:
    """The action ``a`` (legal at ``v``) as an imperative phrase, lower case: "sail to ..."."""
    fn = _SAY.get(a[1])
    return fn(v, a, st.pending(v), you) if fn else "make a move"


def tip(v, a: tuple, more: str = "") -> str:
    """A clickable part's tooltip: what a click does, then ``more`` (what the part is)."""
    phrase = say(v, a)
    return f"{phrase[:1].upper()}{phrase[1:]}." + (f" {more}" if more else "")


_ES = ("s", "sh", "ch", "x", "z", "o")


def describe(s, a: tuple) -> str:
    """``a`` (legal at ``s``) for the turn summary: a verb phrase in the third person without its
    subject ("sails to island Herb 1 for 2 ship markers")."""
    verb, _sp, rest = say(s, a, you=False).partition(" ")
    verb += "es" if verb.endswith(_ES) else "s"
    return f"{verb} {rest}".rstrip()
