"""Share links: Res Arcana's compact move forms round-trip exactly, refuse damage with a sentence,
keep old links open, and make a finished 4-player game's link short.

The index form (compact_index.py, ``#1.``) is what ``pack`` writes; the text form (before it)
is still read, and written for a move list the legal lists do not hold."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from tabula.core import codec
from tabula.core.errors import NotationError, RecordError, TabulaError
from tabula.core.record import Record, replay
from tabula.games.res_arcana import GAME, compact_index, data
from tabula.games.res_arcana import compact as ra_compact

PAGE = "http://127.0.0.1:8000/#g="  # a link is the page's address and the token (tools/bench_links.py)
LINK_AIM = 1_000  # the budget is 1,500 for a finished 4-player game; we keep a margin


def _game(seed: int, options: dict, prefer: float = 0.5) -> list[str]:
    """A finished game of seeded random play: simultaneous decisions taken in any order, main
    actions that build (place, claim, use) preferred with probability ``prefer``."""
    rng = random.Random(seed)
    s = GAME.setup(options, seed)
    moves = []
    while GAME.to_move(s):
        seat = rng.choice(GAME.to_move(s))
        legal = GAME.legal(s, seat)
        good = [a for a in legal if a[1] in ("place", "claim", "use")]
        a = rng.choice(good if good and rng.random() < prefer else legal)
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return moves


def _first_seat_game(seed: int, players: int) -> list[str]:
    """A finished game of uniformly random decisions of the first seat to move (as
    tools/bench_links.py plays them)."""
    rng = random.Random(seed)
    s = GAME.setup(GAME.default_options(players), seed)
    moves = []
    while movers := GAME.to_move(s):
        a = rng.choice(GAME.legal(s, movers[0]))
        moves.append(GAME.format(s, a))
        s, _ = GAME.apply(s, a)
    return moves


def _link(options: dict, seed: int, moves: list[str]) -> str:
    players = ["Ann", "Bob", "Cy", "Di"][:options["players"]]
    record = Record(game=GAME.id, options=options, seed=seed, players=players, moves=moves,
                    rules=GAME.rules_version)
    return PAGE + codec.encode(record, GAME)


def _pack_of(token: str) -> str:
    """The compact moves inside a share token, as the token carries them."""
    import base64
    import zlib

    body = token.rsplit(".", 1)[1]
    raw = zlib.decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)))
    return json.loads(raw)["pack"]


OLD_TOKEN = (  # made by the text form's code (before the index form), 3 players, seed 7
    "1.res_arcana.eNpFVE1r20AQ_S3R2Rfbh0JOdt1LqEMW21sLSinrmVlJZO0Vu2tECPnvfbMKKRhbljTvc6T3pnNXaR6bJPm"
    "vS-Rurlk0cSxDvOXm8b0Zg3uThMP1x6IZHb3i3s3ymdNm9cz356k8OXoieUqyWUowFC0n60jI9M6QO3KwvfvJL-sUeSzpWG4"
    "2CR-S4OfQO714fVlTCEPfHXnYrAIbP9qpkALhaJ4uiTKPxgP-fhyjLTcJRNRSH8iChqQOU9is9nzfk_uc0ynPgDJyAajIYSq"
    "qwY-432Q-y8WwWJZzZiFW9JQBcqog5pptyl0rHAIo5-ujWsQcOA317YWFj3C_CkovJ3KYNTzaayYQIADl-2JKQmqexUzD_C-"
    "znQagMkhOmQ3lVnKlOiMfOEYIFU6AYlJs-SJk5fLQloSwuBg_QYvGNQ04GTvrp7ZPgWAF2WhW0oXAioW_84cLlIVZdbWL4DJ"
    "TgOu9j3sulqIpkYDZen6ocaqGs59-IHS2KcLXeU6VkSrMmZI0xoBmbEm_ljt2qhxGEjIDbTzogegIHbAMyMaBMsWqAyJOlf0"
    "E9hLnAIxk2LE6V4ABLRpN2nWjgqL5lHXHyi0QNgIKWW-sHpHpZgk_m-XJxwofGFzqDYgqrKg74S04VK-miF5RF4hYhHdd1k1"
    "JEk4parX7GRuNUM0yYaF8VaLLOu1cr6DoZouLU-GuBnNR89qCrgoPO_IWN5KHGewVStOi55MeO67VYzh0eD6Qj8UJVYcKXtb"
    "5WgQPyn9nXKoz1sUnTwShe-CUqEX5EZx1Tqfy9VzFbce4RbyURURXBE8rayUBfK32BzlnVfwZCZJC2Y7wYvh6G_xutrcbTny"
    "PF3zv3po_iybdg-iLYtEAmZvHbx__AEtMnnM"
)


def _options(seed: int) -> dict:
    options = {"players": 2 + seed % 3}
    if seed % 4 == 1:
        options["setup"] = "beginner"
    if seed % 5 == 2:
        options["places"] = "first"
    return options


def test_codes_name_every_card_once():
    assert set(ra_compact.CODES) == set(data.CARDS)
    codes = list(ra_compact.CODES.values())
    assert len(set(codes)) == len(codes) and all(len(c) == 2 for c in codes)


@pytest.mark.parametrize("seed", [pytest.param(seed, marks=[pytest.mark.slow] if seed % 3 == 2 else [])
                                  for seed in range(20)])  # the 4-player games are the long ones
def test_round_trip(seed):
    options = _options(seed)
    moves = _game(seed, options)
    packed = GAME.pack_moves(options, seed, moves)
    assert packed.startswith(compact_index.MARK)
    assert GAME.unpack_moves(options, seed, packed) == moves
    assert len(packed) < 0.75 * len(moves)  # about 3 bits a decision (the text form: 2.2 characters)
    for k in (1, len(moves) // 3, len(moves) - 1):  # every prefix is a game too (undo, saves mid-game)
        part = GAME.pack_moves(options, seed, moves[:k])
        assert part.startswith(compact_index.MARK)
        assert GAME.unpack_moves(options, seed, part) == moves[:k]


def test_share_token_of_a_finished_four_player_game_is_short():
    options = {"players": 4}
    moves = _game(21, options, prefer=0.7)
    rec = Record(game="res_arcana", options=options, seed=21, players=["Ann", "Bob", "Cy", "Di"],
                 moves=moves, rules=GAME.rules_version)
    short, full = codec.encode(rec, GAME), codec.encode(rec)
    assert codec.decode(short, {"res_arcana": GAME}).moves == moves
    assert len(short) < 0.4 * len(full)
    assert len(PAGE + short) <= LINK_AIM


@pytest.mark.parametrize("seed", [pytest.param(seed, marks=[pytest.mark.slow] if seed > 2 else [])
                                  for seed in range(1, 11)])
def test_finished_four_player_links_are_within_the_aim(seed):
    options = GAME.default_options(4)
    moves = _first_seat_game(seed, 4)
    link = _link(options, seed, moves)
    assert codec.decode(link[len(PAGE):], {GAME.id: GAME}).moves == moves
    assert len(link) <= LINK_AIM


def test_links_of_the_text_form_still_open():
    options = {"players": 3}
    moves = _game(7, options, prefer=0.8)
    assert not _pack_of(OLD_TOKEN).startswith(compact_index.MARK)  # the old form indeed
    record = codec.decode(OLD_TOKEN, {GAME.id: GAME})
    assert record.moves == moves and record.players == ["Ann", "Bob", "Cy"]
    assert GAME.result(replay(GAME, record)) is not None  # the whole game, to its end
    new = _link(options, 7, moves)  # the same game's link today: the index form, shorter
    assert _pack_of(new[len(PAGE):]).startswith(compact_index.MARK)
    assert len(new) < 0.6 * len(PAGE + OLD_TOKEN)


def test_the_text_form_is_still_written_and_read():
    options = {"players": 3, "setup": "beginner"}
    moves = _game(8, options)
    text = ra_compact.pack_text(options, 8, moves)
    assert text and not text.startswith(compact_index.MARK)
    assert GAME.unpack_moves(options, 8, text) == moves


def test_a_move_its_list_does_not_hold_sends_the_whole_game_in_the_text_form(monkeypatch):
    options = {"players": 2}
    moves = _game(3, options)
    assert any(": discard " in m for m in moves)
    listed = compact_index.legal
    monkeypatch.setattr(compact_index, "legal",  # as if the lists left out discarding
                        lambda s, seat: [a for a in listed(s, seat) if a[1] != "discard"])
    assert compact_index.pack(options, 3, moves) is None
    packed = GAME.pack_moves(options, 3, moves)
    assert packed == ra_compact.pack_text(options, 3, moves)
    assert GAME.unpack_moves(options, 3, packed) == moves


def test_moves_that_do_not_replay_or_are_spelt_otherwise_are_not_packed():
    options = {"players": 2}
    moves = _game(3, options)
    assert GAME.pack_moves(options, 3, moves[:5] + ["p1: place unicorn"]) is None
    assert GAME.pack_moves(options, 3, ["p1: fly"]) is None
    assert GAME.pack_moves(options, 3, moves[:4] + [moves[6]]) is None
    assert GAME.pack_moves(options, 3, moves + ["p1: done"]) is None  # after the end
    assert GAME.pack_moves(options, 3, moves[:4] + [moves[4].upper()]) is None  # read, not its spelling
    assert GAME.unpack_moves(options, 3, GAME.pack_moves(options, 3, [])) == []
    assert GAME.unpack_moves(options, 3, "") == []  # the text form of no moves


def _damaged(packed: str) -> list[str]:
    """Index forms of ``packed`` with one part damaged."""
    count, number, check = packed[len(compact_index.MARK):].split(".")
    mark = compact_index.MARK
    return [
        f"{mark}{count}.{number}.{'AAAA' if check != 'AAAA' else 'BBBB'}",  # another check
        f"{mark}{int(count) + 1}.{number}.{check}",  # one move more than the game has
        f"{mark}{int(count) - 1}.{number}.{check}",  # one move fewer
        f"{mark}{count}.{number}AA.{check}",  # more digits
        f"{mark}{count}.{number[:-2]}.{check}",  # fewer digits
        f"{mark}{count}.{number[:-1]}.{check}",  # not whole bytes of base64
        f"{mark}99999.{number}.{check}",  # too many moves
        f"{mark}{count}.{number}.{check}.",
        f"{mark}{count}.{number}",
        packed[:-5],
        packed + "\n",
        "#2." + packed[len(mark):],
        mark,
    ]


GOOD = GAME.pack_moves({"players": 2}, 3, _game(3, {"players": 2})[:80])


@pytest.mark.parametrize("bad", ["Q", "Pzz", "@9e", "e" * 40, "O3atbd", "#", *_damaged(GOOD)])
def test_damaged_packs_are_refused_with_a_sentence(bad):
    with pytest.raises(TabulaError) as refused:
        GAME.unpack_moves({"players": 2}, 3, bad)
    assert isinstance(refused.value, (RecordError, NotationError))
    assert str(refused.value) and "Traceback" not in str(refused.value)


def test_a_link_read_by_other_rules_is_refused(monkeypatch):
    """The check of the move texts is what refuses a link whose numbers name other moves now (a
    later version listing the actions in another order)."""
    options = {"players": 2}
    moves = _game(4, options)[:120]
    packed = GAME.pack_moves(options, 4, moves)
    listed = compact_index.legal
    monkeypatch.setattr(compact_index, "legal", lambda s, seat: listed(s, seat)[::-1])
    with pytest.raises(TabulaError) as refused:
        GAME.unpack_moves(options, 4, packed)
    assert str(refused.value)


@pytest.mark.slow
def test_the_index_form_is_the_same_in_every_process():
    """The legal lists' order is the form's contract: a link made in one process (or in the page)
    is read in another, whatever that one's string hashing (PYTHONHASHSEED)."""
    options = {"players": 4}
    moves = _game(11, options)
    here = GAME.pack_moves(options, 11, moves)
    program = ("import json, sys\n"
               "from tabula.games.res_arcana import GAME\n"
               "moves = json.load(sys.stdin)\n"
               "print(GAME.pack_moves({'players': 4}, 11, moves))\n")
    py = str(Path(__file__).resolve().parents[2] / "py")
    for hash_seed in ("0", "1", "4321"):
        done = subprocess.run([sys.executable, "-c", program], input=json.dumps(moves), text=True,
                              capture_output=True, check=True, timeout=120,
                              env=os.environ | {"PYTHONHASHSEED": hash_seed, "PYTHONPATH": py})
        assert done.stdout.strip() == here
