"""The turn summary: what the other seats did since a person's last decision, in order, as that
person may read it (Session.since_last)."""

from __future__ import annotations

import random

import pytest

from tabula.core.record import Record
from tabula.games import PACKAGES, get
from tabula.web.session import Session


def session(game_id: str, players: int, seed: int = 2, moves: int = 80) -> Session:
    game = get(game_id)
    record = Record(game=game.id, options=game.default_options(players), seed=seed,
                    players=[f"P{i}" for i in range(players)], rules=game.rules_version,
                    seats=[""] + ["random"] * (players - 1))
    s = Session(game, record, "t")
    rng = random.Random(seed)
    while not s.over() and (len(s.moves) < moves or s.deciding() != 0 or s.actors[-1] == 0):
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    return s


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_the_others_moves_since_my_last_one_in_runs(game_id):
    game = get(game_id)
    s = session(game_id, game.max_players)
    me = 0
    runs = s.since_last(me, limit=1000)
    last_mine = max((k for k, a in enumerate(s.actors) if a == me), default=-1)
    theirs = [k for k in range(last_mine + 1, len(s.moves)) if s.actors[k] not in (None, me)]
    assert theirs and runs  # a position where the others have moved since my last decision
    assert sum(1 for _, texts in runs for _ in texts) >= len(theirs)  # every move (and its notes)
    assert all(seat != me for seat, _ in runs)
    assert all(a != b for (a, _), (b, _) in zip(runs, runs[1:]))  # one run per turn, in order
    shown = s.log_texts(me) if s.hidden() else s.moves
    for (seat, texts), k in zip(runs, [k for i, k in enumerate(theirs)
                                       if i == 0 or s.actors[theirs[i - 1]] != s.actors[k]]):
        # in words (the game's describe), or as my log reads it where the move is secret to me
        words = (game.describe(s.states[k], game.parse(s.states[k], s.moves[k]))
                 if shown[k] == s.moves[k] else shown[k].split(": ", 1)[-1])
        assert seat == s.actors[k] and texts[0] == words
        assert texts[0] != s.moves[k], "a move in words, not in notation"
    assert s.since_last(None) == []


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_the_marks_are_the_others_known_actions_since_my_last_move(game_id):
    game = get(game_id)
    s = session(game_id, game.max_players)
    marks = s.marks(0)
    last_mine = max((k for k, a in enumerate(s.actors) if a == 0), default=-1)
    hidden = s.secret_moves(0) if s.hidden() else [False] * len(s.moves)
    known = [game.parse(s.states[k], s.moves[k]) for k in range(last_mine + 1, len(s.moves))
             if s.actors[k] not in (None, 0) and not hidden[k]]
    assert marks == known and marks
    assert all(a[0] != 0 for a in marks)
    assert s.marks(None) == []
