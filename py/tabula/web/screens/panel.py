"""The table's side panel, section by section: a save that failed, About, the replay bar, the
decision (what the computer played, what happened on its own, whose turn, the moves, the notation
box), the tools (Undo, Share and its links), the final scores and the move log.

Each function takes the TableScreen (``t``) and returns an element; none changes the game.
"""

from __future__ import annotations

from ...bots.common import winning_seats
from .. import dom
from ..console import log_exception

REVEALS = ("This link holds the whole game: its start and every move. Whoever opens it can find every "
           "hand, the order of every deck and every secret choice, so share it only with people who "
           "may see everything (after the game, or to report a problem). To show a position without "
           "giving anything away, use “Share this position as I see it”.")


def fill(t, p) -> None:
    """Fill the panel element ``p`` for the position the table shows."""
    dom.clear(p)
    st = t.shown_state()
    unsaved = t.app.unsaved.get(t.s.save_id)
    if unsaved:  # stays until a save works: a reload would lose what is not saved
        dom.add(p, dom.el("section", {"class": "unsaved", "role": "alert"},
                          dom.el("strong", text="Not saved in this browser. "),
                          dom.el("span", text=unsaved)))
    if t.show_about:
        dom.add(p, about(t))
    if t.view_k is not None:
        dom.add(p, dom.el("section", {"class": "replay-bar"},
                          dom.el("p", text=f"Viewing the game after move {t.view_k} of {len(t.s.moves)}."),
                          dom.button("Back to the game", "live", cls="btn primary")))
    if t.game.result(st) is not None:
        dom.add(p, scores(t, st))
    elif t.view_k is None:
        runs = t.s.since_last(t.viewer())
        if runs:
            dom.add(p, summary(t, runs))
        dom.add(p, decision(t, bool(runs)))
    dom.add(p, tools(t))
    dom.add(p, log(t))


def about(t):
    sec = dom.el("section", {"class": "about", "aria-label": "About this game"})
    dom.add(sec, dom.el("h3", text=f"About {t.title}"))
    try:
        text = str(t.game.about() or "")
    except Exception:
        log_exception("reading the game's about text")
        text = ""
    for para in [x.strip() for x in text.split("\n\n") if x.strip()]:
        dom.add(sec, dom.el("p", text=para))
    dom.add(sec, dom.button("Close", "about", cls="btn small"))
    return sec


def summary(t, runs):
    """Each other seat's turn since the person's last decision, in the order played, read as the
    log reads it for them (the same rule: a card named when it was public may be named here)."""
    sec = dom.el("section", {"class": "summary-section", "aria-label": "Since your last move"})
    dom.add(sec, dom.el("h3", {"class": "summary-h"}, text="Since your last move"))
    items = [["li", {}, ["strong", {}, t.label(t.s.state, seat)], " " + _sentence(moves)]
             for seat, moves in runs]
    ul = dom.el("ul", {"class": "summary"})
    dom.build(ul, items)
    dom.add(sec, ul)
    return sec


SUMMARY_STEPS = 6  # a seat's turn longer than this is cut short (the log has every step)


def _sentence(phrases: list[str]) -> str:
    """A seat's run of moves as one sentence: "places Wind Dragon; then passes."; a long run
    (a setup's placements) keeps its first steps and its last and counts the rest."""
    parts = [p.strip().rstrip(".") for p in phrases if p.strip()]
    if len(parts) > SUMMARY_STEPS:
        hidden = len(parts) - (SUMMARY_STEPS - 1)
        parts = parts[: SUMMARY_STEPS - 2] + [f"{hidden} more steps (in the log)", parts[-1]]
    text = "; then ".join(parts)
    return text + "." if text else ""


def decision(t, summarised: bool = False):
    sec = dom.el("section", {"class": "decision"})
    s = t.s
    seat = s.deciding()
    texts = t.last_texts()
    if texts:
        line = dom.el("p", {"class": "last-move"}, dom.el("span", text=f"{t.name(t.last[0])} played: "))
        dom.add(line, dom.el("strong", text="; ".join(texts)))
        dom.add(sec, line)
    happened = [] if summarised else t.happened()  # the summary section has them
    if happened:
        dom.add(sec, dom.el("ul", {"class": "happened", "aria-label": "What happened"},
                            *[dom.el("li", text=x) for x in happened]))
    if seat is None:
        dom.add(sec, dom.el("p", text="No one is to move."))
        return sec
    who = dom.el("strong", text=t.label(s.state, seat))
    if s.is_computer(seat) and t.computer.stuck:
        dom.add(sec, dom.el("p", {"class": "turn problem", "role": "alert"}, text=t.computer.stuck))
        dom.add(sec, dom.button("Let the computer try again", "retry", cls="btn"))
        return sec
    if s.is_computer(seat):
        dom.add(sec, dom.el("p", {"class": "turn thinking", "role": "status"},
                            dom.el("span", {"class": "spinner", "aria-hidden": "true"}),
                            who, f" (computer, {s.level(seat)}) is thinking…"))
        return sec
    dom.add(sec, dom.el("p", {"class": "turn"}, "To decide: ", who))
    if s.shared():
        name = t.name(seat)
        dom.add(sec, dom.el("p", {"class": "shared-note"},
                            f"This decision needs none of {name}'s hidden cards, so the device need "
                            "not be passed: the screen shows only what everyone may see. ",
                            dom.button(f"{name}: show my hidden cards", "secrets", cls="btn small")))
    box = dom.el("div", {"class": "legal", "role": "group", "aria-label": "Legal moves"})
    dom.build(box, [_move_button(t, m) for m in t.legal])
    dom.add(sec, box)
    if t.suggest.offered():
        dom.add(sec, suggestion(t))
    form = dom.el("form", {"data-form": "move", "class": "inline-form"})
    dom.add(form, [
        dom.el("label", {"for": "move-input", "class": "sr-only"}, text="Move in notation"),
        dom.el("input", {"id": "move-input", "name": "move", "type": "text", "autocomplete": "off",
                         "spellcheck": "false", "placeholder": "Type a move"}),
        dom.el("button", {"type": "submit"}, cls="btn", text="Play"),
    ])
    dom.add(sec, form)
    return sec


def suggestion(t):
    """The "Suggest a move" button, the computer thinking about it, or its answer: the move (a
    button that plays it), the rest of the turn it planned, and what it thinks of it."""
    box = dom.el("div", {"class": "suggestion", "role": "status", "aria-live": "polite"})
    answer = t.suggest.shown()
    if answer is not None:
        dom.add(box, dom.el("p", {}, "Suggested: ",
                            dom.button(answer.move, "move", cls="btn move suggested", move=answer.move)))
        if answer.says:
            dom.add(box, dom.el("p", {"class": "says"}, text=answer.says))
        if answer.then:
            dom.add(box, dom.el("p", {"class": "then"}, text="and then: " + "; ".join(answer.then)))
        dom.add(box, dom.el("p", {"class": "estimate"}, text=answer.words()))
    elif t.suggest.thinking():
        dom.add(box, dom.el("p", {"class": "thinking"},
                            dom.el("span", {"class": "spinner", "aria-hidden": "true"}),
                            "Thinking of a move to suggest…"))
    else:
        if t.suggest.problem():
            dom.add(box, dom.el("p", {"class": "problem"}, text=t.suggest.problem()))
        ask = dom.button("Suggest a move", "suggest", cls="btn small")
        ask.setAttribute("title", "What the hard computer would play in your seat, and what it thinks of it")
        dom.add(box, ask)
    return box


def _move_button(t, m) -> list:
    """A move on offer: its notation on the button, what it does in words as its tooltip."""
    spec = dom.button_spec(m.text, "move", cls="btn move", move=m.text)
    try:
        words = t.game.describe(t.s.state, m.action)
    except Exception:  # words are a nicety: the button plays either way
        words = ""
    if words and words != m.text:
        spec[1]["title"] = words[:1].upper() + words[1:]
    return spec


def tools(t):
    sec = dom.el("section", {"class": "tools"})
    row = dom.el("div", {"class": "row"})
    if t.view_k is None and t.game.result(t.s.state) is None:
        undo = dom.button("Undo", "undo", cls="btn")
        if not t.s.can_undo():
            undo.setAttribute("disabled", "")
            undo.setAttribute("title", "Only your own last decision can be undone, and nothing "
                                       "that revealed a card or a choice")
        dom.add(row, undo)
    dom.add(row, dom.button("Share", "share", cls="btn"))
    if not t.suggest.allowed and t.view_k is None and not t.s.over():
        allow = dom.button("Allow move suggestions", "hints", cls="btn")
        allow.setAttribute("title", "Let the hard computer suggest moves at this table (in a game of "
                                    "several people it is off until someone allows it)")
        dom.add(row, allow)
    if t.can_share_view():
        dom.add(row, dom.button("Share this position as I see it", "share-view", cls="btn"))
    dom.add(sec, row)
    if t.share_link:
        dom.add(sec, _link_field("share-link", "Link to this game", t.share_link))
        if t.s.hidden():
            dom.add(sec, dom.el("p", {"class": "reveals"}, text=REVEALS))
    if t.view_link:
        dom.add(sec, _link_field("view-link", "Link to this position as you see it (read-only)",
                                 t.view_link))
    return sec


def _link_field(id_: str, label: str, link: str):
    return dom.el("div", {"class": "field"}, dom.el("label", {"for": id_}, text=label),
                  dom.el("input", {"id": id_, "type": "text", "readonly": True, "value": link}))


def standings(t, st, table) -> list[int]:
    """The seats in finishing order: the winners (as the game's tie-break decides) first, then
    by total points, then by seat."""
    won = set(winning_seats(t.game, st) or [])
    return sorted(table, key=lambda seat: (seat not in won, -sum(table[seat].values()), seat))


def scores(t, st):
    """The final score sheet: who won, one column per player in finishing order (named as they
    were entered, the game's name for the seat under it), one row per category, and what next."""
    sec = dom.el("section", {"class": "scores", "aria-label": "Final scores"})
    dom.add(sec, dom.el("h3", text="Final scores"))
    table = t.game.score(st) or {}
    order = standings(t, st, table)
    winner = winner_text(t, st, table)
    if winner:
        dom.add(sec, dom.el("p", {"class": "winner"}, text=winner))
    cats: list[str] = []
    for seat in order:
        for c in table[seat]:
            if c not in cats:
                cats.append(c)
    won = set(winning_seats(t.game, st) or [])
    names = t.s.record.players
    rows = []
    head = ["tr", {}, ["td", {"class": "corner"}]]  # above the category names (sets their width)
    for place, seat in enumerate(order, 1):
        name = names[seat] if 0 <= seat < len(names) else ""
        label = t.game.player_label(st, seat)
        cell = ["th", {"scope": "col", "title": f"{name} ({label})" if name else label,
                       "class": "won" if seat in won else ""},
                ["span", {"class": "place"}, "★" if seat in won else f"{place}."],
                ["span", {"class": "name"}, name or label]]
        if name and label and label != name:
            cell.append(["span", {"class": "seat-label"}, label])
        head.append(cell)
    for c in cats:
        rows.append(["tr", {}, ["th", {"scope": "row"}, str(c)],
                     *[["td", {}, str(table[seat].get(c, 0))] for seat in order]])
    rows.append(["tr", {"class": "total"}, ["th", {"scope": "row"}, "Total"],
                 *[["td", {}, str(sum(table[seat].values()))] for seat in order]])
    grid = dom.el("table", {"class": f"score-table cols-{len(order)}"})
    dom.build(grid, [["thead", {}, head], ["tbody", {}, *rows]])
    dom.add(sec, grid)
    again = dom.button("Play again", "again", cls="btn primary")
    again.setAttribute("title", "The same players, seats and options; a new shuffle")
    dom.add(sec, dom.el("div", {"class": "row again"}, again,
                        dom.button("New game", "go", cls="btn", href=f"#new/{t.game.id}")))
    return sec


def winner_text(t, st, table) -> str:
    """Who won, as the game's own tie-break decides (e.g. Res Arcana's essences)."""
    won = winning_seats(t.game, st) or []
    players = t.s.record.players
    names = [players[seat] if 0 <= seat < len(players) and players[seat] else t.label(st, seat)
             for seat in won]
    if not names:
        return ""
    if len(names) > 1:
        return f"{', '.join(names[:-1])} and {names[-1]} share the win"
    totals = [sum(v.values()) for v in table.values()]
    tied = totals.count(max(totals)) > 1 if totals else False
    return f"{names[0]} wins" + (" on the tie-break" if tied else "")


def log(t):
    sec = dom.el("section", {"class": "log"})
    s = t.s
    n = len(s.moves)
    k = n if t.view_k is None else t.view_k
    dom.add(sec, dom.el("div", {"class": "row log-nav"},
                        dom.el("h3", text=f"Moves ({n})"),
                        _nav("«", "view", 0, k > 0, "First position"),
                        _nav("‹", "view", k - 1, k > 0, "Previous move"),
                        _nav("›", "view", k + 1, k < n, "Next move"),
                        _nav("»", "live", n, t.view_k is not None, "Current position")))
    # in a game with hidden information, what the person at the device may read
    viewer = s.log_viewer()
    texts = s.log_texts(viewer) if s.hidden() else s.moves
    bot = set(range(t.last[1], t.last[2])) if t.last and t.view_k is None else set()
    items = []
    shown_round = ""
    for i, text in enumerate(texts):
        # grouped by round: the first move of a round is headed by the round's name
        rnd = s.round_at(i)
        attrs: dict = {}
        if rnd and rnd != shown_round:
            attrs["data-round"] = rnd[:1].upper() + rnd[1:]
            shown_round = rnd
        cls = " ".join(c for c in ("current" if i + 1 == k else "", "bot" if i in bot else "",
                                   "new-round" if "data-round" in attrs else "") if c)
        if cls:
            attrs["class"] = cls
        button = dom.button_spec(text, "view", cls="link-btn", k=i + 1)
        # what the move made happen on its own (none shown for a move still secret)
        notes = s.notes(i, viewer) if text == s.moves[i] else []
        items.append(["li", attrs, button, *[["span", {"class": "note"}, note] for note in notes]])
    ol = dom.el("ol", {"class": "moves", "tabindex": "0", "data-digits": len(str(n)),
                       "aria-label": "Moves (arrow keys step through the game)"})
    dom.build(ol, items)
    dom.add(sec, ol)
    return sec


def _nav(label, cmd, k, enabled, title):
    b = dom.button(label, cmd, cls="btn small", k=k)
    b.setAttribute("title", title)
    b.setAttribute("aria-label", title)
    if not enabled:
        b.setAttribute("disabled", "")
    return b
