import { useEffect, useMemo, useState } from 'react';
import { createI18nHook } from '../../domain/i18n/i18n-hook';

/**
 * The i18n hook over React's hooks: the current language of a `LanguageService`, a
 * message lookup `t(key)` and `setLanguage`.
 * @example
 * ```tsx
 * const { t, setLanguage } = useI18n(kit.i18n, { 'zh-CN': { title: '预约' }, en: { title: 'Reserve' } });
 * ```
 */
export const useI18n = createI18nHook({ useEffect, useMemo, useState });
