/** What a redacted value becomes in a report. */
export const REDACTED = '[redacted]';
const REDACTED_IN_ADDRESS = encodeURIComponent(REDACTED);

/**
 * How deep values inside values are followed: each percent-decoding and each address (or query)
 * inside a value counts one, so addresses nested four deep are redacted in place. A value deeper
 * than that which may still carry parameters is redacted whole.
 */
const MAX_DEPTH = 8;
/** Objects and arrays in report fields are followed this many levels deep; deeper ones are kept as given. */
const MAX_NESTING = 32;

type IsSensitive = (name: string) => boolean;

// Each pattern scans a stretch between two separators at most once: linear in the input.
/** `name=value` in an address: a name after its start, `?`, `&`, `#` or `;`; the value up to the next `&` or `#`. */
const ADDRESS_PAIR = /(^|[?&#;])([^=?&#;]*)=([^&#]*)/g;
/** `name=value` in free text: also after white space, a quote, a bracket or a comma, the value ending there too. */
const TEXT_PAIR = /(^|[?&#;\s"'(<,])([^=?&#;\s"'()<>,]*)=([^&#\s"'()<>,]*)/g;
const ADDRESS_USERINFO = /^([a-z][\w+.-]*:\/\/)[^/?#@]*@/i;
const TEXT_USERINFO = /(https?:\/\/)[^/?#@\s]*@/gi;
const WHOLE_ADDRESS = /^[a-z][\w+.-]*:\/\/\S*$/i;

/**
 * `url` with the value of each sensitive parameter replaced by {@link REDACTED}, in the query and
 * in the hash (`#a=1` or `#/route?a=1`), and any `user:password@` dropped. Names match however
 * they are percent-encoded (`%74oken`), and by their last part (`user[mobile]`, `user.email`). A
 * value that is itself an address or a query (`service=`, `next=`, `url=`), encoded or not, is
 * redacted the same way inside. What has nothing to redact is left exactly as written.
 */
export function redactUrl(url: string, isSensitive: IsSensitive): string {
  return redactAddress(url, isSensitive, 0);
}

/**
 * Free text (an error's message or stack) with the sensitive parameters of every `name=value` it
 * holds, in its addresses or on their own, redacted as {@link redactUrl} does, and any
 * `user:password@` of an http(s) address dropped. A value ends at white space, a quote, a bracket
 * or a comma.
 */
export function redactText(text: string, isSensitive: IsSensitive): string {
  return redactPairs(text.replace(TEXT_USERINFO, '$1'), TEXT_PAIR, isSensitive, 0);
}

/**
 * A report's fields with each sensitive name's value replaced by {@link REDACTED}, at any level of
 * plain objects and arrays, and each string redacted: as an address when it is one
 * ({@link redactUrl}), else as text ({@link redactText}). Anything else is kept as given, and so is
 * an object met again inside itself (JSON refuses a cycle, as before).
 */
export function redactFields(value: unknown, isSensitive: IsSensitive, within: readonly object[] = []): unknown {
  if (typeof value === 'string') return WHOLE_ADDRESS.test(value) ? redactUrl(value, isSensitive) : redactText(value, isSensitive);
  if (typeof value !== 'object' || value === null || within.includes(value) || within.length >= MAX_NESTING) return value;
  const path = [...within, value];
  if (Array.isArray(value)) return value.map((item) => redactFields(item, isSensitive, path));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, isSensitiveName(name, isSensitive) ? REDACTED : redactFields(item, isSensitive, path)]),
  );
}

function redactAddress(url: string, isSensitive: IsSensitive, depth: number): string {
  return redactPairs(url.replace(ADDRESS_USERINFO, '$1'), ADDRESS_PAIR, isSensitive, depth);
}

function redactPairs(text: string, pair: RegExp, isSensitive: IsSensitive, depth: number): string {
  return text.replace(pair, (whole, separator: string, name: string, value: string) => {
    if (isSensitiveName(name, isSensitive)) return `${separator}${name}=${REDACTED_IN_ADDRESS}`;
    const inner = redactValue(value, isSensitive, depth);
    return inner === value ? whole : `${separator}${name}=${inner}`;
  });
}

/** The value of a parameter that is not sensitive itself: as written, unless what it carries is. */
function redactValue(value: string, isSensitive: IsSensitive, depth: number): string {
  const carriesParams = value.includes('=') || value.includes('@');
  if (!carriesParams && !value.includes('%')) return value;
  if (depth >= MAX_DEPTH) return REDACTED_IN_ADDRESS;
  if (carriesParams) return redactAddress(value, isSensitive, depth + 1);
  const decoded = decodeOnce(value);
  if (decoded === value) return value;
  const inner = redactValue(decoded, isSensitive, depth + 1);
  return inner === decoded ? value : encodeURIComponent(inner);
}

/** True when the name, decoded as a server would (however often it was encoded), or its last part (`user[mobile]`) is sensitive. */
function isSensitiveName(name: string, isSensitive: IsSensitive): boolean {
  let plain = name;
  for (let depth = 0; depth < MAX_DEPTH && plain.includes('%'); depth++) {
    const decoded = decodeOnce(plain);
    if (decoded === plain) break;
    plain = decoded;
  }
  plain = plain.trim();
  const last = plain.split(/[[\].?&#;]/).filter(Boolean).pop();
  return isSensitive(plain) || (last !== undefined && isSensitive(last));
}

/** Runs of percent-escapes (`%e4%b8%ad`). */
const ESCAPES = /(?:%[0-9a-f]{2})+/gi;
let utf8: TextDecoder | undefined;

/**
 * `text` percent-decoded once, as a server reads it; a malformed escape is left as written and a
 * byte that is not UTF-8 becomes U+FFFD. Never throws (a throw per value costs too much on hostile input).
 */
function decodeOnce(text: string): string {
  return text.replace(ESCAPES, (run) => (utf8 ??= new TextDecoder()).decode(Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16))));
}
