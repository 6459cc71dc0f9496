"""XSS sweep: nothing from a share link, a save or a typed text ever becomes markup in the page.

Every text field a link or a save can carry gets the usual payloads: player names (on the table,
the pass-the-device screen, the computer's "played" line, the score table, the list of saved
games), the game id, rules version, option keys and values, seats, seed, moves (a move that does
not replay is quoted in the message), a move typed in notation, the Terra Mystica site-log import,
a link pasted on the home screen, routes, and saves in localStorage (names, round, game, moves,
damaged entries and their keys). After each step: no payload ran (its ``xss(n)`` call records
into ``window.__xss``; no dialog opened), no element of a payload is in the document (an ``on*``
attribute, a ``javascript:`` URL, an ``<img src=x>``, an iframe, a script or style with payload
text), and the page shows the game or a message, with the payload as plain text where it is shown.
"""

from __future__ import annotations

import base64
import json
import zlib

import pytest

from browser.conftest import new_page
from browser.helpers import (
    link_hash,
    mid_game,
    move_count,
    notice,
    open_app,
    open_link,
    pass_position,
    start_new_game,
    wait_for_moves,
)

pytestmark = pytest.mark.browser

PAYLOADS = [  # each fits a player name (at most 40 characters)
    "<img src=x onerror=xss(1)>",
    "<script>xss(2)</script>",
    '"><svg onload=xss(3)>',
    "'><img src=x onerror=xss(4)>",
    "javascript:xss(5)//",
    "</title><img src=x onerror=xss(6)>",
    "</text><svg onload=xss(7)>",
    "]]><svg onload=xss(8)><![CDATA[",
    '<a href="javascript:xss(9)">x</a>',
    '<iframe srcdoc="<script>xss(10)">',
    "<style>*{background:red}</style>",
    "{{xss(12)}}${xss(13)}",
]

INIT = """
window.__xss = [];
window.xss = function (n) { window.__xss.push(n); };
window.TABULA_BOT_PAUSE = 0;
"""

INJECTED = r"""() => {
  const bad = [];
  const urlAttrs = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data'];
  for (const el of document.getElementsByTagName('*')) {
    const tag = el.localName;
    const say = why => bad.push(why + ': ' + el.outerHTML.slice(0, 120));
    for (const a of el.getAttributeNames()) {
      if (/^on/i.test(a)) say('event attribute ' + a);
      const url = urlAttrs.includes(a.toLowerCase()) && el.getAttribute(a);
      if (url && /^\s*javascript:/i.test(url)) say('javascript: URL');
    }
    if (tag === 'img' && el.getAttribute('src') === 'x') say('payload image');
    if (tag === 'iframe') say('iframe');
    if ((tag === 'script' || tag === 'style') && /xss\(|background:red/.test(el.textContent)) say(tag);
  }
  return bad;
}"""


def raw_token(d: dict, head: str = "terra_mystica") -> str:
    """A share token of any JSON object (what a hand-made link could hold)."""
    raw = json.dumps(d, separators=(",", ":")).encode("utf-8")
    body = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")
    return f"#g=1.{head}.{body}"


class Checker:
    def __init__(self, page):
        self.page = page
        self.dialogs: list[str] = []
        page.on("dialog", self._dialog)

    def _dialog(self, d):
        self.dialogs.append(d.message)
        d.dismiss()

    def clean(self, where: str, shows: list[str] = ()):
        """Nothing ran, nothing was injected, and each text of ``shows`` is in the page as text."""
        page = self.page
        ran = page.evaluate("() => window.__xss")
        assert not ran, f"{where}: payloads ran: {ran}"
        assert not self.dialogs, f"{where}: dialogs opened: {self.dialogs}"
        bad = page.evaluate(INJECTED)
        assert not bad, f"{where}: injected into the page: {bad}"
        if shows:
            text = page.inner_text("#app")
            missing = [s for s in shows if " ".join(s.split()) not in " ".join(text.split())]
            assert not missing, f"{where}: not shown as text: {missing}"

    def bad_link(self, hash_: str) -> str:
        """Open a link (or route): the app's message, or "" if it opened the game."""
        page = self.page
        page.evaluate("h => { document.querySelector('#notice').replaceChildren(); location.hash = h }",
                      hash_)
        page.wait_for_function("() => !!document.querySelector('#notice p') || "
                               "(location.hash.startsWith('#play/') && !!document.querySelector('svg'))")
        return notice(page) if page.locator("#notice p").count() else ""


@pytest.mark.cold_start
def test_payloads_stay_text_everywhere(make_context, guard, server):
    ctx = make_context()
    ctx.add_init_script(INIT)
    page = new_page(ctx, guard)
    check = Checker(page)
    open_app(page, server)
    check.clean("home")
    board_svg_and_built_elements_are_inert(page, check)

    # player names, typed into the new-game form
    start_new_game(page, "terra_mystica", 2, names=PAYLOADS[:2])
    page.wait_for_selector(".decision .turn")
    check.clean("names from the new-game form", [PAYLOADS[0]])

    # player names in links: the decision, the computer's move, the pass screen, the scores
    game, s, move = before_computer(*mid_game("terra_mystica", mid=8, names=PAYLOADS[2:4]))
    open_link(page, link_hash(s.record, game), ".legal button[data-move]")
    check.clean("names in a link (the decision)", [PAYLOADS[2]])
    n = move_count(page)
    page.click(f".legal button[data-move={json.dumps(move)}]")  # the computer answers
    wait_for_moves(page, more_than=n + 1)
    page.wait_for_selector(".decision p.last-move")
    check.clean("names in a link (the computer's move)", [PAYLOADS[3] + " played:"])
    # a typed move is quoted in the message that refuses it
    for text in PAYLOADS[4:7]:
        page.fill("#move-input", text)
        page.press("#move-input", "Enter")
        page.wait_for_function("t => document.querySelector('#notice').textContent.includes(t)", arg=text)
        check.clean(f"typed move {text}", [text])

    game, s = pass_position("res_arcana", names=PAYLOADS[6:8])
    open_link(page, link_hash(s.record, game), ".pass-screen:not([hidden])")
    check.clean("names on the pass screen", [PAYLOADS[6]])
    page.click(".pass-screen [data-cmd=take]")
    page.wait_for_selector("#board svg")
    check.clean("names at a hidden-information table", [PAYLOADS[6]])

    for gid, names in (("fate_of_venterra", PAYLOADS[8:10]), ("res_arcana", PAYLOADS[10:12])):
        game, s = finished(gid, names)
        open_link(page, link_hash(s.record, game), ".scores table")
        check.clean(f"names in {gid}'s final scores", names)

    # every other field of a link
    rec = mid_game("terra_mystica")[1].record.to_dict()
    ra_rec = mid_game("res_arcana")[1].record.to_dict()
    bad = {
        "game": {**rec, "game": PAYLOADS[0]},
        "rules": {**rec, "rules": PAYLOADS[1]},
        "option key": {**rec, "options": {**rec["options"], PAYLOADS[2]: PAYLOADS[3]}},
        "option key (Res Arcana)": ra_rec | {"options": {**ra_rec["options"], PAYLOADS[3]: 1}},
        "option value": {**rec, "options": {**rec["options"], "map": PAYLOADS[4]}},
        "option list": {**rec, "options": {**rec["options"], "options": [PAYLOADS[5]]}},
        "players": {**rec, "players": PAYLOADS[6]},
        "seats": {**rec, "seats": [PAYLOADS[7], ""]},
        "move": {**rec, "moves": rec["moves"] + [PAYLOADS[8]]},
        "first move": {**rec, "moves": [PAYLOADS[9]]},
        "packed moves": {**{k: v for k, v in rec.items() if k != "moves"}, "pack": PAYLOADS[10]},
        "moves": {**rec, "moves": PAYLOADS[11]},
    }
    for what, d in bad.items():
        text = check.bad_link(raw_token(d, head=d["game"] if d is not bad["game"] else "terra_mystica"))
        print(f"a link with a payload in its {what}: {text or 'opens the game'}")
        check.clean(f"a link with a payload in its {what}: {text}")
    # the move that does not replay is quoted in the message
    text = check.bad_link(raw_token(bad["move"]))
    assert PAYLOADS[8] in text, text
    # a string seed is a seed: the game opens
    open_link(page, raw_token({**rec, "seed": PAYLOADS[0], "moves": []}), "#board svg")
    check.clean("a link with a payload seed")
    for hash_ in ("#g=" + PAYLOADS[0], "#new/" + PAYLOADS[1], "#play/" + PAYLOADS[2],
                  raw_token({**rec, "game": "chess"}, head="chess")):
        text = check.bad_link(hash_)
        print(f"route {hash_}: {text}")
        check.clean(f"route {hash_}: {text}")

    # a link pasted on the home screen, and the Terra Mystica site log import
    page.evaluate("() => { location.hash = '' }")
    page.wait_for_selector("#link-input")
    page.fill("#link-input", PAYLOADS[0])
    page.evaluate("() => document.querySelector('#notice').replaceChildren()")
    page.click("form[data-form=link] button[type=submit]")
    page.wait_for_function("() => !!document.querySelector('#notice p')")
    check.clean("a pasted link: " + notice(page))
    page.evaluate("() => { location.hash = '' }")
    page.wait_for_selector("#import-input")
    for log in ("\n".join(PAYLOADS), "setup witches\nsetup nomads\nwitches: build " + PAYLOADS[1],
                "option " + PAYLOADS[2] + "\nsetup witches"):
        page.fill("#import-input", log)
        page.evaluate("() => document.querySelector('#notice').replaceChildren()")
        page.click("form[data-form=import] button[type=submit]")
        page.wait_for_function("() => !!document.querySelector('#notice p')")
        check.clean("an imported log: " + notice(page))

    # saves in localStorage
    saves = stored_saves(rec)
    page.evaluate("s => { for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v) }", saves)
    page.evaluate("() => { location.hash = '#new/terra_mystica' }")  # then home again: the list anew
    page.wait_for_selector("form[data-form=new]")
    page.evaluate("() => { location.hash = '' }")
    page.wait_for_selector(".save-list li[data-save=xsssave1]")
    check.clean("saved games on the home screen", PAYLOADS[:4] + [PAYLOADS[4], PAYLOADS[5]])
    page.click("li[data-save=xsssave2] [data-cmd=go]")
    page.wait_for_function("() => !!document.querySelector('#notice p')")
    assert PAYLOADS[9] in notice(page), notice(page)
    check.clean("a save whose move does not replay")
    damaged = page.locator(".save-list li.damaged").all_inner_texts()
    print("damaged saves:", damaged)
    assert len(damaged) == 3, damaged
    check.clean("damaged saves")


HOSTILE_SVG = """<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"
  onload="xss(30)"><script>xss(31)</script>
  <a href="javascript:xss(32)"><text>a</text></a><a xlink:href="javascript:xss(33)"><text>b</text></a>
  <foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="xss(34)"/></foreignObject>
  <image href="x" onerror="xss(35)"/><rect onclick="xss(36)" width="5" height="5"/>
  <set attributeName="onmouseover" to="xss(37)"/>
  <a><animate attributeName="href" values="javascript:xss(38)"/><text>c</text></a>
  <iframe src="javascript:xss(39)"/><use href="data:image/svg+xml,&lt;svg onload='xss(40)'/&gt;"/>
</svg>"""


SNEAKY_SVG = [
    '<svg xmlns="http://www.w3.org/2000/svg"><rect/onclick="xss(50)" width="5" height="5"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect width="5"onclick="xss(51)" height="5"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><rect ONCLICK="xss(52)" width="5" height="5"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><a href="#ok"xlink:href="javascript:xss(53)"><text>d</text>'
    '</a></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><use href = "#ok"/><image src=x onerror="xss(54)"/></svg>',
]


def board_svg_and_built_elements_are_inert(page, check):
    """The page's own guards, should game code ever draw text it did not escape: the SVG
    sanitiser (static/boot.js Tabula.setSvg) and Tabula.build."""
    left = page.evaluate("""svg => {
      const box = document.createElement('div');
      box.id = 'hostile';
      document.body.append(box);
      Tabula.setSvg(box, svg);
      box.querySelector('rect').dispatchEvent(new MouseEvent('click', {bubbles: true}));
      for (const a of box.querySelectorAll('a')) a.dispatchEvent(new MouseEvent('click', {bubbles: true}));
      return [...box.querySelectorAll('*')].map(e => e.localName);
    }""", HOSTILE_SVG)
    assert "script" not in left and "foreignObject" not in left and "set" not in left, left
    check.clean("hostile SVG")
    page.evaluate("() => document.getElementById('hostile').remove()")
    # the board's in-place update (static/board.js) takes the same sanitiser; attributes written
    # the ways the HTML parser still reads them (after a "/" or straight after a quote, upper
    # case) must not slip past its quick check for risky text
    if not page.evaluate("() => !!window.TabulaBoard"):  # the table loads it; this is the home page
        page.add_script_tag(url="./static/board.js")
    for k, svg in enumerate(SNEAKY_SVG):
        left = page.evaluate("""([svg, k]) => {
          const box = document.createElement('div');
          box.className = 'board';
          document.body.append(box);
          TabulaBoard.update(box, '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>', true, '');
          TabulaBoard.update(box, svg, true, '');
          for (const el of box.querySelectorAll('*')) {
            el.dispatchEvent(new MouseEvent('click', {bubbles: true}));
          }
          const risky = [...box.querySelectorAll('*')].flatMap(e => e.getAttributeNames()
            .filter(n => /^on/i.test(n) || (/(href|src)$/i.test(n) && !e.getAttribute(n).startsWith('#'))));
          box.remove();
          return risky;
        }""", [svg, k])
        assert left == [], (svg, left)
    check.clean("hostile SVG through the board's update")
    for spec in ([["a", {"href": "javascript:xss(41)"}, "x"]], [["img", {"onerror": "xss(42)", "src": "x"}]],
                 [["script", {}, "xss(43)"]], [["iframe", {"src": "javascript:xss(44)"}]]):
        err = page.evaluate("""spec => { try { Tabula.build(document.body, JSON.stringify(spec)); return ''; }
                                         catch (e) { return e.message; } }""", spec)
        assert err.startswith("build:"), (spec, err)
    check.clean("Tabula.build")


def finished(game_id: str, names):
    import random

    from tabula import games
    from tabula.core.record import Record
    from tabula.web.session import Session

    game = games.get(game_id)
    rng = random.Random(1)
    s = Session(game, Record(game=game.id, options=game.default_options(2), seed=1, players=list(names),
                             rules=game.rules_version), "test")
    while not s.over():
        seat = s.deciding()
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    return game, s


def stored_saves(rec: dict) -> dict:
    """localStorage entries: good ones with payload texts, one whose move does not replay, one of
    a game this app does not have, and damaged ones (payloads in the key and the format)."""
    def entry(save_id, record, **over):
        d = {"v": 1, "rev": 1, "id": save_id, "game": record["game"], "players": record["players"],
             "round": "", "updated": 1.7e12, "record": record}
        d.update(over)
        return json.dumps(d)

    return {
        "tabula.save.xsssave1": entry("xsssave1", {**rec, "players": PAYLOADS[0:2]}, round=PAYLOADS[4]),
        "tabula.save.xsssave2": entry("xsssave2", {**rec, "players": PAYLOADS[2:4],
                                                   "moves": rec["moves"] + [PAYLOADS[9]]}),
        "tabula.save.xsssave3": entry("xsssave3", {**rec, "game": PAYLOADS[5]}),
        "tabula.save." + PAYLOADS[6]: "<svg onload=xss(20)>",
        "tabula.save.xsssave4": entry("xsssave4", rec, v=PAYLOADS[7]),
        "tabula.save.xsssave5": entry("xsssave5", {**rec, "seats": [PAYLOADS[8]]}),
    }


def before_computer(game, s):
    """The first position from ``s`` on where a move of the person hands the decision to the
    computer (random moves until then): (game, session, that move)."""
    import random

    from tabula.web.session import Session

    rng = random.Random(1)
    while not s.over():
        seat = s.deciding()
        if not s.is_computer(seat):
            for move in s.legal_texts(seat):
                after = Session(game, s.record.copy(), "test")
                after.decide(move, seat=seat)
                if after.is_computer(after.deciding()):
                    return game, s, move
        s.decide(rng.choice(s.legal_texts(seat)), seat=seat)
    raise AssertionError("the computer never decides")
