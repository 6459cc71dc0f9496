"""Whose decision it is, and which decision an action answers.

Terra Mystica keeps its own flow rather than the shared step engine (``core/steps.py``): several
decisions are open at once and are answered in any order, interleaved with the turn. Power offers
(``State.offers``) wait for their seats while the player on turn goes on; a choice a faction
owes (``State.pending``: a favor or town tile, a cult step, a town key) comes before its other
decisions except conversions, and in a game read from the site's log a cult step of choice may
even wait past the faction's next commands; and a turn (``State.turn``) is one record that an
action's steps (spades, a transform, a dwelling) fill in, where the site's command language lets
a row reorder them. ``to_move`` lists every seat with an open decision.

``carry_out(s, a)`` is the one place an action is routed to its rule (``rules/``); it raises
RuleError, naming the rule, where the action answers nothing open. ``legal.do`` checks an
action's shape first; ``legal.legal`` keeps only the candidates ``carry_out`` accepts (asking the
rules' own checks where they are complete, else trying them on a copy).
"""

from __future__ import annotations

from ...core.errors import RuleError
from .rules import actions, conversions, cults, offers, opening, terraform, towns, turns
from .rules.rounds import maybe_end_round
from .state import State

# the rule carrying out each verb of a turn (its arguments after (seat, verb))
TURN_VERBS = {
    "convert": conversions.convert,
    "burn": conversions.burn,
    "build": terraform.build,
    "upgrade": towns.upgrade,
    "transform": terraform.transform_verb,
    "dig": terraform.dig,
    "discard": terraform.discard,
    "send": cults.send,
    "advance": actions.advance,
    "action": actions.action,
    "bridge": actions.bridge,
    "connect": actions.connect,
    "pass": turns.pass_,
    "done": turns.done,
}
CHOICE_VERBS = ("favor", "town", "cult", "key")  # the answers to pending choices
FREE_VERBS = ("convert", "burn")  # may come before a choice the faction owes


def to_move(s: State) -> list[int]:
    """Every seat with an open decision: offers first, then choices, then the opening's next
    seat or the player on turn."""
    if s.phase == "over":
        return []
    out: list[int] = []
    for o in s.offers:
        if o.seat not in out:
            out.append(o.seat)
    for e in s.pending:
        if e.seat not in out:
            out.append(e.seat)
    if s.phase in ("factions", "initial", "bonus"):
        if s.setup_queue and s.setup_queue[0] not in out:
            out.append(s.setup_queue[0])
    elif s.turn is not None and s.turn.seat not in out:
        out.append(s.turn.seat)
    return out


def waiting_kinds(s: State) -> tuple[str, ...]:
    """Pending choices that need not come first: the Cultists' reward step always; in a game read
    from the site's log also a cult step of choice (BON2, FAV6, ACTA), which the site lets the
    faction choose after its next commands (the turn still waits for it)."""
    return ("cultist", "cult") if "site-log" in s.options else ("cultist",)


def carry_out(s: State, a: tuple) -> None:
    """Carry out the well-formed action ``a`` on ``s`` in place (the caller's copy, thrown away
    on RuleError): route it to the decision it answers. ``legal.do`` checks the shape first."""
    seat, verb = a[0], a[1]
    if s.phase == "over":
        raise RuleError("the game is over")
    if s.phase == "factions":
        if verb != "faction":
            raise RuleError("every player chooses a faction first")
        return opening.choose_faction(s, seat, a[2])
    p = s.players[seat]
    if verb == "resign":
        return turns.resign(s, seat)
    if p.dropped:
        raise RuleError(f"{p.faction} has left the game")
    if verb in ("leech", "decline"):
        return offers.leech(s, seat, a[2], verb == "leech", a[3] if len(a) > 3 else None)
    if verb == "giveback":
        return conversions.giveback(s, seat, a[2])
    waits = waiting_kinds(s)
    mine = [e for e in s.pending if e.seat == seat and (e.kind not in waits or verb == "cult")]
    if mine and verb not in FREE_VERBS:
        return _choice(s, seat, mine[0], a)
    if s.phase == "initial":
        return opening.initial_build(s, seat, a)
    if s.phase == "bonus":
        return opening.initial_bonus(s, seat, a)
    # an action of the player on turn, once no choice comes before it
    t = s.turn
    if t is None or t.seat != seat:
        if s.turn is None:
            raise RuleError("it is nobody's turn until the open decisions are made")
        raise RuleError(f"it is {s.players[s.turn.seat].faction}'s turn, not {p.faction}'s")
    blocking = [e for e in s.pending if e.kind not in waits or (e.kind == "cult" and e.seat != seat)]
    if blocking and verb not in FREE_VERBS:
        raise RuleError(f"{s.players[blocking[0].seat].faction} must choose first")
    rule = TURN_VERBS.get(verb)
    if verb in CHOICE_VERBS:
        what = {"cult": "cult step", "key": "town key"}.get(verb, verb + " tile")
        raise RuleError(f"you have no {what} to take now")
    if rule is None:
        raise RuleError(f"'{verb}' is not a Terra Mystica action")
    if t.cult_income and verb not in ("transform", "discard", "done"):
        raise RuleError("cult-reward spades can only transform terrain (or be discarded)")
    if t.darkling_conv and verb != "convert":
        t.darkling_conv = 0
    rule(s, seat, *a[2:])


def _choice(s: State, seat: int, entry, a: tuple) -> None:
    """The answer to ``entry``, the first choice ``seat`` owes."""
    kind = entry.kind
    verb = a[1]
    if kind == "favor":
        if verb != "favor":
            raise RuleError("take your favor tile first")
        s.pending.remove(entry)
        towns.take_favor(s, seat, a[2])
    elif kind == "town":
        if verb != "town":
            raise RuleError("take your town tile first")
        s.pending.remove(entry)
        towns.take_town(s, seat, a[2])
    elif kind == "key":
        if verb != "key":
            raise RuleError("choose the cult track that takes your town key to 10 first")
        cults.take_key(s, seat, entry, a[2])
    elif kind in ("cult", "cultist"):
        if verb != "cult":
            raise RuleError("choose the cult track for your step first")
        cults.take_cult_step(s, seat, entry, a[2], a[3])
    else:  # pragma: no cover
        raise RuleError("unknown decision")
    maybe_end_round(s)


def needs_action(s: State, a: tuple) -> bool:
    """Would ``a`` (by the player on turn) begin a main action of its own, rather than be a free
    action, an answer or a step of the action in progress? (Reading a site log, such a command
    by a faction that has taken its action begins its next turn.)"""
    verb = a[1]
    t = s.turn
    if verb in ("convert", "burn", "done", "favor", "town", "cult", "key", "bridge", "connect", "discard",
                "giveback"):
        return False
    if verb == "transform":
        return not t.spades and t.kind != "ACTN"
    if verb == "build":
        return not (t.can_build and not t.built)
    if verb == "upgrade":
        return not (t.kind == "ACTS" and t.can_build and not t.built)
    if verb == "dig":
        return not terraform.dig_joins_action(t)
    return True
