"""The game protocol (core/protocol.py), checked the same way on every registered game
(``tabula.games.PACKAGES``), on seeded random games at the fewest and the most players:

- copy isolation: ``apply`` never changes the state it is given, nor do ``legal``, ``to_move``,
  ``score``, ``result``, ``format``, ``parse``, the labels or ``view``; and no later move
  reaches back into an earlier state (each state of a game still pickles as it did when made);
- determinism: the same seeded game played in processes with different ``PYTHONHASHSEED`` has
  the same moves, scores and final state (no set or hash order decides anything);
- legal equals apply: every listed decision applies; decisions taken from other positions that
  are not listed are refused with a RuleError, unless they are a listed decision spelled
  otherwise or one repeated (the same state follows: Terra Mystica takes "leech 3 from witches"
  for the one offer there is, "convert 6PW to 2W" and "dig 2" for two of the listed one-unit
  steps);
- notation round-trips: for every legal decision ``a`` along the games,
  ``parse(format(a)) == a`` and ``format(parse(format(a))) == format(a)``;
- view hides what it must (games with hidden information): a seat's view seen again by that
  seat is the same view, its rivals' private cards and every hidden order or face-down pile
  are masked ("?" or sorted), and the generator's state is gone.

Elsewhere: that ``determinize`` agrees with the view at every position
(test_hidden_conformance.py, slow tier), what a view link carries (test_viewlink.py), bent
action tuples (test_malformed_actions.py), declared capabilities and hooks
(test_protocol_declared.py), one readable game each (test_golden.py).
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import pickle
import random
import subprocess
import sys
from pathlib import Path

import pytest

import tier
from tabula.core.errors import RuleError, TabulaError
from tabula.games import PACKAGES, get
from test_hidden_conformance import HIDDEN, differences, plain

ROOT = Path(__file__).resolve().parents[1]
GAMES = list(PACKAGES)
MAX_STEPS = 1500
SEEDS = {11: "fewest", 12: "most"}  # seed -> player count


def players_for(game, seed: int) -> int:
    return game.min_players if SEEDS[seed] == "fewest" else game.max_players


def start(game, seed: int):
    players = players_for(game, seed)
    return game.setup(game.default_options(players) | {"players": players}, seed)


def readers(game, s) -> None:
    """The protocol calls that only read a state (``format`` and ``parse``: see random_game)."""
    for seat in game.to_move(s):
        game.legal(s, seat)
    game.score(s)
    game.result(s)
    game.round_label(s)
    for seat in range(game.num_players(s)):
        game.player_label(s, seat)
        game.view(s, seat)


@functools.cache
def random_game(game_id: str, seed: int) -> tuple:
    """One seeded random game: ((state, its pickle, mover, chosen decision), ...), the last
    state with no decision. Checks on the way that reading a state or applying a decision to it
    leaves it as it was."""
    game = get(game_id)
    rng = random.Random(seed)
    s = start(game, seed)
    out = []
    for _ in range(MAX_STEPS):
        before = pickle.dumps(s)
        readers(game, s)
        assert pickle.dumps(s) == before, f"{game_id}: reading the state changed it"
        movers = game.to_move(s)
        if not movers:
            out.append((s, before, None, None))
            break
        seat = movers[0]
        a = rng.choice(game.legal(s, seat))
        assert game.parse(s, game.format(s, a)) == a
        assert pickle.dumps(s) == before, f"{game_id}: format or parse changed the state"
        n, _events = game.apply(s, a)
        assert n is not s, f"{game_id}: apply returned the state it was given"
        assert pickle.dumps(s) == before, f"{game_id}: apply({game.format(s, a)}) changed its input"
        out.append((s, before, seat, a))
        s = n
    return tuple(out)


def positions(game_id: str, every: int = 1):
    for seed in SEEDS:
        yield from random_game(game_id, seed)[::every]


# -- copy isolation ------------------------------------------------------------------------------
@pytest.mark.parametrize("seed", list(SEEDS))
@pytest.mark.parametrize("game_id", GAMES)
def test_states_are_never_changed_once_made(game_id, seed):
    steps = random_game(game_id, seed)  # each step checks that reading and applying change nothing
    assert len(steps) > 50
    changed = [k for k, (s, made, _, _) in enumerate(steps) if pickle.dumps(s) != made]
    assert not changed, f"{game_id}: later moves changed the states after decisions {changed[:5]}"


# -- determinism ---------------------------------------------------------------------------------
PLAY = """
import hashlib, json, random, sys
from tabula.games import PACKAGES, get
from test_hidden_conformance import plain
out = {}
for gid in PACKAGES:
    game = get(gid)
    players = game.max_players
    s = game.setup(game.default_options(players) | {"players": players}, 5)
    rng = random.Random(5)
    moves = []
    for _ in range(3000):
        movers = game.to_move(s)
        if not movers:
            break
        seat = rng.choice(movers)
        a = rng.choice(game.legal(s, seat))
        moves.append(game.format(s, a))
        s, _ = game.apply(s, a)
    state = json.dumps(plain(s), sort_keys=True, default=repr)
    out[gid] = {"moves": moves, "score": {str(k): v for k, v in game.score(s).items()},
                "result": game.result(s), "state": hashlib.sha256(state.encode()).hexdigest()}
print(json.dumps(out, sort_keys=True))
"""


def test_the_same_seeded_games_in_processes_with_other_hash_seeds():
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT / "py"), str(ROOT / "tests")]))
    runs = [subprocess.Popen([sys.executable, "-c", PLAY], env=env | {"PYTHONHASHSEED": seed},
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for seed in tier.thin(("0", "1", "4242"), quick=2)]
    outs = []
    for p in runs:
        stdout, stderr = p.communicate(timeout=300)
        assert p.returncode == 0, stderr
        outs.append(json.loads(stdout))
    first = outs[0]
    assert set(first) == set(GAMES)
    for gid in GAMES:
        assert len(first[gid]["moves"]) > 50, gid
        for other in outs[1:]:
            for key in ("moves", "score", "result", "state"):
                assert other[gid][key] == first[gid][key], f"{gid}: the {key} depends on the hash seed"


# -- legal equals apply --------------------------------------------------------------------------
def _after(game, s, a) -> bytes | None:
    try:
        return pickle.dumps(game.apply(s, a)[0])
    except RuleError:
        return None


def _repeated(game, s, a, after: bytes) -> bool:
    """Is ``after`` (the state ``a`` leads to) where repeating one listed decision of the same
    kind (verb) leads, the seat deciding again each time?"""
    seat = a[0]
    for b in game.legal(s, seat):
        if b[1] != a[1]:
            continue
        t = s
        for _ in range(8):
            if b not in game.legal(t, seat):
                break
            t = game.apply(t, b)[0]
            if pickle.dumps(t) == after:
                return True
    return False


@pytest.mark.parametrize("game_id", GAMES)
def test_listed_decisions_apply_and_others_are_refused(game_id):
    game = get(game_id)
    seen = sorted({a for s, _, _, a in positions(game_id) if a is not None}, key=repr)
    pick = random.Random(7)
    refused = 0
    for s, made, _, _ in positions(game_id, every=9):
        listed = {seat: game.legal(s, seat) for seat in range(game.num_players(s))}
        assert not any(listed[seat] for seat in listed if seat not in game.to_move(s))
        results: dict[int, set] = {}
        for seat, actions in listed.items():
            # no listed decision is refused
            results[seat] = {pickle.dumps(game.apply(s, a)[0]) for a in actions}
        for a in pick.sample(seen, min(40, len(seen))):
            seat = a[0]  # (from a game with more players: a seat this game does not have)
            if a in listed.get(seat, ()):
                continue
            try:
                after = _after(game, s, a)
            except TabulaError as e:  # pragma: no cover - the failure report
                raise AssertionError(f"{game_id}: {a} raised {e!r}, not a RuleError") from e
            if after is None:
                refused += 1
            elif after not in results.get(seat, ()) and not _repeated(game, s, a, after):
                raise AssertionError(f"{game_id}: {a} is not listed for seat {seat} but applies "
                                     "(and is no listed move spelled otherwise)")
        assert pickle.dumps(s) == made
    assert refused > 20


# -- notation ------------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", GAMES)
def test_every_legal_decision_round_trips_through_its_text(game_id):
    game = get(game_id)
    checked = 0
    for s, _, _, _ in positions(game_id):
        for seat in game.to_move(s):
            for a in game.legal(s, seat):
                text = game.format(s, a)
                assert isinstance(text, str) and text.strip() == text and text, (game_id, a, text)
                back = game.parse(s, text)
                assert back == a, f"{game_id}: {text!r} parses to {back}, not {a}"
                assert game.format(s, back) == text
                checked += 1
    assert checked > 500


# -- hidden information --------------------------------------------------------------------------
def masked(values) -> bool:
    return all(v == HIDDEN for v in values)


def ra_hidden(s, v, seat) -> list[str]:
    """Res Arcana: rivals' hands, decks and mage choices (and a mage chosen while rivals still
    choose); one's own deck in order (sorted once known, face down before); the monuments deck;
    the box; the cards a rival looks at (``order`` frames)."""
    wrong = []
    for q, (p, pv) in enumerate(zip(s.players, v.players)):
        if q == seat:
            if pv.deck != (sorted(p.deck) if p.deck_known else [HIDDEN] * len(p.deck)):
                wrong.append("own deck order")
            continue
        for zone in ("hand", "deck", "mage_opts"):
            if len(getattr(pv, zone)) != len(getattr(p, zone)) or not masked(getattr(pv, zone)):
                wrong.append(f"seat {q}'s {zone}")
        if s.phase == "mage" and p.mage is not None and pv.mage != HIDDEN:
            wrong.append(f"seat {q}'s mage")
    for zone in ("mon_deck", "box"):
        if not masked(getattr(v, zone)):
            wrong.append(zone)
    from tabula.games.res_arcana.steps import Order

    for q in [v.stack, *v.collect_stacks]:
        wrong += [f"seat {f.seat}'s look" for f in q
                  if type(f) is Order and f.seat != seat and not masked(f.cards)]
    return wrong


def fv_hidden(s, v, seat) -> list[str]:
    """Fate of Venterra: rivals' Leader and Power of the Gods cards and their secret choices;
    both draw piles; the rewards of face-down explore tokens; the tokens in the box."""
    wrong = []
    for q, (p, pv) in enumerate(zip(s.players, v.players)):
        if q == seat:
            continue
        for zone in ("hand", "potg"):
            if len(getattr(pv, zone)) != len(getattr(p, zone)) or not masked(getattr(pv, zone)):
                wrong.append(f"seat {q}'s {zone}")
        if p.secret is not None and pv.secret != HIDDEN:
            wrong.append(f"seat {q}'s secret choice")
    for zone in ("potg_deck", "quest_deck", "token_box"):
        if not masked(getattr(v, zone)):
            wrong.append(zone)
    if any(tk[1] != HIDDEN for tk in v.tok.values()):
        wrong.append("explore token rewards")
    return wrong


def bf_hidden(s, v, seat) -> list[str]:
    """Bonfire: the order of the path and gnome piles, the tasks left in the box, every bowl of
    a stack but its top."""
    wrong = []
    for zone in ("path_pile", "gnome_pile"):
        if getattr(v, zone) != sorted(getattr(s, zone)):
            wrong.append(f"{zone} order")
    if not masked(v.box):
        wrong.append("box")
    for q, pv in enumerate(v.players):
        if any(not masked(st[:-1]) for st in pv.bowls):
            wrong.append(f"seat {q}'s bowls")
    return wrong


HIDDEN_PARTS = {"res_arcana": ra_hidden, "fate_of_venterra": fv_hidden, "bonfire": bf_hidden}
HIDDEN_GAMES = [g for g in GAMES if get(g).capabilities.hidden_information]


def test_every_game_with_hidden_information_says_what_it_hides():
    assert set(HIDDEN_GAMES) == set(HIDDEN_PARTS)


@pytest.mark.parametrize("game_id", HIDDEN_GAMES)
@tier.sweep
def test_a_view_hides_what_it_must(game_id):
    game = get(game_id)
    for s, _, _, _ in positions(game_id, every=tier.every(quick=9, full=3)):
        for seat in range(game.num_players(s)):
            v = game.view(s, seat)
            again = plain(game.view(v, seat))
            assert again == plain(v), f"{game_id}: view(view) differs: {differences(again, plain(v))[:4]}"
            wrong = HIDDEN_PARTS[game_id](s, v, seat)
            assert not wrong, f"{game_id}: seat {seat} sees {wrong}"
            assert getattr(v, "rng", 0) == 0, f"{game_id}: the view keeps the generator"


def test_games_without_hidden_information_show_everything():
    for gid in GAMES:
        if gid in HIDDEN_GAMES:
            continue
        game = get(gid)
        for s, _, _, _ in positions(gid, every=25):
            for seat in range(game.num_players(s)):
                assert pickle.dumps(game.view(s, seat)) == pickle.dumps(s)


def test_digest_of_a_state_is_canonical():
    """The determinism check compares states by a digest of ``plain`` (sets sorted): two states
    equal as pictures give the same digest whatever order their sets were built in."""
    a = {"x": {3, 1, 2}, "y": [frozenset({"b", "a"})]}
    b = {"y": [frozenset({"a", "b"})], "x": {2, 3, 1}}

    def digest(x):
        return hashlib.sha256(json.dumps(plain(x), sort_keys=True, default=repr).encode()).hexdigest()

    assert digest(a) == digest(b)
