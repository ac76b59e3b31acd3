import { CampaignKitError } from '../../ports/errors';

/** What a share (invite) code may be: 1 to 64 letters, digits, `_` or `-`. */
export const SHARE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** What a name in `shareParams` may be: letters, digits, `_`, `-` or `.`. */
const PARAM_NAME = /^[A-Za-z0-9_.-]+$/;

/** True for a well-formed share code; anything else (too long, other characters) is never sent on. */
export function isShareCode(value: unknown): value is string {
  return typeof value === 'string' && SHARE_CODE_PATTERN.test(value);
}

/**
 * Checks the `shareParams` option: a list of parameter names.
 * @throws CampaignKitError `INVALID_ARGUMENT` 'reservation shareParams needs parameter names, got {entry}'
 *   (or '...needs a list of parameter names...' when it is not a list).
 */
export function validateShareParams(names: unknown): readonly string[] {
  if (names === undefined) return [];
  if (!Array.isArray(names)) throw new CampaignKitError('INVALID_ARGUMENT', `reservation shareParams needs a list of parameter names, got ${JSON.stringify(names)}`);
  return names.map((name: unknown) => {
    if (typeof name !== 'string' || !PARAM_NAME.test(name)) {
      throw new CampaignKitError('INVALID_ARGUMENT', `reservation shareParams needs parameter names, got ${JSON.stringify(name)}`);
    }
    return name;
  });
}
