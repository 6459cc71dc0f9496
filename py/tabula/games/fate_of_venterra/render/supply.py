"""The mastery board: the rounds, the initiative order, the battle and development tracks, the
quest row, the Power of the Gods row and the game's terrain card. Drawn as one cached fragment
per state of what it shows (and the moves it offers)."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, splice, tip
from ...kit.palette import GOLD
from ...kit.text import text_width
from .. import data, texts
from ..score import track_ip
from . import cards
from .moves import marks_text, of_kind
from .palette import FACTION_FILL, cls, initial, ink

WIDTH = 390  # beside the map in the wide layout
TRACKS = ("battle", "dev")
TRACK_X = 70  # where a track's spaces start
TRACK_CLASS = {"battle": "trk-battle", "dev": "trk-dev"}
TRACK_LINE = {"battle": "#c9584a", "dev": "#4f8a3c"}
TRACK_Y, TRACK_STEP = 84, 42  # the battle track's top; the dev track is one step below
ROW_Y = {"quest": 176, "potg": 262}  # the quest row's and the Power of the Gods row's headings


class Mastery(NamedTuple):
    """What the mastery board shows (the key of its cached fragment)."""

    width: float
    round: int
    phase: str
    init: tuple  # seats in initiative order
    players: tuple  # (faction, bid, battle, dev) by seat
    quest_row: tuple
    potg_row: tuple
    quest_deck: int
    potg_deck: int
    potg_discard: int
    card: str
    landmark: str
    quest_moves: tuple  # (row position or "deck", move text)
    potg_moves: tuple


def mastery(doc: Doc, v, cl, width: float, marked=()):
    """The mastery board as a group at (0, 0); returns (group, height). ``marked``: the parts
    of ``moves.marked`` to mark (those of the mastery board: quest and Power of the Gods row
    places, track spaces), drawn over the cached fragment."""
    def firsts(kind):
        return tuple(sorted(((k, ms[0].text) for (k,), ms in of_kind(cl, kind).items()), key=str))

    key = Mastery(width, v.round, v.phase, tuple(v.init),
                  tuple((p.faction, p.bid, p.battle, p.dev) for p in v.players),
                  tuple(v.quest_row), tuple(v.potg_row), len(v.quest_deck), len(v.potg_deck),
                  len(v.potg_discard), v.card, v.landmark, firsts("quest"), firsts("potg"))
    frag, h = _mastery(key)
    g = F.g()
    doc.raw(g, frag + marks_text([box for box in (_part_box(v, part, width) for part in marked) if box], 4))
    return g, h


def _part_box(v, part: tuple, width: float):
    """(x, y, w, h) of a marked part on the mastery board, or None when it is not here."""
    kind = part[0]
    if kind in ROW_Y:
        return _card_box(kind, part[1], width, len(v.quest_row if kind == "quest" else v.potg_row))
    if kind == "track" and 0 <= part[2] < len(v.players):
        p = v.players[part[2]]
        return _space_box(part[1], p.battle if part[1] == "battle" else p.dev, width)
    return None


def _card_box(row: str, i, width: float, n: int):
    """The card at position ``i`` (from 1) of a row of ``n`` cards, or the row's deck button (``i``
    "deck"); None for a position not in the row."""
    y = ROW_Y[row]
    if i == "deck":
        x = min(2 + 3 * (cards.QC_W + 6), width - 44) if row == "quest" else width - 44
        return (x, y + 1, 40, 12)
    w, h = (cards.QC_W, cards.QC_H) if row == "quest" else (cards.PC_W, cards.PC_H)
    return (2 + (i - 1) * (w + 6), y + 14, w, h) if isinstance(i, int) and 1 <= i <= n else None


def _space_box(track: str, pos: int, width: float):
    """Space ``pos`` of a track, or None off the track."""
    if track not in TRACKS or not 1 <= pos <= 30:
        return None
    cell = (width - TRACK_X) / 30
    return (TRACK_X + (pos - 1) * cell, TRACK_Y + TRACKS.index(track) * TRACK_STEP + 10, cell - 1, 24)


@lru_cache(maxsize=128)
def _mastery(m: Mastery) -> tuple[str, float]:
    doc = Doc("fvm")
    g = F.g()
    g.add(F.rect((0, 0), (f1(m.width), 10), fill="none"))
    g.add(F.text("Mastery board", insert=(2, 11), class_="cap"))
    _rounds(g, m, 18)
    _initiative(g, m, 56)
    doc.raw(g, _tracks(m.width, TRACK_Y))
    _markers(g, m, TRACK_Y)
    _quest_row(doc, g, m, ROW_Y["quest"])
    _potg_row(doc, g, m, ROW_Y["potg"])
    y = 328
    card, tc = data.TERRAIN_CARD_NAMES[m.card], data.TERRAIN_CARD[m.card]
    ipt = ", ".join(f"{k} {n}" for k, n in tc["ip"].items())
    t = F.text(f"Terrain card: {card} · landmark: {data.LANDMARK_NAMES[m.landmark]}",
               insert=(2, y + 10), class_="s")
    g.add(tip(t, f"{card}: influence at the end per territory: {ipt}."))
    return splice(ser(g), doc.raws, "fvm-raw"), y + 14


def _rounds(g, m: Mastery, y: float) -> None:
    """Six round boxes (the current one gold), "bid" under those followed by bidding."""
    for r in range(1, 7):
        x = 2 + (r - 1) * 30
        cur = r == m.round and m.phase != "over"
        fill = GOLD if cur else "#f3eedc" if r > m.round else "#d9d2c0"
        g.add(F.rect((x, y), (26, 20), rx=4, fill=fill, stroke="#8a7a5a", stroke_width=2 if cur else 1))
        g.add(F.text(str(r), insert=(x + 13, y + 14), class_="m b c"))
        if r in data.FACTS["bid_after_rounds"]:
            bid = F.text("bid", insert=(x + 13, y + 29), class_="xs c ip")
            g.add(tip(bid, f"bidding after round {r}"))
    phase = texts.PHASE_NAMES.get(m.phase, m.phase)
    g.add(F.text(f"round {m.round} · {phase}" if m.round else phase, insert=(186, y + 14), class_="s b"))


def _initiative(g, m: Mastery, y: float) -> None:
    """The initiative order as chips in the factions' colours, each with its last bid."""
    g.add(F.text("initiative", insert=(2, y + 10), class_="s grey"))
    x = 52
    for i, seat in enumerate(m.init):
        fac, bid, _battle, _dev = m.players[seat]
        lab = f"{i + 1}. {texts.FACTION_SHORT[fac]}"
        w = text_width(lab, 9, bold=True) + 8
        g.add(F.rect((f1(x), y), (f1(w), 14), rx=7, fill=FACTION_FILL[fac], stroke="#333", stroke_width=0.7))
        g.add(F.text(lab, insert=(f1(x + w / 2), y + 10.5), class_=cls("s b c", ink(fac))))
        if bid is not None and m.round >= 2:
            t = F.text(f"bid {bid}", insert=(f1(x + w / 2), y + 22), class_="xs c grey")
            g.add(tip(t, f"{texts.FACTION_SHORT[fac]} bid {bid} last time"))
        x += w + 4


@lru_cache(maxsize=8)
def _tracks(width: float, y0: float) -> str:
    """The two tracks' spaces (rewards gold, doubled influence from 16 shaded), numbered."""
    g = F.g()
    cell = (width - TRACK_X) / 30
    for ti, track in enumerate(TRACKS):
        ty = y0 + ti * TRACK_STEP
        name = texts.TRACK_NAMES[track]
        g.add(F.text(name, insert=(2, ty + 25), class_=f"s b {TRACK_CLASS[track]}"))
        for pos in range(1, 31):
            x, _y, _w, _h = _space_box(track, pos, width)
            rew = data.TRACK_REWARDS[track].get(pos)
            late = pos >= data.FACTS["track_doubling_from"]
            fill = "#fbe6a2" if rew else ("#efe7da" if late else "#fbf8f1")
            r = F.rect((f1(x), ty + 10), (f1(cell - 1), 24), fill=fill, stroke=TRACK_LINE[track],
                       stroke_width=0.6)
            t = f"{name} {pos}: {track_ip(pos)} IP at the end"
            if rew:
                t += f"; reaching it brings {texts.TRACK_REWARD_TEXT.get(rew[0], rew[0])}"
            g.add(tip(r, t))
            if pos % 5 == 0 or pos == 1 or rew:
                g.add(F.text(str(pos), insert=(f1(x + cell / 2 - 0.5), ty + 8), class_="xs c mute"))
        g.add(F.text("×2 from 16", insert=(f1(TRACK_X + 15 * cell), ty + 42), class_="xs mute"))
    return ser(g)


def _markers(g, m: Mastery, y0: float) -> None:
    """Each faction's marker on both tracks (markers on one space stacked)."""
    cell = (m.width - TRACK_X) / 30
    for ti, track in enumerate(TRACKS):
        ty = y0 + ti * TRACK_STEP
        by_pos: dict = {}
        for seat, pl in enumerate(m.players):
            by_pos.setdefault(pl[2 + ti], []).append(seat)
        for pos, seats in by_pos.items():
            cx = TRACK_X + (pos - 0.5) * cell
            for k, seat in enumerate(seats):
                fac = m.players[seat][0]
                cy = ty + 22 + k * 7 - (len(seats) - 1) * 3.5
                c = F.g()
                c.add(F.circle((f1(cx), f1(cy)), 4.6, fill=FACTION_FILL[fac], stroke="#111", stroke_width=1))
                c.add(F.text(initial(fac), insert=(f1(cx), f1(cy + 2)), class_=cls("mk", ink(fac))))
                g.add(tip(c, f"{texts.FACTION_SHORT[fac]}: {texts.TRACK_NAMES[track]} {pos} "
                             f"({track_ip(pos)} IP now)"))


def _card_row(doc: Doc, g, row: str, frags, moves: dict, width: float, tips) -> None:
    """The cards of ``row`` side by side; the one at position i + 1 plays ``moves[i + 1]``, the
    deck button ``moves["deck"]``."""
    for i, frag in enumerate(frags):
        x, y, w, h = _card_box(row, i + 1, width, len(frags))
        cg = F.g(transform=f"translate({f1(x)},{f1(y)})")
        doc.raw(cg, frag)
        move = moves.get(i + 1)
        if move:
            el = F.g()
            el.add(F.rect((-1.5, -1.5), (w + 3, h + 3), rx=6, class_="ring"))
            cg.add(act(el, move, f"{move}: {tips[i]}"))
        g.add(cg)
    if "deck" in moves:
        x, y, w, h = _card_box(row, "deck", width, len(frags))
        el = F.g()
        el.add(F.rect((f1(x), y), (w, h), rx=3, class_="btn"))
        el.add(F.text("deck", insert=(f1(x + 20), y + 9), class_="xs c"))
        what = "take the top quest of the deck" if row == "quest" else "draw the top card of the deck"
        g.add(act(el, moves["deck"], f"{moves['deck']}: {what}"))


def _quest_row(doc: Doc, g, m: Mastery, y: float) -> None:
    g.add(F.text(f"Quests (deck {m.quest_deck})", insert=(2, y + 10), class_="s b grey"))
    _card_row(doc, g, "quest", [cards.quest_card(q) for q in m.quest_row], dict(m.quest_moves), m.width,
              [texts.quest_text(q) for q in m.quest_row])


def _potg_row(doc: Doc, g, m: Mastery, y: float) -> None:
    head = f"Power of the Gods (deck {m.potg_deck}, discards {m.potg_discard})"
    g.add(F.text(head, insert=(2, y + 10), class_="s b grey"))
    _card_row(doc, g, "potg", [cards.potg_card(c) for c in m.potg_row], dict(m.potg_moves), m.width,
              [texts.potg_text(c) for c in m.potg_row])
