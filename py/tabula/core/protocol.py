"""The game protocol every game package implements (DESIGN section 2), all of it.

A game is one object of a :class:`Game` subclass. States are plain data owned by the game;
actions are small immutable tuples whose first item is the acting seat (an int from 0).
Everything above the games (records, the web layer, bots) speaks only this protocol: it calls
the methods below and reads the game's declared :class:`Capabilities`, never probes a game for
what it has (``tabula.games.validate`` checks each game against its declaration when it is
loaded).

A game overrides the required methods (those that raise ``NotImplementedError`` here) and may
override the optional ones, whose defaults below are what a game without them gets. Hooks that
come in groups (a compact move form, view links, site logs, hidden information, computer
players) are declared in ``capabilities``, so callers ask ``game.capabilities.compact``.

One deliberate difference from DESIGN.md: ``format`` and ``parse`` take the state as well as
the action/text. Notation names players by what the game calls them (a Terra Mystica faction,
a Res Arcana mage), which only the state knows, and parsing a move like ``build E7`` needs to
know whose turn it is.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

Action = tuple
Player = int


class Move(NamedTuple):
    """One move on offer: the action and its text in the game's notation, computed once by the
    table and handed to ``render`` (a renderer sorts moves by their actions; the text is what a
    click plays)."""

    action: Action
    text: str


class HowStep(NamedTuple):
    """One step of a game's "How to play": a heading, a short paragraph, and the ids of the
    svg/ symbols (without '#', e.g. "tm-dwelling") drawn beside it, as on the board."""

    title: str
    text: str
    symbols: tuple[str, ...] = ()


@dataclass
class Event:
    """Something that happened while applying an action (for log and animation)."""

    kind: str
    player: int | None = None
    text: str = ""
    data: dict = field(default_factory=dict)


class ProtocolError(TypeError):
    """A game that does not implement what it declares (a programming error, raised on load)."""


@dataclass(frozen=True)
class Capabilities:
    """What a game offers beyond the required methods, declared as a class attribute
    (``capabilities = Capabilities(hidden_information=True, ...)``). Each flag names the hooks
    the game then overrides; ``tabula.games.validate`` checks both ways on load."""

    hidden_information: bool = False
    """``view`` hides something (hands, decks): bots and the table see only ``view(state,
    seat)``, bots search states made by ``determinize``. Hooks: ``view``, ``determinize``."""
    simultaneous: bool = False
    """``to_move`` may name several seats at once (secret commands, bids, a rival's offer).
    With hidden information the others do not see such a choice until something is revealed."""
    imports: bool = False
    """Game logs from another site can be opened (``import_log``)."""
    compact: bool = False
    """Moves have a compact form for share links (``pack_moves`` and ``unpack_moves``)."""
    view_links: bool = False
    """A position can travel as one seat's view in a link (``snapshot_classes``, optionally
    ``snapshot_words``); only with ``hidden_information``."""
    ai: bool = False
    """The game's own knowledge for computer players (``ai()`` returns its :class:`BotHooks`)."""


@dataclass(frozen=True)
class BotHooks:
    """What a game tells its computer players (``Game.ai()``; tabula.bots). Every field is
    optional: without it the bots still play (weaker or slower) from the protocol alone."""

    evaluate: Callable[[Any, int], float] | None = None
    """``evaluate(state, seat)``: the seat's expected final points, comparable between seats.
    Without it a bot uses ``result()`` at the end and 0 before."""
    estimate_all: Callable[[Any], list] | None = None
    """``estimate_all(state)``: every seat's ``evaluate`` at once, for a game that shares work
    between seats (e.g. how many rounds are left). Default: ``evaluate`` seat by seat."""
    bot_moves: Callable[[Any, int], list] | None = None
    """``bot_moves(state, seat) -> [(macro, next_state)]``: the decisions worth searching,
    best first. A ``macro`` is a tuple of decisions the seat takes in a row (the first legal
    now, each next one legal after the previous), ``next_state`` the state after all of them.
    Default: every legal decision alone."""
    bot_move: Callable[[Any, int, Action], tuple] | None = None
    """``bot_move(state, seat, first) -> (macro, next_state)``: the one search move (as in
    ``bot_moves``) that starts with the legal decision ``first``. With hidden information the
    search then lists a node's moves with ``legal()`` and makes only the move it follows."""
    rollout_action: Callable[[Any, int, Any], Action] | None = None
    """``rollout_action(state, seat, rng)``: a quick, sensible legal decision for playouts.
    Default: a uniformly random legal decision."""
    naive_rank: Callable[[Any, int, Action], int] | None = None
    """``naive_rank(state, seat, action)``: the naive player's priority of a legal decision
    (lower first; the game's ``naive.py``), the yardstick the levels are measured against
    (``tabula.bots.naive``). Default: every decision alike (the naive player plays at random)."""
    levels: dict = field(default_factory=dict)
    """{level: {setting: value}}: the game's own settings per level (e.g. the iterations of
    hard), merged over ``tabula.bots.levels.LEVELS``."""
    eval_scale: float = 10.0
    """A points margin that counts as "clearly ahead" (turns margins into win chances)."""
    variants: dict = field(default_factory=dict)
    """{name: BotHooks}: other hooks a level may play with instead, named by its ``evaluation``
    setting (e.g. Terra Mystica's hard weighs its evaluation's terms as real players' choices
    do, where its greedy levels keep the hand-set weights)."""


NO_BOT_HOOKS = BotHooks()


class Game:
    """Base class of every game: the protocol. Subclasses override every method that raises
    ``NotImplementedError`` and declare what else they offer in ``capabilities``."""

    # -- what the home screen shows; records and links check ``rules_version`` ---------------
    id: str = ""  # the registry id, also in records and links
    title: str = ""
    min_players: int = 2
    max_players: int = 4
    playing_time: str = ""
    blurb: str = ""
    rules_version: int = 1  # raised when old records would replay differently
    capabilities: Capabilities = Capabilities()

    # -- setup -------------------------------------------------------------------------------
    def default_options(self, players: int) -> dict:
        """The options of a game for ``players`` that the new-game dialog starts from."""
        raise NotImplementedError

    def option_fields(self, players: int) -> list[dict]:
        """The new-game dialog's fields (see ``tabula.web.screens.newgame``): dicts with a
        ``key``, ``label``, ``default`` and ``choices`` ([[value, text]]) or ``type: "bool"``."""
        return []

    def setup(self, options: dict, seed: int | str) -> Any:
        """Validate options and return the initial state (OptionsError if bad)."""
        raise NotImplementedError

    # -- decisions -----------------------------------------------------------------------------
    def to_move(self, state) -> list[Player]:
        """Seats that must decide now; empty when the game is over."""
        raise NotImplementedError

    def legal(self, state, player: Player) -> list[Action]:
        """Every decision ``player`` may take now (empty if the seat is not to move)."""
        raise NotImplementedError

    def apply(self, state, action: Action) -> tuple[Any, list[Event]]:
        """Return (new state, events); never mutate ``state``. RuleError if illegal. Steps the
        game takes on its own come back as events of kind "auto" (shown under the move)."""
        raise NotImplementedError

    def is_barrier(self, state, action: Action) -> bool:
        """True if the action reveals hidden information (undo may not cross it)."""
        return False

    def num_players(self, state) -> int:
        """The number of seats in the game of ``state`` (records and bots check against it)."""
        return len(self.score(state))

    # -- results -------------------------------------------------------------------------------
    def score(self, state) -> dict[Player, dict[str, int]]:
        """Points by seat and category, so far (the score sheet)."""
        raise NotImplementedError

    def result(self, state) -> list[int] | None:
        """Final points by seat once the game is over, else None."""
        raise NotImplementedError

    def winners(self, state) -> list[Player] | None:
        """The seats that won, sharing the win (None while the game goes on). Default: every
        seat with the top result; a game with tie-breaks (e.g. essences) overrides it."""
        res = self.result(state)
        if res is None:
            return None
        top = max(res)
        return [i for i, v in enumerate(res) if v == top]

    # -- hidden information (``capabilities.hidden_information``) ------------------------------
    def view(self, state, player: Player):
        """What ``player`` may see of the state, as a state (the bots' and view links' input)."""
        return state

    def determinize(self, view, player: Player, rng) -> Any:
        """A full state consistent with ``player``'s ``view``, hidden parts dealt with ``rng``."""
        return view

    def secret_move(self, state, action: Action) -> bool:
        """True for a move that stays private to its player for good, even after a reveal
        (e.g. the order of cards only that player saw). Asked once per move by the table."""
        return False

    # -- notation ------------------------------------------------------------------------------
    def format(self, state, action: Action) -> str:
        """The move text of ``action`` at ``state`` (records store these)."""
        raise NotImplementedError

    def parse(self, state, text: str) -> Action:
        """The action of a move text at ``state``; NotationError if it is not one."""
        raise NotImplementedError

    def player_label(self, state, player: Player) -> str:
        """What the game calls a seat (a faction, a mage), for the log and the panel."""
        return f"p{player + 1}"

    def round_label(self, state) -> str:
        """Where the game is, for the table's header ("round 3")."""
        return ""

    # -- the table -----------------------------------------------------------------------------
    def render(self, state, viewer: Player | None, moves: list[Move] | None = None,
               layout: str = "wide", names: list[str] | None = None,
               marks: list[Action] | None = None) -> str:
        """The board as one SVG string, as ``viewer`` may see it (None: a spectator's). Its
        clickable parts carry ``data-action="<move text>"`` for the ``moves`` on offer, (action,
        text) pairs the table computed once (None: the viewer's legal moves; a renderer sorts them
        by their actions and never parses a text); ``layout`` is "wide" or "narrow"; ``names``:
        the players' names as entered, by seat (None: the board names seats its own way);
        ``marks``: what the other seats did since the viewer's last decision (actions the viewer
        may know of, oldest first): the board marks each place they touched (``kit.clicks.mark``).
        The symbols and styles it refers to are the svg/ folder's (games/kit/symbols.py)."""
        raise NotImplementedError

    def render_steps(self, state, viewer: Player | None, moves: list[Move] | None = None,
                     layout: str = "wide", names: list[str] | None = None,
                     marks: list[Action] | None = None):
        """``render`` in slices (core/slices.py): a generator that yields between parts of the
        board and returns the same SVG. The page draws a game's first board this way before its
        table opens (web/screens/table.py ``warm_steps``): a first board also draws what it keeps
        for the rest of the game, which may be too long for one browser task. The default draws
        it in one piece."""
        return self.render(state, viewer, moves, layout, names, marks)
        yield  # (a generator)

    def emblem(self) -> str | None:
        """The game's small SVG for the home screen (drawn by `make build`), or None: a letter."""
        return None

    def about(self) -> str:
        """Notes on the game's components (paragraphs split by blank lines) for the "About this
        game" panel, or "" (then the table offers no such panel)."""
        return ""

    def describe(self, state, action: Action) -> str:
        """What ``action`` (legal at ``state``) does, in plain words for a person: a verb phrase
        in the third person without its subject ("builds a dwelling on E7 for 1 worker and 2
        coins"), so the table can write "Bob builds ..." in the turn summary. The default is the
        move's notation without the seat before it (a game overrides it: the summary should read
        as sentences)."""
        return self.format(state, action).split(": ", 1)[-1]

    def how_to_play(self) -> list[HowStep]:
        """The one-screen "How to play" the table opens: a handful of steps (a turn walked
        through) in the game's own words, each with pictures drawn from its svg/ symbols."""
        return []

    # -- site logs (``capabilities.imports``) --------------------------------------------------
    def import_log(self, text: str) -> tuple[dict, int | str, list[str]]:
        """A game log copied from another site as (options, seed, moves) of a record of ours;
        NotationError/RecordError if it is not one. Called by the home screen's import."""
        raise NotImplementedError

    # -- compact moves (``capabilities.compact``) ----------------------------------------------
    def pack_moves(self, options: dict, seed, moves: list[str]) -> str | None:
        """The moves of a record in a short text for share links, or None to send them as they
        are. Called when a share link is made."""
        raise NotImplementedError

    def unpack_moves(self, options: dict, seed, text: str) -> list[str]:
        """The moves of ``pack_moves``' text, for a record of these options and seed;
        TabulaError if it does not read. Called when a packed share link is opened."""
        raise NotImplementedError

    def unpack_moves_steps(self, options: dict, seed, text: str):
        """``unpack_moves`` as steps (core/slices.py: a generator that yields now and then and
        returns the moves), so the page can open a long game's link between frames; by default
        in one step."""
        return self.unpack_moves(options, seed, text)
        yield  # (a generator)

    # -- view links (``capabilities.view_links``) ----------------------------------------------
    def snapshot_classes(self) -> tuple:
        """The only classes a state is made of, its State first (``core.snapshot``): a view
        link's position is rebuilt from these and creates nothing else."""
        raise NotImplementedError

    def snapshot_words(self) -> list[str]:
        """Ids likely in a state (cards, factions): the view links' compression dictionary."""
        return []

    # -- computer players (``capabilities.ai``) ------------------------------------------------
    def ai(self) -> BotHooks:
        """The game's own knowledge for the bots, asked whenever a bot needs it (a game keeps
        it in its ``ai`` module and imports it here, so a game opens without it)."""
        return NO_BOT_HOOKS
