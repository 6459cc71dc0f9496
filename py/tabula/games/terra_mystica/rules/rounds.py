"""Turn and round order: the next player who has not passed, the end of a round (the cult
rewards of its scoring tile, spades from them used one faction at a time), the next round's
order, income at its start, and the final scoring after round 6.
"""

from __future__ import annotations

from .. import data
from ..data import CULT_INDEX
from ..score import final_scoring
from ..state import Player, SpadeReward, State, Turn
from .economy import gain, gain_power, gain_priests, gain_spades


def start_turn(s: State, seat: int) -> None:
    s.turn = Turn(seat)


def end_turn(s: State) -> None:
    s.turn = None
    next_turn(s)


def next_turn(s: State) -> None:
    """Give the turn to the next player who has not passed, or end the round."""
    order = s.order
    cur = s.start_seat
    n = len(order)
    i = order.index(cur) if cur in order else -1
    for k in range(1, n + 1):
        seat = order[(i + k) % n]
        if not s.players[seat].passed:
            s.start_seat = seat
            start_turn(s, seat)
            return
    maybe_end_round(s)


def maybe_end_round(s: State) -> None:
    """End the round once everyone has passed and no offer or choice is left open."""
    if s.phase != "actions" or s.turn is not None or s.offers or s.pending:
        return
    if any(not p.passed for p in s.players):
        return
    end_round(s)


def end_round(s: State) -> None:
    """The round's cult rewards, in next round's order; spades among them are used first."""
    if s.round == 6:
        final_scoring(s)
        return
    s.order = next_order(s)
    track, per, reward = data.SCORING[s.score_tiles[s.round - 1]]["cult"]
    queue = []
    for seat in s.order + [i for i, p in enumerate(s.players) if p.dropped]:
        p = s.players[seat]
        times = p.placed_priests if track == "PRIESTS" else p.cult[CULT_INDEX[track]] // per
        if not times:
            continue
        res = {k: v * times for k, v in reward.items()}
        spades = res.pop("SPADE", 0)
        gain(s, seat, res, "cult reward")
        if spades and not p.dropped:
            queue.append(SpadeReward(seat, spades))
    s.setup_queue = queue
    if queue:
        s.phase = "spades"
        next_spade_reward(s)
    else:
        start_round(s)


def next_spade_reward(s: State) -> None:
    """The next faction's cult-reward spades (a turn of transforms only), or the next round."""
    while s.setup_queue:
        reward = s.setup_queue.pop(0)
        s.turn = Turn(reward.seat)
        s.turn.cult_income = True
        s.turn.acted = True
        s.turn.actions = 0
        s.turn.kind = "cult"
        gain_spades(s, reward.seat, reward.spades)
        return
    s.turn = None
    start_round(s)


def finish_spade_reward(s: State) -> None:
    s.turn = None
    next_spade_reward(s)


def next_order(s: State) -> list[int]:
    live = [i for i, p in enumerate(s.players) if not p.dropped]
    if "variable-turn-order" in s.options:
        return [i for i in s.passed_order if i in live] + [i for i in live if i not in s.passed_order]
    first = s.passed_order[0] if s.passed_order else live[0]
    k = live.index(first) if first in live else 0
    return live[k:] + live[:k]


def start_round(s: State) -> None:
    s.round += 1
    s.phase = "actions"
    for t in s.bonus_pool:
        s.bonus_pool[t] += 1
    if s.round == 1:
        s.order = [i for i, p in enumerate(s.players) if not p.dropped]
    for seat in s.order + [i for i, p in enumerate(s.players) if p.dropped]:
        income(s, seat)  # a faction that left the game still takes income
    s.used_actions = []
    s.passed_order = []
    for p in s.players:
        p.used = []
        p.passed = p.dropped
    s.start_seat = s.order[0]
    start_turn(s, s.order[0])


def income(s: State, seat: int) -> None:
    p = s.players[seat]
    inc = income_of(p)
    p.c += inc["C"]
    p.w += inc["W"]
    gain_priests(p, inc["P"])
    gain_power(p, inc["PW"])


def income_of(p: Player) -> dict[str, int]:
    """The income a player would take now: buildings, bonus card, favor tiles."""
    return income_for(p.faction, p.built, p.bonus, p.favors)


def income_for(faction: str, built: dict, bonus: str | None, favors) -> dict[str, int]:
    inc = {"C": 0, "W": 0, "P": 0, "PW": 0}
    for b, table in data.FACTIONS[faction]["income"].items():
        for res, by_count in table.items():
            inc[res] += by_count[built[b]]
    if bonus:
        for k, v in data.BONUS[bonus]["income"].items():
            inc[k] += v
    for f in favors:
        for k, v in data.FAVORS[f]["income"].items():
            inc[k] += v
    return inc
