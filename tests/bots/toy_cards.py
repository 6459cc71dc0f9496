"""A tiny hidden-information card game for bot tests (never shipped).

Two players, cards 1..12, a hand of four each, the rest face down. Three tricks of one card
each: the leader plays, the follower answers, the higher card wins the trick and leads the
next. Each trick scores its winner the two cards' sum divided by 4 (rounded down) plus 1, so
which card to spend matters. A player sees their own hand and every card played, but not the
other hand or the face-down cards.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from tabula.core.errors import RuleError
from tabula.core.protocol import BotHooks, Capabilities, Event, Game
from tabula.core.rng import Rng, seed_state

CARDS = tuple(range(1, 13))
HAND = 4
TRICKS = 3
HIDDEN = 0  # a card the viewer cannot see


@dataclass(frozen=True)
class CardState:
    hands: tuple[tuple[int, ...], tuple[int, ...]]
    deck: tuple[int, ...]
    leader: int = 0
    table: tuple[int, ...] = ()  # cards played in the current trick, leader's first
    played: tuple[int, ...] = ()  # every card played so far
    points: tuple[int, int] = (0, 0)
    trick: int = 0
    players: int = 2


class ToyCards(Game):
    id = "toy_cards"
    title = "Toy cards"
    min_players = max_players = 2
    capabilities = Capabilities(hidden_information=True, ai=True)

    def default_options(self, players):
        return {"players": 2}

    def setup(self, options, seed):
        rng = Rng(seed_state(seed))
        cards = rng.shuffle(list(CARDS))
        return CardState(hands=(tuple(sorted(cards[:HAND])), tuple(sorted(cards[HAND:2 * HAND]))),
                         deck=tuple(cards[2 * HAND:]))

    def to_move(self, s):
        if s.trick >= TRICKS:
            return []
        return [(s.leader + len(s.table)) % 2]

    def legal(self, s, player):
        if self.to_move(s) != [player]:
            return []
        return [(player, "play", c) for c in s.hands[player]]

    def apply(self, s, action):
        seat, _verb, card = action
        if self.to_move(s) != [seat] or card not in s.hands[seat]:
            raise RuleError("not a legal play")
        hands = list(s.hands)
        hands[seat] = tuple(c for c in s.hands[seat] if c != card)
        table = s.table + (card,)
        n = replace(s, hands=tuple(hands), table=table, played=s.played + (card,))
        if len(table) == 2:
            lead, follow = table
            winner = s.leader if lead > follow else 1 - s.leader
            pts = list(s.points)
            pts[winner] += (lead + follow) // 4 + 1
            n = replace(n, table=(), leader=winner, points=tuple(pts), trick=s.trick + 1)
        return n, [Event("play", seat, str(card))]

    def score(self, s):
        return {i: {"tricks": s.points[i]} for i in range(2)}

    def result(self, s):
        return list(s.points) if s.trick >= TRICKS else None

    def evaluate(self, s, seat):
        """Points so far plus a little for strong cards still in hand (own hand only)."""
        hand = [c for c in s.hands[seat] if c != HIDDEN]
        return s.points[seat] + 0.15 * sum(hand) / max(1, len(hand))

    def view(self, s, player):
        other = 1 - player
        hands = list(s.hands)
        hands[other] = (HIDDEN,) * len(s.hands[other])
        return replace(s, hands=tuple(hands), deck=(HIDDEN,) * len(s.deck))

    def determinize(self, view, player, rng):
        other = 1 - player
        unseen = [c for c in CARDS if c not in view.hands[player] and c not in view.played]
        rng.shuffle(unseen)
        k = len(view.hands[other])
        hands = list(view.hands)
        hands[other] = tuple(sorted(unseen[:k]))
        return replace(view, hands=tuple(hands), deck=tuple(unseen[k:]))

    def format(self, s, action):
        return f"play {action[2]}"

    def parse(self, s, text):
        seat = self.to_move(s)[0]
        return (seat, "play", int(text.split()[1]))

    def render(self, s, viewer, legal_texts=None, layout="wide"):
        return f'<svg xmlns="http://www.w3.org/2000/svg"><text>{s.points}</text></svg>'

    def ai(self):
        return BotHooks(evaluate=self.evaluate, eval_scale=2.0)


class ToyCardsCheating(ToyCards):
    """The same game treated as open information: a bot that could see everything (not a game
    to register: it hides nothing yet keeps ToyCards' ``view``)."""

    capabilities = Capabilities(ai=True)


def twins(game, seed: int):
    """Two states that look the same to seat 0 (the leader) but deal seat 1 other cards."""
    a = game.setup({"players": 2}, seed)
    b = replace(a, hands=(a.hands[0], tuple(sorted(a.deck))), deck=a.hands[1])  # swap hidden cards
    return a, b
