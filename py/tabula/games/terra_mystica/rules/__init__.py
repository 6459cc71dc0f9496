"""The rules of Terra Mystica, one topic a module. ``flow.carry_out`` routes each action to the
rule that carries it out; each rule mutates the state it is given (a copy) and raises RuleError,
naming the rule, where it refuses. Most rules first ask a check of their own (``check_*``), which
changes nothing and refuses all the rule refuses (what the rule does after it never fails), so
``legal`` can list their candidates by asking it instead of trying them on a copy.

- ``economy.py``      resources, power bowls, VP from the round's tile, spades gained, cult steps
- ``rounds.py``       turn and round order, the end of a round (cult rewards and their spades),
                      income, the final scoring after round 6
- ``offers.py``       power offers ("leech") and their answers, the Cultists' reward
- ``turns.py``        the turn's main action begun, ``pass``, ``done``, ``resign``
- ``opening.py``      factions chosen, starting dwellings, first bonus cards
- ``cults.py``        ``send`` (priests), cult steps of choice, the town key
- ``towns.py``        ``upgrade`` (and strongholds), favor tiles, towns and town tiles
- ``terraform.py``    spades, reach, ``dig``, ``transform``, ``-spade``, ``build`` (dwellings)
- ``actions.py``      ``action`` (power, bonus-card, favor and faction actions), ``bridge``,
                      ``connect`` (Mermaids), ``advance`` (shipping, digging)
- ``conversions.py``  ``convert``, ``burn``, the site logs' give-backs

Each module imports only those above it in this order (``economy`` the fewest), so none of them
imports another in a circle.
"""

from . import actions, conversions, cults, economy, offers, opening, rounds, terraform, towns, turns

__all__ = ["actions", "conversions", "cults", "economy", "offers", "opening", "rounds", "terraform",
           "towns", "turns"]
