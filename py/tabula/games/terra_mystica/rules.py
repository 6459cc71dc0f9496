"""Terra Mystica rules: setup, the turn, every action, income and round end.

``apply_action(state, action)`` mutates the state it is given (the game object
hands it a copy) and raises RuleError, naming the rule, before changing
anything it refuses. Actions are tuples ``(seat, verb, *args)``; the verbs
are listed in ``notation.py``.
"""

from __future__ import annotations

from ...core import options as O
from ...core.errors import OptionsError, RuleError
from ...core.rng import Rng, seed_state
from . import data, scoring
from .board import board
from .state import CULT_INDEX, Player, State, Turn

SPADE_KINDS = ("dig", "ACT5", "ACT6", "BON1", "ACTG", "halflings")
BUILD_KINDS = SPADE_KINDS + ("ACTN", "transform")
SITE_OPTIONS = {
    "strict-leech", "strict-darkling-sh", "strict-chaosmagician-sh", "errata-cultist-power",
    "mini-expansion-1", "shipping-bonus", "temple-scoring-tile", "variable-turn-order",
    "fire-and-ice-final-scoring", "email-notify", "maintain-player-order", "start-vp-2017",
    "variable-vp",  # ours: the rulebook's variable start VP (start-vp-2017 is the site's name for it)
    "site-log",  # ours: a game read from the site's log, with its command language's leniencies
}
DEFAULT_OPTIONS = ("strict-leech", "strict-darkling-sh", "strict-chaosmagician-sh", "errata-cultist-power")
EXTRA_SCORING = ("connected-clusters",)
# switches of the new-game dialog -> the option names above
FLAG_OPTIONS = {
    "variable_turn_order": "variable-turn-order",
    "variable_vp": "variable-vp",
    "town_tiles": "mini-expansion-1",
    "shipping_bonus": "shipping-bonus",
    "temple_scoring": "temple-scoring-tile",
}
# every key setup() reads: the new-game dialog's, and the site-log importer's fixed setups
OPTION_KEYS = frozenset({"players", "setup", "factions", "map", "options", "bonus_removed",
                         "extra_scoring", "score_tiles", *FLAG_OPTIONS})
# ---------------------------------------------------------------------------
# setup


def setup(options: dict, seed) -> State:
    """The initial state. Options arrive from links and saves, so every key is checked for its
    type and range (``core.options``) before it is used: a bad one raises OptionsError. The random
    draws come in a fixed order (factions, scoring tiles, removed bonus tiles), which every
    record's replay depends on."""
    O.require_dict(options, OPTION_KEYS)
    rng = Rng(seed_state(seed))
    opts = O.str_list(options, "options", SITE_OPTIONS, list(DEFAULT_OPTIONS), "a Terra Mystica option")
    for key, name in FLAG_OPTIONS.items():
        if O.flag(options, key) and name not in opts:
            opts = [*opts, name]
    optset = frozenset(opts)
    map_id = O.choice(options, "map", list(data.MAPS), "base")
    factions = options.get("factions")
    nplayers = O.count(options, "players", 2, 5,
                       len(factions) if isinstance(factions, (list, tuple)) else 4)
    choose, final = _factions(options, factions, nplayers, rng)
    score_tiles = _score_tiles(options, optset, rng)
    bonuses = [t for t, v in data.BONUS.items() if v.get("option", "") in ("", *optset)]
    removed = options.get("bonus_removed")
    if removed is None:
        removed = rng.shuffle(bonuses)[: len(bonuses) - nplayers - 3]
    removed = O.names(removed, bonuses, "the option 'bonus_removed'", "an available bonus tile",
                      hi=len(bonuses) - nplayers - 1, unique=True)
    extra = O.str_list(options, "extra_scoring", EXTRA_SCORING, [], "an extra final scoring", unique=True)

    s = State()
    s.options = optset
    s.map_id = map_id
    if ("variable-vp" in optset or "start-vp-2017" in optset) and map_id not in data.VARIABLE_VP:
        raise OptionsError(f"there is no variable start-VP table for the {data.MAPS[map_id]['name']}")
    s.players = []
    for f in final:
        add_player(s, f)
    b = board(map_id)
    s.terrain = dict(b.terrain)
    s.building = {}
    s.bridges = []
    s.connects = []
    s.town_hexes = {}
    s.round = 0
    s.phase = "initial"
    s.order = list(range(nplayers))
    s.passed_order = []
    s.score_tiles = tuple(score_tiles)
    s.bonus_pool = {t: 0 for t in bonuses if t not in removed}
    s.fav_pool = {t: v["copies"] for t, v in data.FAVORS.items()}
    s.town_pool = {t: v["copies"] for t, v in data.TOWNS.items() if v.get("option", "") in ("", *optset)}
    s.used_actions = []
    s.cult_spots = [[None] * 4 for _ in range(4)]
    s.cult_top = [None] * 4
    s.pending = []
    s.offers = []
    s.turn = None
    s.rng = rng.state
    s.events_seq = 0
    s.final = None
    s.extra_scoring = tuple(extra)
    s.start_seat = 0
    s.cultist_events = {}
    s.seats = nplayers
    if choose:
        s.phase = "factions"
        s.setup_queue = list(range(nplayers))
    else:
        s.setup_queue = initial_order(s)
    return s


def _factions(options: dict, factions, nplayers: int, rng: Rng) -> tuple[bool, list[str]]:
    """(chosen in seat order at the table?, the factions dealt now): named ones, and a random
    one for each 'random', never two of one home terrain."""
    if O.choice(options, "setup", ("free", "beginner"), "free") == "beginner":
        factions = data.FIRST_GAME_FACTIONS[nplayers]  # the first game: the recommended factions
    if factions is None or factions == "random":
        factions = ["random"] * nplayers
    if factions == "choose":
        return True, []
    if not isinstance(factions, (list, tuple)) or len(factions) != nplayers:
        raise OptionsError(f"the option 'factions' must name {nplayers} factions (each a faction or "
                           "'random'), or be 'choose' or 'random'")
    factions = O.names(factions, ["random", *data.FACTIONS], "the option 'factions'",
                       "a Terra Mystica faction or 'random'")
    chosen: list[str] = []
    for f in factions:
        if f == "random":
            continue
        if f in chosen or any(data.FACTIONS[c]["home"] == data.FACTIONS[f]["home"] for c in chosen):
            raise OptionsError(f"'{f}' shares its home terrain with another faction in this game")
        chosen.append(f)
    final: list[str] = []
    for f in factions:
        if f == "random":
            free = [k for k in data.FACTIONS
                    if all(data.FACTIONS[c]["home"] != data.FACTIONS[k]["home"] for c in chosen + final)]
            f = rng.choice(sorted(free))
        final.append(f)
    return False, final


def _score_tiles(options: dict, optset: frozenset, rng: Rng) -> list[str]:
    """The 6 round scoring tiles: given, or drawn (SCORE1 never in the last two rounds)."""
    score_tiles = options.get("score_tiles")
    pool = [t for t, v in data.SCORING.items() if v.get("option", "") in ("", *optset)]
    if score_tiles is None:
        while True:
            score_tiles = rng.shuffle(pool)[:6]
            if "SCORE1" not in score_tiles[4:]:
                break
    if (not isinstance(score_tiles, (list, tuple)) or len(score_tiles) != 6
            or any(not isinstance(t, str) or t not in pool for t in score_tiles)
            or len(set(score_tiles)) != 6):
        raise OptionsError("the option 'score_tiles' must name 6 different round scoring tiles "
                           "from the available ones")
    return list(score_tiles)


def add_player(s: State, faction: str) -> None:
    p = Player(faction)
    if "variable-vp" in s.options or "start-vp-2017" in s.options:
        p.vp = data.VARIABLE_VP[s.map_id].get(faction, 20)
        p.vp_by = {"start": p.vp}
    s.players.append(p)


def choose_faction(s: State, seat: int, faction: str) -> None:
    """Faction choice in seat order (the rulebook's free choice)."""
    if s.setup_queue[0] != seat:
        raise RuleError(f"player {s.setup_queue[0] + 1} chooses a faction next")
    if faction not in data.FACTIONS:
        raise RuleError(f"unknown faction '{faction}'")
    home = data.FACTIONS[faction]["home"]
    if any(p.home == home for p in s.players):
        raise RuleError(f"a faction of the {home} terrain is already in the game")
    add_player(s, faction)
    s.setup_queue.pop(0)
    if not s.setup_queue:
        s.phase = "initial"
        s.setup_queue = initial_order(s)


def initial_order(s: State) -> list[int]:
    seats = [i for i, p in enumerate(s.players) if p.faction != "chaosmagicians"]
    q = seats + seats[::-1]
    q += [i for i, p in enumerate(s.players) if p.info["dwellings"] == 3]
    q += [i for i, p in enumerate(s.players) if p.faction == "chaosmagicians"]
    return q


# ---------------------------------------------------------------------------
# small resource helpers


def capacity(p: Player) -> int:
    return 2 * p.pw[0] + p.pw[1]


def gain_power(p: Player, n: int) -> int:
    a = min(n, p.pw[0])
    p.pw[0] -= a
    p.pw[1] += a
    b = min(n - a, p.pw[1])
    p.pw[1] -= b
    p.pw[2] += b
    return a + b


def add_vp(p: Player, n: int, why: str) -> None:
    if n:
        p.vp += n
        p.vp_by[why] = p.vp_by.get(why, 0) + n


def ship_up(p: Player) -> None:
    """One shipping level up (if there is one), scoring that level's VP."""
    info = p.info["ship"]
    if info and p.ship < info["max"]:
        p.ship += 1
        add_vp(p, info["vp"].get(p.ship, 0), "shipping")


def priest_limit(p: Player) -> int:
    return 7 - p.placed_priests


def gain_priests(p: Player, n: int) -> None:
    p.p = min(p.p + n, priest_limit(p))


def pay(p: Player, cost: dict, what: str) -> None:
    have = {"W": p.w, "C": p.c, "P": p.p}
    for k, v in cost.items():
        if have[k] < v:
            names = {"W": "workers", "C": "coins", "P": "priests"}
            need = ", ".join(f"{v} {names[k]}" for k, v in cost.items() if v)
            raise RuleError(f"{what} costs {need}; you have {have[k]} {names[k]}")
    p.w -= cost.get("W", 0)
    p.c -= cost.get("C", 0)
    p.p -= cost.get("P", 0)


def gain(s: State, seat: int, res: dict, why: str) -> None:
    """Gain coins, workers, priests, power, VP and cult steps from a tile or reward."""
    p = s.players[seat]
    for k, v in res.items():
        if k == "C":
            p.c += v
        elif k == "W":
            p.w += v
        elif k == "P":
            gain_priests(p, v)
        elif k == "PW":
            gain_power(p, v)
        elif k == "VP":
            add_vp(p, v, why)
        elif k == "KEY":
            p.keys += v
    for k in data.CULTS:
        if res.get(k):
            cult_step(s, seat, CULT_INDEX[k], res[k])


def score_tile(s: State) -> str | None:
    return s.score_tiles[s.round - 1] if 1 <= s.round <= 6 else None


def round_vp(s: State, seat: int, trigger: str, n: int = 1) -> None:
    tile = score_tile(s)
    if tile and s.phase in ("actions", "spades"):
        add_vp(s.players[seat], data.SCORING[tile]["vp"].get(trigger, 0) * n, "round tiles")


# ---------------------------------------------------------------------------
# cults


def cult_step(s: State, seat: int, ti: int, n: int) -> None:
    p = s.players[seat]
    cur = p.cult[ti]
    if n <= 0 or cur >= 10:
        return
    new = cur + n
    if new >= 10:
        if s.cult_top[ti] is None and p.keys > 0:
            p.keys -= 1
            s.cult_top[ti] = seat
            new = 10
        else:
            if s.turn is not None and s.turn.seat == seat and s.cult_top[ti] is None:
                s.turn.blocked[ti] += new - 9
            new = 9
    for th, v in data.CULT_POWER.items():
        if cur < th <= new:
            gain_power(p, v)
    p.cult[ti] = new


def _unblock(s: State, seat: int) -> None:
    """A key gained this turn releases cult steps that stopped at 9."""
    t = s.turn
    if t is None or t.seat != seat:
        return
    for ti in range(4):
        if t.blocked[ti] and s.players[seat].keys > 0 and s.cult_top[ti] is None:
            n, t.blocked[ti] = t.blocked[ti], 0
            cult_step(s, seat, ti, n)


# ---------------------------------------------------------------------------
# spades and terraforming


def _ring(t: str) -> int:
    return data.TERRAINS.index(t)


def tf_cost(p: Player, src: str, dst: str, held: int) -> int:
    if p.faction == "giants":
        return 2
    i, j, h = _ring(src), _ring(dst), _ring(p.home)
    fwd = (j - i) % 7
    d = min(fwd, 7 - fwd)
    if src != p.home and dst != p.home:
        step = 1 if fwd <= 3 else -1
        between = {(i + step * k) % 7 for k in range(1, d)}
        if h in between:
            return 7 - d
    elif held == 7 - d:
        return 7 - d
    return d


def auto_target(p: Player, src: str, held: int) -> str:
    """`transform X` without a colour: home if the spades reach, else as near home as they allow."""
    if p.faction == "giants":
        return p.home
    if tf_cost(p, src, p.home, held) <= held:
        return p.home
    i, h = _ring(src), _ring(p.home)
    fwd = (h - i) % 7
    step = 1 if fwd <= 3 else -1
    return data.TERRAINS[(i + step * held) % 7]


def gain_spades(s: State, seat: int, n: int) -> None:
    p = s.players[seat]
    s.turn.spades += n
    round_vp(s, seat, "SPADE", n)
    if p.faction == "halflings":
        add_vp(p, n, "faction")
    if p.faction == "alchemists" and p.built["SH"]:
        gain_power(p, 2 * n)


# ---------------------------------------------------------------------------
# reach


def _own_neighbour(s: State, seat: int, hex_: str) -> bool:
    return any(s.building.get(n, (None,))[0] == seat for n in scoring.direct_neighbours(s, hex_))


def reach(s: State, seat: int, hex_: str, charge: bool) -> None:
    """Raise unless the seat may build or terraform on ``hex_``; pay tunnelling/carpet if needed."""
    p = s.players[seat]
    t = s.turn
    if _own_neighbour(s, seat, hex_):
        return
    b = board(s.map_id)
    ship = p.ship
    if (p.bonus == "BON4" and p.faction not in ("dwarves", "fakirs") and not t.cult_income):
        ship += 1
    own = [h for h, (o, _) in s.building.items() if o == seat]
    if ship:
        dist = b.river_distances(hex_)
        if any(dist.get(h, 99) <= ship for h in own):
            return
    if p.faction in ("dwarves", "fakirs") and not t.cult_income:
        rng = 1 if p.faction == "dwarves" else p.carpet
        if any(b.distance(hex_, h) <= rng + 1 for h in own):
            if t.tunnel_hex == hex_:
                return
            if not charge:
                return
            if p.faction == "dwarves":
                pay(p, {"W": 1 if p.built["SH"] else 2}, "Tunnelling")
                add_vp(p, 4, "faction")
            else:
                pay(p, {"P": 1}, "Carpet flight")
                add_vp(p, 4, "faction")
            t.tunnel_hex = hex_
            return
    raise RuleError(f"{hex_} is out of reach: it must be next to one of your buildings"
                    + (" or within your shipping range" if ship else ""))


# ---------------------------------------------------------------------------
# the turn


def begin_action(s: State, seat: int, kind: str) -> Turn:
    """Start the turn's main action ``kind``. Spades held at the start of the turn (carried over by
    the last faction in a site log, see ``carry_spades``) stay held: the action may add to them
    and use them, but a pass cannot drop them."""
    t = s.turn
    if t.actions <= 0:
        raise RuleError("you have taken your action this turn: convert, or end your turn with 'done'")
    if t.spades and (t.acted or kind == "pass"):
        raise RuleError("use or discard the spades you hold before another action")
    if t.bridge:
        raise RuleError("place your bridge first")
    auto_decline(s, seat)
    t.actions -= 1
    t.acted = True
    t.kind = kind
    t.transformed = []
    t.can_build = False
    t.built = False
    t.dug = 0
    t.nonhome = False
    t.darkling_conv = 0
    return t


def auto_decline(s: State, seat: int) -> None:
    """Starting a full action first declines all of the faction's own open power offers, in every
    game (DATA.md 7.6: an offer can be accepted before that faction's next action, not after it)."""
    for o in [o for o in s.offers if o[0] == seat]:
        _answer_offer(s, o, accept=False)


def start_turn(s: State, seat: int) -> None:
    s.turn = Turn(seat)


def carry_spades(s: State, seat: int) -> bool:
    """In a site log, may the faction end its turn holding spades, which then go with its next
    turn? Only the last faction in the round, whose next turn is its own: the site keeps the
    spades with the faction and checks them only when another faction acts or the round ends."""
    return "site-log" in s.options and all(q.passed for i, q in enumerate(s.players) if i != seat)


def end_turn(s: State) -> None:
    s.turn = None
    next_turn(s)


def next_turn(s: State) -> None:
    """Give the turn to the next player who has not passed, or end the round."""
    order = s.order
    cur = s.start_seat
    n = len(order)
    i = order.index(cur) if cur in order else -1
    for k in range(1, n + 1):
        seat = order[(i + k) % n]
        if not s.players[seat].passed:
            s.start_seat = seat
            start_turn(s, seat)
            return
    maybe_end_round(s)


def maybe_end_round(s: State) -> None:
    if s.phase != "actions" or s.turn is not None or s.offers or s.pending:
        return
    if any(not p.passed for p in s.players):
        return
    end_round(s)


def end_round(s: State) -> None:
    if s.round == 6:
        final_scoring(s)
        return
    s.order = next_order(s)
    # cult rewards of this round's tile, in next round's order
    track, per, reward = data.SCORING[s.score_tiles[s.round - 1]]["cult"]
    queue = []
    for seat in s.order + [i for i, p in enumerate(s.players) if p.dropped]:
        p = s.players[seat]
        times = p.placed_priests if track == "PRIESTS" else p.cult[CULT_INDEX[track]] // per
        if not times:
            continue
        res = {k: v * times for k, v in reward.items()}
        spades = res.pop("SPADE", 0)
        gain(s, seat, res, "cult reward")
        if spades and not p.dropped:
            queue.append((seat, spades))
    s.setup_queue = queue
    if queue:
        s.phase = "spades"
        _next_spade_reward(s)
    else:
        start_round(s)


def _next_spade_reward(s: State) -> None:
    while s.setup_queue:
        seat, n = s.setup_queue.pop(0)
        s.turn = Turn(seat)
        s.turn.cult_income = True
        s.turn.acted = True
        s.turn.actions = 0
        s.turn.kind = "cult"
        gain_spades(s, seat, n)
        return
    s.turn = None
    start_round(s)


def next_order(s: State) -> list[int]:
    live = [i for i, p in enumerate(s.players) if not p.dropped]
    if "variable-turn-order" in s.options:
        return [i for i in s.passed_order if i in live] + [i for i in live if i not in s.passed_order]
    first = s.passed_order[0] if s.passed_order else live[0]
    k = live.index(first) if first in live else 0
    return live[k:] + live[:k]


def start_round(s: State) -> None:
    s.round += 1
    s.phase = "actions"
    for t in s.bonus_pool:
        s.bonus_pool[t] += 1
    if s.round == 1:
        s.order = [i for i, p in enumerate(s.players) if not p.dropped]
    for seat in s.order + [i for i, p in enumerate(s.players) if p.dropped]:
        income(s, seat)  # a faction that left the game still takes income
    s.used_actions = []
    s.passed_order = []
    for p in s.players:
        p.used = []
        p.passed = p.dropped
    s.start_seat = s.order[0]
    start_turn(s, s.order[0])


def income(s: State, seat: int) -> None:
    p = s.players[seat]
    inc = income_of(p)
    p.c += inc["C"]
    p.w += inc["W"]
    gain_priests(p, inc["P"])
    gain_power(p, inc["PW"])


def income_of(p: Player) -> dict[str, int]:
    """The income a player would take now: buildings, bonus card, favor tiles."""
    return income_for(p.faction, p.built, p.bonus, p.favors)


def income_for(faction: str, built: dict, bonus: str | None, favors) -> dict[str, int]:
    inc = {"C": 0, "W": 0, "P": 0, "PW": 0}
    for b, table in data.FACTIONS[faction]["income"].items():
        for res, by_count in table.items():
            inc[res] += by_count[built[b]]
    if bonus:
        for k, v in data.BONUS[bonus]["income"].items():
            inc[k] += v
    for f in favors:
        for k, v in data.FAVORS[f]["income"].items():
            inc[k] += v
    return inc


# ---------------------------------------------------------------------------
# leech (power offers)


def make_offers(s: State, seat: int, hex_: str) -> None:
    if s.round < 1:
        return
    n = len(s.players)
    near = scoring.direct_neighbours(s, hex_)
    s.events_seq += 1
    ev = s.events_seq
    made = False
    for k in range(1, n):
        other = (seat + k) % n
        q = s.players[other]
        if q.dropped:
            continue
        amount = sum(data.BUILDING_POWER[s.building[h][1]] for h in near
                     if s.building.get(h, (None,))[0] == other)
        if amount > 0:
            # a player with full bowls is still offered (and declines), but does
            # not count for the Cultists
            full = capacity(q) == 0
            s.offers.append((other, seat, amount, 0 if full else ev, False))
            made = made or not full
    if made and s.players[seat].faction == "cultists":
        s.cultist_events[ev] = False  # False: no answer yet; None: refused; True: taken


def taint_offers(s: State, seat: int) -> None:
    """With strict-leech, converting while offers are open means those offers can only be
    declined (DATA.md 7.6); burning power does not count. An offer is (to, from, amount, event,
    tainted)."""
    s.offers = [(o[0], o[1], o[2], o[3], True) if o[0] == seat else o for o in s.offers]


def _answer_offer(s: State, offer: tuple, accept: bool) -> int:
    to, frm, amount, ev, _tainted = offer
    s.offers.remove(offer)
    p = s.players[to]
    got = 0
    if ev and ev in s.cultist_events and not accept and capacity(p) and not s.cultist_events[ev]:
        s.cultist_events[ev] = None  # a real refusal (a full player's does not count)
    if accept:
        got = min(amount, capacity(p), p.vp + 1)
        gain_power(p, got)
        add_vp(p, -(got - 1) if got > 1 else 0, "power bought")
    if ev and ev in s.cultist_events:
        # the Cultists gain a cult step as soon as one opponent takes power,
        # or 1 power once every opponent has declined
        if got and not s.cultist_events[ev]:
            s.cultist_events[ev] = True
            s.pending.append(("cultist", frm))
        if not any(o[3] == ev for o in s.offers):
            if s.cultist_events.pop(ev) is None and "errata-cultist-power" in s.options:
                gain_power(s.players[frm], 1)
    return got


# ---------------------------------------------------------------------------
# towns


def check_towns(s: State, seat: int) -> None:
    p = s.players[seat]
    need = 6 if "FAV5" in p.favors else 7
    waiting = sum(1 for e in s.pending if e[0] == "town")
    for g in scoring.town_groups(s, seat):
        if any(h in s.town_hexes for h in g):
            for h in g:
                s.town_hexes[h] = seat
            continue
        power, count = scoring.town_size(s, g)
        if power >= need and count >= 4 and sum(s.town_pool.values()) > waiting:
            for h in g:
                s.town_hexes[h] = seat
            s.pending.append(("town", seat))
            waiting += 1


def take_town(s: State, seat: int, tile: str) -> None:
    if s.town_pool.get(tile, 0) <= 0:
        raise RuleError(f"no {tile} town tile is left")
    p = s.players[seat]
    s.town_pool[tile] -= 1
    p.towns.append(tile)
    g = dict(data.TOWNS[tile]["gain"])
    ship = g.pop("GAIN_SHIP", 0)
    p.keys += g.pop("KEY", 0)
    steps = [(k, g.pop(k)) for k in data.CULTS if g.get(k)]
    gain(s, seat, g, "towns")
    if ship:
        if p.faction == "fakirs":
            p.carpet += 1
        else:
            ship_up(p)
    if p.faction == "witches":
        add_vp(p, 5, "faction")
    if p.faction == "swarmlings":
        p.w += 3
    round_vp(s, seat, "TW")
    town_cult_steps(s, seat, steps)


def _reaches_top(s: State, seat: int, track: str, n: int) -> bool:
    ti = CULT_INDEX[track]
    cur = s.players[seat].cult[ti]
    return cur < 10 <= cur + n and s.cult_top[ti] is None


def town_cult_steps(s: State, seat: int, steps: list[tuple[str, int]]) -> None:
    """A town tile's steps on several tracks (TW5, TW6). When more of them would reach 10 than the
    faction holds keys, the faction chooses which track takes a key (a decision of its own, the
    others stop at 9). The site applies them in an order players cannot rely on and steer with
    give-backs (``-WATER`` before the town): games imported from its logs do that instead and keep
    the track order here."""
    p = s.players[seat]
    racing = [(k, n) for k, n in steps if _reaches_top(s, seat, k, n)]
    if 0 < p.keys < len(racing) and "site-log" not in s.options:
        for k, n in steps:
            if (k, n) not in racing:
                cult_step(s, seat, CULT_INDEX[k], n)
        s.pending.append(("key", seat, tuple(racing)))
        return
    for k, n in steps:
        cult_step(s, seat, CULT_INDEX[k], n)
    _unblock(s, seat)


def take_key(s: State, seat: int, entry: tuple, track: str) -> None:
    """The answer to a ("key", seat, racing steps) decision: ``track`` takes a key to 10."""
    racing = entry[2]
    chosen = [n for k, n in racing if k == track]
    if not chosen:
        names = ", ".join(k for k, _n in racing)
        raise RuleError(f"the town key can take one of {names} to 10, not {track}")
    s.pending.remove(entry)
    cult_step(s, seat, CULT_INDEX[track], chosen[0])
    town_cult_steps(s, seat, [(k, n) for k, n in racing if k != track])


def take_favor(s: State, seat: int, tile: str) -> None:
    p = s.players[seat]
    if s.fav_pool.get(tile, 0) <= 0:
        raise RuleError(f"no {tile} favor tile is left")
    if tile in p.favors:
        raise RuleError(f"you already hold {tile}; a faction never takes the same favor tile twice")
    s.fav_pool[tile] -= 1
    p.favors.append(tile)
    for k, v in data.FAVORS[tile]["cult"].items():
        cult_step(s, seat, CULT_INDEX[k], v)
    if tile == "FAV5":
        check_towns(s, seat)


# ---------------------------------------------------------------------------
# final scoring


def final_scoring(s: State) -> None:
    s.phase = "over"
    s.turn = None
    everyone = range(len(s.players))
    for extra in s.extra_scoring:
        if extra == "connected-clusters":
            vals = {i: scoring.clusters_in_network(s, i) for i in everyone}
            for i, v in scoring.rank_points(vals, [18, 12, 6]).items():
                add_vp(s.players[i], v, "final: clusters")
    for ti in range(4):
        vals = {i: s.players[i].cult[ti] for i in everyone}
        for i, v in scoring.rank_points(vals, [8, 4, 2]).items():
            add_vp(s.players[i], v, "final: cults")
    vals = {i: scoring.network_size(s, i) for i in everyone}
    for i, v in scoring.rank_points(vals, [18, 12, 6]).items():
        add_vp(s.players[i], v, "final: network")
    for p in s.players:
        k = p.pw[1] // 2
        p.pw[1] -= 2 * k
        p.pw[2] += k
        p.c += p.pw[2] + p.p + p.w
        p.pw[0] += p.pw[2]
        p.pw[2] = 0
        p.p = p.w = 0
        rate = 2 if p.faction == "alchemists" else 3
        add_vp(p, p.c // rate, "final: resources")
        p.c %= rate
    s.final = [p.vp for p in s.players]
