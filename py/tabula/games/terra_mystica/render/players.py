"""One panel per player: the faction (after the person's name, when names are given), its points
and whether it is to move or has passed, then coins, workers and priests, the power bowls, the
buildings left, shipping and digging, bridges and keys, next round's income, the tiles held (each
opens large in the card zoom) and the special actions it may take now.

A panel is cached as text on everything it shows (``Panel``): most renders redraw none.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, splice, tip, use, zoom, zoom_only
from ...kit.palette import GOLD
from ...kit.text import fit, text_width
from .. import data, texts
from ..rules import rounds
from .cards import bonus_tile, favor_tile, line, town_tile
from .layout import Lay
from .style import LIGHT, POWER_FILL, TERRAIN_FILL, TILE_LINE, on

PANEL_W = 172  # the narrowest panel (a phone's two to a row)
LINE = 16  # a line of the head band
STOCK = {"D": 8, "TP": 4, "TE": 3, "SH": 1, "SA": 1}
SPECIAL_SHORT = {"BON1": "spade", "BON2": "cult step", "FAV6": "cult step", "ACTA": "2 cult steps",
                 "ACTC": "2 actions", "ACTE": "bridge", "ACTG": "2 spades", "ACTN": "sandstorm",
                 "ACTS": "free trading house", "ACTW": "free dwelling"}
HELD_FILL = {"BON": "#f3eedc", "FAV": "#fbe8c8", "TW": "#fff4cc"}
FACES = {"BON": bonus_tile, "FAV": favor_tile, "TW": town_tile}
RES = (("C", "coins"), ("W", "workers"), ("P", "priests"))


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
    special: tuple  # (the action's name, the move's text, its tooltip) the player may take now
    width: float
    button_h: float


def panel(doc: Doc, s, seat: int, deciding: bool, cl, names, lay: Lay, tip_of) -> tuple:
    """The panel of ``seat`` as a group at (0, 0); (group, width, height)."""
    p = s.players[seat]
    key = Panel(p.faction, _person(names, seat), p.vp, p.c, p.w, p.p, tuple(p.pw),
                tuple(p.built[b] for b in data.BUILDINGS), p.ship, p.dig, p.bonus, tuple(p.favors),
                tuple(p.towns), p.keys, p.bridges, p.passed, p.dropped, deciding,
                tuple((m.action[2], m.text, tip_of(s, m)) for m in cl.all(("special", seat))),
                lay.panel_w, lay.button_h)
    frag, h = _panel_frag(key)
    g = F.g()
    doc.raw(g, frag)
    return g, lay.panel_w, h


@lru_cache(maxsize=256)
def _panel_frag(k: Panel) -> tuple[str, float]:
    """One player's panel, serialised, and its height."""
    g = F.g()
    bg = F.rect((0, 0), (k.width, 100), rx=7, fill="#fffdf7",
                stroke=GOLD if k.deciding else "#b9ae96", stroke_width=4 if k.deciding else 1)
    g.add(bg)
    y = _head(g, k)
    y = _supplies(g, k, y)
    y = _stock(g, k, y)
    y, faces = _tiles(g, k, y)
    bg["height"] = f1(y + 6)
    return splice(ser(g), faces, "tm-face"), y + 6


def _head(g, k: Panel) -> float:
    """The band in the faction's colour: its terrain's pattern (whose buildings are whose without
    colour), who plays it, then its points and whether it is to move or has passed; returns the
    band's foot."""
    home = data.FACTIONS[k.faction]["home"]
    faction = texts.faction_name(k.faction)
    room = k.width - 26 - 8
    one = f"{k.person} · {faction}" if k.person else faction
    if text_width(one, 13, bold=True) <= room:
        lines = [(one, "m b")]
    else:
        lines = [(fit(k.person, room, 13, bold=True), "m b"), (fit(faction, room, 12, bold=True), "s b")]
    h = 8 + LINE * (len(lines) + 1)
    head = F.g()
    head.add(F.rect((2, 2), (k.width - 4, h), rx=5, fill=TERRAIN_FILL[home]))
    head.add(use(f"tm-t-{home}", transform=f"translate(14,{2 + h / 2:g}) scale(0.36)"))
    for i, (text, cls) in enumerate(lines):
        head.add(F.text(text, insert=(26, 18 + LINE * i), class_=f"{cls} {on(home)}"))
    head.add(F.text(f"{k.vp} VP", insert=(26, 18 + LINE * len(lines)), class_=f"m b {on(home)}"))
    g.add(tip(head, f"{one} ({data.TERRAIN_NAMES[home]}), {k.vp} victory points: "
                    + texts.FACTION_TEXT.get(k.faction, "")))
    tag = "dropped out" if k.dropped else "passed" if k.passed else "to move" if k.deciding else None
    if tag:
        w = text_width(tag, 12, bold=True) + 12
        y = 6 + LINE * len(lines)
        g.add(F.rect((f1(k.width - 8 - w), y), (f1(w), 17), rx=8.5, fill=GOLD if tag == "to move" else "#444",
                     stroke="#fff", stroke_width=1))
        g.add(F.text(tag, insert=(f1(k.width - 8 - w / 2), y + 12.5),
                     class_="s b c" if tag == "to move" else "s b c on-dark"))
    return h + 2


def _supplies(g, k: Panel, y: float) -> float:
    """Coins, workers and priests; the three power bowls; returns the foot."""
    step = (k.width - 16) / 4
    for i, ((res, what), val) in enumerate(zip(RES, (k.c, k.w, k.p))):
        x = 8 + i * step
        el = F.g()
        el.add(use(f"tm-i-{res}", x + 7, y + 14))
        el.add(F.text(str(val), insert=(f1(x + 15), y + 19.5), class_="l b"))
        g.add(tip(el, f"{val} {what}"))
    y += 28
    bw = (k.width - 16 - 8) / 3
    for i, n in enumerate(k.pw):
        x = 8 + i * (bw + 4)
        el = F.g()
        el.add(F.rect((f1(x), y), (f1(bw), 20), rx=10, fill="#efe6f8", stroke=POWER_FILL))
        el.add(F.text(f"{'I' * (i + 1)}: {n}", insert=(f1(x + bw / 2), y + 15), class_="m b c pw-ink"))
        g.add(tip(el, f"{n} power in bowl {'I' * (i + 1)}" + texts.BOWL_WORDS[i]))
    return y + 26


def _stock(g, k: Panel, y: float) -> float:
    """The buildings not built yet, by kind; shipping, digging, bridges and keys; income."""
    info = data.FACTIONS[k.faction]
    home = info["home"]
    step = (k.width - 16) / 5
    for i, b in enumerate(data.BUILDINGS):
        x = 8 + i * step + 9
        left = STOCK[b] - k.built[i]
        el = F.g()
        u = use(f"tm-b-{b}", fill=TERRAIN_FILL[home], stroke="#111" if home in LIGHT else "#333",
                stroke_width=1, transform=f"translate({f1(x)},{y + 11}) scale(0.62)")
        if left == 0:
            u["opacity"] = 0.3
        el.add(u)
        el.add(F.text(str(left), insert=(f1(x + 10), y + 17), class_="m b"))
        g.add(tip(el, f"{left} {data.BUILDING_NAMES[b]}{'s' if left != 1 else ''} left to build"))
    y += 26
    ship = "no shipping" if info["ship"] is None else f"shipping {k.ship}"
    dig = "" if info["dig"] is None else f" · digging {k.dig}"
    g.add(tip(F.text(ship + dig, insert=(8, y + 12), class_="s"), texts.SHIP_DIG_WORDS))
    g.add(tip(F.text(f"bridges left {3 - k.bridges} · keys {k.keys}", insert=(8, y + 28), class_="s"),
              "Bridges still to build, and town keys (one each town: they open level 10 of a cult track)"))
    inc = rounds.income_for(k.faction, dict(zip(data.BUILDINGS, k.built)), k.bonus, k.favors)
    el = F.g()
    parts = ["income:"] + [x for r in ("C", "W", "P", "PW") if inc[r] for x in (str(inc[r]), f"#tm-i-{r}")]
    line(el, parts, 8, y + 46, "s", 12, start=True)
    g.add(tip(el, "Income at the start of next round: " + (texts.res_text({r: v for r, v in inc.items() if v})
                                                            or "nothing")))
    return y + 54


def _tiles(g, k: Panel, y: float) -> tuple[float, list[str]]:
    """The tiles held (each opens large in the card zoom), then the special actions to take now,
    in rows; returns the foot and the faces to splice into the zoom views."""
    x = 8
    held = ([("BON", k.bonus, texts.bonus_text(k.bonus))] if k.bonus else []) + \
        [("FAV", f, texts.favor_text(f)) for f in k.favors] + [("TW", t, texts.town_text(t)) for t in k.towns]
    faces = []
    for kind, name, what in held:
        w = text_width(name, 12) + 10
        if x + w > k.width - 8:
            x, y = 8, y + 24
        chip = F.g(class_="board-only")
        chip.add(F.rect((f1(x), y), (f1(w), 20), rx=4, fill=HELD_FILL[kind], stroke=TILE_LINE))
        chip.add(F.text(name, insert=(f1(x + w / 2), y + 14.5), class_="s c"))
        el = zoom(F.g())
        el.add(chip)
        face = F.g(transform=f"translate({f1(x)},{y})")
        face.add(F.g(id=f"tm-face-{len(faces)}"))
        el.add(zoom_only(face))
        faces.append(FACES[kind](name))
        g.add(tip(el, what))
        x += w + 4
    return _specials(g, k, y + (24 if held else 0)), faces


def _specials(g, k: Panel, y: float) -> float:
    """The special actions the player may take now, as buttons; returns the foot."""
    x = 8
    for name, text, said in k.special:
        words = SPECIAL_SHORT.get(name, "use")
        w = max(text_width(words, 12, bold=True) + 16, 44 if k.button_h > 30 else 0)
        if x + w > k.width - 8:
            x, y = 8, y + k.button_h + 4
        el = F.g()
        el.add(F.rect((f1(x), y), (f1(w), k.button_h), rx=5, class_="btn"))
        el.add(F.text(words, insert=(f1(x + w / 2), f1(y + k.button_h / 2 + 4.5)), class_="s b c"))
        g.add(act(el, text, said))
        x += w + 4
    return y + (k.button_h + 4 if k.special else 0)
