import { ContainerModule } from 'inversify';
import { PosterMaker } from '../../domain/poster/poster-maker';
import { CampaignKitError } from '../../ports/errors';
import { PORTS } from '../../ports/tokens';
import { resolveOptional } from '../resolve';
import { SERVICES } from '../tokens';
import { defineFeature } from './define-feature';

const module = new ContainerModule(({ bind }) => {
  bind(SERVICES.Poster)
    .toDynamicValue((ctx) => {
      const canvas = resolveOptional(ctx, PORTS.Canvas);
      if (!canvas) throw new CampaignKitError('UNSUPPORTED_PLATFORM', 'the poster maker needs a canvas: use it in the browser');
      return new PosterMaker({ canvas });
    })
    .inSingletonScope();
});

/**
 * The poster and QR maker over the page's canvas, as `kit.poster`. The QR encoder
 * (`qrcode`) is not part of the feature's bundle: it loads with a dynamic `import()` the first
 * time a poster draws a qrcode view.
 */
export function poster() {
  return defineFeature<'poster', { poster: PosterMaker }>({
    name: 'poster',
    modules: [module],
    members: { poster: (ctx) => ctx.get(SERVICES.Poster) },
  });
}
