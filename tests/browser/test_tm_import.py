"""A game log pasted from the online Terra Mystica site opens as a game you can step through."""

from __future__ import annotations

import pytest

from browser.helpers import notice, open_app

pytestmark = pytest.mark.browser

LOG = "\n".join([
    "option strict-leech", "score SCORE1,SCORE2,SCORE3,SCORE4,SCORE5,SCORE6",
    "setup witches", "setup nomads",
    "witches: build F2", "nomads: build E8", "nomads: build A5", "witches: build A10", "nomads: build B1",
    "nomads: pass BON1", "witches: pass BON2", "witches: upgrade F2 to TP", "nomads: upgrade B1 to TP",
])


def test_pasted_site_log_opens_and_a_bad_one_says_why(page, server):
    open_app(page, server)
    page.fill("#import-input", "setup witches\nsetup nomads\nwitches: build E7\n")
    page.click("form[data-form=import] button[type=submit]")
    page.wait_for_function("document.querySelector('#notice') && document.querySelector('#notice').innerText")
    assert "line 3" in notice(page) and "home terrain" in notice(page)
    page.fill("#import-input", LOG)
    page.click("form[data-form=import] button[type=submit]")
    page.wait_for_function("location.hash.startsWith('#play/')")
    page.wait_for_selector("svg [data-action]")
    body = page.inner_text("body")
    assert "witches: upgrade F2 to TP" in body and "nomads: upgrade B1 to TP" in body
