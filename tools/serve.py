"""Serve the repo root on 127.0.0.1 for `make play` (http.server, plus no-cache headers).

``Cache-Control: no-cache`` makes the browser revalidate every file, so a rebuilt
static/vendor/tabula.zip is picked up on the next reload (304 when unchanged).
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
    }

    def end_headers(self):
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()


class QuietHandler(Handler):
    def log_message(self, format, *args):  # noqa: A002 - signature from the base class
        pass


def make_server(host: str, port: int, root: pathlib.Path = ROOT, quiet: bool = False):
    handler = functools.partial(QuietHandler if quiet else Handler, directory=str(root))
    return http.server.ThreadingHTTPServer((host, port), handler)


def main() -> None:
    ap = argparse.ArgumentParser(description="Serve Tabula locally")
    ap.add_argument("--host", default="127.0.0.1")
    ap.add_argument("--port", type=int, default=8000)
    args = ap.parse_args()
    server = make_server(args.host, args.port)
    print(f"Tabula: open http://{args.host}:{server.server_address[1]}/ (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
