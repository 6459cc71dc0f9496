"""Res Arcana component facts: all 78 base-game components as structured data.

Transcribed from the project's card reference (CARDS.md) into our own form.
Essences are vectors in the order Elan, Life, Calm, Death, Gold; in texts they
are written ``2E1G`` (count then letter, in that order).

A power is a cost and a list of effects. Costs are parts the rules check and
pay in a fixed order: turn this component, remove essences from it, pay
essences (fixed ones plus ``any_n`` of ``any_types``), pay X of one type
(``same``), discard a card, destroy an artifact, turn another component.
Effects are small tuples interpreted by ``rules/powers.py``:

    ("gain", vec)                      essences into the pool
    ("gain_choice", n, types)          n essences, any mix of ``types``, into the pool
    ("store", vec)                     essences onto this component
    ("store_choice", n, types)         n essences, any mix of ``types``, onto this component
    ("store_paid",)                    the essences just paid, onto this component
    ("put_paid",)                      the essences just paid, onto one of your components
    ("rivals_gain", vec)               every rival gains (passed ones too)
    ("lifeloss", n, ignore)            every rival still in the round loses n Life;
                                       ignore: None | ("pay", vec) | ("discard",) | ("destroy",)
    ("draw", n)                        draw from your deck
    ("straighten", which)              straighten one of your turned components: "any" | "creature" | "self"
    ("look3",)                         look at the top 3 of your deck or the monument deck, reorder
    ("divination",)                    draw 3, then discard that many
    ("check_victory",)                 check victory in the middle of the round
    ("place", source, which, cut)      place a card: source "hand" | "own_discard" | "any_discard";
                                       which "any" | "dragon"; cut: cost reduction, or None = free
    ("gain_per_rival", src, dst)       pick a rival: gain ``dst`` equal to their ``src``
    ("gain_destroyed", bonus, types)   gain the destroyed artifact's printed cost + bonus
    ("gain_discarded", bonus, types)   gain the discarded card's printed cost + bonus
    ("gain_x", t)                      gain X of type t (X from the "same" cost)
    ("convert_x",)                     gain X of one other non-Gold type
    ("ignore",)                        (react) ignore the life loss
    ("statue",)                        (react) +3 points at this victory check

A ``*types`` tuple with a single type makes a "choice" with one answer, which
the engine resolves without asking.
"""

from __future__ import annotations

E, L, C, D, G = range(5)
TYPES = (E, L, C, D, G)
LETTERS = "ELCDG"
NAMES = ("Elan", "Life", "Calm", "Death", "Gold")
NON_GOLD = (E, L, C, D)
ALL = (E, L, C, D, G)
ZERO = (0, 0, 0, 0, 0)


def vec(text: str) -> tuple:
    """``"2E1G"`` -> (2, 0, 0, 0, 1). A bare letter counts 1."""
    out = [0] * 5
    num = ""
    for ch in text.replace(" ", "").replace("+", ""):
        if ch.isdigit():
            num += ch
        else:
            out[LETTERS.index(ch.upper())] += int(num) if num else 1
            num = ""
    if num and num != "0":
        raise ValueError(f"dangling number in {text!r}")
    return tuple(out)


def vec_text(v) -> str:
    s = "".join(f"{n}{LETTERS[i]}" for i, n in enumerate(v) if n)
    return s or "0"


def types_of(text: str) -> tuple:
    return tuple(LETTERS.index(ch) for ch in text)


class Power:
    __slots__ = ("turn", "pay", "any_n", "any_types", "same", "remove_self", "discard", "destroy",
                 "turn_other", "effects", "react", "when_turned", "text")

    def __init__(self, effects, *, turn=False, pay="", any_n=0, any_types=ALL, same=False,
                 remove_self=None, discard=False, destroy=None, turn_other=None, react=None,
                 when_turned=False, text=""):
        self.turn = turn
        self.pay = vec(pay)
        self.any_n = any_n
        self.any_types = any_types
        self.same = same
        self.remove_self = vec(remove_self) if remove_self else None
        self.discard = discard
        self.destroy = destroy  # None | "self" | "other" | "any" | "dragon_or_creature"
        self.turn_other = turn_other  # None | "creature" | "dragon"
        self.effects = tuple(effects)
        self.react = react  # None | "life" | "life_dragon" | "victory"
        self.when_turned = when_turned
        self.text = text


class Card:
    __slots__ = ("id", "name", "kind", "tags", "cost", "cost_any", "vp", "collect", "powers",
                 "discount", "vp_per", "special", "pop_card", "pop_side", "preset")

    def __init__(self, id, name, kind, *, tags=(), cost="", cost_any=0, vp=0, collect=(),
                 powers=(), discount=None, vp_per=None, special=None, pop_card=None, pop_side=None):
        self.id = id
        self.name = name
        self.kind = kind  # "artifact" | "mage" | "item" | "monument" | "pop"
        self.tags = frozenset(tags)
        self.cost = vec(cost)
        self.cost_any = cost_any
        self.vp = vp
        self.collect = tuple(collect)  # ("fixed", vec) | ("choice", n, types)
        self.powers = tuple(powers)
        self.discount = discount  # (which, n): "artifact" | "dragon"
        self.vp_per = vp_per  # essence type scoring 1 VP each when stored (Places of Power)
        self.special = special  # "vault" | "windup" | "forge" | "obelisk" | "bestiary"
        self.pop_card = pop_card
        self.pop_side = pop_side

    @property
    def printed_cost(self) -> int:
        return sum(self.cost) + self.cost_any

    @property
    def is_dragon(self) -> bool:
        return "dragon" in self.tags

    @property
    def is_creature(self) -> bool:
        return "creature" in self.tags


P = Power
NG = NON_GOLD


def fixed(text):
    return ("fixed", vec(text))


def choice(n, letters):
    return ("choice", n, types_of(letters))


def lifeloss(n, ignore=None):
    return ("lifeloss", n, ignore)


IGNORE = (("ignore",),)
LOOK = "Look at the top 3 cards of your deck or of the monuments; put them back in any order."
WARD = "When you would lose Life: turn this to ignore it."

_CARDS = [
    # ---------------------------------------------------------------- artifacts (40)
    Card("athanor", "Athanor", "artifact", cost="1E1G", powers=[
        P([("store", vec("2E"))], turn=True, pay="1E", text="Pay 1 Elan: put 2 Elan here."),
        P([("gain_x", G)], turn=True, remove_self="6E", same=True,
          text="Remove 6 Elan from here and pay X essences of one type: gain X Gold."),
    ]),
    Card("bone_dragon", "Bone Dragon", "artifact", tags=["dragon"], cost="1L4D", vp=1, powers=[
        P([lifeloss(2, ("pay", vec("1D")))], turn=True,
          text="Each rival loses 2 Life unless they pay 1 Death."),
    ]),
    Card("celestial_horse", "Celestial Horse", "artifact", tags=["creature"], cost="1E2C",
         collect=[choice(2, "ELC")]),
    Card("chalice_of_fire", "Chalice of Fire", "artifact", cost="1E1G", collect=[fixed("2E")], powers=[
        P([("straighten", "any")], turn=True, pay="1E", text="Pay 1 Elan: straighten a component."),
    ]),
    Card("chalice_of_life", "Chalice of Life", "artifact", cost="1L1C1G", collect=[fixed("1L1C")], powers=[
        P([("store", vec("1L2C"))], pay="2C", text="Pay 2 Calm: put 2 Calm and 1 Life here."),
        P(IGNORE, turn=True, react="life", text=WARD),
    ]),
    Card("corrupt_altar", "Corrupt Altar", "artifact", cost="2D", cost_any=3, collect=[fixed("1L1D")],
         powers=[
        P([("store", vec("3E"))], pay="2L", text="Pay 2 Life: put 3 Elan here."),
        P([("gain_destroyed", 2, NG)], turn=True, destroy="any",
          text="Destroy one of your artifacts: gain its cost + 2 in essences other than Gold."),
    ]),
    Card("crypt", "Crypt", "artifact", cost="2D", cost_any=3, powers=[
        P([("gain", vec("2D"))], turn=True, text="Gain 2 Death."),
        P([("place", "own_discard", "any", 2)], turn=True, pay="1D",
          text="Pay 1 Death: place an artifact from your discards, 2 cheaper (never Gold)."),
    ]),
    Card("cursed_skull", "Cursed Skull", "artifact", cost="2D", powers=[
        P([("store_choice", 3, types_of("ECD"))], turn=True, pay="1L",
          text="Pay 1 Life: put 3 Elan/Calm/Death here in any mix."),
    ]),
    Card("dancing_sword", "Dancing Sword", "artifact", cost="1E1G", collect=[fixed("1E1D")], powers=[
        P([("ignore",), ("store", vec("1D"))], pay="1E", react="life",
          text="When you would lose Life: pay 1 Elan to ignore it and put 1 Death here."),
    ]),
    Card("dragon_bridle", "Dragon Bridle", "artifact", cost="1E1L1C1D", vp=1, discount=("dragon", 3), powers=[
        P(IGNORE, turn=True, react="life_dragon", text="When a Dragon takes your Life: turn to ignore it."),
    ]),
    Card("dragon_egg", "Dragon Egg", "artifact", cost="1G", vp=1, powers=[
        P([("place", "hand", "dragon", 4)], destroy="self",
          text="Destroy this: place a Dragon from your hand, 4 cheaper (never Gold)."),
    ]),
    Card("dragon_teeth", "Dragon Teeth", "artifact", cost="1E1D", powers=[
        P([("store", vec("3E"))], pay="2E", text="Pay 2 Elan: put 3 Elan here."),
        P([("place", "hand", "dragon", None)], turn=True, pay="3E",
          text="Pay 3 Elan: place a Dragon from your hand for free."),
    ]),
    Card("dwarven_pickaxe", "Dwarven Pickaxe", "artifact", cost="1E", powers=[
        P([("gain", vec("1G"))], turn=True, pay="1E", text="Pay 1 Elan: gain 1 Gold."),
    ]),
    Card("earth_dragon", "Earth Dragon", "artifact", tags=["dragon"], cost="4E3L", vp=1, powers=[
        P([lifeloss(2, ("pay", vec("1G")))], turn=True, text="Rivals lose 2 Life unless they pay 1 Gold."),
    ]),
    Card("elemental_spring", "Elemental Spring", "artifact", cost="2E1L1C", collect=[fixed("1E1L1C")],
         powers=[
        P(IGNORE, pay="1C", react="life", text="When you would lose Life: pay 1 Calm to ignore it."),
    ]),
    Card("elvish_bow", "Elvish Bow", "artifact", cost="2E1L", powers=[
        P([lifeloss(1)], turn=True, text="Each rival loses 1 Life."),
        P([("draw", 1)], turn=True, text="Draw a card."),
    ]),
    Card("fiery_whip", "Fiery Whip", "artifact", cost="2E2D", powers=[
        P([("gain", vec("3E")), ("rivals_gain", vec("1E"))], turn=True,
          text="Gain 3 Elan; each rival gains 1 Elan."),
        P([("gain_destroyed", 2, NG)], turn=True, destroy="other",
          text="Destroy another of your artifacts: gain its cost + 2 in essences other than Gold."),
    ]),
    Card("fire_dragon", "Fire Dragon", "artifact", tags=["dragon"], cost="6E", vp=1, powers=[
        P([lifeloss(2, ("pay", vec("1C")))], turn=True, text="Rivals lose 2 Life unless they pay 1 Calm."),
    ]),
    Card("flaming_pit", "Flaming Pit", "artifact", cost="2E", collect=[fixed("1E")], powers=[
        P([("gain", vec("1E1D"))], turn=True, pay="1L", text="Pay 1 Life: gain 1 Elan and 1 Death."),
    ]),
    Card("fountain_of_youth", "Fountain of Youth", "artifact", cost="1C1D", collect=[fixed("1L")], powers=[
        P([("store", vec("1L2C"))], pay="2D", text="Pay 2 Death: put 2 Calm and 1 Life here."),
    ]),
    Card("guard_dog", "Guard Dog", "artifact", tags=["creature"], cost="1E", powers=[
        P([("straighten", "self")], pay="1E", when_turned=True, text="Pay 1 Elan: straighten this."),
        P(IGNORE, turn=True, react="life", text=WARD),
    ]),
    Card("hand_of_glory", "Hand of Glory", "artifact", cost="1L1D", powers=[
        P([("gain", vec("2D")), ("rivals_gain", vec("1D"))], turn=True,
          text="Gain 2 Death; each rival gains 1 Death."),
    ]),
    Card("hawk", "Hawk", "artifact", tags=["creature"], cost="1L1C", collect=[fixed("1C")], powers=[
        P([("look3",)], turn=True, text=LOOK),
        P([("draw", 1)], turn=True, pay="2C", text="Pay 2 Calm: draw a card."),
    ]),
    Card("horn_of_plenty", "Horn of Plenty", "artifact", cost="2G", powers=[
        P([("gain_choice", 3, NG)], turn=True, text="Gain 3 essences other than Gold."),
        P([("gain", vec("1G"))], turn=True, text="Gain 1 Gold."),
    ]),
    Card("hypnotic_basin", "Hypnotic Basin", "artifact", cost="1E2C1D", collect=[fixed("2C")], powers=[
        P([("gain_per_rival", E, C)], turn=True, text="Pick a rival: gain 1 Calm per Elan they have."),
    ]),
    Card("jeweled_statuette", "Jeweled Statuette", "artifact", cost="2D1G", vp=1, powers=[
        P([("gain", vec("3D")), ("rivals_gain", vec("1D"))], turn=True,
          text="Gain 3 Death; each rival gains 1 Death."),
        P([("gain", vec("1E2G"))], destroy="self", text="Destroy this: gain 2 Gold and 1 Elan."),
    ]),
    Card("magical_shard", "Magical Shard", "artifact", powers=[
        P([("gain_choice", 1, NG)], turn=True, text="Gain 1 essence other than Gold."),
    ]),
    Card("mermaid", "Mermaid", "artifact", tags=["creature"], cost="2L2C", collect=[fixed("1C")], powers=[
        P([("put_paid",)], turn=True, any_n=1, any_types=types_of("LCG"),
          text="Pay 1 Calm, Life or Gold: put it on one of your components."),
    ]),
    Card("nightingale", "Nightingale", "artifact", tags=["creature"], cost="1L1C", vp=1),
    Card("philosophers_stone", "Philosopher's Stone", "artifact", cost="2E2L2C2D", vp=1, powers=[
        P([("gain_x", G)], turn=True, any_n=2, same=True,
          text="Pay 2 essences, then X of one type: gain X Gold."),
    ]),
    Card("prism", "Prism", "artifact", powers=[
        P([("gain_choice", 2, NG)], turn=True, any_n=1, text="Pay 1 essence: gain 2 non-Gold essences."),
        P([("convert_x",)], turn=True, same=True,
          text="Pay X of one type: gain X of one other type (not Gold)."),
    ]),
    Card("ring_of_midas", "Ring of Midas", "artifact", cost="1L1G", vp=1, powers=[
        P([("store", vec("1G"))], pay="2L", text="Pay 2 Life: put 1 Gold here."),
        P([("store", vec("1G"))], turn=True, text="Put 1 Gold here."),
    ]),
    Card("sacrificial_dagger", "Sacrificial Dagger", "artifact", cost="1D1G", powers=[
        P([("store", vec("3D"))], turn=True, pay="1L", text="Pay 1 Life: put 3 Death here."),
        P([("gain_discarded", 0, NG)], destroy="self", discard=True,
          text="Destroy this and discard a card: gain that card's cost in essences other than Gold."),
    ]),
    Card("sea_serpent", "Sea Serpent", "artifact", tags=["dragon", "creature"], cost="3L6C", vp=1, powers=[
        P([lifeloss(2, ("destroy",))], turn=True,
          text="Each rival loses 2 Life unless they destroy one of their artifacts."),
    ]),
    Card("treant", "Treant", "artifact", tags=["creature"], cost="2E3L", collect=[fixed("2L")], powers=[
        P([("gain_per_rival", D, E)], turn=True, text="Pick a rival: gain 1 Elan per Death they have."),
    ]),
    Card("tree_of_life", "Tree of Life", "artifact", cost="1L", cost_any=2, powers=[
        P([("gain", vec("3L")), ("rivals_gain", vec("1L"))], turn=True,
          text="Gain 3 Life; each rival gains 1 Life."),
        P(IGNORE, pay="1L", react="life", text="When you would lose Life: pay 1 Life to ignore it."),
    ]),
    Card("vault", "Vault", "artifact", cost="1G", cost_any=1, special="vault", powers=[
        P([("store", vec("1G"))], turn=True, text="Put 1 Gold here."),
    ]),
    Card("water_dragon", "Water Dragon", "artifact", tags=["dragon"], cost="6C", vp=1, powers=[
        P([lifeloss(2, ("pay", vec("1E")))], turn=True, text="Rivals lose 2 Life unless they pay 1 Elan."),
    ]),
    Card("wind_dragon", "Wind Dragon", "artifact", tags=["dragon"], cost="4C", cost_any=4, vp=1, powers=[
        P([lifeloss(2, ("discard",))], turn=True,
          text="Each rival loses 2 Life unless they discard a card."),
    ]),
    Card("windup_man", "Windup Man", "artifact", cost="1E1L1C1G", special="windup", powers=[
        P([("store_paid",)], turn=True, any_n=1, text="Pay 1 essence: put it here."),
    ]),
    # ---------------------------------------------------------------- mages (10)
    Card("alchemist", "Alchemist", "mage", powers=[
        P([("gain", vec("2G"))], turn=True, any_n=4, text="Pay 4 essences: gain 2 Gold."),
        P([("gain_choice", 1, NG)], turn=True, text="Gain 1 essence other than Gold."),
    ]),
    Card("artificer", "Artificer", "mage", discount=("artifact", 1)),
    Card("druid", "Druid", "mage", collect=[fixed("1L")], powers=[
        P([("straighten", "creature")], turn=True, text="Straighten one of your Creatures."),
    ]),
    Card("duelist", "Duelist", "mage", collect=[fixed("1E")], powers=[
        P([("store", vec("1G"))], turn=True, pay="1D", text="Pay 1 Death: put 1 Gold here."),
    ]),
    Card("healer", "Healer", "mage", collect=[choice(1, "LC")], powers=[
        P(IGNORE, turn=True, react="life", text=WARD),
    ]),
    Card("necromancer", "Necromancer", "mage", collect=[fixed("1D")], powers=[
        P([("store", vec("3D"))], turn=True, pay="2L", text="Pay 2 Life: put 3 Death here."),
    ]),
    Card("scholar", "Scholar", "mage", powers=[
        P([("draw", 1)], turn=True, any_n=1, text="Pay 1 essence: draw a card."),
    ]),
    Card("seer", "Seer", "mage", collect=[fixed("1C")], powers=[
        P([("look3",)], turn=True, text=LOOK),
    ]),
    Card("transmuter", "Transmuter", "mage", powers=[
        P([("gain_choice", 3, NG)], turn=True, any_n=2, text="Pay 2 essences: gain 3 non-Gold essences."),
    ]),
    Card("witch", "Witch", "mage", collect=[choice(1, "LD")], powers=[
        P([("straighten", "any")], turn=True, any_n=2, text="Pay 2 essences: straighten a component."),
    ]),
    # ---------------------------------------------------------------- magic items (8)
    Card("alchemy", "Alchemy", "item", powers=[
        P([("gain", vec("2G"))], turn=True, any_n=4, text="Pay 4 essences: gain 2 Gold."),
    ]),
    Card("calm_elan", "Calm / Elan", "item", collect=[choice(1, "EC")]),
    Card("death_life", "Death / Life", "item", collect=[choice(1, "LD")]),
    Card("divination", "Divination", "item", powers=[
        P([("divination",)], turn=True, text="Draw 3 cards, then discard 3."),
    ]),
    Card("protection", "Protection", "item", powers=[
        P(IGNORE, turn=True, react="life", text=WARD),
    ]),
    Card("reanimate", "Reanimate", "item", powers=[
        P([("straighten", "any")], turn=True, any_n=1, text="Pay 1 essence: straighten a component."),
    ]),
    Card("research", "Research", "item", powers=[
        P([("draw", 1)], turn=True, any_n=1, text="Pay 1 essence: draw a card."),
    ]),
    Card("transmutation", "Transmutation", "item", powers=[
        P([("gain_choice", 3, NG)], turn=True, any_n=3, text="Pay 3 essences: gain 3 non-Gold essences."),
    ]),
    # ---------------------------------------------------------------- monuments (10)
    Card("colossus", "Colossus", "monument", cost="4G", vp=2, powers=[
        P([("store", vec("1G"))], turn=True, any_n=1, text="Pay 1 essence: put 1 Gold here."),
    ]),
    Card("golden_statue", "Golden Statue", "monument", cost="4G", vp=1, powers=[
        P([("statue",)], turn=True, pay="3G", react="victory",
          text="When victory is checked: pay 3 Gold for 3 more points at this check."),
    ]),
    Card("great_pyramid", "Great Pyramid", "monument", cost="4G", vp=3),
    Card("hanging_gardens", "Hanging Gardens", "monument", cost="4G", vp=1, collect=[choice(3, "ELCD")]),
    Card("library", "Library", "monument", cost="4G", vp=1, powers=[
        P([("draw", 1)], turn=True, text="Draw a card."),
    ]),
    Card("mausoleum", "Mausoleum", "monument", cost="4G", vp=2, powers=[
        P([("store", vec("1D"))], any_n=1, text="Pay 1 essence: put 1 Death here."),
    ]),
    Card("obelisk", "Obelisk", "monument", cost="4G", vp=1, special="obelisk"),
    Card("oracle", "Oracle", "monument", cost="4G", vp=2, powers=[
        P([("look3",)], turn=True, text=LOOK),
    ]),
    Card("solomons_mine", "Solomon's Mine", "monument", cost="4G", vp=1, powers=[
        P([("gain", vec("1G"))], turn=True, text="Gain 1 Gold."),
    ]),
    Card("temple", "Temple", "monument", cost="4G", vp=2, collect=[fixed("1L")], powers=[
        P(IGNORE, turn=True, react="life", text=WARD),
    ]),
    # ---------------------------------------------------------------- Places of Power (5 cards, 10 sides)
    Card("sacred_grove", "Sacred Grove", "pop", cost="8L4C", vp=2, vp_per=L, pop_card=1, pop_side="A",
         powers=[
        P([("gain", vec("5L"))], turn=True, pay="1C", text="Pay 1 Calm: gain 5 Life."),
        P([("store", vec("1L"))], turn=True, turn_other="creature",
          text="Turn one of your Creatures: put 1 Life here."),
    ]),
    Card("alchemists_tower", "Alchemist's Tower", "pop", cost="3G", vp_per=G, pop_card=1, pop_side="B",
         collect=[choice(3, "ELCD")], powers=[
             P([("store", vec("1G"))], pay="1E1L1C1D",
               text="Pay 1 each of Elan, Life, Calm, Death: put 1 Gold here."),
             P(IGNORE, turn=True, react="life", text=WARD),
         ]),
    Card("cursed_forge", "Cursed Forge", "pop", cost="6E3D", vp=1, vp_per=G, pop_card=2, pop_side="A",
         special="forge", powers=[
             P([("store", vec("1G"))], pay="2E1G", text="Pay 2 Elan and 1 Gold: put 1 Gold here."),
         ]),
    Card("dwarven_mines", "Dwarven Mines", "pop", cost="4E2L1G", vp_per=G, pop_card=2, pop_side="B",
         collect=[fixed("1G")], powers=[
             P([("gain", vec("3G"))], turn=True, pay="5E", text="Pay 5 Elan: gain 3 Gold."),
             P([("store", vec("2G"))], turn=True, pay="3E3D",
               text="Pay 3 Elan and 3 Death: put 2 Gold here."),
         ]),
    Card("coral_castle", "Coral Castle", "pop", cost="5E5L5C", vp=3, pop_card=3, pop_side="A", powers=[
        P([("check_victory",)], turn=True, text="Check victory now."),
        P(IGNORE, turn=True, react="life", text=WARD),
    ]),
    Card("sunken_reef", "Sunken Reef", "pop", cost="2E2L5C", vp_per=C, pop_card=3, pop_side="B",
         collect=[fixed("1G")], powers=[
             P([("store", vec("1C"))], pay="1L2C", text="Pay 2 Calm and 1 Life: put 1 Calm here."),
         ]),
    Card("catacombs_of_the_dead", "Catacombs of the Dead", "pop", cost="9D", vp_per=D, pop_card=4,
         pop_side="A",
         collect=[fixed("1D")], powers=[
             P([("store", vec("1D"))], pay="5D", text="Pay 5 Death: put 1 Death here."),
             P([("store", vec("1D"))], turn=True, text="Put 1 Death here."),
         ]),
    Card("sacrificial_pit", "Sacrificial Pit", "pop", cost="8E4D", vp=2, vp_per=D, pop_card=4, pop_side="B",
         powers=[
             P([("store", vec("1D"))], turn=True, pay="3L", text="Pay 3 Life: put 1 Death here."),
             P([("gain_destroyed", 0, (G,))], turn=True, pay="1D", destroy="dragon_or_creature",
               text="Pay 1 Death and destroy one of your Dragons or Creatures: gain its cost in Gold."),
         ]),
    Card("dragons_lair", "Dragon's Lair", "pop", cost="3E3L3C3D", vp_per=G, pop_card=5, pop_side="A",
         discount=("dragon", 3), powers=[
             P([("gain", vec("2G"))], turn=True, text="Gain 2 Gold."),
             P([("store", vec("2G"))], turn=True, turn_other="dragon",
               text="Turn one of your Dragons: put 2 Gold here."),
         ]),
    Card("sorcerers_bestiary", "Sorcerer's Bestiary", "pop", cost="2E4L2C2D", pop_card=5, pop_side="B",
         special="bestiary", powers=[
             P([("check_victory",)], turn=True, text="Check victory now."),
             P([("place", "any_discard", "dragon", 0)], turn=True, any_n=4,
               text="Pay 4 essences: place a Dragon from any player's discards, paying its cost."),
         ]),
]

CARDS: dict[str, Card] = {c.id: c for c in _CARDS}
ARTIFACTS = tuple(c.id for c in _CARDS if c.kind == "artifact")
MAGES = tuple(c.id for c in _CARDS if c.kind == "mage")
ITEMS = tuple(c.id for c in _CARDS if c.kind == "item")
MONUMENTS = tuple(c.id for c in _CARDS if c.kind == "monument")
PLACES = tuple(c.id for c in _CARDS if c.kind == "pop")
PLACE_SIDES = {n: tuple(c.id for c in _CARDS if c.pop_card == n) for n in range(1, 6)}  # card -> (A, B)
FIRST_GAME_PLACES = tuple(PLACE_SIDES[n][0] for n in range(1, 6))

# first-game preset hands: set -> (mage, three artifacts)
PRESETS = {
    1: ("duelist", ("dragon_teeth", "elemental_spring", "hand_of_glory")),
    2: ("seer", ("chalice_of_life", "flaming_pit", "vault")),
    3: ("alchemist", ("celestial_horse", "magical_shard", "tree_of_life")),
    4: ("transmuter", ("dancing_sword", "fountain_of_youth", "hawk")),
}

WIN_VP = 10
START_HAND = 3
DEAL_ARTIFACTS = 8
DEAL_MAGES = 2
DISPLAY_MONUMENTS = 2

assert len(ARTIFACTS) == 40 and len(MAGES) == 10 and len(ITEMS) == 8
assert len(MONUMENTS) == 10 and len(PLACES) == 10
