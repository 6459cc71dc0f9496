/* Tabula service worker: the app works offline after the first visit, one version at a time.
 *
 * This file is a template: `make build` (tools/dist.py) writes `sw.js` next to index.html (a
 * service worker controls only the pages at or below its own folder) with VERSION and FILES
 * filled in. FILES maps every file the page loads (paths relative to the app's folder) to the
 * SHA-256 of its content; VERSION is a hash of that list, so any change to any file is a new
 * version, and a new version is a new sw.js, which is how the browser notices it.
 *
 * - install: fetch every file (revalidating with the server), check each one against its hash
 *   and put it in this version's own cache. A file that does not match (a deploy still being
 *   copied, a proxy serving an old copy) makes the install fail; the browser tries again later.
 *   So a version's cache holds exactly that version's files, never a mix.
 * - fetch: the page and its files come from this version's cache only (the page is served for
 *   the app's folder URL and for index.html, with any query); anything else goes to the network.
 * - update: a new version installs next to the running one and waits. The page offers "update
 *   available"; the player's choice posts {type: "skip-waiting"}, the new version takes over,
 *   every open tab of the app reloads (static/boot.js), and the old version's cache is deleted.
 *   Without that choice the new version starts only once every tab of the old one is closed.
 *
 * Caches are named after the app's folder too, so two copies of the app on one host (say
 * /tabula/ and /tabula-next/) never delete each other's files.
 */
"use strict";

const VERSION = "dev"; // filled in by tools/dist.py
const FILES = {}; // filled in by tools/dist.py: {"static/boot.js": "<sha-256 hex>", ...}

const BASE = new URL("./", self.location.href).href; // the app's folder
const PREFIX = "tabula " + BASE + " ";
const CACHE = PREFIX + VERSION;
const PAGE = new URL("index.html", BASE).href;

function hex(buffer) {
  return Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
}

async function fetchChecked(path, hash) {
  const url = new URL(path, BASE).href;
  const response = await fetch(url, { cache: "no-cache", credentials: "same-origin" });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  const body = await response.arrayBuffer();
  const got = hex(await crypto.subtle.digest("SHA-256", body));
  if (got !== hash) throw new Error(`${path}: the server sent other content than version ${VERSION} has`);
  const headers = new Headers();
  for (const name of ["content-type", "last-modified", "etag"]) {
    const value = response.headers.get(name);
    if (value) headers.set(name, value);
  }
  return [url, new Response(body, { status: 200, statusText: "OK", headers })];
}

async function precache() {
  const entries = await Promise.all(Object.entries(FILES).map(([p, h]) => fetchChecked(p, h)));
  // only once every file is here and checked does the cache get any of them
  const cache = await caches.open(CACHE);
  await Promise.all(entries.map(([url, response]) => cache.put(url, response)));
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
  })());
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "skip-waiting") self.skipWaiting();
  else if (data.type === "version" && event.source) event.source.postMessage({ type: "version", version: VERSION });
});

let opened = null;
function ownCache() {
  return opened || (opened = caches.open(CACHE));
}

function cacheKey(request) {
  const url = new URL(request.url);
  url.hash = "";
  if (request.mode === "navigate" && (url.href.split("?")[0] === BASE || url.href.split("?")[0] === PAGE)) {
    return PAGE;
  }
  return url.href;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(BASE)) return;
  const key = cacheKey(request);
  const path = key.slice(BASE.length);
  if (!Object.prototype.hasOwnProperty.call(FILES, path)) return; // not ours: the network
  event.respondWith((async () => {
    const hit = await (await ownCache()).match(key);
    // Missing only while this version is still installing (no controlled page then) or when
    // the browser evicted the cache: the network is the best there is.
    return hit || fetch(request);
  })());
});
