"""Rulings checked against the rulebook: Jur'en Keshta on a lost battle, retreating after a failed
exploration, starting buildings on the Landmark Tile, and forced casualties in the log."""

from fv_helpers import act, find, new, put, seat_of, start, units

from tabula.games.fate_of_venterra import GAME, data
from tabula.games.fate_of_venterra.rules.common import add_bld, buildable
from tabula.games.fate_of_venterra.setup import hex_spots
from tabula.games.fate_of_venterra.steps import Command, ExploreLeader, Leader, StartBuilding


def plain_land(s, x):
    b = s.board
    return not b.is_water[x] and not b.is_landmark[x] and b.terrain[x] != "mountain"


def two_plain_neighbours(s):
    """A plain land territory x and two plain land territories next to it."""
    b = s.board
    x = find(s, lambda x: plain_land(s, x) and sum(plain_land(s, n) for n in b.adj[x]) >= 2)
    a, y = [n for n in sorted(b.adj[x]) if plain_land(s, n)][:2]
    return x, a, y


def legal_texts(s):
    return [GAME.format(s, m) for i in GAME.to_move(s) for m in GAME.legal(s, i)]


def order_charges_the_bear():
    """The Order (2 knights and a soldier, attack 5) charges the Bear's lone soldier; the Leader
    cards are next."""
    s = new(["order", "bear"])
    o = seat_of(s, "order")
    x, a, _y = two_plain_neighbours(s)
    N = s.board.names
    put(s, "bear", x, "soldier")
    put(s, "order", a, "knight", "knight", "soldier")
    s = start(s, Command(o, "charge", 1, ()))
    for cmd in ("charge", f"move knight {N[a]} {N[x]}", f"move knight {N[a]} {N[x]}",
                f"move soldier {N[a]} {N[x]}", "done", "done"):
        s = act(s, "order", cmd)
    assert isinstance(s.stack[-1], Leader)
    return s, x


def test_jur_en_keshta_still_costs_the_winner_a_unit_of_its_players_choice():
    """Rulebook, Leader cards: "The Children of the Bear, Jur'en Keshta (Warder): When played
    during a battle, if you win or tie in the battle, you can choose one of the casualties. ... If
    you play this card and lose the battle, your opponent still takes a casualty of your choice."
    """
    s, x = order_charges_the_bear()
    b = seat_of(s, "bear")
    N = s.board.names
    assert "jur_en_keshta" in s.players[b].hand
    s = act(s, "order", "none")
    s = act(s, "bear", "card jur_en_keshta")
    assert s.battle.outcome == "att"  # 5 against 1 + 2: the Bear loses
    assert units(s, "bear", x) == []  # its own casualty
    # ... and the Order still loses a unit, which the Bear chooses
    assert GAME.to_move(s) == [b]
    assert sorted(legal_texts(s)) == [f"bear: lose knight {N[x]}", f"bear: lose soldier {N[x]}"]
    s = act(s, "bear", f"lose soldier {N[x]}")
    assert units(s, "order", x) == ["knight", "knight"]


def test_without_jur_en_keshta_the_winner_loses_nothing():
    """Rulebook, Battle Outcomes: "Attacker Wins: The attacker leaves their units on the territory
    and takes control of it. The defender must lose 1 unit and retreat" -- the winner loses none
    unless the loser played Jur'en Keshta."""
    s, x = order_charges_the_bear()
    s = act(s, "order", "none")
    s = act(s, "bear", "none")
    assert units(s, "order", x) == ["knight", "knight", "soldier"] and s.battle is None


def test_a_forced_casualty_is_logged():
    """Rulebook, Battle Outcomes: "The defender must lose 1 unit" -- its player chooses which; with
    one soldier there is a single answer, which the engine takes and the log shows."""
    s, x = order_charges_the_bear()
    b = seat_of(s, "bear")
    N = s.board.names
    s = act(s, "order", "none")
    s, events = GAME.apply(s, GAME.parse(s, "bear: none"))
    auto = [e for e in events if e.kind == "auto"]
    assert [(e.player, e.text) for e in auto] == [
        (b, f"The Children of the Bear loses a soldier at {N[x]}: no other unit to lose")]
    assert events[0].text == "(secret choice)"


def test_retreat_after_a_failed_exploration_may_go_into_unexplored_territory():
    """Rulebook, Exploring: "If their attack value is lower or the same, they must lose a unit and
    retreat (the Explore Token stays)." Retreating: "They may: ... 2. Retreat into unexplored
    territory (look at the exploring section and follow the listed steps)." """
    s = new(["order", "legion"])
    o = seat_of(s, "order")
    x, a, y = two_plain_neighbours(s)
    N = s.board.names
    put(s, "order", a, "soldier", "soldier")
    s.tok[x] = (2, "wealth")  # attack 2 is not more than 2: the exploration fails
    s.tok[y] = (0, "wealth")
    s = start(s, Command(o, "maneuver", 1, ()))
    for cmd in ("maneuver", f"move soldier {N[a]} {N[x]}", f"move soldier {N[a]} {N[x]}", "done", "done",
                "done"):
        s = act(s, "order", cmd)
    assert s.tok[x] == (2, "wealth") and units(s, "order", x) == ["soldier"]
    assert f"order: retreat soldier {N[y]}" in legal_texts(s)  # unexplored, next to it
    wealth = s.players[o].wealth
    s = act(s, "order", f"retreat soldier {N[y]}")
    assert isinstance(s.stack[-1], ExploreLeader)  # the exploring steps: a Leader card may be played
    s = act(s, "order", "done")
    assert y not in s.tok and units(s, "order", y) == ["soldier"]  # 1 > 0: explored
    assert s.players[o].wealth == wealth + 1  # its reward, after the action


def test_starting_circle_or_square_building_may_stand_on_the_landmark_tile():
    """Rulebook, setup: "I. Hex Building ... 3. Cannot be placed on the Landmark Tile." but "II.
    Circle/Square Buildings: ... 1. Adjacent to your Hex Building. 2. Cannot be placed on water." --
    no such limit for them."""
    s = new(["order", "legion"])
    o = seat_of(s, "order")
    b = s.board
    h = find(s, lambda x: plain_land(s, x) and any(b.is_landmark[n] for n in b.adj[x]))
    add_bld(s, h, o, "hex")
    s = start(s, StartBuilding(o))
    kind = data.BOARDS["order"]["start_building"]
    spots = {m[3] for m in GAME.legal(s, o) if m[1] == "place"}
    marks = {b.names[n] for n in b.adj[h] if b.is_landmark[n] and buildable(s, n)}
    assert marks and marks <= spots
    assert not {b.names[n] for n in b.adj[h] if b.is_water[n]} & spots
    mark = sorted(marks)[0]
    s = act(s, "order", f"place {kind} {mark}")
    assert s.bld[b.index[mark]] == ((o, kind, None),)
    # the Hex Building itself still may not go there
    assert not any(b.is_landmark[t] for t in hex_spots(s, seat_of(s, "legion")))


def test_no_building_on_the_corrupted_court_even_at_setup():
    """Rulebook, Landmark Tiles: Corrupted Court -- "you are not allowed to build here"."""
    s = new(["order", "legion"], landmark="court")
    o = seat_of(s, "order")
    b = s.board
    h = find(s, lambda x: plain_land(s, x) and any(b.is_landmark[n] for n in b.adj[x]))
    add_bld(s, h, o, "hex")
    s = start(s, StartBuilding(o))
    assert not any(b.is_landmark[b.index[m[3]]] for m in GAME.legal(s, o) if m[1] == "place" and len(m) > 3)
