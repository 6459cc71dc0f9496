"""Bonfire component facts.

Two kinds of values live here:

* ESTABLISHED: counts and rules the rulebook (``shared/rules/bonfire.de.txt``)
  states, e.g. 28 path tiles split 10/10/8 by crystal, 66 tasks, the eight
  High Council bonuses of appendix II, the five council tasks.
* STAND-IN: values the rulebook shows only as pictures (tile symbols, island
  routes, task specifics, gnome resources, ...). We designed them to respect
  every count and constraint in the rulebook and to be balanced. Each one is
  named in ``STANDIN`` (and marked ``# STAND-IN`` where it is defined), so the
  printed values can replace them by editing this module alone.

A test checks that every public table of this module is listed in exactly one
of ``ESTABLISHED`` and ``STANDIN``.
"""

from __future__ import annotations

# ---------------------------------------------------------------------------
# resources and action markers

RESOURCES = ("blossom", "fruit", "herb", "shell", "root", "gold")  # rulebook component list
GOODS = RESOURCES[:5]  # the five that are not gold
GOLD = 5
RESOURCE_SUPPLY = (9, 9, 9, 9, 9, 12)  # rulebook: 9 of each, 12 gold
RES_DE = {"blüte": "blossom", "blüten": "blossom", "bluete": "blossom", "frucht": "fruit",
          "früchte": "fruit", "fruechte": "fruit", "kraut": "herb", "kräuter": "herb",
          "kraeuter": "herb", "muschel": "shell", "muscheln": "shell", "wurzel": "root",
          "wurzeln": "root", "gold": "gold"}

# Six action-marker sorts plus the yellow wild one (rulebook: 12 yellow, 10 of each other).
# Our notation names a marker by the action it pays for.
MARKERS = ("path", "ship", "task", "guard", "fire", "gnome", "wild")
WILD = 6
MARKER_SUPPLY = (10, 10, 10, 10, 10, 10, 12)
MARKER_DE = {"weg": "path", "schiff": "ship", "aufgabe": "task", "opfer": "task", "hüterin": "guard",
             "hueterin": "guard", "feuer": "fire", "bonfire": "fire", "gnom": "gnome", "joker": "wild",
             "gelb": "wild"}
# STAND-IN: which colour each marker sort has (white, purple, red are named by the rulebook's
# fate-tile example; which action each colour pays for is not known).
MARKER_COLOURS = {"path": "white", "ship": "blue", "task": "purple", "guard": "red", "fire": "orange",
                  "gnome": "green", "wild": "yellow"}

# ---------------------------------------------------------------------------
# the fate field (Schicksalsfeld) and the fate tiles

# STAND-IN: the field is 7 columns (a-g) by 5 rows (1-5); the start tile lies across c3-e3.
FATE_ROWS = 5
FATE_COLS = 7
FATE_START = ((2, 2), (2, 3), (2, 4))
# STAND-IN: printed symbols: covering one gives the item shown ("wild": a yellow action marker,
# "choice": a good of your choice). All squares but the two above and below the start tile show
# one (4 gold, 10 goods, 16 wild markers). The rulebook's examples get 6 markers, and 5 markers and
# a gold, from one fate tile, and it calls running out of options "extremely rare" and warns that
# the game may end sooner than expected; with fewer printed items the players ran out of fate
# tiles long before the council filled.
FATE_SYMBOLS = {
    (0, 0): "gold", (0, 1): "wild", (0, 2): "choice", (0, 3): "choice", (0, 4): "choice", (0, 5): "wild",
    (0, 6): "gold",
    (1, 0): "wild", (1, 1): "wild", (1, 2): "wild", (1, 4): "wild", (1, 5): "wild", (1, 6): "choice",
    (2, 0): "gold", (2, 1): "wild", (2, 5): "wild", (2, 6): "choice",
    (3, 0): "choice", (3, 1): "wild", (3, 2): "wild", (3, 4): "wild", (3, 5): "wild", (3, 6): "wild",
    (4, 0): "wild", (4, 1): "choice", (4, 2): "choice", (4, 3): "gold", (4, 4): "choice", (4, 5): "choice",
    (4, 6): "wild",
}
# STAND-IN: the "marked squares around the start" of the yellow fate-ring task: the 8 squares
# orthogonally next to the start tile.
FATE_RING = ((1, 2), (1, 3), (1, 4), (3, 2), (3, 3), (3, 4), (2, 1), (2, 5))

# STAND-IN: every player has the same eight 1x3 tiles, four designs twice each; each shows three
# different action symbols and each of the six symbols appears exactly four times in a set (24
# squares). A tile laid beside its twin, or beside a tile sharing symbols in the same places,
# joins areas of equal symbols, so a well laid tile brings 5-7 markers (the rulebook's examples:
# 6, and 5 plus a gold).
FATE_TILES = (
    ("path", "ship", "task"),
    ("guard", "fire", "gnome"),
    ("ship", "guard", "path"),
    ("fire", "task", "gnome"),
    ("path", "ship", "task"),
    ("guard", "fire", "gnome"),
    ("ship", "guard", "path"),
    ("fire", "task", "gnome"),
)
FATE_PER_PLAYER = 8  # rulebook: 32 fate tiles, 8 per player

# ---------------------------------------------------------------------------
# the city boards

CITY_BOARDS = ("A", "B", "C", "D")  # rulebook: four city boards with different portal layouts
BONFIRE_SPACES = 7  # rulebook: 7 novices, 7 tasks at most, 7 bonfires
MAX_PATH_TILES = 6
# STAND-IN: the points printed beside each bonfire for a guardian standing there, from the
# bonfire next to the start path (1) to the far end (7): 2..8 as the rulebook's range gives.
GUARDIAN_POINTS = (2, 3, 4, 5, 6, 7, 8)
# STAND-IN: the start path (path field 1, on the guardians' start field) yields gold.
START_PATH_RESOURCE = "gold"

PORTAL_SHAPES = ("circle", "square", "triangle", "diamond", "star", "moon", "hexagon")  # STAND-IN names
PORTAL_DE = {"kreis": "circle", "quadrat": "square", "dreieck": "triangle", "raute": "diamond",
             "stern": "star", "mond": "moon", "sechseck": "hexagon"}
PORTALS_PER_SHAPE = 4  # rulebook: 28 portals, 4 per shape
# STAND-IN: the shape of the notch beside each bonfire (index 0 = bonfire 1 next to the start
# path). Portals are laid from the right edge (bonfire 7) towards bonfire 1. Each board uses
# all seven shapes once, and each board's first notch (bonfire 7) is a different shape.
CITY_NOTCHES = {
    "A": ("circle", "square", "triangle", "diamond", "star", "moon", "hexagon"),
    "B": ("moon", "hexagon", "circle", "square", "triangle", "diamond", "star"),
    "C": ("star", "triangle", "hexagon", "moon", "diamond", "circle", "square"),
    "D": ("hexagon", "diamond", "moon", "star", "circle", "square", "triangle"),
}

# ---------------------------------------------------------------------------
# offering bowls

BOWLS_PER_PLAYER = 10  # rulebook
# STAND-IN: each player's ten bowls show each of the five goods twice.
BOWLS = ("blossom", "blossom", "fruit", "fruit", "herb", "herb", "shell", "shell", "root", "root")

# ---------------------------------------------------------------------------
# islands and ship routes

GUARDIAN_COLOURS = ("grey", "red", "natural", "pink")  # STAND-IN: named after the rulebook's examples
GUARDIAN_DE = {"grau": "grey", "graue": "grey", "rot": "red", "rote": "red", "naturfarben": "natural",
               "naturfarbene": "natural", "rosa": "pink", "eigene": "own"}
GUARDIANS_PER_COLOUR = 4  # rulebook: 16 guardians of light, 4 per colour
MAX_GUARDIANS = 5  # rulebook

# STAND-IN: 14 islands: a ring of 12 (corners blossom1, fruit1, blossom2, fruit2) with the four
# guardian islands half-way along each side, plus two inner islands (root1, root2), each with
# routes to its six neighbours, so that most trips cost 1 or 2 markers. Each good is shown by two
# task islands, placed far apart.
ISLANDS = ("blossom1", "herb1", "grey", "fruit1", "shell1", "red", "blossom2", "herb2", "natural",
           "fruit2", "shell2", "pink", "root1", "root2")
ISLAND_KIND = {i: ("guardian" if i in GUARDIAN_COLOURS else "task") for i in ISLANDS}
ISLAND_RESOURCE = {i: i.rstrip("12") for i in ISLANDS if i not in GUARDIAN_COLOURS}
CORNER_ISLANDS = ("blossom1", "fruit1", "blossom2", "fruit2")
_RING = ISLANDS[:12]
ROUTES = tuple(sorted({tuple(sorted((_RING[k], _RING[(k + 1) % 12]))) for k in range(12)}
                      | {("herb1", "root1"), ("root1", "shell2"), ("root1", "root2"),
                         ("root2", "shell1"), ("herb2", "root2"),
                         ("blossom1", "root1"), ("grey", "root1"), ("pink", "root1"),
                         ("blossom2", "root2"), ("natural", "root2"), ("red", "root2")}))
# rulebook: tasks laid on each task island by player count ("corner" islands get 2 with 3 players)
TASKS_PER_ISLAND = {2: 2, 3: 3, 4: 3}
TASKS_PER_CORNER = {2: 2, 3: 2, 4: 3}


def _distances() -> dict:
    adj: dict = {i: set() for i in ISLANDS}
    for a, b in ROUTES:
        adj[a].add(b)
        adj[b].add(a)
    out = {}
    for i in ISLANDS:
        d = {i: 0}
        frontier = [i]
        while frontier:
            nxt = []
            for x in frontier:
                for y in adj[x]:
                    if y not in d:
                        d[y] = d[x] + 1
                        nxt.append(y)
            frontier = nxt
        out[i] = d
    return out


DISTANCE = _distances()

# ---------------------------------------------------------------------------
# path tiles

CRYSTALS = ("blue", "red", "yellow")
PATH_CRYSTAL_COUNTS = {"blue": 10, "red": 10, "yellow": 8}  # rulebook
# STAND-IN: the good shown on each path tile: blue and red tiles show each good twice, yellow
# tiles show herb, shell and root twice and blossom and fruit once.
_PATH_GOODS = {"blue": GOODS * 2, "red": GOODS * 2,
               "yellow": ("herb", "shell", "root", "blossom", "fruit", "herb", "shell", "root")}
PATH_TILES = {f"{c}{k + 1}": (c, r) for c in CRYSTALS for k, r in enumerate(_PATH_GOODS[c])}
PATH_DISPLAY = 4  # rulebook

# ---------------------------------------------------------------------------
# the Great Bonfire

GB_FIELDS = 7  # rulebook
# STAND-IN: each field's marker and its resource (or "points": 2 points). Every marker sort
# appears once (the seventh field shows a wild marker), every resource once, and the
# 2-point field pairs with the Great Bonfire marker.
GB_REWARDS = (
    ("path", "blossom"),
    ("ship", "fruit"),
    ("task", "gold"),
    ("guard", "herb"),
    ("fire", "points"),
    ("gnome", "shell"),
    ("wild", "root"),
)

# ---------------------------------------------------------------------------
# gnomes

MAX_GNOMES = 6  # rulebook
SPECIALIST_DISPLAY = 6  # rulebook
# The 27 specialists: the 23 abilities of appendix III, the guardian one once per guardian
# colour. STAND-IN: the resource shown on each card (exactly three show gold, as the solo rules
# establish; the rest spread over the goods).
SPECIALISTS = {
    "crowd": "blossom",        # any number of your guardians on a path tile (not on bonfires)
    "stride": "fruit",         # each guardian may take 1 step more than you paid for
    "barter": "herb",          # pay any 2 resources when taking a task
    "elderfriend": "shell",    # +2 points whenever you recruit an elder
    "doubler": "gold",         # a yellow marker you pay counts as 2 of the same sort
    "forager": "root",         # choose the good a path field yields (also instead of gold)
    "tithe": "blossom",        # +1 gold whenever you put a novice into the High Council
    "roadfinder": "fruit",     # taking a path tile also yields its good
    "haggler": "herb",         # pay a gnome's resources with any resources
    "keeper-grey": "shell",    # grey guardian ending on a path tile: its good once more
    "keeper-red": "root",
    "keeper-natural": "blossom",
    "keeper-pink": "fruit",
    "hoarder": "herb",         # keep up to 3 markers when laying a fate tile
    "host": "shell",           # +1 yellow marker per gnome recruited, this one included
    "digger": "root",          # printed fate-field symbols are taken twice
    "herald": "blossom",       # a guardian put on the start field sets off a free 1-step procession
    "pilgrim": "fruit",        # +2 points whenever a guardian moves to a bonfire
    "sage": "herb",            # +1 gold and 1 yellow marker on meeting each council task
    "miner": "shell",          # +1 gold when a guardian stops on the first path field
    "navigator": "root",       # the ship sails 1 route further than paid
    "stoker": "blossom",       # the Great Bonfire turns 1 field further than paid
    "glutton": "gold",         # take all 3 rewards of the Great Bonfire
    "fellowship": "fruit",     # novices may join fields holding your novices
    "mason": "herb",           # portals in any free matching notch
    "envoy": "gold",           # taking a task always costs 1 marker
    "overhang": "shell",       # fate tiles may reach over the field's edge
}
# STAND-IN: the resource shown on each elder.
ELDERS = {
    "elder-paths": "blossom",
    "elder-fate": "fruit",
    "elder-portals": "herb",
    "elder-tasks": "shell",
    "elder-guardians": "root",
    "elder-gnomes": "root",
}
GNOMES = {**SPECIALISTS, **ELDERS}
GNOME_TEXT = {
    "crowd": "Any number of your guardians may share a path field (bonfires still hold one).",
    "stride": "In each procession every guardian may take one step more than you paid for.",
    "barter": "When you take a task, pay any two resources instead of the two shown.",
    "elderfriend": "Whenever you recruit an elder, score 2 more points.",
    "doubler": "A yellow marker you pay counts as two markers of the same sort.",
    "forager": "A guardian ending on a path field yields a good of your choice (also on the first field).",
    "tithe": "Whenever you put a novice into the High Council, take 1 gold.",
    "roadfinder": "Whenever you take a path tile, also take the good it shows.",
    "haggler": "Recruit gnomes with any resources instead of the one shown (even gold).",
    "keeper-grey": "When your grey guardian ends on a path tile, take its good once more.",
    "keeper-red": "When your red guardian ends on a path tile, take its good once more.",
    "keeper-natural": "When your natural guardian ends on a path tile, take its good once more.",
    "keeper-pink": "When your pink guardian ends on a path tile, take its good once more.",
    "hoarder": "You may hold up to 3 markers and still lay a fate tile.",
    "host": "Whenever you recruit a gnome (this one included), take a yellow marker.",
    "digger": "A printed symbol you cover on the fate field gives its item twice.",
    "herald": "Putting a guardian on the start field sets off a free one-step procession (no yield).",
    "pilgrim": "Whenever a guardian of yours moves to a bonfire, score 2 points.",
    "sage": "When you first meet a council task, take 1 gold and 1 yellow marker.",
    "miner": "When a guardian stops on the first path field, take 1 more gold.",
    "navigator": "Your ship sails one route further than the markers you pay (at least 1 marker).",
    "stoker": "The Great Bonfire turns one field further than the markers you pay (at least 1).",
    "glutton": "At the Great Bonfire take all three rewards, each once.",
    "fellowship": "Your novices may join council fields that already hold your novices.",
    "mason": "Lay portals in any free notch of their shape, in any order.",
    "envoy": "Taking a task always costs one marker, however many bowls you have there.",
    "overhang": "Fate tiles may reach over the field's edge if one square stays inside.",
    "elder-paths": "Score 1 point per path field in your city (the start path counts).",
    "elder-fate": "Score 1 point per fate tile in your fate field.",
    "elder-portals": "Score 1 point per portal in your city.",
    "elder-tasks": "Score 1 point per task and bonfire in your city.",
    "elder-guardians": "Score 1 point per guardian you have.",
    "elder-gnomes": "Score 1 point per gnome in your city, this one included.",
}

# ---------------------------------------------------------------------------
# the High Council (appendix II) and the council tasks

COUNCIL_FIELDS = 8  # rulebook
# rulebook appendix II: the bonus of each council field (every one but the first may be
# replaced by 1 point). STAND-IN: the order of the fields around the Great Bonfire.
COUNCIL_BONUSES = ("gold", "pathtile", "move", "great", "specialist", "guardian", "sail", "fate")
COUNCIL_TEXT = {
    "gold": "Take 2 gold and 1 yellow marker.",
    "pathtile": "Take any path tile from the display or the draw pile and lay it (or 1 point).",
    "move": "Move one guardian any number of steps forward or back to a free field (or 1 point).",
    "great": "Turn the Great Bonfire to any field and take its rewards (or 1 point).",
    "specialist": "Take a specialist from the display for free (or 1 point).",
    "guardian": "Take a guardian of a colour you do not have (or 1 point).",
    "sail": "Sail for free to any island; pay its island action as usual (or 1 point).",
    "fate": "Lay your next fate tile at once, whatever markers you hold (or 1 point).",
}
# rulebook: the five council tasks (each guarded by a council novice), 4 points each at the end;
# "tasks" scores 7 instead if all seven bonfires are lit.
COUNCIL_TASKS = ("tasks", "portals", "paths", "guardians", "gnomes")
COUNCIL_TASK_DE = {"aufgaben": "tasks", "portale": "portals", "wege": "paths", "hüterinnen": "guardians",
                   "hueterinnen": "guardians", "gnome": "gnomes"}
COUNCIL_TASK_TEXT = {
    "tasks": "Have 7 tasks and/or bonfires (4 points), or 7 bonfires (7 points).",
    "portals": "Have 7 portals.",
    "paths": "Have 7 path fields (the start path counts).",
    "guardians": "Have 5 guardians.",
    "gnomes": "Have 6 gnomes.",
}
COUNCIL_NOVICES = 5  # rulebook
NOVICES_PER_PLAYER = 7  # rulebook: 28 novices
COUNTDOWN_TRIGGER = {2: 7, 3: 10, 4: 13}  # rulebook: novices in the High Council
COUNTDOWN_TILES = (1, 2, 3, 4, 5)  # rulebook: 5 tiles, the number is the turns left
# STAND-IN: the points a player gets for passing on each countdown tile (the tile's number).
COUNTDOWN_PASS_POINTS = {1: 1, 2: 2, 3: 3, 4: 4, 5: 5}

# ---------------------------------------------------------------------------
# tasks (appendix I lists the kinds; which tasks exist and their points are stand-ins)

TASK_COLOURS = ("blue", "red", "yellow")  # rulebook: 22 per colour
TASK_POINTS = {"blue": (2, 3), "red": (4, 5), "yellow": (6, 7, 8)}  # rulebook
M = MARKERS
# STAND-IN: the 66 tasks: (colour, points, kind, parameter). Kinds follow appendix I.
_TASK_LIST = [
    # blue, 2-3 points: mostly what a few actions bring (a guardian, a gnome, a path tile, a bowl)
    ("blue", 2, "path_good", "blossom"), ("blue", 2, "path_good", "herb"), ("blue", 2, "path_good", "root"),
    ("blue", 2, "guardian", "grey"), ("blue", 2, "guardian", "red"), ("blue", 2, "guardian", "natural"),
    ("blue", 2, "guardian", "pink"),
    ("blue", 2, "bowl_on_good", "fruit"), ("blue", 2, "bowl_on_good", "shell"),
    ("blue", 2, "bowl_on_good", "root"),
    ("blue", 3, "bowls_one_island", 2), ("blue", 3, "bowl_islands", 3),
    ("blue", 2, "gnome_res", "blossom"), ("blue", 2, "gnome_res", "shell"), ("blue", 3, "gnome_res", "gold"),
    ("blue", 3, "bonfires_blue_red", None), ("blue", 3, "two_pairs", None),
    ("blue", 2, "path_good", "shell"), ("blue", 2, "bowl_on_good", "blossom"),
    ("blue", 3, "fate_group", "task"), ("blue", 3, "fate_group", "guard"), ("blue", 2, "gnome_res", "fruit"),
    # red, 4-5 points
    ("red", 5, "adjacent_paths_same_good", None), ("red", 4, "gnomes", 3), ("red", 5, "gold", 4),
    ("red", 4, "guardians_pair", ("grey", "red")), ("red", 4, "guardians_pair", ("natural", "pink")),
    ("red", 4, "guardians_pair", ("grey", "pink")), ("red", 4, "portals", 3), ("red", 5, "council_task", 1),
    ("red", 4, "bowls_good_islands", "blossom"), ("red", 4, "gnomes", 3),
    ("red", 4, "bowls_good_islands", "herb"), ("red", 4, "portals", 3),
    ("red", 4, "bowls_good_islands", "root"),
    ("red", 5, "bonfires_all_colours", None),
    ("red", 5, "fate_groups", ("path", "guard")), ("red", 5, "council_task", 1),
    ("red", 4, "gnomes", 3),
    ("red", 4, "good_count", "herb"), ("red", 4, "good_count", "shell"), ("red", 4, "good_count", "root"),
    ("red", 5, "colour_tasks", "blue"), ("red", 5, "guardians_count", 4),
    # yellow, 6-8 points
    ("yellow", 6, "bowl_stack_empty", None), ("yellow", 7, "bowls_one_island", 3),
    ("yellow", 7, "bowl_islands", 5), ("yellow", 7, "gnomes", 5), ("yellow", 8, "elders", 3),
    ("yellow", 6, "paths_crystal", ("red", 3)), ("yellow", 7, "colour_tasks", "red"),
    ("yellow", 7, "portals", 5), ("yellow", 7, "fate_ring", None),
    ("yellow", 7, "paths_crystal", ("blue", 4)), ("yellow", 8, "colour_tasks", "yellow"),
    ("yellow", 8, "guardians_at_bonfires", 2), ("yellow", 7, "two_triples", None),
    ("yellow", 7, "same_good", 5),
    ("yellow", 6, "markers", ("path", "ship", "task", "guard", "fire")),
    ("yellow", 7, "gnomes", 5),
    ("yellow", 7, "portals", 5),
    ("yellow", 8, "bonfires", 5), ("yellow", 8, "two_bowls_three_islands", None),
    ("yellow", 7, "fate_groups4", 2), ("yellow", 8, "fate_outer_columns", None),
    ("yellow", 8, "fate_gold", None),
]
TASKS = {f"T{k + 1:02d}": t for k, t in enumerate(_TASK_LIST)}
# rulebook: "3 bowls on 1 island" is not used with two players
NOT_WITH_TWO = frozenset(t for t, v in TASKS.items() if v[2] == "bowls_one_island" and v[3] == 3)


def task_text(tid: str) -> str:
    colour, pts, kind, par = TASKS[tid]
    t = {
        "path_good": lambda: f"Have a path tile showing {par}.",
        "guardian": lambda: f"Have the {par} guardian.",
        "bowl_on_good": lambda: f"Have a bowl on an island showing {par}.",
        "bowls_one_island": lambda: f"Have {par} bowls on one island.",
        "bowl_islands": lambda: f"Have bowls on {par} different islands.",
        "gnome_res": lambda: f"Have a gnome showing {par}.",
        "bonfires_blue_red": lambda: "Have a blue and a red bonfire.",
        "two_pairs": lambda: "Have two goods twice each (not gold).",
        "fate_group": lambda: f"Have 3 adjacent {par} symbols in your fate field.",
        "adjacent_paths_same_good": lambda: "Have two neighbouring path tiles showing the same good.",
        "gnomes": lambda: f"Have {par} gnomes.",
        "gold": lambda: f"Have {par} gold.",
        "guardians_pair": lambda: f"Have the {par[0]} and the {par[1]} guardians.",
        "portals": lambda: f"Have {par} portals.",
        "council_task": lambda: "Meet a council task.",
        "bowls_good_islands": lambda: f"Have a bowl on each of the two islands showing {par}.",
        "bonfires_all_colours": lambda: "Have bonfires of all three colours.",
        "fate_groups": lambda: f"Have 3 adjacent {par[0]} and 3 adjacent {par[1]} symbols.",
        "good_count": lambda: f"Have 3 {par}.",
        "colour_tasks": lambda: f"Have 4 {par} tasks and/or bonfires.",
        "guardians_count": lambda: f"Have {par} guardians.",
        "bowl_stack_empty": lambda: "Have one of your bowl stacks empty.",
        "elders": lambda: f"Have {par} elders.",
        "paths_crystal": lambda: f"Have {par[1]} path tiles with a {par[0]} crystal.",
        "fate_ring": lambda: "Cover all marked squares around your start tile.",
        "guardians_at_bonfires": lambda: f"Have {par} guardians standing at bonfires.",
        "two_triples": lambda: "Have two goods three times each (not gold).",
        "same_good": lambda: f"Have {par} of one good (not gold).",
        "markers": lambda: "Hold the markers " + ", ".join(par) + ".",
        "bonfires": lambda: f"Have {par} bonfires.",
        "two_bowls_three_islands": lambda: "Have 2 bowls on each of 3 different islands.",
        "fate_groups4": lambda: "Have two groups of 4 adjacent equal symbols.",
        "fate_outer_columns": lambda: "Cover both outer columns of your fate field.",
        "fate_gold": lambda: "Cover all gold squares of your fate field.",
    }[kind]()
    return f"{t} ({pts} points, {colour})"


# ---------------------------------------------------------------------------
# final scoring (rulebook)

PORTAL_POINTS = 2
PATH_MATCH_POINTS = 2
COUNCIL_TASK_POINTS = 4
COUNCIL_ALL_BONFIRES_POINTS = 7
FATE_SUPPLY_POINTS = 3

ESTABLISHED = frozenset({
    "RESOURCES", "GOODS", "GOLD", "RESOURCE_SUPPLY", "RES_DE", "MARKERS", "WILD", "MARKER_SUPPLY",
    "MARKER_DE", "FATE_PER_PLAYER", "CITY_BOARDS", "BONFIRE_SPACES", "MAX_PATH_TILES",
    "PORTAL_DE", "PORTALS_PER_SHAPE", "BOWLS_PER_PLAYER", "GUARDIAN_DE", "GUARDIANS_PER_COLOUR",
    "MAX_GUARDIANS", "TASKS_PER_ISLAND", "TASKS_PER_CORNER", "CRYSTALS", "PATH_CRYSTAL_COUNTS",
    "PATH_DISPLAY", "GB_FIELDS", "MAX_GNOMES", "SPECIALIST_DISPLAY", "GNOME_TEXT", "COUNCIL_FIELDS",
    "COUNCIL_TEXT", "COUNCIL_TASKS", "COUNCIL_TASK_DE", "COUNCIL_TASK_TEXT", "COUNCIL_NOVICES",
    "NOVICES_PER_PLAYER", "COUNTDOWN_TRIGGER", "COUNTDOWN_TILES", "TASK_COLOURS", "TASK_POINTS",
    "NOT_WITH_TWO", "PORTAL_POINTS", "PATH_MATCH_POINTS", "COUNCIL_TASK_POINTS",
    "COUNCIL_ALL_BONFIRES_POINTS", "FATE_SUPPLY_POINTS", "M", "DISTANCE", "GNOMES",
})
STANDIN = frozenset({
    "MARKER_COLOURS", "FATE_ROWS", "FATE_COLS", "FATE_START", "FATE_SYMBOLS", "FATE_RING",
    "FATE_TILES", "GUARDIAN_POINTS", "START_PATH_RESOURCE", "PORTAL_SHAPES", "CITY_NOTCHES",
    "BOWLS", "GUARDIAN_COLOURS", "ISLANDS", "ISLAND_KIND", "ISLAND_RESOURCE", "CORNER_ISLANDS",
    "ROUTES", "PATH_TILES", "GB_REWARDS", "SPECIALISTS", "ELDERS", "COUNCIL_BONUSES",
    "COUNTDOWN_PASS_POINTS", "TASKS",
})

ABOUT_STANDINS = (
    "Bonfire's rules here follow the published rulebook, but much of the printed material is known "
    "only from pictures, so this version plays with a stand-in component set designed to the "
    "rulebook's counts and constraints. Stand-ins are: the symbols on the 32 fate tiles, the fate "
    "field's size and its gold and item squares; the goods on the 28 path tiles (the 10 blue, 10 "
    "red and 8 yellow crystals are as printed); the 14 islands, their goods and the ship routes; "
    "the seven Great Bonfire fields; the 66 tasks (22 per colour, with the printed point ranges "
    "and the kinds listed in the rulebook's appendix); the resources shown on the 33 gnomes and "
    "on the offering bowls; the portal shapes and the notch layout of the four city boards; the "
    "guardian points beside each bonfire; the order of the High Council fields; and the points "
    "for passing on a countdown tile. The High Council bonuses, the council tasks, the gnome "
    "abilities, costs, limits and the final scoring are the rulebook's."
)
