// Compile Python sources to bytecode with the page's own interpreter (Pyodide under Node), so the
// .pyc files match the browser's CPython exactly (magic number, marshal format).
//
//   node tools/compile_pyc.mjs JOB.json
//
// JOB.json: {"files": [{"src": "<path of the .py on disk>", "dfile": "<path shown in
// tracebacks>", "out": "<where to write the .pyc>"}, ...]}. The .pyc files are "checked-hash"
// (PEP 552): the interpreter validates them against the source next to them, so a stale or
// mismatched .pyc is simply ignored and the source compiled instead.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(resolve(root, "node_modules/pyodide/pyodide.mjs"));

const job = JSON.parse(readFileSync(process.argv[2], "utf8"));
const py = await loadPyodide({ indexURL: resolve(root, "node_modules/pyodide") + "/" });
py.FS.mkdirTree("/job");
const compile = py.runPython(`
import py_compile

def compile_one(src, dfile, cfile):
    py_compile.compile(src, cfile=cfile, dfile=dfile, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode.CHECKED_HASH)
compile_one
`);
job.files.forEach((f, i) => {
  py.FS.writeFile(`/job/${i}.py`, new Uint8Array(readFileSync(f.src)));
  compile(`/job/${i}.py`, f.dfile, `/job/${i}.pyc`);
  mkdirSync(dirname(f.out), { recursive: true });
  writeFileSync(f.out, py.FS.readFile(`/job/${i}.pyc`));
});
compile.destroy();
console.log(`compiled ${job.files.length} files with Python ${py.runPython("import sys; sys.version.split()[0]")}`);
