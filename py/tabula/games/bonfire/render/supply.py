"""The displays and the general supply: the four path tiles on offer and the draw pile, the gnomes
on offer (specialists and elders) with their recruit buttons, the supply of markers and resources
and the countdown."""

from __future__ import annotations

from functools import lru_cache

from ...kit.clicks import act
from ...kit.doc import F, f1, group, ser, splice, zoom
from ...kit.text import wrap
from .. import data, texts
from .cards import GN_W, PT_H, PT_W, gnome_card, path_tile
from .moves import click_at
from .pieces import hit, marker, res

# -- path tiles ------------------------------------------------------------------------------

PT_STEP = PT_W + 4
PATH_COLS = {"wide": 2, "narrow": 6}  # the display's columns: tiles, then the pile and the button


def _path_xy(layout: str, k: int) -> tuple[float, float]:
    """The ``k``-th spot of the display: tiles 0-3, the pile 4, the refresh button 5."""
    cols = PATH_COLS[layout]
    return 2 + (k % cols) * PT_STEP, 22 + (k // cols) * (PT_H + 6)


def _pile(x: float, y: float, pile: int, click):
    g = F.g(transform=f"translate({f1(x)},{f1(y)})")
    g.add(F.rect((0, 0), (PT_W, PT_H), rx=4, fill="#7d6c4c", stroke="#4d4330"))
    g.add(F.text("pile", insert=(PT_W / 2, 20), class_="t b c w"))
    g.add(F.text(str(pile), insert=(PT_W / 2, 42), class_="xl b c w"))
    if click:
        g.add(hit(0, 0, PT_W, PT_H))
        return act(g, *click)
    g.set_desc(title=f"{pile} path tiles face down")
    return g


def _display_tile(t: str, click) -> str:
    """A path tile on display: clickable (and zoom-marked with it) when it may be taken."""
    if not click:
        return path_tile(t)
    el = F.g()
    el.add(F.g(id="bf-sub-0"))
    el.add(hit(0, 0, PT_W, PT_H))
    return splice(ser(zoom(act(el, *click))), [path_tile(t, bare=True)], "bf-sub")


@lru_cache(maxsize=128)
def _paths_frag(layout: str, display: tuple, pile: int, clicks: tuple, pile_click, refresh_click) -> str:
    g = F.g()
    g.add(F.text("Path tiles", insert=(2, 16), class_="cap"))
    raws = []
    for k, t in enumerate(display):
        x, y = _path_xy(layout, k)
        tg = F.g(transform=f"translate({f1(x)},{f1(y)})")
        tg.add(F.g(id=f"bf-sub-{k}"))
        raws.append(_display_tile(t, clicks[k]))
        g.add(tg)
    g.add(_pile(*_path_xy(layout, 4), pile, pile_click))
    if refresh_click:
        x, y = _path_xy(layout, 5)
        el = F.g()
        el.add(F.rect((f1(x), f1(y)), (PT_W, PT_H), rx=5, class_="btn"))
        el.add(F.text("lay out", insert=(f1(x + PT_W / 2), f1(y + 24)), class_="t b c"))
        el.add(F.text("4 new", insert=(f1(x + PT_W / 2), f1(y + 39)), class_="t b c"))
        g.add(act(el, *refresh_click))
    return splice(ser(g), raws, "bf-sub")


def paths(doc, v, cl, layout: str):
    """The path-tile display and the pile as a group, its width and height."""
    clicks = tuple(click_at(v, cl, ("pathd", t)) for t in v.path_display)
    frag = _paths_frag(layout, tuple(v.path_display), len(v.path_pile), clicks, click_at(v, cl, ("pile",)),
                       click_at(v, cl, ("refresh",)))
    g = F.g()
    doc.raw(g, frag)
    cols = PATH_COLS[layout]
    rows = (6 + cols - 1) // cols
    return g, 2 + cols * PT_STEP, 22 + rows * (PT_H + 6)


# -- gnomes ----------------------------------------------------------------------------------

# a layout's gnome card (w, h), cards a row, and the recruit buttons' height
GNOMES = {"wide": (GN_W, 62, 6, 30), "narrow": (115, 76, 3, 46)}


def _cost(g, x: float, y: float, w: float, h: float, gn: str, way: str, click) -> None:
    """A way to recruit (2 gnome markers and 1 resource, or 1 and 2): a button when it is offered,
    else the same symbols, greyed."""
    r = data.GNOMES[gn]
    mk, rs = (2, 1) if way == "markers" else (1, 2)
    el = F.g() if click else F.g(opacity=0.45)
    if click:
        el.add(F.rect((f1(x), f1(y)), (f1(w), f1(h)), rx=5, class_="btn"))
    else:
        el.add(F.rect((f1(x), f1(y)), (f1(w), f1(h)), rx=5, fill="none", stroke="#9a8a6a"))
    cy = y + h / 2
    x0 = x + w / 2 - 22.5
    el.add(F.text(str(mk), insert=(f1(x0 + 4), f1(cy + 4.5)), class_="s b c"))
    el.add(marker("gnome", x0 + 15.5, cy, 0.85))
    el.add(F.text(str(rs), insert=(f1(x0 + 28), f1(cy + 4.5)), class_="s b c"))
    el.add(res(r, x0 + 39, cy, 0.95))
    if click:
        g.add(act(el, *click))
    else:
        el.set_desc(title=f"recruiting costs {mk} gnome marker{'s' if mk > 1 else ''} and {rs} {r}")
        g.add(el)


def _recruit(t, layout: str, gn: str, clicks: tuple, k: int) -> bool:
    """A gnome on display: its card (the placeholder ``bf-sub-<k>``), the whole of it a click
    when it is free, and its two ways to recruit (buttons when offered); True if the card is the
    free click."""
    w, h, _per, bh = GNOMES[layout]
    mk, rs, free = clicks
    holder = F.g()
    holder.add(F.g(id=f"bf-sub-{k}"))
    bw = (w - 10) / 2
    for j, (way, click) in enumerate((("markers", mk), ("resources", rs))):
        _cost(holder, 3 + j * (bw + 4), 22, bw, bh, gn, way, click)
    if free:
        holder.add(hit(0, 0, w, h))
        t.add(zoom(act(holder, *free)))
        return True
    t.add(holder)
    return False


def _gnome_xy(layout: str, k: int, n_specs: int) -> tuple[float, float]:
    """Where the ``k``-th gnome on offer lies: the specialists' rows, then the elders' rows."""
    w, h, per_row, _bh = GNOMES[layout]
    spec_rows = (n_specs + per_row - 1) // per_row
    row = k // per_row if k < n_specs else spec_rows + (k - n_specs) // per_row
    col = k % per_row if k < n_specs else (k - n_specs) % per_row
    return 1 + col * (w + 5), 22 + row * (h + 6)


@lru_cache(maxsize=128)
def _gnomes_frag(layout: str, specs: tuple, elders: tuple, pile: int, clicks: tuple) -> str:
    w, h, _per, _bh = GNOMES[layout]
    g = F.g()
    words = (f"Gnomes: specialists ({pile} more in the pile) and elders" if layout == "wide"
             else f"Gnomes ({pile} in the pile)")
    g.add(F.text(words, insert=(2, 16), class_="cap"))
    raws = []
    for k, gn in enumerate(specs + elders):
        x, y = _gnome_xy(layout, k, len(specs))
        t = F.g(transform=f"translate({f1(x)},{f1(y)})")
        free = _recruit(t, layout, gn, clicks[k], k)
        raws.append(gnome_card(gn, w, h, bare=free))
        g.add(t)
    return splice(ser(g), raws, "bf-sub")


def gnomes(doc, v, cl, layout: str):
    """The gnomes on offer as a group, its width and height."""
    shown = list(v.spec_display) + list(v.elders)
    clicks = tuple((click_at(v, cl, ("gnome", gn, "markers")), click_at(v, cl, ("gnome", gn, "resources")),
                    click_at(v, cl, ("gnome", gn, "free"))) for gn in shown)
    frag = _gnomes_frag(layout, tuple(v.spec_display), tuple(v.elders), len(v.gnome_pile), clicks)
    g = F.g()
    doc.raw(g, frag)
    w, h, per_row, _bh = GNOMES[layout]
    rows = (len(v.spec_display) + per_row - 1) // per_row + (len(v.elders) + per_row - 1) // per_row
    return g, 1 + per_row * (w + 5), 22 + max(1, rows) * (h + 6)


def paths_box(v, key: tuple, layout: str = "wide"):
    """The box (x, y, w, h, rx) of a path tile on display (``pathd``), of the pile (``pile``) or of
    the whole display (``refresh``); None: that tile is not on display."""
    if key[0] == "pile":
        return (*_path_xy(layout, 4), PT_W, PT_H, 5)
    if key[0] == "refresh":  # the display laid out anew: its tiles and the pile
        x0, y0 = _path_xy(layout, 0)
        x1, y1 = _path_xy(layout, 4)
        return x0, y0, max(x1 + PT_W, x0 + PATH_COLS[layout] * PT_STEP - 4) - x0, y1 + PT_H - y0, 5
    if key[1] in v.path_display:
        return (*_path_xy(layout, v.path_display.index(key[1])), PT_W, PT_H, 5)
    return None


def gnomes_box(v, key: tuple, layout: str = "wide"):
    """The box of a gnome on offer (None: it is not on offer)."""
    shown = list(v.spec_display) + list(v.elders)
    if key[1] not in shown:
        return None
    w, h, _per, _bh = GNOMES[layout]
    return (*_gnome_xy(layout, shown.index(key[1]), len(v.spec_display)), w, h, 5)


# -- the supply and the countdown ------------------------------------------------------------


@lru_cache(maxsize=128)
def _supply_frag(width: float, supply_m: tuple, supply_r: tuple, cd: tuple, novices: int,
                 trigger: int) -> str:
    out = [ser(F.text("Supply and countdown", insert=(2, 16), class_="cap"))]
    for row, (kinds, counts) in enumerate(((data.MARKERS, supply_m), (data.RESOURCES, supply_r))):
        for j, (kind, k) in enumerate(zip(kinds, counts)):
            out.append(_supply_chip(row, j, kind, k))
    stack, current = cd
    if stack is None:
        txt = f"Novices in the High Council: {novices} of {trigger}; then the countdown starts."
    else:
        txt = (f"Countdown: tiles left {', '.join(map(str, stack)) or 'none'}"
               + (f"; showing {current}." if current is not None else "."))
    cdg = F.g()
    for j, line in enumerate(wrap(txt, width - 6, 12, bold=True)):
        cdg.add(F.text(line, insert=(4, 94 + j * 16), class_="s b"))
    cdg.set_desc(title=f"When {trigger} novices sit in the High Council, the countdown starts: five last "
                       "rounds, a tile showing the turns left; a player may pass for the number on the "
                       "tile showing.")
    out.append(ser(cdg))
    return group(out)


@lru_cache(maxsize=512)
def _supply_chip(row: int, j: int, kind: str, k: int) -> str:
    """A marker (row 0) or a resource (row 1) of the general supply with its count, as text."""
    y = 36 if row == 0 else 62
    el = F.g()
    el.add((marker if row == 0 else res)(kind, 12 + 48 * j, y, 1.1))
    el.add(F.text(str(k), insert=(24 + 48 * j, y + 5), class_="s b"))
    say = f"{texts.MARKER_NAME[kind]} markers" if row == 0 else kind
    el.set_desc(title=f"{k} {say} in the supply")
    return ser(el)


def supply(doc, v, width: float):
    """The general supply and the countdown as a group, its width and height."""
    cd = (tuple(v.cd_stack) if v.cd_stack is not None else None, v.cd_current)
    frag = _supply_frag(width, tuple(v.supply_m), tuple(v.supply_r), cd, sum(len(f) for f in v.council),
                        data.COUNTDOWN_TRIGGER[v.nplayers])
    g = F.g()
    doc.raw(g, frag)
    return g, width, 120

