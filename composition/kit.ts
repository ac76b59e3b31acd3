import { Container } from 'inversify';
import { detectDevice } from '../domain/device/detect-device';
import type { DeviceInfo } from '../domain/device/device.types';
import { afterFirstPaint } from '../domain/shared/after-paint';
import { LanguageService } from '../domain/i18n/language.service';
import { CampaignKitError } from '../ports/errors';
import {
  MEMBER_FEATURES,
  type AnyFeature,
  type CoreParts,
  type Factories,
  type FeatureContext,
  type FeatureMembers,
  type FeatureName,
  type KitParts,
  type PartName,
} from './feature';
import type { PlatformPorts } from './platform/platform-ports';
import type { KitSettings } from './settings';

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
   * True when the kit has the member: `device` and `i18n` always, the others when their feature is
   * listed (`kit.has('reservation')`). Reading a member it lacks throws `FEATURE_MISSING`; this does not.
   */
  has(member: string): boolean;
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

/**
 * Builds the kit on the platform's ports from validated settings and checked features: binds each
 * feature's members and parts into the kit's container by name (shared parts once), applies the
 * features' port replacements, and returns the facade. Nothing is built before it is read and
 * nothing is sent until `start()`.
 */
export function buildKit<const F extends readonly AnyFeature[]>(settings: KitSettings, features: F, platformPorts: PlatformPorts, hooks: KitHooks = {}): CampaignKit<F> {
  const container = new Container({ defaultScope: 'Singleton' });
  const names: FeatureName[] = features.map((feature) => feature.name as FeatureName);
  let ports = platformPorts;
  const context: FeatureContext = {
    settings,
    get ports() {
      return ports;
    },
    get: <K extends PartName>(name: K): KitParts[K] => {
      if (!container.isBound(name)) throw new CampaignKitError('FEATURE_MISSING', `nothing provides ${name}: list the feature that does`);
      return container.get<KitParts[K]>(name);
    },
    find: <K extends PartName>(name: K): KitParts[K] | undefined => (container.isBound(name) ? container.get<KitParts[K]>(name) : undefined),
    has: (name) => names.includes(name),
  };
  const provide = (factories: Readonly<Record<string, (context: FeatureContext) => unknown>>) => {
    for (const [name, factory] of Object.entries(factories)) {
      if (!container.isBound(name)) container.bind(name).toDynamicValue(() => factory(context)).inSingletonScope();
    }
  };
  for (const feature of features) if (feature.ports) ports = { ...ports, ...feature.ports(ports, context) };
  provide(CORE_PARTS);
  for (const feature of features) {
    provide(feature.members as Record<string, (context: FeatureContext) => unknown>);
    provide((feature.parts ?? {}) as Record<string, (context: FeatureContext) => unknown>);
  }

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
  const members = new Set(['device', 'i18n', ...features.flatMap((feature) => Object.keys(feature.members))]);
  for (const member of members) defineLazy(kit, member, () => context.get(member as PartName));

  const disconnects: (() => void)[] = [];
  for (const link of features.flatMap((feature) => feature.links ?? [])) {
    if (!container.isBound(link.to)) continue;
    container.onActivation(link.to, (_, part) => {
      disconnects.push(link.connect(part, context));
      return part;
    });
  }
  for (const feature of features) {
    const undo = feature.created?.(context);
    if (undo) disconnects.push(undo);
  }
  let started: Promise<void> | undefined;
  Object.assign(kit, {
    features: names,
    settings,
    has: (member: string) => members.has(member),
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

/** What every kit has whatever it lists: the device it runs on and the language helper. */
const CORE_PARTS: Factories<CoreParts> = {
  device: ({ ports, settings }) => detectDevice(ports.page.userAgent(), { hints: ports.clientHints?.read(), gamePattern: settings.gamePattern }),
  i18n: ({ ports, settings }) => new LanguageService({ page: ports.page, storage: ports.storage }, { fallback: settings.language }),
};

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

/**
 * Checks the listed features: each a feature, none twice, each one's needs listed.
 * @throws CampaignKitError `INVALID_ARGUMENT` (not a feature, listed twice); `FEATURE_MISSING` when a feature needs another that is not listed.
 */
export function checkFeatures<const F extends readonly AnyFeature[]>(features: F): F {
  const names = new Set<string>();
  for (const feature of features) {
    if (typeof feature !== 'object' || feature === null || typeof feature.name !== 'string' || typeof feature.members !== 'object' || feature.members === null) {
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
