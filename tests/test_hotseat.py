"""Hot seat with hidden information (web/session.py): the device is passed, behind a pass screen,
only when the next screen would show a person's hidden information that the person at the device
does not know; any other decision is taken on a shared screen showing what both may know."""

from __future__ import annotations

import random

import pytest

from tabula import games
from tabula.core.record import Record
from tabula.core.snapshot import equal
from tabula.web.session import Session


def people(game_id: str, n: int, seed: int) -> Session:
    game = games.get(game_id)
    names = ["Ann", "Bob", "Cy", "Di"][:n]
    return Session(game, Record(game=game.id, options=game.default_options(n), seed=seed,
                                players=names, rules=game.rules_version), "hotseat")


def play(s: Session, rng: random.Random, limit: int = 400):
    """Random moves as the table would take them: yields before each decision."""
    for _ in range(limit):
        if s.over():
            return
        seat = s.must_pass()
        if seat is not None:
            yield "pass", seat
            assert s.hand_to(seat)
        seat = s.deciding()
        yield ("shared" if s.shared() else "own"), seat
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)


@pytest.mark.parametrize("n", [2, 4])
def test_bonfire_never_passes_the_device(n):
    """Nothing in Bonfire is secret to one player only (bonfire/hidden.py): no pass screens."""
    s = people("bonfire", n, seed=n)
    kinds = [kind for kind, _seat in play(s, random.Random(n))]
    assert "pass" not in kinds
    assert kinds.count("own") + kinds.count("shared") == len(s.moves)


@pytest.mark.parametrize("game_id", ["res_arcana", "fate_of_venterra"])
def test_a_shared_screen_shows_nothing_secret(game_id):
    game = games.get(game_id)
    s = people(game_id, 2, seed=7)
    switches = passes = shared = 0
    last = None
    for kind, seat in play(s, random.Random(7), limit=250):
        if kind == "pass":
            passes += 1
            continue
        if seat != last:
            switches += 1
        last = seat
        if kind != "shared":
            continue
        shared += 1
        holder = s.holder
        assert holder != seat  # (None before anyone has had the device)
        shown = s.screen_state()
        # what is shown is what the holder knows, seen from the deciding seat (so none of the
        # deciding person's secrets the holder does not know, none of the holder's either)...
        assert equal(shown, game.view(game.view(s.state, holder), seat))
        # ... and the decision needs nothing more: the same moves are offered from it
        assert ([game.format(shown, a) for a in game.legal(shown, seat)]
                == [game.format(s.state, a) for a in game.legal(s.state, seat)])
        assert s.viewer() == seat and s.log_viewer() is None
        # a choice made while others choose too is secret: never on a shared screen
        assert len(game.to_move(s.state)) == 1
        assert [m.text for m in s.offered()] == s.legal_texts(seat)
    assert passes >= 1, "the first secret decision is passed"
    assert passes < switches, f"{passes} pass screens for {switches} changes of person"
    assert shared >= 1


def test_asking_for_ones_secrets_passes_the_device():
    s = people("fate_of_venterra", 2, seed=3)
    rng = random.Random(3)
    for kind, _seat in play(s, rng, limit=300):
        if kind == "shared":
            break
    else:
        pytest.fail("no shared screen in 300 decisions")
    seat = s.deciding()
    assert s.ask_secrets(seat)
    assert s.must_pass() == seat and not s.shared()
    assert s.hand_to(seat)
    assert s.holder == seat and s.must_pass() is None and s.viewer() == seat
    assert s.screen_state() is s.state


def test_whoever_decides_holds_the_device():
    s = people("res_arcana", 2, seed=1)
    seat = s.must_pass()
    assert seat is not None, "the mage choice is secret"
    s.hand_to(seat)
    s.decide(s.legal_texts(seat)[0], seat=seat)
    assert s.holder == seat


@pytest.mark.parametrize("game_id", ["res_arcana", "fate_of_venterra", "bonfire"])
def test_shared_screens_draw(game_id):
    """A shared screen's board is drawn from a state where the deciding person's own hidden
    cards are face down too: every renderer draws that, in both layouts."""
    s = people(game_id, 2, seed=9)
    drawn = 0
    for kind, _seat in play(s, random.Random(9), limit=200):
        if kind != "shared" or drawn >= 25:
            continue
        viewer = s.viewer()
        for layout in ("wide", "narrow"):
            svg = s.game.render(s.screen_state(), viewer, s.offered(), layout=layout,
                                names=["Ann", "Bob"], marks=s.marks(viewer))
            assert svg.startswith("<svg") and "data-action" in svg
        drawn += 1
    assert drawn


def test_after_an_undo_the_pass_rule_is_worked_out_again():
    """The answer is kept per position (moves, seat, holder); after an undo another move may come
    at the same count, which is another position: nothing kept survives an undo."""
    s = people("fate_of_venterra", 2, seed=5)
    rng = random.Random(5)
    for _ in range(300):
        seat = s.deciding()
        s.must_pass()  # worked out (and kept) for this position
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
        if s.can_undo():
            break
    s.must_pass()
    assert s._needs
    s.undo()
    assert not s._needs
