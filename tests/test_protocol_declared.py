"""The game protocol is declared, all of it (core/protocol.py), and nothing guesses at a game.

The rule, checked on the source of ``py/tabula`` (AST, not text, so comments and docstrings
do not count):

- ``getattr``/``hasattr`` (and ``x.__getattribute__(name)``) are for objects that are not games:
  each use outside ``tabula.games.validate`` is listed in ``ALLOWED`` by file and by the exact
  expression it inspects, with what that object is (a JS object, a state's own slots, a
  snapshot class, a screen, the registry module). A new use must be added there with its
  reason, so a game can never be probed by accident: a game's optional hooks have defaults in
  ``Game`` and its capabilities are read from ``game.capabilities``.
- ``tabula.games.validate`` (with the helper nested in it) is the one function that inspects a
  game by attribute; it runs once per game, when the registry loads it.
- ``__code__`` appears nowhere, and ``importlib`` only in the registry (which imports a game's
  package by its id).

Then every registered game (and the test games) must validate, and ``validate`` must refuse a
game whose declaration and hooks disagree, naming the game and the hook.
"""

from __future__ import annotations

import ast
import random

import pytest

from source_tree import modules
from tabula import games
from tabula.core.protocol import BotHooks, Capabilities, Game, ProtocolError

REGISTRY = "games/__init__.py"

# (file under py/tabula, the inspected expression) -> what that object is (never a game)
ALLOWED = {
    ("bots/bench.py", "state"): "a Terra Mystica state in a benchmark",
    ("web/storage.py", "e"): "a JavaScript exception (its name)",
    ("web/viewlink.py", "state"): "a state decoded from a link (its players' list is checked)",
    ("web/computer.py", "js.window"): "the page's JavaScript globals",
    ("web/app.py", "registry"): "the registry module (the test page's has no lazy interface)",
    ("web/app.py", "target"): "a DOM element or JS null",
    ("web/app.py", "self.screen"): "a screen object (which events it handles)",
    ("web/dom.py", "found"): "a DOM element or JS null",
    ("web/dom.py", "target"): "a DOM event target",
    ("web/screens/table.py", "js.window"): "the page's JavaScript globals",
    ("__main__.py", "state"): "a state (its round, for the CLI's summary)",
    ("core/snapshot.py", "cls"): "a snapshot class (its declared fields)",
    ("core/snapshot.py", "x"): "a snapshot object being encoded",
    ("core/snapshot.py", "a"): "snapshot objects being compared",
    ("core/snapshot.py", "b"): "snapshot objects being compared",
    ("games/res_arcana/state.py", "self"): "a state's own slots (to_dict)",
}


def _inspections(tree):
    """(node, inspected expression, enclosing top-level function name) of every attribute
    lookup by name: getattr(x, ...), hasattr(x, ...), x.__getattribute__(...)."""
    for top in tree.body:
        owner = top.name if isinstance(top, (ast.FunctionDef, ast.ClassDef)) else None
        for node in ast.walk(top):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            if isinstance(func, ast.Name) and func.id in ("getattr", "hasattr") and node.args:
                yield node, ast.unparse(node.args[0]), owner
            elif isinstance(func, ast.Attribute) and func.attr == "__getattribute__":
                yield node, ast.unparse(func.value), owner


def test_nothing_outside_the_registry_inspects_a_game():
    used, wrong = set(), []
    for rel, _text, tree in modules():
        for node, target, owner in _inspections(tree):
            if rel == REGISTRY and owner == "validate":
                continue
            if (rel, target) in ALLOWED:
                used.add((rel, target))
            else:
                wrong.append(f"{rel}:{node.lineno}: {ast.unparse(node)}")
    assert not wrong, "attribute lookups by name outside tabula.games.validate:\n" + "\n".join(wrong)
    assert used == set(ALLOWED), f"ALLOWED lists uses that are gone: {set(ALLOWED) - used}"


def test_no_code_objects_and_no_dynamic_imports_outside_the_registry():
    for rel, _text, tree in modules():
        names, imports = set(), set()
        for n in ast.walk(tree):
            if isinstance(n, ast.Attribute):
                names.add(n.attr)
            elif isinstance(n, ast.Import):
                imports |= {a.name for a in n.names}
            elif isinstance(n, ast.ImportFrom) and n.module:
                imports.add(n.module)
        assert "__code__" not in names, rel
        assert rel == REGISTRY or not any(m.split(".")[0] == "importlib" for m in imports), rel


@pytest.mark.parametrize("gid", games.ids())
def test_every_registered_game_validates(gid):
    game = games.get(gid)
    games.validate(game, gid)
    assert isinstance(game.capabilities, Capabilities)
    assert isinstance(game.ai(), BotHooks)


def test_the_test_games_follow_the_protocol():
    from bots.toy_cards import ToyCards
    from support.race_game import GAME as RACE

    games.validate(RACE)
    assert not RACE.capabilities.hidden_information and RACE.capabilities == Capabilities()
    toy = ToyCards()
    games.validate(toy)
    assert toy.capabilities.hidden_information and toy.ai().evaluate is not None


@pytest.mark.parametrize("gid", games.ids())
def test_num_players_counts_the_seats_from_the_start(gid):
    """Before anyone chose a faction or a mage, too: the new-game form's defaults (Terra
    Mystica's factions chosen in seat order) start with no faction chosen."""
    game = games.get(gid)
    for n in range(game.min_players, game.max_players + 1):
        form = {f["key"]: f["default"] for f in game.option_fields(n)}
        for options in (game.default_options(n), game.default_options(n) | form):
            s = game.setup(options, 3)
            assert game.num_players(s) == n == game.num_players(game.view(s, 0))


@pytest.mark.parametrize("gid", games.ids())
def test_simultaneous_is_declared_where_several_seats_decide_at_once(gid):
    """A short random game of each: several seats to move at once only where declared."""
    game = games.get(gid)
    rng = random.Random(7)
    s = game.setup(game.default_options(3), 7)
    for _ in range(300):
        seats = game.to_move(s)
        if not seats:
            break
        assert len(seats) == 1 or game.capabilities.simultaneous, (gid, seats)
        s, _ = game.apply(s, rng.choice(game.legal(s, seats[0])))


class _Tiny(Game):
    """The smallest game validate accepts (nothing it does is played)."""

    id = "tiny"

    def default_options(self, players):
        return {"players": players}

    def setup(self, options, seed):
        return 0

    def to_move(self, state):
        return []

    def legal(self, state, player):
        return []

    def apply(self, state, action):
        return state, []

    def score(self, state):
        return {0: {}, 1: {}}

    def result(self, state):
        return [0, 0]

    def format(self, state, action):
        return ""

    def parse(self, state, text):
        return (0,)

    def render(self, state, viewer, legal_texts=None, layout="wide"):
        return "<svg/>"


class _Packs(_Tiny):
    def pack_moves(self, options, seed, moves):
        return None


def test_validate_names_the_game_and_the_hook():
    games.validate(_Tiny())
    assert _Tiny().winners(None) == [0, 1] and _Tiny().num_players(None) == 2
    cases = [
        (object(), "object.*is not a tabula.core.protocol.Game"),
        (type("NoRender", (_Tiny,), {"render": Game.render})(), "'tiny' does not implement render"),
        (type("Compact", (_Tiny,), {"capabilities": Capabilities(compact=True)})(),
         "'tiny' declares compact but does not implement pack_moves"),
        (_Packs(), "'tiny' implements pack_moves but does not declare compact"),
        (type("Half", (_Packs,), {"capabilities": Capabilities(compact=True)})(),
         "'tiny' declares compact but does not implement unpack_moves"),
        (type("Hidden", (_Tiny,), {"capabilities": Capabilities(hidden_information=True)})(),
         "'tiny' declares hidden_information but does not implement view"),
        (type("Links", (_Tiny,), {"capabilities": Capabilities(view_links=True),
                                  "snapshot_classes": lambda self: (int,)})(),
         "'tiny' declares view_links without hidden_information"),
        (type("Ai", (_Tiny,), {"ai": lambda self: BotHooks()})(), "implements ai but does not declare ai"),
        (type("Caps", (_Tiny,), {"capabilities": {"compact": True}})(), "'tiny' declares no Capabilities"),
    ]
    for game, message in cases:
        with pytest.raises(ProtocolError, match=message):
            games.validate(game)
    with pytest.raises(ProtocolError, match="registered as 'other'"):
        games.validate(_Tiny(), "other")
