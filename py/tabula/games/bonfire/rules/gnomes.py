"""Gnomes: what recruiting one costs in goods, a specialist or an elder joining a city (the
display refilled, an elder's points)."""

from __future__ import annotations

from .. import data
from ..data import WILD
from ..state import Player, State
from ..steps import STEPS, Recruit
from .common import add_points, n_guardians, n_tasks, own, take_marker


def gnome_needs(p: Player, gnome: str, way: str) -> tuple:
    """The goods recruiting ``gnome`` costs besides the markers (``way``: "markers" or "resources")."""
    r = "any" if p.has("haggler") else data.GNOMES[gnome]
    return (r,) if way == "markers" else (r, r)


def add_gnome(s: State, seat: int, g: str) -> None:
    p = own(s, seat)
    if g in s.elders:
        s.elders.remove(g)
    else:
        s.spec_display.remove(g)
        if s.gnome_pile:
            s.spec_display.append(s.gnome_pile.pop())
            s.reveals += 1
    p.gnomes.append(g)
    if p.has("host"):
        take_marker(s, p, WILD)
    if g in data.ELDERS:
        add_points(p, "elders", elder_points(p, g))
        if p.has("elderfriend"):
            add_points(p, "elders", 2)


def elder_points(p: Player, g: str) -> int:
    return {
        "elder-paths": 1 + len(p.path),
        "elder-fate": p.fate_count,
        "elder-portals": sum(1 for x in p.portals if x is not None),
        "elder-tasks": n_tasks(p),
        "elder-guardians": n_guardians(p),
        "elder-gnomes": len(p.gnomes),
    }[g]


@STEPS.auto(Recruit)
def recruit(s: State, f: Recruit) -> None:
    add_gnome(s, f.seat, f.gnome)
