import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const script = fileURLToPath(new URL('./create-kit.mjs', import.meta.url));

interface Outcome {
  readonly ok: boolean;
  readonly value?: unknown;
  readonly error?: { readonly name: string; readonly code?: string; readonly message: string; readonly campaignKitError?: boolean; readonly stack?: string };
}
interface Report {
  readonly format: 'esm' | 'cjs';
  readonly entries: Record<string, number>;
  readonly withoutApiOrigin: Record<string, Outcome>;
  readonly defaultTransport: Outcome;
  readonly members: Record<string, Outcome>;
  readonly calls: Record<string, Outcome> & { readonly sent: readonly string[] };
  readonly render: Record<string, Outcome>;
  readonly start: Record<string, Outcome>;
  readonly unhandledRejections: readonly unknown[];
}

const reports = new Map<'esm' | 'cjs', Report>();

/** Runs test/ssr/create-kit.mjs in a plain Node process (no jsdom) over the built entries, once per format. */
function run(format: 'esm' | 'cjs'): Report {
  expect(existsSync(`${root}/dist/esm/composition/index.js`), 'run npm run build first').toBe(true);
  if (!reports.has(format)) reports.set(format, JSON.parse(execFileSync(process.execPath, [script, format], { cwd: root, encoding: 'utf8' })) as Report);
  return reports.get(format)!;
}

/** Every failure in the report, wherever it is: each must be a CampaignKitError. */
function failures(report: Report): Array<[string, NonNullable<Outcome['error']>]> {
  const found: Array<[string, NonNullable<Outcome['error']>]> = [];
  for (const [group, outcomes] of Object.entries(report)) {
    if (typeof outcomes !== 'object' || outcomes === null || Array.isArray(outcomes)) continue;
    const list = 'ok' in outcomes ? { [group]: outcomes as Outcome } : (outcomes as Record<string, Outcome>);
    for (const [name, outcome] of Object.entries(list)) if (outcome && typeof outcome === 'object' && outcome.ok === false && outcome.error) found.push([`${group}.${name}`, outcome.error]);
  }
  return found;
}

const expectKitError = (outcome: Outcome | undefined, code: string, message?: string): void => {
  expect(outcome?.ok).toBe(false);
  expect(outcome?.error).toMatchObject({ name: 'CampaignKitError', code, campaignKitError: true });
  if (message) expect(outcome?.error?.message).toContain(message);
};

describe.each(['esm', 'cjs'] as const)('createCampaignKit from the built %s entries in plain Node (server rendering)', (format) => {
  let report: Report;
  beforeAll(() => {
    report = run(format);
  });

  it('imports every entry', () => {
    expect(Object.keys(report.entries)).toEqual(['campaign-kit', 'campaign-kit/adapters', 'campaign-kit/react', 'campaign-kit/testing']);
    for (const count of Object.values(report.entries)) expect(count).toBeGreaterThan(0);
  });

  it('without apiOrigin, throws INVALID_ARGUMENT saying to pass apiOrigin, whatever the features', () => {
    for (const outcome of Object.values(report.withoutApiOrigin)) expectKitError(outcome, 'INVALID_ARGUMENT', 'pass apiOrigin');
  });

  it('with apiOrigin, builds a kit on the default transport without sending anything', () => {
    expect(report.defaultTransport).toEqual({ ok: true, value: ['account', 'reservation', 'tracking', 'consent', 'share', 'poster', 'siteConfig', 'navBar', 'download'] });
  });

  it('reads every member whose feature works without a page', () => {
    for (const member of ['features', 'settings', 'device', 'i18n', 'account', 'reservation', 'tracking', 'consent', 'share', 'navBar', 'download']) {
      expect(report.members[member], member).toEqual({ ok: true, value: 'object' });
    }
    expect(report.calls['account.state']).toEqual({ ok: true, value: 'object' });
    expect(report.calls['reservation.state']).toEqual({ ok: true, value: 'object' });
    expect(report.calls['consent.state']).toEqual({ ok: true, value: 'pending' });
    expect(report.calls['share.link']?.value).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(report.calls['i18n.language']).toEqual({ ok: true, value: 'string' });
  });

  it('refuses what needs a page with UNSUPPORTED_PLATFORM, and an unlisted member with FEATURE_MISSING', () => {
    expectKitError(report.members.poster, 'UNSUPPORTED_PLATFORM');
    expectKitError(report.members.siteConfig, 'UNSUPPORTED_PLATFORM');
    expectKitError(report.calls['account.logout'], 'UNSUPPORTED_PLATFORM');
    expectKitError(report.members.mail, 'FEATURE_MISSING', 'mail()');
  });

  it('renders CampaignKitProvider, EasyLogin and CookieConsent to a string', () => {
    expect(report.render.easyLoginAndConsent?.ok, JSON.stringify(report.render.easyLoginAndConsent?.error)).toBe(true);
    expect(report.render.easyLoginAndConsent?.value).toBeGreaterThan(0);
  });

  it('resolves kit.start() when no listed feature needs a page', () => {
    expect(report.start.withoutPageFeatures).toEqual({ ok: true });
  });

  // On the server kit.start() runs no start-up effect (no act_H5_open, no site config): they
  // belong to the visit, in the browser.
  it('resolves kit.start() with every feature listed, siteConfig() and poster() included', () => {
    expect(report.start.every).toEqual({ ok: true });
    expect(report.start.again).toEqual({ ok: true });
  });

  it('fails only with CampaignKitError, never a TypeError or a ReferenceError (a browser global)', () => {
    for (const [where, error] of failures(report)) expect({ where, ...error }).toMatchObject({ where, name: 'CampaignKitError', campaignKitError: true });
    expect(report.unhandledRejections).toEqual([]);
  });
});

describe('the built entries agree', () => {
  it('ESM and CJS give the same kit and the same outcomes', () => {
    const { format: _esm, ...esm } = run('esm');
    const { format: _cjs, ...cjs } = run('cjs');
    expect(cjs).toEqual(esm);
  });
});
