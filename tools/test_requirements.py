"""Print the test requirements from pyproject.toml (one argument per line) for `make deps`."""

import pathlib
import tomllib

root = pathlib.Path(__file__).resolve().parent.parent
project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
print("\n".join(project["optional-dependencies"]["test"]))
