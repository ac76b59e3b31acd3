import { loadSeed } from './seed';
import { seedLines } from './seed-lines';
import { startDemoServer } from './start';

const captchaRate = process.env.CAPTCHA_RATE === undefined ? undefined : Number(process.env.CAPTCHA_RATE);
if (captchaRate !== undefined && !(captchaRate >= 0 && captchaRate <= 1)) {
  throw new Error(`CAPTCHA_RATE must be a number in 0..1, got ${process.env.CAPTCHA_RATE}`);
}

const { url } = await startDemoServer({ port: Number(process.env.PORT ?? 5173), captchaRate });
console.log(`campaign-kit demo: ${url}  (SMS codes and calls are logged below)`);
for (const line of seedLines(loadSeed(), url)) console.log(line);
