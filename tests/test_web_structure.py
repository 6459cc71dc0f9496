"""The web layer's structure: one way to ask the DOM for an element, and no import circle.

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


def _imports(path: pathlib.Path, package: str) -> set[str]:
    """The tabula.web modules a module imports (at any depth of its code)."""
    import ast

    tree = ast.parse(path.read_text())
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level:
            base = package.split(".")
            base = base[:len(base) - node.level + 1]
            mod = ".".join(base + ([node.module] if node.module else []))
            names = [mod] + [f"{mod}.{a.name}" for a in node.names]
            out.update(n for n in names if n.startswith("tabula.web"))
    return out


def test_the_web_layer_has_no_import_circle():
    modules = {}
    for path in WEB.rglob("*.py"):
        rel = path.relative_to(WEB.parent.parent).with_suffix("")
        name = ".".join(rel.parts).removesuffix(".__init__")
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        modules[name] = path, package
    graph = {name: {m for m in _imports(path, pkg) if m in modules and m != name}
             for name, (path, pkg) in modules.items()}
    # a screen may not import the app that shows it, nor anything else that imports it back
    seen: dict[str, int] = {}

    def visit(node, stack):
        if seen.get(node) == 1:
            raise AssertionError("import circle: " + " -> ".join(stack + [node]))
        if seen.get(node) == 2:
            return
        seen[node] = 1
        for nxt in sorted(graph[node]):
            visit(nxt, stack + [node])
        seen[node] = 2

    for name in sorted(graph):
        visit(name, [])
