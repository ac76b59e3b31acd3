import { useEffect, useMemo, useRef, useState } from 'react';
import { CampaignKitError } from '../../ports/errors';
import { useKitService, type MediaBuilders } from '../shared/kit-services';

/**
 * One builder of the provider's `media` service (`'youtube'`, `'video'`, ...), bound to it: the
 * same function while the service is the same, a new one when the provider's service changes.
 * @throws CampaignKitError `FEATURE_MISSING` when the provider has no `media` service, or one
 *   without this builder.
 */
export function useMediaBuilder<K extends keyof MediaBuilders>(name: K): NonNullable<MediaBuilders[K]> {
  const media = useKitService('media');
  const builder = useMemo(() => (media[name] as ((...args: never[]) => unknown) | undefined)?.bind(media), [media, name]);
  if (!builder) {
    throw new CampaignKitError(
      'FEATURE_MISSING',
      `this widget needs media.${name}: list media() in createCampaignKit's features, or pass services={{ media }} with a MediaService (or an object with ${name}) to <CampaignKitProvider>`,
    );
  }
  return builder as NonNullable<MediaBuilders[K]>;
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
