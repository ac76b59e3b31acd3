/** One connected third-party account in the account info. */
export interface AccountConnect {
  readonly platform: string;
  readonly platform_screen_name?: string;
}

/** The account info as the server sends it. */
export interface AccountInfoData {
  readonly user_id_str: string;
  readonly name?: string;
  readonly screen_name?: string;
  readonly mobile?: string;
  readonly connects?: readonly AccountConnect[];
}

/** The derived user. */
export interface AccountUser {
  readonly userId: string;
  readonly username: string;
  /** The first connected platform, when the account has one. */
  readonly platform?: string;
  readonly mobile?: string;
  readonly raw: AccountInfoData;
}

/**
 * Screen_name, name, the first connected platform's screen name,
 * then 'user' plus the last 8 characters of the id.
 */
export function deriveUsername(info: AccountInfoData): string {
  return (
    nonEmpty(info.screen_name) ??
    nonEmpty(info.name) ??
    nonEmpty(info.connects?.[0]?.platform_screen_name) ??
    `user${(nonEmpty(info.user_id_str) ?? '').slice(-8)}`
  );
}

/** Maps the server's account info to the derived user. */
export function toAccountUser(info: AccountInfoData): AccountUser {
  return {
    userId: nonEmpty(info.user_id_str) ?? '',
    username: deriveUsername(info),
    platform: nonEmpty(info.connects?.[0]?.platform),
    mobile: nonEmpty(info.mobile),
    raw: info,
  };
}

/** A text field of the server's answer: a non-blank string, a number written out, else undefined (the wire may send anything). */
function nonEmpty(value: unknown): string | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}
