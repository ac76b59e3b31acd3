/** A cookie as a Set-Cookie line gives it. */
export interface SetCookie {
  readonly name: string;
  readonly value: string;
  /** Max-Age=0 or an Expires in the past: the cookie is removed. */
  readonly expired: boolean;
  readonly httpOnly: boolean;
}

/**
 * What a browser keeps between calls answered in process (the contract app in tests): the
 * cookies each answer sets, sent back with the next request. Paths, domains and lifetimes other
 * than removal are not modelled.
 */
export class CookieJar {
  readonly #cookies: Map<string, string>;

  /** @param initial - cookies the visitor already has, by name. */
  constructor(initial: Readonly<Record<string, string>> = {}) {
    this.#cookies = new Map(Object.entries(initial));
  }

  /** The value of a kept cookie, undefined when there is none. */
  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  clear(): void {
    this.#cookies.clear();
  }

  /** The `cookie` request header of the kept cookies: `a=1; b=2`, empty when there are none. */
  header(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps (or, when expired, removes) the cookie of one Set-Cookie line; undefined when the line has no name. */
  keep(line: string): SetCookie | undefined {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const equals = pair.indexOf('=');
    if (equals <= 0) return undefined;
    const name = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    const expired = attributes.some((attribute) => /^max-age=0$/i.test(attribute) || isPastExpiry(attribute));
    if (expired) this.#cookies.delete(name);
    else this.#cookies.set(name, value);
    return { name, value, expired, httpOnly: attributes.some((attribute) => /^httponly$/i.test(attribute)) };
  }

  /**
   * Sends `request` with the kept cookies through `answer` (an in-process app) and keeps the cookies
   * of its answer, each also passed to `onCookie`.
   */
  async send(request: Request, answer: (request: Request) => Response | Promise<Response>, onCookie?: (cookie: SetCookie) => void): Promise<Response> {
    const cookie = this.header();
    if (cookie) request.headers.set('cookie', cookie);
    const response = await answer(request);
    for (const line of response.headers.getSetCookie()) {
      const kept = this.keep(line);
      if (kept) onCookie?.(kept);
    }
    return response;
  }
}

function isPastExpiry(attribute: string): boolean {
  const match = /^expires=(.*)$/i.exec(attribute);
  if (!match) return false;
  const time = Date.parse(match[1]!);
  return !Number.isNaN(time) && time <= Date.now();
}
