#!/usr/bin/env node
// campaign-kit-dev-server [--port 8787] [--host 127.0.0.1] [--origin http://localhost:5173 ...] [--captcha-rate 0.25] [--quiet]
import { parseArgs } from 'node:util';
import { startContractServer } from './contract-server';

const USAGE = 'usage: campaign-kit-dev-server [--port 8787] [--host 127.0.0.1] [--origin <page origin>]... [--captcha-rate 0..1] [--quiet]';

function fail(message: string): never {
  console.error(`campaign-kit-dev-server: ${message}\n${USAGE}`);
  process.exit(2);
}

let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: '8787' },
      host: { type: 'string', default: '127.0.0.1' },
      origin: { type: 'string', multiple: true, default: [] },
      'captcha-rate': { type: 'string', default: '0.25' },
      quiet: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0..65535, got ${values.port}`);
const captchaRate = Number(values['captcha-rate']);
if (!(captchaRate >= 0 && captchaRate <= 1)) fail(`--captcha-rate must be a number in 0..1, got ${values['captcha-rate']}`);

try {
  const server = await startContractServer({ port, host: values.host, corsOrigins: values.origin, captchaRate, quiet: values.quiet });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void server.close().then(() => process.exit(0)));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
