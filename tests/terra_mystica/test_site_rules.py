"""Issue #15: rules as the online site applies them, and what its logs may write.

Power offers lapse when the faction acts (every game); strict-leech taints on converting, not on
burning; ``dig`` joins an action only before its first transform; cult-reward spades go anywhere;
a cult step of choice may be chosen late in a site log; TW5's key is the player's choice (a
decision live, ``-TRACK`` steering in site logs); give-backs; ``burn 0``; ``pass BONn`` in the
last round; and the importer's turn split for the last faction in the round, which carries its
unused spades into the new turn; ``leech N from F`` answers the offer of N.
"""

import pickle

import pytest
from conftest import (
    DEFAULT_OPTIONS,
    GAME,
    P,
    RuleError,
    place,
    play,
    refused,
    seat,
    setres,
    solo,
    start,
    to_move_factions,
)

from tabula.games.terra_mystica.importer import Importer, SiteLog, _split_row

SITE = [*DEFAULT_OPTIONS, "site-log"]


def _offer_game(options):
    """Round 1, witches to move; a witches' dwelling on E6 offers 3 power to the nomads
    (their trading house on F3 and dwelling on E5)."""
    s = start(["witches", "nomads"], {"witches": ["F4", "A10"], "nomads": ["F3", "I7", "H1"]},
              {"witches": "BON3", "nomads": "BON8"}, options=options)
    place(s, "nomads", "F3", "TP")
    place(s, "nomads", "E5", "D")
    s.terrain["E6"] = "green"
    setres(s, "witches", c=10, w=5, vp=20)
    setres(s, "nomads", c=5, w=5, vp=20, pw=(5, 7, 0))
    return s


def _importer(s):
    """An importer standing at state ``s`` (rows are then fed to it one by one)."""
    imp = Importer(GAME, SiteLog({"players": 2, "factions": ["witches", "nomads"]}))
    imp.state = s
    return imp


def _rows(imp, faction, *rows):
    start_at = len(imp.moves)
    for row in rows:
        imp._row(faction, _split_row(faction, row))
    return imp.moves[start_at:]


# ---------------------------------------------------------------------------
# 1. offers lapse when the faction acts, in every game


@pytest.mark.parametrize("options", [[], DEFAULT_OPTIONS], ids=["no-options", "strict-leech"])
def test_an_action_first_declines_the_factions_own_open_offers_in_every_game(options):
    # DATA.md 7.6: "In every game (with or without strict-leech), a faction that starts a full
    # action first auto-declines all of its own open offers"
    s = _offer_game(options)
    s = play(s, "witches: build E6", "witches: done")
    n, w = seat(s, "nomads"), seat(s, "witches")
    assert [(o.seat, o.by, o.amount) for o in s.offers] == [(n, w, 3)]
    s = play(s, "nomads: advance ship")
    assert s.offers == [] and P(s, "nomads").pw == [5, 7, 0]
    refused(s, "nomads: leech from witches", match="no power offer")


def test_a_later_leech_finds_the_new_offer_not_a_stale_one():
    s = _offer_game([])
    s = play(s, "witches: build E6", "witches: done", "nomads: advance ship", "nomads: done")
    s = play(s, "witches: upgrade E6 to TP")
    n = seat(s, "nomads")
    assert [(o.seat, o.by, o.amount) for o in s.offers if o.seat == n] == [(n, seat(s, "witches"), 3)]
    s = play(s, "nomads: leech 3 from witches")
    assert P(s, "nomads").pw == [2, 10, 0] and P(s, "nomads").vp == 18 + 2  # +2: shipping level 1
    assert s.offers == []


def test_an_auto_declined_offer_of_the_cultists_counts_as_refused():
    # the Cultists get their 1 power once everyone has declined: an action's decline is one
    s = start(["cultists", "nomads"], {"cultists": ["E6", "A7"], "nomads": ["F3", "I7", "H1"]},
              {"cultists": "BON3", "nomads": "BON8"}, options=["errata-cultist-power"])
    s.terrain["E5"] = "brown"
    setres(s, "cultists", pw=(5, 7, 0))
    setres(s, "nomads", pw=(5, 7, 0))
    s = play(s, "cultists: build E5", "cultists: done")
    assert s.offers
    s = play(s, "nomads: advance ship")
    assert s.offers == [] and P(s, "cultists").pw == [4, 8, 0]


# ---------------------------------------------------------------------------
# 2. strict-leech: converting taints the open offers, burning does not


def test_burning_before_answering_is_allowed_and_the_offer_fits_the_capacity_then():
    s = _offer_game(DEFAULT_OPTIONS)
    setres(s, "nomads", pw=(1, 6, 5))  # capacity 8 when offered
    s = play(s, "witches: build E6", "witches: done")
    n = seat(s, "nomads")
    assert (n, "burn", 3) in GAME.legal(s, n)
    s = play(s, "nomads: burn 3")
    assert P(s, "nomads").pw == [1, 0, 8]  # capacity 2 now
    s = play(s, "nomads: leech from witches")
    assert P(s, "nomads").pw == [0, 0, 9]
    assert P(s, "nomads").vp == 19  # 2 power taken for 1 VP


@pytest.mark.parametrize("strict", [True, False], ids=["strict-leech", "no-options"])
def test_converting_with_offers_open_leaves_them_only_to_decline_under_strict_leech(strict):
    s = _offer_game(DEFAULT_OPTIONS if strict else [])
    s = play(s, "witches: build E6", "witches: done")
    n = seat(s, "nomads")
    assert (n, "convert", 1, "W", 1, "C") in GAME.legal(s, n)
    s = play(s, "nomads: convert 1W to 1C")
    if not strict:  # the site only warns
        s = play(s, "nomads: leech from witches")
        assert P(s, "nomads").pw == [2, 10, 0]
        return
    refused(s, "nomads: leech from witches", match="only be declined")
    offers = [a for a in GAME.legal(s, n) if a[1] in ("leech", "decline")]
    assert offers == [(n, "decline", seat(s, "witches"))]
    s = play(s, "nomads: decline from witches")
    assert s.offers == [] and P(s, "nomads").pw == [5, 7, 0]


# ---------------------------------------------------------------------------
# 3. dig only before the action's first transform


def test_dig_before_the_first_transform_joins_the_action():
    s = _offer_game(DEFAULT_OPTIONS)
    setres(s, "witches", w=9, pw=(0, 0, 12))
    s = play(s, "witches: action ACT5", "witches: dig 1")
    assert s.turn.spades == 2 and s.turn.actions == 0


def test_every_dig_the_action_takes_is_listed():
    # a dig beginning an action, or adding to ACT5's spade (or to a dig): legal lists each amount
    # the rules accept (a dig of 2 after ACT5 as well as two of 1), no more
    for first in ([], ["witches: action ACT5"], ["witches: action ACT5", "witches: dig 1"]):
        s = _offer_game(DEFAULT_OPTIONS)
        setres(s, "witches", w=15, pw=(0, 0, 12))
        s = play(s, *first)
        me = seat(s, "witches")
        listed = {a[2] for a in GAME.legal(s, me) if a[1] == "dig"}
        accepted = set()
        for n in range(1, 9):
            try:
                GAME.apply(s, (me, "dig", n))
                accepted.add(n)
            except RuleError:
                pass
        assert listed == accepted and accepted, (first, listed, accepted)
        if len(first) == 1:
            assert 2 in listed  # 3 spades in all: a hex in reach is three steps from forest


def test_dig_after_a_transform_begins_a_new_action():
    # the site: a transform leaves only 'transform' and 'build' as sub-actions of the action
    s = _offer_game(DEFAULT_OPTIONS)
    setres(s, "witches", w=9, pw=(0, 0, 12))
    s = play(s, "witches: action ACT5", "witches: transform E7 to green")
    refused(s, "witches: dig 1", match="action")
    assert (seat(s, "witches"), "dig", 1) not in GAME.legal(s, seat(s, "witches"))
    s = _offer_game(DEFAULT_OPTIONS)
    setres(s, "witches", w=9, pw=(0, 0, 12))
    s = play(s, "witches: action ACT6", "witches: transform E7 to green")
    refused(s, "witches: dig 1", match="action")  # a new action (with a spade still held)


def test_the_last_faction_digs_after_a_transform_on_a_new_turn():
    s = solo("witches", ["F4", "A10"], opponent="nomads")
    setres(s, "witches", w=9, pw=(0, 0, 12))
    s = play(s, "witches: action ACT5", "witches: transform E7 to green")
    refused(s, "witches: dig 1", match="action")  # live play ends the turn explicitly
    s = play(s, "witches: done", "witches: dig 1")
    assert s.turn.spades == 1 and s.turn.transformed == []


def test_the_importer_starts_the_last_factions_new_turn_at_the_dig():
    s = solo("witches", ["F4", "A10"], opponent="nomads")
    setres(s, "witches", w=9, pw=(0, 0, 12))
    moves = _rows(_importer(s), "witches", "action ACT5. transform E7 to green. dig 1. transform E6 to black")
    assert moves == ["witches: action ACT5", "witches: transform E7 to green", "witches: done",
                     "witches: dig 1", "witches: transform E6 to black"]


# ---------------------------------------------------------------------------
# 4. cult-reward spades: each to any hex and any terrain


def test_cult_reward_spades_may_go_to_two_hexes_and_any_terrain():
    # SCORE2 (round 1): 1 spade per 4 on EARTH; the "second hex only to home terrain" limit
    # belongs to one action's spades
    s = solo("witches", ["F4", "A10"], opponent="nomads")
    setres(s, "witches", cult=(0, 0, 8, 0))
    s = play(s, "witches: pass BON7")
    assert s.phase == "spades" and s.turn.spades == 2
    s = play(s, "witches: transform E7 to red", "witches: transform F3 to brown")
    assert (s.terrain["E7"], s.terrain["F3"]) == ("red", "brown")
    assert s.round == 2 and s.phase == "actions"


# ---------------------------------------------------------------------------
# 5. a cult step of choice may wait (site logs)


def test_live_play_asks_for_the_track_first():
    s = solo("witches", ["F4", "A10"], opponent="nomads", bonus="BON2")
    s = play(s, "witches: action BON2")
    refused(s, "witches: pass BON7", match="cult track")
    refused(s, "witches: done", match="cult track")


def test_in_a_site_log_the_last_faction_may_pass_before_choosing_and_the_round_waits():
    s = solo("witches", ["F4", "A10"], opponent="nomads", bonus="BON2", options=SITE)
    fire = P(s, "witches").cult[0]
    s = play(s, "witches: action BON2", "witches: done", "witches: pass BON7")
    assert s.round == 1 and s.turn is None and to_move_factions(s) == ["witches"]
    s = play(s, "witches: +FIRE")
    assert s.round == 2 and P(s, "witches").cult[0] == fire + 1


def test_in_a_site_log_the_turn_does_not_move_on_before_the_choice():
    s = _offer_game(SITE)
    s.players[seat(s, "witches")].bonus = "BON2"
    s = play(s, "witches: action BON2", "witches: convert 1W to 1C")
    refused(s, "witches: done", match="cult track")
    s = play(s, "witches: +WATER", "witches: done")
    assert s.turn.seat == seat(s, "nomads")


def test_the_importer_reads_a_late_cult_choice_after_the_last_factions_pass():
    s = solo("witches", ["F4", "A10"], opponent="nomads", bonus="BON2", options=SITE)
    imp = _importer(s)
    moves = _rows(imp, "witches", "action BON2", "pass BON7", "+AIR")
    assert moves == ["witches: action BON2", "witches: done", "witches: pass BON7", "witches: +AIR"]
    assert imp.state.round == 2


# ---------------------------------------------------------------------------
# 6. TW5: which track takes the key


def _town_ready(options, cult, keys=0):
    """Witches' trading houses on F4, E7, G2: a dwelling on E6 founds a town (power 7, 4 buildings)."""
    s = solo("witches", ["F4", "A10"], opponent="nomads", options=options)
    for h in ("F4", "E7", "G2"):
        place(s, "witches", h, "TP")
    s.terrain["E6"] = "green"
    pl = setres(s, "witches", c=10, w=5, pw=(5, 7, 0), cult=cult)
    pl.keys = keys
    return s


def test_live_tw5_with_two_tracks_at_nine_and_one_key_asks_which_track():
    s = _town_ready(DEFAULT_OPTIONS, (9, 9, 0, 0))
    w = seat(s, "witches")
    s = play(s, "witches: build E6", "witches: +TW5")
    assert [a for a in GAME.legal(s, w) if a[1] not in ("convert", "burn")] == \
        [(w, "key", "FIRE"), (w, "key", "WATER")]
    refused(s, "witches: key EARTH", match="not EARTH")
    refused(s, "witches: done", match="town key")
    from tabula.games.terra_mystica.ai import bot_moves
    assert "key" in {m[0][1] for m, _n in bot_moves(s, w)}  # the computers answer it too
    s = play(s, "witches: key WATER")
    assert P(s, "witches").cult == [9, 10, 1, 1] and s.cult_top[1] == w and P(s, "witches").keys == 0
    assert GAME.format(s, (w, "key", "WATER")) == "witches: key WATER"
    assert GAME.parse(s, "witches: key to water") == (w, "key", "WATER")


def test_tw5_asks_nothing_when_the_keys_suffice():
    s = _town_ready(DEFAULT_OPTIONS, (9, 9, 0, 0), keys=1)
    s = play(s, "witches: build E6", "witches: +TW5")
    assert P(s, "witches").cult == [10, 10, 1, 1] and not s.pending


def test_site_log_steers_tw5s_key_with_a_give_back():
    s = _town_ready(SITE, (9, 9, 0, 0))
    s = play(s, "witches: -FIRE", "witches: build E6", "witches: +TW5")
    assert P(s, "witches").cult == [9, 10, 1, 1] and not s.pending
    s = _town_ready(SITE, (9, 9, 0, 0))  # unsteered: the tracks in order
    s = play(s, "witches: build E6", "witches: +TW5")
    assert P(s, "witches").cult == [10, 9, 1, 1] and not s.pending


def test_a_cult_step_is_given_back_only_from_7_to_9():
    s = _town_ready(SITE, (10, 6, 7, 9))
    refused(s, "witches: -FIRE", match="never from 10")
    refused(s, "witches: -WATER", match="below 7")
    s = play(s, "witches: -EARTH", "witches: -AIR")
    assert P(s, "witches").cult == [10, 6, 6, 8]
    refused(_town_ready(DEFAULT_OPTIONS, (9, 9, 0, 0)), "witches: -FIRE", match="site's logs")


# ---------------------------------------------------------------------------
# 7. give-backs


def test_declining_the_witches_free_dwelling_spends_the_action():
    s = _town_ready(SITE, (0, 0, 0, 0))
    place(s, "witches", "A10", "SH")
    s = play(s, "witches: action ACTW", "witches: -FREE_D")
    refused(s, "witches: build E6", match="action")
    s = play(s, "witches: done")
    assert "ACTW" in P(s, "witches").used


def test_declining_the_nomads_sandstorm_spends_the_action():
    s = solo("nomads", ["I7", "H1", "G7"], opponent="witches", options=SITE)
    place(s, "nomads", "I7", "SH")
    s = play(s, "nomads: action ACTN", "nomads: -FREE_TF")
    refused(s, "nomads: transform I6 to yellow")
    refused(_town_ready(SITE, (0, 0, 0, 0)), "witches: -FREE_D", match="ACTW")
    s = play(s, "nomads: done")
    assert "ACTN" in P(s, "nomads").used and s.terrain["I6"] != "yellow"


def test_resources_are_given_back_one_at_a_time():
    s = _town_ready(SITE, (0, 0, 0, 0))
    setres(s, "witches", c=2, w=1, p=1, vp=20, pw=(1, 2, 3))
    s = play(s, "witches: -1W", "witches: -1C", "witches: -1P", "witches: -1PW", "witches: -1VP")
    assert (P(s, "witches").c, P(s, "witches").w, P(s, "witches").p, P(s, "witches").vp) == (1, 0, 0, 19)
    assert P(s, "witches").pw == [2, 2, 2]
    refused(s, "witches: -1W", match="no W")
    refused(_town_ready(DEFAULT_OPTIONS, (0, 0, 0, 0)), "witches: -1W", match="site's logs")


def test_the_importer_gives_back_several_one_by_one():
    assert _split_row("witches", "-2W. -2water. -2spade. -0C") == \
        ["-w", "-w", "-water", "-water", "-spade", "-spade"]
    imp = _importer(_town_ready(SITE, (0, 0, 0, 0)))
    assert _rows(imp, "witches", "-3W") == ["witches: -1W"] * 3
    assert P(imp.state, "witches").w == 2


# ---------------------------------------------------------------------------
# 8-10. importer: burn 0, pass BONn in the last round, the last faction's new turn


def test_burn_0_is_a_no_op_of_the_site():
    s = _town_ready(SITE, (0, 0, 0, 0))
    setres(s, "witches", pw=(0, 0, 12))
    moves = _rows(_importer(s), "witches", "burn 0. action ACT3")
    assert moves == ["witches: action ACT3"]
    refused(s, "witches: burn 0")  # live play has nothing to burn


def test_pass_with_a_bonus_card_in_the_last_round_passes_without_one():
    s = solo("witches", ["F4", "A10"], opponent="nomads", options=SITE).copy()
    s.round = 6
    refused(s, "witches: pass BON7", match="last round")
    imp = _importer(s)
    assert _rows(imp, "witches", "pass BON7") == ["witches: pass"]
    assert imp.state.phase == "over" and P(imp.state, "witches").bonus is None


def test_the_last_factions_conversion_before_its_next_action_stays_in_the_old_turn():
    # the Darklings' stronghold priests are converted in the turn it was built
    s = solo("darklings", ["E10", "B5"], opponent="witches", opp_dwellings=["I11", "A10"])
    place(s, "darklings", "E10", "TP")
    setres(s, "darklings", c=20, w=10, p=0, pw=(0, 0, 12))
    moves = _rows(_importer(s), "darklings", "upgrade E10 to SH", "convert 3W to 3P. action ACT3")
    assert moves == ["darklings: upgrade E10 to SH", "darklings: convert 3W to 3P", "darklings: done",
                     "darklings: action ACT3"]


def test_the_legacy_engineers_bridge_conversion_given_back_is_nothing():
    assert _split_row("engineers", "convert 2W to 1BRIDGE. -BRIDGE. action ACT3") == ["action ACT3"]
    assert _split_row("engineers", "convert 2W to bridge. bridge E9:D6") == ["action ACTE", "bridge E9:D6"]


# ---------------------------------------------------------------------------
# 11. the last faction's unused spades go with its next turn (site logs)


def _last_with_a_spade_left(options):
    """Round 1, the nomads have passed; the witches took ACT6 (2 spades) and turned E7 (gray) to
    forest with one of them."""
    s = solo("witches", ["F4", "A10"], opponent="nomads", options=options)
    setres(s, "witches", w=9, pw=(0, 0, 12))
    return play(s, "witches: action ACT6", "witches: transform E7 to green")


def test_the_last_faction_carries_its_unused_spades_into_its_next_turn():
    s = _last_with_a_spade_left(SITE)
    w = seat(s, "witches")
    assert s.turn.spades == 1 and (w, "done") in GAME.legal(s, w)
    s = play(s, "witches: done")
    assert s.turn.seat == w and s.turn.spades == 1 and not s.turn.acted
    refused(s, "witches: pass BON7", match="spades")  # nor may the round end with them
    s = play(s, "witches: dig 1")  # a new action, adding to the spade held
    assert s.turn.spades == 2 and s.turn.dug == 1 and P(s, "witches").w == 9 - 3
    s = play(s, "witches: transform E6 to blue", "witches: done")  # brown to blue: 2 spades
    assert (s.terrain["E7"], s.terrain["E6"]) == ("green", "blue")
    assert s.turn.seat == w and s.turn.spades == 0


def test_carried_spades_may_be_the_next_turns_action_or_thrown_away():
    s = play(_last_with_a_spade_left(SITE), "witches: done")
    w = seat(s, "witches")
    assert (w, "transform", "E6", "black") in GAME.legal(s, w) and (w, "discard") in GAME.legal(s, w)
    t = play(s, "witches: transform E6 to black")  # the transform is the new turn's action
    assert t.terrain["E6"] == "black" and t.turn.acted and t.turn.spades == 0
    refused(t, "witches: action ACT3", match="action")
    t = play(s, "witches: -spade", "witches: action ACT3")
    assert t.turn.spades == 0 and t.turn.acted


def test_spades_are_not_carried_in_live_play_nor_past_another_faction():
    refused(_last_with_a_spade_left(DEFAULT_OPTIONS), "witches: done", match="spade")
    s = _offer_game(SITE)  # the nomads have not passed: their turn comes next
    setres(s, "witches", w=9, pw=(0, 0, 12))
    s = play(s, "witches: action ACT6", "witches: transform E7 to green")
    refused(s, "witches: done", match="spade")


def test_the_importer_carries_the_last_factions_spades_into_the_turn_its_dig_begins():
    s = solo("witches", ["F4", "A10"], opponent="nomads", options=SITE)
    setres(s, "witches", w=9, pw=(0, 0, 12))
    imp = _importer(s)
    moves = _rows(imp, "witches", "action ACT6. transform E7 to green. dig 1. transform E6 to blue")
    assert moves == ["witches: action ACT6", "witches: transform E7 to green", "witches: done",
                     "witches: dig 1", "witches: transform E6 to blue"]
    assert imp.state.terrain["E6"] == "blue" and imp.state.turn.spades == 0


# ---------------------------------------------------------------------------
# 12. leech N / decline N from F: the offer of N


def _two_offers(first="E6"):
    """Round 1: the nomads have passed; the witches, last in the round, build a dwelling on E6
    (an offer of 3 to the nomads: their trading house on F3 and dwelling on E5) and upgrade F4 to
    a trading house (an offer of 2: F3), in two turns; ``first`` is built first."""
    s = _offer_game(DEFAULT_OPTIONS)
    setres(s, "witches", c=20, w=10, pw=(0, 0, 12))
    s = play(s, "witches: action ACT3", "witches: done", "nomads: pass BON1")
    builds = ["witches: build E6", "witches: upgrade F4 to TP"]
    for move in builds if first == "E6" else builds[::-1]:
        s = play(s, move, "witches: done")
    return s


def test_leech_n_takes_the_offer_of_n_and_a_plain_leech_the_first():
    s = _two_offers()
    n, w = seat(s, "nomads"), seat(s, "witches")
    assert [(o.seat, o.by, o.amount) for o in s.offers] == [(n, w, 3), (n, w, 2)]
    t = play(s, "nomads: leech 2 from witches")
    assert P(t, "nomads").pw == [3, 9, 0] and P(t, "nomads").vp == 19  # 2 power for 1 VP
    assert [(o.seat, o.by, o.amount) for o in t.offers] == [(n, w, 3)]
    t = play(s, "nomads: leech from witches")
    assert P(t, "nomads").pw == [2, 10, 0] and P(t, "nomads").vp == 18
    assert [(o.seat, o.by, o.amount) for o in t.offers] == [(n, w, 2)]
    t = play(s, "nomads: leech 3 from witches")
    assert [(o.seat, o.by, o.amount) for o in t.offers] == [(n, w, 2)]
    refused(s, "nomads: leech 4 from witches", match="no power offer of 4")


def test_decline_n_declines_the_offer_of_n():
    s = _two_offers()
    n, w = seat(s, "nomads"), seat(s, "witches")
    t = play(s, "nomads: decline 2 from witches")
    assert [(o.seat, o.by, o.amount) for o in t.offers] == [(n, w, 3)] and P(t, "nomads").pw == [5, 7, 0]
    t = play(s, "nomads: decline from witches")
    assert [(o.seat, o.by, o.amount) for o in t.offers] == [(n, w, 2)]
    refused(s, "nomads: decline 1 from witches", match="no power offer of 1")
    t = play(s, "nomads: decline")  # all of them
    assert t.offers == [] and t.round == 1


def test_leech_n_also_takes_an_offer_of_what_n_would_bring():
    # the site matches the amount written or the power it brings: with room for 2 only,
    # 'leech 3' takes the first offer of 2 or 3, here the 2 made first
    s = _two_offers(first="F4")
    n, w = seat(s, "nomads"), seat(s, "witches")
    assert [(o.seat, o.by, o.amount) for o in s.offers] == [(n, w, 2), (n, w, 3)]
    setres(s, "nomads", pw=(0, 2, 10))
    t = play(s, "nomads: leech 3 from witches")
    assert [(o.seat, o.by, o.amount) for o in t.offers] == [(n, w, 3)] and P(t, "nomads").pw == [0, 0, 12]
    assert P(t, "nomads").vp == 19
    refused(s, "nomads: decline 5 from witches", match="no power offer of 5")  # declines: exact


def test_legal_lists_an_amount_only_where_it_picks_another_offer():
    s = _two_offers()
    n, w = seat(s, "nomads"), seat(s, "witches")
    answers = [a for a in GAME.legal(s, n) if a[1] in ("leech", "decline")]
    assert answers == [(n, "leech", w), (n, "leech", w, 2), (n, "decline", w), (n, "decline", w, 2)]
    assert [GAME.format(s, a) for a in answers] == [
        "nomads: leech from witches", "nomads: leech 2 from witches",
        "nomads: decline from witches", "nomads: decline 2 from witches"]
    assert [GAME.parse(s, GAME.format(s, a)) for a in answers] == answers
    for a in [(n, v, w, k) for v in ("leech", "decline") for k in range(10)]:  # the others: the same
        try:
            after = pickle.dumps(GAME.apply(s, a)[0])
        except RuleError:
            continue
        assert a in answers or any(b[1] == a[1] and pickle.dumps(GAME.apply(s, b)[0]) == after
                                   for b in answers), a
    t = play(s, "nomads: leech 2 from witches")
    assert [a for a in GAME.legal(t, n) if a[1] in ("leech", "decline")] == \
        [(n, "leech", w), (n, "decline", w)]
    from tabula.games.terra_mystica.ai import bot_moves
    listed, moves = GAME.legal(s, n), bot_moves(s, n)
    assert moves and all(m[0] in listed for m, _n in moves)


def test_an_answer_with_its_amount_packs_and_unpacks():
    from tabula.games.terra_mystica.compact import _action, _token
    s = _two_offers()
    n, w = seat(s, "nomads"), seat(s, "witches")
    for a in [(n, "leech", w, 2), (n, "decline", w, 3), (n, "leech", None, 2), (n, "leech", w),
              (n, "decline", None)]:
        assert _action(n, _token(s, a)) == a
    assert _token(s, (n, "leech", w, 2)) == f"l{w}:2"


def test_the_importer_keeps_the_amount_only_where_it_picks_another_offer():
    s = _two_offers()
    assert _rows(_importer(s), "nomads", "Leech 3 from witches") == ["nomads: leech from witches"]
    imp = _importer(s)
    assert _rows(imp, "nomads", "Leech 2 from witches", "decline 3 from witches") == \
        ["nomads: leech 2 from witches", "nomads: decline from witches"]
    assert imp.state.offers == [] and P(imp.state, "nomads").vp == 19
