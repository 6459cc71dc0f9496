"""A player's board: the faction's header (name, influence if the game ended now, whether it is to
move), Wealth and tracks, command cards, buildings and upgrades, abilities, Leader cards (hand and
supply), Power of the Gods cards, quests and the units not on the map yet.

Rivals' hands are counts; the viewer's own board names its cards and carries the moves that play
them. A chip that stands for a card opens the card's face in the table's card zoom. The body below
the header is one cached fragment per state of what it shows.
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, splice, tip
from ...kit.layout import flow
from ...kit.palette import GOLD
from ...kit.text import fit, text_width, wrap
from .. import data, texts
from ..hidden import HIDDEN
from ..rules.common import pool_left
from ..rules.quests import quest_ok
from ..score import score_sheet
from . import cards
from .moves import marks_text, say, seat_name
from .palette import FACTION_FILL, XS, M, S, cls, ink

HEAD = 30  # the header band
CHIP_H, CHIP_TALL = 22, 44  # a chip; one that plays a move in the narrow layout (a finger's size)
LABEL_X = 66  # where the chips of a labelled row ("Hand:") start
LABEL_ABOUT = {
    "Hand:": "Leader cards in hand, to play in battles (or the Treaty at the start of a command phase)",
    "Supply:": "Leader cards not bought yet (Charge buys them)",
    "Power:": "Power of the Gods cards in hand",
    "Quests:": "Reserved quests (✓: the requirement is met now) and completed ones",
}
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
    face: str = ""  # the card's face for the card zoom ("" for a chip that is no card)


class Body(NamedTuple):
    """What a player's board shows below its header (the key of its cached fragment)."""

    width: float
    tall: bool  # the narrow layout: a chip that plays a move is a finger's size
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
    secret: str  # the viewer's own secret choice in words ("" for none)
    moves: tuple  # ((kind, id), move text, its tip) on this board
    pool: tuple  # units left to recruit, by kind
    quest_ok: tuple  # whether each reserved quest's requirement is met


def panel(doc: Doc, v, seat: int, viewer, movers, cl, width: float, names, marked=(), tall=False):
    """Player ``seat``'s board as a group at (0, 0); returns (group, height). ``marked``: the
    parts of ``moves.marked`` to mark (those on this board), drawn over the rest."""
    p = v.players[seat]
    own = seat == viewer
    moves = tuple(sorted((((key[1], key[2]), ms[0].text, say(v, ms[0].action)) for key, ms in cl.at.items()
                          if key[0] == "panel"), key=str)) if own else ()
    body = Body(width, tall, own, p.faction, p.wealth, p.battle, p.dev, tuple(p.hand), tuple(p.supply),
                tuple(p.cmds), tuple(p.declared), p.divined, tuple(p.potg), tuple(p.reserved),
                tuple(p.completed), tuple(p.abilities), p.outposts, p.shrines, tuple(p.upgrades),
                p.hex_state, p.cured, _secret(v, seat) if own else "", moves,
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


def _secret(v, seat: int) -> str:
    """The seat's secret choice in words, or "" (none, or not known to this view)."""
    sec = v.players[seat].secret
    if sec is None or sec == "?":
        return ""
    if isinstance(sec, int):
        return f"Bid {sec} Wealth" if sec else "Bid nothing"
    action = (seat, *sec) if sec[0] in ("card", "bluff", "none") else (seat, "declare", *sec)
    return say(v, action)


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
    head.add(F.rect((2, 2), (f1(width - 4), HEAD - 4), rx=5, fill=FACTION_FILL[fac],
                    stroke="#333" if fac == "order" else "none"))
    tw = text_width(tag, S, bold=True) + 12 if tag else 0
    ipw = text_width(ip, M, bold=True)
    who = fit(who, width - 30 - ipw - tw, M, bold=True)
    head.add(F.text(who, insert=(8, 20), class_=cls("m b", ink(fac))))
    head.add(F.text(ip, insert=(f1(width - 8), 20), class_=cls("m b r", ink(fac))))
    g.add(tip(head, about))
    if tag:
        x = width - 16 - ipw - tw
        g.add(F.rect((f1(x), 6), (f1(tw), 18), rx=9, fill=GOLD if deciding else "#555", stroke="#fff"))
        g.add(F.text(tag, insert=(f1(x + tw / 2), 19.5), class_="s b c" if deciding else "s b c w"))
    return ser(g)


@lru_cache(maxsize=256)
def _body(b: Body) -> tuple[str, float, dict]:
    """The board below its header as text, its height, and where its parts are ((kind, id) ->
    (x, y, w, h), for the marks)."""
    doc = Doc("fvp")
    g = F.g()
    boxes: dict = {}
    moves = {k: (t, s) for k, t, s in b.moves}
    about = "Wealth (3 Wealth = 1 influence at the end) and the places on the battle and development tracks"
    y = _lines(g, HEAD, _parts(f"Wealth {b.wealth}", f"Battle {b.battle}", f"Development {b.dev}"), b.width,
               "s b", about)
    y = _chips(doc, g, (6, y + 2), _commands(b, moves), b, boxes)
    if b.secret:
        y = _lines(g, y, f"Your secret choice: {b.secret}", b.width, "s alert", "Only you see this until all "
                   "have chosen")
    y = _buildings(g, b, y)
    y = _chips(doc, g, (6, y + 2), _abilities(b, moves), b, boxes)
    y = _leaders(doc, g, b, y, moves, boxes)
    y = _powers(doc, g, b, y, moves, boxes)
    y = _quests(doc, g, b, y, moves, boxes)
    pool = ", ".join(f"{texts.UNIT_SHORT[u]} {n}" for u, n in zip(data.UNIT_TYPES, b.pool))
    y = _lines(g, y, f"Units left: {pool}", b.width, "xs grey", "Units not on the map yet, by kind: "
               + ", ".join(f"{n} {u}" for u, n in zip(data.UNIT_TYPES, b.pool)))
    return splice(ser(g), doc.raws, "fvp-raw"), y + 8, boxes


def _parts(*parts: str) -> str:
    """Parts of a line joined by dots, each kept whole when the line wraps."""
    return " · ".join(p.replace(" ", "\u00a0") for p in parts)


def _lines(g, y: float, text: str, width: float, classes: str, about: str) -> float:
    """``text`` wrapped to the board's width from y, with the tooltip ``about``; the y below it."""
    size = XS if "xs" in classes.split() else S
    for line in wrap(text, width - 16, size, bold=" b" in f" {classes}"):
        y += 17
        g.add(tip(F.text(line, insert=(8, f1(y - 4)), class_=classes), about))
    return y + 2


def _chips(doc: Doc, g, at: tuple, chips: list[Chip], b: Body, boxes: dict, label: str = "") -> float:
    """``chips`` in rows from ``at`` (after ``label``) within the board's width, each keyed chip's
    box put in ``boxes``; returns the y below them."""
    x0, y = at
    if label:
        g.add(tip(F.text(label, insert=(8, f1(y + 15.5)), class_="s b"), LABEL_ABOUT.get(label, label)))
        x0 = LABEL_X
    if not chips:
        return y if label == "" else y + CHIP_H + 4
    sizes = [(max(text_width(c.label, S, bold=True) + 12, CHIP_TALL), CHIP_TALL) if b.tall and c.move
             else (text_width(c.label, S, bold=bool(c.move)) + 12, CHIP_H) for c in chips]
    spots, used = flow(sizes, b.width - 6 - x0, x0=x0, y0=y, gap=4, row_gap=4)
    for c, sp in zip(chips, spots):
        if c.key:
            boxes[c.key] = (sp.x, sp.y, sp.w, sp.h)
        doc.raw(g, _chip(c, sp.x, sp.y, sp.w, sp.h))
    return y + used + 4


@lru_cache(maxsize=1024)
def _chip(c: Chip, x: float, y: float, w: float, h: float) -> str:
    """One chip at (x, y) as text: a board's chips are cached one by one, so a board drawn again
    for a new Wealth or a card played rebuilds only the chips that changed or moved."""
    doc = Doc("fvc")
    el = F.g()
    dim = " dim" if c.dim else ""  # the chip, not its card's face in the zoom
    el.add(F.rect((f1(x), f1(y)), (f1(w), f1(h)), rx=4, fill=c.fill, stroke=c.stroke,
                  class_=(("btn" if c.move else "") + dim).strip() or None))
    el.add(F.text(c.label, insert=(f1(x + w / 2), f1(y + h / 2 + 4.3)),
                  class_=("s c b" if c.move else "s c") + dim))
    if c.face:
        cards.zoom_face(doc, el, c.face, x, y)
    if c.move:
        el = act(el, c.move, c.tip)
    elif c.tip:
        el = tip(el, c.tip)
    return splice(ser(el), doc.raws, "fvc-raw")


def _commands(b: Body, moves: dict) -> list[Chip]:
    out = []
    for c in data.COMMANDS:
        state = ("declared" if c in b.declared else "divination" if c == b.divined
                 else "in hand" if c in b.cmds else "used")
        move, said = moves.get(("cmd", c), (None, ""))
        about = f"{texts.COMMAND_TEXT[c]} ({state})"
        out.append(Chip(c.capitalize(), COMMAND_STATE[state], tip=f"{said}. {about}" if said else about,
                        move=move, dim=state == "used", key=("cmd", c), face=cards.command_card(c)))
    return out


def _buildings(g, b: Body, y: float) -> float:
    """The buildings still on the faction board, and the upgrades not built yet."""
    hname = texts.HEX_NAMES["kajer_cured" if b.cured else data.BOARDS[b.faction]["hex"]]
    where = {"board": "on the board", "map": "on the map", "gone": "gone for good"}[b.hex_state]
    about = "Buildings still on the faction board (each building on the map earns influence and income)"
    line = _parts(f"Outposts {b.outposts}", f"shrines {b.shrines}", f"{hname} {where}")
    y = _lines(g, y, line, b.width, "s", about)
    ups = " ".join(texts.UPGRADE_SHORT[u] for u in data.OUTPOST_UPGRADES + data.SHRINE_UPGRADES
                   if u in b.upgrades)
    about = "; ".join(texts.UPGRADE_TEXT[u] for u in b.upgrades) or "all upgrades built"
    return _lines(g, y, f"Upgrades left: {ups or 'none'}", b.width, "s", "Upgrades left to build: " + about)


def _abilities(b: Body, moves: dict) -> list[Chip]:
    out = []
    for a, cost in data.ABILITIES[b.faction].items():
        have = a in b.abilities
        name = data.ABILITY_NAMES[a]
        move, said = moves.get(("ability", a), (None, ""))
        about = f"Ability {name}: {texts.ABILITY_TEXT[a]}" + ("" if have else f" Costs {cost} Wealth.")
        out.append(Chip(name + ("" if have or cost == 0 else f" ({cost})"),
                        "#dcefd5" if have else "#f6f3ec", "#4f8a3c" if have else "#bbb",
                        f"{said}. {about}" if said else about, move, dim=not have and not move,
                        key=("ability", a)))
    return out


def _leaders(doc: Doc, g, b: Body, y: float, moves: dict, boxes: dict) -> float:
    """The hand (named on the viewer's own board, else counted) and the supply of Leader cards."""
    fac = b.faction
    if b.own and HIDDEN not in b.hand:
        hand = [Chip(data.LEADERS[fac][c]["name"], "#fff4cc", "#b8860b",
                     "In your hand: " + texts.leader_text(fac, c), key=("leader", c),
                     face=cards.leader_card(fac, c)) for c in b.hand]
        y = _chips(doc, g, (6, y), hand, b, boxes, "Hand:")
    else:  # a rival's, or one's own face down on a hot seat's shared screen (web/session.py)
        n = len(b.hand)
        y = _counted(g, y, f"Hand: {n} Leader card{'s' if n != 1 else ''} ({_hidden(b)})", ("hand",), boxes)
    supply = []
    for c in b.supply:
        move, said = moves.get(("leader", c), (None, ""))
        about = "In the supply: " + texts.leader_text(fac, c)
        supply.append(Chip(data.LEADERS[fac][c]["name"], tip=f"{said}. {about}" if said else about, move=move,
                           dim=not move, key=("leader", c), face=cards.leader_card(fac, c)))
    return _chips(doc, g, (6, y), supply, b, boxes, "Supply:")


def _hidden(b: Body) -> str:
    return "face down on this shared screen" if b.own else "hidden"


def _counted(g, y: float, line: str, key: tuple, boxes: dict) -> float:
    """A line counting a rival's hidden cards (its box in ``boxes`` as ``key``); the y below it."""
    g.add(tip(F.text(line, insert=(8, f1(y + 15.5)), class_="s b"), "Hidden from you: only the count shows"))
    boxes[key] = (6, y + 2, text_width(line, S, bold=True) + 4, CHIP_H - 2)
    return y + CHIP_H + 4


def _powers(doc: Doc, g, b: Body, y: float, moves: dict, boxes: dict) -> float:
    """Power of the Gods cards: named on the viewer's own board, else counted."""
    if b.own and b.potg and HIDDEN not in b.potg:
        chips = []
        for c in b.potg:
            move, said = moves.get(("potg", c), (None, ""))
            about = f"{said}. {texts.potg_text(c)}" if said else texts.potg_text(c)
            chips.append(Chip(data.POTG[c]["name"], "#efe6f8", "#6b4b8e", about, move, key=("potg", c),
                              face=cards.potg_card(c)))
        return _chips(doc, g, (6, y), chips, b, boxes, "Power:")
    if b.potg:
        n = len(b.potg)
        line = f"Power of the Gods: {n} card{'s' if n != 1 else ''} ({_hidden(b)})"
        return _counted(g, y, line, ("power",), boxes)
    return y


def _quests(doc: Doc, g, b: Body, y: float, moves: dict, boxes: dict) -> float:
    """Reserved quests (ticked when their requirement is met) and completed ones."""
    chips = []
    for q, ok in zip(b.reserved, b.quest_ok):
        move, said = moves.get(("quest", q), (None, ""))
        about = texts.quest_text(q) + (" Requirement met." if ok else "")
        chips.append(Chip(f"Quest {q}" + (" ✓" if ok else ""), "#e9dcc0",
                          tip=f"{said}. {about}" if said else about, move=move, key=("quest", q),
                          face=cards.quest_card(q)))
    chips += [Chip(f"Quest {q} done", "#dcefd5", "#4f8a3c", "Completed: " + texts.quest_text(q),
                   key=("quest", q), face=cards.quest_card(q)) for q in b.completed]
    if not chips:
        return y
    return _chips(doc, g, (6, y), chips, b, boxes, "Quests:")
