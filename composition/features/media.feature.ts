import { HtmlMediaElementsAdapter } from '../../adapters/browser/media-elements.adapter';
import { HtmlFrameImagesAdapter } from '../../adapters/browser/media-frames.adapter';
import { WindowMediaEnvironmentAdapter } from '../../adapters/browser/media-environment.adapter';
import { GlobalYouTubeAdapter } from '../../adapters/browser/media-youtube.adapter';
import { MediaService } from '../../domain/media/media.service';
import { CampaignKitError } from '../../ports/errors';
import type { Feature } from '../feature';
import { featureOptions } from './feature-options';
import type { MediaOptions } from './media.options';

export type { MediaOptions } from './media.options';

/**
 * Video, YouTube, background music, tweens, frame sequences and the gachakon shake as
 * `kit.media`: every player of the page joins one registry, so playing one pauses
 * the others; all timing runs on the kit's clock; reduced motion shortens or skips animations. A
 * page that does not list it bundles none of it. The YouTube IFrame API loads, on first use, from
 * the page's `scripts.youtube` pin (defaults to `https://www.youtube.com/iframe_api`). See docs/media.md.
 * @throws CampaignKitError `UNSUPPORTED_PLATFORM` when `kit.media` is first read where there is no
 *   page (server rendering) and no ports were given.
 * @example
 * ```ts
 * const kit = createCampaignKit({ aid: 1128, appId: '1000', activityId: 'spring', features: [media()] });
 * const music = kit.media.sound({ uri: '/bgm.ogg', control: document.querySelector('#music') });
 * kit.media.tween({ to: 100, update: (value) => (bar.style.width = `${value}%`) }).start();
 * ```
 */
export function media(options: MediaOptions = {}): Feature<'media', { media: MediaService }> {
  options = featureOptions('media', options);
  return {
    name: 'media',
    members: {
      media: ({ ports, settings }) => {
        const inPage = typeof document !== 'undefined' && typeof window !== 'undefined';
        if (!inPage && !(options.elements && options.images && options.environment)) {
          throw new CampaignKitError('UNSUPPORTED_PLATFORM', 'media needs a page: use it in the browser');
        }
        return new MediaService(
          {
            clock: ports.clock,
            page: ports.page,
            scriptLoader: ports.scriptLoader,
            elements: options.elements ?? new HtmlMediaElementsAdapter(),
            images: options.images ?? new HtmlFrameImagesAdapter(),
            environment: options.environment ?? new WindowMediaEnvironmentAdapter(),
            youtube: options.youtube ?? new GlobalYouTubeAdapter(),
          },
          { youtubeScript: settings.scripts?.youtube },
        );
      },
    },
  };
}
