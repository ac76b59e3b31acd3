import { FakeClock } from '../../../adapters/fake/fake-clock';
import { FakeMediaElements, type FakeAutoplayPolicy } from '../../../adapters/fake/fake-media-elements';
import { FakeMediaEnvironment } from '../../../adapters/fake/fake-media-environment';
import { FakeYouTubeApi } from '../../../adapters/fake/fake-media-youtube';
import { FakePage } from '../../../adapters/fake/fake-page';
import { FakeScriptLoader } from '../../../adapters/fake/fake-script-loader';

/** Every port the media service needs, as fakes. */
export function mediaFakes(options: { policy?: FakeAutoplayPolicy; reducedMotion?: boolean } = {}) {
  const clock = new FakeClock();
  const elements = new FakeMediaElements(options.policy);
  return {
    clock,
    elements,
    images: elements,
    environment: new FakeMediaEnvironment({ reducedMotion: options.reducedMotion }),
    page: new FakePage(),
    scriptLoader: new FakeScriptLoader(clock),
    youtube: new FakeYouTubeApi(),
  };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
