"""Where Terra Mystica's computer players get their VP, next to the real games (issue 19).

Plays ``-n`` seeded games of the levels in ``--seats`` (one level per seat; the seats rotate
from game to game, game k: the list turned k places, seed ``--seed + k``) with
``tabula.bots.bench.play``, and prints per level: the mean final VP, the mean VP by source
(each player's score sheet, ``vp_by``, grouped as below) and the mean buildings at the end by
kind; next to them the same figures of the real games with as many players in
``/work/shared/reference/terra_mystica/logs`` (``--corpus``), replayed with the project's
importer. Without that folder the tool says so and prints the bots' figures alone.

``--by-round`` adds how each game went: per level and round, at the end of the round's
actions, the buildings, the income they pay (coins, workers, priests, power; bonus cards left
out), what is held (coins, workers, priests, power ready to spend: bowl III and half of bowl II,
as burning gives) and the shipping level, next to the real games' (those that reach the final
scoring). Where the bots' economy falls behind people's shows there round by round (on 4
December hard ended round 4 with a coin income of 2.0 to people's 4.1). A second table per
level gives the VP gained in each round by source: on 5 December people gained 36.7 VP in the
last round's actions (towns 9.4, favor tiles 9.4, round tiles 6.7), hard about 13. A third
gives the favor tiles taken in each round (``favor_table``): favor tiles are the source where
hard falls furthest behind people (on 6 December 6-10 VP a game to their 26).

``--factions``: dealt at random (the default), chosen by the seats in seat order (each computer
takes the first its faction order allows: ``terra_mystica.ai.FACTION_PREFERENCE``), or the first
game's recommended ones.

Each finished game is appended to ``--out`` (JSON lines) when given: a run stopped half way
goes on where it was when started again with the same file (hard games take minutes each).

Run from the repo root, e.g. ``.venv/bin/python tools/tm_vp_sources.py --seats
hard,greedy,greedy,greedy -n 8 --seed 8000 --out /tmp/x.jsonl``.
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.append(str(ROOT / "py"))

from ladder import load  # noqa: E402  (the results file: JSON lines, a cut-short last one skipped)
from tabula import games  # noqa: E402
from tabula.bots.bench import play  # noqa: E402
from tabula.bots.levels import plan  # noqa: E402
from tabula.games.terra_mystica import data  # noqa: E402
from tabula.games.terra_mystica.importer import import_site_log, read_site_log  # noqa: E402
from tabula.games.terra_mystica.rules.rounds import income_for  # noqa: E402

CORPUS = ROOT.parent / "shared" / "reference" / "terra_mystica" / "logs"

# Score sheet categories (score.add_vp's reasons) grouped as issue 19 compares them; a reason
# not listed here is shown as "other".
GROUPS = {
    "round tiles": ("round tiles",),
    "favor tiles": ("favor tiles",),
    "towns": ("towns",),
    "cults (final)": ("final: cults", "cult reward"),
    "network (final)": ("final: network", "final: clusters"),
    "resources (final)": ("final: resources",),
    "bonus cards": ("bonus cards",),
    "faction": ("faction",),
    "shipping, digging": ("shipping", "digging"),
    "power, conversions": ("power bought", "conversions", "given back"),
    "start": ("start",),
}
GROUP_OF = {reason: g for g, reasons in GROUPS.items() for reason in reasons}
KINDS = ("D", "TP", "TE", "SH", "SA")


def grouped(vp_by: dict[str, int]) -> dict[str, int]:
    """A score sheet's VP by GROUPS."""
    by: dict[str, int] = {}
    for reason, vp in vp_by.items():
        g = GROUP_OF.get(reason, "other")
        by[g] = by.get(g, 0) + vp
    return by


def player_row(level: str, p) -> dict:
    """What the tables need of one player at the end of a game."""
    return {"level": level, "faction": p.faction, "vp": p.vp, "by": grouped(p.vp_by),
            "built": {k: p.built[k] for k in KINDS}, "ship": p.ship}


# The by-round table's columns: (heading, what of a player's round it shows)
ROUND_KEYS = (("VP", "vp"), ("bldgs", "n"), ("D", "D"), ("TP", "TP"), ("TE+", "up"), ("SH", "SH"),
              ("inc C", "iC"), ("inc W", "iW"), ("inc P", "iP"), ("inc PW", "iPW"),
              ("held C", "c"), ("held W", "w"), ("held P", "p"), ("PW rdy", "pw"), ("ship", "ship"))


def round_row(p) -> dict:
    """One player at the end of a round's actions (see ROUND_KEYS)."""
    b = p.built
    inc = income_for(p.faction, b, None, p.favors)
    return {"vp": p.vp, "n": sum(b[k] for k in KINDS), "D": b["D"], "TP": b["TP"],
            "up": b["TE"] + b["SH"] + b["SA"], "SH": b["SH"], "iC": inc["C"], "iW": inc["W"],
            "iP": inc["P"], "iPW": inc["PW"], "c": p.c, "w": p.w, "p": p.p,
            "pw": p.pw[2] + p.pw[1] // 2, "ship": p.ship, "by": grouped(p.vp_by), "fav": sorted(p.favors)}


def vp_before_final_scoring(p) -> dict:
    """The VP (and their sources) of a player of a finished game, before the final scoring."""
    final = {r: v for r, v in p.vp_by.items() if r.startswith("final:")}
    return {"vp": p.vp - sum(final.values()),
            "by": grouped({r: v for r, v in p.vp_by.items() if r not in final})}


def note_round(rounds: dict, state) -> None:
    """Keep the players as they are now, as the round's last look at them (the action phase
    only): what is kept last for a round is how its actions ended."""
    if state.phase == "actions":
        rounds[str(state.round)] = [round_row(p) for p in state.players]


# --factions: how the factions come to the seats (the setup options they stand for)
FACTIONS = {"random": {"factions": "random"}, "choose": {"factions": "choose"},
            "first-game": {"setup": "beginner"}}


def one_game(gid: str, seats: list[str], k: int, seed: int, factions: str = "random") -> dict:
    n = len(seats)
    levels = seats[k % n:] + seats[:k % n]
    game = games.get(gid)
    options = game.default_options(n) | {"players": n} | FACTIONS[factions]
    rounds: dict[str, list[dict]] = {}

    def decide(state, seat, level, bot_seed, _texts):
        note_round(rounds, state)
        return plan(game, state, seat, level, seed=bot_seed)

    t0 = time.perf_counter()
    done = play(game, levels, seed + k, options, decide=decide)
    # A round is seen at its decisions, before each is taken, so the last round's VP would miss its
    # very last decision (the last pass, with its bonus card's VP): they are read off the final
    # state instead, the final scoring taken out (what is held is not: the final scoring spends it).
    for row, p in zip(rounds.get("6", []), done.state.players):
        row.update(vp_before_final_scoring(p), fav=sorted(p.favors))
    return {"seats": ",".join(seats), "k": k, "seed": seed + k, "levels": levels, "scores": list(done.scores),
            "players": [player_row(lv, p) for lv, p in zip(levels, done.state.players)],
            "rounds": {r: [dict(row, level=lv) for row, lv in zip(rows, levels)]
                       for r, rows in rounds.items()},
            "factions": factions, "seconds": round(time.perf_counter() - t0, 1)}


def corpus_rows(gid: str, players: int, folder: pathlib.Path) -> tuple[list[dict], list[dict]] | None:
    """Every player of the real games with ``players`` players, and the games' rounds as
    ``one_game`` keeps them (None: no corpus here)."""
    if not folder.is_dir():
        return None
    game = games.get(gid)
    out, games_rounds = [], []
    for log in sorted(folder.glob("*.log")):
        text = log.read_text(encoding="utf-8")
        if read_site_log(text).options["players"] != players:
            continue
        rounds: dict[str, list[dict]] = {}
        _opts, _moves, state = import_site_log(
            game, text, on_row=lambda *row, rounds=rounds: note_round(rounds, row[-1]))
        if state.final is None:
            continue  # a game that did not reach the final scoring
        out += [player_row("real", p) for p in state.players if not p.dropped]
        keep = [i for i, p in enumerate(state.players) if not p.dropped]
        games_rounds.append({r: [dict(rows[i], level="real") for i in keep] for r, rows in rounds.items()})
    return out, games_rounds


def _mean(xs: list[float]) -> float:
    return statistics.mean(xs) if xs else 0.0


def table(columns: dict[str, list[dict]]) -> str:
    """Mean final VP, VP by source and buildings at the end, one column per level."""
    names = list(columns)
    seen = {g for rows in columns.values() for r in rows for g in r["by"]}
    groups = [g for g in (*GROUPS, "other") if g in seen]
    width = max(12, *(len(x) + 2 for x in names))
    head = f"{'':22}" + "".join(f"{x:>{width}}" for x in names)
    lines = [head, f"{'players (games x seats)':22}" + "".join(f"{len(columns[x]):>{width}}" for x in names)]

    def line(label: str, value) -> None:
        lines.append(f"{label:22}" + "".join(f"{_mean([value(r) for r in columns[x]]):>{width}.1f}"
                                             for x in names))

    line("final VP", lambda r: r["vp"])
    for g in groups:
        line("  " + g, lambda r, g=g: r["by"].get(g, 0))
    line("buildings at the end", lambda r: sum(r["built"].values()))
    for k in KINDS:
        line("  " + k, lambda r, k=k: r["built"][k])
    line("shipping level", lambda r: r["ship"])
    return "\n".join(lines)


def round_table(level: str, games_rounds: list[dict]) -> str:
    """Means per round of ``level``'s players (ROUND_KEYS) in ``games_rounds``."""
    lines = [f"{level}: at the end of each round's actions",
             f"{'round':6}" + "".join(f"{h:>7}" for h, _k in ROUND_KEYS)]
    for r in range(1, 7):
        rows = [x for g in games_rounds for x in g.get(str(r), []) if x["level"] == level]
        if rows:
            lines.append(f"{r:<6}" + "".join(f"{_mean([x[k] for x in rows]):7.1f}" for _h, k in ROUND_KEYS))
    return "\n".join(lines)


# The sources a round's VP come from during the actions (the final scoring's come after them).
ROUND_SOURCES = ("round tiles", "favor tiles", "towns", "bonus cards", "faction", "shipping, digging",
                 "power, conversions")


def rounds_with(level: str, games_rounds: list[dict], r: int, key: str):
    """(row, the same player's row of the round before, None in round 1) of ``level``'s players
    in round ``r``, where both rows hold ``key`` (rows kept before it was recorded do not)."""
    for g in games_rounds:
        rows, before = g.get(str(r), []), g.get(str(r - 1))
        for i, x in enumerate(rows):
            if x["level"] != level or key not in x:
                continue
            if r == 1:
                yield x, None
            elif before is not None and key in before[i]:
                yield x, before[i]


def round_sources_table(level: str, games_rounds: list[dict]) -> str:
    """Means per round of the VP ``level``'s players gained in the round (from the end of the
    last round's actions to the end of this one's), by source. Rounds kept before 5 December
    hold no score sheet and are left out."""
    lines = [f"{level}: VP gained in each round, by source",
             f"{'round':6}{'all':>7}" + "".join(f"{g[:11]:>12}" for g in ROUND_SOURCES)]
    for r in range(1, 7):
        gains = []
        for x, was in rounds_with(level, games_rounds, r, "by"):
            was = was or {"vp": x["by"].get("start", 0), "by": {}}
            gains.append({"vp": x["vp"] - was["vp"],
                          **{k: x["by"].get(k, 0) - was["by"].get(k, 0) for k in ROUND_SOURCES}})
        if gains:
            lines.append(f"{r:<6}{_mean([x['vp'] for x in gains]):7.1f}"
                         + "".join(f"{_mean([x[k] for x in gains]):12.1f}" for k in ROUND_SOURCES))
    return "\n".join(lines)


FAVORS = tuple(data.FAVORS)  # FAV1-FAV12, the columns of ``favor_table``


def favor_table(level: str, games_rounds: list[dict]) -> str:
    """Which favor tiles ``level``'s players take in each round (the share of its players that
    take each tile then; a tile's column over the rounds adds up to the share that ends with it),
    and the mean number taken ("all"). Rounds kept before 6 December hold no favor tiles and
    are left out. In the corpus's 4-player games 81% of the players take a favor tile in round
    1 (the dwelling tile, FAV11, 46%), the trading house tile (FAV10) mostly in rounds 3-4 and
    the passing one (FAV12) in rounds 5-6, 3.3 tiles a player in all."""
    lines = [f"{level}: favor tiles taken in each round (share of players)",
             f"{'round':6}{'all':>6}" + "".join(f"{f[3:]:>5}" for f in FAVORS)]
    for r in range(1, 7):
        taken = [set(x["fav"]) - set(was["fav"] if was else ())
                 for x, was in rounds_with(level, games_rounds, r, "fav")]
        if taken:
            lines.append(f"{r:<6}{_mean([len(t) for t in taken]):6.2f}"
                         + "".join(f"{sum(f in t for t in taken) / len(taken):5.2f}" for f in FAVORS))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="tools/tm_vp_sources.py", description=__doc__.split("\n\n")[0])
    ap.add_argument("--seats", default="greedy,greedy,greedy,greedy", help="one level per seat")
    ap.add_argument("-n", type=int, default=8, help="games")
    ap.add_argument("--seed", type=int, default=8000, help="first seed")
    ap.add_argument("--out", default=None, help="finished games, one JSON per line (resumes a run)")
    ap.add_argument("--corpus", default=str(CORPUS), help="folder of real site logs")
    ap.add_argument("--by-round", action="store_true", help="also the economy round by round (see above)")
    ap.add_argument("--factions", choices=list(FACTIONS), default="random",
                    help="dealt at random, chosen by the seats in order, or the first game's")
    args = ap.parse_args(argv)
    gid = "terra_mystica"
    seats = [x for x in args.seats.split(",") if x]
    out = pathlib.Path(args.out) if args.out else None
    done = {r["k"]: r for r in (load(out) if out else [])
            if r["seats"] == ",".join(seats) and r["seed"] - r["k"] == args.seed
            and r.get("factions", "random") == args.factions}
    t0 = time.perf_counter()
    for k in range(args.n):
        if k in done:
            continue
        row = done[k] = one_game(gid, seats, k, args.seed, args.factions)
        if out:
            with out.open("a") as f:
                f.write(json.dumps(row) + "\n")
        print(f"seed {row['seed']}: " + " ".join(f"{lv}={s}" for lv, s in zip(row["levels"], row["scores"]))
              + f" [{row['seconds']} s, {time.perf_counter() - t0:.0f} s in all]", flush=True)
    columns: dict[str, list[dict]] = {}
    for k in range(args.n):
        for r in done[k]["players"]:
            columns.setdefault(r["level"], []).append(r)
    got = corpus_rows(gid, len(seats), pathlib.Path(args.corpus))
    real, real_rounds = got if got is not None else (None, [])
    if real is None:
        print(f"\n(no real games to compare with: {args.corpus} is not here)")
    elif not real:
        print(f"\n(no finished {len(seats)}-player real games in {args.corpus})")
    else:
        columns["real"] = real
    last = args.seed + args.n - 1
    real_note = ""
    if real:
        real_note = f"; real: {len(real)} players of the {len(seats)}-player games in {args.corpus}"
    print(f"\n{len(seats)} players, seats {','.join(seats)} rotating, factions {args.factions}, "
          f"seeds {args.seed}-{last}{real_note}")
    print(table(columns))
    if args.by_round:
        games_rounds = [done[k]["rounds"] for k in range(args.n) if "rounds" in done[k]]
        for level in dict.fromkeys(seats):
            print("\n" + round_table(level, games_rounds))
        if real_rounds:
            print("\n" + round_table("real", real_rounds))
        for level in dict.fromkeys(seats):
            print("\n" + round_sources_table(level, games_rounds))
        if real_rounds:
            print("\n" + round_sources_table("real", real_rounds))
        for level in dict.fromkeys(seats):
            print("\n" + favor_table(level, games_rounds))
        if real_rounds:
            print("\n" + favor_table("real", real_rounds))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
