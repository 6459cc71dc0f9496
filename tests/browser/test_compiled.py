"""The page compiles no Python while it runs beyond what Pyodide's own start compiles.

Pyodide ships the standard library as sources, and compiling a module in the page costs tens
to hundreds of milliseconds (the standard library's ``html`` took 150 ms). So everything the
page imports (our code, svgwrite, PyScript's package, the standard library modules they need
beyond Pyodide's own start) comes compiled in tabula.zip (tools/build_zip.py, ``STDLIB``). A new
import of a standard library module, at start, while a game opens or while a computer plays,
fails here with its name: add it to ``STDLIB``.

What Pyodide's own start imports is read from the page's Pyodide under Node, started alone."""

from __future__ import annotations

import json
import random
import shutil
import subprocess

import pytest

from browser.helpers import GAME_IDS, link_hash, mid_game, open_app, open_link, wait_for_moves
from support.tools import ROOT

pytestmark = pytest.mark.browser

PYODIDE = ROOT / "static" / "vendor" / "pyodide" / "pyodide.mjs"
# Every imported module with a file outside tabula.zip: name -> file.
NOT_FROM_OUR_ZIP = """async () => {
  const py = await (await import('./static/pyodide-start.mjs')).started;
  return JSON.parse(py.runPython(`
import json, sys
json.dumps({name: f for name, m in list(sys.modules.items())
            if isinstance(f := getattr(m, "__file__", None), str) and "/tabula.zip/" not in f})`));
}"""


@pytest.fixture(scope="module")
def pyodide_own() -> set[str]:
    """The modules a bare Pyodide has imported once started (the same files as the page's)."""
    if shutil.which("node") is None:
        pytest.skip("needs Node.js (see README, Quick start)")
    code = (f"const {{loadPyodide}} = await import({json.dumps(PYODIDE.as_uri())});"
            "const py = await loadPyodide();"
            "console.log(py.runPython('import json, sys; json.dumps(sorted(sys.modules))'));")
    out = subprocess.run(["node", "--input-type=module", "-e", code], capture_output=True, text=True,
                         timeout=300, check=True).stdout
    own = set(json.loads(out))
    assert {"sys", "json", "asyncio", "pyodide"} <= own
    return own


def compiled_here(page, own: set[str]) -> dict[str, str]:
    return {name: f for name, f in page.evaluate(NOT_FROM_OUR_ZIP).items() if name not in own}


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_start_opening_a_game_and_a_computer_turn_compile_nothing(page, server, pyodide_own, game_id):
    game, s = mid_game(game_id, seats=("", "hard"))
    rng = random.Random(1)
    while not s.is_computer(s.deciding()):  # the person moves: the computer is next
        s.decide(rng.choice(s.legal_texts(s.deciding())), seat=s.deciding())
    moves = len(s.moves)
    open_app(page, server)
    assert compiled_here(page, pyodide_own) == {}, "at start"
    open_link(page, link_hash(s.record, game))
    wait_for_moves(page, more_than=moves, timeout=60_000)
    assert compiled_here(page, pyodide_own) == {}, "after opening a game and a computer's move"
