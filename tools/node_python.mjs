// Run Python in the page's own interpreter (Pyodide under Node), with our package importable,
// e.g. to check that it computes what CPython computes (tests/test_two_pythons.py).
//
//   node tools/node_python.mjs -m MODULE [ARG...]     run a module as __main__, like python -m
//   node tools/node_python.mjs -c CODE [ARG...]       run a snippet, like python -c
//
// The repository is mounted read-only-in-spirit at /repo (NODEFS: the files on disk, no copy,
// no `make build`), with py/ and tests/ on sys.path as in pytest (pyproject's pythonpath).
// Bytecode is not written, so no cpython-314 .pyc lands in the tree. Nothing is fetched: only
// the standard library in node_modules/pyodide is used (loadPyodide loads no packages unless
// asked). PYTHONHASHSEED is passed on when set, so str hashing can be varied like in CPython.
// Python's stdout and stderr go to ours; the exit status is that of the Python code (1 and a
// traceback on stderr for an uncaught exception).
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [flag, target, ...rest] = process.argv.slice(2);
if ((flag !== "-m" && flag !== "-c") || target === undefined) {
  process.stderr.write("usage: node tools/node_python.mjs (-m MODULE | -c CODE) [ARG...]\n");
  process.exit(2);
}

const { loadPyodide } = await import(resolve(root, "node_modules/pyodide/pyodide.mjs"));
const env = { PYTHONDONTWRITEBYTECODE: "1" };
if (process.env.PYTHONHASHSEED !== undefined) env.PYTHONHASHSEED = process.env.PYTHONHASHSEED;
const py = await loadPyodide({
  indexURL: resolve(root, "node_modules/pyodide") + "/",
  env,
  // unbuffered line by line, as a CLI would; batched output would split multi-byte characters
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
py.mountNodeFS("/repo", root);

const run = py.runPython(`
import runpy
import sys
import traceback

def run(flag, target, args):
    sys.dont_write_bytecode = True
    sys.path[:0] = ["/repo/py", "/repo/tests"]
    sys.argv = [target if flag == "-m" else "-c", *args]
    try:
        if flag == "-m":
            runpy.run_module(target, run_name="__main__", alter_sys=True)
        else:
            exec(compile(target, "<string>", "exec"), {"__name__": "__main__"})
    except SystemExit as stop:
        code = stop.code
        if code is None:
            return 0
        if isinstance(code, int):
            return code
        print(code, file=sys.stderr)
        return 1
    except BaseException:
        traceback.print_exc()
        return 1
    finally:
        sys.stdout.flush()
        sys.stderr.flush()
    return 0
run
`);
const status = run(flag, target, py.toPy(rest));
run.destroy();
process.exitCode = status;
