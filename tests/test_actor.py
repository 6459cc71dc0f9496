"""``core.actor``: the one rule every game's notation uses for ``<who>: <move>``."""

import random

import pytest

from tabula.core.actor import only_mover, split_actor
from tabula.core.errors import NotationError
from tabula.games import get

SEATS = {"p1": 0, "p2": 1, "witches": 1}


def test_a_named_seat_and_the_rest_with_single_spaces():
    assert split_actor("  Witches :  build   E7 ", SEATS.get, "faction") == (1, "build E7")
    assert split_actor("p1:pass", SEATS.get) == (0, "pass")


def test_no_name_leaves_the_seat_to_the_game_and_colons_inside_a_move_alone():
    assert split_actor("bridge E7:F6", SEATS.get) == (None, "bridge E7:F6")
    assert split_actor("pass\n", SEATS.get) == (None, "pass")


def test_an_unknown_name_is_said_with_the_games_noun():
    with pytest.raises(NotationError, match="'giants' is not a faction"):
        split_actor("giants: pass", SEATS.get, "faction")
    with pytest.raises(NotationError, match="a move is a text"):
        split_actor(None, SEATS.get)


@pytest.mark.parametrize("gid", ["terra_mystica", "res_arcana", "bonfire", "fate_of_venterra"])
def test_every_game_reads_its_own_formatted_moves_with_or_without_the_name(gid):
    game = get(gid)
    s = game.setup(game.default_options(2) | {"players": 2}, 3)
    for _ in range(12):
        movers = game.to_move(s)
        if not movers:
            break
        seat = movers[0]
        action = game.legal(s, seat)[0]
        text = game.format(s, action)
        assert game.parse(s, text) == action
        assert game.parse(s, "  " + text.upper().replace(":", " : ") + " ") == action
        if len(movers) == 1:  # the only seat to decide: the name may be left out
            assert game.parse(s, text.split(": ", 1)[1]) == action
        s, _ = game.apply(s, action)
    with pytest.raises(NotationError, match="nobody"):  # the name is what is refused
        game.parse(s, "nobody: pass")


@pytest.mark.parametrize("gid", ["terra_mystica", "res_arcana", "bonfire", "fate_of_venterra"])
def test_a_move_without_a_name_after_the_end_says_the_game_is_over(gid):
    """Every game says so in the same words (Res Arcana asked for a player's name, Venterra
    said several players decide)."""
    game = get(gid)
    s, rng = game.setup(game.default_options(2) | {"players": 2}, 3), random.Random(3)
    while game.to_move(s):
        s = game.apply(s, rng.choice(game.legal(s, game.to_move(s)[0])))[0]
    with pytest.raises(NotationError, match="^the game is over$"):
        game.parse(s, "pass")


def test_a_move_without_a_name_is_by_the_only_seat_to_decide():
    assert only_mover([2]) == 2
    with pytest.raises(NotationError, match="several players decide now: name the player, e.g. 'p1: <move>'"):
        only_mover([0, 1])
