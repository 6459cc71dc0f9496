"""How well the computer players play each Terra Mystica faction: the measure behind the order
in which they choose factions (``terra_mystica.ai.FACTION_PREFERENCE``).

Plays ``-n`` seeded games of greedy computers in every seat, the factions dealt at random (seed
``--seed + k``), in ``--jobs`` processes, and prints per faction: the seats it had, its mean VP,
its mean VP above or below the mean of its table ("vs table": what sorts the factions, since a
faction's VP also depend on how many rivals it had and how well they did), that figure's standard
error, and how often it won (a shared first place counts). Then the order, strongest first, as
the Python tuple ``FACTION_PREFERENCE`` holds. Greedy play stands in for every level: the levels
share the evaluation, and greedy games are fast (about 0.4 s for 4 players in CPython, so 1,000
games take some 3-4 minutes on two cores).

Run from the repo root, e.g. ``.venv/bin/python tools/tm_factions.py --players 4 -n 1000``.
"""

from __future__ import annotations

import argparse
import multiprocessing
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "py"))


def one_game(args: tuple[int, int]) -> tuple[list[str], list[int]]:
    """(factions by seat, final VP by seat) of one greedy game."""
    from tabula import games
    from tabula.bots.bench import play

    players, seed = args
    game = games.get("terra_mystica")
    options = game.default_options(players) | {"players": players, "factions": "random"}
    done = play(game, ["greedy"] * players, seed, options)
    return [p.faction for p in done.state.players], list(done.scores)


def table(results: list[tuple[list[str], list[int]]]) -> list[dict]:
    """One row per faction (see the module docstring), strongest first."""
    vp: dict[str, list[int]] = {}
    above: dict[str, list[float]] = {}
    won: dict[str, int] = {}
    for factions, scores in results:
        mean, best = statistics.mean(scores), max(scores)
        for f, s in zip(factions, scores):
            vp.setdefault(f, []).append(s)
            above.setdefault(f, []).append(s - mean)
            won[f] = won.get(f, 0) + (s == best)
    rows = [{"faction": f, "seats": len(vp[f]), "vp": statistics.mean(vp[f]),
             "above": statistics.mean(above[f]),
             "se": statistics.stdev(above[f]) / len(above[f]) ** 0.5 if len(above[f]) > 1 else float("nan"),
             "won": won[f] / len(vp[f])} for f in vp]
    return sorted(rows, key=lambda r: -r["above"])


def report(rows: list[dict]) -> str:
    lines = [f"{'faction':16}{'seats':>6}{'VP':>8}{'vs table':>10}{'se':>6}{'won':>6}"]
    lines += [f"{r['faction']:16}{r['seats']:6d}{r['vp']:8.1f}{r['above']:+10.1f}{r['se']:6.1f}"
              f"{r['won']:6.2f}" for r in rows]
    lines.append("order: (" + ", ".join(f'"{r["faction"]}"' for r in rows) + ")")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/tm_factions.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("-n", type=int, default=1000, help="games")
    ap.add_argument("--seed", type=int, default=200000, help="first seed")
    ap.add_argument("--jobs", type=int, default=2, help="processes")
    args = ap.parse_args(argv)
    work = [(args.players, args.seed + k) for k in range(args.n)]
    if args.jobs > 1:
        with multiprocessing.Pool(args.jobs) as pool:
            results = pool.map(one_game, work, chunksize=8)
    else:
        results = [one_game(w) for w in work]
    print(f"{args.n} games of greedy computers, {args.players} players, factions dealt at random, "
          f"seeds {args.seed}-{args.seed + args.n - 1}")
    print(report(table(results)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
