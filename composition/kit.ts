import { Container, type ContainerModule } from 'inversify';
import type { DeviceInfo } from '../domain/device/device.types';
import { afterFirstPaint } from '../domain/shared/after-paint';
import type { LanguageService } from '../domain/i18n/language.service';
import { CampaignKitError } from '../ports/errors';
import type { Token } from '../ports/tokens';
import { coreModule } from './core.module';
import { MEMBER_FEATURES, type AnyFeature, type FeatureContext, type FeatureMembers, type FeatureName } from './feature';
import { resolveSettings, type CampaignKitOptions, type KitSettings } from './options';
import { bindPorts } from './platform/bind-ports';
import type { PlatformPorts } from './platform/platform-ports';
import { SERVICES } from './tokens';

/** What every kit has, whatever features it lists. */
export interface KitBase {
  /** The names of the features this kit was built with, in the order listed. */
  readonly features: readonly FeatureName[];
  /** The validated common settings (aid, appId, activityId, origins). */
  readonly settings: KitSettings;
  /** The device and in-app browser the page runs in, with platform and browser codes. */
  readonly device: DeviceInfo;
  /** The language helper: `lang` parameter, stored choice, default zh-CN. */
  readonly i18n: LanguageService;
  /**
   * Runs the listed features' start-up effects once: act_H5_open and the location lookup
   * (`tracking()`), applying site config (`siteConfig()`), finishing a provider's return
   * (`account()` with providers), setting the weixin share cards inside weixin (`share()`). In the
   * browser each effect runs in a task of its own, the first once the page has shown content
   * ({@link KitBase.afterFirstPaint}, then two paints), so starting never delays the page's first
   * content. Later calls return the first call's promise, which settles when every effect has
   * (rejecting with the first failure). On the server it does nothing: start-up effects belong to
   * the visit.
   * @see docs/features.md (Start-up)
   */
  start(): Promise<void>;
  /**
   * Calls `callback` once the page has shown content: its first contentful paint as the browser
   * reports it, or at once where it already has or reports no paints. A hidden page does not wait,
   * and no page waits more than 1000 ms. The start-up effects and the widgets' first requests wait
   * for it, so the page's first content never waits for them; a page may defer its own
   * non-urgent work the same way.
   * @returns a function that cancels the call.
   * @see docs/features.md (Start-up)
   */
  afterFirstPaint(callback: () => void): () => void;
  /** Undoes the wiring between features; a new kit may be created afterwards. */
  destroy(): void;
}

/**
 * The toolkit a page works with: {@link KitBase} plus the members of each listed feature, e.g.
 * `CampaignKit<[ReturnType<typeof account>]>` has `kit.account`. Reading the member of a feature
 * that is not listed throws `FEATURE_MISSING`, naming the feature to add.
 */
export type CampaignKit<F extends readonly AnyFeature[] = readonly AnyFeature[]> = KitBase & FeatureMembers<F>;

/** How the platform's creator tunes a kit. */
export interface KitHooks {
  /** Runs when the kit is destroyed. */
  readonly onDestroy?: () => void;
  /** Runs at the first `start()`, before any start-up effect. */
  readonly onStart?: () => void;
  /** False where start-up effects do not belong (the server: a report or lookup there is no visit). Defaults to `true`. */
  readonly startEffects?: boolean;
  /**
   * Gives the page a turn before each start-up effect (a new task in the browser), so `start()`
   * never lengthens the task that builds the page. Defaults to none: effects run at once.
   */
  readonly yieldToPage?: () => Promise<void>;
}

/** A kit's validated options: its settings and its features, checked before any port is built. */
export interface KitPlan<F extends readonly AnyFeature[] = readonly AnyFeature[]> {
  readonly settings: KitSettings;
  readonly features: F;
}

/**
 * Validates every option of a kit and checks the features' needs, building nothing: the first
 * step of `createCampaignKit` (options, then settings, then ports, then features).
 * @param pageUrl - the page's address; undefined on the server, where `apiOrigin` is required.
 * @throws CampaignKitError `INVALID_ARGUMENT` (an option, a feature listed twice or not a
 *   feature); `FEATURE_MISSING` when a feature needs another that is not listed.
 */
export function planKit<const F extends readonly AnyFeature[]>(options: CampaignKitOptions<F>, pageUrl: string | undefined): KitPlan<F> {
  const settings = resolveSettings(options, pageUrl);
  return { settings, features: checkFeatures(options.features) as F };
}

/**
 * Builds a planned kit on the given ports: loads the features' container modules (shared ones
 * once) and returns the facade. Nothing is sent until `start()`.
 */
export function buildKit<const F extends readonly AnyFeature[]>(plan: KitPlan<F>, ports: PlatformPorts, hooks: KitHooks = {}): CampaignKit<F> {
  const { settings, features } = plan;
  const container = new Container({ defaultScope: 'Singleton' });
  bindPorts(container, ports);
  container.bind(SERVICES.Settings).toConstantValue(settings);
  const modules = new Set<ContainerModule>([coreModule]);
  for (const feature of features) for (const module of feature.modules) modules.add(module);
  container.load(...modules);

  const names = features.map((feature) => feature.name);
  const context: FeatureContext = {
    settings,
    get: <T>(token: Token<T>): T => {
      if (!container.isBound(token)) throw new CampaignKitError('FEATURE_MISSING', `nothing provides ${String(token.description)}: list the feature that does`);
      return container.get<T>(token);
    },
    find: <T>(token: Token<T>): T | undefined => (container.isBound(token) ? container.get<T>(token) : undefined),
    has: (name) => names.includes(name),
  };

  const kit: Record<string, unknown> = {};
  for (const [member, feature] of Object.entries(MEMBER_FEATURES)) {
    Object.defineProperty(kit, member, {
      enumerable: false,
      configurable: true,
      get() {
        throw new CampaignKitError('FEATURE_MISSING', missingFeatureMessage(member, feature));
      },
    });
  }
  for (const feature of features) {
    for (const [member, resolveMember] of Object.entries(feature.members as Record<string, (context: FeatureContext) => unknown>)) {
      defineLazy(kit, member, () => resolveMember(context));
    }
  }
  defineLazy(kit, 'device', () => container.get(SERVICES.Device));
  defineLazy(kit, 'i18n', () => container.get(SERVICES.I18n));

  const disconnects: (() => void)[] = [];
  for (const link of features.flatMap((feature) => feature.links ?? [])) {
    if (!container.isBound(link.to)) continue;
    container.onActivation(link.to, (_, service) => {
      disconnects.push(link.connect(service, context));
      return service;
    });
  }
  let started: Promise<void> | undefined;
  Object.assign(kit, {
    features: names,
    settings,
    start: () => {
      if (!started) hooks.onStart?.();
      started ??= hooks.startEffects === false ? Promise.resolve() : runStartEffects(features, context, hooks.yieldToPage);
      return started;
    },
    afterFirstPaint: (callback: () => void) => afterFirstPaint(ports, callback),
    destroy: () => {
      disconnects.forEach((disconnect) => disconnect());
      hooks.onDestroy?.();
    },
  });
  return kit as CampaignKit<F>;
}

/**
 * Each feature's `listen` at once, then its start-up effects, each after a turn of the page's when
 * `yieldToPage` is given; settles when all have.
 */
async function runStartEffects(features: readonly AnyFeature[], context: FeatureContext, yieldToPage?: () => Promise<void>): Promise<void> {
  const effects: Promise<void>[] = [];
  for (const feature of features) {
    const listen = feature.listen;
    if (!listen) continue;
    // Runs now: an async function runs synchronously up to its first await, and listen has none.
    const listening = (async () => listen(context))();
    listening.catch(() => undefined);
    effects.push(listening);
  }
  for (const feature of features) {
    if (!feature.start) continue;
    if (yieldToPage) await yieldToPage();
    const start = feature.start;
    const effect = (async () => start(context))();
    // Marked handled now: a failure is reported by the Promise.all below, after the later effects ran.
    effect.catch(() => undefined);
    effects.push(effect);
  }
  await Promise.all(effects);
}

/** The message of `FEATURE_MISSING` for a member read without its feature. */
export function missingFeatureMessage(member: string, feature: FeatureName): string {
  return `kit.${member} needs the ${feature}() feature: add ${feature}() to createCampaignKit's features`;
}

function checkFeatures(features: readonly AnyFeature[]): readonly AnyFeature[] {
  const names = new Set<string>();
  for (const feature of features) {
    if (typeof feature !== 'object' || feature === null || typeof feature.name !== 'string' || !Array.isArray(feature.modules)) {
      throw new CampaignKitError('INVALID_ARGUMENT', 'features takes feature factories\' results, e.g. features: [account(), reservation()]');
    }
    if (names.has(feature.name)) throw new CampaignKitError('INVALID_ARGUMENT', `${feature.name}() is listed twice in features`);
    names.add(feature.name);
  }
  for (const feature of features) {
    for (const needed of feature.requires ?? []) {
      if (!names.has(needed)) throw new CampaignKitError('FEATURE_MISSING', `${feature.name}() needs ${needed}(): add ${needed}() to createCampaignKit's features`);
    }
  }
  return features;
}

function defineLazy(target: Record<string, unknown>, key: string, create: () => unknown): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get() {
      const value = create();
      Object.defineProperty(target, key, { value, enumerable: true, configurable: false, writable: false });
      return value;
    },
  });
}
