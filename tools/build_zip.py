"""Pack our Python (py/tabula), the pure wheels the page needs and their bytecode into one zip.

The page puts the zip itself on ``sys.path`` (static/pyodide-start.mjs writes it into the
interpreter's home directory and puts it first on ``sys.path`` before PyScript runs any Python):
Python imports straight from it with the built-in zipimport, nothing is unpacked. The zip holds:

* the sources of ``tabula`` and of the wheels in static/vendor/wheels (svgwrite), their
  ``.dist-info`` left out (nothing reads it);
* ``tabula/games/_catalog.py``: what the home screen shows of each game (title, players, blurb,
  emblem SVG), computed here in CPython so the page starts without importing any game package;
* copies of Python that the page would otherwise compile from source at every load, byte for byte,
  so they are imported from here (first on ``sys.path``) as bytecode: the standard library's
  modules in ``STDLIB`` (Pyodide ships its standard library as sources) and PyScript's own
  ``pyscript`` package (PyScript writes its sources into the home directory at start and
  imports them), from the npm packages static/vendor holds (node_modules/);
* next to each ``x.py`` its ``x.pyc``, compiled by Pyodide itself under Node (tools/compile_pyc.mjs)
  so the bytecode matches the browser's CPython. They are unchecked-hash pycs (PEP 552): each
  holds the hash of its source, but the interpreter imports it without reading and hashing the
  source again (in Pyodide under Node that saved ~15% of importing our code: 7 ms of the home
  screen's modules, 60 ms of the four games'). That is safe because of how they are paired:
  compiled files are cached in build/pyc/ under a hash of their source's content, and a source
  gets only the pyc compiled from it, so an overlay or a stale cache can never run old code
  (tests/test_build_zip.py checks every pyc's hash against the source beside it).
  ``--compile`` (what `make build` passes) compiles the missing ones; without it, files missing
  from the cache just ship as source.

The zip is deterministic (sorted entries, fixed dates) and is rewritten only when its content
changes, so `make build` can run this every time. ``--overlay DIR`` adds/replaces files from DIR
(paths relative to the zip root); the browser tests use it to build a variant with a throwaway
game, never shipped.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import pathlib
import shutil
import subprocess
import sys
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
WHEELS = ROOT / "static" / "vendor" / "wheels"
PYC_CACHE = ROOT / "build" / "pyc"
# The pycs' kind (py_compile.PycInvalidationMode), handed to tools/compile_pyc.mjs and part of the
# cache key (a change recompiles everything)
PYC_MODE = "UNCHECKED_HASH"
# Where the page's zip sits in Pyodide's file system (pyscript.toml: "./tabula.zip" in the home
# directory); the compiled code names its files under it, so tracebacks show the source lines.
ZIP_IN_FS = "/home/pyodide/tabula.zip"
DATE = (2020, 1, 1, 0, 0, 0)
SKIP_DIRS = {"__pycache__"}
CATALOG = "tabula/games/_catalog.py"
# The standard library's modules the page imports that Pyodide has not imported by the time it
# is up (the page's sys.modules, at ready and once a game is open and a computer has played,
# against what it held when Pyodide was up; 5 December). Compile times in Pyodide under Node:
# - ``html`` (PyScript's own package imports it, for ``pyscript.display``) before the page is
#   ready: 150 ms, nearly all of it ``html.entities``' table of 2,231 names;
# - ``xml.etree.ElementTree`` (svgwrite builds its elements with it) when a game opens: 145-213
#   ms; ``secrets`` (a new game's seeds) 26-57 ms with ``hmac``, and ``hmac``'s ``hashlib``
#   (found by tests/browser/test_compiled.py, which fails on any module the page compiles).
# A name is a top-level module or a whole package: a package copied in part would hide the rest
# of it (with only xml.etree here, ``import xml.sax`` failed: Python looks for a package's
# modules only where it found the package).
# Copies, byte for byte, of Pyodide's.
STDLIB_ZIP = ROOT / "node_modules" / "pyodide" / "python_stdlib.zip"
STDLIB = ("html", "xml", "secrets", "hmac", "hashlib")
# PyScript's ``pyscript`` package as its build writes it into the page (an ES module of one JSON
# object, {folder: {file: source}}, in the same npm package as static/vendor/pyscript's bundle).
PYSCRIPT_STDLIB = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript.js"


def _add(zf: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    zf.writestr(info, data)


def tree_files(src: pathlib.Path, prefix: str) -> dict[str, bytes]:
    out = {}
    for p in sorted(src.rglob("*")):
        if p.is_dir() or SKIP_DIRS & set(p.relative_to(src).parts) or p.suffix in {".pyc", ".pyo"}:
            continue
        out[f"{prefix}{p.relative_to(src).as_posix()}"] = p.read_bytes()
    return out


def stdlib_files(names: tuple[str, ...] = STDLIB) -> dict[str, bytes]:
    """The top-level modules and whole packages ``names`` of Pyodide's standard library, every
    file as it is there."""
    try:
        with zipfile.ZipFile(STDLIB_ZIP) as zf:
            listed = [i.filename for i in zf.infolist() if not i.is_dir()]
            out = {}
            for name in names:
                found = [f for f in listed if f == f"{name}.py" or f.startswith(f"{name}/")]
                if not found:
                    sys.exit(f"build_zip: no module or package '{name}' in {STDLIB_ZIP}")
                out.update((f, zf.read(f)) for f in found)
            return out
    except (OSError, zipfile.BadZipFile) as e:
        sys.exit(f"build_zip: cannot read {STDLIB_ZIP} ({e}; run `make vendor`)")


def pyscript_files(path: pathlib.Path = PYSCRIPT_STDLIB) -> dict[str, bytes]:
    """PyScript's Python package, {"pyscript/x.py": source}, as PyScript writes it at start."""
    try:
        tree = json.loads(path.read_text(encoding="utf-8").split("export default", 1)[1].strip().rstrip(";"))
    except (OSError, IndexError, ValueError) as e:
        sys.exit(f"build_zip: cannot read PyScript's package from {path} ({e}; run `make vendor`)")
    out: dict[str, bytes] = {}

    def walk(node: dict, prefix: str) -> None:
        for name, value in node.items():
            if isinstance(value, dict):
                walk(value, f"{prefix}{name}/")
            else:
                out[f"{prefix}{name}"] = value.encode()

    walk(tree, "")
    return out


def wheel_files(wheel: pathlib.Path) -> dict[str, bytes]:
    """The importable part of a pure wheel (its .dist-info is left out: nothing reads it)."""
    out = {}
    with zipfile.ZipFile(wheel) as zf:
        for name in zf.namelist():
            top = name.split("/", 1)[0]
            if name.endswith("/") or top.endswith((".dist-info", ".data")):
                continue
            out[name] = zf.read(name)
    return out


CATALOG_SCRIPT = """
import json, sys
from tabula.games import all_games, info
json.dump([info(g, emblem=True) for g in all_games().values()], sys.stdout)
"""


def catalog_module(wheels: list[pathlib.Path]) -> bytes:
    """tabula/games/_catalog.py: ``info`` of every registered game, emblems drawn, as a literal.

    Computed in a child CPython (the game code runs there as in the tests) with the page's own
    wheels importable, so the build needs nothing installed."""
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(ROOT / "py"), *map(str, wheels)])
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    res = subprocess.run([sys.executable, "-c", CATALOG_SCRIPT], env=env, capture_output=True, text=True)
    if res.returncode:
        sys.exit(f"build_zip: could not list the games for the home screen:\n{res.stderr}")
    entries = json.loads(res.stdout)
    body = ",\n".join(f"    {e!r}" for e in entries)
    return (f'"""Written by tools/build_zip.py: what the home screen shows of each game."""\n\n'
            f"CATALOG = (\n{body},\n)\n").encode()


def _pyodide_version() -> str:
    try:
        return json.loads((ROOT / "node_modules/pyodide/package.json").read_text())["version"]
    except (OSError, ValueError, KeyError):
        return "?"


def _pyc_key(name: str, source: bytes) -> str:
    """Cache key: bytecode depends on the source, the path it names and the interpreter."""
    salt = f"{_pyodide_version()}\0{PYC_MODE}\0{ZIP_IN_FS}/{name}\0".encode()
    return hashlib.sha256(salt + source).hexdigest()


def compile_pycs(sources: dict[str, bytes], cache: pathlib.Path = PYC_CACHE) -> None:
    """Compile the sources missing from the cache with Pyodide under Node (tools/compile_pyc.mjs),
    and drop cached files no source of this build uses any more."""
    wanted = {f"{_pyc_key(n, s)}.pyc" for n, s in sources.items()}
    if cache.is_dir():
        for old in cache.glob("*.pyc"):
            if old.name not in wanted:
                old.unlink()
    missing = {n: s for n, s in sources.items() if not (cache / f"{_pyc_key(n, s)}.pyc").exists()}
    if not missing:
        return
    if shutil.which("node") is None or not (ROOT / "node_modules/pyodide/pyodide.mjs").exists():
        sys.exit("build_zip: --compile needs node and node_modules/pyodide (run `make vendor`)")
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        job = {"mode": PYC_MODE, "files": []}
        for i, (name, source) in enumerate(sorted(missing.items())):
            src = pathlib.Path(tmp, f"{i}.py")
            src.write_bytes(source)
            job["files"].append({"src": str(src), "dfile": f"{ZIP_IN_FS}/{name}",
                                 "out": str(cache / f"{_pyc_key(name, source)}.pyc")})
        pathlib.Path(tmp, "job.json").write_text(json.dumps(job))
        cmd = ["node", str(ROOT / "tools/compile_pyc.mjs"), str(pathlib.Path(tmp, "job.json"))]
        res = subprocess.run(cmd, capture_output=True, text=True)
        if res.returncode:
            sys.exit(f"build_zip: compiling to bytecode failed:\n{res.stderr[-3000:]}")


def cached_pycs(sources: dict[str, bytes], cache: pathlib.Path = PYC_CACHE) -> dict[str, bytes]:
    """``x.pyc`` (zipimport looks for it next to ``x.py``) for every source found in the cache."""
    out = {}
    for name, source in sources.items():
        pyc = cache / f"{_pyc_key(name, source)}.pyc"
        if pyc.exists():
            out[name[:-3] + ".pyc"] = pyc.read_bytes()
    return out


def build(out: pathlib.Path, wheels: pathlib.Path | None = None, overlays: list[pathlib.Path] = (),
          compile: bool = False) -> bool:  # noqa: A002 - the CLI flag's name
    """Write the zip; ``wheels`` defaults to static/vendor/wheels. True if the file changed."""
    wheels = WHEELS if wheels is None else wheels
    found = sorted(wheels.glob("*.whl"))
    if not found:
        sys.exit(f"build_zip: no wheels in {wheels} (run `make vendor`)")
    files = tree_files(ROOT / "py" / "tabula", "tabula/")
    for whl in found:
        files.update(wheel_files(whl))
    files[CATALOG] = catalog_module(found)
    files.update(stdlib_files())
    files.update(pyscript_files())
    for overlay in overlays:
        files.update(tree_files(overlay, ""))
    sources = {n: d for n, d in files.items() if n.endswith(".py")}
    if compile:
        compile_pycs(sources)
    files.update(cached_pycs(sources))
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as zf:
        for name in sorted(files):
            _add(zf, name, files[name])
    data = buf.getvalue()
    if out.exists() and hashlib.sha256(out.read_bytes()).digest() == hashlib.sha256(data).digest():
        return False
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    tmp.write_bytes(data)
    tmp.replace(out)
    return True


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=pathlib.Path, required=True)
    ap.add_argument("--wheels", type=pathlib.Path,
                    help="directory of pure wheels (default: static/vendor/wheels)")
    ap.add_argument("--overlay", type=pathlib.Path, action="append", default=[])
    ap.add_argument("--compile", action="store_true",
                    help="compile sources missing from build/pyc (needs node and node_modules)")
    args = ap.parse_args(argv)
    changed = build(args.out, args.wheels, args.overlay, compile=args.compile)
    print(f"{args.out}: {'rebuilt' if changed else 'up to date'}")


if __name__ == "__main__":
    main()
