"""The collect phase: at the start of every round each player collects from their components
(fixed essences at once; choices, essences left on components, the Cursed Forge's curse as
decisions), all players at the same time.

Each seat's collect decisions go on its own stack (``State.collect_stacks``), so one player's
choices never wait for another's. The main stack holds one ``Collect`` frame meanwhile: a
simultaneous decision (core/steps.py) whose movers are the seats with something left, whose
options for a seat are those of the frame on top of that seat's stack, and whose act runs the
answer on that stack (``_on_own_stack``: the engine works on ``State.stack``, so that seat's
stack stands in for it while its answer runs; core/steps.py has no notion of several stacks, and
the collect phase is the only place that needs it). When every seat's stack is empty the first
player's turn begins.
"""

from __future__ import annotations

from collections.abc import Callable

from ....core.errors import RuleError
from .. import data
from ..data import CARDS, NON_GOLD, G
from ..state import State
from ..steps import STEPS, Collect, Forge, GainChoice, Take, Turn
from .essences import add, store, take

ONE_DEATH = data.vec("1D")


def _on_own_stack(s: State, seat: int, fn: Callable, *args) -> None:
    """Run ``fn(*args)`` with ``seat``'s collect stack standing in for the main stack."""
    main, s.stack = s.stack, s.collect_stacks[seat]
    try:
        fn(*args)
    finally:
        s.stack = main


def _answer(s: State, a: tuple) -> None:
    """What ``STEPS.do`` does after its check, on the seat's stack: the check is done (``a`` is
    one of the options of the frame on top, ``_check_collect``), and every frame of a collect
    stack is one seat's sequential decision, taken off before its act."""
    f = s.stack.pop()
    STEPS.rule_of(f).act(s, f, a)
    STEPS.run(s)


def start_collect(s: State) -> None:
    """Every seat's collect: fixed income at once, decisions on its own stack, each stack run
    (forced decisions taken) in seat order; then ``Collect`` waits, or the actions begin."""
    s.phase = "collect"
    s.current = s.first
    s.collect_stacks = [[] for _ in s.players]
    for seat, p in enumerate(s.players):
        gains, takes = [], []
        for comp in p.components():
            for entry in CARDS[comp].collect:
                if entry[0] == "fixed":
                    add(p.pool, entry[1])
                else:
                    gains.append(GainChoice(seat, entry[1], entry[2], None, comp))
            if any(s.on(comp)):
                takes.append(Take(seat, comp))
        forge = [Forge(seat)] if "cursed_forge" in p.places else []
        s.collect_stacks[seat].extend(reversed([*gains, *takes, *forge]))
    for seat in range(s.nplayers):
        if s.collect_stacks[seat]:
            _on_own_stack(s, seat, STEPS.run, s)
    if any(s.collect_stacks):
        STEPS.push(s, Collect())
    else:
        _begin_actions(s)


def _begin_actions(s: State) -> None:
    """The action phase: the first player who has not passed (at round start: the first player)."""
    s.phase = "actions"
    s.current = s.first
    n = s.nplayers
    for k in range(n):
        seat = (s.current + k) % n
        if not s.players[seat].passed:
            s.current = seat
            break
    STEPS.push(s, Turn(s.current))


def _collecting(s: State, f: Collect) -> list[int]:
    return [i for i, q in enumerate(s.collect_stacks) if q]


def _check_collect(s: State, f: Collect, a: tuple) -> None:
    """Refuse what is not an option of the seat's own decision, naming that decision."""
    top = s.collect_stacks[a[0]][-1]
    if a not in STEPS.rule_of(top).options(s, top, a[0]):
        raise RuleError(f"that is not a possible choice now ({STEPS.name_of(top)})")


@STEPS.options(Collect, "collect", movers=_collecting, check=_check_collect)
def collect_options(s: State, f: Collect, seat: int) -> list[tuple]:
    top = s.collect_stacks[seat][-1]
    return STEPS.rule_of(top).options(s, top, seat)


@STEPS.act(Collect)
def collect(s: State, f: Collect, a: tuple) -> None:
    """Run the answer on the seat's own stack; once every seat is done, the actions begin."""
    _on_own_stack(s, a[0], _answer, s, a)
    if not any(s.collect_stacks):
        s.stack.pop()  # this Collect frame
        _begin_actions(s)


@STEPS.options(Take, "take or leave the essences")
def take_options(s: State, f: Take, seat: int) -> list[tuple]:
    return [(f.seat, "take", f.card), (f.seat, "leave", f.card)]


@STEPS.act(Take)
def take_or_leave(s: State, f: Take, a: tuple) -> None:
    seat, card = f.seat, a[2]
    on = s.on(card)
    if a[1] == "take":
        add(s.players[seat].pool, on)
        s.stored.pop(card, None)
        return
    special = CARDS[card].special
    if special == "vault" and on[G] >= 1:
        STEPS.push(s, GainChoice(seat, 2, NON_GOLD, None, card))
    elif special == "windup":
        store(s, card, tuple(2 if n else 0 for n in on))


@STEPS.options(Forge, "pay the curse or turn")
def forge_options(s: State, f: Forge, seat: int) -> list[tuple]:
    out = [(f.seat, "pay", ONE_DEATH)] if s.players[f.seat].pool[data.D] >= 1 else []
    return out + [(f.seat, "turn", "cursed_forge")]


@STEPS.act(Forge)
def forge(s: State, f: Forge, a: tuple) -> None:
    if a[1] == "pay":
        take(s.players[f.seat].pool, ONE_DEATH)
    else:
        s.turned.add("cursed_forge")
