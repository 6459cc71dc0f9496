"""Opening a game (a saved game, or a link's game) without freezing the page, and what shows
meanwhile: its name and "Opening the game…", announced politely, nothing to click.

A long game takes far longer than a frame to open: a link's compact moves are unpacked by
replaying the game (core/codec.py ``decode_steps``), the record is replayed into a Session
(web/session.py ``load_slices``), the table's code and the game's board code are imported, and
the first board of a game is several times slower to draw than the next ones. Each of these runs
here in slices of about 30 ms, or one task per import, and the browser paints in between. The
person may go elsewhere meanwhile (``App.routes`` changes): then the opening stops, and nothing of
it is shown or saved.
"""

from __future__ import annotations

import asyncio
import time

from ...core import codec
from ...core.errors import RecordError, TabulaError
from .. import dom, perf
from ..console import log_exception
from ..session import load_slices

SLICE_S = 0.03  # seconds of work between two chances for the browser to paint


class OpeningScreen:
    def __init__(self, title: str):
        self.title = title

    def render(self):
        return dom.el("section", {"class": "opening", "role": "status", "aria-live": "polite"},
                      dom.el("h2", text=self.title),
                      dom.el("p", text="Opening the game…"))

    def unmount(self):
        pass


class Gone(Exception):
    """The person went elsewhere while the game was opening."""


async def _run(app, gen: int, steps):
    """Run a generator of steps (core/slices.py) in slices; its result. Gone if the person left."""
    t0 = time.perf_counter()
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value
        if time.perf_counter() - t0 > SLICE_S:
            await asyncio.sleep(0)  # the browser paints and takes clicks here
            if gen != app.routes:
                raise Gone
            t0 = time.perf_counter()


async def _task(app, gen: int) -> None:
    """The next task (the browser may paint first). Gone if the person left."""
    await asyncio.sleep(0)
    if gen != app.routes:
        raise Gone


def _failed(app, gen: int, text: str) -> None:
    if gen == app.routes:
        app.notify_later(text)
        app.replace("")


def _defect(app, gen: int, what: str, e: Exception) -> None:
    """Something no message foresaw (a defect): its trace to the console, a message in the page."""
    log_exception(f"opening {what}")
    _failed(app, gen, f"This {what} could not be opened ({type(e).__name__}). The details are in the "
                      "browser console.")


async def open_link(app, token: str, gen: int) -> None:
    """A share link's game: decoded, then opened as a new saved game (``App.opened_link``)."""
    try:
        record = await _run(app, gen, codec.decode_steps(token, app.games))
        perf.mark("open: decoded")
    except Gone:
        return
    except TabulaError as e:
        _failed(app, gen, f"This link could not be opened: {e}.")
        return
    except Exception as e:
        _defect(app, gen, "link", e)
        return
    game = app.games.get(record.game)
    if game is None:
        if record.game in app.games:
            _failed(app, gen, app.games.unavailable(record.game))
        else:
            _failed(app, gen, f"This link is for a game this app does not have ('{record.game}').")
        return
    if gen == app.routes:
        app.open_record(game, record, None, "This link's game cannot be replayed", app.opened_link)


async def open_record(app, game, record, save_id: str, failed: str, then, gen: int) -> None:
    """Replay ``record`` into a Session, get the table ready, then ``then(session)``."""
    try:
        session = await _run(app, gen, load_slices(game, record, save_id))
        perf.mark("open: replayed")
        # (a first game opened: the table's code, a task each, each after those it imports)
        from ...bots import levels  # noqa: F401

        await _task(app, gen)
        from .. import computer, share, viewlink  # noqa: F401

        await _task(app, gen)
        from . import howto, panel  # noqa: F401

        await _task(app, gen)
        from . import table

        await _task(app, gen)

        for _ in table.warm_steps(session):
            perf.mark("open: warm step")
            await _task(app, gen)
        perf.mark("open: warmed")
        await _task(app, gen)  # (the first board drawn: the table shows in a task of its own)
    except Gone:
        return
    except RecordError as e:
        _failed(app, gen, f"{failed}: {e}.")
        return
    except Exception as e:
        _defect(app, gen, "game", e)
        return
    if gen == app.routes:
        app.guard(then, session)
