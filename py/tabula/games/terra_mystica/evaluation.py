"""Terra Mystica's evaluation: every seat's expected final VP (tabula.bots' ``estimate_all``).

The VP a seat has now, plus what its resources, income for the rounds left, power, shipping and
digging, favor tiles, trading houses (the step to a temple or stronghold), groups of buildings on
their way to a town and the land next to its buildings are likely to become, plus the final cult
and network majorities as they stand (weighted more as the game goes on). Each of these is a
term (``TERMS``); a weighting (``Weights``) multiplies them: ``HAND`` counts each once, as
written here, ``PEOPLE`` as real players' choices weigh them (``people_weights``) and counts
coins, workers and priests held in full only up to ``HELD_CAP``. The search moves and the
levels are in ``ai``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cache

from . import data, people_weights, score
from .data import board
from .rules.rounds import income_for
from .rules.terraform import tf_cost
from .state import Player, State

# -- resource values (VP per unit) --------------------------------------------------------------
# END: what a unit is worth at final scoring (everything ends as coins, 3 coins = 1 VP);
# MID: what it is worth while it can still be spent on buildings and actions.
END = {"C": 1 / 3, "W": 1 / 3, "P": 1 / 3, "PW3": 1 / 3, "PW2": 1 / 6, "PW1": 0.0}
MID = {"C": 0.42, "W": 1.25, "P": 2.1, "PW3": 0.5, "PW2": 0.3, "PW1": 0.12}
POWER_INCOME = 0.32  # a power token gained as income (it moves through the bowls)
SPADE = 2.4  # a spade held or coming (about three workers' worth of digging)
SH_ABILITY = 1.6  # the stronghold's faction ability, per action round left
# The giants' stronghold gives two free spades every round, their one cheap way to new land (they
# pay two spades for any terrain). At SH_ABILITY greedy giants scored 20.3 VP below their 4-player
# tables, the bots' worst faction by far (a game traced: three dwellings, no stronghold); at 4.0
# (a little under the two spades' 2 * SPADE) 12.9 below (tools/tm_factions.py, 1,000 games, the
# same seeds, 5 December).
SH_ABILITY_BY_FACTION = {"giants": 4.0}
FRONTIER_HOME = 0.7  # an empty home-terrain hex next to one's buildings, per round (capped)
FRONTIER_NEAR = 0.25  # an empty hex one spade from home next to one's buildings
TP_STEP = 4.0  # a trading house held: the step towards a temple or stronghold (not in its income)
PENDING = {"favor": 5.0, "town": 9.0}
CULT_STEP = 0.3  # a cult step beyond what it scores at the end (round rewards, keys)
# A town in the making: a group of adjacent buildings earns this share of PENDING["town"] times
# the square of how far it is towards a town (power and building count), so each dwelling next
# to the group and each upgrade inside it counts (a trading house adds power) long before the
# town is founded; squared so that groups far from a town count little.
TOWN_PROGRESS = 0.8

# The terms of the estimate beyond the VP a seat has (``_terms``, in this order): what a
# weighting (``Weights``) multiplies.
TERMS = (
    "coins held", "workers held", "priests held", "power held",
    "coin income", "worker income", "priest income", "power income", "bonus card", "bonus card pass VP",
    "stronghold ability", "trading house step", "shipping and digging", "favor tiles",
    "pending decisions", "cult reward", "cult steps", "room to grow", "towns to be",
    "cult majorities", "network majority", "network size",
)


@dataclass(frozen=True)
class Weights:
    """Multipliers of the ``TERMS``, one per term in ``TERMS`` order: ``early`` in rounds 1 to
    ``late_from`` - 1 (and setup), ``late`` from round ``late_from`` on."""

    name: str
    early: tuple[float, ...]
    late: tuple[float, ...]
    late_from: int = 4
    # (coins, workers, priests) a seat's holding counts at full value up to; each unit beyond is
    # counted at what it is worth at the game's end (``END``), as one the seat is unlikely to
    # spend well. None: every unit at full value.
    held_cap: tuple[int, int, int] | None = None

    @classmethod
    def of(cls, name: str, early: dict[str, float], late: dict[str, float], late_from: int = 4,
           held_cap: tuple[int, int, int] | None = None) -> Weights:
        """From {term: multiplier} (1.0 where a term is not named)."""
        for part in (early, late):
            unknown = set(part) - set(TERMS)
            if unknown:
                raise ValueError(f"weighting '{name}': unknown terms {sorted(unknown)}")
        return cls(name, tuple(early.get(t, 1.0) for t in TERMS), tuple(late.get(t, 1.0) for t in TERMS),
                   late_from, held_cap)


_CULT_MAJORITIES, _NETWORK_MAJORITY = TERMS.index("cult majorities"), TERMS.index("network majority")


HAND = Weights.of("hand", {}, {})  # every term as ``_terms`` writes it (every multiplier 1)
# The multipliers that make real players' turns likeliest among the bots' (tools/tm_imitate.py,
# fitted to the corpus of real games; the figures are in people_weights.py). Hard plays with
# them at 3-5 players (BOT_LEVELS: its "evaluation"); the other levels keep HAND.
# Hard also counts a holding only up to HELD_CAP (coins, workers, priests) at full value:
# PEOPLE's multipliers price a worker held at about 1.9 VP, and hard held 9-25 workers idle in
# rounds 4-6 of games where coins ran short, passing with them rather than spend two on a
# trading house (figures in ai.py). Set near what people hold at the start of a turn: in the
# corpus, 90% of turn starts hold at most 14 coins, 9 workers and 2 priests, 99% at most 21,
# 14 and 4. HAND (greedy, easy, normal) keeps every unit at full value.
HELD_CAP = (12, 8, 4)
PEOPLE = Weights.of("people", people_weights.EARLY, people_weights.LATE, held_cap=HELD_CAP)


# The states estimated last, by identity, with the weighting and the estimates (the state is kept
# with them, so its id cannot be reused while it is here): ``evaluate`` asks seat by seat for the same state,
# ``bot_moves`` ranks the turns it makes by their estimates and the planner (bots/beam.py) ranks
# the same states again. Only the last RECENT are kept: a search makes thousands of states a
# move, and keeping them all (a 20,000-state cache once did) held over 150 MB in a 4-player game.
# A state is never changed once estimated (the bots change only fresh copies). Hard's decisions
# at 4 players took 7-15% less time than with the last state alone (CPython, 19 turn starts of
# two greedy games, medians of 0.31-0.34 s against 0.38 s for the tree search of 200 iterations).
_recent: dict[int, tuple[State, Weights, list[float]]] = {}
RECENT = 256


@cache
def _value(unit: str, rounds: int) -> float:
    """Value of one unit with ``rounds`` action rounds left to spend it (this one included)."""
    f = min(1.0, max(0.0, rounds) / 2.0)
    return END[unit] + (MID[unit] - END[unit]) * f


def _rounds_now(s: State, seat: int) -> int:
    """Action rounds in which the seat may still spend what it holds now."""
    if s.phase in ("factions", "initial", "bonus"):
        return 6
    p = s.players[seat]
    if s.phase == "actions" and not p.passed:
        return 7 - s.round
    return 6 - s.round


@cache
def _bonus_income(tile: str, left: int) -> float:
    # math.fsum, not sum: correctly rounded, the same in every Python (3.12 changed float sum)
    return math.fsum(amount * (_value(k, left) if k != "PW" else POWER_INCOME)
                     for k, amount in data.BONUS[tile]["income"].items())


def estimate_all(s: State, weights: Weights = HAND) -> list[float]:
    """Expected final VP of every seat (the final scores once the game is over), the terms
    weighted by ``weights`` (the hand-set evaluation by default)."""
    got = _recent.get(id(s))
    if got is not None and got[0] is s and got[1] is weights:
        return got[2]
    if s.final is not None:
        out = [float(v) for v in s.final]
    elif len(s.players) < s.seats:  # factions still being chosen
        out = [20.0] * s.seats
    else:
        rnd = s.round if s.phase not in ("factions", "initial", "bonus") else 0
        w = weights.early if rnd < weights.late_from else weights.late
        seats = zip(s.players, _terms(s, weights.held_cap))
        if weights is HAND:
            out = [float(p.vp) + math.fsum(terms) for p, terms in seats]
        else:
            out = [float(p.vp) + math.fsum(x * y for x, y in zip(w, terms)) for p, terms in seats]
    if len(_recent) >= RECENT:
        del _recent[next(iter(_recent))]
    _recent[id(s)] = (s, weights, out)
    return out


def evaluate(s: State, seat: int, weights: Weights = HAND) -> float:
    return estimate_all(s, weights)[seat]


def _held(amount: int, unit: str, rounds: int, cap: int | None) -> float:
    """A holding of ``amount`` units: at full value up to ``cap``, at the end's value beyond."""
    if cap is None or amount <= cap:
        return amount * _value(unit, rounds)
    return cap * _value(unit, rounds) + (amount - cap) * END[unit]


def _terms(s: State, held_cap: tuple[int, int, int] | None = None) -> list[list[float]]:
    """Every seat's terms of the estimate beyond its VP now, in the order of ``TERMS``; coins,
    workers and priests held count at full value up to ``held_cap`` (``Weights.held_cap``)."""
    cap_c, cap_w, cap_p = held_cap or (None, None, None)
    n = len(s.players)
    rnd = s.round if s.phase not in ("factions", "initial", "bonus") else 0
    progress = min(1.0, rnd / 6.0)
    out = []
    b = board(s.map_id)
    nets: dict[int, int] = {}
    for seat, p in enumerate(s.players):
        now = _rounds_now(s, seat)
        favors = 0.0
        for f in p.favors:
            if f == "FAV11":
                favors += 2 * min(1.2 * now, 8 - p.built["D"])
            elif f == "FAV10":
                favors += 3 * min(0.6 * now, 4 - p.built["TP"])
            elif f == "FAV12":
                favors += data.FAVORS[f]["pass_vp"]["TP"][p.built["TP"]] * now
        # decisions waiting for this seat
        pending = 0.0
        for e in s.pending:
            if e.seat == seat:
                pending += PENDING.get(e.kind, 1.0 * (e.steps if e.kind == "cult" else 1))
        t = s.turn
        if t is not None and t.seat == seat and t.spades:
            pending += SPADE * t.spades
        # this round's cult reward, paid at its end
        reward_now = 0.0
        if s.phase == "actions" and 1 <= rnd <= 5:
            track, per, reward = data.SCORING[s.score_tiles[rnd - 1]]["cult"]
            times = p.placed_priests if track == "PRIESTS" else p.cult[data.CULTS.index(track)] // per
            for k, amount in reward.items():
                if k == "SPADE":
                    reward_now += times * amount * SPADE
                elif k == "PW":
                    reward_now += times * amount * POWER_INCOME
                else:
                    reward_now += times * amount * _value(k, 6 - rnd)
        net, towns = _layout(s, seat, p)
        nets[seat] = net
        out.append([
            _held(p.c, "C", now, cap_c), _held(p.w, "W", now, cap_w), _held(p.p, "P", now, cap_p),
            p.pw[2] * _value("PW3", now) + p.pw[1] * _value("PW2", now) + p.pw[0] * _value("PW1", now),
            *_income(p, rnd), *_bonus_card(s, p, rnd),
            SH_ABILITY_BY_FACTION.get(p.faction, SH_ABILITY) * now if p.built["SH"] else 0.0,
            TP_STEP * p.built["TP"] * min(1.0, now / 3.0),
            (p.ship + p.dig) * 0.6 * now,
            favors, pending, reward_now,
            sum(p.cult) * CULT_STEP * now / 6.0,
            _frontier(s, seat, p, b) * min(1.0, now / 3.0),
            towns * min(1.0, now / 2.0),
            0.0, 0.0,  # the majorities, below
            0.5 * net * (1 - progress),
        ])
    # final majorities as they stand, counted more as the game goes on
    cults, network = _CULT_MAJORITIES, _NETWORK_MAJORITY
    w_cult = 0.45 + 0.55 * progress
    for ti in range(4):
        for seat, pts in score.rank_points({i: s.players[i].cult[ti] for i in range(n)}, [8, 4, 2]).items():
            out[seat][cults] += w_cult * pts
    w_net = 0.35 + 0.65 * progress
    for seat, pts in score.rank_points(nets, [18, 12, 6]).items():
        out[seat][network] += w_net * pts
    return out


def _income(p, rnd: int) -> tuple[float, float, float, float]:
    """The value of the seat's income of coins, workers, priests and power in the rounds to come
    (after round ``rnd``), its bonus card's aside."""
    inc = income_for(p.faction, p.built, None, p.favors)
    coins = workers = priests = power = 0.0
    for k in range(rnd + 1, 7):
        left = 7 - k
        coins += inc["C"] * _value("C", left)
        workers += inc["W"] * _value("W", left)
        priests += inc["P"] * _value("P", left)
        power += inc["PW"] * POWER_INCOME * min(1.0, left / 2.0)
    return coins, workers, priests, power


def _bonus_card(s: State, p, rnd: int) -> tuple[float, float]:
    """(the income of the seat's bonus card to come, the VP it pays on passing this round): the
    card held only if it is kept for the next income, else the best card it may pass for."""
    bonus = 0.0
    keeps_bonus = p.passed or s.phase in ("initial", "bonus", "spades")
    if keeps_bonus and p.bonus and rnd < 6:
        bonus = _bonus_income(p.bonus, 6 - rnd)
    elif s.phase == "actions" and not p.passed and rnd < 6 and s.bonus_pool:
        # the card this seat will take when it passes (so passing early gains nothing by itself)
        bonus = max(_bonus_income(tile, 6 - rnd) + coins * _value("C", 6 - rnd)
                    for tile, coins in s.bonus_pool.items())
    pass_vp = 0.0
    if p.bonus and not p.passed and s.phase == "actions":
        for bld, table in data.BONUS[p.bonus].get("pass_vp", {}).items():
            if bld == "ship":
                pass_vp += table[p.ship] if p.faction not in ("dwarves", "fakirs") else 0
            else:
                pass_vp += table[p.built[bld]]
    return bonus, pass_vp


def _frontier(s: State, seat: int, p, b) -> float:
    """Room to grow: empty hexes next to the seat's buildings that are (nearly) home terrain."""
    home = p.home
    seen: set[str] = set()
    v = 0.0
    for h, (o, _k) in s.building.items():
        if o != seat:
            continue
        for nb in b.land_neighbours[h]:
            if nb in seen or nb in s.building:
                continue
            seen.add(nb)
            terr = s.terrain[nb]
            if terr == home:
                v += FRONTIER_HOME
            elif _spades_to_home(p.faction, terr) == 1:
                v += FRONTIER_NEAR
    return min(v, 6.0)


def _layout(s: State, seat: int, p) -> tuple[int, float]:
    """(network size, ``_towns_to_be``) of the seat. Both depend only on where its buildings
    stand and what joins them, which most moves (and every rival's move) leave as they were,
    so they are remembered by that (a search asks for them tens of thousands of times)."""
    key = (s.map_id, p.faction, p.ship, p.carpet, "FAV5" in p.favors,
           frozenset((h, k) for h, (o, k) in s.building.items() if o == seat),
           tuple(s.bridges), tuple(s.connects), frozenset(s.town_hexes))
    got = _layouts.get(key)
    if got is None:
        if len(_layouts) > LAYOUTS_KEPT:
            _layouts.clear()
        got = _layouts[key] = (score.network_size(s, seat), _towns_to_be(s, seat, p))
    return got


_layouts: dict[tuple, tuple[int, float]] = {}
# Forgotten all at once past this many: a 4-player game between hard bots had made about 8,000
# by its 240th move (2-2.5 kB each), so the memory stays under about 25 MB however many games
# a page plays.
LAYOUTS_KEPT = 10000


def _towns_to_be(s: State, seat: int, p) -> float:
    """Progress of the seat's groups of buildings that are not towns yet (see TOWN_PROGRESS)."""
    need = 6 if "FAV5" in p.favors else 7
    v = 0.0
    for group in score.town_groups(s, seat):
        if any(h in s.town_hexes for h in group):  # a town already, or joining one
            continue
        power, count = score.town_size(s, group)
        if count >= 2:
            done = min(1.0, power / need) * min(1.0, count / 4)
            v += done * done
    return TOWN_PROGRESS * PENDING["town"] * v


_SPADES: dict[tuple[str, str], int] = {}


def _spades_to_home(faction: str, terr: str) -> int:
    key = (faction, terr)
    got = _SPADES.get(key)
    if got is None:
        got = _SPADES[key] = tf_cost(Player(faction), terr, data.FACTIONS[faction]["home"], 0)
    return got
