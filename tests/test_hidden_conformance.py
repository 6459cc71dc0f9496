"""Hidden information conformance, for every game with ``hidden_information``.

The bots decide from ``determinize(view(s, p), p, rng)`` only (tabula.bots.common), so for a
state ``s`` reached in a real game and any seat ``p``:

- ``determinize`` never raises on a view a real game produces;
- the state it deals looks to ``p`` exactly as ``s`` does:
  ``view(determinize(view(s, p), p, rng), p) == view(s, p)`` (structural equality);
- it is a full state of the same world: every component is somewhere exactly once, and what is
  dealt face down keeps the same counts (``conserved`` below, per game);
- when ``p`` is to decide, ``p`` has the same legal decisions there as in ``s``.

Random games: several seeds, 2-4 players, every choice of every setup option the game offers
(``option_fields``; Res Arcana's first-game "beginner" setup among them), checked at every
position for every seat.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tabula import games
from tabula.core.rng import Rng

HIDDEN = "?"


def plain(x):
    """A comparable picture of a state built from plain data (for states without ``__eq__``)."""
    if isinstance(x, dict):
        return {repr(k): plain(v) for k, v in x.items()}
    if isinstance(x, (list, tuple)):
        return [type(x).__name__, *(plain(v) for v in x)]
    if isinstance(x, (set, frozenset)):
        return ["set", *sorted(repr(v) for v in x)]
    slots = getattr(type(x), "__slots__", None)
    if slots:
        return {"type": type(x).__name__, **{k: plain(getattr(x, k)) for k in slots}}
    if hasattr(x, "__dict__") and not isinstance(x, type):
        return {"type": type(x).__name__, **{k: plain(v) for k, v in vars(x).items()}}
    return x


def differences(a, b, path="state") -> list[str]:
    """Where two plain pictures differ (for a readable failure)."""
    if type(a) is not type(b):
        return [f"{path}: {a!r} != {b!r}"]
    if isinstance(a, dict):
        out = []
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                out.append(f"{path}.{k}: only in one")
            else:
                out += differences(a[k], b[k], f"{path}.{k}")
        return out
    if isinstance(a, list):
        if len(a) != len(b):
            return [f"{path}: {len(a) - 1} items != {len(b) - 1}"]
        out = []
        for i, (x, y) in enumerate(zip(a, b)):
            out += differences(x, y, f"{path}[{i - 1}]")
        return out
    return [] if a == b else [f"{path}: {a!r} != {b!r}"]


# -- what every full state keeps, per game ---------------------------------------------------


def ra_conserved(s):
    """Res Arcana: every card in exactly one place, and the cards a player is looking at (an
    ``order`` frame) are the top of that pile."""
    from tabula.games.res_arcana import data
    from tabula.games.res_arcana.steps import Order

    where: Counter = Counter()
    for p in s.players:
        for lst in (p.hand, p.deck, p.discard, p.play, p.monuments, p.places, p.mage_opts):
            where.update(lst)
        where.update(x for x in (p.mage, p.item) if x)
    for lst in (s.places, s.mon_display, s.mon_deck, s.items, s.box):
        where.update(lst)
    physical = set(data.ARTIFACTS) | set(data.MAGES) | set(data.ITEMS) | set(data.MONUMENTS)
    twice = sorted(c for c, k in where.items() if k != 1)
    missing = sorted(physical - set(where))
    looks = []
    for q in [s.stack, *s.collect_stacks]:
        for f in q:
            if type(f) is Order:
                pile = s.players[f.seat].deck if f.pile == "deck" else s.mon_deck
                looks.append(tuple(reversed(pile[len(pile) - len(f.cards):])) == tuple(f.cards))
    return {"twice": twice, "missing": missing, "looks on top": looks, "count": sum(where.values())}


def fv_conserved(s):
    """Fate of Venterra: Power of the Gods cards, explore tokens, quests and each faction's Leader
    cards are all somewhere, each as often as it exists."""
    from tabula.games.fate_of_venterra import data

    potg = Counter(s.potg_deck + s.potg_row + s.potg_discard)
    for p in s.players:
        potg.update(p.potg)
    tokens = Counter(list(s.tok.values()) + s.token_box + s.token_seen)
    quests = Counter(s.quest_deck + s.quest_row)
    leaders = []
    for i, p in enumerate(s.players):
        quests.update(p.reserved + p.completed)
        cards = p.hand + p.supply
        b = s.battle
        if b is not None:
            cards += (b.att_cards if i == b.att else []) + (b.def_cards if i == b.dfn else [])
        leaders.append(sorted(cards))
    return {
        "potg": potg == Counter(data.POTG_DECK) or sorted(potg.items()),
        "tokens": sorted(tokens.items()),
        "quests twice": sorted(q for q, k in quests.items() if k != 1),
        "quests": sum(quests.values()),
        "leaders": leaders,
    }


def bf_conserved(s):
    """Bonfire: each player's bowls (stacked or given away) and every task once."""
    tasks = Counter(s.box)
    for ts in s.islands.values():
        tasks.update(ts)
    bowls = []
    for p in s.players:
        tasks.update(t for t in p.tasks if t is not None)
        bowls.append(sorted([b for st in p.bowls for b in st] + p.given))
    return {
        "tasks twice": sorted(t for t, k in tasks.items() if k != 1),
        "tasks": sum(tasks.values()),
        "bowls": bowls,
        "bowl stacks": [[len(st) for st in p.bowls] for p in s.players],
    }


CONSERVED = {"res_arcana": ra_conserved, "fate_of_venterra": fv_conserved, "bonfire": bf_conserved}
# (games, seeds): enough random games to reach the rare positions (a rival's Leader card in a
# battle, a first-game deck looked at with the Seer), every position checked
GAMES = {"res_arcana": 12, "fate_of_venterra": 10, "bonfire": 6}
MAX_DECISIONS = 700


def hidden_games() -> dict:
    return {gid: g for gid, g in games.all_games().items() if g.capabilities.hidden_information}


def test_every_hidden_information_game_is_checked():
    assert set(hidden_games()) == set(GAMES) == set(CONSERVED)


def game_options(game, seed: int) -> dict:
    """Game ``seed``'s options: 2-4 players and, over the seeds, every choice of every option."""
    n = min(game.max_players, 2 + seed % 3)
    n = max(n, game.min_players)
    opts = dict(game.default_options(n))
    fields = game.option_fields(n)
    for j, f in enumerate(fields):
        choices = [c[0] for c in f["choices"]]
        opts[f["key"]] = choices[(seed // (j + 1)) % len(choices)]
    return opts


def rng_for(k: int):
    """The kinds of randomness callers pass: the bots' random.Random, the game's Rng, an int."""
    return (random.Random(k), Rng(k), k)[k % 3]


def check_position(game, gid, s, seat, k, where) -> None:
    v = game.view(s, seat)
    try:
        d = game.determinize(v, seat, rng_for(k))
    except Exception as e:  # pragma: no cover - the failure report
        raise AssertionError(f"{where}: determinize raised {e!r}") from e
    got = plain(game.view(d, seat))
    want = plain(v)
    assert got == want, f"{where}: the view of the dealt state differs: {differences(got, want)[:6]}"
    assert CONSERVED[gid](d) == CONSERVED[gid](s), f"{where}: {CONSERVED[gid](d)} != {CONSERVED[gid](s)}"
    assert game.to_move(d) == game.to_move(s), where
    if seat in game.to_move(s):
        assert game.legal(d, seat) == game.legal(s, seat), f"{where}: legal decisions differ"


@pytest.mark.slow
@pytest.mark.parametrize("gid", sorted(GAMES))
def test_determinize_agrees_with_the_view_everywhere(gid):
    game = games.get(gid)
    seen_options: dict[str, set] = {}
    positions = 0
    special = 0
    for seed in range(GAMES[gid]):
        opts = game_options(game, seed)
        for key, val in opts.items():
            seen_options.setdefault(key, set()).add(repr(val))
        s = game.setup(opts, seed)
        rng = random.Random(seed)
        for k in range(MAX_DECISIONS):
            movers = game.to_move(s)
            for seat in range(len(s.players)):
                check_position(game, gid, s, seat, k, f"{gid} {opts} seed {seed}, decision {k}, seat {seat}")
                positions += 1
                special += is_special(gid, s, seat)
            if not movers:
                break
            seat = rng.choice(movers)
            s, _ = game.apply(s, rng.choice(game.legal(s, seat)))
    # every choice of every option was played
    n = 2
    for f in game.option_fields(n):
        assert {repr(c[0]) for c in f["choices"]} <= seen_options[f["key"]], f["key"]
    assert positions > 1000
    assert special > 0, "the rare positions this check is about were never reached"


def is_special(gid, s, seat) -> bool:
    """Positions that once broke determinize (so the check keeps its teeth)."""
    if gid == "res_arcana":  # a first-game deck (unseen by its owner) being looked at by its owner
        from tabula.games.res_arcana.steps import Order

        return any(type(f) is Order and f.seat == seat and f.pile == "deck" and not s.players[seat].deck_known
                   for q in [s.stack, *s.collect_stacks] for f in q)
    if gid == "fate_of_venterra":  # a rival's Leader card played in the battle being fought
        b = s.battle
        return b is not None and any(x != seat and cards for x, cards in ((b.att, b.att_cards),
                                                                           (b.dfn, b.def_cards)))
    return gid == "bonfire" and any(st for p in s.players for st in p.bowls)
