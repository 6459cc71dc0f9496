"""Rulings checked against the rulebook (German text in shared/rules/bonfire.de.txt; quoted here
in translation): discarding surplus markers, the task of guardians at bonfires, and the steps the
engine resolves on its own showing in the log (events of kind "auto")."""

from conftest import BONFIRE, GAME, MI, clear, data, fresh, give, legal_texts, play

from tabula.games.bonfire.rules.tasks import task_met
from tabula.games.bonfire.score import end_breakdown


def auto_texts(events):
    return [e.text for e in events if e.kind == "auto"]


def kind(k):
    return next(t for t, v in data.TASKS.items() if v[2] == k)


# -- item 16: surplus markers may be discarded at any time

def test_surplus_markers_may_be_discarded_when_no_fate_tile_can_be_laid():
    """Rulebook, I. fate tiles: "To take this action you may hold at most 1 action marker in your
    supply. But you may discard surplus action markers unused at any time." -- not only to make
    room for a fate tile: here none can be laid (the supply of fate tiles is empty)."""
    s = fresh()
    clear(s)
    give(s, 0, {"guard": 2, "ship": 1})
    s.players[0].fate_supply = []
    guard = s.supply_m[MI["guard"]]
    assert "fate top" not in legal_texts(s)
    assert {"discard guard", "discard ship"} <= set(legal_texts(s))
    s = play(s, "discard guard", "discard ship")
    assert sum(s.players[0].markers) == 1 and GAME.to_move(s) == [0] and not s.main_done
    assert "discard guard" not in legal_texts(s)  # the last one is not surplus
    assert s.supply_m[MI["guard"]] == guard + 1  # back to the supply, unused


def test_surplus_markers_may_be_discarded_after_the_turns_action():
    """Rulebook: "Du darfst aber jederzeit überzählige Aktionsmarker ungenutzt abwerfen" (you may
    discard surplus markers unused at any time) -- also after the turn's action, while the turn
    goes on (a council task's novice still to send)."""
    s = fresh()
    clear(s)
    give(s, 0, {"path": 3})
    p = s.players[0]
    p.gnomes = sorted(data.GNOMES)[:6]  # meets the council task "6 gnomes"
    s.main_done = True
    assert "councillor gnomes" in legal_texts(s) and "discard path" in legal_texts(s)
    s = play(s, "discard path")
    assert s.players[0].markers[MI["path"]] == 2 and s.current == 0 and s.main_done


# -- item 17: 2 guardians beside a bonfire each

def test_guardians_at_bonfires_count_only_lit_bonfires():
    """Appendix I, yellow tasks: "2 guardians must each stand beside a bonfire". A task turns into
    a bonfire when it is turned over ("Turn over one of your tasks whose condition you have met.
    With that the bonfire is lit again!"), and final scoring counts "each of your guardians that
    stands at a bonfire" only at lit ones; so does this task."""
    s = fresh()
    p = s.players[0]
    p.tasks = [kind("guardians_at_bonfires"), "T01", "T02", None, None, None, None]
    p.guardians = {"own": BONFIRE + 1, "grey": BONFIRE + 2}
    s.guardian_supply["grey"] -= 1
    assert not task_met(s, 0, p.tasks[0]) and "light 1" not in legal_texts(s)
    assert end_breakdown(p)["guardians"] == 0
    p.lit[1] = p.lit[2] = True
    assert task_met(s, 0, p.tasks[0]) and "light 1" in legal_texts(s)
    assert end_breakdown(p)["guardians"] == data.GUARDIAN_POINTS[1] + data.GUARDIAN_POINTS[2]


# -- item 12: steps with a single answer show in the log

def test_a_payment_with_a_yellow_marker_as_the_only_way_is_logged():
    """Rulebook, II. using action markers: "If you must give an action marker, you may instead give
    either 1 yellow action marker or 2 action markers of your choice." -- holding only yellow
    markers, that is the single way to pay; the engine pays and says so, as one payment."""
    s = fresh()
    clear(s)
    give(s, 0, {"wild": 2})
    p = s.players[0]
    for _ in range(3):  # the fourth path tile costs 2 path markers
        p.path.append(s.path_pile.pop())
    s, events = GAME.apply(s, GAME.parse(s, "path"))
    assert auto_texts(events) == ["p1 pays 2 yellow (wild) markers: no other way to pay"]
    assert sum(s.players[0].markers) == 0


def test_paying_the_printed_markers_logs_nothing_more():
    """Paying exactly the printed marker is what the move already says: no note."""
    s = fresh()
    clear(s)
    give(s, 0, {"path": 1})
    s, events = GAME.apply(s, GAME.parse(s, "path"))
    assert [e.kind for e in events] == ["move"] and s.players[0].markers[MI["path"]] == 0


def test_a_council_bonus_that_cannot_be_used_is_logged():
    """Appendix II, bonuses in the High Council: "Take 1 specialist. OR: Take 1 point." -- with 6
    gnomes (the most allowed) the specialist cannot be taken and only the point remains; the
    engine takes it and says so."""
    s = fresh()
    p = s.players[0]
    p.tasks[0] = "T04"  # have the grey guardian
    p.guardians["grey"] = BONFIRE + 5
    s.guardian_supply["grey"] -= 1
    p.gnomes = [g for g in sorted(data.GNOMES) if g not in s.spec_display + s.elders][:6]
    field = data.COUNCIL_BONUSES.index("specialist")
    s = play(s, "light 1")
    s, events = GAME.apply(s, GAME.parse(s, f"council {field + 1}"))
    assert "p1 takes 1 point: the council field's bonus cannot be used" in auto_texts(events)
