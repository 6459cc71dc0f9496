"""Terra Mystica's share links: the index form (compact_index.py) gives back the exact moves of
random games at 2-5 players, escaped moves included, within the link budget; links of the older
text form still open; damaged forms are refused with a sentence. (The real games of the site's
logs: test_compact_corpus.py.)"""

from __future__ import annotations

import random

import pytest

from tabula.core import codec
from tabula.core.errors import NotationError, RecordError, TabulaError
from tabula.core.record import Record, replay
from tabula.games.terra_mystica import GAME
from tabula.games.terra_mystica.compact import pack_text, unpack_text
from tabula.games.terra_mystica.compact_index import MARK, VERBS, _Choices

PAGE = "http://127.0.0.1:8000/#g="
RANDOM_BUDGET = 1500  # a finished 4-player game's link (issue #18)
GAMES = {GAME.id: GAME}
OPTIONS = ["strict-leech", "errata-cultist-power", "variable-turn-order"]

# A link of the text form, the only form before the index form, made by that version for the
# game of MOVES (3 players, seed 11, OPTIONS): links shared then must still open.
OLD_TOKEN = (
    "1.terra_mystica.eNpNj81OwzAQhN9lrzQodmgE3VMaQZILRLSCQ4WQ45oQ4SaWf6BR1T47m1zg4NH683h29wStOChY"
    "gVfWivfD6HwnBSxgML4beger01-5A-dtJ32klZKfZJr-eBHJoH3nfGSGH2UJfwvbiUaryAfbR4PdE31bgNFiVJZykjNd"
    "hPyitk2RYFNybCoWk6R0lmg4GobmDkORbGsU66dHhr66KTCQjUioUlIdY8sn_jzzTTn77_FjiUwm-YW91HhMUGT5lmN"
    "LCWVaYHzkKFn9emE5mhTdA58NGwwlp0xzO7fjeJXhNfybeQdZ3xNYDyT5OO1jg1b0whbglNpTwc6_7cFoEA")
MOVES = [
    "auren: build G3", "swarmlings: build H2", "swarmlings: build I10", "auren: build I6",
    "chaosmagicians: build I5", "swarmlings: pass BON2", "chaosmagicians: pass BON1", "auren: pass BON9",
    "auren: upgrade G3 to TP", "auren: done", "chaosmagicians: action BON1",
    "chaosmagicians: transform I4 to green", "chaosmagicians: done", "swarmlings: upgrade I10 to TP",
    "swarmlings: done", "auren: upgrade I6 to TP", "chaosmagicians: leech from auren", "auren: done",
    "chaosmagicians: dig 2", "chaosmagicians: transform I4 to red", "chaosmagicians: done",
    "swarmlings: upgrade I10 to SH", "swarmlings: done", "auren: upgrade G3 to TE", "auren: +FAV5",
    "auren: done", "chaosmagicians: convert 3C to 1VP", "chaosmagicians: burn 3",
    "chaosmagicians: action ACT2", "chaosmagicians: done", "swarmlings: dig 1",
    "swarmlings: transform H6 to green", "swarmlings: done",
    "auren: burn 2", "auren: convert 1PW to 1C", "auren: pass BON6", "chaosmagicians: send p to FIRE for 2",
    "chaosmagicians: done", "swarmlings: action ACTS", "swarmlings: upgrade H2 to TP", "swarmlings: done",
    "chaosmagicians: pass BON8", "swarmlings: action BON2", "swarmlings: +AIR", "swarmlings: done",
]
OLD_PACK = ("bG3;bH2;bI10;bI6;bI5;p2;p1;p9;uG3TP;aBON1;tI4G;uI10TP;uI6TP;l0;g2;tI4R;uI10SH;uG3TE;f5;"
            "1c3C~1VP;x3;aACT2;g1;tH6G;0x2;c1PW~1C;p6;sF2;aACTS;uH2TP;p8;aBON2;+A;.")


def short_record(moves: list[str]) -> Record:
    return Record(game=GAME.id, options={"players": 3, "options": OPTIONS}, seed=11,
                  players=["Ann", "Bo", "Cy"], moves=moves)


def finished_game(seed: int, players: int, extra=()) -> Record:
    """Seeded random play that keeps acting (a main action unless there is none, or 2% of the
    time), so the game lasts as a real one does."""
    rng = random.Random(seed)
    options = {"players": players, "options": [*OPTIONS, *extra]}
    s = GAME.setup(options, seed)
    moves = []
    while GAME.to_move(s):
        legal = GAME.legal(s, GAME.to_move(s)[0])
        main = [a for a in legal if a[1] not in ("pass", "convert", "burn")]
        a = rng.choice(main if main and rng.random() < 0.98 else legal)
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return Record(game=GAME.id, options=options, seed=seed, moves=moves,
                  players=[f"Player {i + 1}" for i in range(players)])


def check_round_trip(record: Record) -> str:
    """Pack in the index form, unpack, and go through a whole link; returns the link."""
    packed = GAME.pack_moves(record.options, record.seed, record.moves)
    assert packed is not None and packed.startswith(MARK)
    assert GAME.unpack_moves(record.options, record.seed, packed) == record.moves
    link = PAGE + codec.encode(record, GAME)
    assert codec.decode(link.split("#g=")[1], GAMES).moves == record.moves
    return link


# --- the index form ------------------------------------------------------------------------------

QUICK = [(1, 4, ()), (3, 5, ()), (4, 2, ()), (6, 3, ("site-log",))]
SWEEP = [(seed, players, ()) for players in (2, 3, 4, 5) for seed in range(20, 24)] + \
        [(30, 4, ("site-log",)), (31, 2, ("site-log",))]


def _round_trip_within_budget(seed, players, extra):
    record = finished_game(seed, players, extra)
    link = check_round_trip(record)
    if players == 4:
        assert len(record.moves) > 200  # a whole game, not a short one
        assert len(link) <= RANDOM_BUDGET, (seed, len(link))


@pytest.mark.parametrize("seed,players,extra", QUICK)
def test_random_games_round_trip_within_the_budget(seed, players, extra):
    """(A "site-log" game, as imported from the site, may also give back resources and cult steps
    at any time: every list of that game holds them.)"""
    _round_trip_within_budget(seed, players, extra)


@pytest.mark.slow
@pytest.mark.parametrize("seed,players,extra", SWEEP)
def test_more_random_games_round_trip_within_the_budget(seed, players, extra):
    _round_trip_within_budget(seed, players, extra)


def test_the_index_form_is_much_shorter_than_the_text_form():
    record = finished_game(1, 4)
    index = GAME.pack_moves(record.options, record.seed, record.moves)
    text = pack_text(record.options, record.seed, record.moves)
    assert text is not None and len(index) * 2 < len(text), (len(index), len(text))


def test_a_game_going_on_packs_too():
    record = finished_game(2, 3)
    for k in (0, 1, len(record.moves) // 3):
        part = record.moves[:k]
        packed = GAME.pack_moves(record.options, record.seed, part)
        assert GAME.unpack_moves(record.options, record.seed, packed) == part


def with_escapes() -> list[str]:
    """MOVES with three that no legal list offers, as in imported site logs: a conversion of
    several units, a priest sent without a place, and a resignation out of turn."""
    moves = list(MOVES)
    moves[34] = "auren: convert 2PW to 2C"
    moves[36] = "chaosmagicians: send p to FIRE"
    moves.insert(40, "auren: resign")  # while the swarmlings are on turn
    return moves


def test_moves_no_list_offers_travel_escaped():
    record = short_record(with_escapes())
    replay(GAME, record)  # the rules take them
    packed = GAME.pack_moves(record.options, record.seed, record.moves)
    assert packed.startswith(MARK)
    assert packed.split(".", 4)[4] == "c2PW~2C;sF;0!"  # the third with its seat: not the one on turn
    check_round_trip(record)


# The index form of with_escapes()'s moves (short_record's game), as the first version wrote it:
# a faster packer must write the same, and links made then must open the same.
FIRST_INDEX = "@1.46.BRcjjHdxYV43oMWXiBCETNAk.CNLm.c2PW~2C;sF;0!"


def test_links_of_the_index_form_keep_their_meaning():
    record = short_record(with_escapes())
    assert GAME.unpack_moves(record.options, record.seed, FIRST_INDEX) == record.moves
    assert GAME.pack_moves(record.options, record.seed, record.moves) == FIRST_INDEX


def test_the_index_form_counts_the_games_legal_moves():
    """What the form numbers is the game's own ``legal``: its verbs with a legal move, and the
    chosen verb's legal moves sorted, whatever shortcuts the packer takes to find them."""
    record = finished_game(2, 3, ("site-log",))
    s = GAME.setup(record.options, record.seed)
    compared = 0
    for k, text in enumerate(record.moves):
        if k % 3 == 0:
            for seat in GAME.to_move(s):
                legal = GAME.legal(s, seat)
                choices = _Choices(s, seat)
                assert choices.verbs == [v for v in VERBS if any(a[1] == v for a in legal)]
                for verb in choices.verbs:
                    assert choices.moves(verb) == sorted((a for a in legal if a[1] == verb), key=repr)
                compared += 1
        s, _ = GAME.apply(s, GAME.parse(s, text))
    assert compared > 50


def test_moves_that_do_not_replay_are_kept_in_full():
    record = short_record(["auren: build A1"])
    assert GAME.pack_moves(record.options, record.seed, record.moves) is None
    assert codec.decode(codec.encode(record, GAME), GAMES).moves == record.moves


# --- the text form, read for older links -------------------------------------------------------


def test_links_of_the_text_form_still_open():
    record = codec.decode(OLD_TOKEN, GAMES)
    assert record.moves == MOVES and record.players == ["Ann", "Bo", "Cy"]
    replay(GAME, record)
    assert GAME.unpack_moves(record.options, record.seed, OLD_PACK) == MOVES
    assert unpack_text(record.options, record.seed, OLD_PACK) == MOVES


def test_the_text_form_is_still_written_where_the_index_form_cannot_be(monkeypatch):
    """The fall-back: a move list the index form refuses goes in the text form, which reads back."""
    from tabula.games.terra_mystica import compact_index

    monkeypatch.setattr(compact_index, "pack", lambda *args: None)
    record = short_record(MOVES)
    assert GAME.pack_moves(record.options, record.seed, record.moves) == OLD_PACK
    assert codec.decode(codec.encode(record, GAME), GAMES).moves == MOVES


# --- damage --------------------------------------------------------------------------------------


def _refused(text: str, match: str | None = None):
    record = short_record([])
    with pytest.raises(TabulaError, match=match) as e:
        GAME.unpack_moves(record.options, record.seed, text)
    assert str(e.value) and "Traceback" not in str(e.value)
    assert isinstance(e.value, (RecordError, NotationError))


def test_damaged_index_forms_are_refused_with_a_reason():
    record = short_record(with_escapes())
    good = GAME.pack_moves(record.options, record.seed, record.moves)
    head, count, number, check, escaped = good.split(".", 4)
    for bad, why in [
        (f"{head}.{count}.{number}.AAAA.{escaped}", "another version"),
        (f"{head}.{int(count) + 1}.{number}.{check}.{escaped}", None),
        (f"{head}.{int(count) - 1}.{number}.{check}.{escaped}", None),
        (f"{head}.{count}.{number}A.{check}.{escaped}", None),
        (f"{head}.{count}.{number[:-3]}.{check}.{escaped}", None),
        (f"{head}.{count}.{number}.{check}.c2PW~2C;sF", None),
        (f"{head}.{count}.{number}.{check}.{escaped};sF", "more in them"),
        (f"{head}.{count}.{number}.{check}.c2PW~2C;sQ;0!", "cannot read"),
        (f"{head}.{count}.{number}.{check}.c2PW~2C;sF;" + "0" * 60, "not readable"),
        (f"{head}.99999.{number}.{check}.{escaped}", "too many"),
        (f"{head}.{count}.{number}$.{check}.{escaped}", "not readable"),
        (f"{head}.{count}.{number}.{check}", "not readable"),
        ("@1.", "not readable"),
        ("@1." + "9" * 70_000, "not readable"),
    ]:
        _refused(bad, why)


def test_a_packed_token_needs_the_game_and_rejects_damage():
    token = codec.encode(short_record(MOVES), GAME)
    with pytest.raises(TabulaError, match="does not have"):
        codec.decode(token, {})
    mid = len(token) // 2
    for bad in (token[:-12], token[:mid] + ("A" if token[mid] != "A" else "B") + token[mid + 1:]):
        with pytest.raises(TabulaError):
            codec.decode(bad, GAMES)
