"""Res Arcana's compact forms of a move list, for share links.

A finished 4-player game is a few hundred decisions, most of them a single essence picked while
paying or gaining. Written out in full (``p2: pay 1E``) the list does not fit a short link.
``pack`` writes the index form (compact_index.py, marked ``#1.``: each decision as its place in
its legal list, about 3 bits a decision); a move list it cannot write (a move that is not one of
its list's actions in that action's own spelling: a hand-written or imported record) falls back
to the text form below for the whole game, and then to the moves in full (None). ``unpack``
reads both, so links and saves made before the index form still open.

The text form (the links' only form until the index form came) writes each decision as one to
four characters, with no separators, and leaves out what a replay can work out (who decides, and
whether a picked essence is paid or gained):

    e l c d g        one essence picked (pay or gain: the open decision says which)
    3l               an amount of one type (Prism's conversion, the Cursed Forge's 1 Death)
    P<card>          place         X<card> discard        C<card> claim     Y  claim the top monument
    U<card> W<card>  use power 1 / power 2                S<item> pass, taking that item
    M<mage>          choose a mage I<item> choose an item  T<card> take      L<card> leave
    N<card> turn     D<card> destroy  R<card> straighten   G<card> put the paid essence there
    A<card> react    V<n> rival p<n+1>   Kd / Km look at deck / monuments  O<n><cards> order
    -  decline       !  lose        ~  ignore        .  done
    @<n>             before a decision of seat n when it is not the first of the seats to decide

``<card>`` is a fixed two-character code (``CODES``; never renumber it, only add to it).
Packing the text form replays the moves and checks that unpacking gives them back exactly; if
it would not, it returns None and the move list travels in full.
"""

from __future__ import annotations

import re

from ...core.errors import NotationError, RecordError, TabulaError
from ...core.slices import finish
from . import compact_index, data
from .legal import do, legal, to_move
from .notation import format_action, parse_command, split_actor
from .setup import setup

CODES = {
    "athanor": "at", "bone_dragon": "bd", "celestial_horse": "ch", "chalice_of_fire": "co",
    "chalice_of_life": "ca", "corrupt_altar": "cr", "crypt": "cy", "cursed_skull": "cs",
    "dancing_sword": "ds", "dragon_bridle": "db", "dragon_egg": "de", "dragon_teeth": "dt",
    "dwarven_pickaxe": "dp", "earth_dragon": "ed", "elemental_spring": "es", "elvish_bow": "eb",
    "fiery_whip": "fw", "fire_dragon": "fd", "flaming_pit": "fp", "fountain_of_youth": "fo",
    "guard_dog": "gd", "hand_of_glory": "ho", "hawk": "ha", "horn_of_plenty": "hr", "hypnotic_basin": "hb",
    "jeweled_statuette": "js", "magical_shard": "ms", "mermaid": "me", "nightingale": "ni",
    "philosophers_stone": "ps", "prism": "pr", "ring_of_midas": "ro", "sacrificial_dagger": "sd",
    "sea_serpent": "ss", "treant": "tr", "tree_of_life": "to", "vault": "va", "water_dragon": "wd",
    "wind_dragon": "wi", "windup_man": "wm", "alchemist": "al", "artificer": "ar", "druid": "dr",
    "duelist": "du", "healer": "he", "necromancer": "ne", "scholar": "sc", "seer": "se", "transmuter": "ta",
    "witch": "wt", "alchemy": "ac", "calm_elan": "ce", "death_life": "dl", "divination": "di",
    "protection": "po", "reanimate": "re", "research": "rs", "transmutation": "tn", "colossus": "cl",
    "golden_statue": "gs", "great_pyramid": "gp", "hanging_gardens": "hg", "library": "li",
    "mausoleum": "ma", "obelisk": "ob", "oracle": "or", "solomons_mine": "sm", "temple": "te",
    "sacred_grove": "sg", "alchemists_tower": "ah", "cursed_forge": "cf", "dwarven_mines": "dm",
    "coral_castle": "cc", "sunken_reef": "sr", "catacombs_of_the_dead": "ct", "sacrificial_pit": "sp",
    "dragons_lair": "da", "sorcerers_bestiary": "sb",
}
CARD = {v: k for k, v in CODES.items()}
CARD_VERBS = {"place": "P", "discard": "X", "claim": "C", "pass": "S", "mage": "M", "item": "I",
              "take": "T", "leave": "L", "turn": "N", "destroy": "D", "straighten": "R", "target": "G",
              "react": "A"}
VERB_OF = {v: k for k, v in CARD_VERBS.items()}
BARE = {"decline": "-", "lose": "!", "ignore": "~", "done": "."}
BARE_OF = {v: k for k, v in BARE.items()}
_TOKEN = re.compile(r"@(\d)|(\d*)([elcdg])|([PXCSMITLNDRGAUW])(..)|Y|V(\d)|K([dm])|O(\d)|([-!~.])")


def _token(a: tuple) -> str:
    verb, args = a[1], a[2:]
    if verb in ("pay", "gain"):
        v = args[0]
        kinds = [i for i, n in enumerate(v) if n]
        if len(kinds) != 1:
            raise NotationError(f"cannot pack {a!r}")
        n = v[kinds[0]]
        return ("" if n == 1 else str(n)) + data.LETTERS[kinds[0]].lower()
    if verb == "claim" and args[0] == "top":
        return "Y"
    if verb in CARD_VERBS:
        return CARD_VERBS[verb] + CODES[args[0]]
    if verb == "use":
        return ("U" if args[1] == 1 else "W") + CODES[args[0]]
    if verb == "rival":
        return f"V{args[0]}"
    if verb == "look":
        return "K" + args[0][0]
    if verb == "order":
        return f"O{len(args[0])}" + "".join(CODES[c] for c in args[0])
    if verb in BARE:
        return BARE[verb]
    raise NotationError(f"cannot pack {a!r}")


def _default_seat(s) -> int | None:
    movers = to_move(s)
    return movers[0] if movers else None


def pack(options: dict, seed, moves: list[str]) -> str | None:
    """The index form of ``moves``; else (a move its lists do not hold) the text form; else None
    (they do not replay, or would not come back)."""
    packed = compact_index.pack(options, seed, moves)
    return packed if packed is not None else pack_text(options, seed, moves)


def unpack(options: dict, seed, text: str) -> list[str]:
    """Rebuild the full moves (in our notation) from either compact form."""
    if not isinstance(text, str) or len(text) > 60_000:
        raise RecordError("the packed moves are not text")
    return finish(unpack_steps(options, seed, text))


def unpack_steps(options: dict, seed, text: str):
    """:func:`unpack` as steps (core/slices.py): the index form yields after each move."""
    if not isinstance(text, str) or len(text) > 60_000:
        raise RecordError("the packed moves are not text")
    if text.startswith("#"):  # the index form's marker (never a token of the text form)
        return (yield from compact_index.unpack_steps(options, seed, text))
    return unpack_text(options, seed, text)


def pack_text(options: dict, seed, moves: list[str]) -> str | None:
    """The text form of ``moves``, or None if they do not replay or would not come back."""
    try:
        s = setup(options, seed)
        out = []
        for text in moves:
            seat, cmd = split_actor(s, text)
            if seat is None:
                return None
            a = parse_command(s, seat, cmd)
            if seat != _default_seat(s):
                out.append(f"@{seat}")
            out.append(_token(a))
            n = s.copy()
            do(n, a)
            s = n
        packed = "".join(out)
        if unpack_text(options, seed, packed) != list(moves):
            return None
    except (TabulaError, KeyError, ValueError):
        return None
    return packed


def unpack_text(options: dict, seed, text: str) -> list[str]:
    """Rebuild the full moves (in our notation) from the text form."""
    s = setup(options, seed)
    moves: list[str] = []
    pos, seat = 0, None
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise RecordError(f"the packed moves are damaged at character {pos + 1}")
        pos = m.end()
        if m.group(1) is not None:
            seat = int(m.group(1))
            continue
        if seat is None:
            seat = _default_seat(s)
            if seat is None:
                raise RecordError(f"packed move {len(moves) + 1}: the game is already over")
        try:
            a, pos = _action(s, seat, m, text)
            n = s.copy()
            do(n, a)
        except (TabulaError, KeyError, ValueError) as e:
            raise RecordError(f"packed move {len(moves) + 1} ('{m.group(0)}'): {e}") from None
        moves.append(format_action(s, a))
        s, seat = n, None
    return moves


def _action(s, seat: int, m, text: str) -> tuple[tuple, int]:
    """The action of the token matched by ``m``, and where the next token starts."""
    tok, end = m.group(0), m.end()
    if m.group(3):  # essences: pay or gain, whichever the open decision asks
        v = [0] * 5
        v[data.LETTERS.index(m.group(3).upper())] = int(m.group(2) or 1)
        v = tuple(v)
        for a in legal(s, seat):
            if a[1] in ("pay", "gain") and a[2] == v:
                return a, end
        raise NotationError("no such essence choice now")
    if m.group(4):
        k, card = m.group(4), CARD[m.group(5)]
        if k in ("U", "W"):
            return (seat, "use", card, 1 if k == "U" else 2), end
        return (seat, VERB_OF[k], card), end
    if tok == "Y":
        return (seat, "claim", "top"), end
    if m.group(6):
        return (seat, "rival", int(m.group(6))), end
    if m.group(7):
        return (seat, "look", "deck" if m.group(7) == "d" else "monuments"), end
    if m.group(8):
        n = int(m.group(8))
        codes = text[end:end + 2 * n]
        if len(codes) != 2 * n:
            raise NotationError("the order is cut short")
        return (seat, "order", tuple(CARD[codes[i:i + 2]] for i in range(0, 2 * n, 2))), end + 2 * n
    return (seat, BARE_OF[tok]), end
