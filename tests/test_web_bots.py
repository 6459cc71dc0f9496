"""The pure-Python parts of computer seats in the web layer: the sliced search gives the same
answers as the one-shot one, the session's undo over computer moves, plans applied step by step,
and which moves a person may read in the log of a game with hidden information."""

from __future__ import annotations

import pytest

from tabula.bots import mcts
from tabula.bots.levels import plan, plan_steps
from tabula.core.errors import RecordError
from tabula.core.record import Record, new_record
from tabula.games.fate_of_venterra import GAME as VENTERRA
from tabula.games.res_arcana import GAME as RA
from tabula.games.terra_mystica import GAME as TM
from tabula.web.session import Session


def _run(gen):
    slices = 0
    while True:
        try:
            next(gen)
            slices += 1
        except StopIteration as stop:
            return stop.value, slices


def _session(game, seats, players=2, seed=3, options=None):
    rec = new_record(game, options or game.default_options(players), seed, [f"P{i}" for i in range(players)])
    rec.seats = list(seats)
    return Session(game, rec, "t")


def _advance(s: Session, n: int):
    """Play n moves, each the first legal one."""
    for _ in range(n):
        seat = s.deciding()
        s.decide(s.legal_texts(seat)[0], seat=seat)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_sliced_plan_is_the_plan(level):
    s = _session(TM, ["", level])
    _advance(s, 6)
    seat = s.deciding()
    whole = plan(TM, s.state, seat, level, seed="x")
    sliced, slices = _run(plan_steps(TM, s.state, seat, level, seed="x", slice_time=0.0))
    assert sliced == whole
    assert slices >= 1  # it handed control back at least once


def test_mcts_steps_yield_and_agree_with_run():
    s = _session(RA, ["", "hard"], options={**RA.default_options(2), "setup": "beginner"})
    while len(RA.legal(s.state, s.deciding())) < 2:
        _advance(s, 1)
    seat = s.deciding()
    a = mcts.Search(RA, seat, seed=5, iterations=40).run(s.state)
    b, slices = _run(mcts.Search(RA, seat, seed=5, iterations=40).steps(s.state, 0.0))
    assert a == b
    assert slices >= 39  # a zero slice yields between every two iterations


def test_seats_and_computer_to_move():
    s = _session(TM, ["", "easy"])
    assert s.humans() == [0]
    assert s.level(1) == "easy" and not s.is_computer(0)
    assert not s.hot_seat()
    while s.computer_to_move() is None:
        _advance(s, 1)
    assert s.computer_to_move() == 1
    assert s.bot_seed() == f"{s.record.seed}/{len(s.moves)}"
    # the record keeps the seats through a save
    back = Record.from_json(s.record.to_json())
    assert back.seats == ["", "easy"]


def test_apply_plan_checks_each_step():
    s = _session(TM, ["", "easy"])
    while s.computer_to_move() is None:
        _advance(s, 1)
    seat = s.computer_to_move()
    macro = plan(TM, s.state, seat, "easy", seed=s.bot_seed())
    n = len(s.moves)
    played = s.apply_plan(seat, macro)
    assert 1 <= len(played) <= len(macro)
    assert s.moves[n:] == played
    with pytest.raises(RecordError):
        s.apply_plan(seat, [("not", "a move")])


def test_undo_takes_back_the_person_and_the_computers_after():
    s = _session(TM, ["", "easy"])
    # the human's decision, then the computer's whole turn
    while True:
        seat = s.deciding()
        if seat == 0 and TM.to_move(s.state) == [0] and len(s.moves) > 4:
            break
        _advance(s, 1)
    before = list(s.moves)
    _advance(s, 1)  # the person
    mine = s.moves[-1]
    while s.computer_to_move() is not None:
        seat = s.computer_to_move()
        s.apply_plan(seat, plan(TM, s.state, seat, "easy", seed=s.bot_seed()))
    assert len(s.moves) > len(before) + 1 or s.deciding() == 0
    if not s.can_undo():
        pytest.skip("the computer's turn revealed something")
    assert s.undo() == mine
    assert s.moves == before
    assert s.deciding() == 0
    assert len(s.states) == len(s.moves) + 1 == len(s.actors) + 1 == len(s.barriers) + 1


def test_undo_never_takes_back_another_persons_move():
    s = _session(TM, ["", ""])
    _advance(s, 1)
    # people only: the deciding player's own steps of this turn
    if s.deciding() != s.actors[-1]:
        assert not s.can_undo()
    with pytest.raises(RecordError):
        while True:
            s.undo()


def test_undo_stops_at_a_barrier():
    s = _session(RA, ["", "easy"], options={**RA.default_options(2), "setup": "beginner"})
    s.barriers[:] = [True] * len(s.barriers)
    _advance(s, 1)
    s.barriers[-1] = True
    assert not s.can_undo()


def test_secret_choices_are_masked_until_revealed():
    s = _session(VENTERRA, ["", ""], options={**VENTERRA.default_options(2), "map": "prebuilt"})
    # play until two seats choose at once
    for _ in range(400):
        if len(VENTERRA.to_move(s.state)) > 1:
            break
        _advance(s, 1)
    else:
        pytest.skip("no simultaneous choice reached")
    first = s.deciding()
    _advance(s, 1)
    k = len(s.moves) - 1
    other = next(i for i in range(2) if i != first)
    assert s.log_texts(first)[k] == s.moves[k]
    if not s.barriers[k]:
        assert "(secret choice)" in s.log_texts(other)[k]
        assert "(secret choice)" in s.log_texts(None)[k]
    # once everyone has chosen, the reveal (a barrier) shows them all
    while len(s.moves) < k + 10 and not any(s.barriers[k:]):
        _advance(s, 1)
    if any(s.barriers[k:]):
        assert s.log_texts(other)[k] == s.moves[k]


def test_open_games_show_every_move():
    s = _session(TM, ["", "easy"])
    _advance(s, 3)
    assert s.log_texts(None) == s.moves


def test_a_move_the_game_keeps_private_stays_hidden_after_reveals():
    """Res Arcana's 'order' names cards only its player looked at: rivals never read it."""
    from tabula.core.record import Record
    from tabula.web.session import Session

    class Private(type(RA)):
        """Res Arcana with every move of seat 0 declared private, to test the session rule."""

        def secret_move(self, state, action):
            return action[0] == 0

    game = Private()
    s = _session(RA, ["", ""], options={**RA.default_options(2), "setup": "beginner"})
    _advance(s, 30)
    record = Record(game=RA.id, options=s.record.options, seed=s.record.seed, players=s.record.players,
                    moves=list(s.moves), rules=RA.rules_version)
    t = Session(game, record, "x")
    mine = [k for k, a in enumerate(t.actors) if a == 0]
    assert mine
    assert all(t.log_texts(0)[k] == t.moves[k] for k in mine)
    assert all("secret" in t.log_texts(1)[k] for k in mine)
    assert RA.secret_move(None, (0, "order", ("a", "b"))) and not RA.secret_move(None, (0, "pass", "x"))


def test_a_turn_thinks_within_the_page_cap_in_all():
    """levels.turn_cap: a turn's first decision gets the level's whole cap, a later one what the
    turn has left, and never less than TURN_MIN (a decision is always thought about a little)."""
    from tabula.bots.levels import PAGE_CAP, TURN_MIN, turn_cap

    for level, cap in PAGE_CAP.items():
        assert turn_cap(level, 0.0) == cap
        assert turn_cap(level, cap / 4) == pytest.approx(cap * 3 / 4)
        assert turn_cap(level, cap + 5) == TURN_MIN
        # a cap of the caller's own (tools/ladder.py's LEVEL~SECONDS) is shared the same way
        assert turn_cap(level, 0.5, cap=3.0) == pytest.approx(2.5)
        assert turn_cap(level, 4.0, cap=3.0) == TURN_MIN
    # Issue 19: a turn of at most 1.5 s median and 3 s at most, even where the cap decides each turn
    assert max(PAGE_CAP.values()) + TURN_MIN <= 1.5
