"""Speed work must not change a single result: seeded games played by seeded random players give
the same movers, the same legal lists in the same order and the same final scores as before.

Each digest below is a SHA-256 over, for every decision of the games: the seats to move, the legal
list of the first of them (``repr``, so order counts), the action chosen; then each game's score
sheet, result and winners. The known answers were computed by running this very file against the
rules as they were at commit 4438013 (before the playout speed-ups of issue #18), with
``PYTHONPATH`` pointing at a worktree of that commit. If a rules change is meant to change results,
it bumps ``rules_version``, and these answers are recomputed with the new rules, saying so.
"""

import random

import pytest
from bf_policy import sensible
from conftest import GAME

import tier
from support.playout_digest import digest as game_digest

GAMES = 10  # seeds 0..9 for each player count: about 1,500 decisions per line


def digest(players: int, policy: str) -> str:
    return game_digest(GAME, GAME.default_options(players), GAMES,
                       sensible if policy == "sensible" else None)


KNOWN = {  # (policy, players): digest of the rules at commit 4438013
    ("uniform", 2): "cc57bd797331dfabd483db462295562ca6e04ca9bf96d72a5543daa6988b423b",
    ("uniform", 3): "770243657cf5185002f7c72bdff09dfb7064884186c33801a2021605c359beb9",
    ("uniform", 4): "c7db22e5103baa61a0afc7627db7d15b582763a6631c4db47296a7005cebcf2d",
    ("sensible", 2): "74874dabf8de1603449d50859ab6f020b14a20e90a597ddcf9b41e0bfff70e42",
    ("sensible", 3): "782aeb626036159fe046b110935060f0ad7ed33ad45efaaf78053f77692e1f46",
    ("sensible", 4): "c10ce813a16c9fd32b28e8c37e84039f0e118c97db26d53459f7543957aa4c67",
}


@pytest.mark.parametrize("policy, players", tier.thin(sorted(KNOWN), quick=2))
def test_seeded_games_give_the_results_they_gave_before(policy, players):
    assert digest(players, policy) == KNOWN[(policy, players)]


def dump(s) -> str:
    """Everything a state holds, players included, as text (a Player's own repr is its identity)."""
    top = [(f, getattr(s, f)) for f in type(s).__slots__ if f != "players"]
    players = [[(f, getattr(p, f)) for f in type(p).__slots__] for p in s.players]
    return repr((top, players))


@pytest.mark.parametrize("policy, players", [("uniform", 4), ("sensible", 2), ("sensible", 4)])
@tier.sweep
def test_apply_leaves_the_state_it_was_given_unchanged(policy, players):
    # apply changes a fork that shares the players with the state it was given (State.fork) and
    # copies a player only when a rule first changes it (rules.common.own): a rule that changed a
    # player without own() would change the earlier state too, and this would see it
    for seed in range(tier.count(quick=1, full=4)):
        rng = random.Random(seed)
        s = GAME.setup(GAME.default_options(players), seed)
        while GAME.to_move(s):
            seat = GAME.to_move(s)[0]
            acts = GAME.legal(s, seat)
            a = sensible(s, seat, acts, rng) if policy == "sensible" else rng.choice(acts)
            before = dump(s)
            n, _ = GAME.apply(s, a)
            assert dump(s) == before, f"seed {seed}: {a} changed the state it was applied to"
            s = n
