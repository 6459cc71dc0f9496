"""Difficulty levels as mappings onto the bots, and the one entry point ``choose``.

    choose(game, state, seat, level="normal", seed=0, max_time=None) -> action
    plan(game, state, seat, level="normal", seed=0, max_time=None) -> (action, ...)

returns one legal decision for ``seat`` (a seat in ``game.to_move(state)``). A turn of several
decisions takes several calls; the web layer applies each answer and asks again while the
seat is to move. Budgets are iteration counts, so the same state and seed always give the same
decision. ``max_time`` (seconds) is a safety cap that gives up that determinism only when it
bites: each search level has a generous default (a few rare, crowded positions take several
times the median in CPython); the browser passes its own, ``turn_cap``'s share of ``PAGE_CAP``.

Levels (CPython think times are measured by ``python -m tabula.bots.bench``; Pyodide in the
browser is about 3-5x slower):

- ``random``: uniform random legal decision (for tests and benchmarks);
- ``naive``: a few fixed priorities per game, no lookahead (``naive``): the yardstick every level
  must beat, for benchmarks; the new-game dialog does not offer it;
- ``easy``: greedy one-step lookahead with noise on the evaluation;
- ``greedy``: the same without noise;
- ``normal``: MCTS with a small budget (aimed at well under 1 s in the browser);
- ``hard``: MCTS with a bigger budget (aimed at at most 2 s median in the browser).

A level may name other hooks of the game (``"evaluation": name``, one of ``BotHooks.variants``),
e.g. another weighting of its evaluation: the search then sees the game through them.

A game may play a level with the planner instead of MCTS (``"bot": "beam"`` in its settings,
``beam.Beam``: a beam search over the seat's own next turns, rivals answering greedily; its
budget is ``width``, ``depth`` and ``branch``, not iterations, times ``worlds``: with hidden
information it plans in that many dealt worlds, Res Arcana's hard in three).

The budgets below are defaults: a search iteration costs very different amounts in different
games, so each game may set its own per level (``game.ai().levels``, see ``level_spec``).
"""

from __future__ import annotations

from . import beam, greedy, mcts, naive, random_bot
from .common import bot_view, estimates, finish, make_rng, margin, sample, with_hooks

LEVELS: dict[str, dict] = {
    "random": {"bot": "random"},
    "naive": {"bot": "naive"},
    "easy": {"bot": "greedy", "noise": 0.6},
    "greedy": {"bot": "greedy", "noise": 0.0},
    "normal": {"bot": "mcts", "iterations": 60, "max_time": 2.0},
    "hard": {"bot": "mcts", "iterations": 300, "max_time": 6.0},
}
# What each search bot takes from a level's settings (a game may switch a level from one bot to
# the other for some player counts, so a spec can hold both bots' settings).
MCTS_SETTINGS = ("rollout_steps", "c", "prior_visits", "rivals", "linear", "widen")
BEAM_SETTINGS = ("width", "depth", "branch", "per_first", "answers", "shared", "worlds", "win_chance")
SETTINGS = {"bot", "iterations", "max_time", "noise", "evaluation", *MCTS_SETTINGS, *BEAM_SETTINGS}
PLAYER_LEVELS = ("easy", "normal", "hard")  # what the new-game dialog offers
# The page's cap on the thinking of one computer turn (seconds, every decision until another
# seat decides): the levels' own iteration budgets decide first, this bites on a slow machine
# or a crowded position. A turn's later decisions get what its earlier ones left, and at least
# TURN_MIN each (web/computer.py; tools/bench_pyodide.py times turns the same way, so its turn
# times are what a person waits). Issue 19 asks for a turn of at most 1.5 s median. On a slow
# day hard's budgets take longer than that at 2 players in every game (4 December: medians of
# 2.35-2.53 s, most turns stopped by the 2.5 s cap hard had then), so hard's cap is normal's
# 1.4 s: on such a machine hard searches less, and a person never waits much more than 1.4 s
# for one computer.
PAGE_CAP = {"easy": 1.0, "normal": 1.4, "hard": 1.4}
TURN_MIN = 0.05


def turn_cap(level: str, thought: float, cap: float | None = None) -> float:
    """The cap on a decision of ``level`` when the turn has already thought ``thought`` seconds,
    out of a whole turn's ``cap`` (by default the page's, ``PAGE_CAP``; tools/ladder.py passes
    the cap of a level written ``LEVEL~SECONDS``)."""
    whole = PAGE_CAP.get(level, 1.0) if cap is None else cap
    return max(TURN_MIN, whole - thought)


def level_spec(game, level: str, players: int | None = None) -> dict:
    """The level's settings for this game: ``LEVELS[level]`` updated with the game's own
    overrides, so each game can set the budgets that keep a computer's turn within its time in
    the browser (a search's cost per iteration differs a lot between games). A game gives them
    as ``levels`` ({level: {setting: value}}) in its ``BotHooks`` (``game.ai()``). A level's
    ``"players"`` ({n: {setting: value}}) holds settings for ``players`` >= n (the largest such
    n applies): with more rivals an iteration costs more, so a game may search less there."""
    spec = LEVELS.get(level)
    if spec is None:
        raise ValueError(f"unknown level '{level}' (known: {', '.join(LEVELS)})")
    over = game.ai().levels.get(level)
    spec = spec | over if over else spec
    unknown = {k for part in (spec, *spec.get("players", {}).values()) for k in part} - SETTINGS - {"players"}
    if unknown:  # a misspelled setting would otherwise be dropped without a word
        raise ValueError(f"level '{level}' of {game.id}: unknown settings {sorted(unknown)}")
    if "players" not in spec:
        return spec
    by_count = spec["players"]
    spec = {k: v for k, v in spec.items() if k != "players"}
    fits = [n for n in by_count if players is not None and n <= players]
    return spec | by_count[max(fits)] if fits else spec


def choose(game, state, seat: int, level: str = "normal", seed=0, max_time: float | None = None):
    """One decision for ``seat`` at ``level`` (see the module docstring)."""
    return plan(game, state, seat, level, seed, max_time)[0]


def plan(game, state, seat: int, level: str = "normal", seed=0, max_time: float | None = None) -> tuple:
    """The decisions the bot means to take in a row (e.g. a whole Terra Mystica turn), from one
    search. The first is always listed by ``legal()``; a caller applying the rest must check
    each against ``legal()`` first and fall back to ``choose`` when one is not (or when
    something else happened in between, like a rival's power offer)."""
    return finish(plan_steps(game, state, seat, level, seed, max_time, slice_time=None))


def plan_steps(game, state, seat: int, level: str = "normal", seed=0, max_time: float | None = None,
               slice_time: float | None = 0.02, estimate: dict | None = None):
    """``plan`` in slices, for a caller that must not hold the thread long (the browser page):
    a generator that yields (None) after about every ``slice_time`` seconds of search and
    returns ``plan``'s answer (``StopIteration.value``); the same answer as ``plan`` for the same
    arguments. The greedy levels are one short step: they yield once, before it. A search level
    puts what it thinks of its answer into ``estimate`` when given (``mcts.Search.estimate``,
    ``beam.Beam.estimate``: the "Suggest a move" of the table shows it)."""
    spec = level_spec(game, level, game.num_players(state))
    bot = spec["bot"]
    if spec.get("evaluation"):
        game = with_hooks(game, spec["evaluation"])
    if bot == "random":
        return (random_bot.choose(game, state, seat, seed),)
    if bot == "naive":
        return (naive.choose(game, state, seat, seed),)
    if slice_time is not None:
        yield None
    if bot == "greedy":
        samples = 3 if game.capabilities.hidden_information else 1
        ranked = greedy.ranked(game, state, seat, seed, spec["noise"], samples)
        if not ranked:
            raise ValueError(f"seat {seat} has no decision to make")
        macro = ranked[0][1]
    else:
        cap = spec.get("max_time") if max_time is None else max_time
        if bot == "beam":
            search = beam.Beam(game, seat, seed, max_time=cap,
                               **{k: v for k, v in spec.items() if k in BEAM_SETTINGS})
        else:
            search = mcts.Search(game, seat, seed, spec["iterations"], cap,
                                 **{k: v for k, v in spec.items() if k in MCTS_SETTINGS})
        macro = yield from search.steps(state, slice_time)
        if estimate is not None:
            estimate.update(search.estimate())
    first = _listed(game, state, seat, seed, macro[0])
    return tuple(macro) if first == macro[0] else (first,)


def _listed(game, state, seat, seed, action):
    """Guard: answer only with a decision ``legal()`` lists (a game's search moves might use a
    shortcut its rules accept but do not list); otherwise the best listed one, greedily."""
    world = sample(game, bot_view(game, state, seat), seat, make_rng(seed, "check"))
    legal = game.legal(world, seat)
    if action in legal:
        return action
    n = game.num_players(world)
    return max(legal, key=lambda a: margin(estimates(game, game.apply(world, a)[0], n), seat))
