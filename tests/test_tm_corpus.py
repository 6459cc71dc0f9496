"""Replay every real game in ../shared/reference/terra_mystica/logs and compare,
after every log line, each faction's VP, coins, workers, priests, power bowls and
cult positions with the site's own ledger (the .states.tsv beside each log)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import tier
from tabula.games.terra_mystica import GAME
from tabula.games.terra_mystica.importer import Importer, import_site_log, read_site_log

CORPUS = Path(__file__).resolve().parents[2] / "shared" / "reference" / "terra_mystica" / "logs"
GAMES = sorted(p.stem for p in CORPUS.glob("*.log")) if CORPUS.is_dir() else []
ENGINE_ROW = re.compile(r"(income_for_faction|\[opponent accepted power\]|\[all opponents declined power\]"
                        r"|^\+\d+vp for |score_resources|^setup$)")

MISSING = f"the shared corpus of real games is not here ({CORPUS})"


def corpus(names: list[str]) -> list:
    """The games to replay, or one skipped placeholder that says why there are none (an empty
    parameter list would be skipped with pytest's own words, not ours)."""
    return names or [pytest.param("absent", marks=pytest.mark.skip(reason=MISSING))]


def _norm(text: str) -> str:
    return re.sub(r"\s+", "", text.lower())


def _snap(p) -> tuple:
    return (p.vp, p.c, p.w, p.p, "/".join(map(str, p.pw)), "/".join(map(str, p.cult)))


def expected_checkpoints(tsv: Path) -> tuple[list[list], dict]:
    """Ledger command rows [faction, text, state of every faction once the row's
    engine steps are done]; the site prints a Cultists' reward row before the
    answer that causes it, so those rows count with the next command row."""
    latest: dict = {}
    rows: list[list] = []
    deferred: list = []
    for line in tsv.read_text().splitlines():
        if line.startswith("#"):
            continue
        r = line.split("\t")
        fac, exp, cmd = r[0], (int(r[1]), int(r[2]), int(r[3]), int(r[4]), r[5], r[6]), r[-1]
        user = [c for c in (x.strip() for x in cmd.split(". ")) if c and not ENGINE_ROW.search(c)]
        if not user and cmd.startswith("["):
            deferred.append((fac, exp))
            continue
        latest[fac] = exp
        if user:
            rows.append([fac, _norm(".".join(user)), None])
            for f, e in deferred:
                latest[f] = e
            deferred = []
        if rows:
            rows[-1][2] = dict(latest)
    for f, e in deferred:
        latest[f] = e
    return rows, latest


def checkpoints_by_line(log_text: str, rows: list[list], log) -> dict[int, dict]:
    """Map each log line to the ledger row it completes (a row may span several lines
    and a line several rows)."""
    raw = log_text.splitlines()
    out: dict[int, dict] = {}
    ci, acc = 0, ""
    for no, fac, _cmds in log.rows:
        if not fac:
            continue
        body = _norm(raw[no - 1].split(":", 1)[1].split("#")[0])
        acc = body if not acc else acc + "." + body
        while (ci < len(rows) - 1 and rows[ci][0] == fac and acc.startswith(rows[ci][1] + ".")
               and rows[ci + 1][0] == fac):
            rows[ci + 1] = [fac, rows[ci][1] + "." + rows[ci + 1][1], rows[ci + 1][2]]
            ci += 1
        if ci < len(rows) and rows[ci][0] == fac and rows[ci][1] == acc:
            out[no] = rows[ci][2]
            ci, acc = ci + 1, ""
        else:
            assert ci < len(rows) and rows[ci][0] == fac and rows[ci][1].startswith(acc), \
                f"log line {no} does not line up with the ledger"
    return out


@pytest.mark.parametrize("name", tier.thin(corpus(GAMES), quick=3))
def test_replay_matches_every_ledger_row(name):
    log_text = (CORPUS / f"{name}.log").read_text()
    meta = json.loads((CORPUS / f"{name}.json").read_text())
    rows, final = expected_checkpoints(CORPUS / f"{name}.states.tsv")
    log = read_site_log(log_text)
    at_line = checkpoints_by_line(log_text, rows, log)
    mismatches = []

    def check(no, fac, cmds, s):
        # while cult-reward spades are being used the site's ledger is mid-income
        if no in at_line and s.phase != "spades":
            for p in s.players:
                want = at_line[no].get(p.faction)
                if want is not None and _snap(p) != want:
                    row = f"{fac}: {'. '.join(cmds)}"
                    mismatches.append(f"line {no} ({row}): {p.faction} {_snap(p)} != {want}")

    state = Importer(GAME, log, on_row=check).run()
    assert not mismatches, "\n".join(mismatches[:5])
    assert len(at_line) > 100
    assert state.phase == "over" and state.round == 6
    assert {p.faction: p.vp for p in state.players} == meta["final_vp"]
    assert {p.faction: _snap(p) for p in state.players} == final


@pytest.mark.parametrize("name", tier.thin(corpus([g for g in GAMES if g.startswith("4p")]), quick=3))
def test_share_link_of_a_finished_real_game_fits(name):
    from tabula.core import codec
    from tabula.core.record import Record
    from tabula.games.terra_mystica.importer import import_site_log

    options, moves, _state = import_site_log(GAME, (CORPUS / f"{name}.log").read_text())
    record = Record(game="terra_mystica", options=options, seed=0,
                    players=["Player 1", "Player 2", "Player 3", "Player 4"], moves=moves)
    link = "http://127.0.0.1:8000/#g=" + codec.encode(record, GAME)
    assert len(link) <= 2000
    assert codec.decode(link.split("#g=")[1], {"terra_mystica": GAME}).moves == moves


@pytest.mark.parametrize("name", corpus([g for g in GAMES if g == "4pLeague_S62_D1L1_G7"]))
def test_the_sites_no_ops_leave_a_real_game_as_it_was(name):
    """`burn 0` before every action and `pass BON3` instead of the last round's `pass` (the site
    does nothing, and passes without a tile): the same final scores."""
    text = (CORPUS / f"{name}.log").read_text()
    text = re.sub(r"^(\w+: )(.*\baction\b.*)$", r"\1burn 0. \2", text, flags=re.M | re.I)
    text = re.sub(r"^(\w+): pass\s*$", r"\1: pass BON3", text, flags=re.M | re.I)
    assert text.count("burn 0") > 30 and text.count("pass BON3") >= 3
    meta = json.loads((CORPUS / f"{name}.json").read_text())
    state = Importer(GAME, read_site_log(text)).run()
    assert {p.faction: p.vp for p in state.players} == meta["final_vp"]


@pytest.mark.parametrize("name", corpus([g for g in GAMES if g == "4pLeague_S1_D1L1_G2"]))
def test_a_real_game_with_its_last_factions_cult_choices_written_late(name):
    """The last faction in the round chooses the track of FAV6's step after its next command
    (after its pass, the second time after a priest): the site accepts it, the scores stay."""
    text = (CORPUS / f"{name}.log").read_text()
    late = text.replace("mermaids: action FAV6. +EARTH\nmermaids: pass BON10\n",
                        "mermaids: action FAV6\nmermaids: pass BON10\nmermaids: +EARTH\n")
    late = late.replace("dwarves: action FAV6. +FIRE\ndwarves: send p to fire\n",
                        "dwarves: action FAV6\ndwarves: send p to fire\ndwarves: +FIRE\n")
    assert late.count("\n") == text.count("\n") + 2
    meta = json.loads((CORPUS / f"{name}.json").read_text())
    state = Importer(GAME, read_site_log(late)).run()
    assert {p.faction: p.vp for p in state.players} == meta["final_vp"]


SWAPPED = {"4pLeague_S2_D1L1_G1": ("giants: Decline 3 from witches\ngiants: Leech 2 from witches\n",
                                    "giants: Leech 2 from witches\ngiants: Decline 3 from witches\n"),
           "4pLeague_S67_D1L1_G1": ("nomads: Leech 1 from darklings\nnomads: Decline 2 from darklings\n",
                                     "nomads: Decline 2 from darklings\nnomads: Leech 1 from darklings\n")}


@pytest.mark.parametrize("name", corpus([g for g in GAMES if g in SWAPPED]))
def test_answers_to_two_offers_from_one_faction_in_the_other_order(name):
    """`leech N from F` / `decline N from F` answer F's offer of N, whichever is open first (as on
    the site): the two answers swapped give the same final scores."""
    text = (CORPUS / f"{name}.log").read_text()
    old, new = SWAPPED[name]
    assert text.count(old) == 1
    meta = json.loads((CORPUS / f"{name}.json").read_text())
    options, moves, state = import_site_log(GAME, text.replace(old, new))
    assert {p.faction: p.vp for p in state.players} == meta["final_vp"]
    first = new.splitlines()[0]
    assert first.replace("Leech", "leech").replace("Decline", "decline") in moves  # with its amount
    packed = GAME.pack_moves(options, 0, moves)
    assert packed is not None and GAME.unpack_moves(options, 0, packed) == moves
