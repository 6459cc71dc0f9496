"""Power offers ("leech"): a building offers its neighbours power, each answers its offers in
any order (taking power costs VP), and the Cultists gain from the answers.

With strict-leech, converting while offers are open means those offers can only be declined, and
starting a full action first declines all of the faction's own open offers (DATA.md 7.6: an
offer can be accepted before that faction's next action, not after it). Burning power does not
count.
"""

from __future__ import annotations

from ....core.errors import RuleError
from .. import data
from ..score import add_vp, direct_neighbours
from ..state import Choice, Offer, State
from .economy import capacity, gain_power
from .rounds import maybe_end_round


def make_offers(s: State, seat: int, hex_: str) -> None:
    """The offers a building on ``hex_`` makes its neighbours (during the rounds only)."""
    if s.round < 1:
        return
    n = len(s.players)
    near = direct_neighbours(s, hex_)
    s.events_seq += 1
    ev = s.events_seq
    made = False
    for k in range(1, n):
        other = (seat + k) % n
        q = s.players[other]
        if q.dropped:
            continue
        amount = sum(data.BUILDING_POWER[s.building[h][1]] for h in near
                     if s.building.get(h, (None,))[0] == other)
        if amount > 0:
            # a player with full bowls is still offered (and declines), but does
            # not count for the Cultists
            full = capacity(q) == 0
            s.offers.append(Offer(other, seat, amount, 0 if full else ev, False))
            made = made or not full
    if made and s.players[seat].faction == "cultists":
        s.cultist_events[ev] = False  # False: no answer yet; None: refused; True: taken


def power_taken(p, amount: int) -> int:
    """The power a player takes of an offer of ``amount``: what fits in its bowls, and no more
    than its VP can pay for (each power after the first costs a VP)."""
    return min(amount, capacity(p), p.vp + 1)


def taint_offers(s: State, seat: int) -> None:
    """``seat`` converted: with strict-leech its open offers can only be declined now."""
    s.offers = [o._replace(tainted=True) if o.seat == seat else o for o in s.offers]


def answer_offer(s: State, offer: Offer, accept: bool) -> int:
    """Take (or decline) ``offer``; returns the power taken."""
    s.offers.remove(offer)
    p = s.players[offer.seat]
    ev = offer.event
    got = 0
    if ev and ev in s.cultist_events and not accept and capacity(p) and not s.cultist_events[ev]:
        s.cultist_events[ev] = None  # a real refusal (a full player's does not count)
    if accept:
        got = power_taken(p, offer.amount)
        gain_power(p, got)
        add_vp(p, -(got - 1) if got > 1 else 0, "power bought")
    if ev and ev in s.cultist_events:
        # the Cultists gain a cult step as soon as one opponent takes power,
        # or 1 power once every opponent has declined
        if got and not s.cultist_events[ev]:
            s.cultist_events[ev] = True
            s.pending.append(Choice("cultist", offer.by))
        if not any(o.event == ev for o in s.offers):
            if s.cultist_events.pop(ev) is None and "errata-cultist-power" in s.options:
                gain_power(s.players[offer.by], 1)
    return got


def auto_decline(s: State, seat: int) -> None:
    """Starting a full action first declines all of the faction's own open power offers."""
    for o in [o for o in s.offers if o.seat == seat]:
        answer_offer(s, o, accept=False)


def leech(s: State, seat: int, frm, accept: bool, amount: int | None) -> None:
    """``leech``/``decline`` [N] [from F]: answer one open offer (``offer_answered``); a bare
    ``decline`` declines them all."""
    if frm is None and amount is None and not accept:
        offers = [o for o in s.offers if o.seat == seat]
        if not offers:
            raise RuleError("you have no power offer")
    else:
        offers = [offer_answered(s, seat, frm, accept, amount)]
    if s.pending and s.pending[0].seat == seat and s.pending[0].kind != "cultist":
        raise RuleError("finish your choice first")
    for o in offers:
        answer_offer(s, o, accept)
    maybe_end_round(s)


def offer_answered(s: State, seat: int, frm: int | None, accept: bool, amount: int | None = None) -> Offer:
    """The open offer to ``seat`` that ``leech``/``decline`` [amount] [from frm] answers, as the
    site picks it: the first (from ``frm``, if named) whose amount is the one written, or for
    ``leech`` the power it would bring (``leech 5`` with room for 3 takes an offer of 3); the site
    writes the amount offered, not what fits. Without an amount, the first one. ``leech`` takes
    the first such offer not tainted by converting (strict-leech); RuleError if there is none."""
    if frm is not None and not 0 <= frm < s.seats:
        raise RuleError("no such player makes power offers")
    who = f" from {s.players[frm].faction}" if frm is not None else ""
    offers = [o for o in s.offers if o.seat == seat and (frm is None or o.by == frm)]
    if not offers:
        raise RuleError(f"you have no power offer{who}")
    if amount is not None:
        p = s.players[seat]
        fits = power_taken(p, amount) if accept else amount
        offers = [o for o in offers if o.amount in (amount, fits)]
        if not offers:
            raise RuleError(f"you have no power offer of {amount}{who}")
    if not accept:
        return offers[0]
    fresh = [o for o in offers if not o.tainted]
    if not fresh:
        raise RuleError("you converted since this power was offered: it can only be declined")
    return fresh[0]
