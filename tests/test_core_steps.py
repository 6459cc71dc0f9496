"""core/steps.py on a toy game: decisions, simultaneous decisions, automatic steps, forced
decisions, and that an action is applied exactly when it is one of the listed options."""

from __future__ import annotations

from typing import NamedTuple

import pytest

from tabula.core.errors import RuleError
from tabula.core.steps import Steps


class Toy:
    def __init__(self, n=2):
        self.stack: list = []
        self.points = [0] * n
        self.secret: list = [None] * n
        self.log: list = []


class Take(NamedTuple):
    seat: int
    left: int  # takes one at a time until none are left


class Bid(NamedTuple):
    seats: tuple


class Score(NamedTuple):
    seat: int


def build(forced=False):
    steps = Steps("Toy", forced=forced, on_forced=lambda s, f, a: s.log.append(("forced", f, a)))

    @steps.options(Take, "take points")
    def take_options(s, f, seat):
        return [(seat, "take", k) for k in range(1, f.left + 1)]

    @steps.act(Take)
    def take(s, f, a):
        s.points[a[0]] += a[2]
        if f.left - a[2]:
            steps.push(s, Take(f.seat, f.left - a[2]))

    def waiting(s, f):
        return [x for x in f.seats if s.secret[x] is None]

    @steps.options(Bid, "bid in secret", movers=waiting)
    def bid_options(s, f, seat):
        return [(seat, "bid", b) for b in range(3)]

    @steps.act(Bid)
    def bid(s, f, a):
        s.secret[a[0]] = a[2]
        if not waiting(s, f):
            s.stack.pop()
            s.log.append(("bids", tuple(s.secret)))

    @steps.auto(Score)
    def score(s, f):
        s.points[f.seat] += 10

    steps.validate()
    return steps


def test_decisions_automatic_steps_and_order():
    steps = build()
    s = Toy()
    steps.push(s, Take(0, 2), Score(0), Bid((0, 1)))
    assert steps.movers(s) == [0]
    assert steps.legal(s, 0) == [(0, "take", 1), (0, "take", 2)]
    assert steps.legal(s, 1) == []
    steps.do(s, (0, "take", 1), 0)
    assert type(steps.top(s)) is Take and steps.top(s).left == 1
    steps.do(s, (0, "take", 1), 0)  # then Score runs by itself, and the bid waits for both
    assert s.points == [12, 0]
    assert steps.movers(s) == [0, 1]
    steps.do(s, (1, "bid", 2), 1)
    assert steps.movers(s) == [0] and s.log == []
    steps.do(s, (0, "bid", 0), 0)
    assert s.log == [("bids", (0, 2))] and s.stack == []
    assert steps.movers(s) == []


def test_anything_not_listed_is_refused_before_anything_changes():
    steps = build()
    s = Toy()
    steps.push(s, Take(0, 2))
    for a, seat in [((0, "take", 3), 0), ((1, "take", 1), 1), ((0, "take", 0), 0), (("x",), 0)]:
        with pytest.raises(RuleError):
            steps.do(s, a, seat)
        assert s.stack == [Take(0, 2)] and s.points == [0, 0]
    s.stack = []
    with pytest.raises(RuleError, match="over"):
        steps.do(s, (0, "take", 1), 0)


def test_forced_decisions_are_taken_or_dropped_without_asking():
    steps = build(forced=True)
    s = Toy()
    steps.push(s, Take(1, 2), Take(0, 0), Take(0, 2))
    steps.run(s)  # the top has two options: it waits
    assert steps.movers(s) == [1]
    steps.do(s, (1, "take", 2), 1)  # then Take(0, 0) has none: dropped; Take(0, 2) waits
    assert s.log == [("forced", Take(0, 0), None)]
    steps.do(s, (0, "take", 1), 0)  # leaves Take(0, 1): one option, taken at once
    assert s.points == [2, 2] and s.stack == []
    assert s.log[-1] == ("forced", Take(0, 1), (0, "take", 1))


def test_frames_are_named_tuples_and_rules_complete():
    steps = Steps("Toy")
    with pytest.raises(TypeError):
        steps.auto(tuple)
    half = Steps("Toy")
    half.options(Take, "take")(lambda s, f, seat: [])
    with pytest.raises(TypeError, match="act"):
        half.validate()
    both = build()
    both.auto(Take)(lambda s, f: None)
    with pytest.raises(TypeError, match="both"):
        both.validate()
    assert set(build().frames()) == {Take, Bid, Score}


class Ask(NamedTuple):
    seat: int


def test_a_decision_registered_with_ask_is_never_forced():
    steps = build(forced=True)

    @steps.options(Ask, "decide", ask=True)
    def ask_options(s, f, seat):
        s.log.append("listed")
        return [(seat, "go")]

    @steps.act(Ask)
    def go(s, f, a):
        s.points[f.seat] += 1

    s = Toy()
    steps.push(s, Take(1, 1), Ask(0))
    steps.run(s)  # Take(1, 1) has one option: taken; Ask(0) has one too, but waits, not listed
    assert steps.movers(s) == [0] and s.points == [0, 1] and "listed" not in s.log
    steps.do(s, (0, "go"), 0)
    assert s.points == [1, 1] and s.stack == []


def test_a_required_decision_is_never_dropped():
    steps = Steps("Toy", forced=True)

    @steps.options(Take, "pay", required="the cost cannot be paid")
    def take_options(s, f, seat):
        return []

    @steps.act(Take)
    def take(s, f, a):
        pass

    s = Toy()
    steps.push(s, Take(0, 0))
    with pytest.raises(RuleError, match="the cost cannot be paid"):
        steps.run(s)
