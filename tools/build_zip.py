"""Pack our Python (py/tabula) and the pure wheels the page needs into one zip for PyScript.

pyscript.toml unpacks it into the interpreter's home directory (on sys.path) with
``[files] "./static/vendor/tabula.zip" = "./*"``, so the page imports ``tabula`` and
``svgwrite`` without micropip. The zip is deterministic (sorted entries, fixed dates) and is
rewritten only when its content changes, so `make build` can run it every time.

``--overlay DIR`` adds/replaces files from DIR (paths relative to the zip root); the browser
tests use it to build a variant with a throwaway game, never shipped.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import pathlib
import sys
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATE = (2020, 1, 1, 0, 0, 0)
SKIP_DIRS = {"__pycache__"}


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


def build(out: pathlib.Path, wheels: pathlib.Path | None, overlays: list[pathlib.Path]) -> bool:
    files = tree_files(ROOT / "py" / "tabula", "tabula/")
    if wheels is not None:
        found = sorted(wheels.glob("*.whl"))
        if not found:
            sys.exit(f"build_zip: no wheels in {wheels} (run `make vendor`)")
        for whl in found:
            files.update(wheel_files(whl))
    for overlay in overlays:
        files.update(tree_files(overlay, ""))
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
    ap.add_argument("--wheels", type=pathlib.Path)
    ap.add_argument("--overlay", type=pathlib.Path, action="append", default=[])
    args = ap.parse_args(argv)
    changed = build(args.out, args.wheels, args.overlay)
    print(f"{args.out}: {'rebuilt' if changed else 'up to date'}")


if __name__ == "__main__":
    main()
