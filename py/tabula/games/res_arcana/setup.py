"""Res Arcana setup: the random deal, the first-game preset, or a fully explicit setup.

Options (all optional except where noted; anything left out is dealt at random
with the game's own PRNG):

    players      2-4
    setup        "random" (deal 2 mages + 8 artifacts each) | "beginner" (the first game's
                 preset hands 1-4, as Terra Mystica names its first-game setup; "first_game" too)
    places       "random" | "first" (first-game sides) | [5 Place of Power ids, one per card]
    monuments    [10 monument ids]: the first 2 on display, the rest the deck from the top
    first        the seat holding the First Player token
    essences     starting pool for everyone ("1E1L1C1D1G") or one per player
    mages        per player: [2 mage ids] to choose from, or [1 mage id] already chosen
    decks        per player: [artifact ids], top first; the top 3 are drawn as the hand,
                 unless ``hands`` is given
    hands        per player: [artifact ids] held at the start (then ``decks`` is the rest)
    items        per player: the magic item already taken (skips the item choice)
"""

from __future__ import annotations

from ...core import options as O
from ...core.errors import OptionsError
from ...core.rng import Rng, seed_state
from . import data
from .rules.rounds import start_items
from .state import Player, State
from .steps import STEPS, Mages

KEYS = {"players", "setup", "places", "monuments", "first", "essences", "mages", "decks", "hands", "items"}


KIND_NOUN = {"pop": "a Place of Power", "monument": "a monument", "mage": "a mage", "artifact": "an artifact"}
MAX_ESSENCE = 999  # a starting pool's count of one essence, at most
MAX_ESSENCE_TEXT = 40  # characters of an essence text like 1E1L1C1D1G


def _ids(v, kind: str, what: str, **kw) -> list[str]:
    valid = {c.id for c in data.CARDS.values() if c.kind == kind}
    return O.names(v, valid, what, KIND_NOUN[kind], unique=True, **kw)


def setup(options: dict, seed) -> State:
    """The initial state. Options arrive from links and saves, so every key is checked for its
    type and range (``core.options``) before it is used: a bad one raises OptionsError. The
    random draws come in a fixed order (places, monuments, first player, mages, artifacts), which
    every record's replay depends on."""
    O.require_dict(options, KEYS)
    rng = Rng(seed_state(seed))
    n = _players(options)
    first_game = O.choice(options, "setup", ("random", "beginner", "first_game"), "random") in (
        "beginner", "first_game")
    s = _empty(options, n, first_game)
    s.places = _places(options, rng, first_game)
    mons = options.get("monuments")
    if mons is None:
        mons = rng.shuffle(list(data.MONUMENTS))
    else:  # all of them, 2 on display, then the deck from the top
        mons = _ids(mons, "monument", "the option 'monuments'", length=len(data.MONUMENTS))
    s.mon_display = mons[: data.DISPLAY_MONUMENTS]
    s.mon_deck = list(reversed(mons[data.DISPLAY_MONUMENTS:]))
    first = options.get("first")
    if first is None:
        first = rng.below(n)
    s.first = s.current = O.whole(first, 0, n - 1, "the option 'first' (a seat, counted from 0)")
    ess = options.get("essences", "1E1L1C1D1G")
    per_player = isinstance(ess, list) and len(ess) == n and not all(isinstance(x, int) for x in ess)
    for p, e in zip(s.players, ess if per_player else [ess] * n):
        p.pool = _pool(e)
    used = _mages(s, options, rng, first_game)
    rest = _artifacts(s, options, rng, first_game)
    s.box = sorted(rest) + sorted(m for m in data.MAGES if m not in used)
    _items(s, options)
    s.rng = rng.state
    if any(p.mage is None for p in s.players):
        s.phase = "mage"
        STEPS.push(s, Mages())
    else:
        start_items(s)
    STEPS.run(s)
    return s


def _players(options: dict) -> int:
    """The number of players: the option, else the length of a per-player option, else 2."""
    n = options.get("players")
    if n is None:
        for key in ("mages", "decks", "hands", "items"):
            if isinstance(options.get(key), list):
                n = len(options[key])
                break
        else:
            n = 2
    return O.whole(n, 2, 4, "the option 'players'")


def _empty(options: dict, n: int, first_game: bool) -> State:
    s = State()
    s.options = {k: options[k] for k in ("players", "setup") if k in options}
    s.nplayers = n
    s.players = [Player() for _ in range(n)]
    s.round = 0
    s.token_taken = False
    s.turned = set()
    s.stored = {}
    s.stack = []
    s.collect_stacks = [[] for _ in range(n)]
    s.ctx = {}
    s.temp_vp = {}
    s.reveals = 0
    s.final = None
    s.winners = None
    s.presets = first_game
    return s


def _places(options: dict, rng: Rng, first_game: bool) -> list[str]:
    """Places of Power: one side of each card."""
    places = options.get("places", "first" if first_game else "random")
    if isinstance(places, str):
        places = O.one_of(places, ("random", "first"), "the option 'places'")
    if places == "first":
        return list(data.FIRST_GAME_PLACES)
    if places == "random":
        return [data.PLACE_SIDES[c][rng.below(2)] for c in range(1, 6)]
    out = _ids(places, "pop", "the option 'places'", length=5)
    if sorted(data.CARDS[x].pop_card for x in out) != [1, 2, 3, 4, 5]:
        raise OptionsError("the option 'places' must name one side of each of the 5 Places of Power")
    return out


def _mages(s: State, options: dict, rng: Rng, first_game: bool) -> set[str]:
    """Two mages to choose from for each player, or one already chosen; returns those dealt."""
    n = s.nplayers
    mages = O.per_player(options, "mages", n)
    used: set[str] = set()
    if first_game and mages is None:
        mages = [[data.PRESETS[i + 1][0]] for i in range(n)]
    if mages is None:
        deal = rng.shuffle(list(data.MAGES))
        mages = [deal[2 * i: 2 * i + 2] for i in range(n)]
    for i, m in enumerate(mages):
        m = _ids(m, "mage", f"the option 'mages' for player {i + 1}", lo=1, hi=2)
        if used & set(m):
            raise OptionsError(f"mage '{sorted(used & set(m))[0]}' is dealt twice")
        used |= set(m)
        if len(m) == 1:
            s.players[i].mage = m[0]
        else:
            s.players[i].mage_opts = tuple(m)
    return used


def _artifacts(s: State, options: dict, rng: Rng, first_game: bool) -> list[str]:
    """Each player's hand and deck; returns the artifacts left in the box."""
    n = s.nplayers
    hands = O.per_player(options, "hands", n)
    decks = O.per_player(options, "decks", n)
    if first_game and hands is None:
        hands = [list(data.PRESETS[i + 1][1]) for i in range(n)]
        for p in s.players:
            p.deck_known = False
    taken: set[str] = set()
    for i in range(n):
        for key, lst in (("hands", hands), ("decks", decks)):
            if lst is not None:
                ids = _ids(lst[i], "artifact", f"the option '{key}' for player {i + 1}")
                if taken & set(ids):
                    raise OptionsError(f"artifact '{sorted(taken & set(ids))[0]}' is dealt twice")
                taken |= set(ids)
    rest = rng.shuffle([a for a in data.ARTIFACTS if a not in taken])
    for i, p in enumerate(s.players):
        if decks is not None:
            deck = list(decks[i])
        else:
            size = max(0, data.DEAL_ARTIFACTS - (len(hands[i]) if hands is not None else 0))
            deck, rest = rest[:size], rest[size:]
        if hands is not None:
            p.hand = list(hands[i])
        else:
            p.hand, deck = deck[: data.START_HAND], deck[data.START_HAND:]
        p.deck = list(reversed(deck))
    return rest


def _items(s: State, options: dict) -> None:
    """Magic items given by the options (the rest stay in the supply)."""
    items = O.per_player(options, "items", s.nplayers)
    s.items = list(data.ITEMS)
    if items is None:
        return
    for i, it in enumerate(items):
        if it is None:
            continue
        if not isinstance(it, str) or it not in s.items:
            raise OptionsError(f"the option 'items' names {O.show(it)} for player {i + 1}, "
                               "which is not a magic item left in the supply")
        s.items.remove(it)
        s.players[i].item = it


def _pool(e) -> list[int]:
    if isinstance(e, str) and len(e) <= MAX_ESSENCE_TEXT:
        try:
            v = data.vec(e)
        except (ValueError, IndexError):
            raise OptionsError(f"the option 'essences' has {O.show(e)}, "
                               "which is not an essence count like 1E1L1C1D1G") from None
        if max(v) <= MAX_ESSENCE:
            return list(v)
    elif isinstance(e, (list, tuple)) and len(e) == 5 and all(
            isinstance(x, int) and not isinstance(x, bool) and 0 <= x <= MAX_ESSENCE for x in e):
        return list(e)
    raise OptionsError(f"the option 'essences' is written like 1E1L1C1D1G or as 5 counts "
                       f"(each at most {MAX_ESSENCE}), for everyone or one per player")
