"""The browser app: the only package that touches js / pyodide / pyscript.

Modules that need the browser import it inside functions or at module level only where they are
never imported by CPython tests (app, dom, screens); session, storage and share are pure Python.
"""
