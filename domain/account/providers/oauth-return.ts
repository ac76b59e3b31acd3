import type { PagePort } from '../../../ports/page.port';

/** The provider return parameters, removed from the address when they are read. */
export const RETURN_PARAMS = [
  'login_type',
  'auto_auth',
  'code',
  'state',
  'access_token',
  'id_token',
  'oauth_token',
  'oauth_verifier',
  'error',
  'error_description',
  'error_code',
  'error_desc',
  'error_message',
  'error_reason',
  'denied',
] as const;

/** What came back from a provider, read from the query and the fragment. */
export type ReturnParams = Partial<Record<(typeof RETURN_PARAMS)[number], string>>;

/** The return params of an address (query first, then a `#a=b` fragment), or undefined when there are none. */
export function readReturn(url: string): ReturnParams | undefined {
  const parsed = new URL(url);
  const fragment = new URLSearchParams(parsed.hash.replace(/^#\/?\??/, ''));
  const params: Record<string, string> = {};
  for (const name of RETURN_PARAMS) {
    const value = parsed.searchParams.get(name) ?? fragment.get(name);
    if (value !== null) params[name] = value;
  }
  const answered = ['code', 'access_token', 'id_token', 'oauth_token', 'error', 'error_code', 'denied'].some((name) => name in params);
  return params.login_type !== undefined && (answered || 'state' in params) ? (params as ReturnParams) : undefined;
}

/** The address without the return params (query and fragment). */
export function stripReturn(url: string): string {
  const parsed = new URL(url);
  for (const name of RETURN_PARAMS) parsed.searchParams.delete(name);
  if (parsed.hash) {
    const fragment = new URLSearchParams(parsed.hash.replace(/^#\/?\??/, ''));
    if (RETURN_PARAMS.some((name) => fragment.has(name))) {
      for (const name of RETURN_PARAMS) fragment.delete(name);
      const rest = fragment.toString();
      parsed.hash = rest ? `#${rest}` : '';
    }
  }
  return parsed.toString();
}

/**
 * Takes a provider return out of the page's address: its params, removed from the address at
 * once (a code or token must not stay where a report, a share link or a script could read it).
 * @returns the params, or undefined when the address carries no return (then it is left alone).
 */
export function takeReturn(page: PagePort): ReturnParams | undefined {
  const params = readReturn(page.url());
  if (params) page.replaceUrl(stripReturn(page.url()));
  return params;
}

/** The parameters a provider names its failure by. */
const ERROR_PARAMS = ['error', 'error_description', 'error_code', 'error_desc', 'error_message', 'error_reason', 'denied'] as const;

/** The error parameters of a return, for the error's `data`: never its state, code or token. */
export function returnErrorParams(params: ReturnParams): Partial<Record<(typeof ERROR_PARAMS)[number], string>> {
  return Object.fromEntries(ERROR_PARAMS.filter((name) => params[name] !== undefined).map((name) => [name, params[name]]));
}

/** The provider's failure message (the error parameters are the message). */
export function returnError(params: ReturnParams): string | undefined {
  if (params.error === undefined && params.error_code === undefined && params.denied === undefined) return undefined;
  return params.error_description || params.error_message || params.error_desc || params.error || params.error_code || 'access_denied';
}
