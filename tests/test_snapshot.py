"""core/snapshot.py: game states <-> compact JSON, decoded from outside without trusting it.

Round trips: states along seeded random games of every game (full states, and each seat's view
in games with hidden information) decode to states equal field by field to the original, write
the same text again and draw the same SVG. Hostile data (deep nesting, unknown classes, wrong
field counts, wrong kinds of value, huge or non-finite numbers, huge lists) and mutated snapshot
text raise TokenError with a sentence, never another exception.
"""

from __future__ import annotations

import collections
import dataclasses
import inspect
import json
import random
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tier
from fuzzing import fast
from tabula.core.errors import TokenError
from tabula.core.snapshot import MAX_ITEMS, Snapshot, equal
from tabula.games import PACKAGES, get
from tabula.games.terra_mystica import state as tm_state

GAMES = {gid: get(gid) for gid in PACKAGES}


def classes_of(game) -> tuple:
    if game.capabilities.view_links:
        return game.snapshot_classes()
    assert game.id == "terra_mystica"  # no hidden information, no view links: declared here
    return tm_state.SNAPSHOT_CLASSES


SNAPS = {gid: Snapshot(classes_of(g)) for gid, g in GAMES.items()}


def positions(game, players: int, seed: int, every: int) -> list:
    """Positions along one seeded random game, every ``every`` moves and the last one."""
    rng = random.Random(seed)
    s = game.setup(game.default_options(players) | {"players": players}, seed)
    out = []
    for k in range(3000):
        movers = game.to_move(s)
        if k % every == 0 or not movers:
            out.append(s)
        if not movers:
            break
        s, _ = game.apply(s, rng.choice(game.legal(s, movers[0])))
    return out


def same_text(snap, obj) -> str:
    text = snap.dumps(obj)
    back = snap.loads(text, type(obj))
    assert equal(back, obj)
    assert snap.dumps(back) == text
    return text


# -- round trips -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", sorted(PACKAGES))
@pytest.mark.parametrize("players", [2, 4])
@tier.sweep
def test_states_along_random_games_round_trip(game_id, players):
    game, snap = GAMES[game_id], SNAPS[game_id]
    hidden = game.capabilities.hidden_information
    drawn = 0
    along = positions(game, players, seed=players * 7 + 1, every=tier.every(quick=27, full=9))
    # drawing is slow: every fifth position, the middle one and the last, each for one seat (a
    # short random game still draws three)
    to_draw = set(range(0, len(along), 5)) | {len(along) // 2, len(along) - 1}
    for i, s in enumerate(along):
        same_text(snap, s)
        views = [game.view(s, seat) for seat in range(players)] if hidden else []
        for v in views:
            same_text(snap, v)
        if i in to_draw:
            seat = i % players
            shown = views[seat] if hidden else s
            back = snap.loads(snap.dumps(shown), type(s))
            assert game.render(back, seat) == game.render(shown, seat)
            drawn += 1
    assert drawn >= 3


def test_equal_tells_kinds_apart():
    assert equal([1, (2, 3)], [1, (2, 3)])
    assert not equal([1, (2, 3)], [1, [2, 3]])
    assert not equal({1: "a"}, {True: "a"})
    assert not equal({(1, 2): 0}, {(1, 2.0): 0})
    assert not equal({1}, frozenset({1}))
    assert not equal(1, 1.0)
    p, q = tm_state.Turn(0), tm_state.Turn(0)
    assert equal(p, q)
    q.blocked = (0, 0, 0, 0)
    assert not equal(p, q)


@dataclasses.dataclass(frozen=True)
class Frozen:
    a: int
    b: tuple


Pair = collections.namedtuple("Pair", "x y")


class Slotted:
    __slots__ = ("m", "n")


class Child(Slotted):
    __slots__ = ("o",)


def test_every_kind_of_value_round_trips():
    snap = Snapshot([Slotted, Child, Frozen, Pair])
    c = Child()
    c.m = {(1, "a"): {2, 3}, 5: frozenset({(1, 2), (3,)}), "s": [None, True, 1.5, -2 ** 63]}
    c.n = [Frozen(1, (Pair(1, [2]), "x")), {}, set(), frozenset(), (), [], {"": 0}]
    c.o = {None: 1, True: 2, 2.5: 3, frozenset({1}): 4, "k": Slotted.__new__(Slotted)}
    c.o["k"].m, c.o["k"].n = "é\u2028\"\\", 0
    text = same_text(snap, c)
    assert "Child" in text and "Frozen" in text
    back = snap.loads(text, Child)
    assert type(back.n[0]) is Frozen and type(back.n[0].b[0]) is Pair
    assert list(back.o) == list(c.o)  # dicts keep their order
    with pytest.raises(dataclasses.FrozenInstanceError):
        back.n[0].a = 2


def test_encoding_is_compact():
    game, snap = GAMES["res_arcana"], SNAPS["res_arcana"]
    s = game.setup(game.default_options(2), 1)
    text = snap.dumps(s)
    assert '"hand"' not in text and '"deck_known"' not in text  # fields by position, not name
    assert len(text) < len(json.dumps(s.as_dict(), separators=(",", ":"))) * 0.8


# -- hostile data ----------------------------------------------------------------------------------
RA = SNAPS["res_arcana"]
RA_STATE = GAMES["res_arcana"].setup(GAMES["res_arcana"].default_options(2), 1)
RA_DATA = RA.encode(RA_STATE)
State = type(RA_STATE)


def rejects(data, top=State, snap=RA) -> str:
    with pytest.raises(TokenError) as e:
        if isinstance(data, str):
            snap.loads(data, top)
        else:
            snap.decode(data, top)
    msg = str(e.value)
    assert msg and "Traceback" not in msg
    return msg


def deep(n: int):
    x = 0
    for _ in range(n):
        x = [0, x]
    return x


def with_player_field(i: int, value):
    d = json.loads(json.dumps(RA_DATA))
    d[1][3][1][1 + i] = value  # State.players is [LIST, Player, Player]: the first one's i-th field
    return d


def test_deep_nesting_is_refused_before_parsing():
    rejects("[" * 10_000 + "]" * 10_000)
    rejects("{\"a\":" * 10_000 + "1" + "}" * 10_000)
    rejects([[], deep(10_000)])
    old = sys.getrecursionlimit()
    sys.setrecursionlimit(len(inspect.stack(0)) + 60)  # decoding recurses 20 levels at most
    try:
        rejects([[], deep(150)])
    finally:
        sys.setrecursionlimit(old)


@pytest.mark.parametrize("names", [["Evil"], ["State", "os.system"], ["__builtins__"], [3], [None],
                                   ["State", "State"], ["State"] * 9, "State", [["State"]]])
def test_unknown_or_repeated_class_names(names):
    rejects([names, [5]])


def test_class_names_are_only_looked_up_in_the_allowlist():
    msg = rejects([["Snapshot"], [5]])
    assert "Snapshot" in msg
    rejects([["object"], [5]])
    rejects([["type"], [5]])


@pytest.mark.parametrize("body", [[5], [5, 1, 2], [6], [6] + [0] * 40, [5] + [0] * 10_000])
def test_wrong_field_counts(body):
    rejects([["State", "Player"], body])


def test_wrong_top_class_and_shape():
    rejects([["Player"], [5] + [0] * 12])  # a Player is not a State
    rejects(RA_DATA + [1])
    rejects({"a": 1})
    rejects([[], 1])  # a bare number is no State
    rejects(["State", [5]])


@pytest.mark.parametrize("value", [
    [], [-1], [99], [1.5, 2], [True, 1], [None], ["0"], [[0]], [{}],  # no kind, unknown kinds
    [4, 1], [4, [0], 1], [4, {}, 1], [2, [0]], [2, {"a": 1}], [3, [1, [0]]],  # bad keys / items
    [4, 1, 2, 1, 3],  # a repeated key
    [4, [5] + [0] * 12, 1],  # an object as a key
    2 ** 64, -(2 ** 64), 10 ** 30, float("inf"), float("-inf"), float("nan"),
    "x" * 5000, {"x" * 5000: 1}, "\ud800", {"\udfff": 1}, b"bytes", (1, 2), {1, 2}, object(),
    [0] * (MAX_ITEMS + 2), {str(i): 0 for i in range(MAX_ITEMS + 1)},
])
def test_wrong_values(value):
    rejects(with_player_field(0, value))


def test_huge_or_non_finite_numbers_in_text():
    text = json.dumps(RA_DATA, separators=(",", ":"))
    pool = "[0,1,1,1,1,1]"  # the first player's essences
    assert pool in text
    RA.loads(text.replace(pool, "[0,2,1,1,1,1]", 1), State)
    for bad in ["1e999", "-1e999", "NaN", "Infinity", "-Infinity", "9" * 30, "9" * 5000]:
        rejects(text.replace(pool, f"[0,{bad},1,1,1,1]", 1))


def test_huge_lists_and_totals():
    rejects(with_player_field(0, [0] + [1] * 100_000))
    rejects("[[],[0" + ",1" * 100_000 + "]]")
    wide = [0] + [[0] + [1] * 4000] * 20  # 80,000 values in short enough lists
    rejects(with_player_field(0, wide))
    rejects("x" * 600_000)


def test_repeated_json_keys_and_bad_text():
    rejects('[["State"],{"a":1,"a":2}]')
    for text in ["", "[", "nul", "[1,]", "\x00", "[\"\\ud800\"]x", 12, None, b"[]"]:
        rejects(text)


def test_refusals_are_sentences():
    msg = rejects([["State", "Player"], [5, 1]])
    assert "State" in msg and "has 1 field, not" in msg


# -- fuzz -------------------------------------------------------------------------------------------


TEXTS = [(gid, SNAPS[gid].dumps(GAMES[gid].view(s, 0)))
         for gid in ("res_arcana", "fate_of_venterra", "bonfire")
         for s in positions(GAMES[gid], 2, seed=5, every=60)[1:3]]


def mutate(text: str, data) -> str:
    chars = list(text)
    for _ in range(data.draw(st.integers(1, 4))):
        if not chars:
            break
        i = data.draw(st.integers(0, len(chars) - 1))
        op = data.draw(st.sampled_from(["flip", "drop", "dup", "insert", "cut", "digit"]))
        if op == "flip":
            chars[i] = data.draw(st.characters())
        elif op == "drop":
            del chars[i]
        elif op == "dup":
            chars[i:i] = chars[i:i + data.draw(st.integers(1, 30))]
        elif op == "insert":
            pieces = list("[]{}\",:0123456789-.eE") + ["[5,", "[4,", "[2,[0],"]
            chars.insert(i, data.draw(st.sampled_from(pieces)))
        elif op == "digit":
            chars.insert(i, data.draw(st.sampled_from(["99999999999999999999999", "1e999", "-0", "6"])))
        else:
            chars = chars[:i]
    return "".join(chars)


def nodes(value) -> list:
    """Every (container, index or key) in a JSON value, found without recursion."""
    out, todo = [], [value]
    while todo:
        v = todo.pop()
        items = list(enumerate(v)) if type(v) is list else list(v.items()) if type(v) is dict else []
        for k, x in items:
            out.append((v, k))
            todo.append(x)
    return out


def mutate_tree(value, data):
    """Replace, drop, copy or nudge values deep inside the decoded JSON (its text stays valid)."""
    for _ in range(data.draw(st.integers(1, 3))):
        spots = nodes(value)
        if not spots:
            break
        parent, k = data.draw(st.sampled_from(spots))
        op = data.draw(st.sampled_from(["replace", "drop", "copy", "nudge"]))
        if op == "replace":
            parent[k] = data.draw(JSONISH)
        elif op == "drop":
            del parent[k]
        elif op == "copy" and type(parent) is list:
            parent.insert(k, parent[k])
        elif type(parent[k]) is int:
            parent[k] = data.draw(st.sampled_from([parent[k] + 1, parent[k] - 1, -parent[k], 2 ** 64, 0]))
    return value


@fast(1000)
@given(st.data())
def test_mutated_snapshots_decode_or_refuse(data):
    gid, text = data.draw(st.sampled_from(TEXTS))
    snap = SNAPS[gid]
    top = snap.classes[0]
    if data.draw(st.booleans()):
        text = mutate(text, data)  # damaged text
    else:
        text = json.dumps(mutate_tree(json.loads(text), data))  # well-formed, wrong data
    try:
        s = snap.loads(text, top)
    except TokenError as e:
        assert str(e)
        return
    assert type(s) is top
    assert equal(snap.loads(snap.dumps(s), top), s)  # what decodes writes and reads back the same


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 10) | st.integers() | st.floats()
    | st.sampled_from(["State", "Player", "?", "hand", ""]) | st.text(max_size=5),
    lambda kids: st.lists(kids, max_size=6) | st.dictionaries(st.text(max_size=3), kids, max_size=4)
    | st.tuples(st.integers(0, 8), kids).map(list)
    | st.lists(kids, max_size=5).map(lambda xs: [data_tag(xs)] + xs),
    max_leaves=40)


def data_tag(xs) -> int:
    return len(xs) % 9


@fast(500)
@given(st.lists(st.sampled_from(["State", "Player", "Ctx", "Battle", "Turn", 1]), max_size=4),
       JSONISH)
def test_random_structures_decode_or_refuse(names, value):
    for snap in (SNAPS["fate_of_venterra"], SNAPS["terra_mystica"]):
        try:
            snap.decode([names, value])
        except TokenError as e:
            assert str(e)
        try:
            snap.loads(json.dumps([names, value]))
        except TokenError as e:
            assert str(e)
