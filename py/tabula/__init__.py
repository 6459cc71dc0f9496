"""Tabula: modern board games whose rules run in the browser (Pyodide) and in CPython."""

__version__ = "0.1.0"
