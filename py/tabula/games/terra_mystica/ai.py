"""What the computer players know about Terra Mystica (used through the hooks in tabula.bots).

- ``estimate_all(state)``, ``evaluate(state, seat)``: every seat's expected final VP
  (``evaluation``), its terms weighted as written there; hard at 3-5 players sees them weighted
  as real players' choices weigh them (the "people" hooks, ``evaluation.PEOPLE``).
- ``bot_moves(state, seat)``: the decisions worth searching, as whole turns ("macros"): pay
  for an action by burning/converting power (or spare workers and priests), take it, make the
  follow-up choices (favor tile, town tile, cult track, bridge) greedily by the evaluation, and
  end the turn. This replaces hundreds of tiny decisions (every convert, every terrain colour)
  by a few dozen sensible turns. Other decisions (leech offers, setup, choices) are single steps.
- ``rollout_action(state, seat, rng)``: a cheap, sensible single decision for playouts: build,
  upgrade and transform-to-home before anything else; pass only when nothing else works.

Everything here reads the state the bot was given and never changes it.
"""

from __future__ import annotations

import math
from functools import partial

from ...core.errors import RuleError
from ...core.protocol import BotHooks
from . import data, naive, score
from .data import board
from .evaluation import HAND, PEOPLE, Weights, estimate_all, evaluate
from .legal import candidates, do, legal
from .rules.offers import power_taken
from .rules.terraform import auto_target, reach, tf_cost
from .state import State

# Search settings of this game's levels (tabula.bots.levels.level_spec). Hard's rivals take
# their best turn by the evaluation (as the greedy level does) instead of being searched: the
# tree then branches only on the bot's own turns and sees several of them ahead (e.g. a
# trading house as the step to a temple and its favor tile), where searching every seat's
# replies hardly looked past the next turn. Against greedy, 2 players: 34/40 games won on
# seeds 5100-5139 (the old search: 26/40), 30.5/40 on 6100-6139 (old: 30/40); 4 players (one
# hard, three greedy): 3.5/8 on seeds 200-207 (old: 2/8). Against the old search itself it
# is no better yet (7.5/20 won, mean score 108 to 105): the model fits greedy rivals best.
# A rival's node still lists and evaluates all its turns, and with three rivals most nodes
# are theirs, so an iteration costs more: 200 of them keep the median hard move of 4 players
# at the ~0.3 s CPython of the 300 searched ones before (2 players: ~0.2 s), within the aim
# of at most ~0.4 s (2 s in Pyodide, 3-5x slower).
# Hard's new leaves are valued after a short playout (12 decisions of rollout_action, every
# seat, then the evaluation) instead of by the evaluation alone: the evaluation prices
# resources held above what they would build, and a playout spends them as the rollout policy
# does (building first). On unseen seeds 5000-5039 against normal (tools/ladder.py's pairing):
# 34/40 (mean 112 to 99) where the evaluation alone won 27.5/40 (mean 106 to 100). Widening
# (200 iterations) and 400 iterations without playouts did no better than the evaluation alone
# on the same seeds (15/20 and 8.5/14 where it won 18/20 and 12/14). A whole turn costs about
# twice as much: in Chromium (6 turn starts) a median of 0.78 s at 2 players and 0.95 s at 4,
# against 0.30 and 0.51 s without playouts. At 3-4 players hard plays no playouts: among three
# greedy rivals it scored the same with them (mean 94.1 VP, seeds 9000-9007, the hard seat
# rotating; tools/tm_vp_sources.py) as without (95.2), at twice the time a turn.
# Hard at 2 players searches 400 iterations with its playouts (the rules are fast enough now to
# afford it): against the hard of issue 19 (hard@f93f3f3, 200 iterations, no playouts), seeds
# 5000-5039, it won 25/40 (mean 112 to 103) where 200 iterations won 20.5/40 (107 to 110); a
# whole turn in Chromium 1.13 s median (1.62 max) against 0.71 (0.79) at 200 (bench_pyodide,
# the same day). At 3-5 players the tree search stayed at 200 (400 doubled a turn there: 1.11 s
# median, 2.35 max at 5 players). Against normal, 2 players: 34/40 at 400 as at 200 (seeds
# 5000-5039).
# Hard at 3-5 players plans instead of searching a tree (bots/beam.py): a beam 12 wide over its
# own next 8 decisions, the 16 best of each, rivals answering greedily (4 December). Among
# three greedy rivals, seeds 9000-9011, the seat rotating: 104.5 VP where the tree search of
# 200 iterations scored 99.4; the two in one game with two greedy seats (seeds 9000-9015, each
# order of the two): the planner 99.4, the tree 93.1, ahead in 20 of 32 games. A decision costs
# about what the tree's did in CPython (0.34 s median on 19 turn starts of greedy games, the
# tree 0.31-0.34; max 1.14-1.18 against 0.69); a whole turn in Chromium at 5 players 0.37 s
# median, 1.29 s max (bench_pyodide). At 2 players the tree with playouts stays: the planner won
# 2 of the first 5 games against it (stopped there).
# Hard's planner sees the evaluation weighted as people choose (evaluation.PEOPLE, the "people"
# hooks; 5 December, night): among three greedy rivals, each seat choosing its faction, seeds
# 9000-9023 and 9100-9123, the hard seat rotating, 114.9 VP where the hand-set weights scored
# 107.9 on the same 48 games; four hard seats (seeds 9000-9011) 101.4 against 100.1. It weighs
# about 1.7 times as many positions a decision (its plans run longer): in CPython, 16 turn starts
# at 4 players, a median of 0.68 s against 0.52 (max 1.68 against 0.95); a whole turn in Chromium
# at 5 players 0.65 s median, 1.46 s max, one of 8 turns cut by the page's cap (bench_pyodide).
# Hard also counts coins, workers and priests held only up to 12, 8 and 4 at full value
# (evaluation.HELD_CAP; each beyond at the end's 1/3 VP; 5 December, late night): with the
# people's weights a worker held was worth about 1.9 VP, and traced games showed hard passing in
# round 4 with 9-14 idle workers and few coins rather than spend two on a trading house, and
# starting round 6 with 23-25. Four hard seats, seeds 9000-9023: 105.7 VP a seat against 102.4 (paired
# +3.3, standard error 1.4); among three greedy, the same 48 games as above: 117.5 against
# 114.9 (+2.5, standard error 2.5).
# Hard's plans that stop short of the game's end count its chance to win as their margin gives it
# (``win_chance``, bots/beam.py; 6 December, later): only a finished plan had counted the win, so in the
# last round a seat far ahead took any plan that passes and lets the game end over one that keeps
# on scoring. Among three greedy rivals, the 48 games above: 121.1 VP against 120.3 (paired +0.9,
# standard error 0.3; better in 13 games, worse in 2, the same in 33); four hard seats (seeds
# 9000-9023) 107.9 a seat against 107.4 (+0.5, standard error 0.8).
# (The tree's figures here are after 2ee71ed, which ended a loop of conversions that had cost
# every level points; before it the tree scored 98.7 among greedy and 89.8 as four hard seats.)
BOT_LEVELS = {"hard": {"iterations": 400, "rivals": "greedy", "rollout_steps": 12,
                       "players": {3: {"bot": "beam", "width": 12, "depth": 8, "branch": 16,
                                       "evaluation": "people", "win_chance": True}}}}

# A power offer that costs at most this many VP is taken before the last round, as people take
# them (the corpus's 4-player league games: 86% of the offers of 2 power taken, 65% of 3, 49% of
# 4); the evaluation prices power in the bowls at what converting it brings and declined every
# offer that cost a VP (greedy: 0 of 101 offers of 2 power taken in 12 games). At 2 players,
# every level taking them, hard beat normal 37/40 on seeds 5000-5039 (34/40 before).
# At 3-5 players the evaluation weighs every offer, as before: offers come from three or four
# neighbours there, and the bots do not spend the power as people do. Hard among three greedy
# rivals, seeds 9000-9023, the seat rotating, factions dealt at random
# (tools/tm_vp_sources.py, 4 December, late): 107.9 VP with every offer left to the evaluation,
# 101.0 taking those of up to 2 VP (standard error of the difference 2.8; the greedy seats 84.8
# and 81.2); taking only the free ones, 99.0 on 14 of those seeds where the two scored 105.4 and
# 100.3. With the first-game factions, taking offers of up to 2 VP had scored 109.0 to 108.0.
LEECH_UP_TO = {2: 2}  # by the number of players; where not listed the evaluation decides


# The order in which the bots choose factions (when the players choose them): strongest for the
# bots first, by the number of players (2-5, as the game allows). Measured
# with tools/tm_factions.py (5 December): 1,000 games of greedy bots a count, factions dealt at
# random, the factions sorted by their VP above their table's mean (standard errors 0.4-0.8 VP).
# The top two (5-16 VP above) and the bottom three (4-21 below) are the same at every count; the
# middle ranks are within about two standard errors of each other. The order before was a guess
# that put the dwarves 13th of 14, where they score 12.8 VP above their 4-player tables (the
# darklings 13.3, the giants 20.3 below). Hard among three greedy bots, each seat choosing its
# faction (the new-game dialog's default), seeds 9000-9023, the hard seat rotating
# (tools/tm_vp_sources.py --factions choose): 111.5 VP with this order, 105.7 with the old one
# (the greedy seats 91.3 and 93.5).
FACTION_PREFERENCE = {
    2: ("dwarves", "darklings", "mermaids", "nomads", "alchemists", "auren", "witches", "halflings",
        "fakirs", "swarmlings", "cultists", "engineers", "chaosmagicians", "giants"),
    3: ("dwarves", "darklings", "mermaids", "halflings", "alchemists", "nomads", "fakirs", "witches",
        "auren", "swarmlings", "cultists", "engineers", "chaosmagicians", "giants"),
    4: ("darklings", "dwarves", "alchemists", "halflings", "mermaids", "nomads", "fakirs", "witches",
        "auren", "swarmlings", "cultists", "engineers", "chaosmagicians", "giants"),
    5: ("darklings", "dwarves", "halflings", "alchemists", "mermaids", "fakirs", "cultists", "nomads",
        "witches", "auren", "swarmlings", "engineers", "chaosmagicians", "giants"),
}


# Hard at 3-5 players plans with other weights than greedy (``BOT_LEVELS``) and plays some factions
# far better or worse than greedy does, so the "people" hooks choose by an order of their own where
# hard was measured apart (6 December; ``tools/tm_factions.py --seat K --try ...``): at 4 players,
# with the first three seats taking the darklings, the dwarves and the halflings (both orders'
# first three), hard in the fourth seat among greedy rivals scored, on seeds 9200-9215 (not used
# to choose), 102.1 VP with the mermaids (greedy's choice there), 121.5 with the nomads (paired
# +19.4, standard error 3.0) and 117.9 with the swarmlings (+15.8, 4.3); on the 16 games of the
# fourth seat among seeds 9000-9023 and 9100-9123 the mermaids scored 104.6, the nomads +8.4
# (3.4), the swarmlings +12.6 (4.5), the auren +9.1 (4.6), the witches +4.8 (5.1), the fakirs
# -2.0 (3.9). The rest of the order is greedy's. With it, hard among three greedy (48 games,
# seeds 9000-9023 and 9100-9123, the seat rotating) scores 120.3 VP where it scored 117.5; four
# hard seats (seeds 9000-9023) 107.4 a seat where they scored 105.7. At 4 players the first and
# third seats keep greedy's choices, measured the same way (README, issue 19). At 3 players
# greedy's order gives the third seat the mermaids too: hard there, among two greedy, scored
# 107.4 VP as the mermaids on seeds 9400-9415 and 124.3 as the swarmlings (+16.9, standard
# error 4.4), the nomads +10.8 (4.0); on seeds 9500-9515 (not used to choose) 104.9 as the
# mermaids, the swarmlings +19.6 (4.7), the halflings +16.9 (4.2), the nomads +11.6 (4.4). At 5
# players greedy's order gives the fourth and fifth seats the mermaids and the fakirs: hard in the
# fourth seat among greedy scored 104.2 VP as the mermaids on seeds 9600-9615, the nomads +10.5
# (3.4), the swarmlings +3.8 (3.6); on seeds 9700-9715 108.6 as the mermaids, the nomads +8.9
# (5.1). Hard's 5-player order puts the nomads and then the swarmlings before the mermaids, so
# five hard seats take the nomads and the swarmlings fourth and fifth: on seeds 9000-9005 99.4 VP a
# seat against 96.0 (paired +3.4, standard error 1.8), the fourth seat 98.2 against the mermaids'
# 86.3, the fifth 94.2 against the fakirs' 84.5 (6 December, later).
HARD_FACTION_PREFERENCE = FACTION_PREFERENCE | {
    3: ("dwarves", "darklings", "swarmlings", "halflings", "alchemists", "nomads", "mermaids", "fakirs",
        "witches", "auren", "cultists", "engineers", "chaosmagicians", "giants"),
    4: ("darklings", "dwarves", "alchemists", "halflings", "nomads", "swarmlings", "auren", "witches",
        "mermaids", "fakirs", "cultists", "engineers", "chaosmagicians", "giants"),
    5: ("darklings", "dwarves", "halflings", "alchemists", "nomads", "swarmlings", "mermaids", "fakirs",
        "cultists", "witches", "auren", "engineers", "chaosmagicians", "giants"),
}


def _margin(s: State, seat: int, weights: Weights) -> float:
    est = estimate_all(s, weights)
    others = [x for i, x in enumerate(est) if i != seat]
    return est[seat] - (max(others) if others else 0.0)


# ---------------------------------------------------------------------------------------------
# search moves


def _try(s: State, steps) -> State | None:
    """The state after ``steps`` (on a copy), or None if the rules refuse one of them."""
    n = s.copy()
    try:
        for a in steps:
            do(n, a)
    except RuleError:
        return None
    return n


def _singles(s: State, acts) -> list[tuple[tuple, State]]:
    out = []
    for a in acts:
        n = _try(s, (a,))
        if n is not None:
            out.append(((a,), n))
    return out


def bot_moves(s: State, seat: int, weights: Weights = HAND,
              preference: dict[int, tuple[str, ...]] = FACTION_PREFERENCE) -> list[tuple[tuple, State]]:
    """The seat's search moves (see the module's doc); ``preference``: the order factions are
    chosen in, by the number of players."""
    if s.phase == "over":
        return []
    if s.phase == "factions":
        options = legal(s, seat)
        rank = {f: i for i, f in enumerate(preference[s.seats])}
        options.sort(key=lambda a: rank.get(a[2], 99))
        return _singles(s, options[:1])
    p = s.players[seat]
    offers = [o for o in s.offers if o.seat == seat]
    if offers:
        frm = offers[0].by
        answers = _singles(s, [(seat, "leech", frm), (seat, "decline", frm)])
        up_to = LEECH_UP_TO.get(len(s.players))
        if up_to is not None and s.round < 6 and power_taken(p, offers[0].amount) - 1 <= up_to:
            answers = [m for m in answers if m[0][0][1] == "leech"] or answers
        return answers
    if any(e.seat == seat for e in s.pending) or s.phase in ("initial", "bonus"):
        return _singles(s, _choices(s, seat))
    t = s.turn
    if t is None or t.seat != seat:
        return _singles(s, _choices(s, seat))
    if t.cult_income:
        return _spade_reward_moves(s, seat, p)
    out = []
    if t.actions > 0 and not t.spades and not t.bridge:
        out = _turn_macros(s, seat, p, weights)
        if t.acted:
            out += _singles(s, [(seat, "done")])
    if not out:
        out = _finish_macros(s, seat, p, weights)
    # the rules accept a few shortcuts legal() does not list (e.g. 'build' straight after the
    # Halflings' stronghold spades); a bot must answer with a listed decision
    listed = set(candidates(s, seat))
    out = [(m, n) for m, n in out if m[0] in listed]
    return out or _singles(s, _choices(s, seat))


def _choices(s: State, seat: int) -> list[tuple]:
    """The seat's listed decisions but the free conversions and burning, unless there is
    nothing else: a search move that only converts leaves the seat where it was (a favor tile
    still to choose, say), so a bot could convert back and forth for ever; it once turned 2
    coins into a VP and a VP into a coin again and again (the Alchemists' rates), losing VP each
    time, rather than take a favor tile worth less than the evaluation's guess for one not yet
    chosen. A turn's macros convert what their action needs (``_funding``)."""
    options = legal(s, seat)
    chosen = [a for a in options if a[1] not in ("convert", "burn")]
    return chosen or options


def _finish_macros(s: State, seat: int, p, weights: Weights) -> list[tuple[tuple, State]]:
    """The rest of an action already begun (spades held, a bridge to place, a dwelling to
    build), each followed by the greedy completion of the turn."""
    t = s.turn
    plans: list[list[tuple]] = []
    home = p.home
    if t.spades:
        can_dig_more = t.kind in ("dig", "ACT5", "ACT6", "BON1", "ACTG") and not t.built and not t.transformed
        for h in _reachable(s, seat, p):
            terr = s.terrain[h]
            if terr == home:
                continue
            d = tf_cost(p, terr, home, t.spades)
            if d <= t.spades:
                if p.built["D"] < 8 and not t.built:
                    plans.append([(seat, "build", h)])
                plans.append([(seat, "transform", h, home)])
            elif can_dig_more and p.built["D"] < 8:
                plans.append([*[(seat, "dig", 1)] * (d - t.spades), (seat, "build", h)])
            else:
                plans.append([(seat, "transform", h, auto_target(p, terr, t.spades))])
        plans.append([(seat, "discard")])
    else:
        plans += [[a] for a in _continuations(s, seat, p)]
    out = []
    for steps in plans:
        got = _funded(s, seat, p, steps)
        if got is None:
            continue
        full, n = got
        n = _complete(n, seat, full, weights)
        out.append((tuple(full), n))
    out.sort(key=lambda mn: -_margin(mn[1], seat, weights))
    return out


def _spade_reward_moves(s: State, seat: int, p) -> list[tuple[tuple, State]]:
    b = board(s.map_id)
    held = s.turn.spades
    acts = []
    seen = set()
    for h, (o, _k) in s.building.items():
        if o != seat:
            continue
        for nb in score.direct_neighbours(s, h):
            if nb in seen or nb in s.building or not b.is_land(nb):
                continue
            seen.add(nb)
            terr = s.terrain[nb]
            if terr != p.home:
                acts.append((seat, "transform", nb, auto_target(p, terr, held)))
    acts.append((seat, "discard"))
    return _singles(s, acts)


def _continuations(s: State, seat: int, p) -> list[tuple]:
    """Sensible next steps in the middle of an action: no conversions, transforms to home."""
    t = s.turn
    out = []
    for a in candidates(s, seat):
        verb = a[1]
        if verb == "burn" or (verb == "convert" and not (t.darkling_conv and a[3] == "W" and a[5] == "P")):
            continue
        if verb == "transform" and a[3] not in (p.home, auto_target(p, s.terrain[a[2]], t.spades)):
            continue
        out.append(a)
    return out


def _reachable(s: State, seat: int, p) -> list[str]:
    """Empty land hexes the seat may build on or terraform this turn (checked by the rules)."""
    b = board(s.map_id)
    own = [h for h, (o, _k) in s.building.items() if o == seat]
    ship = p.ship + (1 if p.bonus == "BON4" and p.faction not in ("dwarves", "fakirs") else 0)
    tunnel = 2 if p.faction == "dwarves" else (p.carpet + 1 if p.faction == "fakirs" else 0)
    cand: set[str] = set()
    for h in own:
        cand.update(score.direct_neighbours(s, h))
        if ship:
            cand.update(x for x, d in b.river_distances(h).items() if d <= ship)
    if tunnel:
        for x in b.land:
            if x not in cand and any(b.distance(x, h) <= tunnel for h in own):
                cand.add(x)
    out = []
    for h in sorted(cand):
        if h in s.building or not b.is_land(h):
            continue
        try:
            reach(s, seat, h, charge=False)
        except RuleError:
            continue
        out.append(h)
    return out


def _templates(s: State, seat: int, p) -> list[list[tuple]]:
    """Main actions as step lists, before paying for them and before their follow-ups."""
    out: list[list[tuple]] = []
    home = p.home
    used = s.used_actions
    can_dig = p.info["dig"] is not None or p.faction == "darklings"
    has_sh = p.built["SH"] > 0
    b = board(s.map_id)
    power = p.pw[2] + p.pw[1] // 2
    if p.built["D"] < 8:
        for h in _reachable(s, seat, p):
            terr = s.terrain[h]
            if terr == home:
                out.append([(seat, "build", h)])
                continue
            d = 2 if p.faction == "giants" else tf_cost(p, terr, home, 0)
            if can_dig and d <= 3:
                out.append([(seat, "dig", d), (seat, "build", h)])
            if "ACT5" not in used and power >= 4 and (can_dig or d == 1):
                out.append([(seat, "action", "ACT5"), *[(seat, "dig", 1)] * (d - 1), (seat, "build", h)])
            if "ACT6" not in used and power >= 6 and d >= 2 and (can_dig or d == 2):
                out.append([(seat, "action", "ACT6"), *[(seat, "dig", 1)] * (d - 2), (seat, "build", h)])
            if p.bonus == "BON1" and "BON1" not in p.used and (can_dig or d == 1):
                out.append([(seat, "action", "BON1"), *[(seat, "dig", 1)] * (d - 1), (seat, "build", h)])
            if p.faction == "giants" and has_sh and "ACTG" not in p.used:
                out.append([(seat, "action", "ACTG"), (seat, "build", h)])
            if p.faction == "nomads" and has_sh and "ACTN" not in p.used:
                out.append([(seat, "action", "ACTN"), (seat, "build", h)])
        if p.faction == "witches" and has_sh and "ACTW" not in p.used:
            own = [h for h, (o, _k) in s.building.items() if o == seat]
            for h in b.land:
                if (h not in s.building and s.terrain[h] == "green"
                        and any(b.distance(h, x) <= 2 for x in own)):
                    out.append([(seat, "action", "ACTW"), (seat, "build", h)])
    for h, (o, k) in s.building.items():
        if o != seat:
            continue
        for to, frm in (("TP", "D"), ("TE", "TP"), ("SH", "TP"), ("SA", "TE")):
            if k == frm:
                out.append([(seat, "upgrade", h, to)])
        if k == "D" and p.faction == "swarmlings" and has_sh and "ACTS" not in p.used:
            out.append([(seat, "action", "ACTS"), (seat, "upgrade", h, "TP")])
    if p.p > 0 or p.pw[2] + p.pw[1] // 2 >= 5:
        for ti, track in enumerate(data.CULTS):
            if p.cult[ti] >= 10:
                continue
            spots = s.cult_spots[ti]
            spot = 3 if spots[0] is None else (2 if any(x is None for x in spots[1:]) else 1)
            out.append([(seat, "send", track, spot)])
    for track in ("ship", "dig"):
        info = p.info[track]
        if info is not None and (p.ship if track == "ship" else p.dig) < info["max"]:
            out.append([(seat, "advance", track)])
    power = p.pw[2] + p.pw[1] // 2
    for name in ("ACT1", "ACT2", "ACT3", "ACT4"):
        if name not in used and power >= data.POWER_ACTIONS[name]:
            out.append([(seat, "action", name)])
    own = {"BON2": p.bonus == "BON2", "FAV6": "FAV6" in p.favors, "ACTE": p.faction == "engineers",
           "ACTA": p.faction == "auren" and has_sh, "ACTC": p.faction == "chaosmagicians" and has_sh}
    for name, mine in own.items():
        if mine and name not in p.used:
            out.append([(seat, "action", name)])
    if s.round == 6:
        out.append([(seat, "pass", None)])
    else:
        out += [[(seat, "pass", tile)] for tile in s.bonus_pool]
    return out


def _cost(s: State, seat: int, steps) -> dict[str, int] | None:
    """What ``steps`` take from the seat (coins, workers, priests, power from bowl III), found
    by trying them with plenty of everything; None if the rules refuse them anyway."""
    rich = s.copy()
    rp = rich.players[seat]
    gains_priest = any(a[1] == "action" and a[2] == "ACT2" for a in steps)
    rp.c += 80
    rp.w += 40
    rp.p += 0 if gains_priest else 12
    rp.pw[2] += 40
    before = (rp.c, rp.w, rp.p, rp.pw[2])
    try:
        for a in steps:
            do(rich, a)
    except RuleError:
        return None
    after = (rp.c, rp.w, rp.p, rp.pw[2])
    return {k: max(0, x - y) for k, x, y in zip(("C", "W", "P", "PW"), before, after)}


def _funding(s: State, seat: int, p, cost: dict[str, int]) -> list[tuple] | None:
    """Free actions that make ``cost`` affordable (power first, then spare workers/priests)."""
    need_c = max(0, cost["C"] - p.c)
    need_w = max(0, cost["W"] - p.w)
    need_p = max(0, cost["P"] - p.p)
    if not (need_c or need_w or need_p or cost["PW"] > p.pw[2]):
        return []
    budget = p.pw[2] + p.pw[1] // 2
    use = cost["PW"]
    if use > budget:
        return None
    conv: list[tuple] = []
    if need_p:
        if use + 5 * need_p > budget:
            return None
        use += 5 * need_p
        conv += [(seat, "convert", 5, "PW", 1, "P")] * need_p
    spare_p = p.p + need_p - cost["P"]
    spare_w = p.w - cost["W"]
    if need_w:
        k = min(need_w, (budget - use) // 3)
        use += 3 * k
        conv += [(seat, "convert", 3, "PW", 1, "W")] * k
        rest = need_w - k
        if rest > spare_p:
            return None
        spare_p -= rest
        conv += [(seat, "convert", 1, "P", 1, "W")] * rest
        spare_w = 0
    if need_c:
        k = min(need_c, budget - use)
        use += k
        conv += [(seat, "convert", 1, "PW", 1, "C")] * k
        rest = need_c - k
        from_w = min(rest, max(0, spare_w))
        conv += [(seat, "convert", 1, "W", 1, "C")] * from_w
        rest -= from_w
        if rest > spare_p:
            return None
        conv += [(seat, "convert", 1, "P", 1, "C")] * rest
    burn = max(0, use - p.pw[2])
    return ([(seat, "burn", burn)] if burn else []) + conv


def _funded(s: State, seat: int, p, steps: list[tuple]) -> tuple[list[tuple], State] | None:
    """(steps with whatever pays for them in front, state after), or None if unaffordable."""
    n = _try(s, steps)
    if n is not None:
        return list(steps), n
    cost = _cost(s, seat, steps)
    fund = None if cost is None else _funding(s, seat, p, cost)
    if not fund:
        return None
    full = fund + steps
    n = _try(s, full)
    return None if n is None else (full, n)


def _complete(n: State, seat: int, steps: list[tuple], weights: Weights) -> State:
    """Finish the seat's turn greedily: pending choices, leftover spades or bridge, then 'done'."""
    for _ in range(10):
        mine = any(e.seat == seat for e in n.pending)
        t = n.turn
        if mine:
            choices = ("favor", "town", "cult", "key")
            options = _singles(n, [a for a in candidates(n, seat) if a[1] in choices])
        elif t is not None and t.seat == seat and t.actions <= 0 and not t.cult_income:
            if t.spades or t.bridge or (t.can_build and not t.built):
                options = _singles(n, _continuations(n, seat, n.players[seat]))
            else:
                options = _singles(n, [(seat, "done")])
        else:
            return n
        if not options:
            return n
        if len(options) == 1:
            macro, n = options[0]
        else:
            macro, n = max(options, key=lambda o: _margin(o[1], seat, weights))
        steps.append(macro[0])
    return n


def _turn_macros(s: State, seat: int, p, weights: Weights) -> list[tuple[tuple, State]]:
    out = []
    seen = set()
    for steps in _templates(s, seat, p):
        got = _funded(s, seat, p, steps)
        if got is None:
            continue
        full, n = got
        n = _complete(n, seat, full, weights)
        key = tuple(full)
        if key not in seen:
            seen.add(key)
            out.append((key, n))
    out.sort(key=lambda mn: -_margin(mn[1], seat, weights))
    return out


# ---------------------------------------------------------------------------------------------
# playouts

ROLLOUT_WEIGHTS = {
    "build": 12.0, "upgrade": 6.0, "transform": 6.0, "done": 30.0, "favor": 1.0, "town": 1.0,
    "cult": 1.0, "leech": 3.0, "decline": 1.0, "send": 1.5, "advance": 0.7, "action": 1.5,
    "dig": 1.0, "discard": 0.2, "bridge": 1.0, "connect": 1.0, "pass": 0.4, "convert": 0.05,
    "burn": 0.05, "faction": 1.0, "giveback": 0.0,
}


def rollout_action(s: State, seat: int, rng) -> tuple | None:
    """A quick sensible decision: weighted random candidates, tried until the rules accept one."""
    cands = candidates(s, seat)
    t = s.turn
    if t is not None and t.seat == seat and t.spades:
        p = s.players[seat]
        cands = [a for a in cands if a[1] != "transform" or a[3] == auto_target(p, s.terrain[a[2]], t.spades)]
    else:
        cands = [a for a in cands if a[1] != "transform"]
    weighted = [(ROLLOUT_WEIGHTS.get(a[1], 1.0), a) for a in cands]
    while weighted:
        total = math.fsum(w for w, _a in weighted)  # the same in every Python (see _bonus_income)
        x = rng.random() * total
        i = 0
        while i < len(weighted) - 1 and x > weighted[i][0]:
            x -= weighted[i][0]
            i += 1
        a = weighted.pop(i)[1]
        if _try(s, (a,)) is not None:
            return a
    options = legal(s, seat)
    return rng.choice(options) if options else None


# What tabula.bots use of this module (Game.ai()); ``eval_scale``: the points margin that counts
# as clearly ahead.
# ``variants``: the same with the evaluation weighted as people choose (``PEOPLE``), for hard, which
# also chooses its faction by its own order there (``HARD_FACTION_PREFERENCE``).
HOOKS = BotHooks(
    evaluate=evaluate,
    naive_rank=naive.rank,
    estimate_all=estimate_all,
    bot_moves=bot_moves,
    rollout_action=rollout_action,
    levels=BOT_LEVELS,
    eval_scale=12.0,
    variants={"people": BotHooks(
        evaluate=partial(evaluate, weights=PEOPLE),
        naive_rank=naive.rank,
        estimate_all=partial(estimate_all, weights=PEOPLE),
        bot_moves=partial(bot_moves, weights=PEOPLE, preference=HARD_FACTION_PREFERENCE),
        rollout_action=rollout_action,
        levels=BOT_LEVELS,
        eval_scale=12.0,
    )},
)
