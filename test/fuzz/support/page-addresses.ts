import fc from 'fast-check';
import { text } from './arbitraries';

/** Parameters the kit reads from the page's address (SPEC §2), its own and the providers' returns. */
const PAGE_PARAMS = [
  'open_id', 'role_id', 'device_id', 'server_id', 'from_source', 'token', 'version_name', 'channel', 'share_code', 'lang', 'simulate',
  'login_type', 'auto_auth', 'awe_login', 'code', 'state', 'access_token', 'id_token', 'oauth_token', 'oauth_verifier', 'denied',
  'error', 'error_description', 'error_code', 'error_desc', 'error_message', 'ticket', 'next', 'service',
];

const LOGIN_TYPES = ['apple', 'facebook', 'google', 'kakao', 'line', 'douyin', 'toutiao', 'tiktok', 'twitter', 'vk', 'mobile', 'weibo'];

/**
 * The longest address generated: past what servers take in a request line (nginx: 8 KB), so no
 * real page is opened at a longer one. Text of any length is fuzzed where a visitor types it.
 */
export const PAGE_ADDRESS_MAX_LENGTH = 16_384;

/** Text cut to a share of an address. */
export const addressText = text.map((raw) => raw.slice(0, 2_000));

/** encodeURIComponent of any string: lone surrogates (which it refuses) become U+FFFD first, as a browser's form would send them. */
const encode = (raw: string): string => encodeURIComponent(new TextDecoder().decode(new TextEncoder().encode(raw)));

/** A parameter's value as pages carry them: encoded, raw, doubly encoded, empty or a valid-looking one. */
const value = fc.oneof(
  addressText.map(encode),
  addressText.map((raw) => raw.replace(/[#&\s]/g, '')),
  addressText.map((raw) => encodeURIComponent(encode(raw))),
  fc.constantFrom('', '1', 'true', 'success', ...LOGIN_TYPES),
);

const params = fc
  .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PAGE_PARAMS) }, { weight: 1, arbitrary: fc.string() }), value), { maxLength: 8 })
  .map((pairs) => pairs.map(([name, v]) => `${encode(name)}=${v}`).join('&'));

const host = fc.constantFrom('campaign.test', 'game.example.com', 'sandbox.game.example.com', 'localhost:5173', '127.0.0.1', 'www.web-game.cn', 'xn--fsqu00a.example');

/**
 * An address a campaign page may be opened at: any host of the kinds the kit tells apart, a path,
 * and a query and a fragment (`#a=b` or a hash route `#/path?a=b`) made of the parameters it reads,
 * with any values. Always an address the browser would hold (it parses), at most
 * {@link PAGE_ADDRESS_MAX_LENGTH} characters.
 */
export const pageAddress: fc.Arbitrary<string> = fc
  .record({
    scheme: fc.constantFrom('https', 'http'),
    host,
    path: fc.constantFrom('/', '/index.html', '/a/b/', '/活动/'),
    query: params,
    hash: fc.oneof(fc.constant(''), params.map((p) => `#${p}`), params.map((p) => `#/route?${p}`), addressText.map((raw) => `#${encode(raw)}`)),
  })
  .map(({ scheme, host: h, path, query, hash }) => `${scheme}://${h}${path}${query ? `?${query}` : ''}${hash}`)
  .filter((address) => address.length <= PAGE_ADDRESS_MAX_LENGTH && URL.canParse(address));
