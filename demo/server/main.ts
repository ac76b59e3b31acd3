import { loadSeed } from './seed';
import { seedLines } from './seed-lines';
import { originFor } from './dev-doors';
import { startDemoServer } from './start';

const captchaRate = process.env.CAPTCHA_RATE === undefined ? undefined : Number(process.env.CAPTCHA_RATE);
if (captchaRate !== undefined && !(captchaRate >= 0 && captchaRate <= 1)) {
  throw new Error(`CAPTCHA_RATE must be a number in 0..1, got ${process.env.CAPTCHA_RATE}`);
}

// HOST=0.0.0.0 for a phone on the network (see docs/dev-server.md, On a phone).
const host = process.env.HOST ?? '127.0.0.1';
const server = await startDemoServer({ port: Number(process.env.PORT ?? 5173), host, captchaRate });
const url = originFor(host, Number(new URL(server.url).port));
console.log(`campaign-kit demo: ${url}  (SMS codes and calls are logged below)`);
for (const line of seedLines(loadSeed(), url)) console.log(line);
