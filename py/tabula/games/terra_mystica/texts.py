"""Short plain-English tooltip texts for the Terra Mystica table (our own words).

Numbers come from ``data.py`` where a text is generated; the hand-written
sentences only summarise what a faction or tile is good for.
"""

from __future__ import annotations

from ...core.protocol import HowStep
from . import data

RES_WORDS = {"C": "coin", "W": "worker", "P": "priest", "PW": "power", "VP": "VP", "SPADE": "spade",
             "KEY": "town key"}
CULT_WORDS = {"FIRE": "Fire", "WATER": "Water", "EARTH": "Earth", "AIR": "Air", "PRIESTS": "priest sent"}
BUILDING_SHORT = {"D": "dwelling", "TP": "trading house", "TE": "temple", "SH": "stronghold",
                  "SA": "sanctuary"}

FACTION_TEXT = {
    "alchemists": "Swamp folk who trade coins and points: 2 coins buy 1 VP and 1 VP sells for 1 coin. "
                  "Their stronghold pays 12 power at once and 2 power for every spade afterwards.",
    "auren": "Forest folk. The stronghold brings a favor tile and a yearly free move of 2 steps "
             "on one cult track.",
    "chaosmagicians": "Wasteland folk who start with a single dwelling. Temples and the sanctuary "
                      "each bring two favor tiles; the cheap stronghold lets them take two actions in a row "
                      "once a round.",
    "cultists": "Plains folk. When a neighbour takes power from their building they climb one cult step "
                "(if all refuse, they get 1 power). The stronghold is worth 7 VP.",
    "darklings": "Swamp folk who pay priests instead of workers for spades (1 priest per spade, +2 VP each). "
                 "The stronghold turns up to 3 workers into priests once.",
    "dwarves": "Mountain folk without boats. They can tunnel under one hex to build further away "
               "(2 more workers, earns 4 VP); with the stronghold a tunnel costs 1 more worker.",
    "engineers": "Mountain folk with cheap buildings and a bridge action (2 workers) from the start. "
                 "With the stronghold each bridge joining two of their buildings scores 3 VP on passing.",
    "fakirs": "Desert folk without boats who fly carpets over hexes (1 priest, +4 VP); the stronghold "
              "flies further. Only one digging upgrade.",
    "giants": "Wasteland folk: any transformation always costs exactly 2 spades. The stronghold gives "
              "a free 2-spade action once a round.",
    "halflings": "Plains folk who score 1 VP per spade and upgrade digging cheaply. The stronghold "
                 "hands out 3 spades at once.",
    "mermaids": "Lake folk who start with shipping 1 and may found towns across one river hex. "
                "The stronghold adds a shipping level.",
    "nomads": "Desert folk who start with three dwellings. The stronghold unlocks a sandstorm that "
              "turns a neighbouring hex into desert for free once a round.",
    "swarmlings": "Lake folk with a big start (20 coins, 8 workers) but pricier buildings. Each town gives "
                  "3 workers; the stronghold upgrades a dwelling for free once a round.",
    "witches": "Forest folk worth 5 extra VP per town. The stronghold lets them fly a free dwelling onto "
               "any empty forest once a round.",
}

DISPLAY_NAMES = {"chaosmagicians": "Chaos Magicians", "icemaidens": "Ice Maidens"}


def faction_name(key: str) -> str:
    return DISPLAY_NAMES.get(key, key.capitalize())


POWER_ACTION_LABEL = {"ACT1": "bridge", "ACT2": "1 priest", "ACT3": "2 workers", "ACT4": "7 coins",
                      "ACT5": "1 spade", "ACT6": "2 spades"}
POWER_ACTION_TEXT = {
    "ACT1": "Spend 3 power to place a bridge over a river.",
    "ACT2": "Spend 3 power to take a priest.",
    "ACT3": "Spend 4 power to take 2 workers.",
    "ACT4": "Spend 4 power to take 7 coins.",
    "ACT5": "Spend 4 power for 1 spade; you may build a dwelling on the hex you change.",
    "ACT6": "Spend 6 power for 2 spades; you may build a dwelling on a hex you change.",
}
SPECIAL_TEXT = {
    "ACTA": "Auren: 2 steps on one cult track.",
    "ACTC": "Chaos Magicians: take two actions in a row.",
    "ACTE": "Engineers: pay 2 workers for a bridge.",
    "ACTG": "Giants: 2 free spades on one hex, then you may build.",
    "ACTN": "Nomads: turn a neighbouring hex into desert, then you may build.",
    "ACTS": "Swarmlings: upgrade a dwelling to a trading house for free.",
    "ACTW": "Witches: a dwelling on any empty forest, for free.",
    "BON1": "Bonus tile action: 1 free spade, then you may build.",
    "BON2": "Bonus tile action: 1 step on a cult track of your choice.",
    "FAV6": "Favor action: 1 step on a cult track of your choice.",
}


def res_text(res: dict) -> str:
    parts = []
    for k, v in res.items():
        if k in data.CULTS:
            parts.append(f"{v} {CULT_WORDS[k]}")
        elif k == "GAIN_SHIP":
            parts.append("1 shipping level")
        else:
            w = RES_WORDS.get(k, k)
            parts.append(f"{v} {w}" + ("s" if v != 1 and w not in ("VP", "power") else ""))
    return ", ".join(parts)


def res_short(res: dict) -> str:
    return " ".join(f"{v}{k[0] if k in data.CULTS else k}" for k, v in res.items() if k != "KEY")


def bonus_text(tile: str) -> str:
    t = data.BONUS[tile]
    out = f"Bonus tile {tile}. Income: {res_text(t['income'])}."
    if tile in SPECIAL_TEXT:
        out += " " + SPECIAL_TEXT[tile].split(": ", 1)[1]
    if t.get("ship"):
        out += " Ships one river further while you hold it."
    for what, table in t.get("pass_vp", {}).items():
        if what == "ship":
            out += f" When you pass: {table[1]} VP per shipping level."
        elif what in ("SH", "SA"):
            out += f" When you pass: {table[1]} VP each for your stronghold and sanctuary."
            break  # the two score together: said once
        else:
            out += f" When you pass: {table[1]} VP per {BUILDING_SHORT[what]}."
    return out


def favor_text(tile: str) -> str:
    t = data.FAVORS[tile]
    (track, n), = t["cult"].items()
    out = f"Favor {tile}: {n} step{'s' if n > 1 else ''} on {CULT_WORDS[track]} now."
    if t["income"]:
        out += f" Income: {res_text(t['income'])}."
    if tile == "FAV5":
        out += " Towns need only 6 power instead of 7."
    if tile == "FAV6":
        out += " Once a round: 1 cult step of your choice."
    for b, vp in t.get("vp_per_build", {}).items():
        out += f" +{vp} VP whenever you build a {BUILDING_SHORT[b]}."
    if "pass_vp" in t:
        out += " When you pass: 2/3/3/4 VP for 1/2/3/4 trading houses."
    return out


def town_text(tile: str) -> str:
    g = dict(data.TOWNS[tile]["gain"])
    keys = g.pop("KEY", 1)
    keys_t = f"{keys} key{'s' if keys > 1 else ''}"
    return f"Town tile {tile}: {res_text(g)}, and {keys_t} to the top of a cult track."


def scoring_text(tile: str) -> str:
    t = data.SCORING[tile]
    (what, vp), *_ = t["vp"].items()
    what = {"SPADE": "spade dug", "TW": "town founded", "SH": "stronghold or sanctuary built"}.get(
        what, BUILDING_SHORT.get(what, what) + " built")
    track, per, reward = t["cult"]
    (rk, rv), = reward.items()
    if track == "PRIESTS":
        src = "priest sent to a cult spot"
    else:
        src = f"{per} step{'s' if per > 1 else ''} on {CULT_WORDS[track]}"
    return (f"Round scoring {tile}: +{vp} VP per {what} during the round. At the round's end: "
            f"{res_text({rk: rv})} for every {src}.")


def power_action_text(name: str) -> str:
    """A power action's tooltip."""
    return f"Power action: {POWER_ACTION_TEXT[name][0].lower()}{POWER_ACTION_TEXT[name][1:]} " \
           "Each is taken by one player a round."


def cult_track_text(track: str) -> str:
    """A cult track's tooltip."""
    return (f"The {CULT_WORDS[track]} cult track. Priests, favor tiles and some actions move you up; "
            "reaching levels 3, 5, 7 and 10 gives power. Level 10 needs a town key, and only one "
            "faction gets there. At the end the three highest on the track score 8, 4 and 2 VP.")


BOWL_WORDS = (" (gained power moves it on to bowl II)",
              " (when bowl I is empty, gained power moves it on to bowl III; burning 2 here moves 1 "
              "to bowl III)",
              " (to spend on power actions and conversions; it returns to bowl I)")
SHIP_DIG_WORDS = ("Shipping: how many river hexes apart your buildings still count as neighbours. "
                  "Digging: each level makes a spade cost one worker less.")


def _vp_table(what: str, table: list) -> str:
    per = {"ship": "shipping level", "SH": "stronghold or sanctuary", "SA": "stronghold or sanctuary"}.get(
        what) or BUILDING_SHORT[what]
    return f"{table[1]} VP per {per} when passing"


def bonus_words(tile: str) -> str:
    """A bonus tile in words, without its name: "6 coins income", "2 coins income and a free spade
    once a round"."""
    t = data.BONUS[tile]
    parts = [f"{res_text(t['income']).replace(', ', ' and ')} income"]
    if tile == "BON1":
        parts.append("a free spade once a round")
    if tile == "BON2":
        parts.append("a cult step of choice once a round")
    if t.get("ship"):
        parts.append("one more shipping level")
    for what, table in t.get("pass_vp", {}).items():
        parts.append(_vp_table(what, table))
        break  # the stronghold and the sanctuary score together
    return " and ".join([", ".join(parts[:-1]), parts[-1]]) if len(parts) > 1 else parts[0]


def favor_words(tile: str) -> str:
    """A favor tile in words, without its name: "3 steps on Fire", "1 step on Water and 3 VP for
    each trading house built"."""
    t = data.FAVORS[tile]
    (track, n), = t["cult"].items()
    out = f"{n} step{'s' if n > 1 else ''} on {CULT_WORDS[track]}"
    if t["income"]:
        out += f" and {res_text(t['income'])} income"
    if tile == "FAV5":
        out += ", and towns need only 6 power"
    if t.get("action"):
        out += " and a cult step of choice once a round"
    for b, vp in t.get("vp_per_build", {}).items():
        out += f" and {vp} VP for each {BUILDING_SHORT[b]} built"
    if "pass_vp" in t:
        out += " and VP for trading houses when passing"
    return out


def town_words(tile: str) -> str:
    """A town tile in words, without its name: "7 VP and 2 workers"."""
    g = {k: v for k, v in data.TOWNS[tile]["gain"].items() if k != "KEY"}
    cults = [k for k in data.CULTS if k in g]
    if cults:
        n = g[cults[0]]
        g = {k: v for k, v in g.items() if k not in cults}
        return f"{res_text(g)} and {n} step{'s' if n > 1 else ''} on every cult track"
    return res_text(g)


def how_to_play() -> list[HowStep]:
    """The table's one-screen "How to play" (our own words), with the board's own pictures."""
    return [
        HowStep("What you are after",
                "You lead one of fourteen peoples, each at home on one of seven terrains. Over six "
                "rounds you reshape the land into your home terrain and build on it. The most "
                "victory points (VP) at the end wins.",
                ("tm-t-green", "tm-t-gray", "tm-t-yellow")),
        HowStep("A round",
                "Each round starts with income: coins, workers, priests and power from your buildings "
                "and tiles. Then everyone takes one action in turn, round the table, until all have "
                "passed. Your panel shows what you have and next round's income.",
                ("tm-i-C", "tm-i-W", "tm-i-P", "tm-i-PW")),
        HowStep("Dig and build",
                "Spades (paid in workers) turn a hex into your home terrain; then build a dwelling "
                "there, next to your buildings or within reach of your ships. Upgrade dwellings to "
                "trading houses, temples, a stronghold and a sanctuary for more income and powers. "
                "Your neighbours may then take power, paying VP for it.",
                ("tm-i-spade", "tm-b-D", "tm-b-TP", "tm-b-TE", "tm-b-SH", "tm-b-SA")),
        HowStep("Other actions",
                "Send a priest up a cult track, take a power action, use your people's special action, "
                "or improve shipping or digging. Power circles through three bowls: gaining power "
                "moves it towards bowl III, and what you spend from bowl III goes back to bowl I.",
                ("tm-c-FIRE", "tm-c-WATER", "tm-c-EARTH", "tm-c-AIR", "tm-i-PW")),
        HowStep("Passing and scoring in a round",
                "When you are done, pass and take a bonus tile for the next round. The round's scoring "
                "tile pays VP for what it shows, and its cult reward comes at the round's end. Four "
                "buildings together worth 7 power make a town: take a town tile and its key.",
                ("tm-i-key", "tm-i-spade", "tm-i-bridge")),
        HowStep("The end",
                "After round 6 the largest connected groups of buildings score 18, 12 and 6 VP, and "
                "each cult track pays 8, 4 and 2 VP to its three highest. Leftover resources are worth "
                "1 VP per 3 coins. On this table, click a ringed hex, tile or button to play it; hover "
                "or long-press anything to read what it is.",
                ("tm-hex", "tm-c-AIR")),
    ]
