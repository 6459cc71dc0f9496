"""Hex geometry: tiles of 7 hexes (a centre and a ring) placed around a landmark, and the territory graph.

Axial coordinates (q, r). A tile placed at a lattice slot covers its centre and the 6 neighbours; tiles
touch without overlapping when their centres differ by one of the 6 rotations of (2, 1). A territory is a
hex, except the Corrupted Court's outer ring, which is one territory. Territory names are stable:
``<tile>.<hex>`` (``4.0`` is tile 4's centre, ``4.1``..``4.6`` its ring before rotation) and ``K.0``..``K.6``
for the landmark (``K.o`` for the Court's outer ring).
"""

from __future__ import annotations

from . import data

DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
LATTICE = ((2, 1), (-1, 3), (-3, 2), (-2, -1), (1, -3), (3, -2))
TERRAIN_CODE = {
    "L": "land",
    "W": "water",
    "M": "mountain",
    "D": "desert",
    "F": "forest",
    "C": None,
    "O": None,
}


def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def flower(centre) -> list:
    return [centre] + [add(centre, d) for d in DIRS]


def parse_tile(text: str) -> list[tuple]:
    """[(terrain or None, pop, code)] for the 7 hexes: centre then ring."""
    out = []
    for tok in text.split():
        out.append((TERRAIN_CODE[tok[0]], tok.endswith("*"), tok[0]))
    return out


def slots_next_to(placed: list) -> list:
    """Lattice slots touching a placed tile, and those touching the landmark (slot (0, 0))."""
    taken = set(placed)
    around_landmark = [add((0, 0), v) for v in LATTICE]
    free_core = [c for c in around_landmark if c not in taken]
    if free_core:
        return free_core
    out = []
    for c in placed:
        for v in LATTICE:
            n = add(c, v)
            if n not in taken and n not in out:
                out.append(n)
    return sorted(out)


class Board:
    """The territory graph of one finished (or partial) map. Built once per map and cached."""

    def __init__(self, landmark: str, placements: tuple):
        self.landmark = landmark
        self.placements = placements
        hex_owner: dict = {}  # hex -> territory index
        self.names: list[str] = []
        self.terrain: list = []
        self.pop: list[bool] = []
        self.is_landmark: list[bool] = []
        self.hexes: list[list] = []
        self.kind: list[
            str
        ] = []  # "tile", "kingdom_mountain", "kingdom_forest", "court_outer", "court_centre", ...

        def new(name, terrain, pop, hexes, kind, landmark_flag):
            t = len(self.names)
            self.names.append(name)
            self.terrain.append(terrain)
            self.pop.append(pop)
            self.hexes.append(hexes)
            self.kind.append(kind)
            self.is_landmark.append(landmark_flag)
            for h in hexes:
                hex_owner[h] = t
            return t

        lm = parse_tile(data.LANDMARK_TEXT[landmark])
        cells = flower((0, 0))
        if landmark == "court":
            new("K.0", None, True, [cells[0]], "court_centre", True)
            new("K.o", None, True, cells[1:], "court_outer", True)
        else:
            for i, (terr, pop, _c) in enumerate(lm):
                kind = {"mountain": "kingdom_mountain", "forest": "kingdom_forest"}.get(terr, "kingdom")
                new(f"K.{i}", terr, pop, [cells[i]], kind, True)
        for tile, side, slot, rot in placements:
            hexes = parse_tile(data.TILES[tile][side])
            cells = flower(slot)
            for i, (terr, pop, _c) in enumerate(hexes):
                pos = cells[0] if i == 0 else cells[1 + (i - 1 + rot) % 6]
                new(f"{tile}.{i}", terr, pop, [pos], "tile", False)
        self.n = len(self.names)
        self.index = {nm: i for i, nm in enumerate(self.names)}
        self.adj: list[frozenset] = []
        self.edge: list[bool] = []
        for t in range(self.n):
            nb = set()
            outside = False
            for h in self.hexes[t]:
                for d in DIRS:
                    o = hex_owner.get(add(h, d))
                    if o is None:
                        outside = True
                    elif o != t:
                        nb.add(o)
            self.adj.append(frozenset(nb))
            self.edge.append(outside)
        self.water = [t for t in range(self.n) if self.terrain[t] == "water"]
        self.is_water = [self.terrain[t] == "water" for t in range(self.n)]
        self._dist: dict = {}

    def distance(self, a: int, b: int) -> int:
        """Steps between territories through the territory graph."""
        key = a
        if key not in self._dist:
            d = {a: 0}
            frontier = [a]
            while frontier:
                nxt = []
                for t in frontier:
                    for n in self.adj[t]:
                        if n not in d:
                            d[n] = d[t] + 1
                            nxt.append(n)
                frontier = nxt
            self._dist[key] = d
        return self._dist[key].get(b, 99)


_CACHE: dict = {}
# The board asked for last, and the very placements tuple it was asked with: the rules ask for
# the board of one state (whose copies share that tuple) many times per decision, and a hit here
# spares hashing the placements again (a tuple only: a list could change under the same identity).
_LAST: list = [None, None, None]  # landmark, placements, Board


def board(landmark: str, placements) -> Board:
    if placements is _LAST[1] and landmark == _LAST[0]:
        return _LAST[2]
    key = (landmark, tuple(placements))
    b = _CACHE.get(key)
    if b is None:
        if len(_CACHE) > 256:
            _CACHE.clear()
        b = _CACHE[key] = Board(landmark, key[1])
    if type(placements) is tuple:
        _LAST[:] = [landmark, placements, b]
    return b


def prebuilt_placements(players: int) -> tuple:
    placed: list = []
    out = []
    for tile in data.PREBUILT[players]:
        slot = slots_next_to(placed)[0]
        placed.append(slot)
        out.append((tile, 0, slot, 0))
    return tuple(out)
