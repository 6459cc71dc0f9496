"""Plain-English texts for the Bonfire table: tooltips and short labels, in our own words.

Numbers and names come from ``data.py`` (so a printed value that replaces a stand-in there
changes these texts too); the sentences only explain what a component asks or gives.
"""

from __future__ import annotations

from ...core.protocol import HowStep
from . import data

MARKER_NAME = {"path": "path", "ship": "ship", "task": "offering", "guard": "guardian",
               "fire": "Great Bonfire", "gnome": "gnome", "wild": "yellow (wild)"}
MARKER_USE = {
    "path": "pays for building a path tile",
    "ship": "pays for sailing",
    "task": "pays for taking a task at an island",
    "guard": "pays for fetching a guardian and for each procession step",
    "fire": "pays for turning the Great Bonfire",
    "gnome": "pays for recruiting a gnome",
    "wild": "stands in for any other marker",
}
GUARDIAN_NAME = {"own": "your own", "grey": "grey", "red": "red", "natural": "natural", "pink": "pink"}
GUARDIAN_LETTER = {"own": "O", "grey": "G", "red": "R", "natural": "N", "pink": "P"}
CRYSTAL_LETTER = {"blue": "B", "red": "R", "yellow": "Y"}

COUNCIL_SHORT = {"gold": ("2 gold +", "yellow mk"), "pathtile": ("any path", "tile"),
                 "move": ("move a", "guardian"), "great": ("turn Great", "Bonfire"),
                 "specialist": ("free", "specialist"), "guardian": ("new", "guardian"),
                 "sail": ("free", "sailing"), "fate": ("lay a", "fate tile")}
# what a council field brings, in a phrase ("put a novice on council field 5: a free specialist")
COUNCIL_WORDS = {"gold": "2 gold and a yellow marker", "pathtile": "any path tile",
                 "move": "moving a guardian", "great": "turning the Great Bonfire to any field",
                 "specialist": "a free specialist", "guardian": "a new guardian",
                 "sail": "free sailing", "fate": "laying a fate tile"}
COUNCIL_TASK_SHORT = {"tasks": "7 tasks", "portals": "7 portals", "paths": "7 paths",
                      "guardians": "5 guardians", "gnomes": "6 gnomes"}


def island_label(i: str) -> str:
    """An island's name on the board: "Blossom 1", "Grey guardians"."""
    if data.ISLAND_KIND[i] == "guardian":
        return f"{i.capitalize()} guardians"
    return f"{i[:-1].capitalize()} {i[-1]}"


def island_words(i: str) -> str:
    """An island in a sentence: "island Blossom 1", "the grey guardians' island"."""
    if data.ISLAND_KIND[i] == "guardian":
        return f"the {i} guardians' island"
    return f"island {island_label(i)}"


def task_goal(tid: str) -> str:
    """A task named by what it asks, with its colour and points: 'the red 4-point task "have 3
    gnomes"'."""
    colour, pts, kind, par = data.TASKS[tid]
    goal = data.task_text(tid).rsplit(" (", 1)[0].rstrip(".")
    if kind == "markers":  # the data's words are the notation's marker names
        goal = "hold one marker each of " + _and(MARKER_NAME[m] for m in par)
    elif kind == "fate_group":
        goal = f"have 3 joined {MARKER_NAME[par]} symbols in your fate field"
    elif kind == "fate_groups":
        goal = f"have 3 joined {MARKER_NAME[par[0]]} and 3 joined {MARKER_NAME[par[1]]} symbols"
    return f"the {colour} {pts}-point task \u201c{goal[:1].lower()}{goal[1:]}\u201d"


def marker_words(m: str, k: int = 1) -> str:
    return f"{k} {MARKER_NAME[m]} marker{'s' if k != 1 else ''}"


def gnome_name(g: str) -> str:
    if g.startswith("keeper-"):
        return f"Keeper ({g[7:]})"
    if g.startswith("elder-"):
        return f"Elder: {g[6:]}"
    return g.capitalize()


def gnome_tip(g: str) -> str:
    res = data.GNOMES[g]
    kind = "Elder" if g in data.ELDERS else "Specialist"
    return (f"{gnome_name(g)} ({kind}, shows {res}). {data.GNOME_TEXT[g]} "
            f"Recruit: 2 gnome markers and 1 {res}, or 1 gnome marker and 2 {res}.")


# -- tasks ----------------------------------------------------------------------------------------

def _and(xs) -> str:
    xs = list(xs)
    return xs[0] if len(xs) == 1 else ", ".join(xs[:-1]) + " and " + xs[-1]


def task_condition(tid: str) -> str:
    """What the task asks, explained in a sentence."""
    _colour, _pts, kind, par = data.TASKS[tid]
    return {
        "path_good": lambda: f"One of your path tiles shows {par}.",
        "guardian": lambda: f"The {par} guardian stands in your city.",
        "bowl_on_good": lambda: f"One of your offering bowls stands on an island of {par}.",
        "bowls_one_island": lambda: f"{par} of your offering bowls stand on the same island.",
        "bowl_islands": lambda: f"Your offering bowls stand on {par} different islands.",
        "gnome_res": lambda: f"One of your gnomes shows {par}.",
        "bonfires_blue_red": lambda: "You have lit a blue and a red bonfire.",
        "two_pairs": lambda: "You hold at least two of each of two goods (gold does not count).",
        "fate_group": lambda: f"Your fate field has 3 or more {par} symbols joined side by side.",
        "adjacent_paths_same_good": lambda: "Two neighbouring path tiles of yours show the same good.",
        "gnomes": lambda: f"You have {par} gnomes.",
        "gold": lambda: f"You hold {par} gold.",
        "guardians_pair": lambda: f"Both the {par[0]} and the {par[1]} guardian stand in your city.",
        "portals": lambda: f"You have laid {par} portals.",
        "council_task": lambda: "You meet one of the five council tasks.",
        "bowls_good_islands": lambda: f"Your offering bowls stand on both islands of {par}.",
        "bonfires_all_colours": lambda: "You have lit a blue, a red and a yellow bonfire.",
        "fate_groups": lambda: (f"Your fate field has a group of 3 joined {par[0]} symbols and one of "
                                f"3 joined {par[1]} symbols."),
        "good_count": lambda: f"You hold 3 {par}.",
        "colour_tasks": lambda: f"You have 4 {par} tasks or bonfires (lit or not).",
        "guardians_count": lambda: f"You have {par} guardians.",
        "bowl_stack_empty": lambda: "One of your two offering-bowl stacks is used up.",
        "elders": lambda: f"You have recruited {par} elders.",
        "paths_crystal": lambda: f"{par[1]} of your path tiles carry a {par[0]} crystal.",
        "fate_ring": lambda: "Every marked square around your fate field's start tile is covered.",
        "guardians_at_bonfires": lambda: f"{par} of your guardians stand at bonfires.",
        "two_triples": lambda: "You hold at least three of each of two goods (gold does not count).",
        "same_good": lambda: f"You hold {par} of one good (gold does not count).",
        "markers": lambda: "You hold " + _and(MARKER_NAME[m] for m in par) + " markers, one of each.",
        "bonfires": lambda: f"You have lit {par} bonfires.",
        "two_bowls_three_islands": lambda: "Two of your bowls stand on each of three different islands.",
        "fate_groups4": lambda: "Your fate field has two groups of 4 or more joined equal symbols.",
        "fate_outer_columns": lambda: "Both outer columns of your fate field are fully covered.",
        "fate_gold": lambda: "Every gold square of your fate field is covered.",
    }[kind]()


def task_short(tid: str) -> tuple[str, str]:
    """Two short lines for a task card."""
    _colour, _pts, kind, par = data.TASKS[tid]
    f = {
        "path_good": lambda: ("path", str(par)),
        "guardian": lambda: (str(par), "guardian"),
        "bowl_on_good": lambda: ("bowl at", str(par)),
        "bowls_one_island": lambda: (f"{par} bowls", "1 island"),
        "bowl_islands": lambda: ("bowls on", f"{par} islands"),
        "gnome_res": lambda: ("gnome", str(par)),
        "bonfires_blue_red": lambda: ("fires", "blue+red"),
        "two_pairs": lambda: ("2 goods", "twice"),
        "fate_group": lambda: ("fate 3×", str(par)),
        "adjacent_paths_same_good": lambda: ("2 paths", "same good"),
        "gnomes": lambda: (f"{par} gnomes", ""),
        "gold": lambda: (f"{par} gold", ""),
        "guardians_pair": lambda: (f"{par[0]} +", f"{par[1]}"),
        "portals": lambda: (f"{par} portals", ""),
        "council_task": lambda: ("council", "task"),
        "bowls_good_islands": lambda: ("both", f"{par} isl."),
        "bonfires_all_colours": lambda: ("fires of", "3 colours"),
        "fate_groups": lambda: (f"3× {par[0]}", f"3× {par[1]}"),
        "good_count": lambda: (f"3 {par}", ""),
        "colour_tasks": lambda: (f"4 {par}", "tasks"),
        "guardians_count": lambda: (f"{par} guard.", ""),
        "bowl_stack_empty": lambda: ("empty", "bowl stack"),
        "elders": lambda: (f"{par} elders", ""),
        "paths_crystal": lambda: (f"{par[1]} {par[0]}", "paths"),
        "fate_ring": lambda: ("fate ring", "covered"),
        "guardians_at_bonfires": lambda: (f"{par} guard.", "at fires"),
        "two_triples": lambda: ("2 goods", "3 times"),
        "same_good": lambda: (f"{par} of one", "good"),
        "markers": lambda: ("hold 5", "markers"),
        "bonfires": lambda: (f"{par} fires", "lit"),
        "two_bowls_three_islands": lambda: ("2 bowls", "on 3 isl."),
        "fate_groups4": lambda: ("2 groups", "of 4"),
        "fate_outer_columns": lambda: ("outer", "columns"),
        "fate_gold": lambda: ("all gold", "squares"),
    }[kind]
    return f()


def task_tip(tid: str) -> str:
    colour, pts, _kind, _par = data.TASKS[tid]
    return (f"Task {tid}: {task_condition(tid)} Worth {pts} points as a {colour} bonfire. "
            "Take it at its island with an offering (task markers: 1, plus 1 per bowl you already "
            "have there; the island's good and the good of the bowl you give); light it later, "
            "once the condition holds.")


# -- the board ------------------------------------------------------------------------------------

def island_tip(i: str) -> str:
    if data.ISLAND_KIND[i] == "guardian":
        return (f"Island of the {i} guardians: with your ship here, pay 1 guardian marker to take one "
                "home (one per colour, at most 5 guardians).")
    return (f"Island {island_label(i)}: shows {data.ISLAND_RESOURCE[i]}, paid (with your top bowl's "
            "good) for each task taken here.")


def gb_field_tip(k: int) -> str:
    m, r = data.GB_REWARDS[k]
    second = "2 points" if r == "points" else f"1 {r}"
    return (f"Great Bonfire field {k + 1}: turning the Great Bonfire here gives two of: "
            f"a {MARKER_NAME[m]} marker, {second}, or one of the portals lying here "
            "(only one that fits your next free notch).")


def council_tip(k: int) -> str:
    b = data.COUNCIL_BONUSES[k]
    return f"High Council field {k + 1}: a novice placed here brings: {data.COUNCIL_TEXT[b]}"


def council_task_tip(ct: str) -> str:
    return (f"Council task '{ct}': {data.COUNCIL_TASK_TEXT[ct]} Worth {data.COUNCIL_TASK_POINTS} points "
            "at the end. Once you meet it, you may send its council novice into the High Council "
            "as a bonus action (once per council task, first come first served).")


def path_tile_tip(t: str) -> str:
    c, r = data.PATH_TILES[t]
    return (f"Path tile {t}: {c} crystal, yields {r} to a guardian ending its move here. Scores "
            f"{data.PATH_MATCH_POINTS} points at the end next to a lit {c} bonfire.")


def bonfire_space_tip(k: int, shape: str) -> str:
    return (f"Bonfire space {k + 1}: a guardian standing at this lit bonfire scores "
            f"{data.GUARDIAN_POINTS[k]} points; its portal notch takes a {shape}.")


# -- How to play (the table's one-screen guide; facts from the rulebook, our own words) ----------

HOW_TO_PLAY = (
    ("Relight your city's bonfires",
     "You lead a gnome city. Take tasks from the islands onto the seven bonfire spaces of your "
     "city, meet what they ask and light them: lit bonfires bring most of the points at the end.",
     ("bf-flame",)),
    ("One of three options a turn",
     "On your turn you lay a fate tile, or spend markers on one action, or light a bonfire. "
     "Before or after it you may send a council novice whose council task you meet (a bonus "
     "action), then you end your turn.",
     ("bf-m-wild",)),
    ("Lay a fate tile for markers",
     "Holding at most one marker, lay the top or bottom tile of your fate stack beside the tiles "
     "in your fate field. You take one marker per square of every group of equal symbols it joins, "
     "and what the printed squares under it show.",
     ("bf-m-path", "bf-m-ship", "bf-m-task")),
    ("Spend markers on an action",
     "Each marker sort pays for one action: build a path tile, sail your ship, take a task at its "
     "island (with an offering bowl and two goods), fetch a guardian or lead a procession, turn the "
     "Great Bonfire for its rewards, or recruit a gnome. A yellow marker stands for any marker, gold "
     "for any good.",
     ("bf-ship", "bf-bowl", "bf-pawn", "bf-m-gnome")),
    ("Light a bonfire, fill the High Council",
     "Light a bonfire whose task you meet: its novice goes to a High Council field and you take "
     "that field's bonus (or 1 point). Guardians walking your path take the goods of the tiles "
     "they stop on, and score beside lit bonfires they reach through a portal.",
     ("bf-flame", "bf-p-circle")),
    ("Countdown and final scoring",
     "When 7, 10 or 13 novices (2, 3 or 4 players) sit in the council, five last rounds begin; "
     "you may pass for the countdown tile's points. Then score bonfires, guardians and portals "
     "at them, paths matching their colour, council tasks, fate tiles left and spare markers and "
     "goods. Most points wins; a tie goes to more bonfires.",
     ("bf-r-gold",)),
)


def how_to_play() -> list[HowStep]:
    return [HowStep(title, text, symbols) for title, text, symbols in HOW_TO_PLAY]
