import { createRequire } from 'node:module';
import type { CompatData, CompatStatement, Identifier, SimpleSupportStatement } from '@mdn/browser-compat-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOR_VERSIONS } from '../../scripts/browser-floor.mjs';
import { startDemoSession, type DemoSession } from './support/demo';
import { logInWithSms } from './support/visitor';

/**
 * The demo on an engine of the declared browser floor (package.json `browserslist`), emulated in
 * Chromium: before the page's first script, every JavaScript built-in that some engine of the floor
 * lacks is deleted. The list is MDN's compat data (javascript.builtins), not written here: each
 * built-in, or member of one, whose version_added in Chrome, Edge, Firefox, Safari or iOS Safari is
 * newer than the floor's version there (or that the engine never had).
 */
const bcd = createRequire(import.meta.url)('@mdn/browser-compat-data') as CompatData;

/** esbuild's engine names (scripts/browser-floor.mjs) -> the compat data's. */
const BCD_BROWSERS: Record<string, keyof CompatStatement['support']> = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios: 'safari_ios' };

/** The version a browser shipped the feature in, unflagged and unprefixed; `undefined` when it never did. */
function versionAdded(compat: CompatStatement, browser: keyof CompatStatement['support']): string | undefined {
  const support = compat.support[browser];
  const statements = (Array.isArray(support) ? support : [support]).filter((statement): statement is SimpleSupportStatement => statement !== undefined);
  const shipped = statements.find((statement) => !statement.flags && !statement.prefix && !statement.alternative_name && statement.version_removed === undefined);
  const added = shipped?.version_added;
  if (typeof added === 'string' && /^≤?\d/.test(added)) return added.replace('≤', '');
  return added === true ? '0' : undefined;
}

const newer = (version: string, floor: string) => Number.parseFloat(version) > Number.parseFloat(floor);

function lackedByTheFloor(compat: CompatStatement | undefined): boolean {
  if (!compat) return false;
  return Object.entries(FLOOR_VERSIONS).some(([engine, floor]) => {
    const browser = BCD_BROWSERS[engine];
    if (!browser) throw new Error(`no compat-data name for the floor's engine ${engine}: add it to BCD_BROWSERS`);
    const added = versionAdded(compat, browser);
    return added === undefined || newer(added, floor);
  });
}

/** `[builtin, member]` pairs (member `null`: the built-in itself) that some engine of the floor lacks. */
const MISSING: [string, string | null][] = Object.entries(bcd.javascript.builtins as Record<string, Identifier>).flatMap(([name, feature]): [string, string | null][] => {
  if (lackedByTheFloor(feature.__compat)) return [[name, null]];
  return Object.entries(feature)
    .filter(([member, sub]) => member !== '__compat' && member !== name && !member.startsWith('@@') && lackedByTheFloor((sub as Identifier).__compat))
    .map(([member]) => [name, member]);
});

/** Runs in the page before its first script: deletes each listed built-in (static or prototype member). */
function deleteBuiltIns(missing: [string, string | null][]): void {
  const root = globalThis as unknown as Record<string, unknown>;
  const owners = (name: string): object[] => {
    // %TypedArray% is no global: Int8Array's prototype chain holds it.
    const holder = name === 'TypedArray' ? Object.getPrototypeOf(Int8Array) : root[name];
    if (holder === null || (typeof holder !== 'object' && typeof holder !== 'function')) return [];
    const prototype = (holder as { prototype?: unknown }).prototype;
    return prototype !== null && typeof prototype === 'object' ? [holder, prototype] : [holder];
  };
  for (const [name, member] of missing) {
    if (member === null) delete root[name];
    else for (const owner of owners(name)) if (Object.prototype.hasOwnProperty.call(owner, member)) delete (owner as Record<string, unknown>)[member];
  }
}

let session: DemoSession;

beforeAll(async () => {
  session = await startDemoSession();
});

afterAll(async () => {
  await session?.close();
});

describe('the demo on the browser floor: Chromium without the built-ins newer than Chrome 87, Safari 15 and Firefox 115', () => {
  it('the list comes from the compat data and holds the ES2022 built-ins the kit once called', () => {
    expect(MISSING).toEqual(expect.arrayContaining([['Object', 'hasOwn'], ['Array', 'at'], ['String', 'at'], ['Array', 'findLast']]));
    expect(MISSING).not.toContainEqual(['Object', 'fromEntries']);
  });

  it('renders, logs in by SMS and reserves with no uncaught error', async () => {
    const { page } = await session.visitor();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
    await page.addInitScript(deleteBuiltIns, MISSING);
    await page.goto(session.server.url);
    // The emulation holds in the page's own world.
    expect(await page.evaluate(() => ['hasOwn' in Object, 'at' in [], 'findLast' in []])).toEqual([false, false, false]);

    // Rendered, or else the error that kept it blank is the failure.
    const reserve = page.getByRole('button', { name: '立即预约' });
    await reserve.waitFor().catch(() => {});
    expect(errors).toEqual([]);
    await reserve.click();
    await logInWithSms(session, page, '13511110061');
    await expect.poll(() => page.getByRole('button', { name: '已预约' }).count()).toBe(1);
    await expect.poll(() => page.getByLabel('邀请链接').inputValue()).toMatch(/share_code=[A-Z0-9]{8}/);
    expect(errors).toEqual([]);
  });
});
