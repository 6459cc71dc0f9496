"""The round: its phases in order (Round), and the phases that are turns of decisions: Skilled
Tacticians before the declaration, the secret declaration of command cards (phase 2), the two
command phases (3 and 4: treaties, then each seat's command card in initiative order), the
Pack's Divination, and the quest phase (5). Income is in income.py; the Court, the rally, the
tax and the end of the round in round_end.py; the bidding in bidding.py.
Decisions: Tactic, Declare (simultaneous), Treaty, Turn, QuestTurn, OrderPower."""

from __future__ import annotations

from .. import data
from ..state import State
from ..steps import (
    STEPS,
    BidPhase,
    Command,
    CommandPhase,
    Court,
    Declare,
    DeclarePhase,
    Divination,
    EndRound,
    Income,
    OrderPower,
    QuestPhase,
    QuestTurn,
    Rallies,
    ReturnCommands,
    Round,
    Tactic,
    Tactics,
    TaxPhase,
    Treaty,
    Turn,
    secret_pending,
)
from .commands import play_turn_potg, turn_potg_options
from .common import fseat
from .gains import move_track
from .march import start_march
from .quests import complete_quest, quest_ok


@STEPS.auto(Round)
def new_round(s, f: Round) -> None:
    s.round += 1
    STEPS.push(
        s,
        Income(),
        Tactics(),
        DeclarePhase(),
        CommandPhase("command1"),
        CommandPhase("command2"),
        Divination(),
        ReturnCommands(),
        QuestPhase(),
        Court(),
        Rallies(),
        TaxPhase(),
        BidPhase() if s.round in data.FACTS["bid_after_rounds"] else None,
        EndRound(),
    )


def clear_phase_flags(s: State) -> None:
    """A new phase: once-per-phase markers and treaties end."""
    for p in s.players:
        p.flags = [x for x in p.flags if not x.startswith("phase:")]
    s.treaties = []


@STEPS.auto(Tactics)
def tactics(s, f: Tactics) -> None:
    for seat in reversed(s.init):
        if s.players[seat].has("skilled_tacticians"):
            s.stack.append(Tactic(seat))


@STEPS.options(Tactic, "tactic")
def tactic_options(s, f: Tactic, seat: int) -> list[tuple]:
    return [(seat, "maneuver"), (seat, "done")]


@STEPS.act(Tactic)
def tactic(s, f: Tactic, a: tuple) -> None:
    if a[1] == "maneuver":
        start_march(s, a[0], "from", nobattle=True)


@STEPS.auto(DeclarePhase)
def declare_phase(s, f: DeclarePhase) -> None:
    s.phase = "declare"
    s.stack.append(Declare(tuple(s.init)))


@STEPS.options(Declare, "declare two command cards", movers=secret_pending)
def declare_options(s, f: Declare, seat: int) -> list[tuple]:
    p = s.players[seat]
    cs = [c for c in data.COMMANDS if c in p.cmds]
    out = []
    for i, c1 in enumerate(cs):
        for c2 in cs[i + 1 :]:
            out.append((seat, "declare", c1, c2))
            if p.has("divination"):
                out += [(seat, "declare", c1, c2, c3) for c3 in cs if c3 not in (c1, c2)]
    return out


@STEPS.act(Declare)
def declare(s, f: Declare, a: tuple) -> None:
    """Kept secret until everyone declared; then all are revealed at once."""
    s.players[a[0]].secret = a[2:]
    if all(s.players[x].secret is not None for x in f.seats):
        s.stack.pop()
        for x in f.seats:
            p = s.players[x]
            cards = p.secret
            p.secret = None
            p.declared = list(cards[:2])
            for c in cards:
                p.cmds.remove(c)
            p.divined = cards[2] if len(cards) > 2 else None
        s.reveals += 1


@STEPS.auto(CommandPhase)
def command_phase(s, f: CommandPhase) -> None:
    s.phase = f.phase
    clear_phase_flags(s)
    frames = []
    for seat in s.init:
        if "treaty" in s.players[seat].hand:
            frames.append(Treaty(seat))
    for seat in s.init:
        frames.append(Turn(seat))
    STEPS.push(s, *frames)


@STEPS.options(Treaty, "treaty")
def treaty_options(s, f: Treaty, seat: int) -> list[tuple]:
    return [(seat, "treaty", s.players[o].faction) for o in range(s.n) if o != seat] + [(seat, "done")]


@STEPS.act(Treaty)
def treaty(s, f: Treaty, a: tuple) -> None:
    if a[1] == "treaty":
        p = s.players[a[0]]
        p.hand.remove("treaty")
        p.supply.append("treaty")
        s.treaties.append((a[0], fseat(s, a[2])))


@STEPS.options(Turn, "resolve a declared command")
def turn_options(s, f: Turn, seat: int) -> list[tuple]:
    p = s.players[seat]
    return [(seat, "play", c) for c in p.declared] or [(seat, "done")]


@STEPS.act(Turn)
def turn(s, f: Turn, a: tuple) -> None:
    if a[1] == "play":
        s.stack.append(Command(a[0], a[2], 1, ()))


@STEPS.auto(Divination)
def divination(s, f: Divination) -> None:
    frames = []
    for seat in s.init:
        p = s.players[seat]
        if p.divined:
            frames.append(Command(seat, p.divined, 2, ("div",)))
    STEPS.push(s, *frames)


@STEPS.auto(ReturnCommands)
def return_commands(s, f: ReturnCommands) -> None:
    for p in s.players:
        p.cmds = [c for c in data.COMMANDS]
        p.declared = []
        p.divined = None


@STEPS.auto(QuestPhase)
def quest_phase(s, f: QuestPhase) -> None:
    s.phase = "quest"
    clear_phase_flags(s)
    STEPS.push(s, *[QuestTurn(seat) for seat in s.init])


@STEPS.options(QuestTurn, "phase 5: complete a quest")
def quest_turn_options(s, f: QuestTurn, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = [(seat, "complete", q) for q in p.reserved if quest_ok(s, seat, q)]
    return out + turn_potg_options(s, seat) + [(seat, "done")]


@STEPS.act(QuestTurn)
def quest_turn(s, f: QuestTurn, a: tuple) -> None:
    seat = a[0]
    p = s.players[seat]
    if a[1] == "potg":
        s.stack.append(f)  # a card played: the quest turn goes on after what it brings
        play_turn_potg(s, seat, a[2])
        return
    if a[1] == "complete":
        if p.faction == "order" and "round:orderpower" not in p.flags:
            s.stack.append(OrderPower(seat))
        complete_quest(s, seat, a[2])


@STEPS.options(OrderPower, "orderpower")
def order_power_options(s, f: OrderPower, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = [(seat, "complete", q) for q in p.reserved if quest_ok(s, seat, q)]
    out += [(seat, "complete", "row", i + 1) for i, q in enumerate(s.quest_row) if quest_ok(s, seat, q)]
    return out + [(seat, "dev"), (seat, "done")]


@STEPS.act(OrderPower)
def order_power(s, f: OrderPower, a: tuple) -> None:
    seat = a[0]
    p = s.players[seat]
    if a[1] == "done":
        return
    p.flags.append("round:orderpower")
    if a[1] == "dev":
        move_track(s, seat, "dev", data.ABILITY_RULES["order_power_dev"])
    elif a[2] == "row":
        complete_quest(s, seat, s.quest_row[a[3] - 1], from_row=True)
    else:
        complete_quest(s, seat, a[2])
