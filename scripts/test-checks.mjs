// The checks npm test runs before vitest, in two lanes side by side (one per core): the source
// checks (type check, lint, API reference, React 18 install) do not read dist/, the build and the
// checks of its output do. Each lane stops at its first failure; the script fails when either did.
// A step's output is printed whole when it ends, with its time, so the two lanes' lines never mix.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

const LANES = [
  [['npm', 'run', 'typecheck'], ['npm', 'run', 'lint'], ['npm', 'run', 'docs'], ['node', 'scripts/react18-deps.mjs']],
  [['npm', 'run', 'build'], ['npm', 'run', 'check:syntax'], ['npm', 'run', 'api:check'], ['npm', 'run', 'check:package']],
];

/** Runs `command`, collecting its output; resolves with its exit code. */
function step([command, ...args]) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const status = code === 0 ? 'passed' : `FAILED (${code ?? signal})`;
      process.stdout.write(`\n── ${command} ${args.join(' ')}: ${status}, ${seconds} s\n${Buffer.concat(output).toString()}`);
      resolve(code ?? 1);
    });
  });
}

async function lane(steps) {
  for (const command of steps) if ((await step(command)) !== 0) return false;
  return true;
}

const results = await Promise.all(LANES.map(lane));
if (results.includes(false)) process.exitCode = 1;
