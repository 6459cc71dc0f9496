"""Command line: ``python -m tabula games | replay GAME FILE | selfplay GAME ... | bench``."""

from __future__ import annotations

import argparse
import json
import os
import random
import shlex
import statistics
import subprocess
import sys
import time
from pathlib import Path

from .core.errors import RecordError, TabulaError
from .core.record import Record, from_text
from .games import all_games


def _game(name: str):
    games = all_games()
    if name not in games:
        raise TabulaError(f"unknown game '{name}' (known: {', '.join(games)})")
    return games[name]


def load_any(game, text: str):
    """Return (record or None, final state) for a JSON record, a text record or a site log."""
    stripped = text.lstrip()
    if stripped.startswith("{"):
        record = Record.from_json(text)
        lines = None
    elif game.id == "terra_mystica" and not stripped.startswith("["):
        from .games.terra_mystica.importer import import_site_log, looks_like_site_log

        if not looks_like_site_log(text):
            raise RecordError("this is neither a record nor a site log with 'setup <faction>' lines")
        _opts, _moves, state = import_site_log(game, text)
        return None, state
    else:
        record, lines = from_text(text)
    from .core.record import start

    state = start(game, record)
    for i, move in enumerate(record.moves):
        try:
            state, _ = game.apply(state, game.parse(state, move))
        except TabulaError as e:
            raise RecordError(f"'{move}': {e}", line=lines[i] if lines else i + 1) from None
    return record, state


def cmd_replay(args) -> int:
    game = _game(args.game)
    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        print(f"error: cannot read {args.file}: {e.__class__.__name__}", file=sys.stderr)
        return 1
    try:
        _record, state = load_any(game, text)
    except RecordError as e:
        where = f"line {e.line}: " if e.line is not None else ""
        print(f"error: {where}{e.args[0]}", file=sys.stderr)
        return 1
    except TabulaError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    result = game.result(state)
    totals = result if result is not None else [sum(v.values()) for v in game.score(state).values()]
    scores = {game.player_label(state, i): total for i, total in enumerate(totals)}
    out = {"finished": result is not None, "round": getattr(state, "round", None), "scores": scores}
    print(json.dumps(out))
    return 0


def random_game(game, players: int, seed: int, max_decisions: int = 20000):
    """Play one game with uniformly random legal decisions; returns (state, decisions)."""
    rng = random.Random(seed)
    state = game.setup(game.default_options(players) | {"players": players}, seed)
    n = 0
    while True:
        movers = game.to_move(state)
        if not movers:
            return state, n
        seat = movers[0]
        legal = game.legal(state, seat)
        if not legal:
            raise TabulaError(f"no legal decision for seat {seat} after {n} decisions")
        state, _ = game.apply(state, rng.choice(legal))
        n += 1
        if n > max_decisions:
            raise TabulaError("the game did not end")


def cmd_selfplay(args) -> int:
    game = _game(args.game)
    if args.seats:
        return _selfplay_seats(game, args)
    finished = errors = decisions = 0
    t0 = time.perf_counter()
    for k in range(args.games):
        try:
            state, n = random_game(game, args.players, args.seed + k)
            decisions += n
            finished += game.result(state) is not None
        except TabulaError as e:
            errors += 1
            print(f"game {k} (seed {args.seed + k}): {e}", file=sys.stderr)
    dt = time.perf_counter() - t0
    rate = round(decisions / dt, 1) if dt else None
    print(json.dumps({"games": args.games, "finished": finished, "errors": errors,
                      "decisions": decisions, "decisions_per_second": rate}))
    return 1 if errors else 0


def _selfplay_seats(game, args) -> int:
    """Computer players by level, seats rotating from game to game; win rates with 95% intervals."""
    from .bots.bench import play, wilson
    from .bots.levels import LEVELS

    seats = [s.strip() for s in args.seats.split(",") if s.strip()]
    bad = [s for s in seats if s not in LEVELS]
    if bad:
        raise TabulaError(f"unknown level '{bad[0]}' (known: {', '.join(LEVELS)})")
    if not game.min_players <= len(seats) <= game.max_players:
        raise TabulaError(f"{game.title} is for {game.min_players} to {game.max_players} players")
    wins: dict[str, float] = {lv: 0.0 for lv in seats}
    scores: dict[str, list[int]] = {lv: [] for lv in seats}
    think: dict[str, list[float]] = {lv: [] for lv in seats}
    finished = errors = 0
    t_start = time.perf_counter()
    for g in range(args.games):
        levels = seats[g % len(seats):] + seats[:g % len(seats)]
        options = game.default_options(len(levels)) | {"players": len(levels)}
        try:
            done = play(game, levels, args.seed + g, options)
            result, times, won = done.scores, done.times, done.won
        except TabulaError as e:
            errors += 1
            print(f"game {g} (seed {args.seed + g}): {e}", file=sys.stderr)
            continue
        finished += 1
        winners = [levels[i] for i in won]  # the game's own tie-breaks decide
        for lv, r in zip(levels, result):
            scores[lv].append(r)
        for lv, ts in times.items():
            think[lv].extend(ts)
        for lv in set(winners):
            wins[lv] += 1.0 / len(set(winners))
        # progress on stderr, so a long run shows partial results (the JSON stays on stdout)
        rates = ", ".join(f"{lv} {wins[lv]:g}/{finished}" for lv in dict.fromkeys(seats))
        seat_scores = " ".join(f"{lv}={r}" for lv, r in zip(levels, result))
        print(f"game {g + 1}/{args.games} (seed {args.seed + g}): {seat_scores}; wins so far: {rates} "
              f"[{time.perf_counter() - t_start:.0f} s]", file=sys.stderr, flush=True)
    out = {"games": args.games, "finished": finished, "errors": errors, "seed": args.seed,
           "players": len(seats), "levels": {}}
    for lv in dict.fromkeys(seats):
        lo, hi = wilson(wins[lv], finished)
        ts = think[lv]
        out["levels"][lv] = {"wins": wins[lv],
                             "win_rate": round(wins[lv] / finished, 3) if finished else None,
                             "ci95": [round(lo, 3), round(hi, 3)],
                             "mean_score": round(statistics.mean(scores[lv]), 1) if scores[lv] else None,
                             "think_median_ms": round(1000 * statistics.median(ts), 1) if ts else None,
                             "think_max_ms": round(1000 * max(ts), 1) if ts else None}
    print(json.dumps(out))
    return 1 if errors else 0


def cmd_games(_args) -> int:
    print(json.dumps(sorted(all_games())))
    return 0


def _midgame(game, players: int, decisions: int, seed: int = 7):
    rng = random.Random(seed)
    s = game.setup(game.default_options(players) | {"players": players}, seed)
    for _ in range(decisions):
        movers = game.to_move(s)
        if not movers:
            break
        s, _ = game.apply(s, rng.choice(game.legal(s, movers[0])))
    return s


def _process_times(cmds: list[tuple[list[str], dict[str, str] | None]], runs: int) -> list[list[float]]:
    """Wall-clock seconds of ``runs`` runs of each (command, environment), each run a whole
    process (start-up included); the commands are taken in turn, so both see the same machine."""
    times: list[list[float]] = [[] for _ in cmds]
    for _ in range(runs):
        for (cmd, env), out in zip(cmds, times):
            t0 = time.perf_counter()
            subprocess.run(cmd, check=True, capture_output=True, env=env)
            out.append(time.perf_counter() - t0)
    return times


def cmd_bench(args) -> int:
    """CPython figures: log replay as a whole process, playout throughput, state copy."""
    game = _game("terra_mystica")
    log = Path(args.corpus) / "4pLeague_S2_D1L1_G1.log"
    root = Path(__file__).resolve().parents[1]
    if log.exists():
        cmds = [([sys.executable, "-m", "tabula", "replay", "terra_mystica", str(log)],
                 {"PYTHONPATH": str(root)})]
        if args.perl_engine:  # the other side, measured here and now
            cmds.append(([*shlex.split(args.perl_engine), str(log)], None))
        ours, *perl = _process_times(cmds, args.runs)
        med = statistics.median(ours)
        print(f"replay {log.stem} (whole process): median {med:.3f} s over {args.runs} runs "
              f"(min {min(ours):.3f})")
        if perl:
            mp = statistics.median(perl[0])
            print(f"the site's Perl engine on the same log, runs taken in turn with those (whole "
                  f"process): median {mp:.3f} s (min {min(perl[0]):.3f}) -> ours is {med / mp:.2f}x of it")
        else:
            print("  the site's Perl engine is not available here (no --perl-engine command), so no "
                  "ratio to it")
    print("random playouts, CPython (median over games; Pyodide runs the same code about 3-5x slower):")
    for gid, g in all_games().items():
        players = min(4, g.max_players)
        rates = []
        for k in range(args.runs):
            t0 = time.perf_counter()
            _s, n = random_game(g, players, 1000 + k)
            rates.append(n / (time.perf_counter() - t0))
        print(f"  {gid} ({players} players): median {statistics.median(rates):.0f} decisions/s "
              f"over {args.runs} games")
    print("board render, CPython, a position ~200 random decisions in (median of 20):")
    for gid, g in all_games().items():
        s = _midgame(g, min(4, g.max_players), 200)
        movers = g.to_move(s)
        viewer = movers[0] if movers else None
        g.render(s, viewer)  # warm the caches, as the page does after its first draw
        times = []
        for _ in range(20):
            t0 = time.perf_counter()
            g.render(s, viewer)
            times.append((time.perf_counter() - t0) * 1000)
        print(f"  {gid}: median {statistics.median(times):.1f} ms")
    from .bots.levels import PLAYER_LEVELS, choose

    print("computer players, CPython think time per decision (4-player Terra Mystica positions):")
    positions = [_midgame(game, 4, n, seed=3) for n in range(40, 440, 40)]
    positions = [p for p in positions if game.to_move(p)]
    for level in PLAYER_LEVELS:
        times = []
        for k, p in enumerate(positions):
            t0 = time.perf_counter()
            choose(game, p, game.to_move(p)[0], level, seed=k)
            times.append(time.perf_counter() - t0)
        print(f"  {level}: median {1000 * statistics.median(times):.0f} ms, max {1000 * max(times):.0f} ms")
    state = game.setup({"players": 4, "setup": "beginner"}, 7)
    rng = random.Random(7)
    for _ in range(250):
        movers = game.to_move(state)
        if not movers:
            break
        state, _ = game.apply(state, rng.choice(game.legal(state, movers[0])))
    copies = []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        for _ in range(1000):
            state.copy()
        copies.append((time.perf_counter() - t0) / 1000 * 1e6)
    print(f"state copy (4-player mid-game): median {statistics.median(copies):.1f} us")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tabula", description="Tabula command line")
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("games", help="list the game ids as JSON").set_defaults(fn=cmd_games)
    p = sub.add_parser("replay", help="replay a record or a site log; print the result as JSON")
    p.add_argument("game")
    p.add_argument("file")
    p.set_defaults(fn=cmd_replay)
    p = sub.add_parser("selfplay", help="play games with uniformly random legal decisions")
    p.add_argument("game")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--seats", default="", help="computer levels by seat, e.g. hard,random (win rates)")
    p.set_defaults(fn=cmd_selfplay)
    p = sub.add_parser("bench", help="print the CPython performance figures")
    p.add_argument("--runs", type=int, default=7)
    corpus = Path(__file__).resolve().parents[3] / "shared/reference/terra_mystica/logs"
    p.add_argument("--corpus", default=str(corpus))
    p.add_argument("--perl-engine", default=os.environ.get("TABULA_TM_PERL_ENGINE", ""),
                   help="command that replays a site log with the site's Perl engine (the log's path "
                   "is appended); default $TABULA_TM_PERL_ENGINE; without it no ratio is printed")
    p.set_defaults(fn=cmd_bench)
    args = ap.parse_args(argv)
    try:
        return args.fn(args)
    except TabulaError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
