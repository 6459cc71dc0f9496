"""The moves on offer, sorted by their actions into the places the table shows them, and the
words of the table: the status line, the strip's headings and button labels, players' names.

Where a move goes (``sort_moves``; actions are ``(seat, verb, *args)``, notation.py):

- ``use`` of a card on the table: its power's box on the card (key ``("use", card, power)``);
- a move aimed at a card on the table (place, discard, claim, destroy, turn, straighten, target,
  item, mage, take, leave): a button under the card (key ``("card", card)``), except while a
  life loss, a Golden Statue or a "place a card from" decision is open (those read better as
  sentences in the strip);
- claiming the top monument: a button under the monument deck (key ``"deck"``);
- passing: a button per magic item in a strip section of its own (key ``"pass"``);
- the rest (essences to pay or gain, rivals, orders, yes/no answers): the strip's buttons.

The same mapping (``place_of``) says where the other seats acted (``render``'s ``marks``,
``marked``): the card an action's place is on (a used power: its card; a pass: the magic item
taken, now in front of the player), or the monument deck for its top claimed; no place, no mark.
"""

from __future__ import annotations

from ....core.errors import NotationError
from ....core.protocol import Move
from ...kit.clicks import Clicks
from ...kit.doc import F, f1
from ...kit.strip import Button, Section
from ...kit.text import text_width
from .. import data, texts
from ..data import CARDS, NAMES
from ..notation import format_command
from ..score import vp
from ..steps import (
    STEPS,
    VECTOR,
    Attack,
    Convert,
    DiscardGain,
    Forge,
    GainChoice,
    Order,
    Pay,
    PlaceFrom,
    Rival,
    Same,
    Statue,
    Take,
    ToPlay,
    decision_of,
)
from .icons import vec_icons

CARD_VERBS = {"place": "Place", "discard": "Discard", "claim": "Claim", "destroy": "Destroy",
              "turn": "Turn", "straighten": "Straighten", "target": "Put here", "item": "Take",
              "mage": "Choose", "take": "Take", "leave": "Leave", "react": "Use"}
IN_WORDS = (Attack, Statue, PlaceFrom)  # decisions whose card moves stay in the strip, as sentences
# (a reaction is only ever offered in those: it stays a strip button, yet marks its card)
LABEL = 11  # the strip's label size (kit/strip.py)


def frame_of(v, seat: int | None):
    """The decision ``seat`` is answering now besides a main action or the mage choice, or None."""
    return None if seat is None else decision_of(v, seat)


def place_of(a, shown: set[str]):
    """The board part the action ``a`` belongs to: ``("use", card, power)``, ``("card", card)``,
    ``"deck"`` (the monument deck's top), ``"pass"`` (the magic items to pass with), or None (no
    place on the board: a payment, a gain, a rival, an answer); ``shown``: the cards drawn face up."""
    if not (type(a) is tuple and len(a) >= 3 and type(a[0]) is int):
        return None  # a bare answer (done, lose, decline ...), or no action of this game
    verb = a[1]
    if verb == "use":
        return ("use", a[2], a[3]) if a[2] in shown else None
    if verb == "pass":
        return "pass"
    if verb == "claim" and a[2] == "top":
        return "deck"
    if verb in CARD_VERBS and len(a) == 3 and isinstance(a[2], str) and a[2] in shown:
        return ("card", a[2])
    return None


def sort_moves(v, moves: list[Move], shown: set[str]) -> Clicks:
    """The moves by where the table offers them; ``shown``: the cards drawn face up."""
    cl = Clicks(moves)
    for m in moves:
        key = place_of(m.action, shown)
        if key is None or (type(key) is tuple and key[0] == "card"
                           and type(frame_of(v, m.action[0])) in IN_WORDS):
            cl.button(m)
        else:
            cl.put(key, m)
    return cl


def marked(marks, shown: set[str]) -> list[str]:
    """The parts to mark for the actions ``marks`` (render's ``marks``), each once, in order: the
    cards their places are on, ``"deck"`` for the monument deck."""
    out = []
    for a in marks or ():
        key = place_of(a, shown)
        if key == "pass":
            part = a[2] if len(a) == 3 and a[2] in shown else None  # the item taken
        elif key == "deck" or key is None:
            part = key
        else:
            part = key[1]
        if part is not None and part not in out:
            out.append(part)
    return out


def usable(cl: Clicks, card: str) -> tuple:
    """(power number, move text, tooltip) of each power of ``card`` that may be used now."""
    if card not in CARDS:
        return ()
    out = []
    for k, pw in enumerate(CARDS[card].powers, 1):
        m = cl.first(("use", card, k))
        if m is not None:
            out.append((k, m.text, f"{m.text}: {pw.text}"))
    return tuple(out)


def card_buttons(v, cl: Clicks, card: str) -> tuple:
    """(label, move text) of the buttons under ``card``."""
    out = []
    for m in cl.all(("card", card)):
        verb = m.action[1]
        label = CARD_VERBS[verb]
        if verb == "discard" and frame_of(v, m.action[0]) is None:
            label = "Discard +1G/2"  # the discard action (not a cost): gain 1 Gold or 2 others
        out.append((label, m.text))
    return tuple(out)


# ---------------------------------------------------------------------------------------------
# players' names


def who(v, seat: int, names: tuple | None = None) -> str:
    """A player as the table names them: "p2 Seer" (or "p2" before mages are known); with the
    players' names, "Bob · Seer" (or "Bob")."""
    p = v.players[seat]
    mage = CARDS[p.mage].name if p.mage in CARDS else None
    if names is not None and names[seat]:
        return f"{names[seat]} · {mage}" if mage else names[seat]
    return f"p{seat + 1} {mage}" if mage else f"p{seat + 1}"


def panel_name(v, seat: int, names: tuple | None, viewer: int | None) -> str:
    """The name on a player's panel: "p1 · Duelist (you)", "Ann · Duelist (you)"."""
    p = v.players[seat]
    base = names[seat] if names is not None and names[seat] else f"p{seat + 1}"
    name = base + (f" · {CARDS[p.mage].name}" if p.mage in CARDS else "")
    return name + (" (you)" if seat == viewer else "")


def status(s, v, movers: list[int], names: tuple | None) -> str:
    """The status line: the round, the phase, who is to decide (or who won)."""
    if s.phase == "over":
        return "Game over · won by " + ", ".join(who(v, w, names) for w in s.winners or ())
    rnd = f"Round {s.round}" if s.round else "Setup"
    phase = {"mage": "choose mages", "items": "choose magic items", "collect": "collect",
             "actions": "actions"}.get(s.phase, s.phase)
    return f"{rnd} · {phase} · to decide: {', '.join(who(v, m, names) for m in movers)}"


# ---------------------------------------------------------------------------------------------
# the strip


def strip_sections(s, v, cl: Clicks, viewer: int | None, movers: list[int],
                   names: tuple | None) -> list[Section]:
    """The strip: the decision in words with its buttons, the pass choices; or, with nothing to
    click, whom the table waits for, or the final standing."""
    deciding = viewer is not None and viewer in movers
    frame = frame_of(v, viewer)
    sections = []
    on_board = any(key != "pass" for key in cl.at)
    if cl.strip or (deciding and on_board):
        sections.append(Section(heading(v, frame, names),
                                [[_button(v, m, frame, names)] for m in cl.strip]))
    if cl.all("pass"):
        sections.append(Section("Or pass: take a magic item (your old one returns), draw a card",
                                [[_pass_button(m)] for m in cl.all("pass")]))
    if sections:
        return sections
    if s.phase == "over":
        return [Section(final_standing(s, v, names), [])]
    if deciding:
        return [Section(heading(v, frame, names), [])]
    waits = []
    for m in movers:
        what = frame_of(v, m)
        waits.append(who(v, m, names) + (f" ({STEPS.name_of(what)})" if what is not None else ""))
    return [Section("Waiting for " + ", ".join(waits), [])]


def final_standing(s, v, names: tuple | None) -> str:
    """"Final score: Ann · Duelist 12 VP (won); Bob · Seer 9 VP", the most points first."""
    points = s.final if s.final is not None else tuple(vp(s, i) for i in range(s.nplayers))
    won = set(s.winners or ())
    order = sorted(range(s.nplayers), key=lambda i: (-points[i], i not in won, i))
    parts = [f"{who(v, i, names)} {points[i]}\u00a0VP" + ("\u00a0(won)" if i in won else "")
             for i in order]
    return "Final score: " + "; ".join(parts)


def _button(v, m: Move, frame, names: tuple | None) -> Button:
    a = m.action
    if type(a) is not tuple or len(a) < 2:
        return Button(m)  # not an action of this game: its text
    if a[1] in ("pay", "gain") and len(a) == 3 and type(a[2]) is tuple and any(a[2]):
        return _essence_button(m)
    try:
        return Button(m, label(v, a, frame, names))
    except (LookupError, TypeError, ValueError, NotationError):
        return Button(m)  # an action this board has no words for: its text


def _essence_button(m: Move) -> Button:
    """Essences to pay or gain, as icons (one essence: its name after it)."""
    verb, vec = m.action[1], m.action[2]
    kinds = sum(1 for n in vec if n)
    word = NAMES[vec.index(1)] if sum(vec) == 1 else ""
    word_w = text_width(word, LABEL) if word else 0.0
    width = 12 + 12 * kinds + (word_w + 4 if word else 0)

    def draw(g, x, y, w, h):
        xx = x + 6 + vec_icons(g, x + 6, y + h / 2, vec)
        if word:
            g.add(F.text(word, insert=(f1(xx + 3 + word_w / 2), f1(y + 15)), class_="strip-b"))

    return Button(m, tip=f"{m.text}: {verb} {texts.essences(vec)}", width=width, draw=draw)


def _pass_button(m: Move) -> Button:
    item = m.action[2]
    return Button(m, CARDS[item].name, tip=f"{m.text}: " + " ".join(texts.card_lines(item)[1:]))


def label(v, a: tuple, frame, names: tuple | None) -> str:
    """A strip button's words for the action ``a``."""
    verb = a[1]
    if verb in ("pay", "gain"):
        return data.vec_text(a[2])
    if verb == "rival":
        r = a[2]
        if type(frame) is Rival:
            return f"{who(v, r, names)}: {v.players[r].pool[frame.src]} {NAMES[frame.src]}"
        return who(v, r, names)
    if verb == "look":
        return "your deck" if a[2] == "deck" else "the monument deck"
    if verb == "order":
        return " › ".join(CARDS[c].name for c in a[2])
    if verb == "ignore":
        ign = frame.ignore if type(frame) is Attack else None
        return f"Pay {texts.essences(ign[1])} instead" if ign else "Ignore"
    if verb == "react":
        return f"Use {CARDS[a[2]].name}"
    if verb == "decline":
        return "No" if type(frame) is Statue else "Place nothing"
    if verb in CARD_VERBS and isinstance(a[2], str) and a[2] in CARDS:
        return f"{CARD_VERBS[verb]} {CARDS[a[2]].name}{' instead' if type(frame) is Attack else ''}"
    return {"done": "Done", "lose": "Lose the Life"}.get(verb) or format_command(v, a)


# ---------------------------------------------------------------------------------------------
# what the deciding player is choosing, in words


def heading(v, frame, names: tuple | None) -> str:
    """The strip's heading for the viewer's decision ``frame`` (None: a main action)."""
    if frame is None:
        if v.phase == "mage":
            return "Choose your mage"
        return "Your turn: use a highlighted power, or a button under a card"
    kind = type(frame)
    if kind in VECTOR:
        return _essence_heading(v, frame)
    if kind is Attack:
        return f"{who(v, frame.attacker, names)}'s {CARDS[frame.card].name}: you lose {frame.n} Life"
    if kind is Take:
        on = texts.essences(v.on(frame.card))
        return f"Take the essences on {CARDS[frame.card].name} ({on}) or leave them"
    return {Order: "Put the cards back, top first",
            Statue: "Golden Statue: pay 3 Gold for 3 points at this victory check?",
            Forge: "Cursed Forge: pay 1 Death, or turn it",
            Convert: "Gain the same amount of one other type"}.get(kind) \
        or STEPS.name_of(frame).capitalize()


def _essence_heading(v, frame) -> str:
    """An essence choice: what it pays or gains, and what is picked so far."""
    kind, acc = type(frame), frame.acc
    so_far = f" — so far {texts.essences(acc)}" if any(acc) else ""
    if kind is Pay:
        cost = texts.essences(frame.fixed) if any(frame.fixed) else ""
        if frame.any_n:
            cost = (cost + " + " if cost else "") + f"{frame.any_n} of any kind"
        if frame.cut:
            cost += f", {frame.cut} less"
        what = _pay_target(v)
        return f"Pay {cost}{' for ' + what if what else ''}: pick one essence at a time{so_far}"
    if kind is Same:
        return f"Pay X essences of one type (then Done){so_far}"
    if kind is GainChoice:
        where = "" if frame.dest is None else f" onto {CARDS[frame.dest].name}"
        src = f" ({CARDS[frame.source].name})" if frame.source in CARDS else ""
        return f"Gain {frame.n} essences{where}{src}, one at a time{so_far}"
    if kind is DiscardGain:
        return f"Discarded: gain 1 Gold or 2 other essences{so_far}"
    return f"Missing Life: lose {frame.need} other essences{so_far}"


def _pay_target(v) -> str:
    """The card a payment is for (the one being put into play, or the power's card)."""
    q = v.stack
    if len(q) >= 2 and type(q[-2]) is ToPlay:
        return CARDS[q[-2].card].name
    card = v.ctx.get("card")
    return CARDS[card].name if card in CARDS else ""

