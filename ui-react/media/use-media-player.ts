import { useCallback, useEffect, useRef, useState } from 'react';
import { CampaignKitError } from '../../ports/errors';
import { type MediaBuilders, useKitService } from '../shared/kit-services';

/**
 * One builder of the provider's `media` service (`'youtube'`, `'video'`, ...), which reads the
 * service when it is called (the widgets build their players after mounting: a server kit has no
 * media): the same function while the provider's services are, a new one when they change.
 * @throws CampaignKitError `NOT_INITIALIZED` outside a provider; the builder throws
 *   `FEATURE_MISSING` when the provider has no `media` service, or one without this builder.
 */
export function useMediaBuilder<K extends keyof MediaBuilders>(name: K): NonNullable<MediaBuilders[K]> {
  const media = useKitService('media', { whenUsed: true });
  return useCallback(
    (...args: never[]) => {
      const service = media();
      const build = service[name] as ((...args: never[]) => unknown) | undefined;
      if (!build) {
        throw new CampaignKitError(
          'FEATURE_MISSING',
          `this widget needs media.${name}: list media() in createCampaignKit's features, or pass services={{ media }} with a MediaService (or an object with ${name}) to <CampaignKitProvider>`,
        );
      }
      return build.apply(service, args);
    },
    [media, name],
  ) as NonNullable<MediaBuilders[K]>;
}

/**
 * Builds a media object when the component mounts (and again when `deps` change) and destroys it
 * on unmount, so nothing outlives the component. Returns undefined until it is built.
 */
export function useMediaObject<T extends { destroy(): void }>(build: () => T | undefined, deps: readonly unknown[]): T | undefined {
  const [object, setObject] = useState<T>();
  const buildRef = useRef(build);
  buildRef.current = build;
  useEffect(() => {
    const built = buildRef.current();
    setObject(built);
    return () => {
      built?.destroy();
      setObject(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return object;
}

/** The latest value of a callback prop, for callbacks the media objects hold from their start. */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
