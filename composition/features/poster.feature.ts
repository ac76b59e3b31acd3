import { PosterMaker } from '../../domain/poster/poster-maker';
import { CampaignKitError } from '../../ports/errors';
import type { Feature } from '../feature';

/**
 * The poster and QR maker over the page's canvas, as `kit.poster`. The QR encoder
 * (`qrcode`) is not part of the feature's bundle: it loads with a dynamic `import()` the first
 * time a poster draws a qrcode view.
 */
export function poster(): Feature<'poster', { poster: PosterMaker }> {
  return {
    name: 'poster',
    members: {
      poster: ({ ports }) => {
        if (!ports.canvas) throw new CampaignKitError('UNSUPPORTED_PLATFORM', 'the poster maker needs a canvas: use it in the browser');
        return new PosterMaker({ canvas: ports.canvas });
      },
    },
  };
}
