import { randomBytes } from 'node:crypto';
import { COLLECTION_CAPS, dropOldestKeys } from './limits';
import { SlideCaptchas } from './slide-captcha';

/** What the passport knows about a user beyond the single-sign-on account (keyed by mobile). */
export interface PassportProfile {
  mobile: string;
  email?: string;
  password?: string;
  username?: string;
  cancelled?: boolean;
  /** The mobile bound now, when it differs from the one the account was made with; null when unbound. */
  boundMobile?: string | null;
}

export interface QrSession {
  token: string;
  status: 'new' | 'scanned' | 'confirmed' | 'expired';
  createdAt: number;
  /** The mobile of the user who confirmed, once confirmed. */
  mobile?: string;
  /** True once the confirmed session has been handed to the polling page. */
  delivered?: boolean;
}

/** A QR code lives this long, in ms. */
export const QR_TTL_MS = 120_000;
/** A passport code lives this long, in ms. */
export const PASSPORT_CODE_TTL_MS = 300_000;

/** A code the passport sent (to a mobile by SMS, or to an email), as the dev page lists it. */
export interface PassportSentCode {
  /** The mobile or email it went to. */
  target: string;
  code: string;
  /** Epoch ms. */
  sentAt: number;
  /** Epoch ms after which it is refused. */
  expiresAt: number;
  /** True once a call used it. */
  used: boolean;
}

/** The demand the next matching call meets (set through `/__dev/passport/demand`). */
export interface Demand {
  kind: 'captcha' | 'second';
  /** The call path it applies to; any passport call when absent. */
  path?: string;
  /** Second verification: the mobile that must verify again. */
  mobile?: string;
  /** Captcha: only calls for this mobile or email meet it; any call when absent. */
  target?: string;
}

const SEED: PassportProfile[] = [
  { mobile: '13800000000', email: 'player@example.com', password: 'Passw0rd!', username: 'starfarer' },
  { mobile: '13900000001', email: 'lilei@example.com' },
  { mobile: '13600000003' },
  { mobile: '13700000002' },
];

/**
 * The passport's state: profiles (email, password, username by mobile), codes by target (mobile
 * or email) and type, QR sessions, captcha and second-verification demands, verify tickets.
 */
export class PassportDirectory {
  readonly slides: SlideCaptchas;
  readonly #profiles = new Map<string, PassportProfile>();
  readonly #codes = new Map<string, { code: string; expiresAt: number }>();
  /** The last code sent to each target, with the type it was sent for. */
  readonly #lastSent = new Map<string, { code: string; type: string; sentAt: number; expiresAt: number }>();
  readonly #qr = new Map<string, QrSession>();
  readonly #sends = new Map<string, number>();
  #lastPost: { path: string; query: Record<string, string>; csrfHeader: boolean } | undefined;
  readonly #tickets = new Map<string, string>();
  readonly #smsKeys = new Map<string, string>();
  #emailAccounts = 0;
  /** A rebound mobile -> the mobile the account was made with (the account's key). */
  readonly #aliases = new Map<string, string>();
  /** A third-party platform -> the account key its (one, in the demo) identity is bound to. */
  readonly #thirdParty = new Map<string, string>();
  #demands: Demand[] = [];
  readonly #now: () => number;
  readonly #random: () => number;

  constructor(now: () => number, random: () => number) {
    this.#now = now;
    this.#random = random;
    this.slides = new SlideCaptchas(random);
    for (const profile of SEED) this.#profiles.set(profile.mobile, { ...profile });
  }

  profile(mobile: string): PassportProfile {
    let profile = this.#profiles.get(mobile);
    if (!profile) {
      profile = { mobile };
      this.#profiles.set(mobile, profile);
    }
    return profile;
  }

  /**
   * The account key a mobile signs in to: itself, or the account it was rebound to; undefined when
   * the mobile was unbound or moved away from its account.
   */
  canonical(mobile: string): string | undefined {
    const alias = this.#aliases.get(mobile);
    if (alias !== undefined) return alias;
    const bound = this.#profiles.get(mobile)?.boundMobile;
    return bound === undefined || bound === mobile ? mobile : undefined;
  }

  /** The mobile the account shows: its bound one ('' when unbound). */
  shownMobile(profile: PassportProfile): string {
    return profile.boundMobile === undefined ? profile.mobile : (profile.boundMobile ?? '');
  }

  /** Binds `mobile` to the account keyed `key` (bind or rebind). */
  bindMobile(key: string, mobile: string): void {
    const profile = this.profile(key);
    if (profile.boundMobile) this.#aliases.delete(profile.boundMobile);
    profile.boundMobile = mobile;
    if (mobile !== key) this.#aliases.set(mobile, key);
  }

  unbindMobile(key: string): void {
    const profile = this.profile(key);
    if (profile.boundMobile) this.#aliases.delete(profile.boundMobile);
    profile.boundMobile = null;
  }

  /** The account key a third-party platform's identity is bound to, if any. */
  thirdPartyOwner(platform: string): string | undefined {
    return this.#thirdParty.get(platform);
  }

  /** Binds the platform's identity to the account keyed `key` (moving it off any other account). */
  bindThirdParty(platform: string, key: string): void {
    this.#thirdParty.set(platform, key);
  }

  unbindThirdParty(platform: string): void {
    this.#thirdParty.delete(platform);
  }

  /** The platforms bound to the account keyed `key`. */
  platformsOf(key: string): string[] {
    return [...this.#thirdParty].filter(([, owner]) => owner === key).map(([platform]) => platform);
  }

  /** Moves an email to the account keyed `key`, taking it off the account that had it. */
  moveEmail(email: string, key: string): void {
    const holder = this.byEmail(email);
    if (holder) delete holder.email;
    this.profile(key).email = email;
  }

  /** A new account made from an email alone: keyed by an internal number no SMS can reach. */
  emailAccount(email: string, password: string | undefined): PassportProfile {
    this.#emailAccounts += 1;
    const key = `1980000${String(this.#emailAccounts).padStart(4, '0')}`;
    const profile = this.profile(key);
    Object.assign(profile, { email, password, boundMobile: null });
    return profile;
  }

  /** The target (mobile key or email) a ticket was issued for, without using it up. */
  peekTicket(ticket: string | undefined): string | undefined {
    return ticket === undefined ? undefined : this.#tickets.get(ticket);
  }

  recordPost(post: { path: string; query: Record<string, string>; csrfHeader: boolean }): void {
    this.#lastPost = post;
  }

  /** The last non-GET passport call: its path, query and whether it carried the CSRF header. */
  get lastPost(): { path: string; query: Record<string, string>; csrfHeader: boolean } | undefined {
    return this.#lastPost;
  }

  /** True for a mobile with an account (seeded or logged in before). */
  known(mobile: string): boolean {
    return this.#profiles.has(mobile) && !this.#profiles.get(mobile)?.cancelled;
  }

  byEmail(email: string): PassportProfile | undefined {
    return [...this.#profiles.values()].find((p) => p.email === email && !p.cancelled);
  }

  byAccount(account: string): PassportProfile | undefined {
    return [...this.#profiles.values()].find((p) => !p.cancelled && ((p.boundMobile === undefined ? p.mobile : p.boundMobile) === account || p.email === account || p.username === account));
  }

  /** A fresh 4-digit code for `target` (mobile or email) and `type`. */
  sendCode(target: string, type: string): string {
    const code = String(Math.floor(this.#random() * 10_000)).padStart(4, '0');
    const sentAt = this.#now();
    this.#codes.set(`${target}|${type}`, { code, expiresAt: sentAt + PASSPORT_CODE_TTL_MS });
    this.#lastSent.set(target, { code, type, sentAt, expiresAt: sentAt + PASSPORT_CODE_TTL_MS });
    this.#sends.set(target, (this.#sends.get(target) ?? 0) + 1);
    return code;
  }

  /** Uses up a right, fresh code sent to `target` with one of `types`. */
  checkCode(target: string, code: string | undefined, types: readonly string[]): 'ok' | 'wrong' | 'expired' {
    for (const type of types) {
      const sent = this.#codes.get(`${target}|${type}`);
      if (!sent || sent.code !== code) continue;
      if (this.#now() > sent.expiresAt) return 'expired';
      this.#codes.delete(`${target}|${type}`);
      return 'ok';
    }
    return 'wrong';
  }

  /** The last code sent to `target`, with a number that grows with each send. */
  lastCode(target: string): { code: string; sent: number } | undefined {
    const last = this.#lastSent.get(target);
    return last && { code: last.code, sent: this.#sends.get(target) ?? 0 };
  }

  /** The last code sent to each mobile or email, in the order they were sent. */
  get sentCodes(): readonly PassportSentCode[] {
    return [...this.#lastSent]
      .map(([target, { code, type, sentAt, expiresAt }]) => ({ target, code, sentAt, expiresAt, used: this.#codes.get(`${target}|${type}`)?.code !== code }))
      .sort((a, b) => a.sentAt - b.sentAt);
  }

  demand(demand: Demand): void {
    this.#demands.push(demand);
  }

  /** The demands not met yet, first queued first. */
  get demands(): readonly Demand[] {
    return this.#demands;
  }

  /** The first demand standing for this call (for `target`, the mobile or email it is about), left in place until met. */
  pendingDemand(path: string, mobile: string | undefined, target?: string): Demand | undefined {
    return this.#demands.find(
      (d) => (d.path === undefined || d.path === path) && (d.kind === 'captcha' ? d.target === undefined || d.target === target : d.mobile === undefined || d.mobile === mobile),
    );
  }

  meet(demand: Demand): void {
    this.#demands = this.#demands.filter((d) => d !== demand);
  }

  /** An sms_code_key standing for `mobile` during a second verification. */
  smsCodeKey(mobile: string): string {
    const key = `key-${randomBytes(6).toString('hex')}`;
    this.#smsKeys.set(key, mobile);
    return key;
  }

  mobileOfKey(key: string | undefined): string | undefined {
    return key === undefined ? undefined : this.#smsKeys.get(key);
  }

  issueTicket(mobile: string): string {
    const ticket = `vt-${randomBytes(8).toString('hex')}`;
    this.#tickets.set(ticket, mobile);
    return ticket;
  }

  /** Uses up a ticket; the mobile it was issued for. */
  redeemTicket(ticket: string | undefined): string | undefined {
    if (ticket === undefined) return undefined;
    const mobile = this.#tickets.get(ticket);
    this.#tickets.delete(ticket);
    return mobile;
  }

  newQr(): QrSession {
    const session: QrSession = { token: randomBytes(12).toString('hex'), status: 'new', createdAt: this.#now() };
    this.#qr.set(session.token, session);
    dropOldestKeys(this.#qr, COLLECTION_CAPS.qrSessions);
    return session;
  }

  qr(token: string | undefined): QrSession | undefined {
    const session = token === undefined ? undefined : this.#qr.get(token);
    if (session && session.status !== 'confirmed' && this.#now() - session.createdAt > QR_TTL_MS) session.status = 'expired';
    return session;
  }
}
