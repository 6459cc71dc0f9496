"""Share links (``#g=<token>``) and the app's routes in location.hash. Pure Python."""

from __future__ import annotations

from dataclasses import dataclass

from ..core import codec
from ..core.record import Record

MAX_HASH = codec.MAX_TOKEN + 16


@dataclass(frozen=True)
class Route:
    screen: str  # "home", "new", "play", "link" (a whole game), "view" (a position as one saw it)
    arg: str = ""


def route_of(hash_: str) -> Route:
    """Map location.hash to a screen; unknown hashes go home."""
    h = (hash_ or "").lstrip("#")
    if h.startswith("g="):
        return Route("link", h[2:][:MAX_HASH])
    if h.startswith("v="):
        return Route("view", h[2:][:MAX_HASH])
    if h.startswith("new/") and len(h) < 60:
        return Route("new", h[4:])
    if h.startswith("play/") and len(h) < 60:
        return Route("play", h[5:])
    return Route("home")


def token_of(text: str) -> str:
    """Accept a whole link, a ``#g=...`` fragment or a bare token; return the token part."""
    t = (text or "").strip()
    if "#" in t:
        t = t.split("#", 1)[1]
    if t.startswith("g="):
        t = t[2:]
    return t


def hash_of(text: str) -> str:
    """The app's address of a pasted link, fragment or bare token: ``#v=`` for a position as
    someone saw it, else ``#g=`` (a whole game); "" for nothing."""
    t = (text or "").strip()
    if "#" in t:
        t = t.split("#", 1)[1]
    if t.startswith("v="):
        return "#" + t if len(t) > 2 else ""
    token = token_of(t)
    return f"#g={token}" if token else ""


def link_for(record: Record, page_url: str, game=None) -> str:
    """The share link; with the game object, its moves travel in the game's compact form."""
    base = page_url.split("#", 1)[0]
    return f"{base}#g={codec.encode(record, game)}"
