/* Tabula board, in place: make the board in the page show the game's next SVG, touching only
 * what changed, so the browser restyles, lays out and repaints only that (issue 18: a click
 * is on the screen within a frame).
 *
 * TabulaMorph.patch(svg, oldText, newText, prepare, oldTree, newTree) -> the new text's tree
 *   (scan) when done, null when the caller must do it whole (``oldTree``, ``newTree``: the texts'
 *   trees, if known). ``svg``
 *   is the board in the page, drawn from ``oldText``, then prepared by static/board.js
 *   (``prepare(root, isBoard)``: a parsed fragment's root, or the board's own). Both texts are
 *   read as a tree of element spans (scan; the new text only where it differs from the old
 *   one's parts); the parts whose text is the same are not looked at again; only the changed
 *   parts are parsed (the sanitising parser, Tabula.parseSvg, all in one call), prepared, and
 *   morphed into the page. Whenever the page's board does not have the shape the old text says
 *   (a part added by someone else, a parser that read the text differently), nothing has been
 *   changed yet and it answers null.
 * TabulaMorph.patchAll(jobs, prepare) -> the same for several boards at once (jobs: {svg, oldText,
 *   newText, oldTree, newTree}), each changed or none.
 * TabulaMorph.scan(text, oldText, oldTree) -> the text's tree (below), or null.
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
  const LOOK = 12;  // how many old children ahead a repeated or moved part is looked for

  // The text's root element as a tree of element spans, or null when the text is not as simple
  // as a board's: {node, start} where a node is {tag, open (the end of its start tag), end,
  // kids, at (where each kid starts), title (its node, or null), titleAt, atomic}, every place
  // counted from the node's own start, so a part's node does not depend on where the part is
  // and a part the old text had is reused as it is. A part is atomic (changed as a whole, never
  // part by part) when text is among its children (a <text>: its words and spans go together).
  // ``old`` ({node, start} of ``oldText``, optional): an element whose whole text is one of the
  // old tree's parts expected there is not read again, only compared (most of a board does not
  // change from one move to the next).
  function scan(text, oldText, old) {
    TAG.lastIndex = 0;
    const stack = [];  // {node, start, old: the old part in its place or null, oldStart, next}
    let root = null, rootStart = 0, last = 0, m;
    while ((m = TAG.exec(text)) !== null) {
      if (m[2] === undefined) return null;  // <!-- --> or <? ?>
      const top = stack[stack.length - 1];
      if (top && m.index > last && TEXT.test(text.slice(last, m.index))) top.node.atomic = true;
      last = TAG.lastIndex;
      if (m[1]) {  // an end tag
        if (!top || top.node.tag !== m[2]) return null;
        top.node.end = last - top.start;
        stack.pop();
        continue;
      }
      let was = null, wasStart = 0;  // the old part in this one's place
      if (top && top.old && m[2] !== "title") {
        const o = top.old, stop = Math.min(o.kids.length, top.next + LOOK);
        let k = top.next;
        for (; k < stop; k++) {
          const c = o.kids[k], cs = top.oldStart + o.at[k];
          if (c.tag === m[2] && text.slice(m.index, m.index + c.end) === oldText.slice(cs, cs + c.end)) break;
        }
        if (k < stop) {  // the same text: the same part
          top.node.kids.push(o.kids[k]);
          top.node.at.push(m.index - top.start);
          top.next = k + 1;
          last = TAG.lastIndex = m.index + o.kids[k].end;
          continue;
        }
        if (top.next < o.kids.length && o.kids[top.next].tag === m[2]) {
          was = o.kids[top.next];
          wasStart = top.oldStart + o.at[top.next];
        }
        top.next++;
      }
      const node = { tag: m[2], open: last - m.index, end: last - m.index, kids: [], at: [], title: null,
                     titleAt: 0, atomic: false };
      if (top) {
        if (m[2] === "title") {  // (static/board.js moves it into an attribute)
          top.node.title = node;
          top.node.titleAt = m.index - top.start;
        } else {
          top.node.kids.push(node);
          top.node.at.push(m.index - top.start);
        }
      } else if (root) {
        return null;  // a second root
      } else {
        root = node;
        rootStart = m.index;
        if (old && old.node.tag === m[2]) { was = old.node; wasStart = old.start; }
      }
      // not "/>": its content follows
      if (text.charCodeAt(last - 2) !== 47) stack.push({ node: node, start: m.index, old: was, oldStart: wasStart, next: 0 });
    }
    return root && !stack.length && !TEXT.test(text.slice(last)) && !TEXT.test(text.slice(0, rootStart))
      ? { node: root, start: rootStart } : null;
  }

  // A node's place in its text: {n: the node, s: where it starts}
  function kid(p, i) { return { n: p.n.kids[i], s: p.s + p.n.at[i] }; }
  function slice(text, p) { return text.slice(p.s, p.s + p.n.end); }
  function titleText(text, p) {
    const t = p.n.title;
    return t ? text.slice(p.s + p.n.titleAt, p.s + p.n.titleAt + t.end) : "";
  }
  function sameText(a, at, b, bt) {
    // (the same node: a part the new text repeats, in the one place the old tree has it)
    return a.n === b.n || a.n.end === b.n.end && slice(at, a) === slice(bt, b);
  }

  // -- the patch --------------------------------------------------------------------------------
  // Planned first, against the page, with nothing changed; the changed parts' texts are parsed
  // in one go (one parse of many parts costs about what one of one part does); then done.
  function patch(svg, oldText, newText, prepare, oldTree, newTree) {
    const trees = patchAll([{ svg: svg, oldText: oldText, newText: newText, oldTree: oldTree, newTree: newTree }],
                           prepare);
    return trees ? trees[0] : null;
  }
  // Several boards at once (the bands of one board, static/board.js): each job is {svg, oldText,
  // newText, oldTree, newTree} as patch takes them; all are planned, their changed parts parsed
  // in one call, then all are done, so nothing is changed unless every one can be. -> the new
  // texts' trees, or null.
  function patchAll(jobs, prepare) {
    const work = { steps: [], texts: [], wants: [] }, olds = [], trees = [];
    for (const job of jobs) {
      const a = job.oldTree || scan(job.oldText), b = job.newTree || scan(job.newText, job.oldText, a);
      if (!a || !b || a.node.tag !== "svg" || b.node.tag !== "svg") return null;
      olds.push(a);
      trees.push(b);
    }
    mark("parsed");  // (the bench's marks: the texts read, the changed parts parsed, then put in)
    try {
      jobs.forEach(function (job, k) {
        plan(job.svg, { n: olds[k].node, s: olds[k].start }, { n: trees[k].node, s: trees[k].start },
             job.oldText, job.newText, prepare, work, true);
      });
      parseAll(work, prepare);
    } catch (err) {  // (nothing is changed yet: the caller draws the board whole)
      if (err !== MISMATCH && window.console) console.warn("board patch:", err);
      return null;
    }
    mark("prepared");
    for (const step of work.steps) step();
    return trees;
  }
  function mark(name) {  // (tools/bench_click.py; on with window.TABULA_TIMING)
    if (window.TABULA_TIMING && window.__tabulaMarks) window.__tabulaMarks.push([name, performance.now()]);
  }
  const MISMATCH = new Error("the board in the page is not what its text says");

  // the sibling elements of ``nodes`` to be made from ``inner`` (their text): an object whose
  // ``els`` holds them, parsed (sanitised) and prepared, once parseAll has run
  function want(work, inner, nodes) {
    const got = { els: null, tags: nodes.map(function (n) { return n.tag.toLowerCase(); }) };
    work.texts.push(inner);
    work.wants.push(got);
    return got;
  }
  function parseAll(work, prepare) {
    if (!work.texts.length) return;
    const root = window.Tabula.parseSvg(WRAP + work.texts.join("") + "</svg>");
    prepare(root, false);
    const els = Array.from(root.children);
    let i = 0;
    for (const got of work.wants) {  // (each as the text says: else the parser read it otherwise)
      got.els = els.slice(i, i + got.tags.length);
      got.tags.forEach(function (tag, k) {
        if (!got.els[k] || got.els[k].localName.toLowerCase() !== tag) throw MISMATCH;
      });
      i += got.tags.length;
    }
    if (i !== els.length) throw MISMATCH;
  }
  // the element's own attributes (its start tag, and its title: board.js makes attributes of
  // it), as a detached, prepared element (the root's is parsed at once: it is an <svg> itself)
  function shell(text, p, prepare, work, isRoot) {
    const inner = text.slice(p.s, p.s + p.n.open) + titleText(text, p) + "</" + p.n.tag + ">";
    if (!isRoot) return want(work, inner, [p.n]);
    const root = window.Tabula.parseSvg(inner);
    prepare(root, true);
    return { els: [root] };
  }

  function plan(el, a, b, at, bt, prepare, work, isRoot) {
    if (el.localName.toLowerCase() !== a.n.tag.toLowerCase()) throw MISMATCH;
    if (sameText(a, at, b, bt)) return;
    if (!isRoot && (a.n.tag !== b.n.tag || a.n.atomic || b.n.atomic)) {
      const got = want(work, slice(bt, b), [b.n]);
      work.steps.push(function () {
        const neu = got.els[0];
        if (neu.localName !== el.localName) el.replaceWith(neu);
        else morph(el, neu, "");
      });
      return;
    }
    if (at.slice(a.s, a.s + a.n.open) !== bt.slice(b.s, b.s + b.n.open) || titleText(at, a) !== titleText(bt, b)) {
      // (its tag is el's: a part whose tag changed was replaced whole, above, and parseAll
      // checks each part's tag; the root's is an <svg>, as Tabula.parseSvg makes sure)
      const got = shell(bt, b, prepare, work, isRoot);
      work.steps.push(function () { syncAttributes(el, got.els[0], isRoot ? "style" : ""); });
    }
    const kids = el.children;
    if (kids.length !== a.n.kids.length) throw MISMATCH;
    const na = a.n.kids.length, nb = b.n.kids.length, n = Math.min(na, nb);
    let p = 0, s = 0;
    while (p < n && sameText(kid(a, p), at, kid(b, p), bt)) p++;
    while (s < n - p && sameText(kid(a, na - 1 - s), at, kid(b, nb - 1 - s), bt)) s++;
    align(el, kids, a, b, p, na - s, p, nb - s, at, bt, prepare, work);
  }

  // The children between the same first and last ones (old i..iEnd-1, new j..jEnd-1; children
  // may have come or gone) are lined up. An old child whose content (all but its start tag) is
  // a new one's is the same part, maybe moved (a layout that shifts); the ones between two such
  // are paired in order; the new ones left over are drawn and put in, the old ones left over go.
  function align(el, kids, a, b, i, iEnd, j, jEnd, at, bt, prepare, work) {
    for (let k = i; k < iEnd; k++) {
      if (kids[k].localName.toLowerCase() !== a.n.kids[k].tag.toLowerCase()) throw MISMATCH;
    }
    let waiting = [];  // new children not lined up yet (their indexes)
    while (j < jEnd) {
      let k = -1;
      const bj = kid(b, j);
      for (let t = i; t < Math.min(iEnd, i + LOOK) && k < 0; t++) if (sameContent(kid(a, t), at, bj, bt)) k = t;
      if (k < 0) { waiting.push(j++); continue; }
      pair(el, kids, a, b, i, k, waiting, kids[k], at, bt, prepare, work);
      plan(kids[k], kid(a, k), bj, at, bt, prepare, work, false);
      waiting = [];
      i = k + 1;
      j++;
    }
    pair(el, kids, a, b, i, iEnd, waiting, iEnd < kids.length ? kids[iEnd] : null, at, bt, prepare, work);
  }
  function sameContent(a, at, b, bt) {
    return a.n.tag === b.n.tag && a.n.end - a.n.open === b.n.end - b.n.open
      && at.slice(a.s + a.n.open, a.s + a.n.end) === bt.slice(b.s + b.n.open, b.s + b.n.end);
  }
  // old children i..iEnd-1 and the new ones ``neu`` (their indexes) paired in order; the rest
  // removed or put in before ``before``
  function pair(el, kids, a, b, i, iEnd, neu, before, at, bt, prepare, work) {
    let n = 0;
    for (; i < iEnd && n < neu.length; i++, n++) {
      const bn = kid(b, neu[n]);
      if (a.n.kids[i].tag === bn.n.tag) { plan(kids[i], kid(a, i), bn, at, bt, prepare, work, false); continue; }
      const old = kids[i], got = want(work, slice(bt, bn), [bn.n]);
      work.steps.push(function () { old.replaceWith(got.els[0]); });
    }
    for (; i < iEnd; i++) {
      const gone = kids[i];
      work.steps.push(function () { gone.remove(); });
    }
    if (n < neu.length) {
      const first = kid(b, neu[n]), end = kid(b, neu[neu.length - 1]);
      const got = want(work, bt.slice(first.s, end.s + end.n.end),
                       neu.slice(n).map(function (j) { return b.n.kids[j]; }));
      work.steps.push(function () { for (const f of got.els) el.insertBefore(f, before); });
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

  window.TabulaMorph = { patch: patch, patchAll: patchAll, morph: morph, scan: scan };
})();
