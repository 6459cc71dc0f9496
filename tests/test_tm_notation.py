"""Our notation: every legal action has one canonical text that parses back to it;
bad text is refused with a clear error and the state is untouched."""

from __future__ import annotations

import random

import pytest

from tabula.core.errors import NotationError, RuleError, TabulaError
from tabula.games.terra_mystica import GAME


def _walk(seed: int, steps: int, extra=()):
    rng = random.Random(seed)
    s = GAME.setup({"players": 3, "options": ["strict-leech", "mini-expansion-1", *extra]}, seed)
    for _ in range(steps):
        movers = GAME.to_move(s)
        if not movers:
            break
        legal = GAME.legal(s, movers[0])
        main = [a for a in legal if a[1] not in ("pass", "convert", "burn")]
        yield s, movers[0], legal
        s, _ = GAME.apply(s, rng.choice(main if main and rng.random() < 0.9 else legal))


@pytest.mark.parametrize("seed,extra", [(0, ()), (1, ()), (2, ()), (3, ()), (4, ("site-log",))])
def test_every_legal_action_round_trips(seed, extra):
    seen = 0
    for s, _seat, legal in _walk(seed, 250, extra):
        texts = [GAME.format(s, a) for a in legal]
        assert len(set(texts)) == len(texts), "two legal actions share a text"
        for a, text in zip(legal, texts):
            assert GAME.parse(s, text) == a, text
            seen += 1
    assert seen > 1000


def test_parse_is_lenient_about_case_and_spacing():
    s = GAME.setup({"players": 2, "factions": ["witches", "nomads"]}, 1)
    assert GAME.parse(s, "Witches:  Build  e7") == (0, "build", "E7")
    assert GAME.parse(s, "nomads: Send Priest to Water") == (1, "send", "WATER", None)
    assert GAME.parse(s, "witches: bridge E9 : D6") == (0, "bridge", "E9", "D6")
    assert GAME.parse(s, "witches: Leech 2 from nomads") == (0, "leech", 1, 2)  # the offer of 2
    assert GAME.parse(s, "witches: Leech from nomads") == (0, "leech", 1)
    assert GAME.parse(s, "witches: Decline 3 From Nomads") == (0, "decline", 1, 3)
    assert GAME.parse(s, "witches: decline") == (0, "decline", None)
    assert GAME.parse(s, "witches: convert 5pw to 1p") == (0, "convert", 5, "PW", 1, "P")


@pytest.mark.parametrize("text", [
    "", "witches:", "witches: fly to E7", "dragons: build E7", "witches: build E",
    "witches: upgrade E7 to XX",
    "witches: transform E7 to purple", "witches: convert 3XY to 1W", "witches: send p to MOON",
])
def test_bad_text_is_a_notation_error(text):
    s = GAME.setup({"players": 2, "factions": ["witches", "nomads"]}, 1)
    with pytest.raises(NotationError) as e:
        GAME.parse(s, text)
    assert str(e.value)


@pytest.mark.parametrize("text,rule", [
    ("nomads: build E7", "starting dwelling"),  # witches place first
    ("witches: build Z99", "not a land hex"),
    ("witches: build A1", "home terrain"),
    ("witches: pass BON1", "starting dwelling"),
])
def test_illegal_moves_name_the_rule_and_leave_state_alone(text, rule):
    s = GAME.setup({"players": 2, "factions": ["witches", "nomads"]}, 1)
    def snap(s):
        return dict(s.building), [(p.vp, p.c, p.w, tuple(p.pw)) for p in s.players], list(s.setup_queue)

    before = snap(s)
    with pytest.raises(TabulaError) as e:
        GAME.apply(s, GAME.parse(s, text))
    assert rule in str(e.value)
    assert before == snap(s)


def test_out_of_turn_move_is_refused():
    s = GAME.setup({"players": 2, "factions": ["witches", "nomads"], "score_tiles":
                    ["SCORE1", "SCORE2", "SCORE3", "SCORE4", "SCORE5", "SCORE6"], "bonus_removed": []}, 1)
    for m in ["witches: build F2", "nomads: build E8", "nomads: build A5", "witches: build A10",
              "nomads: build B1", "nomads: pass BON1", "witches: pass BON2"]:
        s, _ = GAME.apply(s, GAME.parse(s, m))
    assert GAME.to_move(s) == [0]
    with pytest.raises(RuleError, match="witches's turn"):
        GAME.apply(s, GAME.parse(s, "nomads: advance ship"))
