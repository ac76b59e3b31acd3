import { FakeMediaElements, type FakeAutoplayPolicy } from '../../../adapters/fake/fake-media-elements';
import { FakeMediaEnvironment } from '../../../adapters/fake/fake-media-environment';
import { FakeYouTubeApi } from '../../../adapters/fake/fake-media-youtube';
import { media } from '../../../composition/features/media.feature';
import { createTestKit } from '../../../composition/testing';

/** A test kit with media() on fakes; the fakes key the page's real elements. */
export function createMediaKit(options: { policy?: FakeAutoplayPolicy; reducedMotion?: boolean } = {}) {
  const elements = new FakeMediaElements(options.policy);
  const environment = new FakeMediaEnvironment({ reducedMotion: options.reducedMotion });
  const youtube = new FakeYouTubeApi();
  const kit = createTestKit({ features: [media({ elements, images: elements, environment, youtube })] });
  return { kit, elements, environment, youtube };
}
