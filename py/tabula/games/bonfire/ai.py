"""What the computer players know about Bonfire (used through the hooks in tabula.bots).

- ``evaluate(state, seat)``: the seat's expected final points: the points it has scored, the
  final-scoring categories as they stand (lit bonfires, guardians on them, portals, matching
  paths, council tasks), plus what is on the way: tasks taken but not yet lit (with the portal
  and the guardians that would score on them; the turns left go to the nearest tasks first, so
  a task no turn is left for counts nothing), guardians walking the path, the markers, goods,
  fate tiles and gnomes it holds. Holdings are worth more while they can still be spent and
  slide to their final-scoring value (half a point each, 3 per fate tile) as the council fills
  and the countdown runs.
- ``rollout_action(state, seat, rng)``: weighted random: lighting bonfires, taking tasks,
  processions and recruiting before discarding markers, ending or passing.

Bots call these on ``determinize(view(...))`` states only (face-down bowls stay unknown to
the evaluation: it reads counts and public tiles).
"""

from __future__ import annotations

from ...core.protocol import BotHooks
from . import data, naive
from .legal import allowed, do, legal
from .rules.common import (
    MI,
    RI,
    bowl_islands,
    colour_count,
    guardians_at_lit,
    n_guardians,
    n_lit,
    n_portals,
    n_tasks,
)
from .rules.fate import region, tile_squares
from .rules.tasks import task_met
from .score import end_breakdown
from .state import BONFIRE, WAIT, State
from .steps import PAYMENTS, STEPS, Gain, GreatRewards, Place, pending

# Search budgets of this game's levels (tabula.bots.levels.level_spec): hard aims at a median
# hard move of at most ~0.4 s in CPython, i.e. within 2 s in Pyodide (3-5x slower). A search
# move is a whole action with its follow-ups (``bot_move``, about 0.2 ms), and every new node
# makes one per legal action (up to ~50 early on) for its prior, so an iteration costs 2-3 ms:
# 150 iterations were a median of 0.31-0.37 s of CPU (p90 0.46-0.55 s) on 24 positions of greedy games.
# Hard's rivals take their best move by the evaluation (as in Terra Mystica and Res Arcana), so
# the budget goes into its own plans: on seeds 7000-7019 it beat the hard that searched its
# rivals' replies 15/20 (mean 53.2 to 47.1) and greedy 11/20 (the old one 9/20, same seeds); a
# decision costs about 1.6 times as much (a rival's node weighs all its moves).
# At 3-4 players hard searches 110 iterations: at 150 a whole turn took a median of 1.10 s (3
# players) and 0.96 s (4) in CPython, 1.52 s in Chromium at 4, over the page's 1.5 s; at 110,
# 0.70 and 0.60 s in CPython.
# Hard widens progressively (mcts.Search ``widen``): a node visited n times weighs only its
# ceil(sqrt(n + 1)) moves of the best priors. With up to ~50 actions a node, 150 iterations
# gave each of the root's moves about three visits and looked no further than greedy does; now
# they follow a few plans several actions deep. At 150 iterations on unseen seeds (5000 on) it
# beat greedy 36/40 and normal 35/40 (without: 24.5/40 and 28/40). But deeper paths cost more
# (every node on the path lists its moves again in each dealt world): a whole turn in Chromium
# took a median of 2.4-2.5 s at 2 players, against 1.3 without, so hard now searches 80
# iterations (70 at 3-4 players): 1.31 s (max 2.12) at 2 players and 1.31 (1.99) at 4
# (tools/bench_pyodide.py's turn starts).
BOT_LEVELS = {"hard": {"iterations": 80, "rivals": "greedy", "widen": 1.0,
                       "players": {3: {"iterations": 70}}}}

MARKER_MID = 0.7  # a marker while it can still pay for actions
RES_MID = 0.7  # a good while it can still pay for tasks and gnomes
FATE_MID = 4.5  # a fate tile in the supply mid-game (laying it brings ~6-7 markers and 1-3 items)
GNOME = 1.5  # a recruited gnome's ability, per game left
PATH_TILE = 0.3  # a path tile laid: room for guardians and a chance of a matching path
GUARD_WALK = 0.3  # share of a bonfire's guardian points expected for a guardian on the path
# An unlit task is worth what lighting it would score, less the turns it still needs: a met
# task counts MET_SHARE of the points (lighting is free before the turn's action, but a met task
# is not yet a bonfire, and an unlit one scores nothing at the end), and every action still
# missing costs a share more (MISS_DECAY per action). It also fades as the turns left for it
# (those the seat's nearer tasks do not need first) run short of what it needs.
MET_SHARE = 0.75
MISS_DECAY = 0.75
COUNCIL_NOVICE = 1.5  # a novice of the seat in the High Council: the game's end comes nearer
LIGHT_BONUS = 2.5  # what lighting brings besides the points: the council field's bonus (or a point)
TURNS_PER_NOVICE = 2.5  # a seat's turns per novice still missing before the countdown


def _progress(s: State) -> float:
    """0 at the start, 1 when the game is about to end (council filling, then the countdown)."""
    if s.phase == "over":
        return 1.0
    trig = data.COUNTDOWN_TRIGGER[s.nplayers]
    if s.cd_stack is None:
        return 0.8 * min(1.0, s.council_count() / trig)
    return 0.8 + 0.2 * (1.0 - len(s.cd_stack) / len(data.COUNTDOWN_TILES))


def turns_left(s: State) -> float:
    """A rough count of the turns each seat still gets."""
    if s.phase == "over":
        return 0.0
    if s.cd_stack is not None:
        return float(len(s.cd_stack)) + 1.0
    need = max(0, data.COUNTDOWN_TRIGGER[s.nplayers] - s.council_count())
    return len(data.COUNTDOWN_TILES) + TURNS_PER_NOVICE * need


_IMPOSSIBLE = 99.0


def missing(s: State, seat: int, tid: str) -> float:
    """About how many actions the seat still needs to meet task ``tid`` (0: met). Reads only
    what every seat sees (counts and face-up items)."""
    if task_met(s, seat, tid):
        return 0.0
    p = s.players[seat]
    _colour, _pts, kind, par = data.TASKS[tid]
    n_path = len(p.path)
    fate_left = len(p.fate_supply)
    if kind == "path_good":
        return 1.0 if n_path < data.MAX_PATH_TILES else _IMPOSSIBLE
    if kind == "guardian":
        return 1.0 if s.guardian_supply[par] and n_guardians(p) < data.MAX_GUARDIANS else _IMPOSSIBLE
    if kind in ("bowl_on_good", "bowls_good_islands"):
        b = bowl_islands(s, seat)
        miss = sum(1 for i in data.ISLANDS if data.ISLAND_RESOURCE.get(i) == par and i not in b)
        if kind == "bowl_on_good":
            miss = 1
        return miss if sum(len(st) for st in p.bowls) >= miss else _IMPOSSIBLE
    if kind == "bowls_one_island":
        return float(par - max(bowl_islands(s, seat).values(), default=0))
    if kind == "bowl_islands":
        return float(par - len(bowl_islands(s, seat)))
    if kind == "two_bowls_three_islands":
        ks = sorted(bowl_islands(s, seat).values(), reverse=True)[:3] + [0, 0, 0]
        return float(sum(max(0, 2 - k) for k in ks[:3]))
    if kind == "bowl_stack_empty":
        return float(min(len(st) for st in p.bowls))
    if kind == "gnome_res":
        return 1.5 if len(p.gnomes) < data.MAX_GNOMES else _IMPOSSIBLE
    if kind in ("gnomes", "elders"):
        have = len(p.gnomes) if kind == "gnomes" else sum(1 for g in p.gnomes if g in data.ELDERS)
        room = data.MAX_GNOMES - len(p.gnomes)
        return float(par - have) if par - have <= room else _IMPOSSIBLE
    if kind in ("bonfires_blue_red", "bonfires_all_colours"):
        cols = ("blue", "red") if kind == "bonfires_blue_red" else data.TASK_COLOURS
        return sum(1.0 if colour_count(p, c, False) > colour_count(p, c, True) else 2.0
                   for c in cols if not colour_count(p, c, True))
    if kind == "bonfires":
        return float(par - n_lit(p)) * 1.5
    if kind == "colour_tasks":
        return float(4 - colour_count(p, par, False))
    if kind in ("two_pairs", "two_triples", "good_count", "same_good", "gold"):
        return _missing_goods(p, kind, par)
    if kind == "markers":
        return 0.5 * sum(1 for m in par if not p.markers[MI[m]]) + 1.0
    if kind in ("fate_group", "fate_groups", "fate_groups4", "fate_ring", "fate_outer_columns",
                "fate_gold"):
        return _missing_fate(p, kind, fate_left)
    if kind == "adjacent_paths_same_good":
        return 1.5 if n_path < data.MAX_PATH_TILES else _IMPOSSIBLE
    if kind == "guardians_pair":
        miss = [c for c in par if c not in p.guardians]
        if any(not s.guardian_supply[c] for c in miss) or n_guardians(p) + len(miss) > data.MAX_GUARDIANS:
            return _IMPOSSIBLE
        return float(len(miss))
    if kind == "guardians_count":
        return float(par - n_guardians(p)) if par <= data.MAX_GUARDIANS else _IMPOSSIBLE
    if kind == "portals":
        return float(par - n_portals(p))
    if kind == "council_task":
        return float(min(
            7 - n_tasks(p), 7 - n_portals(p), 6 - n_path, data.MAX_GUARDIANS - n_guardians(p),
            data.MAX_GNOMES - len(p.gnomes)))
    if kind == "paths_crystal":
        have = sum(1 for t in p.path if data.PATH_TILES[t][0] == par[0])
        short = par[1] - have
        return float(short) if short <= data.MAX_PATH_TILES - n_path else _IMPOSSIBLE
    if kind == "guardians_at_bonfires":
        return 1.5 * (par - guardians_at_lit(p))
    return 3.0


def _missing_goods(p, kind: str, par) -> float:
    """``missing`` for the tasks asking for goods held."""
    if kind == "gold":
        short = par - p.res[data.GOLD]
    elif kind == "good_count":
        short = 3 - p.res[RI[par]]
    elif kind == "same_good":
        short = par - max(p.res[:5])
    else:
        k = 2 if kind == "two_pairs" else 3
        top = sorted((min(k, x) for x in p.res[:5]), reverse=True)[:2]
        short = 2 * k - sum(top)
    return max(0.0, short / 1.5)


def _missing_fate(p, kind: str, fate_left: int) -> float:
    """``missing`` for the tasks asking for a shape of the fate field (its tiles still to lay)."""
    if not fate_left:
        return _IMPOSSIBLE
    if kind == "fate_ring":
        need = sum(1 for sq in data.FATE_RING if sq not in p.fate) / 2.5
    elif kind == "fate_outer_columns":
        need = sum(1 for r in range(data.FATE_ROWS) for c in (0, data.FATE_COLS - 1)
                   if (r, c) not in p.fate) / 2.0
    elif kind == "fate_gold":
        need = float(sum(1 for sq, v in data.FATE_SYMBOLS.items() if v == "gold" and sq not in p.fate))
    else:
        need = {"fate_group": 1.5, "fate_groups": 3.0, "fate_groups4": 3.0}[kind]
    return need if need <= fate_left else _IMPOSSIBLE


def task_worth(m: float, turns: float) -> float:
    """Share of an unlit task's points the seat can expect, when it still misses ``m`` actions
    and has ``turns`` turns for them."""
    if m >= _IMPOSSIBLE or m + 1 > turns:
        return 0.0
    w = MET_SHARE * MISS_DECAY ** m
    return w * min(1.0, (turns - m) / 3.0)


def evaluate(s: State, seat: int) -> float:
    if s.final is not None:
        return float(s.final[seat])
    p = s.players[seat]
    prog = _progress(s)
    turns = turns_left(s)
    if p.passed:  # passed in the countdown: no turn left, everything held is at its final value
        prog, turns = 1.0, 0.0
    mid = 1.0 - prog
    end = end_breakdown(p)
    v = float(p.vp) + sum(end.values())
    # holdings: end value (counted in ``end``) plus what they are worth while still spendable
    v -= end["supply"] + end["fate"]
    held_m, held_r = sum(p.markers), sum(p.res)
    v += 0.5 * (held_m + held_r) + mid * ((MARKER_MID - 0.5) * held_m + (RES_MID - 0.5) * held_r)
    v += len(p.fate_supply) * (data.FATE_SUPPLY_POINTS * prog + FATE_MID * mid)
    v += GNOME * mid * len(p.gnomes)
    v += PATH_TILE * mid * len(p.path)
    v += COUNCIL_NOVICE * sum(f.count(seat) for f in s.council)
    # tasks taken, not yet lit: one action at a time, so the seat's turns go to the nearest
    # tasks first and a task further off gets only the turns the nearer ones leave
    guard_at = {pos - BONFIRE for pos in p.guardians.values() if pos >= BONFIRE}
    unlit = []
    for k in range(7):
        t = p.tasks[k]
        if t is None or p.lit[k]:
            continue
        pts = data.TASKS[t][1] + LIGHT_BONUS + COUNCIL_NOVICE
        if p.portals[k] is not None:
            pts += data.PORTAL_POINTS
        if k in guard_at:
            pts += data.GUARDIAN_POINTS[k]
        if 1 <= k <= len(p.path) and data.PATH_TILES[p.path[k - 1]][0] == data.TASKS[t][0]:
            pts += data.PATH_MATCH_POINTS
        unlit.append((missing(s, seat, t), pts))
    left = turns
    for m, pts in sorted(unlit, key=lambda mp: (mp[0], -mp[1])):
        v += task_worth(m, left) * pts
        if m < _IMPOSSIBLE:
            left -= m
    # guardians still walking
    for pos in p.guardians.values():
        if pos == WAIT or pos >= BONFIRE:
            continue
        k = min(6, pos + 1)
        v += GUARD_WALK * mid * data.GUARDIAN_POINTS[k] + 0.3
    return v


# -- search moves: a main action with its payments and follow-up decisions ---------------------

def _apply(s: State, a: tuple) -> State:
    n = s.copy()
    do(n, a)
    return n


def _listed(s: State, candidates) -> list[tuple]:
    """The main actions among ``candidates`` that the rules allow now (as ``legal`` lists them,
    without listing every main action)."""
    return [a for a in candidates if allowed(s, a)]


def _decides(s: State, seat: int) -> bool:
    """The seat still has a decision of this turn: a pending frame, or (after its turn's action)
    a councillor or ending the turn."""
    if s.phase != "play":
        return False
    f = pending(s)
    if f is not None:
        return f.seat == seat
    return s.current == seat and s.main_done


def _complete(s: State, seat: int) -> State:
    """The rest of the pending frames by a fixed rule (the first option), for judging a step;
    ``s`` itself is left as it is (the frames are done on one copy)."""
    own = False
    for _ in range(16):
        f = pending(s)
        if s.phase != "play" or f is None or f.seat != seat:
            break
        opts = STEPS.legal(s, seat)
        if not opts:
            break
        if not own:
            s, own = s.copy(), True
        do(s, _rule(s, seat, opts) or opts[0])
    return s


def _place_score(p, tile: int, r: int, c: int, d: str) -> float:
    """What laying fate tile ``tile`` there brings at once: markers (the groups it joins) and
    the printed items it covers."""
    sqs = tile_squares(r, c, d)
    fate = dict(p.fate)
    for sq, sym in zip(sqs, data.FATE_TILES[tile]):
        fate[sq] = sym
    seen: set = set()
    got = 0.0
    for sq in sqs:
        if sq in fate and sq not in seen:
            reg = region(fate, sq)
            seen |= reg
            got += len(reg)
        if data.FATE_SYMBOLS.get(sq) is not None:
            got += 1.0
    return got


# The best spot for a fate tile depends only on the field, the tile and the placements listed
# (given by the field and the overhang gnome); the same field comes back in many search moves
# and determinizations, so the answers are kept (cleared when the cache grows past this).
_PLACE_CACHE_MAX = 50000
_place_cache: dict = {}


def _best_place(p, tile: int, opts: list) -> tuple:
    """The placement (among ``opts``) that brings the most at once (``_place_score``)."""
    key = (frozenset(p.fate.items()), tile, p.has("overhang"))
    at = _place_cache.get(key)
    if at is None:
        best = max(opts, key=lambda a: _place_score(p, tile, a[2], a[3], a[4]))
        at = best[2:]
        if len(_place_cache) >= _PLACE_CACHE_MAX:
            _place_cache.clear()
        _place_cache[key] = at
    return opts[0][:2] + at


def _rule(s: State, seat: int, opts: list) -> tuple | None:
    """A fixed rule for the frequent follow-ups whose best answer is plain, else None:
    payments take the cheapest (listed first), a fate tile goes where it brings the most,
    the Great Bonfire's rewards are all taken (a portal first, then the points)."""
    f = pending(s)
    if f is None:
        return None
    kind = type(f)
    if kind in PAYMENTS:  # the first option is the cheapest (the exact marker or good)
        return opts[0]
    if kind is Place:
        return _best_place(s.players[seat], f.tile, opts)
    if kind is GreatRewards:
        def rank(a):
            w = a[2] if a[1] == "take" else "done"
            return {"done": 0, "resource": 1, "marker": 2, "points": 3}.get(w, 4)
        return max(opts, key=rank)
    if kind is Gain:
        p = s.players[seat]
        return min(opts, key=lambda a: p.res[RI[a[2]]])
    return None


def _step(s: State, seat: int) -> tuple[tuple, State]:
    """The seat's next follow-up decision: by a fixed rule where one is plain (``_rule``), else
    by the evaluation of the position once the frames it opens are done by those rules. A
    decision by rule is applied to ``s`` itself (the caller's own copy), one chosen by the
    evaluation is one of the copies it was judged on."""
    opts = legal(s, seat)
    a = opts[0] if len(opts) == 1 else _rule(s, seat, opts)
    if a is not None:
        do(s, a)
        return a, s
    best, after, top = None, None, -1e18
    for a in opts:
        n = _apply(s, a)
        val = evaluate(_complete(n, seat), seat)
        if val > top:
            best, after, top = a, n, val
    return best, after


def _finish(s: State, seat: int, steps: list) -> State:
    """The seat's follow-ups, one ``_step`` at a time, appended to ``steps``; ``s`` is the
    caller's own copy (changed in place where a step allows)."""
    for _ in range(40):
        if not _decides(s, seat):
            break
        a, s = _step(s, seat)
        steps.append(a)
    return s


def bot_moves(s: State, seat: int) -> list[tuple[tuple, State]]:
    return [bot_move(s, seat, a) for a in legal(s, seat)]


def bot_move(s: State, seat: int, a: tuple) -> tuple[tuple, State]:
    """The search move starting with the legal decision ``a``: a main action with its payments,
    follow-ups, councillors and the end of the turn; discarding goes on to the fate tile it
    makes room for."""
    steps = [a]
    n = _apply(s, a)
    if s.phase == "play" and pending(s) is None and a[1] == "discard":
        for _ in range(8):
            if n.phase != "play" or pending(n) is not None or n.current != seat or n.main_done:
                break
            fates = _listed(n, [(seat, "fate", w) for w in ("top", "bottom")])
            if fates:
                best = None
                for b in fates:
                    sub = [b]
                    after = _finish(_apply(n, b), seat, sub)
                    val = evaluate(after, seat) if after.final is None else float(after.final[seat])
                    if best is None or val > best[0]:
                        best = (val, sub, after)
                steps += best[1]
                return tuple(steps), best[2]
            drops = _listed(n, [(seat, "discard", m) for m in data.MARKERS])
            if not drops:
                break
            held = n.players[seat].markers
            b = max(drops, key=lambda d: held[MI[d[2]]])  # keep the sorts held singly
            steps.append(b)
            do(n, b)
        return tuple(steps), n
    if s.phase == "play":
        n = _finish(n, seat, steps)
    return tuple(steps), n


# -- playouts ---------------------------------------------------------------------------------

ROLLOUT_WEIGHTS = {
    "light": 8.0, "task": 5.0, "procession": 3.0, "recruit": 2.5, "great": 2.0, "path": 2.0,
    "fate": 2.0, "fetch": 2.0, "councillor": 1.5, "sail": 1.0, "discard": 0.2, "end": 1.0,
    "pass": 0.5,
}


def rollout_action(s: State, seat: int, rng) -> tuple | None:
    opts = legal(s, seat)
    if not opts:
        return None
    if len(opts) == 1:
        return opts[0]
    return rng.choices(opts, [ROLLOUT_WEIGHTS.get(a[1], 1.0) for a in opts])[0]


# What tabula.bots use of this module (Game.ai()); ``eval_scale``: the points margin that counts
# as clearly ahead.
HOOKS = BotHooks(
    evaluate=evaluate,
    naive_rank=naive.rank,
    bot_moves=bot_moves,
    bot_move=bot_move,
    rollout_action=rollout_action,
    levels=BOT_LEVELS,
    eval_scale=6.0,
)
