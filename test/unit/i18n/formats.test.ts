import { describe, expect, it } from 'vitest';
import { formatCount, formatDate, formatNumber } from '../../../domain/i18n/formats';
import type { Language } from '../../../domain/i18n/language';

// Node 20's full ICU, as browsers have it.
describe('counts by locale', () => {
  it.each<[Language, string, string, string]>([
    ['zh-CN', '10万', '1.2万', '123万'],
    ['zh-TW', '10萬', '1.2萬', '123萬'],
    ['ja', '10万', '1.2万', '123万'],
    ['ko', '10만', '1.2만', '123만'],
    ['en', '100K', '12K', '1.2M'],
  ])('%s writes 100000 as %s, 12345 as %s and 1234567 as %s', (language, hundredThousand, twelveThousand, millions) => {
    expect(formatCount(100000, language)).toBe(hundredThousand);
    expect(formatCount(12345, language)).toBe(twelveThousand);
    expect(formatCount(1234567, language)).toBe(millions);
    expect(formatCount(42, language)).toBe('42');
  });

  it.each<Language>(['zh-CN', 'zh-TW', 'ja', 'ko', 'en'])('%s writes the exact number in full, grouped, for screen readers', (language) => {
    expect(formatNumber(100000, language)).toBe('100,000');
    expect(formatNumber(59, language)).toBe('59');
  });
});

describe('dates by locale', () => {
  const at = Date.UTC(2026, 10, 27, 23, 30);
  it.each<[Language, string]>([
    ['zh-CN', '2026/11/27'],
    ['zh-TW', '2026/11/27'],
    ['ja', '2026/11/27'],
    ['ko', '2026. 11. 27.'],
    ['en', '11/27/2026'],
  ])('%s writes the day as %s', (language, written) => {
    expect(formatDate(at, language, 'UTC')).toBe(written);
  });

  it("writes the day in the time zone asked for (the visitor's by default)", () => {
    expect(formatDate(at, 'ja', 'Asia/Tokyo')).toBe('2026/11/28');
    expect(formatDate(at, 'en', 'UTC')).toBe('11/27/2026');
  });
});
