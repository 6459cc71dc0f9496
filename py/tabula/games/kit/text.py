"""Measuring and breaking text for SVG boards, where nothing is measured by a browser.

Widths are DejaVu Sans's advance widths (the fallback sans-serif of Debian's Chromium, and wider
than system-ui on Windows, macOS or Android), so a text measured here fits wherever it is drawn.
Bold text is about 13% wider; ``bold=True`` allows for it.
"""

from __future__ import annotations

from functools import lru_cache

FONT = 'system-ui,-apple-system,"Segoe UI",Roboto,"DejaVu Sans",sans-serif'

# DejaVu Sans advance widths in em (units per em 2048), printable ASCII; others count as AVERAGE.
_EM = {
    " ": 651, "!": 821, '"': 942, "#": 1716, "$": 1303, "%": 1946, "&": 1597, "'": 563,
    "(": 799, ")": 799, "*": 1024, "+": 1716, ",": 651, "-": 739, ".": 651, "/": 690,
    ":": 690, ";": 690, "<": 1716, "=": 1716, ">": 1716, "?": 1087, "@": 2048,
    "A": 1401, "B": 1405, "C": 1430, "D": 1577, "E": 1294, "F": 1178, "G": 1587, "H": 1540,
    "I": 604, "J": 604, "K": 1343, "L": 1141, "M": 1767, "N": 1532, "O": 1612, "P": 1235,
    "Q": 1612, "R": 1423, "S": 1300, "T": 1251, "U": 1499, "V": 1401, "W": 2025, "X": 1403,
    "Y": 1251, "Z": 1403, "[": 799, "\\": 690, "]": 799, "^": 1716, "_": 1024, "`": 1024,
    "a": 1255, "b": 1300, "c": 1126, "d": 1300, "e": 1260, "f": 721, "g": 1300, "h": 1298,
    "i": 569, "j": 569, "k": 1186, "l": 569, "m": 1995, "n": 1298, "o": 1253, "p": 1300,
    "q": 1300, "r": 842, "s": 1067, "t": 803, "u": 1298, "v": 1212, "w": 1675, "x": 1212,
    "y": 1212, "z": 1075, "{": 1303, "|": 690, "}": 1303, "~": 1716,
}
_EM.update({str(d): 1303 for d in range(10)})
# the symbols boards write most besides ASCII (arrows, dots, dashes, signs)
_EM.update({"→": 1716, "←": 1716, "↑": 1024, "↓": 1024, "↳": 1716, "·": 651, "•": 1208, "…": 2048,
            "−": 1716, "×": 1716, "–": 1024, "—": 2048, "★": 1716, "✓": 1716, "é": 1260,
            "\u00a0": 651})
WIDTH = {c: w / 2048 for c, w in _EM.items()}
AVERAGE = 0.62  # anything else (arrows, accented letters, symbols): a wide-ish letter
BOLD = 1.13  # DejaVu Sans Bold against Regular, measured in Chromium ("collect": 20.8 vs 18.4)


def text_width(text: str, size: float, *, bold: bool = False) -> float:
    """The width of ``text`` at font size ``size`` (user units)."""
    w = sum(WIDTH.get(c, AVERAGE) for c in text) * size
    return w * BOLD if bold else w


@lru_cache(maxsize=4096)  # boards wrap the same headings on every render
def _wrap(text: str, width: float, size: float, bold: bool) -> tuple[str, ...]:
    lines: list[str] = []
    line = ""
    for word in [w for w in text.split(" ") if w]:
        wider = f"{line} {word}" if line else word
        if line and text_width(wider, size, bold=bold) > width:
            lines.append(line)
            line = word
        else:
            line = wider
    if line:
        lines.append(line)
    return tuple(lines)


def wrap(text: str, width: float, size: float, *, bold: bool = False) -> list[str]:
    """``text`` broken between words into lines at most ``width`` wide (a single word longer than
    that keeps a line of its own). A no-break space (U+00A0) keeps its neighbours together."""
    return list(_wrap(text, width, size, bold))


def fit(text: str, width: float, size: float, *, bold: bool = False) -> str:
    """``text``, cut short with an ellipsis if it is wider than ``width``."""
    if text_width(text, size, bold=bold) <= width:
        return text
    while text and text_width(text + "…", size, bold=bold) > width:
        text = text[:-1]
    return text.rstrip() + "…"
