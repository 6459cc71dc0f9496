"""Setup decisions, turn order and rounds: the mages chosen all at once, the magic items in
reverse seat order, the next player's turn, the end of a round (everyone has passed), victory
checks (the Golden Statue, then who has 10 points), and the next round.
"""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..score import game_ends
from ..state import State
from ..steps import STEPS, Begin, EndTurn, Eval, Item, Mages, Statue, Turn, Victory
from .collect import start_collect
from .essences import take


def _choosing(s: State, f: Mages) -> list[int]:
    return [i for i, p in enumerate(s.players) if p.mage is None]


def check_mage(s: State, f: Mages, a: tuple) -> None:
    """RuleError, naming the rule, unless ``a`` chooses one of the seat's two mages."""
    p = s.players[a[0]]
    if a[1] != "mage" or len(a) != 3:
        raise RuleError("every player first chooses one of their two mages")
    if p.mage is not None:
        raise RuleError("this player has already chosen a mage")
    if a[2] not in p.mage_opts:
        raise RuleError("a player chooses one of the two mages dealt to them")


@STEPS.options(Mages, "choose a mage", movers=_choosing, check=check_mage)
def mage_options(s: State, f: Mages, seat: int) -> list[tuple]:
    p = s.players[seat]
    return [(seat, "mage", m) for m in p.mage_opts] if p.mage is None else []


@STEPS.act(Mages)
def choose_mage(s: State, f: Mages, a: tuple) -> None:
    p = s.players[a[0]]
    p.mage = a[2]
    p.mage_opts = tuple(m for m in p.mage_opts if m != a[2])  # the other one, until all have chosen
    if all(q.mage is not None for q in s.players):
        s.stack.pop()  # this Mages frame
        for q in s.players:
            s.box.extend(q.mage_opts)
            q.mage_opts = ()
        s.box.sort()
        s.reveals += 1  # the chosen mages are revealed together
        start_items(s)


def start_items(s: State) -> None:
    """Magic items are chosen in reverse order, from the player right of the first player."""
    n = s.nplayers
    order = [(s.first - k) % n for k in range(1, n + 1)]
    frames = [Item(seat) for seat in order if s.players[seat].item is None]
    s.phase = "items"
    STEPS.push(s, *frames, Begin())


@STEPS.options(Item, "choose a magic item")
def item_options(s: State, f: Item, seat: int) -> list[tuple]:
    return [(f.seat, "item", i) for i in s.items]


@STEPS.act(Item)
def choose_item(s: State, f: Item, a: tuple) -> None:
    s.items.remove(a[2])
    s.players[f.seat].item = a[2]


@STEPS.auto(Begin)
def begin(s: State, f: Begin) -> None:
    s.round = 1
    start_collect(s)


@STEPS.auto(EndTurn)
def end_turn(s: State, f: EndTurn) -> None:
    """The next player who has not passed is on turn; when all have passed, the round ends."""
    s.ctx = {}
    n = s.nplayers
    for k in range(1, n + 1):
        seat = (s.current + k) % n
        if not s.players[seat].passed:
            s.current = seat
            s.stack.append(Turn(seat))
            return
    STEPS.push(s, Victory(False))


@STEPS.auto(Victory)
def victory(s: State, f: Victory) -> None:
    """Golden Statues may be used first, in turn order from the first player."""
    n = s.nplayers
    order = [(s.first + k) % n for k in range(n)]
    frames = []
    for seat in order:
        p = s.players[seat]
        if "golden_statue" in p.monuments and "golden_statue" not in s.turned and p.pool[data.G] >= 3:
            frames.append(Statue(seat))
    STEPS.push(s, *frames, Eval(f.mid_turn))


@STEPS.options(Statue, "use the Golden Statue or not")
def statue_options(s: State, f: Statue, seat: int) -> list[tuple]:
    return [(f.seat, "react", "golden_statue"), (f.seat, "decline")]


@STEPS.act(Statue)
def statue(s: State, f: Statue, a: tuple) -> None:
    if a[1] == "react":
        s.turned.add("golden_statue")
        take(s.players[f.seat].pool, data.vec("3G"))
        s.temp_vp[f.seat] = s.temp_vp.get(f.seat, 0) + 3


@STEPS.auto(Eval)
def evaluate(s: State, f: Eval) -> None:
    """Someone has 10 points: the game is over. Else the next round, after a round's check."""
    if game_ends(s):
        s.phase = "over"
        s.stack.clear()
        for c in s.collect_stacks:
            c.clear()
        return
    s.temp_vp = {}
    if not f.mid_turn:
        new_round(s)


def new_round(s: State) -> None:
    s.turned.clear()
    s.token_taken = False
    for p in s.players:
        p.passed = False
    s.round += 1
    start_collect(s)
