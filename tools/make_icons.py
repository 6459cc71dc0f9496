"""Draw the app's PNG icons (static/icons/, committed) from static/favicon.svg with Chromium.

Run once after changing the favicon: ``.venv/bin/python tools/make_icons.py``. Writes
icon-192.png and icon-512.png (the favicon as it is) and maskable-512.png (the favicon on a
full-bleed background inside the safe zone, for launchers that crop icons to a shape).
"""

from __future__ import annotations

import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "static" / "icons"
BG = "#27445c"


def main() -> None:
    from playwright.sync_api import sync_playwright

    svg = (ROOT / "static" / "favicon.svg").read_text()
    OUT.mkdir(parents=True, exist_ok=True)
    jobs = [("icon-192.png", 192, 1.0, "transparent"), ("icon-512.png", 512, 1.0, "transparent"),
            ("maskable-512.png", 512, 0.72, BG)]
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox"])
        for name, size, scale, bg in jobs:
            page = browser.new_page(viewport={"width": size, "height": size})
            inner = round(size * scale)
            page.set_content(
                f'<body style="margin:0;background:{bg};display:grid;place-items:center;'
                f'width:{size}px;height:{size}px">'
                f'<div style="width:{inner}px;height:{inner}px">'
                f'{svg.replace("<svg ", f"<svg width={inner!r} height={inner!r} ", 1)}</div></body>')
            page.screenshot(path=str(OUT / name), omit_background=bg == "transparent")
            page.close()
        browser.close()
    print("wrote", ", ".join(j[0] for j in jobs), "in", OUT.relative_to(ROOT))


if __name__ == "__main__":
    main()
