"""The render kit the four games' boards are drawn with, so every board looks and works alike.

- ``doc``: the SVG document (cached fragments spliced in), the element factory ``F``, ``f1``,
  ``use`` of a symbol from svg/;
- ``text``: text widths and line breaking (no browser measures for us);
- ``layout``: flow layout of boxes and groups of boxes in rows;
- ``clicks``: the decider's moves (action, text) by where the board offers them, ``act`` and ``ring``;
- ``strip``: the action strip (a heading, then buttons in groups);
- ``palette``: the colours all boards share;
- ``symbols``: the top-level svg/ folder (symbols and stylesheets) as the page loads it.

A game's renderer is a ``render/`` package of parts (board, players, cards, supply) built on
these; its symbols and stylesheet are files in svg/, not Python.
"""
