"""Every game's render is a function of what it is given: drawing other positions in between
(which fills the renderers' caches of fragments) never changes the SVG of a position.

A cached svgwrite element that is changed after it leaves the cache (a tooltip added to it, a
child appended) would grow with every later render: the board would carry the same title or
shape many times over and slow down as a game goes on. And a cached piece whose key misses
something it shows would be drawn as it was for another position: a board drawn from warm
caches must be the board drawn with every cache emptied.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

import pytest

from tabula import games
from tabula.core.protocol import Move


def positions(game, n: int, seed: int) -> list:
    """Positions of one seeded random 2-player game (Terra Mystica: 3 players), spread over it."""
    rng = random.Random(seed)
    s = game.setup(game.default_options(3 if game.id == "terra_mystica" else 2), seed)
    out = []
    for k in range(3000):
        movers = game.to_move(s)
        if not movers:
            break
        if k % 7 == 0:
            out.append(s)
        s, _ = game.apply(s, rng.choice(game.legal(s, movers[0])))
    return out[:n]


def draw(game, s) -> str:
    seat = game.to_move(s)[0]
    return game.render(s, seat, [Move(a, game.format(s, a)) for a in game.legal(s, seat)])


@pytest.mark.parametrize("game_id", sorted(games.PACKAGES))
def test_drawing_other_positions_does_not_change_a_board(game_id):
    game = games.get(game_id)
    states = [s for s in positions(game, 40, 3) if game.to_move(s)]
    mid = states[len(states) // 2: len(states) // 2 + 5]  # boards with something on them
    first = [draw(game, s) for s in mid]
    for s in states:
        draw(game, s)
    again = [draw(game, s) for s in mid]
    for k, (a, b) in enumerate(zip(first, again)):
        assert a == b, f"{game_id}: position {k} drew {len(a)} characters, then {len(b)}"


@pytest.mark.parametrize("game_id", sorted(games.PACKAGES))
def test_no_element_gets_a_second_tooltip_as_a_game_goes_on(game_id):
    """A cached element that is given its tooltip again at every render shows up as an element
    with several <title> children some positions later."""
    game = games.get(game_id)
    for k, s in enumerate(x for x in positions(game, 40, 5) if game.to_move(x)):
        for el in ET.fromstring(draw(game, s)).iter():
            titles = [c for c in el if c.tag.rsplit("}", 1)[-1] == "title"]
            assert len(titles) <= 1, f"{game_id}, position {k}: {len(titles)} titles {titles[0].text!r}"


def _clear_render_caches(game_id: str) -> int:
    """Empty every functools cache of the game's board code and of the render kit; how many."""
    import importlib
    import pkgutil

    n = 0
    for root in (f"tabula.games.{game_id}.render", "tabula.games.kit"):
        pkg = importlib.import_module(root)
        for name in [root] + [f"{root}.{m.name}" for m in pkgutil.iter_modules(pkg.__path__)]:
            for value in vars(importlib.import_module(name)).values():
                if callable(getattr(value, "cache_clear", None)) and getattr(value, "__module__", "") == name:
                    value.cache_clear()
                    n += 1
    return n


@pytest.mark.parametrize("game_id", sorted(games.PACKAGES))
def test_a_board_drawn_from_warm_caches_is_the_board_drawn_cold(game_id):
    """A board is drawn from pieces cached by what they show (a chip, a territory, a counter): a
    piece whose cache key missed something it shows would be drawn, warm, as it was for another
    position. Each position is drawn after the ones before it (warm), then again with every cache
    of the board code emptied (cold)."""
    game = games.get(game_id)
    states = [s for s in positions(game, 60, 11) if game.to_move(s)]
    cleared = _clear_render_caches(game_id)
    assert cleared >= 3, f"{game_id}: the board code has {cleared} caches"
    for k, s in enumerate(states):
        warm = draw(game, s)
        if k % 4:
            continue
        _clear_render_caches(game_id)
        cold = draw(game, s)
        assert warm == cold, f"{game_id}, position {k}: warm {len(warm)} characters, cold {len(cold)}"


@pytest.mark.parametrize("game_id", sorted(games.PACKAGES))
def test_a_board_drawn_in_slices_is_the_board_drawn_at_once(game_id):
    """``render_steps`` (the page draws a game's first board with it, a slice a task) returns
    what ``render`` does, drawn cold (its caches empty, as a first board is) or warm; Terra
    Mystica's and Bonfire's, whose first boards are the longest, come in four slices."""
    from tabula.core.slices import finish

    game = games.get(game_id)
    for k, s in enumerate([s for s in positions(game, 12, 5) if game.to_move(s)]):
        seat = game.to_move(s)[0]
        moves = [Move(a, game.format(s, a)) for a in game.legal(s, seat)]
        if k % 3 == 0:
            _clear_render_caches(game_id)
        steps = game.render_steps(s, seat, moves, "narrow" if k % 2 else "wide", ["Ann", "Bob", "Cy"], [])
        slices = 1
        while True:
            try:
                next(steps)
                slices += 1
            except StopIteration as done:
                svg = done.value
                break
        assert svg == game.render(s, seat, moves, "narrow" if k % 2 else "wide", ["Ann", "Bob", "Cy"], [])
        assert slices == (4 if game_id in ("terra_mystica", "bonfire") else 1), slices
        assert finish(game.render_steps(s, None)) == game.render(s, None)
