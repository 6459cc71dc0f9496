"""Exploring: the explore tokens an action's units reached, in order, each with a Leader card or
none; a token beaten is taken (its reward gained), else the explorers lose a unit and retreat.
Decision: ExploreLeader; automatic: Explores, Explore."""

from __future__ import annotations

from .. import data
from ..state import State
from ..steps import STEPS, Casualties, Explore, ExploreLeader, Explores, Retreats
from .battle import attack_total
from .common import units_at
from .gains import reward


def token_defence(s: State, t: int, tok: tuple) -> int:
    """The defence of the explore token ``tok`` (defence, reward) on t."""
    d = tok[0]
    if s.board.terrain[t] == "mountain":
        d += data.TERRAIN_CARD[s.card]["mountain_defence"]
    return d


@STEPS.auto(Explores)
def explores(s, f: Explores) -> None:
    ctx = s.ctx[-1]
    while ctx.explores:
        t, seat, retreat = ctx.explores.pop(0)
        if s.tok.get(t) is None or not units_at(s, t, seat):
            continue
        STEPS.push(
            s,
            ExploreLeader(seat, t, retreat)
            if not ctx.leader_used and any(c != "treaty" for c in s.players[seat].hand)
            else None,
            Explore(seat, t, retreat, None),
            f,
        )
        return


@STEPS.options(ExploreLeader, "xleader")
def explore_leader_options(s, f: ExploreLeader, seat: int) -> list[tuple]:
    return [(seat, "leader", c) for c in sorted(set(s.players[seat].hand)) if c != "treaty"] + [
        (seat, "done")
    ]


@STEPS.act(ExploreLeader)
def explore_leader(s, f: ExploreLeader, a: tuple) -> None:
    if a[1] == "leader":
        ctx = s.ctx[-1]
        ctx.leader_used = True
        p = s.players[a[0]]
        p.hand.remove(a[2])
        p.supply.append(a[2])
        exploring = s.stack.pop()  # the Explore this card is for
        s.stack.append(exploring._replace(card=a[2]))


@STEPS.auto(Explore)
def explore(s, f: Explore) -> None:
    seat, t, card = f.seat, f.t, f.card
    tok = s.tok[t]
    p = s.players[seat]
    att = attack_total(s, t, seat)
    dfn = token_defence(s, t, tok)
    if card:
        L = data.LEADERS[p.faction][card]
        if L["text"] == "rank0":
            dfn = -99
        else:
            att += L["attack"]
    if att > dfn:
        del s.tok[t]
        s.token_seen.append(tok)
        s.reveals += 1
        reward(s, seat, ("explore", tok[1]))
    else:
        STEPS.push(s, Casualties(seat, seat, t, 1, None), Retreats(seat, t, ()))
