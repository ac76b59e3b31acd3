import { DEFAULT_LANGUAGE, type Language } from '../../domain/i18n/language';
import { localizeError } from '../../domain/i18n/localize-error';

/**
 * The user-facing text of a failure in `language` (defaults to zh-CN): the kit error's message
 * from the error catalogue by its key or code, else 系统出错 / Something went wrong.
 */
export function errorMessage(error: unknown, language: Language = DEFAULT_LANGUAGE): string {
  return localizeError(error, language);
}
