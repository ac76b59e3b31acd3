import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectDevice } from '../../../domain/device/detect-device';
import type { DeviceInfo } from '../../../domain/device/device.types';

interface CorpusEntry {
  readonly ua: string;
  readonly source: string;
  readonly expected: Pick<DeviceInfo, 'os' | 'mobile' | 'app' | 'platformCode' | 'browserCode'>;
}

const corpus = JSON.parse(readFileSync(new URL('../../fixtures/user-agents.json', import.meta.url), 'utf8')) as { entries: CorpusEntry[] };

describe('the user-agent corpus (test/fixtures/user-agents.json)', () => {
  it('holds at least 100 distinct user agents, each with a source', () => {
    expect(new Set(corpus.entries.map((entry) => entry.ua)).size).toBeGreaterThanOrEqual(100);
    for (const entry of corpus.entries) expect(entry.source.length).toBeGreaterThan(0);
  });

  it('covers every in-app browser of the table and plain browsers', () => {
    const apps = new Set(corpus.entries.map((entry) => entry.expected.app));
    for (const app of ['weixin', 'qq', 'weibo', 'douyin', 'toutiao', 'huoshan', 'xigua', 'pipixia', 'game', 'tiktok', 'facebook', 'instagram', 'line', 'none']) expect(apps).toContain(app);
  });

  it('detects every entry as expected, and reports the pass rate', () => {
    const failures = corpus.entries.flatMap((entry) => {
      const { os, mobile, app, platformCode, browserCode } = detectDevice(entry.ua);
      const actual = { os, mobile, app, platformCode, browserCode };
      return JSON.stringify(actual) === JSON.stringify(entry.expected) ? [] : [{ ua: entry.ua, source: entry.source, expected: entry.expected, actual }];
    });
    const passed = corpus.entries.length - failures.length;
    console.info(`user-agent corpus: ${passed}/${corpus.entries.length} passed (${((100 * passed) / corpus.entries.length).toFixed(1)}%)`);
    expect(failures).toEqual([]);
  });
});
