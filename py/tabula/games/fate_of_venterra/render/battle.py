"""The battle being fought: both sides' totals with what makes them up, and whom the secret choice
of Leader cards waits for, or the outcome."""

from __future__ import annotations

from ...kit.doc import F, f1, tip
from ...kit.text import fit
from .. import data
from ..rules.battle import attack_total, battle_values, defence_total
from ..steps import STEPS, Leader
from .moves import seat_name
from .palette import FACTION_FILL, cls, initial, ink

HEIGHT = 74
OUTCOME = {"att": "the attacker wins", "def": "the defender wins", "tie": "a tie"}


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
    g.add(F.rect((0, 0), (f1(width), HEIGHT), rx=6, fill="#fbeaea", stroke="#c23b2e", stroke_width=1.5))
    g.add(F.text(f"Battle on {v.board.names[b.t]}", insert=(8, 16), class_="m b"))
    half = width / 2
    sides = ((b.att, totals[0], b.att_bonus, b.att_cards, "attack"),
             (b.dfn, totals[1], b.def_bonus, b.def_cards, "defence"))
    for i, side in enumerate(sides):
        _side(g, v, 8 + i * half, half, side, names)
    f = STEPS.top(v)
    if isinstance(f, Leader):
        waiting = [seat_name(v, x, names) for x in f.seats if v.players[x].secret is None]
        g.add(F.text(fit("Leader or bluff cards are chosen in secret; waiting for " + ", ".join(waiting),
                         width - 16, 9), insert=(8, 70), class_="s alert"))
    elif b.outcome:
        g.add(F.text(OUTCOME[b.outcome], insert=(8, 70), class_="s b"))
    return g, HEIGHT + 2


def _side(g, v, x0: float, half: float, side: tuple, names) -> None:
    """One side: its faction's mark and name, its total (the parts in the tooltip and below)."""
    seat, total, bonus, played, what = side
    b, fac = v.battle, v.players[seat].faction
    g.add(F.rect((x0, 24), (18, 18), rx=3, fill=FACTION_FILL[fac], stroke="#111"))
    g.add(F.text(initial(fac), insert=(x0 + 9, 37), class_=cls("m b c", ink(fac))))
    who = fit(f"{seat_name(v, seat, names)} {what}", half - 56, 11, bold=True)
    g.add(F.text(who, insert=(x0 + 24, 37), class_="m b"))
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
    tt = F.text(str(total), insert=(f1(x0 + half - 24), 42), class_="l b r")
    g.add(tip(tt, f"{what} {total}: " + ", ".join(parts)))
    g.add(F.text(fit(", ".join(parts), half - 12, 9), insert=(x0, 58), class_="s"))
