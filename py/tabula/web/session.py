"""One game being played: its record, the states along it, undo and replay view, who plays
each seat (a person or a computer level, ``record.seats``) and what each person may see.

Pure Python (no js): the table screen drives it, CPython tests exercise it directly.
"""

from __future__ import annotations

import time

from ..core.errors import NotationError, RecordError, TabulaError
from ..core.protocol import Move
from ..core.record import Record, new_record, replay_steps, start


class Session:
    """A record plus the states before each move (``states[k]`` is the state after ``k`` moves)."""

    def __init__(self, game, record: Record, save_id: str, *, later: bool = False):
        """Replay ``record``; with ``later``, not yet: drive :attr:`opening` (see :func:`load_slices`)."""
        self.game = game
        self.record = record
        self.save_id = save_id
        self.states: list = []
        self.holder = None  # hot seat: the person at the device (handed it, or the last to decide)
        self.asked = None  # hot seat: a person who asked to see their hidden information
        self._needs: dict = {}  # (moves, seat, holder) -> does seat's decision need its secrets
        self.events: list[list] = []  # what each move made happen (``Event``s from ``apply``)
        self.actors: list[int | None] = []
        self.barriers: list[bool] = []
        self.private: list[bool] = []  # moves that stay private to their player (``secret_move``)
        self.opening = self._open()
        if not later:
            for _ in self.opening:
                pass

    def _open(self):
        """The replay of the record, a step at a time (a generator)."""
        game, record = self.game, self.record
        check_seats(game, record, start(game, record))
        yield from replay_steps(game, record, states=self.states, events=self.events)
        for k, text in enumerate(record.moves):
            self._note(self.states[k], game.parse(self.states[k], text))
            if k % 8 == 7:
                yield

    # -- reading -------------------------------------------------------------------------------
    @property
    def state(self):
        return self.states[-1]

    @property
    def moves(self) -> list[str]:
        return self.record.moves

    def deciding(self):
        """The seat that decides now (the first of to_move), or None when the game is over."""
        seats = self.game.to_move(self.state)
        return seats[0] if seats else None

    def legal_texts(self, seat) -> list[str]:
        st = self.state
        return [self.game.format(st, a) for a in self.game.legal(st, seat)]

    def over(self) -> bool:
        return self.game.result(self.state) is not None

    # -- who plays -----------------------------------------------------------------------------
    def level(self, seat) -> str:
        """"" for a person, else the computer level that plays ``seat``."""
        seats = self.record.seats
        if isinstance(seat, int) and 0 <= seat < len(seats):
            return seats[seat] or ""
        return ""

    def is_computer(self, seat) -> bool:
        return bool(self.level(seat))

    def humans(self) -> list[int]:
        return [i for i in range(len(self.record.players)) if not self.is_computer(i)]

    def hidden(self) -> bool:
        return self.game.capabilities.hidden_information

    def hot_seat(self) -> bool:
        """Several people share one device in a game with hidden information: each of them
        must be handed the device behind a "pass the device" screen."""
        return self.hidden() and len(self.humans()) > 1

    # -- who sees what -------------------------------------------------------------------------
    def viewer(self, replay: bool = False):
        """The seat whose view the table shows (None: a spectator's). Without hidden information,
        the deciding person. With hidden information and one person (the others computers),
        always that person. With several people on one device, the person at the device
        (``holder``), or the deciding person on a shared screen (``shared``); a replay of
        earlier positions (``replay``) shows a spectator's view then."""
        humans = self.humans()
        if self.hidden():
            if len(humans) == 1:
                return humans[0]
            if replay or not humans:
                return None
            return self.deciding() if self.shared() else self.holder
        if replay:
            return None
        seat = self.deciding()
        if seat is not None and not self.is_computer(seat):
            return seat
        return humans[0] if len(humans) == 1 else None

    def must_pass(self, replay: bool = False):
        """The person to hand the device to before the table may be shown, or None: a person
        other than the one at the device decides, and their screen would show something of their
        hidden information that the one at the device does not know (their options depend on
        it), or they asked to see it. Otherwise the decision is taken on a shared screen."""
        if replay or not self.hot_seat():
            return None
        seat = self.deciding()
        if seat is None or self.is_computer(seat) or seat == self.holder:
            return None
        return seat if self.asked == seat or self._needs_secrets(seat) else None

    def shared(self, replay: bool = False) -> bool:
        """Hot seat: the deciding person decides on a screen with only what both they and the
        person at the device know (``screen_state``), without passing the device first."""
        if replay or not self.hot_seat():
            return False
        seat = self.deciding()
        return (seat is not None and not self.is_computer(seat) and seat != self.holder
                and self.must_pass() is None)

    def screen_state(self):
        """The state the table shows now: on a shared screen, what the deciding person and the
        person at the device both know; else the game's state (the board hides the rest)."""
        if not self.shared():
            return self.state
        return self._masked(self.deciding())

    def _masked(self, seat):
        """The state as ``seat`` would see it knowing only what the holder knows too."""
        return self.game.view(self.game.view(self.state, self.holder), seat)

    def _needs_secrets(self, seat) -> bool:
        """Do ``seat``'s options now depend on something the holder does not know, or is the
        choice itself secret (several choosing at once, or a ``secret_move``: the others must not
        see it made)? The options do unless the same moves are offered on the state with that
        hidden (a game whose legal moves cannot be listed there needs it too)."""
        key = (len(self.moves), seat, self.holder)
        if key not in self._needs:
            st = self.state
            try:
                masked = self._masked(seat)
                legal = self.game.legal(st, seat)
                together = self.game.capabilities.simultaneous and len(self.game.to_move(st)) > 1
                if together or any(self.game.secret_move(st, a) for a in legal):
                    self._needs[key] = True
                    return True
                mine = [self.game.format(st, a) for a in legal]
                shared = [self.game.format(masked, a) for a in self.game.legal(masked, seat)]
                self._needs[key] = mine != shared
            except Exception:  # hidden cards the rules cannot work with: they are needed
                self._needs[key] = True
        return self._needs[key]

    def hand_to(self, seat) -> bool:
        """The device was handed to ``seat`` (the pass screen's button): True if that was the
        person it was to go to."""
        if seat is None or seat != self.must_pass():
            return False
        self.holder = seat
        self.asked = None
        return True

    def ask_secrets(self, seat) -> bool:
        """On a shared screen, the deciding person asks to see their hidden information: the
        table passes them the device first."""
        if not self.shared() or seat != self.deciding():
            return False
        self.asked = seat
        return True

    def log_viewer(self):
        """Whose reading of the log the table shows: the one person, or the device's holder (a
        spectator's on a shared screen)."""
        humans = self.humans()
        if len(humans) == 1:
            return humans[0]
        if not self.hot_seat() or self.shared():
            return None
        return self.holder

    def offered(self, replay: bool = False) -> list[Move]:
        """The moves the table offers now, as (action, text): the deciding person's, once the
        device is theirs."""
        seat = None if replay else self.deciding()
        if seat is None or self.is_computer(seat) or self.must_pass() is not None:
            return []
        if self.hidden() and self.viewer() != seat:
            return []
        st = self.state
        return [Move(a, self.game.format(st, a)) for a in self.game.legal(st, seat)]

    def _since_mine(self, viewer) -> list[int]:
        """The moves of the other seats since ``viewer``'s last decision (indices, oldest first)."""
        k = len(self.moves)
        while k > 0 and self.actors[k - 1] != viewer:
            k -= 1
        return [i for i in range(k, len(self.moves)) if self.actors[i] not in (None, viewer)]

    def marks(self, viewer) -> list:
        """The actions the other seats took since ``viewer``'s last decision that ``viewer`` may
        know of (a secret choice is left out), oldest first: the board marks where they acted."""
        if viewer is None:
            return []
        reader = None if self.shared() else viewer  # a shared screen shows what all may know
        hidden = self.secret_moves(reader) if self.hidden() else [False] * len(self.moves)
        out = []
        for i in self._since_mine(viewer):
            if not hidden[i]:
                try:
                    out.append(self.game.parse(self.states[i], self.moves[i]))
                except TabulaError:  # the record's own moves parse; never stop the table for a mark
                    continue
        return out

    def since_last(self, viewer, limit: int = 12) -> list[tuple[int, list[str]]]:
        """What the other seats did since ``viewer``'s last decision, as ``viewer`` may read it:
        (seat, [each move in words (``game.describe``) and what it made happen]) per run of one
        seat's moves, oldest first, the last ``limit`` runs. Nothing for a spectator."""
        if viewer is None:
            return []
        reader = None if self.shared() else viewer  # a shared screen shows what all may know
        shown = self.log_texts(reader) if self.hidden() else self.moves
        runs: list[tuple[int, list[str]]] = []
        for i in self._since_mine(viewer):
            actor = self.actors[i]
            if not runs or runs[-1][0] != actor:
                runs.append((actor, []))
            if shown[i] == self.moves[i]:  # a secret move made nothing known
                runs[-1][1].append(self._words(i))
                runs[-1][1].extend(self.notes(i, reader))
            else:  # the seat is named once, before its run
                runs[-1][1].append(shown[i].split(": ", 1)[-1])
        return runs[-limit:]

    def _words(self, k: int) -> str:
        """Move ``k`` in plain words (``game.describe``), else its text in notation."""
        st = self.states[k]
        try:
            return self.game.describe(st, self.game.parse(st, self.moves[k]))
        except Exception:  # words are a nicety: the notation always reads
            return self.moves[k].split(": ", 1)[-1]

    def who(self, seat, st=None) -> str:
        """A seat as the saved games list names it: its name and, once the game calls it
        something of its own (a faction, a mage), that too: "Ann (Witches)"."""
        names = self.record.players
        name = names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"
        try:
            label = str(self.game.player_label(self.state if st is None else st, seat))
        except Exception:  # a label is a nicety
            return name
        label = label.removesuffix(f" (p{seat + 1})")  # the seat is already said by the name
        return name if label in ("", name, f"p{seat + 1}") else f"{name} ({label})"

    def round_at(self, k: int) -> str:
        """The round before move ``k``, for the log's grouping: the game's round label up to its
        first comma ("round 2, income" is round 2); "" if it has none."""
        try:
            return str(self.game.round_label(self.states[k]) or "").split(",")[0].strip()
        except Exception:  # a label is a nicety: never let it stop the log
            return ""

    def rematch(self, seed: int, save_id: str) -> Session:
        """A new game like this one: the same players, seats and options, another seed."""
        record = new_record(self.game, self.record.options, seed, self.record.players)
        record.seats = list(self.record.seats)
        return load(self.game, record, save_id)

    def computer_to_move(self):
        """The computer seat that decides now (None if a person does, or the game is over)."""
        seat = self.deciding()
        return seat if seat is not None and self.is_computer(seat) else None

    def bot_seed(self) -> str:
        """Seed of the computer's search for the decision now: the same game, the same answers."""
        return f"{self.record.seed}/{len(self.record.moves)}"

    def apply_plan(self, seat, actions) -> list[str]:
        """Apply a computer's plan (decisions it means to take in a row) as long as each step is
        still the seat's to take and listed by ``legal()``; returns the texts applied (the first
        step always is, or a TabulaError says why not)."""
        done: list[str] = []
        for action in actions:
            st = self.state
            if self.deciding() != seat or action not in self.game.legal(st, seat):
                if not done:
                    raise RecordError("the computer's decision is not legal here")
                break
            done.append(self.decide(self.game.format(st, action), seat=seat))
        return done

    def secret_moves(self, viewer, upto: int | None = None) -> list[bool]:
        """For each move: is it hidden from ``viewer`` at the position after ``upto`` moves?

        In a game with hidden information, a decision taken while several seats were choosing at
        once (secret commands, bids, a mage) is shown to the others only once a later move up to
        ``upto`` revealed something (an undo barrier: the choices are revealed together). A game
        may also name moves that stay private to their player for good with
        ``secret_move(state, action) -> bool`` (e.g. the order of cards only its player saw),
        asked once per move (``private``)."""
        n = len(self.record.moves)
        if not self.hidden():
            return [False] * n
        upto = n if upto is None else min(upto, n)
        out = [False] * n
        revealed = False  # a barrier at this move or a later one (up to ``upto``)
        for k in range(n - 1, -1, -1):
            if k < upto and self.barriers[k]:
                revealed = True
            actor = self.actors[k]
            if viewer is not None and actor == viewer:
                continue
            if self.private[k]:
                out[k] = True
                continue
            out[k] = not revealed and self.game.capabilities.simultaneous and len(
                self.game.to_move(self.states[k])) > 1
        return out

    def notes(self, k: int, viewer) -> list[str]:
        """What move ``k`` made happen on its own (an ``Event`` of kind "auto": a step the game
        took because there was only one answer), as ``viewer`` may read it. An event about a
        player's hidden information carries ``data["private"]`` (that seat) and a ``"public"``
        text for everyone else."""
        out = []
        for e in self.events[k] if 0 <= k < len(self.events) else ():
            if e.kind != "auto":
                continue
            data = e.data or {}
            private = data.get("private")
            if private is not None and private != viewer:
                text = data.get("public") or ""
            else:
                text = e.text
            if text:
                out.append(str(text))
        return out

    def log_texts(self, viewer, upto: int | None = None) -> list[str]:
        """The move log as ``viewer`` may read it (None: a spectator)."""
        hide = self.secret_moves(viewer, upto)
        out = []
        for k, text in enumerate(self.record.moves):
            if hide[k]:
                actor = self.actors[k]
                who = self.game.player_label(self.states[k], actor) if actor is not None else ""
                out.append(f"{who}: (secret choice)" if who else "(secret choice)")
            else:
                out.append(text)
        return out

    # -- deciding ------------------------------------------------------------------------------
    def decide(self, text: str, seat=None) -> str:
        """Parse and apply a move given as text; returns its canonical text.

        Raises a TabulaError (NotationError, RuleError) with a readable message; the session is
        unchanged then.
        """
        text = (text or "").strip()
        if not text:
            raise NotationError("type a move first")
        if len(text) > 200:
            raise NotationError("that is too long to be a move")
        st = self.state
        seats = self.game.to_move(st)
        if not seats:
            raise NotationError("the game is over")
        action = self.game.parse(st, text)
        actor = _actor(action)
        if seat is not None and actor is not None and actor != seat:
            raise NotationError(f"it is not {self.game.player_label(st, actor)}'s decision now")
        if actor is not None and actor not in seats:
            raise NotationError(f"it is not {self.game.player_label(st, actor)}'s decision now")
        new_state, events = self.game.apply(st, action)
        canonical = self.game.format(st, action)
        self.record.moves.append(canonical)
        self.states.append(new_state)
        self.events.append(list(events or ()))
        self._note(st, action)
        if self.hot_seat() and actor is not None and not self.is_computer(actor):
            self.holder, self.asked = actor, None  # whoever decided has the device now
        return canonical

    def _note(self, st, action) -> None:
        """What the table keeps of a move made at ``st``: its actor, whether it reveals hidden
        information (an undo barrier) and whether it stays private to its player."""
        self.actors.append(_actor(action))
        self.barriers.append(bool(self.game.is_barrier(st, action)))
        try:
            private = bool(self.game.secret_move(st, action))
        except TabulaError:
            private = False
        self.private.append(private)

    # -- undo ----------------------------------------------------------------------------------
    def undo_point(self) -> int | None:
        """How many moves stay after an undo, or None when there is nothing to undo.

        Undo takes back one decision of a person together with the computer moves after it, and
        only the deciding person's own (or, while a computer decides, the last person's): in a
        game of people only, that is the deciding player's own last step of this turn. Never
        across a barrier (a move that revealed something)."""
        n = len(self.record.moves)
        k = n
        while k > 0 and self.is_computer(self.actors[k - 1]):
            k -= 1
        if k == 0:
            return None
        person = self.actors[k - 1]
        if person is None or any(self.barriers[k - 1:n]):
            return None
        seat = self.deciding()
        if seat is None:
            return None
        if seat != person and not self.is_computer(seat):
            return None
        return k - 1

    def can_undo(self) -> bool:
        return self.undo_point() is not None

    def undo(self) -> str:
        """Take back (see ``undo_point``); returns the person's decision taken back."""
        k = self.undo_point()
        if k is None:
            raise RecordError("nothing of this turn to undo")
        taken = self.record.moves[k]
        del self.record.moves[k:]
        del self.states[k + 1:]
        del self.events[k:]
        del self.actors[k:]
        del self.barriers[k:]
        del self.private[k:]
        self._needs.clear()  # its keys count moves: another move may now come at the same count
        return taken


def check_seats(game, record: Record, first_state) -> None:
    """Every seat of the game has a name and is played by a person or a computer level this
    version knows (a link may come from another version, or be edited): RecordError if not."""
    from ..bots.levels import LEVELS  # (here: the bots' code is not needed to show the home screen)

    n = game.num_players(first_state)
    if len(record.players) != n:
        raise RecordError(f"the game has {n} seats but names {len(record.players)} players")
    if record.seats and len(record.seats) != n:
        raise RecordError(f"the game has {n} seats but says who plays {len(record.seats)} of them")
    for i, level in enumerate(record.seats):
        if level and level not in LEVELS:
            raise RecordError(f"{record.players[i] or f'seat {i + 1}'} is a computer of a level this "
                              f"version does not know ('{level}'; it knows {', '.join(LEVELS)})")


def _actor(action):
    if isinstance(action, tuple) and action and isinstance(action[0], int):
        return action[0]
    return None


def load(game, record: Record, save_id: str) -> Session:
    """Replay a record into a session; RecordError (with the failing line) if it does not replay."""
    try:
        return Session(game, record, save_id)
    except RecordError:
        raise
    except TabulaError as e:
        raise RecordError(str(e)) from None


def load_slices(game, record: Record, save_id: str, slice_s: float = 0.03):
    """:func:`load` in slices: a generator that yields each time it has worked ``slice_s``
    seconds (the page paints and answers clicks in between) and returns the Session."""
    session = Session(game, record, save_id, later=True)
    t0 = time.perf_counter()
    try:
        for _ in session.opening:
            if time.perf_counter() - t0 > slice_s:
                yield
                t0 = time.perf_counter()
    except RecordError:
        raise
    except TabulaError as e:
        raise RecordError(str(e)) from None
    return session
