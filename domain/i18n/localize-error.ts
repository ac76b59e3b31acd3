import { isCampaignKitError } from '../../ports/errors';
import { DEFAULT_LANGUAGE, type Language } from './language';
import { ERROR_TEXTS, type ErrorMessageKey } from './error-texts';
import { formatText, matchTemplate, textsFor } from './texts';

/** The key of a message the kit throws, with the values of its varying parts, or `undefined` for a message it does not know. */
export function errorMessageKey(message: string): { key: ErrorMessageKey; params: Record<string, string> } | undefined {
  const thrown = ERROR_TEXTS['zh-CN'].messages;
  for (const key of Object.keys(thrown) as ErrorMessageKey[]) {
    const template = thrown[key];
    if (template === message) return { key, params: {} };
    if (template.includes('{')) {
      const params = matchTemplate(template, message);
      if (params) return { key, params };
    }
  }
  return undefined;
}

/**
 * What a visitor reads for a failure, in `language`: the kit error's message found by its key
 * (for a `CampaignKitError` whose message is the kit's own), the sentence for its code (a code
 * for programs such as CLOSE_CAPTCHA, or in en a server's own words), else its message as thrown;
 * 系统出错 / Something went wrong for anything else. The error itself is not changed.
 */
export function localizeError(error: unknown, language: Language = DEFAULT_LANGUAGE): string {
  const texts = textsFor(ERROR_TEXTS, language);
  const systemError = texts.messages.systemError;
  if (!isCampaignKitError(error) || !error.message) return systemError;
  const byCode = texts.byCode[error.code];
  if (error.message === error.code) return byCode ?? systemError;
  const known = errorMessageKey(error.message);
  if (!known) return byCode ?? error.message;
  return formatText(texts.messages[known.key], known.params);
}
