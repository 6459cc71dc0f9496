"""Fate of Venterra component facts, and the STAND-IN values the rulebook does not give.

The rulebook gives the rules and the component counts but shows most component
values only as pictures, and no public source has them (see
``shared/reference/venterra/DATA.md``). Every leaf value below is therefore
wrapped in one of two marks a reader can see and a test can check:

    R(value)   taken from the rulebook text (a count, a named card's text, an example's value)
    S(value)   a STAND-IN we designed; replace it with the printed value by editing this module

The engine never sees the marks: ``plain()`` strips them into the tables at the
bottom of this module (``UNITS``, ``LEADERS``, ...), and ``STANDIN_PATHS`` lists
every stand-in leaf by its path, so printed values can be dropped in here alone.
"""

from __future__ import annotations


class Mark:
    __slots__ = ("v",)

    def __init__(self, v):
        self.v = v

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.v!r})"


class S(Mark):
    """A stand-in value: not printed in the rulebook text; designed for this implementation."""


class R(Mark):
    """A value stated in the rulebook text."""


# ---------------------------------------------------------------------------
# the game's fixed facts

RAW_FACTS = {
    "rounds": R(6),
    "bid_after_rounds": R((2, 4, 5)),
    "quests": R(39),
    "potg_cards": R(25),
    "explore_tokens_by_defence": R({0: 16, 1: 32, 2: 14}),
    "explore_reward_counts": R((8, 8, 10, 10, 12, 14)),
    "map_tiles": R(10),
    "large_army_supply": R(3),
    "track_rewards_at": R((2, 5, 8, 11, 14)),
    "track_doubling_from": R(16),
    "track_max": R(30),
    "wealth_per_ip": R(3),
    "leader_ranks": R((0, 1, 1, 1, 2, 2, 3)),  # plus the Treaty
    "later_battle_penalty": R(2),
    "press_attack_penalty": R(1),
    "min_hex_distance": R(3),
    "start_hand_budget": R(3),
    "first_game_leaders": R((0, 1, 2)),
}

FACTIONS = ("order", "legion", "bear", "pack", "watch")
FACTION_NAMES = {
    "order": "The Order",
    "legion": "The Legion of the Dragon",
    "bear": "The Children of the Bear",
    "pack": "The Pack",
    "watch": "The Northern Watch",
}
FACTION_COLOURS = {"order": "white", "legion": "red", "bear": "gold", "pack": "brown", "watch": "blue"}
COMMANDS = ("plan", "reinforce", "charge", "maneuver")
UNIT_TYPES = ("soldier", "ship", "scout", "siege", "knight")
FORGE_NAMES = {
    "soldier": "brute",
    "ship": "corsair",
    "scout": "ranger",
    "siege": "golem",
    "knight": "paladin",
}
SUPPORT_UNITS = ("ship",)
TERRAINS = ("land", "water", "mountain", "desert", "forest")
TERRAIN_CARDS = ("venterra", "paradise", "power")
TERRAIN_CARD_NAMES = {"venterra": "Venterra", "paradise": "Land of Paradise", "power": "Power of Venterra"}
LANDMARKS = ("kingdom", "court")
LANDMARK_NAMES = {"kingdom": "Forgotten Kingdom", "court": "Corrupted Court"}
OUTPOST_UPGRADES = ("tower", "academy", "forge")
SHRINE_UPGRADES = ("basilica", "temple")

# ---------------------------------------------------------------------------
# units: (attack, defence, march, supply, cost); march 0 for ships = any water territory


def _u(a, d, m, s, c):
    return {"attack": S(a), "defence": S(d), "march": S(m), "supply": S(s), "cost": S(c)}


BASE_UNITS = {
    "soldier": _u(1, 1, 1, 1, 1),
    "ship": _u(1, 1, 0, 1, 1),
    "scout": _u(1, 0, 2, 1, 2),
    "siege": _u(0, 0, 1, 2, 2),
    "knight": _u(2, 2, 2, 2, 3),
}
FORGE_UNITS = {
    "soldier": _u(2, 1, 1, 1, 1),  # brute: kills one extra unit when it wins
    "ship": _u(1, 1, 0, 1, 1),  # corsair: its support costs nothing
    "scout": _u(1, 0, 3, 1, 2),  # ranger: one extra movement (rulebook)
    "siege": _u(1, 0, 1, 2, 2),  # golem: one extra attack (rulebook)
    "knight": _u(2, 3, 2, 2, 3),  # paladin: +1 defence to a ranger in the battle
}
# per-faction differences from the unit card above (a path -> value); Legion's ship is the rulebook's
RAW_UNIT_TWEAKS = {
    "legion": {"ship.attack": R(1), "ship.cost": R(0)},
    "watch": {"ship.cost": S(0), "knight.defence": S(3)},
    "bear": {"soldier.defence": S(1), "siege.cost": S(1)},
    "pack": {"scout.march": S(3), "knight.cost": S(2)},
    "order": {"knight.cost": S(3)},
}
RAW_UNIT_POOL = {t: S(n) for t, n in {"soldier": 8, "ship": 3, "scout": 4, "siege": 2, "knight": 3}.items()}
# the siege's +2 attack against a territory with a building, and the scout's second scout, are rulebook text
RAW_UNIT_RULES = {
    "siege_vs_building": R(2),
    "scouts_per_recruit": R(2),
    "mountain_defence": R(1),
    "ship_support_cost": R(1),
    "ship_support_bonus": R(1),
    "retreat_march": R(1),
    "gold_outpost_march": R(1),
    "eldapriest_rebuild_cost": R(2),
    "kajer_cure_cards": R(4),
}

# ---------------------------------------------------------------------------
# factions: starting resources, starting pieces, income, hex building, board

RAW_FACTION_BOARDS = {
    "order": {
        "wealth": S(8),
        "income": S({"wealth": 3}),
        "start_building": S("shrine"),
        "start_units": S(("soldier", "soldier", "scout", "knight")),
        "hex": S("fortress"),
    },
    "legion": {
        "wealth": S(5),
        "income": S({"wealth": 2}),
        "start_building": S("outpost"),
        "start_units": S(("soldier", "soldier", "soldier", "soldier", "ship")),
        "hex": S("fortress"),
    },
    "bear": {
        "wealth": S(4),
        "income": S({"wealth": 1}),
        "start_building": S("outpost"),
        "start_units": S(("soldier", "soldier", "soldier", "scout", "knight")),
        "hex": R("kajer"),
    },
    "pack": {
        "wealth": S(3),
        "income": S({"wealth": 1, "battle": 1}),
        "start_building": S("outpost"),
        "start_units": S(("soldier", "soldier", "soldier", "scout", "scout", "knight")),
        "hex": R("eldapriest"),
    },
    "watch": {
        "wealth": S(5),
        "income": S({"wealth": 2}),
        "start_building": S("outpost"),
        "start_units": S(("soldier", "soldier", "soldier", "ship", "knight")),
        "hex": S("fortress"),
    },
}
# pieces on a board: outposts (squares) and shrines (circles). gold has 2 map outposts and 2 map shrines plus
# the printed top-most outpost and shrine (rulebook); the others have 3 of each (stand-in)
RAW_BOARD_PIECES = {
    "order": S({"outpost": 3, "shrine": 3}),
    "legion": S({"outpost": 3, "shrine": 3}),
    "bear": R({"outpost": 2, "shrine": 2}),
    "pack": S({"outpost": 3, "shrine": 3}),
    "watch": S({"outpost": 3, "shrine": 3}),
}
RAW_BUILDINGS = {
    "outpost": {"cost": R(3), "defence": S(1), "ip": S(1), "income": S({"wealth": 1})},
    "shrine": {"cost": R(3), "defence": S(0), "ip": S(2), "income": S({"track": 1})},
    "fortress": {"defence": S(2), "ip": S(4), "income": S({"wealth": 2})},
    "kajer": {"attack": S(0), "defence": S(1), "march": S(1), "ip": S(4), "income": S({"wealth": 2})},
    "kajer_cured": {
        "attack": S(2),
        "defence": S(2),
        "march": S(1),
        "supply": R(0),
        "ip": S(6),
        "income": S({"dev": 2}),
    },
    "eldapriest": {
        "attack": S(1),
        "defence": S(1),
        "march": S(1),
        "ip": S(3),
        "income": S({"wealth": 1, "battle": 1}),
    },
    "gold_top_outpost": {"income": R({"wealth": 2}), "ip": S(1)},
    "gold_top_shrine": {"ip": S(2), "lose_for": R(2), "gain_wealth": R(2)},
    "gold_outpost": {"defence": R(0), "march": R(1)},
}
RAW_UPGRADES = {
    "tower": {"cost": S(3), "defence": S(1), "ip": S(2), "income": S({})},
    "academy": {"cost": S(4), "defence": S(0), "ip": S(2), "income": S({}), "unit_discount": R(1)},
    "forge": {"cost": S(5), "defence": S(0), "ip": S(1), "income": S({"wealth": -1})},
    "basilica": {"cost": S(5), "defence": S(0), "ip": S(4), "income": S({})},
    "temple": {"cost": S(3), "defence": S(0), "ip": S(2), "income": S({"dev": 1})},
}

# ---------------------------------------------------------------------------
# faction abilities: the starting one is free; the costs are the rulebook's

RAW_ABILITIES = {
    "order": {
        "loyal_patrons": R(0),
        "convert": R(1),
        "divine_protectorates": R(2),
        "enforcer_of_the_gods": R(2),
    },
    "legion": {
        "imperial_conscripts": R(0),
        "noble_benefactors": R(1),
        "surplus_supply": R(3),
        "press_the_attack": R(1),
    },
    "bear": {"skilled_tacticians": R(0), "ambush": R(1), "warders_of_the_king": R(2), "tribal_nomads": R(2)},
    "pack": {"seasoned_hunters": R(0), "hidden_support": R(2), "battle_sworn": R(1), "divination": R(1)},
    "watch": {
        "siphon_magic": R(0),
        "rally_the_watch": R(2),
        "might_of_the_watch": R(3),
        "nullify_magic": R(2),
    },
}
ABILITY_NAMES = {
    "loyal_patrons": "Loyal Patrons",
    "convert": "Convert",
    "divine_protectorates": "Divine Protectorates",
    "enforcer_of_the_gods": "Enforcer of the Gods",
    "imperial_conscripts": "Imperial Conscripts",
    "noble_benefactors": "Noble Benefactors",
    "surplus_supply": "Surplus Supply",
    "press_the_attack": "Press the Attack",
    "skilled_tacticians": "Skilled Tacticians",
    "ambush": "Ambush",
    "warders_of_the_king": "Warders of the King",
    "tribal_nomads": "Tribal Nomads",
    "seasoned_hunters": "Seasoned Hunters",
    "hidden_support": "Hidden Support",
    "battle_sworn": "Battle Sworn",
    "divination": "Divination",
    "siphon_magic": "Siphon Magic",
    "rally_the_watch": "Rally the Watch",
    "might_of_the_watch": "Might of the Watch",
    "nullify_magic": "Nullify Magic",
}
RAW_ABILITY_RULES = {
    "purchased_ability_ip": S(2),
    "patrons_cost": R(2),
    "protectorates_costs": R((1, 3, 5, 7, 9)),  # total wealth for 1..5 defence: 1, then 2 for each more
    "benefactor_picks": R(3),
    "legion_power": R({4: 6, 6: 10, 8: 14, 10: 18}),
    "legion_power_odd": S({5: 6, 7: 10, 9: 14}),  # between the printed steps: the lower step
    "pack_power_per_pop": R(4),
    "watch_power_per_pop": R(1),
    "siphon_leader_cost": R(2),
    "order_power_dev": R(2),
    "might_unit": S("knight"),
    "nullify_against": R(2),
    "nullify_other": R(3),
}

# ---------------------------------------------------------------------------
# leader cards: 8 per faction. (name, rank, cost, attack, defence, text key)
# the named cards' text is the rulebook's; every stat is a stand-in except the examples' bonuses.


def _L(name, rank, a, d, text=None, named=False):
    return {
        "name": R(name) if named else S(name),
        "rank": R(rank) if rank is not None else R(None),
        "cost": S(rank if rank is not None else 1),
        "attack": S(a),
        "defence": S(d),
        "text": R(text) if text else S(None),
    }


RAW_LEADERS = {
    "order": {
        "treaty": _L("Treaty", None, 0, 0, "treaty", named=True),
        "initiate": _L("Initiate", 0, 0, 0, "rank0"),
        "enforcer": {
            "name": R("Enforcer"),
            "rank": S(1),
            "cost": S(1),
            "attack": R(1),
            "defence": S(0),
            "text": S(None),
        },
        "warden": _L("Warden", 1, 0, 1),
        "zealot": _L("Zealot", 1, 1, 1),
        "inquisitor": _L("Inquisitor", 2, 2, 1),
        "templar": _L("Templar", 2, 1, 2),
        "laelith_quinn": {**_L("Laelith Quinn", 3, 2, 2, "laelith", named=True), "rank": S(3), "cost": S(3)},
    },
    "legion": {
        "treaty": _L("Treaty", None, 0, 0, "treaty", named=True),
        "recruit": _L("Recruit", 0, 0, 0, "rank0"),
        "centurion": _L("Centurion", 1, 1, 0),
        "vanguard": _L("Vanguard", 1, 1, 1),
        "legate": _L("Legate", 1, 0, 2),
        "tribune": _L("Tribune", 2, 2, 1),
        "praetor": _L("Praetor", 2, 1, 3),
        "kai_da_rasa": {**_L("Kai Da Rasa", 3, 3, 1, "kai_da_rasa", named=True), "rank": S(3), "cost": S(3)},
    },
    "bear": {
        "treaty": _L("Treaty", None, 0, 0, "treaty", named=True),
        "cub": _L("Cub", 0, 0, 0, "rank0"),
        "terrif": {
            "name": R("Terrif"),
            "rank": S(1),
            "cost": S(1),
            "attack": S(0),
            "defence": R(2),
            "text": S(None),
        },
        "raider": _L("Raider", 1, 1, 1),
        "hunter": _L("Hunter", 1, 1, 0),
        "warlord": _L("Warlord", 2, 2, 1),
        "shaman": _L("Shaman", 2, 1, 2),
        "jur_en_keshta": {**_L("Jur'en Keshta", 3, 2, 2, "jur_en", named=True), "rank": S(3), "cost": S(3)},
    },
    "pack": {
        "treaty": _L("Treaty", None, 0, 0, "treaty", named=True),
        "pup": _L("Pup", 0, 0, 0, "rank0"),
        "howler": _L("Howler", 1, 1, 0),
        "stalker": _L("Stalker", 1, 1, 1),
        "elder": _L("Elder", 1, 0, 2),
        "alpha": _L("Alpha", 2, 2, 1),
        "moonseer": _L("Moonseer", 2, 1, 2),
        "hisk_draknii": {**_L("Hisk Draknii", 3, 2, 2, "hisk", named=True), "rank": S(3), "cost": S(3)},
    },
    "watch": {
        "treaty": _L("Treaty", None, 0, 0, "treaty", named=True),
        "squire": _L("Squire", 0, 0, 0, "rank0"),
        "watcher": {
            "name": R("Watcher"),
            "rank": S(1),
            "cost": S(1),
            "attack": R(1),
            "defence": S(0),
            "text": S(None),
        },
        "warden": _L("Warden", 1, 0, 1),
        "sentinel": _L("Sentinel", 1, 1, 1),
        "captain": _L("Captain", 2, 2, 1),
        "marshal": _L("Marshal", 2, 1, 2),
        "derr_malken": {**_L("Derr Malken", 3, 2, 2, "derr", named=True), "rank": S(3), "cost": S(3)},
    },
}
RANK0_LEADER_BUDGET = R(2)

# ---------------------------------------------------------------------------
# Power of the Gods: 11 designs x 2, plus 3 Power of Quin (rulebook count; designs are stand-ins)
# window: "battle" = in a battle you are part of, after the reveal;
# "turn" = on your command card or quest turn

RAW_POTG = {
    "wrath": {
        "name": S("Wrath of the Sky"),
        "window": S("battle"),
        "effect": S(("own", 2)),
        "against": S(False),
    },
    "bulwark": {
        "name": S("Stone Bulwark"),
        "window": S("battle"),
        "effect": S(("defend", 3)),
        "against": S(False),
    },
    "curse": {
        "name": S("Curse of Des'adar"),
        "window": S("battle"),
        "effect": S(("foe", 2)),
        "against": S(True),
    },
    "valor": {"name": S("Valor"), "window": S("battle"), "effect": S(("valor", 1)), "against": S(False)},
    "mercy": {"name": S("Mercy"), "window": S("battle"), "effect": S(("mercy", 0)), "against": S(False)},
    "bounty": {"name": S("Bounty"), "window": S("turn"), "effect": S(("wealth", 3)), "against": S(False)},
    "insight": {"name": S("Insight"), "window": S("turn"), "effect": S(("quest", 1)), "against": S(False)},
    "muster": {"name": S("Muster"), "window": S("turn"), "effect": S(("soldiers", 2)), "against": S(False)},
    "wisdom": {"name": S("Wisdom"), "window": S("turn"), "effect": S(("track", 2)), "against": S(False)},
    "swiftness": {
        "name": S("Swiftness"),
        "window": S("turn"),
        "effect": S(("march", 2)),
        "against": S(False),
    },
    "patronage": {
        "name": S("Patronage"),
        "window": S("turn"),
        "effect": S(("leader", 2)),
        "against": S(False),
    },
    "quin": {
        "name": R("Power of Quin"),
        "window": S("turn"),
        "effect": S(("complete", 1)),
        "against": S(False),
    },
}
RAW_POTG_COPIES = {k: (R(3) if k == "quin" else R(2)) for k in RAW_POTG}

# ---------------------------------------------------------------------------
# quests 1-39: (kind acquire|pay, requirement, reward, influence)
# requirement: ("outposts", n) ("shrines", n) ("buildings", n) ("upgrades", n) ("terrain", t, n) ("pop", n)
#   ("units", n) ("unit", type, n) ("battle", n) ("dev", n) ("abilities", n) ("territories", n)
#   pay: ("wealth", n) ("potg", n) ("battle", n) ("dev", n)
# reward: ("wealth", n) ("battle", n) ("dev", n) ("track", n) ("potg", n) ("unit", type) ("leader", max cost)

_Q = [
    ("acquire", ("outposts", 2), ("wealth", 2), 3),
    ("acquire", ("shrines", 2), ("dev", 2), 3),
    ("acquire", ("buildings", 3), ("potg", 1), 4),
    ("acquire", ("upgrades", 1), ("wealth", 2), 2),
    ("acquire", ("upgrades", 2), ("track", 2), 4),
    ("acquire", ("terrain", "mountain", 2), ("battle", 2), 3),
    ("acquire", ("terrain", "forest", 2), ("dev", 2), 3),
    ("acquire", ("terrain", "water", 2), ("wealth", 3), 3),
    ("acquire", ("terrain", "desert", 1), ("potg", 1), 2),
    ("acquire", ("pop", 1), ("wealth", 2), 2),
    ("acquire", ("pop", 2), ("track", 2), 5),
    ("acquire", ("units", 8), ("battle", 2), 3),
    ("acquire", ("units", 11), ("potg", 1), 5),
    ("acquire", ("unit", "knight", 2), ("wealth", 2), 3),
    ("acquire", ("unit", "ship", 2), ("dev", 2), 3),
    ("acquire", ("unit", "scout", 3), ("battle", 2), 3),
    ("acquire", ("unit", "siege", 1), ("wealth", 2), 2),
    ("acquire", ("battle", 6), ("dev", 2), 3),
    ("acquire", ("dev", 6), ("battle", 2), 3),
    ("acquire", ("abilities", 1), ("wealth", 2), 2),
    ("acquire", ("abilities", 2), ("track", 3), 5),
    ("acquire", ("territories", 6), ("wealth", 2), 3),
    ("acquire", ("territories", 9), ("potg", 1), 6),
    ("acquire", ("terrain", "land", 2), ("unit", "soldier"), 2),
    ("pay", ("wealth", 3), ("track", 2), 3),
    ("pay", ("wealth", 5), ("potg", 1), 5),
    ("pay", ("wealth", 4), ("unit", "knight"), 4),
    ("pay", ("wealth", 2), ("dev", 1), 2),
    ("pay", ("potg", 1), ("wealth", 3), 3),
    ("pay", ("potg", 2), ("track", 3), 6),
    ("pay", ("battle", 2), ("wealth", 3), 3),
    ("pay", ("dev", 2), ("potg", 1), 3),
    ("pay", ("wealth", 6), ("track", 2), 6),
    ("pay", ("battle", 3), ("leader", 2), 4),
    ("pay", ("dev", 3), ("leader", 3), 4),
    ("pay", ("wealth", 3), ("unit", "ship"), 3),
    ("acquire", ("terrain", "mountain", 3), ("potg", 1), 5),
    ("acquire", ("buildings", 5), ("track", 2), 6),
    ("pay", ("potg", 1), ("battle", 3), 3),
]
RAW_QUESTS = {
    n + 1: {"kind": S(k), "req": S(req), "reward": S(rew), "ip": S(ip)}
    for n, (k, req, rew, ip) in enumerate(_Q)
}

# ---------------------------------------------------------------------------
# explore tokens: 62 tokens, defence counts from the rulebook;
# which reward goes with which count is a stand-in
# (the component table's pictograms did not extract). The five listed rewards plus a sixth:
# a development point.

RAW_EXPLORE_REWARDS = {
    "scout": S(8),
    "potg": S(8),
    "quest": S(10),
    "battle": S(10),
    "dev": S(12),
    "wealth": S(14),
}
# where each defence goes on the map (the territory icons did not extract):
RAW_TOKEN_PLACES = {2: S(("pop",)), 0: S(("water", "desert")), 1: S(("mountain", "forest"))}

# ---------------------------------------------------------------------------
# bidding rewards (drafted in the new initiative order); 'wealth2' may be taken by any number of players

RAW_BID_REWARDS = {
    "wealth2": R(2),
    "potg": S(1),
    "knight": S(1),
    "track": S(2),
    "leader": S(2),
    "quest": S(1),
}

# ---------------------------------------------------------------------------
# mastery tracks: the rewards are the rulebook's; the influence of a track position is a stand-in reading of
# "points start doubling at the 16 mark": position n is worth n-1 up to 16, then 2 per step.

RAW_TRACK_REWARDS = {
    "battle": R(
        {2: ("wealth", 1), 5: ("potg_wealth", 1), 8: ("knight", 1), 11: ("leaders", 3), 14: ("march", 3)}
    ),
    "dev": R({2: ("wealth", 1), 5: ("ability", 1), 8: ("build", 1), 11: ("upgrade", 1), 14: ("quest", 1)}),
}

# ---------------------------------------------------------------------------
# terrain cards: influence per controlled territory at the end (stand-in) and the modifiers (rulebook)

RAW_TERRAIN_CARDS = {
    "venterra": {
        "ip": S({"land": 1, "water": 0, "mountain": 2, "desert": 1, "forest": 2, "pop": 2}),
        "no_build": R(("desert",)),
        "mountain_defence": R(1),
        "water_peace": R(False),
    },
    "paradise": {
        "ip": S({"land": 1, "water": 1, "mountain": 1, "desert": 0, "forest": 2, "pop": 2}),
        "no_build": R(()),
        "mountain_defence": R(0),
        "water_peace": R(True),
        "desert_upgraded_ip": R(2),
        "mountain_upgraded_wealth": R(1),
    },
    "power": {
        "ip": S({"land": 1, "water": 0, "mountain": 1, "desert": 1, "forest": 1, "pop": 0}),
        "no_build": R(()),
        "mountain_defence": R(1),
        "water_peace": R(False),
        # the n-th Place of Power controlled adds: (wealth in phase 1, IP at the end, PotG in phase 1);
        # the rulebook's example fixes the sum for 3: 1 Wealth, 6 IP, 1 card
        "pop_steps": S(((0, 2, 0), (1, 2, 0), (0, 2, 1), (1, 2, 0), (0, 2, 1), (1, 2, 0))),
    },
}

# ---------------------------------------------------------------------------
# map: a tile is 7 hexes (a centre and a ring of 6); letters: L land (no terrain type), W water, M mountain,
# D desert, F forest; '*' marks a Place of Power. Landmarks: the rulebook's text; tiles: stand-ins.

RAW_LANDMARKS = {
    "kingdom": R("L* M F L M F L"),  # 2 outer mountains (+1 Wealth), 2 forests (+1 track point)
    "court": R("C* O* O O O O O"),  # centre; the outer ring is one territory; 2 Places of Power
}
RAW_LANDMARK_INCOME = {
    "kingdom_mountain": R({"wealth": 1}),
    "kingdom_forest": R({"track": 1}),
    "court_outer": R({"wealth": 1, "dev": 1}),
    "court_centre": R({"potg": 1, "wealth": 2}),
    "court_outer_ip": R(12),
}
RAW_TILES = {
    1: (S("L* W M F L F L"), S("M* L W F L D L")),
    2: (S("F* M L W L D L"), S("L* F M L W M L")),
    3: (S("L* D F L M W L"), S("W* M L F L F M")),
    4: (S("M* F L W L M L"), S("L* W L D F M L")),
    5: (S("L* F W L M F L"), S("F* L M L W L D")),
    6: (S("D* M F L W L L"), S("L* F L M L F W")),
    7: (S("L* W D L F M L"), S("M* L F W L L F")),
    8: (S("F* L M W L F L"), S("L* M D L F L W")),
    9: (S("L* M L F W L D"), S("W* F L M L M L")),
    10: (S("M* W L F L L F"), S("L* D F L W M L")),
}

# pre-built maps (the printed diagrams are images): tiles placed around the Forgotten Kingdom, side A, in slot
# order; the starting spots are then found by the placement rules in initiative order.
RAW_PREBUILT = {
    2: S((1, 2, 3, 4)),
    3: S((1, 2, 3, 4, 5, 6)),
    4: S((1, 2, 3, 4, 5, 6, 7, 8)),
    5: S((1, 2, 3, 4, 5, 6, 7, 8, 9, 10)),
}

# ---------------------------------------------------------------------------
# treaty (its text is not in the rulebook): played at the beginning of a command phase naming a rival; during
# that phase neither may march or recruit into a territory the other controls.
RAW_TREATY = {"effect": S("no marching or recruiting into each other's territories for the phase")}


# ---------------------------------------------------------------------------
# unwrap into plain tables, collecting the paths of stand-ins

STANDIN_PATHS: set[str] = set()
RULEBOOK_PATHS: set[str] = set()
UNMARKED_PATHS: set[str] = set()


def _plain(x, path: str):
    if isinstance(x, S):
        STANDIN_PATHS.add(path)
        return x.v
    if isinstance(x, R):
        RULEBOOK_PATHS.add(path)
        return x.v
    if isinstance(x, dict):
        return {k: _plain(v, f"{path}.{k}") for k, v in x.items()}
    if isinstance(x, tuple) and any(isinstance(v, (Mark, dict)) for v in x):
        return tuple(_plain(v, f"{path}.{i}") for i, v in enumerate(x))
    UNMARKED_PATHS.add(path)
    return x


RAW_TABLES = {
    "facts": RAW_FACTS,
    "base_units": BASE_UNITS,
    "forge_units": FORGE_UNITS,
    "unit_tweaks": RAW_UNIT_TWEAKS,
    "unit_pool": RAW_UNIT_POOL,
    "unit_rules": RAW_UNIT_RULES,
    "faction_boards": RAW_FACTION_BOARDS,
    "board_pieces": RAW_BOARD_PIECES,
    "buildings": RAW_BUILDINGS,
    "upgrades": RAW_UPGRADES,
    "abilities": RAW_ABILITIES,
    "ability_rules": RAW_ABILITY_RULES,
    "leaders": RAW_LEADERS,
    "rank0_budget": {"v": RANK0_LEADER_BUDGET},
    "potg": RAW_POTG,
    "potg_copies": RAW_POTG_COPIES,
    "quests": RAW_QUESTS,
    "explore_rewards": RAW_EXPLORE_REWARDS,
    "token_places": RAW_TOKEN_PLACES,
    "bid_rewards": RAW_BID_REWARDS,
    "track_rewards": RAW_TRACK_REWARDS,
    "terrain_cards": RAW_TERRAIN_CARDS,
    "landmarks": RAW_LANDMARKS,
    "landmark_income": RAW_LANDMARK_INCOME,
    "tiles": RAW_TILES,
    "prebuilt": RAW_PREBUILT,
    "treaty": RAW_TREATY,
}
PLAIN = {k: _plain(v, k) for k, v in RAW_TABLES.items()}

FACTS = PLAIN["facts"]
UNIT_RULES = PLAIN["unit_rules"]
UNIT_POOL = PLAIN["unit_pool"]
BUILDINGS = PLAIN["buildings"]
UPGRADES = PLAIN["upgrades"]
BOARDS = PLAIN["faction_boards"]
BOARD_PIECES = PLAIN["board_pieces"]
ABILITIES = PLAIN["abilities"]
ABILITY_RULES = PLAIN["ability_rules"]
STARTING_ABILITY = {f: next(a for a, c in v.items() if c == 0) for f, v in ABILITIES.items()}
ABILITY_FACTION = {a: f for f, v in ABILITIES.items() for a in v}
LEADERS = PLAIN["leaders"]
RANK0_BUDGET = PLAIN["rank0_budget"]["v"]
POTG = PLAIN["potg"]
POTG_COPIES = PLAIN["potg_copies"]
QUESTS = PLAIN["quests"]
EXPLORE_REWARDS = PLAIN["explore_rewards"]
TOKEN_PLACES = PLAIN["token_places"]
BID_REWARDS = PLAIN["bid_rewards"]
TRACK_REWARDS = PLAIN["track_rewards"]
TERRAIN_CARD = PLAIN["terrain_cards"]
LANDMARK_TEXT = PLAIN["landmarks"]
LANDMARK_INCOME = PLAIN["landmark_income"]
TILES = PLAIN["tiles"]
PREBUILT = PLAIN["prebuilt"]


def _faction_units(f: str, forge: bool) -> dict:
    """A faction's unit card; its differences from the common card carry over to the forge side."""
    base = PLAIN["base_units"]
    src = PLAIN["forge_units"] if forge else base
    out = {t: dict(v) for t, v in src.items()}
    for path, v in PLAIN["unit_tweaks"].get(f, {}).items():
        t, k = path.split(".")
        out[t][k] = v if not forge or k == "cost" else src[t][k] + (v - base[t][k])
    return out


# UNITS[faction][forge][type] -> stats dict
UNITS = {f: {False: _faction_units(f, False), True: _faction_units(f, True)} for f in FACTIONS}

POTG_DECK = tuple(k for k in POTG for _ in range(POTG_COPIES[k]))


def _tokens() -> tuple:
    """62 (defence, reward) tokens: rewards dealt round-robin over the defences so each class gets a mix."""
    rewards = [r for r, n in EXPLORE_REWARDS.items() for _ in range(n)]
    defs = [d for d, n in sorted(FACTS["explore_tokens_by_defence"].items()) for _ in range(n)]
    # interleave rewards so every defence class holds every kind of reward
    order = sorted(range(len(rewards)), key=lambda i: (i * 37) % len(rewards))
    return tuple((defs[i], rewards[order[i]]) for i in range(len(defs)))


TOKENS = _tokens()

ABOUT_STANDINS = """\
Fate of Venterra is played here on a STAND-IN component set. The rulebook gives the rules and the counts of \
every component, but shows the component values only as pictures, and no public source has them. We kept \
every count and every value the rulebook states, and designed the rest so the game is balanced and playable:

- Map: the 10 double-sided map tiles (7 hexes each) and the pre-built maps are our designs. The two landmark \
tiles follow the rulebook's text (the Forgotten Kingdom's mountains and forests; the Corrupted Court's one \
outer territory and its centre). Which explore tokens go on which terrain is ours: 2s on Places of \
Power, 0s on \
water and desert, 1s on mountains and forests.
- Explore tokens: 62 tokens, 16/32/14 by defence (rulebook). Which reward goes with each of the counts \
8, 8, 10, 10, 12, 14 is ours (scout 8, Power of the Gods 8, quest 10, battle point 10, development point 12, \
Wealth 14).
- Units: every attack, defence, march, supply and cost, basic and forge, except the Legion's ship \
(attack 1, cost 0) and the rulebook's unit texts.
- Leader cards: the names and stats of all cards except Enforcer (+1 attack), Watcher (+1 attack), \
Terrif (+2 defence) and the texts of the five faction leaders, the rank 0 card and the Treaty's timing. \
The Treaty's effect is ours.
- Faction boards: starting Wealth, starting units and building, income, the building and upgrade stats and \
their influence. Ability costs and texts are the rulebook's.
- The 39 quests and the 11 Power of the Gods designs (2 copies each; 3 Power of Quin) are ours.
- Bidding rewards (except the 2 Wealth any number may take), the influence of track positions and of \
territories on each terrain card, and the Power of Venterra table beyond the rulebook's 3-Place example.

Every stand-in is marked S(...) in fate_of_venterra/data.py; printed values can replace them there alone."""
