"""The deployable app: the list of files the page loads, the versioned service worker, `make dist`.

``app_files(root)`` lists, relative to the app's folder, every file the page loads: index.html,
pyscript.toml, the web app manifest and everything under static/ except what only the build or
the tests use (the service-worker template, the svgwrite wheels already packed into tabula.zip,
build stamps, and whatever the bench tools leave in static/vendor: their files are all named
``bench-*``); of PyScript's chunks, only those this page loads: core.js, what it imports
statically, and the two it imports on demand here (``PYSCRIPT_ON_DEMAND``). The others (its
editor, terminal and other plugins, its zip reader and package graph, its stylesheets) are never
fetched, so they are neither cached by the service worker nor shipped. tests/browser/test_bytes.py
checks this list against every request of a session (home, a game, a computer's turn).

``sw.js`` is static/sw.js with ``VERSION`` and ``FILES`` (path -> SHA-256) filled in; the
version is a hash of that list, so it changes exactly when some file does.

* ``python tools/dist.py --sw`` (run by `make build`) writes ``sw.js`` at the repo root, so the
  page served from the repo (`make play`, the browser tests) works offline like the real one;
* ``python tools/dist.py`` (`make dist`) writes ``dist/``: those files and sw.js, nothing else.
  Every URL in the page is relative, so dist/ works in any folder of any static host.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pathlib
import re
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
TOP_FILES = ["index.html", "pyscript.toml"]
SKIP = {"static/sw.js", "static/vendor/bench-bare.html"}
SKIP_DIRS = {"static/vendor/wheels", "static/vendor/pyscript"}
PYSCRIPT = "static/vendor/pyscript"
_STATIC_IMPORT = re.compile(r"""(?:\bfrom|\bimport)\s*["']\./([^"']+)["']""")
_DYNAMIC_IMPORT = re.compile(r"""\bimport\(\s*["']\./([^"']+)["']\s*\)""")
# The chunks PyScript imports on demand (import("./<name>-<hash>.js")) in this page's set-up:
# its TOML parser, for pyscript.toml; its error plugin, imported even when turned off ("!error"),
# to keep errors out of the page. Every other plugin is off for both script types (index.html).
PYSCRIPT_ON_DEMAND = ("toml", "error")


def pyscript_files(root: pathlib.Path) -> list[str]:
    """core.js, every chunk it imports statically, and the PYSCRIPT_ON_DEMAND chunks."""
    folder = root / PYSCRIPT

    def source(name: str) -> str:
        f = folder / name
        if not f.is_file():
            sys.exit(f"dist: {PYSCRIPT}/{name} is imported but missing (run `make vendor`)")
        return f.read_text(encoding="utf-8", errors="replace")

    seen: set[str] = set()
    todo = ["core.js"]
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(_STATIC_IMPORT.findall(source(name)))
    on_demand = {n for s in seen for n in _DYNAMIC_IMPORT.findall(source(s))
                 if n.rsplit("-", 1)[0] in PYSCRIPT_ON_DEMAND}
    found = {n.rsplit("-", 1)[0] for n in on_demand}
    if found != set(PYSCRIPT_ON_DEMAND):
        sys.exit(f"dist: PyScript no longer imports {sorted(set(PYSCRIPT_ON_DEMAND) - found)} on demand "
                 "(a new version? check what the page loads: tests/browser/test_bytes.py)")
    return [f"{PYSCRIPT}/{n}" for n in sorted(seen | on_demand)]


def app_files(root: pathlib.Path = ROOT) -> list[str]:
    files = [f for f in TOP_FILES if (root / f).is_file()]
    missing = [f for f in TOP_FILES if f not in files]
    if missing or not (root / "static/vendor/tabula.zip").is_file():
        sys.exit(f"dist: {missing or 'static/vendor/tabula.zip'} missing (run `make build`)")
    for p in sorted((root / "static").rglob("*")):
        rel = p.relative_to(root).as_posix()
        if (p.is_dir() or rel in SKIP or p.name.startswith((".", "bench-"))
                or any(rel.startswith(d + "/") for d in SKIP_DIRS)):
            continue
        files.append(rel)
    files += pyscript_files(root)
    return sorted(files)


def digest(path: pathlib.Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def service_worker(root: pathlib.Path, files: list[str]) -> tuple[str, str]:
    """(the text of sw.js, its version) for ``files`` as they are under ``root``."""
    hashes = {f: digest(root / f) for f in files}
    template = (ROOT / "static/sw.js").read_text()
    # the worker's own code is part of the version: a change to it must reach the browsers too
    listing = json.dumps(hashes, sort_keys=True) + template
    version = hashlib.sha256(listing.encode()).hexdigest()[:16]
    text, n1 = re.subn(r'^const VERSION = "dev";.*$', f"const VERSION = {json.dumps(version)};",
                       template, count=1, flags=re.M)
    body = json.dumps(hashes, indent=1, sort_keys=True)
    text, n2 = re.subn(r"^const FILES = \{\};.*$", lambda _: f"const FILES = {body};", text,
                       count=1, flags=re.M)
    if n1 != 1 or n2 != 1:
        sys.exit("dist: static/sw.js lacks the VERSION / FILES lines to fill in")
    return text, version


def write_if_changed(path: pathlib.Path, text: str) -> bool:
    if path.exists() and path.read_text() == text:
        return False
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text)
    tmp.replace(path)
    return True


def write_root_sw(root: pathlib.Path = ROOT) -> str:
    text, version = service_worker(root, app_files(root))
    write_if_changed(root / "sw.js", text)
    return version


def build_dist(out: pathlib.Path, root: pathlib.Path = ROOT) -> str:
    files = app_files(root)
    if out.exists():
        shutil.rmtree(out)
    for rel in files:
        dest = out / rel
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(root / rel, dest)
    text, version = service_worker(out, files)
    (out / "sw.js").write_text(text)
    return version


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sw", action="store_true", help="only write sw.js at the repo root")
    ap.add_argument("--out", type=pathlib.Path, default=ROOT / "dist")
    args = ap.parse_args(argv)
    if args.sw:
        print(f"sw.js: version {write_root_sw()}")
        return
    version = build_dist(args.out)
    files = [p for p in args.out.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"{args.out}: {len(files)} files, {size / 1e6:.1f} MB, version {version}")


if __name__ == "__main__":
    main()
