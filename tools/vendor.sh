#!/usr/bin/env bash
# Copy the parts of the pinned npm packages the page needs into static/vendor (git-ignored).
set -euo pipefail
dest="${1:-static/vendor}"
rm -rf "$dest/pyodide" "$dest/pyscript"
mkdir -p "$dest/pyodide" "$dest/pyscript"
for f in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json; do
  cp "node_modules/pyodide/$f" "$dest/pyodide/"
done
# PyScript's dist is a set of hashed chunks loaded on demand; copy the code, not the source maps.
cp node_modules/@pyscript/core/dist/*.js node_modules/@pyscript/core/dist/*.css "$dest/pyscript/"
echo "vendored pyodide $(node -p "require('./node_modules/pyodide/package.json').version")" \
     "and @pyscript/core $(node -p "require('./node_modules/@pyscript/core/package.json').version")"
