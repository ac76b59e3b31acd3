import { describe, expect, it } from 'vitest';
import { FakePage, InMemoryStorage } from '../../../adapters/fake/index';
import { createTestKit } from '../../../composition/testing';
import { matchLanguage, negotiateLanguage, toLanguage } from '../../../domain/i18n/language';
import { LanguageService } from '../../../domain/i18n/language.service';

const service = (page: { url?: string; languages?: readonly string[] }, options: ConstructorParameters<typeof LanguageService>[1] = {}, storage = new InMemoryStorage()) =>
  new LanguageService({ page: new FakePage(page), storage }, options);

describe('the language from a tag', () => {
  it.each([
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-CN', 'zh-TW'],
    ['zh_hant_hk', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['ja-JP', 'ja'],
    ['ja', 'ja'],
    ['ko-KR', 'ko'],
    ['en-GB', 'en'],
    ['EN', 'en'],
  ])('%s is %s', (tag, language) => {
    expect(matchLanguage(tag)).toBe(language);
  });

  it('knows no other language', () => {
    expect(matchLanguage('fr-FR')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
    expect(matchLanguage(42)).toBeUndefined();
    expect(toLanguage('fr-FR')).toBe('zh-CN');
  });

  it("takes the first of the visitor's languages the widgets speak", () => {
    expect(negotiateLanguage(['fr-FR', 'zh-HK', 'en'])).toBe('zh-TW');
    expect(negotiateLanguage(['de', 'fr'])).toBeUndefined();
    expect(negotiateLanguage([])).toBeUndefined();
  });
});

describe('the language a page starts in', () => {
  it("is the lang parameter, then the stored choice, then the page's option, then the browser's languages, then zh-CN", () => {
    const stored = new InMemoryStorage();
    stored.set('local', 'language', 'ko');
    expect(service({ url: 'https://x.test/?lang=ja', languages: ['en'] }, { fallback: 'en' }, stored).language).toBe('ja');
    expect(service({ url: 'https://x.test/?lang=fr', languages: ['en'] }, { fallback: 'en' }, stored).language).toBe('ko');
    expect(service({ languages: ['ja-JP'] }, { fallback: 'en' }).language).toBe('en');
    expect(service({ languages: ['fr-FR', 'zh-MO'] }).language).toBe('zh-TW');
    expect(service({ languages: ['ko-KR'] }).language).toBe('ko');
    expect(service({ languages: ['fr-FR'] }).language).toBe('zh-CN');
    expect(service({}).language).toBe('zh-CN');
  });

  it('refuses a language the widgets do not speak, as the page option or the kit option', () => {
    expect(() => service({}, { fallback: 'fr' as never })).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'unsupported language: fr; use zh-CN, en, ja, ko, zh-TW' }));
    expect(() => createTestKit({ language: 'de' as never })).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: 'unsupported language: de; use zh-CN, en, ja, ko, zh-TW' }));
  });

  it("renders on the server in the page's option, whatever the browser says (the page hydrates in it, then switches)", () => {
    const browser = service({ languages: ['en-US'] });
    expect(browser.language).toBe('en');
    expect(browser.fallback).toBe('zh-CN');
    expect(browser.serverLanguage).toBe('zh-CN');
    expect(createTestKit({ language: 'en' }).i18n.serverLanguage).toBe('en');
  });
});
