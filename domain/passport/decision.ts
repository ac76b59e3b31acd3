import type { VerificationSubtype } from '../../ports/verification-sdk.port';
import type { PassportBody } from '../http/envelopes';

/** The server demands a captcha. */
export const CAPTCHA_ERROR = 1105;
/** The server demands a second verification. */
export const SECOND_VERIFY_ERROR = 2046;

/** 3059 text, 3060 3d, 99996 whirl, any other slide. */
export function captchaSubtype(code: number | string | undefined): VerificationSubtype {
  switch (Number(code)) {
    case 3059:
      return 'text';
    case 3060:
      return '3d';
    case 99996:
      return 'whirl';
    default:
      return 'slide';
  }
}

/** The server's verification decision (verify_center_decision_conf), as parsed. */
export interface VerificationDecision {
  /** `captcha` or `second` (second verification). */
  readonly kind: 'captcha' | 'second';
  readonly subtype: VerificationSubtype;
  /** Opaque detail for the verification SDK. */
  readonly detail?: string;
  readonly region?: string;
  /** Second verification: the ways offered. */
  readonly verifyWays: readonly string[];
  readonly raw: Readonly<Record<string, unknown>>;
}

/** What a failed answer demands before the same request may be resent. */
export type ChallengeDemand =
  | { readonly kind: 'captcha'; readonly errorCode: number; readonly description: string; readonly image?: string; readonly decision?: VerificationDecision }
  | {
      readonly kind: 'second';
      readonly errorCode: number;
      readonly description: string;
      readonly smsCodeKey?: string;
      readonly verifyWays: readonly string[];
      readonly target?: string;
    };

const SECOND_SUBTYPES = new Set(['sms', 'mobile_sms', 'email', 'pwd', 'second']);

/**
 * The decision configuration, under `data` or at the top level, given as a JSON string
 * or an object; undefined when there is none or it does not parse.
 */
export function readDecision(body: PassportBody): VerificationDecision | undefined {
  const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  const raw = parseConf(data.verify_center_decision_conf ?? body.verify_center_decision_conf);
  if (!raw) return undefined;
  const subtypeName = String(raw.subtype ?? '');
  const ways = Array.isArray(raw.verify_ways) ? raw.verify_ways.map(String) : [];
  const second = raw.type === 'second' || SECOND_SUBTYPES.has(subtypeName) || ways.length > 0;
  return {
    kind: second ? 'second' : 'captcha',
    subtype: subtypeFromName(subtypeName, raw.subtype_code),
    detail: typeof raw.detail === 'string' ? raw.detail : undefined,
    region: typeof raw.region === 'string' ? raw.region : undefined,
    verifyWays: ways,
    raw,
  };
}

/**
 * The challenge a failed answer demands: error 1105 or a captcha decision asks for a
 * captcha; error 2046 or a second-verification decision asks for a second verification.
 */
export function readDemand(body: PassportBody, errorCode: number, description: string): ChallengeDemand | undefined {
  const decision = readDecision(body);
  const data = typeof body.data === 'object' && body.data !== null ? (body.data as Record<string, unknown>) : {};
  if (errorCode === SECOND_VERIFY_ERROR || decision?.kind === 'second') {
    return {
      kind: 'second',
      errorCode,
      description,
      smsCodeKey: typeof data.sms_code_key === 'string' ? data.sms_code_key : undefined,
      verifyWays: decision?.verifyWays.length ? decision.verifyWays : ['mobile_sms'],
      target: typeof data.mobile === 'string' ? data.mobile : typeof data.email === 'string' ? data.email : undefined,
    };
  }
  if (errorCode === CAPTCHA_ERROR || decision?.kind === 'captcha') {
    const image = typeof data.captcha === 'string' && data.captcha !== '' ? data.captcha : body.captcha || undefined;
    return { kind: 'captcha', errorCode, description, image, decision };
  }
  return undefined;
}

function parseConf(value: unknown): Record<string, unknown> | undefined {
  if (typeof value === 'object' && value !== null) return value as Record<string, unknown>;
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

function subtypeFromName(name: string, code: unknown): VerificationSubtype {
  if (name === 'text' || name === '3d' || name === 'whirl' || name === 'slide') return name;
  return captchaSubtype(typeof code === 'number' || typeof code === 'string' ? code : undefined);
}
