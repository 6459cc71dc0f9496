"""Automated accessibility check: axe-core on every kind of screen of the app.

axe-core is a pinned npm devDependency (package.json), injected from node_modules by the test
only: it is never copied into static/vendor, dist/ or the service worker's file list.

One page runs through: the home screen, the new-game form, each game's table in a mid-game
position (a share link made in CPython), and a pass-the-device screen (a hot-seat game with
hidden information). Violations of impact "serious" or "critical" fail the test; "moderate" and
"minor" ones are printed.
"""

from __future__ import annotations

import pytest

from browser.conftest import ROOT, new_page
from browser.helpers import GAME_IDS, link_hash, mid_game, open_app, open_link, pass_position

pytestmark = pytest.mark.browser

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
FAILING = ("serious", "critical")

RUN = """async () => {
  const r = await axe.run(document, {resultTypes: ['violations']});
  return r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
    nodes: v.nodes.slice(0, 5).map(n => n.target.join(' ') + ' :: ' + (n.failureSummary || '')
      .replace(/\\s+/g, ' ').slice(0, 300)), count: v.nodes.length}));
}"""


def axe(page, where: str) -> list[str]:
    """Run axe on the page as it is; print every violation, return the failing ones."""
    if not page.evaluate("() => !!window.axe"):
        page.add_script_tag(path=str(AXE))
    failing = []
    for v in page.evaluate(RUN):
        line = f"{where}: [{v['impact']}] {v['id']} ({v['count']}×): {v['help']}"
        detail = "".join(f"\n    {n}" for n in v["nodes"])
        print(line + detail)
        if v["impact"] in FAILING:
            failing.append(line + detail)
    return failing


# Colour is never the only cue: players' markers carry a letter of their faction. Per game, the
# tooltip of such a marker (a regular expression; its first group is the faction's name).
LETTERED = {
    "terra_mystica": r"^(\w[\w ]*): \d+ on |^priest of the (\w[\w ]*) \(|^bridge of the (\w+)$",
    "fate_of_venterra": r"^(Order|Legion|Bear|Pack|Watch): ",
}
UNLETTERED = """re => [...document.querySelectorAll('#board [data-tip]')]
  .filter(t => new RegExp(re).test(t.dataset.tip))
  .map(t => [t.dataset.tip.match(new RegExp(re)).slice(1).find(x => x).toUpperCase(), t])
  .filter(([name, g]) => ![...g.querySelectorAll('text')]
    .some(x => x.textContent && name.startsWith(x.textContent.toUpperCase())))
  .map(([name, g]) => g.textContent.trim() + ' / ' + name)"""


def finished_game(game_id: str, seed: int = 1):
    """A whole 2-player game of random legal moves, in CPython (a few hundredths of a second)."""
    import random

    from tabula import games
    from tabula.core.record import Record
    from tabula.web.session import Session

    game = games.get(game_id)
    rng = random.Random(seed)
    s = Session(game, Record(game=game.id, options=game.default_options(2), seed=seed,
                             players=["Ann", "Bob"], rules=game.rules_version), "test")
    while not s.over():
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    return game, s


def test_axe_finds_nothing_serious(make_context, guard, server):
    if not AXE.exists():
        pytest.fail(f"{AXE.relative_to(ROOT)} is missing: run `make vendor` (npm ci)")
    page = new_page(make_context(), guard)
    failing: list[str] = []
    open_app(page, server)
    page.wait_for_selector(".game-card")
    failing += axe(page, "home")

    page.evaluate("() => { location.hash = '#new/terra_mystica' }")
    page.wait_for_selector("form[data-form=new]")
    failing += axe(page, "new game")

    for gid in GAME_IDS:
        game, s = mid_game(gid)
        open_link(page, link_hash(s.record, game), "#board svg [data-action]")
        failing += axe(page, f"{gid} table")
        if gid in LETTERED:
            assert not page.evaluate(UNLETTERED, LETTERED[gid]), f"{gid}: markers told apart by colour only"

    # the same table with its About text open, then looking back at an earlier move
    page.click("[data-cmd=about]")
    page.wait_for_selector(".about")
    page.click(".log-nav [aria-label='Previous move']")
    page.wait_for_selector(".replay-bar")
    failing += axe(page, "about and replay view")

    game, s = finished_game("fate_of_venterra")
    open_link(page, link_hash(s.record, game), ".scores table")
    failing += axe(page, "final scores")

    game, s = pass_position("res_arcana")
    open_link(page, link_hash(s.record, game), ".pass-screen:not([hidden])")
    failing += axe(page, "pass the device")

    page.evaluate("() => { location.hash = '' }")
    page.wait_for_selector(".save-list")
    failing += axe(page, "home with saved games")
    assert not failing, "\n".join(failing)
