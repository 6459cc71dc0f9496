"""The words players read, in our own words, built from the card data: short card texts (the table,
the card zoom, the log), a move in words (``describe``: the turn summary, the tooltips of clicks),
and the one-screen "How to play" (``how_to_play``)."""

from __future__ import annotations

from ...core.protocol import HowStep
from .data import CARDS, NAMES, vec_text

KIND = {"artifact": "Artifact", "mage": "Mage", "item": "Magic item", "monument": "Monument",
        "pop": "Place of Power"}


def essences(v) -> str:
    parts = [f"{n} {NAMES[i]}" for i, n in enumerate(v) if n]
    return " + ".join(parts) if parts else "nothing"


def _types(types) -> str:
    return "/".join(NAMES[t] for t in types)


def cost_text(card_id: str) -> str:
    c = CARDS[card_id]
    parts = [essences(c.cost)] if any(c.cost) else []
    if c.cost_any:
        parts.append(f"{c.cost_any} of any kind")
    return " + ".join(parts) if parts else "free"


def collect_text(card_id: str) -> list[str]:
    c = CARDS[card_id]
    out = []
    for entry in c.collect:
        if entry[0] == "fixed":
            out.append(f"Collect: {essences(entry[1])}.")
        else:
            out.append(f"Collect: {entry[1]} of {_types(entry[2])}, any mix.")
    special = {
        "vault": "Collect: if you leave its Gold on it, gain 2 essences (not Gold).",
        "windup": "Collect: if you leave its essences on it, add 2 more of each kind there.",
        "forge": "Collect: pay 1 Death or turn this.",
        "obelisk": "When claimed: gain 6 essences (not Gold), any mix.",
        "bestiary": "Points: 2 per Dragon and 1 per Creature you have in play.",
    }.get(c.special)
    if special:
        out.append(special)
    return out


def card_lines(card_id: str) -> list[str]:
    """Everything a player needs to know about a card, one short line each."""
    c = CARDS[card_id]
    head = KIND[c.kind]
    if c.tags:
        head += " (" + ", ".join(sorted(t.title() for t in c.tags)) + ")"
    lines = [f"{c.name}: {head}"]
    if c.kind in ("artifact", "monument", "pop"):
        lines.append(f"Cost: {cost_text(card_id)}.")
    vp = c.vp
    if c.vp_per is not None:
        lines.append(f"Points: {vp} + 1 per {NAMES[c.vp_per]} on it." if vp else
                     f"Points: 1 per {NAMES[c.vp_per]} on it.")
    elif vp:
        lines.append(f"Points: {vp}.")
    if c.discount:
        what = "Dragons" if c.discount[0] == "dragon" else "artifacts"
        lines.append(f"Your {what} cost {c.discount[1]} less (never Gold).")
    lines += collect_text(card_id)
    for k, pw in enumerate(c.powers, 1):
        turn = "Turn this. " if pw.turn and pw.react is None else ""
        react = "React. " if pw.react else ""
        lines.append(f"{k}. {react}{turn}{pw.text}")
    return lines


def card_tip(card_id: str) -> str:
    """What a card is, in a few words (its tooltip; the card zoom shows its whole text)."""
    c = CARDS[card_id]
    tags = ", ".join(sorted(t.title() for t in c.tags))
    return f"{c.name}: {KIND[c.kind].lower()}{', ' + tags if tags else ''}"


def board_notes(card_id: str) -> list[str]:
    """The card's rules that are neither powers nor plain collects, short enough for the table
    (``card_lines`` has them whole, for the card zoom)."""
    c = CARDS[card_id]
    out = []
    if c.discount:
        what = "Dragons" if c.discount[0] == "dragon" else "artifacts"
        out.append(f"Your {what} cost {c.discount[1]} less")
    out += {"vault": ["Collect: leave its Gold for 2 others"],
            "windup": ["Collect: leave them for 2 more each"],
            "forge": ["Collect: pay 1 Death or turn this"],
            "obelisk": ["On claiming: gain 6, not Gold"],
            "bestiary": ["2 VP per Dragon, 1 per Creature"]}.get(c.special, [])
    if c.vp_per is not None:
        out.append(f"+1 VP per {NAMES[c.vp_per]} on it")
    return out


# ---------------------------------------------------------------------------------------------
# a move in words: describe(state, action) -> "places Wind Dragon (cost 1 Life + 4 Death)"


def describe(s, a: tuple) -> str:
    """What the legal action ``a`` does at ``s``, in words: a verb phrase in the third person
    without its subject ("passes and takes the Reanimate magic item"), for the turn summary and
    the board's tooltips. Reads only what ``a``'s player may see (works on their view)."""
    from .steps import decision_of

    seat, verb = a[0], a[1]
    frame = decision_of(s, seat) if s.phase != "mage" else None
    how = _DESCRIBE.get(verb)
    return how(s, a, frame) if how is not None else verb


def imperative(phrase: str) -> str:
    """A described move addressed to its player: "places X from their hand" -> "Place X from
    your hand" (a click's tooltip)."""
    words = phrase.split(" ")
    verb = words[0].rstrip(",;:")
    first = _IMPERATIVE.get(verb, verb[:-1] if verb.endswith("s") else verb) + words[0][len(verb):]
    rest = [{"their": "your", "they": "you", "them": "you", "themselves": "yourself"}.get(w, w)
            for w in words[1:]]
    return " ".join([first[:1].upper() + first[1:], *rest])


_IMPERATIVE = {"passes": "pass", "does": "do", "is": "be"}


def _name(card: str) -> str:
    return CARDS[card].name if card in CARDS else "a card"


def _who(s, seat: int) -> str:
    """A rival as the rules can name them: their mage ("the Alchemist"), else their seat."""
    p = s.players[seat]
    return f"the {CARDS[p.mage].name}" if p.mage in CARDS else f"player {seat + 1}"


def _power_words(card: str, k: int) -> str:
    text = CARDS[card].powers[k - 1].text.rstrip(".").replace(" (", ", ").replace(")", "")
    return text[:1].lower() + text[1:]  # goes in parentheses: none inside


def _cost_words(s, seat: int, card: str) -> str:
    from .rules.cards import discount

    cut = discount(s, seat, card) if seat < len(s.players) else 0
    return f"cost {cost_text(card)}" + (f", {cut} less" if cut else "")


def _place(s, a, frame) -> str:
    from .steps import PlaceFrom

    card = a[2]
    if type(frame) is PlaceFrom:
        src = {"hand": "their hand", "own_discard": "their discards"}.get(frame.source, "a discard pile")
        price = "for free" if frame.cut is None else f"{frame.cut} cheaper"
        return f"places {_name(card)} from {src}, {price}"
    return f"places {_name(card)} from their hand ({_cost_words(s, a[0], card)})"


def _claim(s, a, frame) -> str:
    what = a[2]
    if what == "top":
        return "claims the top card of the monument deck (cost 4 Gold)"
    kind = "Place of Power" if CARDS[what].kind == "pop" else "monument"
    return f"claims the {kind} {_name(what)} (cost {cost_text(what)})"


def _discard(s, a, frame) -> str:
    from .steps import Attack, DiscardCost, Divination

    name, kind = _name(a[2]), type(frame)
    if frame is None:
        return f"discards {name} for 1 Gold or 2 other essences"
    if kind is Attack:
        return f"discards {name} to ignore the life loss"
    if kind is DiscardCost:
        return f"discards {name} to pay a power's cost"
    return f"discards {name}" + (" (Divination)" if kind is Divination else "")


def _pass(s, a, frame) -> str:
    if s.token_taken:
        return f"passes and takes the {_name(a[2])} magic item"
    return f"passes first, taking the first player token and the {_name(a[2])} magic item"


def _pay(s, a, frame) -> str:
    from .steps import Forge, LosePay, Pay, Same

    what, kind = essences(a[2]), type(frame)
    if kind is Pay:
        target = pay_target(s)
        return f"pays {what}" + (f" for {target}" if target else "")
    if kind is Same:
        return f"pays {what} toward X essences of one type"
    if kind is LosePay:
        return f"loses {what} for missing Life"
    if kind is Forge:
        return f"pays {what} for the Cursed Forge's curse"
    return f"pays {what}"


def _gain(s, a, frame) -> str:
    from .steps import Convert, DiscardGain, GainChoice

    what, kind = essences(a[2]), type(frame)
    if kind is GainChoice:
        if frame.dest is not None:
            return f"puts {what} on {_name(frame.dest)}"
        return f"takes {what}" + (f" from {_name(frame.source)}" if frame.source in CARDS else "")
    if kind is DiscardGain:
        return f"takes {what} for the discarded card"
    if kind is Convert:
        return f"converts to {what}"
    return f"gains {what}"


def _take(s, a, frame) -> str:
    return f"takes the essences on {_name(a[2])} ({essences(s.on(a[2]))})"


def _leave(s, a, frame) -> str:
    extra = {"vault": " to gain 2 other essences", "windup": " to add 2 more of each kind"}
    return f"leaves the essences on {_name(a[2])}" + extra.get(CARDS[a[2]].special, "")


def _turn(s, a, frame) -> str:
    from .steps import Forge, TurnCost

    if type(frame) is Forge:
        return "turns the Cursed Forge instead of paying its curse"
    return f"turns {_name(a[2])}" + (" to pay a power's cost" if type(frame) is TurnCost else "")


def _destroy(s, a, frame) -> str:
    from .steps import Attack

    why = " to ignore the life loss" if type(frame) is Attack else ""
    return f"destroys {_name(a[2])}{why}"


def _rival(s, a, frame) -> str:
    from .steps import Rival

    r = a[2]
    if type(frame) is Rival:
        n = s.players[r].pool[frame.src]
        return f"picks {_who(s, r)} ({n} {NAMES[frame.src]}) to gain {n} {NAMES[frame.dst]}"
    return f"picks {_who(s, r)}"


def _decline(s, a, frame) -> str:
    from .steps import Statue

    return "does not use the Golden Statue" if type(frame) is Statue else "places nothing"


def _lose(s, a, frame) -> str:
    from .steps import Attack

    if type(frame) is Attack:
        return f"loses {frame.n} Life to {_who(s, frame.attacker)}'s {_name(frame.card)}"
    return "loses the Life"


def _ignore(s, a, frame) -> str:
    from .steps import Attack

    ign = frame.ignore if type(frame) is Attack else None
    if ign and ign[0] == "pay":
        return f"pays {essences(ign[1])} to ignore the life loss"
    return "ignores the life loss"


def _react(s, a, frame) -> str:
    if a[2] == "golden_statue":
        return "uses the Golden Statue, paying 3 Gold for 3 points"
    return f"uses {_name(a[2])} to ignore the life loss"


def _done(s, a, frame) -> str:
    from .steps import Same

    if type(frame) is Same:
        return f"pays {essences(frame.acc)} as X" if any(frame.acc) else "pays nothing (X is 0)"
    return "stops choosing"


def _order(s, a, frame) -> str:
    from .steps import Order

    pile = "the monument deck" if type(frame) is Order and frame.pile == "monuments" else "their deck"
    names = [_name(c) for c in a[2]]
    if len(names) == 1:
        return f"puts {names[0]} back on {pile}"
    return f"puts the cards back on {pile}: {', '.join(names[:-1])} and {names[-1]}, top first"


def pay_target(s) -> str:
    """The card a payment on top of ``s``'s stack is for (the one being put into play, or the
    power's card), or ""."""
    from .steps import ToPlay

    q = s.stack
    if len(q) >= 2 and type(q[-2]) is ToPlay:
        return _name(q[-2].card)
    card = s.ctx.get("card")
    return _name(card) if card in CARDS else ""


_DESCRIBE = {
    "mage": lambda s, a, f: f"chooses {_name(a[2])} as their mage",
    "item": lambda s, a, f: f"takes the {_name(a[2])} magic item",
    "pass": _pass, "place": _place, "claim": _claim, "discard": _discard,
    "use": lambda s, a, f: f"uses {_name(a[2])} ({_power_words(a[2], a[3])})",
    "pay": _pay, "gain": _gain, "take": _take, "leave": _leave, "turn": _turn, "destroy": _destroy,
    "straighten": lambda s, a, f: f"straightens {_name(a[2])}",
    "target": lambda s, a, f: f"puts the paid essences on {_name(a[2])}",
    "rival": _rival,
    "look": lambda s, a, f: "looks at the top 3 cards of "
                            + ("their deck" if a[2] == "deck" else "the monument deck"),
    "order": _order,
    "decline": _decline, "lose": _lose, "ignore": _ignore, "react": _react, "done": _done,
}


# ---------------------------------------------------------------------------------------------
# how to play, in our own words (the table's "How to play"; symbols of svg/res_arcana.svg)


def how_to_play() -> list[HowStep]:
    return [
        HowStep("Race to 10 points",
                "You are a mage. Points come mostly from the Places of Power and monuments you "
                "claim, and from a few artifacts. When a round ends with someone at 10 or more, "
                "the most points wins.",
                ("ra-c-pop", "ra-c-monument", "ra-s-crown")),
        HowStep("Essences pay for everything",
                "There are five essences: Elan, Life, Calm, Death and Gold. A pie stands for any "
                "mix of the colours it shows. Your pool is on your panel.",
                ("ra-e-E", "ra-e-L", "ra-e-C", "ra-e-D", "ra-e-G", "ra-p-ELCDG")),
        HowStep("A round begins: collect",
                "Every card with a collect row gives you its essences. You may also take the "
                "essences lying on your cards (all of a card's, or none).",
                ("ra-s-slot", "ra-e-L")),
        HowStep("Then one action per turn",
                "Players take turns, one action each. Place an artifact from your hand by paying "
                "its cost, claim a Place of Power or a monument, or discard a card for 1 Gold or 2 "
                "other essences.",
                ("ra-c-artifact", "ra-s-place", "ra-s-discard")),
        HowStep("Use powers",
                "Or use a power of a card in front of you: pay what is left of the arrow, get "
                "what is right of it. Many powers turn their card; it rests until the next round. "
                "A bolt marks a reaction, used when a rival attacks.",
                ("ra-s-turn", "ra-s-arrow", "ra-s-bolt")),
        HowStep("Pass, and the round ends",
                "When you have nothing more to do, pass: swap your magic item for one in the "
                "supply and draw a card. The first to pass takes the first player token (1 point). "
                "Once all have passed, victory is checked; if nobody won, every card is "
                "straightened for the next round.",
                ("ra-c-item", "ra-s-draw", "ra-s-straighten")),
    ]


__all__ = ["board_notes", "card_lines", "card_tip", "collect_text", "cost_text", "describe", "essences",
           "how_to_play", "imperative", "vec_text"]
