"""Icons: essences, "any mix of these" pies, and a power drawn as icons (its cost, an arrow, its
effects). The shapes are symbols of svg/res_arcana.svg; the letters and counts on them are text.

Every function adds to ``g`` at (x, y) (x: the left edge, y: the middle of the row) and returns
the width it used, so a row of icons is drawn by adding widths.
"""

from __future__ import annotations

from ...kit.doc import F, f1, use
from ...kit.text import text_width
from .. import data
from ..data import LETTERS

ESS_FILL = ("#e0542b", "#3c9a42", "#2f79c0", "#33302e", "#e8b620")  # as svg/res_arcana.svg's ra-e-*
STEP = 11.5  # the width of one essence icon
# kit.text allows 7% for bold; DejaVu Sans Bold as Chromium draws it is about 13% wider than the
# regular face (measured: "collect" 20.8 units at 5.6 px, kit.text says 19.6), so bold text in a
# tight place (a card's name, its tags, a label after an icon) is given the difference too
BOLD_ROOM = 1.0

# the mixes svg/res_arcana.svg has a pie for (ra-p-<letters>); any other is drawn as "any"
PIE_TYPES = frozenset((data.ALL, data.NON_GOLD, data.types_of("ELC"), data.types_of("ECD"),
                       data.types_of("LC"), data.types_of("LD"), data.types_of("EC"),
                       data.types_of("LCG")))


def bold_width(text: str, size: float) -> float:
    """The width of bold ``text`` at ``size``, with the room DejaVu Sans Bold needs."""
    return text_width(text, size, bold=True) * BOLD_ROOM


def ess(g, x: float, y: float, t: int, n: int | str | None = None) -> float:
    """One essence icon (type ``t``) centred at (x, y), its letter inside, or ``n`` when not 1."""
    g.add(use(f"ra-e-{LETTERS[t]}", x, y))
    label = LETTERS[t] if n in (None, 1) else str(n)
    g.add(F.text(label, insert=(f1(x), f1(y + 2.3)), class_="n k" if t == data.G else "n"))
    return STEP


def vec_icons(g, x: float, y: float, v) -> float:
    """An essence vector as icons, a count on each type present."""
    x0 = x
    for t, n in enumerate(v):
        if n:
            x += ess(g, x + 5, y, t, n)
    return x - x0


def pie_icon(g, x: float, y: float, types, n) -> float:
    """``n`` essences, any mix of ``types``."""
    types = tuple(types)
    if len(types) == 1:
        return ess(g, x + 5, y, types[0], n)
    if types not in PIE_TYPES:
        types = data.ALL
    g.add(use("ra-p-" + "".join(LETTERS[t] for t in types), x + 5, y))
    g.add(F.text(str(n), insert=(f1(x + 5), f1(y + 2.1)), class_="t5 b c", style="font-size:6px"))
    return STEP


def sym(g, x: float, y: float, name: str, label: str | None = None) -> float:
    """A power symbol (ra-s-<name>), a short bold label after it."""
    g.add(use(f"ra-s-{name}", x + 5, y))
    w = 11
    if label:
        g.add(F.text(label, insert=(f1(x + 11), f1(y + 2.2)), class_="t6 b"))
        w += bold_width(label, 6.3) + 2
    return w


def txt(g, x: float, y: float, s: str, cls: str = "t6 b") -> float:
    """A word in a row of icons (6.3 px bold unless ``cls`` says otherwise)."""
    g.add(F.text(s, insert=(f1(x), f1(y + 2.2)), class_=cls))
    size = 5.6 if "t5" in cls else 6.3
    return (bold_width(s, size) if " b" in f" {cls} " else text_width(s, size)) + 1.5


# ---------------------------------------------------------------------------------------------
# a power: cost -> effects


def cost_icons(g, x: float, y: float, pw) -> float:
    """What a power costs, left to right in the order the rules pay it."""
    x0 = x
    if pw.react:
        x += sym(g, x, y, "bolt")
    if pw.when_turned:
        x += txt(g, x, y, "if turned:", "t5 b")
    if pw.turn:
        x += sym(g, x, y, "turn")
    if pw.remove_self is not None:
        x += sym(g, x, y, "slot")
        x += txt(g, x, y, "−")
        x += vec_icons(g, x, y, pw.remove_self)
    if any(pw.pay):
        x += vec_icons(g, x, y, pw.pay)
    if pw.any_n:
        x += pie_icon(g, x, y, pw.any_types, pw.any_n)
    if pw.same:
        x += pie_icon(g, x, y, data.ALL, "X")
    if pw.discard:
        x += sym(g, x, y, "discard")
    if pw.destroy is not None:
        x += sym(g, x, y, "destroy")
    if pw.turn_other is not None:
        x += sym(g, x, y, "turn", pw.turn_other[:3] + ".")
    return x - x0


def _place_label(e) -> str | None:
    label = "free" if e[3] is None else (f"−{e[3]}" if e[3] else "")
    return (label + (" dragon" if e[2] == "dragon" else "")).strip() or None


# effects drawn as one symbol with a label: kind -> (symbol, label of the effect or None)
_SYMBOL = {
    "store_paid": ("slot", lambda e: "paid"),
    "put_paid": ("slot", lambda e: "paid"),
    "draw": ("draw", lambda e: str(e[1]) if e[1] > 1 else None),
    "straighten": ("straighten", lambda e: {"creature": "creat.", "self": "this"}.get(e[1])),
    "look3": ("eye", lambda e: "3"),
    "check_victory": ("crown", lambda e: "10?"),
    "place": ("place", _place_label),
    "ignore": ("shield", lambda e: None),
}


def effect_icons(g, x: float, y: float, pw) -> float:
    """What a power does, effect by effect."""
    x0 = x
    for e in pw.effects:
        k = e[0]
        if k in _SYMBOL:
            name, label = _SYMBOL[k]
            x += sym(g, x, y, name, label(e))
        else:
            x += _effect(g, x, y, e)
    return x - x0


def _effect(g, x: float, y: float, e) -> float:
    """An effect drawn from several icons; the width used."""
    x0, k = x, e[0]
    if k == "gain":
        x += vec_icons(g, x, y, e[1])
    elif k == "gain_choice":
        x += pie_icon(g, x, y, e[2], e[1])
    elif k == "store":
        x += sym(g, x, y, "slot") + vec_icons(g, x + 11, y, e[1])
    elif k == "store_choice":
        x += sym(g, x, y, "slot") + pie_icon(g, x + 11, y, e[2], e[1])
    elif k == "rivals_gain":
        w = sym(g, x, y, "rivals", "+")
        x += w + vec_icons(g, x + w, y, e[1])
    elif k == "lifeloss":
        x += sym(g, x, y, "rivals", f"−{e[1]}")
        x += ess(g, x + 5, y, data.L)
    elif k == "divination":
        x += sym(g, x, y, "draw", "3")
        x += sym(g, x, y, "discard", "3")
    elif k == "gain_per_rival":
        x += sym(g, x, y, "rivals")
        x += ess(g, x + 5, y, e[1])
        x += txt(g, x, y, "→")
        x += ess(g, x + 5, y, e[2])
    elif k in ("gain_destroyed", "gain_discarded"):
        x += pie_icon(g, x, y, e[2], "$")
        x += txt(g, x, y, f"cost{'+' + str(e[1]) if e[1] else ''}")
    elif k == "gain_x":
        x += ess(g, x + 5, y, e[1], "X")
    elif k == "convert_x":
        x += pie_icon(g, x, y, data.NON_GOLD, "X")
    elif k == "statue":
        x += txt(g, x, y, "+3 VP")
    return x - x0
