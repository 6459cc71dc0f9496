"""The faces of the tiles: power actions, round scoring, bonus, favor and town tiles. Each face
depends on the tile alone, so it is drawn once and cached as text (``supply.py`` lays them out
with what the state adds: used, taken, left, clickable)."""

from __future__ import annotations

from functools import cache

from ...kit.doc import F, ser, tip
from .. import data, texts
from .style import CULT_FILL, CULT_TEXT, CULT_TINT, POWER_FILL, TILE_LINE, on_cult

PA_W, PA_H = 60, 60
SC_W, SC_H = 64, 62
BON_W, BON_H = 56, 62
FAV_W, FAV_H = 66, 42
TW_W, TW_H = 54, 42
BON_EXTRA = {"BON1": "spade act", "BON2": "cult act", "BON4": "+1 ship", "BON6": "pass SH 4",
             "BON7": "pass TP 2", "BON9": "pass D 1", "BON10": "pass ship 3"}
FAV_EXTRA = {"FAV5": "town 6", "FAV6": "cult act", "FAV7": "1W 1PW", "FAV8": "+4PW", "FAV9": "+3C",
             "FAV10": "TP +3VP", "FAV11": "D +2VP", "FAV12": "pass TP"}


@cache
def power_tile(name: str) -> str:
    """A power action: an octagon with its cost, what it gives and its name."""
    g = F.g()
    c = 12
    octagon = [(c, 0), (PA_W - c, 0), (PA_W, c), (PA_W, PA_H - c), (PA_W - c, PA_H), (c, PA_H),
               (0, PA_H - c), (0, c)]
    g.add(F.polygon(octagon, fill="#efe6f8", stroke=POWER_FILL, stroke_width=1.5))
    g.add(F.circle((PA_W / 2, 15), 9, fill=POWER_FILL))
    g.add(F.text(str(data.POWER_ACTIONS[name]), insert=(PA_W / 2, 19), class_="m b c on-dark"))
    g.add(F.text(texts.POWER_ACTION_LABEL[name], insert=(PA_W / 2, 38), class_="s b c"))
    g.add(F.text(name, insert=(PA_W / 2, 51), class_="s c mute"))
    return ser(tip(g, texts.POWER_ACTION_TEXT[name]))


@cache
def score_tile(name: str, rnd: int) -> str:
    """A round's scoring tile: what scores during the round, and the cult reward at its end."""
    t = data.SCORING[name]
    g = F.g()
    g.add(F.rect((0, 0), (SC_W, SC_H), rx=5, class_="card"))
    g.add(F.text(f"round {rnd}", insert=(SC_W / 2, 11), class_="s c mute"))
    trigger = "/".join(t["vp"])
    trigger = {"SPADE": "spade", "TW": "town"}.get(trigger, trigger)
    vp = next(iter(t["vp"].values()))
    g.add(F.text(trigger.replace("SA/SH", "SH/SA"), insert=(SC_W / 2, 24), class_="m b c"))
    g.add(F.text(f"+{vp} VP each", insert=(SC_W / 2, 35), class_="s c"))
    track, per, reward = t["cult"]
    (rk, rv), = reward.items()
    g.add(F.rect((4, 40), (SC_W - 8, 18), rx=3, fill=CULT_TINT.get(track, "#eee"),
                 stroke=CULT_FILL.get(track, "#555")))
    lab = f"{per}{track[0]}" if track != "PRIESTS" else "1P sent"
    ink = "air" if track == "PRIESTS" else "" if track == "AIR" else CULT_TEXT[track]
    g.add(F.text(f"{lab}: {rv}{'sp' if rk == 'SPADE' else rk}", insert=(SC_W / 2, 53),
                 class_=f"s b c {ink}".strip()))
    return ser(tip(g, texts.scoring_text(name)))


@cache
def bonus_tile(name: str) -> str:
    """A bonus tile: its income and what else it does."""
    t = data.BONUS[name]
    g = F.g()
    g.add(F.rect((0, 0), (BON_W, BON_H), rx=5, fill="#f3eedc", stroke=TILE_LINE))
    g.add(F.text(name, insert=(BON_W / 2, 12), class_="s c mute"))
    g.add(F.text(texts.res_short(t["income"]), insert=(BON_W / 2, 30), class_="m b c"))
    if name in BON_EXTRA:
        g.add(F.text(BON_EXTRA[name], insert=(BON_W / 2, 45), class_="s c"))
    return ser(tip(g, texts.bonus_text(name)))


@cache
def favor_tile(name: str) -> str:
    """A favor tile: its cult steps on a band of the track's colour, then what else it gives."""
    (track, n), = data.FAVORS[name]["cult"].items()
    g = F.g()
    g.add(F.rect((0, 0), (FAV_W, FAV_H), rx=5, fill="#fbf3e0", stroke=TILE_LINE))
    g.add(F.rect((0, 0), (FAV_W, 15), rx=5, fill=CULT_FILL[track]))
    g.add(F.text(f"+{n} {texts.CULT_WORDS[track]}", insert=(FAV_W / 2, 11),
                 class_=f"s b c {on_cult(track)}".strip()))
    g.add(F.text(FAV_EXTRA.get(name, ""), insert=(4, 29), class_="s b"))
    g.add(F.text(name, insert=(4, 39), class_="s mute"))
    return ser(tip(g, texts.favor_text(name)))


@cache
def town_tile(name: str) -> str:
    """A town tile: its points, what else it gives, and its keys."""
    gain = dict(data.TOWNS[name]["gain"])
    g = F.g()
    g.add(F.rect((0, 0), (TW_W, TW_H), rx=5, fill="#fff4cc", stroke="#b8860b"))
    g.add(F.text(f"{gain.pop('VP')} VP", insert=(TW_W / 2, 14), class_="m b c"))
    keys = gain.pop("KEY", 1)
    g.add(F.text(texts.res_short(gain) if name not in ("TW5", "TW6") else f"+{gain['FIRE']} cults",
                 insert=(TW_W / 2, 27), class_="s c"))
    g.add(F.text(name + (" 2 keys" if keys > 1 else ""), insert=(4, 38), class_="s mute"))
    return ser(tip(g, texts.town_text(name)))
