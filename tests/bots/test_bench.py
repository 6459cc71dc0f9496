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


def test_the_ladder_sends_a_level_of_another_revision_only_listed_steps():
    """tools/ladder.py's LEVEL@REV: the revision's child answers with the steps of its plan that
    are still listed in the true position, as ``bench.play`` takes them. Regression: it sent
    every step of a plan made in a world dealt from the seat's view, and a later step the true
    position did not list (a card to discard after Divination, an order to put cards back in)
    failed the game, so Res Arcana's hard against the hard before could not be measured."""
    import random

    from tabula.bots.levels import plan

    ladder = _ladder()
    game = all_games()["res_arcana"]
    options, seed = game.default_options(2) | {"players": 2}, 5001
    state, texts, rng = game.setup(options, seed), [], random.Random(seed)
    for n in range(400):  # a position where greedy's plan goes on with a step not listed
        seat = game.to_move(state)[0]
        steps = plan(game, state, seat, "greedy", seed=n)
        after, _ = game.apply(state, steps[0])
        if len(steps) > 1 and game.to_move(after)[:1] == [seat] and steps[1] not in game.legal(after, seat):
            break
        action = steps[0] if rng.random() < 0.5 else rng.choice(game.legal(state, seat))
        texts.append(game.format(state, action))
        state, _ = game.apply(state, action)
    else:
        pytest.fail("no plan with an unlisted later step in 400 decisions")
    try:
        got = ladder.decide_for(game, options, seed)(state, seat, "greedy@HEAD", n, texts)
    finally:
        for proc in ladder.ELSEWHERE.values():
            proc.kill()
        ladder.ELSEWHERE.clear()  # (the module is shared by the tests of this process)
    cur = state
    for action in got:
        assert action in game.legal(cur, seat)
        cur, _ = game.apply(cur, action)


def _ladder():
    from support.tools import tool

    return tool("ladder")


def test_the_ladder_caps_a_tilde_level_on_each_whole_turn_as_the_page_does(monkeypatch):
    """tools/ladder.py's LEVEL~SECONDS: the level's plan gets what is left of the cap on the
    seat's whole turn (a later decision of the same turn what the earlier ones left, at least
    TURN_MIN), a new turn starts when another seat decides, and a level without ``~`` gets no
    cap (its own budget decides). A fake clock: each plan takes 0.3 s."""
    import types

    from tabula.bots import levels

    ladder = _ladder()
    clock, asked = [0.0], []

    def fake_plan(game, state, seat, level, seed=0, max_time=None):
        asked.append((seat, level, None if max_time is None else round(max_time, 6)))
        clock[0] += 0.3
        return ("x",)

    monkeypatch.setattr(levels, "plan", fake_plan)
    monkeypatch.setattr(ladder, "time", types.SimpleNamespace(perf_counter=lambda: clock[0]))
    game = all_games()["bonfire"]
    decide = ladder.decide_for(game, game.default_options(2) | {"players": 2}, 1)
    for seat, level in [(0, "hard~1.0")] * 5 + [(1, "normal"), (0, "hard~1.0")]:
        assert decide(None, seat, level, 7, []) == ["x"]
    assert asked == [(0, "hard", 1.0), (0, "hard", 0.7), (0, "hard", 0.4), (0, "hard", 0.1),
                     (0, "hard", levels.TURN_MIN), (1, "normal", None), (0, "hard", 1.0)]


@pytest.mark.parametrize("level", ["hard~", "hard~x", "hard~0", "hard~nan", "expert~1", "hard@HEAD~1"])
def test_the_ladder_refuses_a_level_it_cannot_play_before_any_game(level, tmp_path, capsys):
    with pytest.raises(SystemExit):
        _ladder().main(["--games", "bf", "--pairs", f"{level}:random", "-n", "1",
                        "--out", str(tmp_path / "x")])
    assert "unknown level" in capsys.readouterr().err
    assert not (tmp_path / "x").exists() or not (tmp_path / "x").read_text()
