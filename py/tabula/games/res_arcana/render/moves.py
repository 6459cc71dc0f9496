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
from .. import texts
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
    LosePay,
    Order,
    Pay,
    PlaceFrom,
    Rival,
    Same,
    Statue,
    Take,
    decision_of,
)
from .icons import STEP, ess

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


def usable(v, cl: Clicks, card: str) -> tuple:
    """(power number, move text, tooltip) of each power of ``card`` that may be used now."""
    if card not in CARDS:
        return ()
    out = []
    for k in range(1, len(CARDS[card].powers) + 1):
        m = cl.first(("use", card, k))
        if m is not None:
            out.append((k, m.text, click_tip(v, m)))
    return tuple(out)


def card_buttons(v, cl: Clicks, card: str) -> tuple:
    """(label, move text, tooltip) of the buttons under ``card``."""
    return tuple((CARD_VERBS[m.action[1]], m.text, click_tip(v, m)) for m in cl.all(("card", card)))


def click_tip(v, m: Move) -> str:
    """What a click on the move ``m`` does, in words addressed to its player ("Place Wind Dragon
    from your hand (cost 2 Death)"); its text if this board has no words for it."""
    try:
        return texts.imperative(texts.describe(v, m.action))
    except (LookupError, TypeError, ValueError, AttributeError):
        return m.text


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
    if a[1] in ("pay", "gain") and len(a) == 3 and type(a[2]) is tuple and sum(1 for n in a[2] if n) == 1:
        return _essence_button(v, m, frame)
    try:
        return Button(m, label(v, a, frame, names), tip=click_tip(v, m))
    except (LookupError, TypeError, ValueError, NotationError):
        return Button(m)  # an action this board has no words for: its text


def _essence_button(v, m: Move, frame) -> Button:
    """Essences of one type to pay, take or lose: its disc, then the words ("Take 1 Calm")."""
    vec = m.action[2]
    t = next(i for i, n in enumerate(vec) if n)
    word = f"{_essence_verb(m.action[1], frame)} {texts.essences(vec)}"
    word_w = text_width(word, LABEL)
    left = remaining(v, frame, vec)
    after = f" (then {left} more to choose)" if left else ""

    def draw(g, x, y, w, h):
        ess(g, x + 3, y + h / 2, t)
        g.add(F.text(word, insert=(f1(x + STEP + 4 + word_w / 2), f1(y + 15)), class_="strip-b"))

    return Button(m, tip=click_tip(v, m) + after, width=STEP + word_w + 12, draw=draw)


def _essence_verb(verb: str, frame) -> str:
    kind = type(frame)
    if kind is LosePay:
        return "Lose"
    if kind in (GainChoice, DiscardGain):
        return "Take"
    return "Gain" if verb == "gain" else "Pay"


def _pass_button(m: Move) -> Button:
    item = m.action[2]
    return Button(m, CARDS[item].name, tip=f"Pass and take {CARDS[item].name}: "
                  + " ".join(texts.card_lines(item)[1:]))


def label(v, a: tuple, frame, names: tuple | None) -> str:
    """A strip button's words for the action ``a``."""
    verb = a[1]
    if verb in ("pay", "gain"):
        return f"{_essence_verb(verb, frame)} {texts.essences(a[2])}"
    if verb == "rival":
        r = a[2]
        if type(frame) is Rival:
            return f"{who(v, r, names)}: {v.players[r].pool[frame.src]} {NAMES[frame.src]}"
        return who(v, r, names)
    if verb == "look":
        return "Your deck" if a[2] == "deck" else "The monument deck"
    if verb == "order":
        return " › ".join(CARDS[c].name for c in a[2])
    if verb == "ignore":
        ign = frame.ignore if type(frame) is Attack else None
        return f"Pay {texts.essences(ign[1])} instead" if ign else "Ignore"
    if verb == "react":
        return f"Use {CARDS[a[2]].name}"
    if verb == "decline":
        return "No" if type(frame) is Statue else "Place nothing"
    if verb == "done" and type(frame) is Same:
        return f"Done: pay {texts.essences(frame.acc)}" if any(frame.acc) else "Pay nothing"
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
    """An essence choice as one decision: what it pays, gains or loses, what is chosen so far and
    how many are left to choose (the essences are picked one at a time, in the order shown)."""
    kind, acc = type(frame), frame.acc
    chosen = f"Chosen: {texts.essences(acc) if any(acc) else 'nothing yet'}"
    left = remaining(v, frame)
    if kind is Same:
        return f"Pay X essences, all of one type. {chosen}. Pick more, or stop with Done."
    if kind is Pay:
        cost = texts.essences(frame.fixed) if any(frame.fixed) else ""
        if frame.any_n:
            cost = (cost + " + " if cost else "") + f"{frame.any_n} of any kind"
        if frame.cut:
            cost += f", {frame.cut} less (not Gold)"
        what = texts.pay_target(v)
        head = f"Pay {cost}{' for ' + what if what else ''}."
    elif kind is GainChoice:
        mix = "/".join(NAMES[t] for t in frame.types)
        src = f"{CARDS[frame.source].name}: " if frame.source in CARDS else ""
        onto = f"take {frame.n} essences"
        if frame.dest is not None:
            on = "it" if frame.dest == frame.source else CARDS[frame.dest].name
            onto = f"put {frame.n} essences on {on}"
        head = f"{src}{onto} ({mix}, any mix)."
        head = head[0].upper() + head[1:]
    elif kind is DiscardGain:
        head = "Discarded: take 1 Gold, or 2 other essences."
    else:
        head = f"Missing Life: lose {frame.need} other essences instead."
    more = (f"{left} more to choose" if any(acc) else f"{left} to choose") if left else "complete"
    return f"{head} {chosen} · {more}."


def remaining(v, frame, pick=None) -> str:
    """How many essences are left to choose in the essence choice ``frame`` ("2", "1 or 2"), after
    ``pick`` (an essence vector) if given; "" when none."""
    from ..rules.choices import complete, vector_key

    if type(frame) not in VECTOR or type(frame) is Same:
        return ""
    acc = frame.acc if pick is None else tuple(a + b for a, b in zip(frame.acc, pick))
    try:
        answers = complete(vector_key(v, frame))
    except (LookupError, TypeError, ValueError):
        return ""
    left = sorted({sum(x) - sum(acc) for x in answers if all(a >= b for a, b in zip(x, acc))})
    left = [n for n in left if n > 0] if 0 not in left else []
    if not left:
        return ""
    return str(left[0]) if len(left) == 1 else " or ".join(str(n) for n in left)
