"""What a Fate of Venterra position is worth to a seat: its expected final Influence (IP).

``evaluate(state, seat)`` adds up

- the Influence the seat would score now (``score.score_sheet``: territories, boards, quests,
  tracks, Wealth);
- what its Wealth can still buy beyond 1 IP per 3, the income of the rounds left and the units,
  Leader and Power of the Gods cards it holds (``assets``);
- its reserved quests, each worth its Influence and reward times the chance of completing it
  before the last quest phase (``reserved_quests``);
- what is owed to it but not yet taken: rewards waiting on the stack (track steps to split, a
  card to draw, a unit to place, quests to reserve) and a march it has begun (``pending``).

The last two matter to a one-step lookahead: reserving a quest or starting a march changes
nothing on the score sheet, so without them every such choice looks like a waste of an action
next to taking Wealth. Every gain is valued with the same few rates (``gain_value``).
"""

from __future__ import annotations

from math import ceil

from . import data
from .rules.common import controllers, units_at
from .rules.income import income_of
from .rules.march import destinations, movable
from .rules.quests import Holdings, quest_progress
from .score import score_sheet, territory_ip, units_on_map
from .state import State
from .steps import DrawPotg, GainLeader, March, Place, ReserveQuest, Track

ROUNDS = data.FACTS["rounds"]
WEALTH_IP = 1.0 / data.FACTS["wealth_per_ip"]  # Wealth left at the end: 1 IP per 3
TRACK_STEP = 1.0  # a step on the battle or development track (about 1 Influence, 2 late on)
UNIT = 0.6  # a unit on the map (it holds territory and may take more)
CARD = 0.8  # a Leader card in hand
POTG = 0.8  # a Power of the Gods card
SPEND = 1.6  # Wealth is worth more while it can still buy units, buildings and cards
INCOME_SHARE = 0.8  # the share of a future round's income that reaches the end (it is spent on
#                     things worth less than their price, or lost to rivals)

# Quests. A reserved quest whose requirement is met is completed at the next quest phase or
# Plan (a rival can still take away a territory it needed): MET_CHANCE. Each action the seat
# would still have to spend on the requirement halves the chance (it has other uses for it):
# MISSING_FACTOR. One action gains PER_ACTION of a requirement: a Plan marches 2 units (2
# territories), income brings about 2 track steps and 3 Wealth a round; everything else
# (a building, an upgrade, an ability, a recruited unit) comes one per action.
MET_CHANCE = 0.9
MISSING_FACTOR = 0.5
PER_ACTION = {"territories": 2, "terrain": 2, "battle": 2, "dev": 2, "wealth": 3}
# Completions a round: the quest phase, and the first action of a Plan.
COMPLETIONS_PER_ROUND = 2
MANEUVER_PIECES = 2  # the pieces a Maneuver sends out of its territory (all may go)


def rounds_left(s: State) -> int:
    """Income phases still to come."""
    if s.round == 0:
        return ROUNDS
    return max(0, ROUNDS - s.round)


def liveness(s: State) -> float:
    """How much of a card's, a unit's or spare Wealth's use is still ahead: 1 before the last
    round, 0.5 in it (it can still be played or spent once)."""
    return min(1.0, (rounds_left(s) + 1) / 2.0)


def quest_phases_left(s: State) -> int:
    """Quest phases still to come, this round's included while it has not passed."""
    if s.round == 0:
        return ROUNDS
    this_round = s.phase not in ("tax", "bid", "over")
    return max(0, ROUNDS - s.round + (1 if this_round else 0))


def wealth_value(s: State) -> float:
    """The Influence of one Wealth now: 1/3 at the end, more while it can still be spent."""
    return WEALTH_IP * (1.0 + (SPEND - 1.0) * liveness(s))


def gain_value(s: State, reward: tuple) -> float:
    """The Influence of a reward (a quest's ``(kind, n or what)``), at the rates of ``evaluate``."""
    kind, n = reward[0], reward[1]
    if kind == "wealth":
        return n * wealth_value(s)
    if kind in ("battle", "dev", "track"):
        return n * TRACK_STEP
    live = liveness(s)
    if kind == "potg":
        return n * POTG * live
    if kind == "unit":
        return UNIT * live
    if kind == "leader":
        return CARD * live
    return 0.0


# -- quests ------------------------------------------------------------------------------------


def quest_worth(s: State, q: int) -> float:
    """What completing quest ``q`` gains: its Influence and reward, less what it makes one pay."""
    qd = data.QUESTS[q]
    v = qd["ip"] + gain_value(s, qd["reward"])
    if qd["kind"] == "pay":
        v -= gain_value(s, qd["req"])
    return v


def quest_chance(s: State, held: Holdings, q: int) -> float:
    """The chance that the seat of ``held`` completes quest ``q`` (reserved) before the game
    ends: none when the actions it lacks are as many as the seat's turns left (two a round)."""
    have, need = quest_progress(held, q)
    k = data.QUESTS[q]["req"][0]
    actions = ceil(max(0, need - have) / PER_ACTION.get(k, 1))
    if actions >= quest_phases_left(s) * COMPLETIONS_PER_ROUND:
        return 0.0
    return MET_CHANCE * MISSING_FACTOR**actions


def reserved_quests(s: State, seat: int) -> float:
    """The seat's reserved quests: each worth its gain times its chance, as many as it still
    has completions for (the best first)."""
    p = s.players[seat]
    slots = quest_phases_left(s) * COMPLETIONS_PER_ROUND
    if not p.reserved or not slots:
        return 0.0
    held = Holdings(s, seat)
    vals = sorted((quest_chance(s, held, q) * quest_worth(s, q) for q in p.reserved), reverse=True)
    return sum(v for v in vals[:slots] if v > 0)


def reserve_pick(s: State, seat: int, count: int) -> float:
    """What reserving ``count`` quests from the row is worth to the seat (the best of them)."""
    if not quest_phases_left(s):
        return 0.0
    held = Holdings(s, seat)
    vals = sorted((quest_chance(s, held, q) * quest_worth(s, q) for q in s.quest_row), reverse=True)
    return sum(v for v in vals[:count] if v > 0)


# -- what the seat is owed ---------------------------------------------------------------------


OWED = (Track, DrawPotg, Place, GainLeader, ReserveQuest)  # the frames that only add, each a seat's


def pending(s: State, seat: int) -> float:
    """Gains waiting on the stack for the seat: a choice it has still to make that can only add
    (how to split track steps, which card to draw, where to put a unit, which quest to reserve)."""
    live = liveness(s)
    v = 0.0
    for f in s.stack:
        if not isinstance(f, OWED) or f.seat != seat:
            continue
        if isinstance(f, Track):
            v += f.points * TRACK_STEP
        elif isinstance(f, DrawPotg):
            v += POTG * live
        elif isinstance(f, Place):
            v += UNIT * live
        elif isinstance(f, GainLeader):
            v += CARD * live
        else:
            v += reserve_pick(s, seat, f.count)
    top = s.stack[-1] if s.stack else None
    if isinstance(top, March) and top.seat == seat:
        v += march_gain(s, seat)
    return v


# -- marching ----------------------------------------------------------------------------------


def march_gain(s: State, seat: int) -> float:
    """What the march the seat is making can still gain: the Influence of the empty territories
    next to its units that may still march (a battle is not counted), less what a unit leaves
    behind (a territory it held alone), one unit per territory, as many as the march still moves
    (a Plan: its count; a Charge: one territory; a Maneuver: taken as two). Only the next
    territory over: a farther one is reached as well, but the rules' full search of every
    piece's moves costs too much to run for every position a bot weighs."""
    ctx = s.ctx[-1]
    if ctx.mode == "n":
        k = ctx.count
    elif ctx.mode == "into":
        k = 0 if ctx.targets else 1
    else:
        k = MANEUVER_PIECES
    if k <= 0:
        return 0.0
    best: dict[int, float] = {}
    for src, piece in movable(s, seat, ctx):
        if piece not in data.UNIT_TYPES or piece == "ship":
            continue  # buildings and ships take no land
        if ctx.mode == "from" and ctx.sources and src != ctx.sources[0]:
            continue
        left = 0.0
        if len(units_at(s, src, seat)) == 1 and not s.bld.get(src):
            left = float(territory_ip(s, src))  # its last unit leaves
        for dst in destinations(s, seat, piece, src, nobattle=True, steps=1):
            if controllers(s, dst):
                continue  # its own: nothing to take
            gain = territory_ip(s, dst) - left
            best[dst] = max(best.get(dst, gain), gain)
    return sum(sorted((g for g in best.values() if g > 0), reverse=True)[:k])


# -- the evaluation ----------------------------------------------------------------------------


def assets(s: State, seat: int) -> float:
    """Beyond the score sheet: Wealth's spending power, the income of the rounds left, the units
    on the map and the cards in hand."""
    p = s.players[seat]
    left = rounds_left(s)
    live = liveness(s)
    v = (SPEND - 1.0) * live * p.wealth * WEALTH_IP
    if left:
        inc, track, potg = income_of(s, seat)
        per_round = inc.get("wealth", 0) * WEALTH_IP * SPEND
        per_round += (inc.get("battle", 0) + inc.get("dev", 0) + track) * TRACK_STEP
        per_round += potg * POTG
        v += INCOME_SHARE * per_round * left
    v += UNIT * live * units_on_map(s, seat)
    v += live * (CARD * len(p.hand) + POTG * len(p.potg))
    return v


def evaluate(s: State, seat: int) -> float:
    """The seat's expected final Influence (the result once the game is over)."""
    if s.final is not None:
        return float(s.final[seat])
    v = float(sum(score_sheet(s, seat).values()))
    return v + assets(s, seat) + reserved_quests(s, seat) + pending(s, seat)
