"""What a move does, in plain words: ``describe`` (the game's protocol hook: a verb phrase in the
third person for the turn summary, "builds a dwelling on E7 for 1 worker and 2 coins"), ``words``
(the same as an instruction, for the tooltips of the board's clickable parts and buttons) and
the labels of the moves a person must weigh (power offers, the faction picker). Never the raw
notation nor a tile's or faction's key.

What a move costs and scores is read off the move itself, carried out on a copy of the position
(the rules' own reckoning, discounts and all), so the words cannot disagree with the game.
"""

from __future__ import annotations

from .. import data, texts
from ..rules.offers import power_taken

CULTS = texts.CULT_WORDS
RES_ONE = {"C": "coin", "W": "worker", "P": "priest", "PW": "power", "VP": "VP"}
GIVEBACK_WORDS = {"FREE_D": "declines the free dwelling of its action",
                  "FREE_TF": "declines the free transformation of its action",
                  "FREE_TP": "declines the free trading house of its action"}
SPECIAL_WORDS = {
    "ACTA": "uses the Auren's stronghold: 2 steps on a cult track",
    "ACTC": "uses the Chaos Magicians' stronghold to take two actions in a row",
    "ACTE": "uses the Engineers' ability: a bridge for 2 workers",
    "ACTG": "uses the Giants' stronghold: 2 free spades on one hex",
    "ACTN": "uses the Nomads' sandstorm: a neighbouring hex becomes desert",
    "ACTS": "uses the Swarmlings' stronghold: a free trading house",
    "ACTW": "uses the Witches' ride: a free dwelling on any empty forest",
    "BON1": "uses its bonus tile's free spade",
    "BON2": "uses its bonus tile's cult step",
    "FAV6": "uses its favor tile's cult step",
}
POWER_GAIN = {"ACT1": "a bridge", "ACT2": "1 priest", "ACT3": "2 workers", "ACT4": "7 coins",
              "ACT5": "1 spade", "ACT6": "2 spades"}


def offer(s, a) -> tuple[int, int, int] | None:
    """(from seat, power offered, power taken if accepted) of the offer a leech/decline answers."""
    seat, frm = a[0], a[2]
    amount = a[3] if len(a) > 3 else None
    for o in s.offers:
        if o.seat == seat and (frm is None or o.by == frm) and (amount is None or o.amount == amount):
            p = s.players[seat]
            return o.by, o.amount, power_taken(p, o.amount)
    return None


def offer_label(s, a) -> str:
    """"Take 3 power from Halflings (−2 VP)" / "Decline 3 power from Halflings"."""
    o = offer(s, a)
    if o is None:
        return "take the power" if a[1] == "leech" else "decline the power"
    by, amount, got = o
    who = texts.faction_name(s.players[by].faction)
    if a[1] == "decline":
        return f"Decline {amount} power from {who}"
    cost = f" (−{got - 1} VP)" if got > 1 else " (free)"
    more = f", {amount - got} lost" if got < amount else ""
    return f"Take {got} power from {who}{cost}{more}"


def faction_label(name: str) -> str:
    """A faction on the picker: its name and home terrain."""
    return f"{texts.faction_name(name)} · {data.TERRAIN_NAMES[data.FACTIONS[name]['home']]}"


def _building(s, hex_: str) -> str:
    b = s.building.get(hex_)
    return data.BUILDING_NAMES.get(b[1], "building") if b else "building"


def _count(n: int, res: str) -> str:
    word = RES_ONE[res]
    return f"{n} {word}" + ("s" if n != 1 and word not in ("VP", "power") else "")


def _and(parts: list[str]) -> str:
    return " and ".join([", ".join(parts[:-1]), parts[-1]]) if len(parts) > 1 else "".join(parts)


class Outcome:
    """What carrying out an action changed for its player: what it paid, the VP it scored, its
    cult levels and the terrain of a hex (None if the move cannot be carried out here)."""

    def __init__(self, s, a):
        from ..legal import do

        self.paid: dict[str, int] = {}
        self.vp = 0
        self.cult = [0, 0, 0, 0]
        self.after = None
        try:
            n = s.copy()
            do(n, a)
        except Exception:  # words are a nicety: the phrase goes without the reckoning
            return
        p0, p1 = s.players[a[0]], n.players[a[0]]
        for res, before, now in (("C", p0.c, p1.c), ("W", p0.w, p1.w), ("P", p0.p, p1.p),
                                 ("PW", p0.pw[2], p1.pw[2])):
            if before > now:
                self.paid[res] = before - now
        self.vp = p1.vp - p0.vp
        self.cult = [b - c for b, c in zip(p1.cult, p0.cult)]
        self.after = n

    def cost(self, power: bool = True) -> str:
        """" for 1 worker and 2 coins" (power spent only where ``power``), "" for nothing."""
        parts = [_count(n, r) for r, n in self.paid.items() if power or r != "PW"]
        return f" for {_and(parts)}" if parts else ""

    def price(self) -> str:
        """The cost, or " for free" where the move was carried out and took nothing."""
        return self.cost() or (" for free" if self.after else "")

    def scored(self) -> str:
        if self.vp > 0:
            return f", scoring {self.vp} VP"
        return f", losing {-self.vp} VP" if self.vp < 0 else ""

    def climbed(self) -> str:
        ups = [f"{n} on {CULTS[t]}" for t, n in zip(data.CULTS, self.cult) if n > 0]
        return f" (up {_and(ups)})" if ups else ""


def describe(s, a) -> str:
    """What action ``a`` (legal at ``s``) does, as a verb phrase in the third person without its
    subject: "builds a dwelling on E7 for 1 worker and 2 coins"."""
    verb = a[1]
    if verb in _SIMPLE:
        return _SIMPLE[verb](s, a)
    out = Outcome(s, a)
    return _COSTED.get(verb, lambda s, a, out: "makes a move")(s, a, out)


def words(s, a) -> str:
    """What playing ``a`` does, as an instruction: "Build a dwelling on E7 for 1 worker and 2
    coins"."""
    if a[1] in ("leech", "decline"):
        return offer_label(s, a)
    if a[1] == "faction":
        return f"Play the {faction_label(a[2])}: {texts.FACTION_TEXT.get(a[2], '')}"
    return imperative(describe(s, a))


def button_label(s, a) -> str:
    """A button's words, short (the strip's buttons and a hex's further choices): "1 worker → 1
    coin", "Burn 2 power", "To a stronghold"; the tooltip says the rest."""
    verb = a[1]
    if verb in ("leech", "decline"):
        return offer_label(s, a)
    if verb == "faction":
        return faction_label(a[2])
    if verb == "convert":
        return f"{_count(a[2], a[3])} → {_count(a[4], a[5])}"
    if verb == "upgrade":
        return f"To a {data.BUILDING_NAMES[a[3]]}"
    if verb == "transform" and not a[3]:
        return "To home terrain"
    short = _SHORT.get(verb, lambda a: None)(a)
    return short or imperative(describe(s, a))


_SHORT = {
    "build": lambda a: "Build a dwelling",
    "burn": lambda a: f"Burn {a[2]} power",
    "dig": lambda a: f"Dig {a[2]} spade{'s' if a[2] != 1 else ''}",
    "advance": lambda a: "Advance shipping" if a[2] == "ship" else "Advance digging",
    "done": lambda a: "End turn",
    "resign": lambda a: "Resign",
    "discard": lambda a: "Drop the unused spade",
    "key": lambda a: f"Key to {CULTS[a[2]]}",
    "cult": lambda a: f"{CULTS[a[2]]} +{a[3]}",
    "pass": lambda a: "Pass" if not a[2] else None,
}


def imperative(phrase: str) -> str:
    """A third-person phrase as an instruction: "passes and takes ..." -> "Pass and take ..."."""
    out = []
    for k, word in enumerate(phrase.split(" ")):
        if k == 0 or out[-1] == "and" and word.endswith("s") and word in _VERBS:
            word = _bare(word)
        out.append(word)
    text = " ".join(out).replace(" its ", " your ").replace(" it ", " you ")
    return text[:1].upper() + text[1:]


_VERBS = {"takes", "scores", "builds", "founds"}


def _bare(word: str) -> str:
    verb, comma = (word[:-1], ",") if word.endswith(",") else (word, "")
    if verb.endswith(("sses", "shes", "ches", "xes", "oes")):
        return verb[:-2] + comma
    return (verb[:-1] if verb.endswith("s") else verb) + comma


def _build(s, a, out) -> str:
    if s.phase == "initial":
        return f"places a starting dwelling on {a[2]}"
    return f"builds a dwelling on {a[2]}{out.price()}{out.scored()}"


def _upgrade(s, a, out) -> str:
    return (f"upgrades the {_building(s, a[2])} on {a[2]} to a {data.BUILDING_NAMES[a[3]]}"
            f"{out.price()}{out.scored()}")


def _transform(s, a, out) -> str:
    hex_, was = a[2], data.TERRAIN_NAMES.get(s.terrain.get(a[2], ""), "land")
    now = out.after.terrain.get(hex_) if out.after else a[3]
    into = data.TERRAIN_NAMES.get(now, "its home terrain") if now else "its home terrain"
    return f"turns {hex_} from {was} into {into}{out.cost()}{out.scored()}"


def _dig(s, a, out) -> str:
    return f"digs {a[2]} spade{'s' if a[2] != 1 else ''}{out.cost()}{out.scored()}"


def _send(s, a, out) -> str:
    track, spot = CULTS[a[2]], a[3]
    up = next((n for n in out.cult if n > 0), spot or 0)
    stays = "the priest stays there" if spot in (2, 3) or (spot is None and up >= 2) \
        else "the priest returns to the supply"
    return f"sends a priest to {track}, {up} step{'s' if up != 1 else ''} up ({stays}){out.scored()}"


def _action(s, a, out) -> str:
    name = a[2]
    if name in POWER_GAIN:
        spent = f", spending {out.paid['PW']} power" if out.paid.get("PW") else ""
        return f"takes the power action for {POWER_GAIN[name]}{spent}"
    return SPECIAL_WORDS.get(name, "uses a special action") + out.climbed()


def _advance(s, a, out) -> str:
    what = "shipping" if a[2] == "ship" else "digging"
    p = s.players[a[0]]
    level = (p.ship if a[2] == "ship" else p.dig) + 1
    return f"advances {what} to level {level}{out.cost()}{out.scored()}"


def _bridge(s, a, out) -> str:
    return f"builds a bridge between {a[2]} and {a[3]}{out.cost(power=False)}{out.scored()}"


def _pass(s, a, out) -> str:
    if not a[2]:
        return f"passes{out.scored()}"
    tile = f"the bonus tile with {texts.bonus_words(a[2])}"
    if s.phase == "bonus":
        return f"takes {tile}"
    return f"passes and takes {tile}{out.scored()}"


def _convert(s, a, out) -> str:
    n1, r1, n2, r2 = a[2:6]
    return f"converts {_count(n1, r1)} into {_count(n2, r2)}"


def _leech(s, a) -> str:
    o = offer(s, a)
    if o is None:
        return "takes the power offered" if a[1] == "leech" else "declines the power offered"
    by, amount, got = o
    who = texts.faction_name(s.players[by].faction)
    if a[1] == "decline":
        return f"declines {amount} power from the {who}"
    cost = f" for {got - 1} VP" if got > 1 else " for free"
    lost = f" ({amount - got} more did not fit)" if got < amount else ""
    return f"takes {got} power from the {who}{cost}{lost}"


def _cult(s, a, out) -> str:
    return f"moves up {a[3]} on {CULTS[a[2]]}{out.scored()}"


def _favor(s, a, out) -> str:
    return f"takes the favor tile of {texts.favor_words(a[2])}"


def _town(s, a, out) -> str:
    return f"founds a town, taking the town tile of {texts.town_words(a[2])}"


def _giveback(s, a) -> str:
    name = a[2]
    if name in GIVEBACK_WORDS:
        return GIVEBACK_WORDS[name]
    if name in CULTS:
        return f"gives back a step on {CULTS[name]}"
    return f"gives back {_count(1, name)}"


_SIMPLE = {
    "leech": _leech, "decline": _leech, "giveback": _giveback,
    "burn": lambda s, a: f"burns {a[2]} power, moving {a[2]} from bowl II to bowl III",
    "connect": lambda s, a: "joins its buildings across the river into a town",
    "discard": lambda s, a: "gives up a spade it did not use",
    "key": lambda s, a: f"takes {CULTS[a[2]]} to level 10 with its town key",
    "done": lambda s, a: "ends its turn",
    "resign": lambda s, a: "resigns from the game",
    "faction": lambda s, a: f"chooses the {texts.faction_name(a[2])} ("
                            f"{data.TERRAIN_NAMES[data.FACTIONS[a[2]]['home']]})",
}
_COSTED = {"build": _build, "upgrade": _upgrade, "transform": _transform, "dig": _dig, "send": _send,
           "action": _action, "advance": _advance, "bridge": _bridge, "pass": _pass, "convert": _convert,
           "cult": _cult, "favor": _favor, "town": _town}
