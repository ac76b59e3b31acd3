import { expect } from 'vitest';
import { CampaignKitError, type CampaignKitErrorCode } from '../../../ports/errors';

/** Every code of the closed union, checked against it both ways by the compiler. */
const CODES = [
  'NOT_INITIALIZED',
  'ALREADY_INITIALIZED',
  'INVALID_ARGUMENT',
  'NETWORK',
  'TIMEOUT',
  'HTTP_STATUS',
  'SERVER',
  'NOT_LOGIN',
  'CAPTCHA_REQUIRED',
  'CLOSE_CAPTCHA',
  'SECOND_VALID',
  'COUNTDOWN',
  'PROCESS',
  'BRIDGE_TIMEOUT',
  'BRIDGE',
  'SCRIPT_LOAD',
  'APP_LAUNCH',
  'POPUP_BLOCKED',
  'OAUTH_STATE',
  'OAUTH',
  'FEATURE_MISSING',
  'UNSUPPORTED_PLATFORM',
] as const satisfies readonly CampaignKitErrorCode[];
type Unlisted = Exclude<CampaignKitErrorCode, (typeof CODES)[number]>;
const everyCodeListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyCodeListed;

/** Fails unless `error` is a CampaignKitError with a code of the union and a message. */
export function expectKitError(error: unknown): void {
  if (!(error instanceof CampaignKitError)) throw new Error(`not a CampaignKitError: ${String(error)}`, { cause: error });
  expect(CODES).toContain(error.code);
  expect(typeof error.message).toBe('string');
}

/** Runs `call`; passes when it returns or throws a CampaignKitError with a code, fails on any other error. */
export function kitErrorsOnly<T>(call: () => T): T | CampaignKitError {
  try {
    return call();
  } catch (error) {
    expectKitError(error);
    return error as CampaignKitError;
  }
}
