import type { CaptchaPort } from '../../ports/captcha.port';
import { CampaignKitError, isCampaignKitError } from '../../ports/errors';
import * as MESSAGES from '../../ports/messages';
import type { SecondVerifyPort } from '../../ports/second-verify.port';
import type { CaptchaWidget } from '../captcha/captcha-widget';
import { NO_CAPTCHA_CONTROLLER, type ChallengeAnswer, type ChallengeSolver } from './challenge-loop';
import type { ChallengeDemand } from './decision';

/** The message of a closed second-verification dialog. */
export const SECOND_VALID_MESSAGE = MESSAGES.secondValid;

/** What shows the challenges: each is optional. */
export interface ChallengePorts {
  /**
   * Loads the verification widget on the first challenge that needs it (the script loader and the
   * widget are imported then, not with the page).
   */
  readonly widget?: () => Promise<CaptchaWidget>;
  /** Shows a picture captcha (error 1105 with an image). */
  readonly captcha?: CaptchaPort;
  /** Shows the second-verification dialog (error 2046). */
  readonly secondVerify?: SecondVerifyPort;
}

/**
 * Shows what a passport or single-sign-on answer demands
 * (errors 1105 and 2046), for the one challenge loop (`withChallenges`):
 * - a captcha with a decision, or without a picture, goes to the verification widget;
 * - a picture captcha goes to the CaptchaPort (its answer is the picture's text, which the widget
 *   cannot give), also when there is no widget for a decision;
 * - a second verification opens the second-verify dialog, or reruns the captcha when none is
 *   configured; dismissing either fails with `SECOND_VALID` carrying `sms_code_key`.
 *
 * @example
 * ```ts
 * const runner = new ChallengeRunner({ captcha, widget: () => import('./my-widget').then((m) => m.widget) });
 * await withChallenges((answer) => send(answer), runner);
 * ```
 */
export class ChallengeRunner implements ChallengeSolver {
  readonly #ports: ChallengePorts;

  constructor(ports: ChallengePorts) {
    this.#ports = ports;
  }

  /**
   * Shows the challenge and waits for the visitor.
   * @returns the answer the resent request carries.
   * @throws CampaignKitError `CLOSE_CAPTCHA`; `SECOND_VALID` (data `{ sms_code_key }`);
   *   `CAPTCHA_REQUIRED` when nothing can show the challenge; `SCRIPT_LOAD` when the widget did not load.
   */
  async solve(demand: ChallengeDemand): Promise<ChallengeAnswer> {
    if (demand.kind === 'captcha') return { captcha: await this.#solveCaptcha(demand) };
    const secondValid = () =>
      new CampaignKitError('SECOND_VALID', SECOND_VALID_MESSAGE, { errorCode: demand.errorCode, data: { sms_code_key: demand.smsCodeKey } });
    try {
      const second = this.#ports.secondVerify;
      if (second) {
        const { verifyTicket } = await second.verify({
          errorCode: demand.errorCode,
          description: demand.description,
          smsCodeKey: demand.smsCodeKey,
          verifyWays: demand.verifyWays,
          target: demand.target,
        });
        return { verifyTicket };
      }
      return { captcha: await this.#solveCaptcha({ kind: 'captcha', errorCode: demand.errorCode, description: demand.description }) };
    } catch (error) {
      if (isCampaignKitError(error, 'SECOND_VALID') || isCampaignKitError(error, 'CLOSE_CAPTCHA')) throw secondValid();
      throw error;
    }
  }

  async #solveCaptcha(demand: Extract<ChallengeDemand, { kind: 'captcha' }>): Promise<string> {
    const { captcha, widget } = this.#ports;
    const { image, decision, description } = demand;
    if (widget && (decision || !image)) return (await widget()).verify({ subtype: decision?.subtype, detail: decision?.detail, region: decision?.region });
    if (image && captcha) return captcha.solve({ image, description });
    throw new CampaignKitError('CAPTCHA_REQUIRED', description || MESSAGES.getCodeFail, { errorCode: demand.errorCode, ...NO_CAPTCHA_CONTROLLER });
  }
}
