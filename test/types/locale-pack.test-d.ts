// Type-level tests of the locale packs, checked by `npm run typecheck` (tsc), never run: each
// `@ts-expect-error` must meet an error, or the type check fails.
import { describe, expectTypeOf, it } from 'vitest';
import { type Language } from 'campaign-kit';
import { overrideTexts, registerLocale, type LocalePack } from 'campaign-kit/i18n';
import { ja } from '../../domain/i18n/locales/ja';

describe('LocalePack', () => {
  it('refuses a pack missing a key of an area, or a whole area', () => {
    const { reserve: _reserve, ...widgetWithoutReserve } = ja.widget;
    // @ts-expect-error widget.reserve is missing
    const missingKey: LocalePack = { ...ja, widget: widgetWithoutReserve };
    const { share: _share, ...withoutShare } = ja;
    // @ts-expect-error the share area is missing
    const missingArea: LocalePack = withoutShare;
    const { CLOSE_CAPTCHA: _closed, ...byCode } = ja.errors.byCode;
    const fewerCodes: LocalePack = { ...ja, errors: { ...ja.errors, byCode } }; // byCode is partial: fine
    expectTypeOf(fewerCodes).toEqualTypeOf<LocalePack>();
    void [missingKey, missingArea];
  });

  it('registers a pack only for a packed language, and overrides only known keys', () => {
    registerLocale('ja', ja);
    // @ts-expect-error zh-CN and en are bundled, not packs
    registerLocale('en', ja);
    overrideTexts('en', { widget: { reserve: 'Pre-register' } });
    // @ts-expect-error no such key in the widget area
    overrideTexts('en', { widget: { reserveNow: 'Pre-register' } });
    expectTypeOf<'ja' | 'ko' | 'zh-TW'>().toMatchTypeOf<Language>();
  });
});
