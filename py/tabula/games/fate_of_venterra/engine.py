"""The step engine: every decision is a frame on ``state.stack``; automatic frames (kind starting with '@')
run by themselves, decision frames wait for a player.

``options(s, seat)`` lists exactly the legal actions of the top frame and ``do(s, action)`` refuses anything
else with a RuleError naming the rule, so legal() and apply() can never disagree. Actions are tuples
``(seat, verb, *args)`` whose args are strings (territory names like ``4.3``, card and piece ids, faction
names) or ints.
"""

from __future__ import annotations

from ...core.errors import RuleError
from ...core.rng import Rng
from . import data, notes
from . import rules as R
from .board import slots_next_to
from .state import Battle, Ctx, State

SIMULTANEOUS = ("declare", "bid", "leader")
PHASE_NAMES = {
    "setup": "setup",
    "income": "income",
    "declare": "declare",
    "command1": "first command",
    "command2": "second command",
    "quest": "quest",
    "tax": "large army",
    "bid": "bidding",
    "over": "game over",
}


def seq(s: State, *frames) -> None:
    """Push frames so the first runs first."""
    s.stack.extend(reversed([f for f in frames if f]))


def top(s: State):
    return s.stack[-1] if s.stack else None


def fseat(s: State, name: str) -> int:
    for i, p in enumerate(s.players):
        if p.faction == name:
            return i
    raise RuleError(f"no player plays {name}")


def tid(s: State, name: str) -> int:
    t = s.board.index.get(name)
    if t is None:
        raise RuleError(f"there is no territory {name}")
    return t


def tname(s: State, t: int) -> str:
    return s.board.names[t]


def rng_of(s: State) -> Rng:
    return Rng(s.rng)


# --------------------------------------------------------------------------------------------------
# movers, options, do


def movers(s: State) -> list[int]:
    f = top(s)
    if f is None:
        return []
    if f[0] in SIMULTANEOUS:
        return [seat for seat in f[1] if s.players[seat].secret is None]
    return [f[1]]


def options(s: State, seat: int) -> list[tuple]:
    f = top(s)
    if f is None or seat not in movers(s):
        return []
    return OPTS[f[0]](s, f, seat)


def do(s: State, a: tuple) -> None:
    """Apply an action to s in place (callers pass a copy). RuleError, before anything changes,
    unless it is one of the legal choices of the decision on top."""
    if type(a) is not tuple or len(a) < 2:
        raise RuleError("not a Fate of Venterra action")
    for x in a:  # (seat, verb, *args): whole numbers and names only (True is not 1, 1.0 is not 1)
        if type(x) is not int and type(x) is not str:
            raise RuleError("not a Fate of Venterra action: its parts are whole numbers and names")
    seat = a[0]
    f = top(s)
    if f is None:
        raise RuleError("the game is over")
    if seat not in movers(s):
        raise RuleError(f"it is not {s.label(seat) if 0 <= seat < s.n else 'that player'}'s decision now")
    if a not in OPTS[f[0]](s, f, seat):
        raise RuleError(f"not a legal choice for the current decision ({RULE_NAMES.get(f[0], f[0])})")
    ACTS[f[0]](s, f, a)
    run(s)


def run(s: State) -> None:
    guard = 0
    while s.stack and s.stack[-1][0].startswith("@"):
        f = s.stack.pop()
        AUTO[f[0]](s, f)
        guard += 1
        if guard > 100000:  # pragma: no cover - a bug, never a rule
            raise RuntimeError("engine loop")


RULE_NAMES = {
    "tilepick": "build the map: choose a map tile",
    "tileslot": "tiles must touch the landmark if possible",
    "tileturn": "tiles may be placed in any orientation",
    "hexb": "hex buildings: edge, 3 apart, not the landmark",
    "startb": "circle/square building: adjacent to your hex building, not on water",
    "startu": "starting units: on or next to your starting buildings",
    "hand": "starting hand: leaders worth 3",
    "track": "track points may be split",
    "potg": "Power of the Gods: the row or the draw pile",
    "questres": "reserving quests",
    "declare": "declare two command cards",
    "turn": "resolve a declared command",
    "cmd": "command cards: actions in numerical order",
    "march": "marching",
    "support": "the support march",
    "bship": "ship support: pay 1 Wealth for +1",
    "leader": "one Leader or Command card, chosen secretly",
    "casualty": "casualties",
    "retreat": "retreating",
    "convert": "converting or destroying buildings",
    "tax": "large army tax",
    "bid": "bidding",
    "tieorder": "ties in bidding",
    "bidreward": "bidding rewards",
    "questturn": "phase 5: complete a quest",
    "place": "gained units go where you control",
}


# --------------------------------------------------------------------------------------------------
# small helpers: wealth, tracks, rewards


def reward(s: State, seat: int, r: tuple) -> None:
    """Gain r: after the current action if one is being resolved, else now."""
    if s.ctx:
        s.ctx[-1].deferred.append((seat, r))
    else:
        give(s, seat, r)


def move_track(s: State, seat: int, track: str, n: int) -> None:
    p = s.players[seat]
    pos = getattr(p, track)
    top_ = data.FACTS["track_max"]
    if n < 0:
        setattr(p, track, max(1, pos + n))
        return
    for _ in range(n):
        if pos >= top_:
            p.wealth += 1
            continue
        pos += 1
        setattr(p, track, pos)
        if pos in data.TRACK_REWARDS[track]:
            reward(s, seat, ("track_reward", track, pos))


def give(s: State, seat: int, r: tuple) -> None:
    p = s.players[seat]
    k = r[0]
    if k == "wealth":
        p.wealth += r[1]
    elif k in ("battle", "dev"):
        move_track(s, seat, k, r[1])
    elif k == "track":
        s.stack.append(("track", seat, r[1]))
    elif k == "potg":
        for _ in range(r[1]):
            if s.potg_deck or s.potg_row:
                s.stack.append(("potg", seat))
    elif k == "quest":
        for _ in range(r[1]):
            s.stack.append(("questres", seat, 1, False, "any"))
    elif k == "unit":
        if R.pool_left(s, seat, r[1]) > 0 and place_targets(s, seat, r[1]):
            s.stack.append(("place", seat, r[1]))
    elif k == "leader":
        if any(R.leader_cost(s, seat, c) <= r[1] for c in p.supply if c != "treaty") or "treaty" in p.supply:
            s.stack.append(("gainleader", seat, r[1]))
    elif k == "track_reward":
        rr = data.TRACK_REWARDS[r[1]][r[2]]
        give(
            s,
            seat,
            {
                "potg_wealth": ("potg", 1),
                "knight": ("unit", "knight"),
                "leaders": ("leader", 3),
                "ability": ("ability", 1),
                "build": ("build", 1),
                "upgrade": ("upgrade", 1),
                "quest": ("quest14", 1),
                "march": ("march", 3),
            }.get(rr[0], rr),
        )
        if rr[0] == "potg_wealth":
            p.wealth += 1
    elif k == "ability":
        s.stack.append(("freeability", seat))
    elif k == "build":
        s.stack.append(("freebuild", seat))
    elif k == "upgrade":
        s.stack.append(("freeupgrade", seat))
    elif k == "quest14":
        s.stack.append(("quest14", seat))
    elif k == "march":
        start_march(s, seat, "n", count=r[1])
    elif k == "explore":
        give(
            s,
            seat,
            {
                "scout": ("unit", "scout"),
                "potg": ("potg", 1),
                "quest": ("quest", 1),
                "battle": ("battle", 1),
                "dev": ("dev", 1),
                "wealth": ("wealth", 1),
            }[r[1]],
        )
    elif k == "complete":
        s.stack.append(("questdo", seat))
    else:  # pragma: no cover
        raise RuleError(f"unknown reward {r}")


def draw_potg(s: State) -> str | None:
    if not s.potg_deck:
        if not s.potg_discard:
            return None
        rg = rng_of(s)
        s.potg_deck = rg.shuffle(sorted(s.potg_discard))
        s.rng = rg.state
        s.potg_discard = []
    s.reveals += 1
    return s.potg_deck.pop()


def refill_rows(s: State) -> None:
    while len(s.potg_row) < 3:
        c = draw_potg(s)
        if c is None:
            break
        s.potg_row.append(c)
    while len(s.quest_row) < 3 and s.quest_deck:
        s.quest_row.append(s.quest_deck.pop())
        s.reveals += 1


def place_targets(s: State, seat: int, u: str) -> list[int]:
    """Where a gained unit may go: anywhere you control (ships: water you control or next to it)."""
    b = s.board
    ts = R.controlled(s, seat)
    if u == "ship":
        out = {t for t in ts if b.is_water[t]}
        for t in ts:
            out.update(n for n in b.adj[t] if b.is_water[n] and not R.hostile(s, seat, n))
        return sorted(out)
    return [t for t in ts if not b.is_water[t]]


# --------------------------------------------------------------------------------------------------
# setup


def new_state(options: dict, factions: list[str], seed_state: int) -> State:
    from .state import Player

    s = State.__new__(State)
    s.n = len(factions)
    s.options = dict(options)
    s.rng = seed_state
    s.round = 0
    s.phase = "setup"
    s.init = list(range(s.n))
    s.landmark = options.get("landmark", "kingdom")
    s.card = options.get("terrain", "venterra")
    s.placements = ()
    s.units, s.bld, s.tok = {}, {}, {}
    s.token_box, s.token_seen = [], []
    s.potg_deck, s.potg_row, s.potg_discard = [], [], []
    s.quest_deck, s.quest_row = [], []
    s.players = [Player(f) for f in factions]
    s.stack = []
    s.ctx = []
    s.battle = None
    s.treaties = []
    s.final = None
    s.reveals = 0
    s.first_game = options.get("hands", "first_game") == "first_game"
    s.log = None
    return s


def begin(s: State, prebuilt_placements) -> None:
    rg = rng_of(s)
    s.potg_deck = rg.shuffle(list(data.POTG_DECK))
    s.quest_deck = rg.shuffle(list(data.QUESTS))
    s.rng = rg.state
    refill_rows(s)
    frames = []
    if prebuilt_placements is not None:
        s.placements = tuple(prebuilt_placements)
    else:
        for seat in s.init:
            frames += [("tilepick", seat), ("tilepick", seat)]
    for seat in s.init:
        frames += [("hexb", seat), ("startb", seat), ("@startu", seat)]
    frames += [("@tokens",), ("@hands",), ("@round",)]
    seq(s, *frames)
    run(s)


def _tiles_used(s: State) -> set:
    return {p[0] for p in s.placements}


def opt_tilepick(s, f, seat):
    return [(seat, "tile", n, side) for n in data.TILES if n not in _tiles_used(s) for side in ("a", "b")]


def act_tilepick(s, f, a):
    s.stack.pop()
    s.stack.append(("tileslot", f[1], a[2], 0 if a[3] == "a" else 1))


def opt_tileslot(s, f, seat):
    return [(seat, "slot", i) for i in range(len(slots_next_to([p[2] for p in s.placements])))]


def act_tileslot(s, f, a):
    s.stack.pop()
    slot = slots_next_to([p[2] for p in s.placements])[a[2]]
    s.stack.append(("tileturn", f[1], f[2], f[3], slot))


def opt_tileturn(s, f, seat):
    return [(seat, "turn", r) for r in range(6)]


def act_tileturn(s, f, a):
    s.stack.pop()
    s.placements = (*s.placements, (f[2], f[3], f[4], a[2]))


def hex_spots(s: State, seat: int) -> list[int]:
    b = s.board
    kind = data.BOARDS[s.players[seat].faction]["hex"]
    others = [t for t, bs in s.bld.items() for e in bs if e[1] == "hex"]
    out = []
    for t in range(b.n):
        if not b.edge[t] or b.is_landmark[t] or t in s.bld or t in s.units:
            continue
        if b.is_water[t] and kind in R.MOBILE:
            continue
        if any(b.distance(t, o) < data.FACTS["min_hex_distance"] for o in others):
            continue
        out.append(t)
    return out


def opt_hexb(s, f, seat):
    return [(seat, "hex", tname(s, t)) for t in hex_spots(s, seat)]


def act_hexb(s, f, a):
    s.stack.pop()
    seat = a[0]
    R.add_bld(s, tid(s, a[2]), seat, "hex")
    s.players[seat].hex_state = "map"


def _hex_of(s: State, seat: int):
    for t, e in R.own_buildings(s, seat):
        if e[1] == "hex":
            return t
    return None


def buildable(s: State, t: int) -> bool:
    b = s.board
    if b.is_water[t] or b.kind[t] in ("court_outer", "court_centre"):
        return False
    return b.terrain[t] not in data.TERRAIN_CARD[s.card]["no_build"]


def opt_startb(s, f, seat):
    """Setup II: "Circle and square Buildings must be built/placed as follows: 1. Adjacent to your
    Hex Building. 2. Cannot be placed on water." -- the Landmark Tile is no exception (only the
    Hex Building "Cannot be placed on the Landmark Tile"); where no building may stand at all (the
    Corrupted Court, a terrain card's ban) ``buildable`` says no."""
    h = _hex_of(s, seat)
    kind = data.BOARDS[s.players[seat].faction]["start_building"]
    return [
        (seat, "place", kind, tname(s, t))
        for t in sorted(s.board.adj[h])
        if buildable(s, t) and t not in s.bld
    ] or [(seat, "place", "none")]


def act_startb(s, f, a):
    s.stack.pop()
    seat = a[0]
    if a[2] != "none":
        R.add_bld(s, tid(s, a[3]), seat, a[2])
        p = s.players[seat]
        if a[2] == "outpost":
            p.outposts -= 1
        else:
            p.shrines -= 1


def auto_startu(s, f):
    seat = f[1]
    units = tuple(data.BOARDS[s.players[seat].faction]["start_units"])
    s.stack.append(("startu", seat, units))


def start_unit_spots(s: State, seat: int, u: str) -> list[int]:
    """Starting units go on the starting buildings' territories or next to them, where no one else is."""
    b = s.board
    out = set()
    for t, _e in R.own_buildings(s, seat):
        for n in (t, *b.adj[t]):
            if (u == "ship") != b.is_water[n] or b.kind[n] in ("court_outer", "court_centre"):
                continue
            if n != t and n in s.bld:
                continue
            if any(o != seat for o in R.seats_at(s, n)):
                continue
            out.add(n)
    return sorted(out)


def opt_startu(s, f, seat):
    out = []
    for u in sorted(set(f[2])):
        out += [(seat, "unit", u, tname(s, t)) for t in start_unit_spots(s, seat, u)]
    return out or [(seat, "unit", "none")]


def act_startu(s, f, a):
    s.stack.pop()
    if a[2] == "none":
        return
    rest = list(f[2])
    rest.remove(a[2])
    R.add_unit(s, tid(s, a[3]), a[0], a[2])
    if rest:
        s.stack.append(("startu", a[0], tuple(rest)))


def auto_tokens(s, f):
    b = s.board
    rg = rng_of(s)
    piles = {d: rg.shuffle([tk for tk in data.TOKENS if tk[0] == d]) for d in (0, 1, 2)}
    where = {}
    for d, kinds in data.TOKEN_PLACES.items():
        for k in kinds:
            where[k] = d
    for t in range(b.n):
        if t in s.bld or t in s.units or b.kind[t] in ("court_outer", "court_centre"):
            continue
        d = where.get("pop") if b.pop[t] else where.get(b.terrain[t])
        if d is not None and piles[d]:
            s.tok[t] = piles[d].pop()
    s.token_box = sorted(piles[0] + piles[1] + piles[2])
    s.rng = rg.state


def auto_hands(s, f):
    for seat in reversed(s.init):
        p = s.players[seat]
        fac = data.LEADERS[p.faction]
        for c in ("treaty", next(k for k, v in fac.items() if v["rank"] == 3)):
            p.supply.remove(c)
            p.hand.append(c)
        if s.first_game:
            for rank in data.FACTS["first_game_leaders"]:
                c = next(k for k in p.supply if fac[k]["rank"] == rank)
                p.supply.remove(c)
                p.hand.append(c)
        else:
            s.stack.append(("hand", seat, data.FACTS["start_hand_budget"]))


def opt_gainleader(s, f, seat):
    p = s.players[seat]
    out = [(seat, "take", c) for c in p.supply if data.LEADERS[p.faction][c]["cost"] <= f[2]]
    return out + [(seat, "done")]


def act_gainleader(s, f, a):
    s.stack.pop()
    if a[1] == "done":
        return
    p = s.players[a[0]]
    cost = data.LEADERS[p.faction][a[2]]["cost"]
    p.supply.remove(a[2])
    p.hand.append(a[2])
    if f[2] < 50 and (f[2] - cost > 0 or any(data.LEADERS[p.faction][c]["cost"] == 0 for c in p.supply)):
        s.stack.append((f[0], a[0], f[2] - cost))


# --------------------------------------------------------------------------------------------------
# the round


def auto_round(s, f):
    s.round += 1
    seq(
        s,
        ("@income",),
        ("@tactics",),
        ("@declare",),
        ("@phase", "command1"),
        ("@phase", "command2"),
        ("@divination",),
        ("@return_cmds",),
        ("@quests",),
        ("@court",),
        ("@rally",),
        ("@tax",),
        ("@bid",) if s.round in data.FACTS["bid_after_rounds"] else None,
        ("@endround",),
    )


def _clear_phase_flags(s: State) -> None:
    for p in s.players:
        p.flags = [x for x in p.flags if not x.startswith("phase:")]
    s.treaties = []


def income_of(s: State, seat: int) -> tuple[dict, int, int]:
    """Phase 1 income of seat: ({wealth/battle/dev: n}, track points to split, Power of the Gods cards)."""
    b = s.board
    p = s.players[seat]
    inc = dict(data.BOARDS[p.faction]["income"])
    extra = {"track": inc.pop("track", 0), "potg": 0}

    def add(d):
        for k, v in d.items():
            if k in extra:
                extra[k] += v
            else:
                inc[k] = inc.get(k, 0) + v

    for t, e in R.own_buildings(s, seat):
        if e[1] in ("outpost", "shrine"):
            add(data.BUILDINGS[e[1]]["income"])
        if e[2]:
            add(data.UPGRADES[e[2]]["income"])
        if e[1] == "hex" and not R.is_fortress(s, e):
            add(data.BUILDINGS[R.hex_kind(s, seat)]["income"])
        if s.card == "paradise" and e[2] and b.terrain[t] == "mountain":
            add({"wealth": data.TERRAIN_CARD["paradise"]["mountain_upgraded_wealth"]})
    for t, bs in s.bld.items():
        for e in bs:
            if (
                R.is_fortress(s, e)
                and seat in R.controllers(s, t)
                and (e[0] == seat or not R.controls(s, e[0], t))
            ):
                add(data.BUILDINGS["fortress"]["income"])
    if p.faction == "bear":
        add(data.BUILDINGS["gold_top_outpost"]["income"])
    for t in R.controlled(s, seat):
        k = b.kind[t]
        if k == "kingdom_mountain":
            add(data.LANDMARK_INCOME["kingdom_mountain"])
        elif k == "kingdom_forest":
            add(data.LANDMARK_INCOME["kingdom_forest"])
        elif k == "court_centre" and R.units_at(s, t, seat):
            add(data.LANDMARK_INCOME["court_centre"])
    if R.court_leader(s) == seat:
        add(data.LANDMARK_INCOME["court_outer"])
    if s.card == "power":
        w, _ip, c = R.pop_steps(s, R.pop_controlled(s, seat))
        add({"wealth": w, "potg": c})
    return inc, extra["track"], extra["potg"]


def auto_income(s, f):
    s.phase = "income"
    _clear_phase_flags(s)
    frames = []
    incomes = {seat: income_of(s, seat) for seat in s.init}  # all income is computed from the same board
    for seat in s.init:
        p = s.players[seat]
        inc, track, potg = incomes[seat]
        if p.faction == "watch":
            p.ip_bonus += data.ABILITY_RULES["watch_power_per_pop"] * R.pop_controlled(s, seat)
        p.wealth = max(0, p.wealth + inc.pop("wealth", 0))
        for k, v in inc.items():
            if v > 0:
                move_track(s, seat, k, v)
        frames.append(("track", seat, track) if track > 0 else None)
        frames += [("potg", seat)] * potg
        if p.faction == "bear":
            frames.append(("goldshrine", seat))
        if p.has("noble_benefactors"):
            frames.append(("benef", seat, data.ABILITY_RULES["benefactor_picks"]))
        if p.has("enforcer_of_the_gods"):
            frames.append(("enfbuy", seat))
    seq(s, *frames)


def opt_track(s, f, seat):
    return [(seat, "track", b, f[2] - b) for b in range(f[2] + 1)]


def act_track(s, f, a):
    s.stack.pop()
    move_track(s, a[0], "battle", a[2])
    move_track(s, a[0], "dev", a[3])


def opt_potg(s, f, seat):
    out = [(seat, "draw", i + 1) for i in range(len(s.potg_row))]
    if s.potg_deck or s.potg_discard:
        out.append((seat, "draw", "deck"))
    return out or [(seat, "draw", "none")]


def act_potg(s, f, a):
    s.stack.pop()
    p = s.players[a[0]]
    if a[2] == "none":
        return
    if a[2] == "deck":
        c = draw_potg(s)
    else:
        c = s.potg_row.pop(a[2] - 1)
    if c:
        p.potg.append(c)
    refill_rows(s)


def opt_questres(s, f, seat):
    out = [(seat, "reserve", i + 1) for i in range(len(s.quest_row))]
    if f[4] == "any" and s.quest_deck:
        out.append((seat, "reserve", "deck"))
    if f[3] or not out:
        out.append((seat, "done"))
    return out


def act_questres(s, f, a):
    s.stack.pop()
    if a[1] == "done":
        return
    p = s.players[a[0]]
    if a[2] == "deck":
        p.reserved.append(s.quest_deck.pop())
        s.reveals += 1
    else:
        p.reserved.append(s.quest_row.pop(a[2] - 1))
    refill_rows(s)
    if f[2] > 1:
        s.stack.append(("questres", a[0], f[2] - 1, f[3], f[4]))


def opt_goldshrine(s, f, seat):
    p = s.players[seat]
    out = [(seat, "done")]
    for b_ in range(3):
        d = 2 - b_
        if p.battle - 1 >= b_ and p.dev - 1 >= d:
            out.append((seat, "shrine", b_, d, "wealth"))
            if s.potg_row or s.potg_deck:
                out.append((seat, "shrine", b_, d, "potg"))
    return out


def act_goldshrine(s, f, a):
    s.stack.pop()
    if a[1] == "done":
        return
    move_track(s, a[0], "battle", -a[2])
    move_track(s, a[0], "dev", -a[3])
    if a[4] == "wealth":
        s.players[a[0]].wealth += data.BUILDINGS["gold_top_shrine"]["gain_wealth"]
    else:
        s.stack.append(("potg", a[0]))


def opt_benef(s, f, seat):
    out = [(seat, "benefit", "wealth"), (seat, "benefit", "battle"), (seat, "benefit", "dev")]
    if R.pool_left(s, seat, "soldier") > 0:
        out += [(seat, "benefit", "soldier", tname(s, t)) for t in place_targets(s, seat, "soldier")]
    return out


def act_benef(s, f, a):
    s.stack.pop()
    seat = a[0]
    if a[2] == "wealth":
        s.players[seat].wealth += 1
    elif a[2] in ("battle", "dev"):
        move_track(s, seat, a[2], 1)
    else:
        R.add_unit(s, tid(s, a[3]), seat, "soldier")
    if f[2] > 1:
        s.stack.append(("benef", seat, f[2] - 1))


def opt_enfbuy(s, f, seat):
    p = s.players[seat]
    return [(seat, "buy", c) for c in p.supply if R.leader_cost(s, seat, c) <= p.wealth] + [(seat, "done")]


def act_enfbuy(s, f, a):
    s.stack.pop()
    if a[1] == "buy":
        buy_leader(s, a[0], a[2])


def buy_leader(s: State, seat: int, c: str) -> None:
    p = s.players[seat]
    p.wealth -= R.leader_cost(s, seat, c)
    p.supply.remove(c)
    p.hand.append(c)


def auto_tactics(s, f):
    for seat in reversed(s.init):
        if s.players[seat].has("skilled_tacticians"):
            s.stack.append(("tactic", seat))


def opt_tactic(s, f, seat):
    return [(seat, "maneuver"), (seat, "done")]


def act_tactic(s, f, a):
    s.stack.pop()
    if a[1] == "maneuver":
        start_march(s, a[0], "from", nobattle=True)


def auto_declare(s, f):
    s.phase = "declare"
    s.stack.append(("declare", tuple(s.init)))


def opt_declare(s, f, seat):
    p = s.players[seat]
    cs = [c for c in data.COMMANDS if c in p.cmds]
    out = []
    for i, c1 in enumerate(cs):
        for c2 in cs[i + 1 :]:
            out.append((seat, "declare", c1, c2))
            if p.has("divination"):
                out += [(seat, "declare", c1, c2, c3) for c3 in cs if c3 not in (c1, c2)]
    return out


def act_declare(s, f, a):
    s.players[a[0]].secret = a[2:]
    if all(s.players[x].secret is not None for x in f[1]):
        s.stack.pop()
        for x in f[1]:
            p = s.players[x]
            cards = p.secret
            p.secret = None
            p.declared = list(cards[:2])
            for c in cards:
                p.cmds.remove(c)
            p.divined = cards[2] if len(cards) > 2 else None
        s.reveals += 1


def auto_phase(s, f):
    s.phase = f[1]
    _clear_phase_flags(s)
    frames = []
    for seat in s.init:
        if "treaty" in s.players[seat].hand:
            frames.append(("treaty", seat))
    for seat in s.init:
        frames.append(("turn", seat))
    seq(s, *frames)


def opt_treaty(s, f, seat):
    return [(seat, "treaty", s.players[o].faction) for o in range(s.n) if o != seat] + [(seat, "done")]


def act_treaty(s, f, a):
    s.stack.pop()
    if a[1] == "treaty":
        p = s.players[a[0]]
        p.hand.remove("treaty")
        p.supply.append("treaty")
        s.treaties.append((a[0], fseat(s, a[2])))


def opt_turn(s, f, seat):
    p = s.players[seat]
    return [(seat, "play", c) for c in p.declared] or [(seat, "done")]


def act_turn(s, f, a):
    s.stack.pop()
    if a[1] == "play":
        s.stack.append(("cmd", a[0], a[2], 1, ()))


def auto_divination(s, f):
    frames = []
    for seat in s.init:
        p = s.players[seat]
        if p.divined:
            frames.append(("cmd", seat, p.divined, 2, ("div",)))
    seq(s, *frames)


def auto_return_cmds(s, f):
    for p in s.players:
        p.cmds = [c for c in data.COMMANDS]
        p.declared = []
        p.divined = None


# -- command cards ---------------------------------------------------------------------------------

LAST_ACTION = {"plan": 2, "reinforce": 3, "charge": 2, "maneuver": 2}


def recruit_spots(s: State, seat: int, u: str) -> list[int]:
    b = s.board
    p = s.players[seat]
    mine = R.controlled(s, seat)
    with_bld = [t for t in mine if any(e[0] == seat for e in s.bld.get(t, ()))]
    out = set()
    if u == "ship":
        for t in with_bld:
            out.update(n for n in b.adj[t] if b.is_water[n])
        if p.has("tribal_nomads"):
            out.update(t for t in mine if b.is_water[t])
    else:
        out.update(t for t in with_bld if not b.is_water[t])
        if p.has("tribal_nomads"):
            out.update(t for t in mine if not b.is_water[t])
    return sorted(t for t in out if not R.blocked_by_treaty(s, seat, t))


def recruit_options(s: State, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = []
    for u in data.UNIT_TYPES:
        if R.pool_left(s, seat, u) < 1 or R.unit_cost(s, seat, u) > p.wealth:
            continue
        out += [(seat, "recruit", u, tname(s, t)) for t in recruit_spots(s, seat, u)]
    return out


def build_options(s: State, seat: int, free: bool = False) -> list[tuple]:
    p = s.players[seat]
    cost = 0 if free else data.BUILDINGS["outpost"]["cost"]
    spots = [
        t for t in R.controlled(s, seat) if R.units_at(s, t, seat) and t not in s.bld and buildable(s, t)
    ]
    out = []
    if p.wealth >= cost:
        for piece, left in (("outpost", p.outposts), ("shrine", p.shrines)):
            if left > 0:
                out += [(seat, "build", piece, tname(s, t)) for t in spots]
    if (
        p.faction == "pack"
        and p.hex_state == "board"
        and s.round > 0
        and p.wealth >= (0 if free else data.UNIT_RULES["eldapriest_rebuild_cost"])
    ):
        out += [(seat, "build", "hex", tname(s, t)) for t in spots]
    return out


def upgrade_options(s: State, seat: int, free: bool = False) -> list[tuple]:
    p = s.players[seat]
    out = []
    for t, e in R.own_buildings(s, seat):
        if e[2] or e[1] == "hex":
            continue
        ups = data.OUTPOST_UPGRADES if e[1] == "outpost" else data.SHRINE_UPGRADES
        for u in ups:
            if u in p.upgrades and (free or data.UPGRADES[u]["cost"] <= p.wealth):
                a = (seat, "upgrade", u, tname(s, t))
                if a not in out:
                    out.append(a)
    return out


def ability_options(s: State, seat: int, free: bool = False) -> list[tuple]:
    p = s.players[seat]
    return [
        (seat, "ability", a)
        for a, c in data.ABILITIES[p.faction].items()
        if a not in p.abilities and (free or c <= p.wealth)
    ]


def turn_potg_options(s: State, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = []
    for c in sorted(set(p.potg)):
        if data.POTG[c]["window"] != "turn":
            continue
        kind = data.POTG[c]["effect"][0]
        if kind == "complete" and not any(R.quest_ok(s, seat, q) for q in p.reserved):
            continue
        if kind == "soldiers" and (
            R.pool_left(s, seat, "soldier") < 1 or not place_targets(s, seat, "soldier")
        ):
            continue
        out.append((seat, "potg", c))
    return out


def free_options(s: State, f, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = turn_potg_options(s, seat)
    if p.has("loyal_patrons") and "patrons" not in f[4] and p.wealth >= data.ABILITY_RULES["patrons_cost"]:
        for o in range(s.n):
            if o == seat:
                continue
            for tr in ("battle", "dev"):
                if s.players[o].__getattribute__(tr) > 1:
                    out.append((seat, "patrons", s.players[o].faction, tr, "down"))
                out.append((seat, "patrons", s.players[o].faction, tr, "up"))
    if (
        p.faction == "bear"
        and not p.cured
        and p.hex_state == "map"
        and len(p.potg) >= data.UNIT_RULES["kajer_cure_cards"]
    ):
        out.append((seat, "cure"))
    return out


def opt_cmd(s, f, seat):
    _k, _seat, card, k, flags = f
    p = s.players[seat]
    out = []
    div = "div" in flags
    if card == "plan":
        if k <= 1 and not div:
            if s.quest_row:
                out.append((seat, "reserve"))
            out += [(seat, "complete", q) for q in p.reserved if R.quest_ok(s, seat, q)]
        if k <= 2:
            out += [(seat, "march"), (seat, "wealth")]
    elif card == "reinforce":
        if k <= 1 and not div:
            out += recruit_options(s, seat)
        if k <= 2:
            out += upgrade_options(s, seat)
        if k <= 3 and not div:
            out += build_options(s, seat)
    elif card == "charge":
        if k <= 1 and not div:
            out.append((seat, "charge"))
        if k <= 2:
            out += [(seat, "buy", c) for c in p.supply if R.leader_cost(s, seat, c) <= p.wealth]
            if "bought" not in flags:
                out.append((seat, "wealth"))
    elif card == "maneuver":
        if k <= 1 and not div:
            out.append((seat, "maneuver"))
        if k <= 2:
            out += ability_options(s, seat) + recruit_options(s, seat)
    return out + free_options(s, f, seat) + [(seat, "end")]


ACTION_NO = {
    ("plan", "reserve"): 1,
    ("plan", "complete"): 1,
    ("plan", "march"): 2,
    ("plan", "wealth"): 2,
    ("reinforce", "recruit"): 1,
    ("reinforce", "upgrade"): 2,
    ("reinforce", "build"): 3,
    ("charge", "charge"): 1,
    ("charge", "buy"): 2,
    ("charge", "wealth"): 2,
    ("maneuver", "maneuver"): 1,
    ("maneuver", "ability"): 2,
    ("maneuver", "recruit"): 2,
}


def act_cmd(s, f, a):
    _k, seat, card, k, flags = f
    p = s.players[seat]
    verb = a[1]
    s.stack.pop()
    if verb == "end":
        if card in p.declared:
            p.declared.remove(card)
        return
    if verb in ("potg", "patrons", "cure"):
        if verb == "patrons":
            flags = (*flags, "patrons")
        s.stack.append(("cmd", seat, card, k, flags))
        free_action(s, seat, a)
        return
    n = ACTION_NO[(card, verb)]
    nk = n + 1
    if card == "reinforce" and verb == "recruit" and p.has("imperial_conscripts") and "again" not in flags:
        nk, flags = n, (*flags, "again")
    if card == "charge" and verb == "buy":
        nk, flags = n, (*flags, "bought")
    s.stack.append(("cmd", seat, card, nk, flags))
    if verb == "reserve":
        s.stack.append(("questres", seat, 2, True, "row"))
    elif verb == "complete":
        complete_quest(s, seat, a[2])
    elif verb == "march":
        start_march(s, seat, "n", count=2)
    elif verb == "wealth":
        p.wealth += 2
    elif verb == "recruit":
        recruit(s, seat, a[2], tid(s, a[3]))
    elif verb == "upgrade":
        upgrade(s, seat, a[2], tid(s, a[3]), free=False)
    elif verb == "build":
        build(s, seat, a[2], tid(s, a[3]), free=False)
    elif verb == "charge":
        start_march(s, seat, "into")
    elif verb == "maneuver":
        start_march(s, seat, "from")
    elif verb == "buy":
        buy_leader(s, seat, a[2])
    elif verb == "ability":
        p.wealth -= data.ABILITIES[p.faction][a[2]]
        p.abilities.append(a[2])


def free_action(s: State, seat: int, a: tuple) -> None:
    p = s.players[seat]
    if a[1] == "potg":
        play_turn_potg(s, seat, a[2])
    elif a[1] == "patrons":
        o = fseat(s, a[2])
        p.wealth -= data.ABILITY_RULES["patrons_cost"]
        s.players[o].wealth += data.ABILITY_RULES["patrons_cost"]
        if a[4] == "down":
            move_track(s, o, a[3], -1)
        else:
            move_track(s, seat, a[3], 1)
    elif a[1] == "cure":
        for _ in range(data.UNIT_RULES["kajer_cure_cards"]):
            s.potg_discard.append(p.potg.pop())
        p.cured = True


def play_turn_potg(s: State, seat: int, c: str) -> None:
    p = s.players[seat]
    p.potg.remove(c)
    s.potg_discard.append(c)
    kind, n = data.POTG[c]["effect"]
    if kind == "wealth":
        p.wealth += n
    elif kind == "quest":
        s.stack.append(("questres", seat, n, False, "any"))
    elif kind == "soldiers":
        for _ in range(min(n, R.pool_left(s, seat, "soldier"))):
            s.stack.append(("place", seat, "soldier"))
    elif kind == "track":
        s.stack.append(("track", seat, n))
    elif kind == "march":
        start_march(s, seat, "n", count=n)
    elif kind == "leader":
        s.stack.append(("gainleader", seat, n))
    elif kind == "complete":
        s.stack.append(("questdo", seat))


def complete_quest(s: State, seat: int, q: int, from_row: bool = False) -> None:
    p = s.players[seat]
    if not R.quest_ok(s, seat, q):
        raise RuleError("quests: you do not meet this quest's requirement")
    qd = data.QUESTS[q]
    if qd["kind"] == "pay":
        k, n = qd["req"]
        if k == "wealth":
            p.wealth -= n
        elif k == "potg":
            for _ in range(n):
                s.potg_discard.append(p.potg.pop())
        else:
            move_track(s, seat, k, -n)
    if from_row:
        s.quest_row.remove(q)
        refill_rows(s)
    else:
        p.reserved.remove(q)
    p.completed.append(q)
    give(s, seat, qd["reward"])


def opt_questdo(s, f, seat):
    p = s.players[seat]
    return [(seat, "complete", q) for q in p.reserved if R.quest_ok(s, seat, q)] + [(seat, "done")]


def act_questdo(s, f, a):
    s.stack.pop()
    if a[1] == "complete":
        complete_quest(s, a[0], a[2])


def opt_quest14(s, f, seat):
    out = [(seat, "complete", q) for q in s.players[seat].reserved if R.quest_ok(s, seat, q)]
    out += [(seat, "reserve", i + 1) for i in range(len(s.quest_row))]
    return out + [(seat, "done")]


def act_quest14(s, f, a):
    s.stack.pop()
    if a[1] == "complete":
        complete_quest(s, a[0], a[2])
    elif a[1] == "reserve":
        s.players[a[0]].reserved.append(s.quest_row.pop(a[2] - 1))
        refill_rows(s)


def opt_place(s, f, seat):
    return [(seat, "put", f[2], tname(s, t)) for t in place_targets(s, seat, f[2])] or [(seat, "done")]


def act_place(s, f, a):
    s.stack.pop()
    if a[1] == "put" and R.pool_left(s, a[0], a[2]) > 0:
        R.add_unit(s, tid(s, a[3]), a[0], a[2])


def opt_freeability(s, f, seat):
    return ability_options(s, seat, free=True) + [(seat, "done")]


def act_freeability(s, f, a):
    s.stack.pop()
    if a[1] == "ability":
        s.players[a[0]].abilities.append(a[2])


def opt_freebuild(s, f, seat):
    return build_options(s, seat, free=True) + [(seat, "done")]


def act_freebuild(s, f, a):
    s.stack.pop()
    if a[1] == "build":
        build(s, a[0], a[2], tid(s, a[3]), free=True)


def opt_freeupgrade(s, f, seat):
    return upgrade_options(s, seat, free=True) + [(seat, "done")]


def act_freeupgrade(s, f, a):
    s.stack.pop()
    if a[1] == "upgrade":
        upgrade(s, a[0], a[2], tid(s, a[3]), free=True)


def build(s: State, seat: int, piece: str, t: int, free: bool) -> None:
    p = s.players[seat]
    if piece == "hex":
        cost = data.UNIT_RULES["eldapriest_rebuild_cost"]
        p.hex_state = "map"
    else:
        cost = data.BUILDINGS[piece]["cost"]
        if piece == "outpost":
            p.outposts -= 1
        else:
            p.shrines -= 1
    R.add_bld(s, t, seat, piece)
    if not free:
        p.wealth -= cost
        move_track(s, seat, "dev", 1)


def upgrade(s: State, seat: int, u: str, t: int, free: bool) -> None:
    p = s.players[seat]
    kind = "outpost" if u in data.OUTPOST_UPGRADES else "shrine"
    entry = next(e for e in s.bld[t] if e[0] == seat and e[1] == kind and not e[2])
    R.remove_bld(s, t, entry)
    R.add_bld(s, t, seat, kind, u)
    p.upgrades.remove(u)
    if not free:
        p.wealth -= data.UPGRADES[u]["cost"]
        move_track(s, seat, "dev", 1)


def recruit(s: State, seat: int, u: str, t: int) -> None:
    p = s.players[seat]
    p.wealth -= R.unit_cost(s, seat, u)
    ctx = Ctx(seat, "recruit")
    s.ctx.append(ctx)
    n = data.UNIT_RULES["scouts_per_recruit"] if u == "scout" else 1
    for _ in range(min(n, R.pool_left(s, seat, u))):
        R.add_unit(s, t, seat, u)
    if p.has("tribal_nomads") and t not in s.bld and R.pool_left(s, seat, "soldier") > 0 and u != "ship":
        R.add_unit(s, t, seat, "soldier")
    ctx.entered.append(t)
    frames = [("@after_march",)]
    if p.has("convert"):
        frames.insert(0, ("convertab", seat))
    if p.has("battle_sworn"):
        frames.insert(0, ("sworn", seat, tname(s, t)))
    seq(s, *frames)


def opt_sworn(s, f, seat):
    t = tid(s, f[2])
    out = []
    for u in ("soldier", "knight"):
        if R.pool_left(s, seat, u) > 0 and not s.board.is_water[t]:
            out.append((seat, "gain", u))
    return out + [(seat, "done")]


def act_sworn(s, f, a):
    s.stack.pop()
    if a[1] == "gain":
        R.add_unit(s, tid(s, f[2]), a[0], a[2])


def opt_convertab(s, f, seat):
    mine = R.controlled(s, seat)
    near = set()
    for t in mine:
        near.update(s.board.adj[t])
    out = []
    for t in sorted(near):
        for o, u in sorted(set(s.units.get(t, ()))):
            if o != seat:
                out.append((seat, "remove", tname(s, t), s.players[o].faction, u))
    return out + [(seat, "done")]


def act_convertab(s, f, a):
    s.stack.pop()
    if a[1] == "remove":
        R.remove_unit(s, tid(s, a[2]), fseat(s, a[3]), a[4])


# -- marching --------------------------------------------------------------------------------------


def start_march(
    s: State,
    seat: int,
    mode: str,
    count: int = 0,
    nobattle: bool = False,
    bonus: int = 0,
    no_leaders: bool = False,
) -> None:
    ctx = Ctx(seat, mode)
    ctx.count = count
    ctx.nobattle = nobattle
    ctx.bonus_attack = bonus
    ctx.no_leaders = no_leaders
    ctx.support_used = mode == "n"
    s.ctx.append(ctx)
    seq(s, ("march", seat), ("@after_march",))


def movable(s: State, seat: int, ctx: Ctx) -> list[tuple]:
    """[(territory, piece)] of the seat's pieces that may still march in this action."""
    out = []
    arrived: dict = {}
    for t, pc in ctx.moved:
        arrived[(t, pc)] = arrived.get((t, pc), 0) + 1
    for t, us in s.units.items():
        counts: dict = {}
        for o, u in us:
            if o == seat:
                counts[u] = counts.get(u, 0) + 1
        for u, n in counts.items():
            if n > arrived.get((t, u), 0):
                out.append((t, u))
    for t, bs in s.bld.items():
        for e in bs:
            if e[0] == seat and R.is_mobile(s, e):
                pc = "hex" if e[1] == "hex" else "outpost"
                if (t, pc) not in arrived and (t, pc) not in out:
                    out.append((t, pc))
    return sorted(out)


def _piece_moves(s: State, seat: int, ctx: Ctx, support: bool) -> list[tuple]:
    out = []
    for t, pc in movable(s, seat, ctx):
        if support != R.is_support(s, seat, pc) and support:
            continue
        if not support:
            if ctx.mode == "from" and ctx.sources and t != ctx.sources[0]:
                continue
            if ctx.mode == "n" and ctx.count <= 0:
                continue
        for d in R.destinations(s, seat, pc, t, nobattle=ctx.nobattle):
            if (
                not support
                and ctx.mode == "into"
                and ctx.targets
                and d not in ctx.targets
                and not s.players[seat].has("press_the_attack")
            ):
                continue
            out.append((seat, "support" if support else "move", pc, tname(s, t), tname(s, d)))
    return out


def opt_march(s, f, seat):
    ctx = s.ctx[-1]
    out = _piece_moves(s, seat, ctx, False)
    if not ctx.support_used and ctx.main_moves == 0:
        out += _piece_moves(s, seat, ctx, True)
    return out + [(seat, "done")]


def _move_piece(s: State, seat: int, pc: str, a: int, b: int, ctx: Ctx) -> None:
    if s.board.kind[b] != "court_outer" and not R.seats_at(s, b):
        ctx.hunted = True
    if pc in data.UNIT_TYPES:
        R.remove_unit(s, a, seat, pc)
        R.add_unit(s, b, seat, pc)
    else:
        entry = next(
            e for e in s.bld[a] if e[0] == seat and R.is_mobile(s, e) and (e[1] == "hex") == (pc == "hex")
        )
        R.remove_bld(s, a, entry)
        R.add_bld(s, b, seat, entry[1], entry[2])
    ctx.moved.append((b, pc))
    if b not in ctx.entered:
        ctx.entered.append(b)
    ctx.origin.setdefault(b, [])
    if a not in ctx.origin[b]:
        ctx.origin[b].append(a)


def act_march(s, f, a):
    ctx = s.ctx[-1]
    seat = a[0]
    if a[1] == "done":
        s.stack.pop()
        if not ctx.support_used:
            s.stack.append(("support", seat))
        return
    src, dst = tid(s, a[3]), tid(s, a[4])
    _move_piece(s, seat, a[2], src, dst, ctx)
    if a[1] == "support":
        ctx.support_used = True
        return
    ctx.main_moves += 1
    ctx.count -= 1
    if ctx.mode == "from" and not ctx.sources:
        ctx.sources.append(src)
    if ctx.mode == "into" and dst not in ctx.targets:
        ctx.targets.append(dst)


def opt_support(s, f, seat):
    return _piece_moves(s, seat, s.ctx[-1], True) + [(seat, "done")]


def act_support(s, f, a):
    s.stack.pop()
    ctx = s.ctx[-1]
    if a[1] == "support":
        _move_piece(s, a[0], a[2], tid(s, a[3]), tid(s, a[4]), ctx)
    ctx.support_used = True


def auto_after_march(s, f):
    ctx = s.ctx[-1]
    seat = ctx.seat
    ctx.battles = [
        t
        for t in ctx.entered
        if (R.units_at(s, t, seat) or any(e[0] == seat for e in s.bld.get(t, ()))) and R.hostile(s, seat, t)
    ]
    ctx.explores = [
        (t, seat, False)
        for t in ctx.entered
        if s.tok.get(t) is not None and (R.units_at(s, t, seat)) and t not in ctx.battles
    ]
    seq(s, ("@battles",), ("@explores",), ("@action_end",))


def auto_action_end(s, f):
    ctx = s.ctx.pop()
    seat = ctx.seat
    p = s.players[seat]
    if ctx.battled:
        move_track(s, seat, "battle", 1)
    if ctx.hunted and p.has("seasoned_hunters") and ctx.mode != "recruit":
        move_track(s, seat, "battle", 1)
    for who, r in reversed(ctx.deferred):
        s.stack.append(("@give", who, r))


def auto_give(s, f):
    give(s, f[1], f[2])


# -- battles ---------------------------------------------------------------------------------------


def auto_battles(s, f):
    ctx = s.ctx[-1]
    pending = [
        t
        for t in ctx.battles
        if R.hostile(s, ctx.seat, t)
        and (R.units_at(s, t, ctx.seat) or any(e[0] == ctx.seat for e in s.bld.get(t, ())))
    ]
    ctx.battles = pending
    if not pending:
        return
    s.stack.append(("@battles",))
    if len(pending) > 1:
        s.stack.append(("border", ctx.seat))
    else:
        s.stack.append(("@battle_start", pending[0]))


def opt_border(s, f, seat):
    return [(seat, "fight", tname(s, t)) for t in s.ctx[-1].battles]


def act_border(s, f, a):
    s.stack.pop()
    s.stack.append(("@battle_start", tid(s, a[2])))


def defender_of(s: State, t: int, att: int):
    others = [o for o in R.controllers(s, t) if o != att]
    return others[0] if others else None


def auto_battle_start(s, f):
    ctx = s.ctx[-1]
    t = f[1]
    ctx.battles.remove(t)
    att = ctx.seat
    dfn = defender_of(s, t, att)
    if dfn is None:
        return
    ctx.battled = True
    p = s.players[att]
    if ctx.battle_no == 0:
        pen = 0
    elif ctx.battle_no == 1 and p.has("press_the_attack"):
        pen = data.FACTS["press_attack_penalty"]
    else:
        pen = data.FACTS["later_battle_penalty"]
    ctx.battle_no += 1
    if p.cured and any(e[0] == att and e[1] == "hex" for e in s.bld.get(t, ())):
        reward(s, att, ("battle", 1))  # cured Ka'jer in a battle you started
    s.battle = Battle(t, att, dfn, pen)
    s.battle.kind = "water" if s.board.is_water[t] else "land"
    ctx.ship_used = ctx.ship_used  # once per numbered action
    seq(
        s,
        ("@bship", att),
        ("@ambush",),
        ("@bship", dfn),
        ("@protect",),
        ("@leaders",),
        ("@bpotg",),
        ("@outcome",),
    )


def ship_supporters(s: State, seat: int, t: int) -> list[int]:
    ctx = s.ctx[-1]
    p = s.players[seat]
    free = R.forge(s, seat)
    if not free and p.wealth < data.UNIT_RULES["ship_support_cost"]:
        return []
    return [
        n
        for n in sorted(s.board.adj[t])
        if s.board.is_water[n] and n not in ctx.ship_used and "ship" in R.units_at(s, n, seat)
    ]


def auto_bship(s, f):
    if ship_supporters(s, f[1], s.battle.t):
        s.stack.append(("bship", f[1]))


def opt_bship(s, f, seat):
    return [(seat, "ship", tname(s, n)) for n in ship_supporters(s, seat, s.battle.t)] + [(seat, "done")]


def act_bship(s, f, a):
    s.stack.pop()
    if a[1] == "done":
        return
    seat = a[0]
    b = s.battle
    s.ctx[-1].ship_used.append(tid(s, a[2]))
    if not R.forge(s, seat):
        s.players[seat].wealth -= data.UNIT_RULES["ship_support_cost"]
    bonus = data.UNIT_RULES["ship_support_bonus"]
    if s.players[seat].has("might_of_the_watch") and f"might{seat}" not in b.cancel:
        bonus += 1
        b.cancel.append(f"might{seat}")
    if seat == b.att:
        b.att_bonus += bonus
    else:
        b.def_bonus += bonus
    s.stack.append(("bship", seat)) if ship_supporters(s, seat, b.t) else None


def auto_ambush(s, f):
    b = s.battle
    p = s.players[b.att]
    if b.kind != "land" or not p.has("ambush") or not R.units_at(s, b.t, b.dfn):
        return
    cost = 0 if p.cured and any(e[0] == b.att and e[1] == "hex" for e in s.bld.get(b.t, ())) else 1
    if p.wealth >= cost:
        s.stack.append(("ambush", b.att, cost))


def opt_ambush(s, f, seat):
    return [(seat, "ambush"), (seat, "done")]


def act_ambush(s, f, a):
    s.stack.pop()
    if a[1] == "ambush":
        b = s.battle
        s.players[a[0]].wealth -= f[2]
        s.stack.append(("casualty", b.dfn, b.dfn, b.t, 1, a[0]))


def auto_protect(s, f):
    b = s.battle
    if s.players[b.dfn].has("divine_protectorates") and s.players[b.dfn].wealth >= 1:
        s.stack.append(("protect", b.dfn))


def opt_protect(s, f, seat):
    w = s.players[seat].wealth
    return [
        (seat, "protect", k + 1) for k, c in enumerate(data.ABILITY_RULES["protectorates_costs"]) if c <= w
    ] + [(seat, "done")]


def act_protect(s, f, a):
    s.stack.pop()
    if a[1] == "protect":
        s.players[a[0]].wealth -= data.ABILITY_RULES["protectorates_costs"][a[2] - 1]
        s.battle.def_bonus += a[2]


def auto_leaders(s, f):
    b = s.battle
    seats = tuple(x for x in (b.att, b.dfn) if R.units_at(s, b.t, x))
    if seats:
        s.stack.append(("leader", seats))


def opt_leader(s, f, seat):
    p = s.players[seat]
    b = s.battle
    out = [(seat, "none")]
    if not (seat == b.att and s.ctx[-1].no_leaders):
        cards = sorted({c for c in p.hand if c != "treaty"})
        out += [(seat, "card", c) for c in cards]
        if p.has("enforcer_of_the_gods"):
            out += [(seat, "card", c1, c2) for i, c1 in enumerate(cards) for c2 in cards[i + 1 :]]
    out += [(seat, "bluff", c) for c in sorted(set(p.cmds))]
    return out


def leader_value(s: State, seat: int, c: str, side: str) -> int:
    L = data.LEADERS[s.players[seat].faction][c]
    v = L["attack"] if side == "att" else L["defence"]
    if L["text"] == "kai_da_rasa" and side == "def":
        v += min(3, len(R.units_at(s, s.battle.t, seat)))
    return v


def act_leader(s, f, a):
    s.players[a[0]].secret = a[1:]
    if not all(s.players[x].secret is not None for x in f[1]):
        return
    s.stack.pop()
    s.reveals += 1
    b = s.battle
    played = {}
    for x in f[1]:
        p = s.players[x]
        choice = p.secret
        p.secret = None
        cards = list(choice[1:]) if choice[0] == "card" else []
        for c in cards:
            p.hand.remove(c)
        played[x] = cards
    b.att_cards = played.get(b.att, [])
    b.def_cards = played.get(b.dfn, [])
    # Derr Malken cancels the stronger of the opponent's cards
    for me, mine, theirs, side in (
        (b.att, b.att_cards, b.def_cards, "def"),
        (b.dfn, b.def_cards, b.att_cards, "att"),
    ):
        if any(data.LEADERS[s.players[me].faction][c]["text"] == "derr" for c in mine) and theirs:
            other = b.dfn if me == b.att else b.att
            worst = max(theirs, key=lambda c: leader_value(s, other, c, side))
            b.cancel.append(f"{other}:{worst}")
    frames = []
    for x, cards in played.items():
        for c in cards:
            if f"{x}:{c}" in b.cancel:
                continue
            if data.LEADERS[s.players[x].faction][c]["text"] == "laelith":
                victim = b.dfn if x == b.att else b.att
                if [u for u in R.units_at(s, b.t, victim) if u != "ship"]:
                    frames.append(("laelith", victim, x))
            if data.LEADERS[s.players[x].faction][c]["text"] == "jur_en":
                b.chooser[b.dfn if x == b.att else b.att] = x
    # Siphon Magic: the Watch may profit when another player plays a Leader card
    for w in range(s.n):
        wp = s.players[w]
        if (
            wp.has("siphon_magic")
            and "phase:siphon" not in wp.flags
            and any(cards for x, cards in played.items() if x != w)
        ):
            frames.append(("siphon", w))
    seq(s, *frames)


def opt_laelith(s, f, seat):
    b = s.battle
    return [(seat, "give", u) for u in sorted(set(R.units_at(s, b.t, seat))) if u != "ship"]


def act_laelith(s, f, a):
    s.stack.pop()
    b = s.battle
    R.remove_unit(s, b.t, a[0], a[2])
    if R.pool_left(s, f[2], a[2]) > 0:
        R.add_unit(s, b.t, f[2], a[2])


def opt_siphon(s, f, seat):
    p = s.players[seat]
    out = []
    for u, st in data.UNITS[p.faction][False].items():
        if st["cost"] == 0 and R.pool_left(s, seat, u) > 0 and place_targets(s, seat, u):
            out.append((seat, "siphon", "unit", u))
    if p.wealth >= data.ABILITY_RULES["siphon_leader_cost"] and p.supply:
        out.append((seat, "siphon", "leader"))
    return out + [(seat, "done")]


def act_siphon(s, f, a):
    s.stack.pop()
    p = s.players[a[0]]
    p.flags.append("phase:siphon")
    if a[1] == "done":
        return
    if a[2] == "unit":
        reward(s, a[0], ("unit", a[3]))
    else:
        p.wealth -= data.ABILITY_RULES["siphon_leader_cost"]
        reward(s, a[0], ("leader", 99))


def battle_potg(s: State, seat: int) -> list[str]:
    b = s.battle
    out = []
    for c in sorted(set(s.players[seat].potg)):
        if data.POTG[c]["window"] != "battle":
            continue
        if data.POTG[c]["effect"][0] == "defend" and seat != b.dfn:
            continue
        out.append(c)
    return out


def auto_bpotg(s, f):
    b = s.battle
    b.passes = 0
    s.stack.append(("@bpotg_next", b.att))


def auto_bpotg_next(s, f):
    """Attacker and defender take turns to play battle cards until both pass in a row."""
    b = s.battle
    seat = f[1]
    while b.passes < 2:
        if battle_potg(s, seat):
            s.stack.append(("bpotg", seat))
            return
        b.passes += 1
        seat = b.dfn if seat == b.att else b.att


def opt_bpotg(s, f, seat):
    return [(seat, "potg", c) for c in battle_potg(s, seat)] + [(seat, "done")]


def act_bpotg(s, f, a):
    s.stack.pop()
    b = s.battle
    seat = a[0]
    other = b.dfn if seat == b.att else b.att
    s.stack.append(("@bpotg_next", other))
    if a[1] == "done":
        b.passes += 1
        return
    b.passes = 0
    p = s.players[seat]
    p.potg.remove(a[2])
    s.potg_discard.append(a[2])
    if s.players[other].has("nullify_magic"):
        cost = data.ABILITY_RULES["nullify_against" if data.POTG[a[2]]["against"] else "nullify_other"]
        s.stack.append(("nullify", other, a[2], seat, cost))
        return
    potg_battle_effect(s, seat, a[2])


def potg_battle_effect(s: State, seat: int, c: str) -> None:
    b = s.battle
    kind, n = data.POTG[c]["effect"]
    mine = "att" if seat == b.att else "def"
    if kind in ("own", "defend", "valor"):
        if mine == "att":
            b.att_bonus += n
        else:
            b.def_bonus += n
        if kind == "valor":
            reward(s, seat, ("battle", 1))
    elif kind == "foe":
        if mine == "att":
            b.def_bonus -= n
        else:
            b.att_bonus -= n
    elif kind == "mercy":
        b.mercy.append(seat)


def opt_nullify(s, f, seat):
    return [(seat, "nullify"), (seat, "done")]


def act_nullify(s, f, a):
    s.stack.pop()
    b = s.battle
    if a[1] == "nullify":
        if a[0] == b.att:
            b.att_bonus -= f[4]
        else:
            b.def_bonus -= f[4]
    else:
        potg_battle_effect(s, f[3], f[2])


def battle_values(s: State) -> tuple[int, int]:
    b = s.battle
    ctx = s.ctx[-1]
    av = R.attack_total(s, b.t, b.att) + b.att_bonus - b.penalty + ctx.bonus_attack
    dv = R.defence_total(s, b.t, b.dfn) + b.def_bonus
    for c in b.att_cards:
        if f"{b.att}:{c}" not in b.cancel:
            av += leader_value(s, b.att, c, "att")
    for c in b.def_cards:
        if f"{b.dfn}:{c}" not in b.cancel:
            dv += leader_value(s, b.dfn, c, "def")
    return av, dv


def auto_outcome(s, f):
    b = s.battle
    av, dv = battle_values(s)
    b.outcome = "att" if av > dv else "def" if dv > av else "tie"
    frames = []

    def loses(victim, winner, n):
        if victim in b.mercy:
            return
        chooser = b.chooser.get(victim, victim)
        frames.append(("@casualty", chooser, victim, b.t, n, winner))

    def still(winner, loser):
        # Jur'en Keshta: "If you play this card and lose the battle, your opponent still takes a
        # casualty of your choice" (act_leader made its player the chooser of the opponent's losses)
        if b.chooser.get(winner) == loser:
            loses(winner, loser, 1)

    brutes = {x: R.forge(s, x) and "soldier" in R.units_at(s, b.t, x) for x in (b.att, b.dfn)}
    if b.outcome == "att":
        loses(b.dfn, b.att, 1 + brutes[b.att])
        still(b.att, b.dfn)
        frames += [("@retreat_all", b.dfn, b.t, tuple(s.ctx[-1].origin.get(b.t, ()))), ("@buildings",)]
    elif b.outcome == "def":
        loses(b.att, b.dfn, 1 + brutes[b.dfn])
        still(b.dfn, b.att)
        frames.append(("@retreat_all", b.att, b.t, ()))
    else:
        loses(b.att, b.dfn, 1)
        loses(b.dfn, b.att, 1)
        frames.append(("@retreat_all", b.att, b.t, ()))
    frames.append(("@battle_end",))
    seq(s, *frames)


def casualty_pieces(s: State, victim: int, t: int) -> list[tuple]:
    """(piece, where) the victim may lose: units on t (gold's academy: soldiers first), else a
    supporting ship."""
    us = sorted(set(R.units_at(s, t, victim)))
    if s.players[victim].faction == "bear" and R.has_upgrade(s, victim, "academy") and "soldier" in us:
        us = ["soldier"]
    land = [u for u in us if u != "ship"] or us
    if land:
        return [(u, t) for u in land]
    if s.battle is not None:
        return [
            ("ship", n)
            for n in sorted(s.board.adj[t])
            if n in s.ctx[-1].ship_used and "ship" in R.units_at(s, n, victim)
        ]
    return []


def auto_casualty(s, f):
    _k, chooser, victim, t, n, killer = f
    if n <= 0:
        return
    opts = casualty_pieces(s, victim, t)
    if not opts:
        return
    if len(opts) == 1:
        u, where = opts[0]
        if notes.active():
            unit = data.FORGE_NAMES[u] if R.forge(s, victim) else u
            notes.note(victim, f"{notes.label(s, victim)} loses a {unit} at {tname(s, where)}: "
                               "no other unit to lose")
        _lose(s, victim, u, where, killer)
        s.stack.append(("@casualty", chooser, victim, t, n - 1, killer))
        return
    s.stack.append(("casualty", chooser, victim, t, n, killer))


def _lose(s: State, victim: int, u: str, where: int, killer) -> None:
    R.remove_unit(s, where, victim, u)
    if killer is not None and killer != victim and s.players[killer].faction == "bear":
        reward(s, killer, ("battle", 1))


def opt_casualty(s, f, seat):
    return [(seat, "lose", u, tname(s, w)) for u, w in casualty_pieces(s, f[2], f[3])]


def act_casualty(s, f, a):
    s.stack.pop()
    _k, chooser, victim, t, n, killer = f
    _lose(s, victim, a[2], tid(s, a[3]), killer)
    s.stack.append(("@casualty", chooser, victim, t, n - 1, killer))


def retreat_targets(s: State, seat: int, t: int, piece: str, banned: tuple) -> list[int]:
    """Where a piece may retreat from t: adjacent friendly, empty or unexplored territory ("They
    may: 1. Retreat into adjacent friendly territory ... 2. Retreat into unexplored territory (look
    at the exploring section and follow the listed steps). 3. Retreat into empty territory"), after
    a battle and after a failed exploration alike; act_retreat queues the exploring steps."""
    b = s.board
    ctx = s.ctx[-1] if s.ctx else None
    contested = set(ctx.battles) if ctx else set()
    out = []
    for n in sorted(b.adj[t]):
        if (piece == "ship") != b.is_water[n] or n in banned or n in contested:
            continue
        if R.blocked_by_treaty(s, seat, n):
            continue
        pieces = R.seats_at(s, n)
        friendly = seat in pieces and not R.hostile(s, seat, n)
        empty = not pieces
        if not (friendly or empty):
            continue
        if piece in ("hex", "outpost") and not R.units_at(s, n, seat):
            continue  # buildings that march retreat only with a unit
        out.append(n)
    return out


def auto_retreat_all(s, f):
    seat, t, banned = f[1], f[2], f[3]
    if R.units_at(s, t, seat) or any(e[0] == seat and R.is_mobile(s, e) for e in s.bld.get(t, ())):
        s.stack.append(("retreat", seat, t, banned))


def opt_retreat(s, f, seat):
    _k, _seat, t, banned = f
    out = []
    pieces = sorted(set(R.units_at(s, t, seat)))
    pieces += sorted(
        {
            "hex" if e[1] == "hex" else "outpost"
            for e in s.bld.get(t, ())
            if e[0] == seat and R.is_mobile(s, e)
        }
    )
    for pc in pieces:
        out += [(seat, "retreat", pc, tname(s, n)) for n in retreat_targets(s, seat, t, pc, banned)]
    if not out or not any(a[2] in data.UNIT_TYPES for a in out):
        out.append((seat, "stay"))  # nothing (else) can retreat: what is left is lost
    return out


def act_retreat(s, f, a):
    s.stack.pop()
    _k, seat, t, banned = f
    if a[1] == "stay":
        for u in R.units_at(s, t, seat):
            R.remove_unit(s, t, seat, u)
        for e in [e for e in s.bld.get(t, ()) if e[0] == seat and R.is_mobile(s, e)]:
            capture_mobile(s, t, e)
        return
    n = tid(s, a[3])
    if a[2] in data.UNIT_TYPES:
        R.remove_unit(s, t, seat, a[2])
        R.add_unit(s, n, seat, a[2])
    else:
        entry = next(
            e for e in s.bld[t] if e[0] == seat and R.is_mobile(s, e) and (e[1] == "hex") == (a[2] == "hex")
        )
        R.remove_bld(s, t, entry)
        R.add_bld(s, n, seat, entry[1], entry[2])
    if s.tok.get(n) is not None and s.ctx and a[2] in data.UNIT_TYPES:
        if (n, seat, True) not in s.ctx[-1].explores:
            s.ctx[-1].explores.append((n, seat, True))
    s.stack.append(("@retreat_all", seat, t, banned))


def capture_mobile(s: State, t: int, e: tuple) -> None:
    """A building that marches is captured: Ka'jer is gone for good, the Eldapriest and gold's outposts
    return to their board."""
    owner = s.players[e[0]]
    R.remove_bld(s, t, e)
    if e[1] == "hex":
        owner.hex_state = "gone" if owner.faction == "bear" else "board"
    else:
        owner.outposts += 1
        if e[2]:
            owner.upgrades.append(e[2])


def auto_buildings(s, f):
    b = s.battle
    if not R.units_at(s, b.t, b.att):
        return
    for e in s.bld.get(b.t, ()):
        if e[0] == b.dfn:
            s.stack.append(("@building", e))
            return


def auto_building(s, f):
    b = s.battle
    e = f[1]
    owner = s.players[e[0]]
    if R.is_fortress(s, e):
        s.stack.append(("@buildings_rest", e))
        return
    if e[1] == "hex":  # Ka'jer captured: gone for good; the Eldapriest returns to the board
        R.remove_bld(s, b.t, e)
        owner.hex_state = "gone" if owner.faction == "bear" else "board"
        s.stack.append(("@buildings",))
        return
    ap = s.players[b.att]
    can_convert = (ap.outposts if e[1] == "outpost" else ap.shrines) > 0 and buildable(s, b.t)
    s.stack.append(("convert", b.att, e, can_convert))


def auto_buildings_rest(s, f):
    b = s.battle
    for e in s.bld.get(b.t, ()):
        if e[0] == b.dfn and e != f[1] and not R.is_fortress(s, e):
            s.stack.append(("@building", e))
            return


def opt_convert(s, f, seat):
    return ([(seat, "convert")] if f[3] else []) + [(seat, "destroy")]


def act_convert(s, f, a):
    s.stack.pop()
    b = s.battle
    e = f[2]
    owner = s.players[e[0]]
    R.remove_bld(s, b.t, e)
    if e[1] == "outpost":
        owner.outposts += 1
    else:
        owner.shrines += 1
    if e[2]:
        owner.upgrades.append(e[2])
    if a[1] == "convert":
        ap = s.players[a[0]]
        R.add_bld(s, b.t, a[0], e[1])
        if e[1] == "outpost":
            ap.outposts -= 1
        else:
            ap.shrines -= 1
    elif s.players[a[0]].faction == "bear":
        reward(s, a[0], ("potg", 1))
    s.stack.append(("@buildings",))


def auto_battle_end(s, f):
    b = s.battle
    frames = []
    for seat, cards in ((b.att, b.att_cards), (b.dfn, b.def_cards)):
        p = s.players[seat]
        for c in cards:
            p.supply.append(c)
            if f"{seat}:{c}" in b.cancel:
                continue
            text = data.LEADERS[p.faction][c]["text"]
            if text == "rank0":
                frames.append(("gainleader", seat, data.RANK0_BUDGET))
            elif text == "hisk":
                frames.append(("@hisk", seat))
    s.battle = None
    seq(s, *frames)


def auto_hisk(s, f):
    start_march(s, f[1], "n", count=3, bonus=2, no_leaders=True)


# -- exploring -------------------------------------------------------------------------------------


def auto_explores(s, f):
    ctx = s.ctx[-1]
    while ctx.explores:
        t, seat, retreat = ctx.explores.pop(0)
        if s.tok.get(t) is None or not R.units_at(s, t, seat):
            continue
        seq(
            s,
            ("xleader", seat, t, retreat)
            if not ctx.leader_used and any(c != "treaty" for c in s.players[seat].hand)
            else None,
            ("@explore", seat, t, retreat, None),
            ("@explores",),
        )
        return


def opt_xleader(s, f, seat):
    return [(seat, "leader", c) for c in sorted(set(s.players[seat].hand)) if c != "treaty"] + [
        (seat, "done")
    ]


def act_xleader(s, f, a):
    s.stack.pop()
    if a[1] == "leader":
        ctx = s.ctx[-1]
        ctx.leader_used = True
        p = s.players[a[0]]
        p.hand.remove(a[2])
        p.supply.append(a[2])
        nxt = s.stack.pop()
        s.stack.append((*nxt[:4], a[2]))


def auto_explore(s, f):
    _k, seat, t, retreat, card = f
    tok = s.tok[t]
    p = s.players[seat]
    att = R.attack_total(s, t, seat)
    dfn = R.token_defence(s, t, tok)
    if card:
        L = data.LEADERS[p.faction][card]
        if L["text"] == "rank0":
            dfn = -99
        else:
            att += L["attack"]
    if att > dfn:
        del s.tok[t]
        s.token_seen.append(tok)
        s.reveals += 1
        reward(s, seat, ("explore", tok[1]))
    else:
        seq(s, ("@casualty", seat, seat, t, 1, None), ("@retreat_all", seat, t, ()))


# -- phase 5 and after -----------------------------------------------------------------------------


def auto_quests(s, f):
    s.phase = "quest"
    _clear_phase_flags(s)
    seq(s, *[("questturn", seat) for seat in s.init])


def opt_questturn(s, f, seat):
    p = s.players[seat]
    out = [(seat, "complete", q) for q in p.reserved if R.quest_ok(s, seat, q)]
    return out + turn_potg_options(s, seat) + [(seat, "done")]


def act_questturn(s, f, a):
    seat = a[0]
    p = s.players[seat]
    if a[1] == "potg":
        play_turn_potg(s, seat, a[2])
        return
    s.stack.pop()
    if a[1] == "complete":
        if p.faction == "order" and "round:orderpower" not in p.flags:
            s.stack.append(("orderpower", seat))
        complete_quest(s, seat, a[2])


def opt_orderpower(s, f, seat):
    p = s.players[seat]
    out = [(seat, "complete", q) for q in p.reserved if R.quest_ok(s, seat, q)]
    out += [(seat, "complete", "row", i + 1) for i, q in enumerate(s.quest_row) if R.quest_ok(s, seat, q)]
    return out + [(seat, "dev"), (seat, "done")]


def act_orderpower(s, f, a):
    s.stack.pop()
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


def auto_court(s, f):
    b = s.board
    if "K.0" not in b.index or b.kind[b.index["K.0"]] != "court_centre":
        return
    t = b.index["K.0"]
    seats = sorted({o for (o, _u) in s.units.get(t, ())})
    if len(seats) < 2:
        return
    vals = {x: R.attack_total(s, t, x) for x in seats}
    best = max(vals.values())
    winners = [x for x in seats if vals[x] == best]
    frames = []
    for x in seats:
        move_track(s, x, "battle", 1)
        if len(winners) == 1 and x == winners[0]:
            continue
        frames += [
            ("@casualty", x, x, t, 1, winners[0] if len(winners) == 1 else None),
            ("@retreat_all", x, t, ()),
        ]
    seq(s, *frames)


def auto_rally(s, f):
    frames = []
    for seat in s.init:
        if s.players[seat].has("rally_the_watch"):
            frames.append(("@rally_start", seat))
    seq(s, *frames)


def auto_rally_start(s, f):
    s.ctx.append(Ctx(f[1], "rally"))
    seq(s, ("rally", f[1]), ("@rally_end",))


def auto_rally_end(s, f):
    s.ctx.pop()


def opt_rally(s, f, seat):
    ctx = s.ctx[-1]
    mine = R.controlled(s, seat)
    out = []
    for t, pc in movable(s, seat, ctx):
        if pc not in data.UNIT_TYPES:
            continue
        for d in mine:
            if d != t and (pc == "ship") == s.board.is_water[d]:
                out.append((seat, "move", pc, tname(s, t), tname(s, d)))
    return out + [(seat, "done")]


def act_rally(s, f, a):
    if a[1] == "done":
        s.stack.pop()
        return
    ctx = s.ctx[-1]
    a_, b_ = tid(s, a[3]), tid(s, a[4])
    R.remove_unit(s, a_, a[0], a[2])
    R.add_unit(s, b_, a[0], a[2])
    ctx.moved.append((b_, a[2]))


def tax_due(s: State, seat: int, t: int) -> int:
    if s.board.kind[t] == "court_outer":
        return 0
    over = R.supply(s, t, seat) - data.FACTS["large_army_supply"]
    if over <= 0:
        return 0
    if s.players[seat].has("surplus_supply"):
        over -= max(0, R.supply(s, t, seat) - 4)
    return max(0, over)


def auto_tax(s, f):
    s.phase = "tax"
    frames = []
    for seat in s.init:
        ts = sorted({t for t, us in s.units.items() if any(o == seat for o, _u in us)})
        frames += [("@tax1", seat, t) for t in ts]
    seq(s, *frames)


def auto_tax1(s, f):
    if tax_due(s, f[1], f[2]) > 0:
        s.stack.append(("tax", f[1], f[2]))


def opt_tax(s, f, seat):
    due = tax_due(s, seat, f[2])
    out = [(seat, "pay", tname(s, f[2]))] if s.players[seat].wealth >= due else []
    return out + [(seat, "drop", u, tname(s, f[2])) for u in sorted(set(R.units_at(s, f[2], seat)))]


def act_tax(s, f, a):
    s.stack.pop()
    seat, t = a[0], f[2]
    if a[1] == "pay":
        s.players[seat].wealth -= tax_due(s, seat, t)
        return
    R.remove_unit(s, t, seat, a[2])
    s.stack.append(("@tax1", seat, t))


# -- bidding ---------------------------------------------------------------------------------------


def auto_bid(s, f):
    s.phase = "bid"
    for p in s.players:
        p.reward = None
    s.stack.append(("bid", tuple(s.init)))


def opt_bid(s, f, seat):
    return [(seat, "bid", n) for n in range(s.players[seat].wealth + 1)]


def act_bid(s, f, a):
    s.players[a[0]].secret = a[2]
    if not all(s.players[x].secret is not None for x in f[1]):
        return
    s.stack.pop()
    s.reveals += 1
    for x in f[1]:
        p = s.players[x]
        p.bid = p.secret
        p.secret = None
        p.wealth -= p.bid
    levels = sorted({s.players[x].bid for x in s.init}, reverse=True)
    groups = tuple(tuple(x for x in s.init if s.players[x].bid == lv) for lv in levels)
    s.stack.append(("@order", s.init[0], groups, ()))


def auto_order(s, f):
    _k, decider, groups, done = f
    while groups and len(groups[0]) == 1:
        done = (*done, groups[0][0])
        groups = groups[1:]
    if not groups:
        s.init = list(done)
        seq(s, *[("bidreward", x) for x in s.init])
        return
    s.stack.append(("tieorder", decider, groups, done))


def opt_tieorder(s, f, seat):
    return [(seat, "first", s.players[x].faction) for x in f[2][0]]


def act_tieorder(s, f, a):
    s.stack.pop()
    _k, decider, groups, done = f
    x = fseat(s, a[2])
    rest = tuple(y for y in groups[0] if y != x)
    s.stack.append(("@order", decider, ((rest,) if rest else ()) + groups[1:], (*done, x)))


def opt_bidreward(s, f, seat):
    taken = {p.reward for p in s.players if p.reward}
    return [(seat, "reward", r) for r in data.BID_REWARDS if r == "wealth2" or r not in taken]


def act_bidreward(s, f, a):
    s.stack.pop()
    seat, r = a[0], a[2]
    s.players[seat].reward = r
    n = data.BID_REWARDS[r]
    give(
        s,
        seat,
        {
            "wealth2": ("wealth", n),
            "potg": ("potg", n),
            "knight": ("unit", "knight"),
            "track": ("track", n),
            "leader": ("leader", n),
            "quest": ("quest", n),
        }[r],
    )


def auto_endround(s, f):
    _clear_phase_flags(s)
    for p in s.players:
        p.flags = [x for x in p.flags if not x.startswith("round:")]
    if s.round >= data.FACTS["rounds"]:
        s.phase = "over"
        totals = [sum(R.score(s, i).values()) for i in range(s.n)]
        s.final = totals
        return
    s.stack.append(("@round",))


def winners(s: State) -> list[int]:
    totals = s.final
    best = max(totals)
    tied = [i for i in range(s.n) if totals[i] == best]
    most = max(R.units_on_map(s, i) for i in tied)
    return [i for i in tied if R.units_on_map(s, i) == most]


# --------------------------------------------------------------------------------------------------

OPTS: dict = {}
ACTS: dict = {}
AUTO: dict = {}
for _name, _fn in list(globals().items()):
    if _name.startswith("opt_"):
        OPTS[_name[4:]] = _fn
    elif _name.startswith("act_"):
        ACTS[_name[4:]] = _fn
    elif _name.startswith("auto_"):
        AUTO["@" + _name[5:]] = _fn
OPTS["hand"], ACTS["hand"] = opt_gainleader, act_gainleader
