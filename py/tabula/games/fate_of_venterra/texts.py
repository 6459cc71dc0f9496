"""Short plain-English texts for the Fate of Venterra table (tooltips and labels, our own words).

Numbers come from ``data.py`` wherever a text is generated, so the stand-in values and the texts
cannot drift apart; the hand-written sentences only summarise what a piece or ability does.
"""

from __future__ import annotations

from . import data

FACTION_SHORT = {"order": "Order", "legion": "Legion", "bear": "Bear", "pack": "Pack", "watch": "Watch"}

# the phase a round is in (``State.phase``), as the round label and the board's status line name it
PHASE_NAMES = {
    "setup": "setup",
    "income": "income",
    "declare": "declare",
    "command1": "first command",
    "command2": "second command",
    "quest": "quest",
    "tax": "large army",
    "bid": "bidding",
    "over": "game over",
}

# the decision on top, as the board's status line names it, by its frame (steps.py), where the
# rule's own name (STEPS.name_of) is a word of the code rather than of the rulebook
DECISION_WORDS = {
    "ChooseBattle": "choose the next battle",
    "Ambush": "Ambush: kill a defending unit first?",
    "Protect": "Divine Protectorates: buy defence",
    "Laelith": "Laelith: hand over a unit",
    "Siphon": "Siphon Magic: a free unit or a Leader card",
    "BattleCard": "play a Power of the Gods card or pass",
    "Nullify": "Nullify Magic: cancel the card just played?",
    "CompleteQuest": "complete a reserved quest",
    "TrackQuest": "complete or reserve a quest",
    "GainLeader": "take Leader cards from the supply",
    "FreeAbility": "choose a free ability",
    "FreeBuild": "place a free building",
    "FreeUpgrade": "choose a free upgrade",
    "Sworn": "Battle Sworn: a free soldier or knight",
    "ConvertUnit": "Convert: remove a rival's unit",
    "Tactic": "Skilled Tacticians: maneuver now?",
    "Treaty": "offer the Treaty card",
    "OrderPower": "the Order's power: another quest or development",
    "Rally": "Rally the Watch: move units",
    "GoldShrine": "gold shrine: trade track steps",
    "Benefactors": "Noble Benefactors: choose a benefit",
    "EnforcerBuy": "Enforcer of the Gods: buy a Leader card",
    "ExploreLeader": "a Leader card for exploring, or none",
}

FACTION_TEXT = {
    "order": "Quest-minded priests. Pay rivals to push tracks around; completing a quest in phase 5 "
    "may complete a second one or bring 2 development.",
    "legion": "Conquerors. Reinforce recruits twice; at the end, territories held away from their "
    "fortress are worth a lot of influence.",
    "bear": "Nomads led by Ka'jer, a hex building that marches. Every unit they kill earns a battle "
    "point and every building they destroy a Power of the Gods card. Their outposts march too.",
    "pack": "Hunters with the Eldapriest, a marching hex building. Marching into undefended ground "
    "earns battle points; Places of Power are worth 4 influence each at the end.",
    "watch": "Guardians who profit when rivals play Leader cards and gain a point per Place of "
    "Power in each income phase.",
}

ABILITY_TEXT = {
    "loyal_patrons": "Once per command card: pay a rival 2 Wealth to move their track marker down, "
    "or your own up, by one.",
    "convert": "Whenever you recruit, you may remove one enemy unit next to one of your territories.",
    "divine_protectorates": "When defending, buy extra defence: 1 Wealth for the first point, 2 for each "
    "further one, up to 5.",
    "enforcer_of_the_gods": "Buy one Leader card in income; play two Leader cards in a battle.",
    "imperial_conscripts": "Reinforce: take its first action (recruit) twice.",
    "noble_benefactors": "In income, pick three times: a soldier, 1 Wealth or 1 track point.",
    "surplus_supply": "The large army tax is lower for armies over 4 supply.",
    "press_the_attack": "Charge may march from several territories; a second battle in the same action "
    "costs only 1 attack.",
    "skilled_tacticians": "Before declaring commands, you may make a Maneuver march that starts no battle.",
    "ambush": "Starting a land battle, pay 1 Wealth to kill one defending unit at once.",
    "warders_of_the_king": "Each of your units defends with 1 more.",
    "tribal_nomads": "Recruit into any territory you hold; where there is no building, a free soldier "
    "comes along.",
    "seasoned_hunters": "A battle point whenever you march into ground with no defenders.",
    "hidden_support": "Your land territories defend with 1 more for each neighbouring land territory "
    "holding your units.",
    "battle_sworn": "Whenever you recruit, a free soldier or knight joins.",
    "divination": "Declare a third command; after phase 4 you take only its second action.",
    "siphon_magic": "Once a phase, when a rival plays a Leader card: a free 0-cost unit, or a Leader "
    "card for 2 Wealth.",
    "rally_the_watch": "After phase 5, move your units freely between territories you control.",
    "might_of_the_watch": "Ship support gives 1 more; knights defend with 1 more.",
    "nullify_magic": "Cancel a rival's Power of the Gods card by giving up defence (2 if aimed at you, "
    "else 3).",
}

COMMAND_TEXT = {
    "plan": "Plan: 1 reserve or complete a quest, 2 march up to two units or take 2 Wealth.",
    "reinforce": "Reinforce: 1 recruit, 2 upgrade a building, 3 build.",
    "charge": "Charge: 1 march into one territory (battles!), 2 buy a Leader card or take 2 Wealth.",
    "maneuver": "Maneuver: 1 march out of one territory, 2 buy an ability or recruit.",
}

UNIT_SHORT = {"soldier": "Sol", "ship": "Shp", "scout": "Sct", "siege": "Sge", "knight": "Kn"}
UNIT_TEXT = {
    "soldier": "the backbone of every army",
    "ship": "sails to any water; bridges land marches and supports battles next to it",
    "scout": "fast; two arrive per recruit",
    "siege": "strong against territories with a building",
    "knight": "strong in attack and defence",
}
UPGRADE_SHORT = {"tower": "T", "academy": "A", "forge": "F", "basilica": "B", "temple": "Te"}
UPGRADE_TEXT = {
    "tower": "a tower: more defence",
    "academy": "an academy: cheaper units (each faction uses it its own way)",
    "forge": "a forge: all units turn into their stronger forge versions",
    "basilica": "a basilica: much influence",
    "temple": "a temple: a development point every income",
}
HEX_NAMES = {
    "fortress": "fortress",
    "kajer": "Ka'jer",
    "kajer_cured": "Ka'jer (cured)",
    "eldapriest": "the Eldapriest",
}
TERRAIN_NAMES = {
    "land": "open land",
    "water": "water",
    "mountain": "mountain",
    "desert": "desert",
    "forest": "forest",
    None: "no terrain type",
}
TOKEN_REWARD = {
    "scout": "a scout",
    "potg": "a Power of the Gods card",
    "quest": "a quest",
    "battle": "a battle point",
    "dev": "a development point",
    "wealth": "1 Wealth",
}
TRACK_NAMES = {"battle": "Battle", "dev": "Development"}
REWARD_WORDS = {
    "wealth": "Wealth",
    "battle": "battle point",
    "dev": "development point",
    "track": "track point",
    "potg": "Power of the Gods card",
    "quest": "quest",
}
TRACK_REWARD_TEXT = {
    "wealth": "1 Wealth",
    "potg_wealth": "a Power of the Gods card and 1 Wealth",
    "knight": "a free knight",
    "leaders": "a Leader card worth up to 3",
    "march": "a free march of 3 units",
    "ability": "a free faction ability",
    "build": "a free building",
    "upgrade": "a free upgrade",
    "quest": "complete or reserve a quest",
}
BID_REWARD_TEXT = {
    "wealth2": "2 Wealth (any number may take it)",
    "potg": "a Power of the Gods card",
    "knight": "a free knight",
    "track": "2 track points",
    "leader": "a Leader card worth up to 2",
    "quest": "a quest",
}


def faction(f: str) -> str:
    return data.FACTION_NAMES.get(f, f)


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 or word.endswith("Wealth") else "s")


def reward_text(r: tuple) -> str:
    k = r[0]
    if k == "unit":
        return f"a free {r[1]}"
    if k == "leader":
        return f"a Leader card worth up to {r[1]}"
    return plural(r[1], REWARD_WORDS.get(k, k))


def requirement_text(q: int) -> str:
    d = data.QUESTS[q]
    k, *a = d["req"]
    if d["kind"] == "pay":
        return (
            "pay "
            + (
                {
                    "wealth": f"{a[0]} Wealth",
                    "potg": plural(a[0], "Power card"),
                    "battle": plural(a[0], "battle point"),
                    "dev": plural(a[0], "development point"),
                }[k]
            )
        )
    words = {
        "outposts": lambda: plural(a[0], "outpost"),
        "shrines": lambda: plural(a[0], "shrine"),
        "buildings": lambda: plural(a[0], "building"),
        "upgrades": lambda: plural(a[0], "upgrade"),
        "terrain": lambda: plural(a[1], f"{a[0]} territory").replace("territorys", "territories"),
        "pop": lambda: (
            plural(a[0], "Place of Power")
            .replace("Places of Powers", "Places of Power")
            .replace("Place of Powers", "Places of Power")
        ),
        "units": lambda: plural(a[0], "unit"),
        "unit": lambda: plural(a[1], a[0]),
        "battle": lambda: f"battle track {a[0]}",
        "dev": lambda: f"development track {a[0]}",
        "abilities": lambda: plural(a[0], "bought ability").replace("abilitys", "abilities"),
        "territories": lambda: f"{a[0]} territories",
    }
    return "hold " + words[k]()


def quest_text(q: int) -> str:
    d = data.QUESTS[q]
    return (
        f"Quest {q} ({d['kind']}): {requirement_text(q)}. Reward: {reward_text(d['reward'])}; "
        f"{d['ip']} influence at the end."
    )


POTG_EFFECT = {
    "own": "+{n} to your total in this battle",
    "defend": "+{n} defence while you defend",
    "foe": "-{n} to your opponent's total",
    "valor": "+{n} in this battle and a battle point",
    "mercy": "you lose no unit in this battle",
    "wealth": "take {n} Wealth",
    "quest": "reserve {n} quest",
    "soldiers": "{n} free soldiers",
    "track": "{n} track points",
    "march": "a march of {n} units",
    "leader": "a Leader card worth up to {n}",
    "complete": "complete a reserved quest now",
}


def potg_short(c: str) -> str:
    kind, n = data.POTG[c]["effect"]
    return POTG_EFFECT[kind].format(n=n)


def potg_text(c: str) -> str:
    d = data.POTG[c]
    when = "In a battle you fight, after the reveal" if d["window"] == "battle" else "On your turn"
    return f"{d['name']}: {when}: {potg_short(c)}."


def leader_text(f: str, c: str) -> str:
    d = data.LEADERS[f][c]
    if c == "treaty":
        return (
            "Treaty: at the start of a command phase name a rival; neither of you may march or "
            "recruit into the other's territories this phase."
        )
    rank = "" if d["rank"] is None else f"rank {d['rank']}, "
    extra = {
        "rank0": " After the battle, take a Leader card worth up to 2; when exploring, the token falls.",
        "laelith": " The opponent hands you one of their units in the battle.",
        "kai_da_rasa": " Defending, +1 for each of your units there (up to 3).",
        "jur_en": " You choose which units your opponent removes, and if you lose, they still lose one.",
        "hisk": " After the battle, a free march of 3 with +2 attack and no Leader cards.",
        "derr": " Cancels the opponent's stronger Leader card.",
    }.get(d["text"], "")
    return f"{d['name']} ({rank}cost {d['cost']}): attack +{d['attack']}, defence +{d['defence']}.{extra}"


def unit_text(f: str, u: str, forge: bool) -> str:
    st = data.UNITS[f][forge][u]
    name = data.FORGE_NAMES[u] if forge else u
    march = "any water" if u == "ship" else str(st["march"])
    return (
        f"{name}: attack {st['attack']}, defence {st['defence']}, march {march}, supply {st['supply']}, "
        f"cost {st['cost']} ({UNIT_TEXT[u]})"
    )


def territory_text(terrain, pop: bool, kind: str) -> str:
    if kind == "court_outer":
        return (
            "the Corrupted Court's outer ring: one territory anyone may share; no battles, tax or "
            "building; the largest supply here earns Wealth and development, and 12 influence at the end"
        )
    if kind == "court_centre":
        return "the Corrupted Court's centre: after phase 5 everyone here fights it out"
    out = TERRAIN_NAMES.get(terrain, str(terrain))
    if kind == "kingdom_mountain":
        out += " of the Forgotten Kingdom (+1 Wealth in income)"
    elif kind == "kingdom_forest":
        out += " of the Forgotten Kingdom (+1 track point in income)"
    if pop:
        out += ", a Place of Power"
    return out


def token_text(defence: int, t_def: int) -> str:
    more = f" (+{t_def - defence} for the mountain)" if t_def > defence else ""
    return (
        f"explore token: defence {defence}{more}; beat it with your attack to take its hidden reward "
        "(a scout, a Power card, a quest, a battle or development point, or Wealth)"
    )


# -- "How to play" (the ``how_to_play`` hook): a round walked through, in our own words ----------

HOW_TO_PLAY = (
    ("What you are after",
     "You lead one of five factions over six rounds. Whoever has the most influence (IP) at the end "
     "wins: it comes from the territories you hold, your buildings, completed quests, your places on the "
     "Battle and Development tracks, and Wealth.",
     ("fv-pop", "fv-b-fortress", "fv-i-wealth")),
    ("A round",
     "Everyone collects income, then secretly picks two of their four command cards; all are revealed at "
     "once. In initiative order each player carries out one chosen card, then the other. A quest phase "
     "and a tax on large armies (over 3 supply on one territory) close the round.",
     ("fv-i-card",)),
    ("The command cards",
     "A card's actions come in order, and any may be skipped. Plan: reserve or complete a quest, then "
     "march two units or take 2 Wealth. Reinforce: recruit, upgrade, then build; Charge: march into one "
     "territory, then buy Leader cards; Maneuver: march out of one territory, then buy an ability or "
     "recruit.",
     ("fv-i-card", "fv-i-quest", "fv-b-outpost", "fv-b-shrine")),
    ("Marching and exploring",
     "Units move as far as their march value; ships sail to any water and carry land units over it. "
     "Marching onto an explore token is a test: beat its defence with your attack to win its hidden "
     "reward, or lose a unit and fall back.",
     ("fv-token", "fv-t-water")),
    ("Battles",
     "Entering a rival's territory starts a battle: attack against defence. Both sides secretly pick a "
     "Leader card (or bluff with a command card) and reveal them together; the loser loses a unit and "
     "retreats, and a winning attacker converts or destroys the buildings there.",
     ("fv-i-battle", "fv-i-leader", "fv-i-power")),
    ("The end",
     "Bids of Wealth reorder the initiative after rounds 2, 4 and 5. After round 6 everyone counts "
     "influence: territories (by the terrain card), buildings and abilities, quests, both tracks, and 1 "
     "for every 3 Wealth. A tie goes to the most units on the map.",
     ("fv-pop", "fv-i-quest", "fv-i-wealth")),
)


def how_to_play() -> list:
    from ...core.protocol import HowStep

    return [HowStep(title, text, symbols) for title, text, symbols in HOW_TO_PLAY]
