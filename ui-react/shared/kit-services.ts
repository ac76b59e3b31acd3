import { createContext, useCallback, useContext, useMemo } from 'react';
import type { KitBase } from '../../composition/kit';
import type { AccountService } from '../../domain/account/account.service';
import type { AffiliateArea } from '../../domain/affiliate/affiliate-area';
import type { ConsentService } from '../../domain/consent/consent.service';
import type { ContentService } from '../../domain/content/content.service';
import type { DeviceInfo } from '../../domain/device/device.types';
import type { NavBarSwipe } from '../../domain/device/nav-bar-swipe';
import type { DownloadService } from '../../domain/download/download.service';
import type { LanguageService } from '../../domain/i18n/language.service';
import type { MediaService } from '../../domain/media/media.service';
import type { PosterMaker } from '../../domain/poster/poster-maker';
import type { ReservationService } from '../../domain/reservation/reservation.service';
import type { ShareService } from '../../domain/share/share.service';
import { CampaignKitError } from '../../ports/errors';

/**
 * The services the widgets read, under the names the kit gives them: a kit from
 * `createCampaignKit` is one (`kit.media`, `kit.account`, ...), and so is an object of services a
 * page built by hand from `campaign-kit/adapters` and the domain entries (`campaign-kit/account`,
 * `/reservation`, `/media`, the root entry for the others), e.g. `{ media }` for a page that shows
 * one `<YouTubePlayer>`. Each member is optional: a widget that needs one throws `FEATURE_MISSING`
 * when it is absent (see {@link useKitService}). A kit's member whose feature the page did not list
 * counts as absent.
 * @see docs/features.md (Without the container), which lists the services each widget needs.
 */
export interface CampaignKitServices {
  /** Logging in and the account (`AccountService` from `campaign-kit/account`): the easy-login widget and the account forms. */
  readonly account?: AccountService;
  /** The reservation kit (`ReservationService` from `campaign-kit/reservation`): the reserve button, the milestone counter, the easy-login widget's reservation step. */
  readonly reservation?: ReservationService;
  /**
   * Video, YouTube, sound and animations: a `MediaService` (from `campaign-kit/media`), or only the
   * builders the page's media widgets call (see {@link MediaBuilders}).
   */
  readonly media?: MediaBuilders;
  /** Cookie consent (`ConsentService`); the consent widgets take it as their `consent` prop. */
  readonly consent?: ConsentService;
  /** The content client (`ContentService`): news, pictures, likes. */
  readonly content?: ContentService;
  /** The share helpers (`ShareService`): the share bar. */
  readonly share?: ShareService;
  /** The poster maker (`PosterMaker`): the poster widget. */
  readonly poster?: PosterMaker;
  /** The game nav bar's swipe state (`NavBarSwipe`). */
  readonly navBar?: NavBarSwipe;
  /** Silent download (`DownloadService`): the silent download dialog. */
  readonly download?: DownloadService;
  /** The affiliate area (`createAffiliateArea(...)`): the affiliate console (`campaign-kit/affiliate/react`). */
  readonly affiliate?: AffiliateArea;
  /**
   * The language helper (`LanguageService`): the widgets speak its language and `<WidgetLanguage>`
   * writes to it. Without it the widgets speak `<WidgetLanguage>`'s language, else zh-CN.
   */
  readonly i18n?: LanguageService;
  /**
   * The device (`detectDevice(navigator.userAgent)`): the easy-login widget's `system: 'auto'`
   * reads its os. Without it the widget reads the os from the user agent.
   */
  readonly device?: DeviceInfo;
  /**
   * Calls `callback` once the page has shown content, returning a function that cancels it (the
   * kit's `afterFirstPaint`): the widgets' first requests wait for it. Without it they wait for the
   * next paint only.
   */
  afterFirstPaint?(callback: () => void): () => void;
}

/**
 * The media service as the media widgets use it: each calls one builder of `MediaService`
 * (`<YouTubePlayer>` `youtube`, `<VideoPlayer>` `video`, `useSound` and `<MusicToggle>` `sound`,
 * `useTween` `tween`, `<FrameSequence>` `frameSequence`, `<Gachakon>` `shake`). A `MediaService`
 * (`kit.media`, or one built by hand) has them all; a page that shows one kind of player may pass
 * an object with that builder alone, e.g. `{ youtube: (options) => new YouTubePlayer(ports, registry, options) }`
 * with `YouTubePlayer` and `PlayerRegistry` from `campaign-kit/media`, and bundles no other player.
 */
export type MediaBuilders = Partial<Pick<MediaService, 'video' | 'youtube' | 'sound' | 'tween' | 'frameSequence' | 'shake'>>;

/** The names of the services the widgets read (every member of {@link CampaignKitServices} but `afterFirstPaint`). */
export type KitServiceName = Exclude<keyof CampaignKitServices, 'afterFirstPaint'>;

/** The services a feature of `createCampaignKit` provides (every {@link KitServiceName} but `i18n` and `device`, which every kit has). */
export type FeatureServiceName = Exclude<KitServiceName, 'i18n' | 'device'>;

/** What a provider hands down: the services, and the kit when it was given one. */
export interface ProvidedKit {
  readonly services: CampaignKitServices;
  readonly kit: KitBase | null;
}

/** The nearest provider's kit and services; null outside one. */
export const CampaignKitContext = createContext<ProvidedKit | null>(null);

/** The message of `NOT_INITIALIZED` for a hook used outside a provider. */
export const NO_PROVIDER_MESSAGE =
  'campaign-kit widgets need a <CampaignKitProvider> above them: kit={createCampaignKit(...)} or services={{ ... }} built by hand';

/** The `FEATURE_MISSING` error for a service a widget needs and the provider lacks, naming both fixes. */
export function missingService(name: FeatureServiceName): CampaignKitError {
  return new CampaignKitError(
    'FEATURE_MISSING',
    `this widget needs the ${name} service: list ${name}() in createCampaignKit's features, or pass services={{ ${name} }} to <CampaignKitProvider>`,
  );
}

/** Reads one service; a kit's member whose feature is not listed reads as undefined. */
function readService<K extends KitServiceName>({ kit, services }: ProvidedKit, name: K): CampaignKitServices[K] | undefined {
  // A kit given as services (services={kit}) is asked the same way.
  const owner = kit ?? (typeof (services as Partial<KitBase>).has === 'function' ? (services as KitBase) : null);
  if (owner && !owner.has(name)) return undefined;
  return services[name] ?? undefined;
}

/** The nearest provider's kit and services; `null` outside one. For the kit's own hooks. */
export function useProvidedKit(): ProvidedKit | null {
  return useContext(CampaignKitContext);
}

/** Options of {@link useKitService}. */
export interface KitServiceOptions {
  /** The service or `undefined` when the provider has none (or there is no provider), instead of throwing. */
  readonly optional?: boolean;
  /**
   * A function that reads the service when the widget uses it (in an effect or a handler) rather
   * than while it renders: for services that need the page (`media`, `poster`), since a kit made
   * for a server render throws `UNSUPPORTED_PLATFORM` when one is read, and server rendering runs no effect.
   */
  readonly whenUsed?: boolean;
}

/**
 * One service of the nearest `CampaignKitProvider`: `useKitService('media')` is the kit's
 * `kit.media`, or the `media` of the provider's `services`.
 * @param name - the service's name, as the kit's member: `'account'`, `'reservation'`, `'media'`, ...
 * With `{ optional: true }` it is `undefined` when absent, for widgets that use a service when the
 * page has it; with `{ whenUsed: true }` it is a function that reads it later (see {@link KitServiceOptions}).
 * @returns the service, the same object on every render while the provider's is.
 * @throws CampaignKitError `FEATURE_MISSING` when the provider has no such service (a kit that
 *   does not list its feature, or services without it); the message names both fixes: list
 *   `media()` in createCampaignKit's features, or pass `services={{ media }}` to the provider. With
 *   `whenUsed`, the returned function throws it.
 * @throws CampaignKitError `NOT_INITIALIZED` outside a `CampaignKitProvider` (but with `optional`).
 * @see docs/features.md (Without the container)
 * @example
 * ```tsx
 * function Trailer() {
 *   const media = useKitService('media');
 *   const reservation = useKitService('reservation', { optional: true });
 *   // ...
 * }
 * ```
 */
export function useKitService<K extends FeatureServiceName>(name: K): NonNullable<CampaignKitServices[K]>;
/**
 * One service of the nearest `CampaignKitProvider`, or `undefined` when it has none or there is no provider.
 * @param options - `{ optional: true }`.
 */
export function useKitService<K extends KitServiceName>(name: K, options: { readonly optional: true }): CampaignKitServices[K] | undefined;
/**
 * A function that reads one service of the nearest `CampaignKitProvider` when the widget uses it.
 * @param options - `{ whenUsed: true }`.
 * @throws CampaignKitError `NOT_INITIALIZED` outside a `CampaignKitProvider`; the function throws `FEATURE_MISSING` when the service is absent.
 */
export function useKitService<K extends FeatureServiceName>(name: K, options: { readonly whenUsed: true }): () => NonNullable<CampaignKitServices[K]>;
export function useKitService<K extends KitServiceName>(name: K, { optional = false, whenUsed = false }: KitServiceOptions = {}): unknown {
  const provided = useProvidedKit();
  const service = useMemo(() => (provided && !whenUsed ? readService(provided, name) : undefined), [provided, name, whenUsed]);
  const later = useCallback(() => {
    const found = provided ? readService(provided, name) : undefined;
    if (found === undefined) throw missingService(name as FeatureServiceName);
    return found;
  }, [provided, name]);
  if (optional) return service;
  if (!provided) throw new CampaignKitError('NOT_INITIALIZED', NO_PROVIDER_MESSAGE);
  if (whenUsed) return later;
  if (service === undefined) throw missingService(name as FeatureServiceName);
  return service;
}
