"""web/viewlink.py: links to one seat's view of a position (``#v=<token>``).

What a link holds is exactly ``game.view(state, seat)`` (and the log as that seat reads it): no
rival's hidden card, no deck order, no generator state ever travels. Links stay within 1,500
characters (the log is cut, the position never), and hostile or damaged tokens are refused with
a sentence (TokenError), never another exception.
"""

from __future__ import annotations

import base64
import functools
import json
import os
import random
import subprocess
import sys
import zlib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

import tier
from fuzzing import fast
from fuzzing import mutate as _mutate
from tabula.core.errors import TokenError
from tabula.core.record import new_record
from tabula.core.snapshot import equal
from tabula.games import PACKAGES, get
from tabula.web import viewlink as VL
from tabula.web.session import Session

GAMES = {gid: get(gid) for gid in PACKAGES}
HIDDEN = sorted(gid for gid, g in GAMES.items() if VL.supports(g))
PAGE = "https://example.github.io/tabula/"
NAMES = ["Ann", "Bo", "Cyrille", "Dmitri", "Eve"]


def test_the_games_with_hidden_information_have_view_links():
    assert HIDDEN == ["bonfire", "fate_of_venterra", "res_arcana"]
    assert not VL.supports(GAMES["terra_mystica"])


def play(game, players: int, seed: int, every: int):
    """(state, move texts so far) along one seeded random game, every ``every`` moves and at
    its end."""
    rng = random.Random(seed)
    s = game.setup(game.default_options(players) | {"players": players}, seed)
    moves: list[str] = []
    out = []
    for k in range(3000):
        movers = game.to_move(s)
        if k % every == 0 or not movers:
            out.append((s, list(moves)))
        if not movers:
            break
        a = rng.choice(game.legal(s, movers[0]))
        moves.append(game.format(s, a))
        s, _ = game.apply(s, a)
    return out


def raw_json(token: str) -> str:
    """The text a token carries (what anyone can read out of a link)."""
    _version, gid, body = VL.token_of(token).split(".")
    game = GAMES[gid]
    return VL._inflate(body, VL._codec(game)[1], game.title).decode("utf-8")


def strings(x, out: set) -> set:
    t = type(x)
    if t is str:
        out.add(x)
    elif t in (list, tuple, set, frozenset) or isinstance(x, tuple):  # named tuples: frames
        for v in x:
            strings(v, out)
    elif t is dict:
        for k, v in x.items():
            strings(k, out)
            strings(v, out)
    elif hasattr(t, "__slots__"):
        for f in t.__slots__:
            strings(getattr(x, f, None), out)
    return out


@functools.cache  # made by the test process that needs them, not by every one that collects
def positions(gid: str, n: int) -> list:
    return play(GAMES[gid], n, seed=n * 10 + 3, every=13)


# -- what travels ----------------------------------------------------------------------------------
@pytest.mark.parametrize("game_id", HIDDEN)
@pytest.mark.parametrize("players", [2, 4])
@tier.sweep
def test_a_link_holds_the_seats_view_and_nothing_hidden(game_id, players):
    game = GAMES[game_id]
    names = NAMES[:players]
    checked = 0
    for s, moves in tier.thin(positions(game_id, players), quick=3):
        for seat in range(players):
            token = VL.encode_view(game, s, seat, names, moves)
            link = VL.decode_view(token, GAMES)
            view = game.view(s, seat)
            assert equal(link.state, view)
            assert (link.game, link.rules) == (game_id, game.rules_version)
            assert (link.seat, link.names) == (seat, names)
            assert link.moves == len(moves)
            assert link.omitted + len(link.log) == len(moves)
            assert link.log == moves[link.omitted:]
            # nothing the view hides is in the link's text (the full state's hidden ids, its generator)
            text = raw_json(token)
            hidden = strings(s, set()) - strings(view, set())
            for name in hidden:
                assert json.dumps(name, ensure_ascii=False) not in text, (name, seat)
            checked += len(hidden)
            rng = getattr(s, "rng", 0)
            if isinstance(rng, int) and rng > 10 ** 6:
                assert str(rng) not in text
    assert checked > 0  # the games did hide something along the way


def test_res_arcana_rivals_cards_never_travel():
    """A card in a rival's hand or deck is named nowhere in the link, unless it is being played
    (announced in the rules' queue): every card is unique, so it cannot be public elsewhere."""
    game = GAMES["res_arcana"]
    seen_rival_cards = 0
    for s, _moves in positions("res_arcana", 4):
        for seat in range(4):
            token = VL.encode_view(game, s, seat, NAMES[:4], [])
            v = VL.decode_view(token, GAMES).state
            text = raw_json(token)
            announced = strings(v.stack, set()) | strings(v.collect_stacks, set())
            for i, p in enumerate(s.players):
                if i == seat:
                    continue
                assert set(v.players[i].hand) <= {"?"} and set(v.players[i].deck) <= {"?"}
                for card in p.hand + p.deck:
                    seen_rival_cards += 1
                    if card not in announced:
                        assert f'"{card}"' not in text
            for card in s.mon_deck + s.box:
                if card not in announced:
                    assert f'"{card}"' not in text
            assert set(v.mon_deck) <= {"?"} and set(v.box) <= {"?"}
            assert v.rng == 0
            assert v.players[seat].deck == sorted(v.players[seat].deck)  # your deck's order is hidden
    assert seen_rival_cards > 100


def test_venterra_rivals_hands_and_secrets_never_travel():
    game = GAMES["fate_of_venterra"]
    secrets = 0
    for s, moves in positions("fate_of_venterra", 4):
        for seat in range(4):
            v = VL.decode_view(VL.encode_view(game, s, seat, NAMES[:4], moves), GAMES).state
            for i, p in enumerate(v.players):
                if i != seat:
                    assert set(p.hand) <= {"?"} and set(p.potg) <= {"?"}
                    assert p.secret in (None, "?")
                    secrets += p.secret == "?"
            assert set(v.potg_deck) <= {"?"} and set(v.quest_deck) <= {"?"}
            assert all(tk[1] == "?" for tk in v.tok.values())
    assert secrets > 0


def test_bonfire_piles_and_bowls_never_travel_in_order():
    game = GAMES["bonfire"]
    for s, moves in positions("bonfire", 4):
        for seat in range(4):
            v = VL.decode_view(VL.encode_view(game, s, seat, NAMES[:4], moves), GAMES).state
            assert v.path_pile == sorted(v.path_pile) and v.gnome_pile == sorted(v.gnome_pile)
            assert set(v.box) <= {"?"}
            for p in v.players:
                for stack in p.bowls:
                    assert set(stack[:-1]) <= {"?"}


def test_the_log_travels_as_the_seat_reads_it():
    """Secret choices come masked from the session and stay so; the rival's real choice is not
    in the link."""
    game = GAMES["fate_of_venterra"]
    _s, moves = positions("fate_of_venterra", 2)[6]
    record = new_record(game, game.default_options(2) | {"players": 2}, 23, NAMES[:2])  # seed of play()
    record.moves = list(moves)
    session = Session(game, record, "t")
    masked = 0
    for seat in range(2):
        log = session.log_texts(seat)
        link = VL.decode_view(VL.encode_view(game, session.state, seat, NAMES[:2], log), GAMES)
        assert link.log == log[link.omitted:]
        text = raw_json(VL.encode_view(game, session.state, seat, NAMES[:2], log))
        for k, hidden in enumerate(session.secret_moves(seat)):
            if hidden and k >= link.omitted:
                assert "(secret choice)" in link.log[k - link.omitted]
                masked += 1
                if moves[k] not in link.log:  # the same text may be public elsewhere in the log
                    assert json.dumps(moves[k]) not in text
    assert masked > 0


def test_a_view_is_computed_from_the_state_given():
    """The caller cannot pass a full state through: encode_view takes game.view itself (a
    view of a view is the same view)."""
    game = GAMES["res_arcana"]
    s, moves = positions("res_arcana", 2)[5]
    a = VL.encode_view(game, s, 0, NAMES[:2], moves)
    b = VL.encode_view(game, game.view(s, 0), 0, NAMES[:2], moves)
    assert a == b
    with pytest.raises(TokenError):
        VL.encode_view(game, s, 2, NAMES[:2], moves)
    with pytest.raises(TokenError):
        VL.encode_view(GAMES["terra_mystica"], GAMES["terra_mystica"].setup(
            GAMES["terra_mystica"].default_options(2), 1), 0, NAMES[:2], [])


def test_names_are_one_a_seat():
    game = GAMES["bonfire"]
    s, _ = positions("bonfire", 2)[0]
    assert VL.decode_view(VL.encode_view(game, s, 1, ["x" * 99]), GAMES).names == ["x" * 40, ""]


# -- size ------------------------------------------------------------------------------------------
@pytest.mark.slow
@pytest.mark.parametrize("game_id", HIDDEN)
def test_links_stay_within_1500_characters(game_id):
    game = GAMES[game_id]
    longest = 0
    for n in (2, 4):
        for s, moves in positions(game_id, n):
            for seat in range(n):
                position = VL.link_for(PAGE, VL.encode_view(game, s, seat, [], [], budget=10 ** 6))
                longest = max(longest, len(position))
                token = VL.encode_view(game, s, seat, NAMES[:n], moves, page_url=PAGE)
                link = VL.link_for(PAGE, token)
                assert len(link) <= VL.MAX_LINK
                got = VL.decode_view(link, GAMES)  # a whole link decodes too
                # the log is cut only when the whole of it does not fit, and then not by much
                if got.omitted:
                    longer = VL.encode_view(game, s, seat, NAMES[:n], moves, page_url=PAGE,
                                            budget=len(link) + 1000)
                    assert len(VL.link_for(PAGE, longer)) > VL.MAX_LINK
                    assert len(link) > VL.MAX_LINK - 200
    assert longest <= 1_200  # the position alone: room to spare for names and the log


def test_five_player_venterra_positions_fit_too():
    game = GAMES["fate_of_venterra"]
    longest = max(len(VL.link_for(PAGE, VL.encode_view(game, s, seat, NAMES, [])))
                  for s, _moves in play(game, 5, seed=1, every=20) for seat in range(5))
    assert longest <= 1_300


def test_a_position_over_the_budget_travels_without_its_log():
    game = GAMES["fate_of_venterra"]
    s, moves = positions("fate_of_venterra", 4)[-1]
    token = VL.encode_view(game, s, 0, NAMES[:4], moves, budget=100)
    link = VL.decode_view(token, GAMES)
    assert len(token) > 100 and link.log == [] and link.omitted == len(moves)
    assert equal(link.state, game.view(s, 0))


def test_log_entries_are_kept_short():
    game = GAMES["res_arcana"]
    s, _ = positions("res_arcana", 2)[0]
    link = VL.decode_view(VL.encode_view(game, s, 0, NAMES[:2], ["y" * 500]), GAMES)
    assert len(link.log[0]) == VL.MAX_ENTRY and link.log[0].endswith("…")


def test_the_dictionary_is_the_same_in_every_process():
    """Encoder and decoder build the dictionary separately: it must not depend on hashing."""
    here = [zlib.adler32(VL._codec(GAMES[g])[1]) for g in HIDDEN]
    code = ("import sys, zlib; from tabula.games import get; from tabula.web import viewlink as VL; "
            f"print([zlib.adler32(VL._codec(get(g))[1]) for g in {HIDDEN!r}])")
    env = dict(os.environ, PYTHONHASHSEED="12345",
               PYTHONPATH=str(Path(__file__).resolve().parents[1] / "py"))
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                         check=True, timeout=120)
    assert out.stdout.strip() == str(here)


# -- hostile tokens --------------------------------------------------------------------------------
RA = GAMES["res_arcana"]


@functools.cache
def _ra_link() -> tuple:
    """A 2-player Res Arcana position, seat 0's link to it, and the link's payload (made by the
    process that runs these tests, not at import: every xdist worker imports this module)."""
    s, moves = positions("res_arcana", 2)[4]
    token = VL.encode_view(RA, s, 0, NAMES[:2], moves)
    return s, token, json.dumps(json.loads(raw_json(token)))


def ra_state():
    return _ra_link()[0]


def ra_token() -> str:
    return _ra_link()[1]


def ra_payload():
    """The link's payload, a fresh copy to change."""
    return json.loads(_ra_link()[2])


def forge(payload, game=RA, zdict=None) -> str:
    """A token of any payload, compressed as encode_view does (JSON escapes keep any text)."""
    c = zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY,
                         VL._codec(game)[1] if zdict is None else zdict)
    return f"1.{game.id}." + body(c.compress(json.dumps(payload).encode()) + c.flush())


def body(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def refuses(token, games=GAMES) -> str:
    with pytest.raises(TokenError) as e:
        VL.decode_view(token, games)
    msg = str(e.value)
    assert msg and "Traceback" not in msg
    return msg


def changed(i, value):
    p = ra_payload()
    p[i] = value
    return forge(p)


def test_the_forge_makes_good_tokens():
    assert equal(VL.decode_view(forge(ra_payload()), GAMES).state, RA.view(ra_state(), 0))


@pytest.mark.parametrize("token", [
    None, 3, "", "#v=", "   ", "v=", "x" * 20_000, "1.res_arcana", "1.res_arcana.", "1..abc",
    "1.Res_Arcana.abcd", "1.res_arcana.ab cd", "1.res_arcana.abc=", "1.res_arcana.A",
    "1.res_arcana.AAAA", "1.res_arcana." + "A" * 400,
])
def test_malformed_tokens(token):
    refuses(token)


def test_versions_games_and_dictionaries():
    assert "different version" in refuses("2." + ra_token()[2:])
    assert "does not have" in refuses(ra_token().replace("res_arcana", "chess"))
    assert "does not have" in refuses(ra_token(), {"bonfire": GAMES["bonfire"]})
    tm = GAMES["terra_mystica"]
    assert "cannot be shown" in refuses(ra_token().replace("res_arcana", "terra_mystica"))
    assert tm.title in refuses(ra_token().replace("res_arcana", "terra_mystica"))
    # another game's token under this game's name: its dictionary does not match
    bf_state, _ = positions("bonfire", 2)[1]
    bf_token = VL.encode_view(GAMES["bonfire"], bf_state, 0, NAMES[:2])
    assert "different version" in refuses(bf_token.replace("bonfire", "res_arcana"))
    # a token made without the dictionary, or with another one
    raw = json.dumps(ra_payload()).encode()
    refuses("1.res_arcana." + body(zlib.compress(raw)))
    assert "different version" in refuses(forge(ra_payload(), zdict=b"another dictionary"))


def test_damaged_data():
    _v, _g, b = ra_token().split(".")
    packed = base64.urlsafe_b64decode(b + "=" * (-len(b) % 4))
    for bad in [packed[:-1], packed[:-5], packed[:20], packed + b"junk", packed[:6],
                packed[:10] + bytes([packed[10] ^ 1]) + packed[11:],
                packed[:-4] + bytes(4)]:
        refuses("1.res_arcana." + body(bad))


def test_an_inflate_bomb_is_refused():
    zdict = VL._codec(RA)[1]
    c = zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY, zdict)
    bomb = c.compress(b"[" + b"0," * 5_000_000 + b"0]") + c.flush()
    token = "1.res_arcana." + body(bomb)
    assert len(token) < VL.MAX_TOKEN
    assert "too large" in refuses(token)


def test_not_text_or_not_json():
    zdict = VL._codec(RA)[1]
    for raw in [b"\xff\xfe", b"[1,2", b"{}", b"[" * 5000 + b"]" * 5000, b"NaN", b"[1e999]", b"",
                json.dumps(ra_payload()).encode() + b"x"]:
        c = zlib.compressobj(9, zlib.DEFLATED, 15, 9, zlib.Z_DEFAULT_STRATEGY, zdict)
        refuses("1.res_arcana." + body(c.compress(raw) + c.flush()))


@pytest.mark.parametrize("i,value", [
    (0, RA.rules_version + 1), (0, "2"), (0, None), (0, True),  # rules
    (1, 2), (1, -1), (1, "0"), (1, 0.0), (1, True), (1, 10 ** 30),  # seat
    (2, []), (2, ["a"]), (2, ["a", "b", "c"]), (2, ["a", 1]), (2, ["x" * 41, "b"]), (2, "ab"),
    (2, ["a"] * 9), (2, ["\ud800", "b"]),  # names
    (3, -1), (3, 10 ** 9), (3, "12"), (4, -3), (4, 1.5),  # moves made, entries left out
    (5, "log"), (5, [1]), (5, ["z" * 201]), (5, ["\udc00"]), (5, ["a"] * 5001), (5, [["a"]]),  # log
    (6, None), (6, [["Player"], [5] + [0] * 12]), (6, [["State"], [5]]), (6, [["Evil"], [5]]),
    (6, [[], 1]), (6, "state"),
])
def test_wrong_fields(i, value):
    refuses(changed(i, value))


def test_wrong_shapes():
    for payload in [ra_payload()[:6], ra_payload() + [1], {"a": 1}, "x", 3, None, []]:
        refuses(forge(payload))
    # a state whose players do not match its names, or are not players
    p = ra_payload()
    p[2] = ["A", "B", "C"]
    p[1] = 0
    refuses(forge(p))
    p = ra_payload()
    p[6][1][3] = [0, 1, 2]  # State.players: not Players
    refuses(forge(p))


def test_a_forged_position_that_decodes_is_refused_when_drawn():
    p = ra_payload()
    p[6][1][4] = [0, 7]  # State.phase: a list, where the renderer expects a name
    link = VL.decode_view(forge(p), GAMES)
    with pytest.raises(TokenError):
        VL.render(RA, link)
    good = VL.decode_view(ra_token(), GAMES)
    assert VL.render(RA, good).startswith("<")


# -- fuzz ------------------------------------------------------------------------------------------



def mutate(text: str, data) -> str:
    return _mutate(text, data, inserts="#=.0123456789AZaz_-/+ \n")


@functools.cache
def tokens() -> list[str]:
    return [VL.encode_view(GAMES[gid], s, seat, NAMES[:2], moves)
            for gid in sorted(HIDDEN) for s, moves in positions(gid, 2)[2:4] for seat in range(2)]


@fast(1000)
@given(st.data())
def test_mutated_tokens(data):
    token = data.draw(st.one_of(st.sampled_from(tokens()).map(lambda t: mutate(t, data)),
                                st.text(max_size=200), st.just("#v=" + mutate(tokens()[0], data))))
    try:
        link = VL.decode_view(token, GAMES)
    except TokenError as e:
        assert str(e)
        return
    assert isinstance(link, VL.ViewLink)


@functools.cache
def payloads() -> list[tuple]:
    return [(t.split(".")[1], json.loads(raw_json(t))) for t in tokens()[::2]]


VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 8) | st.sampled_from(["?", "", "main", "x" * 30]),
    lambda kids: st.lists(kids, max_size=5)
    | st.lists(kids, max_size=4).map(lambda xs: [0, *xs])
    | st.lists(kids, max_size=4).map(lambda xs: [1, *xs])
    | st.dictionaries(st.text(max_size=3), kids, max_size=3),
    max_leaves=12)


@fast(300)
@given(st.data())
def test_forged_payloads_decode_and_draw_or_refuse(data):
    """Well-formed tokens with wrong data inside: refused, or decoded and then drawn or refused."""
    gid, payload = data.draw(st.sampled_from(payloads()))
    p = json.loads(json.dumps(payload))
    todo = [p]
    spots = []
    while todo:
        v = todo.pop()
        items = list(enumerate(v)) if type(v) is list else list(v.items()) if type(v) is dict else []
        for k, x in items:
            spots.append((v, k))
            todo.append(x)
    for _ in range(data.draw(st.integers(1, 3))):
        parent, k = data.draw(st.sampled_from(spots))
        parent[k] = data.draw(VALUES)
    game = GAMES[gid]
    try:
        link = VL.decode_view(forge(p, game), GAMES)
    except TokenError as e:
        assert str(e)
        return
    try:
        assert VL.render(game, link).startswith("<")
    except TokenError as e:
        assert "drawn" in str(e)
