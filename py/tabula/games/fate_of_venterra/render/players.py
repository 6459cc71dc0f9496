"""A player's board: the faction's header (name, influence if the game ended now, whether it is to
move), Wealth and tracks, command cards, buildings and upgrades, abilities, Leader cards (hand and
supply), Power of the Gods cards, quests and the units not on the map yet.

Rivals' hands are counts; the viewer's own board names its cards and carries the moves that play
them. The body below the header is one cached fragment per state of what it shows.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, tip
from ...kit.layout import flow
from ...kit.palette import GOLD
from ...kit.text import fit, text_width, wrap
from .. import data, texts
from ..rules.common import pool_left
from ..rules.quests import quest_ok
from ..score import score_sheet
from .moves import marks_text, seat_name
from .palette import FACTION_FILL, cls, ink

WIDTH = 236.0
CHIP_H, CHIP_ROW = 14, 17
COMMAND_STATE = {"declared": "#ffe7a8", "divination": "#e8dcff", "in hand": "#f3eedc", "used": "#ddd"}


class Chip(NamedTuple):
    """A small labelled box on a player's board: a card, an ability; a move if ``move``."""

    label: str
    fill: str = "#f3eedc"
    stroke: str = "#8a7a5a"
    tip: str = ""
    move: str | None = None
    dim: bool = False
    key: tuple | None = None  # the part it is, (kind, id) as in moves.py, for the marks


class Body(NamedTuple):
    """What a player's board shows below its header (the key of its cached fragment)."""

    width: float
    own: bool  # the viewer's own board: cards named, moves on it
    faction: str
    wealth: int
    battle: int
    dev: int
    hand: tuple
    supply: tuple
    cmds: tuple
    declared: tuple
    divined: str | None
    potg: tuple
    reserved: tuple
    completed: tuple
    abilities: tuple
    outposts: int
    shrines: int
    upgrades: tuple
    hex_state: str
    cured: bool
    secret: object
    moves: tuple  # ((kind, id), move text) on this board
    pool: tuple  # units left to recruit, by kind
    quest_ok: tuple  # whether each reserved quest's requirement is met


def panel(doc: Doc, v, seat: int, viewer, movers, cl, width: float, names, marked=()):
    """Player ``seat``'s board as a group at (0, 0); returns (group, height). ``marked``: the
    parts of ``moves.marked`` to mark (those on this board), drawn over the rest."""
    p = v.players[seat]
    own = seat == viewer
    moves = tuple(sorted((((key[1], key[2]), ms[0].text) for key, ms in cl.at.items()
                          if key[0] == "panel"), key=str)) if own else ()
    body = Body(width, own, p.faction, p.wealth, p.battle, p.dev, tuple(p.hand), tuple(p.supply),
                tuple(p.cmds), tuple(p.declared), p.divined, tuple(p.potg), tuple(p.reserved),
                tuple(p.completed), tuple(p.abilities), p.outposts, p.shrines, tuple(p.upgrades),
                p.hex_state, p.cured, p.secret, moves,
                tuple(pool_left(v, seat, u) for u in data.UNIT_TYPES),
                tuple(quest_ok(v, seat, q) for q in p.reserved))
    frag, h, boxes = _body(body)
    fac = p.faction
    tag = "to move" if seat in movers else "has chosen" if p.secret is not None else None
    score = score_sheet(v, seat)
    about = (f"{data.FACTION_NAMES[fac]}: {texts.FACTION_TEXT[fac]} Influence if the game ended now: "
             + ", ".join(f"{k} {n}" for k, n in score.items()))
    g = F.g()
    doc.raw(g, _frame(width, h, fac, seat_name(v, seat, names), f"{sum(score.values())} IP", about, tag))
    mine = (_part_box(boxes, part[2], part[3]) for part in marked if part[0] == "panel" and part[1] == seat)
    doc.raw(g, frag + marks_text([box for box in mine if box], 4))
    return g, h


def _part_box(boxes: dict, kind: str, ident):
    """Where a marked part of a player's board is: its chip; a Leader or Power of the Gods card
    no longer in sight, the hand it went to or the row of those cards (a rival's are counted)."""
    return boxes.get((kind, ident)) or boxes.get({"leader": ("hand",), "potg": ("power",)}.get(kind))


@lru_cache(maxsize=256)
def _frame(width: float, h: float, fac: str, who: str, ip: str, about: str, tag: str | None) -> str:
    """The board's frame (gold while the player is to move) and header: the faction's colour bar
    with who plays it, the influence if the game ended now (``about`` the breakdown), and the tag
    "to move" or "has chosen"."""
    g = F.g()
    deciding = tag == "to move"
    g.add(F.rect((0, 0), (f1(width), f1(h)), rx=7, fill="#fffdf7", stroke=GOLD if deciding else "#b9ae96",
                 stroke_width=3.5 if deciding else 1))
    head = F.g()
    head.add(F.rect((2, 2), (f1(width - 4), 22), rx=5, fill=FACTION_FILL[fac],
                    stroke="#333" if fac == "order" else "none"))
    tw = text_width(tag, 9, bold=True) + 10 if tag else 0
    right = width - 62 - tw if tag else width - 8 - text_width(ip, 11, bold=True)
    head.add(F.text(fit(who, right - 14, 11, bold=True), insert=(8, 17), class_=cls("m b", ink(fac))))
    head.add(F.text(ip, insert=(f1(width - 8), 17), class_=cls("m b r", ink(fac))))
    g.add(tip(head, about))
    if tag:
        x = width - 62 - tw
        g.add(F.rect((f1(x), 6), (f1(tw), 14), rx=7, fill=GOLD if deciding else "#555", stroke="#fff"))
        g.add(F.text(tag, insert=(f1(x + tw / 2), 16.5), class_="s b c" if deciding else "s b c w"))
    return ser(g)


@lru_cache(maxsize=256)
def _body(b: Body) -> tuple[str, float, dict]:
    """The board below its header as text, its height, and where its parts are ((kind, id) ->
    (x, y, w, h), for the marks)."""
    g = F.g()
    boxes: dict = {}
    moves = {k: t for k, t in b.moves}
    t = F.text(f"Wealth {b.wealth} · Battle {b.battle} · Dev {b.dev}", insert=(8, 38), class_="m b")
    g.add(tip(t, "Wealth (3 Wealth = 1 influence at the end), battle and development track positions"))
    y = _chips(g, 6, 46, _commands(b, moves), b.width, boxes)
    if b.own and b.secret is not None and b.secret != "?":
        sec = b.secret if isinstance(b.secret, tuple) else (b.secret,)
        g.add(F.text("your secret choice: " + " ".join(str(x) for x in sec), insert=(8, y + 9),
                     class_="s alert"))
        y += 14
    y = _buildings(g, b, y)
    y = _chips(g, 6, y, _abilities(b, moves), b.width, boxes)
    y = _leaders(g, b, y, moves, boxes)
    y = _powers(g, b, y, moves, boxes)
    y = _quests(g, b, y, moves, boxes)
    pool = " ".join(f"{texts.UNIT_SHORT[u]} {n}" for u, n in zip(data.UNIT_TYPES, b.pool))
    t = F.text(f"Units left: {pool}", insert=(8, y + 9), class_="xs grey")
    g.add(tip(t, "units not on the map yet"))
    return ser(g), y + 14, boxes


def _chips(g, x0: float, y: float, chips: list[Chip], width: float, boxes: dict) -> float:
    """``chips`` in rows from (x0, y) within the board's ``width``, each keyed chip's box put in
    ``boxes``; returns the y below them."""
    sizes = [(text_width(c.label, 9, bold=bool(c.move)) + 8, CHIP_H) for c in chips]
    spots, used = flow(sizes, width - 4 - x0, x0=x0, y0=y, gap=3, row_gap=CHIP_ROW - CHIP_H)
    for c, sp in zip(chips, spots):
        if c.key:
            boxes[c.key] = (sp.x, sp.y, sp.w, CHIP_H)
        el = F.g()
        el.add(F.rect((f1(sp.x), f1(sp.y)), (f1(sp.w), CHIP_H), rx=3, fill=c.fill, stroke=c.stroke,
                      class_="btn" if c.move else None))
        el.add(F.text(c.label, insert=(f1(sp.x + sp.w / 2), f1(sp.y + 10.5)),
                      class_="s c b" if c.move else "s c"))
        if c.dim:
            el["class"] = "dim"
        if c.move:
            g.add(act(el, c.move, f"{c.move}: {c.tip}" if c.tip else c.move))
        else:
            g.add(tip(el, c.tip) if c.tip else el)
    return y + (used + CHIP_ROW - CHIP_H if chips else CHIP_ROW)


def _commands(b: Body, moves: dict) -> list[Chip]:
    out = []
    for c in data.COMMANDS:
        state = ("declared" if c in b.declared else "divination" if c == b.divined
                 else "in hand" if c in b.cmds else "used")
        out.append(Chip(c, COMMAND_STATE[state], tip=f"{texts.COMMAND_TEXT[c]} ({state})",
                        move=moves.get(("cmd", c)), dim=state == "used", key=("cmd", c)))
    return out


def _buildings(g, b: Body, y: float) -> float:
    """The buildings still on the faction board, and the upgrades not built yet."""
    hname = texts.HEX_NAMES["kajer_cured" if b.cured else data.BOARDS[b.faction]["hex"]]
    where = {"board": "on the board", "map": "on the map", "gone": "gone for good"}[b.hex_state]
    about = "buildings still on the faction board (each building on the map earns influence and income)"
    for line in wrap(f"Outposts {b.outposts} · shrines {b.shrines} · {hname} {where}", b.width - 14, 9):
        g.add(tip(F.text(line, insert=(8, y + 9), class_="s"), about))
        y += 13
    ups = " ".join(texts.UPGRADE_SHORT[u] for u in data.OUTPOST_UPGRADES + data.SHRINE_UPGRADES
                   if u in b.upgrades)
    t = F.text(f"Upgrades left: {ups or 'none'}", insert=(8, y + 9), class_="s")
    g.add(tip(t, "; ".join(texts.UPGRADE_TEXT[u] for u in b.upgrades) or "all upgrades built"))
    return y + 15


def _abilities(b: Body, moves: dict) -> list[Chip]:
    out = []
    for a, cost in data.ABILITIES[b.faction].items():
        have = a in b.abilities
        name = data.ABILITY_NAMES[a]
        move = moves.get(("ability", a))
        out.append(Chip(name + ("" if have or cost == 0 else f" ({cost})"),
                        "#dcefd5" if have else "#f6f3ec", "#4f8a3c" if have else "#bbb",
                        f"{name}: {texts.ABILITY_TEXT[a]}" + ("" if have else f" Costs {cost} Wealth."),
                        move, dim=not have and not move, key=("ability", a)))
    return out


def _leaders(g, b: Body, y: float, moves: dict, boxes: dict) -> float:
    """The hand (named on the viewer's own board, else counted) and the supply of Leader cards."""
    fac = b.faction
    if b.own:
        hand = [Chip(data.LEADERS[fac][c]["name"], "#fff4cc", "#b8860b", texts.leader_text(fac, c),
                     key=("leader", c)) for c in b.hand]
        g.add(F.text("Hand:", insert=(8, y + 10), class_="s b"))
        y = _chips(g, 40, y, hand, b.width, boxes)
    else:
        y = _counted(g, y, f"Hand: {len(b.hand)} Leader card{'s' if len(b.hand) != 1 else ''} (hidden)",
                     ("hand",), boxes)
    supply = [Chip(data.LEADERS[fac][c]["name"], tip=texts.leader_text(fac, c), move=moves.get(("leader", c)),
                   dim=("leader", c) not in moves, key=("leader", c)) for c in b.supply]
    g.add(F.text("Supply:", insert=(8, y + 10), class_="s grey"))
    return _chips(g, 46, y, supply, b.width, boxes)


def _counted(g, y: float, line: str, key: tuple, boxes: dict) -> float:
    """A line counting a rival's hidden cards (its box in ``boxes`` as ``key``); the y below it."""
    g.add(F.text(line, insert=(8, y + 10), class_="s b"))
    boxes[key] = (6, y, text_width(line, 9, bold=True) + 4, CHIP_H)
    return y + CHIP_ROW


def _powers(g, b: Body, y: float, moves: dict, boxes: dict) -> float:
    """Power of the Gods cards: named on the viewer's own board, else counted."""
    if b.own and b.potg:
        cards = [Chip(data.POTG[c]["name"], "#efe6f8", "#6b4b8e", texts.potg_text(c), moves.get(("potg", c)),
                      key=("potg", c)) for c in b.potg]
        g.add(F.text("Power:", insert=(8, y + 10), class_="s b"))
        return _chips(g, 42, y, cards, b.width, boxes)
    if not b.own and b.potg:
        n = len(b.potg)
        line = f"Power of the Gods: {n} card{'s' if n != 1 else ''} (hidden)"
        return _counted(g, y, line, ("power",), boxes)
    return y


def _quests(g, b: Body, y: float, moves: dict, boxes: dict) -> float:
    """Reserved quests (ticked when their requirement is met) and completed ones."""
    chips = [Chip(f"Q{q}" + (" ✓" if ok else ""), "#e9dcc0",
                  tip=texts.quest_text(q) + (" Requirement met." if ok else ""), move=moves.get(("quest", q)),
                  key=("quest", q))
             for q, ok in zip(b.reserved, b.quest_ok)]
    chips += [Chip(f"Q{q} done", "#dcefd5", "#4f8a3c", texts.quest_text(q), key=("quest", q))
              for q in b.completed]
    if not chips:
        return y
    g.add(F.text("Quests:", insert=(8, y + 10), class_="s b"))
    return _chips(g, 46, y, chips, b.width, boxes)
