"""Every game package has the same shape (README, "The shape of a game"): the same files with the
same meanings, files a reader can read in one sitting, and functions that fit on a screen or say
why not."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from source_tree import modules
from tabula.games import PACKAGES, get

PY = Path(__file__).resolve().parents[1] / "py" / "tabula"
GAMES = PY / "games"
MAX_FILE = 800  # lines
MAX_FUNCTION = 80  # lines, unless a comment in its first lines says "why long"

EVERY_GAME = ["__init__.py", "data.py", "state.py", "setup.py", "legal.py", "score.py", "notation.py",
              "texts.py", "ai.py", "naive.py", "rules/__init__.py", "render/__init__.py"]
# notes.py (the "auto" notes: steps a game takes on its own, in words) only where there are any
# file -> the capability that asks for it (a game without the capability has no such file)
BY_CAPABILITY = {"compact.py": "compact", "hidden.py": "hidden_information", "importer.py": "imports"}


@pytest.mark.parametrize("game_id", list(PACKAGES))
def test_every_game_package_has_the_same_files(game_id):
    folder = GAMES / PACKAGES[game_id]
    missing = [f for f in EVERY_GAME if not (folder / f).is_file()]
    assert not missing, f"{game_id} lacks {missing}"
    assert (folder / "steps.py").is_file() or (folder / "flow.py").is_file(), \
        f"{game_id}: its decisions are in steps.py (core/steps.py) or flow.py (its own flow)"
    caps = get(game_id).capabilities
    for name, cap in BY_CAPABILITY.items():
        assert (folder / name).is_file() == bool(getattr(caps, cap)), f"{game_id}: {name} and {cap}"
    assert not (folder / "render.py").exists() and not (folder / "rules.py").exists()


def test_no_file_is_longer_than_a_sitting():
    long = [f"{rel}: {n}" for rel, text, _tree in modules() if (n := len(text.splitlines())) > MAX_FILE]
    assert not long, f"files over {MAX_FILE} lines: {long}"


def test_no_function_longer_than_a_screen_without_saying_why():
    long = []
    for rel, text, tree in modules():
        lines = text.splitlines()
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                n = node.end_lineno - node.lineno + 1
                head = "\n".join(lines[node.lineno - 1: node.lineno + 5]).lower()
                if n > MAX_FUNCTION and "why long" not in head:
                    long.append(f"{rel}:{node.lineno} {node.name} ({n} lines)")
    assert not long, f"functions over {MAX_FUNCTION} lines without a 'why long' comment: {long}"
