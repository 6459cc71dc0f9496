"""The decider's moves, sorted by their actions into the board parts that offer them
(``kit.clicks.Clicks``), and the action strip for the rest.

Keys of the board parts: ``("hex", hex)`` (build, upgrade, transform: several per hex, the first
is the hex's click, the others are buttons in the strip under the hex's name), ``("bridge", a,
b)``, ``("send", track, steps)`` (a priest spot; 1: the "+1 step" button), ``("cult", track)``,
``("power", ACTn)``, ``("special", seat)`` (the actions of a player's tiles and faction, in its
panel), ``("pass", BONn)``, ``("favor", FAVn)``, ``("town", TWn)``. A move is never found by
reading its text: only its action is looked at, and a label is written from the action.
"""

from __future__ import annotations

from ....core.protocol import Move
from ...kit.clicks import Clicks
from ...kit.doc import use
from ...kit.strip import Button, Section
from .. import data, texts
from .words import button_label, faction_label, words

MANY = ("hex", "special")  # parts that offer several moves


def place(s, a) -> tuple[tuple | None, int]:
    """The board part that offers action ``a`` (None: the strip), and its rank among a hex's
    moves (build, upgrade, upgrade to a stronghold, transform to the home terrain, others)."""
    verb = a[1] if isinstance(a, tuple) and len(a) > 2 else None
    if verb == "build":
        return ("hex", a[2]), 0
    if verb == "upgrade":
        return ("hex", a[2]), 2 if a[3] == "SH" else 1
    if verb == "transform" and a[2] in s.terrain and a[0] < len(s.players):
        return ("hex", a[2]), 3 if a[3] == s.players[a[0]].home else 4
    if verb == "bridge":
        return ("bridge", a[2], a[3]), 0
    if verb == "send":
        return ("send", a[2], a[3] if a[3] in (2, 3) else 1), 0
    if verb == "action":
        return (("power", a[2]) if a[2] in data.POWER_ACTIONS else ("special", a[0])), 0
    if verb == "pass" and a[2]:
        return ("pass", a[2]), 0
    if verb in ("cult", "favor", "town"):
        return (verb, a[2]), 0
    return None, 0


def classify(s, moves: list[Move]) -> Clicks:
    """``moves`` by where the board offers them; every move is somewhere (``Clicks.placed``)."""
    cl = Clicks(moves)
    for m in moves:
        key = _place(s, m.action)[0]
        if key is None or (key[0] not in MANY and cl.all(key)):
            cl.button(m)
        else:
            cl.put(key, m)
    for key, on_part in cl.at.items():
        if key[0] == "hex":
            on_part.sort(key=lambda m: _place(s, m.action)[1])  # stable
    return cl


def marked(s, marks) -> frozenset:
    """The board parts where the ``marks`` (the other seats' recent actions) were taken: the same
    parts their moves are offered on (``place``), one key per part."""
    return frozenset(key for a in marks or () if (key := _place(s, a)[0]) is not None)


def _place(s, a) -> tuple[tuple | None, int]:
    try:
        return place(s, a)
    except (IndexError, TypeError):  # not an action of ours: a button
        return None, 0


def text_of(move: Move | None) -> str | None:
    """The text a part plays (a cache key), None where the part plays nothing."""
    return move.text if move else None


def label(s, move: Move) -> str:
    """A button's words (never the notation): a power offer's amount and cost, a faction and its
    home, a conversion's resources; the move's text only for what is not an action of ours."""
    try:
        return button_label(s, move.action)
    except (IndexError, KeyError, TypeError, AttributeError):  # not an action of ours
        return move.text


def resources(s, seat: int) -> str:
    """What the deciding player has to spend, in one line (kept in view while they act)."""
    p = s.players[seat]
    return (f"You have {p.c} coins · {p.w} workers · {p.p} priests · power {p.pw[0]}/{p.pw[1]}/{p.pw[2]} "
            f"(bowls I/II/III) · {p.vp} VP")


def strip_sections(s, cl: Clicks, viewer, deciding: bool = False) -> list[Section]:
    """The strip: what the deciding viewer has to spend, then each hex's further moves under its
    name, then the moves with no place."""
    playing = isinstance(viewer, int) and 0 <= viewer < len(s.players) and s.players[viewer].faction
    head = [Section(resources(s, viewer), [])] if deciding and playing else []
    groups = []
    for key, moves in cl.at.items():
        if key[0] != "hex" or len(moves) < 2:
            continue
        group = [Button(None, key[1])]
        for m in moves[1:]:
            a = m.action
            if a[1] == "transform" and a[3] in data.TERRAINS:
                group.append(Button(m, width=26, draw=_swatch(a[3]), tip=tip_of(s, m)))
            else:
                group.append(Button(m, label(s, m), tip=tip_of(s, m)))
        groups.append(group)
    picks = [m for m in cl.strip if _is_pick(m.action)]
    groups += [[Button(m, label(s, m), tip=tip_of(s, m))] for m in cl.strip if m not in picks]
    # choosing a faction: each one with its home and what it does, on the screen (not only on hover)
    factions = [Section(f"{faction_label(m.action[2])}: {texts.FACTION_TEXT.get(m.action[2], '')}",
                        [[Button(m, f"Play the {texts.faction_name(m.action[2])}", tip=tip_of(s, m))]])
                for m in picks]
    return head + ([Section("Moves", groups)] if groups else []) + factions


def _is_pick(a) -> bool:
    return isinstance(a, tuple) and len(a) > 2 and a[1] == "faction" and a[2] in data.FACTIONS


def tip_of(s, move: Move) -> str:
    """A part's tooltip: what the move does, in words (the move's text only for what is not an
    action of ours)."""
    try:
        said = words(s, move.action)
    except (IndexError, KeyError, TypeError, AttributeError):  # not an action of ours
        said = ""
    return said or move.text


def _swatch(terrain: str):
    """A button's content: the terrain a hex would become."""
    def draw(g, x, y, w, h):
        g.add(use(f"tm-t-{terrain}", transform=f"translate({x + w / 2:.1f},{y + h / 2:.1f}) scale(0.4)"))
    return draw
