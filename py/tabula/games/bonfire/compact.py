"""Bonfire's compact move form for share links: each decision as its place in the list of legal
moves (core/legal_index.py). A finished 4-player game is some 330 decisions; as places in their
lists they take a few bits each, so its link is about 340 characters instead of about 1,900. A
move the main action's check accepts but the list does not hold (none in play through the table)
sends the list in full."""

from __future__ import annotations

from ...core import legal_index


def pack(game, options: dict, seed, moves: list[str]) -> str | None:
    return legal_index.pack(game, options, seed, moves)


def unpack(game, options: dict, seed, text: str) -> list[str]:
    return legal_index.unpack(game, options, seed, text)


def unpack_steps(game, options: dict, seed, text: str):
    return legal_index.unpack_steps(game, options, seed, text)
