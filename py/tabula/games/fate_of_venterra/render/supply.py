"""The mastery board: the rounds, the initiative order, the battle and development tracks, the
quest row, the Power of the Gods row and the game's terrain card, laid out top to bottom in any
width from a phone's (352) to the board's (800): a track is one row of 30 spaces where there is
room, else two of 15; the cards flow in rows, each row's draw pile after its cards. Drawn as one
cached fragment per state of what it shows (and the moves it offers), with where its parts are
(for the marks)."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from ...kit.clicks import act
from ...kit.doc import Doc, F, f1, ser, splice, tip, zoom
from ...kit.layout import flow
from ...kit.palette import GOLD
from ...kit.text import text_width, wrap
from .. import data, texts
from ..score import track_ip
from . import cards
from .moves import marks_text, of_kind
from .palette import FACTION_FILL, GAP, M, S, cls, initial, ink

TRACKS = ("battle", "dev")
TRACK_CLASS = {"battle": "trk-battle", "dev": "trk-dev"}
TRACK_LINE = {"battle": "#c9584a", "dev": "#4f8a3c"}
TRACK_ABOUT = {
    "battle": "Battle track: a step for each action that starts a battle; gold spaces bring a reward",
    "dev": "Development track: a step for each building or upgrade paid for; gold spaces bring a reward",
}
CELL_H = 24  # a track space
MARKER_R, MARKER_STEP = 8.5, 15  # a faction's marker on a track, markers on one space stacked


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
    quest_moves: tuple  # (row position or "deck", (move text, its tip))
    potg_moves: tuple


def mastery(doc: Doc, v, cl, width: float, marked=(), say=None):
    """The mastery board as a group at (0, 0); returns (group, height). ``marked``: the parts
    of ``moves.marked`` to mark (those of the mastery board: quest and Power of the Gods row
    places, track spaces), drawn over the cached fragment; ``say(action)``: a move's tip."""
    def firsts(kind):
        return tuple(sorted(((k, (ms[0].text, say(ms[0].action) if say else ms[0].text))
                             for (k,), ms in of_kind(cl, kind).items()), key=str))

    key = Mastery(width, v.round, v.phase, tuple(v.init),
                  tuple((p.faction, p.bid, p.battle, p.dev) for p in v.players),
                  tuple(v.quest_row), tuple(v.potg_row), len(v.quest_deck), len(v.potg_deck),
                  len(v.potg_discard), v.card, v.landmark, firsts("quest"), firsts("potg"))
    frag, h, boxes = _mastery(key)
    g = F.g()
    doc.raw(g, frag + marks_text([box for box in (_part_box(v, part, boxes) for part in marked) if box], 4))
    return g, h


def _part_box(v, part: tuple, boxes: dict):
    """(x, y, w, h) of a marked part on the mastery board, or None when it is not here."""
    kind = part[0]
    if kind in ("quest", "potg"):
        return boxes.get((kind, part[1]))
    if kind == "track" and 0 <= part[2] < len(v.players) and part[1] in TRACKS:
        p = v.players[part[2]]
        return boxes.get(("track", part[1], p.battle if part[1] == "battle" else p.dev))
    return None


@lru_cache(maxsize=128)
def _mastery(m: Mastery) -> tuple[str, float, dict]:
    doc = Doc("fvm")
    g = F.g()
    boxes: dict = {}
    y = _rounds(g, m, 0)
    y = _initiative(g, m, y + 8)
    for track in TRACKS:
        y = _track(doc, g, m, track, y + 8, boxes)
    y = _row(doc, g, m, "quest", y + 10, boxes)
    y = _row(doc, g, m, "potg", y + 10, boxes)
    card, tc = data.TERRAIN_CARD_NAMES[m.card], data.TERRAIN_CARD[m.card]
    ipt = ", ".join(f"{k} {n}" for k, n in tc["ip"].items())
    about = f"Terrain card {card}: influence at the end for each territory held: {ipt}."
    for line in wrap(f"Terrain card: {card} · landmark: {data.LANDMARK_NAMES[m.landmark]}", m.width - 4, S):
        y += 16
        g.add(tip(F.text(line, insert=(2, y), class_="s"), about))
    return splice(ser(g), doc.raws, "fvm-raw"), y + 6, boxes


def _rounds(g, m: Mastery, y: float) -> float:
    """The title, six round boxes (the current one gold, "bid" under those followed by bidding)
    and the phase; returns the y below them."""
    g.add(tip(F.text("Mastery board", insert=(2, y + 17), class_="cap"),
              "The mastery board: the rounds, the initiative order, both tracks and the rows of cards"))
    x0 = 2 + text_width("Mastery board", M, bold=True) + 12
    for r in range(1, 7):
        x = x0 + (r - 1) * 32
        cur = r == m.round and m.phase != "over"
        fill = GOLD if cur else "#f3eedc" if r > m.round else "#d9d2c0"
        box = F.rect((f1(x), y), (28, 24), rx=4, fill=fill, stroke="#8a7a5a", stroke_width=2 if cur else 1)
        g.add(tip(box, f"Round {r}" + (" (now)" if cur else " (over)" if r < m.round else "")))
        g.add(F.text(str(r), insert=(f1(x + 14), y + 17), class_="m b c"))
        if r in data.FACTS["bid_after_rounds"]:
            bid = F.text("bid", insert=(f1(x + 14), y + 38), class_="xs c ip")
            g.add(tip(bid, f"Bidding for the initiative after round {r}"))
    phase = texts.PHASE_NAMES.get(m.phase, m.phase)
    text = f"round {m.round} · {phase}" if m.round else phase
    x = x0 + 6 * 32 + 6
    if x + text_width(text, S, bold=True) > m.width:
        g.add(F.text(text, insert=(2, y + 58), class_="s b"))
        return y + 62
    g.add(F.text(text, insert=(f1(x), y + 17), class_="s b"))
    return y + 42


def _initiative(g, m: Mastery, y: float) -> float:
    """The initiative order as chips in the factions' colours, each with its last bid under it."""
    g.add(tip(F.text("Initiative", insert=(2, y + 15), class_="s grey"),
              "The order in which players carry out their commands; bids change it"))
    x0 = 2 + text_width("Initiative", S) + 8
    labels = [f"{i + 1}. {texts.FACTION_SHORT[m.players[seat][0]]}" for i, seat in enumerate(m.init)]
    bids = m.round >= 2 and any(m.players[seat][1] is not None for seat in m.init)
    sizes = [(text_width(lab, S, bold=True) + 12, 36 if bids else 20) for lab in labels]
    spots, used = flow(sizes, m.width - x0 - 2, x0=x0, y0=y, gap=5, row_gap=4)
    for seat, lab, sp in zip(m.init, labels, spots):
        fac, bid, _battle, _dev = m.players[seat]
        chip = F.g()
        chip.add(F.rect((f1(sp.x), f1(sp.y)), (f1(sp.w), 20), rx=10, fill=FACTION_FILL[fac], stroke="#333",
                        stroke_width=0.7))
        chip.add(F.text(lab, insert=(f1(sp.x + sp.w / 2), f1(sp.y + 14.5)), class_=cls("s b c", ink(fac))))
        g.add(tip(chip, f"{lab.split('. ')[0]}. in the initiative order: the {texts.FACTION_SHORT[fac]}"))
        if bid is not None and bids:
            t = F.text(f"bid {bid}", insert=(f1(sp.x + sp.w / 2), f1(sp.y + 33)), class_="xs c grey")
            g.add(tip(t, f"The {texts.FACTION_SHORT[fac]} bid {bid} Wealth last time"))
    return y + used


def _track(doc: Doc, g, m: Mastery, track: str, y: float, boxes: dict) -> float:
    """A track: its name, its spaces (one row of 30, or two of 15) numbered where it matters, and
    the factions' markers; each space's box goes in ``boxes``; returns the y below it."""
    name = texts.TRACK_NAMES[track]
    head = F.text(f"{name} track", insert=(2, y + 13), class_=f"s b {TRACK_CLASS[track]}")
    g.add(tip(head, TRACK_ABOUT[track]))
    late = F.text(f"×2 influence from {data.FACTS['track_doubling_from']}", insert=(f1(m.width - 2), y + 13),
                  class_="xs r mute")
    g.add(tip(late, f"From space {data.FACTS['track_doubling_from']} on, a step counts double at the end"))
    y += 18
    per_row = 30 if m.width >= 600 else 15
    cell = (m.width - 4) / per_row
    by_pos: dict = {}
    for seat, pl in enumerate(m.players):
        by_pos.setdefault(pl[2 + TRACKS.index(track)], []).append(seat)
    for first in range(1, 31, per_row):
        spaces = range(first, first + per_row)
        stack = max((len(by_pos.get(p, ())) for p in spaces), default=0)
        doc.raw(g, _spaces(track, first, per_row, cell, y))
        for pos in spaces:
            x = 2 + (pos - first) * cell
            boxes[("track", track, pos)] = (x, y + 14, cell - 1, CELL_H)
            for k, seat in enumerate(by_pos.get(pos, ())):
                _marker(g, m, seat, track, pos, x + cell / 2, y + 14 + CELL_H / 2 + k * MARKER_STEP)
        below = (stack - 1) * MARKER_STEP + MARKER_R - CELL_H / 2 + 2 if stack > 1 else 0
        y += 14 + CELL_H + below + 4
    return y


@lru_cache(maxsize=16)
def _spaces(track: str, first: int, n: int, cell: float, y: float) -> str:
    """Spaces ``first`` .. ``first + n - 1`` of a track from (2, y): their numbers (1, every fifth,
    and the rewards) above them, rewards gold, doubled influence shaded."""
    g = F.g()
    name = texts.TRACK_NAMES[track]
    for pos in range(first, first + n):
        x = 2 + (pos - first) * cell
        rew = data.TRACK_REWARDS[track].get(pos)
        late = pos >= data.FACTS["track_doubling_from"]
        fill = "#fbe6a2" if rew else ("#efe7da" if late else "#fbf8f1")
        r = F.rect((f1(x), f1(y + 14)), (f1(cell - 1), CELL_H), fill=fill, stroke=TRACK_LINE[track],
                   stroke_width=0.6)
        t = f"{name} {pos}: {track_ip(pos)} IP at the end"
        if rew:
            t += f"; reaching it brings {texts.TRACK_REWARD_TEXT.get(rew[0], rew[0])}"
        g.add(tip(r, t))
        if pos % 5 == 0 or pos in (1, first) or rew:
            g.add(F.text(str(pos), insert=(f1(x + cell / 2 - 0.5), f1(y + 11)), class_="xs c mute"))
    return ser(g)


def _marker(g, m: Mastery, seat: int, track: str, pos: int, cx: float, cy: float) -> None:
    fac = m.players[seat][0]
    c = F.g()
    c.add(F.circle((f1(cx), f1(cy)), MARKER_R, fill=FACTION_FILL[fac], stroke="#111", stroke_width=1))
    c.add(F.text(initial(fac), insert=(f1(cx), f1(cy + 4)), class_=cls("xs b c", ink(fac))))
    g.add(tip(c, f"The {texts.FACTION_SHORT[fac]} on the {texts.TRACK_NAMES[track]} track: {pos} "
                 f"({track_ip(pos)} IP now)"))


ROWS = {"quest": ("Quests", "Quest deck"), "potg": ("Power of the Gods", "Power deck")}
ROW_ABOUT = {
    "quest": "The quests anyone may reserve (a Plan command), then complete for a reward and influence",
    "potg": "Power of the Gods cards to take when a reward brings one; the draw pile after them",
}


def _row(doc: Doc, g, m: Mastery, row: str, y: float, boxes: dict) -> float:
    """A row of cards with its draw pile after them; a card or the pile that plays a move is
    ringed and plays it; returns the y below the row."""
    heading, deck_name = ROWS[row]
    quest = row == "quest"
    faces = [cards.quest_card(q) for q in m.quest_row] if quest else [cards.potg_card(c) for c in m.potg_row]
    left = m.quest_deck if quest else m.potg_deck
    moves = dict(m.quest_moves if quest else m.potg_moves)
    head = heading + ("" if quest else f" · {m.potg_discard} discarded")
    g.add(tip(F.text(head, insert=(2, y + 13), class_="s b grey"), ROW_ABOUT[row]))
    h = cards.quest_h() if quest else cards.potg_h()
    sizes = [(cards.CARD_W, h)] * len(faces) + ([(cards.DECK_W, h)] if left or "deck" in moves else [])
    spots, used = flow(sizes, m.width - 4, x0=2, y0=y + 20, gap=GAP, row_gap=GAP)
    for i, sp in enumerate(spots):
        pos = i + 1 if i < len(faces) else "deck"
        frag = faces[i] if i < len(faces) else cards.deck_card(deck_name, left, h)
        boxes[(row, pos)] = (sp.x, sp.y, sp.w, sp.h)
        cg = F.g(transform=f"translate({f1(sp.x)},{f1(sp.y)})")
        if pos in moves:
            text, say = moves[pos]
            el = F.g()
            doc.raw(el, frag)
            el.add(F.rect((-1.5, -1.5), (f1(sp.w + 3), f1(sp.h + 3)), rx=7, class_="ring"))
            cg.add(zoom(act(el, text, say)))
        elif pos == "deck":
            doc.raw(cg, frag)
            zoom(tip(cg, f"{deck_name}: {left} cards left, face down"))
        else:
            doc.raw(cg, frag)
        g.add(cg)
    return y + 20 + used
