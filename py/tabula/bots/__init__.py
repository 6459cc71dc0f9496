"""Computer players for every game, working only through the game protocol.

Entry point: ``choose(game, state, seat, level, seed) -> action`` (see ``levels``). The
optional hooks a game can provide to make its bots good and quick are its ``BotHooks``
(``game.ai()``, declared in ``core.protocol``).
"""

from __future__ import annotations

from .levels import LEVELS, PLAYER_LEVELS, choose, plan

__all__ = ["LEVELS", "PLAYER_LEVELS", "choose", "plan"]
