"""The busy indicator keeps turning while the main thread is held (Pyodide's start holds it for
seconds in one task), and costs the compositor a few frames a second, not one per refresh: it is
an animated image the compositor advances on its own (tools/make_spinner.py says why).

Judged by what a person sees: the frames Chromium puts on the screen (a CDP screencast) while a
script blocks the page's main thread. And a loading step that failed is marked in red over
either form of the indicator."""

from __future__ import annotations

import hashlib

import pytest

from browser.helpers import AFTER_FRAMES, open_app
from support.tools import tool

pytestmark = pytest.mark.browser

BLOCK_MS = 2000


def boot_steps(*steps: tuple[str, str]) -> str:
    """The loading screen's list of steps (as index.html has it), each step (its classes, text)."""
    items = "".join(f'<li class="{classes}">{text}</li>' for classes, text in steps)
    return f'<section class="boot"><ol class="boot-steps">{items}</ol></section>'


# Both spinners of the page, as the loading screen and a computer's turn show them
BOTH_SPINNERS = (boot_steps(("active", "Busy"))
                 + '<div class="turn thinking"><span class="spinner"></span> Thinking</div>')
# The markup ``html`` put in the page, then the main thread blocked for ``ms`` once the next frame
# has shown it. Returns the block's wall-clock start and end (the screencast stamps its frames
# with the same clock, in seconds).
SHOW_AND_BLOCK = """([html, ms]) => {
  document.getElementById('app').insertAdjacentHTML('afterbegin', html);
  return """ + AFTER_FRAMES + """(1).then(() => new Promise(done => setTimeout(() => {
    const start = Date.now();
    while (Date.now() - start < ms) {}
    done([start / 1000, Date.now() / 1000]);
  }, 100)));
}"""


def frames_while_blocked(page, cdp) -> list[str]:
    """Digests of the screen's frames drawn while the main thread was blocked (its first 0.2 s
    left out: the frame that put the spinners up may still arrive then)."""
    frames: list[tuple[float, str]] = []

    def on_frame(e):
        frames.append((e["metadata"]["timestamp"], hashlib.sha256(e["data"].encode()).hexdigest()))
        cdp.send("Page.screencastFrameAck", {"sessionId": e["sessionId"]})

    cdp.on("Page.screencastFrame", on_frame)
    cdp.send("Page.startScreencast", {"format": "png"})
    try:
        start, end = page.evaluate(SHOW_AND_BLOCK, [BOTH_SPINNERS, BLOCK_MS])
        page.wait_for_timeout(300)  # frames of the block still on their way
    finally:
        cdp.send("Page.stopScreencast")
    return [d for t, d in frames if start + 0.2 <= t <= end]


def test_the_spinner_turns_while_the_main_thread_is_blocked(page, server):
    open_app(page, server)
    cdp = page.context.new_cdp_session(page)
    shown = frames_while_blocked(page, cdp)
    seconds = (BLOCK_MS - 200) / 1000
    # ~11 pictures a second (10 per 0.9 s turn); a slow machine may drop some, none stands still
    assert len(set(shown)) >= 4, f"{len(set(shown))} distinct frames in {seconds} s of a blocked page"
    # a CSS animation drew ~54 frames a second here
    assert len(shown) <= 20 * seconds, f"{len(shown)} frames in {seconds} s: a continuous animation?"


def test_the_spinner_stands_still_for_reduced_motion(page, server):
    open_app(page, server)
    page.emulate_media(reduced_motion="reduce")
    cdp = page.context.new_cdp_session(page)
    assert len(set(frames_while_blocked(page, cdp))) <= 1


# The marker before each step of the loading screen ``html`` put in the page: (background
# colour, background image) as computed.
STEP_MARKERS = """(html) => {
  document.getElementById('app').insertAdjacentHTML('afterbegin', html);
  return [...document.querySelectorAll('#app .boot-steps li')].map(li => {
    const s = getComputedStyle(li, '::before');
    return [s.backgroundColor, s.backgroundImage];
  });
}"""
DANGER = "rgb({}, {}, {})".format(*tool("make_spinner").css_colour("danger"))  # as app.css has it


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_failed_step_is_marked_in_red_with_or_without_motion(page, server, motion):
    """boot.js adds ``failed`` to the step that was active: its red mark must win over both forms
    of the busy indicator."""
    open_app(page, server)
    page.emulate_media(reduced_motion=motion)
    steps = boot_steps(("active", "Busy"), ("active failed", "Failed"))
    (busy_colour, busy_image), (failed_colour, failed_image) = page.evaluate(STEP_MARKERS, steps)
    assert ("spinner.png" in busy_image) == (motion == "no-preference")
    assert failed_colour == DANGER and failed_image == "none"
