/** A second verification the server demanded (Passport request flow error 2046). */
export interface SecondVerifyChallenge {
  /** The server's error_code (2046, or the code the decision came with). */
  readonly errorCode: number;
  readonly description: string;
  /** The SMS code key the continuation calls take (sms_login_continue). */
  readonly smsCodeKey?: string;
  /** The ways the server offers, as it named them (e.g. `mobile_sms`, `email`, `pwd`). */
  readonly verifyWays: readonly string[];
  /** The masked mobile or email the code goes to, when the server said. */
  readonly target?: string;
}

/**
 * Shows the second-verification dialog and returns the ticket the visitor's verification earned.
 *
 * @throws CampaignKitError `SECOND_VALID` (with `data.sms_code_key`) when the visitor closes it.
 */
export interface SecondVerifyPort {
  verify(challenge: SecondVerifyChallenge): Promise<{ readonly verifyTicket: string }>;
}
