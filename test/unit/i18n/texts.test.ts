import { describe, expect, it } from 'vitest';
import { defineTexts, formatText, matchTemplate, pageText, pluralForm, pluralText, splitAtPlaceholder, textsFor } from '../../../domain/i18n/texts';
import { WIDGET_TEXTS } from '../../../domain/i18n/widget-texts';
import { CONTENT_TEXTS } from '../../../domain/i18n/content-texts';

describe('the texts mechanism (defineTexts, {name} interpolation, Intl.PluralRules plurals)', () => {
  it('looks an area up by language, falling back to zh-CN for a language the record lacks', () => {
    const texts = defineTexts<{ hi: string }>({ 'zh-CN': { hi: '你好' }, en: { hi: 'Hello' } });
    expect(textsFor(texts, 'en').hi).toBe('Hello');
    expect(textsFor(texts, 'zh-CN').hi).toBe('你好');
    expect(textsFor({ 'zh-CN': { hi: '你好' } } as never as typeof texts, 'en').hi).toBe('你好');
  });

  it('fills {name} placeholders and leaves unknown ones as written', () => {
    expect(formatText('Page {page} of {pages}', { page: 2, pages: 5 })).toBe('Page 2 of 5');
    expect(formatText('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(formatText('{toString}', {})).toBe('{toString}');
  });

  it('picks the plural form by Intl.PluralRules: 1 friend, 0 and 2 friends in en; one form in zh-CN', () => {
    const forms = WIDGET_TEXTS.en.invitedFriends;
    expect(pluralText('en', forms, 1)).toBe('Invited 1 friend');
    expect(pluralText('en', forms, 0)).toBe('Invited 0 friends');
    expect(pluralText('en', forms, 2)).toBe('Invited 2 friends');
    expect(pluralText('zh-CN', WIDGET_TEXTS['zh-CN'].invitedFriends, 1)).toBe('已邀请1位好友');
    expect(pluralText('en', CONTENT_TEXTS.en.likeCount, 1)).toBe('1 like');
    expect(pluralText('en', CONTENT_TEXTS.en.likeCount, 12)).toBe('12 likes');
    expect(pluralForm('en', { other: 'only {count}' }, 1)).toBe('only {count}');
  });

  it('writes the count as the language writes whole numbers', () => {
    expect(pluralText('en', CONTENT_TEXTS.en.likeCount, 12_345)).toBe('12,345 likes');
    expect(pluralText('zh-CN', CONTENT_TEXTS['zh-CN'].likeCount, 1_234_567)).toBe('1,234,567 人点赞');
    expect(pluralText('en', CONTENT_TEXTS.en.likeCount, 999)).toBe('999 likes');
  });

  it('splits a text at a placeholder, for a widget that puts an element there', () => {
    expect(splitAtPlaceholder('Invited {count} friends', 'count')).toEqual(['Invited ', ' friends']);
    expect(splitAtPlaceholder('已邀请{count}位好友', 'count')).toEqual(['已邀请', '位好友']);
    expect(splitAtPlaceholder('no slot', 'count')).toEqual(['no slot', '']);
  });

  it('reads placeholder values back out of a text made from a template', () => {
    expect(matchTemplate('{id}:未勾选!', 'privacy:未勾选!')).toEqual({ id: 'privacy' });
    expect(matchTemplate('{id}:未勾选!', 'privacy:未勾选')).toBeUndefined();
    expect(matchTemplate('a.b', 'axb')).toBeUndefined();
    expect(matchTemplate('exact', 'exact')).toEqual({});
  });

  it('takes a page text as one string for every language or as one per language', () => {
    expect(pageText('同一句', 'en')).toBe('同一句');
    expect(pageText({ 'zh-CN': '中文', en: 'English' }, 'en')).toBe('English');
    expect(pageText({ 'zh-CN': '中文', en: 'English' }, 'zh-CN')).toBe('中文');
    expect(pageText(undefined, 'en')).toBeUndefined();
  });
});
