"""Fate of Venterra's rules, one module per topic; importing this package registers every rule on
``steps.STEPS`` (the setup steps register in ``setup.py``).

- ``common``    shared helpers: names, pieces on the map, control, unit stats, treaties, population
- ``gains``     rewards (now or at the end of the action), the tracks, cards and units gained;
                the end of an action
- ``march``     marching: distances, destinations, an action's march and support march
- ``quests``    quest requirements, completing and reserving quests
- ``commands``  command cards and their actions (recruit, build, upgrade, abilities, free actions)
- ``battle``    battles: their order, support, ambush, Leader and battle cards, the outcome,
                captured buildings; attack and defence totals
- ``losses``    casualties and retreats (after battles, failed explorations, the Court)
- ``explore``   exploring explore tokens
- ``round``     the round's phases in order, the declaration, the command phases, the quest phase
- ``income``    phase 1: income and its choices
- ``round_end`` the Court's fight, Rally the Watch, the large army tax, the end of the round
- ``bidding``   bids, the new initiative order and the bidding rewards
"""

from . import (  # noqa: F401 - imported so that their rules register
    battle,
    bidding,
    commands,
    common,
    explore,
    gains,
    income,
    losses,
    march,
    quests,
    round,
    round_end,
)
