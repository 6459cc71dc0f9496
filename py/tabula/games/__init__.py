"""The registry of playable games: id -> game object (see core.protocol.Game)."""

from __future__ import annotations


def all_games() -> dict:
    from .res_arcana import GAME as res_arcana
    from .terra_mystica import GAME as terra_mystica

    return {g.id: g for g in (terra_mystica, res_arcana)}


def get(game_id: str):
    games = all_games()
    if game_id not in games:
        from ..core.errors import RecordError

        raise RecordError(f"unknown game '{game_id}'")
    return games[game_id]
