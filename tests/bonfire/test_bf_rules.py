"""Rule tests written from the rulebook (German text in shared/rules/bonfire.de.txt)."""

import pytest
from conftest import (
    BONFIRE,
    GAME,
    MI,
    RI,
    WAIT,
    RuleError,
    clear,
    data,
    fresh,
    give,
    legal_texts,
    pending,
    play,
    turn_of,
)

from tabula.games.bonfire.rules.tasks import task_met
from tabula.games.bonfire.score import end_breakdown, finish
from tabula.games.bonfire.steps import PayMarkers, Space

ORDER = [list(range(8))] * 4  # fate supply 0..6; tile 7 (fire, task, gnome) is the start tile
SH = data.PORTAL_SHAPES
ROTATED = [[SH[k], SH[(k + 1) % 7], SH[(k + 2) % 7]] for k in range(7)]  # 2 players: 3 of each


def at_main(s):
    assert pending(s) is None and s.phase == "play"
    return s


# -- setup and the start tile ------------------------------------------------------------------

def test_start_tile_keep_or_swap():
    s = GAME.setup({"players": 2, "start_player": "p1", "fixed": {"fate": ORDER[:2]}}, 3)
    assert GAME.to_move(s) == [0]
    s = play(s, "tauschen")  # German alias of swap
    p = s.players[0]
    assert p.fate_supply[3] == 7 and p.fate[(2, 2)] == data.FATE_TILES[3][0]
    assert p.markers[data.WILD] == 2 and sum(p.markers) == 5
    s = play(s, "keep")
    assert s.players[1].fate[(2, 3)] == data.FATE_TILES[7][1]
    assert s.phase == "play" and GAME.to_move(s) == [0]


# -- I. fate tiles ------------------------------------------------------------------------------

def test_fate_needs_at_most_one_marker_and_counts_areas():
    s = fresh(fate=ORDER[:2])
    assert "fate top" not in legal_texts(s)  # 5 markers held
    clear(s)
    give(s, 0, {"ship": 1})
    s = play(s, "fate top")
    assert "place d2 right" in legal_texts(s)
    assert "place a1 right" not in legal_texts(s)  # must touch a laid tile
    assert "place c3 right" not in legal_texts(s)  # not on a tile
    assert "place g3 right" not in legal_texts(s)  # not over the edge
    s = play(s, "place b2 right")  # b2 path, c2 ship, d2 task above the start tile's task (d3)
    p = s.players[0]
    assert p.markers[MI["path"]] == 1 and p.markers[MI["ship"]] == 2 and p.markers[MI["task"]] == 2
    assert p.fate_count == 2


def test_fate_printed_symbols_and_discard():
    s = fresh(fate=ORDER[:2])
    clear(s)
    give(s, 0, {"guard": 2})
    assert "discard guard" in legal_texts(s)
    s = play(s, "discard guard", "fate top", "place d2 right")
    s = play(s, "p2: keep") if s.phase == "setup" else s
    turn_of(s, 0)
    clear(s)
    s = play(s, "fate bottom", "place c1 right")  # covers c1, d1 and e1, three "choice" squares
    assert legal_texts(s) == ["gain " + r for r in data.GOODS]
    s = play(s, "gain herb", "gain herb")
    assert legal_texts(s) == ["gain " + r for r in data.GOODS]
    s = play(s, "gain root")
    assert s.players[0].res[RI["herb"]] == 2 and s.players[0].res[RI["root"]] == 1


def test_fate_gold_square():
    s = fresh(fate=ORDER[:2])
    p = s.players[0]
    for sq in ((1, 0), (1, 1), (1, 2)):
        p.fate[sq] = "task"
    clear(s)
    s = play(s, "fate top", "place a1 right")  # a1 gold, b1 a wild marker, c1 a good
    assert s.players[0].res[data.GOLD] == 1 and s.players[0].markers[data.WILD] == 1


# -- II. paying ---------------------------------------------------------------------------------

def test_marker_substitutions():
    s = fresh()
    clear(s)
    give(s, 0, {"wild": 1, "ship": 1, "task": 1, "gnome": 1})
    s = play(s, "path")
    opts = legal_texts(s)
    assert "pay wild" in opts and "pay ship+task" in opts and "pay gnome+task" not in opts
    assert "pay path" not in opts
    s = play(s, "pay ship+task")
    assert s.players[0].markers[MI["gnome"]] == 1 and s.players[0].markers[MI["wild"]] == 1


def test_resource_substitutions():
    s = fresh()
    clear(s)
    give(s, 0, {"gnome": 2}, {"gold": 1, "herb": 1, "root": 1})
    g = s.spec_display[0]
    s = play(s, f"recruit {g} with markers")
    opts = legal_texts(s)
    need = data.GNOMES[g]
    assert ("pay gold" in opts) == (need != "gold")
    if need not in ("herb", "root", "gold"):
        assert "pay herb+root" in opts


def test_illegal_payment_is_refused():
    s = fresh()
    clear(s)
    give(s, 0, {"path": 1, "ship": 1})
    s = play(s, "path")
    with pytest.raises(RuleError):
        GAME.apply(s, GAME.parse(s, "pay wild"))


# -- paths ----------------------------------------------------------------------------------------

def test_path_costs_limit_and_refresh():
    s = fresh()
    clear(s)
    give(s, 0, {"path": 9})
    for k in range(6):
        turn_of(s, 0)
        before = s.players[0].markers[MI["path"]]
        s = play(s, "path")
        s = play(s, f"pick {s.path_display[0]}")
        assert before - s.players[0].markers[MI["path"]] == (1 if k < 3 else 2)
        assert len(s.path_display) == 4
    turn_of(s, 0)
    assert "path" not in legal_texts(s)
    s2 = fresh()
    blue = [t for t in data.PATH_TILES if t.startswith("blue")]
    s2.path_pile = [t for t in s2.path_pile + s2.path_display if t not in blue[:4]]
    s2.path_display = blue[:4]
    s2 = play(s2, "path", "pay wild")
    assert "refresh" in legal_texts(s2)
    s2 = play(s2, "refresh")
    assert s2.path_pile[:4] == blue[:4] and "refresh" not in legal_texts(s2)


# -- ship -----------------------------------------------------------------------------------------

def test_ship_costs_and_double_action():
    s = fresh()
    clear(s)
    give(s, 0, {"ship": 6, "task": 1}, {"herb": 2, "blossom": 2, "fruit": 2, "shell": 2, "root": 2})
    s = play(s, "sail fruit2")  # the first trip goes anywhere for 1
    assert s.players[0].markers[MI["ship"]] == 5
    assert "done" in legal_texts(s) and any(t.startswith("task") for t in legal_texts(s))
    s = play(s, "done", "p2: path", "p2: pay wild", f"p2: pick {s.path_display[0]}")
    cost = {i: (1 if d == 1 else 2 if d == 2 else 3) for i, d in data.DISTANCE["fruit2"].items() if d}
    for island, c in cost.items():
        s2 = play(s, f"sail {island}")
        assert s.players[0].markers[MI["ship"]] - s2.players[0].markers[MI["ship"]] == c
    s.players[0].gnomes.append("navigator")
    far = [i for i, d in data.DISTANCE["fruit2"].items() if d == 2][0]
    s2 = play(s, f"sail {far}")
    assert s.players[0].markers[MI["ship"]] - s2.players[0].markers[MI["ship"]] == 1


# -- tasks ----------------------------------------------------------------------------------------

def test_task_costs_rise_per_own_bowl_and_limit():
    s = fresh()
    clear(s)
    give(s, 0, {"task": 9}, {"gold": 6})
    p = s.players[0]
    p.ship = "herb1"
    s.islands["herb1"] = ["T01", "T02", "T03"]
    for k in range(3):
        turn_of(s, 0)
        before = s.players[0].markers[MI["task"]]
        s = play(s, f"task {s.islands['herb1'][0]}")
        while pending(s) is not None and type(pending(s)) is not Space:
            s = play(s, legal_texts(s)[0])
        assert before - s.players[0].markers[MI["task"]] == k + 1
        s = play(s, legal_texts(s)[0])
    assert s.bowls_on["herb1"] == [0, 0, 0]
    assert sum(len(b) for b in s.players[0].bowls) == 7
    turn_of(s, 0)
    p = s.players[0]
    p.tasks = ["T10"] * 7
    s.islands["herb1"] = ["T04"]
    with pytest.raises(RuleError, match="at most 7"):
        GAME.apply(s, (0, "task", "T04"))


def test_task_pays_bowl_and_island_resources():
    s = fresh()
    clear(s)
    p = s.players[0]
    p.ship = "shell1"
    p.bowls = [["herb"], ["fruit"]]
    s.islands["shell1"] = ["T05"]
    give(s, 0, {"task": 1}, {"herb": 1, "shell": 1})
    s = play(s, "task T05")
    assert legal_texts(s) == ["space " + str(k) for k in range(1, 8)]  # only bowl 1 affordable, paid at once
    s = play(s, "space 3")
    p = s.players[0]
    assert p.tasks[2] == "T05" and p.res == [0] * 6 and p.given == ["herb"]


# -- guardians and processions -----------------------------------------------------------------

def test_fetch_guardian_rules():
    s = fresh()
    p = s.players[0]
    p.ship = "grey"
    s = play(s, "fetch grey", "pay wild")
    assert s.players[0].guardians["grey"] == WAIT and s.guardian_supply["grey"] == 3
    turn_of(s, 0)
    with pytest.raises(RuleError, match="already have"):
        GAME.apply(s, (0, "fetch", "grey"))
    p = s.players[0]
    p.guardians.update(red=WAIT, natural=WAIT, pink=WAIT)
    p.ship = "pink"
    with pytest.raises(RuleError):
        GAME.apply(s, (0, "fetch", "pink"))


def test_procession_overtaking_one_per_tile_and_portals():
    s = fresh()
    clear(s)
    p = s.players[0]
    p.path = ["blue1", "red2", "yellow1"]  # fields 2-4 show blossom, fruit, herb
    p.guardians = {"own": 1, "grey": 2, "red": WAIT}
    give(s, 0, {"guard": 2})
    s = play(s, "procession 2", "pay guard", "pay guard")
    opts = legal_texts(s)
    # the front guardian (grey on field 3) moves first; field 4 is free, beyond is not built
    assert opts == ["move grey to path 4", "stay grey", "stop"]
    s = play(s, "move grey to path 4")
    assert s.players[0].res[RI["herb"]] == 1
    opts = legal_texts(s)
    assert "move own to path 3" in opts and "move own to path 4" not in opts
    s = play(s, "move own to path 3", "move red to path 2")
    p = s.players[0]
    assert p.guardians == {"own": 2, "grey": 3, "red": 1}
    assert p.res[RI["fruit"]] == 1 and p.res[RI["blossom"]] == 1
    # a bonfire is reached only through a portal
    turn_of(s, 0)
    p.portals[3] = "star"
    give(s, 0, {"guard": 1})
    s = play(s, "procession 1", "pay guard")
    assert "move grey to bonfire 4" in legal_texts(s)
    s = play(s, "move grey to bonfire 4")
    assert s.players[0].guardians["grey"] == BONFIRE + 3


# -- the Great Bonfire ---------------------------------------------------------------------------

def test_great_bonfire_rotation_rewards_and_portal_order():
    s = fresh(portals=ROTATED)
    clear(s)
    give(s, 0, {"fire": 6})
    s = play(s, "great 5")  # the first use turns to any field for 1
    assert s.players[0].markers[MI["fire"]] == 5 and s.gb_pos == 4
    opts = legal_texts(s)
    # board A's next notch (bonfire 7) takes a hexagon
    assert "take hexagon" in opts and "take star" not in opts and "take points" in opts
    s = play(s, "take hexagon", "take points")
    p = s.players[0]
    assert p.portals[6] == "hexagon" and p.vp_by == {"great bonfire": 2}
    s = play(s, "p2: path", "p2: pay wild", f"p2: pick {s.path_display[0]}")
    costs = {}
    for f in range(1, 8):
        s2 = play(s, f"great {f}")
        costs[f] = 5 - s2.players[0].markers[MI["fire"]] if type(pending(s2)) is not PayMarkers else None
    assert costs[6] == 1 and costs[7] == 2 and costs[1] == 3 and costs[5] == 3


def test_great_bonfire_glutton_and_mason():
    s = fresh(portals=ROTATED)
    p = s.players[0]
    p.gnomes += ["glutton", "mason"]
    s = play(s, "great 1", "pay wild")
    assert "take circle" in legal_texts(s)
    s = play(s, "take circle", "take marker", "take resource")
    p = s.players[0]
    assert p.portals[0] == "circle" and p.markers[MI["path"]] >= 1


# -- gnomes ---------------------------------------------------------------------------------------

def test_recruit_both_ways_refill_and_limit():
    s = fresh(gnome_pile=sorted(data.SPECIALISTS))
    clear(s)
    g = s.spec_display[0]
    r = data.GNOMES[g]
    give(s, 0, {"gnome": 1}, {r: 2})
    s = play(s, f"recruit {g} with resources")
    p = s.players[0]
    assert g in p.gnomes and p.res[RI[r]] == 0 and p.markers[MI["gnome"]] == 0
    assert len(s.spec_display) == 6 and len(s.gnome_pile) == 20
    turn_of(s, 0)
    p.gnomes = ["a"] * 6
    with pytest.raises(RuleError, match="at most 6"):
        GAME.apply(s, (0, "recruit", s.spec_display[0], "markers"))


def test_elder_scores_at_once():
    s = fresh()
    clear(s)
    p = s.players[0]
    p.path = ["blue1", "blue2"]
    p.gnomes = ["elderfriend"]
    give(s, 0, {"gnome": 2}, {"blossom": 1})
    s = play(s, "recruit elder-paths with markers")
    assert s.players[0].vp_by["elders"] == 3 + 2


# -- bonfires, council, bonus actions -----------------------------------------------------------

def test_light_bonfire_council_and_bonus():
    s = fresh()
    p = s.players[0]
    p.tasks[0] = "T04"  # have the grey guardian
    assert "light 1" not in legal_texts(s)
    p.guardians["grey"] = WAIT
    s.guardian_supply["grey"] -= 1
    s = play(s, "light 1")
    assert len(legal_texts(s)) == 8
    s = play(s, "council 1")  # 2 gold and a yellow marker
    p = s.players[0]
    assert p.lit[0] and p.res[data.GOLD] == 3 and p.markers[data.WILD] == 3
    assert s.council[0] == [0] and GAME.to_move(s) == [1]
    turn_of(s, 0)
    p.tasks[1] = "T04"
    s = play(s, "light 2")
    assert "council 1" not in legal_texts(s)  # not twice the same colour
    s = play(s, "council 2")
    assert "point" in legal_texts(s)
    s = play(s, "point")
    assert s.players[0].vp_by["council"] == 1


def test_councillor_bonus_action_before_and_after():
    s = fresh()
    p = s.players[0]
    p.gnomes = ["crowd", "stride", "barter", "tithe", "hoarder", "host"]
    assert "councillor gnomes" in legal_texts(s)
    s = play(s, "councillor gnomes", "council 1")
    p = s.players[0]
    assert s.council_novices == [True, True, True, True, False] and s.council[0] == [-1]
    assert p.res[data.GOLD] == 1 + 2 + 1  # the bonus and the tithe
    assert GAME.to_move(s) == [0] and not s.main_done  # the turn's action is still to come
    s = play(s, "path", "pay wild", f"pick {s.path_display[0]}")
    assert GAME.to_move(s) == [1]


def test_bonus_action_that_uses_up_the_turns_action_ends_the_turn():
    """Bonus actions come before or after the turn. If one taken before it leaves the player
    unable to take any of the three options (here: the sail bonus's island action pays the last
    marker, no fate tile is left), the player has no turn's action left: the turn goes on to the
    next player instead of waiting for a move that cannot be made."""
    s = fresh()
    clear(s)
    p = s.players[0]
    p.fate_supply = []
    p.gnomes = ["crowd", "stride", "barter", "tithe", "hoarder", "haggler"]  # the gnomes council task
    give(s, 0, {"guard": 1})
    assert legal_texts(s) == ["procession 1", "councillor gnomes"]
    s = play(s, "councillor gnomes", "council 7", "sail grey", "fetch grey")  # 7: the free sail
    assert "grey" in s.players[0].guardians
    assert sum(s.players[0].markers) == 0
    assert GAME.to_move(s) == [1] and GAME.legal(s, 1)


def test_no_one_able_to_act_before_the_countdown_ends_the_game_as_a_safety_net():
    """Not a rule: the rulebook leaves open what happens if every player has run out of options
    before the countdown; the engine then ends and scores the game ("stalled")."""
    s = fresh()
    for seat in (0, 1):
        clear(s, seat)
        s.players[seat].fate_supply = []
    give(s, 0, {"ship": 1})
    s = play(s, "sail grey")
    assert s.phase == "over" and s.ended_by == "stalled" and GAME.result(s) is not None


def test_countdown_pass_and_end():
    s = fresh()
    s.council = [[-1], [-1], [-1], [-1], [-1], [1], [], []]
    s.council_novices = [False] * 5
    p = s.players[0]
    p.tasks[0] = "T04"
    p.guardians["grey"] = WAIT
    s = play(s, "light 1", "council 7", "point")  # the 7th novice: the countdown starts
    assert s.cd_stack == [1, 2, 3, 4] and s.cd_current == 5  # seat 0 started and passed the 5
    assert GAME.round_label(s) == "countdown 5"
    s = play(s, "p2: pass")
    assert s.players[1].vp_by["countdown"] == 5 and s.players[1].passed
    turns = 0
    while GAME.to_move(s):
        s = play(s, "pass")
        turns += 1
    assert turns == 1 and s.players[0].vp_by["countdown"] == 4 and s.ended_by == "countdown"
    assert GAME.result(s) is not None


def test_countdown_runs_five_rounds():
    s = fresh()
    s.cd_stack = [1, 2, 3, 4, 5]  # as if seat 0 (the start player) had just set it off
    seen = []
    while GAME.to_move(s):
        if pending(s) is None and not s.main_done:
            seen.append((s.current, GAME.round_label(s)))
        acts = GAME.legal(s, GAME.to_move(s)[0])
        pick = [a for a in acts if a[1] not in ("pass", "discard")] or acts
        s, _ = GAME.apply(s, pick[0])
    assert seen == [(seat, f"countdown {k}") for k in (5, 4, 3, 2, 1) for seat in (0, 1)]
    assert s.ended_by == "countdown"


# -- final scoring ---------------------------------------------------------------------------------

def example_player():
    """The rulebook's final-scoring example (61 points)."""
    s = fresh(fate=ORDER[:2])
    p = s.players[0]
    by = {(c, pts): t for t, (c, pts, _k, _p) in reversed(list(data.TASKS.items()))}
    p.tasks = [by["blue", 2], by["red", 4], by["blue", 2], by["yellow", 7], by["red", 5], None, None]
    p.lit = [True] * 5 + [False] * 2
    p.portals = list(data.CITY_NOTCHES[p.board])  # 7 portals: 5 beside bonfires
    p.path = ["red1", "blue1", "yellow1", "red2"]  # fields 2-5 match bonfires 2-5
    p.guardians = {"own": WAIT, "grey": BONFIRE + 4}  # beside the red 5 bonfire: 6 points
    p.fate_supply = [0, 1]
    p.markers = [1, 1, 0, 0, 0, 0, 0]
    p.res = [1, 1, 0, 0, 0, 0]
    p.vp_by = {"elders": 5}
    p.vp = 5
    return s


def test_final_scoring_example_61():
    s = example_player()
    b = GAME.score(s)[0]
    assert b == {"elders": 5, "bonfires": 20, "guardians": 6, "portals": 10, "paths": 6 + 2, "council": 4,
                 "fate": 6, "supply": 2}
    assert sum(b.values()) == 61


def test_seven_bonfires_score_seven_for_the_council_task():
    s = fresh()
    p = s.players[0]
    p.tasks = ["T01"] * 7
    assert end_breakdown(p)["council"] == 4
    p.lit = [True] * 7
    assert end_breakdown(p)["council"] == 7


def test_tie_break_more_bonfires():
    s = fresh()
    s.players[0].tasks[0] = "T01"
    s.players[0].lit[0] = True
    s.players[1].vp_by = {"x": 2}
    s.players[1].vp = 2
    finish(s, "test")
    assert s.final[0] == s.final[1] and GAME.winners(s) == [0]


# -- specialists ------------------------------------------------------------------------------------

def proc_state(gnomes, **kw):
    s = fresh()
    clear(s)
    p = s.players[0]
    p.path = ["blue1", "red2", "yellow3"]
    p.gnomes = list(gnomes)
    p.guardians = kw.get("guardians", {"own": 1})
    give(s, 0, {"guard": 3})
    return s


def test_stride_crowd_forager_keeper_miner_pilgrim():
    s = play(proc_state(["stride"]), "procession 1", "pay guard")
    assert "move own to path 3" in legal_texts(s)
    s = play(proc_state(["crowd"], guardians={"own": 1, "grey": 2}), "procession 1", "pay guard",
             "stay grey")
    assert "move own to path 3" in legal_texts(s)
    s = play(proc_state(["forager"]), "procession 1", "pay guard", "move own to path 3")
    assert legal_texts(s) == ["gain " + r for r in data.GOODS]
    s = play(proc_state(["keeper-grey"], guardians={"grey": 1}), "procession 1", "pay guard",
             "move grey to path 3")
    assert s.players[0].res[RI["fruit"]] == 2
    s = play(proc_state(["miner"], guardians={"own": WAIT}), "procession 1", "move own to path 1")
    assert s.players[0].res[data.GOLD] == 2
    s = proc_state(["pilgrim"])
    s.players[0].portals[1] = "moon"
    s = play(s, "procession 1", "pay guard", "move own to bonfire 2")
    assert s.players[0].vp_by["pilgrim"] == 2


def test_herald_free_procession_without_yield():
    s = fresh()
    p = s.players[0]
    p.gnomes = ["herald"]
    p.ship = "red"
    p.guardians = {"own": 0}
    p.path = ["blue1"]
    before = list(p.res)
    s = play(s, "fetch red", "pay wild")
    assert legal_texts(s) == ["move own to path 2", "stay own", "stop"]
    s = play(s, "move own to path 2", "move red to path 1")
    assert s.players[0].res == before


def test_doubler_host_digger_hoarder_overhang_fellowship_sage():
    s = fresh()
    clear(s)
    s.players[0].gnomes = ["doubler"]
    s.players[0].path = ["blue1"] * 3
    give(s, 0, {"wild": 2})
    s = play(s, "path")
    assert "pay wild*2" in legal_texts(s) and "pay wild" in legal_texts(s)
    s = fresh()
    s.players[0].gnomes = ["hoarder"]
    clear(s)
    give(s, 0, {"ship": 3})
    assert "fate top" in legal_texts(s)
    s.players[0].gnomes = ["overhang"]
    clear(s)
    s = play(s, "fate top")
    assert any(t.startswith("place b") and t.endswith("left") for t in legal_texts(s))
    s = fresh()
    p = s.players[0]
    p.gnomes = ["fellowship"]
    s.council[0] = [0]
    p.tasks[0] = "T04"
    p.guardians["grey"] = WAIT
    s = play(s, "light 1")
    assert "council 1" in legal_texts(s)
    s = fresh()
    p = s.players[0]
    p.gnomes = ["sage", "a", "b", "c", "d"]
    s.elders.remove("elder-gnomes")
    s.elders.append("elder-gnomes")
    clear(s)
    give(s, 0, {"gnome": 2}, {"root": 1})
    s = play(s, "recruit elder-gnomes with markers")
    p = s.players[0]
    assert "gnomes" in p.met and p.res[data.GOLD] == 1 and p.markers[data.WILD] == 1


def test_envoy_barter_haggler_roadfinder_tithe():
    s = fresh()
    clear(s)
    p = s.players[0]
    p.gnomes = ["envoy", "barter"]
    p.ship = "herb1"
    s.bowls_on["herb1"] = [0, 0]
    s.islands["herb1"] = ["T01"]
    give(s, 0, {"task": 1}, {"gold": 2})
    s = play(s, "task T01")
    assert s.players[0].markers[MI["task"]] == 0
    s = fresh()
    clear(s)
    s.players[0].gnomes = ["roadfinder"]
    give(s, 0, {"path": 1})
    t = s.path_display[0]
    s = play(s, "path", f"pick {t}")
    assert s.players[0].res[RI[data.PATH_TILES[t][1]]] == 1
    s = fresh()
    clear(s)
    s.players[0].gnomes = ["haggler"]
    give(s, 0, {"gnome": 2}, {"herb": 1})
    s = play(s, "recruit elder-fate with markers")
    assert "elder-fate" in s.players[0].gnomes


# -- task kinds (appendix I) -----------------------------------------------------------------------

def kind(k, par=None):
    return next(t for t, v in data.TASKS.items() if v[2] == k and (par is None or v[3] == par))


def test_task_kinds():
    s = fresh()
    p = s.players[0]
    assert not task_met(s, 0, kind("path_good", "herb"))
    p.path = ["blue3"]
    assert task_met(s, 0, kind("path_good", "herb"))
    s.bowls_on["herb1"] = [0, 0]
    assert task_met(s, 0, kind("bowls_one_island", 2))
    assert not task_met(s, 0, kind("bowl_islands", 3))
    s.bowls_on["herb2"] = [0]
    assert task_met(s, 0, kind("bowls_good_islands", "herb"))
    assert task_met(s, 0, kind("two_pairs")) is False
    p.res = [2, 2, 0, 0, 0, 4]
    assert task_met(s, 0, kind("two_pairs")) and task_met(s, 0, kind("gold", 4))
    assert not task_met(s, 0, kind("adjacent_paths_same_good"))
    p.path = ["blue3", "red3"]
    assert task_met(s, 0, kind("adjacent_paths_same_good"))
    p.tasks = ["T01", "T02", "T03", None, None, None, None]
    p.lit = [True, False, False, False, False, False, False]
    assert not task_met(s, 0, kind("colour_tasks", "blue"))
    p.tasks[3] = "T04"
    assert task_met(s, 0, kind("colour_tasks", "blue"))
    assert not task_met(s, 0, kind("bonfires_blue_red"))
    p.bowls = [[], ["herb"]]
    assert task_met(s, 0, kind("bowl_stack_empty"))
    p.markers = [1, 1, 1, 1, 1, 0, 0]
    assert task_met(s, 0, kind("markers", ("path", "ship", "task", "guard", "fire")))
    for sq in data.FATE_RING:
        p.fate[sq] = "task"
    assert task_met(s, 0, kind("fate_ring"))
    assert task_met(s, 0, kind("fate_group", "task"))
    assert not task_met(s, 0, kind("fate_groups4"))
    p.fate[(0, 2)] = p.fate[(4, 2)] = "task"
    assert task_met(s, 0, kind("fate_groups4"))
    assert not task_met(s, 0, kind("fate_gold"))
    p.guardians = {"own": BONFIRE, "grey": BONFIRE + 1}
    assert not task_met(s, 0, kind("guardians_at_bonfires"))  # space 1 holds an unlit task
    p.guardians = {"own": BONFIRE, "grey": BONFIRE + 3}
    p.lit[3] = True
    assert task_met(s, 0, kind("guardians_at_bonfires"))
    p.lit[3] = False
    p.gnomes = ["elder-fate", "elder-paths", "elder-tasks"]
    assert task_met(s, 0, kind("elders")) and task_met(s, 0, kind("gnomes", 3))
    assert not task_met(s, 0, kind("gnomes", 5))
