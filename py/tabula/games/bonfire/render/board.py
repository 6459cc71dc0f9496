"""The shared board beside the sea: the Great Bonfire with its seven fields and their portals, the
High Council and the council tasks. Both are 352 units wide in either layout (a phone's column).

Each part is a fragment cached by exactly what it shows (the click words included), so consecutive
positions of a game redraw only what changed.
"""

from __future__ import annotations

import math
from functools import lru_cache

from ...kit.clicks import act
from ...kit.doc import F, f1, ser
from .. import data, texts
from ..steps import GreatRewards, pending
from .moves import click_at
from .pieces import hit, marker, novice, portal, res

# -- the Great Bonfire -----------------------------------------------------------------------

GB_W, GB_H = 352, 346
GB_BW, GB_BH = 100, 72  # a field's box
GB_R = 129
GB_C = (176, 186)
REWARDS = ("marker", "resource", "points", *data.PORTAL_SHAPES)  # what a Great Bonfire field gives
PORTAL_STEP = 24  # a field's portals, each a target this wide


def _gb_pos(k: int) -> tuple[float, float]:
    a = math.radians(-90 + k * 360 / data.GB_FIELDS)
    return GB_C[0] + GB_R * math.cos(a) - GB_BW / 2, GB_C[1] + GB_R * math.sin(a) - GB_BH / 2


def _gb_centre(pos):
    """The fire in the middle and the beam to the field it is turned to."""
    g = F.g()
    g.add(F.text("Great Bonfire", insert=(2, 16), class_="cap"))
    g.add(F.circle(GB_C, GB_R + 10, fill="#fbeedd", stroke="#d9a05b", stroke_width=1.5))
    if pos is not None:
        x, y = _gb_pos(pos)
        g.add(F.line(GB_C, (f1(x + GB_BW / 2), f1(y + GB_BH / 2)), stroke="#c0470c", stroke_width=5,
                     stroke_linecap="round"))
    g.add(F.use("#bf-flame", transform=f"translate({GB_C[0]},{GB_C[1] - 6}) scale(1.8)"))
    g.add(F.text("turned to" if pos is not None else "not yet", insert=(GB_C[0], GB_C[1] + 30), class_="t c"))
    g.add(F.text(f"field {pos + 1}" if pos is not None else "turned", insert=(GB_C[0], GB_C[1] + 44),
                 class_="t b c"))
    g.set_desc(title="The Great Bonfire: turning it 1 field on costs 1 Great Bonfire marker, 2 fields "
                     "2, any field 3 (the first turn of the game: any field for 1). Take 2 of the "
                     "field's rewards: its marker, its good (or 2 points), one of its portals.")
    return g


def _reward(box, el, x: float, y: float, click, tip: str) -> None:
    """One reward of a field (24 x 24 from (x, y)): a click while it may be taken."""
    if click:
        el.elements.insert(0, hit(x, y, 24, 24, 4))
        box.add(act(el, *click))
    else:
        el.set_desc(title=tip)
        box.add(el)


def _gb_rewards(box, k: int, portals: tuple, takes: dict) -> None:
    """A field's marker, resource (or 2 points) and portals; each one a click when it may be taken."""
    m, r = data.GB_REWARDS[k]
    mk = F.g()
    mk.add(marker(m, 46, 16, 1.2))
    _reward(box, mk, 34, 4, takes.get("marker"), f"a {texts.MARKER_NAME[m]} marker")
    rs = F.g()
    if r == "points":
        rs.add(F.circle((80, 16), 10, fill="#fff", stroke="#555"))
        rs.add(F.text("2", insert=(80, 20), class_="t b c"))
    else:
        rs.add(res(r, 80, 16, 1.3))
    _reward(box, rs, 68, 4, takes.get("points" if r == "points" else "resource"),
            "2 points" if r == "points" else f"1 {r}")
    for j, sh in enumerate(portals):
        px = 2 + j * PORTAL_STEP
        pe = F.g()
        pe.add(portal(sh, px + 12, 48, scale=1.3))
        _reward(box, pe, px, 36, takes.get(sh) if sh not in portals[:j] else None, f"a {sh} portal")


@lru_cache(maxsize=256)
def _gb_frag(pos, portals: tuple, clicks: tuple, takes: tuple) -> str:
    g = _gb_centre(pos)
    for k in range(data.GB_FIELDS):
        x, y = _gb_pos(k)
        box = F.g(transform=f"translate({f1(x)},{f1(y)})")
        here = k == pos
        box.add(F.rect((0, 0), (GB_BW, GB_BH), rx=6, fill="#fff8ea", stroke="#c0470c" if here else "#b08a55",
                       stroke_width=3 if here else 1))
        box.add(F.text(str(k + 1), insert=(7, 18), class_="l b"))
        if clicks[k]:
            box.add(hit(0, 0, GB_BW, GB_BH, 7))
        _gb_rewards(box, k, portals[k], dict(takes[k]))
        if clicks[k]:
            act(box, *clicks[k])
        else:
            box.set_desc(title=texts.gb_field_tip(k))
        g.add(box)
    return ser(g)


def great_bonfire(doc, v, cl):
    """The Great Bonfire as a group, its width and height."""
    f = pending(v)
    clicks = tuple(click_at(v, cl, ("gb", k), texts.gb_field_tip(k)) for k in range(data.GB_FIELDS))
    takes = [()] * data.GB_FIELDS
    if type(f) is GreatRewards:
        takes[f.field] = tuple((w, t) for w in REWARDS if (t := click_at(v, cl, ("gbtake", f.field, w))))
    frag = _gb_frag(v.gb_pos, tuple(tuple(p) for p in v.gb_portals), clicks, tuple(takes))
    g = F.g()
    doc.raw(g, frag)
    return g, GB_W, GB_H


# -- the High Council and the council tasks --------------------------------------------------

HC_TW, HC_TH = 85, 66  # a council field
CT_W, CT_H = 68, 52  # a council task
HC_W = 4 * (HC_TW + 3) + 1
CT_Y0 = 22 + 2 * (HC_TH + 4) + 6  # the council tasks' heading
HC_H = CT_Y0 + 22 + CT_H + 4


def _council_xy(k: int) -> tuple[float, float]:
    return 1 + (k % 4) * (HC_TW + 3), 22 + (k // 4) * (HC_TH + 4)


def _ctask_xy(k: int) -> tuple[float, float]:
    return 1 + k * (CT_W + 2.5), CT_Y0 + 22


def _council_field(k: int, novices: tuple, click, names):
    x, y = _council_xy(k)
    t = F.g(transform=f"translate({f1(x)},{f1(y)})")
    t.add(F.rect((0, 0), (HC_TW, HC_TH), rx=5, fill="#f2ecfa", stroke="#7d5aa6"))
    if click:
        t.add(hit(0, 0, HC_TW, HC_TH))
    t.add(F.text(str(k + 1), insert=(5, 14), class_="s b"))
    a, b = texts.COUNCIL_SHORT[data.COUNCIL_BONUSES[k]]
    t.add(F.text(a, insert=(HC_TW / 2 + 6, 15), class_="t c"))
    t.add(F.text(b, insert=(HC_TW / 2 + 6, 29), class_="t c"))
    for j, who in enumerate(novices):
        t.add(novice(None if who < 0 else who, 11 + (j % 5) * 16, 42 + (j // 5) * 14, names))
    if click:
        return act(t, *click)
    t.set_desc(title=texts.council_tip(k))
    return t


def _council_task(k: int, ct: str, novice_left: bool, click):
    x, y = _ctask_xy(k)
    t = F.g(transform=f"translate({f1(x)},{f1(y)})")
    t.add(F.rect((0, 0), (CT_W, CT_H), rx=5, fill="#eeeeee", stroke="#777"))
    if click:
        t.add(hit(0, 0, CT_W, CT_H))
    n, word = texts.COUNCIL_TASK_SHORT[ct].split(" ", 1)
    t.add(F.text(n, insert=(18, 21), class_="l b c"))
    t.add(F.text(word, insert=(CT_W / 2, 43), class_="t c"))
    if novice_left:
        t.add(novice(None, 46, 16))
    else:
        t.add(F.text("gone", insert=(46, 20), class_="t c mute"))
    if click:
        return act(t, *click)
    t.set_desc(title=texts.council_task_tip(ct))
    return t


@lru_cache(maxsize=256)
def _council_frag(council: tuple, novices: tuple, clicks: tuple, ct_clicks: tuple, names) -> str:
    g = F.g()
    g.add(F.text("High Council", insert=(2, 16), class_="cap"))
    for k in range(data.COUNCIL_FIELDS):
        g.add(_council_field(k, council[k], clicks[k], names))
    g.add(F.text("Council tasks: 4 points each at the end", insert=(2, CT_Y0 + 14), class_="s b"))
    for k, ct in enumerate(data.COUNCIL_TASKS):
        g.add(_council_task(k, ct, novices[k], ct_clicks[k]))
    return ser(g)


def council(doc, v, cl, names):
    """The High Council and the council tasks as a group, its width and height."""
    clicks = tuple(click_at(v, cl, ("council", k), texts.council_tip(k)) for k in range(data.COUNCIL_FIELDS))
    ctc = tuple(click_at(v, cl, ("ctask", ct), texts.council_task_tip(ct)) for ct in data.COUNCIL_TASKS)
    frag = _council_frag(tuple(tuple(f) for f in v.council), tuple(v.council_novices), clicks, ctc, names)
    g = F.g()
    doc.raw(g, frag)
    return g, HC_W, HC_H


# -- where a part is (the marks of the other seats' actions: marks.py) ------------------------


def gb_box(v, key: tuple, layout: str = "wide"):
    """The box of a Great Bonfire field: turned to (``gb``) or rewarding (``gbtake``)."""
    k = key[1]
    return (*_gb_pos(k), GB_BW, GB_BH, 7) if isinstance(k, int) and 0 <= k < data.GB_FIELDS else None


def council_box(v, key: tuple, layout: str = "wide"):
    """The box of a council field (``council``) or a council task (``ctask``)."""
    if key[0] == "council":
        return (*_council_xy(key[1]), HC_TW, HC_TH, 5) if 0 <= key[1] < data.COUNCIL_FIELDS else None
    if key[1] in data.COUNCIL_TASKS:
        return (*_ctask_xy(data.COUNCIL_TASKS.index(key[1])), CT_W, CT_H, 5)
    return None
