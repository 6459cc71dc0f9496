"""What a move does, in plain words (the tooltips of the board's clickable parts and buttons,
and the labels of the moves a person must weigh: power offers, the faction picker), never the
raw notation. Written from the action and the position, so a power offer says how much power
it gives and what it costs."""

from __future__ import annotations

from .. import data, texts
from ..rules.economy import capacity

CULTS = texts.CULT_WORDS


def offer(s, a) -> tuple[int, int, int] | None:
    """(from seat, power offered, power taken if accepted) of the offer a leech/decline answers."""
    seat, frm = a[0], a[2]
    amount = a[3] if len(a) > 3 else None
    for o in s.offers:
        if o.seat == seat and (frm is None or o.by == frm) and (amount is None or o.amount == amount):
            p = s.players[seat]
            return o.by, o.amount, min(o.amount, capacity(p), p.vp + 1)
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


def words(s, a) -> str:
    """What playing ``a`` does, in a sentence."""
    verb, args = a[1], a[2:]
    if verb == "build":
        return f"Build a dwelling on {args[0]}"
    if verb == "upgrade":
        return f"Upgrade the {_building(s, args[0])} on {args[0]} to a {data.BUILDING_NAMES[args[1]]}"
    if verb == "transform":
        into = data.TERRAIN_NAMES.get(args[1], args[1]) if args[1] else "your home terrain"
        return f"Turn {args[0]} into {into}"
    if verb == "bridge":
        return f"Build a bridge between {args[0]} and {args[1]}"
    if verb == "send":
        steps = f" for {args[1]} steps" if args[1] else ""
        return f"Send a priest to the {CULTS[args[0]]} cult track{steps}"
    if verb == "cult":
        return f"Go up {args[1]} on the {CULTS[args[0]]} cult track"
    if verb == "action" and args[0] in texts.POWER_ACTION_TEXT:
        return f"Power action {args[0]}: {texts.POWER_ACTION_TEXT[args[0]]}"
    if verb == "action":
        return texts.SPECIAL_TEXT.get(args[0], f"Action {args[0]}")
    if verb == "pass":
        return f"Pass, taking {texts.bonus_text(args[0])}" if args[0] else "Pass (the last round)"
    if verb == "favor":
        return f"Take {texts.favor_text(args[0])}"
    if verb == "town":
        return f"Found a town with {texts.town_text(args[0])}"
    if verb in ("leech", "decline"):
        return offer_label(s, a)
    if verb == "faction":
        return f"Play the {faction_label(args[0])}: {texts.FACTION_TEXT.get(args[0], '')}"
    if verb == "dig":
        return f"Dig: {args[0]} spade{'s' if args[0] > 1 else ''} for your next transformation"
    if verb == "burn":
        return f"Burn {args[0]} power: bowl II loses {2 * args[0]}, bowl III gains {args[0]}"
    if verb == "advance":
        return "Advance shipping one level" if args[0] == "ship" else "Advance digging one level"
    if verb == "done":
        return "End your turn"
    return ""
