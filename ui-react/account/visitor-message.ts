import type { Language } from '../../domain/i18n/language';
import { errorMessage } from '../i18n/error-message';

/** The sentence a form shows for a failure: never a bare code, else the kit's message, in `language`. */
export function visitorMessage(error: unknown, language?: Language): string {
  return errorMessage(error, language);
}
