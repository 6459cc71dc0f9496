"""The weights of Terra Mystica's evaluation that make real players' turns likeliest.

Multipliers of the evaluation's terms (``evaluation.TERMS``; 1.0: as the hand-set evaluation weighs it)
fitted by ``tools/tm_imitate.py --lam 100`` on 5 December to the 1,726 turn starts of the 12 real
games in ``shared/reference/terra_mystica/logs`` whose turn was among the bots' own (a
conditional logit model of the choice, a ridge penalty pulling each multiplier towards 1):
``EARLY`` for rounds 1-3, ``LATE`` for rounds 4-6. People hold power, workers and coins dearer than
the hand-set terms, count the trading house as a step onwards less, favor tiles less, and the
standings of the final majorities far less; late on they count towns in the making nearly
double. On games not fitted to (two folds by game) the best turn by the estimate was the
person's in 33.9% of the early turn starts (hand-set: 26.5%) and 30.2% of the late ones (29.9%),
and the log-likelihood of a person's turn rose from -2.485 to -2.249 early and -2.674 to
-2.517 late. ``evaluation.PEOPLE`` is made of these; hard plays with it at 3-5 players.
"""

from __future__ import annotations

EARLY = {
    "coins held": 1.24,
    "workers held": 1.54,
    "priests held": 1.40,
    "power held": 2.81,
    "coin income": 1.11,
    "worker income": 0.78,
    "priest income": 1.17,
    "power income": 1.39,
    "bonus card": 1.04,
    "bonus card pass VP": 1.08,
    "stronghold ability": 1.22,
    "trading house step": 0.15,
    "shipping and digging": 0.90,
    "favor tiles": 0.66,
    "pending decisions": 1.01,
    "cult reward": 1.51,
    "cult steps": 0.98,
    "room to grow": 0.86,
    "towns to be": 1.03,
    "cult majorities": 0.22,
    "network majority": 0.13,
    "network size": 1.02,
}
LATE = {
    "coins held": 1.75,
    "workers held": 1.56,
    "priests held": 1.58,
    "power held": 2.59,
    "coin income": 0.93,
    "worker income": 1.22,
    "priest income": 0.58,
    "power income": 1.12,
    "bonus card": 0.63,
    "bonus card pass VP": 1.12,
    "stronghold ability": 0.95,
    "trading house step": 0.25,
    "shipping and digging": 1.56,
    "favor tiles": 0.50,
    "pending decisions": 0.81,
    "cult reward": 1.42,
    "cult steps": 0.50,
    "room to grow": 0.76,
    "towns to be": 1.94,
    "cult majorities": 0.55,
    "network majority": 0.24,
    "network size": 1.03,
}
