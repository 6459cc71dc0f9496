"""Bonfire in the browser: a whole 2-player hot-seat game played by clicks only, from the home
screen's New game dialog to the final score table.

Bonfire has hidden information (draw piles, face-down offering bowls), so with two people on one
device the pass-the-device screen comes up before each person's screen (nothing of the table
behind it) and is clicked through. Each decision is a click on its board element where it has
one, else on its move button; the move log must read as the engine lets the person at the
device read it.

The clicks follow a seeded sensible random policy (tests/bonfire/bf_policy.py: light bonfires and
send novices to the council when possible, take and sail to tasks met or nearly met, lay the
richest fate tile); a CPython mirror plays the game out with a few policy seeds first and keeps
the game with the fewest clicks (see browser/hotseat.py). The game must end the rulebook's way:
novices fill the High Council to 7, the countdown runs its five rounds (players may pass for
the tile's points) and the final scoring follows. The final score table must equal the engine's
for the record the page saved.
"""

from __future__ import annotations

import random

import pytest

from bonfire.bf_policy import sensible
from browser.conftest import new_page
from browser.hotseat import whole_game
from tabula.games.bonfire import GAME

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob"]
POLICY_SEEDS = range(12)


class SensiblePolicy:
    """The tests' sensible random Bonfire player, choosing among the offered move texts."""

    def __init__(self, seed: int):
        self.rng = random.Random(seed)

    def choose(self, st, seat: int, moves: list[str]) -> str:
        acts = [GAME.parse(st, m) for m in moves]
        return moves[acts.index(sensible(st, seat, acts, self.rng))]


def test_whole_game_by_clicks(make_context, guard, server, artifacts):
    page = new_page(make_context(), guard)
    st, why, _ = whole_game(page, server, guard, GAME, NAMES, SensiblePolicy, POLICY_SEEDS,
                            artifacts / "bf-finished.png")
    assert st.ended_by == "countdown" and st.council_count() >= 7, why
