"""How well the computer players play each Terra Mystica faction: the measure behind the order
in which they choose factions (``terra_mystica.ai.FACTION_PREFERENCE``).

Plays ``-n`` seeded games of greedy computers in every seat, the factions dealt at random (seed
``--seed + k``), in ``--jobs`` processes, and prints per faction: the seats it had, its mean VP,
its mean VP above or below the mean of its table ("vs table": what sorts the factions, since a
faction's VP also depend on how many rivals it had and how well they did), that figure's standard
error, and how often it won (a shared first place counts). Then the order, strongest first, as
the Python tuple ``FACTION_PREFERENCE`` holds. Greedy play stands in for the levels that share
its evaluation (all but hard at 3-5 players, which plans with the people's weights: see
``--seat`` below), and greedy games are fast (about 0.4 s for 4 players in CPython, so 1,000
games take some 3-4 minutes on two cores).

Run from the repo root, e.g. ``.venv/bin/python tools/tm_factions.py --players 4 -n 1000``.

With ``--seat K --try f1,f2,...`` it measures instead how well one level (``--level``, hard by
default) plays each of those factions from seat K (1-based) when the seats choose their
factions, the others (``--others``, greedy by default) each taking the first free faction of
their level's order: the same ``-n`` seeds for every faction, the seat's mean VP per faction and
its paired difference from the first faction tried, with that difference's standard error. That
is the measure behind ``terra_mystica.ai.HARD_FACTION_PREFERENCE``: hard plans with other weights
than greedy, and plays some factions better than greedy does. A faction whose home terrain an
earlier seat has taken cannot be tried from that seat (the run stops and says so).
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


def seat_game(args: tuple[int, int, list[str], int, str]) -> tuple[str, int, int, float]:
    """(faction, seed, the seat's VP, the other seats' mean VP) of one game in which seat ``seat``
    (0-based) takes ``faction`` and every other seat chooses by its level's order."""
    from tabula import games
    from tabula.bots.bench import play
    from tabula.bots.levels import plan

    players, seed, levels, seat, faction = args
    game = games.get("terra_mystica")

    def decide(state, who, level, bot_seed, _texts):
        if who == seat and state.phase == "factions":
            action = (who, "faction", faction)
            if action not in game.legal(state, who):
                raise ValueError(f"seat {seat + 1} cannot take {faction} in the game of seed {seed}: "
                                 "an earlier seat has its home terrain")
            return [action]
        return plan(game, state, who, level, seed=bot_seed)

    options = game.default_options(players) | {"players": players, "factions": "choose"}
    done = play(game, levels, seed, options, decide=decide)
    others = [v for i, v in enumerate(done.scores) if i != seat]
    return faction, seed, done.scores[seat], statistics.mean(others)


def seat_report(results: list[tuple[str, int, int, float]], tried: list[str]) -> str:
    """Per faction tried: games, the seat's mean VP, the others' mean, and the paired difference
    from the first faction tried (mean and standard error over the seeds both have)."""
    by = {f: {seed: (vp, others) for g, seed, vp, others in results if g == f} for f in tried}
    first = by[tried[0]]
    lines = [f"{'faction':16}{'games':>6}{'VP':>8}{'others':>8}{'vs ' + tried[0]:>18}{'se':>6}"]
    for f in tried:
        got = by[f]
        diffs = [got[k][0] - first[k][0] for k in got if k in first]
        se = statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
        vp, others = (statistics.mean(x[k] for x in got.values()) for k in (0, 1))
        lines.append(f"{f:16}{len(got):6d}{vp:8.1f}{others:8.1f}{statistics.mean(diffs):+18.1f}{se:6.1f}")
    return "\n".join(lines)


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
    ap.add_argument("-n", type=int, default=None, help="games (1,000; with --seat 16 per faction)")
    ap.add_argument("--seed", type=int, default=200000, help="first seed")
    ap.add_argument("--jobs", type=int, default=2, help="processes")
    ap.add_argument("--seat", type=int, default=None, help="measure one seat (1-based) with --try")
    ap.add_argument("--try", dest="tried", default="", help="the factions the seat tries, comma-separated")
    ap.add_argument("--level", default="hard", help="the seat's level (with --seat)")
    ap.add_argument("--others", default="greedy", help="every other seat's level (with --seat)")
    args = ap.parse_args(argv)
    if args.seat is not None:
        return main_seat(args)
    args.n = 1000 if args.n is None else args.n
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


def main_seat(args) -> int:
    from tabula.games.terra_mystica import data

    tried = [f.strip() for f in args.tried.split(",") if f.strip()]
    if not tried or not 1 <= args.seat <= args.players:
        raise SystemExit("--seat needs a seat from 1 to --players and --try at least one faction")
    unknown = [f for f in tried if f not in data.FACTIONS]
    if unknown:
        known = ", ".join(sorted(data.FACTIONS))
        raise SystemExit(f"no such faction: {', '.join(unknown)} (the factions: {known})")
    args.n = 16 if args.n is None else args.n
    seat = args.seat - 1
    levels = [args.level if i == seat else args.others for i in range(args.players)]
    work = [(args.players, args.seed + k, levels, seat, f) for f in tried for k in range(args.n)]
    try:
        if args.jobs > 1:
            with multiprocessing.Pool(args.jobs) as pool:
                results = pool.map(seat_game, work, chunksize=1)
        else:
            results = [seat_game(w) for w in work]
    except ValueError as e:  # a faction the seat may not take
        raise SystemExit(str(e)) from None
    print(f"{args.level} in seat {args.seat} of {args.players} ({','.join(levels)}), the others choosing "
          f"their factions, seeds {args.seed}-{args.seed + args.n - 1}")
    print(seat_report(results, tried))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
