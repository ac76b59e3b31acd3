import { BehaviorSubject, type Observable } from 'rxjs';
import type { Cancel, ClockPort } from '../../ports/clock.port';
import { isCampaignKitError } from '../../ports/errors';
import type { PagePort } from '../../ports/page.port';
import type { QrApi } from '../passport/api/qr.api';
import { DEFAULT_AUTH_PLATFORM_APP_ID } from '../passport/auth-defaults';
import type { QrStatus } from '../passport/passport.types';
import { patchState, setState, type StateSource } from '../shared/state-source';
import { withParams } from '../shared/url';
import type { AccountSession } from './account-session';

/** How often check_qrconnect is polled, in ms. */
export const QR_POLL_MS = 1500;

/** The parameters the page comes back with after a scan or app-authorisation login. */
export const AUTO_AUTH_PARAMS = { auto_auth: 'true', awe_login: 'success' } as const;

/** Where a QR login stands. */
export interface QrLoginState {
  readonly status: 'idle' | 'loading' | QrStatus | 'failed';
  /** The address the QR code encodes (draw it, e.g. with `useQrImage`), once fetched. */
  readonly qrUrl?: string;
  readonly error?: string;
}

/** What a QR login talks to. */
export interface QrLoginDeps {
  readonly qr: QrApi;
  readonly session: AccountSession;
  readonly clock: ClockPort;
  readonly page: PagePort;
}

/** Options of `kit.account.loginWithQr`. */
export interface QrLoginOptions {
  /** Navigate to this page plus auto_auth=true and awe_login=success after the login. Defaults to `true`. */
  readonly returnToPage?: boolean;
  /** The platform app id the scan login goes with (sent as platform_app_id). Defaults to `887`. */
  readonly platformAppId?: number;
}

/**
 * QR scan login (get_qrcode, check_qrconnect, with platform_app_id 887 by default): fetches the code, polls every 1500 ms until scanned, confirmed or expired; on
 * confirmation loads the account and returns to the page with auto_auth=true and
 * awe_login=success.
 *
 * @example
 * ```ts
 * const qr = await kit.account.loginWithQr();
 * qr.state$.subscribe((s) => s.qrUrl && renderQr(s.qrUrl));
 * await qr.start();
 * ```
 */
export class QrLogin implements StateSource<QrLoginState> {
  readonly #state = new BehaviorSubject<QrLoginState>({ status: 'idle' });
  readonly state$: Observable<QrLoginState> = this.#state.asObservable();
  readonly #deps: QrLoginDeps;
  readonly #options: Required<QrLoginOptions>;
  #stopPolling: Cancel | undefined;
  #generation = 0;
  #polling = false;
  #active = false;
  #token: string | undefined;

  /**
   * @param options - `returnToPage` (default `true`): navigate to the page plus auto_auth after
   *   success; `platformAppId` (default `887`).
   */
  constructor(deps: QrLoginDeps, options: QrLoginOptions = {}) {
    this.#deps = deps;
    this.#options = { returnToPage: options.returnToPage ?? true, platformAppId: options.platformAppId ?? DEFAULT_AUTH_PLATFORM_APP_ID };
  }

  get state(): QrLoginState {
    return this.#state.value;
  }

  /**
   * Fetches a fresh code (a running one is dropped) and starts polling.
   * @throws CampaignKitError from get_qrcode (`SERVER`, `NETWORK`, ...); the state says `failed`.
   */
  async start(): Promise<void> {
    this.stop();
    this.#active = true;
    const generation = ++this.#generation;
    this.#token = undefined;
    setState(this.#state, { status: 'loading' });
    try {
      const { data } = await this.#deps.qr.getQrcode(this.#returnUrl(), this.#options.platformAppId);
      if (generation !== this.#generation) return;
      this.#token = data.token;
      setState(this.#state, { status: 'new', qrUrl: data.qrcode_index_url });
      if (this.#active) this.#beginPolling();
    } catch (error) {
      setState(this.#state, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
      throw error;
    }
  }

  /** Stops polling (also a fetch under way will not start it); the state stays where it was. */
  stop(): void {
    this.#active = false;
    this.#stopPolling?.();
    this.#stopPolling = undefined;
  }

  /** Polls again after `stop`, for the code already shown, while it is new or scanned. */
  resume(): void {
    this.#active = true;
    const { status } = this.#state.value;
    if (this.#token && !this.#stopPolling && (status === 'new' || status === 'scanned')) this.#beginPolling();
  }

  #beginPolling(): void {
    const token = this.#token!;
    const generation = this.#generation;
    this.#stopPolling = this.#deps.clock.setInterval(() => void this.#poll(token, generation), QR_POLL_MS);
  }

  async #poll(token: string, generation: number): Promise<void> {
    if (this.#polling) return;
    this.#polling = true;
    try {
      const { data } = await this.#deps.qr.checkQrconnect({ next: this.#returnUrl(), token, platformAppId: this.#options.platformAppId });
      if (generation !== this.#generation) return;
      if (data.status === 'scanned' || data.status === 'new') {
        patchState(this.#state, { status: data.status });
        return;
      }
      this.stop();
      if (data.status === 'expired') {
        patchState(this.#state, { status: 'expired' });
        return;
      }
      await this.#deps.session.finish('passport', data.redirect_url, 'qr');
      patchState(this.#state, { status: 'confirmed' });
      if (this.#options.returnToPage) this.#deps.page.navigate(this.#returnUrl());
    } catch (error) {
      // Scan login errors are logged only; the state carries them and polling goes on.
      if (generation === this.#generation) patchState(this.#state, { error: isCampaignKitError(error) ? error.message : String(error) });
    } finally {
      this.#polling = false;
    }
  }

  #returnUrl(): string {
    return withParams(this.#deps.page.url(), AUTO_AUTH_PARAMS);
  }
}
