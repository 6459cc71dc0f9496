"""Bonfire state: plain data with a fast explicit copy(), no game logic.

Positions of guardians: ``WAIT`` (-1) is the start field's waiting area, 0..6 are
path fields (0 = the start path, k = the k-th path tile), 10+k is bonfire k.

``State.stack`` holds the decision frames still to do, the top last (steps.py).
"""

from __future__ import annotations

WAIT = -1
BONFIRE = 10


class Player:
    __slots__ = (
        "board", "markers", "res", "fate_supply", "fate_held", "fate", "fate_count", "path",
        "guardians", "portals", "tasks", "lit", "gnomes", "bowls", "ship", "vp", "vp_by",
        "met", "passed", "given",
    )

    def __init__(self, board: str):
        self.board = board
        self.markers = [0] * 7
        self.res = [0] * 6
        self.fate_supply: list[int] = []  # tile indices; index 0 is the top
        self.fate_held: int | None = None  # the eighth tile before the swap decision
        self.fate: dict = {}  # (row, col) -> symbol
        self.fate_count = 0  # fate tiles laid in the field
        self.path: list[str] = []  # path tile ids, path field 1.. (field 0 is the start path)
        self.guardians: dict = {"own": WAIT}  # colour -> position
        self.portals: list = [None] * 7  # shape per notch (bonfire space)
        self.tasks: list = [None] * 7  # task id per bonfire space
        self.lit = [False] * 7
        self.gnomes: list[str] = []
        self.bowls: list[list[str]] = [[], []]  # two stacks; the last item is the face-up top
        self.ship: str | None = None  # None: at the dock
        self.vp = 0
        self.vp_by: dict = {}
        self.met: list[str] = []  # council tasks met so far (for the sage)
        self.passed = False
        self.given: list[str] = []  # goods of the bowls given to islands

    def copy(self) -> Player:
        n = Player.__new__(Player)
        n.board = self.board
        n.markers = self.markers.copy()
        n.res = self.res.copy()
        n.fate_supply = self.fate_supply.copy()
        n.fate_held = self.fate_held
        n.fate = self.fate.copy()
        n.fate_count = self.fate_count
        n.path = self.path.copy()
        n.guardians = self.guardians.copy()
        n.portals = self.portals.copy()
        n.tasks = self.tasks.copy()
        n.lit = self.lit.copy()
        n.gnomes = self.gnomes.copy()
        n.bowls = [self.bowls[0].copy(), self.bowls[1].copy()]
        n.ship = self.ship
        n.vp = self.vp
        n.vp_by = self.vp_by.copy()
        n.met = self.met.copy()
        n.passed = self.passed
        n.given = self.given.copy()
        return n

    def has(self, gnome: str) -> bool:
        return gnome in self.gnomes


class State:
    __slots__ = (
        "options", "nplayers", "players", "start", "current", "phase", "stack", "main_done",
        "islands", "bowls_on", "guardian_supply", "gb_pos", "gb_portals", "path_display",
        "path_pile", "spec_display", "gnome_pile", "elders", "council", "council_novices",
        "supply_m", "supply_r", "cd_stack", "cd_current", "box", "rng", "reveals", "final",
        "winners", "turns", "portal_box", "ended_by",
    )

    def copy(self) -> State:
        """A copy sharing nothing that can change."""
        n = self.fork()
        n.players = [p.copy() for p in self.players]
        n.islands = {k: v.copy() for k, v in self.islands.items()}
        n.bowls_on = {k: v.copy() for k, v in self.bowls_on.items()}
        n.gb_portals = [f.copy() for f in self.gb_portals]
        n.council = [f.copy() for f in self.council]
        return n

    def fork(self) -> State:
        """A copy for ``apply`` to change, cheaper than ``copy``: it still shares the Player
        objects, which are copied the first time a rule changes one (``rules.common.own``), and
        the lists inside ``islands``, ``bowls_on``, ``gb_portals`` and ``council``, which the rules
        never change in place but replace (tasks.py, guardians.py, council.py)."""
        n = State.__new__(State)
        n.options = self.options
        n.nplayers = self.nplayers
        n.players = self.players.copy()
        n.start = self.start
        n.current = self.current
        n.phase = self.phase
        n.stack = self.stack.copy()  # frames: named tuples, shared
        n.main_done = self.main_done
        n.islands = self.islands.copy()
        n.bowls_on = self.bowls_on.copy()
        n.guardian_supply = self.guardian_supply.copy()
        n.gb_pos = self.gb_pos
        n.gb_portals = self.gb_portals.copy()
        n.path_display = self.path_display.copy()
        n.path_pile = self.path_pile.copy()
        n.spec_display = self.spec_display.copy()
        n.gnome_pile = self.gnome_pile.copy()
        n.elders = self.elders.copy()
        n.council = self.council.copy()
        n.council_novices = self.council_novices.copy()
        n.supply_m = self.supply_m.copy()
        n.supply_r = self.supply_r.copy()
        n.cd_stack = self.cd_stack.copy() if self.cd_stack is not None else None
        n.cd_current = self.cd_current
        n.box = self.box.copy()
        n.rng = self.rng
        n.reveals = self.reveals
        n.final = self.final
        n.winners = self.winners
        n.turns = self.turns
        n.portal_box = self.portal_box.copy()
        n.ended_by = self.ended_by
        return n

    def label(self, seat: int) -> str:
        return f"p{seat + 1}"

    def seat_of(self, name: str) -> int | None:
        if len(name) == 2 and name[0] == "p" and name[1] in "123456789" \
                and 1 <= int(name[1]) <= self.nplayers:
            return int(name[1]) - 1
        return None

    def council_count(self) -> int:
        return sum(len(f) for f in self.council)
