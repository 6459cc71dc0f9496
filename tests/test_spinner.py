"""The busy indicator (tools/make_spinner.py): a well-formed looping APNG whose arc turns
clockwise, used by both spinners of app.css, and no CSS animation anywhere in our stylesheets
(a CSS animation makes the compositor draw 60 frames a second while the page is busy)."""

from __future__ import annotations

import math
import pathlib
import re
import struct
import zlib

import pytest

from support.tools import ROOT, tool

spinner = tool("make_spinner")


def chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    """(kind, data) of each chunk; every CRC checked."""
    assert data.startswith(spinner.PNG_SIGNATURE)
    out, at = [], len(spinner.PNG_SIGNATURE)
    while at < len(data):
        (length,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        (crc,) = struct.unpack(">I", data[at + 8 + length:at + 12 + length])
        assert crc == zlib.crc32(kind + body), f"bad CRC in {kind!r}"
        out.append((kind, body))
        at += 12 + length
    assert at == len(data)
    return out


@pytest.fixture(scope="module")
def decoded() -> dict:
    parts = chunks(spinner.apng())
    kinds = [k for k, _ in parts]
    assert kinds[0] == b"IHDR" and kinds[1] == b"acTL" and kinds[-1] == b"IEND"
    width, height, depth, colour, *_ = struct.unpack(">IIBBBBB", parts[0][1])
    frames, plays = struct.unpack(">II", parts[1][1])
    controls, pictures, sequence = [], [], []
    for kind, body in parts[2:-1]:
        if kind == b"fcTL":
            sequence.append(struct.unpack(">I", body[:4])[0])
            controls.append(struct.unpack(">IIIIIHHBB", body))
        elif kind == b"IDAT":
            pictures.append(zlib.decompress(body))
        else:
            assert kind == b"fdAT"
            sequence.append(struct.unpack(">I", body[:4])[0])
            pictures.append(zlib.decompress(body[4:]))
    return {"size": (width, height), "format": (depth, colour), "frames": frames, "plays": plays,
            "controls": controls, "pictures": pictures, "sequence": sequence, "kinds": kinds}


def test_a_looping_apng_of_every_frame(decoded):
    s = spinner.SIZE
    assert decoded["size"] == (s, s) and decoded["format"] == (8, 6)  # 8-bit RGBA
    assert decoded["frames"] == spinner.FRAMES == len(decoded["controls"]) == len(decoded["pictures"])
    assert decoded["plays"] == 0  # forever
    assert decoded["kinds"][2:4] == [b"fcTL", b"IDAT"]  # the first frame is also the still picture
    assert decoded["sequence"] == list(range(2 * spinner.FRAMES - 1))
    turn = sum(c[5] / c[6] for c in decoded["controls"])
    assert turn == pytest.approx(spinner.TURN_MS / 1000, abs=0.01)
    for c in decoded["controls"]:
        assert c[1:5] == (s, s, 0, 0) and c[7:] == (0, 0)  # whole frame, replaced whole
    for picture in decoded["pictures"]:
        assert len(picture) == s * (1 + 4 * s)
    assert len(set(decoded["pictures"])) == spinner.FRAMES


def pixel(picture: bytes, x: int, y: int) -> tuple[int, ...]:
    row = 1 + 4 * spinner.SIZE
    return tuple(picture[y * row + 1 + 4 * x:y * row + 5 + 4 * x])


def test_the_arc_turns_clockwise_over_the_track(decoded):
    """On the middle of the ring, each frame has the accent colour just after the arc's start
    (clockwise from the top, one step further each frame) and the track colour just before it."""
    s = spinner.SIZE
    mid = s / 2 - 0.5 - spinner.RING / 2
    for i, picture in enumerate(decoded["pictures"]):
        start = 360 * i / spinner.FRAMES
        checks = ((20, spinner.ARC), (spinner.ARC_DEGREES / 2, spinner.ARC), (-20, spinner.TRACK))
        for offset, colour in checks:
            a = math.radians(start + offset)
            x, y = int(s / 2 + mid * math.sin(a)), int(s / 2 - mid * math.cos(a))
            r, g, b, alpha = pixel(picture, x, y)
            assert alpha > 200 and (r, g, b) == colour, (i, offset)
        assert pixel(picture, 0, 0)[3] == 0 and pixel(picture, s // 2, s // 2)[3] == 0  # corner, hole


def test_written_only_when_changed(tmp_path):
    assert spinner.write(tmp_path)
    assert (tmp_path / spinner.NAME).read_bytes() == spinner.apng()
    assert not spinner.write(tmp_path)


def stylesheets() -> list[pathlib.Path]:
    return [ROOT / "static" / "app.css", *sorted((ROOT / "svg").glob("*.css"))]


def test_no_css_animation_in_our_stylesheets():
    """A busy page (Pyodide's start, a computer's turn) shows an animated image instead: see
    tools/make_spinner.py for what a CSS animation cost there."""
    for css in stylesheets():
        text = css.read_text()
        assert not re.search(r"@keyframes|\banimation\s*:", text), f"{css.name} has a CSS animation"


def test_both_spinners_use_the_image_and_stand_still_for_reduced_motion():
    css = (ROOT / "static" / "app.css").read_text()
    for selector in (".boot-steps li.active::before", ".spinner"):
        rules = re.findall(re.escape(selector) + r"\s*\{([^}]*)\}", css)
        assert any(f"url(vendor/{spinner.NAME})" in r for r in rules), selector
        assert any("background: none" in r for r in rules), f"{selector}: nothing for reduced motion"
    assert "prefers-reduced-motion: reduce" in css
