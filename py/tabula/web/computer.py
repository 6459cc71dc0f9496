"""The computer seats of a table: each searches in slices (``bots.levels.plan_steps``) between
which the browser runs, so the page stays responsive; a whole turn found by one search is applied
step by step, each step checked against ``legal()`` first.

A search that fails is a defect (it goes to the console); the game must not hang on it: the seat
plays a legal decision at random instead and the table says so. If even that is impossible, the
seat is ``stuck`` and the table offers to try again.
"""

from __future__ import annotations

import asyncio
import time

import js
from pyodide.ffi import create_once_callable

from ..bots.common import make_rng
from ..bots.levels import plan_steps, turn_cap
from ..core.errors import TabulaError
from .console import log_exception

SLICE = 0.012  # seconds of search between two hand-backs to the browser
STEP_PAUSE = 0.25  # seconds between two computer moves, so a person can follow them


class ComputerTurns:
    """Plays the computer seats of ``table`` (a TableScreen: its session, ``played`` and
    ``redraw``) whenever one of them is to decide."""

    def __init__(self, table):
        self.table = table
        self.task = None
        self.gen = 0  # bumped by every change a person makes: a running search then stops
        self.thinking = None  # the computer seat thinking now
        self.stuck = ""  # why a computer seat could not decide (it waits for "try again")
        self.held = 0  # > 0 while the table redraws from inside a computer's turn

    def ensure(self) -> None:
        """Start the computers' turns if one of them is to decide (and none is running)."""
        t = self.table
        if t.closed or self.task is not None or self.held or self.stuck:
            return
        if t.s.computer_to_move() is None:
            return
        self.task = asyncio.ensure_future(self._loop())

    def stop(self) -> None:
        self.gen += 1
        task, self.task = self.task, None
        if task is not None and not task.done():
            task.cancel()
        self.thinking = None

    def retry(self) -> None:
        self.stuck = ""

    def _gone(self, gen: int) -> bool:
        return self.table.closed or gen != self.gen

    async def _plan(self, seat, level: str, gen: int, cap: float):
        """The computer's plan (decisions in a row), thought out between browser frames within
        ``cap`` seconds; None if the table went away or a person changed the game meanwhile."""
        s = self.table.s
        t0 = time.perf_counter()
        steps = plan_steps(s.game, s.state, seat, level, s.bot_seed(), cap, slice_time=SLICE)
        while True:
            try:
                next(steps)
            except StopIteration as stop:
                _note_think(level, time.perf_counter() - t0)
                return stop.value
            await asyncio.sleep(0)  # the browser runs here: clicks, painting
            if self._gone(gen):
                return None

    async def _loop(self):
        t = self.table
        s = t.s
        gen = self.gen
        turn, thought = None, 0.0  # whose turn, and how long it has thought (levels.turn_cap)
        try:
            while not self._gone(gen):
                seat = s.computer_to_move()
                if seat is None:
                    break
                if seat != turn:
                    turn, thought = seat, 0.0
                self.thinking = seat
                t0 = time.perf_counter()
                plan = await self._plan(seat, s.level(seat), gen, turn_cap(s.level(seat), thought))
                thought += time.perf_counter() - t0
                if plan is None:
                    return
                start = len(s.moves)
                for action in plan:
                    if self._gone(gen):
                        return
                    st = s.state
                    if s.deciding() != seat or action not in s.game.legal(st, seat):
                        break  # something else came first (a rival's decision): search again
                    s.decide(s.game.format(st, action), seat=seat)
                    t.played(seat, start)
                    await asyncio.sleep(_pause())
                if len(s.moves) == start:
                    raise TabulaError("the computer found no legal decision")
        except asyncio.CancelledError:
            raise
        except Exception as e:
            log_exception("a computer player's turn")
            if not self._gone(gen):
                self._fall_back(e)
        finally:
            if gen == self.gen:
                self.task = None
                self.thinking = None
        if not self._gone(gen):
            t.redraw()

    def _fall_back(self, error: Exception) -> None:
        t = self.table
        s = t.s
        seat = s.computer_to_move()
        why = f"{type(error).__name__}: {error}" if str(error) else type(error).__name__
        try:
            if seat is None:
                return
            options = s.game.legal(s.state, seat)
            if not options:
                raise TabulaError("it has no legal decision")
            action = options[make_rng(s.bot_seed(), "fallback").randrange(len(options))]
            start = len(s.moves)
            s.decide(s.game.format(s.state, action), seat=seat)
            t.played(seat, start, redraw=False)
            t.app.notify(f"{t.name(seat)} could not think this decision through ({why}), "
                         "so it played a legal move at random.", "warning")
            js.setTimeout(create_once_callable(lambda: t.closed or t.refresh()), 0)
        except Exception as e2:
            log_exception("a computer player's fallback decision")
            self.stuck = f"{t.name(seat)} could not decide ({why}; {type(e2).__name__}: {e2})."


def _pause() -> float:
    """Seconds between computer moves (a page may set ``window.TABULA_BOT_PAUSE``, e.g. tests: 0)."""
    try:
        v = js.window.TABULA_BOT_PAUSE
        return max(0.0, float(v)) if v is not None else STEP_PAUSE
    except Exception:
        return STEP_PAUSE


def _note_think(level: str, seconds: float) -> None:
    """Keep the computers' think times where a test or a benchmark can read them."""
    try:
        log = getattr(js.window, "TabulaThink", None)
        if log is None:
            js.window.TabulaThink = js.Array.new()
            log = js.window.TabulaThink
        log.push(js.JSON.parse(f'{{"level": "{level}", "ms": {seconds * 1000:.1f}}}'))
    except Exception:
        pass
