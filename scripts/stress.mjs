// npm run test:stress: the browser suite three times in a row while another process keeps one core
// busy, with no retry, each pass's result and duration printed; exits non-zero if any pass failed.
// `npm run test:stress -- --engines` does the same with the cross-engine suite (Firefox ESR, WebKitGTK).
// A test that fails here is a bug to fix at its cause, never a reason to add a retry.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';

const PASSES = 3;

/** A child process that spins on one core until it is killed. */
function busyCore() {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

const suite = process.argv.includes('--engines')
  ? { name: 'the cross-engine suite', args: ['vitest', 'run', '--config', 'vitest.engines.config.ts', '--retry', '0'] }
  : { name: 'the browser suite', args: ['vitest', 'run', '--project', 'browser', '--retry', '0'] };

/** One run of the suite (its config's settings, no retry); resolves with its exit code. */
function runSuite() {
  return new Promise((resolve) => {
    const run = spawn('npx', suite.args, { stdio: 'inherit' });
    run.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const load = () => loadavg()[0].toFixed(1);
const busy = busyCore();
const stopBusy = () => busy.kill();
process.on('exit', stopBusy);
process.on('SIGINT', () => process.exit(130));

const results = [];
try {
  for (let pass = 1; pass <= PASSES; pass += 1) {
    console.log(`\ntest:stress: ${suite.name}, pass ${pass} of ${PASSES}, one core kept busy (load average ${load()})`);
    const started = Date.now();
    const code = await runSuite();
    const result = { pass, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000), load: load() };
    results.push(result);
    console.log(`test:stress: pass ${pass} ${result.ok ? 'passed' : `FAILED (exit ${code})`} in ${result.seconds} s (load average ${result.load})`);
  }
} finally {
  stopBusy();
}

console.log('\ntest:stress summary');
for (const { pass, ok, seconds, load } of results) console.log(`  pass ${pass}: ${ok ? 'passed' : 'FAILED'}, ${seconds} s, load average ${load} at its end`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
