/* Tabula board: zoom and pan of the game's SVG, and keyboard use of its clickable parts.
 *
 * Listens on the document for events inside any `.board` (the table re-creates its board
 * container on every visit and its SVG on every move). Zoom: the + / − / Fit buttons
 * (TabulaBoard.zoom), Ctrl + wheel (plain wheel too once zoomed in), two-finger pinch. Pan: drag
 * the zoomed board. A drag never counts as a click, so clicks on [data-action] keep working.
 * TabulaBoard.drawn(container, lastMove) is called by the table after each redraw: it puts the
 * zoom back, makes each [data-action] part focusable (Enter or Space clicks it) and marks the
 * part of the computer's last move.
 */
(function () {
  "use strict";
  const MIN = 1, MAX = 6, DRAG = 6;
  const views = new WeakMap();  // container -> {s, x, y}

  function view(box) {
    let v = views.get(box);
    if (!v) { v = { s: 1, x: 0, y: 0 }; views.set(box, v); }
    return v;
  }

  function apply(box) {
    const v = view(box);
    const svg = box.querySelector(":scope > svg");
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

  document.addEventListener("pointerdown", function (e) {
    const box = boardOf(e.target);
    if (!box || (e.pointerType === "mouse" && e.button !== 0)) return;
    pts.set(e.pointerId, { x: e.clientX, y: e.clientY, box: box });
    const v = view(box);
    if (pts.size === 1) {
      drag = { box: box, x0: e.clientX, y0: e.clientY, vx: v.x, vy: v.y, moved: false, id: e.pointerId };
      swallow = false;
    } else if (pts.size === 2) {
      const [a, b] = Array.from(pts.values());
      const r = box.getBoundingClientRect();
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
    pts.delete(e.pointerId);
    if (pts.size < 2) pinch = null;
    if (drag && drag.id === e.pointerId) drag = null;
  }
  document.addEventListener("pointerup", up);
  document.addEventListener("pointercancel", up);

  // a drag or a pinch is not a click on what lies under the pointer
  document.addEventListener("click", function (e) {
    if (swallow && boardOf(e.target)) {
      e.stopPropagation();
      e.preventDefault();
    }
    swallow = false;
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

  function drawn(box, lastMove) {
    if (!box) return;
    apply(box);
    const parts = box.querySelectorAll("[data-action]");
    const clickable = !box.classList.contains("readonly");
    for (let i = 0; i < parts.length; i++) {
      const el = parts[i];
      if (clickable) {
        el.setAttribute("tabindex", "0");
        el.setAttribute("role", "button");
        // its name: the game's own aria-label, else its tooltip (a <title> child names an SVG
        // element), else the text it shows; only a part with none of these is named by its move
        // in notation (an aria-label would hide what the part shows and says)
        if (!el.hasAttribute("aria-label")) {
          const tip = el.querySelector(":scope > title");
          if (!(tip && tip.textContent.trim()) && !el.textContent.trim()) {
            el.setAttribute("aria-label", el.getAttribute("data-action"));
          }
        }
      }
      if (lastMove && el.getAttribute("data-action") === lastMove) el.classList.add("last-move");
    }
    restoreFocus(box, parts);
  }

  window.TabulaBoard = { zoom: zoom, drawn: drawn, before: before, view: function (box) { return Object.assign({}, view(box)); } };
})();
