"""A fully specified PRNG (splitmix64) whose whole state is one int.

The state lives inside the game state, so a record replays bit-for-bit in
CPython and Pyodide. Never use the `random` module for game randomness.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


def seed_state(seed: int | str) -> int:
    """Turn any int or string into a 64-bit generator state."""
    if isinstance(seed, str):
        h = 1469598103934665603  # FNV-1a 64
        for b in seed.encode("utf-8"):
            h = ((h ^ b) * 1099511628211) & MASK64
        return h
    return int(seed) & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Return (new_state, 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def randbelow(state: int, n: int) -> tuple[int, int]:
    """Uniform int in [0, n) without modulo bias. Returns (new_state, value)."""
    if n <= 0:
        raise ValueError("n must be positive")
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = next_u64(state)
        if x < limit:
            return state, x % n


def shuffle(state: int, items: list) -> tuple[int, list]:
    """Fisher-Yates on a copy. Returns (new_state, shuffled list)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        state, j = randbelow(state, i + 1)
        out[i], out[j] = out[j], out[i]
    return state, out


class Rng:
    """A small mutable wrapper for code that draws several values in a row.

    Read ``.state`` back into the game state when done.
    """

    __slots__ = ("state",)

    def __init__(self, state: int):
        self.state = state

    def below(self, n: int) -> int:
        self.state, v = randbelow(self.state, n)
        return v

    def shuffle(self, items: list) -> list:
        self.state, out = shuffle(self.state, items)
        return out

    def choice(self, items):
        return items[self.below(len(items))]
