/** What a redacted value becomes in a report. */
const REDACTED = '[redacted]';
/** {@link REDACTED} in an address, percent-encoded. */
const REDACTED_IN_ADDRESS = '%5Bredacted%5D';

/**
 * How deep values inside values are followed: each percent-decoding and each address (or query)
 * inside a value counts one, so addresses nested four deep are redacted in place. A value deeper
 * than that which may still carry parameters is redacted whole.
 */
const MAX_DEPTH = 8;

type IsSensitive = (name: string) => boolean;

// Both patterns are linear: an attempt starts at a separator (or `//`) and scans only to the next
// one; a value steps back over the `)`s ending it, no further.
/**
 * `name=value`: a name of letters, digits, `_`, `-`, brackets and percent-escapes after anything
 * else (`?`, `&`, `#`, `;`, white space, a quote, a dot...), so `user.email` is named by its last
 * part; its value up to the next `&`, `#`, white space, `"`, `<` or `>` (an address percent-encodes
 * the last four, never a `)`), less the `)`s ending it, which close a parenthesis around an address
 * in a message or stack.
 */
const PAIR = /((?:^|[^\w%[\]-])([\w%[\]-]*)=)([^&#\s"<>]*[^&#\s"<>)]|)/g;
/** The `user:password@` of an address. */
const USERINFO = /\/\/[^/?#@\s]*@/g;
const ESCAPES = /(%[\da-f]{2})+/gi;

/**
 * `text` (an address, or a message or stack holding addresses) with the value of each sensitive
 * `name=value` replaced by {@link REDACTED}, in a query, a hash (`#a=1`, `#/route?a=1`) or on its
 * own, and any `user:password@` dropped. A name matches however it is percent-encoded (`%74oken`),
 * by its last part (`user.email`) and by any part in brackets (`token[]`, `user[mobile]`). A value
 * runs to the next `&` or `#` (or white space, `"`, `<`, `>`), a `)` ending it kept as written.
 * A value that is itself an address or a query (`service=`, `next=`, `url_params=`), encoded or
 * not, is redacted the same way inside, four deep. What has nothing to redact is left exactly as
 * written.
 */
export function redact(text: string, isSensitive: IsSensitive, depth = 0): string {
  // What precedes the value is kept as written.
  return text.replace(USERINFO, '//').replace(PAIR, (_, head: string, name: string, value: string) => head + (isSensitive(decodeOnce(name)) ? REDACTED_IN_ADDRESS : redactValue(value, isSensitive, depth)));
}

/**
 * A report's fields, as JSON writes them, with each sensitive name's value (at any depth) replaced
 * by {@link REDACTED} and each string {@link redact}ed. Fields JSON cannot write (a cycle) are
 * returned as given, for the report's own check to refuse.
 */
export function redactFields<T>(fields: T, isSensitive: IsSensitive): T {
  try {
    return JSON.parse(
      JSON.stringify(fields, (name, value: unknown) => (isSensitive(decodeOnce(name)) ? REDACTED : typeof value === 'string' ? redact(value, isSensitive) : value)),
    ) as T;
  } catch {
    return fields;
  }
}

/** The value of a parameter that is not sensitive itself: as written, unless what it carries is. */
function redactValue(value: string, isSensitive: IsSensitive, depth: number): string {
  if (!/[=@%]/.test(value)) return value;
  if (depth >= MAX_DEPTH) return REDACTED_IN_ADDRESS;
  // Parameters or a user name in it as written; else perhaps once it is decoded.
  if (/[=@]/.test(value)) return redact(value, isSensitive, depth + 1);
  const decoded = decodeOnce(value);
  const inner = decoded === value ? value : redactValue(decoded, isSensitive, depth + 1);
  return inner === decoded ? value : encodeURIComponent(inner);
}

/**
 * `text` percent-decoded once; a malformed escape is left as written and a byte that is not
 * UTF-8 becomes U+FFFD. Never throws (a throw per value costs too much on hostile input).
 */
function decodeOnce(text: string): string {
  return text.replace(ESCAPES, (run) => new TextDecoder().decode(Uint8Array.from(run.match(/\w\w/g)!, (hex) => parseInt(hex, 16))));
}
