"""tools/build_zip.py: the page's zip holds our code and compiled copies of the Python the page
would otherwise compile at every start (PyScript's package, the standard library modules in
``STDLIB``), and the copies are exactly what they stand in for."""

from __future__ import annotations

import _imp
import json
import pathlib
import zipfile

import pytest

from support.tools import ROOT, tool

build_zip = tool("build_zip")

BUILT = ROOT / "static" / "vendor" / "tabula.zip"


def _need(path: pathlib.Path) -> None:
    if not path.exists():
        pytest.skip(f"no {path.relative_to(ROOT)} (run `make build`)")


def test_pyscript_copy_is_what_the_vendored_pyscript_writes():
    """Every module of the copy appears, as a string, in the PyScript bundle the page loads, so
    the copy cannot drift from the PyScript served beside it (e.g. vendored from another npm
    install); and it is the whole package, as the bundle writes it."""
    _need(build_zip.PYSCRIPT_STDLIB)
    bundles = sorted((ROOT / "static" / "vendor" / "pyscript").glob("core-*.js"))
    if not bundles:
        pytest.skip("no static/vendor/pyscript (run `make build`)")
    files = build_zip.pyscript_files()
    assert "pyscript/__init__.py" in files and len(files) >= 10
    bundle = "".join(b.read_text(encoding="utf-8") for b in bundles)
    for name, source in files.items():
        assert json.dumps(source.decode(), ensure_ascii=False) in bundle, name


def test_stdlib_copies_are_pyodides_own_and_whole_packages():
    """Byte for byte, and no package in part: a package is imported from the first place on
    sys.path that has it, and its modules only from there (with xml.etree alone copied, the
    page could not import xml.sax)."""
    _need(build_zip.STDLIB_ZIP)
    copies = build_zip.stdlib_files()
    with zipfile.ZipFile(build_zip.STDLIB_ZIP) as zf:
        for name, data in copies.items():
            assert data == zf.read(name), name
        files = [i.filename for i in zf.infolist() if not i.is_dir()]
    packages = {name.split("/", 1)[0] for name in copies if "/" in name}
    assert packages >= {"html", "xml"}
    for package in packages:
        assert {f for f in files if f.startswith(package + "/")} <= set(copies), package
    assert {"xml/sax/saxutils.py", "html/parser.py"} <= set(copies)


def test_a_module_pyodide_lacks_stops_the_build():
    _need(build_zip.STDLIB_ZIP)
    with pytest.raises(SystemExit, match="no_such_module"):
        build_zip.stdlib_files(("no_such_module",))


def test_the_built_zip_holds_the_copies_compiled():
    """What the build wrote: each copy, byte for byte, next to its bytecode."""
    _need(BUILT)
    _need(build_zip.PYSCRIPT_STDLIB)
    _need(build_zip.STDLIB_ZIP)
    copies = build_zip.stdlib_files() | build_zip.pyscript_files()
    with zipfile.ZipFile(BUILT) as zf:
        names = set(zf.namelist())
        for name, source in copies.items():
            assert zf.read(name) == source, name
            pyc = name[:-3] + ".pyc"
            assert pyc in names, pyc


def test_every_pyc_in_the_built_zip_was_compiled_from_the_source_beside_it():
    """The pycs are unchecked-hash (PEP 552): the page imports them without looking at the
    source, so a pyc from any other version of its source would run old code. Each holds the
    hash of the source it was compiled from, keyed by its interpreter's magic number (Pyodide's,
    not this Python's; the hash function is the same)."""
    _need(BUILT)
    with zipfile.ZipFile(BUILT) as zf:
        names = set(zf.namelist())
        pycs = sorted(n for n in names if n.endswith(".pyc"))
        assert len(pycs) > 100
        for pyc in pycs:
            data = zf.read(pyc)
            assert int.from_bytes(data[4:8], "little") == 0b01, pyc  # hash-based, unchecked
            source = pyc[:-1]
            assert source in names, pyc  # tracebacks show the source's lines
            key = int.from_bytes(data[:4], "little")
            assert data[8:16] == _imp.source_hash(key, zf.read(source)), pyc


def test_a_package_missing_its_sources_stops_the_build(tmp_path):
    with pytest.raises(SystemExit, match="PyScript"):
        build_zip.pyscript_files(tmp_path / "missing.js")
    broken = tmp_path / "pyscript.js"
    broken.write_text("export default {not json};")
    with pytest.raises(SystemExit, match="PyScript"):
        build_zip.pyscript_files(broken)
