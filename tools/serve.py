"""Serve Tabula on 127.0.0.1 for `make play` (http.server, plus no-cache headers).

``Cache-Control: no-cache`` makes the browser revalidate every file, so a rebuilt
static/vendor/tabula.zip is picked up on the next reload (304 when unchanged). The service
worker (sw.js, written by `make build`) keeps a verified copy of each version for offline use;
a rebuild shows up as "update available" in an open page.

``--dir dist --prefix /tabula/`` serves the folder from `make dist` under a subpath, as a static
host would (``/tabula`` redirects to ``/tabula/``; anything outside the prefix is a 404).
"""

from __future__ import annotations

import argparse
import functools
import http.server
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".toml": "text/plain",
        ".svg": "image/svg+xml",
        ".webmanifest": "application/manifest+json",
    }
    prefix = "/"

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def _strip_prefix(self) -> bool:
        """Map a path under ``prefix`` to the served folder; False if it is outside."""
        if self.prefix == "/":
            return True
        if self.path == self.prefix.rstrip("/") or self.path.startswith(self.prefix.rstrip("/") + "?"):
            self.send_response(301)
            self.send_header("Location", self.prefix + self.path[len(self.prefix) - 1:])
            self.end_headers()
            return False
        if not self.path.startswith(self.prefix):
            self.send_error(404, "outside the served prefix")
            return False
        self.path = "/" + self.path[len(self.prefix):]
        return True

    def do_GET(self):  # noqa: N802 - http.server's name
        if self._strip_prefix():
            super().do_GET()

    def do_HEAD(self):  # noqa: N802
        if self._strip_prefix():
            super().do_HEAD()


class QuietHandler(Handler):
    def log_message(self, format, *args):  # noqa: A002 - signature from the base class
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        """A browser that goes away mid-download (a closed tab or test context) is no error."""
        import sys

        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


def make_server(host: str, port: int, root: pathlib.Path = ROOT, quiet: bool = False,
                prefix: str = "/"):
    if not (prefix.startswith("/") and prefix.endswith("/")):
        raise ValueError("prefix must start and end with '/'")
    base = QuietHandler if quiet else Handler
    handler = functools.partial(type("PrefixHandler", (base,), {"prefix": prefix}), directory=str(root))
    server = QuietServer if quiet else http.server.ThreadingHTTPServer
    return server((host, port), handler)


def main() -> None:
    ap = argparse.ArgumentParser(description="Serve Tabula locally")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--dir", type=pathlib.Path, default=ROOT, help="folder to serve (default: the repo)")
    ap.add_argument("--prefix", default="/", help="URL path to serve it under, e.g. /tabula/")
    args = ap.parse_args()
    server = make_server(args.host, args.port, args.dir, prefix=args.prefix)
    print(f"Tabula: open http://{args.host}:{server.server_address[1]}{args.prefix} (Ctrl-C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
