"""Bad input: each is refused with the engine's error and a message, and the input state is untouched."""

import pytest
from conftest import (
    GAME,
    SCORES,
    NotationError,
    OptionsError,
    RuleError,
    new_game,
    play,
    refused,
    setres,
    snapshot,
    solo,
)


def good_options(**over):
    spec = {"players": 2, "factions": ["witches", "nomads"], "map": "base", "score_tiles": list(SCORES),
            "bonus_removed": ["BON1", "BON2", "BON3", "BON4"], "options": ["strict-leech"]}
    spec.update(over)
    return spec


@pytest.mark.parametrize("over,word", [
    ({"factions": ["witches", "vampires"]}, "vampires"),
    ({"factions": ["witches", "auren"]}, "home terrain"),  # both green
    ({"factions": ["witches", "witches"]}, "witches"),
    ({"factions": ["witches"]}, "2 factions"),
    ({"players": 1, "factions": ["witches"]}, "2 to 5"),
    ({"players": 6}, "2 to 5"),
    ({"map": "atlantis"}, "atlantis"),
    ({"score_tiles": SCORES[:5]}, "6 different"),
    ({"score_tiles": ["SCORE2"] * 6}, "6 different"),
    ({"score_tiles": SCORES[:5] + ["SCORE99"]}, "6 different"),
    ({"bonus_removed": ["BON42"]}, "bonus"),
    ({"bonus_removed": ["BON10"]}, "bonus"),  # BON10 needs the shipping-bonus option
    ({"options": ["no-such-option"]}, "no-such-option"),
    ({"options": "strict-leech"}, "list"),
    ({"colour": "red"}, "unknown option 'colour'"),  # a key no setup reads, e.g. from a crafted link
])
def test_bad_setup_options(over, word):
    with pytest.raises(OptionsError) as exc:
        GAME.setup(good_options(**over), 1)
    assert word.lower() in str(exc.value).lower()


def test_setup_options_must_be_a_dict():
    with pytest.raises(OptionsError):
        GAME.setup(["witches", "nomads"], 1)


def test_fully_specified_setup_is_deterministic():
    a = GAME.setup(good_options(), 1)
    b = GAME.setup(good_options(), 99)
    assert snapshot(a) == snapshot(b)
    assert a.score_tiles == tuple(SCORES)
    assert sorted(a.bonus_pool) == ["BON5", "BON6", "BON7", "BON8", "BON9"]


def test_setup_phase_refusals():
    s = new_game(["witches", "nomads"])
    refused(s, "nomads: build A5", match="witches")  # witches place first
    refused(s, "witches: build A5", match="home terrain")  # desert
    refused(s, "witches: build R5", match="land hex")
    refused(s, "witches: upgrade A3 to TP", match="starting dwelling")
    s = play(s, "witches: build A3")
    s2 = play(s, "nomads: build A5")
    refused(s2, "witches: build A10", match="nomads")  # order: W N N W N (nomads' third last)
    refused(s2, "nomads: build A5", match="already")
    s3 = play(s2, "nomads: build B1")
    refused(s3, "witches: build A3", match="already")


def test_bonus_pick_refusals():
    s = new_game(["witches", "nomads"])
    s = play(s, "witches: build A3", "nomads: build A5", "nomads: build B1", "witches: build A10",
             "nomads: build B4")
    assert s.phase == "bonus"
    refused(s, "witches: pass BON5", match="nomads")  # reverse seat order
    refused(s, "nomads: pass", match="bonus card")
    refused(s, "nomads: pass BON99", match="not among")
    refused(s, "nomads: build D3", match="bonus")


@pytest.fixture
def game():
    s = solo("witches", ["F4", "A10"], opponent="nomads")
    setres(s, "witches", c=10, w=5, p=1, pw=(0, 5, 7))
    return s


@pytest.mark.parametrize("move,word", [
    ("witches: build Z9", "land hex"),  # no such hex
    ("witches: build R5", "land hex"),  # a river hex name is not a land hex
    ("witches: build F4", "already"),
    ("witches: build A9", "transform"),  # not home terrain, no spades
    ("witches: build I6", "reach"),
    ("witches: +FAV13", "favor"),
    ("witches: +TW1", "town"),
    ("witches: +FIRE", "cult"),
    ("witches: action ACT9", ""),
    ("witches: action ACTW", "stronghold"),
    ("witches: done", "action"),
    ("witches: -spade", "spade"),
    ("witches: convert 1P to 1VP", "converted"),
    ("witches: burn 3", "bowl II"),
    ("witches: send p to FIRE for 4", ""),
    ("witches: connect F4:E7", "mermaids"),
    ("nomads: build H2", "turn"),  # the nomads have passed
    ("witches: leech from nomads", "offer"),
])
def test_refused_moves_leave_state_untouched(game, move, word):
    before = snapshot(game)
    with pytest.raises((RuleError, NotationError)) as exc:
        play(game, move)
    assert str(exc.value)
    if word:
        assert word.lower() in str(exc.value).lower(), str(exc.value)
    assert snapshot(game) == before  # the refusal left the input state as it was


@pytest.mark.parametrize("text", [
    "witches: fly to the moon",
    "witches: build",
    "witches: transform F3 to purple",
    "witches: convert 3 bananas to 1W",
    "dragons: build E7",
    "witches: send p to SPIRIT",
    "",
])
def test_malformed_lines(game, text):
    before = snapshot(game)
    with pytest.raises(NotationError) as exc:
        GAME.parse(game, text)
    assert str(exc.value)
    assert snapshot(game) == before


def test_out_of_turn_move():
    s = new_game(["witches", "nomads"])
    s = play(s, "witches: build A3", "nomads: build A5", "nomads: build B1", "witches: build A10",
             "nomads: build B4", "nomads: pass BON1", "witches: pass BON2")
    assert s.turn.seat == 0
    refused(s, "nomads: upgrade A5 to TP", match="witches")


def test_faction_not_in_game():
    s = new_game(["witches", "nomads"])
    with pytest.raises(NotationError) as exc:
        GAME.parse(s, "giants: build A6")
    assert "giants" in str(exc.value)


def test_apply_non_action():
    s = new_game(["witches", "nomads"])
    with pytest.raises(RuleError):
        GAME.apply(s, "witches: build A3")
    with pytest.raises(RuleError):
        GAME.apply(s, (7, "build", "A3"))


def test_moves_after_game_over(game):
    s = game
    s.round = 6
    s = play(s, "witches: pass")
    assert s.phase == "over"
    refused(s, "witches: convert 1W to 1C", match="over")
    with pytest.raises(NotationError):
        GAME.parse(s, "done")


def test_apply_returns_new_state_and_keeps_input(game):
    before = snapshot(game)
    after, events = GAME.apply(game, GAME.parse(game, "witches: upgrade F4 to TP"))
    assert snapshot(game) == before
    assert after.building["F4"][1] == "TP" and game.building["F4"][1] == "D"
    assert events[0].text == "witches: upgrade F4 to TP"


def test_format_parse_roundtrip(game):
    for text in ["witches: upgrade F4 to TP", "witches: send p to WATER for 2", "witches: convert 3PW to 1W",
                 "witches: burn 2", "witches: action ACT5", "witches: dig 2", "witches: pass BON7",
                 "witches: transform E7 to gray", "witches: bridge F4:G3", "witches: +2FIRE",
                 "witches: -spade"]:
        a = GAME.parse(game, text)
        assert GAME.format(game, a) == text
        assert GAME.parse(game, GAME.format(game, a)) == a


def test_legal_moves_agree_with_apply(game):
    moves = GAME.legal(game, game.seat_of("witches"))
    assert moves
    for a in moves:
        GAME.apply(game, a)  # every listed move is accepted
    assert GAME.legal(game, game.seat_of("nomads")) == []
