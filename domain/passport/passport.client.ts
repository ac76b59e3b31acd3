import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import type { HttpMethod, HttpPort, HttpQuery } from '../../ports/http.port';
import type { PagePort } from '../../ports/page.port';
import type { ScriptLoaderPort } from '../../ports/script-loader.port';
import type { SignerPort } from '../../ports/signer.port';
import { readDemand, type ChallengeDemand } from './decision';
import { readPassportAnswer, type PassportBody, type PassportResult, type PassportSource } from './passport-envelope';
import { CSRF_HEADER, resolvePassportConfig, type PassportConfig, type ResolvedPassportConfig } from './passport.config';
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

/** What the visitor's answer to a challenge adds to the resent request. */
export interface ChallengeAnswer {
  /** Sent as `captcha`: the captcha answer or the verification SDK's token. */
  readonly captcha?: string;
  /** Sent as `verify_ticket`: the second verification's ticket. */
  readonly verifyTicket?: string;
}

/**
 * Shows the challenges a passport answer demands (SPEC §4 Passport request flow).
 * @throws CampaignKitError `CLOSE_CAPTCHA`, `SECOND_VALID` when the visitor closes one;
 *   `CAPTCHA_REQUIRED` when no challenge can be shown.
 */
export interface ChallengeSolver {
  solve(demand: ChallengeDemand): Promise<ChallengeAnswer>;
}

/** The marker a resent request carries (SPEC §4: the same request resent, marked as a resend). */
export const RESEND_FLAG = 'is_resend';
/** How long the signing script may take before posts go unsigned, in ms. */
export const SIGNING_SCRIPT_TIMEOUT_MS = 5000;
/** How many challenges one call may go through before the last failure is returned. */
const MAX_CHALLENGE_ROUNDS = 5;

/**
 * The one place the passport conventions of SPEC §7 live: cookies sent; the CSRF header from its
 * cookie; common params (aid, account_sdk_source, language, subject_aid, aff_multi_login) in the
 * query; non-GET bodies form-encoded; sensitive fields obfuscated with `mix_mode=1`; posts signed
 * with a `_signature` query from the security script (loaded by region through the
 * ScriptLoaderPort); the SPEC §8 answer mapping; and the challenge-and-resend loop.
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
  #solver: ChallengeSolver | undefined;

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

  /** Sets who shows challenges (the captcha widget, the second-verify dialog). */
  useChallenges(solver: ChallengeSolver): void {
    this.#solver = solver;
  }

  /** The common params of SPEC §7, in wire names. */
  commonParams(): HttpQuery {
    const { aid, accountSdkSource, language, subjectAid, affMultiLogin } = this.config;
    return {
      aid,
      account_sdk_source: accountSdkSource,
      language,
      subject_aid: subjectAid,
      aff_multi_login: affMultiLogin === undefined ? undefined : affMultiLogin ? 1 : 0,
    };
  }

  /** The absolute address of a passport path with the common params (for navigations: logout, web_login). */
  url(path: string, params: Readonly<Record<string, string | number | undefined>> = {}): string {
    const url = new URL(`${this.config.origin}${path}`);
    for (const [name, value] of Object.entries({ ...this.commonParams(), ...params })) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  /**
   * Sends a passport call; a captcha or second-verification demand is shown through the
   * challenge solver and the same call resent marked `is_resend=1` with the answer.
   * @returns the data, log id and redirect address of the success answer.
   * @throws CampaignKitError `SERVER` with the server's description and a `PassportFailure` as
   *   `data` (SPEC §8); `CLOSE_CAPTCHA`; `SECOND_VALID` (data.sms_code_key); `CAPTCHA_REQUIRED`;
   *   `HTTP_STATUS`, `TIMEOUT`, `NETWORK`.
   */
  async request<T = unknown>(call: PassportCall): Promise<PassportResult<T>> {
    let answer: ChallengeAnswer | undefined;
    for (let round = 0; ; round += 1) {
      try {
        return await this.#send<T>(call, answer);
      } catch (error) {
        const demand = isCampaignKitError(error, 'SERVER') ? DEMANDS.get(error) : undefined;
        if (!demand || round >= MAX_CHALLENGE_ROUNDS) throw error;
        if (!this.#solver) {
          throw new CampaignKitError('CAPTCHA_REQUIRED', error instanceof Error ? error.message : '', {
            errorCode: demand.errorCode,
            data: (error as CampaignKitError).data,
          });
        }
        answer = await this.#solver.solve(demand);
      }
    }
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
    });
    try {
      return readPassportAnswer<T>(response, call.source ?? 'web', call.failureMessage);
    } catch (error) {
      if (isCampaignKitError(error, 'SERVER')) {
        const demand = readDemand(response.data as PassportBody, error.errorCode ?? -1, error.message);
        if (demand) DEMANDS.set(error, demand);
      }
      throw error;
    }
  }

  async #signature(url: string, query: Readonly<Record<string, string | number | boolean | undefined>>): Promise<string | undefined> {
    const script = this.config.signingScriptUrl;
    if (script === false || !this.#signer) return undefined;
    if (this.#scriptLoader) await this.#scriptLoader.load(script, { timeoutMs: SIGNING_SCRIPT_TIMEOUT_MS }).catch(() => undefined);
    const full = new URL(url);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) full.searchParams.set(name, String(value));
    return this.#signer.sign(full.toString());
  }
}

/** The demand each failure answer made, read from the whole body (the decision may sit at its top level). */
const DEMANDS = new WeakMap<CampaignKitError, ChallengeDemand>();

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
