/* Tabula board, in place: make the board in the page show the game's next SVG, touching only
 * what changed, so the browser restyles, lays out and repaints only that (issue 18: a click
 * is on the screen within a frame).
 *
 * TabulaMorph.patch(svg, oldText, newText, prepare, oldTree) -> the new text's tree (scan) when
 *   done, null when the caller must do it whole (``oldTree``: the old text's, if kept). ``svg``
 *   is the board in the page, drawn from ``oldText``, then prepared by static/board.js
 *   (``prepare(root, isBoard)``: a parsed fragment's root, or the board's own). Both texts are
 *   read as a tree of element spans (scan); the parts whose text is the same are not looked at
 *   again; only the changed parts are parsed (the sanitising parser, Tabula.parseSvg), prepared,
 *   and morphed into the page. Whenever the page's board does
 *   not have the shape the old text says (a part added by someone else, a parser that read the
 *   text differently), nothing has been changed yet and it answers null.
 * TabulaMorph.morph(old, neu, keep) makes the element ``old`` (in the page) equal to ``neu``
 *   (detached; its nodes are moved in where needed), but for ``old``'s attribute ``keep``.
 */
(function () {
  "use strict";
  const WRAP = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';

  // -- the text as a tree --------------------------------------------------------------------------
  // A tag: its name, then attributes (quoted values may hold ">"); comments, processing
  // instructions and CDATA are not read (scan gives up, the caller draws the board whole).
  // (one character or one quoted value per step: no way to read a tag twice)
  const TAG = /<(\/?)([A-Za-z][\w:.-]*)(?:[^>"']|"[^"]*"|'[^']*')*>|<[!?]/g;
  const TEXT = /\S/;

  // {tag, start, open (end of the start tag), end, kids, title: its node or null, atomic} for the
  // text's root element, or null when the text is not as simple as a board's. A part is atomic
  // (changed as a whole, never part by part) when text is among its children (a <text>: its
  // words and spans go together).
  function scan(text) {
    TAG.lastIndex = 0;
    const stack = [];
    let root = null, last = 0, m;
    while ((m = TAG.exec(text)) !== null) {
      if (m[2] === undefined) return null;  // <!-- --> or <? ?>
      const top = stack[stack.length - 1];
      if (top && m.index > last && TEXT.test(text.slice(last, m.index))) top.atomic = true;
      last = TAG.lastIndex;
      if (m[1]) {  // an end tag
        if (!top || top.tag !== m[2]) return null;
        top.end = last;
        stack.pop();
        continue;
      }
      const node = { tag: m[2], start: m.index, open: last, end: last, kids: [], title: null, atomic: false };
      if (top) {
        if (m[2] === "title") top.title = node;  // (static/board.js moves it into an attribute)
        else top.kids.push(node);
      } else if (root) {
        return null;  // a second root
      } else {
        root = node;
      }
      if (text.charCodeAt(last - 2) !== 47) stack.push(node);  // not "/>": its content follows
    }
    return root && !stack.length && !TEXT.test(text.slice(last)) && !TEXT.test(text.slice(0, root.start))
      ? root : null;
  }

  function slice(text, node) { return node ? text.slice(node.start, node.end) : ""; }
  function sameText(a, at, b, bt) {
    return a.end - a.start === b.end - b.start && slice(at, a) === slice(bt, b);
  }

  // -- the patch --------------------------------------------------------------------------------
  // Planned first, against the page, with nothing changed; then done. A step is a function.
  function patch(svg, oldText, newText, prepare, oldTree) {
    const a = oldTree || scan(oldText), b = scan(newText);
    if (!a || !b || a.tag !== "svg" || b.tag !== "svg") return null;
    mark("parsed");  // (the bench's marks: the texts read, the changed parts parsed, then put in)
    const steps = [];
    try {
      plan(svg, a, b, oldText, newText, prepare, steps, true);
    } catch (err) {  // (nothing is changed yet: the caller draws the board whole)
      if (err !== MISMATCH && window.console) console.warn("board patch:", err);
      return null;
    }
    mark("prepared");
    for (const step of steps) step();
    return b;
  }
  function mark(name) {  // (tools/bench_click.py; on with window.TABULA_TIMING)
    if (window.TABULA_TIMING && window.__tabulaMarks) window.__tabulaMarks.push([name, performance.now()]);
  }
  const MISMATCH = new Error("the board in the page is not what its text says");

  // the element's own attributes (its start tag, and its title: board.js makes attributes of
  // it), as a detached, prepared element
  function shell(text, node, prepare, isRoot) {
    const inner = text.slice(node.start, node.open) + slice(text, node.title) + "</" + node.tag + ">";
    return fragment(inner, prepare, isRoot)[0];
  }
  // the text of sibling elements, parsed (sanitised) and prepared: the new elements, detached
  function fragment(inner, prepare, isRoot) {
    const root = window.Tabula.parseSvg(isRoot ? inner : WRAP + inner + "</svg>");
    prepare(root, isRoot);
    return isRoot ? [root] : Array.from(root.children);
  }

  function plan(el, a, b, at, bt, prepare, steps, isRoot) {
    if (el.localName.toLowerCase() !== a.tag.toLowerCase()) throw MISMATCH;
    if (sameText(a, at, b, bt)) return;
    if (!isRoot && (a.tag !== b.tag || a.atomic || b.atomic)) {
      const neu = fragment(slice(bt, b), prepare, false)[0];
      if (!neu) throw MISMATCH;
      if (neu.localName !== el.localName) steps.push(function () { el.replaceWith(neu); });
      else steps.push(function () { morph(el, neu, ""); });
      return;
    }
    if (at.slice(a.start, a.open) !== bt.slice(b.start, b.open) || slice(at, a.title) !== slice(bt, b.title)) {
      const neu = shell(bt, b, prepare, isRoot);
      if (!neu || neu.localName !== el.localName) throw MISMATCH;
      steps.push(function () { syncAttributes(el, neu, isRoot ? "style" : ""); });
    }
    const kids = el.children;
    if (kids.length !== a.kids.length) throw MISMATCH;
    const ak = a.kids, bk = b.kids;
    const n = Math.min(ak.length, bk.length);
    let p = 0, s = 0;
    while (p < n && sameText(ak[p], at, bk[p], bt)) p++;
    while (s < n - p && sameText(ak[ak.length - 1 - s], at, bk[bk.length - 1 - s], bt)) s++;
    align(el, kids, ak, bk, p, ak.length - s, p, bk.length - s, at, bt, prepare, steps);
  }

  // The children between the same first and last ones (old i..iEnd-1, new j..jEnd-1; children
  // may have come or gone) are lined up. An old child whose content (all but its start tag) is
  // a new one's is the same part, maybe moved (a layout that shifts); the ones between two such
  // are paired in order; the new ones left over are drawn and put in, the old ones left over go.
  const LOOK = 12;  // how many old children ahead a moved part is looked for
  function align(el, kids, ak, bk, i, iEnd, j, jEnd, at, bt, prepare, steps) {
    for (let k = i; k < iEnd; k++) {
      if (kids[k].localName.toLowerCase() !== ak[k].tag.toLowerCase()) throw MISMATCH;
    }
    let waiting = [];  // new children not lined up yet
    while (j < jEnd) {
      let k = -1;
      for (let t = i; t < Math.min(iEnd, i + LOOK) && k < 0; t++) if (sameContent(ak[t], at, bk[j], bt)) k = t;
      if (k < 0) { waiting.push(bk[j++]); continue; }
      pair(el, kids, ak, i, k, waiting, kids[k], at, bt, prepare, steps);
      plan(kids[k], ak[k], bk[j], at, bt, prepare, steps, false);
      waiting = [];
      i = k + 1;
      j++;
    }
    pair(el, kids, ak, i, iEnd, waiting, iEnd < kids.length ? kids[iEnd] : null, at, bt, prepare, steps);
  }
  function sameContent(a, at, b, bt) {
    return a.tag === b.tag && a.end - a.open === b.end - b.open && at.slice(a.open, a.end) === bt.slice(b.open, b.end);
  }
  // old children i..iEnd-1 and the new ones ``neu`` paired in order; the rest removed or put
  // in before ``before``
  function pair(el, kids, ak, i, iEnd, neu, before, at, bt, prepare, steps) {
    let n = 0;
    for (; i < iEnd && n < neu.length; i++, n++) {
      if (ak[i].tag === neu[n].tag) { plan(kids[i], ak[i], neu[n], at, bt, prepare, steps, false); continue; }
      const old = kids[i], fresh = fragment(slice(bt, neu[n]), prepare, false)[0];
      if (!fresh) throw MISMATCH;
      steps.push(function () { old.replaceWith(fresh); });
    }
    for (; i < iEnd; i++) {
      const gone = kids[i];
      steps.push(function () { gone.remove(); });
    }
    if (n < neu.length) {
      const fresh = fragment(bt.slice(neu[n].start, neu[neu.length - 1].end), prepare, false);
      if (fresh.length !== neu.length - n) throw MISMATCH;
      steps.push(function () { for (const f of fresh) el.insertBefore(f, before); });
    }
  }

  // -- morph: one element made equal to another -------------------------------------------------
  // Children are matched in order, by node type, tag and id; an unmatched child is replaced.
  function morph(old, neu, keep) {
    syncAttributes(old, neu, keep);
    let o = old.firstChild, n = neu.firstChild;
    while (n) {
      const nextN = n.nextSibling;
      if (!o) {
        old.appendChild(n);
      } else if (same(o, n)) {
        // an unchanged part is compared by the browser in one call, far quicker than
        // attribute by attribute here
        if (n.nodeType === 1) { if (!o.isEqualNode(n)) morph(o, n, ""); }
        else if (o.nodeValue !== n.nodeValue) o.nodeValue = n.nodeValue;
        o = o.nextSibling;
      } else if (o.nextSibling && same(o.nextSibling, n)) {  // a child went away
        const gone = o;
        o = o.nextSibling;
        old.removeChild(gone);
        continue;  // n again, against the next one
      } else if (nextN && same(o, nextN)) {  // a child came in
        old.insertBefore(n, o);
      } else {
        const next = o.nextSibling;
        old.replaceChild(n, o);
        o = next;
      }
      n = nextN;
    }
    while (o) {
      const next = o.nextSibling;
      old.removeChild(o);
      o = next;
    }
  }
  // ``old``'s attributes made ``neu``'s, but for ``keep`` (an attribute of the page's own, left
  // as it is): only those that differ are set or removed (setting even the same class again
  // would make the browser restyle everything inside the element)
  function syncAttributes(old, neu, keep) {
    const have = old.attributes, want = neu.attributes;
    for (let i = have.length - 1; i >= 0; i--) {
      const a = have[i];
      if (a.name !== keep && !neu.hasAttribute(a.name)) old.removeAttributeNode(a);
    }
    for (let i = 0; i < want.length; i++) {
      const a = want[i];
      if (a.name === keep || old.getAttribute(a.name) === a.value) continue;
      // with its namespace: xlink:href is a link only in xlink's (a name like xmlns:ev, plain to
      // the HTML parser, is set plainly)
      if (a.namespaceURI) old.setAttributeNS(a.namespaceURI, a.name, a.value);
      else old.setAttribute(a.name, a.value);
    }
  }
  function same(a, b) {
    if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) return false;
    return a.nodeType !== 1 || (a.getAttribute("id") || "") === (b.getAttribute("id") || "");
  }

  window.TabulaMorph = { patch: patch, morph: morph };
})();
