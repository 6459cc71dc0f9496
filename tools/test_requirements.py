"""Print a list of requirements from pyproject.toml's optional dependencies (one argument per
line): `test` (default) for `make deps`, `bench` for `make bench`."""

import pathlib
import sys
import tomllib

root = pathlib.Path(__file__).resolve().parent.parent
project = tomllib.loads((root / "pyproject.toml").read_text())["project"]
print("\n".join(project["optional-dependencies"][sys.argv[1] if len(sys.argv) > 1 else "test"]))
