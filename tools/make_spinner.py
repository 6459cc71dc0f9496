"""Draw the page's busy indicator, ``static/vendor/spinner.png``: an animated PNG (APNG).

Why an image and not a CSS animation: the page shows the spinner while Pyodide starts and while a
computer thinks, when the main thread is busy for seconds. A CSS transform animation keeps moving
then, but it makes the compositor draw a frame at every screen refresh (60 a second). On a machine
without a GPU, with two cores, that drawing took ~240 ms of CPU during Pyodide's start and made
the start itself 0.25-0.39 s longer. An animated image is also advanced by the compositor without the
main thread, but only when its picture changes: FRAMES pictures per turn of TURN_MS.

The picture: a ring of the page's --line colour with an arc of --accent over three quarters of
it, turning clockwise (both colours read from static/app.css). It is drawn at 2x (SIZE pixels for
a box of SIZE / 2 CSS pixels) and smoothed by sampling each pixel SAMPLES x SAMPLES times. Pure
Python (zlib and struct); the pixels depend only on the constants below and those two colours,
and `make build` rewrites the file only when its bytes change.
``python tools/make_spinner.py [--out static/vendor]``.
"""

from __future__ import annotations

import argparse
import math
import pathlib
import re
import struct
import zlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAME = "spinner.png"
SIZE = 40  # pixels; shown at 16-20 CSS pixels
RING = SIZE / 9  # the ring's width (2 px in an 18 px box, like the CSS border it replaces)
FRAMES = 10
TURN_MS = 900  # one turn
SAMPLES = 4
ARC_DEGREES = 270
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
CSS = ROOT / "static" / "app.css"


def css_colour(name: str) -> tuple[int, int, int]:
    """The colour the page's stylesheet gives the custom property ``--name`` (#rrggbb)."""
    found = re.search(rf"--{name}:\s*#([0-9a-fA-F]{{6}})\s*;", CSS.read_text())
    if found is None:
        raise SystemExit(f"make_spinner: no --{name}: #rrggbb in {CSS}")
    return tuple(bytes.fromhex(found.group(1)))


TRACK, ARC = css_colour("line"), css_colour("accent")


def frame_pixels(index: int) -> bytes:
    """Frame ``index``'s rows of RGBA pixels, each row led by PNG's filter byte 0 (none)."""
    start = 360 * index / FRAMES  # where the arc begins, degrees clockwise from the top
    centre = SIZE / 2
    outer, inner = SIZE / 2 - 0.5, SIZE / 2 - 0.5 - RING
    offsets = [(k + 0.5) / SAMPLES for k in range(SAMPLES)]
    rows = bytearray()
    for y in range(SIZE):
        rows.append(0)
        for x in range(SIZE):
            arc = track = 0
            for oy in offsets:
                for ox in offsets:
                    dx, dy = x + ox - centre, y + oy - centre
                    if not inner <= math.hypot(dx, dy) <= outer:
                        continue
                    if (math.degrees(math.atan2(dx, -dy)) - start) % 360 < ARC_DEGREES:
                        arc += 1
                    else:
                        track += 1
            covered = arc + track
            if covered == 0:
                rows += b"\0\0\0\0"
                continue
            rgb = [round((a * arc + t * track) / covered) for a, t in zip(ARC, TRACK)]
            rows += bytes(rgb) + bytes([round(255 * covered / SAMPLES**2)])
    return bytes(rows)


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def apng() -> bytes:
    """The whole file: PNG's header, acTL (FRAMES frames, looping forever), then for each frame
    its fcTL (size, delay) and its pixels (IDAT for the first, which is also the still picture
    of a viewer without APNG support; fdAT for the rest)."""
    out = [PNG_SIGNATURE, _chunk(b"IHDR", struct.pack(">IIBBBBB", SIZE, SIZE, 8, 6, 0, 0, 0)),
           _chunk(b"acTL", struct.pack(">II", FRAMES, 0))]
    sequence = 0
    for i in range(FRAMES):
        # delay TURN_MS / FRAMES ms as a fraction (numerator, denominator 1000); dispose none,
        # blend source: each frame replaces the last one whole
        out.append(_chunk(b"fcTL", struct.pack(">IIIIIHHBB", sequence, SIZE, SIZE, 0, 0,
                                               TURN_MS // FRAMES, 1000, 0, 0)))
        sequence += 1
        data = zlib.compress(frame_pixels(i), 9)
        if i == 0:
            out.append(_chunk(b"IDAT", data))
        else:
            out.append(_chunk(b"fdAT", struct.pack(">I", sequence) + data))
            sequence += 1
    out.append(_chunk(b"IEND", b""))
    return b"".join(out)


def write(folder: pathlib.Path) -> bool:
    """Write folder/NAME if its content changed; True if it was written."""
    path = folder / NAME
    data = apng()
    if path.is_file() and path.read_bytes() == data:
        return False
    folder.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=pathlib.Path, default=ROOT / "static" / "vendor")
    args = ap.parse_args()
    if write(args.out):
        print(f"wrote {args.out / NAME}")


if __name__ == "__main__":
    main()
