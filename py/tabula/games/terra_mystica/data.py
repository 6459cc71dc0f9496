# ruff: noqa: E501  (long data lines: map rows and bridge lists read best unbroken)
"""Terra Mystica component facts: terrains, maps, factions, tiles, actions, and each map's
geometry (``board(map_id)``: hex names, adjacency, river distance, hex distance).

Numbers are the published game's (base game, the online site's maps and the
mini-expansion / optional tiles that real online games use). Layout and names
are ours; nothing here is a rule: the geometry is worked out once per map from its rows and
cached, never changed.
"""

from __future__ import annotations

from collections import deque
from functools import cache

TERRAINS = ("yellow", "brown", "black", "blue", "green", "gray", "red")
TERRAIN_NAMES = {'yellow': 'desert',
 'brown': 'plains',
 'black': 'swamp',
 'blue': 'lakes',
 'green': 'forest',
 'gray': 'mountains',
 'red': 'wasteland'}
CULTS = ("FIRE", "WATER", "EARTH", "AIR")
CULT_INDEX = {c: i for i, c in enumerate(CULTS)}
BUILDINGS = ("D", "TP", "TE", "SH", "SA")
BUILDING_POWER = {"D": 1, "TP": 2, "TE": 2, "SH": 3, "SA": 3}
BUILDING_NAMES = {"D": "dwelling", "TP": "trading house", "TE": "temple", "SH": "stronghold", "SA": "sanctuary"}
# cult track position reached -> power gained once when passing it upward
CULT_POWER = {3: 1, 5: 2, 7: 2, 10: 3}
# priest spots on each cult track: one worth 3 steps, three worth 2
PRIEST_SPOTS = (3, 2, 2, 2)

# Maps: rows of cells left to right, "x" a river cell; row label = row index (A, B, ...).
MAPS = {
    'base': {
        "name": 'Base map',
        "site_id": '126fe960806d587c78546b30f1a90853b1ada468',
        "rows": [
            'brown gray green blue yellow red brown black red green blue red black',
            'yellow x x brown black x x yellow black x x yellow',
            'x x black x gray x green x green x gray x x',
            'green blue yellow x x red blue x red x red brown',
            'black brown red blue black brown gray yellow x x green black blue',
            'gray green x x yellow green x x x brown gray brown',
            'x x x gray x red x green x yellow black blue yellow',
            'yellow blue brown x x x blue black x gray brown gray',
            'red black gray blue red green yellow brown gray x blue green red',
        ],
        "bridges": 'A3-C1 A7-C3 A11-C5 B1-C1 B1-D1 B2-C1 B3-C3 B4-C3 B5-C5 B6-C5 B6-D8 C2-D3 C2-D4 C2-E5 C4-D5 C5-D6 D6-E8 D6-E9 E4-G1 E8-G3 F1-H1 F2-G1 F2-H2 F3-G1 F4-G3 G2-H4 G2-I6 G4-H5 H6-I9',
    },
    'fjords_v21': {
        "name": 'Fjords',
        "site_id": '2afadc63f4d81e850b7c16fb21a1dcd29658c392',
        "rows": [
            'green black x brown yellow gray black gray yellow red black blue yellow',
            'blue brown x blue green red x x x x x brown',
            'gray green red x x brown x black gray brown yellow x gray',
            'x x x gray x x green red blue green red x',
            'red gray yellow x blue red x brown yellow gray brown x black',
            'black brown x green yellow green x gray blue green x gray',
            'yellow blue x black gray black blue x brown black x green red',
            'green x brown red brown yellow red x x x red blue',
            'black x x green blue gray blue x green yellow black brown yellow',
        ],
        "bridges": 'A3-B2 A7-C5 A8-C6 A9-C7 A10-C8 B3-C3 B3-D1 B5-C5 B6-C8 C1-E1 C2-E2 C3-D1 C3-E3 C4-D1 C4-D2 C4-E5 C9-D6 C9-E10 D1-E3 D2-E5 D6-E10 E3-F3 E6-F5 E9-F9 F2-G3 F6-G6 F8-G9 G2-H2 G7-H6 G7-I6 G8-H7 G8-I7 H6-I6',
    },
    'loonlakes_v16': {
        "name": 'Loon Lakes',
        "site_id": 'fdb13a13cd48b7a3c3525f27e4628ff6905aa5b1',
        "rows": [
            '',
            'gray blue red brown yellow blue yellow red x x green blue',
            'yellow black green x x black brown x green gray x brown black',
            'brown x x green red gray x black blue red x yellow',
            'blue red gray x yellow brown green x x yellow x black red',
            'green yellow x black blue x x red x gray green brown',
            'gray x brown gray x yellow x gray x brown black blue red',
            'red x x x red green brown black yellow x x gray',
            'yellow blue black x blue gray blue x x gray green x blue',
            'black brown x green x x x green red brown yellow black',
        ],
        "bridges": 'B4-D2 B9-C7 C3-D2 C3-E3 C5-D5 C8-D7 D2-E3 D5-E6 D5-F5 D7-E8 E3-F3 E6-F5 E7-F5 F5-G6 G2-H1 G2-I3 G3-H2 G7-I8 H5-J4 H7-I8 I3-J3 I6-J4',
    },
    'fireice_side1': {
        "name": 'Fire & Ice side 1',
        "site_id": '95a66999127893f5925a5f591d54f8bcb9a670e6',
        "rows": [
            '',
            'brown x brown black yellow x gray green red blue yellow blue',
            'red yellow x blue gray red x x x yellow brown black gray',
            'green black x x x brown green yellow x x x x',
            'yellow gray green yellow black x blue red brown x green blue green',
            'x x brown x x red black green gray x brown black',
            'green red x x green x x x brown blue x gray red',
            'gray x yellow gray blue red green x red gray x black',
            'black blue x black brown gray blue x yellow black x red blue',
            'gray green x red yellow black yellow x blue brown x brown',
        ],
        "bridges": 'B2-C2 B5-C5 B5-D4 B6-D5 C3-D2 C3-E4 C4-E5 C6-D5 C7-E9 C8-E10 C9-E11 D3-E5 E1-G1 E2-G2 E5-F2 E5-G3 E9-F5 F1-G2 F1-G3 F1-H2 F2-G3 F2-H5 F3-H6 F6-G5 G2-H2 G4-H6 G6-H8 H2-I2 H6-I7 H8-I9 I3-J2 I7-J6 I9-J8',
    },
    'fireice_side2': {
        "name": 'Fire & Ice side 2',
        "site_id": 'be8f6ebf549404d015547152d5f2a1906ae8dd90',
        "rows": [
            'brown gray green blue brown red brown black red blue green red black',
            'yellow x x yellow black x x yellow green x x yellow',
            'x x black x gray x green x black x red x x',
            'green blue yellow x x red blue x red x gray brown',
            'black brown red blue yellow brown green yellow x x green black red',
            'gray green x x black gray x x x brown gray yellow',
            'x x x gray x red x green x yellow black blue brown',
            'yellow blue brown x x x blue black x gray brown red',
            'blue black gray blue red green yellow brown gray x blue green gray',
        ],
        "bridges": 'A3-C1 A7-C3 A11-C5 B1-C1 B1-D1 B2-C1 B3-C3 B4-C3 B5-C5 B6-C5 B6-D8 C2-D3 C2-D4 C2-E5 C4-D5 C5-D6 D6-E8 D6-E9 E4-G1 E8-G3 F1-H1 F2-G1 F2-H2 F3-G1 F4-G3 G2-H4 G2-I6 G4-H5 H6-I9',
    },
}

# Start VP by faction for the "Original [2017 vp]" variant (site map id 91645cdb...).
START_VP_2017 = {'acolytes': 23,
 'alchemists': 27,
 'auren': 27,
 'chaosmagicians': 19,
 'cultists': 16,
 'darklings': 15,
 'dragonlords': 24,
 'dwarves': 20,
 'engineers': 16,
 'fakirs': 33,
 'giants': 25,
 'halflings': 20,
 'icemaidens': 20,
 'mermaids': 19,
 'nomads': 19,
 'riverwalkers': 21,
 'shapeshifters': 22,
 'swarmlings': 22,
 'witches': 19,
 'yetis': 22}

# Faction boards. income[building] lists the total income of that type by number
# on the map (index 0 = printed base income). ship None: cannot ship; dig None: no digging track.
FACTIONS = {
    'alchemists': {'home': 'black',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (5, 7, 0),
     'cults': (1, 1, 0, 0),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 6},
              'SA': {'W': 4, 'C': 6}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 7, 11], 'PW': [0, 1, 2, 3, 4]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'C': [0, 6]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'PW': 12}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'auren': {'home': 'green',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (5, 7, 0),
     'cults': (0, 1, 0, 1),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 6},
              'SA': {'W': 4, 'C': 8}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 2]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'ACTA': 1, 'GAIN_FAVOR': 1}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'chaosmagicians': {'home': 'red',
     'C': 15,
     'W': 4,
     'P': 0,
     'power': (5, 7, 0),
     'cults': (2, 0, 0, 0),
     'VP': 20,
     'dwellings': 1,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 4},
              'SA': {'W': 4, 'C': 8}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'W': [0, 2]},
                'SA': {'P': [0, 1]}},
     'on_build': {'TE': {'GAIN_FAVOR': 2}, 'SH': {'ACTC': 1}, 'SA': {'GAIN_FAVOR': 2}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'cultists': {'home': 'brown',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (5, 7, 0),
     'cults': (1, 0, 1, 0),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 8},
              'SA': {'W': 4, 'C': 8}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 2]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'VP': 7}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'darklings': {'home': 'black',
     'C': 15,
     'W': 1,
     'P': 1,
     'power': (5, 7, 0),
     'cults': (0, 1, 1, 0),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 6},
              'SA': {'W': 4, 'C': 10}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 2]},
                'SA': {'P': [0, 2]}},
     'on_build': {'SH': {'CONVERT_W_TO_P': 3}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': None},
    'dwarves': {'home': 'gray',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (5, 7, 0),
     'cults': (0, 0, 2, 0),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 6},
              'SA': {'W': 4, 'C': 6}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 3, 5, 7, 10], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 2]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'GAIN_TELEPORT': 1}},
     'ship': None,
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'engineers': {'home': 'gray',
     'C': 10,
     'W': 2,
     'P': 0,
     'power': (3, 9, 0),
     'cults': (0, 0, 0, 0),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 1},
              'TP': {'W': 1, 'C': 2},
              'TE': {'W': 1, 'C': 4},
              'SH': {'W': 3, 'C': 6},
              'SA': {'W': 3, 'C': 6}},
     'income': {'D': {'W': [0, 1, 2, 2, 3, 4, 4, 5, 6]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 1, 2], 'PW': [0, 0, 5, 5]},
                'SH': {'PW': [0, 2]},
                'SA': {'P': [0, 1]}},
     'on_build': {},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'fakirs': {'home': 'yellow',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (7, 5, 0),
     'cults': (1, 0, 0, 1),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 10},
              'SA': {'W': 4, 'C': 6}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'P': [0, 1]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'GAIN_TELEPORT': 1}},
     'ship': None,
     'dig': {'max': 1, 'spade_W': [3, 2], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6]}},
    'giants': {'home': 'red',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (5, 7, 0),
     'cults': (1, 0, 0, 1),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 6},
              'SA': {'W': 4, 'C': 6}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 4]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'ACTG': 1}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'halflings': {'home': 'brown',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (3, 9, 0),
     'cults': (0, 0, 1, 1),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 8},
              'SA': {'W': 4, 'C': 6}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 2]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'SPADE': 3}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 1, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'mermaids': {'home': 'blue',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (3, 9, 0),
     'cults': (0, 2, 0, 0),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 6},
              'SA': {'W': 4, 'C': 8}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 4]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'GAIN_SHIP': 1}},
     'ship': {'start': 1, 'max': 5, 'cost': {'C': 4, 'P': 1}, 'vp': {2: 2, 3: 3, 4: 4, 5: 5}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'nomads': {'home': 'yellow',
     'C': 15,
     'W': 2,
     'P': 0,
     'power': (5, 7, 0),
     'cults': (1, 0, 1, 0),
     'VP': 20,
     'dwellings': 3,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 8},
              'SA': {'W': 4, 'C': 6}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 7, 11], 'PW': [0, 1, 2, 3, 4]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 2]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'ACTN': 1}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'swarmlings': {'home': 'blue',
     'C': 20,
     'W': 8,
     'P': 0,
     'power': (3, 9, 0),
     'cults': (1, 1, 1, 1),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 2, 'C': 3},
              'TP': {'W': 3, 'C': 4},
              'TE': {'W': 3, 'C': 6},
              'SH': {'W': 5, 'C': 8},
              'SA': {'W': 5, 'C': 8}},
     'income': {'D': {'W': [2, 3, 4, 5, 6, 7, 8, 9, 9]},
                'TP': {'C': [0, 2, 4, 6, 9], 'PW': [0, 2, 4, 6, 8]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 4]},
                'SA': {'P': [0, 2]}},
     'on_build': {'SH': {'ACTS': 1}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
    'witches': {'home': 'green',
     'C': 15,
     'W': 3,
     'P': 0,
     'power': (5, 7, 0),
     'cults': (0, 0, 0, 2),
     'VP': 20,
     'dwellings': 2,
     'cost': {'D': {'W': 1, 'C': 2},
              'TP': {'W': 2, 'C': 3},
              'TE': {'W': 2, 'C': 5},
              'SH': {'W': 4, 'C': 6},
              'SA': {'W': 4, 'C': 6}},
     'income': {'D': {'W': [1, 2, 3, 4, 5, 6, 7, 8, 8]},
                'TP': {'C': [0, 2, 4, 6, 8], 'PW': [0, 1, 2, 4, 6]},
                'TE': {'P': [0, 1, 2, 3]},
                'SH': {'PW': [0, 2]},
                'SA': {'P': [0, 1]}},
     'on_build': {'SH': {'ACTW': 1}},
     'ship': {'start': 0, 'max': 3, 'cost': {'C': 4, 'P': 1}, 'vp': {1: 2, 2: 3, 3: 4}},
     'dig': {'max': 2, 'spade_W': [3, 2, 1], 'cost': {'C': 5, 'P': 1, 'W': 2}, 'vp': [6, 6]}},
}

# Round scoring tiles: vp = in-round points per trigger; cult = (track, per steps, reward).
SCORING = {'SCORE1': {'vp': {'SPADE': 2}, 'cult': ('EARTH', 1, {'C': 1})},
 'SCORE2': {'vp': {'TW': 5}, 'cult': ('EARTH', 4, {'SPADE': 1})},
 'SCORE3': {'vp': {'D': 2}, 'cult': ('WATER', 4, {'P': 1})},
 'SCORE4': {'vp': {'SA': 5, 'SH': 5}, 'cult': ('FIRE', 2, {'W': 1})},
 'SCORE5': {'vp': {'D': 2}, 'cult': ('FIRE', 4, {'PW': 4})},
 'SCORE6': {'vp': {'TP': 3}, 'cult': ('WATER', 4, {'SPADE': 1})},
 'SCORE7': {'vp': {'SA': 5, 'SH': 5}, 'cult': ('AIR', 2, {'W': 1})},
 'SCORE8': {'vp': {'TP': 3}, 'cult': ('AIR', 4, {'SPADE': 1})},
 'SCORE9': {'vp': {'TE': 4}, 'cult': ('PRIESTS', 1, {'C': 2}), 'option': 'temple-scoring-tile'}}

BONUS = {'BON1': {'income': {'C': 2}, 'action': True},
 'BON2': {'income': {'C': 4}, 'action': True},
 'BON3': {'income': {'C': 6}},
 'BON4': {'income': {'PW': 3}, 'ship': 1},
 'BON5': {'income': {'PW': 3, 'W': 1}},
 'BON6': {'income': {'W': 2}, 'pass_vp': {'SA': [0, 4], 'SH': [0, 4]}},
 'BON7': {'income': {'W': 1}, 'pass_vp': {'TP': [0, 2, 4, 6, 8]}},
 'BON8': {'income': {'P': 1}},
 'BON9': {'income': {'C': 2}, 'pass_vp': {'D': [0, 1, 2, 3, 4, 5, 6, 7, 8]}},
 'BON10': {'income': {'PW': 3},
           'pass_vp': {'ship': [0, 3, 6, 9, 12, 15]},
           'option': 'shipping-bonus'}}

FAVORS = {'FAV1': {'copies': 1, 'cult': {'FIRE': 3}, 'income': {}},
 'FAV2': {'copies': 1, 'cult': {'WATER': 3}, 'income': {}},
 'FAV3': {'copies': 1, 'cult': {'EARTH': 3}, 'income': {}},
 'FAV4': {'copies': 1, 'cult': {'AIR': 3}, 'income': {}},
 'FAV5': {'copies': 3, 'cult': {'FIRE': 2}, 'income': {}},
 'FAV6': {'copies': 3, 'cult': {'WATER': 2}, 'income': {}, 'action': True},
 'FAV7': {'copies': 3, 'cult': {'EARTH': 2}, 'income': {'PW': 1, 'W': 1}},
 'FAV8': {'copies': 3, 'cult': {'AIR': 2}, 'income': {'PW': 4}},
 'FAV9': {'copies': 3, 'cult': {'FIRE': 1}, 'income': {'C': 3}},
 'FAV10': {'copies': 3, 'cult': {'WATER': 1}, 'income': {}, 'vp_per_build': {'TP': 3}},
 'FAV11': {'copies': 3, 'cult': {'EARTH': 1}, 'income': {}, 'vp_per_build': {'D': 2}},
 'FAV12': {'copies': 3, 'cult': {'AIR': 1}, 'income': {}, 'pass_vp': {'TP': [0, 2, 3, 3, 4]}}}

TOWNS = {'TW1': {'copies': 2, 'gain': {'C': 6, 'KEY': 1, 'VP': 5}},
 'TW2': {'copies': 2, 'gain': {'KEY': 1, 'VP': 7, 'W': 2}},
 'TW3': {'copies': 2, 'gain': {'KEY': 1, 'P': 1, 'VP': 9}},
 'TW4': {'copies': 2, 'gain': {'KEY': 1, 'PW': 8, 'VP': 6}},
 'TW5': {'copies': 2, 'gain': {'AIR': 1, 'EARTH': 1, 'FIRE': 1, 'KEY': 1, 'VP': 8, 'WATER': 1}},
 'TW6': {'copies': 1,
         'gain': {'AIR': 2, 'EARTH': 2, 'FIRE': 2, 'KEY': 2, 'VP': 2, 'WATER': 2},
         'option': 'mini-expansion-1'},
 'TW7': {'copies': 2, 'gain': {'GAIN_SHIP': 1, 'KEY': 1, 'VP': 4}, 'option': 'mini-expansion-1'},
 'TW8': {'copies': 1, 'gain': {'KEY': 1, 'VP': 11}, 'option': 'mini-expansion-1'}}

# Shared power actions: cost in power spent from bowl III.
POWER_ACTIONS = {"ACT1": 3, "ACT2": 3, "ACT3": 4, "ACT4": 4, "ACT5": 4, "ACT6": 6}

# Variable start VP (rulebook variant "variable points"), by map; unlisted factions start at 20.
VARIABLE_VP = {
    "base": {"darklings": 15, "cultists": 16, "engineers": 16, "chaosmagicians": 19, "mermaids": 19,
             "nomads": 19, "witches": 19, "swarmlings": 22, "giants": 25, "alchemists": 27, "auren": 27,
             "fakirs": 33},
    "fjords_v21": {"nomads": 15, "witches": 15, "cultists": 15, "darklings": 15, "fakirs": 25,
                   "halflings": 25, "auren": 25, "giants": 25, "alchemists": 25},
    "loonlakes_v16": {"nomads": 15, "engineers": 15, "cultists": 15, "darklings": 15, "fakirs": 25,
                      "swarmlings": 25, "giants": 25, "dwarves": 30},
}

# The rulebook's recommended factions for a first game, by player count.
FIRST_GAME_FACTIONS = {
    2: ["witches", "nomads"],
    3: ["witches", "nomads", "alchemists"],
    4: ["witches", "nomads", "halflings", "mermaids"],
    5: ["witches", "nomads", "halflings", "mermaids", "giants"],
}


# ---------------------------------------------------------------------------------------------
# Map geometry, built once per map from MAPS. Land hexes are named like the online site (row
# letter + count of land cells, ``E7``), river cells ``r0, r1, ...`` in reading order.


class Board:
    """One map's geometry: its hexes by name and position, land and river, neighbours, the
    bridge places, and distances (over land, and through the river for shipping)."""

    def __init__(self, map_id: str):
        spec = MAPS[map_id]
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
        self._river_within: dict[tuple[str, int], frozenset[str]] = {}
        self._within: dict[tuple[str, int], frozenset[str]] = {}

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

    def river_within(self, a: str, k: int) -> frozenset[str]:
        """Land hexes (not ``a``) at most ``k`` river cells from land hex ``a`` (shipping range
        ``k``; ``river_distances``)."""
        got = self._river_within.get((a, k))
        if got is None:
            got = self._river_within[(a, k)] = frozenset(
                h for h, d in self.river_distances(a).items() if d <= k)
        return got

    def within(self, a: str, k: int) -> frozenset[str]:
        """Land hexes at most ``k`` hexes from land hex ``a`` (``distance``), ``a`` among them."""
        got = self._within.get((a, k))
        if got is None:
            got = self._within[(a, k)] = frozenset(h for h in self.land if self.distance(a, h) <= k)
        return got

    def is_edge(self, name: str) -> bool:
        r, c = self.pos[name]
        last = max(cc for (rr, cc) in self.cells if rr == r)
        return r == 0 or r == self.rows - 1 or c == 0 or c == last


@cache
def board(map_id: str) -> Board:
    return Board(map_id)


def map_by_site_id(site_id: str) -> str | None:
    for k, spec in MAPS.items():
        if spec["site_id"] == site_id:
            return k
    if site_id == "91645cdb135773c2a7a50e5ca9cb18af54c664c4":
        return "base"
    return None
