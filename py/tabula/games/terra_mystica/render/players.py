"""One panel per player: the faction (after the person's name, when names are given) and its
points, then coins, workers and priests, the power bowls, the buildings left, shipping and
digging, next round's income, the tiles held and the special actions it may take now.

A panel is cached as text on everything it shows (``Panel``): most renders redraw none.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, tip, use
from ...kit.palette import GOLD
from ...kit.text import fit, text_width
from .. import data, texts
from ..rules import rounds
from .style import LIGHT, POWER_FILL, TERRAIN_FILL, TILE_LINE, on

PANEL_W, PANEL_H = 172, 168
HEAD = 22  # the band with the name and points; a second line adds LINE
LINE = 12
STOCK = {"D": 8, "TP": 4, "TE": 3, "SH": 1, "SA": 1}
SPECIAL_SHORT = {"BON1": "spade", "BON2": "cult step", "FAV6": "cult step", "ACTA": "2 cult steps",
                 "ACTC": "2 actions", "ACTE": "bridge", "ACTG": "2 spades", "ACTN": "sandstorm",
                 "ACTS": "free TP", "ACTW": "free dwelling"}
HELD_FILL = {"BON": "#f3eedc", "FAV": "#fbe8c8", "TW": "#fff4cc"}


def seat_names(s, names: list[str] | None) -> tuple[str, ...]:
    """How the board names each seat: "Ann · Witches" with the players' names, else "Witches";
    before the seat has a faction, the person's name or "player N"."""
    out = []
    for seat in range(s.seats):
        faction = texts.faction_name(s.players[seat].faction) if seat < len(s.players) else ""
        person = _person(names, seat)
        both = f"{person} · {faction}" if person and faction else ""
        out.append(both or person or faction or f"player {seat + 1}")
    return tuple(out)


def _person(names, seat: int) -> str:
    return str(names[seat]) if names and seat < len(names) and names[seat] else ""


def income_of(p) -> dict[str, int]:
    """Next round's income of a player."""
    return rounds.income_of(p)


class Panel(NamedTuple):
    """Everything a panel shows (its cache key)."""

    faction: str
    person: str
    vp: int
    c: int
    w: int
    p: int
    pw: tuple
    built: tuple
    ship: int
    dig: int
    bonus: str | None
    favors: tuple
    towns: tuple
    keys: int
    bridges: int
    passed: bool
    dropped: bool
    deciding: bool
    special: tuple  # (the action's name, the move's text) the player may take now


def panel(doc: Doc, s, seat: int, deciding: bool, cl, names) -> tuple:
    """The panel of ``seat`` as a group at (0, 0); (group, width, height)."""
    p = s.players[seat]
    key = Panel(p.faction, _person(names, seat), p.vp, p.c, p.w, p.p, tuple(p.pw),
                tuple(p.built[b] for b in data.BUILDINGS), p.ship, p.dig, p.bonus, tuple(p.favors),
                tuple(p.towns), p.keys, p.bridges, p.passed, p.dropped, deciding,
                tuple((m.action[2], m.text) for m in cl.all(("special", seat))))
    frag, h = _panel_frag(key)
    g = F.g()
    doc.raw(g, frag)
    return g, PANEL_W, h


@lru_cache(maxsize=256)
def _panel_frag(k: Panel) -> tuple[str, float]:
    """One player's panel, serialised, and its height."""
    g = F.g()
    bg = F.rect((0, 0), (PANEL_W, PANEL_H), rx=7, fill="#fffdf7",
                stroke=GOLD if k.deciding else "#b9ae96", stroke_width=4 if k.deciding else 1)
    g.add(bg)
    extra = _head(g, k)
    body = F.g(transform=f"translate(0,{extra})") if extra else g
    _tag(body, k)
    _supplies(body, k)
    _stock(body, k)
    y = _tiles(body, k)
    if extra:
        g.add(body)
    h = max(PANEL_H, y + 20) + extra
    bg["height"] = f1(h)
    return ser(g), h


def _head(g, k: Panel) -> float:
    """The band in the faction's colour: its terrain's pattern (whose buildings are whose without
    colour), who plays it, its points. A name too long for one line takes two; returns the height
    that adds."""
    info = data.FACTIONS[k.faction]
    home = info["home"]
    faction = texts.faction_name(k.faction)
    vp = f"{k.vp} VP"
    room = PANEL_W - 8 - text_width(vp, 11, bold=True) - 6 - 26
    one = f"{k.person} · {faction}" if k.person else faction
    if text_width(one, 11, bold=True) <= room:
        lines = [(one, "m b")]
    elif not k.person:
        lines = [(fit(faction, room, 9, bold=True), "s b")]
    else:
        lines = [(fit(k.person, room, 11, bold=True), "m b"),
                 (fit(faction, PANEL_W - 8 - 26, 9, bold=True), "s b")]
    extra = LINE * (len(lines) - 1)
    head = F.g()
    head.add(F.rect((2, 2), (PANEL_W - 4, HEAD + extra), rx=5, fill=TERRAIN_FILL[home]))
    head.add(use(f"tm-t-{home}", transform=f"translate(14,{13 + extra / 2:g}) scale(0.34)"))
    for i, (text, cls) in enumerate(lines):
        head.add(F.text(text, insert=(26, 17 + LINE * i), class_=f"{cls} {on(home)}"))
    head.add(F.text(vp, insert=(PANEL_W - 8, 17), class_=f"m b r {on(home)}"))
    g.add(tip(head, f"{one} ({data.TERRAIN_NAMES[home]}): " + texts.FACTION_TEXT.get(k.faction, "")))
    return extra


def _tag(g, k: Panel) -> None:
    """'to move', 'passed' or 'dropped out', at the right of the resources."""
    tag = "dropped out" if k.dropped else "passed" if k.passed else "to move" if k.deciding else None
    if tag:
        w = text_width(tag, 9, bold=True) + 8
        g.add(F.rect((f1(PANEL_W - 6 - w), 33), (f1(w), 14), rx=7, fill=GOLD if tag == "to move" else "#777"))
        g.add(F.text(tag, insert=(f1(PANEL_W - 6 - w / 2), 43.5),
                     class_="s b c" if tag == "to move" else "s b c on-dark"))


def _supplies(g, k: Panel) -> None:
    """Coins, workers and priests; the three power bowls."""
    for i, (res, val, what) in enumerate((("C", k.c, "coins"), ("W", k.w, "workers"), ("P", k.p, "priests"))):
        x = 14 + i * 40
        g.add(use(f"tm-i-{res}", x, 40))
        g.add(tip(F.text(str(val), insert=(x + 9, 44), class_="m b"), what))
    for i, n in enumerate(k.pw):
        x = 10 + i * 54
        g.add(F.rect((x, 52), (48, 16), rx=8, fill="#efe6f8", stroke=POWER_FILL))
        g.add(tip(F.text(f"{'I' * (i + 1)}: {n}", insert=(x + 24, 64), class_="m b c pw-ink"),
                  f"power in bowl {'I' * (i + 1)}"))


def _stock(g, k: Panel) -> None:
    """The buildings not built yet, by kind; shipping, digging, bridges and keys; income."""
    info = data.FACTIONS[k.faction]
    home = info["home"]
    y = 86
    for i, b in enumerate(data.BUILDINGS):
        x = 16 + i * 32
        left = STOCK[b] - k.built[i]
        u = use(f"tm-b-{b}", fill=TERRAIN_FILL[home], stroke="#111" if home in LIGHT else "#333",
                stroke_width=1, transform=f"translate({x},{y}) scale(0.6)")
        if left == 0:
            u["opacity"] = 0.3
        g.add(u)
        g.add(tip(F.text(str(left), insert=(x + 9, y + 6), class_="s b"),
                  f"{data.BUILDING_NAMES[b]}s left to build"))
    inc = rounds.income_for(k.faction, dict(zip(data.BUILDINGS, k.built)), k.bonus, k.favors)
    ship = "—" if info["ship"] is None else str(k.ship)
    dig = "—" if info["dig"] is None else str(k.dig)
    g.add(F.text(f"ship {ship} · dig {dig} · bridges {3 - k.bridges} · keys {k.keys}", insert=(8, 110),
                 class_="s"))
    g.add(F.text(f"income +{inc['C']}C +{inc['W']}W +{inc['P']}P +{inc['PW']}PW", insert=(8, 123),
                 class_="s"))


def _tiles(g, k: Panel) -> float:
    """The tiles held, then the special actions to take now, in rows; returns the last row's y."""
    x, y = 6, 132
    held = ([("BON", k.bonus, texts.bonus_text(k.bonus))] if k.bonus else []) + \
        [("FAV", f, texts.favor_text(f)) for f in k.favors] + [("TW", t, texts.town_text(t)) for t in k.towns]
    for kind, name, what in held:
        w = text_width(name, 9) + 6
        if x + w > PANEL_W - 4:
            x, y = 6, y + 16
        el = F.g()
        el.add(F.rect((f1(x), y), (f1(w), 13), rx=3, fill=HELD_FILL[kind], stroke=TILE_LINE))
        el.add(F.text(name, insert=(f1(x + w / 2), y + 10), class_="s c"))
        g.add(tip(el, what))
        x += w + 3
    for name, text in k.special:
        words = f"{name}: {SPECIAL_SHORT.get(name, 'use')}"
        w = text_width(words, 9, bold=True) + 12
        if x + w > PANEL_W - 4:
            x, y = 6, y + 16
        el = F.g()
        el.add(F.rect((f1(x), y - 1), (f1(w), 15), rx=4, class_="btn"))
        el.add(F.text(words, insert=(f1(x + w / 2), y + 10), class_="s b c"))
        g.add(act(el, text, f"{text}: {texts.SPECIAL_TEXT.get(name, '')}"))
        x += w + 3
    return y
