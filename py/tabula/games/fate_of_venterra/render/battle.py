"""The battle being fought: both sides' totals with what makes them up, and whom the secret choice
of Leader cards waits for, or the outcome. The two sides stand side by side where the board is
wide enough, else one above the other."""

from __future__ import annotations

from ...kit.doc import F, f1, tip
from ...kit.text import fit, wrap
from .. import data, texts
from ..rules.battle import attack_total, battle_values, defence_total
from ..steps import STEPS, Leader
from .moves import seat_name
from .palette import FACTION_FILL, M, S, cls, initial, ink

OUTCOME = {"att": "The attacker wins", "def": "The defender wins", "tie": "A tie"}
SIDE_BY_SIDE = 560  # the narrowest battle whose sides stand side by side


def battle(v, width: float, names):
    """The battle as a group at (0, 0) and its height, or None while there is none."""
    b = v.battle
    if b is None or not v.ctx:
        return None
    try:
        totals = battle_values(v)
    except (IndexError, KeyError, AttributeError):
        return None
    g = F.g()
    frame = F.rect((0, 0), (f1(width), 10), rx=6, fill="#fbeaea", stroke="#c23b2e", stroke_width=1.5)
    g.add(frame)
    terrain = texts.TERRAIN_NAMES.get(v.board.terrain[b.t], "the Court")
    head = F.text(f"Battle on {v.board.names[b.t]}", insert=(8, 20), class_="m b")
    g.add(tip(head, f"The battle on {v.board.names[b.t]} ({terrain}): the attack against the defence"))
    sides = ((b.att, totals[0], b.att_bonus, b.att_cards, "attack"),
             (b.dfn, totals[1], b.def_bonus, b.def_cards, "defence"))
    wide = width >= SIDE_BY_SIDE
    half = (width - 16) / 2 if wide else width - 16
    y = 28
    bottom = y
    for i, side in enumerate(sides):
        x0, y0 = (8 + i * (half + 8), y) if wide else (8, bottom)
        bottom = max(bottom, _side(g, v, x0, y0, half, side, names))
    y = bottom
    f = STEPS.top(v)
    if isinstance(f, Leader):
        waiting = [seat_name(v, x, names) for x in f.seats if v.players[x].secret is None]
        line = "Leader or bluff cards are chosen in secret; waiting for " + ", ".join(waiting)
        for text in wrap(line, width - 16, S):
            y += 17
            g.add(F.text(text, insert=(8, f1(y - 4)), class_="s alert"))
    elif b.outcome:
        y += 17
        g.add(F.text(OUTCOME[b.outcome], insert=(8, f1(y - 4)), class_="s b"))
    h = y + 8
    frame["height"] = f1(h)
    return g, h + 2


def _side(g, v, x0: float, y0: float, half: float, side: tuple, names) -> float:
    """One side: its faction's mark and name, its total (the parts in the tooltip and below);
    returns the y below it."""
    seat, total, bonus, played, what = side
    b, fac = v.battle, v.players[seat].faction
    g.add(F.rect((f1(x0), f1(y0)), (22, 22), rx=4, fill=FACTION_FILL[fac], stroke="#111"))
    g.add(F.text(initial(fac), insert=(f1(x0 + 11), f1(y0 + 16)), class_=cls("m b c", ink(fac))))
    who = fit(f"{seat_name(v, seat, names)} · {what}", half - 70, M, bold=True)
    g.add(F.text(who, insert=(f1(x0 + 28), f1(y0 + 16)), class_="m b"))
    base = attack_total(v, b.t, seat) if what == "attack" else defence_total(v, b.t, seat)
    parts = [f"pieces {base}"]
    if bonus:
        parts.append(f"support and cards {bonus:+d}")
    if what == "attack" and b.penalty:
        parts.append(f"later battle -{b.penalty}")
    if what == "attack" and v.ctx[-1].bonus_attack:
        parts.append(f"bonus +{v.ctx[-1].bonus_attack}")
    for c in played:
        cancelled = f"{seat}:{c}" in b.cancel
        parts.append(data.LEADERS[fac][c]["name"] + (" (cancelled)" if cancelled else ""))
    tt = F.text(str(total), insert=(f1(x0 + half - 4), f1(y0 + 18)), class_="l b r")
    g.add(tip(tt, f"{what.capitalize()} {total}: " + ", ".join(parts)))
    y = y0 + 26
    for line in wrap(", ".join(parts), half - 4, S):
        y += 16
        g.add(F.text(line, insert=(f1(x0), f1(y - 4)), class_="s"))
    return y + 4
