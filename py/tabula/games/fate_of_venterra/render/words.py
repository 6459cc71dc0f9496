"""A move in words: the game's ``describe`` hook (the table's turn summary, "Bob recruits a knight
on 4.3 (forest) for 3 Wealth") and, as an order to the one who acts (``imperative``), the board's
click tips and button labels. Names come from data.py and texts.py, so the words follow the cards.

``describe(s, a)`` is a verb phrase in the third person without its subject. An action is ``(seat,
verb, *args)`` (notation.py); what a verb means may depend on the decision it answers (``done`` ends
a march, passes a quest phase ...), so each verb's phrase gets the frame on top of the stack too.
"""

from __future__ import annotations

import re

from .. import data
from ..texts import (
    BID_REWARD_TEXT,
    FACTION_SHORT,
    TERRAIN_NAMES,
    TRACK_NAMES,
    UPGRADE_TEXT,
    plural,
    requirement_text,
    reward_text,
)

COMMAND_NAMES = {c: c.capitalize() for c in data.COMMANDS}
HEX_PIECES = {"fortress": "fortress", "kajer": "Ka'jer", "kajer_cured": "Ka'jer", "eldapriest": "Eldapriest"}
NUMBER_WORDS = {1: "one", 2: "two", 3: "three", 4: "four", 5: "five"}

# "done" by the decision it answers (the frame's class name)
DONE_WORDS = {
    "March": "ends the march",
    "Support": "makes no support march",
    "Tactic": "does not maneuver before the declaration",
    "Treaty": "offers no Treaty",
    "ReserveQuest": "reserves no more quests",
    "QuestTurn": "completes no quest this phase",
    "CompleteQuest": "completes no quest",
    "TrackQuest": "completes or reserves no quest",
    "GainLeader": "takes no more Leader cards",
    "Hand": "keeps its starting hand as it is",
    "FreeAbility": "takes no free ability",
    "FreeBuild": "builds nothing for free",
    "FreeUpgrade": "makes no free upgrade",
    "Rally": "ends the rally",
    "Sworn": "takes no extra unit",
    "OrderPower": "takes no second quest and no development",
    "ConvertUnit": "removes no unit",
    "Siphon": "takes nothing from Siphon Magic",
    "EnforcerBuy": "buys no Leader card",
    "ShipSupport": "asks no more ships for support",
    "BattleCard": "plays no Power of the Gods card",
    "Protect": "buys no extra defence",
    "Ambush": "does not ambush",
    "ExploreLeader": "explores without a Leader card",
    "GoldShrine": "keeps its track steps (no gold shrine trade)",
    "Nullify": "lets the card stand",
    "Place": "leaves the unit out: there is nowhere to put it",
}


def _faction(s, seat: int) -> str:
    return s.players[seat].faction


def _the(faction_id: str) -> str:
    """A faction as a sentence names it: "the Legion"."""
    return "the " + FACTION_SHORT.get(faction_id, faction_id)


def _at(s, name) -> str:
    """A territory by its map name and what it is: "4.3 (forest)", "K.o (the Court's ring)"."""
    t = s.board.index.get(name)
    if t is None:
        return str(name)
    kind = s.board.kind[t]
    if kind == "court_outer":
        return f"{name} (the Court's ring)"
    if kind == "court_centre":
        return f"{name} (the Court's centre)"
    return f"{name} ({TERRAIN_NAMES.get(s.board.terrain[t], 'land')})"


def _unit(s, seat: int, u: str, n: int = 1) -> str:
    """``n`` units of kind ``u`` of the seat, forged ones by their forge name: "a knight", "two brutes"."""
    from ..rules.common import forge

    if u == "hex":
        return "its " + HEX_PIECES.get(data.BOARDS[_faction(s, seat)]["hex"], "hex building")
    if u == "outpost":
        return "an outpost"
    name = data.FORGE_NAMES[u] if u in data.FORGE_NAMES and forge(s, seat) else u
    if n == 1:
        return ("an " if name[0] in "aeiou" else "a ") + name
    return f"{NUMBER_WORDS.get(n, n)} {name}s"


def _leader(s, seat: int, c: str) -> str:
    d = data.LEADERS[_faction(s, seat)].get(c)
    return d["name"] if d else c.replace("_", " ").title()


def _quest(q) -> str:
    return f"quest {q} ({requirement_text(q)})"


def _wealth(n: int) -> str:
    return "for free" if n <= 0 else f"for {n} Wealth"


def _build(s, a, f) -> str:
    seat, piece, where = a[0], a[2], a[3]
    free = type(f).__name__ == "FreeBuild"
    if piece == "hex":
        cost = 0 if free else data.UNIT_RULES["eldapriest_rebuild_cost"]
        return f"rebuilds the Eldapriest on {_at(s, where)} {_wealth(cost)}"
    cost = 0 if free else data.BUILDINGS[piece]["cost"]
    return f"builds {_unit(s, seat, 'outpost') if piece == 'outpost' else 'a shrine'} on {_at(s, where)} " \
           f"{_wealth(cost)}"


def _upgrade(s, a, f) -> str:
    u, where = a[2], a[3]
    cost = 0 if type(f).__name__ == "FreeUpgrade" else data.UPGRADES[u]["cost"]
    base = "outpost" if u in data.OUTPOST_UPGRADES else "shrine"
    return f"adds {UPGRADE_TEXT[u].split(':')[0]} to its {base} on {_at(s, where)} {_wealth(cost)}"


def _recruit(s, a, f) -> str:
    from ..rules.common import unit_cost

    seat, u = a[0], a[2]
    n = data.UNIT_RULES["scouts_per_recruit"] if u == "scout" else 1
    return f"recruits {_unit(s, seat, u, n)} on {_at(s, a[3])} {_wealth(unit_cost(s, seat, u))}"


def _ability(s, a, f) -> str:
    name = data.ABILITY_NAMES.get(a[2], a[2])
    if type(f).__name__ == "FreeAbility":
        return f"takes the ability {name} for free"
    return f"buys the ability {name} {_wealth(data.ABILITIES[_faction(s, a[0])].get(a[2], 0))}"


def _buy(s, a, f) -> str:
    from ..rules.common import leader_cost

    return f"buys the Leader card {_leader(s, a[0], a[2])} {_wealth(leader_cost(s, a[0], a[2]))}"


def _take(s, a, f) -> str:
    name = _leader(s, a[0], a[2])
    if type(f).__name__ == "Hand":
        return f"takes {name} into its starting hand"
    return f"takes the Leader card {name} from its supply"


def _march(s, a, f) -> str:
    seat, pc, src, dst = a[0], a[2], a[3], a[4]
    what = _unit(s, seat, pc)
    if type(f).__name__ == "Rally":
        return f"rallies {what} from {_at(s, src)} to {_at(s, dst)}"
    if a[1] == "support":
        return f"marches {what} from {_at(s, src)} to {_at(s, dst)} in support"
    return f"marches {what} from {_at(s, src)} to {_at(s, dst)}"


def _complete(s, a, f) -> str:
    if a[2] == "row":
        q = s.quest_row[a[3] - 1]
        return f"completes {_quest(q)} straight from the row, gaining {reward_text(data.QUESTS[q]['reward'])}"
    q = a[2]
    return f"completes {_quest(q)}, gaining {reward_text(data.QUESTS[q]['reward'])}"


def _reserve(s, a, f) -> str:
    if len(a) == 2:
        return "reserves up to two quests from the row (Plan)"
    if a[2] == "deck":
        return "reserves the top quest of the deck, unseen"
    return f"reserves {_quest(s.quest_row[a[2] - 1])} from the row"


def _draw(s, a, f) -> str:
    if a[2] == "deck":
        return "draws a Power of the Gods card from the deck"
    if a[2] == "none":
        return "takes no Power of the Gods card: none is left"
    return f"takes the Power of the Gods card {data.POTG[s.potg_row[a[2] - 1]]['name']} from the row"


def _potg(s, a, f) -> str:
    return f"plays the Power of the Gods card {data.POTG[a[2]]['name']}"


def _track(s, a, f) -> str:
    parts = [plural(n, w) for n, w in ((a[2], "battle point"), (a[3], "development point")) if n]
    return "takes " + (" and ".join(parts) if parts else "no track points")


def _patrons(s, a, f) -> str:
    who, tr = _the(a[2]), TRACK_NAMES.get(a[3], a[3])
    pay = f"pays {who} {data.ABILITY_RULES['patrons_cost']} Wealth"
    if a[4] == "down":
        return f"{pay} to move their {tr} marker down one (Loyal Patrons)"
    return f"{pay} to move its own {tr} marker up one (Loyal Patrons)"


def _leader_play(s, a, f) -> str:
    if a[1] == "none":
        return "plays no card in the battle"
    if a[1] == "bluff":
        return f"bluffs with its {COMMAND_NAMES.get(a[2], a[2])} command card"
    names = " and ".join(_leader(s, a[0], c) for c in a[2:])
    return f"plays the Leader card{'s' if len(a) > 3 else ''} {names} in the battle"


def _field(frame, name: str, default):
    """A field of the decision's frame (a named tuple; frames of other kinds lack it)."""
    return frame._asdict().get(name, default) if frame is not None else default


def _declare(s, a, f) -> str:
    cards = [COMMAND_NAMES.get(c, c) for c in a[2:]]
    if len(cards) == 3:
        return f"declares {cards[0]} and {cards[1]}, with {cards[2]} set aside for Divination"
    return "declares " + " and ".join(cards)


def _lose(s, a, f) -> str:
    victim = _field(f, "victim", a[0])
    if victim == a[0]:
        return f"loses {_unit(s, a[0], a[2])} on {_at(s, a[3])}"
    return f"picks {_the(_faction(s, victim))}'s {a[2]} on {_at(s, a[3])} to be lost"


def _retreat(s, a, f) -> str:
    t = _field(f, "t", None)
    src = s.board.names[t] if t is not None else "the battle"
    return f"retreats {_unit(s, a[0], a[2])} from {_at(s, src)} to {_at(s, a[3])}"


def _tax(s, a, f) -> str:
    from ..rules.round_end import tax_due

    if a[1] == "pay":
        return f"pays {tax_due(s, a[0], f.t)} Wealth of large army tax on {_at(s, a[2])}"
    return f"gives up {_unit(s, a[0], a[2])} on {_at(s, a[3])} rather than pay the large army tax"


def _nullify(s, a, f) -> str:
    card = data.POTG.get(f.card, {}).get("name", "the card")
    return f"cancels {card} by giving up {f.cost} of its battle total (Nullify Magic)"


def _building_fate(s, a, f) -> str:
    owner, piece = _the(_faction(s, f.entry[0])), f.entry[1]
    piece = "hex building" if piece == "hex" else piece
    if a[1] == "convert":
        return f"converts {owner}'s {piece} into one of its own"
    return f"destroys {owner}'s {piece}"


def _shrine(s, a, f) -> str:
    gain = (f"{data.BUILDINGS['gold_top_shrine']['gain_wealth']} Wealth" if a[4] == "wealth"
            else "a Power of the Gods card")
    steps = " and ".join(plural(n, w) for n, w in ((a[2], "battle step"), (a[3], "development step")) if n)
    return f"trades {steps} for {gain} (gold shrine)"


def _benefit(s, a, f) -> str:
    if a[2] == "soldier":
        return f"puts a free soldier on {_at(s, a[3])} through Noble Benefactors"
    what = {"wealth": "1 Wealth", "battle": "a battle point", "dev": "a development point"}.get(a[2], a[2])
    return f"takes {what} (Noble Benefactors)"


def _siphon(s, a, f) -> str:
    if a[2] == "leader":
        return f"pays {data.ABILITY_RULES['siphon_leader_cost']} Wealth for a Leader card (Siphon Magic)"
    return f"takes {_unit(s, a[0], a[3])} for free (Siphon Magic)"


def _first(s, a, f) -> str:
    if a[2] == _faction(s, a[0]):
        return "goes first among the tied bidders"
    return f"puts {_the(a[2])} first among the tied bidders"


def _maneuver(s, a, f) -> str:
    if type(f).__name__ == "Tactic":
        return "makes a Maneuver march before the declaration (Skilled Tacticians)"
    return "maneuvers, marching any units out of one territory"


def _cure(s, a, f) -> str:
    return f"cures Ka'jer, discarding {data.UNIT_RULES['kajer_cure_cards']} Power of the Gods cards"


def _setup_piece(s, a, f) -> str:
    seat, verb = a[0], a[1]
    if len(a) < 4:
        return ("skips its starting building: there is no room for it" if verb == "place"
                else "skips its last starting units: there is no room for them")
    if verb == "place":
        return f"places its starting {a[2]} on {_at(s, a[3])}"
    return f"places {_unit(s, seat, a[2])} of its starting army on {_at(s, a[3])}"


def _protect(s, a, f) -> str:
    cost = data.ABILITY_RULES["protectorates_costs"][a[2] - 1]
    return f"buys {a[2]} extra defence for {cost} Wealth (Divine Protectorates)"


def _explore_leader(s, a, f) -> str:
    return f"explores {_at(s, s.board.names[f.t])} with the Leader card {_leader(s, a[0], a[2])}"


def _slot(s, a, f) -> str:
    tile = _field(f, "tile", None)
    return f"puts map tile {tile} in free place {a[2]}" if tile else f"picks free place {a[2]} for the tile"


def _turn(s, a, f) -> str:
    tile = _field(f, "tile", "")
    turned = "as it is" if a[2] == 0 else f"turned {a[2]} sixth{'s' if a[2] > 1 else ''} of a circle"
    return f"lays map tile {tile} {turned}"


SAY = {
    "tile": lambda s, a, f: f"chooses map tile {a[2]}, side {str(a[3]).upper()}",
    "slot": _slot,
    "turn": _turn,
    "hex": lambda s, a, f: f"places {_unit(s, a[0], 'hex')} on {_at(s, a[2])}",
    "place": _setup_piece,
    "unit": _setup_piece,
    "take": _take,
    "done": lambda s, a, f: DONE_WORDS.get(type(f).__name__, "passes"),
    "end": lambda s, a, f: f"finishes its {COMMAND_NAMES.get(_field(f, 'card', ''), 'current')} command",
    "play": lambda s, a, f: f"resolves its {COMMAND_NAMES.get(a[2], a[2])} command card",
    "declare": _declare,
    "bid": lambda s, a, f: f"bids {a[2] or 'nothing'}{' Wealth' if a[2] else ''} for the initiative",
    "first": _first,
    "reward": lambda s, a, f: f"takes {BID_REWARD_TEXT.get(a[2], a[2]).split(' (')[0]} as its bidding reward",
    "treaty": lambda s, a, f: f"offers the Treaty to {_the(a[2])}",
    "reserve": _reserve,
    "complete": _complete,
    "dev": lambda s, a, f: f"takes {plural(data.ABILITY_RULES['order_power_dev'], 'development point')} "
                           "(the Order's power)",
    "march": lambda s, a, f: "marches up to two units (Plan)",
    "wealth": lambda s, a, f: "takes 2 Wealth",
    "charge": lambda s, a, f: "charges, marching any units into one territory",
    "maneuver": _maneuver,
    "recruit": _recruit,
    "upgrade": _upgrade,
    "build": _build,
    "buy": _buy,
    "ability": _ability,
    "potg": _potg,
    "patrons": _patrons,
    "cure": _cure,
    "move": _march,
    "support": _march,
    "put": lambda s, a, f: f"puts its new {_unit(s, a[0], a[2]).split(' ', 1)[1]} on {_at(s, a[3])}",
    "fight": lambda s, a, f: f"fights the battle on {_at(s, a[2])} next",
    "ship": lambda s, a, f: f"has its ship on {_at(s, a[2])} support the battle (+1)",
    "ambush": lambda s, a, f: f"ambushes, paying {f.cost} Wealth to kill a defending unit first",
    "protect": _protect,
    "card": _leader_play,
    "bluff": _leader_play,
    "none": _leader_play,
    "give": lambda s, a, f: f"hands {_unit(s, a[0], a[2])} over to {_the(_faction(s, f.to))} (Laelith)",
    "siphon": _siphon,
    "nullify": _nullify,
    "convert": _building_fate,
    "destroy": _building_fate,
    "lose": _lose,
    "retreat": _retreat,
    "stay": lambda s, a, f: f"stays on {_at(s, s.board.names[f.t])}, losing what is left there",
    "drop": _tax,
    "pay": _tax,
    "track": _track,
    "draw": _draw,
    "benefit": _benefit,
    "shrine": _shrine,
    "gain": lambda s, a, f: f"gets a free {a[2]} on {_at(s, f.where)} through Battle Sworn",
    "remove": lambda s, a, f: f"removes {_the(a[3])}'s {a[4]} from {_at(s, a[2])} through Convert",
    "leader": _explore_leader,
}


def imperative(phrase: str) -> str:
    """A ``describe`` phrase as an order to the one who acts (a button's label, a click's tip):
    "recruits a knight on 4.3 for its ..." -> "Recruit a knight on 4.3 for your ..."."""
    verb, _, rest = phrase.partition(" ")
    verb, mark = verb.rstrip(",:;"), verb[len(verb.rstrip(",:;")):]
    base = {"has": "have", "does": "do", "goes": "go"}.get(verb)
    if base is None:
        if verb.endswith(("ches", "shes", "sses", "xes")):
            base = verb[:-2]
        elif verb.endswith("ies"):
            base = verb[:-3] + "y"
        else:
            base = verb[:-1] if verb.endswith("s") else verb
    rest = re.sub(r"\bits\b", "your", rest)
    return base[:1].upper() + base[1:] + mark + (" " + rest if rest else "")


def describe(s, a: tuple) -> str:
    """What action ``a`` (legal at ``s``) does, in words: a verb phrase without its subject."""
    from ..steps import STEPS

    say = SAY.get(a[1])
    try:
        return say(s, a, STEPS.top(s)) if say else "makes a move"
    except (AttributeError, IndexError, KeyError, TypeError, ValueError):
        return "makes a move"  # an action not legal at ``s``: nothing better to say
