import { BehaviorSubject } from 'rxjs';
import { setState, type StateSource } from '../shared/state-source';
import { CampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { SecondVerifyChallenge, SecondVerifyPort } from '../../ports/second-verify.port';

/** What the second-verification dialog shows. */
export interface SecondVerifyState {
  readonly challenge?: SecondVerifyChallenge;
  readonly round: number;
}

/**
 * The bridge between the kit's second-verification demands (error 2046) and
 * `<SecondVerifyDialog>`: pass it as `secondVerify` to `createCampaignKit`.
 */
export interface SecondVerifyController extends SecondVerifyPort, StateSource<SecondVerifyState> {
  /** Resolves the pending demand with the ticket the visitor's verification earned. */
  answer(verifyTicket: string): void;
  /** Closes the pending demand: the request fails with `SECOND_VALID` (data `sms_code_key`). */
  close(): void;
}

/** Creates a {@link SecondVerifyController}; a new demand while one is pending closes the older one. */
export function createSecondVerifyController(): SecondVerifyController {
  const state = new BehaviorSubject<SecondVerifyState>({ round: 0 });
  let pending: { resolve(value: { verifyTicket: string }): void; reject(error: CampaignKitError): void; key?: string } | undefined;
  const take = () => {
    const taken = pending;
    pending = undefined;
    if (taken) setState(state, { round: state.value.round });
    return taken;
  };
  const closed = (key?: string) => new CampaignKitError('SECOND_VALID', MESSAGES.secondValid, { data: { sms_code_key: key } });
  return {
    state$: state.asObservable(),
    get state() {
      return state.value;
    },
    verify(challenge) {
      const previous = take();
      previous?.reject(closed(previous.key));
      return new Promise((resolve, reject) => {
        pending = { resolve, reject, key: challenge.smsCodeKey };
        setState(state, { challenge, round: state.value.round + 1 });
      });
    },
    answer(verifyTicket) {
      take()?.resolve({ verifyTicket });
    },
    close() {
      const taken = take();
      taken?.reject(closed(taken.key));
    },
  };
}
