"""Fate of Venterra in the browser: a whole 2-player hot-seat game played by clicks only, from
the home screen's New game dialog to the final score table.

Both seats are people on one device: before every screen of a person the pass-the-device screen
comes up (nothing of the table behind it) and is clicked through, also between the two secret
choices of a simultaneous decision (commands, bids, battle cards). While a person's screen is up,
no Leader or Power of the Gods card in the rival's hand is named in the board or the decision
panel, and the move log reads as the engine lets that person read it (the rival's secret choices
as "(secret choice)" until they are revealed). Each decision is a click on its board element
where it has one, else on its move button.

The clicks follow a seeded policy that ends phases and turns (``end``, ``done``, ``pass``) as
soon as they are offered and otherwise plays at random; a CPython mirror plays the game out with
a few policy seeds first and keeps the shortest game (see browser/hotseat.py). The final score
table must equal the engine's for the record the page saved.
"""

from __future__ import annotations

import html
import re

import pytest

from browser.conftest import new_page
from browser.helpers import move_count, open_app, wait_for_moves
from browser.hotseat import WeightedPolicy, whole_game
from tabula.games.fate_of_venterra import GAME, data, texts

pytestmark = pytest.mark.browser

NAMES = ["Ann", "Bob"]
WEIGHTS = {"end": 20.0, "done": 20.0, "pass": 20.0}
POLICY_SEEDS = range(16)


def rival_secrets(st, seat) -> tuple[list[str], list[str]]:
    """What of the rival's hands ``seat`` may not see: the texts of the rival's Leader and Power
    of the Gods cards (a card's tooltip on the board), and their names; except what is also the
    text or the name of a card in sight (a supply, the row, the discards, ``seat``'s own hand:
    two factions have a Leader card of the same name, and copies of a Power card)."""
    me, rival = st.players[seat], st.players[1 - seat]

    def leaders(fac, cards):
        return {(texts.leader_text(fac, c), data.LEADERS[fac][c]["name"]) for c in cards}

    def powers(cards):
        return {(texts.potg_text(c), data.POTG[c]["name"]) for c in cards}

    hidden = leaders(rival.faction, rival.hand) | powers(rival.potg)
    public = set().union(*(leaders(p.faction, p.supply) for p in st.players))
    public |= leaders(me.faction, me.hand) | powers([*st.potg_row, *st.potg_discard, *me.potg])
    phrases = {t for t, _ in hidden} - {t for t, _ in public}
    names = {n for _, n in hidden} - {n for _, n in public}
    return sorted(phrases), sorted(names)


# public names that contain a Leader card's name (the Order's ability "Enforcer of the Gods")
PUBLIC_NAMES = sorted({n for table in (data.ABILITY_NAMES, data.FORGE_NAMES, data.LANDMARK_NAMES,
                                        data.TERRAIN_CARD_NAMES, data.FACTION_NAMES)
                       for n in table.values() if isinstance(n, str)}, key=len, reverse=True)


def no_rival_cards(session, seat, screen):
    """No text of a card in the rival's hands, nor its name as a name: a word on its own, not
    the verb of a move label like "Recruit soldier 4.2" (the Legion has a Leader card Recruit)."""
    text = html.unescape(screen["html"])
    for name in PUBLIC_NAMES:
        text = text.replace(name, " ")
    phrases, names = rival_secrets(session.state, seat)
    found = [p for p in phrases if p in text]
    found += [n for n in names if re.search(r"(?<![\w])" + re.escape(n) + r"(?![\w'’]| [a-z])", text)]
    assert not found, (f"{NAMES[seat]}'s screen shows the rival's hidden cards {found} "
                       f"(after {session.moves[-3:]}, game seed {session.record.seed})")


def test_whole_game_by_clicks(make_context, guard, server, artifacts):
    page = new_page(make_context(), guard)
    whole_game(page, server, guard, GAME, NAMES, lambda k: WeightedPolicy(k, WEIGHTS), POLICY_SEEDS,
               artifacts / "fov-finished.png", check=no_rival_cards)



def march_position():
    """A person (seat 0) against a random computer, the person to choose a march with at least
    two units able to march (so the map shows one merged marker per destination)."""
    import random

    from tabula.core.record import Record
    from tabula.web.session import Session

    for seed in range(1, 40):
        rng = random.Random(seed)
        record = Record(game=GAME.id, options=GAME.default_options(2), seed=seed, players=NAMES,
                        rules=GAME.rules_version, seats=["", "random"])
        s = Session(GAME, record, "t")
        while not s.over() and len(s.moves) < 400:
            seat = s.deciding()
            moves = s.legal_texts(seat)
            marches = [m for m in moves if " move " in f" {m.split(': ', 1)[1]}"]
            if seat == 0 and len({m.split()[3] for m in marches}) >= 2:
                return s
            s.decide(rng.choice(moves), seat=seat)
    raise AssertionError("no march with two units in 40 seeded games")


@pytest.mark.cold_start
def test_march_by_mouse_and_by_keyboard(make_context, guard, server):
    """A merged destination marker takes a mouse click (pressing it focuses it, and focus must
    not hide it before the click lands); with the keyboard, a unit's handle then Tab to one of
    its destinations and Enter marches that unit there."""
    from tabula.core import codec

    s = march_position()
    link = f"{server}/#g={codec.encode(s.record, GAME)}"
    page = new_page(make_context(), guard)
    for how in ("mouse", "keyboard"):
        page.goto("about:blank")
        open_app(page, server, "#g=" + link.split("#g=", 1)[1])
        page.wait_for_selector("#board .fv-merged [data-action]", state="attached")
        before = move_count(page)
        if how == "mouse":
            marker = page.locator("#board .fv-merged [data-action]").first
            move = marker.get_attribute("data-action")
            marker.scroll_into_view_if_needed()
            box = marker.bounding_box()
            page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        else:
            page.locator("#board .fv-pick").first.focus()
            page.keyboard.press("Tab")
            move = page.evaluate("() => document.activeElement.closest('[data-action]')"
                                 ".getAttribute('data-action')")
            assert page.evaluate("() => !!document.activeElement.closest('.fv-dests')"), move
            page.keyboard.press("Enter")
        wait_for_moves(page, more_than=before, timeout=10_000)
        assert page.locator("#screen .log li > button").nth(before).inner_text().strip().endswith(
            move.split(": ", 1)[1]), (how, move)
