"""Bot figures for ``make bench`` (CPython): think time per level, throughput, win rates.

    python -m tabula.bots.bench [--games N] [--players 2] [--seed S]

Prints, for Terra Mystica: playout throughput (random and rollout-policy decisions per
second, evaluations per second), decisions per second and think time (mean, median, max) per
level, and win rates with 95% Wilson intervals for hard vs normal, hard vs easy and normal
vs easy (seats alternate). Pyodide in the browser runs the same code about 3-5x slower.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from dataclasses import dataclass

from .common import make_rng, rollout_action, winning_seats
from .levels import plan


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def bench_options(game, players: int) -> dict:
    """The options of the benches' games: the game's defaults for ``players``, with its first-game
    setup where its new-game dialog offers one (Terra Mystica's recommended factions, Res
    Arcana's first deal): quicker to set up, and the same deal for every level."""
    options = game.default_options(players) | {"players": players}
    for field in game.option_fields(players):
        if field.get("key") == "setup" and any(c[0] == "beginner" for c in field.get("choices", [])):
            options["setup"] = "beginner"
    return options


@dataclass
class Played:
    """A finished game of ``play``: the final scores, each level's think times (seconds a
    decision), the winning seats and the final state."""

    scores: list
    times: dict[str, list[float]]
    won: list[int]
    state: object


def play(game, levels: list[str], seed: int, options: dict | None = None, decide=None) -> Played:
    """One game of computer players (``levels``, one per seat).

    Like the browser's table, a computer seat takes the whole plan of one search (e.g. a Terra
    Mystica turn: converts, the action, the favor tile, ending the turn) step by step while it
    is still to move and each step is listed by ``legal()``; otherwise it searches again.
    ``decide(state, seat, level, bot_seed, moves)`` -> the plan (actions), where ``moves`` are the
    texts of the moves so far, replaces ``levels.plan`` when given (e.g. a level played by
    another revision of the code: tools/ladder.py)."""
    opts = options or bench_options(game, len(levels))
    state = game.setup(opts, seed)
    times: dict[str, list[float]] = {lv: [] for lv in levels}
    texts: list[str] = []
    n = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return Played(game.result(state), times, winning_seats(game, state), state)
        seat = movers[0]
        t0 = time.perf_counter()
        if decide is None:
            steps = plan(game, state, seat, levels[seat], seed=seed * 100003 + n)
        else:
            steps = decide(state, seat, levels[seat], seed * 100003 + n, texts)
        times[levels[seat]].append(time.perf_counter() - t0)
        for k, action in enumerate(steps):
            if k and (game.to_move(state)[:1] != [seat] or action not in game.legal(state, seat)):
                break  # something else came first (a rival's decision): search again
            if decide is not None:
                texts.append(game.format(state, action))
            state, _ = game.apply(state, action)
            n += 1


def throughput(game, seconds: float = 2.0, players: int = 2) -> dict[str, float]:
    """Decisions per second of random and rollout-policy playouts, evaluations per second."""
    out = {}
    for name in ("random", "rollout"):
        rng = random.Random(1)
        done, t0, k = 0, time.perf_counter(), 0
        while time.perf_counter() - t0 < seconds:
            state = game.setup(bench_options(game, players), 500 + k)
            k += 1
            while game.to_move(state) and time.perf_counter() - t0 < seconds:
                seat = game.to_move(state)[0]
                if name == "random":
                    action = rng.choice(game.legal(state, seat))
                else:
                    action = rollout_action(game, state, seat, rng)
                state, _ = game.apply(state, action)
                done += 1
        out[f"{name} playout decisions/s"] = done / (time.perf_counter() - t0)
    evaluate = game.ai().evaluate
    if evaluate is not None:
        rng = make_rng(2)
        state = game.setup(bench_options(game, players), 9)
        for _ in range(120):
            movers = game.to_move(state)
            if not movers:
                break
            state, _ = game.apply(state, rollout_action(game, state, movers[0], rng))
        t0, n = time.perf_counter(), 0
        while time.perf_counter() - t0 < seconds / 2:
            cur = state.copy() if hasattr(state, "copy") else state  # fresh object: no cached value
            evaluate(cur, 0)
            n += 1
        out["evaluations/s"] = n / (time.perf_counter() - t0)
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tabula.bots.bench")
    ap.add_argument("--games", type=int, default=4, help="games per pairing (seats alternate)")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    from ..games.terra_mystica import GAME as game

    print(f"bots: Terra Mystica, {args.players} players, CPython (Pyodide is about 3-5x slower)")
    for k, v in throughput(game, players=args.players).items():
        print(f"  {k}: {v:.0f}")
    pairings = [("hard", "normal"), ("hard", "easy"), ("normal", "easy")]
    think: dict[str, list[float]] = {}
    for a, b in pairings:
        wins = 0.0
        margins = []
        for g in range(args.games):
            levels = [a if (i + g) % 2 == 0 else b for i in range(args.players)]
            if a not in levels or b not in levels:
                levels[-1] = b
            done = play(game, levels, args.seed + g)
            scores, times = done.scores, done.times
            for lv, ts in times.items():
                think.setdefault(lv, []).extend(ts)
            best_a = max(s for s, lv in zip(scores, levels) if lv == a)
            best_b = max(s for s, lv in zip(scores, levels) if lv == b)
            wins += 1.0 if best_a > best_b else 0.5 if best_a == best_b else 0.0
            margins.append(best_a - best_b)
        lo, hi = wilson(wins, args.games)
        print(f"  {a} vs {b}: {a} wins {wins:g}/{args.games} ({100 * wins / args.games:.0f}%, 95% CI "
              f"{100 * lo:.0f}-{100 * hi:.0f}%), mean margin {statistics.mean(margins):+.1f} VP")
    for lv in ("easy", "normal", "hard"):
        ts = think.get(lv)
        if not ts:
            continue
        mean, med = 1000 * statistics.mean(ts), 1000 * statistics.median(ts)
        print(f"  think time {lv}: {len(ts) / sum(ts):.1f} decisions/s; mean {mean:.0f} ms, "
              f"median {med:.0f} ms, max {1000 * max(ts):.0f} ms over {len(ts)} decisions")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
