"""Res Arcana's decision frames and their registry ``STEPS`` (the shared engine, core/steps.py).

A game in progress keeps what it still has to do on ``State.stack`` (top last). Each frame is a
named tuple of one of the classes below; the rule of each is registered on ``STEPS`` by the
topic modules of ``rules/`` (``rules/__init__.py`` says which topic lives where). A decision
with a single option is taken without asking, one with none is dropped (``STEPS`` is
``forced``; the log says so, ``notes.forced``); a turn's main action (``Turn``) is always asked.
Rules push frames with ``STEPS.push`` (several: the first given runs first), or a single frame
with ``s.stack.append`` in the engine's busiest steps (a turn, an essence picked).

During the collect phase every seat has its own stack (``State.collect_stacks``), so all players
collect at the same time: the ``Collect`` frame on the main stack is the simultaneous decision
that hands each seat's answer to the frame on top of that seat's stack (``rules/collect.py``).

Essence choices (``VECTOR``) are chains of small decisions (DESIGN section 2): one essence at a
time, in the type order Elan, Life, Calm, Death, Gold; the progress rides on the frame as its
last two fields (``acc``: the essences picked so far, ``last``: the last type picked);
``rules/choices.py``.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.steps import Steps
from .data import ZERO

STEPS = Steps("Res Arcana", forced=True)

# ---------------------------------------------------------------------------------------------
# setup, turns, rounds


class Mages(NamedTuple):
    """Setup: every player chooses one of their two mages, all at once."""


class Item(NamedTuple):
    """Setup: choose a magic item (in reverse seat order)."""
    seat: int


class Turn(NamedTuple):
    """The player on turn takes a main action: place, claim, discard, use a power or pass."""
    seat: int


class Collect(NamedTuple):
    """The collect phase: every seat with decisions on its own stack answers them, at once."""


class Take(NamedTuple):
    """Collect: take the essences on a component, or leave them."""
    seat: int
    card: str


class Forge(NamedTuple):
    """Collect: the Cursed Forge's curse, pay 1 Death or turn it."""
    seat: int


class Statue(NamedTuple):
    """A victory check: use the Golden Statue (3 Gold for 3 points) or not."""
    seat: int


# ---------------------------------------------------------------------------------------------
# essence choices, one essence at a time (VECTOR)


class Pay(NamedTuple):
    """Pay a cost: ``fixed`` plus ``any_n`` of ``any_types``; ``cut`` reduces it (never Gold)."""
    seat: int
    fixed: tuple
    any_n: int
    any_types: tuple
    cut: int
    acc: tuple = ZERO
    last: int = 0


class Same(NamedTuple):
    """Pay X >= 0 essences of one type."""
    seat: int
    acc: tuple = ZERO
    last: int = 0


class GainChoice(NamedTuple):
    """Gain ``n`` of ``types``; ``dest`` None: into the pool, else onto that card; ``source``:
    the card it comes from."""
    seat: int
    n: int
    types: tuple
    dest: str | None
    source: str
    acc: tuple = ZERO
    last: int = 0


class DiscardGain(NamedTuple):
    """The discard action: gain 1 Gold or 2 other essences."""
    seat: int
    acc: tuple = ZERO
    last: int = 0


class LosePay(NamedTuple):
    """Lose ``need`` non-Life essences for missing Life."""
    seat: int
    need: int
    acc: tuple = ZERO
    last: int = 0


VECTOR = frozenset({Pay, Same, GainChoice, DiscardGain, LosePay})
GAINS = frozenset({GainChoice, DiscardGain})  # the essence choices that gain (the others pay)

# ---------------------------------------------------------------------------------------------
# costs and effects of powers


class Convert(NamedTuple):
    """Prism: gain X of one other non-Gold type."""
    seat: int


class DiscardCost(NamedTuple):
    """Discard a card from hand (a cost)."""
    seat: int


class Divination(NamedTuple):
    """Divination: discard ``k`` more cards."""
    seat: int
    k: int


class DestroyCost(NamedTuple):
    """Destroy one of your artifacts (a cost); ``which``: "self" | "other" |
    "dragon_or_creature" | any; ``card``: the component whose power it is."""
    seat: int
    which: str
    card: str


class TurnCost(NamedTuple):
    """Turn one of your straight Dragons or Creatures (``which``) (a cost)."""
    seat: int
    which: str


class Straighten(NamedTuple):
    """Straighten one of your turned components (``which``: "self" | "creature" | any)."""
    seat: int
    which: str
    card: str


class Target(NamedTuple):
    """Mermaid: the component to put the paid essences on."""
    seat: int


class Rival(NamedTuple):
    """Hypnotic Basin / Treant: pick a rival, gain ``dst`` equal to their ``src``."""
    seat: int
    src: int
    dst: int


class LookSource(NamedTuple):
    """Hawk / Seer / Oracle: which deck to look at."""
    seat: int


class Order(NamedTuple):
    """Put the looked-at ``cards`` (top first) back on ``pile`` ("deck" | "monuments") in an
    order."""
    seat: int
    pile: str
    cards: tuple


class PlaceFrom(NamedTuple):
    """Crypt / Dragon Egg / Dragon Teeth / Bestiary: place a card from ``source`` ("hand" |
    "own_discard" | "any_discard"), ``which`` "any" | "dragon"; ``cut`` a cost reduction, or
    None: free."""
    seat: int
    source: str
    which: str
    cut: int | None


class Attack(NamedTuple):
    """A rival (``seat``) answers a life loss of ``n`` from ``attacker``'s ``card``: react,
    ignore (``ignore``: None | ("pay", essences) | ("discard",) | ("destroy",)) or lose."""
    seat: int
    attacker: int
    n: int
    card: str
    ignore: tuple | None


# ---------------------------------------------------------------------------------------------
# automatic steps


class Effect(NamedTuple):
    """One effect of a power (a tuple as in ``data``) of ``card``."""
    seat: int
    card: str
    effect: tuple


class ToPlay(NamedTuple):
    """Put ``card`` (from hand or a discard pile) into play."""
    seat: int
    card: str


class Refill(NamedTuple):
    """Refill the monuments on display from the monument deck."""


class EndTurn(NamedTuple):
    """The next player who has not passed is on turn; none: the round's victory check."""


class Victory(NamedTuple):
    """A victory check (``mid_turn``: a power's, in the middle of a round): Golden Statues
    first, then ``Eval``."""
    mid_turn: bool


class Eval(NamedTuple):
    """Who has 10 points: the game ends; else the next round, unless ``mid_turn``."""
    mid_turn: bool


class Begin(NamedTuple):
    """The first round begins (after the magic items are chosen)."""


OPEN = (Turn, Mages, Collect)  # frames that are not one player's pending answer


def decision_of(s, seat: int):
    """The frame ``seat`` has to answer now besides a main action or the mage choice (an essence
    choice, a cost, a life loss, a collect decision...), or None."""
    if s.phase == "collect":
        q = s.collect_stacks[seat] if 0 <= seat < len(s.collect_stacks) else []
    else:
        q = s.stack
    f = q[-1] if q else None
    if f is None or type(f) in OPEN or f.seat != seat:
        return None
    return f
