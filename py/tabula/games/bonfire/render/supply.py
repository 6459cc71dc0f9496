"""The displays and the general supply: the four path tiles on offer and the draw pile, the gnomes
on offer (specialists and elders), the supply of markers and resources and the countdown."""

from __future__ import annotations

from functools import lru_cache

from ...kit.clicks import act, ring
from ...kit.doc import F, ser, splice
from ...kit.palette import PAPER_LINE
from .. import data, texts
from .cards import GN_H, GN_W, PT_H, PT_W, gnome_card, path_tile
from .moves import text_at
from .pieces import marker, res

# -- path tiles ------------------------------------------------------------------------------

PILE_X = 2 + 4 * (PT_W + 4)  # the draw pile, right of the four tiles on display


def _pile(x: float, pile: int, click):
    g = F.g(transform=f"translate({x},16)")
    g.add(F.rect((0, 0), (PT_W, PT_H), rx=4, fill=PAPER_LINE, stroke="#4d4330"))
    g.add(F.rect((3, -3), (PT_W, PT_H), rx=4, fill="#a08f6c", stroke="#4d4330"))
    g.add(F.text("pile", insert=(PT_W / 2 + 3, 18), class_="s b c w"))
    g.add(F.text(str(pile), insert=(PT_W / 2 + 3, 34), class_="l b c w"))
    if click:
        g.add(ring(0, -3, PT_W + 3, PT_H + 3))
        return act(g, click, f"{click}: draw the top tile of the pile")
    g.set_desc(title=f"{pile} path tiles face down")
    return g


@lru_cache(maxsize=128)
def _paths_frag(display: tuple, pile: int, clicks: tuple, pile_click, refresh_click) -> str:
    g = F.g()
    g.add(F.text("Path tiles", insert=(2, 12), class_="cap"))
    for k, t in enumerate(display):
        tg = F.g(transform=f"translate({2 + k * (PT_W + 4)},16)")
        tg.add(F.g(id=f"bf-sub-{k}"))
        if clicks[k]:
            el = F.g()
            el.add(ring(0, 0, PT_W, PT_H))
            tg.add(act(el, clicks[k], f"{clicks[k]}: {texts.path_tile_tip(t)}"))
        g.add(tg)
    x = PILE_X
    g.add(_pile(x, pile, pile_click))
    if refresh_click:
        el = F.g()
        el.add(F.rect((x + PT_W + 10, 22), (58, 34), rx=5, class_="btn"))
        el.add(F.text("refresh", insert=(x + PT_W + 39, 36), class_="s b c"))
        el.add(F.text("display", insert=(x + PT_W + 39, 48), class_="s b c"))
        tip = "all four tiles share a crystal colour: put them under the pile and lay out four new ones"
        g.add(act(el, refresh_click, f"{refresh_click}: {tip}"))
    return splice(ser(g), [path_tile(t) for t in display], "bf-sub")


def paths(doc, v, cl):
    """The path-tile display and the pile as a group, its width and height."""
    clicks = tuple(text_at(cl, ("pathd", t)) for t in v.path_display)
    frag = _paths_frag(tuple(v.path_display), len(v.path_pile), clicks, text_at(cl, ("pile",)),
                       text_at(cl, ("refresh",)))
    g = F.g()
    doc.raw(g, frag)
    return g, 2 + 5 * (PT_W + 4) + 72, 16 + PT_H + 4


# -- gnomes ----------------------------------------------------------------------------------


def _recruit(t, gn: str, clicks: tuple) -> None:
    """A gnome's clicks: the whole card when it is free, else a button per way to pay."""
    mk, rs, free = clicks
    r = data.GNOMES[gn]
    if free:
        el = F.g()
        el.add(ring(0, 0, GN_W, GN_H))
        t.add(act(el, free, f"{free}: take this specialist for free"))
    bx, bw = 3, 47  # two buttons side by side: the words, then the resource
    for text, lab, tip in ((mk, "2 mk + 1", f"pay 2 gnome markers and 1 {r}"),
                           (rs, "1 mk + 2", f"pay 1 gnome marker and 2 {r}")):
        if text:
            el = F.g()
            el.add(F.rect((bx, GN_H - 17), (bw, 14), rx=4, class_="btn"))
            el.add(F.text(lab, insert=(bx + 19.5, GN_H - 7), class_="t b c"))
            el.add(res(r, bx + bw - 5, GN_H - 10, 0.55))
            t.add(act(el, text, f"{text}: recruit: {tip}"))
        bx += bw + 2


def _gnome_xy(k: int, n_specs: int, per_row: int) -> tuple[int, int]:
    """Where the ``k``-th gnome on offer lies: the specialists' rows, then the elders' rows."""
    spec_rows = (n_specs + per_row - 1) // per_row
    row = k // per_row if k < n_specs else spec_rows + (k - n_specs) // per_row
    col = k % per_row if k < n_specs else (k - n_specs) % per_row
    return 2 + col * (GN_W + 4), 16 + row * (GN_H + 4)


@lru_cache(maxsize=128)
def _gnomes_frag(specs: tuple, elders: tuple, pile: int, clicks: tuple, per_row: int) -> str:
    g = F.g()
    g.add(F.text(f"Gnomes: specialists ({pile} in the pile) and elders", insert=(2, 12), class_="cap"))
    for k, gn in enumerate(specs + elders):
        x, y = _gnome_xy(k, len(specs), per_row)
        t = F.g(transform=f"translate({x},{y})")
        t.add(F.g(id=f"bf-sub-{k}"))
        _recruit(t, gn, clicks[k])
        g.add(t)
    return splice(ser(g), [gnome_card(gn) for gn in specs + elders], "bf-sub")


def gnomes(doc, v, cl, per_row: int = 3):
    """The gnomes on offer as a group, its width and height."""
    shown = list(v.spec_display) + list(v.elders)
    clicks = tuple((text_at(cl, ("gnome", gn, "markers")), text_at(cl, ("gnome", gn, "resources")),
                    text_at(cl, ("gnome", gn, "free"))) for gn in shown)
    frag = _gnomes_frag(tuple(v.spec_display), tuple(v.elders), len(v.gnome_pile), clicks, per_row)
    g = F.g()
    doc.raw(g, frag)
    rows = (len(v.spec_display) + per_row - 1) // per_row + (len(v.elders) + per_row - 1) // per_row
    return g, 2 + per_row * (GN_W + 4), 16 + max(1, rows) * (GN_H + 4)


def paths_box(v, key: tuple):
    """The box (x, y, w, h, rx) of a path tile on display (``pathd``), of the pile (``pile``) or of
    the whole display (``refresh``); None: that tile is not on display."""
    if key[0] == "pile":
        return PILE_X, 13, PT_W + 3, PT_H + 3, 5
    if key[0] == "refresh":  # the display laid out anew: its tiles, the pile and the button's place
        return 2, 13, PILE_X + PT_W + 66, PT_H + 3, 5
    if key[1] in v.path_display:
        return 2 + v.path_display.index(key[1]) * (PT_W + 4), 16, PT_W, PT_H, 5
    return None


def gnomes_box(v, key: tuple, per_row: int = 3):
    """The box of a gnome on offer (None: it is not on offer)."""
    shown = list(v.spec_display) + list(v.elders)
    if key[1] not in shown:
        return None
    return (*_gnome_xy(shown.index(key[1]), len(v.spec_display), per_row), GN_W, GN_H, 5)


# -- the supply and the countdown ------------------------------------------------------------


@lru_cache(maxsize=128)
def _supply_frag(supply_m: tuple, supply_r: tuple, cd: tuple, novices: int, trigger: int) -> str:
    g = F.g()
    g.add(F.text("Supply and countdown", insert=(2, 12), class_="cap"))
    rows = ((26, marker, data.MARKERS, supply_m, lambda m: f"{texts.MARKER_NAME[m]} markers"),
            (46, res, data.RESOURCES, supply_r, str))
    for y, draw, kinds, counts, say in rows:
        for j, (kind, k) in enumerate(zip(kinds, counts)):
            el = F.g()
            el.add(draw(kind, 10 + 30 * j, y))
            el.add(F.text(str(k), insert=(20 + 30 * j, y + 4), class_="s"))
            el.set_desc(title=f"{k} {say(kind)} in the supply")
            g.add(el)
    stack, current = cd
    if stack is None:
        txt = f"novices in the council: {novices} of {trigger} (then the countdown starts)"
    else:
        txt = (f"countdown: tiles left {', '.join(map(str, stack)) or 'none'}"
               + (f"; showing {current}" if current is not None else ""))
    g.add(F.text(txt, insert=(4, 68), class_="s b"))
    return ser(g)


def supply(doc, v, width: float):
    """The general supply and the countdown as a group, its width and height."""
    cd = (tuple(v.cd_stack) if v.cd_stack is not None else None, v.cd_current)
    frag = _supply_frag(tuple(v.supply_m), tuple(v.supply_r), cd, sum(len(f) for f in v.council),
                        data.COUNTDOWN_TRIGGER[v.nplayers])
    g = F.g()
    doc.raw(g, frag)
    return g, width, 74

