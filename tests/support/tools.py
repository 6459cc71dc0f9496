"""A script of tools/ imported as a module, for the tests of what it computes.

tools/ is not a package: each script is run as ``python tools/<name>.py`` and imports its
siblings by name (``from serve import make_server``). ``tool(name)`` loads tools/<name>.py the
same way, with tools/ on sys.path only while it is imported, once per test process.
"""

from __future__ import annotations

import functools
import importlib.util
import pathlib
import sys
from types import ModuleType

ROOT = pathlib.Path(__file__).resolve().parents[2]
TOOLS = ROOT / "tools"


@functools.cache
def tool(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module  # (dataclasses look their module up there)
    sys.path.insert(0, str(TOOLS))
    try:
        spec.loader.exec_module(module)
    except BaseException:
        del sys.modules[name]
        raise
    finally:
        sys.path.remove(str(TOOLS))
    return module
