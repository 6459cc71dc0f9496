"""Bidding, after the rounds the rules name: everyone bids Wealth in secret; the bids give the new
initiative order (ties decided by the first seat of the old order); then each seat, in the new
order, takes a reward. Decisions: Bid (simultaneous), TieOrder, BidReward; automatic: BidPhase,
BidOrder."""

from __future__ import annotations

from .. import data
from ..steps import STEPS, Bid, BidOrder, BidPhase, BidReward, TieOrder, secret_pending
from .common import fseat
from .gains import give


@STEPS.auto(BidPhase)
def bid_phase(s, f: BidPhase) -> None:
    s.phase = "bid"
    for p in s.players:
        p.reward = None
    s.stack.append(Bid(tuple(s.init)))


@STEPS.options(Bid, "bidding", movers=secret_pending)
def bid_options(s, f: Bid, seat: int) -> list[tuple]:
    return [(seat, "bid", n) for n in range(s.players[seat].wealth + 1)]


@STEPS.act(Bid)
def bid(s, f: Bid, a: tuple) -> None:
    """Kept secret until everyone bid; then all bids are revealed and paid."""
    s.players[a[0]].secret = a[2]
    if not all(s.players[x].secret is not None for x in f.seats):
        return
    s.stack.pop()
    s.reveals += 1
    for x in f.seats:
        p = s.players[x]
        p.bid = p.secret
        p.secret = None
        p.wealth -= p.bid
    levels = sorted({s.players[x].bid for x in s.init}, reverse=True)
    groups = tuple(tuple(x for x in s.init if s.players[x].bid == lv) for lv in levels)
    s.stack.append(BidOrder(s.init[0], groups, ()))


@STEPS.auto(BidOrder)
def bid_order(s, f: BidOrder) -> None:
    groups, done = f.groups, f.done
    while groups and len(groups[0]) == 1:
        done = (*done, groups[0][0])
        groups = groups[1:]
    if not groups:
        s.init = list(done)
        STEPS.push(s, *[BidReward(x) for x in s.init])
        return
    s.stack.append(TieOrder(f.decider, groups, done))


@STEPS.options(TieOrder, "ties in bidding")
def tie_order_options(s, f: TieOrder, seat: int) -> list[tuple]:
    return [(seat, "first", s.players[x].faction) for x in f.groups[0]]


@STEPS.act(TieOrder)
def tie_order(s, f: TieOrder, a: tuple) -> None:
    groups = f.groups
    x = fseat(s, a[2])
    rest = tuple(y for y in groups[0] if y != x)
    s.stack.append(BidOrder(f.seat, ((rest,) if rest else ()) + groups[1:], (*f.done, x)))


@STEPS.options(BidReward, "bidding rewards")
def bid_reward_options(s, f: BidReward, seat: int) -> list[tuple]:
    taken = {p.reward for p in s.players if p.reward}
    return [(seat, "reward", r) for r in data.BID_REWARDS if r == "wealth2" or r not in taken]


@STEPS.act(BidReward)
def bid_reward(s, f: BidReward, a: tuple) -> None:
    seat, r = a[0], a[2]
    s.players[seat].reward = r
    n = data.BID_REWARDS[r]
    give(
        s,
        seat,
        {
            "wealth2": ("wealth", n),
            "potg": ("potg", n),
            "knight": ("unit", "knight"),
            "track": ("track", n),
            "leader": ("leader", n),
            "quest": ("quest", n),
        }[r],
    )
