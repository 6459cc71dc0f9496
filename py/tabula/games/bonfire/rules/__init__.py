"""Bonfire's rules, by topic. Each module registers its frames' rules on ``steps.STEPS`` when
imported (the frames are in steps.py):

- ``common``     marker and good indices, the supplies, points, what a player has, the countdown
                 tile a turn shows
- ``payment``    whether a cost can be paid; paying markers (``PayMarkers``) and goods
                 (``PayGoods``) one at a time; gaining a good of one's choice (``Gain``)
- ``fate``       the fate field: placements, symbol groups, laying a tile (``Place``), the start
                 tile (``Swap``)
- ``guardians``  processions (``Procession``), fetching a guardian (``Fetch``), the Great
                 Bonfire's cost and rewards (``GreatMove``, ``GreatRewards``)
- ``gnomes``     recruiting specialists and elders (``Recruit``)
- ``tasks``      taking a task (``Bowl``, ``GiveBowl``, ``Space``) and the task conditions
- ``sailing``    path tiles (``PickPath``), sailing (``Sail``) and the island's action
                 (``IslandAction``)
- ``council``    the High Council: a novice's field (``Council``) and its bonus (``Bonus``)
- ``turns``      the turn's action (``Turn``): candidates, checks and what it starts; after an
                 action (``Settle``), the first turn (``Begin``), the next turn and the end

The end of the game's scoring is in ``score.py``.
"""

from .. import notes
from ..steps import STEPS
from . import common, council, fate, gnomes, guardians, payment, sailing, tasks, turns  # noqa: F401

STEPS.on_forced = notes.forced_step  # the log notes each step taken without asking
STEPS.validate()
