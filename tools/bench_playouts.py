"""Random playouts per second, ours against python-chess's, measured side by side in one run.

A decision is one move. python-chess: from the start position, a uniformly random legal move
(``random.choice(list(board.legal_moves))``, ``board.push``) until ``board.is_game_over()``. Our
games: from ``game.setup(game.default_options(players), seed)``, a seat of ``to_move``, a
uniformly random decision of ``legal(state, seat)``, ``apply``, until ``to_move`` is empty; at 2
and at 4 players (a game's most if it has fewer).

The sides take turns in rounds (chess, tm2, tm4, ra2, ..., chess, tm2, ...), each playing for
about ``--seconds`` per round and carrying its current game over to its next round, so that a
slow moment of the machine falls on every side alike. Prints each side's median decisions/s
over the rounds and its ratio to chess's median of the same run (the issue's target: Terra
Mystica >= 0.5x, every game >= 1x).

python-chess is a bench-only dependency (``pip install .[bench]``); it is imported here only,
never by the page. Run from the repo root: ``.venv/bin/python tools/bench_playouts.py
[--games tm,ra,fov,bf] [--seconds 2] [--rounds 5]``. Our Python comes from PYTHONPATH when that
holds ``tabula`` (to measure another work tree), else from this repo's ``py/``.
"""

from __future__ import annotations

import argparse
import pathlib
import random
import statistics
import sys
import time
from collections.abc import Iterator

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "py"))  # after PYTHONPATH, so another tree's tabula comes first

import chess  # noqa: E402

from tabula import games  # noqa: E402

# short name -> registry id
SHORT = {"tm": "terra_mystica", "ra": "res_arcana", "fov": "fate_of_venterra", "bf": "bonfire"}


def chess_decisions(rng: random.Random) -> Iterator[None]:
    """Random games of chess, one after another: yields once per move."""
    while True:
        board = chess.Board()
        while not board.is_game_over():
            board.push(rng.choice(list(board.legal_moves)))
            yield


def game_decisions(game, players: int, rng: random.Random) -> Iterator[None]:
    """Random games of ``game`` at ``players``, one after another (seeds 0, 1, ...): yields once
    per applied decision."""
    seed = 0
    while True:
        state = game.setup(game.default_options(players), seed)
        seats = game.to_move(state)
        while seats:
            seat = seats[0] if len(seats) == 1 else rng.choice(seats)
            state, _events = game.apply(state, rng.choice(game.legal(state, seat)))
            yield
            seats = game.to_move(state)
        seed += 1


def run_for(decisions: Iterator[None], seconds: float) -> float:
    """Decisions per second of ``decisions`` played for about ``seconds``."""
    count = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        next(decisions)
        count += 1
        if count % 16 == 0 and time.perf_counter() >= deadline:
            break
    return count / (time.perf_counter() - start)


def sides(names: list[str]) -> dict[str, Iterator[None]]:
    """Each side's endless stream of decisions, chess first, seeded for repeatable runs."""
    out: dict[str, Iterator[None]] = {"chess": chess_decisions(random.Random(1))}
    for short in names:
        game = games.get(SHORT[short])
        for players in dict.fromkeys(min(n, game.max_players) for n in (2, 4)):
            out[f"{short}{players}"] = game_decisions(game, players, random.Random(1))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", default=",".join(SHORT), help=f"comma-separated, of {', '.join(SHORT)}")
    ap.add_argument("--seconds", type=float, default=2.0, help="per side and round")
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args(argv)
    names = [g.strip() for g in args.games.split(",") if g.strip()]
    unknown = [g for g in names if g not in SHORT]
    if unknown:
        ap.error(f"unknown game {', '.join(unknown)} (choose from {', '.join(SHORT)})")
    streams = sides(names)
    rates: dict[str, list[float]] = {name: [] for name in streams}
    print(f"tabula from {pathlib.Path(games.__file__).parent.parent}")
    for r in range(args.rounds):
        for name, stream in streams.items():
            rates[name].append(run_for(stream, args.seconds))
        print(f"round {r + 1}: " + ", ".join(f"{n} {v[-1]:,.0f}/s" for n, v in rates.items()), flush=True)
    base = statistics.median(rates["chess"])
    print(f"\n{'side':<8} {'median/s':>10} {'min/s':>10} {'max/s':>10} {'x chess':>8}")
    for name, values in rates.items():
        med = statistics.median(values)
        print(f"{name:<8} {med:>10,.0f} {min(values):>10,.0f} {max(values):>10,.0f} {med / base:>8.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
