"""Res Arcana figures for ``make bench``: random-playout throughput and the table's render time.

    PYTHONPATH=py python -m tabula.games.res_arcana.bench [--games N] [--players P]

Throughput: whole random games (legal + apply for every decision, uniform choice), median of
the games' decisions per second. Render: the deciding seat's table, ``render(state, seat,
moves)``, median over 60 consecutive positions from the middle of a 4-player game (so the
caches are used as in play), wide and narrow.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from ...core.protocol import Move
from . import GAME


def playout(seed: int, players: int) -> tuple[int, float]:
    """One uniformly random game; (decisions, seconds)."""
    rng = random.Random(seed)
    t0 = time.perf_counter()
    s = GAME.setup({"players": players}, seed)
    n = 0
    while True:
        movers = GAME.to_move(s)
        if not movers:
            break
        seat = rng.choice(movers)
        s, _ = GAME.apply(s, rng.choice(GAME.legal(s, seat)))
        n += 1
    return n, time.perf_counter() - t0


def midgame(seed: int = 5, players: int = 4) -> list:
    """The positions of a game that prefers placing, claiming and using powers (a fuller table)."""
    rng = random.Random(seed)
    s = GAME.setup({"players": players}, seed)
    out = [s]
    while GAME.to_move(s):
        seat = GAME.to_move(s)[0]
        legal = GAME.legal(s, seat)
        good = [a for a in legal if a[1] in ("place", "claim", "use")]
        s, _ = GAME.apply(s, rng.choice(good if good and rng.random() < 0.7 else legal))
        out.append(s)
    return out


def render_times(layout: str, states: list) -> list[float]:
    times = []
    for s in states:
        seat = GAME.to_move(s)[0]
        texts = [Move(a, GAME.format(s, a)) for a in GAME.legal(s, seat)]
        t0 = time.perf_counter()
        GAME.render(s, seat, texts, layout=layout)
        times.append(time.perf_counter() - t0)
    return times


def main(argv=None) -> dict:
    ap = argparse.ArgumentParser(prog="res_arcana bench", description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=9)
    ap.add_argument("--players", type=int, default=0, help="2-4; 0 cycles through 2, 3 and 4")
    args = ap.parse_args(argv)
    rates, lengths = [], []
    for g in range(args.games):
        players = args.players or 2 + g % 3
        n, dt = playout(1000 + g, players)
        rates.append(n / dt)
        lengths.append(n)
    states = midgame()
    mid = [s for s in states[len(states) // 3:] if GAME.to_move(s)][:60]
    out = {
        "res_arcana_playout_decisions_per_s": round(statistics.median(rates)),
        "res_arcana_playout_decisions_per_game": round(statistics.median(lengths)),
    }
    for layout in ("wide", "narrow"):
        render_times(layout, mid[:5])  # warm the card caches, as an open table has them
        out[f"res_arcana_render_ms_{layout}"] = round(1000 * statistics.median(render_times(layout, mid)), 2)
    print(f"Res Arcana random playouts: {out['res_arcana_playout_decisions_per_s']} decisions/s "
          f"(median of {args.games} games, {out['res_arcana_playout_decisions_per_game']} decisions each)")
    print(f"Res Arcana table render, 4-player mid-game: {out['res_arcana_render_ms_wide']} ms wide, "
          f"{out['res_arcana_render_ms_narrow']} ms narrow (median of {len(mid)} positions)")
    return out


if __name__ == "__main__":
    main()
