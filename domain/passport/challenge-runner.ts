import type { CaptchaPort } from '../../ports/captcha.port';
import { CampaignKitError, isCampaignKitError, MESSAGES } from '../../ports/errors';
import type { SecondVerifyPort } from '../../ports/second-verify.port';
import type { CaptchaWidget } from '../captcha/captcha-widget';
import type { ChallengeDemand } from './decision';
import type { ChallengeAnswer, ChallengeSolver } from './passport.client';

/** SPEC §4: the message of a closed second-verification dialog. */
export const SECOND_VALID_MESSAGE = MESSAGES.secondValid;

/**
 * Shows what a passport answer demands (SPEC §4 Passport request flow, §8 error 2046):
 * - a captcha with a decision goes to the verification widget; a picture captcha goes to the
 *   CaptchaPort; with neither, the widget poses a slide;
 * - a second verification opens the second-verify dialog, or reruns the captcha when none is
 *   configured; dismissing either fails with `SECOND_VALID` carrying `sms_code_key`.
 */
export class ChallengeRunner implements ChallengeSolver {
  readonly #widget: CaptchaWidget | undefined;
  readonly #captcha: CaptchaPort | undefined;
  readonly #second: SecondVerifyPort | undefined;

  constructor(ports: { widget?: CaptchaWidget; captcha?: CaptchaPort; secondVerify?: SecondVerifyPort }) {
    this.#widget = ports.widget;
    this.#captcha = ports.captcha;
    this.#second = ports.secondVerify;
  }

  /**
   * @throws CampaignKitError `CLOSE_CAPTCHA`; `SECOND_VALID` (data `{ sms_code_key }`);
   *   `CAPTCHA_REQUIRED` when nothing can show the challenge.
   */
  async solve(demand: ChallengeDemand): Promise<ChallengeAnswer> {
    if (demand.kind === 'captcha') return { captcha: await this.#solveCaptcha(demand) };
    const secondValid = () =>
      new CampaignKitError('SECOND_VALID', SECOND_VALID_MESSAGE, { errorCode: demand.errorCode, data: { sms_code_key: demand.smsCodeKey } });
    try {
      if (this.#second) {
        const { verifyTicket } = await this.#second.verify({
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
    if (demand.image && !demand.decision && this.#captcha) {
      return this.#captcha.solve({ image: demand.image, description: demand.description });
    }
    if (this.#widget) {
      return this.#widget.verify({ subtype: demand.decision?.subtype, detail: demand.decision?.detail, region: demand.decision?.region });
    }
    if (demand.image && this.#captcha) return this.#captcha.solve({ image: demand.image, description: demand.description });
    throw new CampaignKitError('CAPTCHA_REQUIRED', demand.description || MESSAGES.getCodeFail, { errorCode: demand.errorCode });
  }
}
