import { describe, expect, it, vi } from 'vitest';
import { FakePage, InMemoryStorage } from '../../../adapters/fake/index';
import { CampaignKitError } from '../../../ports/errors';
import { LanguageService } from '../../../domain/i18n/language.service';
import type { LocaleLoaders } from '../../../domain/i18n/locale-loaders';
import type { LocalePack } from '../../../domain/i18n/locale-pack';
import { ja } from '../../../domain/i18n/locales/ja';
import { ko } from '../../../domain/i18n/locales/ko';
import { zhTW } from '../../../domain/i18n/locales/zh-TW';
import { overrideTexts } from '../../../domain/i18n/locale-pack';
import { localizeError } from '../../../domain/i18n/localize-error';
import { textsFor } from '../../../domain/i18n/texts';
import { WIDGET_TEXTS } from '../../../domain/i18n/widget-texts';
import { LAYOUT_TEXTS } from '../../../domain/i18n/layout-texts';
import * as MESSAGES from '../../../ports/messages';

// The pack registry is module-wide: each test here uses a language no earlier test loaded.

/** A loader that answers when the test says. */
function gate() {
  let open!: (pack: LocalePack) => void;
  let fail!: (error: unknown) => void;
  const calls: number[] = [];
  const loader = () => {
    calls.push(1);
    return new Promise<LocalePack>((resolve, reject) => {
      open = resolve;
      fail = reject;
    });
  };
  return { loader, calls, open: (pack: LocalePack) => open(pack), fail: (error: unknown) => fail(error) };
}

const languageService = (locales: Partial<LocaleLoaders>, options: { url?: string; fallback?: 'en' } = {}) =>
  new LanguageService({ page: new FakePage({ url: options.url }), storage: new InMemoryStorage() }, { fallback: options.fallback, locales: locales as LocaleLoaders });

describe('locale packs', () => {
  it('shows the fallback language until the chosen pack arrives, then the pack; ready() resolves then', async () => {
    const koGate = gate();
    const i18n = languageService({ ko: koGate.loader }, { fallback: 'en' });
    const shown: string[] = [];
    i18n.state$.subscribe((state) => shown.push(state.shown));
    i18n.set('ko');
    expect(i18n.state).toEqual({ language: 'ko', shown: 'en' });
    expect(textsFor(WIDGET_TEXTS, i18n.state.shown).reserve).toBe('Reserve now');
    const ready = i18n.ready();
    koGate.open(ko);
    await ready;
    expect(i18n.state).toEqual({ language: 'ko', shown: 'ko' });
    expect(shown).toEqual(['en', 'en', 'ko']);
    expect(textsFor(WIDGET_TEXTS, 'ko').reserve).toBe('지금 사전예약');
    expect(koGate.calls).toHaveLength(1);
  });

  it('loads the chosen pack at start; a page whose language is ja renders ja once ready() resolved (server rendering)', async () => {
    const i18n = new LanguageService({ page: new FakePage(), storage: new InMemoryStorage() }, { fallback: 'ja' });
    expect(i18n.state).toEqual({ language: 'ja', shown: 'zh-CN' });
    expect(i18n.serverLanguage).toBe('zh-CN');
    await i18n.ready();
    expect(i18n.state).toEqual({ language: 'ja', shown: 'ja' });
    expect(i18n.serverLanguage).toBe('ja');
    expect(textsFor(LAYOUT_TEXTS, 'ja').links[2]).toBe('プライバシーポリシー');
  });

  it('rejects ready() with NETWORK when a pack does not load, keeps the fallback shown, and tries again at the next call', async () => {
    const first = gate();
    const i18n = languageService({ 'zh-TW': first.loader }, { url: 'https://x.test/?lang=zh-TW' });
    const failed = i18n.ready();
    first.fail(new TypeError('Failed to fetch dynamically imported module'));
    await expect(failed).rejects.toSatisfy((error) => error instanceof CampaignKitError && error.code === 'NETWORK');
    expect(i18n.state).toEqual({ language: 'zh-TW', shown: 'zh-CN' });
    const retried = i18n.ready();
    first.open(zhTW);
    await retried;
    expect(first.calls).toHaveLength(2);
    expect(i18n.state.shown).toBe('zh-TW');
  });

  it('keeps the newer choice when the pack of an older one arrives late', async () => {
    // A fresh module graph: a registry where no pack is loaded yet.
    vi.resetModules();
    const { LanguageService: FreshService } = await import('../../../domain/i18n/language.service');
    const slow = gate();
    const i18n = new FreshService({ page: new FakePage(), storage: new InMemoryStorage() }, { locales: { ja: slow.loader, ko: slow.loader, 'zh-TW': slow.loader } });
    i18n.set('ja');
    const late = i18n.ready();
    i18n.set('en');
    slow.open(ja);
    await late;
    expect(i18n.state).toEqual({ language: 'en', shown: 'en' });
  });

  it('turns the kit\'s errors into the visitor\'s language, and overrideTexts changes the keys it names only', () => {
    expect(localizeError(new CampaignKitError('NETWORK', MESSAGES.network), 'ja')).toBe('ネットワークエラーが発生しました。もう一度お試しください');
    expect(localizeError(new CampaignKitError('INVALID_ARGUMENT', 'privacy:未勾选!'), 'ko')).toBe('privacy: 체크하지 않았습니다!');
    expect(localizeError(new CampaignKitError('CLOSE_CAPTCHA', MESSAGES.closeCaptcha), 'zh-TW')).toBe('安全驗證已關閉，請完成驗證後再試');
    overrideTexts('ja', { widget: { reserve: '事前登録する' } });
    overrideTexts('en', { widget: { reserved: 'Pre-registered' } });
    expect(textsFor(WIDGET_TEXTS, 'ja')).toEqual({ ...ja.widget, reserve: '事前登録する' });
    expect(textsFor(WIDGET_TEXTS, 'en').reserved).toBe('Pre-registered');
    expect(textsFor(WIDGET_TEXTS, 'en').reserve).toBe('Reserve now');
  });
});
