import { BehaviorSubject } from 'rxjs';
import { setState, type StateSource } from '../shared/state-source';
import type { CaptchaChallenge, CaptchaPort } from '../../ports/captcha.port';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';

/** What a captcha dialog shows. */
export interface CaptchaControllerState {
  /** The challenge waiting for an answer; undefined when none is. */
  readonly challenge?: CaptchaChallenge;
  /** How many challenges have been shown: a new round is a new picture and an empty answer. */
  readonly round: number;
}

/**
 * The bridge between the kit's captcha demands (Mobile login step 2 error 1105) and a
 * dialog: pass it as `captcha` to `createCampaignKit` and to `<CaptchaDialog controller />`.
 */
export interface CaptchaController extends CaptchaPort, StateSource<CaptchaControllerState> {
  /** Answers the pending challenge: its `solve` resolves with `text`. Does nothing when none is pending. */
  answer(text: string): void;
  /** Closes the pending challenge: its `solve` rejects with `CLOSE_CAPTCHA`. Does nothing when none is pending. */
  close(): void;
}

/**
 * Creates a {@link CaptchaController}. `solve` publishes the challenge and waits for `answer` or
 * `close`; a new challenge while one is pending closes the older one.
 * @example
 * ```tsx
 * const captcha = createCaptchaController();
 * const kit = createCampaignKit({ aid: 1128, appId: '1', activityId: 'spring', captcha });
 * root.render(<CampaignKitProvider kit={kit}><App /><CaptchaDialog controller={captcha} /></CampaignKitProvider>);
 * ```
 */
export function createCaptchaController(): CaptchaController {
  const state = new BehaviorSubject<CaptchaControllerState>({ round: 0 });
  let pending: { resolve(answer: string): void; reject(error: CampaignKitError): void } | undefined;

  const take = () => {
    const taken = pending;
    pending = undefined;
    if (taken) setState(state, { round: state.value.round });
    return taken;
  };
  const closed = () => new CampaignKitError('CLOSE_CAPTCHA', MESSAGES.closeCaptcha);

  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    solve(challenge) {
      take()?.reject(closed());
      return new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
        setState(state, { challenge, round: state.value.round + 1 });
      });
    },
    answer(text) {
      take()?.resolve(text);
    },
    close() {
      take()?.reject(closed());
    },
  };
}
