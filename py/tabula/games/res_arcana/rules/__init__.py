"""Res Arcana's rules, by topic; importing this package registers every frame's rule on
``steps.STEPS`` (and checks that each decision has its options and act).

- ``essences.py``  essence vectors: adding, taking, storing on components, every way to pay a cost
- ``choices.py``   essence choices made one essence at a time (Pay, Same, GainChoice,
                   DiscardGain, LosePay)
- ``cards.py``     drawing and reshuffling, looking at a deck, destroying, discounts, rivals
- ``actions.py``   a turn's main action (place, claim, discard, use a power, pass) and the steps
                   it ends with (into play, refill the monuments)
- ``powers.py``    the effects of powers and the decisions their costs and effects ask for
- ``attacks.py``   life loss: react, ignore or lose, and paying for missing Life
- ``collect.py``   the collect phase, every seat on its own stack at the same time
- ``rounds.py``    mages and magic items at setup, turn order, victory checks, the next round

Scoring is in ``score.py``; the log's notes on decisions the engine takes by itself in
``notes.py`` (``forced``, which the engine calls for each).
"""

from __future__ import annotations

from .. import notes
from ..steps import STEPS
from . import actions, attacks, cards, choices, collect, essences, powers, rounds  # noqa: F401 - they register

# the log notes each decision taken without asking (looked up when called: notes imports rules)
STEPS.on_forced = lambda s, f, a: notes.forced(s, f, a)
STEPS.validate()
