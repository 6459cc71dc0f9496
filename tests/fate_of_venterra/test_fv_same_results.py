"""Speed work must not change a single result: seeded games played by a seeded random player give
the same movers, the same legal lists in the same order and the same final scores as before.

Each digest below is a SHA-256 over, for every decision of the games: the seats to move, the legal
list of the first of them (``repr``, so order counts), the action chosen; then each game's score
sheet, result and winners. The known answers were computed by running this very file against the
rules as they were at commit 4438013 (before the playout speed-ups of issue #18), with
``PYTHONPATH`` pointing at a worktree of that commit. If a rules change is meant to change results,
it bumps ``rules_version``, and these answers are recomputed with the new rules, saying so.
"""

import pytest

import tier
from support.playout_digest import digest as game_digest
from tabula.games.fate_of_venterra import GAME

GAMES = 6  # seeds 0..5 for each line: about 2,000-3,500 decisions per line
VARIANTS = {
    "standard": {},
    "court, power, prebuilt": {"landmark": "court", "terrain": "power", "map": "prebuilt"},
    "paradise": {"terrain": "paradise"},
}


def digest(players: int, variant: str) -> str:
    return game_digest(GAME, GAME.default_options(players) | VARIANTS[variant], GAMES)


KNOWN = {  # (variant, players): digest of the rules at commit 4438013
    ("standard", 2): "bcb8f77c0b8c2a061a88215d27b30a4edb7099bb2cdd417019020fc1d8f83bae",
    ("standard", 3): "e28ee1ecf71960f312ea744d46f41d33211db06a1bc5a8de74fe847da3e7819c",
    ("standard", 4): "17117c00def20777a57787985dcc3fe5634132cff257090c3502cde6d3de80ab",
    ("standard", 5): "be9fe57b033881f9ac3e1d1581f9ab34ce4e7ef9927ef0c08263f60513313c96",
    ("court, power, prebuilt", 2): "b0feae83b509c8f807642b84fdfda7401cc1ddc1cf8e7d9a7fb04c40f64a15e2",
    ("court, power, prebuilt", 3): "1caa9794b5c587f6fb3c1439526d33b14fc531b5caf1ef5cc6c028d26a410311",
    ("court, power, prebuilt", 4): "21f7c800d1f32afdfe701b41956b2d433f30f1d88e1d635a2e6146e063b271b0",
    ("court, power, prebuilt", 5): "4fb0596b846d52426f79a54cf3ecbd7c17d5a08db6ca0b3df19809fe04ef8d4f",
    ("paradise", 2): "7621050b0655a34f967dc6156a5336daff7d53eb675826e4ae0bd5d51af23475",
    ("paradise", 3): "de4631f47a4aa019a9e6f17c8e1ef43f4cb50ae5f5077ec118a3677065f43622",
    ("paradise", 4): "0a4c4b70ae2c5a5026f36d613143377f054ec94923148fef75602d1e5e49f030",
    ("paradise", 5): "debbae0c9da35163f8f2dd24cc46831db0dc2d9f4c316dfd9ed49f5b87eccf71",
}


@pytest.mark.parametrize("variant, players", tier.thin(sorted(KNOWN), quick=3))
def test_seeded_games_give_the_results_they_gave_before(variant, players):
    assert digest(players, variant) == KNOWN[(variant, players)]
