"""Battles: the battles an action leads to, in the order the attacker chooses, each one's steps
(ship support, ambush, Divine Protectorates, secret Leader or bluff cards and their effects,
Power of the Gods cards in turn, the outcome), the defender's buildings after a win, and what
follows the battle. Attack and defence totals. (Casualties and retreats: losses.py.)
Decisions: ChooseBattle, ShipSupport, Ambush, Protect, Leader (simultaneous), Laelith, Siphon,
BattleCard, Nullify, ConvertBuilding; the rest automatic."""

from __future__ import annotations

from .. import data
from ..state import Battle, State
from ..steps import (
    STEPS,
    Ambush,
    BattleCard,
    BattleCards,
    BattleCardTurn,
    BattleEnd,
    Battles,
    BattleStart,
    Building,
    Buildings,
    Casualties,
    Casualty,
    ChooseBattle,
    ConvertBuilding,
    GainLeader,
    Hisk,
    Laelith,
    Leader,
    Nullify,
    OfferAmbush,
    OfferLeaders,
    OfferProtection,
    OfferShips,
    OtherBuildings,
    Outcome,
    Protect,
    Retreats,
    ShipSupport,
    Siphon,
    secret_pending,
)
from .common import (
    add_bld,
    add_unit,
    buildable,
    controllers,
    controls,
    forge,
    has_upgrade,
    hex_kind,
    hostile,
    is_fortress,
    is_mobile,
    place_targets,
    pool_left,
    remove_bld,
    remove_unit,
    tid,
    tname,
    units_at,
    ustat,
)
from .gains import reward
from .march import start_march

# -- attack and defence ----------------------------------------------------------------------------


def building_defence(s: State, t: int, entry: tuple) -> int:
    """The defence a building adds on t."""
    seat, piece, upg = entry
    p = s.players[seat]
    if piece == "hex":
        d = data.BUILDINGS[hex_kind(s, seat)]["defence"]
    elif piece == "outpost":
        d = 0 if p.faction == "bear" else data.BUILDINGS["outpost"]["defence"]
        if p.faction == "pack":
            near = sum(1 for n in s.board.adj[t] if any(e[0] == seat for e in s.bld.get(n, ())))
            d += min(2, near)
        if upg == "academy" and p.faction == "order":
            d -= 1
    else:
        d = data.BUILDINGS["shrine"]["defence"]
    if upg:
        d += data.UPGRADES[upg]["defence"]
    return max(0, d)


def attack_total(s: State, t: int, seat: int) -> int:
    """The attack of seat's pieces on t (before support, leaders and penalties)."""
    us = units_at(s, t, seat)
    a = sum(ustat(s, seat, u, "attack") for u in us)
    if any(o != seat for (o, _p, _g) in s.bld.get(t, ())):
        a += data.UNIT_RULES["siege_vs_building"] * us.count("siege")
    if s.players[seat].faction == "bear" and has_upgrade(s, seat, "academy"):
        a += us.count("soldier")
    for e in s.bld.get(t, ()):
        if e[0] == seat and e[1] == "hex" and is_mobile(s, e):
            a += data.BUILDINGS[hex_kind(s, seat)]["attack"]
    return a


def defence_total(s: State, t: int, seat: int) -> int:
    """The defence of seat's pieces and buildings on t (before support and cards)."""
    us = units_at(s, t, seat)
    p = s.players[seat]
    d = sum(ustat(s, seat, u, "defence") for u in us)
    blds = [e for e in s.bld.get(t, ()) if e[0] == seat or (is_fortress(s, e) and controls(s, seat, t))]
    d += sum(building_defence(s, t, e) for e in blds)
    pieces = len(us) + len(blds)
    if s.board.terrain[t] == "mountain":
        d += data.TERRAIN_CARD[s.card]["mountain_defence"] * pieces
    if p.has("warders_of_the_king"):
        d += len(us)
    if p.has("hidden_support") and not s.board.is_water[t]:
        d += sum(1 for n in s.board.adj[t] if not s.board.is_water[n] and units_at(s, n, seat))
    if p.has("might_of_the_watch"):
        d += us.count(data.ABILITY_RULES["might_unit"])
    if forge(s, seat):
        d += min(us.count("knight"), us.count("scout"))  # paladins guard rangers
    return d


def leader_value(s: State, seat: int, c: str, side: str) -> int:
    """Leader card c's attack (side "att") or defence ("def") in the battle being fought."""
    L = data.LEADERS[s.players[seat].faction][c]
    v = L["attack"] if side == "att" else L["defence"]
    if L["text"] == "kai_da_rasa" and side == "def":
        v += min(3, len(units_at(s, s.battle.t, seat)))
    return v


def battle_values(s: State) -> tuple[int, int]:
    """(attack, defence) of the battle being fought, everything counted."""
    b = s.battle
    ctx = s.ctx[-1]
    av = attack_total(s, b.t, b.att) + b.att_bonus - b.penalty + ctx.bonus_attack
    dv = defence_total(s, b.t, b.dfn) + b.def_bonus
    for c in b.att_cards:
        if f"{b.att}:{c}" not in b.cancel:
            av += leader_value(s, b.att, c, "att")
    for c in b.def_cards:
        if f"{b.dfn}:{c}" not in b.cancel:
            dv += leader_value(s, b.dfn, c, "def")
    return av, dv


# -- which battle, and its start -------------------------------------------------------------------


@STEPS.auto(Battles)
def battles(s, f: Battles) -> None:
    """The next battle of the action (the attacker chooses when there are several)."""
    ctx = s.ctx[-1]
    pending = [
        t
        for t in ctx.battles
        if hostile(s, ctx.seat, t)
        and (units_at(s, t, ctx.seat) or any(e[0] == ctx.seat for e in s.bld.get(t, ())))
    ]
    ctx.battles = pending
    if not pending:
        return
    s.stack.append(f)
    if len(pending) > 1:
        s.stack.append(ChooseBattle(ctx.seat))
    else:
        s.stack.append(BattleStart(pending[0]))


@STEPS.options(ChooseBattle, "border")
def choose_battle_options(s, f: ChooseBattle, seat: int) -> list[tuple]:
    return [(seat, "fight", tname(s, t)) for t in s.ctx[-1].battles]


@STEPS.act(ChooseBattle)
def choose_battle(s, f: ChooseBattle, a: tuple) -> None:
    s.stack.append(BattleStart(tid(s, a[2])))


def defender_of(s: State, t: int, att: int):
    others = [o for o in controllers(s, t) if o != att]
    return others[0] if others else None


@STEPS.auto(BattleStart)
def battle_start(s, f: BattleStart) -> None:
    ctx = s.ctx[-1]
    t = f.t
    ctx.battles.remove(t)
    att = ctx.seat
    dfn = defender_of(s, t, att)
    if dfn is None:
        return
    ctx.battled = True
    p = s.players[att]
    if ctx.battle_no == 0:
        pen = 0
    elif ctx.battle_no == 1 and p.has("press_the_attack"):
        pen = data.FACTS["press_attack_penalty"]
    else:
        pen = data.FACTS["later_battle_penalty"]
    ctx.battle_no += 1
    if p.cured and any(e[0] == att and e[1] == "hex" for e in s.bld.get(t, ())):
        reward(s, att, ("battle", 1))  # cured Ka'jer in a battle you started
    s.battle = Battle(t, att, dfn, pen)
    s.battle.kind = "water" if s.board.is_water[t] else "land"
    STEPS.push(
        s,
        OfferShips(att),
        OfferAmbush(),
        OfferShips(dfn),
        OfferProtection(),
        OfferLeaders(),
        BattleCards(),
        Outcome(),
    )


# -- support, ambush, protection -------------------------------------------------------------------


def ship_supporters(s: State, seat: int, t: int) -> list[int]:
    """The seat's ships next to t that may still support (once per numbered action), if it can pay."""
    ctx = s.ctx[-1]
    p = s.players[seat]
    free = forge(s, seat)
    if not free and p.wealth < data.UNIT_RULES["ship_support_cost"]:
        return []
    return [
        n
        for n in sorted(s.board.adj[t])
        if s.board.is_water[n] and n not in ctx.ship_used and "ship" in units_at(s, n, seat)
    ]


@STEPS.auto(OfferShips)
def offer_ships(s, f: OfferShips) -> None:
    if ship_supporters(s, f.seat, s.battle.t):
        s.stack.append(ShipSupport(f.seat))


@STEPS.options(ShipSupport, "ship support: pay 1 Wealth for +1")
def ship_support_options(s, f: ShipSupport, seat: int) -> list[tuple]:
    return [(seat, "ship", tname(s, n)) for n in ship_supporters(s, seat, s.battle.t)] + [(seat, "done")]


@STEPS.act(ShipSupport)
def ship_support(s, f: ShipSupport, a: tuple) -> None:
    if a[1] == "done":
        return
    seat = a[0]
    b = s.battle
    s.ctx[-1].ship_used.append(tid(s, a[2]))
    if not forge(s, seat):
        s.players[seat].wealth -= data.UNIT_RULES["ship_support_cost"]
    bonus = data.UNIT_RULES["ship_support_bonus"]
    if s.players[seat].has("might_of_the_watch") and f"might{seat}" not in b.cancel:
        bonus += 1
        b.cancel.append(f"might{seat}")
    if seat == b.att:
        b.att_bonus += bonus
    else:
        b.def_bonus += bonus
    if ship_supporters(s, seat, b.t):
        s.stack.append(ShipSupport(seat))


@STEPS.auto(OfferAmbush)
def offer_ambush(s, f: OfferAmbush) -> None:
    b = s.battle
    p = s.players[b.att]
    if b.kind != "land" or not p.has("ambush") or not units_at(s, b.t, b.dfn):
        return
    cost = 0 if p.cured and any(e[0] == b.att and e[1] == "hex" for e in s.bld.get(b.t, ())) else 1
    if p.wealth >= cost:
        s.stack.append(Ambush(b.att, cost))


@STEPS.options(Ambush, "ambush")
def ambush_options(s, f: Ambush, seat: int) -> list[tuple]:
    return [(seat, "ambush"), (seat, "done")]


@STEPS.act(Ambush)
def ambush(s, f: Ambush, a: tuple) -> None:
    if a[1] == "ambush":
        b = s.battle
        s.players[a[0]].wealth -= f.cost
        s.stack.append(Casualty(b.dfn, b.dfn, b.t, 1, a[0]))


@STEPS.auto(OfferProtection)
def offer_protection(s, f: OfferProtection) -> None:
    b = s.battle
    if s.players[b.dfn].has("divine_protectorates") and s.players[b.dfn].wealth >= 1:
        s.stack.append(Protect(b.dfn))


@STEPS.options(Protect, "protect")
def protect_options(s, f: Protect, seat: int) -> list[tuple]:
    w = s.players[seat].wealth
    return [
        (seat, "protect", k + 1) for k, c in enumerate(data.ABILITY_RULES["protectorates_costs"]) if c <= w
    ] + [(seat, "done")]


@STEPS.act(Protect)
def protect(s, f: Protect, a: tuple) -> None:
    if a[1] == "protect":
        s.players[a[0]].wealth -= data.ABILITY_RULES["protectorates_costs"][a[2] - 1]
        s.battle.def_bonus += a[2]


# -- leader cards ----------------------------------------------------------------------------------


@STEPS.auto(OfferLeaders)
def offer_leaders(s, f: OfferLeaders) -> None:
    b = s.battle
    seats = tuple(x for x in (b.att, b.dfn) if units_at(s, b.t, x))
    if seats:
        s.stack.append(Leader(seats))


@STEPS.options(Leader, "one Leader or Command card, chosen secretly", movers=secret_pending)
def leader_options(s, f: Leader, seat: int) -> list[tuple]:
    p = s.players[seat]
    b = s.battle
    out = [(seat, "none")]
    if not (seat == b.att and s.ctx[-1].no_leaders):
        cards = sorted({c for c in p.hand if c != "treaty"})
        out += [(seat, "card", c) for c in cards]
        if p.has("enforcer_of_the_gods"):
            out += [(seat, "card", c1, c2) for i, c1 in enumerate(cards) for c2 in cards[i + 1 :]]
    out += [(seat, "bluff", c) for c in sorted(set(p.cmds))]
    return out


@STEPS.act(Leader)
def leader(s, f: Leader, a: tuple) -> None:
    """Kept secret until both chose; then the cards are revealed and their effects follow."""
    s.players[a[0]].secret = a[1:]
    if not all(s.players[x].secret is not None for x in f.seats):
        return
    s.stack.pop()
    s.reveals += 1
    b = s.battle
    played = {}
    for x in f.seats:
        p = s.players[x]
        choice = p.secret
        p.secret = None
        cards = list(choice[1:]) if choice[0] == "card" else []
        for c in cards:
            p.hand.remove(c)
        played[x] = cards
    b.att_cards = played.get(b.att, [])
    b.def_cards = played.get(b.dfn, [])
    # Derr Malken cancels the stronger of the opponent's cards
    for me, mine, theirs, side in (
        (b.att, b.att_cards, b.def_cards, "def"),
        (b.dfn, b.def_cards, b.att_cards, "att"),
    ):
        if any(data.LEADERS[s.players[me].faction][c]["text"] == "derr" for c in mine) and theirs:
            other = b.dfn if me == b.att else b.att
            worst = max(theirs, key=lambda c: leader_value(s, other, c, side))
            b.cancel.append(f"{other}:{worst}")
    frames = []
    for x, cards in played.items():
        for c in cards:
            if f"{x}:{c}" in b.cancel:
                continue
            if data.LEADERS[s.players[x].faction][c]["text"] == "laelith":
                victim = b.dfn if x == b.att else b.att
                if [u for u in units_at(s, b.t, victim) if u != "ship"]:
                    frames.append(Laelith(victim, x))
            if data.LEADERS[s.players[x].faction][c]["text"] == "jur_en":
                b.chooser[b.dfn if x == b.att else b.att] = x
    # Siphon Magic: the Watch may profit when another player plays a Leader card
    for w in range(s.n):
        wp = s.players[w]
        if (
            wp.has("siphon_magic")
            and "phase:siphon" not in wp.flags
            and any(cards for x, cards in played.items() if x != w)
        ):
            frames.append(Siphon(w))
    STEPS.push(s, *frames)


@STEPS.options(Laelith, "laelith")
def laelith_options(s, f: Laelith, seat: int) -> list[tuple]:
    b = s.battle
    return [(seat, "give", u) for u in sorted(set(units_at(s, b.t, seat))) if u != "ship"]


@STEPS.act(Laelith)
def laelith(s, f: Laelith, a: tuple) -> None:
    b = s.battle
    remove_unit(s, b.t, a[0], a[2])
    if pool_left(s, f.to, a[2]) > 0:
        add_unit(s, b.t, f.to, a[2])


@STEPS.options(Siphon, "siphon")
def siphon_options(s, f: Siphon, seat: int) -> list[tuple]:
    p = s.players[seat]
    out = []
    for u, st in data.UNITS[p.faction][False].items():
        if st["cost"] == 0 and pool_left(s, seat, u) > 0 and place_targets(s, seat, u):
            out.append((seat, "siphon", "unit", u))
    if p.wealth >= data.ABILITY_RULES["siphon_leader_cost"] and p.supply:
        out.append((seat, "siphon", "leader"))
    return out + [(seat, "done")]


@STEPS.act(Siphon)
def siphon(s, f: Siphon, a: tuple) -> None:
    p = s.players[a[0]]
    p.flags.append("phase:siphon")
    if a[1] == "done":
        return
    if a[2] == "unit":
        reward(s, a[0], ("unit", a[3]))
    else:
        p.wealth -= data.ABILITY_RULES["siphon_leader_cost"]
        reward(s, a[0], ("leader", 99))


# -- power of the gods cards -----------------------------------------------------------------------


def battle_potg(s: State, seat: int) -> list[str]:
    """The battle cards the seat may play now."""
    b = s.battle
    out = []
    for c in sorted(set(s.players[seat].potg)):
        if data.POTG[c]["window"] != "battle":
            continue
        if data.POTG[c]["effect"][0] == "defend" and seat != b.dfn:
            continue
        out.append(c)
    return out


@STEPS.auto(BattleCards)
def battle_cards(s, f: BattleCards) -> None:
    b = s.battle
    b.passes = 0
    s.stack.append(BattleCardTurn(b.att))


@STEPS.auto(BattleCardTurn)
def battle_card_turn(s, f: BattleCardTurn) -> None:
    """Attacker and defender take turns to play battle cards until both pass in a row."""
    b = s.battle
    seat = f.seat
    while b.passes < 2:
        if battle_potg(s, seat):
            s.stack.append(BattleCard(seat))
            return
        b.passes += 1
        seat = b.dfn if seat == b.att else b.att


@STEPS.options(BattleCard, "bpotg")
def battle_card_options(s, f: BattleCard, seat: int) -> list[tuple]:
    return [(seat, "potg", c) for c in battle_potg(s, seat)] + [(seat, "done")]


@STEPS.act(BattleCard)
def battle_card(s, f: BattleCard, a: tuple) -> None:
    b = s.battle
    seat = a[0]
    other = b.dfn if seat == b.att else b.att
    s.stack.append(BattleCardTurn(other))
    if a[1] == "done":
        b.passes += 1
        return
    b.passes = 0
    p = s.players[seat]
    p.potg.remove(a[2])
    s.potg_discard.append(a[2])
    if s.players[other].has("nullify_magic"):
        cost = data.ABILITY_RULES["nullify_against" if data.POTG[a[2]]["against"] else "nullify_other"]
        s.stack.append(Nullify(other, a[2], seat, cost))
        return
    potg_battle_effect(s, seat, a[2])


def potg_battle_effect(s: State, seat: int, c: str) -> None:
    """What battle card c played by the seat does."""
    b = s.battle
    kind, n = data.POTG[c]["effect"]
    mine = "att" if seat == b.att else "def"
    if kind in ("own", "defend", "valor"):
        if mine == "att":
            b.att_bonus += n
        else:
            b.def_bonus += n
        if kind == "valor":
            reward(s, seat, ("battle", 1))
    elif kind == "foe":
        if mine == "att":
            b.def_bonus -= n
        else:
            b.att_bonus -= n
    elif kind == "mercy":
        b.mercy.append(seat)


@STEPS.options(Nullify, "nullify")
def nullify_options(s, f: Nullify, seat: int) -> list[tuple]:
    return [(seat, "nullify"), (seat, "done")]


@STEPS.act(Nullify)
def nullify(s, f: Nullify, a: tuple) -> None:
    b = s.battle
    if a[1] == "nullify":
        if a[0] == b.att:
            b.att_bonus -= f.cost
        else:
            b.def_bonus -= f.cost
    else:
        potg_battle_effect(s, f.player, f.card)


# -- the outcome and after -------------------------------------------------------------------------


@STEPS.auto(Outcome)
def outcome(s, f: Outcome) -> None:
    b = s.battle
    av, dv = battle_values(s)
    b.outcome = "att" if av > dv else "def" if dv > av else "tie"
    frames = []

    def loses(victim, winner, n):
        if victim in b.mercy:
            return
        chooser = b.chooser.get(victim, victim)
        frames.append(Casualties(chooser, victim, b.t, n, winner))

    def still(winner, loser):
        # Jur'en Keshta: "If you play this card and lose the battle, your opponent still takes a
        # casualty of your choice" (leader() made its player the chooser of the opponent's losses)
        if b.chooser.get(winner) == loser:
            loses(winner, loser, 1)

    brutes = {x: forge(s, x) and "soldier" in units_at(s, b.t, x) for x in (b.att, b.dfn)}
    if b.outcome == "att":
        loses(b.dfn, b.att, 1 + brutes[b.att])
        still(b.att, b.dfn)
        frames += [Retreats(b.dfn, b.t, tuple(s.ctx[-1].origin.get(b.t, ()))), Buildings()]
    elif b.outcome == "def":
        loses(b.att, b.dfn, 1 + brutes[b.dfn])
        still(b.dfn, b.att)
        frames.append(Retreats(b.att, b.t, ()))
    else:
        loses(b.att, b.dfn, 1)
        loses(b.dfn, b.att, 1)
        frames.append(Retreats(b.att, b.t, ()))
    frames.append(BattleEnd())
    STEPS.push(s, *frames)


@STEPS.auto(Buildings)
def buildings(s, f: Buildings) -> None:
    b = s.battle
    if not units_at(s, b.t, b.att):
        return
    for e in s.bld.get(b.t, ()):
        if e[0] == b.dfn:
            s.stack.append(Building(e))
            return


@STEPS.auto(Building)
def building(s, f: Building) -> None:
    b = s.battle
    e = f.entry
    owner = s.players[e[0]]
    if is_fortress(s, e):
        s.stack.append(OtherBuildings(e))
        return
    if e[1] == "hex":  # Ka'jer captured: gone for good; the Eldapriest returns to the board
        remove_bld(s, b.t, e)
        owner.hex_state = "gone" if owner.faction == "bear" else "board"
        s.stack.append(Buildings())
        return
    ap = s.players[b.att]
    can_convert = (ap.outposts if e[1] == "outpost" else ap.shrines) > 0 and buildable(s, b.t)
    s.stack.append(ConvertBuilding(b.att, e, can_convert))


@STEPS.auto(OtherBuildings)
def other_buildings(s, f: OtherBuildings) -> None:
    b = s.battle
    for e in s.bld.get(b.t, ()):
        if e[0] == b.dfn and e != f.entry and not is_fortress(s, e):
            s.stack.append(Building(e))
            return


@STEPS.options(ConvertBuilding, "converting or destroying buildings")
def convert_options(s, f: ConvertBuilding, seat: int) -> list[tuple]:
    return ([(seat, "convert")] if f.can_convert else []) + [(seat, "destroy")]


@STEPS.act(ConvertBuilding)
def convert(s, f: ConvertBuilding, a: tuple) -> None:
    b = s.battle
    e = f.entry
    owner = s.players[e[0]]
    remove_bld(s, b.t, e)
    if e[1] == "outpost":
        owner.outposts += 1
    else:
        owner.shrines += 1
    if e[2]:
        owner.upgrades.append(e[2])
    if a[1] == "convert":
        ap = s.players[a[0]]
        add_bld(s, b.t, a[0], e[1])
        if e[1] == "outpost":
            ap.outposts -= 1
        else:
            ap.shrines -= 1
    elif s.players[a[0]].faction == "bear":
        reward(s, a[0], ("potg", 1))
    s.stack.append(Buildings())


@STEPS.auto(BattleEnd)
def battle_end(s, f: BattleEnd) -> None:
    b = s.battle
    frames = []
    for seat, cards in ((b.att, b.att_cards), (b.dfn, b.def_cards)):
        p = s.players[seat]
        for c in cards:
            p.supply.append(c)
            if f"{seat}:{c}" in b.cancel:
                continue
            text = data.LEADERS[p.faction][c]["text"]
            if text == "rank0":
                frames.append(GainLeader(seat, data.RANK0_BUDGET))
            elif text == "hisk":
                frames.append(Hisk(seat))
    s.battle = None
    STEPS.push(s, *frames)


@STEPS.auto(Hisk)
def hisk(s, f: Hisk) -> None:
    start_march(s, f.seat, "n", count=3, bonus=2, no_leaders=True)
