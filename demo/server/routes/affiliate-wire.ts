import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AffiliateRefusal } from '../state/affiliate-directory';
import type { PassportDirectory } from '../state/passport-directory';
import { error, ok, readFields, type Fields } from './passport-wire';

/** The affiliate area's session cookie (httpOnly; separate from the campaign's and the passport web area's). */
export const AFFILIATE_SESSION_COOKIE = 'aff_session';
export const AFFILIATE_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'Lax', path: '/' } as const;

/** The session id of this call, if any. */
export function sessionOf(c: Context): string | undefined {
  return getCookie(c, AFFILIATE_SESSION_COOKIE);
}

/**
 * One affiliate route: reads the fields (de-obfuscated), runs `answer`, and sends its data as a
 * success, or an {@link AffiliateRefusal} as the passport's error answer.
 */
export function handle(answer: (c: Context, fields: Fields) => object | Response | Promise<object | Response>) {
  return async (c: Context) => {
    try {
      const result = await answer(c, await readFields(c));
      return result instanceof Response ? result : c.json(ok(result));
    } catch (caught) {
      if (caught instanceof AffiliateRefusal) return c.json(error(caught.errorCode, caught.message));
      throw caught;
    }
  };
}

/**
 * The paging of a list call: `{page}` from the path, `page_size` from the query (defaults
 * 1 and 10; at most 100 a page).
 * @throws AffiliateRefusal 1001 for a page or page size that is not a whole number in range.
 */
export function pagingOf(c: Context, fields: Fields): { page: number; pageSize: number } {
  const page = Number(c.req.param('page') ?? '1');
  const pageSize = Number(fields.page_size ?? '10');
  if (!Number.isInteger(page) || page < 1) throw new AffiliateRefusal(1001, '参数错误：page');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100) throw new AffiliateRefusal(1001, '参数错误：page_size');
  return { page, pageSize };
}

/** A JSON list field (role_keys, sec_user_identity_ids, permissions): a JSON array of strings, or one comma-separated string. */
export function listField(value: string | undefined): string[] {
  if (value === undefined || value === '') return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // not JSON: a comma-separated list
  }
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}

/** A JSON object field (base_infos, detail_infos). */
export function objectField(value: string | undefined): Record<string, unknown> | undefined {
  if (value === undefined || value === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AffiliateRefusal(1001, '参数错误：infos');
}

/**
 * A captcha demand queued for this path (through `/__dev/passport/demand`): met by a solved slide,
 * else answered with 1105 and a slide decision, as the passport web area does.
 */
export function captchaFirst(c: Context, passport: PassportDirectory, fields: Fields, log: (line: string) => void): Response | undefined {
  const demand = passport.pendingDemand(c.req.path, undefined);
  if (!demand || demand.kind !== 'captcha') return undefined;
  if (passport.slides.redeem(fields.captcha)) {
    passport.meet(demand);
    return undefined;
  }
  const conf = JSON.stringify({ type: 'verify', subtype: 'slide', region: 'cn', detail: `d-${Date.now().toString(36)}` });
  log(`[captcha] ${c.req.path}: slide captcha demanded`);
  return c.json(error(1105, '请完成安全验证', { verify_center_decision_conf: conf }));
}

/** Checks a code sent to `target` with one of `types`, using it up. */
export function checkCode(passport: PassportDirectory, target: string | undefined, code: string | undefined, types: readonly string[]): void {
  if (!target) throw new AffiliateRefusal(1202, '验证码错误');
  const checked = passport.checkCode(target, code, types);
  if (checked === 'expired') throw new AffiliateRefusal(1203, '验证码已过期');
  if (checked !== 'ok') throw new AffiliateRefusal(1202, '验证码错误');
}
