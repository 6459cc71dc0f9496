"""The Bonfire computer players' search moves (ai.bot_move) and their shortcuts."""

from __future__ import annotations

import random

import pytest
from conftest import GAME, clear, data, fresh, give, pending

import tier
from tabula.games.bonfire import ai
from tabula.games.bonfire.rules.fate import placements


def _positions(n_games: int = 2, every: int = 3):
    """Main-action positions (as a bot sees them: determinized views) from quick rollout games."""
    out = []
    for seed in range(n_games):
        s = GAME.setup(GAME.default_options(2) | {"players": 2}, 40 + seed)
        rng = random.Random(seed)
        k = 0
        while GAME.to_move(s):
            seat = GAME.to_move(s)[0]
            if pending(s) is None and not s.main_done:
                k += 1
                if k % every == 0:
                    out.append((GAME.determinize(GAME.view(s, seat), seat, rng), seat))
            s, _ = GAME.apply(s, ai.rollout_action(s, seat, rng))
    return out


POSITIONS = _positions()


def _snapshot(s):
    return repr([getattr(s, k) for k in type(s).__slots__ if k != "players"]
                + [[getattr(p, k) for k in type(p).__slots__] for p in s.players])


@tier.sweep
def test_bot_move_is_the_macro_applied_and_leaves_the_state_alone():
    """Follow-ups are made in place on the search move's own copy: the position searched from
    must not change, and the macro replayed through the rules gives the same position."""
    assert len(POSITIONS) >= 20
    checked = 0
    for s, seat in tier.thin(POSITIONS, quick=3):
        before = _snapshot(s)
        for a in GAME.legal(s, seat):
            macro, after = ai.bot_move(s, seat, a)
            assert _snapshot(s) == before
            assert macro[0] == a
            n = s
            for b in macro:
                assert b in GAME.legal(n, GAME.to_move(n)[0])
                n, _ = GAME.apply(n, b)
            assert _snapshot(n) == _snapshot(after)
            checked += 1
    assert checked > 200


def test_discarding_goes_on_to_the_fate_tile_without_listing_every_action():
    s = fresh()
    clear(s)
    give(s, 0, {"path": 2, "ship": 1})
    macro, after = ai.bot_move(s, 0, (0, "discard", "path"))
    verbs = [a[1] for a in macro]
    assert verbs[:2] == ["discard", "discard"]
    assert "fate" in verbs and "place" in verbs
    assert sum(after.players[0].markers) > 0  # the fate tile brought markers back
    assert after.players[0].fate_count == s.players[0].fate_count + 1


def test_fate_tile_spot_is_the_best_by_place_score_and_cached():
    checked = 0
    for s, _seat in POSITIONS:
        for p in s.players:
            if not p.fate_supply:
                continue
            tile = p.fate_supply[0]
            opts = [(0, "place", r, c, d) for r, c, d in placements(p)]
            if len(opts) < 2:
                continue
            top = max(ai._place_score(p, tile, *a[2:]) for a in opts)
            ai._place_cache.clear()
            first = ai._best_place(p, tile, opts)
            assert ai._place_score(p, tile, *first[2:]) == top
            assert first == max(opts, key=lambda a: ai._place_score(p, tile, *a[2:]))
            assert ai._best_place(p, tile, opts) == first  # from the cache
            checked += 1
    assert checked >= 10


def _with_tasks(s, tasks):
    n = s.copy()
    for k, t in enumerate(tasks):
        n.players[0].tasks[k] = t
    return n


def test_unlit_tasks_share_the_turns_left():
    """Each unlit task is one action away (a third gnome, a third portal). Early on both are
    worth what each is alone; with two turns left only one of them can still be met."""
    s = fresh()
    p = s.players[0]
    p.gnomes = [g for g in data.GNOMES if g not in s.spec_display][:2]
    p.portals[5] = p.portals[6] = data.PORTAL_SHAPES[0]
    assert ai.missing(s, 0, "T24") == ai.missing(s, 0, "T29") == 1

    def gain(state, tasks):
        return ai.evaluate(_with_tasks(state, tasks), 0) - ai.evaluate(state, 0)

    one, other, both = gain(s, ["T24"]), gain(s, ["T29"]), gain(s, ["T24", "T29"])
    assert one > 2 and other > 2
    assert both == pytest.approx(one + other)
    late = s.copy()
    late.cd_stack = [1]
    assert ai.turns_left(late) == 2
    one, both = gain(late, ["T24"]), gain(late, ["T24", "T29"])
    assert one > 0
    assert both == pytest.approx(one)


def test_a_seat_that_passed_expects_nothing_more_from_its_tasks():
    """Passing in the countdown ends the seat's turns: an open task one action away is worth
    something to a seat still playing, nothing once it has passed."""
    s = fresh()
    p = s.players[0]
    p.gnomes = [g for g in data.GNOMES if g not in s.spec_display][:2]
    s.cd_stack = [1, 2, 3]
    assert ai.missing(s, 0, "T24") == 1
    gone = s.copy()
    gone.players[0].passed = True
    assert ai.evaluate(_with_tasks(s, ["T24"]), 0) > ai.evaluate(s, 0)
    assert ai.evaluate(_with_tasks(gone, ["T24"]), 0) == ai.evaluate(gone, 0)
