import { describe, expect, it } from 'vitest';
import { FakePage, InMemoryStorage } from '../../../adapters/fake/index';
import { createTestKit } from '../../../composition/testing';
import { CONSENT_TEXTS } from '../../../domain/i18n/consent-texts';
import { CampaignKitError, createI18nHook, I18N_HOOKS_MESSAGE, type InjectedHooks } from '../../../composition/i18n-entry';
import { DEFAULT_LANGUAGE, toLanguage } from '../../../domain/i18n/language';
import { LanguageService } from '../../../domain/i18n/language.service';
import { LAYOUT_TEXTS } from '../../../domain/i18n/layout-texts';
import { WIDGET_TEXTS } from '../../../domain/i18n/widget-texts';
import { ACCOUNT_TEXTS } from '../../../domain/i18n/account-texts';
import { CONTENT_TEXTS } from '../../../domain/i18n/content-texts';
import { DOWNLOAD_TEXTS } from '../../../domain/i18n/download-texts';
import { SHARE_TEXTS } from '../../../domain/i18n/share-texts';

const CJK = /[\u4e00-\u9fff]/;

/** Every string of a texts object by its dotted path (lists and plural forms included). */
function leaves(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  return Object.entries(value as object).reduce<Record<string, string>>(
    (all, [key, inner]) => ({ ...all, ...leaves(inner, path ? `${path}.${key}` : key) }),
    {},
  );
}

describe('language helper (SPEC §1)', () => {
  it('defaults to zh-CN', () => {
    expect(DEFAULT_LANGUAGE).toBe('zh-CN');
    expect(new LanguageService({ page: new FakePage(), storage: new InMemoryStorage() }).language).toBe('zh-CN');
    expect(createTestKit().i18n.language).toBe('zh-CN');
  });

  it('maps tags to a supported language', () => {
    expect(toLanguage('en-US')).toBe('en');
    expect(toLanguage('zh_Hans')).toBe('zh-CN');
    expect(toLanguage('fr')).toBe('zh-CN');
    expect(toLanguage(undefined, 'en')).toBe('en');
  });

  it('takes the lang parameter, else the stored choice; set() stores it and rejects an unsupported one', () => {
    const storage = new InMemoryStorage();
    expect(new LanguageService({ page: new FakePage({ url: 'https://x.test/?lang=en' }), storage }).language).toBe('en');
    const service = new LanguageService({ page: new FakePage(), storage });
    service.set('en');
    expect(storage.get('local', 'language')).toBe('en');
    expect(new LanguageService({ page: new FakePage(), storage }).language).toBe('en');
    expect(() => service.set('fr' as never)).toThrowError(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('keeps its fallback, what a server render shows, whatever the page or the visitor chose', () => {
    const storage = new InMemoryStorage();
    const service = new LanguageService({ page: new FakePage({ url: 'https://x.test/?lang=en' }), storage }, { fallback: 'zh-CN' });
    service.set('en');
    expect(service.language).toBe('en');
    expect(service.fallback).toBe('zh-CN');
    expect(new LanguageService({ page: new FakePage(), storage: new InMemoryStorage() }).fallback).toBe('zh-CN');
    expect(createTestKit({ language: 'en' }).i18n.fallback).toBe('en');
  });
});

/** A one-component stand-in for a framework: state survives between renders of the same hook. */
function fakeHooks() {
  const states: unknown[] = [];
  const cleanups: (() => void)[] = [];
  let slot = 0;
  let effectsRun = false;
  const hooks: InjectedHooks = {
    useState: <T,>(initial: T) => {
      const index = slot++;
      if (!(index in states)) states[index] = initial;
      return [states[index] as T, (value: T) => (states[index] = value)];
    },
    useMemo: (factory) => factory(),
    useEffect: (effect) => {
      if (effectsRun) return;
      const cleanup = effect();
      if (cleanup) cleanups.push(cleanup);
    },
  };
  return { hooks, render: <T,>(hook: () => T) => ((slot = 0), hook()), commit: () => (effectsRun = true) };
}

describe('i18n hook from campaign-kit, for React-like renderers (SPEC §5)', () => {
  it('fails with a typed INVALID_ARGUMENT and a clear message without injected useEffect, useMemo and useState', () => {
    for (const hooks of [undefined, {}, { useEffect: () => {}, useMemo: (f: () => unknown) => f() }]) {
      expect(() => createI18nHook(hooks as never)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: I18N_HOOKS_MESSAGE }));
      expect(() => createI18nHook(hooks as never)).toThrow(CampaignKitError);
    }
  });

  it('translates in the current language, falls back to zh-CN then the key, and follows language changes', () => {
    const service = new LanguageService({ page: new FakePage(), storage: new InMemoryStorage() });
    const { hooks, render, commit } = fakeHooks();
    const useI18n = createI18nHook(hooks);
    const messages = { 'zh-CN': { hi: '你好', only: '仅中文' }, en: { hi: 'Hello' } } as never as { 'zh-CN': Record<'hi' | 'only' | 'none', string>; en: Record<'hi' | 'only' | 'none', string> };
    let i18n = render(() => useI18n(service, messages));
    commit();
    expect(i18n.t('hi')).toBe('你好');
    i18n.setLanguage('en');
    i18n = render(() => useI18n(service, messages));
    expect(i18n.language).toBe('en');
    expect(i18n.t('hi')).toBe('Hello');
    expect(i18n.t('only')).toBe('仅中文');
    expect(i18n.t('none')).toBe('none');
  });
});

describe('built-in widget texts', () => {
  it('has every text of every area in zh-CN and en, with no Chinese in the English ones', () => {
    const areas = { CONSENT_TEXTS, LAYOUT_TEXTS, WIDGET_TEXTS, ACCOUNT_TEXTS, SHARE_TEXTS, DOWNLOAD_TEXTS, CONTENT_TEXTS };
    for (const [name, table] of Object.entries(areas)) {
      const zh = leaves(table['zh-CN']);
      const en = leaves(table.en);
      // Plural forms differ by language (en has `one`, zh-CN only `other`): compare the texts' own keys.
      const key = (path: string) => path.replace(/\.(zero|one|two|few|many|other)$/, '');
      expect([...new Set(Object.keys(en).map(key))].sort(), name).toEqual([...new Set(Object.keys(zh).map(key))].sort());
      for (const [path, value] of Object.entries(en)) {
        expect(value, `${name}.en.${path}`).toBeTruthy();
        expect(value, `${name}.en.${path}`).not.toMatch(CJK);
      }
      for (const [path, value] of Object.entries(zh)) expect(value, `${name}.zh-CN.${path}`).toBeTruthy();
    }
  });

  it("keeps today's zh-CN widget strings, which browser tests use as accessible names", () => {
    expect(WIDGET_TEXTS['zh-CN']).toMatchObject({ mobile: '手机号', code: '验证码', getCode: '获取验证码', login: '登录', reserve: '立即预约', reserved: '已预约', captchaTitle: '安全验证' });
  });
});
