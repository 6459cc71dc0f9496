"""Icons: essences, "any mix of these" pies, and a power drawn as icons (its cost, an arrow, its
effects). The shapes are symbols of svg/res_arcana.svg (about 10 units across, drawn ``K`` times
that here); the letters, counts and short labels on and after them are text of ``LABEL`` size,
large enough to read on the table at both layouts.

Every function adds to ``g`` at (x, y) (x: the left edge, y: the middle of the row) and returns
the width it used, so a row of icons is drawn by adding widths.
"""

from __future__ import annotations

from ...kit.doc import F, f1, use
from ...kit.text import text_width
from .. import data
from ..data import LETTERS

ESS_FILL = ("#e0542b", "#3c9a42", "#2f79c0", "#33302e", "#e8b620")  # as svg/res_arcana.svg's ra-e-*
K = 1.75  # the symbols' scale on a card
STEP = 19.0  # the width of one essence icon (its disc is 17.5 across)
LABEL = 11.5  # the size of a letter or count on an icon, and of a label after one (class "n", "lb")
# kit.text allows 13% for bold (DejaVu Sans Bold in Chromium); a label in a tight place (a card's
# name, its tags, a label after an icon) is given a little more, for other sans-serif faces
BOLD_ROOM = 1.04

# the mixes svg/res_arcana.svg has a pie for (ra-p-<letters>); any other is drawn as "any"
PIE_TYPES = frozenset((data.ALL, data.NON_GOLD, data.types_of("ELC"), data.types_of("ECD"),
                       data.types_of("LC"), data.types_of("LD"), data.types_of("EC"),
                       data.types_of("LCG")))


def bold_width(text: str, size: float) -> float:
    """The width of bold ``text`` at ``size``, with a little room to spare."""
    return text_width(text, size, bold=True) * BOLD_ROOM


def symbol(g, name: str, cx: float, y: float, k: float = K) -> None:
    """The symbol ``name`` (an id of svg/res_arcana.svg) centred at (cx, y), ``k`` times its size."""
    g.add(use(name, transform=f"translate({f1(cx)},{f1(y)}) scale({k})"))


def ess(g, x: float, y: float, t: int, n: int | str | None = None) -> float:
    """One essence icon (type ``t``) from x, its letter inside, or ``n`` when not 1."""
    cx = x + STEP / 2
    symbol(g, f"ra-e-{LETTERS[t]}", cx, y)
    label = LETTERS[t] if n in (None, 1) else str(n)
    g.add(F.text(label, insert=(f1(cx), f1(y + 4.1)), class_="n k" if t == data.G else "n"))
    return STEP


def vec_icons(g, x: float, y: float, v) -> float:
    """An essence vector as icons, a count on each type present."""
    x0 = x
    for t, n in enumerate(v):
        if n:
            x += ess(g, x, y, t, n)
    return x - x0


def pie_icon(g, x: float, y: float, types, n) -> float:
    """``n`` essences, any mix of ``types``."""
    types = tuple(types)
    if len(types) == 1:
        return ess(g, x, y, types[0], n)
    if types not in PIE_TYPES:
        types = data.ALL
    cx = x + STEP / 2
    symbol(g, "ra-p-" + "".join(LETTERS[t] for t in types), cx, y)
    g.add(F.text(str(n), insert=(f1(cx), f1(y + 4.1)), class_="n k"))
    return STEP


def sym(g, x: float, y: float, name: str, label: str | None = None) -> float:
    """A power symbol (ra-s-<name>), a short bold label after it."""
    symbol(g, f"ra-s-{name}", x + 9, y, 1.6)
    w = 19.0
    if label:
        g.add(F.text(label, insert=(f1(x + 18.5), f1(y + 4.1)), class_="lb"))
        w += bold_width(label, LABEL) + 1.5
    return w


def txt(g, x: float, y: float, s: str, cls: str = "lb") -> float:
    """A word in a row of icons (``LABEL`` bold unless ``cls`` says otherwise)."""
    g.add(F.text(s, insert=(f1(x + 1), f1(y + 4.1)), class_=cls))
    return bold_width(s, LABEL) + 3


# ---------------------------------------------------------------------------------------------
# a power: cost -> effects


def cost_icons(g, x: float, y: float, pw) -> float:
    """What a power costs, left to right in the order the rules pay it."""
    x0 = x
    if pw.react:
        x += sym(g, x, y, "bolt")
    if pw.when_turned:
        x += txt(g, x, y, "if")
        x += sym(g, x, y, "turn")
    if pw.turn:
        x += sym(g, x, y, "turn")
    if pw.remove_self is not None:
        x += sym(g, x, y, "slot", "−")
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
        x += sym(g, x, y, "turn", {"creature": "creat.", "dragon": "drag."}.get(pw.turn_other))
    return x - x0


def _place_label(e) -> str | None:
    label = "free" if e[3] is None else (f"−{e[3]}" if e[3] else "")
    return (label + (" drag." if e[2] == "dragon" else "")).strip() or None


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
        x += sym(g, x, y, "slot") + vec_icons(g, x + 19, y, e[1])
    elif k == "store_choice":
        x += sym(g, x, y, "slot") + pie_icon(g, x + 19, y, e[2], e[1])
    elif k == "rivals_gain":
        w = sym(g, x, y, "rivals", "+")
        x += w + vec_icons(g, x + w, y, e[1])
    elif k == "lifeloss":
        x += sym(g, x, y, "rivals", f"−{e[1]}")
        x += ess(g, x, y, data.L)
    elif k == "divination":
        x += sym(g, x, y, "draw", "3")
        x += sym(g, x, y, "discard", "3")
    elif k == "gain_per_rival":
        x += sym(g, x, y, "rivals")
        x += ess(g, x, y, e[1])
        x += sym(g, x, y, "arrow")
        x += ess(g, x, y, e[2])
    elif k in ("gain_destroyed", "gain_discarded"):
        x += pie_icon(g, x, y, e[2], "$")
        if e[1]:
            x += txt(g, x, y, f"+{e[1]}")
    elif k == "gain_x":
        x += ess(g, x, y, e[1], "X")
    elif k == "convert_x":
        x += pie_icon(g, x, y, data.NON_GOLD, "X")
    elif k == "statue":
        x += txt(g, x, y, "+3 VP")
    return x - x0
