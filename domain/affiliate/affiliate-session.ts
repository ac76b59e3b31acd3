import { BehaviorSubject, type Observable } from 'rxjs';
import type { ThirdPartyCredentials } from '../passport/api/login.api';
import { setState, type StateSource } from '../shared/state-source';
import type { AffiliateApi } from './affiliate.service';
import type { AffiliateLoginOption, AffiliatePermissions, AffiliateUser } from './affiliate.types';
import { allows, type AffiliateAction } from './affiliate-permissions';

/**
 * Where the affiliate session is: not known yet, logged out, logged in but no identity picked
 * (`choosing`), or acting as an identity (`ready`).
 */
export type AffiliateSessionStatus = 'unknown' | 'logged-out' | 'choosing' | 'ready';

/** What the affiliate console shows about the logged-in person. */
export interface AffiliateSessionState {
  readonly status: AffiliateSessionStatus;
  /** The logged-in person, once logged in. */
  readonly user?: AffiliateUser;
  /** The identities the person may log in as (one per subject), frozen ones flagged. */
  readonly options: readonly AffiliateLoginOption[];
  /** The identity the person acts as, once picked. */
  readonly current?: AffiliateLoginOption;
  /** What the current identity may do (from the user permissions call). */
  readonly permissions?: AffiliatePermissions;
}

const SIGNED_OUT: AffiliateSessionState = { status: 'logged-out', options: [] };
/** The not-logged-in answer of the passport (error_code 1). */
const NOT_LOGGED_IN = 1;

/**
 * The affiliate session as state: who is logged in, their subjects and identities, the one they act
 * as and what it may do, so a console offers only allowed actions ({@link can}). After a login the
 * only usable identity is picked by itself; with several, `choose` picks (a subject login the first
 * time, a member switch after).
 *
 * Each method rejects with the call's `CampaignKitError` (the server's message, e.g. a frozen
 * member's refusal), leaving the state as it was.
 * @example
 * ```ts
 * await kit.affiliate.session.restore();
 * await kit.affiliate.session.loginWithCode({ mobile, code });
 * if (kit.affiliate.session.can('sendInvitations')) showInviteForm();
 * ```
 */
export class AffiliateSession implements StateSource<AffiliateSessionState> {
  readonly #api: AffiliateApi;
  readonly #state = new BehaviorSubject<AffiliateSessionState>({ status: 'unknown', options: [] });
  readonly state$: Observable<AffiliateSessionState> = this.#state.asObservable();

  constructor(api: AffiliateApi) {
    this.#api = api;
  }

  get state(): AffiliateSessionState {
    return this.#state.value;
  }

  /** True when the current identity may take `action` (false before an identity is picked). */
  can(action: AffiliateAction): boolean {
    return this.state.status === 'ready' && allows(this.state.permissions, action);
  }

  /** Reads the session the passport already holds (after a reload); logged out when there is none. */
  async restore(): Promise<AffiliateSessionState> {
    try {
      return await this.#load();
    } catch (error) {
      if ((error as { errorCode?: number }).errorCode !== NOT_LOGGED_IN) throw error;
      setState(this.#state, SIGNED_OUT);
      return SIGNED_OUT;
    }
  }

  /** SMS login (a code sent with `kit.affiliate.account.sendCode`, type 24). */
  async loginWithCode(input: { mobile: string; code: string }): Promise<AffiliateSessionState> {
    await this.#api.account.smsLogin(input);
    return this.#afterLogin();
  }

  /** Email code login. */
  async loginWithEmailCode(input: { email: string; code: string }): Promise<AffiliateSessionState> {
    await this.#api.account.emailLogin(input);
    return this.#afterLogin();
  }

  /** Password login; `account` is a username, mobile or email. */
  async loginWithPassword(input: { account: string; password: string }): Promise<AffiliateSessionState> {
    await this.#api.account.passwordLogin(input);
    return this.#afterLogin();
  }

  /** OAuth login with third-party credentials. */
  async loginWithOAuth(input: ThirdPartyCredentials): Promise<AffiliateSessionState> {
    await this.#api.account.oauthLogin(input);
    return this.#afterLogin();
  }

  /**
   * Registers the person alone (an invitee) with a code sent to the contact, and signs them in.
   */
  async registerOnlyUser(input: ({ mobile: string } | { email: string }) & { code: string; name?: string; password?: string }): Promise<AffiliateSessionState> {
    await this.#api.account.register({ ...input, onlyUser: true });
    return this.#afterLogin();
  }

  /**
   * Accepts an invitation as the logged-in person and acts as the new identity.
   * @returns the state, acting as the new membership.
   */
  async acceptInvitation(inviteTicket: string): Promise<AffiliateSessionState> {
    const identity = await this.#api.invitations.accept(inviteTicket);
    await this.#load();
    const option = this.state.options.find((candidate) => candidate.identityId === identity.identityId);
    return option ? this.choose(option) : this.state;
  }

  /** Acts as `option`: a subject login the first time, a member switch when already acting as another. */
  async choose(option: Pick<AffiliateLoginOption, 'subjectUid' | 'identityId'>): Promise<AffiliateSessionState> {
    const user =
      this.state.current === undefined
        ? await this.#api.account.subjectLogin({ subjectUid: option.subjectUid, identityId: option.identityId })
        : await this.#api.account.switchMember(option.identityId);
    const permissions = await this.#api.roles.permissions();
    setState(this.#state, { status: 'ready', user, options: this.state.options, current: user.current, permissions });
    return this.state;
  }

  /** Reads the permissions again (after the manager changed the identity's roles). */
  async refresh(): Promise<AffiliateSessionState> {
    return this.#load();
  }

  /** Ends the affiliate session. */
  async logout(): Promise<void> {
    await this.#api.account.logout();
    setState(this.#state, SIGNED_OUT);
  }

  async #afterLogin(): Promise<AffiliateSessionState> {
    const state = await this.#load();
    const usable = state.options.filter((option) => option.isFrozen === 0);
    if (state.status === 'choosing' && usable.length === 1) return this.choose(usable[0]!);
    return state;
  }

  async #load(): Promise<AffiliateSessionState> {
    const { user, options } = await this.#api.account.subjectLoginList();
    const current = user.current;
    const permissions = current ? await this.#api.roles.permissions() : undefined;
    setState(this.#state, { status: current ? 'ready' : 'choosing', user, options, current, permissions });
    return this.state;
  }
}
