"""The deciding seat's moves sorted by their actions into the places the table offers them, and the
words around them: the status line, the strip's headings and its buttons' labels.

A move goes to a part of the board (an island, a task, a Great Bonfire field, a gnome, a council
field, a bonfire space, a path field, a guardian, a marker, a wedge of the placement panel ...) when the board
shows one for it; a move with no place, or a second move for a place that already offers one,
is a button of the action strip. Payment choices are grouped there under a "Pay ..." heading
(the page has no dialogs: the strip is the dialog). ``place_of`` is that one mapping from an action
to its part; the marks of the other seats' actions (marks.py) go by it too.
"""

from __future__ import annotations

from collections.abc import Hashable

from ....core.protocol import Move
from ...kit.clicks import Clicks
from ...kit.doc import F, f1
from ...kit.strip import Button, Section, button_width
from .. import data, notation, texts
from .. import steps as st
from ..rules.common import cd_value
from ..state import BONFIRE
from .pieces import marker, res, seat_name

# where each action verb is clicked: its key from the action (None: the strip)
_KEYS = {
    "discard": lambda a: ("marker", a[0], a[2]),
    "fate": lambda a: ("fate", a[0], a[2]),
    "path": lambda a: ("path", a[0]),
    "sail": lambda a: ("island", a[2]),
    "fetch": lambda a: ("island", a[2]),
    "task": lambda a: ("task", a[2]),
    "great": lambda a: ("gb", a[2]),
    "recruit": lambda a: ("gnome", a[2], a[3] if len(a) > 3 else "free"),
    "light": lambda a: ("fire", a[0], a[2]),
    "space": lambda a: ("fire", a[0], a[2]),
    "councillor": lambda a: ("ctask", a[2]),
    "refresh": lambda a: ("refresh",),
    "bowl": lambda a: ("bowl", a[0], a[2]),
    "move": lambda a: ("field", a[0], a[3]),
    "stay": lambda a: ("guard", a[0], a[2]),
    "council": lambda a: ("council", a[2]),
    "place": lambda a: ("place", a[0], a[2], a[3], a[4]),
}


def place_of(v, a: tuple, f) -> Hashable | None:
    """The part of the board the action ``a`` belongs to (None: it has none: a pass, a payment...),
    ``f`` the decision it answers (or answered). A Great Bonfire reward belongs to the field being
    rewarded: ``f``'s, else the field the Great Bonfire is turned to (a mark after the fact)."""
    verb = a[1]
    if verb == "pick":
        return ("pile",) if a[2] == "draw" else ("pathd", a[2])
    if verb == "take":
        return ("gbtake", f.field if type(f) is st.GreatRewards else v.gb_pos, a[2])
    key = _KEYS.get(verb)
    return key(a) if key else None


def _shown(v, key: tuple, f) -> bool:
    """Whether the board draws a place for ``key`` (else its move is a button of the strip)."""
    kind = key[0]
    if kind == "task":
        return any(key[1] in ts for ts in v.islands.values())
    if kind == "pathd":
        return key[1] in v.path_display
    if kind == "gnome":
        return key[1] in v.spec_display or key[1] in v.elders
    if kind == "gbtake":  # offered only while the field's rewards are taken
        if type(f) is not st.GreatRewards:
            return False
        _m, r = data.GB_REWARDS[key[1]]
        goods = ("marker", "points" if r == "points" else "resource")
        return key[2] in goods or key[2] in v.gb_portals[key[1]]
    if kind == "fate":
        p = v.players[key[1]]  # the stack shows its top, and its bottom if that is another tile
        shown = 1 if key[2] == "top" else 2
        return p.fate_held is None and type(f) is not st.Place and len(p.fate_supply) >= shown
    if kind == "field":
        return 0 <= key[2] < 7 or BONFIRE <= key[2] < BONFIRE + 7
    if kind == "guard":
        return key[2] in v.players[key[1]].guardians
    return True


def sort_moves(v, moves: list[Move]) -> Clicks:
    """The moves by where the board offers them: one move a place (every wedge of the placement
    panel, one a way to lay the fate tile), the rest on the strip."""
    cl = Clicks(moves)
    f = st.pending(v)
    for m in moves:
        key = place_of(v, m.action, f)
        if key is not None and _shown(v, key, f) and (key[0] == "place" or key not in cl.at):
            cl.put(key, m)
        else:
            cl.button(m)
    return cl


def move_at(cl: Clicks, key: Hashable) -> Move | None:
    """The move offered at ``key`` (None: nothing to click there)."""
    return cl.first(key)


def click_at(v, cl: Clicks, key: Hashable, more: str = "") -> tuple[str, str] | None:
    """(move text, tooltip in words) of the move offered at ``key`` (None: nothing to click)."""
    m = cl.first(key)
    if m is None:  # (most places: asked before the import below, which costs more than this)
        return None
    from .words import tip

    return (m.text, tip(v, m.action, more))


# -- words ---------------------------------------------------------------------------------------

_PROMPTS = {
    st.Swap: lambda v, f: "swap the start tile with your stack's middle tile, or keep it",
    st.PayMarkers: lambda v, f: f"pay {texts.marker_words(data.MARKERS[f.marker], f.units)}",
    st.PayGoods: lambda v, f: "pay resources: " + " then ".join("any resource" if x == "any" else x
                                                                for x in f.needs),
    st.PickPath: lambda v, f: ("take a path tile" if f.mode == "build"
                               else "council bonus: take any path tile (or 1 point)"),
    st.IslandAction: lambda v, f: f"island action at {v.players[f.seat].ship}, or done",
    st.Bowl: lambda v, f: "give an offering bowl (its good is paid)",
    st.Space: lambda v, f: f"choose a free bonfire space for task {f.task}",
    st.Procession: lambda v, f: f"procession: move each guardian up to {f.steps} steps, front one first",
    st.GreatRewards: lambda v, f: (f"Great Bonfire field {f.field + 1}: "
                                   f"take {f.limit - len(f.taken)} more reward(s)"),
    st.Council: lambda v, f: "put a novice into the High Council",
    st.Bonus: lambda v, f: "council bonus: " + data.COUNCIL_TEXT[data.COUNCIL_BONUSES[f.field]],
    st.Gain: lambda v, f: "choose a good" + (f" ({f.n} times)" if f.n > 1 else ""),
    st.Place: lambda v, f: "lay the fate tile: pick a wedge in the large fate field below",
}


def prompt(v, f) -> str:
    """What the pending decision ``f`` asks for (None: the turn's action)."""
    if f is None:
        return "choose an action"
    say = _PROMPTS.get(type(f))
    return say(v, f) if say else st.STEPS.name_of(f)


def status(v, movers: list[int], names: tuple | None) -> str:
    """The line over the table: whose decision it is and what it asks, or who won."""
    from .. import GAME

    if v.phase == "over":
        best = max(v.final) if v.final else 0
        won = v.winners or []
        who = ", ".join(seat_name(i, names) for i in won)
        return f"Game over · {who} win{'s' if len(won) == 1 else ''} with {best} points"
    if not movers:
        return ""
    seat = movers[0]
    f = st.pending(v)
    lab = GAME.round_label(v)
    what = prompt(v, f)
    if f is None and v.main_done:
        what = "send a council novice (bonus action) or end the turn"
    return f"{lab[0].upper()}{lab[1:]} · {seat_name(seat, names)} (city {v.players[seat].board}): {what}"


def _pay_label(a: tuple, f) -> str:
    w = a[2]
    if type(f) is st.PayMarkers:
        if w == "wild":
            return "1 yellow marker"
        if w == "wild*2":
            return "1 yellow marker as 2"
        if "+" in w:
            x, y = w.split("+")
            return f"2 markers: {texts.MARKER_NAME[x]} + {texts.MARKER_NAME[y]}"
        return texts.marker_words(w)
    need = f.needs[0]
    if "+" in w:
        return f"{w.replace('+', ' + ')} (for {need})"
    if w == "gold" and need not in ("gold", "any"):
        return f"gold (for {need})"
    return w


_LABELS = {
    "swap": lambda v, a: "swap start tile",
    "keep": lambda v, a: "keep start tile",
    "procession": lambda v, a: f"procession {a[2]} step{'s' if a[2] > 1 else ''}",
    "pass": lambda v, a: f"pass (+{data.COUNTDOWN_PASS_POINTS.get(cd_value(v, a[0]), 0)} points)",
    "end": lambda v, a: "end turn",
    "stop": lambda v, a: "stop the procession",
    "point": lambda v, a: "1 point instead",
    "done": lambda v, a: "done",
    "gain": lambda v, a: a[2],
    "pick": lambda v, a: ("{} crystal, {}".format(*data.PATH_TILES[a[2]]) if a[2] in data.PATH_TILES
                          else "draw from the pile"),
    "move": lambda v, a: f"{'own guardian' if a[2] == 'own' else a[2]} to {notation.pos_text(a[3])}",
}


def label(v, a: tuple, f) -> str:
    """A strip button's words for the action ``a``."""
    if a[1] == "pay" and type(f) in st.PAYMENTS:
        return _pay_label(a, f)
    from .words import say as words

    say = _LABELS.get(a[1])
    return say(v, a) if say else words(v, a)


def _icons(a: tuple, f) -> list[tuple[str, str]]:
    """Marker ("m") or resource ("r") symbols shown on a strip button."""
    if a[1] == "gain":
        return [("r", a[2])]
    if a[1] == "pay" and type(f) in st.PAYMENTS:
        kind = "m" if type(f) is st.PayMarkers else "r"
        return [(kind, w) for w in a[2].replace("*2", "").split("+")]
    return []


_HEADINGS = {"gain": "Choose a good", "procession": "Procession (1 guardian marker per step)",
             "pick": "From the draw pile (order hidden)", "swap": "Start tile", "keep": "Start tile"}


def _heading(v, a: tuple, f) -> str:
    """The heading a strip button goes under ("Moves": the rest, last)."""
    verb = a[1]
    if verb == "pay":
        return "Pay " + prompt(v, f)[4:] + " — choose how"
    if verb in ("move", "stay", "stop") and type(f) is st.Procession:
        return "Procession"
    return _HEADINGS.get(verb, "Moves")


def _draw(lab: str, icons: list, pay: bool):
    """A strip button's content: green for a payment, the symbols it pays or gains, its label."""
    def draw(g, x, y, w, h):
        if pay:
            g.add(F.rect((f1(x), f1(y)), (f1(w), h), rx=5, class_="pay"))
        for j, (kind, name) in enumerate(icons):
            g.add((marker if kind == "m" else res)(name, x + 12 + 17 * j, y + h / 2, 0.85))
        tx = x + 17 * len(icons) + (w - 17 * len(icons)) / 2
        g.add(F.text(lab, insert=(f1(tx), f1(y + 15)), class_="strip-b"))
    return draw


def _button(v, m: Move, f) -> Button:
    from .words import tip as say

    a = m.action
    lab = label(v, a, f)
    icons = _icons(a, f)
    tip = say(v, a, texts.path_tile_tip(a[2]) if a[1] == "pick" and a[2] in data.PATH_TILES else "")
    pay = a[1] == "pay"
    if not icons and not pay:
        return Button(m, lab, tip)
    # as wide as the strip makes a button of these words (at its size, kit.css .strip-b), and
    # room for the symbols
    width = button_width(Button(m, lab)) + 17 * len(icons)
    return Button(m, lab, tip, width=width, draw=_draw(lab, icons, pay))


def strip_sections(v, cl: Clicks) -> list[Section]:
    """The strip's moves under their headings: payments first, moves without a heading last."""
    f = st.pending(v)
    groups: dict[str, list] = {}
    for m in cl.strip:
        groups.setdefault(_heading(v, m.action, f), []).append([_button(v, m, f)])
    order = sorted(groups, key=lambda t: (not t.startswith("Pay"), t == "Moves"))
    return [Section(t, groups[t]) for t in order]
