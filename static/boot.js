/* Tabula page boot: loading progress and load failures shown in the page itself.
 *
 * Runs before PyScript. PyScript reports progress as `py:progress` events; the Python app calls
 * Tabula.ready() when its first screen is up, or Tabula.fail(...) when it cannot start. Any
 * failure before that (a missing file, a rejected import, a Python error) replaces the spinner
 * with a message: the page never waits forever without saying why.
 */
(function () {
  "use strict";
  const STEPS = ["interpreter", "packages", "app"];
  // PyScript's progress moves the steps up to "packages"; index.html's script (our imports, one
  // task each) and the app's start take it from there.
  const PROGRESS = {
    "Loading Pyodide": "interpreter",
    "Loading interpreter": "interpreter",
    "Loaded interpreter": "packages",
    "Loaded Pyodide": "packages",
  };
  const STALL_MS = 120000;
  let current = "interpreter";
  let done = false;
  let stallTimer = null;

  function byStep(step) {
    return document.querySelector('#boot .boot-steps li[data-step="' + step + '"]');
  }

  function step(name) {
    if (done || !STEPS.includes(name)) return;
    current = name;
    const at = STEPS.indexOf(name);
    STEPS.forEach(function (s, i) {
      const li = byStep(s);
      if (!li) return;
      li.classList.toggle("done", i < at);
      li.classList.toggle("active", i === at);
    });
    armStallTimer();
  }

  // Resolves once the page has had a frame to show what changed (requestAnimationFrame runs just
  // before a paint; the timeout after it). The start-up awaits it after each step, so the step is
  // on the screen before the next piece of work takes the main thread. A hidden tab gets no
  // frames: there the timeout alone lets the start go on.
  function nextFrame() {
    return new Promise(function (resolve) {
      const timer = setTimeout(resolve, 1000);
      requestAnimationFrame(function () { clearTimeout(timer); setTimeout(resolve, 0); });
    });
  }

  // Resolves in a task of its own: the work before it ends, and the browser may handle input
  // and paint before the work after it starts.
  function nextTask() {
    return new Promise(function (resolve) { setTimeout(resolve, 0); });
  }

  function armStallTimer() {
    clearTimeout(stallTimer);
    stallTimer = setTimeout(function () {
      fail("Loading stopped", "No progress for " + STALL_MS / 1000 + " s while: " + labelOf(current) + ".");
    }, STALL_MS);
  }

  function labelOf(s) {
    const li = byStep(s);
    return li ? li.textContent : s;
  }

  function fail(what, detail) {
    if (done) {
      console.error("Tabula:", what, detail || "");
      return;
    }
    done = true;
    clearTimeout(stallTimer);
    // (the start module is async: a file missing at once can fail before the page's own
    // #boot-error is parsed; a box made now would then be a second one)
    if (document.readyState === "loading") {
      document.addEventListener("DOMContentLoaded", function () { show(what, detail); });
    } else {
      show(what, detail);
    }
  }
  function show(what, detail) {
    const li = byStep(current);
    if (li) li.classList.add("failed");
    let box = document.getElementById("boot-error");
    if (!box) {
      box = document.createElement("div");
      box.id = "boot-error";
      box.className = "boot-error";
      box.setAttribute("role", "alert");
      (document.getElementById("app") || document.body).prepend(box);
    }
    box.replaceChildren();
    const head = document.createElement("strong");
    head.textContent = what;
    box.append(head);
    if (detail) {
      const p = document.createElement("p");
      p.textContent = String(detail);
      box.append(p);
    }
    const hint = document.createElement("p");
    hint.className = "hint";
    hint.textContent = "Reload the page to try again. If it keeps failing, run `make build` and check the browser console.";
    box.append(hint);
    box.hidden = false;
    document.body.setAttribute("data-boot-error", "1");
    // a start that failed may have come from the interpreter's snapshot: the next one is made without
    dispatchEvent(new Event("tabula:failed"));
    console.error("Tabula failed to start:", what, detail || "");
  }

  function ready() {
    if (done) return;
    done = true;
    clearTimeout(stallTimer);
    document.body.dataset.ready = "1";
    dispatchEvent(new Event("tabula:ready")); // (static/pyodide-start.mjs: the interpreter's snapshot)
    // offline use: only once the app is up, so start-up never waits for it
    setTimeout(offline, 0);
  }

  // Offline use and updates (./sw.js, written by `make build` from static/sw.js). A new version
  // installs beside the running one and waits; the page offers it and the player decides. Then
  // the new version takes over and every open tab of the app reloads into it (its state is in
  // localStorage), so no tab ever runs a mix of old and new files.
  const UPDATE_CHECK_MS = 60 * 60 * 1000;
  function offline() {
    const sw = navigator.serviceWorker;
    if (!sw || !window.isSecureContext) return;
    const controlled = !!sw.controller;
    let reloading = false;
    function reload() {
      if (reloading) return;
      reloading = true;
      location.reload();
    }
    sw.addEventListener("controllerchange", function () {
      if (controlled) reload();  // another version took over this tab: load all of it
    });
    sw.register("./sw.js").then(function (reg) {
      function offer() {
        if (reg.waiting && reg.active) offerUpdate(reg.waiting, reload);
      }
      offer();
      reg.addEventListener("updatefound", function () {
        const w = reg.installing;
        if (w) w.addEventListener("statechange", function () { if (w.state === "installed") offer(); });
      });
      setInterval(function () { reg.update().catch(function () {}); }, UPDATE_CHECK_MS);
    }).catch(function (e) {
      console.warn("Tabula: offline use is not available here (" + ((e && e.message) || e) + ")");
    });
  }

  function offerUpdate(worker, reload) {
    let bar = document.getElementById("update");
    if (bar) return;
    bar = document.createElement("div");
    bar.id = "update";
    bar.setAttribute("role", "status");
    bar.style.cssText = "position:fixed;left:50%;bottom:16px;transform:translateX(-50%);z-index:50;"
      + "display:flex;gap:12px;align-items:center;flex-wrap:wrap;max-width:calc(100vw - 32px);"
      + "padding:10px 14px;border-radius:10px;background:#27445c;color:#fff;"
      + "box-shadow:0 4px 16px rgba(0,0,0,.25);font:inherit";
    const text = document.createElement("span");
    text.textContent = "Update available: a new version of Tabula is ready.";
    const now = document.createElement("button");
    now.type = "button";
    now.dataset.update = "now";
    now.className = "btn small";
    now.textContent = "Update now";
    const later = document.createElement("button");
    later.type = "button";
    later.dataset.update = "later";
    later.className = "btn small ghost";
    later.style.color = "inherit";
    later.textContent = "Later";
    now.addEventListener("click", function () {
      now.disabled = true;
      text.textContent = "Updating…";
      // a tab not yet controlled (the first visit) gets no controllerchange: reload it here
      worker.addEventListener("statechange", function () { if (worker.state === "activated") reload(); });
      worker.postMessage({ type: "skip-waiting" });
    });
    later.addEventListener("click", function () { bar.remove(); });
    bar.append(text, now, later);
    document.body.append(bar);
  }

  addEventListener("py:progress", function (e) {
    const s = PROGRESS[e.detail];
    if (s) step(s);
  });

  // A <script>/<link>/<img> that fails to load fires a non-bubbling error: catch it on the way down.
  addEventListener("error", function (e) {
    const t = e.target;
    if (t && t !== window && (t.src || t.href)) {
      if (t.tagName === "IMG") return; // pictures are not needed to start
      fail("A file of the page could not be loaded", t.src || t.href);
    } else if (!done) {
      fail("The page hit an error while starting", e.message);
    }
  }, true);

  addEventListener("unhandledrejection", function (e) {
    if (done) return;
    const r = e.reason;
    fail("The page could not start", (r && r.message) || String(r));
  });

  // Pyodide and PyScript fetch their files; some failures (a 404 for the wasm) only log a warning
  // and leave a promise pending forever. Watch every fetch until the app is up.
  const realFetch = window.fetch.bind(window);
  window.fetch = function (input, init) {
    const url = typeof input === "string" ? input : (input && input.url) || String(input);
    return realFetch(input, init).then(function (response) {
      if (!done && !response.ok) {
        fail("A file of the page could not be loaded", url + " (HTTP " + response.status + ")");
      }
      return response;
    }, function (err) {
      if (!done) fail("A file of the page could not be loaded", url + " (" + ((err && err.message) || err) + ")");
      throw err;
    });
  };

  // PyScript is done with every script: if the app neither started nor failed, say so.
  addEventListener("py:all-done", function () {
    if (!done) fail("The app did not start", "The Python start-up script ended without showing a screen.");
  });

  // Sanitised SVG insertion (boards and emblems come from game code; keep them inert anyway).
  // One pass over the parsed elements (a board has a few thousand; this runs on every click).
  // (animate and set could give an attribute a handler or a javascript: URL, bypassing the
  // attribute pass below: the games draw no animations, so they go too)
  const DROP = "script, foreignObject, iframe, object, embed, audio, video, animate, set, "
    + "animateMotion, animateTransform, discard, handler, listener";
  function clean(root) {
    for (const el of Array.from(root.querySelectorAll(DROP))) el.remove();
    const all = root.getElementsByTagName("*");
    for (let i = -1; i < all.length; i++) {
      const el = i < 0 ? root : all[i];
      for (const name of el.getAttributeNames()) {
        const n = name.toLowerCase();
        if (n.startsWith("on")) el.removeAttribute(name);
        else if ((n === "href" || n === "xlink:href" || n === "src")
                 && !el.getAttribute(name).trim().startsWith("#")) el.removeAttribute(name);
      }
    }
  }
  // Any text that could be an attribute that runs code or loads something: an on... handler, or
  // an href / src that is not a reference within the page ("#id"). The HTML parser starts an
  // attribute after a space, a "/" or a closing quote, so "not after a name character" is the
  // boundary. A board whose text has none needs no pass over its elements (the common case:
  // that pass costs more than the parse); a false alarm only costs the pass.
  const RISKY = /(?<![\w:.-])(?:on[\w:.-]*|[\w:.-]*(?:href|src))\s*=/i;
  const SAFE_REF = /(?<![\w:.-])[\w:.-]*(?:href|src)\s*=\s*(["'])\s*#/gi;
  const SVG_NS = "http://www.w3.org/2000/svg";
  // game SVG text -> a detached, cleaned <svg> element (static/board.js puts it in place). The
  // HTML parser (a <template>, where nothing runs or loads) reads a board several times faster
  // than DOMParser's XML one.
  function parseSvg(text) {
    text = String(text);
    const tpl = document.createElement("template");
    tpl.innerHTML = text;
    const root = tpl.content.firstElementChild;
    if (!root || root.namespaceURI !== SVG_NS || root.localName !== "svg"
        || tpl.content.childElementCount !== 1) {
      throw new Error("the picture is not valid SVG");
    }
    if (RISKY.test(text.replace(SAFE_REF, "$1"))) clean(root);
    else for (const el of Array.from(root.querySelectorAll(DROP))) el.remove();
    return root;
  }
  function setSvg(container, text) {
    container.replaceChildren(document.adoptNode(parseSvg(text)));  // moved, not copied
  }

  // Many plain elements in one call from Python (each DOM call from Pyodide costs a few
  // microseconds; a long move log is thousands of them). ``json`` is a list of nodes, each a text
  // or [tag, {attribute: value}, ...children]; only text and attribute values, never markup.
  const UNSAFE_TAG = /^(script|iframe|object|embed|style|link|meta|base|form|foreignobject)$/i;
  function build(parent, json) {
    function add(to, node) {
      if (typeof node === "string") { to.appendChild(document.createTextNode(node)); return; }
      const tag = String(node[0]);
      if (UNSAFE_TAG.test(tag)) throw new Error("build: <" + tag + "> is not allowed");
      const el = document.createElement(tag);
      const attrs = node[1] || {};
      for (const name in attrs) {
        if (/^on/i.test(name)) throw new Error("build: event attributes are not allowed");
        const value = String(attrs[name]);
        if (/^(href|src|action|formaction|xlink:href)$/i.test(name) && /^\s*(javascript|data|vbscript):/i.test(value)) {
          throw new Error("build: script URLs are not allowed");
        }
        el.setAttribute(name, value);
      }
      for (let i = 2; i < node.length; i++) add(el, node[i]);
      to.appendChild(el);
    }
    const frag = document.createDocumentFragment();
    for (const node of JSON.parse(json)) add(frag, node);
    parent.appendChild(frag);
    return parent;
  }

  // The boards' symbols (svg/*.svg, bundled into static/vendor/symbols.svg by `make build`): one
  // hidden <svg id="tb-symbols"> in the page, fetched and put in once, which every board's
  // <use href="#..."> refers to. Checked and cleaned like a board; a failure stops the load (above).
  function loadSymbols() {
    window.fetch("./static/vendor/symbols.svg").then(function (response) {
      return response.ok ? response.text() : null;
    }).then(function (text) {
      if (text === null) return;
      const holder = document.createElement("div");
      setSvg(holder, text);
      document.body.prepend(holder.firstElementChild);
    }).catch(function (err) {
      fail("A file of the page could not be loaded", "the board symbols (" + ((err && err.message) || err) + ")");
    });
  }
  if (document.body) loadSymbols();
  else addEventListener("DOMContentLoaded", loadSymbols);

  window.Tabula = { step: step, fail: fail, ready: ready, setSvg: setSvg, parseSvg: parseSvg, build: build,
                    nextFrame: nextFrame, nextTask: nextTask };
  step("interpreter");
})();
