"""The registry of playable games: id -> game object (see core.protocol.Game).

Game packages are imported only when asked for (``get``): the browser's home screen needs just
``catalog()`` (titles, player counts, blurbs, emblems), which `make build` writes into the page's
zip as ``_catalog.py``, so the page starts without importing any game's rules.
"""

from __future__ import annotations

import importlib

# id -> subpackage of tabula.games, in the order the home screen lists them
PACKAGES = {
    "terra_mystica": "terra_mystica",
    "res_arcana": "res_arcana",
    "fate_of_venterra": "fate_of_venterra",
    "bonfire": "bonfire",
}

INFO_KEYS = ("id", "title", "min_players", "max_players", "playing_time", "blurb")


def ids() -> list[str]:
    return list(PACKAGES)


def get(game_id: str):
    """The game object for ``game_id`` (imports its package on first use)."""
    name = PACKAGES.get(game_id) if isinstance(game_id, str) else None
    if name is None:
        from ..core.errors import RecordError

        raise RecordError(f"unknown game '{game_id}'")
    return importlib.import_module(f"{__name__}.{name}").GAME


def all_games() -> dict:
    return {gid: get(gid) for gid in PACKAGES}


def info(game, emblem: bool = False) -> dict:
    """What the home screen shows of a game; ``emblem=True`` draws its SVG emblem (or None)."""
    out = {k: getattr(game, k, None) for k in INFO_KEYS}
    out["title"] = out["title"] or game.id
    out["min_players"] = out["min_players"] or 2
    out["max_players"] = out["max_players"] or out["min_players"]
    out["playing_time"] = out["playing_time"] or ""
    out["blurb"] = out["blurb"] or ""
    out["emblem"] = game.emblem() if emblem and callable(getattr(game, "emblem", None)) else None
    return out


def catalog() -> list[dict]:
    """``info`` of every game, in listing order, from the build's ``_catalog`` when there is one
    (no game package imported); otherwise from the games themselves (without emblems)."""
    try:
        from ._catalog import CATALOG  # written into the page's zip by tools/build_zip.py
    except ImportError:
        return [info(g) for g in all_games().values()]
    return [dict(entry) for entry in CATALOG]
