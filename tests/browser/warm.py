"""Booted pages handed on from one browser test to the next (one pool per pytest process).

Starting the app (Pyodide, the standard library, our code) costs about 4 s of CPU, most of the
browser tests' time. A test that passed (or was skipped) with the app at work in a plain context
(no init script, route, listener, viewport or other setting of its own, a single page, the
guard's files left alone) leaves its page to the next test, after a reset that makes it look
exactly like a page just started at home with nothing stored:

- the app is routed home (a table's computers stop as it is left), storage is cleared and the
  app is told so as by another tab (it forgets its games in memory), home is drawn again from
  the empty storage and the address loses its hash; what tests leave on ``window`` for the app
  (``TABULA_BOT_PAUSE``, the app's own ``TabulaThink`` log) goes, focus, selection and scroll
  go back;
- then its fingerprint (the whole document's markup, the globals on ``window``, storage, the
  address, scroll and focus, a few built-ins that tests replace) must equal that of a freshly
  started page, taken the first time a page of this worker started at home; otherwise the page
  is closed and the next test starts its own.

The next test that asks for a context in which to start the app at home (the ``page`` and
``context`` fixtures, ``make_context()`` without arguments) gets that context and, from
``new_page``, its page: ``open_app(page, base)`` (no hash) then finds the app ready and does not
load it again. Anything that sets a context or a page up before the app starts (an init script,
a route, a listener, a viewport...) makes ``open_app`` load the page as before, and such a page
is not handed on. Links opened as a page load (``open_app(page, base, hash)``), ``page.goto``
and ``page.reload`` load the page as they always did.

``TABULA_WARM=0`` turns the reuse off (every test starts its own page, as before).
"""

from __future__ import annotations

import os

ENABLED = os.environ.get("TABULA_WARM", "1") != "0"
DEBUG = bool(os.environ.get("TABULA_WARM_DEBUG"))  # say why a page was not handed on
RESET_HASH = "#tabula-reset-"

# methods that set a context or page up for good (what a reset cannot undo): calling one marks
# the object as "tainted", which keeps it out of the pool and makes open_app load the page
PAGE_SETUP = ("add_init_script", "add_locator_handler", "expose_binding", "expose_function", "on",
              "once", "route", "route_from_har", "route_web_socket", "set_default_navigation_timeout",
              "set_default_timeout", "set_extra_http_headers", "set_viewport_size", "emulate_media",
              "pause")
CONTEXT_SETUP = ("add_cookies", "add_init_script", "expose_binding", "expose_function",
                 "grant_permissions", "on", "once", "route", "route_from_har", "route_web_socket",
                 "set_default_navigation_timeout", "set_default_timeout", "set_extra_http_headers",
                 "set_geolocation", "set_offline", "set_storage_state", "new_cdp_session")

# what loads or changes a page: a handed-on page is then no longer the one the reset left
PAGE_LOADS = ("goto", "reload", "go_back", "go_forward", "set_content", "evaluate", "evaluate_handle",
              "add_script_tag", "add_style_tag", "dispatch_event")

FINGERPRINT = """() => {
  const native = f => typeof f === 'function'
    && /\\[native code\\]\\s*\\}$/.test(Function.prototype.toString.call(f));
  const builtins = {
    'Storage.setItem': Storage.prototype.setItem, 'Storage.getItem': Storage.prototype.getItem,
    'Storage.removeItem': Storage.prototype.removeItem, 'Storage.clear': Storage.prototype.clear,
    'Storage.key': Storage.prototype.key, fetch: window.fetch, setTimeout: window.setTimeout,
    setInterval: window.setInterval, requestAnimationFrame: window.requestAnimationFrame,
    'console.error': console.error, 'console.log': console.log, 'console.warn': console.warn,
    'JSON.parse': JSON.parse, 'JSON.stringify': JSON.stringify, 'Date.now': Date.now,
    'Math.random': Math.random, 'performance.now': performance.now,
    addEventListener: EventTarget.prototype.addEventListener,
    dispatchEvent: EventTarget.prototype.dispatchEvent,
    setAttribute: Element.prototype.setAttribute, confirm: window.confirm, alert: window.alert,
    prompt: window.prompt, 'history.pushState': History.prototype.pushState,
    'history.replaceState': History.prototype.replaceState,
  };
  return {
    url: location.href,
    title: document.title,
    html: document.documentElement.outerHTML,
    globals: Object.getOwnPropertyNames(window).sort(),
    storage: [localStorage.length, sessionStorage.length],
    scroll: [window.scrollX, window.scrollY],
    focus: document.activeElement ? document.activeElement.tagName : null,
    replaced: Object.entries(builtins).filter(([_, f]) => !native(f)).map(([k]) => k),
  };
}"""

# mark the current screen, route to a new hash, and wait until the app has drawn home anew
ROUTE_HOME = """h => {
  const screen = document.querySelector('#screen');
  if (!screen || !document.body.hasAttribute('data-ready')) return false;
  for (const el of screen.children) el.setAttribute('data-tabula-stale', '');
  location.hash = h;
  return true;
}"""
HOME_DRAWN = """h => location.hash === h && !!document.querySelector('#screen .home')
  && !document.querySelector('#screen [data-tabula-stale]')"""
FORGET = """() => {
  localStorage.clear();
  sessionStorage.clear();
  // what the app hears when another tab clears the storage: it drops the games it holds
  window.dispatchEvent(new StorageEvent('storage', {key: null, storageArea: localStorage}));
  delete window.TABULA_BOT_PAUSE;
  delete window.TabulaThink;
}"""
TIDY = """() => {
  history.replaceState(null, '', location.pathname);
  if (document.activeElement && document.activeElement !== document.body) document.activeElement.blur();
  window.getSelection().removeAllRanges();
  window.scrollTo(0, 0);
}"""


class Holder:
    """The guard a pooled context's route and its page's console listeners report to (the
    current test's)."""

    def __init__(self, guard):
        self.guard = guard


class Pool:
    SIZE = 2  # spare contexts kept per kind of page (a test that drops its page leaves one)

    def __init__(self):
        self.spare: dict[str, list] = {}  # key -> contexts whose one page is at home, reset
        self.reference: dict[str, dict] = {}  # key -> fingerprint of a freshly started home
        self.resets = 0
        self.stats = {"handed": 0, "kept": 0, "dropped": 0, "loads skipped": 0}

    # -- marking what a test sets up ---------------------------------------------------------
    @staticmethod
    def watch(obj, names) -> None:
        """Make ``obj`` (a context or page) note any call of the setup methods ``names``."""
        obj._tabula_tainted = False
        for name in names:
            method = getattr(obj, name, None)
            if method is None:
                continue

            def wrapper(*args, _method=method, **kwargs):
                obj._tabula_tainted = True
                for pg in _pages_of(obj):
                    pg._tabula_warm = False
                return _method(*args, **kwargs)

            setattr(obj, name, wrapper)

    @staticmethod
    def watch_loads(page) -> None:
        """Make ``page`` note anything that loads or changes it before open_app: open_app then
        loads it as it would a new page."""
        for name in PAGE_LOADS:
            method = getattr(page, name)

            def wrapper(*args, _method=method, **kwargs):
                page._tabula_warm = False
                return _method(*args, **kwargs)

            setattr(page, name, wrapper)

    # -- handing out -------------------------------------------------------------------------
    def take(self, key: str | None, holder_guard):
        """A pooled context for ``key`` (its guard now the caller's), or None."""
        if not ENABLED or key is None:
            return None
        spares = self.spare.get(key)
        if not spares:
            return None
        ctx = spares.pop()
        ctx._tabula_holder.guard = holder_guard
        page = ctx._tabula_page
        page._tabula_warm = True
        ctx._tabula_spare_page = page
        self.stats["handed"] += 1
        return ctx

    def skip_load(self, page, base: str) -> bool:
        """True if ``page`` is a handed-on page still as the reset left it: open_app(page, base)
        has nothing to do. Asked once per page (the first open_app)."""
        warm = getattr(page, "_tabula_warm", False)
        page._tabula_warm = False
        if not warm or _tainted(page):
            return False
        guard = page._tabula_holder.guard
        if guard.overrides or guard.zip_override is not getattr(page.context, "_tabula_zip", None):
            return False
        if page.is_closed() or page.url != base + "/":
            return False
        self.stats["loads skipped"] += 1
        return True

    def loaded(self, page, base: str, hash_: str) -> None:
        """After open_app loaded ``page``: the first time a plain page of a new context starts at
        home, its fingerprint is the reference for this kind of page."""
        first = getattr(page, "_tabula_first_load", False)
        page._tabula_first_load = False
        key = getattr(page.context, "_tabula_key", None)
        if not ENABLED or not first or hash_ or key is None or key in self.reference:
            return
        if _tainted(page) or page.url != base + "/":
            return
        fp = page.evaluate(FINGERPRINT)
        if fp["storage"] == [0, 0]:
            self.reference[key] = fp

    # -- taking back -------------------------------------------------------------------------
    def give_back(self, ctx, base: str, passed: bool) -> bool:
        """At the end of a test: pool ``ctx`` (reset) if it qualifies, else leave it to be closed."""
        if not ENABLED or not passed:
            return False
        key = getattr(ctx, "_tabula_key", None)
        if key is None or key not in self.reference or _tainted_ctx(ctx):
            return False
        if len(self.spare.get(key, [])) >= self.SIZE:
            return False
        guard = ctx._tabula_holder.guard
        if guard.overrides or guard.zip_override is not getattr(ctx, "_tabula_zip", None):
            return False
        pages = ctx.pages
        if len(pages) != 1 or _tainted(pages[0]) or getattr(pages[0], "_tabula_holder", None) is None:
            return False
        page = pages[0]
        errors = len(guard.console_errors)
        if not self.reset(page, base) or len(guard.console_errors) != errors or guard.blocked:
            self.stats["dropped"] += 1
            return False
        ctx._tabula_page = page
        page._tabula_warm = False
        self.spare.setdefault(key, []).append(ctx)
        self.stats["kept"] += 1
        return True

    def reset(self, page, base: str) -> bool:
        """Bring ``page`` back to a freshly started home; True if it now looks like one."""
        try:
            if page.is_closed() or not page.url.startswith(base + "/"):
                return False
            for step in (1, 2):
                self.resets += 1
                h = f"{RESET_HASH}{self.resets}"
                if not page.evaluate(ROUTE_HOME, h):
                    return False
                page.wait_for_function(HOME_DRAWN, arg=h, timeout=10_000, polling=20)
                if step == 1:
                    page.evaluate(FORGET)
            page.evaluate(TIDY)
            page.mouse.move(0, 0)
            want = self.reference[page.context._tabula_key]
            first = page.evaluate(FINGERPRINT)
            page.wait_for_timeout(50)  # anything the app still had queued would show by now
            second = page.evaluate(FINGERPRINT)
            if first == want and second == want:
                return True
            if DEBUG:
                for k in want:
                    for got in (first, second):
                        if got[k] != want[k]:
                            print(f"\n[warm] {k} differs from a fresh page's: {_diff(got[k], want[k])}")
            return False
        except Exception as e:
            if DEBUG:
                print(f"\n[warm] reset failed: {e!r}")
            return False

    def close(self) -> None:
        for spares in self.spare.values():
            for ctx in spares:
                ctx.close()
        self.spare.clear()


def _diff(got, want) -> str:
    if isinstance(got, list) and isinstance(want, list):
        return f"extra {sorted(set(map(str, got)) - set(map(str, want)))[:8]}, " \
               f"missing {sorted(set(map(str, want)) - set(map(str, got)))[:8]}"
    if isinstance(got, str) and isinstance(want, str):
        i = next((i for i, (a, b) in enumerate(zip(got, want)) if a != b), min(len(got), len(want)))
        return f"at {i}: {got[max(0, i - 80):i + 120]!r} != {want[max(0, i - 80):i + 120]!r}"
    return f"{got!r} != {want!r}"


def _pages_of(obj) -> list:
    pages = getattr(obj, "pages", None)
    if pages is None:
        return [obj]  # a page
    try:
        return list(pages)
    except Exception:
        return []


def _tainted(page) -> bool:
    return getattr(page, "_tabula_tainted", True) or _tainted_ctx(page.context)


def _tainted_ctx(ctx) -> bool:
    return getattr(ctx, "_tabula_tainted", True)


POOL = Pool()
