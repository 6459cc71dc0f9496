"""Malformed actions are refused with the rule error. For every game, legal actions taken from
positions of a seeded random game are bent out of shape (items dropped or added, an item swapped
for a value of another type, a seat that is text or out of range, an unknown kind), and random
tuples are drawn too: ``apply`` raises a TabulaError or returns a state, never another
exception, and never changes the state it is given."""

from __future__ import annotations

import functools
import pickle
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzzing import examples
from tabula.core.errors import RuleError, TabulaError
from tabula.games import PACKAGES, get

GAMES = {gid: get(gid) for gid in PACKAGES}
ODD = [None, "", -1, 99, 10**30, 1.5, [], (), "x", True, float("nan"), "p1", ("x",), (1, 2), [1]]
SEATS = 3  # the games below are for 3 players: seat 3 is out of range


def _positions(gid: str, games: int = 3, per_game: int = 8) -> list[tuple]:
    """(state, legal actions of its movers) at ``per_game`` evenly spaced points of each of a few
    seeded random games (setup, the middle, the end), and wherever a kind of action is legal for
    the first time (a power offer, a favor tile to take, ...)."""
    game = GAMES[gid]
    out: list[tuple] = []
    kinds: set = set()
    for seed in range(1, games + 1):
        rng = random.Random(seed)
        options = game.default_options(SEATS) | {"players": SEATS}
        if gid == "terra_mystica" and seed == 1:
            options["factions"] = "choose"  # to meet the faction choice too
        s = game.setup(options, seed)
        states = []
        while game.to_move(s) and len(states) < 2000:
            legal = game.legal(s, game.to_move(s)[0])
            if not kinds >= {a[1] for a in legal}:
                kinds |= {a[1] for a in legal}
                out.append((s, legal))
            states.append(s)
            s, _ = game.apply(s, rng.choice(legal))
        for s in states[:: max(1, len(states) // per_game)][:per_game]:
            out.append((s, [a for m in game.to_move(s) for a in game.legal(s, m)]))
    return out


def _some(legal: list, rng: random.Random, n: int = 12) -> list:
    """One legal action of each kind, then others at random, ``n`` if there are that many."""
    first = list({a[1]: a for a in legal}.values())
    rest = [a for a in legal if a not in first]
    return first + rng.sample(rest, min(len(rest), max(0, n - len(first))))


@functools.cache  # made by the test process that needs them, not by every one that collects
def positions(gid: str) -> list[tuple]:
    return _positions(gid)


@functools.cache
def verbs(gid: str) -> list[str]:
    return sorted({a[1] for _s, legal in positions(gid) for a in legal})


def _apply_or_refuse(game, s, action) -> None:
    before = pickle.dumps(s)
    try:
        game.apply(s, action)
    except TabulaError as e:
        assert str(e), f"{action!r}: an empty message"
    assert pickle.dumps(s) == before, f"apply({action!r}) changed its input state"


def malformed(a: tuple) -> list:
    """Actions derived from the legal ``a`` that are wrong in shape or in the type of one item."""
    out: list = [a[:-1], a + (None,), a + (1,), a + ("x",), a + a[2:], a[:2], (a[0],), list(a), (),
                 ("p1", *a[1:]), (SEATS, *a[1:]), (-1, *a[1:]), (10**30, *a[1:]), (True, *a[1:]),
                 (a[0], "no-such-kind", *a[2:]), (a[0], None, *a[2:]), (a[0], 3, *a[2:])]
    out += [a[:i] + a[i + 1:] for i in range(len(a))]
    out += [a[:i] + (v,) + a[i + 1:] for i in range(len(a)) for v in ODD]
    return out


@pytest.mark.slow
@pytest.mark.parametrize("gid", list(PACKAGES))
def test_malformed_variants_of_legal_actions(gid):
    game = GAMES[gid]
    rng = random.Random(1)
    tried = 0
    for s, legal in positions(gid):
        for a in _some(legal, rng):
            for b in malformed(a):
                _apply_or_refuse(game, s, b)
                tried += 1
    assert tried > 1000


def _on_turn(gid: str, ready) -> tuple:
    """A position where ``ready(state)`` holds, and the seat to move."""
    s = next(s for s, _legal in positions(gid) if ready(s))
    return s, GAMES[gid].to_move(s)[0]


def test_terra_mystica_shapes_that_crashed_before():
    s, seat = _on_turn("terra_mystica", lambda s: s.phase == "actions" and not s.pending and not s.offers)
    for bad in [(seat, "burn"), (seat, "send", None, 3), (seat, "send", "FIRE"), (seat, "convert", 1, "W", 1),
                (seat, [], 1, "W", 1, "C"), (seat, "leech", ""), (seat, "decline", 7), (seat, "done", None),
                (seat, "build", []), (seat, "pass", []), (seat, "dig", 1.5), (seat, "dig", True),
                (seat, "transform", "F3"), (seat, "cult", "MUD", 1), (seat, "action")]:
        with pytest.raises(RuleError):
            GAMES["terra_mystica"].apply(s, bad)


def test_bonfire_shapes_that_crashed_before():
    s, seat = _on_turn("bonfire", lambda s: s.phase == "play" and type(s.stack[-1]).__name__ == "Turn"
                       and not s.main_done)
    for bad in [(seat, "discard", []), (seat, "task", []), (seat, "great", True), (seat, "light", 1.0)]:
        with pytest.raises(RuleError):
            GAMES["bonfire"].apply(s, bad)


@pytest.mark.parametrize("gid", list(PACKAGES))
def test_things_that_are_not_action_tuples(gid):
    game = GAMES[gid]
    s, _legal = positions(gid)[3]
    for junk in (None, "pass", 0, [], {}, [0, "pass"], (0,), ("x", "y"), b"pass", 1.5):
        _apply_or_refuse(game, s, junk)


NAMES = ["FIRE", "E7", "BON1", "top", "hawk", "random", "ship"]
ATOM = st.one_of(st.none(), st.booleans(), st.integers(-3, 6), st.integers(), st.floats(),
                 st.text(max_size=6), st.sampled_from(NAMES))
ARG = st.one_of(ATOM, st.lists(ATOM, max_size=3), st.tuples(ATOM, ATOM),
                st.dictionaries(st.text(max_size=3), ATOM, max_size=2))


@settings(max_examples=examples(600), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_tuples(data):
    gid = data.draw(st.sampled_from(sorted(GAMES)))
    game = GAMES[gid]
    s, legal = data.draw(st.sampled_from(positions(gid)))
    seat = data.draw(st.one_of(st.integers(-1, 5), ATOM))
    verb = data.draw(st.one_of(st.sampled_from(verbs(gid)), ATOM))
    args = data.draw(st.lists(ARG, max_size=5))
    _apply_or_refuse(game, s, (seat, verb, *args))
    # and a legal action with one argument redrawn
    a = data.draw(st.sampled_from(legal))
    i = data.draw(st.integers(0, len(a)))
    _apply_or_refuse(game, s, a[:i] + (data.draw(ARG),) + a[i + 1:])
