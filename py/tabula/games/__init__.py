"""The registry of playable games: id -> game object (see core.protocol.Game).

Game packages are imported only when asked for (``get``): the browser's home screen needs just
``catalog()`` (titles, player counts, blurbs, emblems), which `make build` writes into the page's
zip as ``_catalog.py``, so the page starts without importing any game's rules. Every game is
checked against the protocol once, when it is loaded (``validate``).
"""

from __future__ import annotations

import importlib

from ..core.protocol import Capabilities, Game, ProtocolError

# id -> subpackage of tabula.games, in the order the home screen lists them
PACKAGES = {
    "terra_mystica": "terra_mystica",
    "res_arcana": "res_arcana",
    "fate_of_venterra": "fate_of_venterra",
    "bonfire": "bonfire",
}

INFO_KEYS = ("id", "title", "min_players", "max_players", "playing_time", "blurb")

# the methods every game overrides
REQUIRED = ("default_options", "setup", "to_move", "legal", "apply", "score", "result", "format",
            "parse", "render")
# capability -> the hooks a game declaring it overrides (and one not declaring it does not)
HOOKS = {
    "hidden_information": ("view", "determinize"),
    "imports": ("import_log",),
    "compact": ("pack_moves", "unpack_moves"),
    "view_links": ("snapshot_classes",),
    "ai": ("ai",),
}

_LOADED: dict = {}  # id -> the validated game object


def ids() -> list[str]:
    return list(PACKAGES)


def get(game_id: str):
    """The game object for ``game_id`` (imports its package and validates it on first use)."""
    name = PACKAGES.get(game_id) if isinstance(game_id, str) else None
    if name is None:
        from ..core.errors import RecordError

        raise RecordError(f"unknown game '{game_id}'")
    if game_id not in _LOADED:
        game = importlib.import_module(f"{__name__}.{name}").GAME
        validate(game, game_id)
        _LOADED[game_id] = game
    return _LOADED[game_id]


def import_board_code(game_id: str) -> None:
    """Import the board code of a registered game (its ``render`` package, where it has one)
    ahead of its first board: the web layer does it in a task of its own when a game opens."""
    name = PACKAGES.get(game_id) if isinstance(game_id, str) else None
    if name is None:
        return
    try:
        importlib.import_module(f"{__name__}.{name}.render")
    except ModuleNotFoundError as e:
        if e.name != f"{__name__}.{name}.render":
            raise  # the board code is there but imports something missing: a defect, say so


def validate(game, game_id: str | None = None) -> None:
    """Check a game against the protocol: a ``Game`` whose required methods are overridden, whose
    ``capabilities`` are declared and match the hooks it overrides (both ways), registered under
    its own id. ProtocolError naming the game and the hook otherwise.

    The one place that inspects a game by its attributes: everything else calls the protocol
    and reads ``game.capabilities``."""

    def overrides(hook: str) -> bool:
        return getattr(type(game), hook, None) is not getattr(Game, hook)

    name = getattr(game, "id", None) or game_id or type(game).__name__
    if not isinstance(game, Game):
        raise ProtocolError(f"the game '{name}' is not a tabula.core.protocol.Game")
    if not isinstance(game.id, str) or not game.id or (game_id is not None and game.id != game_id):
        raise ProtocolError(f"the game registered as '{game_id}' has the id {game.id!r}")
    if not 1 <= game.min_players <= game.max_players:
        raise ProtocolError(f"the game '{name}' has no player count (min/max players)")
    missing = [hook for hook in REQUIRED if not overrides(hook)]
    if missing:
        raise ProtocolError(f"the game '{name}' does not implement {', '.join(missing)}")
    caps = game.capabilities
    if not isinstance(caps, Capabilities):
        raise ProtocolError(f"the game '{name}' declares no Capabilities")
    for flag, hooks in HOOKS.items():
        for hook in hooks:
            if getattr(caps, flag) and not overrides(hook):
                raise ProtocolError(f"the game '{name}' declares {flag} but does not implement {hook}")
            if not getattr(caps, flag) and overrides(hook):
                raise ProtocolError(f"the game '{name}' implements {hook} but does not declare {flag}")
    if caps.view_links and not caps.hidden_information:
        raise ProtocolError(f"the game '{name}' declares view_links without hidden_information")


def all_games() -> dict:
    return {gid: get(gid) for gid in PACKAGES}


def info(game, emblem: bool = False) -> dict:
    """What the home screen shows of a game; ``emblem=True`` draws its SVG emblem (or None)."""
    return {"id": game.id, "title": game.title or game.id, "min_players": game.min_players,
            "max_players": game.max_players, "playing_time": game.playing_time,
            "blurb": game.blurb, "emblem": game.emblem() if emblem else None}


def catalog() -> list[dict]:
    """``info`` of every game, in listing order, from the build's ``_catalog`` when there is one
    (no game package imported); otherwise from the games themselves (without emblems)."""
    try:
        from ._catalog import CATALOG  # written into the page's zip by tools/build_zip.py
    except ImportError:
        return [info(g) for g in all_games().values()]
    return [dict(entry) for entry in CATALOG]
