"""Game options from untrusted input never crash setup. A share link or a save carries
``options``: decoded JSON, so any mix of objects, lists, text, numbers (``1e999`` is infinity),
booleans and null. For every game and every option its setup reads (the new-game dialog's and
the fully explicit setups tests and the Terra Mystica importer pass), hostile values are either
accepted or refused with an OptionsError whose one sentence names the option, quickly."""

from __future__ import annotations

import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzzing import examples
from tabula.core.errors import OptionsError
from tabula.games import PACKAGES, get
from tabula.games.bonfire import data as bf_data
from tabula.games.fate_of_venterra.board import prebuilt_placements

GAMES = {gid: get(gid) for gid in PACKAGES}
SLOW = 2.0  # seconds: a generous bound for one setup() on a shared machine (they take milliseconds)

# every key each game's setup reads: default_options/option_fields plus the explicit-setup keys
KEYS = {
    "terra_mystica": ["players", "setup", "factions", "map", "options", "bonus_removed", "extra_scoring",
                      "score_tiles", "variable_turn_order", "variable_vp", "town_tiles", "shipping_bonus",
                      "temple_scoring"],
    "res_arcana": ["players", "setup", "places", "monuments", "first", "essences", "mages", "decks", "hands",
                   "items"],
    "bonfire": ["players", "start_player", "boards", "fixed"],
    "fate_of_venterra": ["players", "factions", "map", "landmark", "terrain", "hands", "initiative",
                         "placements"],
}
BIG_LIST = list(range(100_000))
BIG_NAMES = ["random"] * 100_000  # a name several games know, 100,000 times
BIG_TEXT = "x" * 100_000
HOSTILE = [[], {}, None, True, "x", -1, 10**30, float("inf"), float("nan"), [[[]]], [{}], BIG_LIST,
           BIG_NAMES, BIG_TEXT]


def _bonfire_fixed() -> dict:
    """Bonfire's every fixed entry, as the state of a random deal has them."""
    s = GAMES["bonfire"].setup({"players": 2}, 5)
    return {"boards": [p.board for p in s.players], "start": 1,
            "tasks": {i: list(t) for i, t in s.islands.items()},
            "portals": [list(f) for f in s.gb_portals], "path_pile": sorted(bf_data.PATH_TILES),
            "gnome_pile": sorted(bf_data.SPECIALISTS), "fate": [list(range(8)), list(range(7, -1, -1))],
            "bowls": [list(bf_data.BOWLS), sorted(bf_data.BOWLS)]}


# a fully explicit setup per game: every key given (the shapes tests and the importer use)
EXPLICIT = {
    "terra_mystica": {
        "players": 2, "setup": "free", "factions": ["witches", "nomads"], "map": "base",
        "options": ["strict-leech", "shipping-bonus"],
        "bonus_removed": ["BON1", "BON2", "BON3", "BON4", "BON5"],
        "extra_scoring": ["connected-clusters"], "score_tiles": ["SCORE2", "SCORE3", "SCORE4", "SCORE5",
                                                                "SCORE6", "SCORE7"],
        "variable_turn_order": True, "variable_vp": False, "town_tiles": True, "shipping_bonus": True,
        "temple_scoring": False},
    "res_arcana": {
        "players": 2, "setup": "random", "mages": [["alchemist"], ["scholar"]],
        "items": ["alchemy", "research"],
        "essences": ["1E1L", "2G"], "first": 1, "places": "first",
        "monuments": ["great_pyramid", "library", "colossus", "golden_statue", "hanging_gardens", "mausoleum",
                      "obelisk", "oracle", "solomons_mine", "temple"],
        "hands": [["hawk", "prism"], []], "decks": [["vault"], ["crypt"]]},
    "bonfire": {"players": 2, "start_player": "p1", "boards": "seat", "fixed": _bonfire_fixed()},
    "fate_of_venterra": {
        "players": 3, "factions": ["pack", "legion", "order"], "map": "build", "landmark": "court",
        "terrain": "power", "hands": "choose", "initiative": "random",
        "placements": [[t, side, list(slot), r] for t, side, slot, r in prebuilt_placements(3)]},
}


def _setup_or_refuse(gid: str, options) -> str:
    """setup() returns a state or raises OptionsError with a one-line sentence, quickly.
    Returns the refusal's message, or "" if the options were accepted."""
    t = time.perf_counter()
    try:
        GAMES[gid].setup(options, 7)
        msg = ""
    except OptionsError as e:
        msg = str(e)
        assert msg and "\n" not in msg and len(msg) < 400, msg
    assert time.perf_counter() - t < SLOW, f"{gid}: setup took {time.perf_counter() - t:.1f}s"
    return msg


@pytest.mark.parametrize("gid", list(PACKAGES))
def test_the_keys_listed_here_are_the_ones_setup_reads(gid):
    game = GAMES[gid]
    listed = set(KEYS[gid])
    assert set(game.default_options(2)) <= listed
    assert {f["key"] for f in game.option_fields(2)} <= listed
    assert set(EXPLICIT[gid]) == listed
    assert _setup_or_refuse(gid, EXPLICIT[gid]) == ""  # the explicit setup is a good one
    with pytest.raises(OptionsError, match="colour"):
        game.setup(game.default_options(2) | {"colour": 1}, 1)


@pytest.mark.parametrize("gid", list(PACKAGES))
def test_every_option_with_hostile_values(gid):
    game = GAMES[gid]
    for base in (game.default_options(2), EXPLICIT[gid]):
        for key in KEYS[gid]:
            for value in HOSTILE:
                msg = _setup_or_refuse(gid, base | {key: value})
                assert not msg or key in msg, f"{key}={str(value)[:20]}: {msg}"  # names the option


def _paths(value, path=()):
    """Every place inside a nested options value: (path, value there)."""
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from _paths(v, (*path, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _paths(v, (*path, i))


def _replace(value, path, new):
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], rest, new)}
    return [*value[:head], _replace(value[head], rest, new), *value[head + 1:]]


@pytest.mark.parametrize("gid", list(PACKAGES))
def test_hostile_values_deep_inside_the_explicit_setup(gid):
    """Every item of every list and object in the explicit setup replaced by each hostile value."""
    spec = EXPLICIT[gid]
    for path, _v in list(_paths(spec))[1:]:
        for value in HOSTILE:
            _setup_or_refuse(gid, _replace(spec, path, value))


@pytest.mark.parametrize("gid", list(PACKAGES))
def test_explicit_lists_cut_short_or_grown(gid):
    spec = EXPLICIT[gid]
    for path, v in _paths(spec):
        if isinstance(v, list) and path:
            _setup_or_refuse(gid, _replace(spec, path, v[:-1]))
            _setup_or_refuse(gid, _replace(spec, path, v + v[:1]))
            _setup_or_refuse(gid, _replace(spec, path, v * 50_000 if v else [None] * 100_000))


# -- the cases that crashed setup before -------------------------------------------------------


def test_terra_mystica_map_as_a_list():
    with pytest.raises(OptionsError, match="the option 'map' must be one of: base, fjords_v21"):
        GAMES["terra_mystica"].setup({"players": 2, "map": []}, 1)


def test_terra_mystica_list_inside_score_tiles():
    tiles = ["SCORE2", "SCORE3", ["SCORE4"], "SCORE5", "SCORE6", "SCORE7"]
    with pytest.raises(OptionsError, match="score_tiles"):
        GAMES["terra_mystica"].setup({"players": 2, "score_tiles": tiles}, 1)


def test_terra_mystica_factions_dealt_at_random_as_the_dialog_offers():
    s = GAMES["terra_mystica"].setup({"players": 3, "factions": "random"}, 1)
    assert len(s.players) == 3


def test_venterra_factions_as_objects():
    with pytest.raises(OptionsError, match="factions"):
        GAMES["fate_of_venterra"].setup({"players": 2, "factions": [{}, {}]}, 1)


def test_venterra_placement_of_infinity():
    placements = [[1, 0, [2, 1], 0], [2, 0, [-1, 3], float("inf")]]  # JSON 1e999
    with pytest.raises(OptionsError, match="placements"):
        GAMES["fate_of_venterra"].setup({"players": 2, "placements": placements}, 1)


def test_huge_player_counts_are_refused_at_once():
    for game in GAMES.values():
        with pytest.raises(OptionsError, match="players"):
            game.setup(game.default_options(2) | {"players": 10**30}, 1)


# -- random JSON-like options ------------------------------------------------------------------

NAMES = ["random", "base", "first", "seat", "p1", "choose", "witches", "SCORE1", "BON1", "hawk", "A", "order"]
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(-10, 10), st.integers(), st.floats(),
                    st.text(max_size=12), st.sampled_from(NAMES))
JSON = st.recursive(SCALARS, lambda inner: st.one_of(st.lists(inner, max_size=6),
                                                     st.dictionaries(st.text(max_size=8), inner, max_size=4)),
                    max_leaves=20)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_json_options_mixed_into_the_defaults(data):
    gid = data.draw(st.sampled_from(sorted(GAMES)))
    game = GAMES[gid]
    base = data.draw(st.sampled_from([game.default_options(data.draw(st.integers(game.min_players,
                                                                                   game.max_players))),
                                      EXPLICIT[gid]]))
    extra = data.draw(st.dictionaries(st.sampled_from(KEYS[gid]), JSON, min_size=1, max_size=3))
    if data.draw(st.integers(0, 9)) == 0:  # now and then a key no setup reads
        extra |= data.draw(st.dictionaries(st.text(max_size=8), JSON, max_size=1))
    _setup_or_refuse(gid, base | extra)


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_random_json_deep_inside_the_explicit_setups(data):
    gid = data.draw(st.sampled_from(sorted(GAMES)))
    paths = [p for p, _v in _paths(EXPLICIT[gid])][1:]
    path = data.draw(st.sampled_from(paths))
    _setup_or_refuse(gid, _replace(EXPLICIT[gid], path, data.draw(JSON)))
