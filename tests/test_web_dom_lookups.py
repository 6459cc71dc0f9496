"""One way to ask the DOM for an element that may be missing.

A lookup that finds nothing answers JS null, which Pyodide passes as ``jsnull``: not None, so an
``is not None`` test lets it through and the next attribute raises AttributeError in front of the
player. ``tabula.web.dom`` turns null into None in one place (``query``, ``query_all``, ``by_id``,
``closest``, ``active``); no other module of the web layer may call the DOM's lookups itself.
"""

from __future__ import annotations

import pathlib
import re

WEB = pathlib.Path(__file__).resolve().parents[1] / "py" / "tabula" / "web"
LOOKUPS = re.compile(r"(?<!dom)\.(querySelector|querySelectorAll|getElementById|closest|activeElement)\b")


def test_only_dom_py_asks_the_dom_for_elements():
    offenders = []
    for path in sorted(WEB.rglob("*.py")):
        if path.name == "dom.py":
            continue
        for no, line in enumerate(path.read_text().splitlines(), 1):
            if LOOKUPS.search(line) and not line.lstrip().startswith("#"):
                offenders.append(f"{path.relative_to(WEB)}:{no}: {line.strip()}")
    assert not offenders, "use tabula.web.dom's lookups:\n" + "\n".join(offenders)
