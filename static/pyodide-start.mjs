/* Starts Pyodide, and the download of our code, the moment the page is parsed, in parallel with
 * PyScript's own start-up.
 *
 * index.html runs this module before PyScript, and pyscript.toml names it as the `interpreter`:
 * PyScript imports the same module instance and calls its loadPyodide, which hands over the
 * interpreter already on its way instead of starting one only after PyScript has fetched its
 * chunks, its config and its plugins. It exports what PyScript uses of pyodide.mjs.
 *
 * Our code (static/vendor/tabula.zip, built by `make build`: our Python, svgwrite, bytecode) is
 * written into Pyodide's file system as one file and put first on sys.path: Python imports from
 * it in place (zipimport), nothing is unpacked. It must be there before PyScript runs any Python:
 * the zip also holds compiled copies of PyScript's own package and of the standard library
 * modules it imports (tools/build_zip.py), which would otherwise be compiled at every start.
 */
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

export const CODE_URL = new URL("./vendor/tabula.zip", import.meta.url).href;
export const CODE_PATH = "/home/pyodide/tabula.zip"; // tools/build_zip.py compiles for this path

const INDEX_URL = new URL("./vendor/pyodide/", import.meta.url).href;

// A memory snapshot of the interpreter as loadPyodide leaves it (Pyodide's `_makeSnapshot` and
// `_loadSnapshot`, which Pyodide marks experimental). Started from one, Pyodide skips Python's
// own start-up (the runtime's set-up and the standard library's first imports: most of the
// 1.5-2 s in which it holds the main thread) and copies the interpreter's memory back instead.
// A visit that finds none starts as usual, then, once the app is up, has a worker
// (static/pyodide-snapshot.mjs) make one for the next visit. It is kept in this origin's Cache
// Storage under a key naming this copy of Pyodide (its folder and version), never in the
// service worker's caches; one that Pyodide refuses (another build: it checks) or that fails to
// start is deleted and the start is made as usual. Nothing of ours is in it: our code is put in
// place after the start either way. `window.TABULA_SNAPSHOT = false` (before this module runs)
// turns it off: the browser tests start most pages without it (tests/browser/conftest.py).
export const SNAPSHOT_CACHE = "tabula-pyodide-snapshot";
export const SNAPSHOT_KEY = `${INDEX_URL}snapshot-${version}`; // a cache key, never fetched

const enabled = globalThis.TABULA_SNAPSHOT !== false && !!globalThis.caches;
let fromSnapshot = false;

async function snapshots() {
  try {
    return enabled ? await caches.open(SNAPSHOT_CACHE) : null;
  } catch {
    return null; // no Cache Storage here (storage turned off, a file:// page): start as usual
  }
}

async function start() {
  const cache = await snapshots();
  const found = cache && (await cache.match(SNAPSHOT_KEY).catch(() => null));
  if (found) {
    try {
      const pyodide = await load({ indexURL: INDEX_URL, _loadSnapshot: found.arrayBuffer() });
      // the snapshot holds `random`'s state as it was seeded when the snapshot was made: seeded
      // afresh, so that no two starts share it
      pyodide.runPython("import random\nrandom.seed()");
      fromSnapshot = true;
      performance.mark("tabula:snapshot");
      return pyodide;
    } catch (e) {
      console.warn(`Tabula: the interpreter's snapshot did not start; starting afresh (${(e && e.message) || e})`);
      await forgetSnapshot();
    }
  }
  return load({ indexURL: INDEX_URL });
}

// Same call as a bare Pyodide page (or its snapshot). Failures are reported by boot.js (failed
// fetch, rejection). Exported for tests that look at the page's Python (test_compiled.py).
export const started = start().then((pyodide) => {
  performance.mark("tabula:pyodide"); // Pyodide's own start ends here (the bench's bare page marks it too)
  return pyodide;
});

/** Delete the kept snapshot (on boot.js's "tabula:failed": the app did not start). */
export async function forgetSnapshot() {
  try {
    if (globalThis.caches) await caches.delete(SNAPSHOT_CACHE);
  } catch {
    /* nothing kept, nothing to forget */
  }
}

// what the snapshot needs in storage, with room to spare (it is 31 MB with Pyodide 314.0.7)
const SNAPSHOT_ROOM = 64 * 1024 * 1024;

/** Once the app is up (boot.js's "tabula:ready"): make the snapshot if this visit had none. */
async function makeSnapshot() {
  if (!enabled || fromSnapshot || typeof Worker === "undefined") return;
  let worker;
  const done = (why) => {
    if (why) console.warn(`Tabula: no snapshot of the interpreter was made (${why})`);
    if (worker) worker.terminate();
  };
  try {
    // a browser short of storage would refuse it: not worth a second interpreter's start at
    // every visit
    const { quota, usage } = navigator.storage && navigator.storage.estimate
      ? await navigator.storage.estimate() : {};
    if (quota !== undefined && quota - (usage || 0) < SNAPSHOT_ROOM) return done("too little storage left");
  } catch {
    /* no estimate: try */
  }
  try {
    worker = new Worker(new URL("./pyodide-snapshot.mjs", import.meta.url), { type: "module" });
  } catch (e) {
    return done((e && e.message) || String(e));
  }
  worker.onmessage = ({ data }) => done(data.ok ? null : data.error);
  worker.onerror = (e) => done(e.message || "the worker failed to load");
  worker.postMessage({ indexURL: INDEX_URL, cacheName: SNAPSHOT_CACHE, key: SNAPSHOT_KEY });
}
addEventListener("tabula:ready", makeSnapshot, { once: true });
addEventListener("tabula:failed", forgetSnapshot, { once: true });

const code = fetch(CODE_URL).then((r) => {
  if (!r.ok) throw new Error(`${CODE_URL}: HTTP ${r.status}`);
  return r.arrayBuffer();
});

export async function loadPyodide(options = {}) {
  const [pyodide, zip] = await Promise.all([started, code]);
  pyodide.FS.writeFile(CODE_PATH, new Uint8Array(zip));
  pyodide.runPython(`import sys\nif ${JSON.stringify(CODE_PATH)} not in sys.path: sys.path.insert(0, ${JSON.stringify(CODE_PATH)})`);
  // PyScript passes its stdout/stderr (console.log/error unless a plugin redirects them)
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  if (options.packages && options.packages.length) await pyodide.loadPackage(options.packages);
  return pyodide;
}
