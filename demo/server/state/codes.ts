import { makeCaptcha } from '../captcha';

/** A code may be sent to the same mobile again only after this long. */
export const RESEND_INTERVAL_MS = 60_000;

/** The SMS-code rules of the contract server; `/__dev/config` changes them while it runs. */
export interface CodeRules {
  /** Share of code requests answered with a captcha demand, 0..1. */
  captchaRate: number;
  /** How long a sent code stays valid, in ms. */
  codeTtlMs: number;
}

/** One SMS code the server "sent" (it sends none: the demo and the tests read it back). */
export interface SentCode {
  mobile: string;
  /** The code, as the visitor would type it. */
  code: string;
  /** Epoch ms when it was sent. */
  sentAt: number;
  /** Epoch ms after which the code is refused as expired. */
  expiresAt: number;
  /** True once a login used it. */
  used: boolean;
}

/**
 * What a code request came to: `sent`; `too-soon` within `RESEND_INTERVAL_MS` (60000 ms) of the
 * last code to the same mobile; or `captcha`, a captcha demand whose `image` is an SVG data URL.
 */
export type CodeRequestOutcome =
  | { outcome: 'sent'; code: SentCode }
  | { outcome: 'too-soon' }
  | { outcome: 'captcha'; image: string };

/** What checking a code came to: right, wrong, or right but past its `expiresAt`. */
export type CodeCheckOutcome = 'ok' | 'wrong' | 'expired';

/** SMS login codes and captcha demands, per mobile. */
export class CodeDesk {
  readonly #codes = new Map<string, SentCode>();
  readonly #captchaAnswers = new Map<string, string>();
  readonly #rules: CodeRules;
  readonly #now: () => number;
  readonly #random: () => number;

  /** `rules` is read on every request, so changing it later takes effect at once. */
  constructor(rules: CodeRules, now: () => number, random: () => number) {
    this.#rules = rules;
    this.#now = now;
    this.#random = random;
  }

  /**
   * Sends a 4-digit code unless one went out less than 60 s ago or a captcha stands in the way:
   * a pending demand is passed only with its answer, and a wrong or missing answer gets a fresh one.
   */
  request(mobile: string, captchaAnswer: string | undefined): CodeRequestOutcome {
    const now = this.#now();
    const last = this.#codes.get(mobile);
    if (last && now - last.sentAt < RESEND_INTERVAL_MS) return { outcome: 'too-soon' };

    const pending = this.#captchaAnswers.get(mobile);
    const passed = pending !== undefined && captchaAnswer?.toUpperCase() === pending;
    if (!passed && (pending !== undefined || this.#random() < this.#rules.captchaRate)) {
      const captcha = makeCaptcha(this.#random);
      this.#captchaAnswers.set(mobile, captcha.answer);
      return { outcome: 'captcha', image: captcha.image };
    }

    this.#captchaAnswers.delete(mobile);
    const code: SentCode = {
      mobile,
      code: String(Math.floor(this.#random() * 10_000)).padStart(4, '0'),
      sentAt: now,
      expiresAt: now + this.#rules.codeTtlMs,
      used: false,
    };
    this.#codes.set(mobile, code);
    return { outcome: 'sent', code };
  }

  /** Checks a login code; a right, fresh code is used up by the check. */
  check(mobile: string, code: string): CodeCheckOutcome {
    const sent = this.#codes.get(mobile);
    if (!sent || sent.used || sent.code !== code) return 'wrong';
    if (this.#now() > sent.expiresAt) return 'expired';
    sent.used = true;
    return 'ok';
  }

  /** The last code sent to each mobile, in the order they were sent. */
  get sent(): readonly SentCode[] {
    return [...this.#codes.values()].sort((a, b) => a.sentAt - b.sentAt);
  }

  lastSent(mobile: string): SentCode | undefined {
    return this.#codes.get(mobile);
  }

  pendingCaptcha(mobile: string): string | undefined {
    return this.#captchaAnswers.get(mobile);
  }
}
