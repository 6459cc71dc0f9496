"""Venterra's compact move form for share links: each decision as its place in the list of
legal moves (core/legal_index.py). Venterra's notation is short already, but a whole 4-player
game is some 450 decisions; as places in their lists they take a few bits each, so a finished
game's link is about 420 characters instead of about 2,450. A move that is not in its list
(none in live play) sends the list in full."""

from __future__ import annotations

from ...core import legal_index


def pack(game, options: dict, seed, moves: list[str]) -> str | None:
    return legal_index.pack(game, options, seed, moves)


def unpack(game, options: dict, seed, text: str) -> list[str]:
    return legal_index.unpack(game, options, seed, text)


def unpack_steps(game, options: dict, seed, text: str):
    return legal_index.unpack_steps(game, options, seed, text)
