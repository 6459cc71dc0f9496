"""The faces of the tiles: power actions, round scoring, bonus, favor and town tiles, drawn as
the printed tiles are, in numbers and pictures (svg/terra_mystica.svg: resources, spades,
buildings, the cult tracks' signs); each face says in words what it does in its tooltip. A face
depends on the tile alone, so it is drawn once and cached as text (``supply.py`` lays them out
with what the state adds: used, taken, left, clickable).
"""

from __future__ import annotations

from functools import cache

from ...kit.doc import F, f1, ser, tip, use
from ...kit.text import text_width
from .. import data, texts
from .style import CULT_FILL, CULT_TINT, POWER_FILL, TILE_LINE

W = 55  # every tile's width (six to a phone's row)
PA_W, PA_H = W, 60
SC_W, SC_H = W, 96
BON_W, BON_H = W, 74
FAV_W, FAV_H = W, 66
TW_W, TW_H = W, 58
ICON_W = {"tm-i-C": 11, "tm-i-W": 10, "tm-i-P": 10, "tm-i-PW": 9, "tm-i-spade": 11, "tm-i-bridge": 15,
          "tm-i-ship": 14, "tm-i-key": 12, "tm-i-D": 9, "tm-i-TP": 12, "tm-i-TE": 10, "tm-i-SH": 12,
          "tm-i-SA": 12, "tm-i-cults": 13, **{f"tm-c-{t}": 14 for t in data.CULTS}}
RES_ICON = {"C": "tm-i-C", "W": "tm-i-W", "P": "tm-i-P", "PW": "tm-i-PW", "SPADE": "tm-i-spade"}
GAP = 2


def line(g, parts: list, cx: float, y: float, cls: str = "l b", size: float = 15, *,
         start: bool = False) -> None:
    """One line of numbers, words and pictures (``"#tm-i-C"``: a symbol), centred on ``cx`` (or
    starting there), its baseline at ``y``; ``size`` is the class's font size (for measuring)."""
    bold = " b" in f" {cls}"
    widths = [ICON_W[p[1:]] if p.startswith("#") else text_width(p, size, bold=bold) for p in parts]
    x = cx if start else cx - (sum(widths) + GAP * (len(parts) - 1)) / 2
    for p, w in zip(parts, widths):
        if p.startswith("#"):
            g.add(use(p[1:], x + w / 2, y - size * 0.36))
        else:
            g.add(F.text(p, insert=(f1(x), f1(y)), class_=cls))
        x += w + GAP


def amounts(res: dict) -> list:
    """``{"C": 2, "W": 1}`` as parts of a line: 2 (coin) 1 (worker)."""
    out: list = []
    for k, v in res.items():
        out += [str(v), "#" + RES_ICON[k]]
    return out


def _octagon(w: float, h: float, c: float, x: float = 0, y: float = 0) -> list:
    return [(x + c, y), (x + w - c, y), (x + w, y + c), (x + w, y + h - c), (x + w - c, y + h),
            (x + c, y + h), (x, y + h - c), (x, y + c)]


@cache
def power_tile(name: str) -> str:
    """A power action: an octagon with its cost in power and what it gives."""
    g = F.g()
    g.add(F.polygon(_octagon(PA_W, PA_H, 12), fill="#efe6f8", stroke=POWER_FILL, stroke_width=1.5))
    g.add(F.circle((PA_W / 2, 17), 11, fill=POWER_FILL))
    g.add(F.text(str(data.POWER_ACTIONS[name]), insert=(PA_W / 2, 22), class_="l b c on-dark"))
    gain = {"ACT1": ["#tm-i-bridge"], "ACT2": ["1", "#tm-i-P"], "ACT3": ["2", "#tm-i-W"],
            "ACT4": ["7", "#tm-i-C"], "ACT5": ["1", "#tm-i-spade"], "ACT6": ["2", "#tm-i-spade"]}[name]
    line(g, gain, PA_W / 2, 48)
    return ser(tip(g, texts.power_action_text(name)))


@cache
def score_tile(name: str, rnd: int) -> str:
    """A round's scoring tile: what scores during the round, and the cult reward at its end."""
    t = data.SCORING[name]
    g = F.g()
    g.add(F.rect((0, 0), (SC_W, SC_H), rx=5, class_="card"))
    g.add(F.text(f"Round {rnd}", insert=(SC_W / 2, 14), class_="s c mute"))
    what = {"SPADE": ["#tm-i-spade"], "TW": ["#tm-i-key"]}.get("/".join(t["vp"]))
    line(g, what or [f"#tm-i-{b}" for b in t["vp"]][::-1], SC_W / 2, 34)
    line(g, [f"+{next(iter(t['vp'].values()))} VP"], SC_W / 2, 51, "m b", 13)
    track, per, reward = t["cult"]
    g.add(F.rect((3, 58), (SC_W - 6, 35), rx=4, fill=CULT_TINT.get(track, "#eee"),
                 stroke=CULT_FILL.get(track, "#777")))
    line(g, [str(per), "#tm-i-P" if track == "PRIESTS" else f"#tm-c-{track}", "→"], SC_W / 2, 73, "m b", 13)
    line(g, amounts(reward), SC_W / 2, 89, "m b", 13)
    return ser(tip(g, texts.scoring_text(name)))


@cache
def bonus_tile(name: str) -> str:
    """A bonus tile: its income, then its action, its shipping or what passing scores."""
    t = data.BONUS[name]
    g = F.g()
    g.add(F.rect((0, 0), (BON_W, BON_H), rx=5, fill="#f3eedc", stroke=TILE_LINE))
    line(g, amounts(t["income"]), BON_W / 2, 26)
    if t.get("action"):
        _action(g, ["1", "#tm-i-spade"] if name == "BON1" else ["+1", "#tm-i-cults"], BON_W, 36)
    if t.get("ship"):
        line(g, ["#tm-i-ship", "+1"], BON_W / 2, 56, "m b", 13)
    for what, table in t.get("pass_vp", {}).items():
        g.add(F.text("passing:", insert=(BON_W / 2, 48), class_="s c mute"))
        both = ["#tm-i-SH", "#tm-i-SA"]
        icons = {"ship": ["#tm-i-ship"], "SH": both, "SA": both}.get(what, [f"#tm-i-{what}"])
        line(g, [*icons, f"{table[1]} VP"], BON_W / 2, 65, "s b", 12)
        break  # SH and SA score together
    return ser(tip(g, texts.bonus_text(name)))


def _action(g, parts: list, w: float, y: float, h: float = 26) -> None:
    """A tile's action (once a round): its gain in an octagon, as the printed tiles show it."""
    g.add(F.polygon(_octagon(w - 8, h, 7, 4, y), fill="#fff", stroke="#6b5d3f", stroke_width=1.2))
    line(g, parts, w / 2, y + h / 2 + 5, "m b", 13)


@cache
def favor_tile(name: str) -> str:
    """A favor tile: its cult steps on a band of the track's colour, then what else it gives."""
    t = data.FAVORS[name]
    (track, n), = t["cult"].items()
    g = F.g()
    g.add(F.rect((0, 0), (FAV_W, FAV_H), rx=5, fill="#fbf3e0", stroke=TILE_LINE))
    g.add(F.path(d=f"M0,22 V5 a5,5 0 0 1 5,-5 H{FAV_W - 5} a5,5 0 0 1 5,5 V22 Z", fill=CULT_FILL[track]))
    line(g, [f"#tm-c-{track}", f"+{n}"], FAV_W / 2, 17, "l b on-dark")
    if t.get("action"):
        _action(g, ["+1", "#tm-i-cults"], FAV_W, 24, 23)
    elif t["income"]:
        line(g, amounts(t["income"]), FAV_W / 2, 44)
    elif "vp_per_build" in t:
        (b, vp), = t["vp_per_build"].items()
        line(g, [f"#tm-i-{b}", f"+{vp} VP"], FAV_W / 2, 42, "s b", 12)
    elif "pass_vp" in t:
        line(g, ["pass", "#tm-i-TP"], FAV_W / 2, 42, "s b", 12)
    elif name == "FAV5":
        line(g, ["#tm-i-key", "6"], FAV_W / 2, 43, "m b", 13)
    return ser(tip(g, texts.favor_text(name)))


@cache
def town_tile(name: str) -> str:
    """A town tile: its points, what else it gives, and its keys."""
    gain = dict(data.TOWNS[name]["gain"])
    g = F.g()
    g.add(F.rect((0, 0), (TW_W, TW_H), rx=5, fill="#fff4cc", stroke="#b8860b"))
    line(g, [f"{gain.pop('VP')} VP"], TW_W / 2, 19)
    keys = gain.pop("KEY", 1)
    cults = {k: gain.pop(k) for k in data.CULTS if k in gain}
    if cults:
        line(g, [f"+{next(iter(cults.values()))}", "#tm-i-cults"], TW_W / 2, 38, "m b", 13)
    elif gain.pop("GAIN_SHIP", 0):
        line(g, ["#tm-i-ship", "+1"], TW_W / 2, 37, "m b", 13)
    elif gain:
        line(g, amounts(gain), TW_W / 2, 38)
    for k in range(keys):
        g.add(use("tm-i-key", 11 + 9 * k, TW_H - 10))
    return ser(tip(g, texts.town_text(name)))


def badge(g, text: str, w: float, h: float, *, coin: bool = False) -> None:
    """What the state adds to a tile: the coins on a bonus tile (a coin on its corner) or how many
    of a favor or town tile are left (a pill at its foot)."""
    if coin:
        g.add(F.circle((w - 4, 4), 9, fill="#f5c542", stroke="#9a7300", stroke_width=1))
        g.add(F.text(text, insert=(w - 4, 8.5), class_="s b c"))
        return
    pw = text_width(text, 12, bold=True) + 8
    g.add(F.rect((f1(w - pw - 2), h - 17), (f1(pw), 15), rx=7.5, fill="#555"))
    g.add(F.text(text, insert=(f1(w - 2 - pw / 2), h - 5.5), class_="s b c on-dark"))
