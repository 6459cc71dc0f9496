/* A module worker that makes the interpreter's memory snapshot (see static/pyodide-start.mjs)
 * and keeps it in the Cache Storage, off the page's main thread: Pyodide started with
 * `_makeSnapshot` cannot serve the page itself (its wrapped globals make DOM calls fail), so the
 * page starts as usual and this starts a second interpreter only to copy its memory.
 *
 * Message in: {indexURL, cacheName, key}. Message out: {ok: true, bytes} or {ok: false, error}.
 */
import { loadPyodide } from "./vendor/pyodide/pyodide.mjs";

self.onmessage = async ({ data: { indexURL, cacheName, key } }) => {
  try {
    const pyodide = await loadPyodide({ indexURL, _makeSnapshot: true });
    const bytes = pyodide.makeMemorySnapshot();
    const cache = await caches.open(cacheName);
    // an older Pyodide's snapshot of this copy of the app goes (another copy's, under another
    // folder of the same site, stays)
    for (const req of await cache.keys()) {
      if (req.url !== key && req.url.startsWith(`${indexURL}snapshot-`)) await cache.delete(req);
    }
    await cache.put(key, new Response(bytes, { headers: { "content-type": "application/octet-stream" } }));
    self.postMessage({ ok: true, bytes: bytes.length });
  } catch (e) {
    self.postMessage({ ok: false, error: String((e && e.message) || e) });
  }
};
