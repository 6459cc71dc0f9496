"""Fate of Venterra state: plain data, cheap to copy, no game logic.

A seat is an int (0 = first seat). Territories are ints of the map's Board (see board.py). Units on the map
are ``units[t] = ((seat, type), ...)`` sorted tuples; buildings ``bld[t] = ((seat, piece, upgrade), ...)``.
Pieces: ``hex`` (fortress / Ka'jer / Eldapriest), ``outpost`` and ``shrine``. What the game still has to
do is frames on ``stack`` (named tuples of steps.py, the top is last); ``ctx`` holds the current action's
bookkeeping and ``battle`` the battle being fought.
"""

from __future__ import annotations

from . import data
from .board import board as _board


class Player:
    __slots__ = (
        "faction",
        "wealth",
        "battle",
        "dev",
        "hand",
        "supply",
        "cmds",
        "declared",
        "divined",
        "potg",
        "reserved",
        "completed",
        "abilities",
        "outposts",
        "shrines",
        "upgrades",
        "hex_state",
        "cured",
        "ip_bonus",
        "flags",
        "secret",
        "bid",
        "reward",
    )

    def __init__(self, faction: str):
        self.faction = faction
        self.wealth = data.BOARDS[faction]["wealth"]
        self.battle = 1
        self.dev = 1
        self.hand: list[str] = []  # leader card ids in hand
        self.supply: list[str] = [k for k in data.LEADERS[faction]]  # leader supply (public)
        self.cmds: list[str] = list(data.COMMANDS)  # command cards in hand
        self.declared: list[str] = []  # declared, not yet resolved (in play)
        self.divined: str | None = None  # the Pack's third command (Divination)
        self.potg: list[str] = []
        self.reserved: list[int] = []
        self.completed: list[int] = []
        self.abilities: list[str] = [data.STARTING_ABILITY[faction]]
        self.outposts = data.BOARD_PIECES[faction]["outpost"]  # still on the board
        self.shrines = data.BOARD_PIECES[faction]["shrine"]
        self.upgrades: list[str] = list(data.OUTPOST_UPGRADES + data.SHRINE_UPGRADES)
        self.hex_state = "board"  # board | map | gone (Ka'jer destroyed)
        self.cured = False
        self.ip_bonus = 0
        self.flags: list[str] = []  # once-per-phase/round/card markers
        self.secret = None  # a secret choice made, not yet revealed
        self.bid: int | None = None  # the last revealed bid
        self.reward: str | None = None  # the bidding reward taken this bidding

    def copy(self) -> Player:
        n = Player.__new__(Player)
        n.faction, n.wealth, n.battle, n.dev = self.faction, self.wealth, self.battle, self.dev
        n.hand, n.supply, n.cmds = self.hand.copy(), self.supply.copy(), self.cmds.copy()
        n.declared, n.divined, n.potg = self.declared.copy(), self.divined, self.potg.copy()
        n.reserved, n.completed, n.abilities = (
            self.reserved.copy(),
            self.completed.copy(),
            self.abilities.copy(),
        )
        n.outposts, n.shrines, n.upgrades = self.outposts, self.shrines, self.upgrades.copy()
        n.hex_state, n.cured, n.ip_bonus, n.flags = (
            self.hex_state,
            self.cured,
            self.ip_bonus,
            self.flags.copy(),
        )
        n.secret, n.bid, n.reward = self.secret, self.bid, self.reward
        return n

    def has(self, ability: str) -> bool:
        return ability in self.abilities


class Ctx:
    """Bookkeeping of the action being resolved (a march and what follows it)."""

    __slots__ = (
        "seat",
        "moved",
        "sources",
        "targets",
        "entered",
        "battles",
        "explores",
        "deferred",
        "battled",
        "support_used",
        "ship_used",
        "leader_used",
        "nobattle",
        "bonus_attack",
        "no_leaders",
        "count",
        "mode",
        "main_moves",
        "origin",
        "battle_no",
        "hunted",
    )

    def __init__(self, seat: int, mode: str = ""):
        self.seat = seat
        self.mode = mode
        self.moved: list[tuple] = []  # (territory, unit type) of pieces that arrived this march
        self.sources: list[int] = []
        self.targets: list[int] = []
        self.entered: list[int] = []  # territories entered this action (for battles and exploring)
        self.origin: dict = {}  # target territory -> territories the mover came from
        self.battles: list[int] = []
        self.explores: list[tuple] = []  # (territory, seat)
        self.deferred: list[tuple] = []  # rewards gained during the action: (seat, kind, n)
        self.battled = False
        self.support_used = False
        self.ship_used: list[int] = []  # ship territories that supported in this numbered action
        self.leader_used = False
        self.nobattle = False
        self.bonus_attack = 0
        self.no_leaders = False
        self.count = 0  # units still allowed (Plan, Swiftness, track 14, Hisk)
        self.main_moves = 0
        self.battle_no = 0
        self.hunted = False

    def copy(self) -> Ctx:
        n = Ctx.__new__(Ctx)
        n.seat, n.mode, n.count, n.main_moves, n.battle_no = (
            self.seat,
            self.mode,
            self.count,
            self.main_moves,
            self.battle_no,
        )
        n.moved, n.sources, n.targets, n.entered = (
            self.moved.copy(),
            self.sources.copy(),
            self.targets.copy(),
            self.entered.copy(),
        )
        n.origin = {key: x.copy() for key, x in self.origin.items()}  # territory -> list of territories
        n.battles, n.explores, n.deferred, n.ship_used = (
            self.battles.copy(),
            self.explores.copy(),
            self.deferred.copy(),
            self.ship_used.copy(),
        )
        n.battled, n.support_used, n.leader_used, n.nobattle = (
            self.battled,
            self.support_used,
            self.leader_used,
            self.nobattle,
        )
        n.bonus_attack, n.no_leaders, n.hunted = self.bonus_attack, self.no_leaders, self.hunted
        return n


class Battle:
    """The battle being fought: attacker, defender, territory and the running totals."""

    __slots__ = (
        "t",
        "att",
        "dfn",
        "att_bonus",
        "def_bonus",
        "att_cards",
        "def_cards",
        "penalty",
        "mercy",
        "chooser",
        "outcome",
        "casualties",
        "passes",
        "kind",
        "cancel",
    )

    def __init__(self, t: int, att: int, dfn: int, penalty: int):
        self.t, self.att, self.dfn, self.penalty = t, att, dfn, penalty
        self.att_bonus = 0
        self.def_bonus = 0
        self.att_cards: list[str] = []
        self.def_cards: list[str] = []
        self.mercy: list[int] = []
        self.chooser: dict = {}  # loser seat -> seat that chooses its casualty (Jur'en Keshta)
        self.outcome = ""
        self.casualties: list[tuple] = []  # (seat, count) still to take
        self.passes = 0
        self.kind = "land"
        self.cancel: list[str] = []

    def copy(self) -> Battle:
        n = Battle.__new__(Battle)
        n.t, n.att, n.dfn, n.penalty = self.t, self.att, self.dfn, self.penalty
        n.att_bonus, n.def_bonus, n.passes = self.att_bonus, self.def_bonus, self.passes
        n.att_cards, n.def_cards = self.att_cards.copy(), self.def_cards.copy()
        n.mercy, n.chooser, n.casualties = self.mercy.copy(), self.chooser.copy(), self.casualties.copy()
        n.outcome, n.kind, n.cancel = self.outcome, self.kind, self.cancel.copy()
        return n


class State:
    __slots__ = (
        "n",
        "options",
        "rng",
        "round",
        "phase",
        "init",
        "landmark",
        "card",
        "placements",
        "units",
        "bld",
        "tok",
        "token_box",
        "token_seen",
        "potg_deck",
        "potg_row",
        "potg_discard",
        "quest_deck",
        "quest_row",
        "players",
        "stack",
        "ctx",
        "battle",
        "treaties",
        "final",
        "reveals",
        "first_game",
        "log",
    )

    def copy(self) -> State:
        n = State.__new__(State)
        n.n, n.options, n.rng, n.round, n.phase = self.n, self.options, self.rng, self.round, self.phase
        n.init, n.landmark, n.card, n.placements = self.init.copy(), self.landmark, self.card, self.placements
        n.units, n.bld, n.tok = self.units.copy(), self.bld.copy(), self.tok.copy()
        n.token_box, n.token_seen = self.token_box.copy(), self.token_seen.copy()
        n.potg_deck, n.potg_row, n.potg_discard = (
            self.potg_deck.copy(),
            self.potg_row.copy(),
            self.potg_discard.copy(),
        )
        n.quest_deck, n.quest_row = self.quest_deck.copy(), self.quest_row.copy()
        n.players = [p.copy() for p in self.players]
        n.stack = self.stack.copy()
        n.ctx = [c.copy() for c in self.ctx] if self.ctx is not None else None
        n.battle = self.battle.copy() if self.battle is not None else None
        n.treaties, n.final, n.reveals = self.treaties.copy(), self.final, self.reveals
        n.first_game, n.log = self.first_game, self.log
        return n

    @property
    def board(self):
        return _board(self.landmark, self.placements)

    def label(self, seat: int) -> str:
        return self.players[seat].faction
