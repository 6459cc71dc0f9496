"""The decider's moves, sorted by their actions into the places the board offers them, and the
words of the action strip (the status line, button labels) and of the clicks' tips (``say``: the
game's ``describe``, words.py, as an order to the viewer).

An action is ``(seat, verb, *args)`` (notation.py); a territory in it is its name. Where a move
goes, by its verb:

- ``move`` / ``support`` a piece from one territory to another: a march (``("march", piece,
  from, to)``: the piece's handle on the map, then its destinations);
- ``slot`` i: the i-th free place for the next map tile (``("slot", i)``);
- ``tile`` n side, ``turn`` r: a map tile to choose, shown as a picture (``("tile", n, side, r)``);
- any other move naming a territory: that territory (``("terr", t)``; the first such move on the
  map, every one in the strip when there are several);
- ``reserve``/``draw`` from a row or a deck, ``complete row`` i: the mastery board's quest and
  Power of the Gods rows (``("quest", i)``, ``("potg", i)``, i a position or "deck");
- ``complete`` q, ``buy``/``take`` a Leader card, ``ability``, ``potg``, ``play`` a command card:
  the viewer's own player board (``("panel", kind, id)``);
- a step on the battle or development track (``track``, ``dev``, ``benefit`` a track,
  ``patrons``): that track's space (``("track", seat, tracks)``); the board offers no click there,
  so as a move it is a button of the strip;
- the rest: buttons of the strip.

The same mapping (``place``) says where the board marks what the other seats did since the viewer's
last decision (``render``'s ``marks``; ``marked``): a march marks both its territories, a map tile
its place on the map once it is down, a panel part the acting seat's own board, a track step the
space its marker stands on; a tile slot marks nothing (the slots are numbered again once the tile
is down: the tile marks where it went), nor does an action with no place.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ....core.protocol import Move
from ...kit.clicks import Clicks, mark
from ...kit.doc import F, ser
from ...kit.strip import PAD as STRIP_PAD
from ...kit.strip import SIZE as STRIP_SIZE
from ...kit.strip import Button, Section
from ...kit.text import fit
from .. import data, texts
from ..steps import STEPS, TileTurn
from .words import describe, imperative

PANEL_VERBS = {"buy": "leader", "take": "leader", "ability": "ability", "potg": "potg", "play": "cmd"}
ONE_A_PLACE = ("slot", "tile", "quest", "potg", "panel")  # parts that play one move each
MARK_ONLY = ("track",)  # parts the board marks but offers no click on
TRACKS = ("battle", "dev")
MARCH_HINT = "To march: click a unit with a gold frame on the map, then where it goes."


def sort_moves(v, moves: list[Move]) -> Clicks:
    """``moves`` by where the board shows them (see the module's docstring)."""
    cl = Clicks(moves)
    place = placer(v)
    for m in moves:
        key = place(m.action)
        if key is None or key[0] in MARK_ONLY:
            cl.button(m)
        else:
            cl.put(key, m)
    return cl


def placer(v):
    """``place(action)``: the board part of ``action`` in ``v`` (the module's docstring), or None
    for none; the one mapping of both the moves and the marks."""
    index = v.board.index
    return lambda action: _place(v, index, action)


def _place(v, index: dict, action: tuple):
    seat, verb, args = action[0], action[1], action[2:]
    if verb in ("move", "support") and len(args) == 3 and args[1] in index and args[2] in index:
        return ("march", args[0], index[args[1]], index[args[2]])
    if verb == "slot" and args and isinstance(args[0], int):
        return ("slot", args[0])
    if verb == "tile" and len(args) == 2 and isinstance(args[0], int):
        return ("tile", args[0], 0 if args[1] == "a" else 1, 0)
    if verb == "turn" and args and isinstance(args[0], int):
        turn = STEPS.top(v)
        return ("tile", turn.tile, turn.side, args[0]) if isinstance(turn, TileTurn) else None
    for a in reversed(args):
        if a.__class__ is str and a in index:
            return ("terr", index[a])
    if verb == "reserve" and args:
        return ("quest", args[0])
    if verb == "draw" and args and args[0] != "none":
        return ("potg", args[0])
    if verb == "complete" and len(args) == 2 and args[0] == "row":
        return ("quest", args[1])
    if verb == "complete" and args and isinstance(args[0], int):
        return ("panel", "quest", args[0])
    if verb in PANEL_VERBS and args:
        return ("panel", PANEL_VERBS[verb], args[0])
    return _track(v, seat, verb, args)


def _track(v, seat, verb, args: tuple):
    """A step on a track: ``("track", seat, (track, ...))``, or None."""
    if verb == "track" and len(args) == 2 and all(isinstance(n, int) for n in args):
        return ("track", seat, tuple(t for t, n in zip(TRACKS, args) if n)) if any(args) else None
    if verb == "dev" and not args:
        return ("track", seat, ("dev",))
    if verb == "benefit" and args and args[0] in TRACKS:
        return ("track", seat, (args[0],))
    if verb == "patrons" and len(args) >= 3 and args[1] in TRACKS:
        # Loyal Patrons moves the named rival's marker down, or the player's own up
        owner = next((i for i, p in enumerate(v.players) if p.faction == args[0]), None)
        owner = seat if args[2] == "up" else owner
        return None if owner is None else ("track", owner, (args[1],))
    return None


def marked(v, actions) -> list[tuple]:
    """The parts of the board ``actions`` touched (other seats' actions: ``render``'s ``marks``),
    each once, oldest first: ``("terr", t)``, ``("maptile", n)``, ``("quest", i)``, ``("potg", i)``,
    ``("track", track, seat)``, ``("panel", seat, kind, id)``."""
    out: dict[tuple, None] = {}
    if not actions:
        return []
    place = placer(v)
    for a in actions:
        for part in _touched(v, a[0], place(a)):
            out.setdefault(part, None)
    return list(out)


def _touched(v, seat, key) -> tuple:
    if key is None or key[0] == "slot":  # a slot: renumbered once its tile is down (the tile marks)
        return ()
    kind = key[0]
    if kind == "march":
        return (("terr", key[2]), ("terr", key[3]))
    if kind == "tile":
        return (("maptile", key[1]),) if any(p[0] == key[1] for p in v.placements) else ()
    if kind == "track":
        return tuple(("track", t, key[1]) for t in key[2])
    if kind == "panel":
        return (("panel", seat, *key[1:]),)
    return (key,)


def marks_text(boxes: list, rx: float) -> str:
    """The marks around ``boxes`` ((x, y, w, h) each) as one cached fragment ("" for none), to
    splice in after a part's own fragment: an element costs ~10 us to make, and a board shows the
    same few marks until its viewer decides."""
    return _marks(tuple(dict.fromkeys(boxes)), rx) if boxes else ""  # parts drawn as one box: one mark


@lru_cache(maxsize=256)
def _marks(boxes: tuple, rx: float) -> str:
    g = F.g(class_="marks")
    for box in boxes:
        g.add(mark(*box, rx=rx))
    return ser(g)


def of_kind(cl: Clicks, kind: str) -> dict:
    """The board parts of one kind: the rest of each key -> its moves."""
    return {key[1:]: ms for key, ms in cl.at.items() if key[0] == kind}


def marches(cl: Clicks) -> dict[tuple, dict[int, list[Move]]]:
    """(piece, from) -> destination -> the moves marching that piece there."""
    out: dict[tuple, dict[int, list[Move]]] = {}
    for (piece, src, dst), ms in of_kind(cl, "march").items():
        out.setdefault((piece, src), {})[dst] = ms
    return out


def say(v, action: tuple) -> str:
    """What playing ``action`` does, as an order to the viewer (a click's tip): "Recruit a knight on
    4.3 (forest) for 3 Wealth"."""
    return imperative(describe(v, action))


_TERRAINS = "|".join(re.escape(w) for w in texts.TERRAIN_NAMES.values())
TERRAIN_NOTE = re.compile(rf" \((?:{_TERRAINS}|the Court's ring|the Court's centre)\)")


def label(v, action: tuple) -> str:
    """A button's label: what it does in a few words (its tip says it in full)."""
    verb, args = action[1], action[2:]
    if verb == "bid" and args:
        return f"Bid {args[0]} Wealth" if args[0] else "Bid nothing"
    if verb in ("card", "bluff", "none"):  # a battle's secret card
        if verb == "card":
            return "Play " + " and ".join(_leader_name(v, action[0], c) for c in args)
        return f"Bluff with {str(args[0]).capitalize()}" if verb == "bluff" and args else "Play no card"
    if verb == "patrons" and len(args) == 3:
        track = texts.TRACK_NAMES.get(args[1], args[1])
        rival = texts.FACTION_SHORT.get(args[0], args[0])
        return f"{rival}'s {track} −1" if args[2] == "down" else f"Your {track} +1, paying the {rival}"
    return TERRAIN_NOTE.sub("", say(v, action))


def _leader_name(v, seat: int, card) -> str:
    d = data.LEADERS[v.players[seat].faction].get(card)
    return d["name"] if d else str(card)


def sections(v, cl: Clicks, status: str, width: float) -> list[Section]:
    """The strip: the status line over the buttons (a territory with several moves as a group
    headed by its name), then, during a march, how to march and the marches the map cannot
    tell apart (a second move of the same piece to the same place). Labels longer than the strip
    is wide are cut short (the tip has them in full)."""
    room = width - 2 * STRIP_PAD - 14

    def button(m: Move, where: str = "") -> Button:
        text = label(v, m.action)
        if where:  # under the territory's name
            text = text.replace(f" on {where}", "").replace(f" to {where}", "")
        return Button(m, fit(text, room, STRIP_SIZE), say(v, m.action))

    groups = []
    for (t,), ms in sorted(of_kind(cl, "terr").items()):
        if len(ms) > 1:  # under the territory's name, the buttons need not name it
            name, head = v.board.names[t], texts.TERRAIN_NAMES.get(v.board.terrain[t], "the Court")
            groups.append([Button(None, f"{name} ({head}):"), *(button(m, name) for m in ms)])
    groups += [[button(m)] for m in cl.strip]
    # a part that plays one move shows the first; any other move for it is a button (none so far)
    groups += [[button(m)] for key, ms in cl.at.items() if key[0] in ONE_A_PLACE for m in ms[1:]]
    out = [Section(status, groups)]
    marching = marches(cl)
    if marching:
        more = [[button(m)] for _key, dsts in sorted(marching.items())
                for _dst, ms in sorted(dsts.items()) for m in ms[1:]]
        out.append(Section(MARCH_HINT, more))
    return out


def seat_name(v, seat: int, names) -> str:
    """A seat as the board names it: "Ann · Legion" with the players' names, else "Legion"."""
    short = texts.FACTION_SHORT[v.players[seat].faction]
    name = names[seat] if names and seat < len(names) else ""
    return f"{name} · {short}" if name else short


def status(v, movers, names) -> str:
    """The status line: the round and phase, the decision in words, who is to move."""
    if v.phase == "over":
        best = max(v.final) if v.final else 0
        who = [seat_name(v, i, names) for i in range(v.n) if v.final and v.final[i] == best]
        return f"Game over · highest influence: {', '.join(who)} ({best} IP)"
    f = STEPS.top(v)
    what = decision(f) if f is not None else ""
    who = ", ".join(seat_name(v, i, names) for i in movers)
    rnd = "Setup" if v.round == 0 else f"Round {v.round} of 6, {texts.PHASE_NAMES.get(v.phase, v.phase)}"
    return f"{rnd} · {what} · to move: {who}"


def decision(f) -> str:
    """The decision on top in plain words (the rule's own name where it is plain already)."""
    return texts.DECISION_WORDS.get(type(f).__name__) or STEPS.name_of(f)
