"""One set of results in both Pythons: the page's (Pyodide, CPython 3.14 in WebAssembly, run here
under Node) and the tests' (this CPython).

Both play the same games with computer seats at every level (``support/two_pythons.py``,
``CASES``) and must make the same moves and reach the same states; then each replays the
other's records and must reach the other's states. The two sides run with different str hash
seeds (PYTHONHASHSEED), so an order that depends on str hashing (a set of strs) shows up here
too rather than only now and then.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from support.two_pythons import CASES

ROOT = Path(__file__).resolve().parent.parent
PYODIDE = ROOT / "node_modules" / "pyodide" / "pyodide.mjs"
TIMEOUT = 600  # seconds for both sides together; about 30 on an idle 2-core machine

pytestmark = pytest.mark.slow


def _start(argv: list[str], hash_seed: str, err: Path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONHASHSEED=hash_seed,
               PYTHONPATH=os.pathsep.join([str(ROOT / "py"), str(ROOT / "tests")]))
    return subprocess.Popen(argv, cwd=ROOT, env=env, text=True, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=err.open("w"))


def _run_both(tmp_path: Path) -> dict[str, dict]:
    """{side: {"played": ..., "replayed": ...}}, both sides running at once: each plays, then
    replays what the other played."""
    sides = {
        "cpython": _start([sys.executable, "-m", "support.two_pythons"], "1", tmp_path / "cpython.err"),
        "pyodide": _start(["node", "tools/node_python.mjs", "-m", "support.two_pythons"], "2",
                          tmp_path / "pyodide.err"),
    }
    watchdog = threading.Timer(TIMEOUT, lambda: [p.kill() for p in sides.values()])
    watchdog.start()
    try:
        played = {name: proc.stdout.readline() for name, proc in sides.items()}
        other = {"cpython": "pyodide", "pyodide": "cpython"}
        replayed = {name: proc.communicate(played[other[name]])[0] for name, proc in sides.items()}
    finally:
        watchdog.cancel()
    out = {}
    for name, proc in sides.items():
        if proc.returncode != 0 or not played[name]:
            err = (tmp_path / f"{name}.err").read_text()[-3000:]
            pytest.fail(f"the {name} side failed (exit status {proc.returncode}):\n{err}")
        out[name] = {"played": json.loads(played[name]), "replayed": json.loads(replayed[name])}
    return out


def _first_difference(a: dict, b: dict) -> str:
    for i, (x, y) in enumerate(zip(a["moves"], b["moves"])):
        if x != y:
            return f"move {i + 1}: {x!r} in CPython, {y!r} in Pyodide"
    if len(a["moves"]) != len(b["moves"]):
        return f"{len(a['moves'])} moves in CPython, {len(b['moves'])} in Pyodide"
    keys = [k for k in a if a[k] != b[k]]
    return f"the same moves, but the {', '.join(keys)} differ"


@pytest.mark.skipif(shutil.which("node") is None, reason="needs Node.js (see README, Quick start)")
@pytest.mark.skipif(not PYODIDE.exists(),
                    reason="needs Pyodide in node_modules/pyodide: run `make deps` or `npm ci`")
def test_cpython_and_pyodide_play_and_replay_alike(tmp_path):
    got = _run_both(tmp_path)
    cpython, pyodide = got["cpython"]["played"], got["pyodide"]["played"]
    names = [case.name for case in CASES]
    assert sorted(cpython) == sorted(pyodide) == sorted(names)

    for case in CASES:
        digest = cpython[case.name]["digest"]
        # the case did what it is there for: the computers decided (or the game ended)
        assert len(digest["moves"]) >= case.opening + case.decisions or digest["result"] is not None
        assert cpython[case.name]["record"]["seats"] == list(case.seats)

    differ = {name: _first_difference(cpython[name]["digest"], pyodide[name]["digest"])
              for name in names if cpython[name]["digest"] != pyodide[name]["digest"]}
    assert not differ, f"CPython and Pyodide played differently: {differ}"

    # a record made by either replays in the other to the state it was made in
    for name in names:
        assert got["pyodide"]["replayed"][name] == cpython[name]["digest"], \
            f"{name}: CPython's record replays differently in Pyodide"
        assert got["cpython"]["replayed"][name] == pyodide[name]["digest"], \
            f"{name}: Pyodide's record replays differently in CPython"
