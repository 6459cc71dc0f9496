"""Map geometry: hex names, adjacency, river (shipping) distance, hex distance.

Built once per map from data.MAPS and cached; never mutated. Land hexes are
named like the online site (row letter + count of land cells, ``E7``), river
cells ``r0, r1, ...`` in reading order.
"""

from __future__ import annotations

from collections import deque
from functools import cache

from . import data


class Board:
    def __init__(self, map_id: str):
        spec = data.MAPS[map_id]
        self.map_id = map_id
        self.name = spec["name"]
        self.cells: dict[tuple[int, int], str] = {}  # (row, col) -> hex name
        self.pos: dict[str, tuple[int, int]] = {}
        self.terrain: dict[str, str] = {}  # land hex -> starting terrain
        self.land: list[str] = []
        self.river: list[str] = []
        nriver = 0
        for r, row in enumerate(spec["rows"]):
            n = 0
            for c, cell in enumerate(row.split()):
                if cell == "x":
                    name = f"r{nriver}"
                    nriver += 1
                    self.river.append(name)
                else:
                    n += 1
                    name = f"{chr(65 + r)}{n}"
                    self.land.append(name)
                    self.terrain[name] = cell
                self.cells[(r, c)] = name
                self.pos[name] = (r, c)
        self.rows = len(spec["rows"])
        self.neighbours: dict[str, tuple[str, ...]] = {}
        for name, (r, c) in self.pos.items():
            cand = [(r, c - 1), (r, c + 1)]
            dc = (-1, 0) if r % 2 == 0 else (0, 1)
            for rr in (r - 1, r + 1):
                cand += [(rr, c + dc[0]), (rr, c + dc[1])]
            self.neighbours[name] = tuple(self.cells[p] for p in cand if p in self.cells)
        self.land_set = frozenset(self.land)
        self.land_neighbours = {h: tuple(n for n in self.neighbours[h] if n in self.land_set)
                                for h in self.land}
        # legal bridge end points; the tuple keeps a fixed order (sets of strings
        # iterate in an order that changes from process to process)
        self.bridge_list = tuple(tuple(sorted(p.split("-"))) for p in spec["bridges"].split())
        self.bridge_pairs = frozenset(frozenset(p) for p in self.bridge_list)
        self._river_dist: dict[str, dict[str, int]] = {}

    def is_land(self, name: str) -> bool:
        return name in self.land_set

    def cube(self, name: str) -> tuple[int, int, int]:
        r, c = self.pos[name]
        # odd rows are shifted right by half a hex ("odd-r" offset layout)
        x = c - (r - (r & 1)) // 2
        return x, r, -x - r

    def distance(self, a: str, b: str) -> int:
        ax, ay, az = self.cube(a)
        bx, by, bz = self.cube(b)
        return max(abs(ax - bx), abs(ay - by), abs(az - bz))

    def river_distances(self, a: str) -> dict[str, int]:
        """Land hex -> fewest river cells on a water path from land hex ``a``."""
        got = self._river_dist.get(a)
        if got is not None:
            return got
        river_depth: dict[str, int] = {}
        queue: deque[str] = deque()
        for n in self.neighbours[a]:
            if n not in self.land_set:
                river_depth[n] = 1
                queue.append(n)
        while queue:
            cur = queue.popleft()
            for n in self.neighbours[cur]:
                if n not in self.land_set and n not in river_depth:
                    river_depth[n] = river_depth[cur] + 1
                    queue.append(n)
        out: dict[str, int] = {}
        for rv, depth in river_depth.items():
            for n in self.neighbours[rv]:
                if n in self.land_set and n != a and (n not in out or depth < out[n]):
                    out[n] = depth
        self._river_dist[a] = out
        return out

    def is_edge(self, name: str) -> bool:
        r, c = self.pos[name]
        last = max(cc for (rr, cc) in self.cells if rr == r)
        return r == 0 or r == self.rows - 1 or c == 0 or c == last


@cache
def board(map_id: str) -> Board:
    return Board(map_id)


def map_by_site_id(site_id: str) -> str | None:
    for k, spec in data.MAPS.items():
        if spec["site_id"] == site_id:
            return k
    if site_id == "91645cdb135773c2a7a50e5ca9cb18af54c664c4":
        return "base"
    return None
