// Long-lived just-bash worker for the agentsh benchmark suite.
//
// Usage: node justbash_worker.mjs /path/to/just-bash/package/dir
// Protocol: one JSON object per line on stdin, one JSON reply per line on stdout.
//   {"op": "version"}                          -> {"ok": true, "version": "3.4.2"}
//   {"op": "new", "dir": D, "cwd": C}          -> fresh Bash instance; every file under the
//                                                 host dir D is loaded to C/<relative path>
//   {"op": "run", "script": S}                 -> {"ok", "stdout", "stderr", "exit", "seconds"}
//   {"op": "repeat", "script": S, "n": N}      -> runs S N times, {"ok", "stdout", "exit", "seconds"}
//                                                 (seconds = total for the N calls)
//   {"op": "session", "commands": [...]}       -> one exec() per command on the same instance,
//                                                 {"ok", "outputs": [[stdout, exit, stderr]...],
//                                                 "seconds"} (seconds = total)
// "seconds" is measured inside node around the exec() calls only, the way agentsh is
// timed around Bash.run(). Loading files is never timed.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const pkgDir = process.argv[2];
const pkg = JSON.parse(readFileSync(join(pkgDir, "package.json"), "utf8"));
const { Bash } = await import(pathToFileURL(join(pkgDir, pkg.main)).href);

const BIG = 2 ** 31 - 1;
const LIMITS = {
  maxCallDepth: 10000,
  maxCommandCount: BIG,
  maxLoopIterations: BIG,
  maxAwkIterations: BIG,
  maxSedIterations: BIG,
  maxJqIterations: BIG,
  maxQueryElements: BIG,
  maxWorkUnits: BIG,
  maxTraversalEntries: BIG,
  maxTraversalWork: BIG,
  maxLiveBytes: 8 * 2 ** 30,
  maxInputBytes: 8 * 2 ** 30,
  maxFileSystemBytes: 8 * 2 ** 30,
  maxArchiveBytes: 8 * 2 ** 30,
  maxArchiveEntries: BIG,
  maxExecutionTimeMs: 3600 * 1000,
  maxGlobOperations: BIG,
  maxStringLength: 2 ** 29,
  maxArrayElements: BIG,
  maxBraceExpansionResults: BIG,
  maxOutputSize: 2 ** 30,
  maxSubstitutionDepth: 1000,
};

function walk(root, rel, out) {
  for (const name of readdirSync(join(root, rel))) {
    const r = rel ? `${rel}/${name}` : name;
    const st = statSync(join(root, r));
    if (st.isDirectory()) walk(root, r, out);
    else out[r] = new Uint8Array(readFileSync(join(root, r)));
  }
}

let bash = null;
const opts = { rawScript: true };

async function handle(msg) {
  switch (msg.op) {
    case "version":
      return { version: pkg.version };
    case "new": {
      const files = {};
      const loaded = {};
      if (msg.dir) walk(msg.dir, "", loaded);
      for (const [rel, data] of Object.entries(loaded)) files[`${msg.cwd}/${rel}`] = data;
      bash = new Bash({
        files,
        cwd: msg.cwd,
        env: { LC_ALL: "C", HOME: "/home/user" },
        executionLimits: LIMITS,
      });
      await bash.exec(`mkdir -p ${msg.cwd}`, opts);
      return {};
    }
    case "run": {
      const t = process.hrtime.bigint();
      const r = await bash.exec(msg.script, opts);
      const seconds = Number(process.hrtime.bigint() - t) / 1e9;
      return { stdout: r.stdout, stderr: r.stderr, exit: r.exitCode, seconds };
    }
    case "repeat": {
      let r;
      const t = process.hrtime.bigint();
      for (let i = 0; i < msg.n; i++) r = await bash.exec(msg.script, opts);
      const seconds = Number(process.hrtime.bigint() - t) / 1e9;
      return { stdout: r.stdout, stderr: r.stderr, exit: r.exitCode, seconds };
    }
    case "session": {
      const outputs = [];
      const t = process.hrtime.bigint();
      for (const c of msg.commands) {
        const r = await bash.exec(c, opts);
        outputs.push([r.stdout, r.exitCode, r.stderr]);
      }
      const seconds = Number(process.hrtime.bigint() - t) / 1e9;
      return { outputs, seconds };
    }
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of rl) {
  if (!line.trim()) continue;
  let reply;
  try {
    reply = { ok: true, ...(await handle(JSON.parse(line))) };
  } catch (e) {
    reply = { ok: false, error: String(e && e.stack ? e.stack : e).slice(0, 500) };
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
}
