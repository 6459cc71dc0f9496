""""Suggest a move": what the hard computer would play in the seat of the person deciding, with
what it thinks of it.

The table offers it while a person decides in the live game: at once in a game of one person
against computers; in a game of several people only after someone allows it for this table
(the tools' "Allow move suggestions"), so nobody gets help unasked. The search is the hard
level's, in slices between browser frames like the computers' turns (web/computer.py), within
the same cap, from what the person may see (the bots decide from ``view()``). Its answer is for
the position it was asked in: once the game moves on it is gone.
"""

from __future__ import annotations

import asyncio

from ..bots.levels import plan_steps, turn_cap
from .computer import SLICE
from .console import log_exception

LEVEL = "hard"


class Answer:
    """A suggestion: the first decision to play (its text), the rest of the turn the computer
    planned (texts), and its estimate (``mcts.Search.estimate`` or ``beam.Beam.estimate``; {}
    when there was one option)."""

    def __init__(self, move: str, then: list[str], estimate: dict, says: str = ""):
        self.move = move
        self.then = then
        self.estimate = estimate
        self.says = says  # the move in plain words (the game's describe), if it has them

    def words(self) -> str:
        """What the computer thinks of it, in words."""
        win = self.estimate.get("win")
        if win is None:
            return "It is the only move here."
        e = self.estimate
        ahead = e.get("depth", 1)
        basis = (f"from {e['plans']} positions of its plans for your next "
                 f"{ahead} decision{'s' if ahead != 1 else ''}"
                 if "plans" in e else f"from {e.get('iterations', 0)} games it tried out")
        if e.get("worlds", 1) > 1:
            basis += f", over {e['worlds']} guesses at the cards you cannot see"
        return (f"The computer ({LEVEL}) would play this. Its guess of your chances after it: "
                f"{round(100 * win)}% ({basis}).")


class Suggestions:
    """The suggestions of one table (a TableScreen: its session, ``closed`` and ``redraw``)."""

    def __init__(self, table):
        self.table = table
        self.allowed = len(table.s.humans()) <= 1  # against computers only: offered at once
        self.task = None
        self.key: tuple | None = None  # the position the search or the answer is for
        self.answer: Answer | None = None
        self.failed = ""

    def _now(self) -> tuple:
        s = self.table.s
        return (len(s.moves), s.deciding())

    def offered(self) -> bool:
        """A person decides in the live game and may ask."""
        t = self.table
        s = t.s
        seat = s.deciding()
        return (self.allowed and t.view_k is None and seat is not None and not s.is_computer(seat)
                and s.must_pass() is None and not s.over())

    def shown(self) -> Answer | None:
        """The answer for the position on the table, if there is one."""
        return self.answer if self.key == self._now() else None

    def thinking(self) -> bool:
        return self.task is not None and self.key == self._now()

    def problem(self) -> str:
        return self.failed if self.key == self._now() else ""

    def allow(self) -> None:
        self.allowed = True

    def ask(self) -> None:
        """Start the search for the position now (once per position)."""
        if not self.offered() or self.thinking() or self.shown() is not None:
            return
        self.stop()
        self.key, self.answer, self.failed = self._now(), None, ""
        self.task = asyncio.ensure_future(self._run(self.key))

    def stop(self) -> None:
        task, self.task = self.task, None
        if task is not None and not task.done():
            task.cancel()

    def _gone(self, key: tuple) -> bool:
        return self.table.closed or self.key != key or self._now() != key

    async def _run(self, key: tuple) -> None:
        t = self.table
        s = t.s
        seat = s.deciding()
        estimate: dict = {}
        try:
            steps = plan_steps(s.game, s.state, seat, LEVEL, f"{s.bot_seed()}/suggest", turn_cap(LEVEL, 0.0),
                               slice_time=SLICE, estimate=estimate)
            while True:
                try:
                    next(steps)
                except StopIteration as stop:
                    plan = stop.value
                    break
                await asyncio.sleep(0)  # the browser runs here: clicks, painting
                if self._gone(key):
                    return
            self.answer = Answer(s.game.format(s.state, plan[0]), _then(s.game, s.state, plan), estimate,
                                 _says(s.game, s.state, plan[0]))
        except asyncio.CancelledError:
            raise
        except Exception as e:
            log_exception("suggesting a move")
            self.failed = f"No suggestion this time ({type(e).__name__})."
        finally:
            if self.key == key:
                self.task = None
        if not self._gone(key):
            t.redraw()


def _then(game, state, plan) -> list[str]:
    """The rest of the turn the computer planned, in notation, as far as it reads in the real
    position (it planned in one it sampled from what the person may see)."""
    texts: list[str] = []
    try:
        state = game.apply(state, plan[0])[0]
        for action in plan[1:]:
            texts.append(game.format(state, action))
            state = game.apply(state, action)[0]
    except Exception:
        pass
    return texts


def _says(game, state, action) -> str:
    """The move in plain words ("" if the game has none for it: words are a nicety)."""
    try:
        words = str(game.describe(state, action) or "")
    except Exception:
        return ""
    return words[:1].upper() + words[1:] if words != game.format(state, action) else ""
