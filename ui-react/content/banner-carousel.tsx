import { useEffect, useState, type KeyboardEvent } from 'react';
import type { PictureSearchOptions } from '../../domain/content/content.types';
import { safeHttpUrl } from '../../domain/consent/link-markup';
import { CONTENT_TEXTS } from '../../domain/i18n/content-texts';
import { pickAdvertisements } from '../../domain/site-config/picture-search.api';
import type { Advertisement } from '../../domain/site-config/site-config.types';
import { missingService, useKitService } from '../shared/kit-services';
import { useTexts } from '../i18n/use-texts';
import { useMountTask } from '../shared/use-mount-task';
import { formatText } from '../../domain/i18n/texts';
import { useReducedMotion } from './use-reduced-motion';
import { useSwipe } from './use-swipe';

/** The time each banner shows before the next one, in ms. */
export const BANNER_INTERVAL_MS = 5000;

/** Props of {@link BannerCarousel}. */
export interface BannerCarouselProps {
  /** The banners to show. Defaults to the picture search's `banner` advertisements for `search`, loaded after mounting. */
  readonly banners?: readonly Advertisement[];
  /** What the picture search is asked with when `banners` is not given; read once. */
  readonly search?: PictureSearchOptions;
  /** Milliseconds each banner shows before the next; `0` turns autoplay off. Never plays under prefers-reduced-motion. Defaults to `5000` ms. */
  readonly intervalMs?: number;
  /** Receives the picture search's failure; the carousel then shows nothing. */
  readonly onError?: (error: unknown) => void;
}

/**
 * A banner carousel from the picture search (advertisements titled `banner`): one banner
 * at a time, each a picture (its `content` is the alternative text) and a link when it has an
 * http(s) `linkUrl`. Previous and next buttons, a button per banner, the arrow keys and a swipe
 * change banners; autoplay pauses on hover and focus, has a pause button, and is off under
 * prefers-reduced-motion (as is the fade). Shows nothing when there is no banner. Needs
 * `content()` unless `banners` is given.
 * @example
 * ```tsx
 * <BannerCarousel search={{ website: 5000, page: 'home', block: 'top' }} />
 * ```
 */
export function BannerCarousel({ banners: given, search, intervalMs = BANNER_INTERVAL_MS, onError }: BannerCarouselProps) {
  const content = useKitService('content', { optional: true });
  if (!given && !content) throw missingService('content');
  const t = useTexts(CONTENT_TEXTS);
  // The calls' language (the page's, unless content() fixed one): a switch reloads the banners.
  const contentLanguage = content?.language;
  const [loaded, setLoaded] = useState<readonly Advertisement[]>();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();

  useMountTask(() => {
    if (given || !content) return;
    let mounted = true;
    content.searchPictures(search).then(
      (result) => mounted && setLoaded(pickAdvertisements(result.advertisements, 'banner')),
      (error: unknown) => mounted && onError?.(error),
    );
    return () => {
      mounted = false;
    };
    // `search` is read once, as documented.
  }, [given, content, contentLanguage]);

  const banners = (given ?? loaded ?? []).filter((banner) => banner.imageUrl !== undefined && safeHttpUrl(banner.imageUrl));
  const count = banners.length;
  const current = count === 0 ? 0 : index % count;
  const autoplay = intervalMs > 0 && !reducedMotion && count > 1;
  const running = autoplay && playing && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setIndex((n) => n + 1), intervalMs);
    return () => clearInterval(timer);
  }, [running, intervalMs]);

  const go = (to: number) => setIndex(((to % count) + count) % count);
  const swipe = useSwipe((direction) => go(direction === 'next' ? current + 1 : current - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };

  if (count === 0) return null;
  const position = (n: number) => formatText(t.bannerPosition, { index: n + 1, count });

  return (
    <section
      className="ck-carousel"
      aria-roledescription="carousel"
      aria-label={t.banners}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget as Node | null))}
    >
      {count > 1 ? (
        <div className="ck-carousel__controls">
          {autoplay ? (
            <button type="button" className="ck-carousel__control" onClick={() => setPlaying(!playing)}>
              {playing ? t.pauseBanners : t.playBanners}
            </button>
          ) : null}
          <button type="button" className="ck-carousel__control" aria-label={t.previousBanner} onClick={() => go(current - 1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="ck-carousel__dots" role="group" aria-label={t.chooseBanner}>
            {banners.map((banner, n) => (
              <button
                key={banner.id ?? n}
                type="button"
                className="ck-carousel__dot"
                aria-label={position(n)}
                aria-current={n === current ? 'true' : undefined}
                onClick={() => go(n)}
              />
            ))}
          </div>
          <button type="button" className="ck-carousel__control" aria-label={t.nextBanner} onClick={() => go(current + 1)}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <div className="ck-carousel__slides" aria-live={running ? 'off' : 'polite'} {...swipe}>
        {banners.map((banner, n) => (
          <div key={banner.id ?? n} className="ck-carousel__slide" role="group" aria-roledescription="slide" aria-label={position(n)} hidden={n !== current}>
            <BannerPicture banner={banner} alt={banner.content || position(n)} />
          </div>
        ))}
      </div>
    </section>
  );
}

function BannerPicture({ banner, alt }: { readonly banner: Advertisement; readonly alt: string }) {
  // The banner's own words (its content) are the server's, not the kit's: marked as page copy.
  const picture = (
    <img className="ck-carousel__image" src={safeHttpUrl(banner.imageUrl ?? '')} alt={alt} data-page-copy={banner.content ? '' : undefined} draggable={false} />
  );
  const href = banner.linkUrl === undefined ? undefined : safeHttpUrl(banner.linkUrl);
  return href ? (
    <a className="ck-carousel__link" href={href}>
      {picture}
    </a>
  ) : (
    picture
  );
}
