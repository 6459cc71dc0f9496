/* Tabula board: zoom and pan of the game's SVG, and keyboard use of its clickable parts.
 *
 * Listens on the document for events inside any `.board` (the table re-creates its board
 * container on every visit; a move changes its SVG in place: TabulaBoard.update, with
 * static/morph.js). Zoom: the + / − / Fit buttons (TabulaBoard.zoom), Ctrl + wheel (plain wheel
 * too once zoomed in), two-finger pinch. Pan: drag the zoomed board. A drag never counts as a
 * click, so clicks on [data-action] keep working. TabulaBoard.update(container, svgText,
 * clickable, lastMove) shows the game's next board (a board cut into bands, kit/doc.py Bands, as
 * a stack of <svg>s, one a band); TabulaBoard.drawn(container, lastMove) does
 * the same work for a board put in the page otherwise: both put the zoom back, make each
 * [data-action] part focusable (Enter or Space clicks it) and mark the part of the computer's
 * last move.
 * Inspector: every part's tip in words (the game's <title>s, moved to data-tip) and the card zoom
 * (a group marked data-zoom drawn again, large) open on hover, keyboard focus or a long-press.
 * On a touch screen a tap on a part smaller than a finger first zooms the board there.
 */
(function () {
  "use strict";
  const MIN = 1, MAX = 6, DRAG = 6, FINGER = 44, PRESS = 450, HOVER = 300;
  const views = new WeakMap();  // container -> {s, x, y}

  function view(box) {
    let v = views.get(box);
    if (!v) { v = { s: 1, x: 0, y: 0 }; views.set(box, v); }
    return v;
  }

  function apply(box) {
    const v = view(box);
    const svg = boardEl(box);
    const w = box.clientWidth, h = box.clientHeight;
    v.s = Math.min(MAX, Math.max(MIN, v.s));
    v.x = Math.min(0, Math.max(w - w * v.s, v.x));
    v.y = Math.min(0, Math.max(h - h * v.s, v.y));
    if (v.s === 1) { v.x = 0; v.y = 0; }
    if (svg) {
      svg.style.transformOrigin = "0 0";
      svg.style.transform = v.s === 1 ? "" : "translate(" + v.x + "px," + v.y + "px) scale(" + v.s + ")";
    }
    box.classList.toggle("zoomed", v.s > 1);
    box.dataset.zoom = v.s.toFixed(2);
  }

  // zoom by `f` keeping the point (px, py) of the box (its own coordinates) where it is
  function zoomAt(box, f, px, py) {
    const v = view(box);
    const s = Math.min(MAX, Math.max(MIN, v.s * f));
    const k = s / v.s;
    v.x = px - (px - v.x) * k;
    v.y = py - (py - v.y) * k;
    v.s = s;
    apply(box);
  }

  function zoom(box, how) {
    if (!box) return;
    if (how === "reset") { views.set(box, { s: 1, x: 0, y: 0 }); apply(box); return; }
    zoomAt(box, how === "in" ? 1.4 : 1 / 1.4, box.clientWidth / 2, box.clientHeight / 2);
  }

  function boardOf(target) {
    return target && target.closest ? target.closest(".board") : null;
  }

  document.addEventListener("wheel", function (e) {
    const box = boardOf(e.target);
    if (!box || !box.querySelector("svg")) return;
    if (!e.ctrlKey && !e.metaKey && view(box).s <= 1) return;  // the page scrolls
    e.preventDefault();
    const r = box.getBoundingClientRect();
    zoomAt(box, Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top);
  }, { passive: false });

  // pointers: one drags (when zoomed in), two pinch
  const pts = new Map();
  let drag = null;      // {box, x0, y0, vx, vy, moved}
  let pinch = null;     // {box, d0, s0, cx, cy}
  let swallow = false;  // the click that ends a drag

  function dist(a, b) { return Math.hypot(a.x - b.x, a.y - b.y); }

  let touchTap = false;  // the last pointer down on a board was a finger or a pen
  document.addEventListener("pointerdown", function (e) {
    const box = boardOf(e.target);
    if (!box || (e.pointerType === "mouse" && e.button !== 0)) return;
    touchTap = e.pointerType !== "mouse";
    if (touchTap) startPress(e);
    pts.set(e.pointerId, { x: e.clientX, y: e.clientY, box: box });
    const v = view(box);
    if (pts.size === 1) {
      drag = { box: box, x0: e.clientX, y0: e.clientY, vx: v.x, vy: v.y, moved: false, id: e.pointerId };
      swallow = false;
    } else if (pts.size === 2) {
      const [a, b] = Array.from(pts.values());
      const r = box.getBoundingClientRect();
      cancelPress();
      pinch = { box: box, d0: dist(a, b) || 1, s0: v.s, cx: (a.x + b.x) / 2 - r.left, cy: (a.y + b.y) / 2 - r.top };
      drag = null;
    }
  });

  document.addEventListener("pointermove", function (e) {
    const p = pts.get(e.pointerId);
    if (!p) return;
    p.x = e.clientX; p.y = e.clientY;
    if (pinch && pts.size >= 2) {
      const [a, b] = Array.from(pts.values());
      const v = view(pinch.box);
      zoomAt(pinch.box, (pinch.s0 * dist(a, b) / pinch.d0) / v.s, pinch.cx, pinch.cy);
      swallow = true;
      return;
    }
    if (!drag || drag.id !== e.pointerId) return;
    const dx = e.clientX - drag.x0, dy = e.clientY - drag.y0;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG) return;
    cancelPress();
    const v = view(drag.box);
    if (v.s <= 1) return;  // nothing to pan
    if (!drag.moved) {
      drag.moved = true;
      try { drag.box.setPointerCapture(e.pointerId); } catch (err) { /* gone */ }
    }
    swallow = true;
    v.x = drag.vx + dx; v.y = drag.vy + dy;
    apply(drag.box);
  });

  function up(e) {
    cancelPress();
    pts.delete(e.pointerId);
    if (pts.size < 2) pinch = null;
    if (drag && drag.id === e.pointerId) drag = null;
  }
  document.addEventListener("pointerup", up);
  document.addEventListener("pointercancel", up);

  // A part pressed with a mouse does not take the keyboard focus. Clicking it plays its move, and
  // the board drawn after the move has no focusable parts while the computers play. A focused
  // element that loses its tabindex makes Chromium restyle and lay out the page on the spot, in
  // the middle of the board's patch, to check that the element can still have the focus. (A
  // keyboard player's part keeps the focus: Enter and Space, below.)
  document.addEventListener("mousedown", function (e) {
    const t = e.target;
    if (e.button !== 0 || !t || !t.closest || !boardOf(t) || !t.closest("[data-action]")) return;
    e.preventDefault();  // (no focus taken, no text selected: the press still ends in a click)
    const a = document.activeElement;  // what had the focus loses it, as on any other press
    if (a && a !== document.body && a.blur) a.blur();
  });

  // a drag or a pinch is not a click on what lies under the pointer; nor is the tap that ends a
  // long-press (it opened the card zoom); and on a touch screen, a tap on a part smaller than a
  // finger (44 px) with the board not zoomed in enough zooms in there first (a two-step pick)
  document.addEventListener("click", function (e) {
    const box = boardOf(e.target);
    if ((swallow || pressed) && box) {
      e.stopPropagation();
      e.preventDefault();
    } else if (box && touchTap && !box.classList.contains("readonly")) {
      const part = e.target.closest("[data-action]");
      const r = part ? part.getBoundingClientRect() : null;
      const small = r ? Math.min(r.width, r.height) : FINGER;
      if (small < FINGER && view(box).s < MAX) {
        e.stopPropagation();
        e.preventDefault();
        const b = box.getBoundingClientRect();
        zoomAt(box, Math.min(MAX / view(box).s, (FINGER + 4) / Math.max(small, 1)),
               e.clientX - b.left, e.clientY - b.top);
      }
    }
    swallow = false;
    pressed = false;
  }, true);

  // keyboard: a part focused outside the zoomed-in view is brought into it (the board's own
  // scroll, which the browser may use to show it, stays at 0: the view is the transform)
  function reveal(box, el) {
    box.scrollLeft = 0;
    box.scrollTop = 0;
    const v = view(box);
    if (v.s <= 1 || !el.getBoundingClientRect) return;
    const r = el.getBoundingClientRect(), b = box.getBoundingClientRect();
    if (r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom) return;
    v.x += (b.left + b.width / 2) - (r.left + r.width / 2);
    v.y += (b.top + b.height / 2) - (r.top + r.height / 2);
    apply(box);
  }
  document.addEventListener("focusin", function (e) {
    const box = boardOf(e.target);
    if (!box || e.target === box) return;
    reveal(box, e.target);
    requestAnimationFrame(function () { if (document.activeElement === e.target) reveal(box, e.target); });
  });

  // keyboard: Enter / Space on a focused part is a click on it
  document.addEventListener("keydown", function (e) {
    if (e.key !== "Enter" && e.key !== " ") return;
    const t = e.target;
    if (!t || !t.closest || !boardOf(t) || !t.matches("[data-action]")) return;
    e.preventDefault();
    refocus = { box: boardOf(t), action: t.getAttribute("data-action") };
    t.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
  });

  // A part played (or just focused) by keyboard is gone with the board it was on: once the board
  // is drawn again with parts to play (maybe after a computer's moves), the focus goes to the
  // same move if it is still there, else to the first part, unless the person has put the focus
  // elsewhere. The table calls before(box) just before it replaces the board's SVG.
  let refocus = null;  // {box, action}
  function before(box) {
    const a = document.activeElement;
    if (a && box && box.contains(a) && a.matches("[data-action]") && a.matches(":focus-visible")) {
      refocus = { box: box, action: a.getAttribute("data-action") };
    }
  }
  function restoreFocus(box, parts) {
    if (!refocus || refocus.box !== box) return;
    const a = document.activeElement;
    if (a && a !== document.body && a.isConnected) { refocus = null; return; }
    if (!parts.length || box.classList.contains("readonly")) return;  // not the person's turn yet
    let next = parts[0];
    for (let i = 0; i < parts.length; i++) {
      if (parts[i].getAttribute("data-action") === refocus.action) { next = parts[i]; break; }
    }
    refocus = null;
    next.focus();
  }

  // -- the inspector: what a part is (its tip, in words) and the card zoom -----------------------
  // A part's tip is the game's <title> for it, moved by drawn() into data-tip (and aria-label for
  // a clickable part), so the browser's slow native tooltip does not show it as well. A group
  // marked data-zoom (a card, a tile, a player's board) is drawn again, large, beside the tip,
  // with its .zoom-only parts shown. Mouse: on hover. Keyboard: on focus. Touch: a long-press,
  // which pins it until the next tap.
  const NS = "http://www.w3.org/2000/svg";
  let pop = null, shown = null, hoverTimer = 0, pressTimer = 0, pressed = false, pinned = false;

  function popover() {
    if (pop && pop.isConnected) return pop;
    pop = document.createElement("div");
    pop.className = "inspect";
    pop.setAttribute("aria-hidden", "true");  // the focused part's own name says the same
    pop.hidden = true;
    document.body.appendChild(pop);
    return pop;
  }

  // what to show for the element under the pointer / focus: {anchor, tips, zoom} or null. At a
  // point (x, y) the card zoom is of the topmost card there, even under a clickable part's
  // highlight (a task card on an island one can sail to): the tip says what a click does, and
  // the card's own tip follows.
  function subject(target, x, y) {
    const box = boardOf(target);
    if (!box || !target.closest) return null;
    const tipEl = target.closest("[data-tip]");
    let zoomEl = target.closest("svg [data-zoom]");
    if (!zoomEl && x !== undefined && document.elementsFromPoint) {
      for (const el of document.elementsFromPoint(x, y)) {
        if (!box.contains(el)) break;
        zoomEl = el.closest("svg [data-zoom]");
        if (zoomEl) break;
      }
    }
    const zoom = zoomEl && box.contains(zoomEl) ? zoomEl : null;
    const tips = [];
    if (tipEl && box.contains(tipEl)) tips.push(tipEl.getAttribute("data-tip"));
    const own = zoom && zoom.getAttribute("data-tip");
    if (own && tips.indexOf(own) < 0) tips.push(own);
    if (!tips.length && !zoom) return null;
    return { box: box, anchor: tipEl && (!zoom || zoom.contains(tipEl)) ? tipEl : zoom, tips: tips, zoom: zoom,
             key: (tipEl ? 1 : 0) + ":" + tips.join("|") + ":" + (zoom ? zoom.getAttribute("data-tip") || "z" : "") };
  }

  function zoomView(el, box) {
    const svg = el.ownerSVGElement;
    if (!svg || !el.parentNode || !el.parentNode.getScreenCTM) return null;
    const m = svg.getScreenCTM().inverse().multiply(el.parentNode.getScreenCTM());
    const out = document.createElementNS(NS, "svg");
    out.setAttribute("class", svg.getAttribute("class") || "tb");
    const outer = document.createElementNS(NS, "g");
    const inner = document.createElementNS(NS, "g");
    inner.setAttribute("transform", "matrix(" + [m.a, m.b, m.c, m.d, m.e, m.f].join(" ") + ")");
    const copy = el.cloneNode(true);
    for (const x of [copy, ...copy.querySelectorAll("*")]) {
      for (const a of ["id", "data-action", "tabindex", "role", "aria-label", "data-tip"]) x.removeAttribute(a);
      x.classList.remove("last-move");
    }
    inner.appendChild(copy);
    outer.appendChild(inner);
    out.appendChild(outer);
    return { svg: out, g: outer, boardScale: svg.getBoundingClientRect().width / (svg.viewBox.baseVal.width || 1) };
  }

  function show(sub, at) {
    const p = popover();
    p.textContent = "";
    p.classList.toggle("pinned", pinned);
    let z = null;
    if (sub.zoom) {
      z = zoomView(sub.zoom, sub.box);
      if (z) {
        const wrap = document.createElement("div");
        wrap.className = "zoom-view";
        wrap.appendChild(z.svg);
        p.appendChild(wrap);
      }
    }
    for (const tip of sub.tips) {
      const t = document.createElement("p");
      t.textContent = tip;
      p.appendChild(t);
    }
    p.hidden = false;
    if (z) {
      const bb = z.g.getBBox(), pad = 3;
      const w = bb.width + 2 * pad, h = bb.height + 2 * pad;
      const s = Math.min(0.92 * innerWidth / w, 0.62 * innerHeight / h, Math.max(2.2 * z.boardScale, 320 / w));
      z.svg.setAttribute("viewBox", [bb.x - pad, bb.y - pad, w, h].join(" "));
      z.svg.setAttribute("width", Math.round(w * s));
      z.svg.setAttribute("height", Math.round(h * s));
    }
    place(p, at || sub.anchor.getBoundingClientRect());
    shown = sub;
  }

  // beside the anchor (right, else left, else below / above), inside the window
  function place(p, r) {
    const w = p.offsetWidth, h = p.offsetHeight, m = 8;
    let x = r.right + m <= innerWidth - w - m ? r.right + m : r.left - w - m;
    let y = r.top;
    if (x < m) {
      x = (innerWidth - w) / 2;
      y = r.bottom + m + h <= innerHeight ? r.bottom + m : r.top - h - m;
    }
    p.style.left = Math.max(m, Math.min(innerWidth - w - m, x)) + "px";
    p.style.top = Math.max(m, Math.min(innerHeight - h - m, y)) + "px";
  }

  function hide() {
    clearTimeout(hoverTimer);
    pending = null;
    if (pop) pop.hidden = true;
    shown = null;
    pinned = false;
  }

  // Nothing is measured while the pointer moves: only once it has rested on a part (the timer)
  // is what lies under it looked up. (A board changed under a resting pointer, as a click
  // changes it, sends a pointerover at once: looking then would lay the board out before its
  // frame, and find the point's parts, several ms of the click's frame.)
  let pending = null;  // {target, x, y}: where the hover timer will look
  let rest = null;  // {x, y}: where the mouse was last seen
  function hovered(e) {
    if (e.pointerType !== "mouse") return;
    // The page scrolling or a board moving under a mouse that rests sends it pointer events
    // where it was. They show no tip: only a mouse that moves asks for one (a person who has
    // just clicked "Start" or a card does not want the tip of whatever came to lie under the
    // mouse), and they take no keyboard focus's tip away. A mouse's tip whose part moved away
    // goes.
    const still = rest && rest.x === e.clientX && rest.y === e.clientY;
    rest = { x: e.clientX, y: e.clientY };
    if (still) {
      if (pinned || e.type !== "pointerover") return;
      clearTimeout(hoverTimer);
      pending = null;
      if (shown && !shown.focused) hide();
      return;
    }
    if (pinned || !boardOf(e.target)) return;
    const moved = !pending || pending.target !== e.target;
    pending = { target: e.target, x: e.clientX, y: e.clientY };
    if (!moved) return;  // the same part: its timer runs on
    clearTimeout(hoverTimer);
    hoverTimer = setTimeout(function () {
      const p = pending;
      pending = null;
      if (!p || !p.target.isConnected || (drag && drag.moved)) return;
      const sub = subject(p.target, p.x, p.y);
      if (!sub) { if (shown && !shown.focused) hide(); return; }  // (a focus tip stays)
      if (shown && shown.key === sub.key) return;
      const at = { left: p.x, right: p.x + 12, top: p.y + 12, bottom: p.y + 12 };
      show(sub, sub.zoom ? null : at);
    }, shown ? 60 : HOVER);
  }
  document.addEventListener("pointerover", hovered);
  document.addEventListener("pointermove", hovered, { passive: true });
  document.addEventListener("pointerout", function (e) {
    if (e.pointerType !== "mouse" || pinned || (shown && shown.focused)) return;  // (see hovered)
    if (!e.relatedTarget || !boardOf(e.relatedTarget)) hide();
  });

  function startPress(e) {
    cancelPress();
    const sub = subject(e.target, e.clientX, e.clientY);
    if (!sub) return;
    pressTimer = setTimeout(function () {
      pressTimer = 0;
      pressed = true;  // the click this touch ends with is not a move
      pinned = true;
      show(sub);
    }, PRESS);
  }
  function cancelPress() {
    if (pressTimer) { clearTimeout(pressTimer); pressTimer = 0; }
  }

  document.addEventListener("pointerdown", function (e) {
    if (pinned && !(pop && pop.contains(e.target))) hide();
  }, true);
  // the tip of the part the keyboard focused (also shown again after a board change, when the
  // part kept its focus: a computer's move must not take a keyboard player's words away)
  function tipFocused() {
    const e = document.activeElement;
    const sub = e && e.matches && e.matches("svg [data-action], svg [data-zoom]") ? subject(e) : null;
    if (sub && e.matches(":focus-visible")) { show(sub); shown.focused = true; return true; }
    return false;
  }
  document.addEventListener("focusin", function () {
    if (pinned) return;
    if (!tipFocused() && shown) hide();
  });
  document.addEventListener("focusout", function () { if (!pinned) hide(); });
  document.addEventListener("keydown", function (e) { if (e.key === "Escape" && shown) hide(); });
  // the page scrolls: a tip shown for the keyboard's focus follows its part (focusing a part may
  // scroll it into view); one shown for the mouse goes
  window.addEventListener("scroll", function () {
    if (!shown || pinned) return;
    if (shown.focused && shown.anchor.isConnected) place(popover(), shown.anchor.getBoundingClientRect());
    else hide();
  }, { passive: true });

  // the game's <title> tips become data-tip (the inspector's) and the parts' accessible names: a
  // group is named by its tip, a lone shape is an image with the tip as its text (a clickable
  // part is named by part(), once every tip is out of its words)
  function tips(root) {
    for (const t of root.querySelectorAll("svg title")) {
      const el = t.parentNode, text = t.textContent.trim();
      t.remove();
      if (!text || !el || !el.setAttribute) continue;
      el.setAttribute("data-tip", text);
      if (el.hasAttribute("aria-label") || el.hasAttribute("data-action")) continue;
      el.setAttribute("role", el.tagName === "g" ? "group" : "img");
      el.setAttribute("aria-label", text);
    }
  }

  // what drawn() and update() do to a board's SVG before it shows: tips and names (tips()),
  // clickable parts focusable and named, the computer's last move marked. ``root`` may be
  // detached.
  function prepare(root, clickable, lastMove) {
    tips(root);
    for (const el of root.querySelectorAll("[data-action]")) {
      part(el, clickable);
      if (lastMove && el.getAttribute("data-action") === lastMove) el.classList.add("last-move");
    }
  }
  // A part that plays a move (data-action), as it should be now: focusable while the board takes
  // clicks, and named by what it shows, then its tip; only a part that shows no words and has no
  // tip is named by its move in notation (an aria-label would hide what the part shows and
  // says). Its name is made from all the words inside it: after a patch changed some of them,
  // update() asks again.
  function part(el, clickable) {
    set(el, "tabindex", clickable ? "0" : null);
    set(el, "role", clickable ? "button" : null);
    const tip = el.getAttribute("data-tip");
    const shown = el.textContent.replace(/\s+/g, " ").trim();
    set(el, "aria-label", tip ? (shown && !tip.includes(shown) ? shown + ": " + tip : tip)
      : clickable && !shown ? el.getAttribute("data-action") : null);
  }
  function set(el, name, value) {  // (only where it differs: a change makes the browser restyle)
    if (value === null) { if (el.hasAttribute(name)) el.removeAttribute(name); }
    else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
  }

  // The board's SVG as it is now in the page, processed by drawn() (e.g. after board.js loaded
  // late, or after Tabula.setSvg).
  function drawn(box, lastMove) {
    if (!box) return;
    const focusTip = shown && shown.focused && !pinned;
    hide();
    const board = boardEl(box);
    if (board) for (const svg of layersOf(board)) prepare(svg, !box.classList.contains("readonly"), lastMove);
    apply(box);
    restoreFocus(box, box.querySelectorAll("[data-action]"));
    if (focusTip) tipFocused();
  }

  // The next board, in place: ``text`` is the game's new SVG. Usually only a few parts of it
  // differ from the board's last text: only those are parsed and cleaned (Tabula.parseSvg),
  // prepared like drawn() does while still detached, and put in (TabulaMorph.patch), so the
  // browser restyles and repaints only what a move changed, and a part that stays keeps the
  // keyboard focus and the hover. The whole text is parsed, and the board morphed to it, when
  // there is no last text or when the page's board is not what the last text says. Returns
  // true when it patched, false when it drew the board whole.
  // A board cut into bands (kit/doc.py, Bands: the board's children are <svg>s) is shown as one
  // <svg> per band, each in a box the browser does not render while it is off the screen
  // (content-visibility: auto, static/app.css), and each band is patched on its own.
  const drawnFrom = new WeakMap();  // container -> {board, texts, trees, nodes, names, text, tree, clickable, lastMove, tall}
  function update(box, text, clickable, lastMove) {
    text = String(text);
    const board = boardEl(box);
    const last = drawnFrom.get(box);
    const was = board && last && last.board === board ? last : null;
    const focusTip = shown && shown.focused && !pinned;
    hide();
    drawnFrom.delete(box);
    const split = bands(text, was);
    let tall = was ? was.tall : null;
    const parts = function (root, isBoard) {
      prepare(root, clickable, lastMove);
      if (isBoard && !split.banded) tall = keepHeight(root, tall);
    };
    let trees = null;
    if (was && split.banded === (board.localName !== "svg") && layersOf(board).length === was.texts.length) {
      trees = split.banded ? patchBands(board, was, split, parts) : patchOne(board, was, split, parts);
    }
    const patched = !!trees;
    if (trees) {
      // the parts the patch kept were prepared for the last board's clickable and last move,
      // and a clickable part's name is made of words the patch may have changed
      for (const el of board.querySelectorAll("[data-action]")) part(el, clickable);
      if (was.lastMove !== lastMove) markLast(board, lastMove);
      if (split.banded) tall = sizeBands(board, tall);
      if (view(box).s !== 1) apply(box);  // keep a zoomed view inside the (maybe new) bounds
    } else {
      const roots = split.texts.map(function (t) { return window.Tabula.parseSvg(t); });
      mark("parsed");
      for (const r of roots) parts(r, true);
      mark("prepared");
      if (!split.banded) {
        if (board && board.localName === "svg") window.TabulaMorph.morph(board, roots[0], "style");  // (the zoom's)
        else box.replaceChildren(document.adoptNode(roots[0]));
      } else if (board && board.localName !== "svg" && board.children.length === roots.length) {
        roots.forEach(function (r, i) { window.TabulaMorph.morph(board.children[i].firstElementChild, r, ""); });
      } else {
        const stack = document.createElement("div");
        stack.className = "bands";
        for (const r of roots) stack.appendChild(band(r));
        box.replaceChildren(stack);
      }
      if (split.banded) tall = sizeBands(boardEl(box), tall);
      apply(box);
      trees = split.trees;
    }
    drawnFrom.set(box, { board: boardEl(box), texts: split.texts, trees: trees, nodes: split.nodes,
                         names: split.names, text: text, tree: split.tree,
                         clickable: clickable, lastMove: lastMove, tall: tall });
    mark("morphed");
    restoreFocus(box, box.querySelectorAll("[data-action]"));
    if (focusTip) tipFocused();
    return patched;
  }
  // the page's board patched to ``split`` (bands()) from ``was``: each part's tree, or null
  // when it cannot be (then nothing has changed: the caller draws the board whole)
  function patchOne(svg, was, split, parts) {
    const t = window.TabulaMorph.patch(svg, was.texts[0], split.texts[0], parts, was.trees[0], split.trees[0]);
    return t ? [t] : null;
  }
  // The new bands are lined up with the old ones by their names (kit/doc.py Bands; in order,
  // an old band skipped goes, a new band without an old one of its name comes in): a band whose
  // text is the old one's is left as it is, the ones that changed are patched together (nothing
  // changes unless all can be), then the ones that went are taken out and the new ones put in.
  function patchBands(stack, was, split, parts) {
    const olds = Array.from(stack.children), n = split.texts.length, m = olds.length;
    const trees = new Array(n), jobs = [], at = [], from = new Array(n).fill(-1);
    let j = 0;
    for (let i = 0; i < n; i++) {
      let k = j;
      while (k < m && was.names[k] !== split.names[i]) k++;
      if (k < m) { from[i] = k; j = k + 1; }
    }
    for (let i = 0; i < n; i++) {
      const k = from[i];
      if (k < 0) continue;
      if (split.nodes[i] && split.nodes[i] === was.nodes[k] || split.texts[i] === was.texts[k]) {
        trees[i] = was.trees[k];
        continue;
      }
      jobs.push({ svg: olds[k].firstElementChild, oldText: was.texts[k], newText: split.texts[i],
                  oldTree: was.trees[k], newTree: split.trees[i] });
      at.push(i);
    }
    const news = [];
    for (let i = 0; i < n; i++) {  // (parsed before anything changes: a text it cannot read stops all)
      if (from[i] >= 0) continue;
      const root = window.Tabula.parseSvg(split.texts[i]);
      parts(root, true);
      news[i] = band(root);
      trees[i] = split.trees[i];
    }
    if (jobs.length) {
      const got = window.TabulaMorph.patchAll(jobs, parts);
      if (!got) return null;
      at.forEach(function (i, k) { trees[i] = got[k]; });
    }
    const kept = new Set(from);
    olds.forEach(function (el, k) { if (!kept.has(k)) el.remove(); });
    for (let i = n - 1, next = null; i >= 0; i--) {
      if (from[i] >= 0) next = olds[from[i]];
      else { stack.insertBefore(news[i], next); next = news[i]; }
    }
    return trees;
  }
  function band(root) {
    const el = document.createElement("div");
    el.className = "band";
    el.appendChild(document.adoptNode(root));
    return el;
  }
  // The board in the page: one <svg>, or a <div class="bands"> of <div class="band"><svg>
  function boardEl(box) { return box.querySelector(":scope > .bands, :scope > svg"); }
  function layersOf(board) {
    if (board.localName === "svg") return [board];
    return Array.from(board.children, function (band) { return band.firstElementChild; });
  }
  // ``text`` as the texts the page shows it by: {banded, texts, trees (each text's {node, start},
  // or null when not known yet), nodes (each text's own node in the whole text's tree: the same
  // node, the same text), names (each band's), tree (the whole text's, or null)}. ``was``: the
  // last board's.
  function bands(text, was) {
    const got = window.TabulaMorph.scan(text, was ? was.text : undefined, was && was.tree ? was.tree : undefined);
    const one = { banded: false, texts: [text], trees: [got], nodes: [null], names: [""], tree: got };
    if (!got) return one;
    const root = got.node;
    if (root.kids.length < 2 || root.title || root.atomic) return one;
    for (const k of root.kids) if (k.tag !== "svg") return one;
    const texts = [], trees = [], names = [];
    root.kids.forEach(function (k, i) {
      const at = got.start + root.at[i];
      // (its x and y place it in the whole board: the page stacks the bands instead)
      const head = text.slice(at, at + k.open), own = head.replace(PLACE, "");
      texts.push(own + text.slice(at + k.open, at + k.end));
      trees.push(own === head ? { node: k, start: 0 } : { node: moved(k, own.length - head.length), start: 0 });
      const name = NAME.exec(head);
      names.push(name ? name[1] : "");
    });
    return { banded: true, texts: texts, trees: trees, nodes: root.kids, names: names, tree: got };
  }
  const PLACE = /\s[xy]="[^"]*"/g, NAME = /\sdata-band="([^"]*)"/;
  // ``node`` with its start tag ``d`` characters longer (its places count from its own start)
  function moved(node, d) {
    return { tag: node.tag, open: node.open + d, end: node.end + d, kids: node.kids,
             at: node.at.map(function (a) { return a + d; }), title: node.title,
             titleAt: node.title ? node.titleAt + d : 0, atomic: node.atomic };
  }
  // Each band's box as high as its <svg> will be (known while the browser skips its content),
  // and the stack as high as the highest board so far of the same width (keepHeight, below):
  // returns the new {width, height} of that.
  function sizeBands(stack, was) {
    let width = 0, height = 0;
    for (const band of stack.children) {
      const svg = band.firstElementChild;
      const w = parseFloat(svg.getAttribute("width")), h = parseFloat(svg.getAttribute("height"));
      const ratio = w > 0 && h > 0 ? w + " / " + h : "";
      if (band.style.aspectRatio !== ratio) band.style.aspectRatio = ratio;
      width = w;
      height += h > 0 ? h : 0;
    }
    if (!(width > 0 && height > 0)) return null;
    const tall = highest(was, String(width), height);
    const ratio = width + " / " + tall.height;
    if (stack.style.aspectRatio !== ratio) stack.style.aspectRatio = ratio;
    return tall;
  }
  // A board's height changes as parts come and go (the strip of moves at the end of a turn):
  // the browser then lays out and paints the whole board again, one frame or more. So a board
  // in the page only grows: a lower one is drawn as high as the highest one so far of the same
  // width, the space at its foot left empty (nothing on the page jumps up and down either).
  // ``root`` is the new board's <svg> (detached); ``was``: {width, height} of the highest so
  // far, or null; returns the same for the board now.
  function keepHeight(root, was) {
    const w = root.getAttribute("width"), h = parseFloat(root.getAttribute("height"));
    const vb = (root.getAttribute("viewBox") || "").split(/[\s,]+/);
    if (!w || !(h > 0) || vb.length !== 4 || parseFloat(vb[3]) !== h) return null;  // not a kit board
    const tall = highest(was, w, h);
    if (tall !== was) return tall;
    root.setAttribute("height", String(was.height));
    root.setAttribute("viewBox", vb.slice(0, 3).concat(String(was.height)).join(" "));
    return was;
  }
  // ``was`` ({width, height} of the highest board so far) if this one (``width`` as its attribute
  // says it, ``height`` a number) is as wide and lower, else this one's
  function highest(was, width, height) {
    return was && was.width === width && was.height > height ? was : { width: width, height: height };
  }
  // the parts of the last move marked as prepare() marks them, on a board prepared for another
  function markLast(svg, lastMove) {
    for (const el of Array.from(svg.querySelectorAll(".last-move"))) {
      if (el.getAttribute("data-action") === lastMove) continue;
      el.classList.remove("last-move");
      if (!el.classList.length) el.removeAttribute("class");
    }
    if (!lastMove) return;
    for (const el of svg.querySelectorAll("[data-action]")) {
      if (el.getAttribute("data-action") === lastMove) el.classList.add("last-move");
    }
  }
  // ``fn`` once the next frame is on the screen (a message posted from a requestAnimationFrame
  // callback is handled after that frame's paint); at the latest after 100 ms, since a page in
  // the background gets no frames
  function afterPaint(fn) {
    let done = false;
    const run = function () { if (!done) { done = true; fn(); } };
    requestAnimationFrame(function () {
      const ch = new MessageChannel();
      ch.port1.onmessage = run;
      ch.port2.postMessage(0);
    });
    setTimeout(run, 100);
  }
  // the bench's timing marks (tools/bench_click.py, py/tabula/web/perf.py)
  function mark(name) {
    if (window.TABULA_TIMING && window.__tabulaMarks) window.__tabulaMarks.push([name, performance.now()]);
  }

  window.TabulaBoard = { zoom: zoom, drawn: drawn, update: update, afterPaint: afterPaint, before: before, view: function (box) { return Object.assign({}, view(box)); } };
})();
