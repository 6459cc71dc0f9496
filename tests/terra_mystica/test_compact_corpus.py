"""The real games of the online site's logs (../shared/reference/terra_mystica/logs), imported as
the app imports them, in share links: each gives back its exact moves, and a 4-player game's link
is at most 1,200 characters (issue #18). Skipped, saying why, where the logs are not."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabula.core import codec
from tabula.core.record import Record
from tabula.games.terra_mystica import GAME
from tabula.games.terra_mystica.compact_index import MARK

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "reference" / "terra_mystica" / "logs"
NAMES = sorted(p.stem for p in CORPUS.glob("*.log")) if CORPUS.is_dir() else []
MISSING = f"the shared corpus of real games is not here ({CORPUS})"
PAGE = "http://127.0.0.1:8000/#g="
REAL_BUDGET = 1200


def corpus() -> list:
    """The games, or one skipped placeholder that says why there are none."""
    return NAMES or [pytest.param("absent", marks=pytest.mark.skip(reason=MISSING))]


@pytest.mark.slow
@pytest.mark.parametrize("name", corpus())
def test_a_real_game_round_trips_in_a_short_link(name):
    options, seed, moves = GAME.import_log((CORPUS / f"{name}.log").read_text())
    players = options["players"]
    record = Record(game=GAME.id, options=options, seed=seed, moves=moves, rules=GAME.rules_version,
                    players=[f"Player {i + 1}" for i in range(players)])
    packed = GAME.pack_moves(options, seed, moves)
    assert packed is not None and packed.startswith(MARK)  # the index form, escapes and all
    assert GAME.unpack_moves(options, seed, packed) == moves
    link = PAGE + codec.encode(record, GAME)
    assert codec.decode(link.split("#g=")[1], {GAME.id: GAME}).moves == moves
    if players == 4:
        assert len(link) <= REAL_BUDGET, (name, len(link))
