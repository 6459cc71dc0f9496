"""tools/tm_choices.py: the turn starts it finds in a game and the kinds it gives them."""

from __future__ import annotations

from conftest import GAME

from support.tools import tool
from tabula.bots.bench import bench_options
from tabula.bots.levels import plan


def _tool():
    return tool("tm_choices")


def _greedy_game(seed: int):
    """(start, actions) of a 2-player game of greedy seats, each taking its whole plan while its
    steps stay listed (as tabula.bots.bench.play does)."""
    start = state = GAME.setup(bench_options(GAME, 2), seed)
    actions = []
    while GAME.to_move(state):
        seat = GAME.to_move(state)[0]
        for k, action in enumerate(plan(GAME, state, seat, "greedy", seed=0)):
            if k and (GAME.to_move(state)[:1] != [seat] or action not in GAME.legal(state, seat)):
                break
            actions.append(action)
            state = GAME.apply(state, action)[0]
    return start, actions


def test_a_greedy_game_agrees_with_greedy_at_every_turn_start():
    """Greedy is deterministic, so at each turn start the tool finds, greedy's plan there is the
    turn that was played: every turn agrees, and each seat passes once a round."""
    tool = _tool()
    start, actions = _greedy_game(11)
    counts, agree, total, players = tool.compare([(start, actions)], "greedy")
    assert players == 2
    assert total > 30 and agree == total
    for rnd in range(1, 7):
        assert counts[(rnd, "pass")] == [2, 2]
    real = sum(real for real, _bot in counts.values())
    assert real == total


def test_kinds_name_the_main_action_not_what_pays_for_it():
    tool = _tool()
    spades = [(0, "burn", 2), (0, "action", "ACT6"), (0, "transform", "C3", "blue"), (0, "done")]
    assert tool.kind(spades) == "ACT6"
    dwelling = [(0, "convert", 1, "P", 1, "W"), (0, "dig", 1), (0, "build", "E7"), (0, "done")]
    assert tool.kind(dwelling) == "dig, build"
    assert tool.kind([(0, "upgrade", "F4", "TE"), (0, "favor", "FAV11"), (0, "done")]) == "to TE"
    assert tool.kind([(0, "pass", "BON3")]) == "pass"
    assert tool.kind([(0, "done")]) == "-"
