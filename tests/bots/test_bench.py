"""The bot benches (``tabula.bots.bench``) play every game: ``selfplay --seats``, ``tools/ladder.py``
and ``python -m tabula.bots.bench`` start from ``bench_options``, which every game accepts (a
first-game setup only where the game's dialog offers one: Venterra refuses an unknown one)."""

from __future__ import annotations

import pytest

from tabula.bots.bench import bench_options, play, throughput
from tabula.games import all_games

GAMES = ["terra_mystica", "res_arcana", "bonfire", "fate_of_venterra"]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_sets_up_from_the_bench_options(game_id):
    game = all_games()[game_id]
    for players in (game.min_players, game.max_players):
        options = bench_options(game, players)
        assert options["players"] == players
        offered = {c[0] for f in game.option_fields(players) if f.get("key") == "setup"
                   for c in f.get("choices", [])}
        default = game.default_options(players).get("setup")
        assert options.get("setup") == ("beginner" if "beginner" in offered else default)
        assert game.to_move(game.setup(options, 3))


@pytest.mark.parametrize("game_id", GAMES)
def test_throughput_measures_every_game(game_id):
    figures = throughput(all_games()[game_id], seconds=0.1)
    assert figures["random playout decisions/s"] > 0
    assert figures["rollout playout decisions/s"] > 0


def test_play_without_options_finishes_a_game_of_random_players():
    game = all_games()["fate_of_venterra"]
    done = play(game, ["random", "random"], seed=4)
    assert not game.to_move(done.state)
    assert len(done.scores) == 2 and done.won
