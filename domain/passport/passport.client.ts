import type { HttpMethod, HttpPort, HttpQuery } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { ScriptLoaderPort } from '../../ports/script-loader.port';
import type { SignerPort } from '../../ports/signer.port';
import { readPassportAnswer, type PassportResult, type PassportSource } from '../http/passport-envelope';
import { withChallenges, type ChallengeAnswer, type ChallengeSolver } from './challenge-loop';
import { commonParams, CSRF_HEADER, passportUrl, resolvePassportConfig, type PassportConfig, type ResolvedPassportConfig } from './passport.config';
import { obfuscateFields } from './sensitive-fields';

/** One passport call, in wire names, without the host or the common params. */
export interface PassportCall {
  readonly method: HttpMethod;
  /** e.g. `/passport/web/sms_login/`. */
  readonly path: string;
  /** Sent in the query; sensitive fields obfuscated. */
  readonly params?: Readonly<Record<string, unknown>>;
  /** How the answer says success. Defaults to `web`. */
  readonly source?: PassportSource;
  /** The message when the server gave none. */
  readonly failureMessage?: string;
}

/** The marker a resent request carries (the same request resent, marked as a resend). */
export const RESEND_FLAG = 'is_resend';
/** How long the signing script may take before posts go unsigned, in ms. */
export const SIGNING_SCRIPT_TIMEOUT_MS = 5000;

/**
 * The one place the passport conventions live: cookies sent; the CSRF header from its
 * cookie; common params (aid, account_sdk_source, language, subject_aid, aff_multi_login) in the
 * query; non-GET bodies form-encoded; sensitive fields obfuscated with `mix_mode=1`; posts signed
 * with a `_signature` query from the security script (loaded by region through the
 * ScriptLoaderPort); the answer mapping (the one envelope reader); and the one
 * challenge-and-resend loop, with the answer sent marked `is_resend=1`.
 *
 * @remarks When the signing script cannot load, posts go unsigned and the server decides.
 * @example
 * ```ts
 * const client = new PassportClient({ http, page, scriptLoader, signer }, { origin, aid: 1128 });
 * const { data } = await client.request({ method: 'POST', path: '/passport/web/sms_login/', params: { mobile, code } });
 * ```
 */
export class PassportClient {
  readonly config: ResolvedPassportConfig;
  readonly #http: HttpPort;
  readonly #page: PagePort;
  readonly #scriptLoader: ScriptLoaderPort | undefined;
  readonly #signer: SignerPort | undefined;
  readonly #solver: ChallengeSolver | undefined;

  constructor(
    ports: { http: HttpPort; page: PagePort; scriptLoader?: ScriptLoaderPort; signer?: SignerPort; challenges?: ChallengeSolver },
    config: PassportConfig,
  ) {
    this.#http = ports.http;
    this.#page = ports.page;
    this.#scriptLoader = ports.scriptLoader;
    this.#signer = ports.signer;
    this.#solver = ports.challenges;
    this.config = resolvePassportConfig(config);
  }

  /** The common params, in wire names. */
  commonParams(): HttpQuery {
    return commonParams(this.config);
  }

  /** The absolute address of a passport path with the common params (for navigations: logout, web_login). */
  url(path: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
    return passportUrl(this.config, path, params);
  }

  /**
   * Sends a passport call; a captcha or second-verification demand is shown through the
   * challenge solver and the same call resent marked `is_resend=1` with the answer.
   * @returns the data, log id and redirect address of the success answer.
   * @throws CampaignKitError `SERVER` with the server's description and a `PassportFailure` as
   *   `data`; `CLOSE_CAPTCHA`; `SECOND_VALID` (data.sms_code_key); `CAPTCHA_REQUIRED`;
   *   `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  request<T = unknown>(call: PassportCall): Promise<PassportResult<T>> {
    return withChallenges((answer) => this.#send<T>(call, answer), this.#solver);
  }

  async #send<T>(call: PassportCall, answer: ChallengeAnswer | undefined): Promise<PassportResult<T>> {
    const resend = answer ? { [RESEND_FLAG]: 1, captcha: answer.captcha, verify_ticket: answer.verifyTicket } : {};
    const fields = obfuscateFields(stripUndefined({ ...call.params, ...resend }));
    const isGet = call.method === 'GET';
    const query: Record<string, string | number | boolean | undefined> = { ...this.commonParams() };
    if (isGet) Object.assign(query, toQuery(fields));
    const url = `${this.config.origin}${call.path}`;
    if (!isGet) {
      const signature = await this.#signature(url, query);
      if (signature !== undefined) query._signature = signature;
    }
    const csrf = this.#page.cookie(this.config.csrfCookie);
    const response = await this.#http.request({
      method: call.method,
      url,
      query,
      body: isGet ? undefined : fields,
      encoding: 'form',
      headers: csrf ? { [CSRF_HEADER]: csrf } : undefined,
      withCredentials: true,
      timeoutMs: this.config.timeoutMs,
    });
    return readPassportAnswer<T>(response, call.source ?? 'web', call.failureMessage);
  }

  async #signature(url: string, query: Readonly<Record<string, string | number | boolean | undefined>>): Promise<string | undefined> {
    const script = this.config.signingScript;
    if (script === false || !this.#signer) return undefined;
    const { backups, integrity } = script;
    if (this.#scriptLoader) await this.#scriptLoader.load(script.url, { backups, integrity, timeoutMs: SIGNING_SCRIPT_TIMEOUT_MS }).catch(() => undefined);
    const full = new URL(url);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) full.searchParams.set(name, String(value));
    return this.#signer.sign(full.toString());
  }
}

function stripUndefined(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function toQuery(fields: Readonly<Record<string, unknown>>): Record<string, string | number | boolean> {
  const query: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(fields)) {
    query[name] = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : JSON.stringify(value);
  }
  return query;
}
