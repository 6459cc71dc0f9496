"""Quests: whether a seat meets a quest's requirement, completing one (paying what it asks, then
its reward), reserving from the row or the deck. Decisions: ReserveQuest, CompleteQuest,
TrackQuest (phase 5's QuestTurn is in round.py). What a requirement counts is read in one place
(``Holdings``, ``quest_progress``), for the rules and the computer players' evaluation alike."""

from __future__ import annotations

from functools import cached_property

from ....core.errors import RuleError
from .. import data
from ..state import State
from ..steps import STEPS, CompleteQuest, ReserveQuest, TrackQuest
from .common import controlled, own_buildings, pop_controlled, units_on_map
from .gains import give, move_track, refill_rows


def counts_for_quests(s: State, seat: int) -> dict:
    p = s.players[seat]
    blds = own_buildings(s, seat)
    outs = sum(1 for _t, e in blds if e[1] == "outpost") + (1 if p.faction == "bear" else 0)
    shr = sum(1 for _t, e in blds if e[1] == "shrine") + (1 if p.faction == "bear" else 0)
    return {
        "outposts": outs,
        "shrines": shr,
        "buildings": len(blds) + (2 if p.faction == "bear" else 0),
        "upgrades": sum(1 for _t, e in blds if e[2]),
    }


class Holdings:
    """What quests' requirements count, for one seat in one position, each read the first time
    a quest asks for it (a position's evaluation weighs several quests; most ask for one thing)."""

    def __init__(self, s: State, seat: int):
        self.s, self.seat = s, seat

    @cached_property
    def territories(self) -> list[int]:
        return controlled(self.s, self.seat)

    @cached_property
    def buildings(self) -> dict:
        return counts_for_quests(self.s, self.seat)

    @cached_property
    def units(self) -> dict:
        return units_on_map(self.s, self.seat)

    def amount(self, kind: str, what: str | None = None) -> int:
        """How much the seat has of an "acquire" requirement (``what``: the terrain or unit type
        of "terrain" and "unit")."""
        p = self.s.players[self.seat]
        if kind in ("outposts", "shrines", "buildings", "upgrades"):
            return self.buildings[kind]
        if kind == "terrain":
            terrain = self.s.board.terrain
            return sum(1 for t in self.territories if terrain[t] == what)
        if kind == "territories":
            return len(self.territories)
        if kind == "pop":
            return pop_controlled(self.s, self.seat)
        if kind == "unit":
            return self.units.get(what, 0)
        if kind == "units":
            return sum(self.units.values())
        if kind == "abilities":
            return len(p.abilities) - 1
        return {"battle": p.battle, "dev": p.dev}[kind]

    def payable(self, kind: str) -> int:
        """How much the seat could pay of a "pay" requirement."""
        p = self.s.players[self.seat]
        return {"wealth": p.wealth, "potg": len(p.potg), "battle": p.battle - 1, "dev": p.dev - 1}[kind]


def quest_progress(held: Holdings, q: int) -> tuple[int, int]:
    """(what the seat of ``held`` has, what quest ``q`` asks) of its requirement: the seat meets
    it when have >= need."""
    k, *args = data.QUESTS[q]["req"]
    if data.QUESTS[q]["kind"] == "pay":
        return held.payable(k), args[0]
    if k in ("terrain", "unit"):
        return held.amount(k, args[0]), args[1]
    return held.amount(k), args[0]


def quest_ok(s: State, seat: int, q: int) -> bool:
    """The seat meets quest ``q``'s requirement now."""
    have, need = quest_progress(Holdings(s, seat), q)
    return have >= need


def complete_quest(s: State, seat: int, q: int, from_row: bool = False) -> None:
    """Complete quest ``q`` (reserved, or from the row): pay what it asks, gain its reward."""
    p = s.players[seat]
    if not quest_ok(s, seat, q):
        raise RuleError("quests: you do not meet this quest's requirement")
    qd = data.QUESTS[q]
    if qd["kind"] == "pay":
        k, n = qd["req"]
        if k == "wealth":
            p.wealth -= n
        elif k == "potg":
            for _ in range(n):
                s.potg_discard.append(p.potg.pop())
        else:
            move_track(s, seat, k, -n)
    if from_row:
        s.quest_row.remove(q)
        refill_rows(s)
    else:
        p.reserved.remove(q)
    p.completed.append(q)
    give(s, seat, qd["reward"])


@STEPS.options(ReserveQuest, "reserving quests")
def reserve_options(s, f: ReserveQuest, seat: int) -> list[tuple]:
    out = [(seat, "reserve", i + 1) for i in range(len(s.quest_row))]
    if f.source == "any" and s.quest_deck:
        out.append((seat, "reserve", "deck"))
    if f.may_stop or not out:
        out.append((seat, "done"))
    return out


@STEPS.act(ReserveQuest)
def reserve(s, f: ReserveQuest, a: tuple) -> None:
    if a[1] == "done":
        return
    p = s.players[a[0]]
    if a[2] == "deck":
        p.reserved.append(s.quest_deck.pop())
        s.reveals += 1
    else:
        p.reserved.append(s.quest_row.pop(a[2] - 1))
    refill_rows(s)
    if f.count > 1:
        s.stack.append(f._replace(count=f.count - 1))


@STEPS.options(CompleteQuest, "questdo")
def complete_options(s, f: CompleteQuest, seat: int) -> list[tuple]:
    p = s.players[seat]
    return [(seat, "complete", q) for q in p.reserved if quest_ok(s, seat, q)] + [(seat, "done")]


@STEPS.act(CompleteQuest)
def complete(s, f: CompleteQuest, a: tuple) -> None:
    if a[1] == "complete":
        complete_quest(s, a[0], a[2])


@STEPS.options(TrackQuest, "quest14")
def track_quest_options(s, f: TrackQuest, seat: int) -> list[tuple]:
    out = [(seat, "complete", q) for q in s.players[seat].reserved if quest_ok(s, seat, q)]
    out += [(seat, "reserve", i + 1) for i in range(len(s.quest_row))]
    return out + [(seat, "done")]


@STEPS.act(TrackQuest)
def track_quest(s, f: TrackQuest, a: tuple) -> None:
    if a[1] == "complete":
        complete_quest(s, a[0], a[2])
    elif a[1] == "reserve":
        s.players[a[0]].reserved.append(s.quest_row.pop(a[2] - 1))
        refill_rows(s)
