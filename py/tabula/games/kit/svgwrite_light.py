"""svgwrite, imported without the standard library's urllib.request.

svgwrite's container module does ``from urllib.request import urlopen`` at import, for one feature
we never use (embedding a Google font). In the page (Pyodide) that import pulls in http.client,
email, socket and ssl, and took over a second of one task (it was the longest task of opening a
game). So for svgwrite's own import only, ``urllib.request`` is a stand-in whose ``urlopen``
imports the real module when called; the stand-in leaves ``sys.modules`` as soon as svgwrite is
imported, so any other ``import urllib.request`` gets the real module. Where urllib.request is
already imported (CPython's tests, usually), nothing is stood in for.
"""

from __future__ import annotations

import sys
import types


def _urlopen(*args, **kwargs):
    import urllib.request  # the real module: the stand-in is gone from sys.modules by now

    return urllib.request.urlopen(*args, **kwargs)


def _import():
    if "svgwrite" in sys.modules or "urllib.request" in sys.modules:
        import svgwrite

        return svgwrite
    stand_in = types.ModuleType("urllib.request", "stand-in while svgwrite is imported")
    stand_in.urlopen = _urlopen
    sys.modules["urllib.request"] = stand_in
    try:
        import svgwrite
    finally:
        if sys.modules.get("urllib.request") is stand_in:
            del sys.modules["urllib.request"]
    return svgwrite


svgwrite = _import()
