"""The new-game form: you against computers by default, people at one device one choice away."""

from __future__ import annotations

import pytest

from browser.helpers import GAME_IDS, local_storage, open_app

pytestmark = pytest.mark.browser


def seats(page) -> list[str]:
    return page.eval_on_selector_all("select[id^=seat-]", "els => els.map(e => e.value)")


def names(page) -> list[str]:
    return page.eval_on_selector_all("input[id^=name-]", "els => els.map(e => e.value)")


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_solo_is_the_default_and_hot_seat_one_choice_away(page, server, game_id):
    open_app(page, server)
    page.evaluate("id => { location.hash = '#new/' + id }", game_id)
    page.wait_for_selector("form[data-form=new]")
    assert page.is_checked("#mode-solo") and not page.is_checked("#mode-hotseat")
    assert seats(page)[0] == "" and set(seats(page)[1:]) == {"normal"}
    assert names(page)[1:] == [f"Computer {i + 2}" for i in range(len(names(page)) - 1)]
    # one "Number of players", one "Who plays": no label said twice
    labels = page.eval_on_selector_all("form[data-form=new] label, form[data-form=new] legend",
                                       "els => els.map(e => e.textContent.trim())")
    assert labels.count("Players") == 0 and "Number of players" in labels and "Who plays" in labels

    page.fill("#name-0", "Kim")
    page.check("#mode-hotseat")
    assert set(seats(page)) == {""}
    assert names(page)[0] == "Kim" and names(page)[1] == "Player 2"  # typed names stay
    page.check("#mode-solo")
    assert seats(page)[1] == "normal" and names(page)[1] == "Computer 2"

    # more players in solo mode: the new seats are computers too
    most = page.eval_on_selector_all("#players option", "os => Math.max(...os.map(o => +o.value))")
    page.select_option("#players", str(most))
    assert seats(page) == [""] + ["normal"] * (most - 1) and names(page)[0] == "Kim"

    page.click("form[data-form=new] button[type=submit]")
    page.wait_for_function("() => location.hash.startsWith('#play/')")
    page.wait_for_selector("#board svg, .pass-screen:not([hidden])")
    saves = [v for k, v in local_storage(page).items() if k.startswith("tabula.save.")]
    assert len(saves) == 1 and '"seats":["",' + ",".join(['"normal"'] * (most - 1)) + "]" in saves[0], saves
