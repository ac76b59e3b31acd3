/** What the server sent when it demanded a captcha (error 1105). */
export interface CaptchaChallenge {
  /** The picture to show, as a data URL or address. */
  readonly image: string;
  /** The server's description, e.g. 需要验证码. */
  readonly description: string;
}

/**
 * Shows a captcha challenge to the visitor and returns what they answered.
 *
 * @throws CampaignKitError `CLOSE_CAPTCHA` when the visitor closes the challenge.
 */
export interface CaptchaPort {
  solve(challenge: CaptchaChallenge): Promise<string>;
}
