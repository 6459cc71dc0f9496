"""The turn: beginning its main action, passing (and the VP passing scores), ending it with
``done``, and a faction leaving the game (``resign``).

A turn is one main action (two after the Chaos Magicians' ACTC) and any conversions around it;
``State.turn`` (a :class:`~..state.Turn`) records what it has done so far.
"""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..score import add_vp
from ..state import State, Turn
from .offers import auto_decline
from .rounds import end_turn, finish_spade_reward, maybe_end_round, next_spade_reward


def check_begin(s: State, kind: str) -> None:
    """RuleError unless the turn may begin its main action ``kind`` now. Changes nothing:
    ``begin_action`` asks it first, ``legal`` to rule out candidates without trying them."""
    t = s.turn
    if t.actions <= 0:
        raise RuleError("you have taken your action this turn: convert, or end your turn with 'done'")
    if t.spades and (t.acted or kind == "pass"):
        raise RuleError("use or discard the spades you hold before another action")
    if t.bridge:
        raise RuleError("place your bridge first")


def begin_action(s: State, seat: int, kind: str) -> Turn:
    """Start the turn's main action ``kind``. Spades held at the start of the turn (carried over by
    the last faction in a site log, see ``carry_spades``) stay held: the action may add to them
    and use them, but a pass cannot drop them."""
    check_begin(s, kind)
    t = s.turn
    auto_decline(s, seat)
    t.actions -= 1
    t.acted = True
    t.kind = kind
    t.transformed = []
    t.can_build = False
    t.built = False
    t.dug = 0
    t.nonhome = False
    t.darkling_conv = 0
    return t


def carry_spades(s: State, seat: int) -> bool:
    """In a site log, may the faction end its turn holding spades, which then go with its next
    turn? Only the last faction in the round, whose next turn is its own: the site keeps the
    spades with the faction and checks them only when another faction acts or the round ends."""
    return "site-log" in s.options and all(q.passed for i, q in enumerate(s.players) if i != seat)


def turn_waits_for_choice(s: State, seat: int) -> None:
    """An open cult step of choice (chosen late, as the site allows) keeps the turn: it may not go
    to another faction, so only the last faction in the round goes on (a new turn, or its pass:
    the round then waits for the choice)."""
    if (any(e.kind == "cult" and e.seat == seat for e in s.pending)
            and any(not q.passed for i, q in enumerate(s.players) if i != seat)):
        raise RuleError("choose the cult track for your step first")


def check_pass(s: State, seat: int, tile: str | None) -> None:
    """RuleError unless the player on turn may ``pass`` now, taking bonus card ``tile``. Changes
    nothing: ``pass_`` asks it first, ``legal`` to list passes without trying them (what
    ``pass_`` does after it never fails)."""
    if s.round == 6 and tile is not None:
        raise RuleError("in the last round you pass without taking a bonus card")
    if s.round < 6 and tile is None:
        raise RuleError("name the bonus card you take when passing")
    if tile is not None and tile not in s.bonus_pool:
        raise RuleError(f"{tile} is not among the available bonus cards")
    turn_waits_for_choice(s, seat)
    check_begin(s, "pass")


def pass_(s: State, seat: int, tile: str | None) -> None:
    """``pass BONn`` (``pass`` in round 6): the VP the old bonus card and tiles score for passing,
    the new card and the coins on it; the faction has no more turns this round."""
    p = s.players[seat]
    check_pass(s, seat, tile)
    begin_action(s, seat, "pass")
    if p.bonus:
        pv = data.BONUS[p.bonus].get("pass_vp", {})
        vp = 0
        for b, table in pv.items():
            if b == "ship":
                vp += table[p.ship] if p.faction not in ("dwarves", "fakirs") else 0
            else:
                vp += table[p.built[b]]
        add_vp(p, vp, "bonus cards")
    if "FAV12" in p.favors:
        add_vp(p, data.FAVORS["FAV12"]["pass_vp"]["TP"][p.built["TP"]], "favor tiles")
    if p.faction == "engineers" and p.built["SH"]:
        n = sum(1 for a, b, o in s.bridges if o == seat
                and s.building.get(a, (None,))[0] == seat and s.building.get(b, (None,))[0] == seat)
        add_vp(p, 3 * n, "faction")
    if p.bonus:
        s.bonus_pool[p.bonus] = 0
        p.bonus = None
    if tile is not None:
        p.c += s.bonus_pool.pop(tile)
        p.bonus = tile
    p.passed = True
    s.passed_order.append(seat)
    end_turn(s)


def check_done(s: State, seat: int) -> None:
    """RuleError unless the player on turn may end its turn (or its cult-reward spades) now.
    Changes nothing: ``done`` asks it first, ``legal`` to list ``done`` without trying it."""
    t = s.turn
    if t.cult_income:
        if t.spades:
            raise RuleError("use or discard your cult-reward spades")
        return
    if not t.acted:
        raise RuleError("take an action (or pass) before ending your turn")
    if t.spades and not carry_spades(s, seat):
        raise RuleError(f"you still hold {t.spades} spade(s): use them or discard them")
    if t.bridge:
        raise RuleError("place your bridge first")
    turn_waits_for_choice(s, seat)


def done(s: State, seat: int) -> None:
    """End the turn (or the cult-reward spades) once its action is complete."""
    check_done(s, seat)
    t = s.turn
    if t.cult_income:
        return finish_spade_reward(s)
    held = t.spades
    end_turn(s)
    if held:  # the last faction's next turn (site logs): the spades go with it
        s.turn.spades = held


def resign(s: State, seat: int) -> None:
    """The faction leaves the game: its bonus card goes back, its offers and choices lapse."""
    p = s.players[seat]
    if p.dropped:
        raise RuleError(f"{p.faction} has already left the game")
    p.dropped = True
    p.passed = True
    if p.bonus:
        s.bonus_pool[p.bonus] = 0
        p.bonus = None
    for o in [o for o in s.offers if o.seat == seat]:
        s.offers.remove(o)
    s.pending = [e for e in s.pending if e.seat != seat]
    if s.phase in ("initial", "bonus"):
        s.setup_queue = [q for q in s.setup_queue if q != seat]
    if s.turn is not None and s.turn.seat == seat:
        if s.phase == "spades":
            next_spade_reward(s)
        else:
            end_turn(s)
    else:
        maybe_end_round(s)
