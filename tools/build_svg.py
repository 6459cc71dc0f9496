"""Bundle the top-level svg/ folder for the page: the symbols and stylesheets boards use.

svg/ holds real SVG and CSS files (see svg/README.md): ``kit.css`` and ``kit.svg`` shared by every
board, and ``<game>.css`` / ``<game>.svg`` for each game. The page loads them once:

* ``static/vendor/boards.css``: every stylesheet, kit.css first (index.html links it);
* ``static/vendor/symbols.svg``: one hidden ``<svg id="tb-symbols">`` whose ``<defs>`` hold every
  file's symbols (static/boot.js puts it into the page), so a board says ``<use href="#tm-t-blue">``.

Checks on the way, each a build failure with the file named: every .svg is well-formed SVG with a
``data-prefix`` on its root, its ids start with that prefix, no id is defined twice across files,
every ``href="#id"`` inside the symbols names a defined id. Deterministic; files are rewritten only
when their content changes. ``python tools/build_svg.py [--out static/vendor]``.
"""

from __future__ import annotations

import argparse
import pathlib
import re
import sys
import xml.etree.ElementTree as ET

ROOT = pathlib.Path(__file__).resolve().parent.parent
SVG_DIR = ROOT / "svg"
NS = "http://www.w3.org/2000/svg"
_HREF = re.compile(r'href="#([^"]+)"')
SPRITE_ATTRS = ('id="tb-symbols" width="0" height="0" aria-hidden="true" focusable="false" '
                'style="position:absolute;width:0;height:0;overflow:hidden"')


class BuildError(Exception):
    pass


def ordered(folder: pathlib.Path, suffix: str) -> list[pathlib.Path]:
    """The folder's files of ``suffix``, kit first, then by name."""
    files = sorted(folder.glob(f"*{suffix}"))
    return sorted(files, key=lambda p: (p.stem != "kit", p.name))


def defs_of(path: pathlib.Path) -> tuple[str, list[str]]:
    """(the inner markup of the file's <defs>, its ids); BuildError naming the file otherwise."""
    text = path.read_text(encoding="utf-8")
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        raise BuildError(f"{path.name}: not well-formed XML ({e})") from None
    if root.tag != f"{{{NS}}}svg":
        raise BuildError(f"{path.name}: the root element must be an SVG <svg>")
    prefix = root.get("data-prefix")
    if not prefix:
        raise BuildError(f"{path.name}: the <svg> needs data-prefix (its ids' prefix)")
    ids = [el.get("id") for el in root.iter() if el.get("id")]
    wrong = [i for i in ids if not i.startswith(prefix)]
    if wrong:
        raise BuildError(f"{path.name}: ids without the prefix {prefix!r}: {wrong[:5]}")
    m = re.search(r"<defs>(.*)</defs>", text, re.S)
    if m is None:
        raise BuildError(f"{path.name}: the symbols go in one <defs> element")
    return m.group(1).strip(), ids


def sprite(folder: pathlib.Path = SVG_DIR) -> str:
    """The one hidden SVG holding every symbol."""
    parts, seen = [], {}
    for path in ordered(folder, ".svg"):
        inner, ids = defs_of(path)
        for i in ids:
            if i in seen:
                raise BuildError(f"{path.name}: the id {i!r} is also defined in {seen[i]}")
            seen[i] = path.name
        parts.append(f"<!-- {path.name} -->\n{inner}")
    body = "\n".join(parts)
    missing = sorted({ref for ref in _HREF.findall(body) if ref not in seen})
    if missing:
        raise BuildError(f"symbols refer to ids no file defines: {missing[:5]}")
    return (f'<svg xmlns="{NS}" {SPRITE_ATTRS}><defs>\n{body}\n</defs></svg>\n')


def stylesheet(folder: pathlib.Path = SVG_DIR) -> str:
    out = ["/* Tabula boards: svg/*.css bundled by tools/build_svg.py; edit those, not this. */"]
    for path in ordered(folder, ".css"):
        out.append(f"/* {path.name} */\n{path.read_text(encoding='utf-8').strip()}")
    return "\n".join(out) + "\n"


def write(path: pathlib.Path, text: str) -> None:
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(ROOT / "static" / "vendor"))
    args = ap.parse_args(argv)
    out = pathlib.Path(args.out)
    try:
        write(out / "symbols.svg", sprite())
        write(out / "boards.css", stylesheet())
    except BuildError as e:
        print(f"build_svg: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
