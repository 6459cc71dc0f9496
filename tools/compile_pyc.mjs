// Compile Python sources to bytecode with the page's own interpreter (Pyodide under Node), so the
// .pyc files match the browser's CPython exactly (magic number, marshal format).
//
//   node tools/compile_pyc.mjs JOB.json
//
// JOB.json: {"mode": "<a py_compile.PycInvalidationMode>", "files": [{"src": "<path of the .py
// on disk>", "dfile": "<path shown in tracebacks>", "out": "<where to write the .pyc>"}, ...]}.
// tools/build_zip.py asks for "unchecked-hash" pycs (PEP 552): they hold the hash of the source
// they were compiled from, but the interpreter trusts them without reading the source again;
// build_zip pairs each one with exactly that source (its cache is keyed by the source's content)
// and tests/test_build_zip.py checks the hashes of the zip it wrote.
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

def compile_one(src, dfile, cfile, mode):
    py_compile.compile(src, cfile=cfile, dfile=dfile, doraise=True,
                       invalidation_mode=py_compile.PycInvalidationMode[mode])
compile_one
`);
job.files.forEach((f, i) => {
  py.FS.writeFile(`/job/${i}.py`, new Uint8Array(readFileSync(f.src)));
  compile(`/job/${i}.py`, f.dfile, `/job/${i}.pyc`, job.mode);
  mkdirSync(dirname(f.out), { recursive: true });
  writeFileSync(f.out, py.FS.readFile(`/job/${i}.pyc`));
});
compile.destroy();
console.log(`compiled ${job.files.length} files with Python ${py.runPython("import sys; sys.version.split()[0]")}`);
