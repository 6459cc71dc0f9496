"""Fate of Venterra notation: one canonical text for every action.

A move is ``<faction>: <verb> <args>``, e.g. ``legion: move soldier 4.3 4.5``, ``order: declare charge plan``,
``bear: bid 3``, ``watch: card watcher``. Territories are named ``<tile>.<hex>`` (``K.0`` the landmark's
centre, ``K.o`` the Corrupted Court's outer ring); factions by id (order, legion, bear, pack, watch).
Arguments that are whole numbers are numbers (tile, slot, rotation, bid, quest, row position); every other
argument is a word. ``parse`` is lenient about case and spacing; ``format`` writes the canonical form.
Without a ``<faction>:`` prefix the move belongs to the only player who must decide now.
"""

from __future__ import annotations

from ...core import actor
from ...core.errors import NotationError
from . import data


def format_action(s, a: tuple) -> str:
    return f"{s.players[a[0]].faction}: " + " ".join(str(x) for x in a[1:])


def parse_action(s, text: str, movers: list[int]) -> tuple:
    if not isinstance(text, str) or not text.strip():
        raise NotationError("empty move")
    seat, text = actor.split_actor(text, lambda who: _seat_of(s, who))
    if seat is None:
        seat = actor.only_mover(movers, "<faction>: <move>")
    words = text.lower().split()
    if not words:
        raise NotationError("a move needs a verb")
    args = []
    for w in words[1:]:
        args.append(int(w) if (w.isascii() and w.isdigit()) else w)
    return (seat, words[0], *[_territory_case(a) for a in args])


def _seat_of(s, who: str) -> int:
    for i, p in enumerate(s.players):
        if p.faction == who or who == f"p{i + 1}":
            return i
    if who in data.FACTIONS:
        raise NotationError(f"no player plays {who}")
    raise NotationError(f"unknown player '{who}'")


def _territory_case(a):
    if isinstance(a, str) and len(a) >= 3 and a[0] == "k" and a[1] == ".":
        return "K." + a[2:]
    return a
