"""Fate of Venterra's frames: every step the game takes, as a named tuple on ``state.stack``, and
``STEPS``, the registry (core/steps.py) the rule modules in ``rules/`` and ``setup.py`` register
their rules on.

A frame with a ``seat`` that has rules of options and act is that seat's decision; ``Declare``,
``Bid`` and ``Leader`` are simultaneous decisions of their ``seats`` (``SIMULTANEOUS``: each
answer stays secret in ``Player.secret`` until the last one is in); the rest are automatic steps.
Territories are board indices (``t``), buildings entries ``(seat, piece, upgrade)``.

A decision's rule name (``STEPS.name_of``) is the rule the rulebook gives it, where it has one;
the others keep the word their frame had before (``gainleader``, ``benef``...), which the board's
status line shows, so boards drawn before and after are the same.
"""

from __future__ import annotations

from typing import NamedTuple

from ...core.steps import Steps

STEPS = Steps("Fate of Venterra")


def secret_pending(s, f) -> list[int]:
    """The seats of a simultaneous decision that have not chosen yet."""
    return [seat for seat in f.seats if s.players[seat].secret is None]


# -- setup (setup.py) --------------------------------------------------------------------------


class TilePick(NamedTuple):
    """Building the map: choose a tile and its side."""

    seat: int


class TileSlot(NamedTuple):
    """Building the map: where the chosen tile goes."""

    seat: int
    tile: int
    side: int  # 0: side a, 1: side b


class TileTurn(NamedTuple):
    """Building the map: the chosen tile's rotation."""

    seat: int
    tile: int
    side: int
    slot: tuple  # (q, r)


class HexBuilding(NamedTuple):
    """Place the hex building (fortress, Ka'jer, Eldapriest)."""

    seat: int


class StartBuilding(NamedTuple):
    """Place the circle or square starting building."""

    seat: int


class StartUnits(NamedTuple):
    """Deal the seat its faction's starting units to place (automatic)."""

    seat: int


class StartUnit(NamedTuple):
    """Place one of the starting units left."""

    seat: int
    units: tuple


class Tokens(NamedTuple):
    """Deal the explore tokens onto the map (automatic)."""


class Hands(NamedTuple):
    """Deal the starting Leader cards (automatic)."""


class Hand(NamedTuple):
    """Choose starting Leader cards worth up to ``budget``."""

    seat: int
    budget: int


# -- gains (rules/gains.py) ----------------------------------------------------------------------


class GainLeader(NamedTuple):
    """Take Leader cards worth up to ``budget`` from the supply (a budget of 50 or more: one card)."""

    seat: int
    budget: int


class Track(NamedTuple):
    """Split ``points`` track steps between the battle and development tracks."""

    seat: int
    points: int


class DrawPotg(NamedTuple):
    """Take a Power of the Gods card from the row or the draw pile."""

    seat: int


class Place(NamedTuple):
    """Put a gained unit where the seat has control."""

    seat: int
    unit: str


class ActionEnd(NamedTuple):
    """The end of an action: its battle-track step and the rewards it deferred (automatic)."""


class Give(NamedTuple):
    """A deferred reward, gained now (automatic)."""

    seat: int
    reward: tuple


# -- the round (rules/round.py, rules/income.py, rules/round_end.py, rules/bidding.py) -----------


class Round(NamedTuple):
    """A new round: its phases in order (automatic)."""


class Income(NamedTuple):
    """Phase 1: income (automatic)."""


class GoldShrine(NamedTuple):
    """The Bear's gold shrine: trade track steps for Wealth or a Power of the Gods card."""

    seat: int


class Benefactors(NamedTuple):
    """Noble Benefactors: ``picks`` benefits still to choose."""

    seat: int
    picks: int


class EnforcerBuy(NamedTuple):
    """Enforcer of the Gods: buy a Leader card in the income phase."""

    seat: int


class Tactics(NamedTuple):
    """Skilled Tacticians' maneuvers before the declaration (automatic)."""


class Tactic(NamedTuple):
    """Skilled Tacticians: maneuver now, or not."""

    seat: int


class DeclarePhase(NamedTuple):
    """Phase 2: everyone declares at once (automatic)."""


class Declare(NamedTuple):
    """Declare two command cards (three with Divination), in secret."""

    seats: tuple


class CommandPhase(NamedTuple):
    """Phases 3 and 4: treaties, then each seat's command in initiative order (automatic)."""

    phase: str  # command1 | command2


class Treaty(NamedTuple):
    """Offer the Treaty card to a rival, or not."""

    seat: int


class Turn(NamedTuple):
    """Choose which declared command card to resolve."""

    seat: int


class Divination(NamedTuple):
    """The Pack's third command, resolved from its second action on (automatic)."""


class ReturnCommands(NamedTuple):
    """Command cards go back to hand (automatic)."""


class QuestPhase(NamedTuple):
    """Phase 5: each seat may complete quests (automatic)."""


class QuestTurn(NamedTuple):
    """Phase 5: complete a quest, play a card, or pass."""

    seat: int


class OrderPower(NamedTuple):
    """The Order's power after completing a quest: another quest (from the row too) or a
    development step."""

    seat: int


class Court(NamedTuple):
    """The Corrupted Court's centre: the fight among the seats there (automatic)."""


class Rallies(NamedTuple):
    """Rally the Watch, for each seat that has it (automatic)."""


class RallyStart(NamedTuple):
    """A rally begins (automatic)."""

    seat: int


class Rally(NamedTuple):
    """Rally the Watch: move units into territory the seat controls."""

    seat: int


class RallyEnd(NamedTuple):
    """A rally ends (automatic)."""


class TaxPhase(NamedTuple):
    """The large army tax, for every army (automatic)."""


class TaxCheck(NamedTuple):
    """Whether the seat's army on ``t`` owes the tax (automatic)."""

    seat: int
    t: int


class Tax(NamedTuple):
    """Pay the large army tax on ``t`` or lose a unit there."""

    seat: int
    t: int


class BidPhase(NamedTuple):
    """The bidding after some rounds (automatic)."""


class Bid(NamedTuple):
    """Bid Wealth, in secret."""

    seats: tuple


class BidOrder(NamedTuple):
    """The new initiative order from the bids; ties are decided (automatic)."""

    decider: int
    groups: tuple  # seats by bid, highest first, not yet ordered
    done: tuple  # seats ordered so far


class TieOrder(NamedTuple):
    """Choose who goes first among the seats tied in the first group."""

    seat: int
    groups: tuple
    done: tuple


class BidReward(NamedTuple):
    """Choose a bidding reward."""

    seat: int


class EndRound(NamedTuple):
    """The end of a round, or of the game (automatic)."""


# -- command cards (rules/commands.py, rules/quests.py) -------------------------------------------


class Command(NamedTuple):
    """A command card being resolved: its actions from number ``step`` on are still open."""

    seat: int
    card: str
    step: int
    flags: tuple  # "div" (Divination), "again" (Imperial Conscripts), "bought", "patrons"


class FreeAbility(NamedTuple):
    """A track reward: an ability for free."""

    seat: int


class FreeBuild(NamedTuple):
    """A track reward: a building for free."""

    seat: int


class FreeUpgrade(NamedTuple):
    """A track reward: an upgrade for free."""

    seat: int


class Sworn(NamedTuple):
    """Battle Sworn: a soldier or knight with the unit recruited on ``where`` (a territory's name)."""

    seat: int
    where: str


class ConvertUnit(NamedTuple):
    """Convert: remove a rival's unit next to territory the seat controls."""

    seat: int


class ReserveQuest(NamedTuple):
    """Reserve ``count`` quests more, from the row (or the deck if ``source`` is "any")."""

    seat: int
    count: int
    may_stop: bool
    source: str  # any | row


class CompleteQuest(NamedTuple):
    """Complete a reserved quest, or not."""

    seat: int


class TrackQuest(NamedTuple):
    """A track reward: complete a reserved quest or reserve one from the row."""

    seat: int


# -- marching (rules/march.py) ----------------------------------------------------------------------


class March(NamedTuple):
    """Move pieces one at a time (and one support march) until done."""

    seat: int


class Support(NamedTuple):
    """The support march, after the main march."""

    seat: int


class AfterMarch(NamedTuple):
    """The battles and explorations a march leads to (automatic)."""


# -- battles (rules/battle.py, rules/losses.py) ---------------------------------------------------


class Battles(NamedTuple):
    """The battles still to fight in this action (automatic)."""


class ChooseBattle(NamedTuple):
    """Choose which battle to fight next."""

    seat: int


class BattleStart(NamedTuple):
    """A battle begins on ``t`` (automatic)."""

    t: int


class OfferShips(NamedTuple):
    """Whether the seat has ships to support the battle (automatic)."""

    seat: int


class ShipSupport(NamedTuple):
    """Pay for a ship's support, one at a time."""

    seat: int


class OfferAmbush(NamedTuple):
    """Whether the attacker may ambush (automatic)."""


class Ambush(NamedTuple):
    """Ambush: the defender loses a unit before the battle, for ``cost`` Wealth."""

    seat: int
    cost: int


class OfferProtection(NamedTuple):
    """Whether the defender may buy Divine Protectorates (automatic)."""


class Protect(NamedTuple):
    """Divine Protectorates: buy defence."""

    seat: int


class OfferLeaders(NamedTuple):
    """The seats with units in the battle choose Leader cards (automatic)."""


class Leader(NamedTuple):
    """One Leader card (two with Enforcer of the Gods) or a command card as a bluff, in secret."""

    seats: tuple


class Laelith(NamedTuple):
    """Laelith: give one of the seat's units in the battle to ``to``."""

    seat: int
    to: int


class Siphon(NamedTuple):
    """Siphon Magic: a free unit or a Leader card when a rival played a Leader card."""

    seat: int


class BattleCards(NamedTuple):
    """The battle's Power of the Gods cards, attacker first (automatic)."""


class BattleCardTurn(NamedTuple):
    """The next seat that may play a battle card, until both pass in a row (automatic)."""

    seat: int


class BattleCard(NamedTuple):
    """Play a battle card or pass."""

    seat: int


class Nullify(NamedTuple):
    """Nullify Magic: pay ``cost`` to cancel ``card`` just played by ``player``."""

    seat: int
    card: str
    player: int
    cost: int


class Outcome(NamedTuple):
    """The battle's outcome: casualties and retreats (automatic)."""


class Buildings(NamedTuple):
    """The defender's buildings on the battle's territory, after a win (automatic)."""


class Building(NamedTuple):
    """One of the defender's buildings: captured, converted or destroyed (automatic)."""

    entry: tuple


class OtherBuildings(NamedTuple):
    """The defender's buildings there other than the fortress ``entry`` (automatic)."""

    entry: tuple


class ConvertBuilding(NamedTuple):
    """Convert the defender's building to one of the seat's own, or destroy it."""

    seat: int
    entry: tuple
    can_convert: bool


class BattleEnd(NamedTuple):
    """Leader cards go back to the supply, their after-battle effects (automatic)."""


class Hisk(NamedTuple):
    """Hisk: a march of three with +2 attack and no Leader cards (automatic)."""

    seat: int


class Casualties(NamedTuple):
    """``victim`` loses ``n`` pieces on ``t``, chosen by ``chooser`` (automatic while there is
    no choice)."""

    chooser: int
    victim: int
    t: int
    n: int
    killer: int | None


class Casualty(NamedTuple):
    """Choose which of ``victim``'s pieces is lost."""

    seat: int
    victim: int
    t: int
    n: int
    killer: int | None


class Retreats(NamedTuple):
    """Whether the seat has pieces left on ``t`` to retreat (automatic)."""

    seat: int
    t: int
    banned: tuple  # territories a retreat may not go to


class Retreat(NamedTuple):
    """Retreat a piece from ``t``, or stay (and lose what is left)."""

    seat: int
    t: int
    banned: tuple


# -- exploring (rules/explore.py) --------------------------------------------------------------------


class Explores(NamedTuple):
    """The explorations still to make in this action (automatic)."""


class ExploreLeader(NamedTuple):
    """A Leader card for the exploration on ``t``, or none."""

    seat: int
    t: int
    retreat: bool  # the exploring steps of a retreat into unexplored territory


class Explore(NamedTuple):
    """The exploration of ``t``, with the Leader card played (automatic)."""

    seat: int
    t: int
    retreat: bool
    card: str | None


SIMULTANEOUS = (Declare, Bid, Leader)
