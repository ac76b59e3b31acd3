import type { AnyFeature } from './feature';
import { buildKit, checkFeatures, type CampaignKit } from './kit';
import { resolveSettings, type CampaignKitOptions, type KitSettings } from './options';
import { admitPageKit, enteredPage, leftPage, startedOnPage } from './page-kits';
import { withDevelopmentHints } from './development-hints';
import { pageTurns } from './page-turns';
import { browserPorts } from './platform/browser-platform';
import { createServerPorts } from './platform/server-platform';

/**
 * Creates the page's toolkit from the features it lists: validates every option, then picks
 * the platform's adapters (the browser's, with the short-video app's or weixin's bridge where the
 * page runs inside them; server-safe ones where there is no window) and builds only the listed
 * features. Call `kit.start()` for the start-up effects (act_H5_open, site config, ...).
 *
 * @returns the kit, whose members follow `features` (`kit.account` with `account()`, ...).
 * One kit per browser page: in a production build a second kit while one is alive throws (call
 * `kit.destroy()` first). A development build takes a second kit, as hot reload and React's strict
 * mode create one, and the kit that starts destroys the page's others. On the server every call
 * builds an independent kit: create one per request or render.
 *
 * @throws CampaignKitError `ALREADY_INITIALIZED` in a production build when a kit is already
 *   alive on the page (components throw if initialised twice); `INVALID_ARGUMENT` with the
 *   messages ('enter aid', 'aid must be a number', 'Account init fail, app_id is undefined',
 *   ...), or for `apiOrigin` missing on the server; `FEATURE_MISSING` when a listed feature needs one
 *   that is not listed (`reservation()` needs `account()`).
 * @see docs/features.md
 * @example
 * ```ts
 * const kit = createCampaignKit({
 *   aid: 1128, appId: '1', activityId: 'spring',
 *   features: [account(), reservation(), tracking({ zone: 'cn' })],
 * });
 * void kit.start();
 * await kit.account.sendCode('13800000000');
 * ```
 */
export function createCampaignKit<const F extends readonly AnyFeature[]>(options: CampaignKitOptions<F>): CampaignKit<F> {
  const inBrowser = typeof window !== 'undefined' && typeof document !== 'undefined';
  // 1. Options: every one validated, before anything is built.
  const settings = resolveSettings(options, inBrowser ? window.location.href : undefined);
  const features = checkFeatures(options.features);
  // 2. Ports: the platform's adapters, from validated settings only.
  if (!inBrowser) return buildKit(settings, features, createServerPorts({ ...portOptions(settings), pageUrl: settings.apiOrigin }), { startEffects: false });
  admitPageKit();
  let ports = browserPorts(portOptions(settings), window as never);
  // Written out, not isDevelopmentBuild(): bundlers fold this test in a production build and drop
  // the hints with everything they import.
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production') ports = withDevelopmentHints(ports, settings, features, window);
  // 3. Features: their members and parts bound by name, built when first read.
  const kit: CampaignKit<F> = buildKit(settings, features, ports, {
    yieldToPage: pageTurns(ports),
    onStart: () => startedOnPage(kit),
    onDestroy: () => leftPage(kit),
  });
  enteredPage(kit);
  return kit;
}

/** What the platform's ports are built from: validated settings only, never the raw options. */
function portOptions({ transport, timeoutMs, nonce, scripts }: KitSettings) {
  return { transport, timeoutMs, nonce, scripts };
}
