"""The decision-step engine the games share.

A game in progress keeps what it still has to do as a stack of frames (``state.stack``, a list,
its top last). A frame is a named tuple of one of the game's frame classes: its class is its kind,
its fields are named (``f.seat``, ``f.units``), never read by position. Each frame class has one
rule, registered on the game's :class:`Steps`:

- a **decision** waits for a seat to choose one of the options its rule lists. By default the
  frame's ``seat`` decides alone; a rule given ``movers`` is a **simultaneous** decision, which
  several seats answer in any order (each answer is usually kept secret until the last).
- an **automatic** step runs as soon as its frame is on top (income, a battle's outcome).

:meth:`Steps.do` is the one place an action is applied, and it refuses, with a
:class:`~tabula.core.errors.RuleError` and before anything changes, every action that is not one
of the options the frame on top lists for that seat, so a game's ``legal`` and ``apply`` cannot
disagree. A rule whose options are costly to list may give ``check`` instead, which must accept
exactly the listed options (``tests/test_conformance.py`` holds every game to that).

The engine takes a sequential decision's frame off the stack before its act runs; the act pushes
what follows (the same kind again, for a decision taken one piece at a time). A simultaneous
frame stays on top until its act takes it off, once everyone has chosen.

A game may also let the engine settle forced decisions (``forced=True``): a decision with exactly
one option for its seat is taken without asking, one with none is dropped (``on_forced`` is told
of each, for the log's notes). A rule registered with
``ask=True`` is always asked even then (a turn's main decision, which a player takes even when
only one action is possible, and whose options may be costly to list); one registered with
``required="<sentence>"`` is never dropped: with no option it is a RuleError saying so (a cost
that cannot be paid).

Usage, in a game's ``steps.py``::

    STEPS = Steps("Fate of Venterra")

    class Pick(NamedTuple):
        seat: int
        budget: int

    @STEPS.options(Pick, "choose a card")
    def pick_options(s, f: Pick, seat: int) -> list[tuple]: ...

    @STEPS.act(Pick)
    def pick(s, f: Pick, a: tuple) -> None: ...

    @STEPS.auto(Income)
    def income(s, f: Income) -> None: ...

Topic modules register their rules when imported; the game calls ``STEPS.validate()`` once all
are imported, which checks that every decision has its options and act and that nothing is both a
decision and an automatic step.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .errors import RuleError

Options = Callable[[Any, Any, int], list]
Act = Callable[[Any, Any, tuple], None]
Auto = Callable[[Any, Any], None]
Movers = Callable[[Any, Any], list]
Check = Callable[[Any, Any, tuple], None]

RUN_LIMIT = 100_000  # automatic steps in one run: more is a loop in the rules, never a rule


class Rule:
    """What one frame class does: its name (for messages), and either ``options`` and ``act`` (a
    decision; ``movers`` if simultaneous; ``check`` if options are not listed to check an action;
    ``ask`` if never settled as a forced decision) or ``auto``."""

    __slots__ = ("frame", "name", "options", "act", "auto", "movers", "check", "ask", "required")

    def __init__(self, frame: type):
        self.frame = frame
        self.name = frame.__name__
        self.options: Options | None = None
        self.act: Act | None = None
        self.auto: Auto | None = None
        self.movers: Movers | None = None
        self.check: Check | None = None
        self.ask = False
        self.required: str | None = None


class Steps:
    """One game's frame rules and the loop that runs them over ``state.stack``."""

    def __init__(self, game: str, *, forced: bool = False,
                 on_forced: Callable[[Any, Any, tuple | None], None] | None = None):
        self.game = game
        self.forced = forced
        self.on_forced = on_forced
        self.rules: dict[type, Rule] = {}

    # -- registering -------------------------------------------------------------------------
    def _rule(self, frame: type) -> Rule:
        if not (isinstance(frame, type) and issubclass(frame, tuple) and "_fields" in vars(frame)):
            raise TypeError(f"{self.game}: a frame class is a named tuple, not {frame!r}")
        rule = self.rules.get(frame)
        if rule is None:
            rule = self.rules[frame] = Rule(frame)
        return rule

    def options(self, frame: type, name: str, *, movers: Movers | None = None,
                check: Check | None = None, ask: bool = False,
                required: str | None = None) -> Callable[[Options], Options]:
        """Decorator: the options of a ``frame`` decision, the rule called ``name`` in messages
        (``ask``: always asked, never settled as a forced decision; ``required``: never dropped,
        the RuleError's sentence when it has no option)."""
        rule = self._rule(frame)
        rule.name, rule.movers, rule.check, rule.ask = name, movers, check, ask
        rule.required = required
        if movers is None and "seat" not in frame._fields:
            raise TypeError(f"{self.game}: {frame.__name__} has no field 'seat' and no movers")

        def register(fn: Options) -> Options:
            rule.options = fn
            return fn
        return register

    def act(self, frame: type) -> Callable[[Act], Act]:
        """Decorator: what choosing one of a ``frame`` decision's options does."""
        rule = self._rule(frame)

        def register(fn: Act) -> Act:
            rule.act = fn
            return fn
        return register

    def auto(self, frame: type) -> Callable[[Auto], Auto]:
        """Decorator: an automatic step, run as soon as a ``frame`` is on top."""
        rule = self._rule(frame)

        def register(fn: Auto) -> Auto:
            rule.auto = fn
            return fn
        return register

    def validate(self) -> None:
        """Every decision has options and an act, every automatic step nothing else."""
        for frame, rule in self.rules.items():
            decision = rule.options is not None or rule.act is not None
            if rule.auto is not None and decision:
                raise TypeError(f"{self.game}: {frame.__name__} is both a decision and automatic")
            if rule.auto is None and (rule.options is None or rule.act is None):
                raise TypeError(f"{self.game}: {frame.__name__} needs both its options and its act")

    def frames(self) -> tuple[type, ...]:
        """Every frame class (a state holding them lists them among its snapshot classes)."""
        return tuple(self.rules)

    # -- the stack ---------------------------------------------------------------------------
    def top(self, s):
        return s.stack[-1] if s.stack else None

    def push(self, s, *frames) -> None:
        """Push ``frames`` so that the first runs first (None is skipped)."""
        s.stack.extend(reversed([f for f in frames if f is not None]))

    def rule_of(self, f) -> Rule:
        try:
            return self.rules[type(f)]
        except KeyError:
            raise RuntimeError(f"{self.game}: no rule for the frame {type(f).__name__}") from None

    def name_of(self, f) -> str:
        """The decision ``f`` asks for, in words."""
        return self.rule_of(f).name

    # -- deciding ----------------------------------------------------------------------------
    def movers(self, s) -> list[int]:
        """The seats the decision on top waits for ([] while nothing waits)."""
        f = self.top(s)
        if f is None:
            return []
        rule = self.rule_of(f)
        if rule.auto is not None:
            return []
        return list(rule.movers(s, f)) if rule.movers else [f.seat]

    def waits_for(self, s, f, rule: Rule, seat: int) -> bool:
        """Whether the decision ``f`` (its ``rule``) waits for ``seat`` (``movers`` without
        building the list: ``legal`` and ``do`` ask this on every call)."""
        if rule.auto is not None:
            return False
        if rule.movers is None:
            return f.seat == seat
        return seat in rule.movers(s, f)

    def legal(self, s, seat: int) -> list[tuple]:
        """Exactly the actions ``seat`` may take now."""
        f = self.top(s)
        if f is None:
            return []
        rule = self.rule_of(f)
        if not self.waits_for(s, f, rule, seat):
            return []
        return rule.options(s, f, seat)

    def do(self, s, a: tuple, seat: int) -> None:
        """Apply ``a`` by ``seat`` to ``s`` in place (callers pass a copy), then run what follows.
        RuleError, before anything changes, unless ``a`` is one of ``seat``'s options now."""
        f = self.top(s)
        if f is None:
            raise RuleError("the game is over")
        rule = self.rule_of(f)
        if not self.waits_for(s, f, rule, seat):
            raise RuleError("it is not that player's decision now")
        if rule.check is not None:
            rule.check(s, f, a)
        elif a not in rule.options(s, f, seat):
            raise RuleError(f"that is not a possible choice now ({rule.name})")
        if rule.movers is None:
            s.stack.pop()
        rule.act(s, f, a)
        self.run(s)

    def run(self, s) -> None:
        """Run automatic steps (and, with ``forced``, decisions with one option or none) until a
        decision waits for a choice or the stack is empty."""
        stack = s.stack
        rules = self.rules
        for _ in range(RUN_LIMIT):
            if not stack:
                return
            f = stack[-1]
            rule = rules.get(type(f)) or self.rule_of(f)
            if rule.auto is not None:
                stack.pop()
                rule.auto(s, f)
                continue
            if not self.forced or rule.movers is not None or rule.ask:
                return
            opts = rule.options(s, f, f.seat)
            if len(opts) > 1:
                return
            if not opts and rule.required:
                raise RuleError(rule.required)
            stack.pop()
            if self.on_forced is not None:
                self.on_forced(s, f, opts[0] if opts else None)
            if opts:
                rule.act(s, f, opts[0])
        raise RuntimeError(f"{self.game}: the steps ran {RUN_LIMIT} times without a decision")
