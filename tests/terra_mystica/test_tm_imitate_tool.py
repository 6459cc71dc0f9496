"""tools/tm_imitate.py: the weights of Terra Mystica's evaluation fitted to real players' turns
(a conditional logit model; the fit is checked on choices made by a known model)."""

from __future__ import annotations

import math
import random

import pytest

from support.tools import tool as load_tool


def _tool():
    return load_tool("tm_imitate")


def _choices(theta, n, options=8, seed=1):
    """``n`` choices among ``options`` random outcomes, each taken with the model's probability
    under ``theta`` (the person's turn)."""
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        zs = [[rng.uniform(-3, 3) for _t in theta] for _o in range(options)]
        u = [math.exp(sum(t * z for t, z in zip(theta, zj))) for zj in zs]
        x, hit = rng.random() * sum(u), 0
        while x > u[hit]:
            x -= u[hit]
            hit += 1
        out.append((zs, hit))
    return out


def test_the_fit_finds_the_multipliers_that_made_the_choices():
    tool = _tool()
    truth = [0.5, 1.0, 0.25]  # by points at 0.5; the first term counts double, the second half
    data = _choices(truth, 2000)
    theta = tool.fit(data, lam=0.0)
    assert all(abs(t - x) < 0.1 for t, x in zip(theta, truth))
    assert abs(theta[1] / theta[0] - 2.0) < 0.4 and abs(theta[2] / theta[0] - 0.5) < 0.15
    assert tool.loss(theta, data, 0.0) < tool.loss(truth, data, 0.0)  # the fit is the optimum
    # the ridge penalty pulls every multiplier towards 1
    held = tool.fit(data, lam=1e5)
    assert abs(held[1] / held[0] - 1) < 0.05 and abs(held[2] / held[0] - 1) < 0.05
    # with every multiplier 1, only how sharply the choices follow the estimate is fitted
    scale = tool.hand_theta(_choices([0.7, 0.7, 0.7], 800, seed=2))
    assert len(set(scale)) == 1 and abs(scale[0] - 0.7) < 0.1


def test_the_scores_of_a_fit():
    tool = _tool()
    data = [([[1.0], [0.0]], 0), ([[1.0], [0.0]], 1)]  # one choice by the estimate, one against
    ll, best = tool.scores([math.log(3)], data)  # odds of 3 to 1 for the better outcome
    assert abs(ll - (math.log(0.75) + math.log(0.25)) / 2) < 1e-12 and best == 0.5


def test_a_turn_is_known_by_what_it_builds_not_how_it_pays():
    tool = _tool()
    sig = tool.signature
    dug = [(0, "convert", 1, "W", 1, "C"), (0, "dig", 1), (0, "transform", "F7", "green"),
           (0, "build", "F7"), (0, "done")]
    assert sig(dug) == sig([(0, "dig", 2), (0, "build", "F7")]) == {("build", "F7")}
    assert sig([(0, "action", "ACT5"), (0, "build", "F7")]) == {("action", "ACT5"), ("build", "F7")}
    assert sig([(0, "dig", 1), (0, "transform", "F7", "green"), (0, "done")]) == {("transform", "F7")}
    assert sig([(0, "upgrade", "E6", "TP"), (0, "done")]) != sig([(0, "upgrade", "E6", "TE")])
    assert sig([(0, "pass", "BON3")]) != sig([(0, "pass", "BON4")])


def test_without_the_corpus_the_tool_says_so(capsys, tmp_path):
    assert _tool().main(["--corpus", str(tmp_path / "absent")]) == 0
    assert "no real games to fit to" in capsys.readouterr().out


def test_the_turns_people_took_are_found_among_the_bots_turns():
    """In a real game of the corpus (when it is here), nearly every turn a person took is one of
    the whole turns the bots make in the same position: what the fit learns from."""
    tool = _tool()
    if not tool.CORPUS.is_dir():
        pytest.skip(f"the corpus of real games is not here ({tool.CORPUS})")
    start, actions = next(tool.real_games(tool.CORPUS, 4))
    seen = found = 0
    for s, seat, steps in tool.turns(start, actions):
        seen += 1
        want = tool.signature(steps)
        found += any(tool.signature(m) == want for m, _n in tool.ai.bot_moves(s, seat))
    assert seen > 100 and found / seen > 0.85
