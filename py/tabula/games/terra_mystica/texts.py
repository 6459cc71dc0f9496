"""Short plain-English tooltip texts for the Terra Mystica table (our own words).

Numbers come from ``data.py`` where a text is generated; the hand-written
sentences only summarise what a faction or tile is good for.
"""

from __future__ import annotations

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
