"""The component set: every count the rulebook gives, and every stand-in marked."""

from collections import Counter

from conftest import GAME, data


def test_every_public_table_is_established_or_standin():
    public = {k for k in vars(data) if k.isupper() and not k.startswith("_")}
    public -= {"ESTABLISHED", "STANDIN", "ABOUT_STANDINS"}
    assert public == data.ESTABLISHED | data.STANDIN, public ^ (data.ESTABLISHED | data.STANDIN)
    assert not data.ESTABLISHED & data.STANDIN


def test_about_names_the_standins():
    text = GAME.about()
    assert text == data.ABOUT_STANDINS
    for word in ("fate tiles", "path tiles", "islands", "Great Bonfire", "66 tasks", "gnomes", "bowls",
                 "portal", "countdown"):
        assert word in text


def test_path_tiles():
    assert len(data.PATH_TILES) == 28
    assert Counter(c for c, _r in data.PATH_TILES.values()) == {"blue": 10, "red": 10, "yellow": 8}
    assert all(r in data.GOODS for _c, r in data.PATH_TILES.values())


def test_tasks():
    assert len(data.TASKS) == 66
    assert Counter(v[0] for v in data.TASKS.values()) == {"blue": 22, "red": 22, "yellow": 22}
    for colour, pts, _kind, _par in data.TASKS.values():
        assert pts in data.TASK_POINTS[colour]
    assert {2, 3} <= {v[1] for v in data.TASKS.values() if v[0] == "blue"}
    assert {6, 7, 8} <= {v[1] for v in data.TASKS.values() if v[0] == "yellow"}
    # every kind of appendix I is used
    kinds = {v[2] for v in data.TASKS.values()}
    assert len(kinds) == 34
    assert all(data.task_text(t) for t in data.TASKS)
    assert len(data.NOT_WITH_TWO) == 1


def test_markers_resources_and_players_material():
    assert sum(data.MARKER_SUPPLY) == 72 and data.MARKER_SUPPLY[data.WILD] == 12
    assert sum(data.RESOURCE_SUPPLY) == 57 and data.RESOURCE_SUPPLY[data.GOLD] == 12
    assert len(data.FATE_TILES) * 4 == 32 and data.FATE_PER_PLAYER == 8
    sym = Counter(x for t in data.FATE_TILES for x in t)
    assert set(sym) == set(data.MARKERS[:6]) and set(sym.values()) == {4}
    assert all(len(set(t)) == 3 for t in data.FATE_TILES)
    assert len(data.BOWLS) == data.BOWLS_PER_PLAYER == 10
    assert data.NOVICES_PER_PLAYER * 4 == 28 and data.COUNCIL_NOVICES == 5


def test_portals_boards_and_great_bonfire():
    assert len(data.PORTAL_SHAPES) == 7 and data.PORTALS_PER_SHAPE * 7 == 28
    assert len(data.CITY_BOARDS) == 4
    layouts = [data.CITY_NOTCHES[b] for b in data.CITY_BOARDS]
    assert len(set(layouts)) == 4
    assert all(sorted(lay) == sorted(data.PORTAL_SHAPES) for lay in layouts)
    assert len({lay[-1] for lay in layouts}) == 4
    assert len(data.GB_REWARDS) == data.GB_FIELDS == 7
    assert sorted(m for m, _ in data.GB_REWARDS) == sorted(data.MARKERS)
    assert sorted(r for _, r in data.GB_REWARDS) == sorted(list(data.RESOURCES) + ["points"])
    assert data.GUARDIAN_POINTS == (2, 3, 4, 5, 6, 7, 8)


def test_gnomes():
    assert len(data.GNOMES) == 33 and len(data.SPECIALISTS) == 27 and len(data.ELDERS) == 6
    assert sum(1 for r in data.SPECIALISTS.values() if r == "gold") == 3
    assert set(data.GNOME_TEXT) == set(data.GNOMES)
    assert sum(1 for g in data.SPECIALISTS if g.startswith("keeper-")) == 4  # one ability, 4 cards


def test_islands_council_countdown():
    assert len(data.ISLANDS) == 14
    assert sum(1 for k in data.ISLAND_KIND.values() if k == "guardian") == 4
    assert Counter(data.ISLAND_RESOURCE.values()) == {r: 2 for r in data.GOODS}
    assert len(data.CORNER_ISLANDS) == 4
    assert all(len(d) == 14 for d in data.DISTANCE.values())  # routes connect every island
    assert len(data.COUNCIL_BONUSES) == data.COUNCIL_FIELDS == 8
    assert len(data.COUNCIL_TASKS) == 5
    assert data.COUNTDOWN_TRIGGER == {2: 7, 3: 10, 4: 13}
    assert data.COUNTDOWN_TILES == (1, 2, 3, 4, 5)


def test_setup_player_count_differences():
    for n, tasks, portals in ((2, 20, 21), (3, 26, 28), (4, 30, 28)):
        s = GAME.setup({"players": n}, 5)
        assert sum(len(v) for v in s.islands.values()) == tasks
        assert sum(len(f) for f in s.gb_portals) == portals
        assert len({len(f) for f in s.gb_portals}) == 1
        if n == 2:
            assert sorted(s.portal_box) == sorted(data.PORTAL_SHAPES)
            assert not data.NOT_WITH_TWO & {t for v in s.islands.values() for t in v}
        if n == 3:
            assert all(len(s.islands[i]) == 2 for i in data.CORNER_ISLANDS)
        for p in s.players:
            assert p.res == [1] * 6 and p.markers[data.WILD] == 2 and len(p.fate_supply) == 7
            assert [len(b) for b in p.bowls] == [5, 5]
        assert len(s.path_display) == 4 and len(s.spec_display) == 6 and len(s.elders) == 6
