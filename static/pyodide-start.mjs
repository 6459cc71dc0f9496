/* Starts Pyodide, and the download of our code, the moment the page is parsed, in parallel with
 * PyScript's own start-up.
 *
 * index.html runs this module before PyScript, and pyscript.toml names it as the `interpreter`:
 * PyScript imports the same module instance and calls its loadPyodide, which hands over the
 * interpreter already on its way instead of starting one only after PyScript has fetched its
 * chunks, its config and its plugins. It exports what PyScript uses of pyodide.mjs.
 *
 * Our code (static/vendor/tabula.zip, built by `make build`: our Python, svgwrite, bytecode) is
 * written into Pyodide's file system as one file and put first on sys.path: Python imports from
 * it in place (zipimport), nothing is unpacked. It must be there before PyScript runs any Python:
 * the zip also holds compiled copies of PyScript's own package and of the standard library
 * modules it imports (tools/build_zip.py), which would otherwise be compiled at every start.
 */
import { loadPyodide as load, version } from "./vendor/pyodide/pyodide.mjs";

export { version };

export const CODE_URL = new URL("./vendor/tabula.zip", import.meta.url).href;
export const CODE_PATH = "/home/pyodide/tabula.zip"; // tools/build_zip.py compiles for this path

// Same call as a bare Pyodide page. Failures are reported by boot.js (failed fetch, rejection).
// Exported for tests that look at the page's Python (tests/browser/test_compiled.py).
export const started = load({ indexURL: new URL("./vendor/pyodide/", import.meta.url).href }).then((pyodide) => {
  performance.mark("tabula:pyodide"); // Pyodide's own start ends here (the bench's bare page marks it too)
  return pyodide;
});
const code = fetch(CODE_URL).then((r) => {
  if (!r.ok) throw new Error(`${CODE_URL}: HTTP ${r.status}`);
  return r.arrayBuffer();
});

export async function loadPyodide(options = {}) {
  const [pyodide, zip] = await Promise.all([started, code]);
  pyodide.FS.writeFile(CODE_PATH, new Uint8Array(zip));
  pyodide.runPython(`import sys\nif ${JSON.stringify(CODE_PATH)} not in sys.path: sys.path.insert(0, ${JSON.stringify(CODE_PATH)})`);
  // PyScript passes its stdout/stderr (console.log/error unless a plugin redirects them)
  if (options.stdout) pyodide.setStdout({ batched: options.stdout });
  if (options.stderr) pyodide.setStderr({ batched: options.stderr });
  if (options.packages && options.packages.length) await pyodide.loadPackage(options.packages);
  return pyodide;
}
