import { CampaignKitError } from '../../ports/errors';
import { demandOf } from '../http/passport-envelope';
import type { ChallengeDemand } from './decision';

/** Why a captcha demand failed when the page gave the kit no way to show a captcha, and the fix. */
export const NO_CAPTCHA_CONTROLLER = {
  reason: 'no-captcha-controller',
  detail: 'The server asked for a captcha: pass account({ captcha }) a createCaptchaController() and render <CaptchaDialog controller={captcha} />.',
} as const;

/** What the visitor's answer to a challenge adds to the resent request. */
export interface ChallengeAnswer {
  /** Sent as `captcha`: the captcha answer or the verification SDK's token. */
  readonly captcha?: string;
  /** Sent as `verify_ticket`: the second verification's ticket. */
  readonly verifyTicket?: string;
}

/**
 * Shows the challenges a passport answer demands (Passport request flow).
 * @throws CampaignKitError `CLOSE_CAPTCHA`, `SECOND_VALID` when the visitor closes one;
 *   `CAPTCHA_REQUIRED` when no challenge can be shown.
 */
export interface ChallengeSolver {
  solve(demand: ChallengeDemand): Promise<ChallengeAnswer>;
}

/** How many challenges one request may go through before the last failure is returned. */
export const MAX_CHALLENGE_ROUNDS = 5;

/**
 * The one challenge-and-resend loop
 * (errors 1105 and 2046), for the single-sign-on code request and every passport call alike: sends,
 * and while the failure demands a challenge, has `solver` show it and sends again with the answer.
 * How the answer goes on the wire is the sender's business.
 *
 * @param send - sends the request; `answer` is undefined the first time.
 * @param solver - shows the challenges; without one a demand fails `CAPTCHA_REQUIRED`.
 * @returns what the first accepted request returned.
 * @throws CampaignKitError `CAPTCHA_REQUIRED`, `CLOSE_CAPTCHA`, `SECOND_VALID`; the last failure
 *   after `5` challenges; whatever `send` throws otherwise.
 * @example
 * ```ts
 * await withChallenges((answer) => sso.sendActivationCode({ mobile, captcha: answer?.captcha }), runner);
 * ```
 */
export async function withChallenges<T>(send: (answer: ChallengeAnswer | undefined) => Promise<T>, solver: ChallengeSolver | undefined): Promise<T> {
  let answer: ChallengeAnswer | undefined;
  for (let round = 0; ; round += 1) {
    try {
      return await send(answer);
    } catch (error) {
      const demand = demandOf(error);
      if (!demand || round >= MAX_CHALLENGE_ROUNDS) throw error;
      if (!solver) {
        const failure = error as CampaignKitError;
        throw new CampaignKitError('CAPTCHA_REQUIRED', failure.message, { errorCode: demand.errorCode, logId: failure.logId, data: failure.data, ...NO_CAPTCHA_CONTROLLER });
      }
      answer = await solver.solve(demand);
    }
  }
}
