"""Short card texts in our own words, built from the card data (for the table and the log)."""

from __future__ import annotations

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


__all__ = ["card_lines", "cost_text", "collect_text", "essences", "vec_text"]
